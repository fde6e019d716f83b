"""Open, save, autosave, resume and statistics through the real controller, with pytest-qt.

A small window stands in for the main window (which only adds drawing): the controller, the
record and the files on disk are the real ones.  Every user folder is in tmp_path.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu

from dominoes_qt.app.controller import GameController
from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.autosave import has_autosave, pending_autosave
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.recent import recent_files
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record
from dominoes_qt.storage.settings import AppSettings, load_settings
from dominoes_qt.storage.statistics import load_statistics


class Window(QMainWindow):
    """The main window's part in this: a controller, ``load_record`` and a status bar."""

    def __init__(self) -> None:
        super().__init__()
        self.controller = GameController(self, computer_delay_ms=0)
        self.files = GameFiles(self, self.controller)
        self.errors: list[tuple[str, str]] = []
        self.files.show_error = lambda title, text: self.errors.append((title, text))
        self.statusBar()

    def load_record(self, record: GameRecord) -> None:
        self.controller.load_record(record)


@pytest.fixture
def window(qtbot) -> Window:
    win = Window()
    qtbot.addWidget(win)
    yield win
    win.controller.shutdown()


def setup(game_id: str, seed: int = 7, players: int = 2) -> GameSetup:
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, "greedy") for _ in range(players - 1))
    return GameSetup.default(game_id, players, seats=seats, seed=seed)


def play_human(window: Window, moves: int, seed: int = 0) -> None:
    """Make ``moves`` human moves (computers answer at once); stops at a hand's end."""
    c = window.controller
    rng = random.Random(seed)
    for _ in range(moves):
        assert c.wait_idle()
        if not c.awaiting_human:
            return
        legal = [a for a in c.legal_for_viewer() if a.seat < 0]
        assert c.play_human(rng.choice(legal))
    assert c.wait_idle()


def snapshot(record: GameRecord) -> tuple:
    hand = record.match.hand
    return (record.setup, record.actions, list(record.match.scores), hand.turn,
            [list(hand.hand_of(s)) for s in range(hand.players)])


