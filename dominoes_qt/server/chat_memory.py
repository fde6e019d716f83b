"""A table's recent chat, sent again to a person who sits down or comes back, so the talk at
the table is not lost to whoever was away (docs/protocol.md, "Chat after a rejoin").

Every chat line a table sends gets an ``id`` that grows line by line, also across a restart of
the server (the first is the time in milliseconds); the lines kept are sent to the one
connection again as ordinary ``chat`` messages with ``"replay": true`` and their ids, so a
client that saw some of them already (its connection dropped a moment) shows only those it has
not.

A table kept in a data folder keeps its chat beside it (``CODE.chat.json``), written at most
once a second on a thread of the loop's (a chat line is never worth waiting for the disk), so
a server started again (the game that hosted crashed) replays the talk too.  The file is read
through the one reader and every line in it checked: a damaged one is left out, never sent.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from dominoes_qt.storage.files import SaveFileError, atomic_write_bytes, read_json_file

from .protocol import MAX_CHAT, MAX_NAME, VERSION

log = logging.getLogger("dominoes_qt.server")

#: Lines a table keeps for the people who come back.
KEPT_LINES = 50
#: Seconds between two writes of a table's chat file.
WRITE_EVERY = 1.0
CHAT_FILE = "a table's chat"
FORMAT = "dominoes-qt-chat"


class _Listener(Protocol):
    def send(self, msg: dict[str, Any]) -> None: ...


def chat_path(data: Path | None, code: str) -> Path | None:
    """Where the table ``code`` kept in ``data`` keeps its chat (None: kept in memory only)."""
    return None if data is None else data / f"{code}.chat.json"


class ChatMemory:
    """The last :data:`KEPT_LINES` chat messages of one table (and its file, if any)."""

    def __init__(self, kept: int = KEPT_LINES, path: Path | None = None,
                 writer: Callable[..., Any] | None = None) -> None:
        self._lines: deque[dict[str, Any]] = deque(maxlen=kept)
        self._next = time.time_ns() // 1_000_000    # above every id of an earlier run
        self.path = path
        #: runs a write off the loop (the table's keeper: in order with its other files)
        self._writer = writer
        self._writing: asyncio.TimerHandle | None = None

    def keep(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``msg`` (a ``chat`` message about to be sent) with its id; kept for a replay."""
        msg = {**msg, "id": self._next}
        self._next += 1
        self._lines.append(msg)
        self._write_soon()
        return msg

    def replay(self, conn: _Listener) -> int:
        """Send the kept lines to ``conn`` again, oldest first; how many were sent."""
        for line in self._lines:
            conn.send({**line, "replay": True})
        return len(self._lines)

    def __len__(self) -> int:
        return len(self._lines)

    # -- the file --------------------------------------------------------------------------------
    def restore(self, table: str) -> int:
        """Take back the lines the file keeps for ``table`` (a server started again); how many.
        A missing file is an empty chat; a damaged one is logged and left out."""
        if self.path is None:
            return 0
        try:
            data = read_json_file(self.path, CHAT_FILE)
        except SaveFileError as exc:
            if exc.kind != SaveFileError.MISSING:
                log.warning("table %s: its chat is not read: %s", table, exc)
            return 0
        raw = data.get("lines") if isinstance(data, dict) and data.get("format") == FORMAT \
            else None
        lines = [line for line in map(_checked_line, raw if isinstance(raw, list) else [])
                 if line is not None and line["table"] == table]
        for line in lines[-(self._lines.maxlen or KEPT_LINES):]:
            self._lines.append(line)
        if self._lines:
            self._next = max(self._next, self._lines[-1]["id"] + 1)
        return len(self._lines)

    def _write_soon(self) -> None:
        if self.path is None or self._writing is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:        # no loop (a test of the memory alone): nothing to write
            return
        self._writing = loop.call_later(WRITE_EVERY, self._write, loop)

    def _write(self, loop: asyncio.AbstractEventLoop) -> None:
        self._writing = None
        path = self.path
        if path is None:
            return
        if self._writer is not None:
            self._writer(_write_file, path, self._file_bytes())
        else:
            loop.run_in_executor(None, _write_file, path, self._file_bytes())

    def _file_bytes(self) -> bytes:
        return json.dumps({"format": FORMAT, "lines": list(self._lines)},
                          ensure_ascii=False).encode("utf-8")

    def close(self) -> None:
        """The table closes: a write still waiting is made now (on this thread)."""
        if self._writing is not None:
            self._writing.cancel()
            self._writing = None
            if self.path is not None:
                _write_file(self.path, self._file_bytes())


def _write_file(path: Path, data: bytes) -> None:
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:      # the chat is a convenience: the table goes on without it
        log.warning("cannot keep the chat in %s: %s", path, exc)


def _checked_line(raw: Any) -> dict[str, Any] | None:
    """A chat line as the file keeps it, rebuilt from checked fields (None if not whole)."""
    if not isinstance(raw, dict):
        return None
    table, seat, name, text, line_id = (raw.get(k) for k in ("table", "seat", "name", "text",
                                                             "id"))
    if not (isinstance(table, str) and isinstance(name, str) and isinstance(text, str)
            and len(name) <= MAX_NAME and 0 < len(text) <= MAX_CHAT * 2):
        return None
    if not (isinstance(seat, int) and not isinstance(seat, bool) and -1 <= seat < 64
            and isinstance(line_id, int) and not isinstance(line_id, bool) and line_id > 0):
        return None
    line = {"v": VERSION, "type": "chat", "table": table, "seat": seat, "name": name,
            "text": text, "id": line_id}
    about = raw.get("about")
    if isinstance(about, dict):
        event, about_seat = about.get("event"), about.get("seat")
        if not (isinstance(event, str) and len(event) <= 40 and isinstance(about_seat, int)
                and not isinstance(about_seat, bool)):
            return None
        line["about"] = {"event": event, "seat": about_seat}
    return line


__all__ = ["KEPT_LINES", "ChatMemory", "chat_path"]
