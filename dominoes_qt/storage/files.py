"""User files on disk: the one reader, the one atomic writer, and the save-file suffix.

Every user file (saves, the autosave and its journal, settings, statistics, recent files, the
arena's ``--save-dir`` records) is read with :func:`read_file_bytes` and parsed with
:func:`parse_json` (:func:`read_json_file` does both), which turn every fault into a
:class:`SaveFileError` naming it; and written with :func:`atomic_write_bytes`.  A crash, a
power cut or a full disk must never leave a half-written file behind, so every write goes to a
temporary file in the same folder, is flushed to disk, and then replaces the old file in one
step (``os.replace``), the folder flushed after it.  Reading never writes: a refused file stays
as it was.  Qt-free and the bottom of the storage package (it imports none of it).
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from pathlib import Path
from typing import Any

from dominoes_qt.rules.errors import cut

log = logging.getLogger(__name__)

#: The suffix of a saved game (File ▸ Save, the autosave, the arena's ``--save-dir``).
FILE_SUFFIX = ".domino"
#: A real record is a few kilobytes; anything far larger is not one of ours.
MAX_FILE_BYTES = 32 * 1024 * 1024

PathLike = str | os.PathLike[str]

#: What a file is called in the reader's messages, unless the caller names another kind.
SAVED_GAME = "a saved game"


class SaveFileError(Exception):
    """A save file that cannot be read or written; ``kind`` says why, ``str()`` says it in words.

    The message is written for a player to read (it names the file and the problem);
    ``reason`` is the problem alone ("the disk is full"), for a sentence of the caller's own.
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

    #: the longest detail a player is shown: the messages quote what a file holds, cut short
    #: where they are made (``rules.errors.shown``); this holds for any message that is not
    DETAIL_LIMIT = 500

    def __init__(self, path: PathLike, kind: str, detail: str, reason: str | None = None,
                 ) -> None:
        self.path = Path(path)
        self.kind = kind
        detail = cut(detail, self.DETAIL_LIMIT)
        if reason is not None:
            reason = cut(reason, self.DETAIL_LIMIT)
        self.detail = detail
        self.reason = detail if reason is None else reason
        super().__init__(f"{self.path.name}: {detail}" if self.path.name else detail)


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


#: Links followed before a chain is taken for a loop (Linux's own limit).
MAX_LINKS = 40


def _link_target(path: Path) -> Path:
    """The file at the end of a chain of symbolic links (``path`` itself if it is none).

    ``Path.resolve`` raises RuntimeError on a loop (Python 3.11); this raises ``OSError``
    (ELOOP), the one exception callers of the writers handle.
    """
    for _ in range(MAX_LINKS):
        try:
            link = os.readlink(path)
        except (OSError, ValueError):  # not a link (or no such file): this is the target
            return path
        path = path.parent / link   # an absolute link replaces the parent
    raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(path))


