"""A table's recent chat, sent again to a person who sits down or comes back, so the talk at
the table is not lost to whoever was away (docs/protocol.md, "Chat after a rejoin").

Every chat line a table sends gets an ``id`` that grows line by line, also across a restart of
the server (the first is the time in milliseconds); the lines kept are sent to the one
connection again as ordinary ``chat`` messages with ``"replay": true`` and their ids, so a
client that saw some of them already (its connection dropped a moment) shows only those it has
not.  Kept in memory: a server started again begins with an empty chat.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, Protocol

#: Lines a table keeps for the people who come back.
KEPT_LINES = 50


class _Listener(Protocol):
    def send(self, msg: dict[str, Any]) -> None: ...


class ChatMemory:
    """The last :data:`KEPT_LINES` chat messages of one table."""

    def __init__(self, kept: int = KEPT_LINES) -> None:
        self._lines: deque[dict[str, Any]] = deque(maxlen=kept)
        self._next = time.time_ns() // 1_000_000    # above every id of an earlier run

    def keep(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``msg`` (a ``chat`` message about to be sent) with its id; kept for a replay."""
        msg = {**msg, "id": self._next}
        self._next += 1
        self._lines.append(msg)
        return msg

    def replay(self, conn: _Listener) -> int:
        """Send the kept lines to ``conn`` again, oldest first; how many were sent."""
        for line in self._lines:
            conn.send({**line, "replay": True})
        return len(self._lines)

    def __len__(self) -> int:
        return len(self._lines)


__all__ = ["KEPT_LINES", "ChatMemory"]
