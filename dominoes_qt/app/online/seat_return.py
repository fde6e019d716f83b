"""Going back, at start-up, to a seat held at somebody else's table: the game closed (or
crashed) there without leaving, so the seat is still the player's and a computer plays it
meanwhile.  One question, about the newest such seat (``storage/hosted_tables.guest_seats``);
the others stay in Play Online ▸ Join ▸ Your tables.  A table this copy hosted comes first
and is ``host_return.py``'s."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from dominoes_qt.app.dialogs import ask
from dominoes_qt.storage.held_seats import HeldSeat
from dominoes_qt.storage.hosted_tables import guest_seats

from .join_tab import game_title
from .remembered import saved_name
from .request import OnlineRequest
from .your_tables import seat_name, server_text


def ask_go_back_to_seat(parent: QWidget | None, held: HeldSeat, others: int) -> bool:
    """The one question: go back to the seat held at ``held``'s table?"""
    game = game_title(held.game) if held.game else "—"
    lines = [
        QCoreApplication.translate("SeatReturn", "%1, seat %2, on %3.").replace(
            "%1", game).replace("%2", seat_name(held)).replace("%3", server_text(held.url)),
        QCoreApplication.translate(
            "SeatReturn", "A computer plays your seat while you are away. You can also go "
            "back later: Play Online ▸ Join ▸ Your tables.")]
    if others:
        lines.append(QCoreApplication.translate(
            "SeatReturn", "Other tables where you hold a seat: %1.").replace("%1", str(others)))
    return ask(parent, QCoreApplication.translate("SeatReturn", "Your Seat"),
               QCoreApplication.translate(
                   "SeatReturn", "You still have a seat at table %1 — go back to it?").replace(
                       "%1", held.table),
               "\n\n".join(lines),
               QCoreApplication.translate("SeatReturn", "&Go Back to the Table"),
               QCoreApplication.translate("SeatReturn", "&Not Now"), yes_by_default=True)


class SeatWindow(Protocol):
    """What going back needs of the game's window."""

    def open_online(self, request: OnlineRequest) -> object: ...


class SeatReturn:
    """The table to open once the window has put its own game on the table (opening it
    first would have the local game take the window away from it)."""

    def __init__(self, window: SeatWindow, request: OnlineRequest) -> None:
        self.window = window
        self.request = request

    def resume(self) -> None:
        self.window.open_online(self.request)


def offer_seat_at_start(
        window: SeatWindow, seats: list[HeldSeat] | None = None,
        question: Callable[[QWidget | None, HeldSeat, int], bool] | None = None,
) -> SeatReturn | None:
    """Start-up: ask about the newest seat held at somebody else's table (``seats``, newest
    first, as start-up read them; read now when not given), if any; on yes, the helper whose
    :meth:`SeatReturn.resume` opens it with the seat's token (None otherwise: the seat stays
    held).  ``question``: :func:`ask_go_back_to_seat` unless given."""
    if seats is None:
        seats = guest_seats()
    if not seats:
        return None
    held = seats[0]
    parent = window if isinstance(window, QWidget) else None
    if not (question or ask_go_back_to_seat)(parent, held, len(seats) - 1):
        return None
    return SeatReturn(window, OnlineRequest(held.url, saved_name(), table=held.table,
                                            seat=held.seat, token=held.token))


__all__ = ["SeatReturn", "ask_go_back_to_seat", "offer_seat_at_start"]
