"""Issue 34's defects of the network table in the game window, over real sockets: the hand
summary is not modal and the chat goes on beside it, Leave Table (Ctrl+W) asks as closing
does, the waiting room names seats by the compass as the Host dialog does, a returning
player's "… is back" line says her name, and a live language switch re-words the status
line at once."""

from __future__ import annotations

import re
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


#: A move said in English on the status line.
MOVE_WORDS = re.compile(r"\b(play|plays|passes|draws)\b")


def test_a_language_switch_rewords_the_network_tables_status_line_at_once(qtbot, server):
    from dominoes_qt.app.i18n import apply_language

    ana, bea = seated(qtbot, server, target=500)
    c = ana.controller
    bar = ana.statusBar()

    def a_move_is_shown() -> bool:
        if c.awaiting_human:
            c.play_human(c.legal_for_viewer()[0])
            return False
        b = bea.controller
        if b.awaiting_human and MOVE_WORDS.search(bar.currentMessage()):
            return True         # "You play 6-4." (your own move is said), "Bea passes."…
        if b.awaiting_human and not c.hand.history:
            b.play_human(b.legal_for_viewer()[0])     # Bea leads: a move for Ana to see
        return False

    qtbot.waitUntil(a_move_is_shown, timeout=WAIT)
    english = bar.currentMessage()
    wait_english = ana.network.wait_label.text()
    try:
        apply_language("de")
        german = bar.currentMessage()
        assert german and german != english and not MOVE_WORDS.search(german), german
        assert ana.network.wait_label.text() != wait_english
        apply_language("en")
        assert bar.currentMessage() == english
    finally:
        apply_language("en")


def test_assists_are_the_hosts_choice_seen_by_every_seat_and_enforced(qtbot, server):
    """Two people: no assists by default (the Hint is off, the tile tracker hidden, the
    server refuses a hint); the host allows them in the waiting room and every seat sees it."""
    ana, bea = host_and_guest(qtbot, server)
    for w in (ana, bea):
        assert "not allowed" in w.network.room.assists_label.text()
    assert ana.network.room.assists_box.isVisible() and not ana.network.room.assists_box.isChecked()
    assert not bea.network.room.assists_box.isVisible(), "only the host decides"
    ana.network.room.assists_box.click()
    qtbot.waitUntil(lambda: bea.controller.assists_allowed, timeout=WAIT)
    assert "allowed at this table" in bea.network.room.assists_label.text()
    assert "not allowed" not in bea.network.panel.assists_label.text()
    ana.network.room.assists_box.click()
    qtbot.waitUntil(lambda: not bea.controller.assists_allowed, timeout=WAIT)


def test_a_hint_at_a_table_that_allows_assists(qtbot, server):
    from dominoes_qt.app.online.request import OnlineRequest as Request

    seats = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}] * 3
    window = open_window(qtbot, Request(server.url, name="Ana", create={
        "game": "partnership", "seats": seats, "options": {"target": 500}}))
    net = window.network
    qtbot.waitUntil(lambda: net.room.ready_button.isEnabled(), timeout=WAIT)
    assert window.controller.assists_allowed, "one person among computers: allowed"
    net.room.ready_button.click()
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=WAIT)
    assert window.action_hint.isEnabled()
    hints: list[object] = []
    c.hint_ready.connect(hints.append)
    window.action_hint.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=WAIT)
    assert hints[0] in c.legal_for_viewer()


def test_the_hint_key_held_down_asks_the_server_once(qtbot, server):
    """Hint pressed again and again (a key held down repeats) asks the server once for the
    position; every press after the answer shows that answer again at once."""
    from dominoes_qt.app.online.request import OnlineRequest as Request

    seats = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}] * 3
    window = open_window(qtbot, Request(server.url, name="Ana", create={
        "game": "partnership", "seats": seats, "options": {"target": 500}}))
    net = window.network
    qtbot.waitUntil(lambda: net.room.ready_button.isEnabled(), timeout=WAIT)
    net.room.ready_button.click()
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=WAIT)
    sent: list[str] = []
    real_send = c._send

    def counting(kind: str, /, **fields: object) -> bool:
        sent.append(kind)
        return real_send(kind, **fields)

    c._send = counting
    hints: list[object] = []
    c.hint_ready.connect(hints.append)
    for _ in range(10):
        window.action_hint.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=WAIT)
    window.action_hint.trigger()
    assert len(hints) == 2 and hints[0] == hints[1], "shown again at once"
    assert sent.count("hint") == 1, sent


