"""The model of people's plays in games scored during the hand (ai/opponent_model.py) and
hard's choice of worlds by it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

from dominoes_qt.ai import hard
from dominoes_qt.ai.opponent_model import seen_plays, weighted_pick, world_weight
from dominoes_qt.rules import HandState, Kind, configure, deal
from dominoes_qt.rules.view import PlayerView

EVERYONE_BUT = {0: frozenset({1}), 1: frozenset({0})}


def muggins_hands(seed: int, moves: int) -> tuple[HandState, list[list[int]]]:
    """A 2-player Muggins hand after ``moves`` random moves, and each seat's hand (a mask)
    before every move."""
    settings = configure("muggins", 2)
    rng = random.Random(seed)
    hand = HandState(settings, deal(settings, rng))
    before = []
    for _ in range(moves):
        if hand.result is not None:
            break
        before.append(list(hand.hands))
        hand.apply(rng.choice(hand.legal_actions()))
    return hand, before


def views(seeds: range, moves: int) -> Iterator[tuple[HandState, list[list[int]], PlayerView]]:
    """Each seed's Muggins hand still going after ``moves`` random moves, the hands before
    every move, and the view of the seat to play."""
    for seed in seeds:
        hand, before = muggins_hands(seed, moves)
        if hand.result is None:
            yield hand, before, hand.view(hand.turn)


def masks(hand: HandState) -> list[int]:
    return list(hand.hands)


def test_a_seen_play_rebuilds_the_hand_it_was_made_from() -> None:
    """The world's hand now plus the tiles played since is the seat's hand at the play, for
    every play after the seat's last draw; the play's own tile is among its options."""
    seen = 0
    for hand, before, view in views(range(30), 14):
        me = view.seat
        plays = seen_plays(view, 0.5, 0.4, EVERYONE_BUT[me], 20)
        moves = [i for i, (seat, act) in enumerate(view.history)
                 if seat != me and act.kind is Kind.PLAY and act.socket >= 0]
        drew = max((i for i, (seat, act) in enumerate(view.history)
                    if seat != me and act.kind is Kind.DRAW), default=-1)
        moves = [i for i in moves if i > drew]
        assert len(plays) == len(moves)
        now = masks(hand)
        for move, play in zip(moves, plays, strict=True):
            tile = view.history[move][1].tile
            assert tile is not None
            assert now[play.seat] | play.since == before[move][play.seat]
            assert tile.id in dict(play.options)
            seen += 1
        assert 0.0 < world_weight(plays, now) <= 1.0
    assert seen > 30


def test_a_world_that_held_a_better_score_weighs_less() -> None:
    """Where the opponent scored less than a tile could have, a world giving it that tile
    explains the play worse than one in which it lacked it."""
    compared = 0
    for hand, _before, view in views(range(60), 12):
        me = view.seat
        plays = seen_plays(view, 0.5, 0.0, EVERYONE_BUT[me], 1)
        if not plays:
            continue
        (play,) = plays
        options = dict(play.options)
        better = [t for t, worth in options.items() if worth > play.chosen * 1.5]
        now = masks(hand)
        unseen_to_me = ~now[me] & ~play.since
        better = [t for t in better if unseen_to_me >> t & 1 and not now[play.seat] >> t & 1]
        if not better:
            continue
        richer = list(now)
        richer[play.seat] |= 1 << better[0]
        assert world_weight(plays, richer) < world_weight(plays, now)
        compared += 1
    assert compared >= 5


def test_without_beta_the_model_sees_nothing() -> None:
    hand, _ = muggins_hands(4, 10)
    view = hand.view(hand.turn)
    assert seen_plays(view, 0.0, 0.4, EVERYONE_BUT[hand.turn], 6) == ()
    assert world_weight((), masks(hand)) == 1.0


def test_hard_chooses_its_worlds_by_the_model_only_when_asked(monkeypatch) -> None:
    """With ``model_beta`` set, hard resamples its worlds in Muggins; off (the default), and
    in a game without scores during the hand, it never does."""
    calls: list[int] = []
    real = hard.HardPlayer._resample

    def spy(self, know, rng, seen, hands, bone):
        calls.append(len(seen))
        return real(self, know, rng, seen, hands, bone)

    monkeypatch.setattr(hard.HardPlayer, "_resample", spy)
    for game, beta, expect in (("muggins", 0.0, False), ("muggins", 0.5, True),
                               ("draw", 0.5, False)):
        calls.clear()
        budget = replace(hard.DEFAULT_BUDGET, model_beta=beta, worlds=8, min_worlds=8,
                         scoring_worlds=8, time_limit=60.0, wall_limit=600.0)
        for seed in range(12):
            settings = configure(game, 2)
            rng = random.Random(seed)
            hand = HandState(settings, deal(settings, rng))
            while hand.result is None and (len(hand.history) < 7 or sum(
                    1 for a in hand.legal_actions() if a.kind is Kind.PLAY) < 2):
                hand.apply(rng.choice(hand.legal_actions()))
            if hand.result is None:
                hard.HardPlayer(seed, budget).choose(hand.view(hand.turn))
        assert bool(calls) is expect, (game, beta)
        assert all(n > 0 for n in calls)


def test_a_world_is_picked_with_the_chance_of_its_weight() -> None:
    items = ["a", "b", "c"]
    weights = [1.0, 0.0, 3.0]
    rng = random.Random(5)
    picks = [weighted_pick(items, weights, rng.random()) for _ in range(4000)]
    assert picks.count("b") == 0
    assert 0.22 < picks.count("a") / 4000 < 0.28
    assert weighted_pick(items, [0.0, 0.0, 0.0], 0.7) == "a"     # nothing explained: the first
    assert weighted_pick(items, weights, 0.2499) == "a"
    assert weighted_pick(items, weights, 0.2501) == "c"
