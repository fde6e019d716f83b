"""Files handed over by the desktop as ``QFileOpenEvent`` (macOS double-click), in a real window."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from dominoes_qt.app import main as entry
from dominoes_qt.app.file_open import FileOpenEvents
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.record import GameRecord

from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    w.files.errors = []   # type: ignore[attr-defined]
    w.files.show_error = lambda title, text: w.files.errors.append(text)  # type: ignore
    return w


@pytest.fixture
def opener(window: MainWindow):
    app = QApplication.instance()
    events = FileOpenEvents(window, window.files.open_file)
    app.installEventFilter(events)
    yield events
    app.removeEventFilter(events)


def saved_game(tmp_path: Path) -> tuple[Path, GameRecord]:
    """A muggins game two moves in, saved where a file manager would have it."""
    seats = (SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy"))
    record = GameRecord.new(GameSetup.default("muggins", 2, seats=seats, seed=3))
    hand = record.match.hand
    for _ in range(2):
        record.apply(hand.legal_actions()[0])
    path = tmp_path / "Downloads" / "from a friend.domino"
    path.parent.mkdir()
    record.save(path)
    return path, record


def hand_over(path: Path) -> bool:
    return QApplication.sendEvent(QApplication.instance(), QFileOpenEvent(str(path)))


def test_a_file_handed_over_is_put_on_the_table(qtbot, window: MainWindow, opener,
                                                tmp_path: Path) -> None:
    path, record = saved_game(tmp_path)
    assert hand_over(path)                   # the event is taken, not passed on
    qtbot.waitUntil(lambda: opener.opened == [path])
    on_table = window.controller.record
    assert on_table.setup == record.setup
    assert on_table.actions[:2] == record.actions   # (and play goes on from there)
    assert window.files.path == path
    assert window.files.errors == []


def test_it_waits_until_the_open_dialog_is_answered(qtbot, window: MainWindow, opener,
                                                   tmp_path: Path) -> None:
    path, _ = saved_game(tmp_path)
    box = QMessageBox(QMessageBox.Icon.Question, "Resume?", "Resume it?",
                      QMessageBox.StandardButton.Yes, window)
    box.setWindowModality(Qt.WindowModality.ApplicationModal)
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is box)
    hand_over(path)
    qtbot.wait(600)                           # two retries pass while the dialog is up
    assert opener.opened == []
    assert window.controller.setup.game_id == "draw"
    box.close()
    qtbot.waitUntil(lambda: opener.opened == [path])
    assert window.controller.setup.game_id == "muggins"


def test_a_bad_file_handed_over_changes_nothing(qtbot, window: MainWindow, opener,
                                                tmp_path: Path) -> None:
    before = window.controller.record
    bad = tmp_path / "notes.domino"
    bad.write_text("these are not dominoes")
    hand_over(bad)
    qtbot.waitUntil(lambda: bool(window.files.errors))
    assert "notes.domino" in window.files.errors[0]
    assert opener.opened == []
    assert window.controller.record is before


def test_other_events_pass(window: MainWindow, opener) -> None:
    from PySide6.QtCore import QEvent

    assert not opener.eventFilter(window, QEvent(QEvent.Type.User))


def test_the_file_that_launched_the_game_is_the_one_it_starts_with(
        qtbot, window: MainWindow, tmp_path: Path) -> None:
    path, _ = saved_game(tmp_path)
    app = QApplication.instance()
    asked: list[GameRecord] = []
    window.files.ask_replace = lambda record: asked.append(record) or "discard"  # type: ignore
    QCoreApplication.postEvent(app, QFileOpenEvent(str(path)))   # as macOS does at launch
    try:
        assert entry._catch_file_open(app, window) == str(path)
        assert window.controller.setup.game_id == "draw"   # left to start_up, not opened twice
        assert asked == []
        under_way = window.files.unsaved_game()
        assert under_way is not None                 # the computer has made its first move
        QCoreApplication.postEvent(app, QFileOpenEvent(str(path)))   # later: opened at once,
        qtbot.waitUntil(lambda: window.controller.setup.game_id == "muggins")
        assert asked == [under_way]                  # once the game under way is let go
    finally:
        for child in window.findChildren(FileOpenEvents):
            app.removeEventFilter(child)
