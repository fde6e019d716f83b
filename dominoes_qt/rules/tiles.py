"""Tiles, tile sets and the integer tile ids the engine uses internally.

Every tile of the largest set (double-twelve) has a fixed id: ``id(a, b) = b*(b+1)/2 + a`` for
``a <= b``.  The double-six set is then exactly ids 0..27 and the double-nine set ids 0..54, so a
hand is a plain ``int`` bit mask and "tiles of suit v" is a precomputed mask: legal-move
generation is a handful of bit operations, which is what makes random play-outs fast.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final, NamedTuple

MAX_SUIT: Final = 12
SET_SIZES: Final = (6, 9, 12)


class Tile(NamedTuple):
    """A domino in canonical form (``low <= high``).  Display order is the layout's business."""

    low: int
    high: int

    @property
    def id(self) -> int:
        return self.high * (self.high + 1) // 2 + self.low

    @property
    def is_double(self) -> bool:
        return self.low == self.high

    @property
    def pips(self) -> int:
        return self.low + self.high

    def other(self, half: int) -> int:
        """The number on the other half from ``half`` (which must be on the tile)."""
        if half == self.low:
            return self.high
        if half == self.high:
            return self.low
        raise ValueError(f"{self} has no {half}")

    def __str__(self) -> str:
        return f"{self.low}-{self.high}"

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse ``"6-4"`` or ``"4-6"`` (also ``"6|4"``) into the canonical tile."""
        cleaned = text.strip().replace("|", "-").replace(":", "-")
        parts = cleaned.split("-")
        if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
            raise ValueError(f"not a tile: {text[:20]!r} (write it like 6-4)")
        a, b = (int(p) for p in parts)
        if max(a, b) > MAX_SUIT:
            raise ValueError(f"not a tile: {text[:20]!r} (numbers go up to {MAX_SUIT})")
        return tile(a, b)


def tile_id(a: int, b: int) -> int:
    if a > b:
        a, b = b, a
    return b * (b + 1) // 2 + a


def set_count(n: int) -> int:
    """Number of tiles in a double-``n`` set."""
    return (n + 1) * (n + 2) // 2


#: All tiles of the double-twelve set indexed by id (shared, never copied).
TILES: Final[tuple[Tile, ...]] = tuple(Tile(a, b) for b in range(MAX_SUIT + 1) for a in range(b + 1))
LOW: Final[tuple[int, ...]] = tuple(t.low for t in TILES)
HIGH: Final[tuple[int, ...]] = tuple(t.high for t in TILES)
PIPS: Final[tuple[int, ...]] = tuple(t.low + t.high for t in TILES)
IS_DOUBLE: Final[tuple[bool, ...]] = tuple(t.low == t.high for t in TILES)
#: SUIT[v] = mask of every tile (of the double-twelve set) carrying the number v.
SUIT: Final[tuple[int, ...]] = tuple(
    sum(1 << i for i, t in enumerate(TILES) if v in (t.low, t.high)) for v in range(MAX_SUIT + 1)
)
#: SUIT_OF_SET[n][v] = SUIT[v] cut to the double-``n`` set: small integers in the inner loop
#: (a double-six mask fits one machine word, where SUIT's 91 bits are a big integer).
SUIT_OF_SET: Final[dict[int, tuple[int, ...]]] = {
    n: tuple(m & ((1 << ((n + 1) * (n + 2) // 2)) - 1) for m in SUIT) for n in SET_SIZES
}
#: DOUBLE_MASK = mask of all doubles.
DOUBLE_MASK: Final[int] = sum(1 << i for i, t in enumerate(TILES) if t.low == t.high)


def tile(a: int, b: int) -> Tile:
    """The interned canonical tile with halves ``a`` and ``b`` (any order)."""
    return TILES[tile_id(a, b)]


def full_set_mask(n: int) -> int:
    return (1 << set_count(n)) - 1


def tiles_of(mask: int) -> Iterator[int]:
    """Tile ids in a mask, lowest id first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(ids: Iterable[int]) -> int:
    m = 0
    for i in ids:
        m |= 1 << i
    return m


def pips_of(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += PIPS[low.bit_length() - 1]
        mask ^= low
    return total


def double_set(n: int) -> list[Tile]:
    """All tiles of a double-``n`` set in id order."""
    if n not in SET_SIZES:
        raise ValueError(f"no double-{n} set: choose one of {', '.join(map(str, SET_SIZES))}")
    return list(TILES[: set_count(n)])
