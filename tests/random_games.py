"""Games played at random for the tests that read finished or half-played records."""

from __future__ import annotations

import random

from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord


def played_at_random(setup: GameSetup, hands: int = 1, extra: int = 0) -> GameRecord:
    """``hands`` hands of ``setup`` played with random legal moves (fewer when the match ends
    first), then ``extra`` random moves of the next hand; the setup's seed fixes the moves."""
    record = GameRecord(setup)
    rng = random.Random(setup.seed)
    for hand in range(hands):
        if hand:
            if record.match.is_over:
                return record
            record.next_hand()
        while record.match.hand.result is None:
            record.apply(rng.choice(record.match.hand.legal_actions()))
    if extra and not record.match.is_over:
        record.next_hand()
        for _ in range(extra):
            record.apply(rng.choice(record.match.hand.legal_actions()))
    return record
