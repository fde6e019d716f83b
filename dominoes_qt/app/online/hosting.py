"""The table server inside the game (Game ▸ Play Online ▸ Host): ``TableServer`` on its own
asyncio loop in a background thread, so the game window never waits on the network.

Its tables are kept in the platform data folder (``storage/paths.server_data_dir``): a game
that crashed or quit finds them again when it hosts next.  While it runs it announces itself
on the local network with zeroconf (``_dominoes-qt._tcp.local.``), so friends find its tables
in their Join tab; an announcement that fails (no multicast) leaves the server running.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
import logging
import socket
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from dominoes_qt import __version__
from dominoes_qt.server import DEFAULT_PORT, SERVICE_TYPE
from dominoes_qt.server.protocol import VERSION
from dominoes_qt.server.server import ServerOptions, TableServer
from dominoes_qt.server.table import OVER, WAITING
from dominoes_qt.session import HUMAN
from dominoes_qt.storage.paths import server_data_dir

log = logging.getLogger("dominoes_qt.app.online")

#: How long start() and the other calls into the server's thread wait for it (seconds).
START_TIMEOUT = 30.0
CALL_TIMEOUT = 5.0

T = TypeVar("T")


class ServerStartError(Exception):
    """The server could not listen (the reason is the message)."""


def _is_busy(exc: OSError) -> bool:
    return exc.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1), errno.EACCES)


def lan_ipv4_addresses() -> list[str]:
    """This computer's IPv4 addresses that other computers may reach: the one of the default
    route first, then the other interfaces' (link-local ones last); 127.0.0.1 only when there
    is nothing else."""
    found: list[str] = []
    with contextlib.suppress(OSError):      # the address the default route leaves from
        probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            probe.connect(("192.0.2.1", 9))   # nothing is sent: UDP connect picks a route
            found.append(probe.getsockname()[0])
        finally:
            probe.close()
    try:
        import ifaddr

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):
                    found.append(ip.ip)
    except Exception as exc:  # noqa: BLE001 - an odd interface must not stop hosting
        log.info("cannot list the network interfaces: %s", exc)
    usable: list[str] = []
    link_local: list[str] = []
    for text in found:
        try:
            addr = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if addr.is_loopback or addr.is_unspecified or addr.is_multicast or text in usable \
                or text in link_local:
            continue
        (link_local if addr.is_link_local else usable).append(text)
    return usable + link_local or ["127.0.0.1"]


def instance_name(host: str | None = None) -> str:
    """The zeroconf instance name of this computer's server: its host name, short."""
    host = (host or socket.gethostname() or "dominoes").split(".")[0].strip() or "dominoes"
    return host[:50]


