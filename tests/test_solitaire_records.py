"""Issue 30: solitaire deals with no move at the start end the match, and every solitaire
record's deal is checked on load (a permutation of the game's set)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt import solitaire_arena
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.autosave import Autosaver
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record, save_record
from dominoes_qt.storage.statistics import Statistics, record_results

#: Deals lost before the first move (found by dealing seeds in order).
DEAD = [("twelve-to-go", 4, {}), ("five-columns", 37, {}), ("bingo", 18, {"restart": True})]


def _dead(game_id: str, seed: int, options: dict[str, Any]) -> GameRecord:
    return GameRecord.new(GameSetup.default(game_id, seed=seed, options=options))


@pytest.mark.parametrize("game_id,seed,options", DEAD)
def test_a_deal_with_no_move_ends_the_match(game_id: str, seed: int,
                                            options: dict[str, Any]) -> None:
    record = _dead(game_id, seed, options)
    assert record.match.hand.result is not None
    assert record.match.is_over
    with pytest.raises(RulesError):
        record.next_hand()        # never a second hand in a one-hand game
    data = record.to_json()
    assert data["finished"] is True
    assert data["hands"][0]["result"] is not None
    again = GameRecord.loads(record.dumps())
    assert again.match.is_over and len(again.match.deals) == 1


@pytest.mark.parametrize("game_id,seed,options", DEAD)
def test_a_dead_deal_clears_the_autosave_and_counts_a_loss(
        tmp_path: Path, game_id: str, seed: int, options: dict[str, Any]) -> None:
    record = _dead(game_id, seed, options)
    saver = Autosaver(tmp_path / "autosave.domino")
    saver.update(record)
    assert not (tmp_path / "autosave.domino").exists()
    stats = Statistics(tmp_path / "statistics.json")
    assert record_results(stats, record) == ["hand", "match"]
    entry = stats.game(game_id)
    assert entry.matches_played == 1 and entry.matches_won == 0


def test_the_arena_saves_a_dead_deal_finished_with_its_result(tmp_path: Path) -> None:
    solitaire_arena.run("twelve-to-go", {}, "greedy", 1, 4, tmp_path)
    (file,) = tmp_path.glob("*.domino")
    data = json.loads(file.read_text())
    assert data["finished"] is True and data["hands"][0]["result"] is not None
    assert len(data["hands"]) == 1
    assert load_record(file).match.is_over


def test_an_old_record_of_a_dead_deal_opens_as_over(tmp_path: Path) -> None:
    """Records saved before the fix say "finished": false, with no result."""
    data = _dead("twelve-to-go", 4, {}).to_json()
    data["finished"] = False
    data["hands"][0]["result"] = None
    file = tmp_path / "old.domino"
    file.write_text(json.dumps(data))
    record = load_record(file)
    assert record.match.is_over


def test_a_dead_bingo_deal_does_not_invite_a_take() -> None:
    hand = _dead("bingo", 18, {"restart": True}).match.hand
    assert "click it to take it" not in hand.prompt()


# -- the deal of a solitaire record ----------------------------------------------------------


def _edited(change: Any) -> dict[str, Any]:
    record = GameRecord.new(GameSetup.default("twelve-to-go", seed=5))
    data = record.to_json()
    data["hands"][0]["actions"] = []
    data["hands"][0]["result"] = None
    data["finished"] = False
    data.pop("scores", None)
    data = copy.deepcopy(data)
    change(data["hands"][0]["deal"])
    return data


def _set(deal: dict[str, Any], index: int, tile: str) -> None:
    deal["hands"][0][index] = tile


EDITS = {
    "a duplicated 6-6": lambda d: _set(d, 0, "6-6") if d["hands"][0][0] != "6-6"
    else _set(d, 1, "6-6"),
    "a 9-9 in a double-six game": lambda d: _set(d, 0, "9-9"),
    "27 tiles": lambda d: d["hands"][0].pop(),
    "29 tiles": lambda d: d["hands"][0].append("9-9"),
    "8 tiles": lambda d: d["hands"].__setitem__(0, d["hands"][0][:8]),
    "two hands": lambda d: d["hands"].__setitem__(
        slice(None), [d["hands"][0][:14], d["hands"][0][14:]]),
    "no tiles": lambda d: d["hands"].__setitem__(0, []),
}


@pytest.mark.parametrize("name", list(EDITS))
def test_an_edited_solitaire_deal_is_refused(tmp_path: Path, name: str) -> None:
    data = _edited(EDITS[name])
    file = tmp_path / "edited.domino"
    file.write_text(json.dumps(data))
    with pytest.raises(SaveFileError) as caught:
        load_record(file)
    assert "deal" in caught.value.detail or "tile" in caught.value.detail


def test_an_unedited_solitaire_deal_loads(tmp_path: Path) -> None:
    data = _edited(lambda d: None)
    file = tmp_path / "plain.domino"
    file.write_text(json.dumps(data))
    assert load_record(file).setup.game_id == "twelve-to-go"
    save_record(tmp_path / "again.domino", load_record(file))


def test_the_player_count_message_is_singular() -> None:
    from dominoes_qt.rules import configure

    with pytest.raises(RulesError) as caught:
        configure("bingo", players=2)
    assert "1 players" not in str(caught.value)
    assert "1 player" in str(caught.value)
