"""How sure the coach is of a grade: the points a move gave up, with the noise of the sampled
worlds around it (docs/coach.md, "How sure a grade is").

Every candidate move is valued in the same worlds, so the loss against another move is the
mean of per-world differences, and its standard error comes from how those differences
scatter.  The loss of the played move is the largest of those means; ``low`` and ``high``
bound it by ``z`` standard errors.  A grade is *settled* when both bounds fall in the same
grade band (or the move is surely good); the coach samples more worlds until it is, up to its
budget.  The grade is the band of the smallest loss the analysis cannot rule out (``low``):
a move is never graded worse than the analysis is sure of, so noise cannot make a blunder of
a good move.  A move whose estimate is an inaccuracy or worse but which may still be good is
a *close call*: the difference stays inside the noise, and saying either would be a guess.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

BEST, GOOD, INACCURACY, BLUNDER = "best", "good", "inaccuracy", "blunder"
#: the loss is inside the analysis' noise at the good / inaccuracy line: counted as good
CLOSE = "close call"
BANDS = (BEST, GOOD, INACCURACY, BLUNDER)


def shown(value: float, decimals: int) -> float:
    """``value`` rounded as the review prints it, so a grade follows the figure shown (a loss
    of 3.0000000000000004 is a loss of 3.0)."""
    return round(value + 0.0, decimals)


def band(loss: float, limits: Sequence[float], decimals: int) -> int:
    """The grade band of ``loss``: 0 best, 1 good, 2 inaccuracy, 3 blunder."""
    loss = shown(loss, decimals)
    for i, limit in enumerate(limits):
        if loss <= limit:
            return i
    return len(limits)


@dataclass(frozen=True)
class Estimate:
    """The played move's loss against the best move of the sampled worlds, with its bounds."""

    loss: float
    low: float
    high: float
    best: int          # index of the move with the highest mean
    worlds: int
    fair_loss: float = 0.0   # the loss without the max's bias (see Tally.estimate)

    def settled(self, limits: Sequence[float], decimals: int) -> bool:
        """More worlds cannot change the grade much: both bounds in one band, or the move
        surely good (what is left is best against good)."""
        high = band(self.high, limits, decimals)
        return band(self.low, limits, decimals) == high or high <= 1

    def grade(self, limits: Sequence[float], decimals: int) -> str:
        """The band of the smallest loss the analysis cannot rule out (a move is never
        graded worse than the analysis is sure of); a close call where that is good but the
        estimate itself is an inaccuracy or worse."""
        lo = band(self.low, limits, decimals)
        if lo <= 1 < band(self.fair_loss, limits, decimals):
            return CLOSE
        return BANDS[lo]


class Tally:
    """Running sums of the per-world values of every candidate and of their differences with
    the played move's (``played``: its index)."""

    def __init__(self, moves: int, played: int) -> None:
        self.played = played
        self.n = 0
        self.sums = [0.0] * moves
        self.diff = [0.0] * moves
        self.diff2 = [0.0] * moves
        self.halves = ([0.0] * moves, [0.0] * moves)   # the differences of odd, even worlds

    def add(self, values: Sequence[float]) -> None:
        self.n += 1
        mine = values[self.played]
        half = self.halves[self.n & 1]
        for i, v in enumerate(values):
            self.sums[i] += v
            d = v - mine
            self.diff[i] += d
            self.diff2[i] += d * d
            half[i] += d

    def means(self) -> list[float]:
        return [s / self.n for s in self.sums]

    def estimate(self, z: float) -> Estimate:
        n = self.n
        loss = low = high = 0.0
        best = self.played
        top = -math.inf
        for i in range(len(self.sums)):
            mean = self.diff[i] / n
            var = max(0.0, self.diff2[i] / n - mean * mean) * n / max(1, n - 1)
            err = z * math.sqrt(var / n)
            if mean > top:
                top, best = mean, i
            loss = max(loss, mean)
            low = max(low, mean - err)
            high = max(high, mean + err)
        # the largest of several noisy means is too large: with many moves about as good as
        # the one played, it would call a tie a loss.  Pick the best move in one half of the
        # worlds and measure it in the other, both ways round.
        even, odd = self.halves            # the 2nd, 4th, ... worlds; the 1st, 3rd, ...
        fair = 0.0
        if n >= 2:
            a = max(range(len(even)), key=even.__getitem__)
            b = max(range(len(odd)), key=odd.__getitem__)
            fair = max(0.0, (odd[a] / ((n + 1) // 2) + even[b] / (n // 2)) / 2)
        return Estimate(loss, low, high, best, n, fair)
