"""The coach's fast greedy play-out at the train games plays exactly the moves of the greedy
rule chosen from ``legal_actions()``, whatever the game, options and point of the round."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.ai.train_playout import final_scores, greedy_action, play_out
from dominoes_qt.rules import Kind, Match, configure
from dominoes_qt.rules.games.trains import MexicanTrainRound, TrainRound

CASES = [
    ("mexican-train", 4, 12, {}),
    ("mexican-train", 2, 9, {"double_blank": "50"}),
    ("mexican-train", 3, 9, {"first_turn_run": True, "must_satisfy_to_go_out": True}),
    ("mexican-train", 5, 12, {"satisfy": "free"}),
    ("chicken-foot", 4, 9, {}),
    ("chicken-foot", 3, 12, {"must_satisfy_to_go_out": True}),
]


def reference(state: TrainRound) -> None:
    """The greedy rule as the coach played it before: chosen from the legal actions."""
    while state.result is None:
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind is Kind.PLAY and a.tile is not None]
        if plays:
            state.apply(max(plays, key=lambda a: (a.tile.is_double, a.tile.pips)))  # type: ignore[union-attr]
        else:
            state.apply(next((a for a in legal if a.kind is Kind.DRAW), legal[0]))


def a_round_in_play(case: int, seed: int, moves: int) -> TrainRound:
    game, players, set_n, options = CASES[case]
    settings_ = configure(game, players, set_n, options)
    hand = Match(settings_, seed=seed).hand
    assert isinstance(hand, TrainRound)
    rng = random.Random(seed)
    for _ in range(moves):
        if hand.result is not None:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


@settings(max_examples=60, deadline=None)
@given(case=st.integers(0, len(CASES) - 1), seed=st.integers(0, 10_000),
       moves=st.integers(0, 60))
def test_the_fast_play_out_plays_the_greedy_rule_exactly(case: int, seed: int, moves: int) -> None:
    start = a_round_in_play(case, seed, moves)
    fast, slow = start.copy(), start.copy()
    play_out(fast)
    reference(slow)
    assert fast.history == slow.history
    assert fast.scores == slow.scores
    assert fast.result == slow.result


@settings(max_examples=150, deadline=None)
@given(case=st.integers(0, len(CASES) - 1), seed=st.integers(0, 10_000),
       moves=st.integers(0, 80))
def test_the_final_scores_are_the_greedy_play_outs(case: int, seed: int, moves: int) -> None:
    """Mexican Train's rounds are played out on plain numbers (the state left as it is), the
    other games through the rules: the scores are the greedy rule's either way."""
    start = a_round_in_play(case, seed, moves)
    before = start.copy()
    slow = start.copy()
    reference(slow)
    assert final_scores(start) == slow.scores
    if isinstance(start, MexicanTrainRound) and before.result is None:
        assert start.history == before.history and start.hands == before.hands


def test_each_greedy_action_is_legal_and_the_heaviest_double_first() -> None:
    hand = a_round_in_play(0, 7, 0)
    seen_double = False
    while hand.result is None:
        action = greedy_action(hand)
        legal = hand.legal_actions()
        assert action in legal
        plays = [a for a in legal if a.kind is Kind.PLAY and a.tile is not None]
        if plays:
            best = max((a.tile.is_double, a.tile.pips) for a in plays)  # type: ignore[union-attr]
            assert action.tile is not None
            assert (action.tile.is_double, action.tile.pips) == best
            seen_double |= action.tile.is_double
        hand.apply(action)
    assert seen_double
