"""tools/coach_stability.py's options for trying a change away from the figures' deals: a
budget changed by name, other deal seeds and a dump of every decision's range per seed."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from dominoes_qt.ai.coach import DEFAULT_COACH_BUDGET, budget_with

TOOL = Path(__file__).resolve().parents[2] / "tools" / "coach_stability.py"


def load(monkeypatch):
    spec = importlib.util.spec_from_file_location("coach_stability_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "coach_stability_tool", module)
    spec.loader.exec_module(module)
    return module


def test_a_budget_is_changed_by_name_and_a_bad_change_says_why() -> None:
    budget = budget_with(["most_worlds=640", "enumerate=false", "confidence=2.5"])
    assert (budget.most_worlds, budget.enumerate, budget.confidence) == (640, False, 2.5)
    assert budget.worlds == DEFAULT_COACH_BUDGET.worlds
    with pytest.raises(ValueError, match="no budget field 'most'"):
        budget_with(["most=3"])
    with pytest.raises(ValueError, match="most_worlds takes a whole number, not 'many'"):
        budget_with(["most_worlds=many"])


def test_the_dump_holds_every_decision_of_other_deals_per_seed(monkeypatch, tmp_path) -> None:
    tool = load(monkeypatch)
    dump = tmp_path / "dump.json"
    out = tmp_path / "out.json"
    assert tool.main(["--game", "block", "--hands", "1", "--first-deal", "7", "--seeds", "0",
                      "1", "--budget", "most_worlds=32", "--dump", str(dump),
                      "--out", str(out)]) == 0
    rows = json.loads(dump.read_text())
    row = json.loads(out.read_text())["rows"][0]
    assert {r["deal"] for r in rows} == {7} and {r["seed"] for r in rows} == {0, 1}
    assert len(rows) == 2 * row["decisions"]
    fair = [r for r in rows if r["method"] == "fair" and not r["exact"]]
    assert fair and all(r["low"] <= r["loss"] <= r["high"] and r["worlds"] <= 32 * 3
                        for r in fair)
    same = sum(len({r["grade"] for r in rows if r["number"] == n}) == 1
               for n in {r["number"] for r in rows})
    assert row["counts"]["stable"] == same
    # the remark (best, close call) is counted apart: a grade and remark alike is grade alike
    labels = {n: {(r["grade"], r["remark"]) for r in rows if r["number"] == n}
              for n in {r["number"] for r in rows}}
    assert row["counts"]["same_remark"] == sum(len(v) == 1 for v in labels.values())
    assert row["counts"]["same_remark"] <= row["counts"]["stable"]
    assert {r["grade"] for r in rows} <= {"good", "inaccuracy", "blunder"}
    assert all(r["remark"] in (None, "best", "close call") for r in rows)
    assert all(r["remark"] is None for r in rows if r["grade"] != "good")
