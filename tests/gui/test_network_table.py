"""The network table in the game window, over real sockets: a table server on a free localhost
port (its own asyncio loop, in a thread), and MainWindows that connect to it as people
do: two people and two computers play a whole Partnership match, chat, lose their connection
and come back, and meet a hostile server without a crash; the window never waits on the
network."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from shiboken6 import isValid

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.rules import Kind
from dominoes_qt.server.protocol import valid_code

from .net_helpers import RunningServer, running_server, silent_listener

GAME = {"game": "partnership", "options": {"target": 30},
        "seats": [{"kind": "human"}, {"kind": "computer", "level": "greedy"},
                  {"kind": "human"}, {"kind": "computer", "level": "random"}]}
WAIT = 20_000


#: every window a test opened, closed after it (qtbot keeps weak references only: a window
#: dropped unclosed would stop its link from its destructor, not from closing)
OPENED: list[MainWindow] = []


@pytest.fixture(autouse=True)
def close_windows():
    yield
    while OPENED:
        window = OPENED.pop()
        if isValid(window):       # one closed already has deleted itself
            window.close()


@pytest.fixture
def server():
    with running_server(grace=30.0) as running:
        yield running


def open_window(qtbot, request: OnlineRequest, **kw: Any) -> MainWindow:
    """A game window (no game of its own on the table) gone to the network table of
    ``request``."""
    kw.setdefault("announce_delay_ms", 0)
    window = MainWindow(start=False, computer_delay_ms=0, animation_speed=0.0)
    OPENED.append(window)       # closed after the test
    window.resize(1180, 780)
    window.show()
    qtbot.waitExposed(window)
    net = window.open_online(request, **kw)
    assert net is not None and window.network is net
    net.ask_leave = lambda: True     # a test never waits on the question
    return window


def host_and_guest(qtbot, server: RunningServer, target: int = 30,
                   ) -> tuple[MainWindow, MainWindow]:
    game = dict(GAME, options={"target": target})
    ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=game))
    qtbot.waitUntil(lambda: bool(ana.network.code) and ana.controller.table is not None, timeout=WAIT)
    bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=ana.network.code))
    qtbot.waitUntil(lambda: bea.network.joined and bea.controller.seat == 2
                    and bea.controller.seat_info(0).get("name") == "Ana"
                    and ana.controller.seat_info(2).get("name") == "Bea", timeout=WAIT)
    return ana, bea


def seated(qtbot, server: RunningServer, target: int = 30,
           ) -> tuple[MainWindow, MainWindow]:
    ana, bea = host_and_guest(qtbot, server, target)
    qtbot.waitUntil(lambda: ana.network.room.ready_button.isEnabled() and bea.network.room.ready_button.isEnabled(),
                    timeout=WAIT)
    ana.network.room.ready_button.click()
    bea.network.room.ready_button.click()
    for w in (ana, bea):
        qtbot.waitUntil(lambda w=w: w.controller.record is not None
                        and w.pages.currentWidget() is w.view, timeout=WAIT)
    return ana, bea


def drag_a_play(qtbot, window: MainWindow) -> bool:
    """Play the first tile that fits with the mouse: press on it in the rack, drag it onto a
    lit end, release.  False when no play is possible by drag now."""
    c = window.controller
    plays = [a for a in c.legal_for_viewer() if a.kind is Kind.PLAY and a.tile is not None]
    if not plays:
        return False
    tile = plays[0].tile
    viewport = window.view.viewport()
    start = window.view.mapFromScene(window.scene.tile_item(str(tile)).scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPointF(0, -30).toPoint())
    QTest.mouseMove(viewport, start + QPointF(0, -60).toPoint())
    ghosts = [g for g in window.scene.ghosts if any(a in plays for a in g.actions)]
    assert ghosts, "a legal tile lifted lights its ends"
    end = window.view.mapFromScene(ghosts[0].scenePos())
    for i in range(1, 5):
        QTest.mouseMove(viewport, start + (end - start) * i / 4)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return True


def play_on(qtbot, windows: list[MainWindow], *, until, dragged: list[int],
            timeout: int = 90_000) -> None:
    """Each window plays its seat (the first legal action; one play by a real drag) and closes
    its hand summaries, until ``until()``."""
    def step() -> bool:
        if until():
            return True
        for w in windows:
            c = w.controller
            if w.summary_dialog is not None and not c.match.is_over:
                w.summary_dialog.accept()
            elif c.awaiting_human:
                if not dragged and drag_a_play(qtbot, w):
                    dragged.append(c.match.hand_index)
                else:
                    c.play_human(c.legal_for_viewer()[0])
        return False

    qtbot.waitUntil(step, timeout=timeout)


def test_two_people_and_two_computers_play_a_whole_match(qtbot, server):
    ana, bea = host_and_guest(qtbot, server)
    # the waiting room: the code to give friends, the four seats, the host's seat choices
    assert ana.network.room.code_label.text() == ana.network.code
    assert valid_code(ana.network.code)
    assert ana.network.room.code_label.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
    assert ana.network.host and not bea.network.host
    assert ana.controller.seat_name(2) == "Bea" and bea.controller.seat_name(0) == "Ana"
    assert "Greedy" in ana.controller.seat_name(1)
    assert "Waiting for" in ana.network.wait_label.text() or "Ready" in ana.network.wait_label.text()
    ana.network.room.ready_button.click()
    qtbot.waitUntil(lambda: "Bea" in ana.network.wait_label.text(), timeout=WAIT)   # who is waited for
    bea.network.room.ready_button.click()
    for w in (ana, bea):
        qtbot.waitUntil(lambda w=w: w.pages.currentWidget() is w.view, timeout=WAIT)
    assert ana.controller.viewer == 0 and bea.controller.viewer == 2
    record = ana.controller.record
    ended: list[int] = []
    ana.controller.hand_ended.connect(lambda _r: ended.append(ana.controller.match.hand_index))
    dragged: list[int] = []
    play_on(qtbot, [ana, bea], dragged=dragged,
            until=lambda: ana.controller.record is not None and ana.controller.match.is_over
            and bea.controller.record is not None and bea.controller.match.is_over)
    assert dragged, "one move was made by dragging a tile with the mouse"
    a, b = ana.controller.match, bea.controller.match
    assert a.is_over and list(a.scores) == list(b.scores) and max(a.scores) >= 30
    assert ended and ended == sorted(set(ended)), "a summary at each hand's end"
    assert len(ended) == len(a.results) >= 1
    assert ana.controller.record is record, "one record for the whole table"
    assert ana.summary_dialog is not None and ana.summary_dialog.isVisible()
    text = ana.ends.match_end_text()
    assert "–" in text and ("win" in text or "won" in text)
    assert ana.network.wait_label.text() == "The match is over."
    from dominoes_qt.storage.held_seats import held_seats

    assert all(h.table != ana.network.code for h in held_seats()), "the seats held end with the match"
    # the match counts in both people's statistics, apart from games against the computer
    for w in (ana, bea):
        entry = w.files.statistics.game("online:partnership")
        assert entry.matches_played == 1 and entry.hands_played == len(a.results)
        assert "partnership" not in w.files.statistics.game_ids()
    won = ana.files.statistics.game("online:partnership").matches_won
    assert won == (0 in a.winner_sides)
    # and both can review the match: the summary's Review, Game ▸ Review
    for w in (ana, bea):
        assert w.controller.reviewable and w.action_review.isEnabled()
        assert w.summary_dialog.review_button.isVisible()
        review = w.review()
        assert review is not None and review.isVisible()
        assert list(w.controller.review_record.match.scores) == list(a.scores)
        assert len(w.controller.review_record.match.results) == len(a.results)
        review.close()
    # the match's summary offers to leave the table
    assert ana.summary_dialog.new_game_button.text() == "&Leave the Table"
    net = ana.network
    ana.summary_dialog.new_game_button.click()
    assert net.left and ana.network is None and not net.link.running
    assert ana.pages.currentWidget() is ana.view and not ana.side_dock.isVisible()


def test_chat_reaches_the_other_window_and_is_capped(qtbot, server):
    ana, bea = host_and_guest(qtbot, server)
    qtbot.waitUntil(lambda: ana.network.panel.chat_edit.isEnabled(), timeout=WAIT)
    ana.network.panel.chat_edit.setText("Hello from Ana")
    QTest.keyClick(ana.network.panel.chat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ana: Hello from Ana" in bea.network.panel.chat_log.toPlainText(), timeout=WAIT)
    assert ana.network.panel.chat_edit.text() == ""
    long = "x" * 300
    ana.network.panel.chat_edit.setText(long)
    assert len(ana.network.panel.chat_edit.text()) == 200         # the line takes 200 characters at most
    QTest.keyClick(ana.network.panel.chat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ana: " + "x" * 200 in bea.network.panel.chat_log.toPlainText(), timeout=WAIT)
    assert "x" * 201 not in bea.network.panel.chat_log.toPlainText()
    # the table's own lines are said in the player's language from their event
    bea.network.link.received.emit({"v": 1, "type": "chat", "table": ana.network.code, "seat": -1, "name": "",
                            "text": "Ana left the table.",
                            "about": {"event": "left", "seat": 0}})
    bea.network.link.received.emit({"v": 1, "type": "chat", "table": ana.network.code, "seat": -1, "name": "",
                            "text": "Something new happened.",
                            "about": {"event": "unheard_of", "seat": 0}})
    qtbot.waitUntil(lambda: "Something new happened." in bea.network.panel.chat_log.toPlainText(),
                    timeout=WAIT)
    assert "— Ana left the table." in bea.network.panel.chat_log.toPlainText()


def test_a_dropped_connection_comes_back_with_the_same_hand(qtbot, server):
    ana, bea = seated(qtbot, server, target=500)
    dragged = [0]          # no drag needed here
    play_on(qtbot, [ana, bea], dragged=dragged, until=lambda: ana.controller.state["n"] >= 4)
    c = ana.controller
    record, hand = c.record, c.match.hand_index
    said: list[str] = []
    ana.statusBar().messageChanged.connect(said.append)
    waits: list[str] = []
    original = ana.network.refresh

    def spy() -> None:
        original()
        waits.append(ana.network.wait_label.text())

    ana.network.refresh = spy
    links: list[bool] = []
    ana.network.link.link_changed.connect(links.append)
    server.cut(ana.network.code, 0)
    qtbot.waitUntil(lambda: links == [False, True], timeout=WAIT)
    assert any("reconnecting" in text for text in said)
    assert any(text.startswith("Connection lost: reconnecting to ws://") for text in waits)
    assert ana.network.link.connected and ana.network.link_state == "up"
    qtbot.waitUntil(lambda: ana.controller.state is not None
                    and ana.controller.version > 0, timeout=WAIT)
    assert c.record is record and c.match.hand_index == hand, "the same hand goes on"
    # and on to the end of the hand: the summary, then Ready deals the next one
    summaries: list[int] = []
    c.hand_ended.connect(lambda _r: summaries.append(c.match.hand_index))
    play_on(qtbot, [ana, bea], dragged=dragged,
            until=lambda: ana.controller.match.hand_index > hand)
    assert summaries == [hand]
    assert c.record is record and ana.summary_dialog is None


def test_a_dropped_person_is_shown_to_the_others_with_the_grace_left(qtbot, server):
    ana, bea = seated(qtbot, server)
    bea.network.link._client.reconnect = False        # Bea's link does not come back by itself
    server.cut(bea.network.code, 2)
    qtbot.waitUntil(lambda: ana.controller.seat_info(2).get("dropped") is True, timeout=WAIT)
    assert "connection dropped" in ana.network.panel.people_label.text()
    assert "⚠" in ana.network.panel.people_label.text()
    # the table itself marks the seat too, as the side panel does
    qtbot.waitUntil(lambda: ana.scene.seat_label(2).name == "⚠ Bea", timeout=WAIT)
    assert ana.scene.seat_label(0).name == "Ana"
    qtbot.waitUntil(lambda: bea.network.link_state == "gone", timeout=WAIT)
    # Bea waits for the server for as long as it keeps the table, with a countdown and Retry
    assert bea.network.wait_label.text() == "The server is gone: waiting for it to come back."
    assert bea.network.panel.retry_button.isVisible()
    assert "Your seat is kept for 23:59:" in bea.network.panel.gone_label.text()
    # Ana waits for Bea when it is Bea's turn (and says how long at most)
    dragged = [0]
    play_on(qtbot, [ana], dragged=dragged, until=lambda: ana.controller.hand.turn == 2
            or ana.controller.hand.result is not None)
    if ana.controller.hand.turn == 2 and ana.controller.hand.result is None:
        assert "Bea's connection dropped: waiting up to" in ana.network.wait_label.text()


HOSTILE: list[Any] = [
    {"type": "no_such_type"},
    {"type": "state"},
    {"type": "state", "n": "many", "view": None},
    {"type": "state", "n": 3, "seat": 0, "view": {"hand": ["9-9"]}, "phase": "playing"},
    {"type": "table", "seats": "everyone"},
    {"type": "table", "seats": [{"kind": "computer", "level": 7, "name": None}] * 4,
     "phase": "playing", "grace": "long"},
    {"type": "chat", "seat": "x", "text": 5},
    {"type": "chat", "seat": 99, "name": "<b>Eve</b>", "text": "hi",
     "about": {"event": "stand_in", "seat": "nobody"}},
    {"type": "chat", "seat": -1, "text": "The table says", "about": {"event": "unknown"}},
    {"type": "joined", "seat": 99, "table": None},
    {"type": "error", "code": None, "message": ["x"]},
    {"type": "left"},
    {"type": None, "junk": [1, 2, 3]},
]


def test_malformed_or_hostile_messages_never_crash_the_window(qtbot, server):
    ana, bea = seated(qtbot, server)
    table, state = ana.controller.table, ana.controller.state
    for msg in HOSTILE:
        ana.network.link.received.emit(dict(msg))      # as the link delivers them
    qtbot.wait(50)
    # a good table and state put everything back (an older state is left): play goes on
    ana.network.link.received.emit(table)
    ana.network.link.received.emit(state)
    ana.network.joined = True       # the hostile "left" said otherwise
    assert "The table says" in ana.network.panel.chat_log.toPlainText()
    dragged = [0]
    n = ana.controller._n
    play_on(qtbot, [ana, bea], dragged=dragged, until=lambda: ana.controller._n > n + 2)


def test_the_window_never_blocks_while_connecting(qtbot):
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(1))
    with silent_listener() as url:
        window = open_window(qtbot, OnlineRequest(url, name="Ana", table="ABCDEF"),
                             connect_timeout=30.0)
        timer.start()
        qtbot.waitUntil(lambda: len(ticks) >= 10, timeout=WAIT)
        assert window.network.link_state == "connecting"      # still waiting for the handshake...
        assert window.network.wait_label.text() == f"Connecting to {url}…"   # ...and says so
        net = window.network
        window.close()
        assert not net.link.running
    timer.stop()


def test_nobody_listening_is_said_in_the_window(qtbot):
    window = open_window(qtbot, OnlineRequest("ws://127.0.0.1:1", table="ABCDEF"))
    qtbot.waitUntil(lambda: window.network.link_state == "gone", timeout=WAIT)
    assert window.network.wait_label.text() == "Could not connect to ws://127.0.0.1:1."
    assert window.statusBar().currentMessage() == "Could not connect to ws://127.0.0.1:1."


def test_a_missing_table_is_said_in_the_waiting_room(qtbot, server):
    window = open_window(qtbot, OnlineRequest(server.url, table="ZZZZZZ"))
    qtbot.waitUntil(lambda: "no table" in window.network.room.note.text(), timeout=WAIT)
    assert "ZZZZZZ" in window.network.wait_label.text()


def test_undo_and_hint_answer_clearly_at_a_network_table(qtbot, server):
    ana, _bea = seated(qtbot, server)
    said: list[str] = []
    ana.controller.illegal.connect(said.append)
    assert not ana.controller.undo() and not ana.controller.hint()
    assert said == ["Moves cannot be taken back at a network table.",
                    "This table allows no hints."]


def test_the_host_makes_a_free_seat_a_computer_and_back(qtbot, server):
    people = dict(GAME, seats=[{"kind": "human"}] * 4)
    ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=people))
    qtbot.waitUntil(lambda: ana.network.joined and ana.controller.table is not None, timeout=WAIT)

    def combo(seat: int):
        return ana.network.room.seats_grid.itemAtPosition(seat, 2).widget()

    assert "waiting for 3 more players" in ana.network.wait_label.text().lower()
    box = combo(1)
    box.setCurrentIndex(box.findData("hard"))
    qtbot.waitUntil(lambda: ana.controller.seat_info(1).get("kind") == "computer", timeout=WAIT)
    assert ana.controller.seat_info(1)["level"] == "hard"
    assert ana.controller.seat_name(1) == "Computer (Hard)"
    assert "waiting for 2 more players" in ana.network.wait_label.text().lower()
    box = combo(1)
    assert box.currentData() == "hard"
    box.setCurrentIndex(box.findData("human"))
    qtbot.waitUntil(lambda: ana.controller.seat_info(1).get("kind") == "human", timeout=WAIT)
    # a guest sees the seats but cannot change them
    bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=ana.network.code))
    qtbot.waitUntil(lambda: bea.network.joined and bea.controller.table is not None, timeout=WAIT)
    assert not isinstance(bea.network.room.seats_grid.itemAtPosition(2, 2).widget(), type(box))


def test_the_window_follows_a_live_language_switch(qtbot, server):
    from dominoes_qt.app.i18n import apply_language

    ana, _bea = seated(qtbot, server)
    try:
        apply_language("de")
        assert ana.menu_table.title() == "&Tisch"
        assert ana.action_leave.text() == "Tisch &verlassen"
        assert ana.network.panel.chat_caption.text() == "Chat"
        assert ana.network.wait_label.text().startswith(("Warte auf", "Du bist am Zug", "Dein Zug"))
        assert "verbunden" in ana.network.panel.people_label.text()
        apply_language("es")
        assert ana.menu_table.title() == "&Mesa"
        assert "(tú)" in ana.network.panel.people_label.text()
    finally:
        apply_language("en")
    assert ana.menu_table.title() == "&Table"
    assert "(you)" in ana.network.panel.people_label.text()


def test_a_computer_standing_in_is_marked_on_the_table(qtbot):
    with running_server(grace=0.5) as quick:
        ana, bea = seated(qtbot, quick)
        bea.network.link._client.reconnect = False
        quick.cut(bea.network.code, 2)
        qtbot.waitUntil(lambda: ana.controller.seat_info(2).get("stand_in") is True,
                        timeout=WAIT)
        qtbot.waitUntil(lambda: ana.scene.seat_label(2).name == "⚙ Bea", timeout=WAIT)
        assert ana.controller.seat_mark(2) == "⚙" and ana.controller.seat_mark(0) == ""
        assert ana.controller.seat_mark(1) == "", "a computer's own seat needs no mark"
        assert "⚙" in ana.network.panel.people_label.text()


def test_draw_automatically_is_a_table_menu_toggle_sharing_the_preference(qtbot):
    from dominoes_qt.storage.settings import peek_settings

    window = open_window(qtbot, OnlineRequest("ws://127.0.0.1:1", table="ABCDEF"))
    assert window.menu_table.menuAction().isVisible()
    assert window.action_auto_draw in window.menu_table.actions()
    assert window.action_auto_draw in window.menu_game.actions(), "the same preference"
    assert window.action_auto_draw.text() == "&Draw Automatically"
    assert window.action_auto_draw.isChecked() and window.controller.auto_draw
    window.action_auto_draw.trigger()
    assert not window.controller.auto_draw and not peek_settings().auto_draw, "saved"
    assert not window.local.auto_draw, "the local game's too"
    window.action_auto_draw.trigger()
    assert window.controller.auto_draw and peek_settings().auto_draw


def crash(window: MainWindow) -> None:
    """The game stops without a word to the server (a crash, a kill): the connection drops
    and nothing is left in the file's place."""
    window.network.link.close()
    window.network.left = True          # closing now sends no "leave"
    window.close()


