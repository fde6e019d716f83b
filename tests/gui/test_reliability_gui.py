"""Issue 30 in the window: a deal lost at once is counted and not autosaved, an old file of
one says it is over, and moves left out of a damaged journal are told."""

from __future__ import annotations

import json
from pathlib import Path

from dominoes_qt.session import HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.autosave import Autosaver, has_autosave
from dominoes_qt.storage.journal import journal_path
from dominoes_qt.storage.paths import autosave_path
from dominoes_qt.storage.record import GameRecord

from .test_game_files import Window, play_human, setup
from .test_game_files import window as window  # noqa: F401 - the fixture


def _dead() -> GameSetup:
    return GameSetup.default("twelve-to-go", seats=(SeatSpec(HUMAN),), seed=4)


def test_a_deal_lost_at_once_is_counted_and_leaves_no_autosave(window: Window) -> None:
    window.controller.new_game(_dead())
    assert window.controller.record.match.is_over
    assert not has_autosave()
    stats = window.files.statistics.game("twelve-to-go")
    assert stats.matches_played == 1 and stats.matches_won == 0


def test_an_old_file_of_a_lost_deal_says_it_is_over(window: Window, tmp_path: Path) -> None:
    data = GameRecord.new(_dead()).to_json()
    data["finished"] = False
    data["hands"][0]["result"] = None
    file = tmp_path / "twelve-to-go-1.domino"
    file.write_text(json.dumps(data))
    assert window.files.open_file(file)
    assert "over" in window.statusBar().currentMessage()


def test_moves_left_out_of_a_damaged_journal_are_told(window: Window) -> None:
    window.controller.new_game(setup("draw"))
    play_human(window, 3)
    side = journal_path(autosave_path())
    lines = side.read_bytes().splitlines(keepends=True)
    assert len(lines) > 2
    side.write_bytes(b"".join(lines[:2] + [lines[1]] + lines[2:]))   # a line twice
    other = Window()
    try:
        other.files.ask_resume = lambda record: True
        assert other.files.offer_resume()
        assert any("damaged" in text for text in other.files.notices.texts())
        assert not other.errors
    finally:
        other.controller.shutdown()
        other.deleteLater()
    assert Autosaver  # the module under test
