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
