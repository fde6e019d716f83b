"""The basic computer levels: legal, deterministic, and greedy where it should be."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt.ai import LEVELS, Player, make_player, ordered_levels, register_level
from dominoes_qt.ai.basic import GreedyPlayer, RandomPlayer
from dominoes_qt.rules import (
    DRAW,
    Deal,
    HandState,
    InHandScoring,
    Kind,
    Match,
    all_games,
    configure,
    find_game,
)

GAME_IDS = [g.id for g in all_games() if g.family != "solitaire"]  # solitaires: no computer players (tests/rules/test_solitaires_min.py)
SCORING_IDS = [g.id for g in all_games()
               if configure(g.id).in_hand is not InHandScoring.NONE]


def play_hand(match: Match, players: list[Player]) -> list[tuple[int, object]]:
    """Play the current hand out, checking every choice is legal; returns the history."""
    hand = match.hand
    steps = 0
    while hand.result is None:
        seat = hand.turn
        view = hand.view(seat)
        action = players[seat].choose(view)
        assert action in view.legal, f"{action} is not legal for seat {seat}"
        match.apply(action)
        steps += 1
        assert steps < 10_000
    return list(hand.history)


def test_registry_has_the_basic_levels() -> None:
    assert {"random", "greedy"} <= set(LEVELS)
    ranks = [info.rank for info in ordered_levels()]
    assert ranks == sorted(ranks)
    for info in LEVELS.values():
        assert info.name and info.description
        assert isinstance(make_player(info.id, 1), Player)


def test_unknown_level_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match=r"unknown computer level 'brilliant'.*random.*greedy"):
        make_player("brilliant", 1)


def test_register_level_refuses_duplicates_and_allows_replacement(monkeypatch) -> None:
    from dominoes_qt.ai import base
    from dominoes_qt.rules.catalogue import Seating

    monkeypatch.setitem(base.REGISTRY, Seating.TABLE, dict(LEVELS))

    with pytest.raises(ValueError, match="twice"):
        base.register_level("greedy", "G", "again", GreedyPlayer)
    base.register_level("greedy", "G", "again", RandomPlayer, replace=True)
    assert isinstance(base.make_player("greedy", 3), RandomPlayer)
    base.register_level("tester", "Tester", "a test level", RandomPlayer, rank=99)
    assert base.ordered_levels()[-1].id == "tester"
    with pytest.raises(ValueError):
        register_level("", "Empty", "no id", RandomPlayer)
    monkeypatch.undo()
    assert "tester" not in LEVELS and isinstance(make_player("greedy", 3), GreedyPlayer)


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_levels_play_every_game_legally(game_id: str, level: str) -> None:
    game = find_game(game_id)
    for players in game.allowed_players(game.default_set):
        match = Match(configure(game_id, players), seed=players)
        seats = [make_player(level, 10 * players + s) for s in range(players)]
        play_hand(match, seats)
        assert match.hand.result is not None


DEALS = range(5, 10)
#: Plays the same games as ``_histories`` in a fresh interpreter and prints them.
HISTORY_CHILD = """
import sys
sys.path.insert(0, {tests!r})
from test_basic_players import _histories
print(repr(_histories({level!r}, {seed!r})))
"""


def _histories(level: str, seed: int) -> list[list[tuple[int, object]]]:
    """Three fresh ``level`` players (seeds seed, seed + 1, seed + 2) play the DEALS of Draw."""
    return [play_hand(Match(configure("draw", 3), seed=deal),
                      [make_player(level, seed + s) for s in range(3)]) for deal in DEALS]


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_same_seed_same_game(level: str) -> None:
    shared = random.getstate()
    try:                            # a player must not draw on the shared generator...
        random.seed(1)
        first = _histories(level, 1)
        random.seed(2)
        assert _histories(level, 1) == first
    finally:
        random.setstate(shared)
    for hash_seed in ("0", "1"):    # ...nor on anything that changes from run to run
        child = subprocess.run(
            [sys.executable, "-c", HISTORY_CHILD.format(tests=str(Path(__file__).parent),
                                                        level=level, seed=1)],
            capture_output=True, text=True, timeout=120, check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed})
        assert child.stdout.strip() == repr(first), f"PYTHONHASHSEED={hash_seed}"
    # and the seed is what fixes the game: other seeds play other games (greedy breaks ties
    # with its seeded generator), else the checks above would hold for a player ignoring it
    assert _histories(level, 101) != first


def test_players_refuse_a_view_that_is_not_their_turn() -> None:
    hand = Match(configure("draw"), seed=1).hand
    other = (hand.turn + 1) % hand.players
    with pytest.raises(ValueError, match="turn"):
        GreedyPlayer(1).choose(hand.view(other))


def test_greedy_does_not_touch_the_view() -> None:
    match = Match(configure("all-fives"), seed=3)
    hand = match.hand
    match.apply(hand.legal_actions()[0])
    view = hand.view(hand.turn)
    before = (list(view.layout.tiles), dict(view.layout.open))
    GreedyPlayer(1).choose(view)
    assert (list(view.layout.tiles), dict(view.layout.open)) == before


def test_greedy_sheds_the_heaviest_tile() -> None:
    settings = configure("draw", 2)
    deal = Deal.of([["6-6", "0-1", "0-2", "1-2", "0-0", "1-1", "2-2"],
                    ["5-6", "0-6", "1-3", "3-3", "4-4", "3-4", "2-4"]],
                   ["0-3", "0-4", "0-5", "1-4"])
    hand = HandState(settings, deal, validate=False)
    hand.apply(hand.legal_actions()[0])          # seat 0 leads the 6-6
    action = GreedyPlayer(1).choose(hand.view(1))
    assert str(action.tile) == "5-6"


def test_greedy_draws_only_when_it_must() -> None:
    settings = configure("draw", 2)
    deal = Deal.of([["6-6", "0-1", "0-2", "1-2", "0-0", "1-1", "2-2"],
                    ["1-3", "3-3", "4-4", "3-4", "2-4", "1-5", "2-5"]],
                   ["0-3", "0-4", "0-5", "1-4", "5-6"])
    hand = HandState(settings, deal, validate=False)
    hand.apply(hand.legal_actions()[0])
    assert hand.legal_actions() == [DRAW]
    assert GreedyPlayer(1).choose(hand.view(1)) == DRAW


def _in_hand_points(hand: HandState, action) -> int:
    """Points the engine itself credits for ``action`` during the hand (not the hand award)."""
    trial = hand.copy()
    before = len(trial.events)
    trial.apply(action)
    return sum(e.points for e in trial.events[before:] if e.reason in ("count", "bergen"))


@pytest.mark.parametrize("game_id", SCORING_IDS)
def test_greedy_always_takes_the_most_points(game_id: str) -> None:
    """Greedy's own simulation of the score must agree with the engine's, on many positions."""
    checked = 0
    for seed in range(15):
        match = Match(configure(game_id, options={"target": 10000}), seed=seed)
        greedy = GreedyPlayer(seed)
        hand = match.hand
        while hand.result is None:
            view = hand.view(hand.turn)
            action = greedy.choose(view)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if len(plays) > 1:
                best = max(_in_hand_points(hand, a) for a in plays)
                assert _in_hand_points(hand, action) == best, (seed, hand.history)
                checked += 1
            match.apply(action)
    assert checked > 20


def test_greedy_beats_random_at_the_block_game() -> None:
    wins = [0, 0]
    for seed in range(200):
        match = Match(configure("block", 2), seed=seed)
        play_hand(match, [GreedyPlayer(seed), RandomPlayer(seed)])
        side = match.hand.result.winner_side
        if side is not None:
            wins[side] += 1
    assert wins[0] > wins[1]