class LocalServer:
    """A ``TableServer`` run by the game on a thread of its own (see the module doc).

    ``start()`` returns once the server listens (or raises :class:`ServerStartError`);
    ``stop()`` saves and closes the tables, stops announcing and joins the thread.
    """

    def __init__(self, data: Path | None = None, *, announce: bool = True,
                 grace: float = 60.0, pace: float = 0.5) -> None:
        #: the folder of the tables (the platform data folder's ``server`` by default)
        self.data = data if data is not None else server_data_dir()
        self.announce = announce
        self.grace = grace
        self.pace = pace
        #: the port it listens on (0 until started)
        self.port = 0
        #: the port asked for, and whether it was busy (another one was taken)
        self.requested_port = 0
        self.port_was_busy = False
        self.host = "0.0.0.0"
        #: True once the zeroconf announcement is registered; the reason when it failed
        self.announced = False
        self.announce_error = ""
        self.service_name = ""
        self._announced_event = threading.Event()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: TableServer | None = None
        self._stop: asyncio.Event | None = None
        self._lock = threading.Lock()
        self._zeroconf: Any = None      # AsyncZeroconf on the server's loop, while announced
        self._service: Any = None

    # -- life -------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        thread = self._thread
        return thread is not None and thread.is_alive() and self._server is not None

    @property
    def url(self) -> str:
        """The address this computer connects to (the loopback)."""
        host = "127.0.0.1" if self.host in ("0.0.0.0", "") else self.host
        if host == "::":
            host = "::1"
        if ":" in host:
            host = f"[{host}]"
        return f"ws://{host}:{self.port}"

    def start(self, port: int = DEFAULT_PORT, host: str = "0.0.0.0",
              timeout: float = START_TIMEOUT) -> str:
        """Listen on ``port`` (a free one when it is busy: ``port_was_busy``); the ws:// url
        to connect to on this computer.  Blocks until the server listens: call it off the GUI
        thread (the Play Online dialog does)."""
        with self._lock:
            if self.running:
                return self.url
            self.requested_port = port
            self.port_was_busy = False
            self.host = host
            self.announced = False
            self.announce_error = ""
            self._announced_event.clear()
            ready = threading.Event()
            outcome: dict[str, BaseException] = {}
            thread = threading.Thread(target=self._run, args=(port, host, ready, outcome),
                                      name="dominoes-qt-server", daemon=True)
            self._thread = thread
            thread.start()
            if not ready.wait(timeout):
                raise ServerStartError(f"the server did not start within {timeout:g} s")
            if "error" in outcome:
                thread.join(CALL_TIMEOUT)
                self._thread = None
                exc = outcome["error"]
                raise ServerStartError(str(exc) or type(exc).__name__) from exc
            return self.url

    def stop(self, timeout: float = 15.0) -> None:
        """Save and close every table, stop announcing, and end the thread."""
        with self._lock:
            thread, loop, stop = self._thread, self._loop, self._stop
            if thread is None:
                return
            if loop is not None and stop is not None and not loop.is_closed():
                with contextlib.suppress(RuntimeError):    # the loop has just ended
                    loop.call_soon_threadsafe(stop.set)
            thread.join(timeout)
            if thread.is_alive():
                log.warning("the server thread did not end within %g s", timeout)
            self._thread = None

    def wait_announced(self, timeout: float = 10.0) -> bool:
        """Wait until the zeroconf announcement is registered or has failed; True if it is."""
        self._announced_event.wait(timeout)
        return self.announced

    # -- what it holds ------------------------------------------------------------------------
    def friend_addresses(self) -> list[str]:
        """The ``ws://`` addresses friends on the local network use to reach this server (this
        computer's LAN addresses; the loopback only when there is nothing else)."""
        port = self.port or self.requested_port or DEFAULT_PORT
        return [f"ws://{ip}:{port}" for ip in lan_ipv4_addresses()]

    def tables(self) -> list[dict[str, Any]]:
        """Each table the server holds: code, game, phase, and the people seated (name,
        connected); empty when not running."""
        server = self._server
        if not self.running or server is None:
            return []

        async def read() -> list[dict[str, Any]]:
            out = []
            for table in server.tables.values():
                people = [{"seat": i, "name": s.name, "connected": s.conn is not None}
                          for i, s in enumerate(table.seats) if s.kind == HUMAN and s.taken]
                out.append({"table": table.code, "game": table.record.setup.game_id,
                            "phase": table.phase, "people": people})
            return out

        try:
            return self._call(read)
        except (ServerStartError, TimeoutError):
            return []

    def tables_in_play(self) -> list[dict[str, Any]]:
        """The tables a stop would interrupt: a match begun and not over, with someone
        connected at it."""
        return [t for t in self.tables()
                if t["phase"] not in (WAITING, OVER) and any(p["connected"] for p in t["people"])]

    def _call(self, make: Callable[[], Awaitable[T]], timeout: float = CALL_TIMEOUT) -> T:
        """Run a coroutine on the server's loop and wait for its result (never on the loop's
        own thread)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            raise ServerStartError("the server is not running")

        async def run() -> T:
            return await make()

        future = asyncio.run_coroutine_threadsafe(run(), loop)
        return future.result(timeout)

    # -- the thread -----------------------------------------------------------------------------
    def _options(self, port: int, host: str) -> ServerOptions:
        return ServerOptions(host=host, port=port, data=self.data, grace=self.grace,
                             pace=self.pace, list_tables=True)   # the tables their hosts list

    def _run(self, port: int, host: str, ready: threading.Event,
             outcome: dict[str, BaseException]) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        self._loop = loop
        try:
            loop.run_until_complete(self._main(port, host, ready, outcome))
        except BaseException as exc:  # noqa: BLE001 - told to start(), which raises it
            outcome.setdefault("error", exc)
            log.exception("the local server stopped")
        finally:
            ready.set()
            self._announced_event.set()
            self._server = None
            with contextlib.suppress(Exception):
                loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()
            self._loop = None

    async def _main(self, port: int, host: str, ready: threading.Event,
                    outcome: dict[str, BaseException]) -> None:
        self._stop = asyncio.Event()
        try:
            self.data.mkdir(parents=True, exist_ok=True)
            server = await self._listen(port, host)
        except Exception as exc:  # noqa: BLE001 - told to start()
            outcome["error"] = exc
            return
        self._server = server
        self.port = server.port
        ready.set()
        log.info("local server listening on %s (tables in %s)", self.url, self.data)
        announcer = asyncio.get_running_loop().create_task(self._announce())
        try:
            await self._stop.wait()
        finally:
            announcer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await announcer
            await self._unannounce()
            await server.stop()
            log.info("local server stopped")

    async def _listen(self, port: int, host: str) -> TableServer:
        server = TableServer(self._options(port, host))
        try:
            await server.start()
            return server
        except OSError as exc:
            if port == 0 or not _is_busy(exc):
                await server.stop()
                raise
            await server.stop()     # the resumed tables are closed, then read again
        log.info("port %d is busy: the server takes a free one", port)
        self.port_was_busy = True
        server = TableServer(self._options(0, host))
        await server.start()
        return server

    # -- zeroconf -------------------------------------------------------------------------------
    async def _announce(self) -> None:
        if not self.announce:
            self.announce_error = "not announced"
            self._announced_event.set()
            return
        try:
            from zeroconf import ServiceInfo
            from zeroconf.asyncio import AsyncZeroconf

            addresses = [socket.inet_aton(ip) for ip in lan_ipv4_addresses()]
            name = instance_name()
            info = ServiceInfo(
                SERVICE_TYPE, f"{name}.{SERVICE_TYPE}", port=self.port, addresses=addresses,
                properties={"version": __version__, "protocol": str(VERSION)},
                server=f"{name}.local.")
            self._zeroconf = AsyncZeroconf()
            registered = await self._zeroconf.async_register_service(
                info, allow_name_change=True)
            await registered
            self._service = info
            self.service_name = info.name
            self.announced = True
            log.info("announced as %s", info.name)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - the server works without it
            self.announce_error = str(exc) or type(exc).__name__
            log.warning("cannot announce the server on the local network: %s",
                        self.announce_error)
        finally:
            self._announced_event.set()

    async def _unannounce(self) -> None:
        zc, info = self._zeroconf, self._service
        self._zeroconf = self._service = None
        self.announced = False
        if zc is None:
            return
        with contextlib.suppress(Exception):
            if info is not None:
                done = await asyncio.wait_for(zc.async_unregister_service(info), 3)
                await asyncio.wait_for(done, 3)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(zc.async_close(), 3)


__all__ = ["LocalServer", "ServerStartError", "instance_name", "lan_ipv4_addresses"]
