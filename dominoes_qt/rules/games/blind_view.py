"""Blind Dominoes' view (G13, G14): nobody sees a face-down tile, not even its owner.

A module of its own so that the rules' compiled build (setup.py) can leave it interpreted:
it extends the interpreted :class:`~dominoes_qt.rules.view.PlayerView` dataclass, which mypyc
cannot do from a compiled module.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..tiles import Tile
from ..view import PlayerView


@dataclass(frozen=True)
class BlindView(PlayerView):
    """Blind Dominoes: nobody sees a face-down tile, not even its owner.

    ``hand`` is empty and ``hand_mask`` 0; ``rows`` shows each seat's row front first, with
    ``None`` for a face-down tile and the tile itself where it lies face up (a double sent back
    face up in the boxed game, or the front tile just turned and waiting for its end).
    """

    rows: tuple[tuple[Tile | None, ...], ...] = ()
    turned: Tile | None = None               # turned up, fits two ways: its player chooses
    set_aside: int = 0                       # tiles left over from the deal, never used

    @property
    def row_sizes(self) -> tuple[int, ...]:
        return tuple(len(r) for r in self.rows)

    @property
    def face_up_mask(self) -> int:
        m = 0
        for row in self.rows:
            for t in row:
                if t is not None:
                    m |= 1 << t.id
        return m

    @property
    def unseen_mask(self) -> int:
        return super().unseen_mask & ~self.face_up_mask
