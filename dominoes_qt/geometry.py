"""Where the tiles of the line of play lie on the table (pure Python, no Qt).

Everything is measured in *tile units*: a tile is 2 long and 1 wide, +x points east and +y points
SOUTH (screen convention).  The table scene only scales and draws what this module computes, so
all decisions about the shape of the line live here and can be tested without a display.

Internally every coordinate is an integer number of *half units*: all tile edges then fall on a
grid, overlap tests are exact, and occupancy is kept as one bitmask per row of half-unit cells.

The layout is incremental: each tile is placed once, in play order, from what is already on the
table; later tiles never move earlier ones (so the picture is stable while a game goes on).  For
each tile a handful of candidate positions (straight on, bending left or right, shifted, and for
a double across the line or beside the last half at a bend) is scored: never an overlap; then
keep the other open ends playable, stay on the table, keep the new ends playable (a short
look-ahead and a flood fill for dead-end pockets), and prefer a straight, snaking line.

The snake: each arm of the lead (its two ends, or four round a spinner lead) keeps to its own
part of the table (see `LineLayouter._owner`), so the ends snake side by side instead of
through each other.  A line runs straight while it fits, turns near the edge (to its right by
preference) and U-turns back along the table; a bend straight back to the direction it had
before the last one (a staircase) is avoided.  Rows do not lie flush against each other (a
tile shares an edge only with the tile it is played on, unless a crowded spinner game leaves
no other way): a half unit of felt keeps two rows, and two doubles across neighbouring rows,
from reading as one block.

The table is the box the scene can show with tiles of a readable size, and the line keeps to
it in every game: an arm that reaches the edge turns and runs along it.  Spinner games, where
the tips of doubles are played on too, grow bushy: there rows keep clear of the edge where they
can (a double in a row needs room at both tips), a double across a row on the edge may stick
out half a unit, and a tile whose socket did get boxed in is laid against another side of the
half that shows its number.  Only when the line truly cannot go on inside the table does the
table grow (a unit on every side at a time; the scene then zooms out); tiles never overlap.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

__all__ = [
    "DropTarget",
    "LineLayouter",
    "PlacedTile",
    "Placement",
    "TableLayout",
    "DEFAULT_TABLE",
    "layout_line",
]

DEFAULT_TABLE: tuple[float, float] = (24.0, 14.0)

Vec = tuple[int, int]
Rect = tuple[int, int, int, int]  # x0, y0, x1, y1 in half units (x1, y1 exclusive edges)
Cell = tuple[int, int]

_EAST: Vec = (1, 0)
_SOUTH: Vec = (0, 1)
_WEST: Vec = (-1, 0)
_NORTH: Vec = (0, -1)

# How candidate positions are judged (lower is better).  A tile never overlaps another; after
# that, roughly: boxing in another open socket > leaving the table (it grows first, see _place)
# > a tile laid against the side of its parent > a new end nothing could follow > the line
# needing to leave the table later > lying flush against another row > cramping other open ends
# > style (straight is cheapest, then bends, then shifted positions).
_KILL = 20_000  # some other open socket could take no tile at all any more
_OUTSIDE = 10_000  # (+100 per half unit) off the table rectangle
_SQUEEZED = 8_000  # style of a tile laid against the side of the matching half (boxed in)
_DEAD = 5_000  # a new end or tip on which no tile could ever be played
_STUCK = 1_000  # the line could go on only off the table
_STUCK_SPINNER = 200
_STUCK_DOUBLE = 40  # ... only if a double came next (one tile in seven or so)
_STUCK_DOUBLE_SPINNER = 150
_CRAMP = 600  # another open socket could take one tile but then be stuck
_TIP_GUESS = 1_500  # a dead tip on the first double, while the rules are not known yet
_TIP_STYLE = 5  # not a spinner game: free tips are only a little nicer
_CORNER = 20
_SHIFT = 60  # off the centre line (still touching the socket)
_PENDING_BONUS = -45  # completing the U-turn started at the previous bend (the snake)
_ZIGZAG = 60  # a bend right after a bend, back to the old direction: a staircase
_EDGE = 120  # spinner games: a tile in the band along the table's edge (see _EDGE_BAND)
_EDGE_BAND = 3  # half units: a row this close to the edge leaves no room for its doubles' tips
_FLUSH = 700  # lying flush against a tile other than the parent (rows read as one block)
_FOREIGN = 40  # a tile in the part of the table that belongs to another arm of the lead
_FOREIGN_SPINNER = 10  # ... in spinner games, where branches cross the parts anyway
_UTURN_ROOM = 6  # units of free run needed for that (else the line goes on first)
_ROOM_CAP = 8  # units of free run that count when choosing which way to bend
_ROOM_WEIGHT = 3
_ROOM_WEIGHT_SPINNER = 6  # ... in spinner games, where a pocket soon fills with branches
_GROW_STEPS = 3  # a line that cannot go on inside the table grows it by up to this many units
# spinner games (tips of later doubles are played on) grow bushy; they get extra care
_LOOK_SPINNER = 2  # tiles of look-ahead for a new end
_LOOK_DAMAGE = 2  # ... and for the open ends a candidate comes close to
_SPACE_CAP = 25  # free unit cells an open end wants around it
_SPACE_WEIGHT = 200
_POCKET_CAP = 12  # other games: free unit cells below which an end is in a pocket
_POCKET_WEIGHT = 100
_DOUBLE_SLACK = 1  # half units a crosswise double may stick out of the table (a row on the edge)
_OFFSET = 4096  # bit offset of x = 0 in the occupancy bitmasks (tiles never get that far)


def _left(d: Vec) -> Vec:
    """The direction on the left of travel direction d (screen coordinates, y down)."""
    return (d[1], -d[0])


def _right(d: Vec) -> Vec:
    return (-d[1], d[0])


def _neg(d: Vec) -> Vec:
    return (-d[0], -d[1])


def _box(cx: int, cy: int, along: Vec, ext_along: int, ext_across: int) -> Rect:
    """Rectangle centred on (cx, cy) with half-extents measured along / across direction `along`."""
    ex = ext_along * abs(along[0]) + ext_across * abs(along[1])
    ey = ext_along * abs(along[1]) + ext_across * abs(along[0])
    return (cx - ex, cy - ey, cx + ex, cy + ey)


def _contact(a: Rect, b: Rect) -> int:
    """Length of the edge two non-overlapping rectangles share (0 if they only meet at a corner)."""
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    if (a[2] == b[0] or b[2] == a[0]) and oy > 0:
        return oy
    if (a[3] == b[1] or b[3] == a[1]) and ox > 0:
        return ox
    return 0


@lru_cache(maxsize=65536)
def _coarse_box(r: Rect) -> Rect:
    """The unit cells (inclusive bounds) that a rectangle in half units touches."""
    return (r[0] >> 1, r[1] >> 1, (r[2] - 1) >> 1, (r[3] - 1) >> 1)


def _cells(r: Rect) -> tuple[Cell, ...]:
    """The half-unit cells a rectangle covers."""
    return tuple((x, y) for x in range(r[0], r[2]) for y in range(r[1], r[3]))


@dataclass(frozen=True)
class PlacedTile:
    """A tile as the rules engine placed it: which number touches which socket of which tile."""

    touching: int  # number on the half touching the parent socket (lead: the west half)
    outer: int  # the other number (== touching for a double)
    parent_socket: int | None  # None for the lead tile, else 4 * placement_index + local
    inline: bool = False  # a double laid in line like a non-double (ignored for non-doubles)

    @property
    def is_double(self) -> bool:
        return self.touching == self.outer

    @property
    def crosswise(self) -> bool:
        """Doubles lie across the line unless the engine asks for them in line."""
        return self.is_double and not self.inline


def _unit_rect(x: float, y: float, angle: int) -> tuple[float, float, float, float]:
    if angle % 90:         # a train game's tile at 45°: the square round it
        half = 1.5 / 2 ** 0.5
        return (x - half, y - half, 2 * half, 2 * half)
    w, h = (2.0, 1.0) if angle % 180 == 0 else (1.0, 2.0)
    return (x - w / 2, y - h / 2, w, h)


@dataclass(frozen=True)
class Placement:
    """A tile on the table: centre in tile units, rotation, and the numbers on its two halves.

    `angle` is 0 (horizontal, `first` on the west half) or 90 (vertical, `first` on the north
    half); the layouter never emits 180/270 because a tile's pips look the same turned over, so
    `first` is always the west or north number — simple for the scene to draw.
    """

    x: float
    y: float
    angle: int
    first: int
    second: int

    def rect(self) -> tuple[float, float, float, float]:
        """Axis-aligned (left, top, width, height), round the tile at any angle."""
        return _unit_rect(self.x, self.y, self.angle)


@dataclass(frozen=True)
class DropTarget:
    """Where a (non-double) tile played on `socket` would lie: the scene's drop highlight."""

    socket: int
    x: float
    y: float
    angle: int

    def rect(self) -> tuple[float, float, float, float]:
        """Axis-aligned (left, top, width, height)."""
        return _unit_rect(self.x, self.y, self.angle)


