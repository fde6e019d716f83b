"""Every kind of table game at a network table, over real sockets: one person and computers
play a whole hand of Mexican Train, Chicken Foot, Blind Dominoes and All Fives through the
window (the trains drawn, the turn-up of Blind Dominoes, the scores), and a manual Muggins
table where the person declares with the window's button and both people see the score."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.rules import Kind
from dominoes_qt.rules.actions import Action

from .net_helpers import running_server
from .test_network_table import OPENED, WAIT, close_windows, open_window  # noqa: F401

TABLE_KINDS = {Kind.PLAY, Kind.DRAW, Kind.PASS, Kind.TURN, Kind.CHOOSE}


@pytest.fixture
def server():
    with running_server(grace=30.0) as running:
        yield running


def solo_table(qtbot, server, game: str, players: int,
               options: dict[str, Any] | None = None) -> MainWindow:
    """A table of ``game`` with the person at seat 0 and computers, dealt."""
    seats = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}] * (players - 1)
    create = {"game": game, "players": players, "seats": seats, "options": options or {}}
    window = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=create))
    qtbot.waitUntil(lambda: window.network.room.ready_button.isEnabled(), timeout=WAIT)
    window.network.room.ready_button.click()
    qtbot.waitUntil(lambda: window.controller.record is not None
                    and window.pages.currentWidget() is window.view, timeout=WAIT)
    return window


def pick(legal: list[Action]) -> Action:
    """A turn-up first (Blind Dominoes), then a play, then whatever is left."""
    for kind in (Kind.TURN, Kind.PLAY, Kind.CHOOSE):
        for action in legal:
            if action.kind is kind:
                return action
    return legal[0]


def play_the_hand(qtbot, window: MainWindow, made: list[Action]) -> None:
    """The person plays the mirror's legal actions through ``play_human`` until the hand's
    summary shows."""
    c = window.controller

    def step() -> bool:
        if window.summary_dialog is not None:
            return True
        if c.awaiting_human:
            legal = [a for a in c.legal_for_viewer() if a.kind in TABLE_KINDS]
            if legal:
                action = pick(legal)
                if c.play_human(action):
                    made.append(action)
        return False

    qtbot.waitUntil(step, timeout=120_000)


def assert_layout_drawn(window: MainWindow) -> int:
    """Every tile of the layout (line or trains) is drawn on the board, face up; the count."""
    scene = window.scene
    hand = window.controller.line_hand
    tiles = list(hand.layout.tiles)
    assert tiles, "something was played"
    assert len(scene.board.layouter.placements) == len(tiles)
    assert scene.board_tiles() == tiles
    area = QRectF(scene.sceneRect())
    for tid in tiles:
        item = scene.tile_item(tid)
        assert item.isVisible() and item.face_up, f"tile {tid} is drawn face up"
        assert area.contains(item.sceneBoundingRect().center())
    return len(tiles)


@pytest.mark.parametrize("game,players", [("mexican-train", 4), ("chicken-foot", 4)])
def test_a_train_game_hand_at_a_network_table(qtbot, server, game, players):
    from dominoes_qt.rules.games.trains import TrainRound

    window = solo_table(qtbot, server, game, players)
    c = window.controller
    assert isinstance(c.line_hand, TrainRound) and c.line_hand is c.hand
    assert window.scene.trains is not None, "the trains' marks are drawn"
    assert window.network.panel.scores_label.text().startswith("Scores (lowest total wins)")
    if game == "mexican-train":      # each lane written with its owner
        assert window.scene.trains.labels()[:4] == [
            "Ana", "Computer 2 (Random)", "Computer 3 (Random)", "Computer 4 (Random)"]
    drawn: list[int] = []
    c.hand_ended.connect(lambda _r: drawn.append(assert_layout_drawn(window)))
    made: list[Action] = []
    play_the_hand(qtbot, window, made)
    assert any(a.kind is Kind.PLAY for a in made), "the person played tiles"
    assert drawn and drawn[0] == len(c.line_hand.layout.tiles)
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()
    assert c.hand.result is not None


def test_a_blind_dominoes_hand_at_a_network_table(qtbot, server):
    window = solo_table(qtbot, server, "blind", 2)
    c = window.controller
    drawn: list[int] = []
    c.hand_ended.connect(lambda _r: drawn.append(assert_layout_drawn(window)))
    made: list[Action] = []
    play_the_hand(qtbot, window, made)
    assert any(a.kind is Kind.TURN for a in made), "the person turned tiles up"
    assert window.network.panel.scores_label.text().startswith("Scores\n"), "one hand: no target"
    assert drawn
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()


def test_an_all_fives_hand_at_a_network_table_scores(qtbot, server):
    window = solo_table(qtbot, server, "all-fives", 2, {"target": 500})
    c = window.controller
    drawn: list[int] = []
    c.hand_ended.connect(lambda _r: drawn.append(assert_layout_drawn(window)))
    made: list[Action] = []
    play_the_hand(qtbot, window, made)
    assert drawn
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()
    rows = window.scene.score_panel.rows
    assert [int(r[1]) for r in rows[:2]] == list(c.match.scores)
    assert "Scores (to 500)" in window.network.panel.scores_label.text()


def test_manual_muggins_the_person_declares_with_the_button(qtbot, server):
    create = {"game": "muggins", "players": 2, "options": {"muggins_manual": True,
                                                           "target": 500},
              "seats": [{"kind": "human"}, {"kind": "human"}]}
    # a lone pass or draw waits to be hurried, so that nothing moves on before a declaration
    ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=create),
                      announce_delay_ms=600_000)
    qtbot.waitUntil(lambda: bool(ana.network.code), timeout=WAIT)
    bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=ana.network.code),
                      announce_delay_ms=600_000)
    qtbot.waitUntil(lambda: bea.network.joined and ana.network.room.ready_button.isEnabled()
                    and bea.network.room.ready_button.isEnabled(), timeout=WAIT)
    ana.network.room.ready_button.click()
    bea.network.room.ready_button.click()
    for w in (ana, bea):
        qtbot.waitUntil(lambda w=w: w.controller.record is not None
                        and w.pages.currentWidget() is w.view, timeout=WAIT)
    assert not ana.action_bar.isVisible()
    declared: list[int] = []

    def step() -> bool:
        if declared:
            return True
        states = [w.controller.state for w in (ana, bea)]
        if not all(states) or len({st["n"] for st in states}) != 1:
            return False    # both see each move before anyone acts: a score is declared in time
        buttons = ana.action_bar.buttons
        declares = [a for a in ana.controller.button_actions() if a.kind is Kind.DECLARE]
        if declares and buttons:
            assert ana.action_bar.isVisible()
            button = next(b for b in buttons if b.text().startswith("Declare"))
            assert button.text() == f"Declare {declares[0].points}"
            declared.append(declares[0].points)
            button.click()
            return True
        for w in (ana, bea):
            c = w.controller
            if w.summary_dialog is not None:
                w.summary_dialog.accept()
            elif c.forced_pending is not None:
                c.hurry()
            elif c.awaiting_human:
                legal = [a for a in c.legal_for_viewer() if a.kind in TABLE_KINDS]
                if legal:
                    c.play_human(pick(legal))
        return False

    before = list(ana.controller.match.scores)
    qtbot.waitUntil(step, timeout=120_000)
    points = declared[0]
    hand = ana.controller.match.hand_index

    def scored(w: MainWindow) -> bool:
        c = w.controller
        if c.match.hand_index != hand:
            return False
        return any(a.kind is Kind.DECLARE and s == 0 for s, a in c.hand.history)

    for w in (ana, bea):
        qtbot.waitUntil(lambda w=w: scored(w), timeout=WAIT)
        c = w.controller
        assert c.hand.scores[0] >= before[0] + points
        rows = w.scene.score_panel.rows
        assert rows[0][0] == "Ana" and int(rows[0][1]) == c.hand.scores[0]
    qtbot.waitUntil(lambda: not any(b.text().startswith("Declare")
                                    for b in ana.action_bar.buttons), timeout=WAIT)
