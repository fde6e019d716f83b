"""Why a move was an inaccuracy or a blunder, in terms a player can act on: what the
opponents' best answer scores against the move played and against the better move, or how
often the better move leaves the next opponent without a play.

Measured in the same worlds as the fair values (the first ``REASON_WORLDS`` of them: what
the mover could be facing, nothing hidden read), one ply deep: the next opponent's answers to
each of the two moves.  :func:`reason` picks the figure that differs most; where neither
differs enough to explain the points given up, the reason is the value itself.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..rules.actions import Action, Kind
from ..rules.settings import InHandScoring

REASON_WORLDS = 24
SCORE, NOW, BLOCK, VALUE = "score", "now", "block", "value"


@dataclass(frozen=True)
class Reason:
    """The figures behind one sentence (``kind``: SCORE, BLOCK or VALUE)."""

    kind: str
    played: Action
    better: Action
    opponent: int              # the seat answering the move (-1: none)
    answer_played: float       # SCORE: the opponent's best answer's points, mean over worlds
    answer_better: float
    stuck_played: float        # BLOCK: share of worlds the opponent has no play, 0 .. 1
    stuck_better: float
    gap: float                 # the fair points between the two moves
    now_played: float = 0.0    # NOW: what each move scores itself, at once
    now_better: float = 0.0


def _answer(world: Any, action: Action, me: int) -> tuple[int, float, bool, float]:
    """After ``action`` in ``world``: the next seat of another side, the most its best
    immediate answer scores for its side, whether it has no play at all, and what
    ``action`` itself scored."""
    state = world.copy()
    state._apply(action)
    settings = state.settings
    scored = 0.0
    if settings.in_hand is not InHandScoring.NONE and state.result is None:
        scored = float(state.scores[me] - world.scores[me])
    if state.result is not None:
        return -1, 0.0, False, scored
    seat = state.turn
    if settings.side_of(seat) == me:        # a bonus turn (a train double): no answer yet
        return -1, 0.0, False, scored
    legal = state.legal_actions()
    plays = [a for a in legal if a.kind is Kind.PLAY]
    side = settings.side_of(seat)
    best = 0.0
    if settings.in_hand is not InHandScoring.NONE and hasattr(state, "scores"):
        for a in plays:
            child = state.copy()
            child._apply(a)
            gained = child.scores[side] - state.scores[side]
            best = max(best, float(gained))
    return seat, best, not plays, scored


def reason(worlds: Iterator[Any], played: Action, better: Action, me: int, gap: float,
           scoring: bool) -> Reason:
    """The reason ``played`` gave up ``gap`` points against ``better`` (``me``: the mover's
    side), from the first :data:`REASON_WORLDS` of ``worlds``."""
    seats: dict[int, int] = {}
    answers = [0.0, 0.0]
    stuck = [0, 0]
    now = [0.0, 0.0]
    n = 0
    for world in worlds:
        if n >= REASON_WORLDS:
            break
        n += 1
        for i, action in enumerate((played, better)):
            seat, points, none, scored = _answer(world, action, me)
            if seat >= 0:
                seats[seat] = seats.get(seat, 0) + 1
            answers[i] += points
            stuck[i] += none
            now[i] += scored
    n = max(1, n)
    opponent = max(seats, key=lambda s: seats[s]) if seats else -1
    a_played, a_better = answers[0] / n, answers[1] / n
    s_played, s_better = stuck[0] / n, stuck[1] / n
    n_played, n_better = now[0] / n, now[1] / n
    kind = VALUE
    if scoring and n_better - n_played >= max(1.0, a_played - a_better):
        kind = NOW                           # the better move scores more itself
    elif opponent >= 0:
        if scoring and a_played - a_better >= 1.0:
            kind = SCORE
        elif s_better - s_played >= 0.15:
            kind = BLOCK
    return Reason(kind, played, better, opponent, a_played, a_better, s_played, s_better, gap,
                  n_played, n_better)


def english(r: Reason, name: Any, seat_name: Any) -> str:
    """The sentence in English (the command line, ``--json``): ``name`` names a move,
    ``seat_name`` a seat."""
    played, better = name(r.played), name(r.better)
    if r.kind == SCORE:
        return (f"{played} lets {seat_name(r.opponent)} score {r.answer_played:.1f} at once "
                f"on average; {better} holds them to {r.answer_better:.1f}.")
    if r.kind == NOW:
        return (f"{better} scores {r.now_better:.0f} at once, {played} {r.now_played:.0f}; "
                f"the opponents' best answer to {played} scores {r.answer_played:.1f} on "
                f"average.")
    if r.kind == BLOCK:
        return (f"{better} leaves {seat_name(r.opponent)} without a play in "
                f"{100 * r.stuck_better:.0f}% of the deals the mover could be facing, {played} in "
                f"{100 * r.stuck_played:.0f}%.")
    return (f"{better} is worth {r.gap:.1f} points more than {played} over the deals the "
            f"mover could be facing, the opponents' best answers considered.")
