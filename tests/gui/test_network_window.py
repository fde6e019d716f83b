"""Issue 34's defects of the network table in the game window, over real sockets: the hand
summary is not modal and the chat goes on beside it, Leave Table (Ctrl+W) asks as closing
does, the waiting room names seats by the compass as the Host dialog does, a returning
player's "… is back" line says her name, and a live language switch re-words the status
line at once."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.app.online.request import OnlineRequest

from .net_helpers import running_server
from .test_network_table import (  # noqa: F401
    OPENED,
    WAIT,
    close_windows,
    host_and_guest,
    open_window,
    seated,
)


@pytest.fixture
def server():
    with running_server(grace=30.0) as running:
        yield running


def play_until_a_summary(qtbot, windows: list[Any]) -> None:
    """Each window plays its first legal action until the first one shows a hand summary."""
    def step() -> bool:
        if any(w.summary_dialog is not None for w in windows):
            return True
        for w in windows:
            c = w.controller
            if c.awaiting_human:
                c.play_human(c.legal_for_viewer()[0])
        return False

    qtbot.waitUntil(step, timeout=90_000)


def test_the_hand_summary_is_not_modal_and_enter_in_the_chat_sends_the_line(qtbot, server):
    ana, bea = seated(qtbot, server, target=500)
    play_until_a_summary(qtbot, [ana, bea])
    qtbot.waitUntil(lambda: ana.summary_dialog is not None, timeout=WAIT)
    summary = ana.summary_dialog
    assert summary.isVisible()
    assert summary.windowModality() == Qt.WindowModality.NonModal
    chat = ana.network.panel.chat_edit
    assert chat.isEnabled()
    chat.setFocus()
    chat.setText("Nice hand")
    QTest.keyClick(chat, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ana: Nice hand" in bea.network.panel.chat_log.toPlainText(),
                    timeout=WAIT)
    assert ana.summary_dialog is summary and summary.isVisible(), "Enter pressed no button"
    assert ana.network.may_say_ready(), "Ana did not say ready by typing in the chat"
    assert not ana.controller.seat_info(0).get("ready")


def test_leave_table_asks_while_the_match_is_under_way(qtbot, server):
    ana, _bea = seated(qtbot, server, target=500)
    net = ana.network
    asked: list[bool] = []
    answer = [False]

    def ask() -> bool:
        asked.append(True)
        return answer[0]

    net.ask_leave = ask
    ana.windowHandle().requestActivate()      # shortcuts need the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is ana)
    ana.view.setFocus()
    QTest.keyClick(ana.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert asked == [True] and ana.network is net and not net.left, "No: still seated"
    answer[0] = True
    ana.action_leave.trigger()
    assert asked == [True, True] and net.left and ana.network is None


def test_the_waiting_room_names_seats_by_the_compass(qtbot, server):
    ana, bea = host_and_guest(qtbot, server)
    for w in (ana, bea):
        grid = w.network.room.seats_grid
        assert [grid.itemAtPosition(s, 0).widget().text() for s in range(4)] == [
            "South", "West", "North", "East"]


def test_a_returning_players_own_back_line_says_her_name(qtbot):
    """The server's "back" line may come before the table names the seat: it is worded
    with the seat's name once the table says it, never "Player 3"."""
    from dominoes_qt.server.table import Table, TableOptions
    from dominoes_qt.session import GameSetup, SeatSpec

    window = open_window(qtbot, OnlineRequest("ws://127.0.0.1:1", table="ABCDEF"))
    net = window.network
    setup = GameSetup("partnership", 4, 6, {}, seed=5,
                      seats=(SeatSpec("human"), SeatSpec("computer", "random"),
                             SeatSpec("human"), SeatSpec("computer", "random")))
    table = Table.create("ABCDEF", setup, TableOptions(), 0).table_message()
    table["seats"][0]["name"] = "Ana"
    table["seats"][2]["name"] = "Bea"
    back = {"v": 1, "type": "chat", "table": "ABCDEF", "seat": -1, "name": "",
            "text": "Player 3 is back and plays their own seat again.",
            "about": {"event": "back", "seat": 2}}
    net.link.received.emit({"v": 1, "type": "joined", "table": "ABCDEF", "seat": 2})
    net.link.received.emit(back)
    net.link.received.emit(table)
    log = net.panel.chat_log.toPlainText()
    assert "— Bea is back and plays their own seat again." in log, log
    assert "Player 3" not in log
    # a later line about a seat whose person left keeps the name it had
    free = {"v": 1, "type": "chat", "table": "ABCDEF", "seat": -1, "name": "",
            "text": "Seat 3 is free again.", "about": {"event": "free_again", "seat": 2}}
    net.link.received.emit(free)
    assert "— The seat North is free again." in net.panel.chat_log.toPlainText()


def test_a_language_switch_rewords_the_network_tables_status_line_at_once(qtbot, server):
    from dominoes_qt.app.i18n import apply_language

    ana, bea = seated(qtbot, server, target=500)
    c = ana.controller
    bar = ana.statusBar()

    def a_move_is_shown() -> bool:
        if c.awaiting_human:
            c.play_human(c.legal_for_viewer()[0])
            return False
        if bea.controller.awaiting_human and "plays" in bar.currentMessage():
            return True
        return False

    qtbot.waitUntil(a_move_is_shown, timeout=WAIT)
    english = bar.currentMessage()
    wait_english = ana.network.wait_label.text()
    try:
        apply_language("de")
        german = bar.currentMessage()
        assert german and german != english and "plays" not in german, german
        assert ana.network.wait_label.text() != wait_english
        apply_language("en")
        assert bar.currentMessage() == english
    finally:
        apply_language("en")
