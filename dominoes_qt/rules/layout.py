"""The line of play as a graph of sockets (RULES.md §1.5).

Geometry is cosmetic; the rules only need to know which sockets exist, which are open and what
number each shows.  A socket id is ``4 * placement_index + local``:

* lead non-double: 0 = first (west) end, 1 = second (east) end;
* lead double: 0 and 1 = its long sides, 2 and 3 = its tips (tips only on a spinner);
* attached non-double or in-line double: 0 = its outer end;
* attached crosswise double: 0 = its outer long side, 1 and 2 = its tips (spinner only).

``dominoes_qt.geometry`` turns the same numbering into positions on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .settings import Settings, Spinners
from .tiles import HIGH, IS_DOUBLE, LOW, TILES, Tile

LEAD: Final = -1  # the "socket" of the first tile: the empty table
_NO_SPINNERS: Final = Spinners.NONE   # a module global: an enum member read through its class is slow


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """One tile on the table: what touches its parent and which socket it hangs on."""

    tile: Tile
    parent_socket: int | None
    touching: int
    outer: int
    inline: bool
    spinner: bool


#: Every field of a :class:`Layout`, for comparing two of them (a compiled class has no
#: ``__slots__`` to read them from).
LAYOUT_FIELDS: Final = (
    "tiles", "parents", "touching", "crosswise", "spinner", "open", "waiting",
    "mode", "later_mode", "tips_after_sides", "inline_doubles", "cross_phase",
    "cross_attached", "spinner_used",
)


class Layout:
    """Mutable socket graph; ``copy()`` is cheap enough for search."""

    __slots__ = LAYOUT_FIELDS

    def __init__(
        self,
        mode: Spinners = Spinners.NONE,
        *,
        tips_after_sides: bool = False,
        later_mode: Spinners = Spinners.NONE,
        inline_doubles: bool = False,
    ) -> None:
        self.tiles: list[int] = []
        self.parents: list[int] = []
        self.touching: list[int] = []
        self.crosswise: list[bool] = []
        self.spinner: list[bool] = []
        #: enabled free sockets, id -> value (insertion ordered, so move order is stable)
        self.open: dict[int, int] = {}
        #: sockets that exist but are not enabled yet (tips before sides, arms before the cross)
        self.waiting: dict[int, int] = {}
        self.mode = mode
        self.later_mode = later_mode
        self.tips_after_sides = tips_after_sides
        self.inline_doubles = inline_doubles
        self.cross_phase = False
        self.cross_attached = 0
        self.spinner_used = False

    # -- queries -----------------------------------------------------------------------------

    @classmethod
    def for_settings(cls, settings: Settings) -> Layout:
        """The empty table of a game played with ``settings`` (the hand and every replay of
        its history start from the same one)."""
        return cls(settings.spinners, tips_after_sides=settings.tips_after_sides,
                   later_mode=settings.cross_then, inline_doubles=settings.inline_doubles)
    def __len__(self) -> int:
        return len(self.tiles)

    @property
    def is_empty(self) -> bool:
        return not self.tiles

    def open_values(self) -> list[int]:
        return list(self.open.values())

    def owner(self, socket: int) -> int:
        return socket >> 2

    def is_side(self, socket: int) -> bool:
        """True for a long side of a crosswise double (the sockets that count its double value)."""
        p = socket >> 2
        if not self.crosswise[p]:
            return False
        local = socket & 3
        return local < 2 if p == 0 else local == 0

    def placed(self) -> list[PlacedTile]:
        out = []
        for i, t in enumerate(self.tiles):
            parent = self.parents[i]
            touch = self.touching[i]
            out.append(PlacedTile(
                tile=TILES[t],
                parent_socket=None if parent == LEAD else parent,
                touching=touch,
                outer=HIGH[t] if LOW[t] == touch else LOW[t],
                inline=IS_DOUBLE[t] and not self.crosswise[i],
                spinner=self.spinner[i],
            ))
        return out

    def count(self) -> int:
        """The open-end total of RULES.md §1.10 (one function for every fives game)."""
        total = 0
        counted = -1
        crosswise = self.crosswise
        for s, v in self.open.items():
            p = s >> 2
            if crosswise[p]:
                local = s & 3
                if (local < 2 if p == 0 else local == 0) and p != counted:
                    total += 2 * v
                    counted = p
            else:
                total += v
        return total

    def end_terms(self, skip: int = -1) -> list[tuple[int, int]]:
        """(number, halves shown) per open end, ignoring socket ``skip``: a crosswise double
        with a free long side shows its number twice, once however many sides are free; its
        tips show nothing.  ``count()`` is the same rule summed inline for speed."""
        terms: list[tuple[int, int]] = []
        counted = -1
        crosswise = self.crosswise
        for s, v in self.open.items():
            if s == skip:
                continue
            p = s >> 2
            if crosswise[p]:
                local = s & 3
                if (local < 2 if p == 0 else local == 0) and p != counted:
                    terms.append((v, 2))
                    counted = p
            else:
                terms.append((v, 1))
        return terms

    def count_terms(self) -> list[int]:
        """The addends of ``count()``, for showing the arithmetic ("3 + 6 + 6 = 15"): the
        ``end_terms()`` rule inline (Bergen reads them after every play)."""
        terms: list[int] = []
        counted = -1
        crosswise = self.crosswise
        for s, v in self.open.items():
            p = s >> 2
            if crosswise[p]:
                local = s & 3
                if (local < 2 if p == 0 else local == 0) and p != counted:
                    terms += (v, v)
                    counted = p
            else:
                terms.append(v)
        return terms

    def exposed_halves(self) -> list[int]:
        """Bergen: one number per exposed half; a crosswise double at an end shows two.

        These are exactly the addends of the count, so both games read the same list."""
        return self.count_terms()

    # -- changes ---------------------------------------------------------------------------
    def _is_spinner(self, t: int, lead: bool) -> bool:
        if not IS_DOUBLE[t]:
            return False
        mode = self.later_mode if (self.mode is Spinners.CROSS and not lead) else self.mode
        if not IS_DOUBLE[t] or self.inline_doubles:
            return False
        if mode is Spinners.ALL or (mode is Spinners.CROSS and lead):
            return True
        if mode is Spinners.FIRST and not self.spinner_used:
            return True
        return False

    def place_lead(self, t: int, first: int | None = None) -> None:
        """Put the first tile on the empty table; ``first`` is the number shown on its west end."""
        if self.tiles:
            raise ValueError("the layout already has a lead")
        lo, hi = LOW[t], HIGH[t]
        if first is None or first not in (lo, hi):
            first = lo
        second = hi if first == lo else lo
        double = lo == hi
        spinner = self._is_spinner(t, True)
        self.tiles.append(t)
        self.parents.append(LEAD)
        self.touching.append(first)
        self.crosswise.append(double and not self.inline_doubles)
        self.spinner.append(spinner)
        self.open[0] = first
        self.open[1] = second
        if spinner:
            self.spinner_used = True
            if self.mode is Spinners.CROSS:
                self.cross_phase = True
                self.open[2] = lo
                self.open[3] = lo
            elif self.tips_after_sides:
                self.waiting[2] = lo
                self.waiting[3] = lo
            else:
                self.open[2] = lo
                self.open[3] = lo

    def attach(self, t: int, socket: int, touching: int) -> None:
        """Attach tile ``t`` to open ``socket`` with the half ``touching`` against it.

        Legality (the match between tile and socket) is the caller's job; this only updates the
        graph, so All Sevens' sum-to-seven matching uses it unchanged.
        """
        target = self.open
        del target[socket]
        tiles = self.tiles
        p = len(tiles)
        lo, hi = LOW[t], HIGH[t]
        outer = hi if touching == lo else lo
        double = lo == hi and not self.inline_doubles
        if self.mode is _NO_SPINNERS:
            # a plain line (the later mode only follows a cross): no spinner, so no tips
            # waiting and no cross phase; the rest below is what this leaves of it
            tiles.append(t)
            self.parents.append(socket)
            self.touching.append(touching)
            self.crosswise.append(double)
            self.spinner.append(False)
            target[4 * p] = outer
            return
        spinner = double and self._is_spinner(t, False)
        tiles.append(t)
        self.parents.append(socket)
        self.touching.append(touching)
        self.crosswise.append(double)
        self.spinner.append(spinner)
        owner = socket >> 2
        if self.cross_phase:
            if owner == 0:
                self.cross_attached += 1
            target = self.waiting
        base = 4 * p
        target[base] = outer
        if spinner:
            self.spinner_used = True
            if self.tips_after_sides or self.cross_phase:
                self.waiting[base + 1] = lo
                self.waiting[base + 2] = lo
            else:
                target[base + 1] = lo
                target[base + 2] = lo
        if self.cross_phase:
            if self.cross_attached == 4:
                self._end_cross()
        elif self.tips_after_sides and self.spinner[owner] and self.waiting:
            self._maybe_open_tips(owner)

    def _maybe_open_tips(self, owner: int) -> None:
        base = 4 * owner
        sides = (base, base + 1) if owner == 0 else (base,)
        if any(s in self.open for s in sides):
            return
        for tip in (base + 1, base + 2) if owner else (2, 3):
            v = self.waiting.pop(tip, None)
            if v is not None:
                self.open[tip] = v

    def _end_cross(self) -> None:
        self.cross_phase = False
        waiting, self.waiting = self.waiting, {}
        for s, v in waiting.items():
            p = s >> 2
            local = s & 3
            if self.tips_after_sides and self.spinner[p] and local != 0:
                self.waiting[s] = v   # a later spinner's tips still wait for its side
            else:
                self.open[s] = v

    def copy(self) -> Layout:
        other = Layout.__new__(Layout)
        other.tiles = self.tiles.copy()
        other.parents = self.parents.copy()
        other.touching = self.touching.copy()
        other.crosswise = self.crosswise.copy()
        other.spinner = self.spinner.copy()
        other.open = self.open.copy()
        other.waiting = self.waiting.copy()
        other.mode = self.mode
        other.later_mode = self.later_mode
        other.tips_after_sides = self.tips_after_sides
        other.inline_doubles = self.inline_doubles
        other.cross_phase = self.cross_phase
        other.cross_attached = self.cross_attached
        other.spinner_used = self.spinner_used
        return other
