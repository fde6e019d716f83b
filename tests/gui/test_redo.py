"""Redo after undo, with the window's real actions and keys: in a table game and in a
solitaire, recorded and autosaved like any move, forgotten once a new move is made."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.rules.actions import Kind
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.autosave import pending_autosave

from .gui_helpers import drag, make_window, wait_for_human

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


def actions(window) -> list:
    return [a for _, a in window.controller.record.actions]


def press(qtbot, window, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key pressed on the table of the active window (shortcuts need one)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    QTest.keyClick(window.view, key, modifiers)


def test_redo_keys_and_menu(window):
    shortcuts = window.action_redo.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in shortcuts and QKeySequence("Ctrl+Y") in shortcuts
    assert window.action_redo in window.menu_game.actions()
    assert not window.action_redo.isEnabled()


def test_redo_after_undo_until_a_new_move(qtbot, window):
    c = window.controller
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, window)
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, window)
    played = actions(window)
    window.action_undo.trigger()
    window.action_undo.trigger()
    assert len(actions(window)) < len(played) and window.action_redo.isEnabled()
    press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)            # Ctrl+Shift+Z
    wait_for_human(qtbot, window)
    assert played[:len(actions(window))] == actions(window)
    press(qtbot, window, Qt.Key.Key_Y, CTRL)                    # Ctrl+Y
    wait_for_human(qtbot, window)
    assert actions(window) == played                     # the computers' replies came back
    assert not window.action_redo.isEnabled()
    assert pending_autosave().actions == c.record.actions   # autosaved like any move
    window.action_undo.trigger()
    assert window.action_redo.isEnabled()
    c.play_human(c.legal_for_viewer()[-1])                 # a new move: no redo any more
    wait_for_human(qtbot, window)
    assert not window.action_redo.isEnabled()
    assert not c.redo()


def test_redo_in_a_solitaire(qtbot):
    w = make_window(qtbot, GameSetup.default("five-columns", seed=3))
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=5_000)
    scene = w.view.scene()
    state = w.controller.hand
    action = next(a for a in state.legal_actions() if a.kind is Kind.PLAY and 0 <= a.socket < 28)
    drag(w, scene.tile_pos(action.tile.id), scene.tile_pos(action.socket))
    assert w.controller.hand.tiles_left() == 26
    w.action_undo.trigger()
    assert w.controller.hand.tiles_left() == 28 and w.action_redo.isEnabled()
    press(qtbot, w, Qt.Key.Key_Z, CTRL | SHIFT)
    assert w.controller.hand.tiles_left() == 26
    assert not scene.tile_item(action.tile.id).isVisible()
    assert [a for _, a in pending_autosave().actions] == [action]


def test_an_undone_tile_comes_back_to_its_sorted_place(qtbot):
    """Undo put the tile taken back at the right end of the hand; it goes back among its
    neighbours, as the hand was sorted (a drawn tile still joins at the end)."""
    from dominoes_qt.rules import Kind, Tile
    from dominoes_qt.rules.tiles import HIGH, LOW

    from .gui_helpers import make_window, rest_of_set, setup_with, wait_for_human

    hands = [["9-3", "3-3", "3-5", "5-5", "0-1"], ["9-1", "1-2", "6-7", "0-0", "8-8"],
             ["9-2", "2-4", "4-6", "7-7", "0-6"]]
    rest = [t for t in rest_of_set(hands, set_n=9) if t != "9-9"]
    w = make_window(qtbot, setup_with("mexican-train", hands, set_n=9, boneyard=rest,
                                      leader=0, options={"hand_size": 5}))
    wait_for_human(qtbot, w)
    c = w.controller

    def own_train(tile: str):
        return next(a for a in c.legal_for_viewer() if a.kind is Kind.PLAY
                    and a.tile == Tile.parse(tile) and a.socket == 0)

    assert c.play_human(own_train("9-3"))
    wait_for_human(qtbot, w)
    before = w.scene.viewer_tiles()
    assert before == sorted(before, key=lambda t: (HIGH[t], LOW[t]))
    assert c.play_human(own_train("3-3"))             # the middle of the hand
    wait_for_human(qtbot, w)
    assert c.undo()
    wait_for_human(qtbot, w)
    assert w.scene.viewer_tiles() == before
