"""Save files: atomic writes, and loading that names exactly what is wrong with a bad file.

A crash, a power cut or a full disk must never leave a half-written save behind, so every
write goes to a temporary file in the same folder, is flushed to disk, and then replaces the
old file in one step (``os.replace``).  Loading never writes: a refused file stays as it was.
Qt-free, so the arena, tests and a crashed-and-restarted process can all use it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominoes_qt.rules.errors import RecordError

if TYPE_CHECKING:
    from dominoes_qt.record import GameRecord

log = logging.getLogger(__name__)

FILE_SUFFIX = ".domino"
#: A real record is a few kilobytes; anything far larger is not one of ours.
MAX_FILE_BYTES = 32 * 1024 * 1024

PathLike = str | os.PathLike[str]


class SaveFileError(Exception):
    """A save file that cannot be read or written; ``kind`` says why, ``str()`` says it in words.

    The message is written for a player to read (it names the file and the problem).
    """

    MISSING = "missing"
    UNREADABLE = "unreadable"
    TOO_LARGE = "too-large"
    EMPTY = "empty"
    BINARY = "binary"
    NOT_JSON = "not-json"
    TRUNCATED = "truncated"
    FOREIGN = "foreign"
    FUTURE = "future"
    INVALID = "invalid"  # a record with an illegal action, a bad setup or a changed move list
    WRITE = "write"

    def __init__(self, path: PathLike, kind: str, detail: str) -> None:
        self.path = Path(path)
        self.kind = kind
        self.detail = detail
        super().__init__(f"{self.path.name}: {detail}")


#: Kinds that mean the file's content is damaged (as opposed to missing or unreadable).
CORRUPT_KINDS = frozenset({
    SaveFileError.TOO_LARGE,
    SaveFileError.EMPTY,
    SaveFileError.BINARY,
    SaveFileError.NOT_JSON,
    SaveFileError.TRUNCATED,
    SaveFileError.FOREIGN,
    SaveFileError.FUTURE,
    SaveFileError.INVALID,
})


# ----------------------------------------------------------------------------------------------
# Atomic writes
# ----------------------------------------------------------------------------------------------


def _new_file_mode() -> int:
    """The mode a plainly created file would get (0666 less the umask)."""
    mask = os.umask(0)
    os.umask(mask)
    return 0o666 & ~mask


_NEW_FILE_MODE = _new_file_mode()


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open folders, and needs not."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _replace(src: str, dst: Path) -> None:
    """``os.replace``, retried briefly on Windows where a virus scanner may hold the target."""
    for attempt in range(5):
        try:
            os.replace(src, dst)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == 4:
                raise
            time.sleep(0.05 * (attempt + 1))


def atomic_write_bytes(path: PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a mix.

    Creates missing parent folders.  Raises ``OSError`` on failure, leaving ``path`` as it was.
    """
    target = Path(path)
    if target.is_symlink():  # replace the file the link points at, not the link
        target = target.resolve()
    folder = target.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        mode = _NEW_FILE_MODE
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            os.chmod(tmp, mode)
        _replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(folder)


def atomic_write_text(path: PathLike, text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_json(path: PathLike, data: Any) -> None:
    """Write JSON data atomically, readable by people (indented, sorted, UTF-8)."""
    text = json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False)
    atomic_write_text(path, text + "\n")


