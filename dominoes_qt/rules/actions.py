"""Actions a player can take, as small immutable values (python-chess's ``Move`` idea).

Play actions are interned: the engine hands out the same object for the same (tile, socket,
touching) every time, so generating legal moves allocates almost nothing.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Final, NamedTuple

from .tiles import LOW, SUIT, TILES, Tile, tiles_of

LEAD: Final = -1  # socket of the first tile of a hand: the empty table


class Kind(IntEnum):
    PLAY = 0
    DRAW = 1
    PASS = 2
    DECLARE = 3   # manual Muggins: announce your own score
    MUGGINS = 4   # manual Muggins: claim a score another player missed
    TURN = 5      # Blind Dominoes: turn up the front tile of your row
    CHOOSE = 6    # Blind Dominoes: place the turned tile on one of two fitting ends


class Action(NamedTuple):
    kind: Kind
    tile: Tile | None = None
    socket: int = LEAD
    touching: int = -1
    seat: int = -1      # who acts, for out-of-turn actions (Muggins claims); -1 = player to act
    points: int = 0     # declared amount (manual Muggins)

    def __str__(self) -> str:
        k = self.kind
        if k is Kind.PLAY:
            if self.socket == LEAD:
                return f"lead {self.tile}"
            return f"play {self.tile} on socket {self.socket} ({self.touching} touching)"
        if k is Kind.CHOOSE:
            return f"put {self.tile} on socket {self.socket} ({self.touching} touching)"
        if k is Kind.DECLARE:
            return f"declare {self.points}"
        if k is Kind.MUGGINS:
            return f"seat {self.seat} claims muggins"
        return k.name.lower()

    @property
    def is_play(self) -> bool:
        return self.kind is Kind.PLAY


DRAW: Final = Action(Kind.DRAW)
PASS: Final = Action(Kind.PASS)
TURN: Final = Action(Kind.TURN)

#: The place of a play not made yet in a row of :data:`_PLAY_ROWS` (never handed out).
_UNMADE: Final = Action(Kind.PLAY, None, -2)

#: The interned plays, a row per socket and number touching, by tile id:
#: ``_PLAY_ROWS[((socket + 1) << 4) | touching][tile_id]``.  Lists, not a dict: the move
#: generator's inner loop indexes them with small integers, with no hashing.  A row is made
#: the first time it is asked for, with the plays of every tile that holds the number touching
#: (all a line's move generator reads, so it reads them with no test); the others (All
#: Sevens' sums, the solitaires' sockets) are made when first asked for.  Room is kept for
#: every socket of a layout (four per tile of the largest set).
_PLAY_ROWS: Final[list[list[Action] | None]] = [None] * ((4 * len(TILES) + 1) << 4)


def play_row(socket: int, touching: int) -> list[Action]:
    """The row of :data:`_PLAY_ROWS` for plays on ``socket`` with ``touching`` against it."""
    i = ((socket + 1) << 4) | touching
    rows = _PLAY_ROWS
    if i >= len(rows):
        rows.extend([None] * (i + 1 - len(rows)))
    row = rows[i]
    if row is None:
        row = [_UNMADE] * len(TILES)
        for t in tiles_of(SUIT[touching]):
            row[t] = Action(Kind.PLAY, TILES[t], socket, touching)
        rows[i] = row
    return row


def play_action(tile_id: int, socket: int, touching: int) -> Action:
    """The interned play of tile ``tile_id`` on ``socket`` with ``touching`` against it."""
    if not (0 <= tile_id < len(TILES) and 0 <= touching <= 12 and socket >= LEAD):
        raise ValueError(f"no such play: tile {tile_id}, socket {socket}, touching {touching}")
    row = play_row(socket, touching)
    act = row[tile_id]
    if act is _UNMADE:
        act = row[tile_id] = Action(Kind.PLAY, TILES[tile_id], socket, touching)
    return act


def play(tile: Tile | str, socket: int = LEAD, touching: int | None = None) -> Action:
    """Convenience constructor: ``play("6-4", 3)``; ``touching`` defaults to the tile's low half
    (callers that care about orientation, such as All Sevens wilds, pass it)."""
    if isinstance(tile, str):
        tile = Tile.parse(tile)
    t = tile.id
    return play_action(t, socket, LOW[t] if touching is None else touching)
