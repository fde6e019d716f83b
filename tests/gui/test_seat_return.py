"""A seat at somebody else's table outlives the game that held it: closed (or crashed) there
without leaving, the game started again asks one question about the newest such seat and,
on yes, takes it back with its token behind the local game; on no the seat stays held for
Play Online ▸ Join ▸ Your tables.  A seat older than a table server keeps an empty match is
not asked about, nor one at a table this copy hosts (that question is host_return's)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from dominoes_qt.app.online import seat_return
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.server.client import TableClient
from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat
from dominoes_qt.storage.hosted_tables import GUEST_SEAT_OFFERED_FOR, guest_seats

from .net_helpers import running_server

GAME = "partnership"
SEATS = [{"kind": "human"}, {"kind": "computer", "level": "greedy"},
         {"kind": "human"}, {"kind": "computer", "level": "random"}]


class _Window:
    def __init__(self) -> None:
        self.opened: list[OnlineRequest] = []

    def open_online(self, request: OnlineRequest) -> None:
        self.opened.append(request)


def _seat(table: str, when: float, url: str = "ws://192.168.1.5:8765") -> HeldSeat:
    return HeldSeat(url, table, 2, "t" * 32, GAME, when, 4)


def test_only_recent_seats_at_other_peoples_tables_are_offered() -> None:
    now = time.time()
    old = _seat("OLDOLDOLDOLD", now - GUEST_SEAT_OFFERED_FOR - 60)
    recent = _seat("NEWNEWNEWNEW", now - 600)
    newest = _seat("NEWESTNEWEST", now - 5, url="ws://kitchen:8765")
    unknown_time = _seat("NOWHENNOWHEN", 0.0)
    for held in (old, recent, unknown_time, newest):
        hold_seat(held)
    assert guest_seats(now=now) == [newest, recent]


def test_yes_opens_the_newest_seat_with_its_token_once_the_window_is_ready(qtbot) -> None:
    now = time.time()
    hold_seat(_seat("NEWNEWNEWNEW", now - 600))
    newest = _seat("NEWESTNEWEST", now - 5)
    hold_seat(newest)
    window = _Window()
    asked: list[tuple[str, int]] = []
    helper = seat_return.offer_seat_at_start(
        window, question=lambda parent, held, others: asked.append((held.table, others)) or True)
    assert asked == [("NEWESTNEWEST", 1)]
    assert helper is not None and window.opened == []       # not before the window is ready
    helper.resume()
    request = window.opened[0]
    assert (request.url, request.table, request.seat, request.token) == \
        (newest.url, newest.table, newest.seat, newest.token)
    assert request.rejoining and not request.hosting


def test_no_opens_nothing_and_the_seat_stays_held(qtbot) -> None:
    held = _seat("NEWNEWNEWNEW", time.time() - 5)
    hold_seat(held)
    window = _Window()
    assert seat_return.offer_seat_at_start(window, question=lambda *a: False) is None
    assert window.opened == [] and held_seats() == [held]


def test_nothing_is_asked_without_a_seat(qtbot) -> None:
    window = _Window()
    assert seat_return.offer_seat_at_start(
        window, question=lambda *a: pytest.fail("asked with no seat")) is None


def test_the_question_names_the_table_the_game_and_the_way_back(qtbot) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    shown: list[tuple[str, str]] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        shown.append((box.text(), box.informativeText()))
        box.reject()                    # Esc: not now

    QTimer.singleShot(0, answer)
    held = _seat("ABCDEFGHJKLM", time.time())
    assert seat_return.ask_go_back_to_seat(None, held, others=2) is False
    text, more = shown[0]
    assert "ABCDEFGHJKLM" in text
    assert "Partnership" in more and "North" in more and "192.168.1.5:8765" in more
    assert "Your tables" in more and "Other tables where you hold a seat: 2." in more


async def _table_with_bea(url: str) -> dict[str, Any]:
    """Ana makes a table, Bea sits at it; both go away (Bea's game closed at the table)."""
    ana = TableClient(url, name="Ana", reconnect=False)
    bea = TableClient(url, name="Bea", reconnect=False)
    try:
        await ana.connect()
        await ana.wait_for("welcome")
        made = await ana.create(GAME, options={"target": 30}, seats=SEATS)
        await bea.connect()
        await bea.wait_for("welcome")
        return await bea.join(made["table"])
    finally:
        await bea.close()
        await ana.close()


def test_the_game_started_again_goes_back_to_the_seat_behind_the_local_game(
        qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app.game_files import GameFiles
    from dominoes_qt.app.main import main
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.storage.autosave import own_autosave, write_autosave
    from dominoes_qt.storage.record import GameRecord

    from .gui_helpers import DRAW_HANDS, setup_with

    record = GameRecord.new(setup_with("draw", DRAW_HANDS))
    record.apply(record.match.hand.legal_actions()[0])
    write_autosave(record, own_autosave())
    asked: list[str] = []
    monkeypatch.setattr(seat_return, "ask_go_back_to_seat",
                        lambda *a, **k: asked.append("seat") or True)
    monkeypatch.setattr(GameFiles, "ask_resume",
                        lambda self, record: asked.append("local game") or False)
    seen: dict[str, object] = {}
    with running_server(grace=30.0) as server:
        joined = asyncio.run(_table_with_bea(server.url))
        hold_seat(HeldSeat(server.url, joined["table"], joined["seat"], joined["token"], GAME,
                           time.time(), 4))

        def run(*_args: object) -> int:
            window = next(w for w in QApplication.topLevelWidgets()
                          if isinstance(w, MainWindow) and w.isVisible())
            try:
                qtbot.waitUntil(lambda: window.network is not None and window.network.joined,
                                timeout=20000)
                net = window.network
                seen.update(code=net.code, seat=net.controller.seat)
                assert window.leave_table()       # the local game waited behind the table
                seen.update(moves=len(window.controller.record.match.actions))
            finally:
                if window.network is not None:
                    window.network.quit()
                window.close()
                window.deleteLater()
            return 0

        monkeypatch.setattr(QApplication, "exec", run)
        assert main([]) == 0
    assert asked == ["seat"]
    assert seen == {"code": joined["table"], "seat": joined["seat"], "moves": 1}