def test_a_seat_is_held_in_a_file_and_taken_back_after_a_crash(qtbot, server):
    from dominoes_qt.storage.held_seats import held_seats

    ana, bea = seated(qtbot, server, target=500)
    dragged = [0]
    play_on(qtbot, [ana, bea], dragged=dragged, until=lambda: ana.controller.state["n"] >= 3)
    held = held_seats()
    assert {(h.url, h.table, h.seat, h.game) for h in held} == {   # both people's seats
        (server.url, ana.network.code, 0, "partnership"), (server.url, ana.network.code, 2, "partnership")}
    mine = next(h for h in held if h.seat == 0)
    assert mine.token and mine.when > 0
    code, hand = ana.network.code, ana.controller.match.hand_index
    crash(ana)
    qtbot.waitUntil(lambda: bea.controller.seat_info(0).get("dropped") is True, timeout=WAIT)
    # back to the seat with its token: the same match, at seat 0
    back = open_window(qtbot, OnlineRequest(server.url, name="Ana", table=mine.table,
                                            seat=0, token=mine.token))
    qtbot.waitUntil(lambda: back.network.joined and back.controller.record is not None
                    and back.pages.currentWidget() is back.view, timeout=WAIT)
    assert back.network.code == code and back.controller.seat == 0
    assert back.controller.match.hand_index >= hand
    qtbot.waitUntil(lambda: not bea.controller.seat_info(0).get("dropped"), timeout=WAIT)
    # leaving forgets the seat
    back.network.leave(ask=False)
    assert all(h.seat != 0 or h.table != code for h in held_seats())


