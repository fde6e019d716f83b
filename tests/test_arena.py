"""The arena command line: listing, short runs of every game, JSON, saved records, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from dominoes_qt import arena
from dominoes_qt.rules import all_games
from dominoes_qt.storage.record import load

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
        assert g.name in line
        assert ("(1 player," in line) == (list(g.players) == [1])   # "1 players" read badly
        assert "1 players" not in line


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


# -- the one-line-error promise, Ctrl-C (issue 12, item 8) ---------------------------------------


def _one_line_error(capsys, argv: list[str], message: str) -> None:
    with pytest.raises(SystemExit) as info:
        arena.main(argv)
    assert info.value.code == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert len(lines) == 1 and ": error: " in lines[0] and message in lines[0], captured.err
    assert captured.out == ""


@pytest.mark.parametrize("game", ["draw", "bingo"])
def test_a_save_dir_that_is_no_writable_folder_is_a_one_line_error(capsys, tmp_path,
                                                                   game: str) -> None:
    afile = tmp_path / "afile"
    afile.write_text("x")
    _one_line_error(capsys, ["--game", game, "--hands", "1", "--save-dir", str(afile)],
                    "this is a file, not a folder")
    _one_line_error(capsys, ["--game", game, "--hands", "1", "--save-dir", str(afile / "sub")],
                    "cannot create this folder")
    if sys.platform.startswith("linux"):
        _one_line_error(capsys, ["--game", game, "--hands", "1", "--save-dir",
                                 "/proc/no-such-folder"], "cannot create this folder")


def test_a_save_that_fails_mid_run_is_one_line(capsys, tmp_path, monkeypatch) -> None:
    def full(self, path) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(arena.GameRecord, "save", full)
    assert arena.main(["--game", "draw", "--hands", "2", "--save-dir", str(tmp_path)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and err[0].startswith("arena: error: cannot save") and "space" in err[0]


@pytest.mark.parametrize("seconds", ["inf", "nan", "1e400"])
def test_bench_seconds_must_be_finite(capsys, seconds: str) -> None:
    _one_line_error(capsys, ["bench", "--seconds", seconds], "--seconds must be more than 0")


@pytest.mark.parametrize("game", ["draw", "bingo"])
def test_a_negative_seed_is_refused_as_dominoes_qt_does(capsys, game: str) -> None:
    from dominoes_qt.app.main import parse_args, validate_args

    expected = validate_args(parse_args(["--seed", "-1"]))
    _one_line_error(capsys, ["--game", game, "--seed", "-1"], expected)


def _interrupt_after(monkeypatch, module, name: str, calls: int) -> None:
    """Make ``module.name`` raise KeyboardInterrupt (Ctrl-C) on call number ``calls``."""
    real = getattr(module, name)
    count = 0

    def wrapper(*args, **kwargs):
        nonlocal count
        count += 1
        if count == calls:
            raise KeyboardInterrupt
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, wrapper)


def test_ctrl_c_prints_the_results_so_far(capsys, monkeypatch) -> None:
    _interrupt_after(monkeypatch, arena, "_play_hand", 5)   # in the middle of match 2
    assert arena.main(["--game", "draw", "--matches", "10", "--seed", "4",
                       "--option", "target=60", "--json"]) == 130
    captured = capsys.readouterr()
    assert captured.err.strip() == "arena: interrupted"
    summary = json.loads(captured.out)
    assert summary["interrupted"] is True and summary["count"] == 10
    assert summary["games"] == 1
    # exactly the first match's figures: the match cut short counts for nothing
    monkeypatch.undo()
    assert arena.main(["--game", "draw", "--matches", "1", "--seed", "4",
                       "--option", "target=60", "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert summary["hands"] == alone["hands"] and summary["sides"] == alone["sides"]
    assert [d["count"] for d in summary["decision_time"].values()] == \
        [d["count"] for d in alone["decision_time"].values()]


def test_ctrl_c_in_a_readable_run(capsys, monkeypatch) -> None:
    _interrupt_after(monkeypatch, arena, "play_game", 3)
    assert arena.main(["--game", "draw", "--hands", "50", "--seed", "1"]) == 130
    out = capsys.readouterr().out
    assert "interrupted: the results of the 2 games played" in out


def test_ctrl_c_in_bench_and_in_a_solitaire_run(capsys, monkeypatch) -> None:
    from dominoes_qt import solitaire_arena

    _interrupt_after(monkeypatch, arena, "bench_game", 2)
    assert arena.main(["bench", "--seconds", "0.05", "--json", "--game", "draw", "block"]) == 130
    assert [row["game"] for row in json.loads(capsys.readouterr().out)] == ["draw"]
    _interrupt_after(monkeypatch, solitaire_arena, "play_one", 4)
    assert arena.main(["--game", "bingo", "--hands", "9", "--seed", "2", "--json"]) == 130
    summary = json.loads(capsys.readouterr().out)
    assert summary["interrupted"] and summary["games"] == 3 and summary["count"] == 9


def test_ctrl_c_before_any_game_is_one_line(capsys, monkeypatch) -> None:
    _interrupt_after(monkeypatch, arena, "_config", 1)
    assert arena.main(["--game", "draw"]) == 130
    assert capsys.readouterr().err == "arena: interrupted\n"


#: What a run of the same games gives again (times and speeds vary from run to run).
REPEATABLE = ("game", "players", "set", "options", "mode", "seed", "games", "hands", "ties",
              "points_total", "sides")


def _ctrl_c_as_in_a_terminal() -> None:
    """The child's SIGINT at its default action, as in a terminal, even when the test run
    itself was started ignoring it (``pytest &`` from a script)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)


