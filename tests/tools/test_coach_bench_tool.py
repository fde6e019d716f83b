"""tools/coach_bench.py's budget: ``--worlds`` and ``--scoring-worlds`` are budget changes like
``--budget FIELD=VALUE``, so neither option silently undoes the other.  No timing is read: the
measurement itself is replaced."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from dominoes_qt.ai.coach import DEFAULT_COACH_BUDGET, CoachBudget

TOOL = Path(__file__).resolve().parents[2] / "tools" / "coach_bench.py"


@pytest.fixture()
def budgets(monkeypatch):
    """Run the tool's main with ``measure`` and the core pinning replaced; the budgets it
    measured with."""
    spec = importlib.util.spec_from_file_location("coach_bench_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "coach_bench_tool", module)
    spec.loader.exec_module(module)
    seen: list[CoachBudget] = []

    def measure(game: str, players: int, hands: int, budget: CoachBudget) -> dict:
        seen.append(budget)
        return {"hand_median": 0.0, "hand_p90": 0.0, "hand_max": 0.0, "live_median": 0.0,
                "live_p90": 0.0, "live_max": 0.0, "decisions": 0}

    monkeypatch.setattr(module, "measure", measure)
    monkeypatch.setattr(module, "pin_one_core", lambda: "not pinned")

    def run(*argv: str) -> CoachBudget:
        seen.clear()
        assert module.main(["--game", "block", "--hands", "1", *argv]) == 0
        assert len(seen) == 1
        return seen[0]

    return run


def test_a_budget_change_is_kept_beside_the_worlds_options(budgets) -> None:
    assert budgets() == DEFAULT_COACH_BUDGET
    assert budgets("--budget", "worlds=7").worlds == 7          # not undone by --worlds' default
    both = budgets("--worlds", "5", "--scoring-worlds", "6", "--budget", "most_worlds=9")
    assert (both.worlds, both.scoring_worlds, both.most_worlds) == (5, 6, 9)
    assert budgets("--worlds", "5", "--budget", "worlds=7").worlds == 7


def test_a_bad_budget_change_is_an_argument_error(budgets) -> None:
    with pytest.raises(SystemExit):
        budgets("--budget", "worlds=many")
