"""tools/inference_hits.py: its measure finds the real hands whole, its exact model agrees
with the level on the hands the level really held, and every share is a share."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from dominoes_qt.ai import make_player
from dominoes_qt.rules import HandState, Kind, configure, deal

TOOL = Path(__file__).resolve().parents[2] / "tools" / "inference_hits.py"


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("inference_hits_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    sys.modules["inference_hits_tool"] = module
    spec.loader.exec_module(module)
    yield module
    sys.modules.pop("inference_hits_tool", None)


def test_the_exact_model_agrees_with_the_level_on_its_real_hand(tool) -> None:
    """Rebuilt with the hand it really held, every play of ``medium`` is one it would make;
    with a hand that held a better-scoring tile instead, some are not."""
    agreed = differed = 0
    for seed in range(12):
        settings = configure("muggins", 2)
        hand = HandState(settings, deal(settings, random.Random(seed)))
        bots = [make_player("medium", seed * 10 + i) for i in range(2)]
        judge = make_player("medium", 0)
        while hand.result is None:
            view = hand.view(hand.turn)
            action = bots[hand.turn].choose(view)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if action.kind is Kind.PLAY and action.socket >= 0 and len(plays) > 1:
                held = hand.hands[hand.turn]
                assert tool.would_choose(judge, view, held, action)
                agreed += 1
                others = [a.tile.id for a in plays if a.tile.id != action.tile.id]
                if others:
                    alone = (1 << action.tile.id) | (1 << others[0])
                    differed += not tool.would_choose(judge, view, alone, action)
            hand.apply(action)
    assert agreed > 30 and differed > 0


def test_the_shares_and_the_truth(tool, capsys) -> None:
    assert tool.main(["--hands", "4", "--worlds", "5"]) == 0
    out = capsys.readouterr().out
    shares = {line.split()[0]: float(line.split()[1]) for line in out.splitlines()[1:]}
    assert set(shares) == set(tool.SAMPLERS)
    assert shares["truth"] == 1.0
    assert all(0.0 <= s < 0.8 for name, s in shares.items() if name != "truth")
