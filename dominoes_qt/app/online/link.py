"""The network table's link to the server: the asyncio ``TableClient`` on a thread of its own.

Why a thread: a WebSocket handshake, a reconnection's pauses or a server that does not answer
must never freeze the game window.  The client runs on an asyncio loop in a background thread;
everything it reports reaches the GUI thread as a queued Qt signal, in the order it came, and
:meth:`NetLink.send` only hands a message to that loop (it never waits for the network).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import threading
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from dominoes_qt.server.client import NotConnected, TableClient
from dominoes_qt.server.protocol import VERSION

log = logging.getLogger(__name__)

#: Seconds the first connection may take before the link gives up (handshake included).
CONNECT_TIMEOUT = 10.0
#: Seconds :meth:`NetLink.close` waits for the thread to end.
CLOSE_WAIT = 2.0


class NetLink(QObject):
    """One connection to a table server; see the module docstring.

    ``received(dict)``: every message of the server.  ``link_changed(bool)``: the connection
    dropped (False) or came back and rejoined the seat (True).  ``failed(str)``: the server
    could not be reached at all, or did not come back: the link is over.
    """

    #: a dict, handed on as it came (``Signal(dict)`` converts it to a QVariantMap, which
    #: refuses some messages: the train games' views)
    received = Signal(object)
    link_changed = Signal(bool)
    failed = Signal(str)

    # the loop thread emits these; queued, they reach the public signals on the GUI thread
    _got = Signal(object)
    _linked = Signal(bool)
    _lost = Signal(str)

    def __init__(self, parent: QObject | None = None, *,
                 connect_timeout: float = CONNECT_TIMEOUT) -> None:
        super().__init__(parent)
        self.connect_timeout = connect_timeout
        self.url = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._worker: _Worker | None = None
        self._client: TableClient | None = None
        self._up = False
        self._closing = False
        queued = Qt.ConnectionType.QueuedConnection
        self._got.connect(self._deliver, queued)
        self._linked.connect(self._on_linked, queued)
        self._lost.connect(self._on_lost, queued)

    # -- life ------------------------------------------------------------------------------------
    def start(self, url: str) -> None:
        """Connect to ``url`` in the background; returns at once."""
        if self._worker is not None:
            raise RuntimeError("the link is already started")
        self.url = url
        worker = _Worker(asyncio.new_event_loop())
        self._worker = worker
        self._loop = worker.loop
        # a link deleted unclosed (its window gone) stops its thread before it goes: the
        # thread must never signal an object that is no more
        self.destroyed.connect(worker.stop)
        worker.start(self._run(url, worker))

    @property
    def connected(self) -> bool:
        """The connection is up now (as last told on the GUI thread)."""
        return self._up

    @property
    def running(self) -> bool:
        return self._worker is not None and self._worker.thread.is_alive()

    def close(self) -> None:
        """End the link: the connection closes and the thread is joined (a second or two at
        most; a thread still stuck after that is a daemon and dies with the app)."""
        self._closing = True
        if self._worker is not None:
            self._worker.stop()
        self._up = False

    # -- sending ---------------------------------------------------------------------------------
    def send(self, kind: str, /, **fields: Any) -> bool:
        """Hand one message to the link; False (nothing sent) while the link is down.

        ``kind`` is positional only: the ``seat`` message has a field of that name."""
        loop, client = self._loop, self._client
        if self._closing or loop is None or client is None or not client.connected:
            return False
        data = json.dumps({"v": VERSION, "type": kind, **fields})
        try:
            future = asyncio.run_coroutine_threadsafe(client.send_raw(data), loop)
        except RuntimeError:     # the loop is closed
            return False
        future.add_done_callback(functools.partial(_sent, kind=kind))
        return True

    # -- the loop's side -------------------------------------------------------------------------
    async def _run(self, url: str, worker: _Worker) -> None:
        def on_link(up: bool) -> None:
            if not worker.stopping:
                self._linked.emit(up)

        def on_message(msg: dict[str, Any]) -> None:
            """A message in: nobody reads the client's inbox, so it is emptied here, and the
            message goes to the GUI thread."""
            with contextlib.suppress(asyncio.QueueEmpty):
                client.inbox.get_nowait()
            if worker.stopping:
                return
            if msg.get("type") == "closed":
                self._lost.emit(str(msg.get("reason") or ""))
            else:
                self._got.emit(msg)

        client = TableClient(url, on_message=on_message, on_link=on_link)
        self._client = client
        try:
            try:
                await client.connect(self.connect_timeout)
            except asyncio.CancelledError:
                raise
            except Exception as exc:   # noqa: BLE001 - refused, unreachable, not a server...
                if not worker.stopping:
                    self._lost.emit(_reason(exc))
                return
            if not worker.stopping:
                self._linked.emit(True)
            await asyncio.Event().wait()   # until stop() cancels this task
        finally:
            await client.close()

    # -- the GUI thread's side -------------------------------------------------------------------
    def _deliver(self, msg: object) -> None:
        if not self._closing and isinstance(msg, dict):
            self.received.emit(msg)

    def _on_linked(self, up: bool) -> None:
        if self._closing or up == self._up:
            return
        self._up = up
        self.link_changed.emit(up)

    def _on_lost(self, reason: str) -> None:
        if self._closing:
            return
        self._up = False
        self.failed.emit(reason)


class _Worker:
    """The loop's thread and how to stop it: a plain object, so that a link being deleted
    can still stop it (from its ``destroyed`` signal)."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.thread = threading.Thread(target=self._run, name="table-link", daemon=True)
        self.main: asyncio.Task[None] | None = None
        self.stopping = False
        self._ready = threading.Event()
        self._coro: Any = None

    def start(self, coro: Any) -> None:
        self._coro = coro
        self.thread.start()
        self._ready.wait(1.0)

    def _run(self) -> None:
        loop = self.loop
        asyncio.set_event_loop(loop)
        self.main = loop.create_task(self._coro)
        self._ready.set()
        try:
            loop.run_until_complete(self.main)
        except BaseException:   # noqa: BLE001 - cancelled or broken: the link is over
            pass
        finally:
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def stop(self, *_args: object) -> None:
        """Cancel the link's task and join the thread (at most :data:`CLOSE_WAIT` s)."""
        self.stopping = True
        loop, main = self.loop, self.main
        if main is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):     # the loop ended meanwhile
                loop.call_soon_threadsafe(main.cancel)
        if self.thread.is_alive() and self.thread is not threading.current_thread():
            self.thread.join(CLOSE_WAIT)


def _sent(future: Future[None], kind: str) -> None:
    """A send that failed on the loop (the link dropped meanwhile) is logged: the state the
    server sends after the rejoin says what happened."""
    if future.cancelled():
        return
    exc = future.exception()
    if isinstance(exc, NotConnected):
        log.info("%s not sent: %s", kind, exc)
    elif exc is not None:
        log.warning("%s not sent: %r", kind, exc)


def _reason(exc: BaseException) -> str:
    """A short English reason for the log and the status line's detail."""
    if isinstance(exc, TimeoutError):
        return "timed out"
    text = str(exc).strip()
    return text or type(exc).__name__