# -- save and resume -------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["draw", "all-fives", "muggins", "block-and-draw"])
def test_save_as_and_open_resume_mid_hand(qtbot, window: Window, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    window.controller.new_game(setup(game_id))
    play_human(window, 3)
    target = tmp_path / "games" / "mine"
    target.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert window.files.save_as()
    saved = target.with_suffix(".domino")
    assert saved.is_file()
    assert window.files.path == saved
    assert recent_files() == [saved]
    before = snapshot(window.controller.record)

    other = Window()
    qtbot.addWidget(other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    assert other.files.open()
    assert snapshot(other.controller.record) == before
    assert other.files.path == saved
    assert other.controller.awaiting_human  # the human's turn again, as when saved
    other.controller.shutdown()


def test_save_writes_to_the_same_file(window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    path = tmp_path / "g.domino"
    assert window.files.save_file(path)
    play_human(window, 2)
    assert window.files.save()
    assert snapshot(load_record(path)) == snapshot(window.controller.record)


def test_a_new_game_has_no_file(window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    window.files.save_file(tmp_path / "g.domino")
    window.controller.new_game(setup("draw", seed=8))
    assert window.files.path is None


def test_save_failure_is_reported(window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    (tmp_path / "file").write_text("x")
    assert not window.files.save_file(tmp_path / "file" / "g.domino")
    assert window.errors and "could not be saved" in window.errors[0][1]
    assert window.files.path is None


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "does not exist"),
        (b"", "empty"),
        (b"\x00\x01\x02", "not text"),
        (b"hello", "not JSON"),
        (b'{"format": "dominoes-qt-game", "format_version": 1, "setup": {', "cut off"),
        (b'{"title": "shopping list"}', "not a Dominoes Qt game"),
    ],
    ids=["missing", "empty", "binary", "not-json", "truncated", "foreign"],
)
def test_bad_file_changes_nothing(window: Window, tmp_path: Path, content: bytes | None,
                                  words: str) -> None:
    window.controller.new_game(setup("all-fives"))
    play_human(window, 2)
    record = window.controller.record
    before = snapshot(record)
    path = tmp_path / "bad.domino"
    if content is not None:
        path.write_bytes(content)
    assert not window.files.open_file(path)
    assert window.controller.record is record and snapshot(record) == before
    assert window.errors and words in window.errors[0][1] and "bad.domino" in window.errors[0][1]
    assert (path.read_bytes() if path.exists() else None) == content
    assert window.files.path is None


def test_future_and_tampered_files_are_refused(window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    play_human(window, 2)
    good = json.loads(window.controller.record.dumps())
    future = dict(good, format_version=99)
    tampered = json.loads(json.dumps(good))
    tampered["hands"][0]["actions"].append(tampered["hands"][0]["actions"][0])
    for name, data, words in (("future", future, "newer version"),
                              ("tampered", tampered, "damaged or was changed")):
        path = tmp_path / f"{name}.domino"
        path.write_text(json.dumps(data))
        window.errors.clear()
        assert not window.files.open_file(path)
        assert words in window.errors[0][1]


def test_open_recent_menu(window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    for name in ("a", "b"):
        window.files.save_file(tmp_path / f"{name}.domino")
    menu = QMenu()
    window.files.fill_file_menu(menu)
    labels = [a.text() for a in window.files.menu_recent.actions() if not a.isSeparator()]
    assert labels == ["&1 b.domino", "&2 a.domino", "&Clear Menu"]
    (tmp_path / "b.domino").unlink()
    window.files.fill_recent_menu()
    labels = [a.text() for a in window.files.menu_recent.actions() if not a.isSeparator()]
    assert labels == ["&1 a.domino", "&Clear Menu"]
    window.files.menu_recent.actions()[0].trigger()
    assert window.files.path == tmp_path / "a.domino"
    window.files.clear_recent()
    assert recent_files() == []


# -- autosave and resume -----------------------------------------------------------------------


def test_every_action_is_autosaved(window: Window) -> None:
    window.controller.new_game(setup("all-fives"))
    assert has_autosave()
    for n in range(4):
        play_human(window, 1, seed=n)
        saved = pending_autosave()
        assert saved is not None
        assert snapshot(saved) == snapshot(window.controller.record)


def test_resume_at_start_up(qtbot, window: Window) -> None:
    window.controller.new_game(setup("muggins"))
    play_human(window, 3)
    before = snapshot(window.controller.record)
    window.close()  # closing the window never deletes the autosave

    restarted = Window()
    qtbot.addWidget(restarted)
    asked: list[GameRecord] = []
    restarted.files.ask_resume = lambda record: asked.append(record) or True
    assert restarted.files.start_up()
    assert len(asked) == 1
    assert snapshot(restarted.controller.record) == before
    restarted.controller.shutdown()


def test_resume_declined(qtbot) -> None:
    first = Window()
    qtbot.addWidget(first)
    first.controller.new_game(setup("draw"))
    play_human(first, 1)
    first.controller.shutdown()
    second = Window()
    qtbot.addWidget(second)
    second.files.ask_resume = lambda record: False
    assert not second.files.start_up()
    assert second.controller.record is None


def test_file_on_the_command_line_wins(qtbot, window: Window, tmp_path: Path) -> None:
    window.controller.new_game(setup("draw"))
    play_human(window, 2)
    path = tmp_path / "cli.domino"
    window.files.save_file(path)
    again = Window()
    qtbot.addWidget(again)
    again.files.ask_resume = lambda record: pytest.fail("must not ask")
    assert again.files.start_up(path)
    assert again.files.path == path
    again.controller.shutdown()


def test_damaged_autosave_is_reported_and_kept(qtbot, user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "autosave.domino").write_bytes(b'{"format": "dominoes-qt-game", "hands": [')
    win = Window()
    qtbot.addWidget(win)
    assert not win.files.start_up()
    assert win.errors and "damaged" in win.errors[0][1]
    assert len(list(user_home.glob("autosave.corrupt-*.domino"))) == 1


def test_finished_match_removes_the_autosave_and_counts_statistics(window: Window) -> None:
    c = window.controller
    c.new_game(setup("double-nine-cross", seed=3, players=4))  # one hand is the match
    assert has_autosave()
    undone = False
    for n in range(200):
        if c.match.is_over:
            break
        play_human(window, 1, seed=n)
        if not undone and c.can_undo and len(c.record.actions) > 4:
            assert c.undo()
            undone = True
    assert c.match.is_over
    assert undone
    assert not has_autosave()
    g = load_statistics().game("double-nine-cross")
    assert (g.hands_played, g.matches_played) == (1, 1)
    won = c.match.winner_side == c.match.settings.side_of(0)
    assert (g.hands_won, g.matches_won) == (int(won), int(won))
    assert g.best_score == c.match.scores[c.match.settings.side_of(0)]
    assert (g.undo_uses, g.matches_with_undo) == (1, 1)


# -- settings ------------------------------------------------------------------------------------


def test_apply_settings_takes_effect_and_is_saved(window: Window) -> None:
    seen: list[AppSettings] = []
    window.files.settings_applied.connect(seen.append)
    window.files.update_settings(computer_speed="slow", auto_draw=False, undo_allowed=False)
    c = window.controller
    assert (c.computer_delay_ms, c.auto_draw, c.allow_undo) == (1400, False, False)
    assert load_settings().computer_speed == "slow"
    assert seen and seen[-1].undo_allowed is False


def test_preferences_dialog_applies_through_the_helper(window: Window) -> None:
    dialog = window.files.show_preferences()
    dialog.undo_check.setChecked(False)
    dialog.accept()
    assert window.controller.allow_undo is False
    assert load_settings().undo_allowed is False


def test_new_games_come_from_the_settings_and_are_remembered(window: Window) -> None:
    window.files.update_settings(player_name="Kim", game_id="all-fives", players=3,
                                 game_options={"target": 150}, computer_level="random")
    made = window.files.default_setup()
    assert (made.game_id, made.players, dict(made.options)) == ("all-fives", 3, {"target": 150})
    assert made.seats[0] == SeatSpec(HUMAN, name="Kim")
    assert all(s == SeatSpec(COMPUTER, "random") for s in made.seats[1:])
    window.files.remember_setup(setup("muggins"))
    remembered = load_settings()
    assert (remembered.game_id, remembered.players, remembered.computer_level) == (
        "muggins", 0, "greedy")
    assert remembered.player_name == "Kim"


def test_hot_seat_and_per_seat_levels_come_back(qtbot, window: Window) -> None:
    seats = (SeatSpec(HUMAN, name="Ann"), SeatSpec(COMPUTER, "random"), SeatSpec(HUMAN, name="Bo"))
    window.files.remember_setup(GameSetup("draw", 3, 6, {"target": 50}, seats))
    restarted = Window()  # reads the settings file again
    qtbot.addWidget(restarted)
    made = restarted.files.default_setup()
    assert made.seats == seats
    assert dict(made.options) == {"target": 50}
    assert restarted.files.app_settings.player_name == "Ann"


def test_nothing_is_written_without_persist(qtbot, user_home: Path) -> None:
    win = QMainWindow()
    qtbot.addWidget(win)
    controller = GameController(win, computer_delay_ms=0)
    files = GameFiles(win, controller, load_record=controller.load_record, persist=False)
    controller.new_game(setup("draw"))
    files.remember_setup(setup("muggins"))
    files.update_settings(auto_draw=False)
    assert controller.auto_draw is False
    assert not user_home.exists() or list(user_home.iterdir()) == []
    controller.shutdown()


def test_statistics_dialog_opens(window: Window) -> None:
    load_statistics().record_hand("draw", True)
    window.files.statistics = load_statistics()
    dialog = window.files.show_statistics()
    assert dialog.table("draw") is not None
    dialog.close()


def test_load_error_kinds_have_texts(window: Window) -> None:
    for kind in (SaveFileError.UNREADABLE, SaveFileError.TOO_LARGE):
        text = window.files._open_error_text(SaveFileError("x.domino", kind, "detail"))
        assert "x.domino" in text and "detail" in text
