"""Helpers of the network table's GUI tests: a real table server on a free localhost port,
on an asyncio loop in a thread of its own (the GUI thread stays Qt's)."""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from typing import Any

from dominoes_qt.server.server import ServerOptions, TableServer


class RunningServer:
    """A ``TableServer`` and its loop; ``call`` runs a function on the loop's thread."""

    def __init__(self, server: TableServer, loop: asyncio.AbstractEventLoop) -> None:
        self.server = server
        self.loop = loop

    @property
    def url(self) -> str:
        return self.server.url

    def call(self, fn: Callable[[], Any], timeout: float = 10.0) -> Any:
        done: Future[Any] = Future()

        def run() -> None:
            try:
                done.set_result(fn())
            except BaseException as exc:  # noqa: BLE001 - handed to the caller
                done.set_exception(exc)

        self.loop.call_soon_threadsafe(run)
        return done.result(timeout)

    def table(self, code: str) -> Any:
        return self.call(lambda: self.server.tables[code])

    def cut(self, code: str, seat: int) -> None:
        """Close the seat's connection from the server's side, as a network fault does."""
        def abort() -> None:
            conn = self.server.tables[code].seats[seat].conn
            conn.ws.transport.abort()

        self.call(abort)


@contextmanager
def running_server(**options: Any) -> Iterator[RunningServer]:
    options.setdefault("pace", 0.0)
    options.setdefault("port", 0)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="test-server", daemon=True)
    thread.start()
    server = TableServer(ServerOptions(host="127.0.0.1", **options))
    asyncio.run_coroutine_threadsafe(server.start(), loop).result(10)
    try:
        yield RunningServer(server, loop)
    finally:
        asyncio.run_coroutine_threadsafe(server.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        loop.close()


@contextmanager
def silent_listener() -> Iterator[str]:
    """A port that takes TCP connections and never answers the WebSocket handshake."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.bind(("127.0.0.1", 0))
    sock.listen(8)
    try:
        yield f"ws://127.0.0.1:{sock.getsockname()[1]}"
    finally:
        sock.close()