def move_aside(path: PathLike, label: str = "corrupt") -> Path:
    """Rename a bad file to ``<stem>.<label>-<time><suffix>`` beside it, and return the new path.

    Damaged files are kept for the player (or a bug report) instead of being deleted or silently
    overwritten.  Raises ``OSError`` if the rename fails.
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = source.with_name(f"{source.stem}.{label}-{stamp}{source.suffix}")
    counter = 1
    while target.exists():
        counter += 1
        target = source.with_name(f"{source.stem}.{label}-{stamp}-{counter}{source.suffix}")
    os.replace(source, target)
    return target


def keep_aside(path: PathLike, error: SaveFileError) -> Path | None:
    """Move a damaged file aside (see :func:`move_aside`) and log why; None if that failed."""
    try:
        moved = move_aside(path)
    except OSError as exc:
        log.warning("cannot move the damaged file %s aside: %s", path, exc)
        return None
    log.warning("%s is damaged (%s); kept as %s", path, error.detail, moved.name)
    return moved


# ----------------------------------------------------------------------------------------------
# Game records
# ----------------------------------------------------------------------------------------------


def save_record(path: PathLike, record: GameRecord) -> None:
    """Save a game record atomically; raises :class:`SaveFileError` (kind ``write``)."""
    text = record.dumps()
    try:
        atomic_write_text(path, text if text.endswith("\n") else text + "\n")
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveFileError(
            path, SaveFileError.WRITE, f"the game could not be saved ({reason})"
        ) from exc


def read_json_file(path: PathLike) -> Any:
    """Read a JSON file, raising :class:`SaveFileError` with a kind and message for each fault.

    Checks, in order: the file exists and can be read, is not huge, not empty, is UTF-8 text,
    and is complete, well-formed JSON.
    """
    file = Path(path)
    try:
        if file.is_dir():
            raise SaveFileError(file, SaveFileError.UNREADABLE, "this is a folder, not a file")
        with open(file, "rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise SaveFileError(file, SaveFileError.MISSING, "the file does not exist") from None
    except PermissionError:
        raise SaveFileError(
            file, SaveFileError.UNREADABLE, "you do not have permission to read this file"
        ) from None
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise SaveFileError(
            file, SaveFileError.UNREADABLE, f"the file cannot be read ({reason})"
        ) from None
    if len(raw) > MAX_FILE_BYTES:
        raise SaveFileError(
            file, SaveFileError.TOO_LARGE, "the file is far too large to be a saved game"
        )
    if not raw.strip():
        raise SaveFileError(file, SaveFileError.EMPTY, "the file is empty")
    if b"\x00" in raw:
        raise SaveFileError(
            file, SaveFileError.BINARY, "this is a binary file, not a saved game (not text)"
        )
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise SaveFileError(
                file, SaveFileError.TRUNCATED, "the file is incomplete: it was cut off"
            ) from None
        raise SaveFileError(
            file, SaveFileError.BINARY, "the file is not UTF-8 text, so it is not a saved game"
        ) from None
    try:
        return json.loads(text)
    except RecursionError:
        raise SaveFileError(file, SaveFileError.NOT_JSON, "the file is nested too deeply") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()):
            raise SaveFileError(
                file, SaveFileError.TRUNCATED, "the file is incomplete: it was cut off"
            ) from None
        raise SaveFileError(
            file,
            SaveFileError.NOT_JSON,
            f"the file is not a saved game: it is not valid JSON "
            f"(line {exc.lineno}, column {exc.colno}: {exc.msg})",
        ) from None


def load_record(path: PathLike) -> GameRecord:
    """Load and validate a saved game (every action is replayed); never changes the file.

    Raises :class:`SaveFileError` naming the problem: missing, unreadable, empty, binary, not
    JSON, truncated, not a game record, from a newer version, or with an illegal action.
    """
    from dominoes_qt import record as record_module

    data = read_json_file(path)
    kind = classify_record_data(data)
    try:
        return record_module.GameRecord.from_json(data)
    except RecordError as exc:
        raise SaveFileError(path, kind, str(exc)) from None
    except (RecursionError, MemoryError):
        raise SaveFileError(path, SaveFileError.INVALID, "the saved game is malformed") from None


def classify_record_data(data: Any) -> str:
    """Sort a record the loader refused into foreign, future or invalid (:attr:`SaveFileError.kind`).

    The loader's own message is what the player reads; the kind lets callers (and tests) tell
    a foreign file from a newer version or a tampered record.
    """
    from dominoes_qt import record as record_module

    if not isinstance(data, dict) or data.get("format") != record_module.FORMAT:
        return SaveFileError.FOREIGN
    version = data.get("format_version")
    if type(version) is int and version > record_module.FORMAT_VERSION:
        return SaveFileError.FUTURE
    return SaveFileError.INVALID
