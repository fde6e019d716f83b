"""Tables on the local network (Play Online ▸ Join): the servers that announce themselves with
zeroconf (``_dominoes-qt._tcp``), and the tables each one has waiting for people.

Nothing here runs on the GUI thread but the bookkeeping: zeroconf browses on its own threads,
and each server is asked for its tables (the ``list`` message) over a short-lived connection on
a thread of its own.  What they find comes back to the GUI thread as queued signals.  Zeroconf
may be unusable (no network, no multicast): ``unavailable`` says why, and joining by address
and code still works.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from dominoes_qt.server import SERVICE_TYPE

log = logging.getLogger("dominoes_qt.app.online")

#: How often the servers found are asked again for their tables (ms), and how long one
#: answer may take (s).
REFRESH_MS = 5000
LIST_TIMEOUT = 4.0


@dataclass(frozen=True)
class TableEntry:
    """One table found on the local network, waiting for people."""

    #: the server's name on the network (its computer's), and where to connect to it
    server: str
    url: str
    #: the table's code, its game (catalogue id), its seats and how many are free for people
    code: str
    game: str
    players: int
    free: int
    #: the name of the person who made the table
    host: str
    #: a match under way with the seat of a person who left (a computer plays it meanwhile)
    in_play: bool = False


def server_name(service: str, service_type: str = SERVICE_TYPE) -> str:
    """The instance part of a zeroconf service name ("vm._dominoes-qt._tcp.local." -> "vm")."""
    suffix = "." + service_type
    return service[: -len(suffix)] if service.endswith(suffix) else service.rstrip(".")


async def list_tables(url: str, timeout: float = LIST_TIMEOUT) -> list[dict[str, Any]]:
    """The ``tables`` a server has waiting for people (one short connection)."""
    from dominoes_qt.server.client import TableClient

    client = TableClient(url, reconnect=False)
    try:
        await client.connect(timeout)
        await client.send("list")
        answer = await client.wait_for("tables", timeout=timeout)
    finally:
        await client.close()
    tables = answer.get("tables")
    return tables if isinstance(tables, list) else []


def entries_from(server: str, url: str, tables: list[dict[str, Any]]) -> list[TableEntry]:
    """The entries of one server's ``tables`` answer (anything malformed is left out)."""
    out = []
    for raw in tables:
        try:
            out.append(TableEntry(server, url, str(raw["table"]), str(raw["game"]),
                                  int(raw["players"]), int(raw["free"]), str(raw.get("host", "")),
                                  raw.get("phase", "waiting") != "waiting"))
        except (KeyError, TypeError, ValueError):
            continue
    return out


