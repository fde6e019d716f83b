"""The main window with its File menu, autosave, resume, preferences and statistics."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.app.main import main
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.scene.theme import THEMES
from dominoes_qt.scene.tile_item import TileItem
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.autosave import has_autosave, pending_autosave
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.settings import AppSettings, load_settings

from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human


@pytest.fixture
def window(qtbot) -> MainWindow:
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    return w


def human_moves(qtbot, window: MainWindow, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    c = window.controller
    for _ in range(n):
        wait_for_human(qtbot, window)
        assert c.play_human(rng.choice([a for a in c.legal_for_viewer() if a.seat < 0]))
    assert c.wait_idle()


def snapshot(record: GameRecord) -> tuple:
    hand = record.match.hand
    return (record.setup, record.actions, list(record.match.scores), hand.turn)


def test_file_menu(window: MainWindow) -> None:
    names = [a.text() for a in window.menu_file.actions() if not a.isSeparator()]
    assert names == ["&New Game…", "&Open…", "Open &Recent", "Open in Re&view…", "&Save",
                     "Save &As…", "S&tatistics…", "&Preferences…", "&Quit"]


def test_save_and_open_in_another_window(qtbot, window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    human_moves(qtbot, window, 2)
    path = tmp_path / "draw.domino"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.files.action_save_as.trigger()
    assert path.is_file()
    assert window.files.menu_recent.isEnabled()
    assert window.files.menu_recent.actions()[0].text() == "&1 draw.domino"
    before = snapshot(window.controller.record)

    other = make_window(qtbot, setup_with("draw", DRAW_HANDS, seed=9))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.files.action_open.trigger()
    assert snapshot(other.controller.record) == before
    wait_for_human(qtbot, other)  # the table is live again, your turn as when saved
    assert other.files.path == path


def test_bad_file_leaves_the_table_alone(window: MainWindow, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    record = window.controller.record
    before = snapshot(record)
    bad = tmp_path / "bad.domino"
    bad.write_text('{"format": "dominoes-qt-game", "format_version": 1, "hands": [')
    assert not window.files.open_file(bad)
    assert window.controller.record is record and snapshot(record) == before
    assert shown and "cut off" in shown[0]


def test_every_move_is_autosaved_and_comes_back(qtbot, window: MainWindow) -> None:
    human_moves(qtbot, window, 2)
    saved = pending_autosave()
    assert saved is not None and snapshot(saved) == snapshot(window.controller.record)
    before = snapshot(window.controller.record)
    window.close()

    restarted = MainWindow(start=False, computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(restarted)
    restarted.files.ask_resume = lambda record: True
    assert restarted.files.start_up()
    assert snapshot(restarted.controller.record) == before


def test_command_line_file(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = (SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy"))
    record = GameRecord.new(GameSetup.default("all-fives", seats=seats, seed=5))
    for _ in range(3):
        record.apply(record.match.hand.legal_actions()[0])
    path = tmp_path / "cli.domino"
    path.write_text(record.dumps())
    opened: list[GameRecord] = []
    real = GameFiles.start_up

    def spy(self: GameFiles, file: object, **kw: object) -> bool:
        ok = real(self, file, **kw)
        if ok:
            opened.append(self.controller.record)
        return ok

    monkeypatch.setattr(GameFiles, "start_up", spy)
    assert main([str(path), "--screenshot", str(tmp_path / "shot.png")]) == 0
    assert len(opened) == 1
    assert opened[0].setup == record.setup
    # The saved game, then (maybe) the computer's reply, which it makes at once here.
    assert opened[0].actions[:3] == record.actions


def test_menu_toggles_are_preferences_that_survive_a_restart(qtbot, window: MainWindow) -> None:
    window.action_auto_draw.setChecked(False)
    window.action_allow_undo.setChecked(False)
    window.computer_actions["slow"].trigger()
    window.animation_actions["off"].trigger()
    saved = load_settings()
    assert (saved.auto_draw, saved.undo_allowed, saved.computer_speed, saved.animations) == (
        False, False, "slow", False)
    again = MainWindow(start=False)
    qtbot.addWidget(again)
    assert not again.action_auto_draw.isChecked() and not again.controller.auto_draw
    assert not again.controller.allow_undo
    assert again.controller.computer_delay_ms == 1400
    assert again.scene.animator.speed == 0.0


def test_preferences_take_effect_at_once(window: MainWindow) -> None:
    dialog = window.files.show_preferences()
    dialog.tile_combo.setCurrentIndex(dialog.tile_combo.findData("classic"))
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.auto_draw_check.setChecked(False)
    dialog.accept()
    assert window.controller.computer_delay_ms == 250
    assert window.computer_actions["fast"].isChecked()
    assert not window.action_auto_draw.isChecked() and not window.controller.auto_draw
    tiles = [i for i in window.scene.items() if isinstance(i, TileItem)]
    assert tiles and all(t.theme == THEMES["classic"] for t in tiles)
    assert load_settings().tile_style == "classic"


def test_last_game_is_the_next_default(qtbot, window: MainWindow) -> None:
    window.files.ask_replace = lambda record: "discard"   # the game under way goes
    window.new_game(GameSetup.default("muggins", 3))
    again = MainWindow(start=False)
    qtbot.addWidget(again)
    made = again.last_setup()
    assert (made.game_id, made.players) == ("muggins", 3)


def test_finished_match_clears_the_autosave(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, "greedy") for _ in range(3))
    w = make_window(qtbot, GameSetup.default("double-nine-cross", 4, seed=3, seats=seats))
    w.ends.use_summary_dialog = False
    monkeypatch.setattr(w.ends, "_show_match_end", lambda: None)
    monkeypatch.setattr(w.ends, "on_hand_ended", lambda result: None)
    c = w.controller
    for n in range(100):
        if c.match.is_over:
            break
        if c.awaiting_human:
            human_moves(qtbot, w, 1, seed=n)
        else:
            assert c.wait_idle()
            qtbot.wait(5)
    assert c.match.is_over
    assert not has_autosave()
    stats = w.files.statistics.game("double-nine-cross")
    assert (stats.hands_played, stats.matches_played) == (1, 1)


def test_screenshots_touch_no_user_file(qapp, tmp_path: Path, user_home: Path) -> None:
    assert main(["--game", "draw", "--seed", "3", "--screenshot", str(tmp_path / "s.png")]) == 0
    assert not user_home.exists() or sorted(p.name for p in user_home.iterdir()) == []
    assert AppSettings() == load_settings()