def test_a_table_gone_is_said_and_its_seat_forgotten(qtbot, server):
    from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat

    hold_seat(HeldSeat(server.url, "ZZZZZZ", 1, "no-such-token", "draw", 1.0))
    window = open_window(qtbot, OnlineRequest(server.url, table="ZZZZZZ",
                                              token="no-such-token"))
    qtbot.waitUntil(lambda: "no table" in window.network.room.note.text(), timeout=WAIT)
    assert held_seats() == []
    # a table that is there, with a token it does not know
    ana, _bea = host_and_guest(qtbot, server)
    hold_seat(HeldSeat(server.url, ana.network.code, 0, "wrong-token", "partnership", 2.0))
    other = open_window(qtbot, OnlineRequest(server.url, table=ana.network.code, seat=0,
                                             token="wrong-token"))
    qtbot.waitUntil(lambda: "no longer" in other.network.room.note.text(), timeout=WAIT)
    assert all(h.token != "wrong-token" for h in held_seats())


def test_the_network_table_is_in_the_game_window_and_the_local_game_comes_back(
        qtbot, server):
    from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human

    main = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, main)
    record, local = main.controller.record, main.controller
    main.controller.play_human(next(a for a in local.legal_for_viewer() if a.kind is Kind.PLAY))
    played = len(record.match.actions)
    game = dict(GAME, options={"target": 30})
    net = main.open_online(OnlineRequest(server.url, name="Ana", create=game))
    assert net is not None and main.network is net and main.controller is net.controller
    assert main.scene.controller is net.controller, "the one table, driven by the network"
    assert main.pages.currentWidget() is net.room and main.side_dock.isVisible()
    assert main.side_dock.widget() is net.panel
    qtbot.waitUntil(lambda: net.joined, timeout=WAIT)
    assert main.windowTitle().endswith(f"at table {net.code} — Dominoes Qt")
    net.ask_leave = lambda: True
    main.action_leave.trigger()
    assert main.network is None and main.controller is local
    assert main.scene.controller is local and not main.side_dock.isVisible()
    assert local.record is record and len(record.match.actions) >= played, "the game is back"
    assert not main.menu_table.menuAction().isVisible()
    assert main.windowTitle() == "Dominoes Qt"


