"""What the player is told about files, in the window (issue 12, items 3 and 7).

Failed saves (autosave, statistics, settings) and damaged files set aside at start are told
once, by a notice across the top of the window; an unfinished autosaved game is never replaced
unasked (a game or file named on the command line, or a declined resume): it is kept as a save
file, named in a notice and put under Open Recent.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMainWindow, QMessageBox

from dominoes_qt.app.controller import GameController
from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.app.main import main
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage import paths
from dominoes_qt.storage.autosave import has_autosave, pending_autosave
from dominoes_qt.storage.recent import recent_files
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record, save_record
from dominoes_qt.storage.settings import AppSettings, save_settings

LONG_NUMBER = "7" * 5000



class Window(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.controller = GameController(self, computer_delay_ms=0)
        self.files = GameFiles(self, self.controller)
        self.errors: list[tuple[str, str]] = []
        self.files.show_error = lambda title, text: self.errors.append((title, text))
        self.setCentralWidget(self.files.notices)   # the window's layout, in short
        self.statusBar()

    def load_record(self, record: GameRecord) -> None:
        self.controller.load_record(record)


@pytest.fixture
def make(qtbot):
    made: list[Window] = []

    def build() -> Window:
        win = Window()
        qtbot.addWidget(win)
        made.append(win)
        return win

    yield build
    for win in made:
        win.controller.shutdown()


def setup(game_id: str = "draw", seed: int = 7) -> GameSetup:
    return GameSetup.default(game_id, 2, seats=(SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy")),
                             seed=seed)


def play_human(window: Window, moves: int, seed: int = 0) -> None:
    c = window.controller
    rng = random.Random(seed)
    for _ in range(moves):
        assert c.wait_idle()
        if not c.awaiting_human:
            return
        assert c.play_human(rng.choice([a for a in c.legal_for_viewer() if a.seat < 0]))
    assert c.wait_idle()


def notices(window: Window) -> list[str]:
    return window.files.notices.texts()


# -- item 3: failures are told once, in the window ---------------------------------------------


def test_a_failing_autosave_is_told_once_then_again_after_it_worked(make, user_home: Path) -> None:
    win = make()
    user_home.mkdir()
    paths.autosave_path().mkdir()            # something in the way: every write fails
    win.controller.new_game(setup())
    play_human(win, 3)
    texts = notices(win)
    assert len(texts) == 1 and "cannot be saved automatically" in texts[0]
    assert "could not be saved (" not in texts[0]   # the reason alone, not the file's sentence
    assert "File ▸ Save As" in texts[0]
    assert win.files.notices.isVisibleTo(win)
    paths.autosave_path().rmdir()            # space again: the next move saves, silently
    play_human(win, 1, seed=1)
    assert has_autosave() and notices(win) == texts
    win.files.notices.dismiss("autosave")
    paths.autosave_path().unlink()
    (paths.autosave_path().with_name("autosave.domino.journal")).unlink()
    paths.autosave_path().mkdir()            # and broken again: told again
    win.controller.new_game(setup(seed=8))
    assert len(notices(win)) == 1 and "cannot be saved automatically" in notices(win)[0]


def test_a_failing_statistics_save_is_told(make, user_home: Path) -> None:
    win = make()
    assert win.files.statistics.game_ids() == []   # read (none yet), then:
    user_home.mkdir()
    paths.statistics_path().mkdir()          # a folder where the file should be
    record = GameRecord.new(setup("double-nine-cross", seed=3))
    rng = random.Random(3)
    while record.match.hand.result is None:  # a whole hand, but one move short
        legal = record.match.hand.legal_actions()
        record.apply(rng.choice(legal))
    last = record.undo(1)[0][1]
    win.load_record(record)
    record.apply(last)
    win.controller.state_changed.emit()
    assert any("statistics cannot be saved" in t for t in notices(win)), notices(win)


def test_a_failing_settings_save_is_told(make, user_home: Path) -> None:
    win = make()
    user_home.mkdir()
    paths.settings_path().mkdir()
    win.files.update_settings(auto_draw=False)
    win.files.update_settings(auto_draw=True)
    texts = [t for t in notices(win) if "settings cannot be saved" in t]
    assert len(texts) == 1


@pytest.mark.parametrize("which", ["settings", "statistics"])
def test_damaged_files_at_start_are_told_with_where_they_were_kept(
        make, user_home: Path, which: str) -> None:
    path = paths.settings_path() if which == "settings" else paths.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'{{"games": {LONG_NUMBER}, "players": {LONG_NUMBER}}}')
    win = make()                             # before the fix: ValueError, the app crashed
    assert win.files.statistics is not None   # read when first needed (a hand's end)
    kept = list(user_home.glob(f"{which}.corrupt-*.json"))
    assert len(kept) == 1 and not path.exists()
    texts = notices(win)
    assert len(texts) == 1
    assert f"Your {which} file could not be used" in texts[0]
    assert str(kept[0]) in texts[0]          # what was kept, and where


def test_the_main_window_shows_its_notices(qtbot, user_home: Path) -> None:
    user_home.mkdir()
    paths.settings_path().write_text("{not json")
    window = MainWindow(computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(window)
    window.show()
    from dominoes_qt.app.notices import NoticeBar

    bar = window.findChild(NoticeBar)
    assert bar is window.files.notices and bar.isVisible()
    assert bar.geometry().bottom() <= window.pages.geometry().top()   # above the table
    window.close()


# -- item 7: an unfinished game is never replaced unasked --------------------------------------


def _unfinished(make) -> GameRecord:
    """An unfinished game left in the autosave by an earlier run."""
    first = make()
    first.controller.new_game(setup("all-fives", seed=5))
    play_human(first, 3)
    record = first.controller.record
    first.controller.shutdown()
    assert pending_autosave() is not None
    return record


def _kept_file(user_home: Path) -> Path:
    kept = list(user_home.glob("unfinished-*.domino"))
    assert len(kept) == 1, list(user_home.iterdir())
    return kept[0]


def test_a_game_named_on_the_command_line_keeps_the_unfinished_one(make, user_home: Path) -> None:
    before = _unfinished(make)
    win = make()
    win.files.ask_resume = lambda record: pytest.fail("--game: not offered back")
    assert not win.files.start_up(None, offer_resume=False)   # as dominoes-qt --game draw
    win.controller.new_game(setup("draw", seed=9))            # what main() does next
    kept = _kept_file(user_home)
    assert load_record(kept).actions == before.actions
    assert pending_autosave().setup.game_id == "draw"         # the new game's autosave
    assert kept in recent_files()
    assert any(str(kept) in t and "All Fives" in t for t in notices(win))


def test_a_bad_file_then_a_game_keeps_the_unfinished_one(make, user_home: Path,
                                                          tmp_path: Path) -> None:
    before = _unfinished(make)
    bad = tmp_path / "bad.domino"
    bad.write_text("{")
    win = make()
    assert not win.files.start_up(bad, offer_resume=False)   # dominoes-qt BAD --game draw
    assert win.errors and "bad.domino" in win.errors[0][1]
    win.controller.new_game(setup("draw", seed=9))
    assert load_record(_kept_file(user_home)).actions == before.actions


def test_a_file_on_the_command_line_keeps_the_unfinished_one(make, user_home: Path,
                                                             tmp_path: Path) -> None:
    before = _unfinished(make)
    other = GameRecord.new(setup("muggins", seed=2))
    path = tmp_path / "other.domino"
    save_record(path, other)
    win = make()
    assert win.files.start_up(path)
    assert load_record(_kept_file(user_home)).actions == before.actions
    assert pending_autosave().setup.game_id == "muggins"


def test_a_declined_resume_keeps_the_game_as_a_file(make, user_home: Path) -> None:
    before = _unfinished(make)
    win = make()
    win.files.ask_resume = lambda record: False
    assert not win.files.start_up()
    assert load_record(_kept_file(user_home)).actions == before.actions
    assert not has_autosave()


def test_a_resumed_game_is_not_kept_twice(make, user_home: Path) -> None:
    _unfinished(make)
    win = make()
    win.files.ask_resume = lambda record: True
    assert win.files.start_up()
    assert list(user_home.glob("unfinished-*")) == []


def test_an_opened_file_is_autosaved_as_a_copy_of_its_bytes(
        make, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    record = GameRecord.new(setup("draw", seed=4))
    path = tmp_path / "g.domino"
    save_record(path, record)
    laid_out: list[int] = []
    real = GameRecord.dumps
    monkeypatch.setattr(GameRecord, "dumps", lambda self: laid_out.append(1) or real(self))
    win = make()
    assert win.files.open_file(path)
    assert laid_out == []
    assert paths.autosave_path().read_bytes() == path.read_bytes()
    play_human(win, 2)
    assert pending_autosave().actions == win.controller.record.actions


def test_screenshots_keep_every_user_file_as_it_was(qapp, make, user_home: Path,
                                                    tmp_path: Path) -> None:
    _unfinished(make)
    save_settings(AppSettings(player_name="Ann"))
    game = tmp_path / "g.domino"
    save_record(game, GameRecord.new(setup("draw", seed=4)))
    before = {p.name: p.read_bytes() for p in user_home.iterdir()}
    assert main(["--game", "draw", "--seed", "3", "--screenshot", str(tmp_path / "a.png")]) == 0
    assert main([str(game), "--screenshot", str(tmp_path / "b.png")]) == 0
    assert {p.name: p.read_bytes() for p in user_home.iterdir()} == before   # recent.json too


# -- item 6: a screenshot run never waits on a dialog ------------------------------------------


@pytest.mark.parametrize("content", [b"{", b"", b'{"format": "chess"}'])
def test_a_screenshot_of_a_bad_file_fails_at_once(qapp, tmp_path: Path, capsys,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   content: bytes) -> None:
    dialogs: list[str] = []
    for name in ("warning", "critical", "information", "question"):
        monkeypatch.setattr(QMessageBox, name,
                            lambda *a, n=name, **k: dialogs.append(n) or
                            QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: dialogs.append("exec") or 0)
    bad = tmp_path / "bad.domino"
    bad.write_bytes(content)
    shot = tmp_path / "shot.png"
    assert main([str(bad), "--screenshot", str(shot)]) == 1
    assert dialogs == []
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("dominoes-qt: error: ") and "bad.domino" in err[0]
    assert not shot.exists()
