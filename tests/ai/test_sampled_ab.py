"""The ``sampled-ab`` yardstick: registered for the arena only, legal, reproducible, and
playing the exactly best move when its sampled world is the real one."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai import LEVELS, make_player, ordered_levels, sampled_ab
from dominoes_qt.ai.sampled_ab import SampledAlphaBetaPlayer, heavy_first, team_margin
from dominoes_qt.ai.solver import LineSolver, line_rules
from dominoes_qt.rules import Kind, Match, all_games, configure
from dominoes_qt.rules.tiles import IS_DOUBLE, PIPS

GAMES = [(g.id, g.default_players) for g in all_games() if g.family != "solitaire"]


def test_it_is_registered_for_the_arena_but_not_offered_to_players() -> None:
    info = LEVELS["sampled-ab"]
    assert not info.listed
    assert "sampled-ab" in [lv.id for lv in ordered_levels()]
    assert "sampled-ab" not in [lv.id for lv in ordered_levels(listed_only=True)]
    from dominoes_qt.app.players import computer_levels

    assert "sampled-ab" not in [lv.id for lv in computer_levels()]
    assert "hard" in [lv.id for lv in computer_levels()]


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_it_plays_a_whole_hand_of_every_game_legally(game_id: str, players: int) -> None:
    match = Match(configure(game_id, players), seed=players + 7)
    bots = [make_player("sampled-ab" if s % 2 == 0 else "medium", s) for s in range(players)]
    hand = match.hand
    steps = 0
    while hand.result is None:
        view = hand.view(hand.turn)
        action = bots[hand.turn].choose(view)
        assert action in view.legal
        match.apply(action)
        steps += 1
        assert steps < 5000


def test_a_seed_fixes_every_decision() -> None:
    rng = random.Random(4)
    for seed in range(3):
        hand = Match(configure("partnership", 4), seed=seed).hand
        while hand.result is None:
            view = hand.view(hand.turn)
            first = SampledAlphaBetaPlayer(3, worlds=5).choose(view)
            reused = SampledAlphaBetaPlayer(3, worlds=5)
            reused.choose(view)
            assert reused.choose(view) == first
            hand.apply(rng.choice(hand.legal_actions()))


def test_before_the_eighth_move_it_sheds_the_heaviest_double_then_tile() -> None:
    checked = 0
    for seed in range(30):
        hand = Match(configure("partnership", 4), seed=seed).hand
        hand.apply(hand.legal_actions()[0])
        while hand.result is None and len(hand.history) < 7:
            view = hand.view(hand.turn)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            choice = make_player("sampled-ab", 1).choose(view)
            if len(plays) > 1:
                best = max((IS_DOUBLE[a.tile.id], PIPS[a.tile.id]) for a in plays)
                assert (IS_DOUBLE[choice.tile.id], PIPS[choice.tile.id]) == best
                assert choice == heavy_first(plays)
                checked += 1
            hand.apply(choice)
    assert checked > 20


def test_with_the_real_deal_as_its_world_it_plays_an_exactly_best_move(monkeypatch) -> None:
    """Sampling replaced by the truth: the choice must have the best exact value."""
    checked = 0
    for seed in range(12):
        hand = Match(configure("partnership", 4), seed=seed).hand
        rng = random.Random(seed)
        while hand.result is None:
            view = hand.view(hand.turn)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if len(view.history) >= 7 and len(plays) > 1:
                truth = (list(hand.hands), list(hand.boneyard))
                monkeypatch.setattr(sampled_ab, "sample_hands", lambda know, rng, t=truth: t)
                choice = SampledAlphaBetaPlayer(1, worlds=2).choose(view)
                me = hand.settings.side_of(hand.turn)
                solver = LineSolver(line_rules(hand.settings), me, team_margin(me))
                values = {a: solver.move_value(hand, a) for a in plays}
                assert values[choice] == max(values.values())
                checked += 1
            hand.apply(rng.choice(hand.legal_actions()))
    assert checked > 10
