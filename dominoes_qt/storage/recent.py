"""The Open Recent list: the last few saved games opened or saved, newest first.

Stored as JSON in the user data folder.  Files that no longer exist are dropped when the list
is read, so the menu never offers a dead entry.  Qt-free.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from . import paths
from .files import (
    RECENT_FILE,
    PathLike,
    atomic_write_json,
    read_json_list,
)

log = logging.getLogger(__name__)

MAX_RECENT = 8


def _normal(path: PathLike) -> Path:
    """An absolute path with ``~`` expanded, so one file is listed once."""
    return Path(os.path.abspath(Path(path).expanduser()))


def _store(store: PathLike | None) -> Path:
    return Path(store) if store is not None else paths.recent_path()


def _read(store: Path) -> list[Path]:
    normal = []
    for f in read_json_list(store, RECENT_FILE, "files"):
        if isinstance(f, str) and f:
            try:
                normal.append(_normal(f))
            except (OSError, ValueError):   # not a name a file can have
                continue
    return normal


def _is_file(path: Path) -> bool:
    """Whether ``path`` is a file; False for names no file can have (too long, a NUL)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _write(store: Path, files: list[Path]) -> None:
    try:
        atomic_write_json(store, {"version": 1, "files": [str(f) for f in files]})
    except OSError as exc:  # the list is a convenience: never interrupt the game for it
        log.warning("recent files: cannot write %s: %s", store, exc)


def recent_files(store: PathLike | None = None) -> list[Path]:
    """The recent files that still exist, newest first, at most :data:`MAX_RECENT`."""
    file = _store(store)
    listed = _read(file)
    unique: list[Path] = []
    for f in listed:
        if f not in unique and _is_file(f):
            unique.append(f)
    unique = unique[:MAX_RECENT]
    if unique != listed and file.exists():
        _write(file, unique)
    return unique


def add_recent(path: PathLike, store: PathLike | None = None) -> list[Path]:
    """Put ``path`` at the top of the list (moving it if listed); returns the new list."""
    file = _store(store)
    entry = _normal(path)
    files = [entry] + [f for f in recent_files(file) if f != entry]
    files = files[:MAX_RECENT]
    _write(file, files)
    return files


def remove_recent(path: PathLike, store: PathLike | None = None) -> list[Path]:
    """Drop ``path`` from the list (say after it failed to open); returns the new list."""
    file = _store(store)
    entry = _normal(path)
    files = [f for f in recent_files(file) if f != entry]
    _write(file, files)
    return files


def clear_recent(store: PathLike | None = None) -> None:
    """Empty the list."""
    _write(_store(store), [])
