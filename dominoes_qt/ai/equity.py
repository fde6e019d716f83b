"""Match equity: the chance of winning the match from a score, for ``hard``'s play-outs in
two-sided games scored during the hand (Muggins, Five Up, All Fives, ...).

Points are not worth the same everywhere in a match: at 95 against 95 only crossing the
target matters, far behind a safe few points are worth little and a big swing a lot.  So in
these games ``hard`` values a play-out's end by the probability that our side wins the match
from the scores it reaches, instead of by the points it gained.

The probability comes from a table built once per game settings: the joint distribution of
the two sides' gains in one hand, measured by playing hands from fresh deals with the
play-out policy itself (seeded: the table is the same in every run), then a dynamic program
over the scores (each hand a draw from that distribution, both orders of the sides, a hand
that takes both sides past the target counted as even).  Nothing in it reads a hidden tile.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from functools import cache

from ..rules.hand import HandState
from ..rules.match import Match
from ..rules.settings import InHandScoring, Settings
from .heuristics import playout

#: Hands played from fresh deals to measure one hand's gains.
SAMPLE_HANDS = 400
#: Target used while measuring, far out of reach (no hand ends on it).
_FAR = 10**6


def applies(settings: Settings) -> bool:
    """True for matches to a target between two sides that score during the hand."""
    return (settings.in_hand is not InHandScoring.NONE and settings.sides == 2
            and not settings.single_hand and settings.rounds == 0 and settings.target > 0)


class MatchEquity:
    """``win(scores, side)``: the chance that ``side`` wins the match when a hand starts with
    these scores (two sides).  ``gains`` is the distribution of one hand's (our gain, their
    gain), the same for either side (both orders measured: see :func:`hand_gains`)."""

    def __init__(self, target: int, gains: Sequence[tuple[tuple[int, int], float]]) -> None:
        self.target = target
        step = 0
        for (a, b), _p in gains:
            step = math.gcd(step, math.gcd(a, b))
        self.step = step = max(1, math.gcd(step, target))
        self.size = n = -(-target // step)          # grid points below the target
        cells = [((a // step, b // step), p) for (a, b), p in gains]
        stay = sum(p for (a, b), p in cells if a == 0 and b == 0)
        moves = [(a, b, p) for (a, b), p in cells if a or b]
        table = [[0.0] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            row = table[i]
            for j in range(n - 1, -1, -1):
                v = 0.0
                for a, b, p in moves:
                    x, y = i + a, j + b
                    if x >= n:
                        v += p * (0.5 if y >= n else 1.0)
                    elif y < n:
                        v += p * table[x][y]
                row[j] = v / (1.0 - stay) if stay < 1.0 else 0.5
        self.table = table

    def win(self, scores: Sequence[int], side: int) -> float:
        mine, theirs = scores[side], scores[1 - side]
        n = self.size
        if mine >= self.target or theirs >= self.target:     # the higher score has won
            return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5
        return self.table[min(n - 1, mine // self.step)][min(n - 1, theirs // self.step)]


def hand_gains(settings: Settings, hands: int = SAMPLE_HANDS) -> list[tuple[tuple[int, int], float]]:
    """The joint distribution of the two sides' gains in one hand, both orders of the sides
    (the first side's gain first), from ``hands`` hands played by the play-out policy."""
    free = settings.with_(target=_FAR, muggins_manual=False)
    counts: Counter[tuple[int, int]] = Counter()
    for seed in range(hands):
        state = Match(free, seed=seed).hand
        if not isinstance(state, HandState):
            raise TypeError(f"match equity needs a line game, not {type(state).__name__}")
        playout(state)
        a, b = state.scores[0], state.scores[1]
        if a < 0 or b < 0:
            raise ValueError("match equity needs gains that never go down")
        counts[(a, b)] += 1
        counts[(b, a)] += 1
    total = sum(counts.values())
    return sorted(((g, c / total) for g, c in counts.items()))


@cache
def match_equity(settings: Settings) -> MatchEquity:
    """The table for these settings (built once per process; the target does not change the
    hands, so settings differing only in target share the measured gains)."""
    return MatchEquity(settings.target, _gains(settings.with_(target=_FAR, muggins_manual=False)))


@cache
def _gains(settings: Settings) -> tuple[tuple[tuple[int, int], float], ...]:
    return tuple(hand_gains(settings))


def equity_value(state: HandState, me: int, table: MatchEquity, scale: float) -> float:
    """A play-out's end valued by the match: ``scale`` times (2 x our chance to win − 1),
    ±``scale`` when the match ended in it."""
    result = state.result
    if result is not None and result.reason == "target" and result.winner_side is not None:
        return scale if result.winner_side == me else -scale
    return scale * (2.0 * table.win(state.scores, me) - 1.0)
