"""tools/regret.py's table by phase of the hand (the screen used for the issue-14 experiments)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

TOOL = Path(__file__).resolve().parents[2] / "tools" / "regret.py"


@pytest.fixture(scope="module")
def regret():
    spec = importlib.util.spec_from_file_location("regret_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_positions_are_grouped_by_move_with_paired_differences(regret) -> None:
    rows = [(1, [2.0, 1.0], [0.0, 0.0]), (3, [4.0, 1.0], [0.0, 0.0]),
            (8, [1.0, 3.0], [0.0, 0.0]), (9, [1.0, 5.0], [0.0, 0.0]),
            (20, [0.0, 0.0], [0.0, 0.0])]
    lines = regret.by_move(rows, ["A", "B"]).splitlines()
    assert len(lines) == 3                      # no position in moves 4-7 or 12-15
    assert lines[0].startswith("moves  1- 3 (   2 positions): A 3.00  B 1.00 (-2.00 ± 1.00)")
    assert lines[1].startswith("moves  8-11 (   2 positions): A 1.00  B 4.00 (+3.00 ± 1.00)")
    assert "moves 16-99 (   1 positions)" in lines[2]


def test_max_move_judges_only_the_opening(regret, monkeypatch) -> None:
    from dominoes_qt.rules import all_games

    all_games()
    monkeypatch.setattr(regret, "VARIANTS", ["medium", "greedy"])
    monkeypatch.setattr(regret, "MAX_MOVE", 3)
    rows = [r for i in range(6) for r in regret.positions_of(("medium", "greedy", 1, i))]
    assert rows and all(move <= 3 for move, _regrets, _times in rows)
    assert all(len(regrets) == 2 and min(regrets) >= 0 for _m, regrets, _t in rows)
