"""tools/arena_compare.py and tools/engine_speed.py on a tiny workload, this tree against its own
HEAD: the arena runs come out the same, a changed saved run does not, and the speed report gives
a ratio per game.  No assertion reads a timing."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools"


def run_tool(name: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(TOOLS / name), *argv], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def verdict(out: str, game: str) -> str:
    line = next(line for line in out.splitlines() if line.split()[:1] == [game])
    return line.split(None, 1)[1]


def test_arena_compare_same_then_a_changed_saved_run_differs(tmp_path: Path) -> None:
    saved = tmp_path / "saved"
    tiny = ("--game", "partnership", "--seeds", "1", "--matches", "1", "--jobs", "1")
    first = run_tool("arena_compare.py", "--ref", "HEAD", *tiny, "--save", str(saved))
    assert first.returncode == 0, first.stdout + first.stderr
    assert verdict(first.stdout, "partnership") == "same"
    path = saved / "partnership-seed1.json"
    data = json.loads(path.read_text())
    assert data["records"] and data["records"][0]["hands"][0]["actions"]

    data["summary"]["seconds"] += 1.5            # a timing: not a difference
    data["summary"]["hands_per_second"] = 1.0
    path.write_text(json.dumps(data))
    again = run_tool("arena_compare.py", "--against", str(saved), *tiny)
    assert again.returncode == 0, again.stdout + again.stderr
    assert verdict(again.stdout, "partnership") == "same"

    actions = data["records"][0]["hands"][0]["actions"]
    actions[1], actions[2] = actions[2], actions[1]   # a move played in another order
    path.write_text(json.dumps(data))
    changed = run_tool("arena_compare.py", "--against", str(saved), *tiny)
    assert changed.returncode == 1
    line = verdict(changed.stdout, "partnership")
    assert line.startswith("DIFFERENT") and ".records[0].hands[0].actions[1]" in line


def test_arena_compare_notices_a_changed_summary(tmp_path: Path) -> None:
    tiny = ("--game", "bingo", "--seeds", "3", "--deals", "1", "--jobs", "1")
    assert run_tool("arena_compare.py", "--ref", "HEAD", *tiny, "--save", str(tmp_path)
                    ).returncode == 0
    path = tmp_path / "bingo-seed3.json"
    data = json.loads(path.read_text())
    data["summary"]["tiles_left_mean"] += 1
    path.write_text(json.dumps(data))
    changed = run_tool("arena_compare.py", "--against", str(tmp_path), *tiny)
    assert changed.returncode == 1
    assert ".summary.tiles_left_mean" in verdict(changed.stdout, "bingo")


def test_engine_speed_reports_a_ratio_per_game(tmp_path: Path) -> None:
    out = tmp_path / "speed.json"
    run = run_tool("engine_speed.py", "--ref", "HEAD", "--game", "partnership", "bingo",
                   "--rounds", "1", "--seconds", "0.05", "--tolerance", "0.99",
                   "--json", str(out))
    assert run.returncode == 0, run.stdout + run.stderr
    for game in ("partnership", "bingo"):
        assert re.fullmatch(r"\d+\s+\d+\s+\d+\.\d{3}", verdict(run.stdout, game))
    rows = json.loads(out.read_text())["games"]
    assert [r["game"] for r in rows] == ["partnership", "bingo"]
    assert all(r["old"] > 0 and r["new"] > 0 and r["ratio"] > 0 for r in rows)


def test_the_tools_refuse_an_unknown_reference() -> None:
    for tool in ("arena_compare.py", "engine_speed.py"):
        run = run_tool(tool, "--ref", "no-such-ref-anywhere", "--game", "draw")
        assert run.returncode == 2
        assert "no-such-ref-anywhere" in run.stderr


def test_arena_compare_says_a_game_the_reference_lacks_is_new() -> None:
    """a4f6281 had no train games: nothing to compare them with, which is no difference."""
    out = run_tool("arena_compare.py", "--ref", "a4f6281", "--game", "mexican-train",
                   "--seeds", "1", "--jobs", "1")
    assert out.returncode == 0, out.stdout + out.stderr
    assert verdict(out.stdout, "mexican-train") == "new: a4f6281 has no such game"
    assert "0 of 0 games the same (1 new since a4f6281)" in out.stdout


def test_engine_speed_against_abw333_reports_every_engine(tmp_path: Path) -> None:
    """--against abw333 with a stand-in ``dominoes`` package (the real one is not a test
    dependency): one table row per game, a ratio to abw333 for partnership only, and exit
    status 1 below the targets asked for (here impossible ones)."""
    fake = tmp_path / "fake"
    (fake / "dominoes").mkdir(parents=True)
    (fake / "dominoes" / "__init__.py").write_text(
        "import random\n"
        "class Game:\n"
        "    def __init__(self):\n"
        "        self.result, self.valid_moves, self.left = None, ((1, True),), 7\n"
        "    @classmethod\n"
        "    def new(cls):\n"
        "        return cls()\n"
        "    def make_move(self, d, left):\n"
        "        self.left -= 1\n"
        "        if not self.left:\n"
        "            self.result = 1\n")
    wrapper = tmp_path / "abw-python"
    wrapper.write_text(f"#!/bin/sh\nPYTHONPATH={fake} exec {sys.executable} \"$@\"\n")
    wrapper.chmod(0o755)
    out = run_tool("engine_speed.py", "--against", "abw333", "--abw333-python", str(wrapper),
                   "--game", "partnership", "draw", "--rounds", "1", "--seconds", "0.05",
                   "--pure-target", "1e9")
    assert out.returncode == 1, out.stdout + out.stderr
    rows = {line.split()[0]: line.split() for line in out.stdout.splitlines()[2:]}
    assert set(rows) == {"partnership", "draw"}
    assert rows["partnership"][4] != "-" and rows["draw"][4] == "-"   # abw333: partnership only
    assert "pure" in out.stderr and "< 1000000000" in out.stderr


def test_engine_speed_against_abw333_says_how_to_get_it(tmp_path: Path) -> None:
    out = run_tool("engine_speed.py", "--against", "abw333", "--abw333-python", sys.executable,
                   "--compiled", str(tmp_path))
    assert out.returncode == 2
    assert "no dominoes_qt package" in out.stderr
