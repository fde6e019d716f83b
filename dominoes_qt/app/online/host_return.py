"""Going back to a table this copy hosted (``storage/hosted_tables.py``): the game's
server started again off the GUI thread, on the port the table had, then the seat taken back
with its token.

At start-up :func:`offer_at_start` asks one question ("You were hosting table ABC123 — go back
to it?"); the Play Online dialog uses :class:`BackgroundStart` and :func:`return_request` for
Join ▸ Your tables and asks :func:`ask_go_back` before hosting a new table while an old one is
held, so an old table is never resumed unasked beside a new one.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from dominoes_qt.storage.held_seats import HeldSeat
from dominoes_qt.storage.hosted_tables import hosted_seats, loopback_port, moved_seat

from .hosting import LocalServer, ServerStartError
from .remembered import saved_name
from .request import OnlineRequest

log = logging.getLogger("dominoes_qt.app.online")

#: The answers of :func:`ask_go_back`.
GO_BACK, HOST_NEW, NOT_NOW = "back", "new", "not_now"


class BackgroundStart(QObject):
    """Starts ``server`` on ``port`` on a thread of its own (resuming its kept tables takes
    a moment); ``finished(url, problem)`` comes on the GUI thread: the url, or "" and why."""

    finished = Signal(str, str)

    def __init__(self, server: LocalServer, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = server
        self.port = port

    def start(self) -> None:
        server, port = self.server, self.port

        def work() -> None:
            try:
                url, problem = server.start(port), ""
            except (ServerStartError, OSError) as exc:
                url, problem = "", str(exc) or type(exc).__name__
            with contextlib.suppress(RuntimeError):     # the asker is gone: nothing to tell
                self.finished.emit(url, problem)

        threading.Thread(target=work, name="dominoes-qt-server-start", daemon=True).start()


def return_request(server: LocalServer, held: HeldSeat, name: str = "") -> OnlineRequest:
    """The request that takes ``held`` back at ``server`` (running): at the server's address
    now (the seat is kept under it when the port changed), with the addresses friends use."""
    held = moved_seat(held, server.url)
    friends = server.friend_addresses()
    return OnlineRequest(held.url, name, table=held.table, seat=held.seat, token=held.token,
                         address_for_friends=friends[0] if friends else held.url,
                         other_addresses=tuple(friends[1:]))


def held_port(held: HeldSeat, default: int) -> int:
    """The port ``held``'s table was hosted on (the one the friends' seats name)."""
    return loopback_port(held.url) or default


def ask_go_back(parent: QWidget | None, held: HeldSeat, *, others: int = 0,
                offer_new: bool = False) -> str:
    """The one question: go back to the table hosted before?  :data:`GO_BACK`,
    :data:`HOST_NEW` (only with ``offer_new``: the Host button) or :data:`NOT_NOW`."""
    box = QMessageBox(
        QMessageBox.Icon.Question, QCoreApplication.translate("HostReturn", "Your Table"),
        QCoreApplication.translate(
            "HostReturn", "You were hosting table %1 — go back to it?").replace("%1", held.table),
        QMessageBox.StandardButton.NoButton, parent)
    lines = [QCoreApplication.translate(
        "HostReturn", "The table's server starts again on this computer: you take your seat "
        "back, and your friends can come back to theirs.")]
    if offer_new:
        lines.append(QCoreApplication.translate(
            "HostReturn", "If you host a new table instead, table %1 goes on with a computer "
            "in your seat until you go back to it (Join ▸ Your tables).").replace(
                "%1", held.table))
    else:
        lines.append(QCoreApplication.translate(
            "HostReturn", "You can go back to it later: Play Online ▸ Join ▸ Your tables."))
    if others:
        lines.append(QCoreApplication.translate(
            "HostReturn", "Other tables you hosted, waiting there too: %1.").replace(
                "%1", str(others)))
    box.setInformativeText("\n\n".join(lines))
    back = box.addButton(QCoreApplication.translate("HostReturn", "&Go Back to the Table"),
                         QMessageBox.ButtonRole.AcceptRole)
    new = None
    if offer_new:
        new = box.addButton(QCoreApplication.translate("HostReturn", "&Host a New Table"),
                            QMessageBox.ButtonRole.DestructiveRole)
        later = box.addButton(QMessageBox.StandardButton.Cancel)
    else:
        later = box.addButton(QCoreApplication.translate("HostReturn", "&Not Now"),
                              QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(back)
    box.setEscapeButton(later)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    if clicked is back:
        return GO_BACK
    if new is not None and clicked is new:
        return HOST_NEW
    return NOT_NOW


class HostWindow(Protocol):
    """What :class:`HostReturn` needs of the game's window: its server (made on first use)
    and the way it opens a network table."""

    local_server: LocalServer | None

    def open_online(self, request: OnlineRequest) -> Any: ...


class HostReturn(QObject):
    """At start-up: ask about the newest table this copy hosted; on yes, start the server on
    its port and open the table with the seat's token.  ``opened(request)`` once it is asked
    for; ``failed(reason)`` when the server could not start (the seat stays held).

    While ``paused`` (the window is still putting its local game on the table, which would
    take it away from a network table) the server's answer waits for :meth:`resume`."""

    opened = Signal(object)
    failed = Signal(str)

    def __init__(self, window: HostWindow, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.window = window
        #: the question (a hook tests replace): (seat, other tables held) -> go back?
        self.ask: Callable[[HeldSeat, int], bool] = self._ask
        self._start: BackgroundStart | None = None
        self._held: HeldSeat | None = None
        self.paused = False
        self._answer: tuple[str, str] | None = None

    def server(self) -> LocalServer:
        if self.window.local_server is None:
            self.window.local_server = LocalServer()
        return self.window.local_server

    def offer(self, seats: list[HeldSeat] | None = None) -> bool:
        """Ask about the newest hosted table held (``seats``, newest first, when read
        already), if any; True when going back to it (the table opens once the server
        listens)."""
        if seats is None:
            server = self.window.local_server
            seats = hosted_seats(server.data if server is not None else None)
        if not seats:
            return False
        held = seats[0]
        if not self.ask(held, len(seats) - 1):
            return False
        self.go_back(held)
        return True

    def go_back(self, held: HeldSeat) -> None:
        """Start the server (if it is not running) and open ``held``'s table."""
        self._held = held
        server = self.server()
        if server.running:
            self._started(server.url, "")
            return
        self._start = BackgroundStart(server, held_port(held, server.requested_port or 0), self)
        self._start.finished.connect(self._started)
        self._start.start()

    def _ask(self, held: HeldSeat, others: int) -> bool:
        parent = self.window if isinstance(self.window, QWidget) else None
        return ask_go_back(parent, held, others=others) == GO_BACK

    def resume(self) -> None:
        """The window is ready for the table: open it if the server has answered already."""
        self.paused = False
        answer, self._answer = self._answer, None
        if answer is not None:
            self._started(*answer)

    def _started(self, url: str, problem: str) -> None:
        if self.paused:
            self._answer = (url, problem)
            return
        held, self._held = self._held, None
        if held is None:
            return
        if not url:
            log.warning("the server of table %s could not start: %s", held.table, problem)
            self.failed.emit(problem)
            parent = self.window if isinstance(self.window, QWidget) else None
            QMessageBox.warning(parent, QCoreApplication.translate("HostReturn", "Your Table"),
                                QCoreApplication.translate(
                                    "HostReturn", "The server of table %1 could not start: %2")
                                .replace("%1", held.table).replace("%2", problem))
            return
        request = return_request(self.server(), held, saved_name())
        self.window.open_online(request)
        self.opened.emit(request)


def offer_at_start(window: HostWindow, *, paused: bool = False,
                   seats: list[HeldSeat] | None = None) -> HostReturn | None:
    """Start-up: the question about a table this copy hosted (none asked when there is
    none; ``seats``: the hosted seats start-up read already); the helper that goes back,
    kept by the window while it works, or None.  ``paused``: the table opens only at the
    helper's :meth:`HostReturn.resume` (the server starts meanwhile)."""
    helper = HostReturn(window, window if isinstance(window, QObject) else None)
    helper.paused = paused
    if helper.offer(seats):
        return helper
    helper.deleteLater()
    return None


__all__ = ["GO_BACK", "HOST_NEW", "NOT_NOW", "BackgroundStart", "HostReturn", "ask_go_back",
           "held_port", "offer_at_start", "return_request"]
