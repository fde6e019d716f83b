"""tools/ceiling.py, the peeking levels that bound what inference could gain (issue 14)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from dominoes_qt.ai.hard import gains_utility, match_bonus
from dominoes_qt.ai.inference import infer
from dominoes_qt.ai.solver import LineSolver, line_rules
from dominoes_qt.rules import Kind, Match, configure
from dominoes_qt.rules.hand import HandState

TOOL = Path(__file__).resolve().parents[2] / "tools" / "ceiling.py"


@pytest.fixture()
def ceiling(monkeypatch):
    spec = importlib.util.spec_from_file_location("ceiling_tool", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(HandState, "view", module._remembering_view)
    return module


def positions(seed: int):
    rng = random.Random(seed)
    hand = Match(configure("partnership", 4), seed=seed).hand
    while hand.result is None:
        view = hand.view(hand.turn)
        yield hand, view
        hand.apply(rng.choice(view.legal))


def test_the_oracle_plays_an_exactly_best_move(ceiling) -> None:
    checked = 0
    for hand, view in positions(4):
        plays = [a for a in view.legal if a.kind is Kind.PLAY]
        if len(plays) < 2 or not hand.layout.tiles:
            continue
        choice = ceiling.Oracle(1).choose(view)
        s = hand.settings
        me = s.side_of(view.seat)
        solver = LineSolver(line_rules(s), me,
                            gains_utility(s, me, tuple(view.scores), match_bonus(s)))
        values = {a: solver.move_value(hand, a) for a in plays}
        assert values[choice] == max(values.values())
        checked += 1
    assert checked > 3


def test_the_partners_hand_is_revealed_and_nobody_elses(ceiling) -> None:
    for hand, view in positions(2):
        know = infer(view, soft=True)
        ceiling.reveal(know, hand, view)
        partner = (view.seat + 2) % 4
        assert sorted(know.slots[partner]) == sorted(
            1 << t for t in range(28) if hand.hands[partner] >> t & 1)
        for opp in ((view.seat + 1) % 4, (view.seat + 3) % 4):
            assert know.slots[opp] == infer(view, soft=True).slots[opp]


def test_a_peeking_level_refuses_a_view_the_match_did_not_just_make(ceiling) -> None:
    hand = Match(configure("partnership", 4), seed=1).hand
    view = hand.view(hand.turn)
    hand.apply(view.legal[0])
    with pytest.raises(RuntimeError, match="outside a match"):
        ceiling.current_state(view)


def test_see_hands_reveals_every_other_hand_exactly_and_not_its_own(ceiling) -> None:
    rng = random.Random(3)
    hand = Match(configure("muggins", 2), seed=3).hand
    checked = 0
    while hand.result is None:
        view = hand.view(hand.turn)
        know = infer(view, soft=True)
        ceiling.reveal(know, hand, view, partners_only=False)
        other = 1 - view.seat
        assert sorted(know.slots[other]) == sorted(
            1 << t for t in range(28) if hand.hands[other] >> t & 1)
        assert know.slots[view.seat] == infer(view, soft=True).slots[view.seat]
        checked += 1
        hand.apply(rng.choice(view.legal))
    assert checked > 3
    assert ceiling.SeeHands.partners_only is False and ceiling.SeePartner.partners_only
