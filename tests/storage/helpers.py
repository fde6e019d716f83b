"""Builders of game records part-way through a game, for the save and autosave tests."""

from __future__ import annotations

import random

from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord

#: Games of several families (block, draw, scoring, partnership, cross starts).
GAMES = ("block-and-draw", "draw", "all-fives", "muggins", "partnership", "double-nine-cross",
         "fives-and-threes", "bergen")


def play(record: GameRecord, moves: int, seed: int = 0) -> GameRecord:
    """Apply ``moves`` random legal actions (dealing new hands as needed), stopping at match end."""
    rng = random.Random(seed)
    done = 0
    while done < moves and not record.match.is_over:
        hand = record.match.hand
        if hand.result is not None:
            record.next_hand()
            continue
        record.apply(rng.choice(hand.legal_actions()))
        done += 1
    return record


def mid_hand(game_id: str, moves: int = 5, seed: int = 11) -> GameRecord:
    """A record of ``game_id`` stopped in the middle of its first hand."""
    record = GameRecord.new(GameSetup.default(game_id, seed=seed))
    for _ in range(moves):
        hand = record.match.hand
        if hand.result is not None:
            break
        record.apply(random.Random(seed + len(record.actions)).choice(hand.legal_actions()))
    assert record.match.hand.result is None, "pick fewer moves: the hand ended"
    return record


def finished(game_id: str = "double-nine-cross", seed: int = 3) -> GameRecord:
    """A record whose match is over."""
    record = play(GameRecord.new(GameSetup.default(game_id, seed=seed)), 10_000, seed)
    assert record.match.is_over
    return record


def state(record: GameRecord) -> tuple:
    """What must survive a save and a load: setup, actions, scores, turn, hands, table."""
    match = record.match
    hand = match.hand
    return (
        record.setup,
        record.actions,
        list(match.scores),
        list(hand.scores),
        hand.turn,
        [list(hand.hand_of(seat)) for seat in range(hand.players)],
        dict(hand.layout.open),
        len(match.deals),
        match.is_over,
        [str(a) for a in hand.legal_actions()] if hand.result is None else None,
    )
