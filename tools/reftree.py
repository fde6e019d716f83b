"""A git reference of this repository extracted into a temporary folder, for the tools that
compare the working tree with an older commit (``tools/arena_compare.py``,
``tools/engine_speed.py``).

The reference is written with ``git archive REF | tar -x``: a plain copy of the committed files,
no checkout, so the repository and its worktrees are left alone.  Run Python on it with
``PYTHONPATH`` pointing at the folder (:func:`env_for`).
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

#: The working tree these tools belong to (the folder holding ``dominoes_qt``).
ROOT = Path(__file__).resolve().parents[1]


class RefError(Exception):
    """A reference git cannot extract; ``str()`` is one line."""


def resolve(ref: str, repo: Path = ROOT) -> str:
    """The full commit id of ``ref`` (RefError if git does not know it)."""
    out = subprocess.run(["git", "-C", str(repo), "rev-parse", "--verify", "--quiet",
                          f"{ref}^{{commit}}"], capture_output=True, text=True)
    if out.returncode != 0:
        raise RefError(f"git does not know the reference {ref!r}")
    return out.stdout.strip()


@contextlib.contextmanager
def extracted(ref: str, repo: Path = ROOT) -> Iterator[Path]:
    """The files of commit ``ref`` in a temporary folder, removed afterwards."""
    commit = resolve(ref, repo)
    with tempfile.TemporaryDirectory(prefix="dominoes-ref-") as tmp:
        archive = subprocess.Popen(["git", "-C", str(repo), "archive", commit],
                                   stdout=subprocess.PIPE)
        untar = subprocess.run(["tar", "-x", "-C", tmp], stdin=archive.stdout,
                               capture_output=True)
        assert archive.stdout is not None
        archive.stdout.close()
        if archive.wait() != 0 or untar.returncode != 0:
            raise RefError(f"cannot extract {ref!r}: {untar.stderr.decode(errors='replace')[:200]}")
        yield Path(tmp)


def env_for(tree: Path) -> dict[str, str]:
    """The environment that makes ``import dominoes_qt`` load the copy in ``tree``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env["QT_QPA_PLATFORM"] = env.get("QT_QPA_PLATFORM", "offscreen")
    return env


def python() -> str:
    return sys.executable
