"""Autosave: the game on the table is written to the user data folder after every action.

So a closed window, a crash or a power cut costs at most the action being made.  Writes are
atomic (see :mod:`dominoes_qt.storage.files`); a finished match removes the autosave; at start-up
:func:`pending_autosave` offers the unfinished game back.  A damaged autosave is never deleted:
it is moved aside to ``autosave.corrupt-<time>.domino`` so a bug report can include it.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from . import paths
from .files import CORRUPT_KINDS, PathLike, SaveFileError, keep_aside, load_record, save_record

if TYPE_CHECKING:
    from dominoes_qt.record import GameRecord

log = logging.getLogger(__name__)

#: Temporary files of interrupted writes older than this are removed at start-up.
STALE_TEMP_SECONDS = 60.0

CorruptCallback = Callable[[SaveFileError, Path | None], None]


def _path(path: PathLike | None) -> Path:
    return Path(path) if path is not None else paths.autosave_path()


def write_autosave(record: GameRecord, path: PathLike | None = None) -> Path | None:
    """Save the game in progress; a finished match removes the autosave instead.

    Returns the file written, or None when it was removed.  Raises :class:`SaveFileError`
    (kind ``write``) when the file cannot be written: the caller should tell the player once.
    """
    file = _path(path)
    if record.match.is_over:
        clear_autosave(file)
        return None
    save_record(file, record)
    return file


class Autosaver:
    """Writes the autosave when the game changed since the last write; for a signal slot.

    Connect it to "something changed" signals that fire more often than actions (redraws,
    turn changes): it writes only when the record's actions, hand or end state differ.  A
    failed write is kept in :attr:`error` (the caller tells the player once) and retried on the
    next change.
    """

    def __init__(self, path: PathLike | None = None) -> None:
        self.path = path
        self.error: SaveFileError | None = None
        self._last: tuple[object, ...] | None = None

    @staticmethod
    def _key(record: GameRecord) -> tuple[object, ...]:
        actions = record.actions
        match = record.match
        return (id(record), len(match.deals), len(actions), actions[-1] if actions else None,
                match.is_over)

    def update(self, record: GameRecord | None) -> bool:
        """Autosave ``record`` if it changed; True if the file was written or removed."""
        if record is None:
            return False
        key = self._key(record)
        if key == self._last:
            return False
        try:
            write_autosave(record, self.path)
        except SaveFileError as exc:
            log.warning("autosave failed: %s", exc)
            self.error = exc
            self._last = None
            return False
        self.error = None
        self._last = key
        return True

    def forget(self) -> None:
        """Drop the autosave on purpose (the player abandoned the game for another)."""
        self._last = None
        clear_autosave(self.path)


def clear_autosave(path: PathLike | None = None) -> bool:
    """Remove the autosave (a finished or deliberately abandoned game); True if one existed."""
    file = _path(path)
    try:
        file.unlink()
    except FileNotFoundError:
        return False
    except OSError as exc:
        log.warning("autosave: cannot remove %s: %s", file, exc)
        return False
    return True


def has_autosave(path: PathLike | None = None) -> bool:
    return _path(path).is_file()


def pending_autosave(
    path: PathLike | None = None, *, on_corrupt: CorruptCallback | None = None
) -> GameRecord | None:
    """The unfinished game left by the last run, for the "resume your game?" offer, or None.

    A damaged autosave (any fault :func:`load_record` names) is moved aside, ``on_corrupt`` is
    called with the error and the new path (None if it could not be moved), and None is
    returned.  An autosave of a finished match is removed.  Leftover temporary files of a write
    that was killed half-way are cleaned up.
    """
    file = _path(path)
    _remove_stale_temps(file)
    try:
        record = load_record(file)
    except SaveFileError as exc:
        if exc.kind == SaveFileError.MISSING:
            return None
        if exc.kind not in CORRUPT_KINDS:  # unreadable now (permissions...): leave it be
            log.warning("autosave: cannot read %s (%s)", file, exc.detail)
            return None
        moved = keep_aside(file, exc)
        if on_corrupt is not None:
            on_corrupt(exc, moved)
        return None
    if record.match.is_over:
        clear_autosave(file)
        return None
    return record


def _remove_stale_temps(file: Path) -> None:
    """Delete ``.<name>.*.tmp`` files left by a write that was killed before its rename."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    with contextlib.suppress(OSError):
        for temp in file.parent.glob(f".{file.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if temp.stat().st_mtime < cutoff:
                    temp.unlink()
