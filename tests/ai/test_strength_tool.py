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