#: Runs the arena as ``python -m`` does, sending itself SIGINT when it first imports MODULE.
_INTERRUPT_AT_IMPORT = """
import os, runpy, signal, sys
AT = sys.argv[1]
class Trap:
    def find_spec(self, name, path=None, target=None):
        if name == AT:
            sys.meta_path.remove(self)
            os.kill(os.getpid(), signal.SIGINT)
        return None
sys.meta_path.insert(0, Trap())
sys.argv = ["arena", "--game", "draw", "--hands", "5"]
runpy.run_module("dominoes_qt.arena", run_name="__main__", alter_sys=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT")
@pytest.mark.parametrize("module", ["argparse", "json", "dominoes_qt.ai", "dominoes_qt.rules.hand",
                                    "dominoes_qt.storage.record"])
def test_a_ctrl_c_while_the_arena_loads_is_one_line(module: str) -> None:
    """Issue 39.11: a SIGINT in the arena's first half second (its imports) gave a traceback
    or killed it by the signal; it is one line and status 130 wherever it comes."""
    done = subprocess.run([sys.executable, "-c", _INTERRUPT_AT_IMPORT, module],
                          capture_output=True, text=True, timeout=120,
                          preexec_fn=_ctrl_c_as_in_a_terminal)
    assert (done.returncode, done.stderr, done.stdout) == (130, "arena: interrupted\n", "")


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT")
def test_a_real_ctrl_c(capsys) -> None:
    """SIGINT to a running arena process: it stops after its last whole game and reports
    exactly those games, the same report as a run of that many games that was not stopped
    (a game cut short must leave no trace: no hand, point or decision of it is counted)."""
    import signal
    import time

    proc = subprocess.Popen([sys.executable, "-m", "dominoes_qt.arena", "--game", "draw",
                             "--hands", "100000000", "--seed", "1", "--json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_ctrl_c_as_in_a_terminal)
    try:
        time.sleep(2.0)     # start-up takes well under a second; then hundreds of games/s
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and err.strip() == "arena: interrupted"
    summary = json.loads(out)
    games = summary["games"]
    assert summary["interrupted"] is True and summary["count"] == 100000000
    assert 0 < games < 100000000, "the signal came before the first game ended (slow start?)"
    whole = run_json(capsys, "--game", "draw", "--hands", str(games), "--seed", "1")
    assert "interrupted" not in whole
    assert {k: summary[k] for k in REPEATABLE} == {k: whole[k] for k in REPEATABLE}
    assert {level: d["count"] for level, d in summary["decision_time"].items()} == \
        {level: d["count"] for level, d in whole["decision_time"].items()}


def test_every_player_is_told_who_sits_where(capsys, monkeypatch) -> None:
    """hard keeps its partnership convention only with partners of its own level, so the
    arena tells every player the level of every seat."""
    told: list[tuple[int, tuple[str, ...]]] = []
    monkeypatch.setattr(arena, "introduce", lambda player, seat, levels:
                        told.append((seat, tuple(levels))))
    run_json(capsys, "--game", "partnership", "--seats", "greedy,random,greedy,easy",
             "--hands", "2", "--seed", "1")
    assert told[:4] == [(s, ("greedy", "random", "greedy", "easy")) for s in range(4)]
