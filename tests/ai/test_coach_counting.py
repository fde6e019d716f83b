"""The coach counts right: a loss of exactly a threshold gets that threshold's grade, and two
moves that differ only in an equivalent end are one choice (issue 36)."""

from __future__ import annotations

import random

from dominoes_qt.ai.coach import BEST, FORCED, GOOD, INACCURACY, CoachBudget, grade, review_move
from dominoes_qt.rules import HandState, Kind, configure, deal
from dominoes_qt.rules.tiles import TILES, tiles_of

SMALL = CoachBudget(worlds=6, scoring_worlds=6, most_worlds=6)


def test_a_loss_of_exactly_three_is_good() -> None:
    s = configure("partnership", 4)
    loss = -173 / 48 - (-317 / 48)          # 3.0000000000000004 in floating point
    assert loss > 3.0
    assert grade(loss, s) == GOOD
    assert grade(3.04, s) == GOOD           # shown as 3.0: graded as shown
    assert grade(3.06, s) == INACCURACY     # shown as 3.1


def _after_double_six_with_one_six() -> HandState:
    """A Partnership hand just after the 6-6 lead where the next seat holds one six: 0-6."""
    s = configure("partnership", 4)
    for seed in range(5000):
        hand = HandState(s, deal(s, random.Random(seed)))
        lead = hand.legal_actions()
        if len(lead) != 1 or str(lead[0].tile) != "6-6":
            continue
        hand.apply(lead[0])
        sixes = [TILES[t] for t in tiles_of(hand.hands[hand.turn]) if 6 in (TILES[t].low, TILES[t].high)]
        if len(sixes) == 1 and str(sixes[0]) == "0-6":
            return hand
    raise AssertionError("no such deal")


def test_both_ends_of_a_double_lead_are_one_choice() -> None:
    hand = _after_double_six_with_one_six()
    plays = [a for a in hand.legal_actions() if a.kind is Kind.PLAY]
    assert len(plays) == 2 and plays[0].socket != plays[1].socket
    for played in plays:
        review = review_move(hand, played, budget=SMALL)
        assert review.method == FORCED and review.grade == BEST
        assert not review.is_decision
        assert [v.action for v in review.values] == [played]