@dataclass(frozen=True)
class TableLayout:
    """Everything the scene draws: tiles in play order, drop targets, and the box to fit in view."""

    placements: tuple[Placement, ...]
    targets: dict[int, DropTarget]
    bounds: tuple[float, float, float, float]  # (left, top, width, height) of tiles and targets


class _Socket(NamedTuple):
    """Geometry of one place where a tile can be attached.

    (x, y) is the midpoint of the socket edge, `d` the outward direction, `half` the half-length
    of the edge (1 = tile end or tip, 2 = long side of a double).  `turn` remembers a started
    U-turn of the snake: the direction the line wants to bend to next.
    """

    x: int
    y: int
    d: Vec
    half: int
    turn: Vec | None = None
    tip: bool = False  # the tip of a crosswise double (only used in spinner games)
    end: bool = False  # the end of a tile lying along `d` (a double may sit beside its last half)
    on_double: bool = False  # belongs to a double, so no double can follow here
    came: Vec | None = None  # on a tile laid at a bend: the direction the line had before it

    def front(self) -> Rect:
        """The unit square right in front of the socket: any attached tile touches it."""
        return _box(self.x + self.d[0], self.y + self.d[1], self.d, 1, 1)

    def zone(self) -> Rect:
        """Where the next two tiles at this socket would go (3 units out, 2 to each side)."""
        d = self.d
        return _box(self.x + 3 * d[0], self.y + 3 * d[1], d, 3, self.half + 4)


class _Shape(NamedTuple):
    """A candidate position for a tile."""

    rect: Rect
    touch: Cell  # centre of the touching half (the whole tile for a crosswise double)
    style: int
    sockets: tuple[_Socket, ...]  # by local socket number
    corner: bool = False  # the line bends here
    uturn: bool = False  # ... and this bend completes a U-turn started at the previous one
    zigzag: bool = False  # ... or turns straight back to the way it went before the last bend


def _line_shape(
    c: Cell,
    t: Vec,
    style: int,
    turn: Vec | None,
    corner: bool,
    uturn: bool,
    came: Vec | None = None,
    zigzag: bool = False,
) -> _Shape:
    """A tile lying along t whose touching half is centred on c (`came`: see _Socket)."""
    other = (c[0] + 2 * t[0], c[1] + 2 * t[1])
    rect = (
        min(c[0], other[0]) - 1,
        min(c[1], other[1]) - 1,
        max(c[0], other[0]) + 1,
        max(c[1], other[1]) + 1,
    )
    end = _Socket(c[0] + 3 * t[0], c[1] + 3 * t[1], t, 1, turn, end=True, came=came)
    return _Shape(rect, c, style, (end,), corner, uturn, zigzag)


def _crosswise_double(
    c: Cell,
    t: Vec,
    style: int,
    turn: Vec | None,
    corner: bool,
    uturn: bool,
    came: Vec | None = None,
    zigzag: bool = False,
) -> _Shape:
    """A double centred on c lying across travel direction t."""
    le, ri = _left(t), _right(t)
    sockets = (
        _Socket(c[0] + t[0], c[1] + t[1], t, 2, turn, on_double=True, came=came),
        _Socket(c[0] + 2 * le[0], c[1] + 2 * le[1], le, 1, tip=True, on_double=True),
        _Socket(c[0] + 2 * ri[0], c[1] + 2 * ri[1], ri, 1, tip=True, on_double=True),
    )
    return _Shape(_box(c[0], c[1], t, 1, 2), c, style, sockets, corner, uturn, zigzag)


