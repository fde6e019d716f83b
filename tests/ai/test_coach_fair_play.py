"""Fair play of the coach: the analysis of a move during a hand uses only the mover's view.

As ``test_fair_play.py`` does for the computer players: deals the public record cannot tell
apart from the real one (tiles the seat never saw swapped among the other hands, the boneyard
and the sleeping tiles, kept only if the engine accepts the whole history on them) must give
the same fair values, the same grades, and the same review of a game in progress for the
reviewing seat.
"""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.coach import CoachBudget, fair_values, review_move, review_record
from dominoes_qt.rules import Kind, configure
from dominoes_qt.rules.tiles import tiles_of
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord

from .test_fair_play import mid_hand, replay, swapped, unseen_worlds

GAMES = [("partnership", 4), ("block", 2), ("draw", 3), ("all-fives", 2), ("muggins", 3),
         ("five-up", 2), ("bergen", 2), ("all-sevens", 2)]
BUDGET = CoachBudget(worlds=4, scoring_worlds=4, most_worlds=4)


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_hidden_tiles_never_change_the_analysis_of_a_move(game_id: str, players: int) -> None:
    settings = configure(game_id, players)
    rng = random.Random(players * 17 + len(game_id))
    worlds = 0
    for seed in range(30):
        position = mid_hand(settings, seed, rng)
        if position is None:
            continue
        match, hand = position
        seat = hand.turn
        view = hand.view(seat)
        plays = [a for a in view.legal if a.kind is Kind.PLAY]
        if len(plays) < 2:
            continue
        expected = fair_values(view, 3, BUDGET)
        move = review_move(hand, plays[-1], seed=3, budget=BUDGET)
        for state in unseen_worlds(settings, match, hand, rng, 10):
            assert fair_values(state.view(seat), 3, BUDGET) == expected
            assert review_move(state, plays[-1], seed=3, budget=BUDGET) == move
            worlds += 1
    assert worlds >= 5, f"only {worlds} indistinguishable worlds found"


@pytest.mark.parametrize(("game_id", "players"), [("partnership", 4), ("all-fives", 2)])
def test_the_review_of_a_game_in_progress_shows_only_what_its_seat_saw(
        game_id: str, players: int) -> None:
    setup = GameSetup.default(game_id, players, seed=41)
    rng = random.Random(5)
    checked = 0
    for trial in range(20):
        if checked >= 4:
            break
        record = GameRecord(setup)
        for _ in range(6 + trial % 6):
            hand = record.match.hand
            if hand.result is not None:
                break
            record.apply(rng.choice(hand.legal_actions()))
        hand = record.match.hand
        if hand.result is not None:
            continue
        seat = trial % players
        review = review_record(record, seat=seat, budget=BUDGET)
        assert all(m.seat == seat for m in review.moves)
        assert all(v.open is None for m in review.moves for v in m.values)
        assert not review.hands[-1].finished
        hidden = list(tiles_of(hand.view(seat).unseen_mask))
        deal = record.match.deals[0]
        for _ in range(6):
            other_deal = swapped(deal, hidden, rng, rng.randrange(1, 4))
            state = replay(setup.settings(), other_deal, list(hand.history), hand.leader)
            if state is None or (state.hands == hand.hands and state.boneyard == hand.boneyard):
                continue
            other = GameRecord(setup, [other_deal])
            for _seat, action in hand.history:
                other.apply(action)
            assert review_record(other, seat=seat, budget=BUDGET) == review
            checked += 1
    assert checked >= 3, f"only {checked} indistinguishable games found"