def atomic_write_bytes(path: PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` so that readers see the old file or the new one, never a mix.

    Creates missing parent folders.  Raises ``OSError`` on failure, leaving ``path`` as it was.
    """
    target = _link_target(Path(path))  # replace the file a link points at, not the link
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


def append_bytes(path: PathLike, data: bytes) -> None:
    """Append ``data`` to an existing regular file and flush it to disk (the autosave journal).

    Refuses anything but a regular file without waiting (a FIFO with no reader would block an
    ordinary open).  Raises ``OSError``; a write cut short leaves an incomplete last line,
    which the journal's reader ignores.
    """
    fd = _open_append(path)
    try:
        _write_all(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def append_bytes_many(items: list[tuple[PathLike, bytes]], flush_in: Executor | None = None,
                      ) -> list[OSError | None]:
    """:func:`append_bytes` for several files at once (the table server's group commit): every
    file is written first and then all are flushed, on the threads of ``flush_in`` at once
    (which the file system carries in one commit of its own journal, where flushes one after
    another wait for a commit each) or else one by one.  Returns, for each
    item, None once it is on disk, or the ``OSError`` that stopped it (the others go on)."""
    errors: list[OSError | None] = [None] * len(items)
    opened: list[tuple[int, int]] = []
    try:
        for index, (path, data) in enumerate(items):
            try:
                fd = _open_append(path)
            except OSError as exc:
                errors[index] = exc
                continue
            opened.append((index, fd))
            try:
                _write_all(fd, data)
            except OSError as exc:
                errors[index] = exc
        written = [(index, fd) for index, fd in opened if errors[index] is None]
        if flush_in is not None:
            flushed = list(flush_in.map(_fsync, [fd for _, fd in written]))
        else:
            flushed = [_fsync(fd) for _, fd in written]
        for (index, _), error in zip(written, flushed, strict=True):
            errors[index] = error
    finally:
        for _, fd in opened:
            with contextlib.suppress(OSError):
                os.close(fd)
    return errors


def _fsync(fd: int) -> OSError | None:
    try:
        os.fsync(fd)
    except OSError as exc:
        return exc
    return None


def _open_append(path: PathLike) -> int:
    """A descriptor to append to the regular file ``path`` (never blocks on a FIFO)."""
    flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) \
        | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not an ordinary file", str(path))
    except BaseException:
        os.close(fd)
        raise
    return fd


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def utf8(text: str) -> bytes:
    """``text`` as UTF-8 for a file; a character no encoder can write (a lone surrogate, which
    a string from outside may hold) becomes ``?`` instead of failing the write."""
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace")


def atomic_write_text(path: PathLike, text: str) -> None:
    """:func:`atomic_write_bytes` for UTF-8 text (see :func:`utf8`)."""
    atomic_write_bytes(path, utf8(text))


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
    """Move a file that cannot be used aside (see :func:`move_aside`) and log why; None if
    that failed.

    Damaged files are labelled ``corrupt``, files that exist but cannot be read (no
    permission, a link loop, a pipe, a folder) ``unreadable``: either way the next start is
    clean, and nothing is lost.
    """
    label = "corrupt" if error.kind in CORRUPT_KINDS else "unreadable"
    try:
        moved = move_aside(path, label)
    except OSError as exc:
        log.warning("cannot move the file %s aside: %s", path, exc)
        return None
    log.warning("%s cannot be used (%s); kept as %s", path, error.detail, moved.name)
    return moved


#: Called with the error and where the file was kept (None: it could not be moved).
SetAsideCallback = Callable[[SaveFileError, "Path | None"], None]


def write_error(path: PathLike, exc: OSError) -> SaveFileError:
    """The :class:`SaveFileError` (kind ``write``) for a failed write, in a player's words."""
    if exc.errno == errno.ELOOP:
        reason = "the file is a link that leads back to itself"
    elif exc.errno == errno.ENOSPC:
        reason = "the disk is full"
    elif exc.errno == errno.EROFS:
        reason = "the disk is read-only"
    elif isinstance(exc, PermissionError):
        reason = "no permission to write there"
    else:
        reason = exc.strerror or str(exc)
    return SaveFileError(path, SaveFileError.WRITE, f"the game could not be saved ({reason})",
                         reason)


# ----------------------------------------------------------------------------------------------
# Locks between copies of the game on one folder
# ----------------------------------------------------------------------------------------------


def try_lock(path: PathLike) -> int | None:
    """Take the lock file ``path`` (created if missing) for this process without waiting: its
    descriptor, to keep open as long as the lock is held, or None when another process holds
    it.  Raises ``OSError`` when it cannot be made or is not an ordinary file (no lock).
    """
    file = Path(path)
    file.parent.mkdir(parents=True, exist_ok=True)
    flags = (os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0))
    fd = os.open(file, flags, _NEW_FILE_MODE)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not an ordinary file", str(file))
        if not _lock_fd(fd):
            os.close(fd)
            return None
    except BaseException:
        with contextlib.suppress(OSError):
            os.close(fd)
        raise
    return fd


def _lock_fd(fd: int) -> bool:
    """An exclusive lock on an open file, without waiting; False when another holds it."""
    if sys.platform == "win32":
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def release_lock(fd: int) -> None:
    """Give up a lock from :func:`try_lock` (closing its descriptor releases it)."""
    with contextlib.suppress(OSError):
        os.close(fd)


@contextlib.contextmanager
def locked(path: PathLike, wait: float = 5.0) -> Iterator[None]:
    """Hold the lock file ``path`` for a short read-change-write (statistics): waits up to
    ``wait`` seconds for another copy of the game, then goes on without it rather than hang;
    a lock that cannot be made at all (a read-only folder) is gone without too."""
    fd = None
    deadline = time.monotonic() + wait
    with contextlib.suppress(OSError):
        while (fd := try_lock(path)) is None and time.monotonic() < deadline:
            time.sleep(0.01)
    try:
        yield
    finally:
        if fd is not None:
            release_lock(fd)


#: Flags for opening a user file: never wait (a FIFO would block an ordinary open for good),
#: never make a terminal ours, binary on Windows.
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
               | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))


def _unreadable(file: Path, exc: OSError) -> SaveFileError:
    if isinstance(exc, FileNotFoundError):
        return SaveFileError(file, SaveFileError.MISSING, "the file does not exist")
    if isinstance(exc, PermissionError):
        return SaveFileError(
            file, SaveFileError.UNREADABLE, "you do not have permission to read this file")
    if exc.errno == errno.ELOOP:
        return SaveFileError(file, SaveFileError.UNREADABLE,
                             "the file cannot be read (it is a link that leads back to itself)")
    reason = exc.strerror or str(exc)
    return SaveFileError(file, SaveFileError.UNREADABLE, f"the file cannot be read ({reason})")


def read_file_bytes(path: PathLike, limit: int | None = None, what: str = SAVED_GAME) -> bytes:
    """The bytes of a user file, read safely; :class:`SaveFileError` for every failure.

    The one way any user file is read (saves, autosave, settings, statistics, recent files):
    only a regular file is read (a folder, FIFO or device is refused at once, without waiting
    for a writer), and at most ``limit`` bytes (:data:`MAX_FILE_BYTES`) are taken in.
    Kinds: missing, unreadable, too-large.
    """
    file = Path(path)
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        fd = os.open(file, _READ_FLAGS)
    except OSError as exc:
        with contextlib.suppress(OSError, ValueError):
            if file.is_dir():  # Windows cannot open a folder at all
                raise SaveFileError(
                    file, SaveFileError.UNREADABLE, "this is a folder, not a file") from None
        raise _unreadable(file, exc) from None
    except ValueError:  # a path with a NUL character in it
        raise SaveFileError(file, SaveFileError.MISSING, "the file does not exist") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise SaveFileError(file, SaveFileError.UNREADABLE, "this is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise SaveFileError(
                file, SaveFileError.UNREADABLE,
                "this is not an ordinary file (it is a pipe or a device), so it is not read")
        if info.st_size > limit:
            raise SaveFileError(
                file, SaveFileError.TOO_LARGE, f"the file is far too large to be {what}")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise _unreadable(file, exc) from None
    finally:
        os.close(fd)
    if size > limit:
        raise SaveFileError(
            file, SaveFileError.TOO_LARGE, f"the file is far too large to be {what}")
    return b"".join(chunks)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


#: Said of a file cut short (the end of its text, or inside a character or a string).
CUT_OFF = "the file ends too early: it was probably cut off while being written or copied"


def parse_json(raw: bytes | str, path: PathLike = "", what: str = SAVED_GAME) -> Any:
    """Strict JSON from a file's bytes (or text): the one JSON reader of user files.

    Raises :class:`SaveFileError` naming the fault (``path`` names the file in the message;
    none for text that came from no file), never another exception.  Checks, in order: not
    empty, text (no NUL), UTF-8 (a byte-order mark is skipped), complete and well-formed JSON:
    no ``NaN`` or ``Infinity``, no number too long to read (Python refuses integers of more
    than 4,300 digits), not nested too deeply, no text that is not text (a ``\\ud800`` escape
    of half a character, which no file can be written with).  ``what`` names the kind of file
    in the messages ("a settings file").  Kinds: empty, binary, truncated, not-json,
    too-large.
    """
    if isinstance(raw, str):
        text = raw.removeprefix("\ufeff")
        if not text.strip():
            raise SaveFileError(path, SaveFileError.EMPTY, "the file is empty")
        if "\x00" in text:
            raise _binary(path, what)
    else:
        text = _decode(bytes(raw), path, what)
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise SaveFileError(path, SaveFileError.NOT_JSON, "the file is nested too deeply") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveFileError(path, SaveFileError.TRUNCATED, CUT_OFF) from None
        raise SaveFileError(
            path,
            SaveFileError.NOT_JSON,
            f"the file is not {what}: it is not valid JSON "
            f"(line {exc.lineno}, column {exc.colno}: {exc.msg})",
        ) from None
    except ValueError as exc:  # a number with too many digits, NaN or Infinity
        raise SaveFileError(
            path, SaveFileError.NOT_JSON, f"the file is not valid JSON: {_short(exc)}"
        ) from None
    except MemoryError:
        raise SaveFileError(
            path, SaveFileError.TOO_LARGE, "the file is far too large to be read"
        ) from None
    if _SURROGATE_ESCAPE.search(text) and _has_lone_surrogate(data):
        raise SaveFileError(
            path, SaveFileError.BINARY,
            "the file holds text that is not text (half a character, written as an escape "
            "like \\ud800)")
    return data


#: A JSON escape of a surrogate: a cheap test before the values are looked at.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _has_lone_surrogate(value: Any) -> bool:
    """Whether a parsed value holds a string that cannot be written as UTF-8."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _binary(path: PathLike, what: str = SAVED_GAME) -> SaveFileError:
    return SaveFileError(
        path, SaveFileError.BINARY, f"this is a binary file, not {what} (not text)")


def _decode(raw: bytes, path: PathLike, what: str = SAVED_GAME) -> str:
    """The text of a file's bytes, for :func:`parse_json`."""
    if not raw.strip():
        raise SaveFileError(path, SaveFileError.EMPTY, "the file is empty")
    if b"\x00" in raw:
        raise _binary(path, what)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        if exc.reason == "unexpected end of data":
            raise SaveFileError(path, SaveFileError.TRUNCATED, CUT_OFF) from None
        raise SaveFileError(
            path, SaveFileError.BINARY, f"the file is not UTF-8 text, so it is not {what}"
        ) from None
    if not text.strip():   # a byte-order mark and nothing else
        raise SaveFileError(path, SaveFileError.EMPTY, "the file is empty")
    return text


def _short(exc: Exception) -> str:
    """The first sentence of an exception's message (Python's int limit message is long)."""
    text = str(exc).split(";")[0].split("\n")[0].strip()
    if "digits" in text and "limit" in text:
        return "it holds a number with too many digits"
    return text


#: What the settings and statistics files are called in the reader's messages.
SETTINGS_FILE = "a settings file"
STATISTICS_FILE = "a statistics file"
RECENT_FILE = "a list of recent games"
HELD_SEATS_FILE = "a list of seats held at network tables"

_SHAPES = {list: "a list", str: "text", int: "a number", float: "a number", bool: "true/false",
           type(None): "null"}


def not_an_object(data: Any, what: str) -> str:
    """Why a JSON file of the wrong shape (a list, a string) is not ``what``."""
    return f"the file is not {what}: it holds {_SHAPES.get(type(data), 'a value')}, not an object"


def read_json_file(path: PathLike, what: str = SAVED_GAME) -> Any:
    """Read a user JSON file: :func:`read_file_bytes` then :func:`parse_json` (``what``: the
    kind of file, for the messages).

    Every failure is a :class:`SaveFileError` with a kind and a message; nothing else escapes.
    """
    return parse_json(read_file_bytes(path, what=what), path, what)


def read_json_list(path: PathLike, what: str, key: str, limit: int | None = None) -> list[Any]:
    """The list under ``key`` in one of the small JSON files the game keeps for itself (the
    recent files, the seats held at network tables); [] when there is none.

    A file that cannot be read, holds anything but such a list (edited by hand, another
    program's) or is over ``limit`` bytes (far more than the game ever writes there), is kept
    aside and logged before the game writes a new one: never overwritten.
    """
    try:
        data = parse_json(read_file_bytes(path, limit, what), path, what)
    except SaveFileError as exc:
        if exc.kind != SaveFileError.MISSING:
            keep_aside(path, exc)
        return []
    entries = data.get(key) if isinstance(data, dict) else None
    if not isinstance(entries, list):
        keep_aside(path, SaveFileError(path, SaveFileError.FOREIGN,
                                       f"it is not {what}: no list of {key}"))
        return []
    return entries
