"""The arena command line: listing, short runs of every game, JSON, saved records, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dominoes_qt import arena
from dominoes_qt.record import load
from dominoes_qt.rules import all_games

GAMES = all_games()
GAME_COUNTS = [(g.id, n) for g in GAMES for n in g.allowed_players(g.default_set)
               if g.family != "solitaire"]  # solitaires: no computer players (tests/rules/test_solitaires_min.py)


def run_json(capsys, *argv: str) -> dict:
    assert arena.main([*argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_list_names_every_game(capsys) -> None:
    assert arena.main(["--list"]) == 0
    out = capsys.readouterr().out
    for g in GAMES:
        line = next(line for line in out.splitlines() if line.split()[0] == g.id)
        assert g.name in line and "players" in line


def test_list_as_json(capsys) -> None:
    rows = run_json(capsys, "--list")
    assert [r["id"] for r in rows] == [g.id for g in GAMES]


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_short_run_of_every_game(capsys, game_id: str, players: int) -> None:
    seats = ",".join(("greedy", "random")[s % 2] for s in range(players))
    summary = run_json(capsys, "--game", game_id, "--players", str(players), "--seats", seats,
                       "--hands", "20", "--seed", "3")
    assert summary["games"] == summary["hands"] == 20
    assert sum(s["wins"] for s in summary["sides"]) + summary["ties"] == 20
    assert sum(s["points"] for s in summary["sides"]) == summary["points_total"]
    seats_listed = sorted(seat for s in summary["sides"] for seat in s["seats"])
    assert seats_listed == list(range(players))


def test_matches_and_partnership_sides(capsys) -> None:
    summary = run_json(capsys, "--game", "partnership", "--seats", "greedy,random,greedy,random",
                       "--matches", "3", "--seed", "1", "--option", "target=30")
    assert summary["mode"] == "matches" and summary["games"] == 3
    assert summary["hands"] >= 3
    assert [s["seats"] for s in summary["sides"]] == [[0, 2], [1, 3]]
    assert [s["levels"] for s in summary["sides"]] == [["greedy", "greedy"], ["random", "random"]]
    assert sum(s["wins"] for s in summary["sides"]) == 3
    assert sum(s["points"] for s in summary["sides"]) == summary["points_total"]
    assert set(summary["decision_time"]) == {"greedy", "random"}
    for times in summary["decision_time"].values():
        assert 0 <= times["median_ms"] <= times["p90_ms"]
    assert summary["hands_per_second"] > 0


def test_same_seed_same_summary(capsys) -> None:
    args = ("--game", "draw", "--seats", "greedy,random", "--hands", "30", "--seed", "9")
    a, b = run_json(capsys, *args), run_json(capsys, *args)
    assert a["sides"] == b["sides"] and a["ties"] == b["ties"]


def test_human_readable_summary(capsys) -> None:
    assert arena.main(["--game", "block", "--hands", "5", "--seed", "1"]) == 0
    captured = capsys.readouterr()
    assert "hands/s" in captured.out and "greedy" in captured.out
    assert captured.err == ""          # no progress bar when stderr is not a terminal


def test_saved_records_reload_to_the_same_result(capsys, tmp_path) -> None:
    summary = run_json(capsys, "--game", "all-fives", "--seats", "greedy,random", "--matches", "2",
                       "--seed", "5", "--option", "target=50", "--save-dir", str(tmp_path / "out"))
    files = sorted((tmp_path / "out").iterdir())
    assert [f.name for f in files] == ["all-fives-1.domino", "all-fives-2.domino"]
    points = [0, 0]
    wins = [0, 0]
    for f in files:
        record = load(f)
        match = record.match
        assert match.is_over
        wins[match.winner_side] += 1
        for side, pts in enumerate(match.hand.scores):
            points[side] += pts
        assert [s.level for s in record.setup.seats] == ["greedy", "random"]
    assert points == [s["points"] for s in summary["sides"]]
    assert wins == [s["wins"] for s in summary["sides"]]


BAD_ARGS = [
    (["--game", "tiddlywinks"], "unknown game 'tiddlywinks'"),
    (["--game", "star", "--players", "3"], "star is for 4 players, not 3"),
    (["--game", "draw", "--seats", "greedy"], "names 1 levels for 2 players"),
    (["--game", "draw", "--seats", "greedy,genius"], "unknown computer level 'genius'"),
    (["--game", "draw", "--option", "colour=red"], "no option 'colour'"),
    (["--game", "draw", "--option", "target=lots"], "option target takes a whole number"),
    (["--game", "draw", "--option", "target"], "--option takes KEY=VALUE"),
    (["--game", "star", "--set", "9"], "star is played with double-6, not double-9"),
    (["--game", "draw", "--hands", "0"], "at least 1"),
    (["--game", "draw", "--hands", "3", "--matches", "2"], "not allowed with"),
    (["--hands", "3"], "choose a game"),
    (["--players", "x"], "invalid int value"),
    (["--frobnicate"], "unrecognized arguments"),
    (["bench", "--game", "tiddlywinks"], "unknown game"),
    (["bench", "--seconds", "0"], "--seconds must be more than 0"),
]


@pytest.mark.parametrize("argv,message", BAD_ARGS)
def test_bad_arguments(capsys, argv: list[str], message: str) -> None:
    with pytest.raises(SystemExit) as info:
        arena.main(argv)
    assert info.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    assert lines[0].startswith("arena") and ": error: " in lines[0]
    assert message in lines[0]
    assert captured.out == ""


def test_bench(capsys) -> None:
    rows = run_json(capsys, "bench", "--seconds", "0.2", "--game", "partnership", "draw")
    assert [r["game"] for r in rows] == ["partnership", "draw"]
    assert all(r["hands"] > 0 and r["hands_per_second"] > 0 for r in rows)
    assert arena.main(["bench", "--seconds", "0.05", "--game", "block"]) == 0
    out = capsys.readouterr().out
    assert "hands/s" in out and "block" in out


def test_runs_as_a_module() -> None:
    proc = subprocess.run([sys.executable, "-m", "dominoes_qt.arena", "--list"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0 and "partnership" in proc.stdout
    proc = subprocess.run([sys.executable, "-m", "dominoes_qt.arena", "--game", "nope"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 2 and proc.stderr.startswith("arena: error: unknown game")


class _Terminal:
    """A stand-in for a terminal's stderr."""

    def __init__(self, tty: bool) -> None:
        self.tty = tty
        self.text = ""

    def isatty(self) -> bool:
        return self.tty

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass


@pytest.mark.parametrize("tty", [True, False])
def test_progress_bar_only_on_a_terminal(monkeypatch, tty: bool) -> None:
    monkeypatch.setattr(arena.Progress, "DELAY", 0.0)
    stream = _Terminal(tty)
    bar = arena.Progress(10, stream)  # type: ignore[arg-type]
    bar.update(5)
    bar.close()
    assert ("5/10" in stream.text) is tty
    assert stream.text.endswith("\r") if tty else stream.text == ""
