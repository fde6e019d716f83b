"""Arithmetic helpers and hand-end award formulas (RULES.md §1.9, §1.11), with their working.

Each formula returns the points and the arithmetic as text, so the hand summary can show a
player *why* ("(11-3)→10 + (6-3)→5 + (5-3)→0 = 15").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from .settings import Formula, InHandScoring


def round5(x: int) -> int:
    """Nearest multiple of five (x mod 5 in 0..2 rounds down, 3..4 up); negatives count as 0."""
    if x <= 0:
        return 0
    return 5 * ((x + 2) // 5)


def fives(x: int) -> int:
    """Points at one point per five spots, rounded to the nearest five."""
    return round5(x) // 5


def _join(terms: Sequence[str], total: int) -> str:
    if not terms:
        return str(total)
    if len(terms) == 1 and terms[0] == str(total):
        return str(total)
    return " + ".join(terms) + f" = {total}"


def hand_award(formula: Formula, winner: int, losers: Sequence[int]) -> tuple[int, str]:
    """Points for the hand winner with pip total ``winner`` against losing totals ``losers``.

    ``winner`` is 0 when the winner went out.  Losers are sides (a team's combined pips in a
    partnership game).
    """
    w = winner
    if formula is Formula.SUM or formula is Formula.OPPONENT_PIPS:
        total = sum(losers)
        return total, _join([str(o) for o in losers], total)
    if formula is Formula.ALL_PIPS:
        total = sum(losers) + w
        return total, _join([str(o) for o in losers] + ([str(w)] if w else []), total)
    if formula is Formula.DIFF_ONCE:
        total = max(0, sum(losers) - w)
        if not w:
            return total, _join([str(o) for o in losers], total)
        return total, f"{' + '.join(map(str, losers))} - {w} = {total}"
    if formula is Formula.DIFF_EACH:
        parts = [max(0, o - w) for o in losers]
        total = sum(parts)
        if not w:
            return total, _join([str(o) for o in losers], total)
        return total, _join([f"({o}-{w})" for o in losers], total)
    if formula is Formula.ROUND_EACH:
        parts = [round5(o) for o in losers]
        return sum(parts), _join([f"{o}→{r}" for o, r in zip(losers, parts, strict=False)], sum(parts))
    if formula is Formula.ROUND_DIFF_EACH:
        parts = [round5(o - w) for o in losers]
        if not w:
            terms = [f"{o}→{r}" for o, r in zip(losers, parts, strict=False)]
        else:
            terms = [f"({o}-{w})→{r}" for o, r in zip(losers, parts, strict=False)]
        return sum(parts), _join(terms, sum(parts))
    if formula is Formula.FIVES_TOTAL:
        s = sum(losers)
        return fives(s), f"{' + '.join(map(str, losers))} = {s} → {fives(s)}"
    if formula is Formula.FIVES_FLOOR:
        s = sum(losers)
        return s // 5, f"{' + '.join(map(str, losers))} = {s} → {s // 5}"
    if formula is Formula.FIVES_EACH:
        parts = [fives(o) for o in losers]
        return sum(parts), _join([f"{o}→{p}" for o, p in zip(losers, parts, strict=False)], sum(parts))
    if formula is Formula.FIVES_DIFF:
        s = max(0, sum(losers) - w)
        return fives(s), f"{' + '.join(map(str, losers))} - {w} = {s} → {fives(s)}"
    if formula is Formula.HAND_POINT:
        return 1, "1"
    if formula is Formula.NONE:
        return 0, "0"
    raise ValueError(f"unknown formula {formula}")


# read after every play of a scoring game: module globals are faster to read than members
_FIVES: Final = InHandScoring.FIVES
_FIVES_THREES: Final = InHandScoring.FIVES_THREES
_FIVES_THREES_PUB: Final = InHandScoring.FIVES_THREES_PUB
_FIVE_UP: Final = InHandScoring.FIVE_UP


def play_points(style: InHandScoring, count: int) -> int:
    """Points for a play that leaves the open-end total ``count`` (Bergen is scored elsewhere)."""
    if count <= 0:
        return 0
    if style is _FIVES:
        return count if count % 5 == 0 else 0
    if style is _FIVES_THREES:
        return count if count % 3 == 0 or count % 5 == 0 else 0
    if style is _FIVES_THREES_PUB:
        return (count // 3 if count % 3 == 0 else 0) + (count // 5 if count % 5 == 0 else 0)
    if style is _FIVE_UP:
        return count // 5 if count % 5 == 0 else 0
    return 0


def bergen_points(halves: Sequence[int]) -> int:
    """Double-header (two exposed halves alike) 2, triple-header (three alike) 3, else 0."""
    if len(halves) >= 2 and halves.count(halves[0]) == len(halves):
        return 3 if len(halves) >= 3 else 2
    return 0
