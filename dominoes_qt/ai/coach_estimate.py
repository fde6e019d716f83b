"""How sure the coach is of a grade: the points a move gave up, with the noise of the sampled
worlds around it (docs/coach.md, "How sure a grade is").

Every candidate move is valued in the same worlds, so the loss against another move is the
mean of per-world differences, and its standard error comes from how those differences
scatter.  The loss of the played move is the largest of those means; ``low`` and ``high``
bound it by ``z`` standard errors.  A grade is *settled* when both bounds fall in the same
grade band; the coach samples more worlds until it is, up to its budget.  What is still
unsettled then is graded by the smallest loss the analysis cannot rule out, except that a
move that may be good and may be an inaccuracy or worse is a *close call*: the difference
stays inside the noise, and saying either would be a guess.
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

    def settled(self, limits: Sequence[float], decimals: int) -> bool:
        return band(self.low, limits, decimals) == band(self.high, limits, decimals)

    def grade(self, limits: Sequence[float], decimals: int) -> str:
        lo, hi = band(self.low, limits, decimals), band(self.high, limits, decimals)
        if lo <= 1 < hi:
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

    def add(self, values: Sequence[float]) -> None:
        self.n += 1
        mine = values[self.played]
        for i, v in enumerate(values):
            self.sums[i] += v
            d = v - mine
            self.diff[i] += d
            self.diff2[i] += d * d

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
        return Estimate(loss, low, high, best, n)