@lru_cache(maxsize=16384)
def _single_shapes(s: _Socket) -> tuple[_Shape, ...]:
    """Candidates for a tile lying lengthwise (non-doubles and in-line doubles), cheapest first."""
    d = s.d
    perp = _right(d)
    shapes = []
    for o in sorted(range(-s.half, s.half + 1), key=lambda v: (abs(v), v)):
        c = (s.x + d[0] + o * perp[0], s.y + d[1] + o * perp[1])
        style = 0 if o == 0 else _SHIFT + 10 * abs(o)
        shapes.append(_line_shape(c, d, style, s.turn, False, False))
    for t in (_right(d), _left(d)):
        # the touching half sits beyond the socket edge, on the side we turn to; the other half
        # then sticks out sideways, clear of the socket edge
        uturn = t == s.turn
        turn = None if uturn else _neg(d)
        for o in (s.half - 1, s.half):
            c = (s.x + d[0] + o * t[0], s.y + d[1] + o * t[1])
            style = _CORNER + (0 if o == s.half - 1 else _SHIFT) + (t == _left(d))
            shapes.append(_line_shape(c, t, style, turn, True, uturn, d, t == s.came))
    return tuple(sorted(shapes, key=lambda sh: sh.style))


@lru_cache(maxsize=16384)
def _double_shapes(s: _Socket) -> tuple[_Shape, ...]:
    """Candidates for a crosswise double, cheapest first."""
    d = s.d
    perp = _right(d)
    shapes = []
    for o in (0, -1, 1):
        c = (s.x + d[0] + o * perp[0], s.y + d[1] + o * perp[1])
        shapes.append(_crosswise_double(c, d, 0 if o == 0 else _SHIFT, s.turn, False, False))
    if s.end:
        # at a bend a double never sits in the corner: it lies across the new direction, its long
        # side against the last half of the tile it is played on, straddling that tile's end
        for t in (_right(d), _left(d)):
            c = (s.x + 2 * t[0], s.y + 2 * t[1])
            uturn = t == s.turn
            turn = None if uturn else _neg(d)
            style = _CORNER + (t == _left(d))
            shapes.append(_crosswise_double(c, t, style, turn, True, uturn, d, t == s.came))
    return tuple(sorted(shapes, key=lambda sh: sh.style))


@lru_cache(maxsize=16384)
def _front(s: _Socket) -> Rect:
    return s.front()


@lru_cache(maxsize=16384)
def _natural_shapes(s: _Socket, double: bool) -> tuple[_Shape, ...]:
    """The unshifted candidates: the ways a line can really go on from s."""
    shapes = _double_shapes(s) if double else _single_shapes(s)
    return tuple(sh for sh in shapes if sh.style < _SHIFT)


@lru_cache(maxsize=16384)
def _squeezed(s: _Socket, parent: Rect, double: bool) -> tuple[_Shape, ...]:
    """The squeezed candidates (see `LineLayouter._squeezed_shapes`); parent: the socket's tile."""
    if s.on_double:
        half, other = parent, None
    else:
        half = _box(s.x - s.d[0], s.y - s.d[1], s.d, 1, 1)
        other = _box(s.x - 3 * s.d[0], s.y - 3 * s.d[1], s.d, 1, 1)
    x0, y0, x1, y1 = half
    shapes = []
    for n in (s.d, _right(s.d), _left(s.d), _neg(s.d)):
        # the side of `half` facing n: its line and its span
        if n[0]:
            edge, lo, hi = (x1 if n[0] > 0 else x0), y0, y1
        else:
            edge, lo, hi = (y1 if n[1] > 0 else y0), x0, x1
        reach = 2 if double else 1  # half the length of what touches along that side
        for lat in range(lo - reach + 1, hi + reach):
            c = (edge + n[0], lat) if n[0] else (lat, edge + n[1])
            style = _SQUEEZED + abs(2 * lat - lo - hi)
            if double:
                sh = _crosswise_double(c, n, style, None, True, False)
                if other is None or not _contact(sh.rect, other):
                    shapes.append(sh)
                continue
            if other is not None and _contact((c[0] - 1, c[1] - 1, c[0] + 1, c[1] + 1), other):
                continue
            for t in (n, _right(n), _left(n)):
                o = (c[0] + 2 * t[0], c[1] + 2 * t[1])
                if _contact((o[0] - 1, o[1] - 1, o[0] + 1, o[1] + 1), parent):
                    continue  # the other number would lie against the parent too
                shapes.append(_line_shape(c, t, style + (t != n), None, True, False))
    shapes.sort(key=lambda sh: sh.style)
    return tuple(shapes)