def test_no_hint_coach_or_tracker_where_the_table_forbids_assists(qtbot, server):
    from dataclasses import replace

    ana, bea = seated(qtbot, server, target=500)
    ana.files.apply_settings(replace(ana.files.app_settings, tile_tracker=True, coach="move"),
                             save=False)
    assert ana.coach is None and (ana.tile_tracker is None or not ana.tile_tracker.isVisible())
    said: list[str] = []
    c = ana.controller
    c.illegal.connect(said.append)
    qtbot.waitUntil(lambda: c.awaiting_human or bea.controller.awaiting_human, timeout=WAIT)
    assert not ana.action_hint.isEnabled()
    c.hint()
    assert said == ["This table allows no hints."]


def test_a_guest_waits_for_a_server_that_went_away_and_is_let_back_in(qtbot, tmp_path):
    """The server goes away (its copy was closed or killed) and the link gives up: the guest
    is not turned away after 120 s but waits as long as the table is kept (24 h when the
    table does not say), with a countdown and Retry; when the server is back, Retry takes
    the seat back with its token and the match goes on where it was."""
    import re

    data = tmp_path / "tables"
    with running_server(grace=30.0, data=data) as first:
        port = int(first.url.rsplit(":", 1)[1])
        ana, bea = seated(qtbot, first, target=500)
        c = bea.controller
        qtbot.waitUntil(lambda: c.state is not None and c.state["n"] >= 0, timeout=WAIT)
        for w in (ana, bea):
            w.network.link._client.reconnect = False    # as after the link's own 120 s
        code, hand, n = bea.network.code, c.match.hand_index, c.state["n"]
    net = bea.network
    qtbot.waitUntil(lambda: net.link_state == "gone", timeout=WAIT)
    assert net.kept_for() == 24 * 3600
    assert net.wait_label.text() == "The server is gone: waiting for it to come back."
    panel = net.panel
    assert panel.retry_button.isVisible() and not net.left
    assert re.search(r"kept for 23:59:\d\d; the next try in \d+ s", panel.gone_label.text())
    assert bea.network is net and bea.controller is c, "still at the table"
    people = panel.people_label.text()
    assert "unknown while you are not connected" in people and "not connected" in people
    with running_server(grace=30.0, data=data, port=port):
        panel.retry_button.click()
        qtbot.waitUntil(lambda: net.link_state == "up" and c.state is not None
                        and c.state["n"] >= n and not panel.gone_box.isVisible(),
                        timeout=WAIT)
        assert net.code == code and c.seat == 2 and c.match.hand_index == hand
        assert net.joined


def test_online_statistics_are_named_apart_in_the_statistics_dialog(qapp):
    from dominoes_qt.app.statistics_dialog import StatisticsDialog, display_game_name
    from dominoes_qt.storage.statistics import Statistics, online_id

    assert display_game_name(online_id("partnership")) == "Partnership Block (online)"
    assert display_game_name("partnership") == "Partnership Block"
    stats = Statistics()
    stats.record_hand("partnership", True)
    stats.record_hand(online_id("partnership"), False)
    dialog = StatisticsDialog(None, stats)
    names = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert sorted(names) == ["Partnership Block", "Partnership Block (online)"]
    dialog.deleteLater()


def test_the_live_coach_grades_moves_at_a_table_that_allows_assists(qtbot, server):
    from dataclasses import replace

    from dominoes_qt.ai.coach import CoachBudget
    from dominoes_qt.app.online.request import OnlineRequest as Request

    seats = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}]
    window = open_window(qtbot, Request(server.url, name="Ana", create={
        "game": "draw", "players": 2, "seats": seats, "options": {"target": 500}}))
    net = window.network
    qtbot.waitUntil(lambda: net.room.ready_button.isEnabled(), timeout=WAIT)
    window.files.apply_settings(replace(window.files.app_settings, coach="move",
                                        tile_tracker=True), save=False)
    assert window.coach is not None and window.coach.controller is window.controller
    net.room.ready_button.click()
    c = window.controller
    graded: list[int] = []
    window.coach.graded.connect(lambda index, _review: graded.append(index))
    window.coach.budget = CoachBudget(worlds=3, scoring_worlds=3)

    def step() -> bool:
        if graded:
            return True
        if c.awaiting_human:
            plays = [a for a in c.legal_for_viewer() if a.tile is not None]
            c.play_human((plays or c.legal_for_viewer())[0])
        return False

    qtbot.waitUntil(step, timeout=60_000)
    assert window.tile_tracker is not None and window.tile_tracker.isVisible()
    assert window.tile_tracker.controller is c


def test_a_refusal_is_worded_again_in_a_new_language(qtbot, server):
    from dominoes_qt.app.i18n import apply_language

    window = open_window(qtbot, OnlineRequest(server.url, table="ZZZZZZ"))
    net = window.network
    qtbot.waitUntil(lambda: "no table" in net.room.note.text(), timeout=WAIT)
    english = net.room.note.text()
    try:
        apply_language("de")
        assert net.room.note.text() != english and "ZZZZZZ" in net.room.note.text()
        assert net.wait_label.text() == net.room.note.text()
    finally:
        apply_language("en")
    assert net.room.note.text() == english
