"""A model of how people choose a play in games scored during the hand, and how well a
sampled world explains the opponents' plays under it: sampling weights for ``hard``.

People take the points on offer and shed heavy tiles: of the plays a hand allows, a play
worth ``v`` (its points now plus ``shed`` per pip of the tile, doubles counting
``DOUBLE_BONUS`` pips more, as ``medium`` counts them) is chosen with probability proportional to ``exp(beta * v)`` (a quantal-response
model: better plays are exponentially likelier, none impossible).  A world's weight is the
product, over an opponent's plays, of the chance its hand then gave the play it made.  The
hand at a play is the world's hand now plus the tiles that seat played since, so only plays
made after the seat's last draw are read (a drawn tile's arrival is not public).

Nothing here reads a hidden tile: the plays and the layouts they met are public, and a world
is only rated by them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from ..rules.actions import Action, Kind, play_action
from ..rules.layout import Layout
from ..rules.settings import Matching, Settings
from ..rules.tiles import IS_DOUBLE, PIPS, SUIT, full_set_mask
from ..rules.view import PlayerView
from .heuristics import DOUBLE_BONUS
from .plays import play_points_after

T = TypeVar("T")


@dataclass(frozen=True)
class SeenPlay:
    """One opponent's play: ``chosen`` is exp(beta * value) of the play made; ``options``
    per tile that fitted then, the sum of exp(beta * value) over its plays; ``since`` the
    tiles that seat played from then on, this one included."""

    seat: int
    chosen: float
    options: tuple[tuple[int, float], ...]
    since: int


def seen_plays(view: PlayerView, beta: float, shed: float, seats: frozenset[int],
               count: int) -> tuple[SeenPlay, ...]:
    """The last ``count`` plays of ``seats`` made after their last draw, with what the model
    makes of each (empty in games matched by sum, which the model does not cover)."""
    s = view.settings
    if s.matching is Matching.SUM7 or beta <= 0.0 or count <= 0:
        return ()
    history = view.history
    last_draw = last_draws(view, seats)
    read = [move for move, (seat, act) in enumerate(history)
            if act.kind is Kind.PLAY and act.tile is not None and act.socket >= 0
            and seat in last_draw and move > last_draw[seat]][-count:]
    if not read:
        return ()
    wanted = set(read)
    full = full_set_mask(s.set_n)
    layout = Layout.for_settings(s)
    found: list[tuple[int, int, float, tuple[tuple[int, float], ...]]] = []
    for move, (seat, act) in enumerate(history[:read[-1] + 1]):
        if act.kind is not Kind.PLAY or act.tile is None:
            continue
        t = act.tile.id
        if move in wanted:
            worth: dict[int, float] = {}
            for sock, v in layout.open.items():
                m = SUIT[v] & full
                while m:
                    low = m & -m
                    u = low.bit_length() - 1
                    m ^= low
                    worth[u] = worth.get(u, 0.0) + math.exp(
                        beta * _value(s, layout, play_action(u, sock, v), u, shed))
            found.append((move, seat, math.exp(beta * _value(s, layout, act, t, shed)),
                          tuple(worth.items())))
        if act.socket < 0:
            layout.place_lead(t, act.touching)
        else:
            layout.attach(t, act.socket, act.touching)
    return tuple(SeenPlay(seat, chosen, options, played_since(view, move, seat))
                 for move, seat, chosen, options in found)


def _value(settings: Settings, layout: Layout, play: Action, tile: int, shed: float) -> float:
    """What the model makes of ``play`` of ``tile`` on ``layout``: its points now plus
    ``shed`` a pip shed, a double counting ``DOUBLE_BONUS`` pips more."""
    return play_points_after(settings, layout, play) \
        + shed * (PIPS[tile] + (DOUBLE_BONUS if IS_DOUBLE[tile] else 0.0))


def last_draws(view: PlayerView, seats: frozenset[int]) -> dict[int, int]:
    """Per seat of ``seats``, the move of its last draw (-1: none): its hand is known to be
    what it holds now plus what it played only from then on."""
    last = dict.fromkeys(seats, -1)
    for move, (seat, act) in enumerate(view.history):
        if seat in last and act.kind is Kind.DRAW:
            last[seat] = move
    return last


def played_since(view: PlayerView, move: int, seat: int) -> int:
    """The tiles ``seat`` played from move ``move`` of the hand on (that move included)."""
    out = 0
    for who, act in view.history[move:]:
        if who == seat and act.kind is Kind.PLAY and act.tile is not None:
            out |= 1 << act.tile.id
    return out


def world_weight(plays: tuple[SeenPlay, ...], hands: list[int]) -> float:
    """The chance, under the model, that the sampled ``hands`` made every one of ``plays``."""
    weight = 1.0
    for play in plays:
        held = hands[play.seat] | play.since
        total = 0.0
        for tile, worth in play.options:
            if held >> tile & 1:
                total += worth
        if total > 0.0:
            weight *= play.chosen / total
    return weight


def weighted_pick(items: Sequence[T], weights: Sequence[float], draw: float) -> T:
    """The item whose share of the weights' running total holds ``draw`` (uniform in [0, 1)):
    each item with the chance of its weight; the first when no weight is above 0."""
    total = sum(weights)
    if total <= 0.0:
        return items[0]
    left = draw * total
    for item, weight in zip(items, weights, strict=True):
        left -= weight
        if left < 0.0:
            return item
    return items[-1]
