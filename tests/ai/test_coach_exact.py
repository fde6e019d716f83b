"""Every world the mover could face (ai/coach_exact.py): each deal with the chance the sampler
gives it, so a position with few deals gets exact fair values, the same whatever the seed,
and the sampled worlds converge to them (issue 36)."""

from __future__ import annotations

import math
import random
from collections import Counter

import pytest

from dominoes_qt.ai import coach
from dominoes_qt.ai.coach import CoachBudget, decisions, exact_worlds, review_move, world_values
from dominoes_qt.ai.coach_choices import one_per_choice
from dominoes_qt.ai.coach_exact import deal_bound, deals, slot_odds
from dominoes_qt.ai.hard import DEFAULT_BUDGET
from dominoes_qt.ai.sampling import sample_hands
from dominoes_qt.rules import HandState, Kind, configure, deal
from dominoes_qt.rules.actions import Action

TRUST, FIRM = DEFAULT_BUDGET.soft_trust, DEFAULT_BUDGET.firm_trust


def few_deals(game: str, players: int, seed: int, most: int = 400
              ) -> tuple[HandState, Action, int]:
    """A position of a hand played at random where the mover has a choice and could be
    facing between 10 and ``most`` deals, with a move to grade and how many deals."""
    s = configure(game, players)
    for attempt in range(200):
        rng = random.Random(seed * 1000 + attempt)
        hand = HandState(s, deal(s, rng))
        while hand.result is None:
            cands = one_per_choice(hand, decisions(hand.legal_actions()),
                                   hand.legal_actions()[0])
            if len(cands) > 1 and all(a.kind is Kind.PLAY for a in cands):
                found = exact_worlds(hand.view(hand.turn), most)
                if found is not None and len(found[0]) >= 10:
                    return hand, rng.choice(cands), len(found[0])
            hand.apply(rng.choice(hand.legal_actions()))
    raise AssertionError("no position with few deals")


def test_a_slot_picks_as_the_sampler_does() -> None:
    # tile 0 firmly hinted against (always avoided), tile 1 softly (avoided 85% of the time)
    odds = slot_odds(0b1111, 0b0001, 0b0010, 0.85, 1.0)
    assert odds.get(0, 0.0) == 0.0
    assert odds[1] == pytest.approx(0.15 / 3)
    assert odds[2] == odds[3] == pytest.approx(0.85 / 2 + 0.15 / 3)
    assert sum(odds.values()) == pytest.approx(1.0)
    assert slot_odds(0b0110, 0b0110, 0, 0.85, 1.0) == {1: 0.5, 2: 0.5}  # no other choice


@pytest.mark.parametrize(("game", "players", "seed"), [("partnership", 4, 1), ("block", 4, 2),
                                                       ("block", 2, 3)])
def test_the_deals_have_the_samplers_chances(game: str, players: int, seed: int) -> None:
    hand, _action, _n = few_deals(game, players, seed)
    know = coach._knowledge(hand.view(hand.turn))
    found = deals(know, 400, TRUST, FIRM)
    assert found is not None
    assert sum(c for _h, c in found) == pytest.approx(1.0)
    assert len(found) <= deal_bound(know)
    assert deals(know, len(found) - 1, TRUST, FIRM) is None        # more than asked for
    rng = random.Random(7)
    n = 20_000
    seen = Counter(tuple(sample_hands(know, rng, TRUST, FIRM)[0]) for _ in range(n))
    chances = {tuple(h): c for h, c in found}
    assert set(seen) <= set(chances)                 # the sampler deals nothing else
    for hands, chance in chances.items():
        assert abs(seen[hands] / n - chance) <= 4 * math.sqrt(chance * (1 - chance) / n) + 1e-3


def test_a_position_with_few_deals_is_graded_exactly_whatever_the_seed() -> None:
    hand, action, count = few_deals("partnership", 4, 4)
    budget = CoachBudget(worlds=count)       # the least worlds cover every deal: exact at once
    reviews = [review_move(hand, action, seed=seed, budget=budget) for seed in (0, 1, 2)]
    first = reviews[0]
    assert first.worlds == count
    assert first.low == first.high == first.loss
    for other in reviews[1:]:
        assert other.values == first.values and other.grade == first.grade
    # without the enumeration the seeds give different values
    sampled = [review_move(hand, action, seed=seed,
                           budget=CoachBudget(worlds=count, enumerate=False))
               for seed in (0, 1)]
    assert sampled[0].values != sampled[1].values


def test_the_exact_values_are_the_mean_of_every_deal_by_its_chance() -> None:
    hand, _action, count = few_deals("block", 4, 5)
    view = hand.view(hand.turn)
    cands = one_per_choice(hand, decisions(hand.legal_actions()), hand.legal_actions()[0])
    found = exact_worlds(view, count)
    assert found is not None
    worlds, chances = found
    exact = review_move(hand, cands[0], budget=CoachBudget(worlds=count))
    # by hand: each deal solved on its own, weighted by its chance
    by_hand = [0.0] * len(cands)
    for world, chance in zip(worlds, chances, strict=True):
        row = next(world_values(view, cands, budget=CoachBudget(), worlds=[world]))
        for i, v in enumerate(row):
            assert v is not None
            by_hand[i] += chance * v
    assert [v.fair for v in exact.values] == pytest.approx(by_hand)
    # and many sampled worlds converge to them
    rows = world_values(view, cands, seed=3)
    sampled = [next(rows) for _ in range(4000)]
    for i, target in enumerate(by_hand):
        col = [v for r in sampled if (v := r[i]) is not None]
        assert len(col) == len(sampled)
        mean = sum(col) / len(col)
        spread = math.sqrt(sum((v - mean) ** 2 for v in col) / len(col))
        assert abs(mean - target) <= 4 * spread / math.sqrt(len(col)) + 1e-9