class LineLayouter:
    """Places tiles one by one, in play order, on a table of the given size (tile units).

    The layouter keeps room in front of every socket that may still be played on.  For the
    tips of crosswise doubles that depends on the rules (spinners), so `spinner_tips` says:
    True = every tip may be played on, False = never, None (default) = exactly the tips that
    were reported open (`note_open`, `layout`) or have been played on.  Report the open sockets
    after every move so that tiles are placed the same way `layout_line` places them.
    """

    def __init__(
        self,
        table: tuple[float, float] = DEFAULT_TABLE,
        *,
        spinner_tips: bool | None = None,
    ) -> None:
        # (width, height) in tile units is numerically the half-extent in half units
        self._table = (float(table[0]), float(table[1]))
        self._spinner_tips = spinner_tips
        self._known_open: set[int] = set()
        self._placements: list[Placement] = []
        self._tiles: list[PlacedTile] = []
        self._rects: list[Rect] = []
        # half-unit cells under tiles, as one bitmask per row (bit x + _OFFSET)
        self._rows: dict[int, int] = {}
        # unit cells touched by tiles: a set (flood fills) and row bitmasks (counting)
        self._coarse: set[Cell] = set()
        self._coarse_rows: dict[int, int] = {}
        self._sockets: dict[int, _Socket] = {}
        self._used: set[int] = set()
        self._reserved: dict[Cell, list[int]] = {}  # front squares of sockets -> socket ids
        # state of the decision being made (see _choose)
        self._spinner_guess: bool | None = None
        self._spinner_now = False
        self._limits = self._table
        self._slack = 0  # half units a crosswise double may stick out of the table now
        self._cell_limits = (-1 << 20, -1 << 20, 1 << 20, 1 << 20)
        self._live_now: list[tuple[int, _Socket, Rect]] = []  # (id, socket, zone)
        # sockets without a tile -> (socket, its zone, first row and bits of its front square)
        self._unused: dict[int, tuple[_Socket, Rect, int, int]] = {}
        self._later_tips: list[int] = []  # tips of doubles other than the lead
        self._spinner_seen = False
        self._space_cache: dict[int, int] = {}
        self._rect_cache: dict[Rect, int] = {}  # see _state; valid until the next change
        self._flush_cache: dict[tuple[Rect, Rect], bool] = {}  # see _flush; likewise
        self._live_key: tuple[int, int] = (-1, -1)
        self._front_rows: dict[int, int] = {}
        self._growth = 0  # units the table has grown on every side (see _place)
        self._new_growth = 0  # ... including what the tile being placed needs
        self._arms: list[int] = []  # per tile: the lead's socket it hangs on, via its parents
        self._arm_now = -1  # ... for the tile being placed
        self._parent_rect: Rect = (0, 0, 0, 0)  # ... and its parent's rectangle
        self._four_arms = False  # the lead double's tips are played on too (see _owner)

    # -- public API ---------------------------------------------------------------------------

    @property
    def table(self) -> tuple[float, float]:
        """The table the line was asked to stay on (tile units)."""
        return self._table

    @property
    def grown_table(self) -> tuple[float, float]:
        """The table the line lies on: larger than `table` if it could not stay on that."""
        w, h = self._table
        return (w + 2 * self._growth, h + 2 * self._growth)

    @property
    def placements(self) -> tuple[Placement, ...]:
        return tuple(self._placements)

    def __len__(self) -> int:
        return len(self._placements)

    def add(self, tile: PlacedTile) -> Placement:
        """Place the next tile (attached to an existing, unused socket) and return where it lies."""
        index = len(self._placements)
        if tile.parent_socket is None:
            if index:
                raise ValueError("only the first tile may be the lead")
            shape = self._lead_shape(tile)
        else:
            if not index:
                raise ValueError("the first tile must be the lead (parent_socket=None)")
            shape = self._place(tile.parent_socket, tile.crosswise)
            self._growth = self._new_growth
        placement = self._placement(shape, tile.touching, tile.outer)
        self._commit(index, tile, shape)
        self._placements.append(placement)
        return placement

    def target(self, socket: int) -> DropTarget:
        """Where a non-double played on `socket` would lie (exactly where `add` would put it)."""
        p = self._placement(self._place(socket, False), 0, 1)
        return DropTarget(socket, p.x, p.y, p.angle)

    def note_open(self, sockets: Iterable[int]) -> None:
        """Tell the layouter which sockets are (or will be) open, so it keeps room for them."""
        self._known_open.update(sockets)

    def layout(self, open_sockets: Iterable[int] = ()) -> TableLayout:
        """Snapshot of the tiles so far plus drop targets for the given open sockets."""
        wanted = sorted(set(open_sockets))
        for s in wanted:
            self._socket(s)  # validate before remembering anything
        self.note_open(wanted)
        targets = {s: self.target(s) for s in wanted}
        rects = [p.rect() for p in self._placements] + [t.rect() for t in targets.values()]
        if rects:
            left = min(r[0] for r in rects)
            top = min(r[1] for r in rects)
            right = max(r[0] + r[2] for r in rects)
            bottom = max(r[1] + r[3] for r in rects)
            bounds = (left, top, right - left, bottom - top)
        else:
            bounds = (0.0, 0.0, 0.0, 0.0)
        return TableLayout(tuple(self._placements), targets, bounds)

    # -- bookkeeping ----------------------------------------------------------------------------

    def _socket(self, socket: int) -> _Socket:
        if socket in self._used:
            raise ValueError(f"socket {socket} already has a tile")
        try:
            return self._sockets[socket]
        except KeyError:
            raise ValueError(f"no such socket: {socket}") from None

    def _live(self, sid: int) -> bool:
        """Whether an unused socket may still get a tile (so others must leave room for it)."""
        if sid in self._used:
            return False
        if not self._sockets[sid].tip or self._spinner_tips:
            return True
        return self._spinner_tips is None and sid in self._known_open

    def _spinner_game(self) -> bool | None:
        """Whether tips of later doubles get played on: None while nobody can tell yet.

        The lead's own tips do not count: a single spinner (the star) leaves plenty of room.
        """
        if self._spinner_tips is not None:
            return self._spinner_tips
        if self._spinner_seen:
            return True  # the open and used sockets only ever grow
        tips = self._later_tips
        if not tips:
            return None
        known = self._known_open
        self._spinner_seen = any(sid in known or sid in self._used for sid in tips)
        return self._spinner_seen

    @staticmethod
    def _lead_shape(tile: PlacedTile) -> _Shape:
        sockets: tuple[_Socket, ...]
        if tile.crosswise:
            # across an east-west line: local 0 west side, 1 east side, 2 north tip, 3 south tip
            sockets = (
                _Socket(-1, 0, _WEST, 2, on_double=True),
                _Socket(1, 0, _EAST, 2, on_double=True),
                _Socket(0, -2, _NORTH, 1, tip=True, on_double=True),
                _Socket(0, 2, _SOUTH, 1, tip=True, on_double=True),
            )
            return _Shape((-1, -2, 1, 2), (0, 0), 0, sockets)
        sockets = (_Socket(-2, 0, _WEST, 1, end=True), _Socket(2, 0, _EAST, 1, end=True))
        return _Shape((-2, -1, 2, 1), (-1, 0), 0, sockets)

    @staticmethod
    def _placement(shape: _Shape, touching: int, outer: int) -> Placement:
        x0, y0, x1, y1 = shape.rect
        horizontal = x1 - x0 > y1 - y0
        cx2, cy2 = x0 + x1, y0 + y1  # twice the centre, in half units
        if horizontal:
            touching_first = 2 * shape.touch[0] < cx2
        else:
            touching_first = 2 * shape.touch[1] < cy2
        first, second = (touching, outer) if touching_first else (outer, touching)
        return Placement(cx2 / 4, cy2 / 4, 0 if horizontal else 90, first, second)

    def _commit(self, index: int, tile: PlacedTile, shape: _Shape) -> None:
        x0, y0, x1, y1 = shape.rect
        bits = ((1 << (x1 - x0)) - 1) << (x0 + _OFFSET)
        for y in range(y0, y1):
            self._rows[y] = self._rows.get(y, 0) | bits
        ux0, uy0, ux1, uy1 = _coarse_box(shape.rect)
        bits = ((1 << (ux1 - ux0 + 1)) - 1) << (ux0 + _OFFSET)
        for uy in range(uy0, uy1 + 1):
            self._coarse_rows[uy] = self._coarse_rows.get(uy, 0) | bits
            for ux in range(ux0, ux1 + 1):
                self._coarse.add((ux, uy))
        if tile.parent_socket is not None:
            self._used.add(tile.parent_socket)
            del self._unused[tile.parent_socket]
        for local, sock in enumerate(shape.sockets):
            sid = 4 * index + local
            self._sockets[sid] = sock
            if sock.tip and index:
                self._later_tips.append(sid)
            front = sock.front()
            self._unused[sid] = (sock, sock.zone(), front[1], 3 << (front[0] + _OFFSET))
            for cell in _cells(sock.front()):
                self._reserved.setdefault(cell, []).append(sid)
        self._arms.append(self._arm_of(tile.parent_socket))
        self._tiles.append(tile)
        self._rects.append(shape.rect)

    # -- choosing a position --------------------------------------------------------------------

    def _place(self, sid: int, double: bool) -> _Shape:
        """Where a tile played on socket sid goes (a crosswise double if `double`).

        If the line cannot go on inside the table (only off it, or squeezed in), the table is
        grown a little at a time until it can: the scene then zooms out.  `add` keeps the
        growth (`target` does not), so later tiles are placed on the grown table.
        """
        sock = self._socket(sid)
        self._spinner_guess = self._spinner_game()
        self._spinner_now = bool(self._spinner_guess)
        self._slack = _DOUBLE_SLACK if self._spinner_now else 0
        key = (len(self._rects), len(self._known_open))
        if key != self._live_key:
            self._live_key = key
            # a quick map of the front squares of all open sockets: most candidates touch none,
            # so `_blocks` rarely needs the exact look-up
            fronts: dict[int, int] = {}
            live = []
            all_tips = self._spinner_tips
            known = self._known_open
            for s, (other, zone, y, bits) in self._unused.items():
                if other.tip and not all_tips and (all_tips is False or s not in known):
                    continue
                live.append((s, other, zone))
                fronts[y] = fronts.get(y, 0) | bits
                fronts[y + 1] = fronts.get(y + 1, 0) | bits
            self._live_now = live
            self._front_rows = fronts
            self._rect_cache = {}
            self._flush_cache = {}
        self._arm_now = self._arm_of(sid)
        self._parent_rect = self._rects[sid >> 2]
        if not self._four_arms and self._tiles[0].crosswise:
            self._four_arms = any(t in self._used or self._live(t) or t == sid for t in (2, 3))
        self._new_growth = self._growth
        self._set_limits(self._growth)
        best, cost = self._best(sock, sid, double)
        slack = self._slack if double else 0
        if (best is None or cost >= _SQUEEZED or self._outside(best.rect, slack) > 0
                or self._flush(best.rect)) and any(
            self._outside(sh.rect, slack) > 0 and self._free(sh.rect)
            for sh in _natural_shapes(sock, double)
        ):  # the table is in the way (not just other tiles): a larger one may do
            for growth in range(self._growth + 1, self._growth + _GROW_STEPS + 1):
                self._set_limits(growth)
                grown, grown_cost = self._best(sock, sid, double)
                if (grown is not None and grown_cost < _SQUEEZED
                        and not self._outside(grown.rect, slack) and not self._flush(grown.rect)):
                    self._new_growth = growth
                    return grown
            self._set_limits(self._growth)
        return best if best is not None else self._fallback(sock, double)

    def _set_limits(self, growth: int) -> None:
        """The table grown `growth` times by one unit on every side (half-extents, half units)."""
        w, h = self._table
        self._limits = (w + 2 * growth, h + 2 * growth)
        # unit cells whose middle is on the table (the flood fills of _space stay on it)
        lw, lh = int(self._limits[0]), int(self._limits[1])
        self._cell_limits = (-((lw + 1) // 2), -((lh + 1) // 2), (lw - 1) // 2, (lh - 1) // 2)
        self._space_cache = {}

    def _best(self, sock: _Socket, sid: int, double: bool) -> tuple[_Shape | None, float]:
        """The cheapest position at the socket, squeezed in against its number if need be."""
        shapes = _double_shapes(sock) if double else _single_shapes(sock)
        best, cost = self._choose(shapes, sid, double, float("inf"))
        if cost > _SQUEEZED:
            best, cost = self._choose(self._squeezed_shapes(sid, double), sid, double, cost, best)
        return best, cost

    def _choose(
        self,
        shapes: Iterable[_Shape],
        own: int,
        double: bool,
        bound: float,
        best: _Shape | None = None,
    ) -> tuple[_Shape | None, float]:
        """The cheapest free candidate below `bound` (branch and bound on a cheap first cost).

        Shapes come cheapest style first; they are judged a tier at a time (natural positions,
        then shifted ones), so the costly look-ahead runs on few of them.
        """
        shapes = list(shapes)
        i = 0
        while i < len(shapes) and shapes[i].style + _PENDING_BONUS < bound:
            tier = shapes[i].style // _SHIFT
            first = []
            while i < len(shapes) and shapes[i].style // _SHIFT == tier:
                sh = shapes[i]
                if sh.style + _PENDING_BONUS < bound and self._free(sh.rect):
                    first.append((self._first_cost(sh, own), i, sh))
                i += 1
            first.sort()
            for low, _, sh in first:
                if low >= bound:
                    break
                cost = low + self._more_cost(sh, own, double, bound - low)
                if cost < bound:
                    best, bound = sh, cost
        return best, bound

    def _squeezed_shapes(self, sid: int, double: bool) -> tuple[_Shape, ...]:
        """Last resorts when the socket is boxed in: anywhere against the half showing its number.

        Players do this too: the tile is laid against the side of the matching half, so the
        numbers still touch.
        """
        return _squeezed(self._sockets[sid], self._rects[sid // 4], double)

    def _fallback(self, s: _Socket, double: bool) -> _Shape:
        """Nothing can touch the socket any more: lie on its line further out, never overlapping."""
        d = s.d
        step = 1
        while True:
            c = (s.x + (1 + 2 * step) * d[0], s.y + (1 + 2 * step) * d[1])
            if double:
                sh = _crosswise_double(c, d, 0, None, False, False)
            else:
                sh = _line_shape(c, d, 0, None, False, False)
            if self._free(sh.rect):
                return sh
            step += 1

    # -- judging a candidate ---------------------------------------------------------------------

    def _first_cost(self, sh: _Shape, own: int) -> float:
        """The quick part of a free candidate's cost (a lower bound of the whole cost)."""
        spinner = self._spinner_now
        cost: float = sh.style
        out = self._outside(sh.rect, self._slack if sh.sockets[0].on_double else 0)
        if out > 0:
            cost += _OUTSIDE + 100 * out
        elif spinner and self._outside(sh.rect, -_EDGE_BAND) > 0:
            cost += _EDGE
        r = sh.rect
        if self._flush(r):
            cost += _FLUSH
        if self._arm_now >= 0 and self._owner(r[0] + r[2], r[1] + r[3]) != self._arm_now:
            cost += _FOREIGN_SPINNER if spinner else _FOREIGN
        if sh.corner:
            if sh.zigzag:
                cost += _ZIGZAG
            room = self._room(sh.sockets[0], sh.rect)
            cost += (_ROOM_WEIGHT_SPINNER if spinner else _ROOM_WEIGHT) * (_ROOM_CAP - room)
            if sh.uturn and room >= _UTURN_ROOM and not spinner:
                cost += _PENDING_BONUS
        return cost

    def _more_cost(self, sh: _Shape, own: int, double: bool, bound: float) -> float:
        """The rest of a candidate's cost: the future of its own and its neighbours' sockets."""
        spinner = self._spinner_now
        out = self._outside(sh.rect)
        line = sh.sockets[0]
        if double:
            out = self._outside(sh.rect, self._slack)
        cost = self._damage(sh.rect, own)
        if cost >= bound:
            return cost
        extra = [sh.rect]
        # a double is short along the line: look one tile further past it
        depth = (_LOOK_SPINNER if spinner else 2) + (double and not spinner)
        if not self._can_continue(line, depth, extra, own, out == 0, double):
            if out == 0 and self._can_continue(line, depth, extra, own, True, double, singles=True):
                # only a double coming next would be stuck (in a spinner game, with its tips)
                cost += _STUCK_DOUBLE_SPINNER if spinner else _STUCK_DOUBLE
            elif out == 0 and self._can_continue(line, depth, extra, own, False, double):
                cost += _STUCK_SPINNER if spinner else _STUCK  # only the table is in the way
            else:
                cost += _DEAD
            if cost >= bound:
                return cost
        if spinner:
            cost += self._squeeze(self._space(line, sh.rect))
        else:
            # even a plain line must not curl into a pocket it cannot leave
            room = self._space(line, sh.rect, _POCKET_CAP)
            cost += _POCKET_WEIGHT * (_POCKET_CAP - room)
        if double:
            # the first double of a game may well be a spinner: keep its tips free if we can
            dead = _DEAD if spinner else _TIP_GUESS if self._spinner_guess is None else _TIP_STYLE
            for tip in sh.sockets[1:]:
                if cost >= bound:
                    return cost
                if self._can_continue(tip, 1, extra, own, out == 0, True):
                    pass
                elif out > 0 or not self._can_continue(tip, 1, extra, own, False, True):
                    cost += dead
                else:
                    cost += _TIP_STYLE
                if spinner:
                    cost += self._squeeze(self._space(tip, sh.rect))
        return cost

    def _flush(self, r: Rect, parent: Rect | None = None) -> bool:
        """Whether r would lie flush against a tile other than its parent (sharing an edge).

        Two rows of the line lying flush read as one block: a half unit of felt between them
        keeps them apart.  (Touching only at a corner is fine.)
        """
        if parent is None:
            parent = self._parent_rect
        key = (r, parent)
        got = self._flush_cache.get(key)
        if got is not None:
            return got
        x0, y0, x1, y1 = r
        px0, py0, px1, py1 = parent
        rows = self._rows
        across = ((1 << (x1 - x0)) - 1) << (x0 + _OFFSET)
        sides = (1 << (x0 - 1 + _OFFSET)) | (1 << (x1 + _OFFSET))
        parent_bits = ((1 << (px1 - px0)) - 1) << (px0 + _OFFSET)
        got = False
        for y in range(y0 - 1, y1 + 1):
            bits = across if y in (y0 - 1, y1) else sides
            if py0 <= y < py1:
                bits &= ~parent_bits
            if rows.get(y, 0) & bits:
                got = True
                break
        self._flush_cache[key] = got
        return got

    def _outside(self, r: Rect, slack: int = 0) -> float:
        """How far (half units) a rectangle sticks out of the table (grown by slack); 0: inside."""
        w, h = self._limits
        w += slack
        h += slack
        return max(0.0, -w - r[0], r[2] - w, -h - r[1], r[3] - h)

    def _state(self, r: Rect) -> int:
        """0: r overlaps a tile; 1: free but over some open socket's front square; 2: free."""
        got = self._rect_cache.get(r)
        if got is None:
            rows, fronts = self._rows, self._front_rows
            shift = r[0] + _OFFSET
            mask = (1 << (r[2] - r[0])) - 1
            got = 2
            for y in range(r[1], r[3]):
                if (rows.get(y, 0) >> shift) & mask:
                    got = 0
                    break
                if (fronts.get(y, 0) >> shift) & mask:
                    got = 1
            self._rect_cache[r] = got
        return got

    def _free(self, r: Rect, extra: Sequence[Rect] = ()) -> bool:
        if not self._state(r):
            return False
        for e in extra:
            if r[0] < e[2] and e[0] < r[2] and r[1] < e[3] and e[1] < r[3]:
                return False
        return True

    def _blocks(self, r: Rect, own: int) -> bool:
        """Whether the rectangle covers the front square of another open socket."""
        if self._state(r) != 1:
            return False
        res = self._reserved
        for cell in _cells(r):
            for sid in res.get(cell, ()):
                if sid != own and self._live(sid):
                    return True
        return False

    def _can_continue(
        self,
        s: _Socket,
        depth: int,
        extra: list[Rect],
        own: int,
        inside: bool,
        after_double: bool,
        parent: Rect | None = None,
        singles: bool = False,
    ) -> bool:
        """Whether a non-double and (unless s is on a double) a double could follow at s.

        Looks `depth` tiles ahead.  `parent` is the tile s belongs to (default: the last of
        `extra`); what follows must not lie flush against any other.  `singles`: only
        non-doubles follow (how likely a double is to come is another matter).  A double
        cannot follow a double (they would need the same number twice).  In spinner games a
        double also needs room at its tips.
        """
        if parent is None:
            parent = extra[-1]
        if self._open_ahead(s, depth, extra, parent, inside):
            return True
        cache = self._rect_cache
        w, h = self._limits
        spinner = self._spinner_now
        for double in (False,) if after_double or singles else (False, True):
            for sh in _natural_shapes(s, double):
                # free, on the table if asked, clear of `extra` and of other sockets' fronts
                # (inlined: this is the innermost loop of the whole layout)
                r = sh.rect
                state = cache.get(r)
                if state is None:
                    state = self._state(r)
                if not state:
                    continue
                if inside:
                    slack = self._slack if double else 0
                    if r[0] < -w - slack or r[2] > w + slack or r[1] < -h - slack or r[3] > h + slack:
                        continue
                if any(r[0] < e[2] and e[0] < r[2] and r[1] < e[3] and e[1] < r[3] for e in extra):
                    continue
                if state == 1 and self._blocks(r, own):
                    continue
                if self._flush(r, parent):
                    continue  # a row lying flush against another is no way to go on
                more = [*extra, r]
                if double and spinner:
                    # room at its tips (on the table, if asked)
                    if not all(
                        self._free(_front(t), more) and not (inside and self._outside(_front(t)))
                        for t in sh.sockets[1:]
                    ):
                        continue
                if depth <= 1:
                    break
                if self._can_continue(sh.sockets[0], depth - 1, more, own, inside, double,
                                      singles=singles):
                    break
            else:
                return False
        return True

    def _open_ahead(
        self, s: _Socket, depth: int, extra: list[Rect], parent: Rect, inside: bool
    ) -> bool:
        """Whether open felt lies straight ahead of s for `depth` tiles, their tips and a
        margin: then the line surely goes on (the quick answer to most of `_can_continue`'s
        questions, and the same answer)."""
        d = s.d
        length = 4 * depth + 1  # tiles of 4 half units, and a half unit of felt beyond
        if d[0]:
            x0, x1 = (s.x, s.x + length) if d[0] > 0 else (s.x - length, s.x)
            box = (x0, s.y - 4, x1, s.y + 4)
            back = (s.x - 1, s.y - 4, s.x, s.y + 4) if d[0] > 0 else (s.x, s.y - 4, s.x + 1, s.y + 4)
        else:
            y0, y1 = (s.y, s.y + length) if d[1] > 0 else (s.y - length, s.y)
            box = (s.x - 4, y0, s.x + 4, y1)
            back = (s.x - 4, s.y - 1, s.x + 4, s.y) if d[1] > 0 else (s.x - 4, s.y, s.x + 4, s.y + 1)
        if inside:
            w, h = self._limits
            if box[0] < -w or box[2] > w or box[1] < -h or box[3] > h:
                return False
        state = self._rect_cache.get(box)
        if state is None:
            state = self._state(box)
        if state != 2:
            return False
        for e in extra:
            if box[0] < e[2] and e[0] < box[2] and box[1] < e[3] and e[1] < box[3]:
                return False
        # behind the socket's edge only its own tile may lie (else a tile there touches it)
        if self._state(back):
            return True
        px0, py0, px1, py1 = parent
        parent_bits = ((1 << (px1 - px0)) - 1) << (px0 + _OFFSET)
        bits = ((1 << (back[2] - back[0])) - 1) << (back[0] + _OFFSET)
        rows = self._rows
        for y in range(back[1], back[3]):
            mask = bits & ~parent_bits if py0 <= y < py1 else bits
            if rows.get(y, 0) & mask:
                return False
        return True

    def _room(self, s: _Socket, extra: Rect) -> int:
        """Free run (whole units, capped) straight ahead of socket s, on the table.

        The run ends where it would leave the part of the table of the arm being extended
        (see _owner): a U-turn is worth making only if the way back is the arm's own.
        """
        rows = self._rows
        w, h = self._limits
        dx, dy = s.d
        if dx:
            y0, y1 = s.y - 1, s.y + 1  # the two rows of half cells the run lies in
            line = rows.get(y0, 0) | rows.get(y1 - 1, 0)
            if extra[1] < y1 and y0 < extra[3]:
                line |= ((1 << (extra[2] - extra[0])) - 1) << (extra[0] + _OFFSET)
            start = s.x + _OFFSET
            if dx > 0:
                ahead = line >> start
                free = (ahead & -ahead).bit_length() - 1 if ahead else 1 << 30
                edge = w - s.x
            else:
                behind = line & ((1 << start) - 1)
                free = start - behind.bit_length() if behind else 1 << 30
                edge = w + s.x
        else:
            bits = 3 << (s.x - 1 + _OFFSET)
            ex = extra[0] < s.x + 1 and s.x - 1 < extra[2]
            free = 0
            y = s.y if dy > 0 else s.y - 1
            while free < 2 * _ROOM_CAP:
                if rows.get(y, 0) & bits or (ex and extra[1] <= y < extra[3]):
                    break
                free += 1
                y += dy
            edge = h - s.y * dy
        room = max(0, min(int(min(free, edge)) // 2, _ROOM_CAP))
        # the run counts only as far as it stays in the arm's own part of the table
        arm = self._arm_now
        for k in range(room if arm >= 0 else 0):
            if self._owner(2 * (s.x + (2 * k + 1) * dx), 2 * (s.y + (2 * k + 1) * dy)) != arm:
                return k
        return room

    def _arm_of(self, sid: int | None) -> int:
        """The arm of the lead (its socket) a tile played on sid belongs to; -1: none.

        A branch off the tip of a later double belongs to no arm: it goes where there is room.
        """
        if sid is None:
            return -1
        if sid < 4:
            return sid
        if self._sockets[sid].tip:
            return -1
        return self._arms[sid >> 2]

    def _owner(self, x2: int, y2: int) -> int:
        """The arm of the lead whose part of the table holds a point (given doubled, half units).

        Each arm keeps to its own part, so the ends snake side by side instead of through each
        other.  The parts follow the way a line bends by preference (to its right, see
        _single_shapes): with two arms the west one has the north half of the table and the
        row west of the lead, the east one the south half and the row east of it; with four (a
        spinner lead) each has its own ray plus the quarter to the right of it (a pinwheel).
        """
        if self._four_arms:
            if y2 < 0:
                return 2 if x2 >= 0 else 0
            if y2 > 0:
                return 3 if x2 <= 0 else 1
            return 0 if x2 < 0 else 1
        return 0 if y2 < 0 or (y2 == 0 and x2 < 0) else 1

    def _damage(self, r: Rect, own: int) -> float:
        """Cost of what the rectangle does to the future of the other open sockets near it."""
        cost = 0.0
        for sid, s, z in self._live_now:
            if sid == own or not (r[0] < z[2] and z[0] < r[2] and r[1] < z[3] and z[1] < r[3]):
                continue
            if not any(self._free(sh.rect, (r,)) for sh in _single_shapes(s)):
                cost += _KILL
            elif not self._can_continue(
                s, _LOOK_DAMAGE, [r], sid, True, s.on_double, self._rects[sid >> 2]
            ):  # (on the table: an end pushed off it makes the table grow)
                cost += _CRAMP
            elif self._spinner_now:
                before = self._space_cache.get(sid)
                if before is None:
                    before = self._space_cache[sid] = self._space(s, None)
                after = self._space(s, r)
                if after < before:
                    cost += self._squeeze(after) - self._squeeze(before)
        return cost

    def _coarse_count(self, box: Rect, grow: int) -> int:
        """Occupied unit cells in a box of unit cells (inclusive) grown by `grow` on every side."""
        rows = self._coarse_rows
        shift = box[0] - grow + _OFFSET
        mask = (1 << (box[2] - box[0] + 1 + 2 * grow)) - 1
        return sum(
            ((rows.get(uy, 0) >> shift) & mask).bit_count()
            for uy in range(box[1] - grow, box[3] + grow + 1)
        )

    def _space(self, s: _Socket, extra: Rect | None, cap: int = _SPACE_CAP) -> int:
        """Free unit cells on the table reachable from the front of s (capped): few means a dead
        end."""
        lx, ly, hx, hy = self._cell_limits
        if extra is None:
            bx0 = by0 = 1
            bx1 = by1 = 0
        else:
            bx0, by0, bx1, by1 = (
                extra[0] >> 1,
                extra[1] >> 1,
                (extra[2] - 1) >> 1,
                (extra[3] - 1) >> 1,
            )
        fx, fy = s.x + s.d[0], s.y + s.d[1]
        if cap <= 25:
            # open ground right ahead (a free 5 x 5 block) is answer enough
            cx, cy = (fx + 4 * s.d[0]) >> 1, (fy + 4 * s.d[1]) >> 1
            block = (cx - 2, cy - 2, cx + 2, cy + 2)
            inside = lx <= block[0] and block[2] <= hx and ly <= block[1] and block[3] <= hy
            if inside and not self._coarse_count(block, 0) and not (
                bx0 <= block[2] and block[0] <= bx1 and by0 <= block[3] and block[1] <= by1
            ):
                return cap
        coarse = self._coarse
        seen: set[Cell] = set()
        todo: list[Cell] = []
        for c in (((fx - 1) >> 1, (fy - 1) >> 1), (fx >> 1, fy >> 1)):
            if (
                c not in seen
                and c not in coarse
                and not (bx0 <= c[0] <= bx1 and by0 <= c[1] <= by1)
                and lx <= c[0] <= hx
                and ly <= c[1] <= hy
            ):
                seen.add(c)
                todo.append(c)
        while todo and len(seen) < cap:
            x, y = todo.pop()
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if c in seen or c in coarse or (bx0 <= c[0] <= bx1 and by0 <= c[1] <= by1):
                    continue
                if not (lx <= c[0] <= hx and ly <= c[1] <= hy):
                    continue
                seen.add(c)
                todo.append(c)
        return min(len(seen), cap)

    @staticmethod
    def _squeeze(space: int) -> float:
        """Penalty for an open socket with only `space` free cells around it."""
        lack = _SPACE_CAP - space
        return _SPACE_WEIGHT * lack * lack / _SPACE_CAP


def layout_line(
    tiles: Sequence[PlacedTile],
    open_sockets: Iterable[int] = (),
    *,
    table: tuple[float, float] = DEFAULT_TABLE,
    spinner_tips: bool | None = None,
) -> TableLayout:
    """Lay out the whole line; table = (width, height) in tile units, centred on the origin."""
    layouter = LineLayouter(table, spinner_tips=spinner_tips)
    wanted = set(open_sockets)
    # what the engine reports open, or what was played on, was open all along: knowing it up
    # front places every tile as an incremental layouter told the open sockets after each move
    layouter.note_open(wanted)
    layouter.note_open(t.parent_socket for t in tiles if t.parent_socket is not None)
    for tile in tiles:
        layouter.add(tile)
    return layouter.layout(wanted)
