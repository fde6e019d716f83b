"""A held seat is removed only when its table says the seat is no longer the holder's: never
because the connection failed or the table's window was closed while the server was gone
(issue 34: closing a dead table window deleted the seat, and the guest was locked out)."""

from __future__ import annotations

import pytest
from shiboken6 import isValid

from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.online.window import NetworkTableWindow
from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat, seat_gone

from .net_helpers import running_server, silent_listener

WAIT = 20_000


def _open(qtbot, request: OnlineRequest) -> NetworkTableWindow:
    window = NetworkTableWindow(request, announce_delay_ms=0, animation_speed=0.0,
                                sound=False)
    window.ask_leave = lambda: True
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


@pytest.mark.parametrize("how", ["close", "leave"])
def test_a_window_whose_connection_is_gone_keeps_the_seat_when_closed(qtbot, how: str) -> None:
    game = {"game": "draw", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    with running_server(grace=30.0) as server:
        ana = _open(qtbot, OnlineRequest(server.url, name="Ana", create=game))
        qtbot.waitUntil(lambda: ana.joined and bool(ana.code), timeout=WAIT)
        bea = _open(qtbot, OnlineRequest(server.url, name="Bea", table=ana.code))
        qtbot.waitUntil(lambda: bea.joined and len(held_seats()) == 2, timeout=WAIT)
        held = next(h for h in held_seats() if h.seat == bea.controller.seat)
        bea.link._client.reconnect = False        # the link does not come back by itself
        server.cut(bea.code, bea.controller.seat)
        qtbot.waitUntil(lambda: bea.link_state == "gone", timeout=WAIT)
        if how == "close":
            bea.close()
        else:
            bea.leave(ask=False)
        assert held in held_seats()               # the table never said it is gone
        assert server.table(ana.code).seats[held.seat].taken
        ana.close()


def test_a_window_that_never_reached_its_server_keeps_the_seat(qtbot) -> None:
    with silent_listener() as url:
        held = HeldSeat(url, "ABC234", 2, "t" * 32, "partnership", 1.0, 4)
        hold_seat(held)
        window = _open(qtbot, OnlineRequest(url, table=held.table, seat=held.seat,
                                            token=held.token))
        qtbot.waitUntil(lambda: window.link_state == "gone", timeout=WAIT)
        window.close()
        assert not isValid(window) or not window.isVisible()
        assert held in held_seats()


def test_a_window_closed_at_a_live_table_gives_the_seat_up_and_forgets_it(qtbot) -> None:
    game = {"game": "draw", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    with running_server(grace=30.0) as server:
        window = _open(qtbot, OnlineRequest(server.url, name="Ana", create=game))
        qtbot.waitUntil(lambda: window.joined and bool(held_seats()), timeout=WAIT)
        code = window.code
        window.close()
        qtbot.waitUntil(lambda: not server.table(code).seats[0].taken
                        if code in server.server.tables else True, timeout=WAIT)
        assert all(h.table != code for h in held_seats())


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
