"""A game under way is not replaced unasked: New Game, File ▸ Open, Open Recent and a file
handed over by the desktop ask first, through the real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record

from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human

#: the real question (tests/gui/conftest.py makes an unexpected one fail)
REAL_ASK = GameFiles.ask_replace
MUGGINS = GameSetup.default("muggins", 2, seed=4)


class Questions(list):
    """The games asked about; ``answer`` is what the test answers."""

    answer = "cancel"


@pytest.fixture
def asked(window: MainWindow) -> Questions:
    questions = Questions()
    window.files.ask_replace = lambda record: (  # type: ignore[method-assign]
        questions.append(record) or questions.answer)
    return questions


def play_one(qtbot, window: MainWindow) -> None:
    c = window.controller
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, window)


def test_new_game_over_a_game_under_way_asks(qtbot, window: MainWindow, asked) -> None:
    under_way = window.controller.record
    assert len(under_way.match.actions) == 1          # North led the 6-6
    window.new_game(MUGGINS)
    assert asked == [under_way]
    assert window.controller.record is under_way      # cancelled: nothing changed
    asked.answer = "discard"
    window.new_game(MUGGINS)
    assert window.controller.setup.game_id == "muggins"


def test_saving_first_keeps_the_game_in_a_file(qtbot, window: MainWindow, asked,
                                               tmp_path: Path, monkeypatch) -> None:
    play_one(qtbot, window)
    moves = list(window.controller.record.match.actions)
    target = tmp_path / "kept.domino"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    asked.answer = "save"
    window.new_game(MUGGINS)
    assert window.controller.setup.game_id == "muggins"
    assert load_record(target).match.actions == moves


def test_a_save_not_made_keeps_the_game_on_the_table(qtbot, window: MainWindow, asked,
                                                     monkeypatch) -> None:
    before = window.controller.record
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    asked.answer = "save"
    window.new_game(MUGGINS)
    assert window.controller.record is before


def test_no_question_when_nothing_would_be_lost(qtbot, window: MainWindow, asked,
                                               tmp_path: Path) -> None:
    files = window.files
    assert files.save_file(tmp_path / "draw.domino")   # in its file as it stands
    window.new_game(MUGGINS)                          # nothing played yet in this one
    assert asked == [] and window.controller.setup.game_id == "muggins"
    assert files.open_file(tmp_path / "draw.domino", ask=True)   # opened: as in its file
    window.new_game(MUGGINS)
    assert asked == []


def test_a_move_after_saving_asks_again(qtbot, window: MainWindow, asked,
                                       tmp_path: Path) -> None:
    assert window.files.save_file(tmp_path / "draw.domino")
    play_one(qtbot, window)
    window.new_game(MUGGINS)
    assert len(asked) == 1


def test_no_question_once_the_match_is_over(qtbot, asked_over) -> None:
    window, questions = asked_over
    window.new_game(MUGGINS)
    assert questions == [] and window.controller.setup.game_id == "muggins"


@pytest.fixture
def asked_over(qtbot):
    """A one-hand match (target 1) played to its end by the computers, and the question
    hooked as in ``asked``."""
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS, humans=0,
                                           options={"target": 1}))
    qtbot.waitUntil(lambda: window.controller.match.is_over, timeout=20_000)
    questions: list[GameRecord] = []
    window.files.ask_replace = lambda record: questions.append(record) or "cancel"
    return window, questions


def test_open_asks_after_the_file_is_read(qtbot, window: MainWindow, asked,
                                         tmp_path: Path, monkeypatch) -> None:
    other = make_window(qtbot, MUGGINS)
    good = tmp_path / "muggins.domino"
    assert other.files.save_file(good)
    bad = tmp_path / "bad.domino"
    bad.write_text("not a game")
    errors: list[str] = []
    window.files.show_error = lambda title, text: errors.append(text)
    before = window.controller.record
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(bad), ""))
    assert not window.files.open()
    assert errors and asked == []                    # a bad file: no question, an error
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    assert not window.files.open()                   # asked, cancelled
    assert asked == [before] and window.controller.record is before
    window.files.fill_recent_menu()
    recent = [a for a in window.files.menu_recent.actions() if "muggins" in a.text()]
    asked.answer = "discard"
    recent[0].trigger()                              # Open Recent asks too
    assert len(asked) == 2 and window.controller.setup.game_id == "muggins"


def test_the_real_question_names_the_game_and_can_be_cancelled(qtbot, window: MainWindow,
                                                              monkeypatch) -> None:
    monkeypatch.setattr(GameFiles, "ask_replace", REAL_ASK)
    before = window.controller.record
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        box.button(QMessageBox.StandardButton.Cancel).click()

    QTimer.singleShot(0, answer)
    window.new_game(MUGGINS)
    assert window.controller.record is before
    assert seen and "Draw" in seen[0] and "1 move played" in seen[0]
    assert QApplication.activeModalWidget() is None
