"""Replay this deal: the same tiles to every seat, the person moved where asked, and what
``hard`` would have made of the person's tiles."""

from __future__ import annotations

import pytest

from dominoes_qt.ai.duplicate import hand_margin, hard_margin, replay_setup
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.record import GameRecord
from tests.random_games import played_at_random


def finished(game: str, players: int, hands: int = 2, seed: int = 4) -> GameRecord:
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, "medium") for _ in range(players - 1))
    return played_at_random(GameSetup.default(game, players, seed=seed, seats=seats), hands)


@pytest.mark.parametrize(("game", "players"), [("draw", 2), ("partnership", 4),
                                               ("all-fives", 3)])
def test_a_replayed_deal_deals_the_same_tiles(game: str, players: int) -> None:
    record = finished(game, players)
    for seat in range(players):
        setup = replay_setup(record, 1, seat)
        again = GameRecord.new(setup)
        hand = again.match.hand
        original = record.match.deals[1]
        for s in range(players):
            assert sorted(t.id for t in hand.hand_of(s)) == sorted(original.hands[s])
        assert tuple(hand.boneyard) == tuple(original.boneyard)
        kinds = [spec.kind for spec in setup.seats]
        assert kinds[seat] == HUMAN and kinds.count(HUMAN) == 1
        # saved and opened again, it is still that deal
        loaded = GameRecord.loads(again.dumps())
        assert loaded.match.deals[0] == original


def test_the_margin_of_a_hand_is_its_points_against_the_others() -> None:
    record = finished("draw", 2, hands=1)
    result = record.match.results[0]
    side = result.winner_side
    if side is None:
        assert hand_margin(record, 0, 0) == 0
        return
    assert hand_margin(record, 0, side) == result.points
    assert hand_margin(record, 0, 1 - side) == -result.points
    with pytest.raises(ValueError):
        hand_margin(record, 1, 0)


def test_hard_plays_the_persons_tiles_the_same_way_for_a_seed() -> None:
    record = finished("draw", 2, hands=1)
    first = hard_margin(record, 0, 0, seed=3)
    assert first == hard_margin(record, 0, 0, seed=3)
    s = record.setup.settings()
    assert abs(first) <= 28 * 12 * s.players
