"""What one seat may know: the information a person in that chair would have.

Computer players get a :class:`PlayerView`, never the hand's state, so they cannot peek at
hidden tiles.  Everything here is public (layout, hand sizes, boneyard size, plays, passes and
draws — but not *which* tile was drawn) except the seat's own hand.  A game that hides more
(Blind Dominoes) subclasses :class:`PlayerView` in its own module and returns it from its state's
``view()``: this module knows no particular game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from .actions import Action
from .errors import RulesError
from .layout import LAYOUT_FIELDS, Layout
from .settings import Settings
from .tiles import Tile, set_count, tiles_of


@dataclass(frozen=True)
class PlayerView:
    """One seat's knowledge of the hand; frozen, so a player cannot change what it was shown."""

    settings: Settings
    seat: int
    hand: tuple[Tile, ...]
    hand_mask: int
    hand_sizes: tuple[int, ...]
    boneyard_size: int
    layout: Layout                           # a private copy
    history: tuple[tuple[int, Action], ...]  # (seat, action); draws carry no tile
    turn: int
    leader: int
    lead_tile: int
    drew: int
    scores: tuple[int, ...]
    legal: tuple[Action, ...]                # empty unless it is this seat's turn
    #: DECLARE / MUGGINS this seat may do now, whoever's turn it is (manual Muggins)
    out_of_turn: tuple[Action, ...] = ()

    @property
    def played_mask(self) -> int:
        m = 0
        for t in self.layout.tiles:
            m |= 1 << t
        return m

    @property
    def unseen_mask(self) -> int:
        """Tiles this seat cannot see: other hands, the boneyard and any sleeping tiles."""
        full = (1 << set_count(self.settings.set_n)) - 1
        return full & ~self.hand_mask & ~self.played_mask


def stand_ins(view: PlayerView) -> tuple[list[list[int]], list[int]]:
    """Every seat's tiles and the boneyard as ``view`` allows them to be: the seat's own
    hand, and for each hidden place the lowest unseen tile ids first, seat by seat, then
    the boneyard, so that nothing beyond the view picks them (``GameState.from_view``).
    Raises RulesError when the view counts more hidden tiles than it leaves unseen."""
    sizes = view.hand_sizes
    if len(sizes) != view.settings.players or not 0 <= view.seat < len(sizes):
        raise RulesError("the view's hand sizes do not match its players")
    if sizes[view.seat] != view.hand_mask.bit_count():
        raise RulesError("the view's own hand is not the size it gives it")
    unseen = list(tiles_of(view.unseen_mask))
    wanted = sum(sizes) - sizes[view.seat] + view.boneyard_size
    if min(sizes, default=0) < 0 or view.boneyard_size < 0 or wanted > len(unseen):
        raise RulesError(f"the view hides {wanted} tiles but leaves {len(unseen)} unseen")
    pool = iter(unseen)
    hands = [list(tiles_of(view.hand_mask)) if seat == view.seat
             else [next(pool) for _ in range(size)] for seat, size in enumerate(sizes)]
    return hands, [next(pool) for _ in range(view.boneyard_size)]


def layout_key(layout: Layout) -> tuple[object, ...]:
    """Everything a layout holds, for comparing two of them (a Layout has no equality)."""
    return tuple(_frozen(getattr(layout, name)) for name in LAYOUT_FIELDS)


def _frozen(value: object) -> object:
    if isinstance(value, dict):
        return tuple(value.items())
    if isinstance(value, list):
        return tuple(value)
    return value


def view_differences(a: PlayerView, b: PlayerView) -> list[str]:
    """The fields in which two views of a seat differ (the layout by its tiles and ends):
    empty when a stand-in state shows its seat what the true one does."""
    if type(a) is not type(b):
        return [f"{type(a).__name__} against {type(b).__name__}"]
    out = []
    for f in dataclasses.fields(a):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if f.name == "layout":
            if layout_key(x) != layout_key(y):
                out.append("layout")
        elif x != y:
            out.append(f.name)
    return out