def test_after_your_own_move_the_status_line_no_longer_says_your_turn(qtbot, server):
    """The other person may take their time: once the server has your move, the status line
    says what you did, never the old "Your turn" prompt."""
    game = {"game": "block", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}
    ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=game))
    qtbot.waitUntil(lambda: bool(ana.network.code), timeout=WAIT)
    bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=ana.network.code))
    qtbot.waitUntil(lambda: bea.network.joined and ana.network.room.ready_button.isEnabled()
                    and bea.network.room.ready_button.isEnabled(), timeout=WAIT)
    ana.network.room.ready_button.click()
    bea.network.room.ready_button.click()
    qtbot.waitUntil(lambda: ana.controller.awaiting_human or bea.controller.awaiting_human,
                    timeout=WAIT)
    mover = ana if ana.controller.awaiting_human else bea
    c = mover.controller
    said: list[str] = []
    c.message.connect(said.append)
    action = next(a for a in c.legal_for_viewer() if a.kind is Kind.PLAY)
    n = c.state["n"]
    assert c.play_human(action)
    qtbot.waitUntil(lambda: c.state["n"] > n, timeout=WAIT)
    assert said and "Your turn" not in said[-1] and str(action.tile) in said[-1], said


def test_a_refusal_that_names_a_seat_says_its_name_at_a_network_table(qapp) -> None:
    """The engine names a seat by number ("Seat 2's train is private."); the table says the
    name the players see, as the local table does."""
    from dominoes_qt.app.online.controller import NetworkController
    from dominoes_qt.rules.actions import Action
    from dominoes_qt.rules.tiles import Tile
    from dominoes_qt.server.table import PLAYING, Table, TableOptions
    from dominoes_qt.session import GameSetup, SeatSpec

    setup = GameSetup("mexican-train", 4, 12, {}, seed=5,
                      seats=(SeatSpec("human"),) + (SeatSpec("computer", "random"),) * 3)
    table = Table.create("ABCDEF", setup, TableOptions(), 0)
    table.phase = PLAYING
    c = NetworkController(lambda *a, **k: True)
    c.take(table.table_message())
    c.take(table.state_message(0))
    action = Action(Kind.PLAY, Tile(1, 3), 1)
    assert "private" in str(table.record.match.hand.why_illegal(action))
    text = c.why_illegal(action)
    assert c.seat_name(1) in text and "Seat 2" not in text, text


def test_once_seated_the_status_line_no_longer_says_connecting(qtbot, server):
    """Host and guest are at the table, and the waiting room says so: the status line beside
    it never still says "Connecting to ws://…" (two lines that contradict each other)."""
    ana, bea = host_and_guest(qtbot, server)
    for window in (ana, bea):
        qtbot.waitUntil(lambda w=window: w.network.wait_label.text().startswith(
            ("Waiting", "Everyone")), timeout=WAIT)
        line = window.statusBar().currentMessage()
        assert not line.startswith("Connecting"), line
        assert window.network.code in line, line