class TableBrowser(QObject):
    """Browses the local network for table servers and lists their open tables.

    ``start()`` begins (on zeroconf's threads); ``tables_changed(list[TableEntry])`` is sent
    whenever the list changes; ``unavailable(str)`` when zeroconf cannot be used here;
    ``stop()`` closes zeroconf.
    """

    tables_changed = Signal(list)
    unavailable = Signal(str)
    # from the worker threads to the GUI thread (queued)
    _service_seen = Signal(str, object)   # service name, its ws:// urls
    _service_gone = Signal(str)
    _listed = Signal(str, str, object)     # service name, url, list of tables (None: no answer)
    _failed = Signal(str)
    _opened = Signal()

    def __init__(self, parent: QObject | None = None, *, refresh_ms: int = REFRESH_MS,
                 service_type: str = SERVICE_TYPE) -> None:
        super().__init__(parent)
        self.service_type = service_type
        #: service name -> the urls it may be reached at
        self.servers: dict[str, list[str]] = {}
        #: service name -> its open tables
        self._tables: dict[str, list[TableEntry]] = {}
        self._asking: set[str] = set()
        self._zeroconf: Any = None
        self._browser: Any = None
        self._stopped = threading.Event()
        self._started = False
        self._lock = threading.Lock()
        #: the thread closing zeroconf after stop() (the GUI thread does not wait for it)
        self.closer: threading.Thread | None = None
        #: None until known; False with ``problem`` when zeroconf cannot be used
        self.available: bool | None = None
        self.problem = ""
        self._timer = QTimer(self)
        self._timer.setInterval(refresh_ms)
        self._timer.timeout.connect(self.refresh)
        self._service_seen.connect(self._on_seen)
        self._service_gone.connect(self._on_gone)
        self._listed.connect(self._on_listed)
        self._failed.connect(self._on_failed)
        self._opened.connect(self._on_opened)

    # -- life -------------------------------------------------------------------------------------
    def start(self) -> None:
        if self._started:
            return
        self._started = True
        self._stopped.clear()
        threading.Thread(target=self._open, name="dominoes-qt-browse", daemon=True).start()
        self._timer.start()

    def stop(self) -> None:
        """Stop browsing and close zeroconf (on a thread: closing may wait for the network)."""
        self._stopped.set()
        self._timer.stop()
        self._started = False
        with self._lock:
            zc, browser = self._zeroconf, self._browser
            self._zeroconf = self._browser = None
        if zc is None:
            return

        def close() -> None:
            with contextlib.suppress(Exception):
                browser.cancel()
            with contextlib.suppress(Exception):
                zc.close()

        self.closer = threading.Thread(target=close, name="dominoes-qt-browse-close",
                                       daemon=True)
        self.closer.start()

    def entries(self) -> list[TableEntry]:
        """Every open table found, by server then code."""
        return [entry for name in sorted(self._tables) for entry in self._tables[name]]

    def refresh(self) -> None:
        """Ask every server found for its tables again."""
        for name, urls in list(self.servers.items()):
            self._ask(name, urls)

    # -- worker threads ---------------------------------------------------------------------------
    def _emit(self, signal: Any, *args: Any) -> None:
        if self._stopped.is_set():
            return
        with contextlib.suppress(RuntimeError):     # the browser is gone already
            signal.emit(*args)

    def _open(self) -> None:
        try:
            from zeroconf import ServiceBrowser, Zeroconf

            zc = Zeroconf()
        except Exception as exc:  # noqa: BLE001 - no network, no multicast: said once
            self._emit(self._failed, str(exc) or type(exc).__name__)
            return
        with self._lock:
            if self._stopped.is_set():
                zc.close()
                return
            self._zeroconf = zc
            try:
                self._browser = ServiceBrowser(zc, self.service_type,
                                               handlers=[self._on_change])
            except Exception as exc:  # noqa: BLE001
                self._emit(self._failed, str(exc) or type(exc).__name__)
                return
        self._emit(self._opened)

    def _on_change(self, zeroconf: Any, service_type: str, name: str,
                   state_change: Any) -> None:
        """On zeroconf's thread: a server came, changed or went."""
        from zeroconf import IPVersion, ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self._emit(self._service_gone, name)
            return
        info = zeroconf.get_service_info(service_type, name, 3000)
        if info is None or not info.port:
            return
        urls = [f"ws://{ip}:{info.port}" for ip in info.parsed_addresses(IPVersion.V4Only)]
        if urls:
            self._emit(self._service_seen, name, urls)

    def _ask(self, name: str, urls: list[str]) -> None:
        if name in self._asking or self._stopped.is_set():
            return
        self._asking.add(name)

        def work() -> None:
            for url in urls:        # the first address that answers
                try:
                    tables = asyncio.run(list_tables(url))
                except Exception as exc:  # noqa: BLE001 - try the next address
                    log.debug("no tables from %s: %s", url, exc)
                    continue
                self._emit(self._listed, name, url, tables)
                return
            self._emit(self._listed, name, "", None)

        threading.Thread(target=work, name="dominoes-qt-list", daemon=True).start()

    # -- on the GUI thread ------------------------------------------------------------------------
    def _on_failed(self, reason: str) -> None:
        self.available = False
        self.problem = reason
        log.info("cannot browse the local network: %s", reason)
        self.unavailable.emit(reason)

    def _on_opened(self) -> None:
        if self.available is None:
            self.available = True

    def _on_seen(self, name: str, urls: object) -> None:
        self.available = True
        self.servers[name] = [str(u) for u in urls] if isinstance(urls, list) else []
        self._ask(name, self.servers[name])

    def _on_gone(self, name: str) -> None:
        self.servers.pop(name, None)
        if self._tables.pop(name, None) is not None:
            self.tables_changed.emit(self.entries())

    def _on_listed(self, name: str, url: str, tables: object) -> None:
        self._asking.discard(name)
        if name not in self.servers:
            return
        entries = entries_from(server_name(name, self.service_type), url, tables) \
            if isinstance(tables, list) else []
        if self._tables.get(name, []) != entries or name not in self._tables:
            self._tables[name] = entries
            self.tables_changed.emit(self.entries())


__all__ = ["TableBrowser", "TableEntry", "entries_from", "list_tables", "server_name"]
