"""The line solver against brute force: plain minimax over the rules engine itself."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.ai.hard import gains_utility
from dominoes_qt.ai.solver import LineSolver, OutOfNodes, line_rules, solvable
from dominoes_qt.rules import HandState, Kind, Match, configure, deal

#: (game, players, options): line games the solver must handle, and each tie rule.
GAMES = [("partnership", 4, {}), ("partnership", 4, {"tie_rule": "no-score"}),
         ("partnership", 4, {"blocked_award": "all-pips"}), ("block", 2, {}), ("block", 3, {}),
         ("block", 4, {}), ("draw", 2, {}), ("draw", 3, {})]


def brute_force(state: HandState, value) -> float:
    """Minimax with no pruning and no tables, moving with the engine's own rules."""
    if state.result is not None:
        return value(state)
    seat = state.turn
    children = []
    for action in state.legal_actions():
        child = state.copy()
        child.apply(action)
        children.append(brute_force(child, value))
    return max(children) if value.maximise(seat) else min(children)


class EngineValue:
    """The utility of a finished engine hand, as the solver's caller defines it."""

    def __init__(self, state: HandState, me: int, bonus: float) -> None:
        self.settings = state.settings
        self.me = me
        self.base = tuple(state.scores)
        self.gains = gains_utility(state.settings, me, self.base, bonus)

    def __call__(self, state: HandState) -> float:
        return self.gains([x - b for x, b in zip(state.scores, self.base, strict=True)])

    def maximise(self, seat: int) -> bool:
        return self.settings.side_of(seat) == self.me


def position(game: str, players: int, options: dict, seed: int, left: int,
             scores: tuple[int, ...] | None = None) -> HandState | None:
    """A random position of ``game`` with at most ``left`` tiles in hands and nothing to draw."""
    settings = configure(game, players, options=options)
    rng = random.Random(seed)
    hand = HandState(settings, deal(settings, rng), scores)
    while hand.result is None:
        if solvable(hand) and sum(h.bit_count() for h in hand.hands) <= left:
            return hand
        hand.apply(rng.choice(hand.legal_actions()))
    return None


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(GAMES) - 1), seed=st.integers(0, 10**6),
       left=st.integers(3, 10), near_target=st.booleans())
def test_the_solver_agrees_with_brute_force_minimax(index: int, seed: int, left: int,
                                                    near_target: bool) -> None:
    game, players, options = GAMES[index]
    settings_ = configure(game, players, options=options)
    scores = None
    if near_target:
        rng = random.Random(seed)
        scores = tuple(rng.randrange(settings_.target - 30, settings_.target)
                       for _ in range(settings_.sides))
    hand = position(game, players, options, seed, left, scores)
    if hand is None:
        return
    seat = hand.turn
    me = settings_.side_of(seat)
    value = EngineValue(hand, me, 0.5 * settings_.target if near_target else 0.0)
    solver = LineSolver(line_rules(settings_), me, value.gains)
    assert solver.value(hand) == brute_force(hand, value)
    for action in hand.legal_actions():
        if action.kind is not Kind.PLAY:
            continue
        child = hand.copy()
        child.apply(action)
        assert solver.move_value(hand, action) == brute_force(child, value), str(action)


def test_the_table_does_not_change_values_across_positions() -> None:
    """One solver (one shared table) for many positions gives each its fresh value."""
    shared = {}
    for seed in range(40):
        hand = position("partnership", 4, {}, seed, 12)
        if hand is None:
            continue
        me = hand.settings.side_of(hand.turn)
        value = EngineValue(hand, me, 0.0)
        solver = shared.setdefault(me, LineSolver(line_rules(hand.settings), me, value.gains))
        fresh = LineSolver(line_rules(hand.settings), me, value.gains)
        assert solver.value(hand) == fresh.value(hand)


def test_a_node_limit_stops_the_search() -> None:
    hand = position("partnership", 4, {}, 5, 24)
    assert hand is not None
    solver = LineSolver(line_rules(hand.settings), 0, lambda gains: gains[0] - gains[1])
    with pytest.raises(OutOfNodes):
        solver.value(hand, limit=10)
    assert math.isfinite(solver.value(hand))


def test_games_the_solver_cannot_play_are_refused() -> None:
    for game in ("muggins", "five-up", "all-sevens", "block-and-draw", "bergen"):
        assert line_rules(configure(game)) is None, game
    hand = Match(configure("draw", 2), seed=1).hand
    hand.apply(hand.legal_actions()[0])
    assert not solvable(hand)             # the boneyard can still be drawn from


@pytest.mark.parametrize("options", [{}, {"tie_rule": "no-score"}])
def test_tied_blocks_are_valued_like_the_engine(options: dict) -> None:
    """Many small partnership positions, until blocked hands with tied teams have been met."""
    seen = 0
    for seed in range(400):
        hand = position("partnership", 4, options, seed, 8)
        if hand is None:
            continue
        me = hand.settings.side_of(hand.turn)
        value = EngineValue(hand, me, 0.0)
        ties = []

        def tracked(state: HandState, value=value, ties=ties) -> float:
            if state.result.reason == "blocked" and len(set(map(sum, _team_pips(state)))) == 1:
                ties.append(1)
            return value(state)

        tracked.maximise = value.maximise      # type: ignore[attr-defined]
        expected = brute_force(hand, tracked)
        assert LineSolver(line_rules(hand.settings), me, value.gains).value(hand) == expected
        seen += bool(ties)
        if seen >= 10:
            return
    raise AssertionError(f"only {seen} positions with a tied block")


def _team_pips(state: HandState) -> list[list[int]]:
    pips = state.result.pips
    return [[pips[0], pips[2]], [pips[1], pips[3]]]


def test_hard_solves_line_worlds_exactly_once_they_are_small(monkeypatch) -> None:
    """Partnership, sampling replaced by the real deal: once at most ``line_tiles`` tiles are
    in hands, hard's choice has the best exact value (match bonus included)."""
    from dominoes_qt.ai import hard

    # convention=0: the seventh move (22 tiles in hands) would be the convention's to answer
    budget = hard.Budget(worlds=4, min_worlds=2, time_limit=60.0, wall_limit=600.0,
                         convention=0)
    checked = 0
    for seed in range(10):
        hand = Match(configure("partnership", 4), seed=seed).hand
        rng = random.Random(seed)
        while hand.result is None:
            view = hand.view(hand.turn)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if sum(view.hand_sizes) <= budget.line_tiles and len(plays) > 1:
                truth = (list(hand.hands), list(hand.boneyard))
                monkeypatch.setattr(hard, "sample_hands", lambda know, rng, *_, t=truth: t)
                choice = hard.HardPlayer(1, budget).choose(view)
                me = hand.settings.side_of(hand.turn)
                value_of = gains_utility(hand.settings, me, tuple(view.scores),
                                         hard.match_bonus(hand.settings))
                solver = LineSolver(line_rules(hand.settings), me, value_of)
                values = {a: solver.move_value(hand, a) for a in plays}
                assert values[choice] == max(values.values())
                checked += 1
            hand.apply(rng.choice(hand.legal_actions()))
    assert checked > 20
