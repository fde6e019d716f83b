"""Tables and tile faces: every text on every table reads (WCAG contrast), the Preferences
switch the looks live, and the table follows the system's dark mode unless one is chosen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QDialogButtonBox

from dominoes_qt.app import main_window as main_window_module
from dominoes_qt.scene.theme import (
    COLOURED,
    DARK_TABLE,
    EBONY,
    GREEN_TABLE,
    HIGH_CONTRAST,
    TABLES,
    THEMES,
    contrast_ratio,
    relative_luminance,
    table_for,
)
from dominoes_qt.scene.tile_item import TileItem, render_tile_pixmap
from dominoes_qt.storage.settings import TABLE_STYLES, AppSettings

#: WCAG 2 AA for normal text.
AA = 4.5


def test_three_tables_and_three_faces_at_least():
    assert {"green", "blue", "dark"} <= set(TABLES)
    assert TABLES["dark"].dark and not TABLES["green"].dark
    assert {COLOURED.id, EBONY.id, HIGH_CONTRAST.id} <= set(THEMES)
    assert set(TABLE_STYLES) == {"auto", *TABLES}
    assert AppSettings().table_style == "auto"


def test_the_contrast_formula():
    assert contrast_ratio("#000000", ("#FFFFFF",)) == pytest.approx(21.0)
    assert contrast_ratio("#777777", ("#FFFFFF",)) == pytest.approx(4.48, abs=0.01)
    assert relative_luminance((1.0, 1.0, 1.0)) == pytest.approx(1.0)
    # a translucent layer is blended into what lies under it
    assert contrast_ratio("#FFFFFF", ("#80000000", "#FFFFFF")) == pytest.approx(
        contrast_ratio("#FFFFFF", ("#7F7F7F",)), rel=0.02)


@pytest.mark.parametrize("table", list(TABLES.values()), ids=list(TABLES))
def test_every_text_on_the_table_reads(table):
    pairs = table.text_pairs()
    whats = {what for what, _, _ in pairs}
    assert {"label", "score", "score title", "turn label", "pile", "empty place",
            "score pop-up", "hot seat"} <= whats
    poor = [(what, colour, under, round(contrast_ratio(colour, under), 2))
            for what, colour, under in pairs if contrast_ratio(colour, under) < AA]
    assert not poor


@pytest.mark.parametrize("theme", [EBONY, HIGH_CONTRAST], ids=["ebony", "high-contrast"])
def test_dark_and_high_contrast_faces_show_their_pips(qapp, theme):
    for n in range(1, 13):
        assert contrast_ratio(theme.pip_colour(n), (theme.face,)) >= 7
    pixmap = render_tile_pixmap(0, 6, scale=2.0, theme=theme)   # a blank, a six
    image = pixmap.toImage()
    blank = image.pixelColor(int(image.width() * 0.3), image.height() // 2)
    assert abs(blank.lightness() - QColor(theme.face).lightness()) < 40


def test_the_system_scheme_picks_the_automatic_table():
    assert table_for("auto", system_dark=False) is GREEN_TABLE
    assert table_for("auto", system_dark=True) is DARK_TABLE
    assert table_for("blue", system_dark=True) is TABLES["blue"]


def felt_pixel(window) -> QColor:
    """The cloth seen at the top-left of the view, away from every tile and label."""
    image: QImage = window.view.viewport().grab().toImage()
    return image.pixelColor(QPoint(4, image.height() // 2))


def test_preferences_switch_table_and_tiles_live(qtbot, window):
    dialog = window.files.show_preferences()
    qtbot.addWidget(dialog)
    dialog.table_combo.setCurrentIndex(dialog.table_combo.findData("blue"))
    dialog.tile_combo.setCurrentIndex(dialog.tile_combo.findData("ebony"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert window.scene.table_theme is TABLES["blue"]
    tiles = [i for i in window.scene.items() if isinstance(i, TileItem)]
    assert tiles and all(t.theme is EBONY for t in tiles)
    pixel = felt_pixel(window)
    assert pixel.blue() > pixel.green() and pixel.blue() > pixel.red()   # a blue cloth
    dialog.table_combo.setCurrentIndex(dialog.table_combo.findData("dark"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    assert window.scene.table_theme is DARK_TABLE
    assert felt_pixel(window).lightness() < 70
    dialog.close()


def test_automatic_table_follows_the_system_dark_mode(qtbot, window, monkeypatch):
    assert window.files.app_settings.table_style == "auto"
    monkeypatch.setattr(main_window_module, "system_is_dark", lambda: True)
    window._on_colour_scheme(Qt.ColorScheme.Dark)        # what the desktop's switch sends
    assert window.scene.table_theme is DARK_TABLE
    window.files.update_settings(table_style="green")    # chosen: the system no longer decides
    window._on_colour_scheme(Qt.ColorScheme.Dark)
    assert window.scene.table_theme is GREEN_TABLE


def test_solitaire_table_follows_too(qtbot):
    from dominoes_qt.session import GameSetup

    from .gui_helpers import make_window

    w = make_window(qtbot, GameSetup.default("five-columns", seed=3))
    w.files.update_settings(table_style="blue")
    assert w.solitaire.scene.table_theme is TABLES["blue"]


def test_a_dark_table_is_dark_from_the_first_frame(qtbot, monkeypatch):
    """With dark mode on, the table was painted green at start-up (the window is shown
    before the game is put on it) and turned dark only with the game."""
    from dominoes_qt.app.main_window import MainWindow

    monkeypatch.setattr(main_window_module, "system_is_dark", lambda: True)
    window = MainWindow(start=False, computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(window)
    assert window.scene.table_theme is DARK_TABLE
