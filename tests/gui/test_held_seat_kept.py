"""A held seat is removed only when its table says the seat is no longer the holder's: never
because the connection failed or the game was closed at the table (issue 34: closing a dead
table window deleted the seat, and the guest was locked out).  Table ▸ Leave Table gives
the seat up, and forgets it once the leave reached the table."""

from __future__ import annotations

import pytest

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat, seat_gone

from .net_helpers import running_server, silent_listener
from .test_network_table import WAIT, close_windows, open_window  # noqa: F401

GAME = {"game": "draw", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}


def _go_away(window: MainWindow, how: str) -> None:
    """Close the game at the table, or Table ▸ Leave Table: either way the table is over
    for the window."""
    net = window.network
    if how == "close":
        window.close()
    else:
        assert window.leave_table()
    assert window.network is None and net is not None and net.left


@pytest.mark.parametrize("how", ["close", "leave"])
def test_a_table_whose_connection_is_gone_keeps_the_seat_when_closed(qtbot, how: str) -> None:
    with running_server(grace=30.0) as server:
        ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=GAME))
        qtbot.waitUntil(lambda: ana.network.joined and bool(ana.network.code), timeout=WAIT)
        code = ana.network.code
        bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=code))
        net = bea.network
        # the seat is written when taken and again with its game once the table says which:
        # the second is the one to keep (comparing with the first raced that update)
        qtbot.waitUntil(lambda: net.joined and len(held_seats()) == 2
                        and all(h.game for h in held_seats()), timeout=WAIT)
        held = next(h for h in held_seats() if h.seat == net.controller.seat)
        net.link._client.reconnect = False        # the link does not come back by itself
        server.cut(code, net.controller.seat)
        qtbot.waitUntil(lambda: net.link_state == "gone", timeout=WAIT)
        _go_away(bea, how)
        assert held in held_seats()               # the table never said it is gone
        assert server.table(code).seats[held.seat].taken


@pytest.mark.parametrize("how", ["close", "leave"])
def test_a_table_that_never_reached_its_server_keeps_the_seat(qtbot, how: str) -> None:
    with silent_listener() as url:
        held = HeldSeat(url, "ABC234", 2, "t" * 32, "partnership", 1.0, 4)
        hold_seat(held)
        window = open_window(qtbot, OnlineRequest(url, table=held.table, seat=held.seat,
                                                  token=held.token), connect_timeout=0.5)
        net = window.network
        qtbot.waitUntil(lambda: net.link_state == "gone", timeout=WAIT)
        _go_away(window, how)
        assert held in held_seats()


def test_leave_table_at_a_live_table_gives_the_seat_up_and_forgets_it(qtbot) -> None:
    with running_server(grace=30.0) as server:
        window = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=GAME))
        net = window.network
        qtbot.waitUntil(lambda: net.joined and bool(held_seats()), timeout=WAIT)
        code = net.code
        assert window.leave_table()
        assert window.network is None
        qtbot.waitUntil(lambda: not server.table(code).seats[0].taken
                        if code in server.server.tables else True, timeout=WAIT)
        assert all(h.table != code for h in held_seats())


def test_closing_the_game_at_a_live_table_keeps_the_seat_held(qtbot) -> None:
    with running_server(grace=30.0) as server:
        window = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=GAME))
        net = window.network
        qtbot.waitUntil(lambda: net.joined and bool(held_seats()), timeout=WAIT)
        code, seat = net.code, net.controller.seat
        held = next(h for h in held_seats() if h.table == code)
        window.close()
        assert net.left
        qtbot.waitUntil(lambda: server.table(code).seats[seat].conn is None, timeout=WAIT)
        assert server.table(code).seats[seat].taken     # the server keeps it for the grace
        assert held in held_seats()                      # and the next start goes back to it


@pytest.mark.parametrize(("msg", "gone"), [
    ({"type": "error", "code": "bad_token"}, True),
    ({"type": "error", "code": "no_table"}, True),
    ({"type": "left", "table": "ABC234"}, True),
    ({"type": "state", "phase": "over"}, True),
    ({"type": "state", "phase": "playing"}, False),
    ({"type": "error", "code": "rate_limited"}, False),
    ({"type": "closed", "reason": "connection refused"}, False),
    ({"type": "error", "code": ["bad_token"]}, False),
])
def test_only_the_tables_own_answer_says_a_seat_is_gone(msg: dict, gone: bool) -> None:
    assert seat_gone(msg) is gone


def test_the_waiting_rooms_seats_are_not_made_again_when_nothing_changed(qtbot) -> None:
    """The countdown's tick refreshes the table each second: the host's seat menus must stay
    the same widgets (one was swapped under the mouse every second)."""
    with running_server(grace=30.0) as server:
        window = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=GAME))
        net = window.network
        qtbot.waitUntil(lambda: net.joined and net.room.seats_grid.count() > 0, timeout=WAIT)
        grid = net.room.seats_grid
        before = [grid.itemAt(i).widget() for i in range(grid.count())]
        net.refresh()
        net.refresh()
        assert [grid.itemAt(i).widget() for i in range(grid.count())] == before
