"""The tile tracker: sound deductions (the real hands always fit them) from the view alone."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.tracker import track
from dominoes_qt.rules import Kind, Match, configure
from dominoes_qt.rules.tiles import HIGH, LOW, tiles_of

from .test_fair_play import mid_hand, unseen_worlds


@pytest.mark.parametrize(("game", "players"), [("draw", 2), ("partnership", 4), ("block", 3),
                                               ("all-fives", 3)])
def test_no_seat_holds_a_number_the_tracker_rules_out(game: str, players: int) -> None:
    settings = configure(game, players)
    deduced = 0
    for seed in range(40):
        rng = random.Random(seed)
        hand = Match(settings, seed=seed).hand
        while hand.result is None:
            seat = hand.turn
            info = track(hand.view(seat))
            for other, numbers in info.cannot_hold.items():
                held = {n for t in tiles_of(hand.hands[other]) for n in (LOW[t], HIGH[t])}
                assert not held & set(numbers), (seed, other, numbers)
                deduced += bool(numbers)
            seen = hand.view(seat).unseen_mask
            for n, count in info.unseen.items():
                assert count == sum(1 for t in tiles_of(seen) if n in (LOW[t], HIGH[t]))
            assert sum(info.unseen.values()) >= len(list(tiles_of(seen)))
            hand.apply(rng.choice(hand.legal_actions()))
    assert deduced > 20


def test_a_pass_rules_out_the_open_numbers() -> None:
    settings = configure("block", 2)
    for seed in range(100):
        hand = Match(settings, seed=seed).hand
        rng = random.Random(seed)
        while hand.result is None:
            legal = hand.legal_actions()
            if legal[0].kind is Kind.PASS and hand.layout.tiles:
                passer = hand.turn
                ends = set(hand.layout.open.values())
                hand.apply(legal[0])
                if hand.result is None:
                    info = track(hand.view(1 - passer))
                    assert ends <= set(info.cannot_hold[passer])
                    return
            else:
                hand.apply(rng.choice(legal))
    pytest.fail("no pass found")


def test_the_tracker_reads_only_the_view() -> None:
    settings = configure("draw", 3)
    rng = random.Random(3)
    checked = 0
    for seed in range(20):
        position = mid_hand(settings, seed, rng, (4, 14))
        if position is None:
            continue
        match, hand = position
        seat = hand.turn
        expected = track(hand.view(seat))
        for other in unseen_worlds(settings, match, hand, rng, 8, swaps=2):
            assert track(other.view(seat)) == expected
            checked += 1
    assert checked >= 5


@pytest.mark.parametrize(("game", "players", "set_n"), [("mexican-train", 4, 12),
                                                        ("mexican-train", 2, 9),
                                                        ("chicken-foot", 4, 9),
                                                        ("chicken-foot", 3, 6)])
def test_train_games_no_seat_holds_a_number_the_tracker_rules_out(game: str, players: int,
                                                                  set_n: int) -> None:
    """Mexican Train and Chicken Foot: from each seat's view at every step of random rounds,
    no other seat ever holds a number the tracker rules out, the unseen counts are what the
    view does not show, and draws and passes do rule numbers out."""
    from dominoes_qt.ai.tracker import track_trains

    settings = configure(game, players, set_n)
    deduced = 0
    for seed in range(12):
        rng = random.Random(seed)
        hand = Match(settings, seed=seed).hand
        while hand.result is None:
            seat = (hand.turn + len(hand.history)) % players     # each seat looks in turn
            view = hand.view(seat)
            info = track_trains(view)
            assert set(info.cannot_hold) == set(range(players)) - {seat}
            for other, numbers in info.cannot_hold.items():
                held = {n for t in tiles_of(hand.hands[other]) for n in (LOW[t], HIGH[t])}
                assert not held & set(numbers), (seed, other, numbers)
                deduced += bool(numbers)
            unseen = list(tiles_of(view.unseen_mask))
            assert len(unseen) == sum(hand.hand_size(s) for s in range(players)
                                      if s != seat) + len(hand.boneyard)
            for n, count in info.unseen.items():
                assert count == sum(1 for t in unseen if n in (LOW[t], HIGH[t]))
            hand.apply(rng.choice(hand.legal_actions()))
    assert deduced > 50


def test_train_games_a_draw_rules_out_the_ends_a_tile_drawn_and_played_does_not() -> None:
    """Seat 1 cannot play on the engine's 12 (its own train) nor on the Mexican train: it
    draws, so it holds no 12; the 12 it draws is played, and the rest of its hand still
    holds none."""
    from dominoes_qt.ai.tracker import track_trains
    from dominoes_qt.rules.deal import Deal
    from dominoes_qt.rules.games.trains import MexicanTrainRound
    from dominoes_qt.rules.tiles import tile_id

    settings = configure("mexican-train", 2, 12, {"hand_size": 3})
    hands = ((tile_id(12, 5), tile_id(3, 3), tile_id(4, 6)),
             (tile_id(1, 2), tile_id(3, 4), tile_id(5, 7)))
    used = set(hands[0] + hands[1]) | {tile_id(12, 12), tile_id(12, 0)}
    boneyard = tuple(t for t in range(91) if t not in used) + (tile_id(12, 0),)  # drawn first
    hand = MexicanTrainRound(settings, Deal(hands, boneyard, 0))
    hand.apply(next(a for a in hand.legal_actions() if a.socket == 0))   # 12-5, own train
    assert [a.kind for a in hand.legal_actions()] == [Kind.DRAW]
    assert 12 not in track_trains(hand.view(0)).cannot_hold[1]
    hand.apply(hand.legal_actions()[0])                # seat 1 draws 12-0 ...
    assert track_trains(hand.view(0)).cannot_hold[1] == ()     # a tile it drew: anything
    hand.apply(next(a for a in hand.legal_actions() if a.kind is Kind.PLAY))   # ... plays it
    assert 12 in track_trains(hand.view(0)).cannot_hold[1]
