"""The arena plays the seven solitaires: --list, win rates per level, bench, errors."""

from __future__ import annotations

import json

import pytest

from dominoes_qt import arena
from dominoes_qt.rules import all_games
from dominoes_qt.solitaire_arena import run, wilson

SOLITAIRE_IDS = tuple(g.id for g in all_games() if g.is_solitaire)


def test_list_names_the_seven(capsys):
    assert arena.main(["--list", "--json"]) == 0
    ids = {row["id"] for row in json.loads(capsys.readouterr().out)}
    assert set(SOLITAIRE_IDS) <= ids


@pytest.mark.parametrize("game_id", SOLITAIRE_IDS)
def test_solver_and_random_levels_report_win_rates(game_id, capsys):
    assert arena.main(["--game", game_id, "--seats", "solver", "--hands", "12", "--seed", "5",
                       "--json"]) == 0
    solver = json.loads(capsys.readouterr().out)
    assert solver["count"] == solver["games"] == 12 and solver["level"] == "solver"
    low, high = solver["wilson95"]
    assert low <= solver["win_rate"] <= high
    assert arena.main(["--game", game_id, "--seats", "random", "--hands", "12", "--seed", "5",
                       "--json"]) == 0
    rnd = json.loads(capsys.readouterr().out)
    # the solver wins every deal it can prove, so never fewer than random play on the same deals
    assert solver["wins"] >= rnd["wins"]


def test_solver_wins_every_bingo_deal_and_records_replay(tmp_path):
    summary = run("bingo", {}, "solver", 5, 0, tmp_path)
    assert summary["wins"] == 5
    from dominoes_qt.storage.record import GameRecord

    for path in sorted(tmp_path.iterdir()):
        assert GameRecord.load(path).match.hand.won


def test_bad_seats_and_matches_are_one_line_errors(capsys):
    with pytest.raises(SystemExit) as exc:
        arena.main(["--game", "bingo", "--seats", "solver,random"])
    assert exc.value.code == 2
    assert "1 player" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--game", "knock-out", "--seats", "hard"])
    assert "levels: random, greedy, solver" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        arena.main(["--game", "matching", "--matches", "3"])


def test_bench_covers_the_solitaires(capsys):
    assert arena.main(["bench", "--seconds", "0.05", "--json", "--game", *SOLITAIRE_IDS]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in rows] == list(SOLITAIRE_IDS)
    assert all(r["hands"] > 0 for r in rows)


def test_wilson_interval():
    low, high = wilson(50, 100)
    assert 0.40 < low < 0.41 and 0.59 < high < 0.60
    assert wilson(0, 10)[0] == 0.0
