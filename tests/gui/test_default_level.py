"""One default computer level, Medium, said the same everywhere."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from dominoes_qt.app.main import build_parser
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.session import COMPUTER, DEFAULT_LEVEL, GameSetup
from dominoes_qt.storage.settings import AppSettings


def test_the_default_level_is_medium_everywhere() -> None:
    assert DEFAULT_LEVEL == "medium"
    assert AppSettings().computer_level == DEFAULT_LEVEL
    assert build_parser().parse_args([]).level == DEFAULT_LEVEL
    assert "(default medium)" in " ".join(build_parser().format_help().split())
    seats = GameSetup.default("draw", 4).seats
    assert [seat.level for seat in seats if seat.kind == COMPUTER] == [DEFAULT_LEVEL] * 3


def test_a_first_new_game_and_the_preferences_offer_medium(qtbot) -> None:
    """A first start (no settings at all): New Game and Preferences both say Medium."""
    window = MainWindow(computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seen: list[list[str]] = []

    def read_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append([combo.currentText() for combo in dialog.seat_kind_combos[1:]])
        dialog.reject()

    QTimer.singleShot(0, read_and_cancel)
    window.new_game()
    assert seen and seen[0] and set(seen[0]) == {"Computer – Medium"}

    prefs = window.files.show_preferences()
    assert prefs.level_combo.currentText() == "Medium"
    prefs.close()
    window.close()
    assert window.controller.setup.seats[1].level == DEFAULT_LEVEL
