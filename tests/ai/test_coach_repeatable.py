"""In the game the coach's analysis seed is fixed, and its worlds come from a generator keyed by
the position (``levels.decision_rng``): the grade a player is told for a move during the hand is
the grade the review shows afterwards, and reviewing the same game again changes nothing.
Sampling noise shows only between analyses with different seeds (tools/coach_stability.py)."""

from __future__ import annotations

import dataclasses

import pytest

from dominoes_qt.ai import make_player
from dominoes_qt.ai.coach import DEFAULT_COACH_BUDGET, FAIR, positions, review_move, review_record
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord

#: small enough for a test, large enough that grades are settled by more worlds than the least
BUDGET = dataclasses.replace(DEFAULT_COACH_BUDGET, most_worlds=64, train_factor=1,
                             cheap_factor=1, quick_factor=1, scoring_factor=1)


def one_hand(game: str, seed: int) -> GameRecord:
    record = GameRecord(GameSetup.default(game, 4, seed=seed))
    bots = [make_player(level, seed * 10 + i)
            for i, level in enumerate(("medium", "greedy", "random", "medium"))]
    hand = record.match.hand
    while hand.result is None:
        record.apply(bots[hand.turn].choose(hand.view(hand.turn)))  # type: ignore[attr-defined]
        hand = record.match.hand
    return record


@pytest.mark.parametrize("game", ["partnership", "all-fives", "mexican-train"])
def test_the_live_grade_is_the_reviews_and_a_second_review_the_same(game: str) -> None:
    record = one_hand(game, 3)
    review = review_record(record, budget=BUDGET)
    graded = {(m.hand, m.number): m for m in review.moves if m.method == FAIR}
    assert len(graded) >= 5
    live = {}
    for pos in positions(record):
        key = (pos.hand, len(pos.state.history))
        if key in graded:
            live[key] = review_move(pos.state, pos.action, hand=pos.hand, budget=BUDGET)
    assert live.keys() == graded.keys()
    for key, m in graded.items():
        told = live[key]
        assert (told.grade, told.loss, told.low, told.high, told.worlds) == (
            m.grade, m.loss, m.low, m.high, m.worlds), key
    again = review_record(record, budget=BUDGET)
    assert [(m.grade, m.loss) for m in again.moves] == [(m.grade, m.loss) for m in review.moves]
