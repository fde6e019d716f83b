"""The tile tracker: what a seat can deduce from the table alone, shown beside it on request.

For every other seat, the numbers it cannot hold (a pass, or a draw, with that number open at
an end; a tile drawn since may hold anything), from the same replay of the public history as
the computer players' inference (:func:`~dominoes_qt.ai.inference.infer`); and how many tiles
of each number the seat has not seen (in other hands, the boneyard or set aside).  Reads only
the seat's :class:`~dominoes_qt.rules.view.PlayerView`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.tiles import HIGH, LOW, SUIT, tiles_of
from ..rules.view import PlayerView
from .inference import infer


@dataclass(frozen=True)
class Tracker:
    seat: int
    #: per other seat (in seat order), the numbers it cannot hold
    cannot_hold: dict[int, tuple[int, ...]]
    #: per number, the tiles carrying it that the seat has not seen
    unseen: dict[int, int]


def track(view: PlayerView) -> Tracker:
    s = view.settings
    know = infer(view)
    unseen = know.unseen
    cannot: dict[int, tuple[int, ...]] = {}
    for seat in range(s.players):
        if seat == view.seat:
            continue
        slots = know.slots[seat]
        cannot[seat] = tuple(n for n in range(s.set_n + 1)
                             if slots and all(not slot & SUIT[n] & unseen for slot in slots))
    counts = dict.fromkeys(range(s.set_n + 1), 0)
    for t in tiles_of(view.unseen_mask):
        for n in {LOW[t], HIGH[t]}:
            counts[n] += 1
    return Tracker(view.seat, cannot, counts)

