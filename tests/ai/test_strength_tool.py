"""tools/strength.py seats its players as a game window would: each is told who sits where."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "strength.py"


def test_every_player_of_a_measured_match_is_told_the_table(monkeypatch) -> None:
    spec = importlib.util.spec_from_file_location("strength_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "strength_tool", module)
    spec.loader.exec_module(module)
    told: list[tuple[int, tuple[str, ...]]] = []
    monkeypatch.setattr(module, "introduce",
                        lambda player, seat, levels: told.append((seat, tuple(levels))))
    module.play_match(("partnership", 4, "greedy", "random", 5, 1, True))
    table = ("random", "greedy", "random", "greedy")   # odd index: the first level in seats 1, 3
    assert told == [(seat, table) for seat in range(4)]


def test_a_run_in_parts_plays_the_matches_of_one_run(monkeypatch) -> None:
    """--first: two parts play exactly the matches (index and seed) one longer run plays, and
    --all-times keeps every decision's time for merging them."""
    spec = importlib.util.spec_from_file_location("strength_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "strength_tool", module)
    spec.loader.exec_module(module)
    played: list[tuple] = []

    def fake(task):
        played.append(task)
        return module.MatchResult(task[5] % 3 == 0, 1, {task[2]: [0.001 * task[5]], task[3]: []})

    monkeypatch.setattr(module, "play_match", fake)
    whole = module.run_pair("draw", 2, "a", "b", 6, 9, 1)
    parts = [module.run_pair("draw", 2, "a", "b", 2, 9, 1, first=0, keep_times=True),
             module.run_pair("draw", 2, "a", "b", 4, 9, 1, first=2, keep_times=True)]
    assert played[:6] == played[6:]
    assert sum(p["first_wins"] for p in parts) == whole["first_wins"] == 2
    times = sorted(t for p in parts for t in p["timing"]["a"]["all_ms"])
    assert times == [0.0, 1.0, 2.0, 3.0, 4.0, 5.0]
    assert "all_ms" not in whole["timing"]["a"]
