"""Save files: a :class:`~.record.GameRecord` written to a file and read back from one.

:func:`load_record` names exactly what is wrong with a bad file (a :class:`.files.SaveFileError`
with a kind and a message for the player) and never changes it; :func:`save_record` writes
atomically.  Both go through :mod:`.files` (the one reader and the one writer).  Qt-free.
"""

from __future__ import annotations

from typing import Any

from dominoes_qt.rules.errors import RecordError

from .files import PathLike, SaveFileError, parse_json, read_file_bytes, write_error
from .record import FORMAT, FORMAT_VERSION, GameRecord


def save_record(path: PathLike, record: GameRecord) -> None:
    """Save a game record atomically; raises :class:`SaveFileError` (kind ``write``)."""
    try:
        record.save(path)
    except OSError as exc:
        raise write_error(path, exc) from exc


def load_record(path: PathLike) -> GameRecord:
    """Load and validate a saved game (every action is replayed); never changes the file.

    Raises :class:`SaveFileError` naming the problem: missing, unreadable, empty, binary, not
    JSON, truncated, not a game record, from a newer version, or with an illegal action.
    """
    return load_record_bytes(path, read_file_bytes(path))


def load_record_bytes(path: PathLike, raw: bytes) -> GameRecord:
    """:func:`load_record` of a file's bytes already read (``path`` names it in messages)."""
    data = parse_json(raw, path)
    kind = classify_record_data(data)
    try:
        return GameRecord.from_json(data)
    except RecordError as exc:
        raise SaveFileError(path, kind, str(exc)) from None
    except (RecursionError, MemoryError):
        raise SaveFileError(path, SaveFileError.INVALID, "the saved game is malformed") from None


def classify_record_data(data: Any) -> str:
    """Sort a record the loader refused into foreign, future or invalid (:attr:`SaveFileError.kind`).

    The loader's own message is what the player reads; the kind lets callers (and tests) tell
    a foreign file from a newer version or a tampered record.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return SaveFileError.FOREIGN
    version = data.get("format_version")
    if type(version) is int and version > FORMAT_VERSION:
        return SaveFileError.FUTURE
    return SaveFileError.INVALID
