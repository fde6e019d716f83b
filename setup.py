"""Build hooks: compile ``translations/*.ts`` into ``dominoes_qt/translations/*.qm``, and on
request the rules engine with mypyc.

Everything else is in pyproject.toml. The compiled ``.qm`` files are build products (not in
git): ``pip install .`` and wheel builds write them into the build tree, so the package carries
them; an editable install (``pip install -e .``) writes them next to the sources. Without
``lrelease`` the build still succeeds (with a warning) and the game simply stays in English.

The engine is pure Python unless ``DOMINOES_QT_COMPILE=1`` is set at build time: then the
modules of :data:`COMPILED` (the rules' inner loop and the line solver) are compiled with mypyc
(the version pinned in :data:`MYPY_PIN`; ``packaging/backend/build_backend.py`` asks for it) into one
extension per module, and the wheel is specific to the platform and the Python version.  The
``.py`` files stay in the wheel beside them (the extension is what imports).  An editable
install is never compiled: a compiled module next to its source would shadow every later edit
of it (the build backend drops the variable there).  ``dominoes_qt.engine`` says at run time
which engine was imported.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "translations"

sys.path.insert(0, str(ROOT / "packaging" / "backend"))
from build_backend import MYPY_PIN  # noqa: E402 - the one pin, also the backend's

#: The modules compiled with DOMINOES_QT_COMPILE=1: what the computer players, the coach and
#: the server spend their time in (the rules' inner loop, the line solver, the play-outs'
#: policy, the sampling of hidden hands and the train games' play-out the coach values their
#: moves by).  Left interpreted: the catalogue and the texts, the views, the solitaires and
#: the train games' rules (GameState lets them subclass it).
COMPILED = (
    "dominoes_qt/rules/tiles.py",
    "dominoes_qt/rules/actions.py",
    "dominoes_qt/rules/settings.py",
    "dominoes_qt/rules/layout.py",
    "dominoes_qt/rules/scoring.py",
    "dominoes_qt/rules/deal.py",
    "dominoes_qt/rules/state.py",
    "dominoes_qt/rules/hand.py",
    "dominoes_qt/rules/muggins.py",
    "dominoes_qt/rules/match.py",
    "dominoes_qt/rules/games/common.py",
    "dominoes_qt/rules/games/block_draw.py",
    "dominoes_qt/rules/games/scoring.py",
    "dominoes_qt/rules/games/blind.py",
    "dominoes_qt/ai/solver.py",
    "dominoes_qt/ai/plays.py",
    "dominoes_qt/ai/heuristics.py",
    "dominoes_qt/ai/sampling.py",
    "dominoes_qt/ai/train_playout.py",
)
#: The name of mypyc's shared runtime module (``dominoes_qt_engine__mypyc``), which the
#: PyInstaller recipe must name: the compiled modules import it from C.
GROUP = "dominoes_qt_engine"


def compile_requested() -> bool:
    return os.environ.get("DOMINOES_QT_COMPILE", "").strip() not in ("", "0")


def compiled_extensions() -> list:
    """mypyc's extensions for :data:`COMPILED` (type-checked with the project's mypy settings
    first: a type error stops the build)."""
    try:
        from mypyc.build import mypycify  # noqa: PLC0415 - only with DOMINOES_QT_COMPILE=1
    except ImportError:
        raise SystemExit(f"DOMINOES_QT_COMPILE=1 needs mypyc: pip install '{MYPY_PIN}'") from None
    os.chdir(ROOT)       # mypycify takes paths relative to the project
    return mypycify(["--no-warn-unused-configs", *COMPILED], opt_level="3",
                    group_name=GROUP)


def find_lrelease() -> list[str] | None:
    """The lrelease command: PySide6's own binary first, else one on PATH."""
    try:
        import PySide6  # noqa: PLC0415 - only needed at build time

        binary = Path(PySide6.__file__).resolve().parent / "lrelease"
        if binary.exists():
            return [str(binary)]
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease-qt6", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_translations(target: Path) -> list[Path]:
    """lrelease every .ts into ``target``; return the .qm files written."""
    sources = sorted(TS_DIR.glob("dominoes_qt_*.ts"))
    if not sources:
        return []
    lrelease = find_lrelease()
    if lrelease is None:
        print("warning: lrelease not found; the game will be in English only", file=sys.stderr)
        return []
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sources:
        qm = target / ts.with_suffix(".qm").name
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


class BuildPyWithTranslations(build_py):
    """build_py that also compiles the translations into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            target = ROOT / "dominoes_qt" / "translations"
        else:
            target = Path(self.build_lib) / "dominoes_qt" / "translations"
        compile_translations(target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if not getattr(self, "editable_mode", False):
            target = Path(self.build_lib) / "dominoes_qt" / "translations"
            outputs += [str(target / ts.with_suffix(".qm").name)
                        for ts in sorted(TS_DIR.glob("dominoes_qt_*.ts"))]
        return outputs


setup(cmdclass={"build_py": BuildPyWithTranslations},
      ext_modules=compiled_extensions() if compile_requested() else [])
