"""An asyncio client of the table server: the game's network table, the tests and the benchmark.

It keeps the last ``table`` and ``state`` messages, hands every message to :meth:`recv` (and an
optional callback), and, once it holds a seat, comes back by itself when the connection drops:
it reconnects with growing pauses and sends ``rejoin`` with its token.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from .fair_deal import DealWitness
from .protocol import BURST, MAX_MESSAGE, RATE, VERSION, message

#: How long a client keeps trying to come back after the connection drops (seconds).
RECONNECT_FOR = 120.0
#: The client's pace as a share of the server's rate and burst: a message past the server's
#: rate is refused and the ones sent at once after it dropped unanswered.
PACE = 0.9


class Pacer:
    """A token bucket a little under the server's: :meth:`wait` returns when a message may
    go, so that the server never has to refuse one for the rate."""

    def __init__(self, rate: float = RATE * PACE, burst: float = BURST * PACE) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.stamp: float | None = None

    async def wait(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            now = loop.time()
            if self.stamp is not None:
                self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
            self.stamp = now
            if self.tokens >= 1.0:
                self.tokens -= 1.0
                return
            await asyncio.sleep((1.0 - self.tokens) / self.rate)


class NotConnected(Exception):
    """Sending while the connection is down (the client is coming back)."""


class TableClient:
    def __init__(self, url: str, *, reconnect: bool = True, name: str = "",
                 ssl_context: ssl.SSLContext | None = None,
                 on_message: Callable[[dict[str, Any]], None] | None = None,
                 on_link: Callable[[bool], None] | None = None,
                 witness: DealWitness | None = None, pace: bool = True) -> None:
        self.url = url
        self.name = name
        self.reconnect = reconnect
        self.ssl_context = ssl_context
        self.on_message = on_message
        self.on_link = on_link
        #: checks the deals (docs/protocol.md, "Provably fair deals"); None: no part is sent
        self.witness = witness
        self.ws: ClientConnection | None = None
        self.inbox: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self.table_code = ""
        self.token = ""
        self.seat = -1
        self.host = False
        self.table: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.reconnects = 0
        self.closed = False
        self._reader: asyncio.Task[None] | None = None
        self._connected = asyncio.Event()
        #: keeps the messages under the server's rate, in the order they were sent (None:
        #: as fast as they come, for the flood test)
        self._pacer = Pacer() if pace else None
        self._sending = asyncio.Lock()

    # -- the link -------------------------------------------------------------------------------
    async def connect(self, timeout: float = 10.0) -> None:
        self.ws = await asyncio.wait_for(self._open(), timeout)
        self._connected.set()
        self._reader = asyncio.get_running_loop().create_task(self._read())

    async def _open(self) -> ClientConnection:
        kwargs: dict[str, Any] = {"max_size": 4 * MAX_MESSAGE * 64, "open_timeout": 10,
                                  "ping_interval": 20, "ping_timeout": 20}
        if self.ssl_context is not None:
            kwargs["ssl"] = self.ssl_context
        return await connect(self.url, **kwargs)

    @property
    def connected(self) -> bool:
        return self._connected.is_set()

    async def close(self) -> None:
        self.closed = True
        if self._reader is not None:
            self._reader.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reader
        if self.ws is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self.ws.close(), 2)

    async def _read(self) -> None:
        while not self.closed:
            ws = self.ws
            assert ws is not None
            try:
                async for raw in ws:
                    msg = json.loads(raw)
                    if self.witness is not None and msg.get("type") == "table":
                        fields = self.witness.on_table(msg)   # sent before anything answers
                        if fields is not None:                # the message (a ready)
                            await ws.send(json.dumps(message("deal_part", **fields)))
                    self._take(msg)
            except ConnectionClosed:
                pass
            self._connected.clear()
            if self.on_link is not None:
                self.on_link(False)
            if self.closed or not (self.reconnect and self.token):
                self._take({"v": VERSION, "type": "closed", "code": ws.close_code,
                            "reason": ws.close_reason or ""})
                return
            if not await self._come_back():
                self._take({"v": VERSION, "type": "closed", "code": ws.close_code,
                            "reason": "the server did not come back"})
                return

    async def _come_back(self) -> bool:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + RECONNECT_FOR
        pause = 0.1
        while not self.closed and loop.time() < deadline:
            await asyncio.sleep(pause)
            pause = min(pause * 2, 2.0)
            try:
                self.ws = await self._open()
            except (TimeoutError, OSError, InvalidHandshake, InvalidURI):
                continue
            self.reconnects += 1
            self._connected.set()
            await self.ws.send(json.dumps(message("rejoin", table=self.table_code,
                                                  token=self.token)))
            if self.on_link is not None:
                self.on_link(True)
            return True
        return False

    def _take(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "joined":
            self.table_code, self.token = msg["table"], msg["token"]
            self.seat, self.host = msg["seat"], bool(msg.get("host"))
        elif kind == "table":
            self.table = msg
        elif kind == "state":
            self.state = msg
            if self.witness is not None and self.table is not None:
                self.witness.on_state(self.table, msg)
        elif kind == "left":
            self.table_code, self.token, self.seat = "", "", -1
        self.inbox.put_nowait(msg)
        if self.on_message is not None:
            self.on_message(msg)

    # -- messages -------------------------------------------------------------------------------
    async def send(self, kind: str, **fields: Any) -> None:
        await self.send_raw(json.dumps(message(kind, **fields)))

    async def send_raw(self, data: str | bytes) -> None:
        if not self.connected or self.ws is None:
            raise NotConnected("the connection is down")
        async with self._sending:
            if self._pacer is not None:
                await self._pacer.wait()
            if not self.connected or self.ws is None:
                raise NotConnected("the connection is down")
            try:
                await self.ws.send(data)
            except ConnectionClosed:
                raise NotConnected("the connection closed") from None

    async def recv(self, timeout: float = 10.0) -> dict[str, Any]:
        return await asyncio.wait_for(self.inbox.get(), timeout)

    async def wait_for(self, kind: str, timeout: float = 10.0,
                       test: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
        """The next message of ``kind`` (that passes ``test``); earlier ones are dropped."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            msg = await self.recv(max(0.001, deadline - loop.time()))
            if msg.get("type") == kind and (test is None or test(msg)):
                return msg

    # -- the table's life -----------------------------------------------------------------------
    async def create(self, game: str, *, seats: list[dict[str, Any]] | None = None,
                     timeout: float = 10.0, **fields: Any) -> dict[str, Any]:
        if seats is not None:
            fields["seats"] = seats
        await self.send("create", game=game, name=self.name, **fields)
        return await self._joined(timeout)

    async def join(self, table: str, seat: int | None = None,
                   timeout: float = 10.0) -> dict[str, Any]:
        fields: dict[str, Any] = {"table": table, "name": self.name}
        if seat is not None:
            fields["seat"] = seat
        await self.send("join", **fields)
        return await self._joined(timeout)

    async def _joined(self, timeout: float) -> dict[str, Any]:
        return await self._reply("joined", timeout)

    async def _reply(self, kind: str, timeout: float) -> dict[str, Any]:
        """The reply ``kind``, or raise the server's error."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            msg = await self.recv(max(0.001, deadline - loop.time()))
            if msg.get("type") == kind:
                return msg
            if msg.get("type") == "error":
                raise ServerError(msg.get("code", ""), msg.get("message", ""))


class ServerError(Exception):
    def __init__(self, code: str, text: str) -> None:
        super().__init__(f"{code}: {text}")
        self.code = code
        self.text = text


def my_turn(state: dict[str, Any] | None) -> bool:
    """True when the ``state`` says its seat has something to do now."""
    return bool(state and state.get("phase") == "playing" and state["view"].get("legal"))
