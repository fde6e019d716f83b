"""What both arena runners share: the parser's one-line errors, the checks of ``--seed``,
``--save-dir`` and ``--option``, saving a game of a run, and the exit status after Ctrl-C.

The table games' runner (:mod:`dominoes_qt.arena`) and the solitaires' (:mod:`dominoes_qt.
solitaire_arena`) both import it, so neither imports the other.
"""

from __future__ import annotations

import argparse
import os
import random
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from .storage.record import GameRecord

#: Exit status after Ctrl-C (128 + SIGINT, as shells report it); the results so far are printed.
INTERRUPTED = 130


class ArenaParser(argparse.ArgumentParser):
    """argparse with one-line errors (``arena: error: ...``) and exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message}\n")


def check_seed(p: ArenaParser, seed: int | None) -> int:
    """The seed of the first game (random when not given); as ``dominoes-qt --seed``, >= 0."""
    if seed is None:
        return random.SystemRandom().randrange(2**31)
    if seed < 0:
        p.error(f"--seed must be an integer >= 0, not {seed}")
    return seed


def check_save_dir(p: ArenaParser, folder: Path | None) -> Path | None:
    """``--save-dir``, created if need be; a one-line error if it is not a writable folder."""
    if folder is None:
        return None
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        p.error(f"--save-dir {folder}: this is a file, not a folder")
    except OSError as exc:
        p.error(f"--save-dir {folder}: cannot create this folder ({exc.strerror or exc})")
    if not folder.is_dir():
        p.error(f"--save-dir {folder}: this is not a folder")
    if not os.access(folder, os.W_OK | os.X_OK):
        p.error(f"--save-dir {folder}: you cannot write in this folder")
    return folder


def save_game(record: GameRecord, path: Path) -> None:
    """Save one game of a run; RunError (one line) if the disk refuses."""
    try:
        record.save(path)
    except OSError as exc:
        raise RunError(f"cannot save {path}: {exc.strerror or exc}") from None


class RunError(Exception):
    """A run that cannot go on (a game that cannot be saved); ``str()`` is one line."""


def parse_options(p: ArenaParser, raw: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for item in raw:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            p.error(f"--option takes KEY=VALUE, not {item!r}")
        options[key.strip()] = value.strip()
    return options


