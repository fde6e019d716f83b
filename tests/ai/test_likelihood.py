"""World weights from the other seats' plays (ai/likelihood.py) and hard's weighted search."""

from __future__ import annotations

import math
import random
from dataclasses import replace

from dominoes_qt.ai import hard
from dominoes_qt.ai.hard import gains_utility, prune, prune_weighted, weighted_mean
from dominoes_qt.ai.likelihood import past_plays, play_regret, world_weight
from dominoes_qt.ai.solver import LineSolver, line_rules
from dominoes_qt.rules import HandState, Kind, configure, deal


def hand_at(seed: int, moves: int) -> HandState:
    """A Partnership hand after ``moves`` random moves (history kept)."""
    settings = configure("partnership", 4)
    rng = random.Random(seed)
    hand = HandState(settings, deal(settings, rng))
    for _ in range(moves):
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def solver_for(hand: HandState, side: int) -> LineSolver:
    return LineSolver(line_rules(hand.settings), side,
                      gains_utility(hand.settings, side, tuple(hand.scores), 0.0))


def test_a_past_position_is_valued_as_the_state_it_was() -> None:
    """position_values on (hands, ends, turn) gives the same values as values() on the state."""
    checked = 0
    for seed in range(12):
        hand = hand_at(seed, 9)
        if hand.result is not None:
            continue
        solver = solver_for(hand, 0)
        a, b = hand.layout.open.values()
        expect = solver_for(hand, 0).values(hand)
        assert solver.position_values(list(hand.hands), hand.turn, a, b) == expect
        checked += 1
    assert checked >= 8


def test_past_plays_rebuild_the_position_each_play_was_made_in() -> None:
    """The open numbers and the hands (now plus the tiles played since) before each of the
    other seats' plays are those of the real hand at that moment."""
    seen = 0
    for seed in range(10):
        settings = configure("partnership", 4)
        rng = random.Random(seed)
        hand = HandState(settings, deal(settings, rng))
        snapshots = []
        while hand.result is None and len(hand.history) < 14:
            snapshots.append((list(hand.hands), list(hand.layout.open.values())))
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.result is not None:
            continue
        view = hand.view(hand.turn)
        for play in past_plays(view, 7, 20):
            move = next(i for i, (seat, act) in enumerate(view.history)
                        if act.kind is Kind.PLAY and act.tile is not None
                        and act.tile.id == play.tile)
            hands, ends = snapshots[move]
            assert view.history[move][0] == play.seat != view.seat
            assert move >= 7
            assert [play.a, play.b] == ends
            assert [h | s for h, s in zip(hand.hands, play.since, strict=True)] == hands
            seen += 1
    assert seen > 20


def test_a_world_where_a_play_was_a_blunder_weighs_less() -> None:
    """In the real deal, a seat's best play costs it nothing and the world keeps weight 1;
    its worst play (when worse) has a positive regret and the world weighs less."""
    compared = 0
    for seed in range(30):
        hand = hand_at(seed, 8)
        if hand.result is not None:
            continue
        mover = hand.turn
        side = hand.settings.side_of(mover)
        judge = solver_for(hand, 1 - side)         # the seat after: its opponent's side
        plays = [act for act in hand.legal_actions() if act.kind is Kind.PLAY]
        values = {str(act): judge.move_value(hand, act) for act in plays}
        if len(set(values.values())) < 2:
            continue
        # the judge's side is the other one: the mover's best play is the judge's lowest
        best = min(plays, key=lambda act: values[str(act)])
        worst = max(plays, key=lambda act: values[str(act)])
        weights = []
        for act in (best, worst):
            after = hand.copy()
            after.apply(act)
            if after.result is not None:
                break
            seat = after.turn
            view = after.view(seat)
            (play,) = past_plays(view, 8, 1)
            assert play.seat == mover
            solver = solver_for(after, after.settings.side_of(seat))
            regret = play_regret(solver, play, list(after.hands), 10**6)
            expect = abs(values[str(act)] - values[str(best)])
            assert math.isclose(regret, min(expect, 40.0))
            weights.append(world_weight(solver, (play,), list(after.hands), 0.2, 10**6))
        if len(weights) == 2:
            assert weights[0] == 1.0 > weights[1]
            compared += 1
    assert compared >= 5


def test_unit_weights_change_nothing() -> None:
    rng = random.Random(3)
    samples = [[rng.gauss(i * 0.3, 2.0) for _ in range(40)] for i in range(5)]
    ones = [1.0] * 40
    for i in range(5):
        assert math.isclose(weighted_mean(samples[i], ones), sum(samples[i]) / 40)
    assert prune_weighted([0, 1, 2, 3, 4], samples, ones, 2.0) == \
        prune([0, 1, 2, 3, 4], samples, 2.0)


def test_a_world_of_no_weight_does_not_count() -> None:
    assert weighted_mean([10.0, -50.0], [1.0, 0.0]) == 10.0
    lead, other = [5.0] * 8 + [0.0] * 8, [0.0] * 8 + [100.0] * 8
    weights = [1.0] * 8 + [1e-9] * 8
    assert prune([0, 1], [lead, other], 2.0) == [1]
    assert prune_weighted([0, 1], [lead, other], weights, 2.0) == [0]


def test_hard_weighs_its_worlds_only_when_asked(monkeypatch) -> None:
    """With ``likelihood`` set, hard rates its solved worlds past the opening; off (the
    default) it never calls the weighting."""
    calls: list[float] = []
    real = hard.world_weight

    def spy(*args):
        calls.append(real(*args))
        return calls[-1]

    monkeypatch.setattr(hard, "world_weight", spy)
    for beta, expect in ((0.0, False), (0.15, True)):
        calls.clear()
        budget = replace(hard.DEFAULT_BUDGET, likelihood=beta, worlds=8, min_worlds=8,
                         time_limit=60.0, wall_limit=600.0)
        for seed in range(6):
            hand = hand_at(seed, 11)
            if hand.result is not None:
                continue
            view = hand.view(hand.turn)
            if sum(1 for a in view.legal if a.kind is Kind.PLAY) > 1:
                hard.HardPlayer(seed, budget).choose(view)
        assert bool(calls) is expect
        assert all(0.0 < w <= 1.0 for w in calls)


def test_past_plays_of_some_seats_only() -> None:
    """``seats`` keeps the plays of those seats (a partner's, for ``likelihood_partner``)
    and drops no play of theirs."""
    seen = 0
    for seed in range(8):
        hand = hand_at(seed, 14)
        if hand.result is not None:
            continue
        view = hand.view(hand.turn)
        partner = frozenset({(view.seat + 2) % 4})
        every = past_plays(view, 7, 20)
        mine = past_plays(view, 7, 20, partner)
        assert mine == tuple(p for p in every if p.seat in partner)
        assert past_plays(view, 7, 20, frozenset()) == ()
        seen += len(mine)
    assert seen >= 5
