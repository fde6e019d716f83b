"""Which rules engine runs: ``"compiled"`` (the mypyc build of the packages) or ``"pure"``.

A package built with ``DOMINOES_QT_COMPILE=1`` (setup.py) carries the rules' inner loop and
the line solver as extension modules beside their sources, and Python imports an extension
module before a source of the same name; every other install runs the sources.
``dominoes-qt --version`` and Help > About name the engine.  Nothing is imported to tell: the
answer is read from the files, so ``--version`` stays instant.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
#: One module of each compiled part (setup.py's COMPILED): the rules' hand and the solver.
_PROBES = (("rules", "hand"), ("ai", "solver"))


def _compiled(folder: str, module: str) -> bool:
    return any((_PACKAGE / folder / f"{module}{suffix}").is_file()
               for suffix in importlib.machinery.EXTENSION_SUFFIXES)


def engine() -> str:
    """``"compiled"`` when the rules and the solver are extension modules, else ``"pure"``."""
    return "compiled" if all(_compiled(*probe) for probe in _PROBES) else "pure"


def engine_line() -> str:
    """The words ``--version`` adds after the version number (not translated: a build fact)."""
    return f"{engine()} engine"
