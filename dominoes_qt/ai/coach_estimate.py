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

The grade is good, inaccuracy or blunder.  *Best* and *close call* are remarks on a good move,
not grades of their own: the line between best and good lies among the many near-ties a
position has, so no budget of worlds gives it the same side on every seed (docs/coach.md,
"Best is a remark").
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

GOOD, INACCURACY, BLUNDER = "good", "inaccuracy", "blunder"
#: the grades, from the band of the loss: best and good are one grade (see the remarks)
BANDS = (GOOD, GOOD, INACCURACY, BLUNDER)
#: remarks on a good move: no better move by more than the best band (0.5 points) ...
BEST = "best"
#: ... or the loss is inside the analysis' noise at the good / inaccuracy line
CLOSE = "close call"


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
    exact: bool = False      # every world the mover could face, weighted: no noise at all

    def settled(self, limits: Sequence[float], decimals: int) -> bool:
        """More worlds cannot change the grade much: both bounds in one band, or the move
        surely good (what is left is best against good)."""
        high = band(self.high, limits, decimals)
        return band(self.low, limits, decimals) == high or high <= 1

    def grade(self, limits: Sequence[float], decimals: int) -> tuple[str, str | None]:
        """The band of the smallest loss the analysis cannot rule out (a move is never
        graded worse than the analysis is sure of), and its remark: a close call where that
        is good but the estimate itself is an inaccuracy or worse, best where it is in the
        best band."""
        lo = band(self.low, limits, decimals)
        if lo <= 1 < band(self.fair_loss, limits, decimals):
            return GOOD, CLOSE
        return BANDS[lo], BEST if lo == 0 else None


class Tally:
    """Running sums of the per-world values of every candidate and of their differences with
    the played move's (``played``: its index).  ``exact``: the worlds added are all the
    worlds there are, each with its chance (``coach_exact``), so the means have no noise."""

    def __init__(self, moves: int, played: int, exact: bool = False) -> None:
        self.played = played
        self.exact = exact
        self.n = 0
        self.weight = 0.0
        self.counts = [0] * moves      # the worlds each move was valued in (see prune)
        self.weights = [0.0] * moves
        self.sums = [0.0] * moves
        self.diff = [0.0] * moves
        self.diff2 = [0.0] * moves
        # the differences of the even and odd worlds, and how many of each
        self.halves = ([0.0] * moves, [0.0] * moves)
        self.half_counts = ([0] * moves, [0] * moves)

    def add(self, values: Sequence[float | None], weight: float = 1.0) -> None:
        """One world's values (None: a move :meth:`prune` left out); ``weight``: its
        chance, for an exact tally (sampled worlds are equally likely)."""
        self.n += 1
        self.weight += weight
        mine = values[self.played]
        assert mine is not None
        half, counted = self.halves[self.n & 1], self.half_counts[self.n & 1]
        for i, v in enumerate(values):
            if v is None:
                continue
            self.counts[i] += 1
            self.weights[i] += weight
            self.sums[i] += weight * v
            d = v - mine
            self.diff[i] += weight * d
            self.diff2[i] += weight * d * d
            half[i] += d
            counted[i] += 1

    def means(self) -> list[float]:
        return [s / w if w else 0.0 for s, w in zip(self.sums, self.weights, strict=True)]

    def _gap(self, i: int, z: float) -> tuple[float, float]:
        """How much better move ``i`` is than the played one on average, and ``z`` standard
        errors of that."""
        n = self.counts[i]
        if not n:
            return 0.0, math.inf
        mean = self.diff[i] / n
        var = max(0.0, self.diff2[i] / n - mean * mean) * n / max(1, n - 1)
        return mean, z * math.sqrt(var / n)

    def prune(self, z: float) -> list[bool]:
        """Which moves still need values: the played one, and every move that may still be
        the best (its gap plus ``z`` standard errors above the largest sure gap, and above
        the played move).  A move surely worse cannot change the loss, so its worlds are
        spent on the others."""
        gaps = [self._gap(i, z) for i in range(len(self.sums))]
        floor = max(0.0, max(mean - err for mean, err in gaps))
        return [i == self.played or mean + err >= floor
                for i, (mean, err) in enumerate(gaps)]

    def estimate(self, z: float) -> Estimate:
        n = self.n
        if self.exact:
            gaps = [d / self.weight for d in self.diff]
            best = max(range(len(gaps)), key=gaps.__getitem__)
            loss = max(0.0, gaps[best])
            return Estimate(loss, loss, loss, best, n, loss, exact=True)
        loss = low = high = 0.0
        best = self.played
        top = -math.inf
        for i in range(len(self.sums)):
            mean, err = self._gap(i, z)
            if not self.counts[i]:
                continue
            if mean > top:
                top, best = mean, i
            loss = max(loss, mean)
            low = max(low, mean - err)
            high = max(high, mean + err)
        # the largest of several noisy means is too large: with many moves about as good as
        # the one played, it would call a tie a loss.  Pick the best move in one half of the
        # worlds and measure it in the other, both ways round.
        fair = 0.0
        if n >= 2:
            means = [[h / c if c else -math.inf for h, c in zip(half, counted, strict=True)]
                     for half, counted in zip(self.halves, self.half_counts, strict=True)]
            even, odd = means           # the 2nd, 4th, ... worlds; the 1st, 3rd, ...
            a = max(range(len(even)), key=even.__getitem__)
            b = max(range(len(odd)), key=odd.__getitem__)
            fair = max(0.0, (odd[a] + even[b]) / 2)
        return Estimate(loss, low, high, best, n, fair)
