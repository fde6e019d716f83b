"""The tile tracker: what a seat can deduce from the table alone, shown beside it on request.

For every other seat, the numbers it cannot hold (a pass, or a draw, with that number open at
an end; a tile drawn since may hold anything), from the same replay of the public history as
the computer players' inference (:func:`~dominoes_qt.ai.inference.infer`); and how many tiles
of each number the seat has not seen (in other hands, the boneyard or set aside).  Reads only
the seat's :class:`~dominoes_qt.rules.view.PlayerView`.

The train games (:func:`track_trains`) have no line: a seat that draws, or passes with the
boneyard empty, holds no tile for any end it was allowed to play on then (an unsatisfied
double's or a chicken foot's number alone, while one waits); a tile it draws may hold anything,
unless it passes on with it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules.actions import Action, Kind
from ..rules.catalogue import find_game
from ..rules.games.trains import TrainRound
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
    return Tracker(view.seat, cannot, _unseen_counts(view))


def _unseen_counts(view: PlayerView) -> dict[int, int]:
    counts = dict.fromkeys(range(view.settings.set_n + 1), 0)
    for t in tiles_of(view.unseen_mask):
        for n in {LOW[t], HIGH[t]}:
            counts[n] += 1
    return counts


def track_trains(view: Any) -> Tracker:
    """The tracker of a train game's seat (a ``TrainView``): the round replayed from the
    view's history, each draw and pass read against the ends open to its player then."""
    players = view.settings.players
    lacks: list[set[int]] = [set() for _ in range(players)]
    before_draw: dict[int, set[int]] = {}     # what a hand lacked before its unknown draw

    def observe(state: TrainRound, seat: int, act: Action) -> None:
        numbers = {v for s in state.allowed_sockets()
                   if (v := state.socket_value(s)) is not None}
        if act.kind is Kind.DRAW:
            before_draw[seat] = lacks[seat] | numbers
            lacks[seat] = set()
        elif act.kind is Kind.PLAY:
            if seat in before_draw:       # the tile drawn, the only one that fits
                lacks[seat] = before_draw.pop(seat)
        elif seat in before_draw:         # the tile drawn did not fit either
            before_draw.pop(seat)
            lacks[seat] = numbers
        elif not state._may_stop():       # (ending a first turn's run tells nothing)
            lacks[seat] |= numbers

    cls = find_game(view.settings.game_id).state_class
    assert cls is not None and issubclass(cls, TrainRound)
    cls.from_view(view, observe)
    counts = _unseen_counts(view)
    gone = {n for n, k in counts.items() if k == 0}
    cannot = {seat: tuple(sorted(lacks[seat] | gone)) for seat in range(players)
              if seat != view.seat}
    return Tracker(view.seat, cannot, counts)

