"""What one seat may know: the information a person in that chair would have.

Computer players get a :class:`PlayerView`, never the hand's state, so they cannot peek at
hidden tiles.  Everything here is public (layout, hand sizes, boneyard size, plays, passes and
draws — but not *which* tile was drawn) except the seat's own hand.  A game that hides more
(Blind Dominoes) subclasses :class:`PlayerView` in its own module and returns it from its state's
``view()``: this module knows no particular game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .layout import Layout
from .settings import Settings
from .tiles import Tile, set_count


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
