"""The hand summary draws the tiles left in the style the table uses."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from dominoes_qt.scene.theme import NUMERALS
from dominoes_qt.scene.tile_item import render_tile_pixmap

from .gui_helpers import DRAW_HANDS, make_window, setup_with


def test_summary_tiles_show_numerals_when_the_table_does(qtbot) -> None:
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS, humans=0))
    window.files.update_settings(tile_style="numerals")
    qtbot.waitUntil(lambda: window.summary_dialog is not None
                    and window.summary_dialog.isVisible(), timeout=20_000)
    dialog = window.summary_dialog
    tiles = [label for label in dialog.findChildren(QLabel)
             if label.pixmap() is not None and not label.pixmap().isNull()]
    assert tiles, "the summary shows the tiles left"
    for label in tiles:
        low, high = (int(n) for n in label.accessibleName().split("-"))
        shown = label.pixmap()
        dpr = shown.devicePixelRatio()
        numerals = render_tile_pixmap(low, high, scale=0.5 * dpr, theme=NUMERALS)
        assert shown.toImage() == numerals.toImage(), label.accessibleName()
