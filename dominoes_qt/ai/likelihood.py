"""How well a sampled world explains the plays the other seats made: world weights for
``hard`` in line block games (Partnership, Block).

Inference and sampling keep every deal the public record allows, but a player who thinks
(a person, ``hard``, ``sampled-ab``) mostly makes good plays: a deal in which a seat's recent
play was a blunder is less likely to be the real one than a deal in which it was the best
play.  Each sampled world is already solved exactly by the line solver, so the position before
each of the other seats' last few plays can be solved in it too (the world's hands plus the
tiles played since, on the open numbers of that moment).  The play's *regret* there — the best
play's value for that seat's side minus the value of the play it made, in points — gives the
world the weight ``exp(-beta * regret)`` (a quantal-response model of a player: better plays
are exponentially more likely, no play impossible).  Nothing here reads a hidden tile: it only
rates the sampled deals by the public plays.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules.actions import Kind
from ..rules.layout import Layout
from ..rules.tiles import HIGH, LOW
from ..rules.view import PlayerView
from .solver import LineSolver, OutOfNodes

#: A regret above this many points counts as this many (a blunder is rare, not impossible).
REGRET_CAP = 40.0


@dataclass(frozen=True)
class PastPlay:
    """One play by another seat: the open numbers it faced (the layout's socket order), the
    tile, the two open numbers it left, and per seat the tiles played from then on (they were
    in those hands at the time, this play's tile included)."""

    seat: int
    a: int
    b: int
    tile: int
    left: tuple[int, int]
    since: tuple[int, ...]


def past_plays(view: PlayerView, first: int, count: int,
               seats: frozenset[int] | None = None) -> tuple[PastPlay, ...]:
    """The last ``count`` plays by seats other than ``view.seat`` (only ``seats``, when
    given) made at move ``first`` of the hand or later (moves counted from 0, passes
    included), on a line layout."""
    s = view.settings
    history = view.history
    layout = Layout.for_settings(s)
    found: list[tuple[int, int, int, int, tuple[int, int]]] = []
    for move, (seat, act) in enumerate(history):
        if act.kind is not Kind.PLAY or act.tile is None:
            continue
        t = act.tile.id
        opened = list(layout.open.items())
        if act.socket < 0:
            layout.place_lead(t, act.touching)
        else:
            outer = HIGH[t] if LOW[t] == act.touching else LOW[t]
            if move >= first and seat != view.seat and len(opened) == 2 \
                    and (seats is None or seat in seats):
                (sa, a), (_sb, b) = opened
                after = (outer, b) if act.socket == sa else (a, outer)
                found.append((move, seat, a, b, after))
            layout.attach(t, act.socket, act.touching)
    out = []
    for move, seat, a, b, after in found[-count:] if count > 0 else ():
        since = [0] * s.players
        for who, done in history[move:]:
            if done.kind is Kind.PLAY and done.tile is not None:
                since[who] |= 1 << done.tile.id
        tile = history[move][1].tile
        assert tile is not None
        out.append(PastPlay(seat, a, b, tile.id, after, tuple(since)))
    return tuple(out)


def play_regret(solver: LineSolver, play: PastPlay, hands: Sequence[int], limit: int) -> float:
    """Points the seat of ``play`` gave away by it in the world whose current hands (every
    seat, ours included) are ``hands``: its side's best value there minus the value of the
    play made, 0 when it had no other play.  Raises :class:`OutOfNodes` past ``limit``."""
    before = [h | play.since[i] for i, h in enumerate(hands)]
    values = solver.position_values(before, play.seat, play.a, play.b, limit)
    if len(values) < 2:
        return 0.0
    sign = 1.0 if solver.rules.side_of[play.seat] == solver.me else -1.0
    made = sorted(play.left)
    actual = None
    for (t, na, nb), v in values.items():
        if t == play.tile and sorted((na, nb)) == made:
            actual = sign * v
            break
    if actual is None:          # the play is not possible in this world (never with a
        return REGRET_CAP       # consistent sample): the least likely
    best = max(sign * v for v in values.values())
    return min(REGRET_CAP, best - actual)


def world_weight(solver: LineSolver, plays: Sequence[PastPlay], hands: Sequence[int],
                 beta: float, limit: int) -> float:
    """``exp(-beta * total regret)`` of ``plays`` in the world with current ``hands``; a
    play whose position is too big to solve within ``limit`` positions is not counted."""
    regret = 0.0
    start = solver.nodes
    for play in plays:
        left = limit - (solver.nodes - start)
        if left <= 0:
            break
        try:
            regret += play_regret(solver, play, hands, left)
        except OutOfNodes:
            break
    return math.exp(-beta * regret)
