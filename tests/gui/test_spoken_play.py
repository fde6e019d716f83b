"""A move made with the keyboard alone, hearing each step: what a screen reader is told
(the status line's announcements) as the tile and its end are chosen and played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dominoes_qt.rules import Tile

from .gui_helpers import wait_for_human


def test_keyboard_play_says_the_tile_and_where_it_goes(qtbot, window):
    said: list[str] = []
    window.statusBar().announced.connect(said.append)
    c = window.controller
    tile = str(Tile.parse("6-4"))                         # as the game writes it
    view = window.view
    view.setFocus()
    for _ in range(len(c.hand.hand_of(0))):               # Right until 6-4 is chosen
        QTest.keyClick(view, Qt.Key.Key_Right)
        if said and said[-1].startswith(f"{tile}:"):
            break
    assert said[-1] == f"{tile}: Up/Down chooses the end, Enter plays."
    QTest.keyClick(view, Qt.Key.Key_Down)                 # the other end of the 6-6
    assert said[-1] == f"{tile} on the end showing 6: Enter plays it."
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert Tile.parse("6-4").id in c.hand.layout.tiles
    wait_for_human(qtbot, window)
    assert any(text.startswith("North") for text in said)   # the reply is told too
