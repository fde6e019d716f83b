"""Match equity (ai/equity.py): the chance of winning the match from a score, and ``hard``
valuing its play-outs by it in two-sided games scored during the hand."""

from __future__ import annotations

import random
from dataclasses import replace

from dominoes_qt.ai.equity import MatchEquity, applies, equity_value, hand_gains, match_equity
from dominoes_qt.ai.hard import DEFAULT_BUDGET, Budget, HardPlayer
from dominoes_qt.rules import Deal, HandState, Kind, Match, PlayerView, configure
from dominoes_qt.rules.tiles import Tile


def test_a_coin_flip_race_has_the_textbook_odds() -> None:
    # each hand one point to one side, even odds; first to 2: from 1-0 we win unless the
    # other side takes both of the next two hands
    table = MatchEquity(2, [((1, 0), 0.5), ((0, 1), 0.5)])
    assert table.win([0, 0], 0) == 0.5
    assert table.win([1, 0], 0) == 0.75
    assert table.win([0, 1], 0) == 0.25
    assert table.win([1, 1], 1) == 0.5
    assert table.win([2, 1], 0) == 1.0 and table.win([2, 1], 1) == 0.0


def test_hands_that_score_nothing_are_replayed_and_a_shared_crossing_is_even() -> None:
    table = MatchEquity(1, [((0, 0), 0.5), ((1, 1), 0.25), ((1, 0), 0.25)])
    # from 0-0: a nothing hand is replayed; of the others, one in two is shared (worth half)
    assert abs(table.win([0, 0], 0) - 0.75) < 1e-12


def test_the_scoring_games_tables_are_fair_and_reward_points() -> None:
    for game in ("muggins", "five-up", "all-fives"):
        settings = configure(game, 2)
        assert applies(settings)
        table = match_equity(settings)
        t = settings.target
        for a in range(0, t, 7):
            for b in range(0, t, 11):
                assert abs(table.win([a, b], 0) + table.win([a, b], 1) - 1.0) < 1e-9
                assert table.win([a, b], 0) <= table.win([a + 5, b], 0) + 1e-12
        assert table.win([t - 5, 0], 0) > 0.8 > 0.2 > table.win([0, t - 5], 0)
        assert match_equity(settings) is table          # built once


def test_only_matches_between_two_sides_scored_in_the_hand_use_it() -> None:
    assert not applies(configure("draw", 2))
    assert not applies(configure("partnership", 4))
    assert not applies(configure("muggins", 3))
    assert applies(configure("five-up", 4, options={"partnership": True}))


def test_hand_gains_are_a_distribution_symmetric_in_the_sides() -> None:
    gains = dict(hand_gains(configure("muggins", 2), hands=30))
    assert abs(sum(gains.values()) - 1.0) < 1e-9
    assert all(a % 5 == 0 and b % 5 == 0 for a, b in gains)
    assert all(abs(p - gains[(b, a)]) < 1e-12 for (a, b), p in gains.items())


def _muggins_near_the_end() -> HandState:
    # seat 0 at 95: the 5-5 on the 0-5 lead counts 15 and wins the match at once
    hands = [["5-5", "0-4", "1-2"], ["0-5", "2-2", "6-6", "1-1"]]
    used = {Tile.parse(t) for h in hands for t in h}
    rest = [str(t) for t in (Tile(a, b) for b in range(7) for a in range(b + 1))
            if t not in used]
    settings = configure("muggins", 2)
    hand = HandState(settings, Deal.of(hands, rest), validate=False)
    hand.turn = 1
    hand.apply(next(a for a in hand.legal_actions() if a.tile == Tile.parse("0-5")))
    hand.scores[0] = 95
    return hand


def test_a_play_that_wins_the_match_is_worth_the_whole_match() -> None:
    hand = _muggins_near_the_end()
    view = hand.view(0)
    plays = [a for a in view.legal if a.kind is Kind.PLAY]
    assert len(plays) >= 2
    bot = HardPlayer(1, Budget(worlds=8, min_worlds=8, playouts=200, time_limit=60.0))
    choice = bot.choose(view)
    assert choice.tile == Tile.parse("5-5")
    means = bot.stats.means
    target = hand.settings.target
    assert means[str(choice)] == target                        # the match is won
    assert all(-target <= m <= target for m in means.values())
    # a finished hand that leaves the match open is valued by the table, in the same scale
    after = hand.copy()
    after.scores[0], after.scores[1] = 40, 60
    after.result = None
    assert equity_value(after, 0, match_equity(hand.settings), 10.0) < 0.0


def _position(game_id: str, seed: int) -> PlayerView:
    rng = random.Random(seed)
    for attempt in range(200):
        hand = Match(configure(game_id, 2), seed=seed + attempt).hand
        assert isinstance(hand, HandState)
        for _ in range(rng.randrange(0, 6)):
            if hand.result is None:
                hand.apply(rng.choice(hand.legal_actions()))
        if hand.result is None and sum(a.kind is Kind.PLAY for a in hand.legal_actions()) >= 3:
            return hand.view(hand.turn)
    raise AssertionError("no position with a choice found")


def test_the_scoring_games_get_their_own_number_of_worlds() -> None:
    budget = Budget(worlds=4, min_worlds=1000, playouts=10_000, time_limit=60.0,
                    wall_limit=60.0, scoring_worlds=12, scoring_playouts=10_000, convention=0)
    for game, worlds in (("muggins", 12), ("five-up", 12), ("draw", 4)):
        bot = HardPlayer(3, budget)
        bot.search(view := _position(game, 5), [a for a in view.legal if a.kind is Kind.PLAY])
        assert bot.stats.worlds == worlds


def test_games_without_scores_in_the_hand_play_as_before() -> None:
    # Draw: the match equity and its budget do not apply
    old = replace(DEFAULT_BUDGET, equity=False, scoring_worlds=0, scoring_playouts=0)
    for seed in range(3):
        view = _position("draw", seed)
        a, b = HardPlayer(seed, old), HardPlayer(seed, DEFAULT_BUDGET)
        assert a.choose(view) == b.choose(view)
        assert a.stats.means == b.stats.means and a.stats.worlds == b.stats.worlds
