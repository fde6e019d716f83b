"""Closing the game while a network match is under way asks one question, the one that says
what really happens: at somebody else's table the seat is kept (a computer plays it until the
player goes back), so the question says so and never "leave it?"; at a table this copy hosts
the only question is the server's ("your friends lose the connection"), never two in a row.
Game ▸ Quit asks as the window's close button does."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.window_closing import ClosingQuestions
from dominoes_qt.storage.held_seats import held_seats

from .net_helpers import running_server
from .test_network_table import OPENED, WAIT, close_windows, seated  # noqa: F401


@pytest.fixture
def server():
    with running_server(grace=30.0) as running:
        yield running


def record_questions(monkeypatch, window: MainWindow, answer: list[bool]) -> list[str]:
    """Every question closing asks, by name, answered with ``answer[0]``."""
    asked: list[str] = []
    net = window.network
    assert net is not None

    def table() -> bool:
        asked.append("table")
        return answer[0]

    def leave() -> bool:
        asked.append("leave")
        return answer[0]

    net.ask_close = table
    net.ask_leave = leave
    monkeypatch.setattr(ClosingQuestions, "ask_stop_server",
                        lambda self, tables: asked.append("server") or answer[0])
    return asked


def test_quitting_at_someone_elses_table_asks_once_and_keeps_the_seat(qtbot, server,
                                                                        monkeypatch):
    _ana, bea = seated(qtbot, server)
    net = bea.network
    code, seat = net.code, bea.controller.seat
    answer = [False]
    asked = record_questions(monkeypatch, bea, answer)
    bea.action_quit.trigger()
    assert asked == ["table"], asked
    assert bea.isVisible() and bea.network is net and not net.left, "Keep playing: still seated"
    answer[0] = True
    bea.action_quit.trigger()
    assert asked == ["table", "table"]
    assert not bea.isVisible()
    assert any(h.table == code and h.seat == seat for h in held_seats()), "the seat is kept"


def test_the_close_question_says_the_seat_is_kept_not_given_up(qtbot, server):
    _ana, bea = seated(qtbot, server)
    net = bea.network
    shown: list[tuple[str, str]] = []

    def answer() -> None:
        from PySide6.QtWidgets import QApplication, QMessageBox

        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        shown.append((box.text(), box.informativeText()))
        box.reject()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, answer)
    assert net.ask_close() is False
    text, more = shown[0]
    assert net.code in text
    assert "leave it" not in text and "Your tables" in more and "computer plays" in more


def test_closing_at_a_table_this_copy_hosts_asks_only_the_servers_question(qtbot,
                                                                           monkeypatch):
    window = MainWindow(start=False, computer_delay_ms=0, animation_speed=0.0)
    OPENED.append(window)
    window.show()
    qtbot.waitExposed(window)
    url = window._make_local_server().start(port=0)
    game: dict[str, Any] = {"game": "draw", "options": {"target": 500},
                            "seats": [{"kind": "human"},
                                      {"kind": "computer", "level": "random"}]}
    net = window.open_online(OnlineRequest(url, name="Ana", create=game), announce_delay_ms=0)
    assert net is not None
    qtbot.waitUntil(lambda: net.room.ready_button.isEnabled(), timeout=WAIT)
    net.room.ready_button.click()
    qtbot.waitUntil(lambda: net.match_under_way(), timeout=WAIT)
    answer = [False]
    asked = record_questions(monkeypatch, window, answer)
    assert window.closing.may_close(asked_by_player=True) is False   # the close button
    assert asked == ["server"], asked
    window.action_quit.trigger()
    assert asked == ["server", "server"], asked
    assert window.isVisible() and window.local_server is not None
    assert window.local_server.running
    answer[0] = True
    window.action_quit.trigger()
    QCoreApplication.processEvents()
    assert asked == ["server", "server", "server"], asked
    assert not window.isVisible() and not window.local_server.running


def test_a_window_closed_by_the_program_asks_nothing(qtbot, server, monkeypatch):
    """Closing from code (a test, the end of a demo) is not the player asking to quit."""
    _ana, bea = seated(qtbot, server)
    asked = record_questions(monkeypatch, bea, [False])
    assert bea.close() is True
    assert asked == []
