"""Where the tiles of the line of play lie on the table (pure Python, no Qt).

Everything is measured in *tile units*: a tile is 2 long and 1 wide, +x points east and +y points
SOUTH (screen convention).  The table scene only scales and draws what this module computes, so
all decisions about the shape of the line live here and can be tested without a display.

Internally every coordinate is an integer number of *half units*: all tile edges then fall on a
grid, overlap tests are exact, and occupancy is a set of half-unit cells.

The layout is incremental: each tile is placed once, in play order, from what is already on the
table; later tiles never move earlier ones (so the picture is stable while a game goes on).
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

# Costs of candidate positions.  Overlapping a tile is never allowed; after that the order is:
# blocking another open end > leaving the table > walking into a dead end > blocking a spinner
# tip > style (straight is cheapest, then bends, then positions shifted off the line).
_KILL = 20_000  # no tile could be attached to some other open socket any more
_OUTSIDE = 10_000
_OUTSIDE_SPINNER = 50  # with spinners, jams are worse than a line running off the table
_DEAD = 5_000  # a new end or tip that no tile could ever be played on
_STUCK = 1_000  # the line could only go on off the table
_STUCK_SPINNER = 200
_CRAMP = 600  # another open socket could take one more tile but then be stuck
_TIP_GUESS = 1_500  # a tip that could never be played on, before we know the rules
_TIP_STYLE = 5  # not a spinner game (yet): free tips are only nicer
_CORNER = 20
_SHIFT = 60
_SQUEEZED = 8_000  # style of a tile laid against the side of the matching half (boxed in)
_PENDING_BONUS = -45  # a U-turn that was started at the previous bend
_ROOM_CAP = 8  # units of free run that count when choosing which way to bend
_ROOM_WEIGHT = 3
_SPACE_CAP = 32  # free unit cells an open end wants around it in spinner games
_SPACE_WEIGHT = 60
_CLEAR_NEAR = 12  # per unit cell of another tile within 1 unit (spinner games)
_CLEAR_FAR = 4  # ... within 2 units
_SIDE_DOUBLE_SPINNER = 0  # a double beside the line has a tip facing back along it
_GUIDE_WEIGHT = 0
_GUIDE_OFF_TABLE = 0.5
_CROWD_DEPTH = 6  # units ahead of a new end that are looked at in spinner games
_CROWD_WIDTH = 3  # units to either side
_CROWD_WEIGHT = 8
_UTURN_ROOM = 6  # units of free run needed to complete a U-turn (else the line goes on)


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


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _contact(a: Rect, b: Rect) -> int:
    """Length of the edge two non-overlapping rectangles share (0 if they only meet at a corner)."""
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    if (a[2] == b[0] or b[2] == a[0]) and oy > 0:
        return oy
    if (a[3] == b[1] or b[3] == a[1]) and ox > 0:
        return ox
    return 0


def _cells(r: Rect) -> Iterable[Cell]:
    for x in range(r[0], r[2]):
        for y in range(r[1], r[3]):
            yield (x, y)


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
        """Axis-aligned (left, top, width, height)."""
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

    def front(self) -> Rect:
        """The unit square right in front of the socket: any attached tile touches it."""
        return _box(self.x + self.d[0], self.y + self.d[1], self.d, 1, 1)


class _Shape(NamedTuple):
    """A candidate position for a tile."""

    rect: Rect
    touch: Cell  # centre of the touching half (the whole tile for a crosswise double)
    style: int
    sockets: tuple[_Socket, ...]  # by local socket number
    corner: bool = False  # the line bends here
    uturn: bool = False  # ... and this bend completes a U-turn started at the previous one


def _line_shape(c: Cell, t: Vec, style: int, turn: Vec | None, corner: bool, uturn: bool) -> _Shape:
    """A tile lying along t whose touching half is centred on c."""
    other = (c[0] + 2 * t[0], c[1] + 2 * t[1])
    rect = (
        min(c[0], other[0]) - 1,
        min(c[1], other[1]) - 1,
        max(c[0], other[0]) + 1,
        max(c[1], other[1]) + 1,
    )
    end = _Socket(c[0] + 3 * t[0], c[1] + 3 * t[1], t, 1, turn, end=True)
    return _Shape(rect, c, style, (end,), corner, uturn)


def _crosswise_double(
    c: Cell, t: Vec, style: int, turn: Vec | None, corner: bool, uturn: bool
) -> _Shape:
    """A double centred on c lying across travel direction t."""
    le, ri = _left(t), _right(t)
    sockets = (
        _Socket(c[0] + t[0], c[1] + t[1], t, 2, turn, on_double=True),
        _Socket(c[0] + 2 * le[0], c[1] + 2 * le[1], le, 1, tip=True, on_double=True),
        _Socket(c[0] + 2 * ri[0], c[1] + 2 * ri[1], ri, 1, tip=True, on_double=True),
    )
    return _Shape(_box(c[0], c[1], t, 1, 2), c, style, sockets, corner, uturn)


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
            shapes.append(_line_shape(c, t, style, turn, True, uturn))
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
            shapes.append(_crosswise_double(c, t, style, turn, True, uturn))
    return tuple(sorted(shapes, key=lambda sh: sh.style))


@lru_cache(maxsize=16384)
def _natural_shapes(s: _Socket, double: bool) -> tuple[_Shape, ...]:
    """The unshifted candidates: the ways a line can really go on from s."""
    shapes = _double_shapes(s) if double else _single_shapes(s)
    return tuple(sh for sh in shapes if sh.style < _SHIFT)


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
        self._table = (float(table[0]), float(table[1]))  # half-extents in half units
        self._spinner_tips = spinner_tips
        self._known_open: set[int] = set()
        self._spinner_now = False
        self._spinner_guess: bool | None = None
        self._placements: list[Placement] = []
        self._tiles: list[PlacedTile] = []
        self._occupied: set[Cell] = set()
        self._coarse: dict[Cell, list[int]] = {}  # unit cells touched by tiles (crowding)
        self._sockets: dict[int, _Socket] = {}
        self._used: set[int] = set()
        self._reserved: dict[Cell, list[int]] = {}  # front squares of the sockets
        self._zones: dict[Cell, list[int]] = {}  # where the next tile at a socket would go
        self._space_cache: dict[int, int] = {}
        self._rects: list[Rect] = []
        self._blocks4: dict[Cell, int] = {}  # occupied unit cells per 4x4-unit block

    # -- public API ---------------------------------------------------------------------------

    @property
    def table(self) -> tuple[float, float]:
        return self._table

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
            used = None
        else:
            if not index:
                raise ValueError("the first tile must be the lead (parent_socket=None)")
            sock = self._socket(tile.parent_socket)
            shapes = _double_shapes(sock) if tile.crosswise else _single_shapes(sock)
            shape = self._choose(shapes, tile.parent_socket, tile.crosswise)
            if shape is None:
                shape = self._fallback(sock, tile.crosswise)
            used = tile.parent_socket
        placement = self._placement(shape, tile.touching, tile.outer)
        self._commit(index, tile, shape, used)
        self._placements.append(placement)
        return placement

    def target(self, socket: int) -> DropTarget:
        """Where a non-double played on `socket` would lie (exactly where `add` would put it)."""
        sock = self._socket(socket)
        shape = self._choose(_single_shapes(sock), socket, False)
        if shape is None:
            shape = self._fallback(sock, False)
        p = self._placement(shape, 0, 1)
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

    # -- internals ----------------------------------------------------------------------------

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
        """Whether tips of doubles get played on in this game: None while nobody can tell yet."""
        if self._spinner_tips is not None:
            return self._spinner_tips
        for sid in self._known_open | self._used:
            sock = self._sockets.get(sid)
            if sock is not None and sock.tip:
                return True
        if any(sock.tip for sock in self._sockets.values()):
            return False  # there are tips, and none was reported open
        return None

    @staticmethod
    def _lead_shape(tile: PlacedTile) -> _Shape:
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

    def _placement(self, shape: _Shape, touching: int, outer: int) -> Placement:
        x0, y0, x1, y1 = shape.rect
        horizontal = x1 - x0 > y1 - y0
        cx2, cy2 = x0 + x1, y0 + y1  # twice the centre, in half units
        if horizontal:
            touching_first = 2 * shape.touch[0] < cx2
        else:
            touching_first = 2 * shape.touch[1] < cy2
        first, second = (touching, outer) if touching_first else (outer, touching)
        return Placement(cx2 / 4, cy2 / 4, 0 if horizontal else 90, first, second)

    def _commit(self, index: int, tile: PlacedTile, shape: _Shape, used: int | None) -> None:
        for cell in _cells(shape.rect):
            self._occupied.add(cell)
        x0, y0, x1, y1 = shape.rect
        for ux in range(x0 >> 1, ((x1 - 1) >> 1) + 1):
            for uy in range(y0 >> 1, ((y1 - 1) >> 1) + 1):
                owners = self._coarse.setdefault((ux, uy), [])
                if not owners:
                    block = (ux >> 2, uy >> 2)
                    self._blocks4[block] = self._blocks4.get(block, 0) + 1
                owners.append(index)
        if used is not None:
            self._used.add(used)
        for local, sock in enumerate(shape.sockets):
            sid = 4 * index + local
            self._sockets[sid] = sock
            for cell in _cells(sock.front()):
                self._reserved.setdefault(cell, []).append(sid)
            zone: set[Cell] = set()
            for sh in _natural_shapes(sock, False):
                zone.update(_cells(sh.rect))
                for double in (False, True):
                    for nxt in _natural_shapes(sh.sockets[0], double):
                        zone.update(_cells(nxt.rect))
            for cell in zone:
                self._zones.setdefault(cell, []).append(sid)
        self._tiles.append(tile)
        self._rects.append(shape.rect)

    # -- judging a candidate position ---------------------------------------------------------

    def _outside(self, r: Rect) -> float:
        """How far (half units) a rectangle sticks out of the table; 0 if inside."""
        w, h = self._table
        return max(0.0, -w - r[0], r[2] - w, -h - r[1], r[3] - h)

    def _free(self, r: Rect, extra: Sequence[Rect] = ()) -> bool:
        occ = self._occupied
        for x in range(r[0], r[2]):
            for y in range(r[1], r[3]):
                if (x, y) in occ:
                    return False
        return not any(_overlap(r, e) for e in extra)

    def _blocks(self, r: Rect, own: int) -> bool:
        """Whether the rectangle covers the front square of another open socket."""
        res = self._reserved
        for x in range(r[0], r[2]):
            for y in range(r[1], r[3]):
                for sid in res.get((x, y), ()):
                    if sid != own and self._live(sid):
                        return True
        return False

    def _ok(self, r: Rect, extra: Sequence[Rect], own: int, inside: bool) -> bool:
        if inside and self._outside(r) > 0:
            return False
        return self._free(r, extra) and not self._blocks(r, own)

    def _can_continue(
        self, s: _Socket, depth: int, extra: list[Rect], own: int, inside: bool, after_double: bool
    ) -> bool:
        """Whether a non-double and (unless s is on a double) a double could follow at s.

        Looks `depth` tiles ahead.  A double cannot follow a double (they would need the same
        number twice).  In spinner games a double also needs room at its tips.
        """
        for double in (False,) if after_double else (False, True):
            for sh in _natural_shapes(s, double):
                if not self._ok(sh.rect, extra, own, inside):
                    continue
                if double and self._spinner_now:
                    more = [*extra, sh.rect]
                    if not all(self._free(t.front(), more) for t in sh.sockets[1:]):
                        continue
                if depth <= 1 or self._can_continue(
                    sh.sockets[0], depth - 1, [*extra, sh.rect], own, inside, double
                ):
                    break
            else:
                return False
        return True

    def _room(self, s: _Socket, extra: Sequence[Rect]) -> int:
        """Free run (units, capped) straight ahead of socket s, inside the table."""
        run = 0
        x, y = s.x + s.d[0], s.y + s.d[1]
        while run < _ROOM_CAP:
            sq = (x - 1, y - 1, x + 1, y + 1)
            if self._outside(sq) > 0 or not self._free(sq, extra):
                break
            run += 1
            x += 2 * s.d[0]
            y += 2 * s.d[1]
        return run

    def _crowd(self, s: _Socket) -> float:
        """How crowded the area ahead of s is (near cells count more; off the table half)."""
        dx, dy = s.d
        px, py = _right(s.d)
        coarse = self._coarse
        w, h = self._table
        total = 0.0
        for k in range(1, _CROWD_DEPTH + 1):
            cx = s.x + (2 * k - 1) * dx
            cy = s.y + (2 * k - 1) * dy
            hits = 0.0
            for j in range(-_CROWD_WIDTH, _CROWD_WIDTH + 1):
                qx = cx + 2 * j * px
                qy = cy + 2 * j * py
                if ((qx - 1) >> 1, (qy - 1) >> 1) in coarse:
                    hits += 1
                elif abs(qx) + 1 > w or abs(qy) + 1 > h:
                    hits += 0.5
            total += hits / k
        return total

    def _clearance(self, r: Rect, near: tuple[int, ...]) -> float:
        """Penalty for passing close to tiles other than the ones we are attached to."""
        coarse = self._coarse
        x0, y0, x1, y1 = r[0] >> 1, r[1] >> 1, (r[2] - 1) >> 1, (r[3] - 1) >> 1
        cost = 0.0
        for ux in range(x0 - 2, x1 + 3):
            for uy in range(y0 - 2, y1 + 3):
                owners = coarse.get((ux, uy))
                if owners and any(o not in near for o in owners):
                    ring = max(x0 - ux, ux - x1, y0 - uy, uy - y1)
                    cost += _CLEAR_NEAR if ring <= 1 else _CLEAR_FAR
        return cost

    def _heading(self, s: _Socket) -> float:
        """How full the table is in the direction a new end points (farther counts less).

        Spinner games grow bushy: arms must head for the empty parts of the table, or they end
        up boxed in by their own branches.
        """
        blocks = self._blocks4
        w, h = self._table
        dx, dy = s.d
        px, py = _right(s.d)
        total = 0.0
        for k in range(1, 5):
            for j in (-1, 0, 1):
                # centre of the sampled 4x4-unit area, in half units
                x = s.x + 8 * k * dx + 8 * j * px
                y = s.y + 8 * k * dy + 8 * j * py
                if abs(x) > w or abs(y) > h:
                    fill = _GUIDE_OFF_TABLE
                else:
                    fill = blocks.get((x >> 3, y >> 3), 0) / 16
                total += fill / (k * (1 + abs(j)))
        return total

    def _space(self, s: _Socket, extra: Sequence[Rect]) -> int:
        """Free unit cells reachable from the front of s (capped): small means a dead end."""
        coarse = self._coarse
        boxes = [(r[0] >> 1, r[1] >> 1, (r[2] - 1) >> 1, (r[3] - 1) >> 1) for r in extra]

        def free(c: Cell) -> bool:
            if c in coarse:
                return False
            x, y = c
            return not any(b[0] <= x <= b[2] and b[1] <= y <= b[3] for b in boxes)

        fx, fy = s.x + s.d[0], s.y + s.d[1]
        todo = [c for c in {((fx - 1) >> 1, (fy - 1) >> 1), (fx >> 1, fy >> 1)} if free(c)]
        seen = set(todo)
        while todo and len(seen) < _SPACE_CAP:
            x, y = todo.pop()
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if c not in seen and free(c):
                    seen.add(c)
                    todo.append(c)
        return min(len(seen), _SPACE_CAP)

    @staticmethod
    def _squeeze(space: int) -> float:
        """Penalty for an open socket that has only `space` free cells around it."""
        lack = _SPACE_CAP - space
        return _SPACE_WEIGHT * lack * lack / _SPACE_CAP

    def _space_before(self, sid: int) -> int:
        got = self._space_cache.get(sid)
        if got is None:
            got = self._space_cache[sid] = self._space(self._sockets[sid], ())
        return got

    def _damage(self, r: Rect, own: int) -> float:
        """Cost of what the rectangle does to the future of the other open sockets near it."""
        zones = self._zones
        hit: set[int] = set()
        for x in range(r[0], r[2]):
            for y in range(r[1], r[3]):
                for sid in zones.get((x, y), ()):
                    if sid != own and self._live(sid):
                        hit.add(sid)
        cost = 0.0
        for sid in sorted(hit):
            s = self._sockets[sid]
            if not any(self._free(sh.rect, (r,)) for sh in _single_shapes(s)):
                cost += _KILL
            elif not self._can_continue(s, 2, [r], sid, False, s.on_double):
                cost += _CRAMP
            elif self._spinner_now:
                after = self._space(s, (r,))
                before = self._space_before(sid)
                if after < before:
                    cost += self._squeeze(after) - self._squeeze(before)
        return cost

    def _cost(self, sh: _Shape, own: int, double: bool, bound: float) -> float | None:
        if not self._free(sh.rect):
            return None
        spinner = self._spinner_now
        cost: float = sh.style
        out = self._outside(sh.rect)
        if out > 0:
            cost += _OUTSIDE_SPINNER + 5 * out if spinner else _OUTSIDE + 100 * out
        if sh.corner:
            room = self._room(sh.sockets[0], [sh.rect])
            cost += _ROOM_WEIGHT * (_ROOM_CAP - room)
            if sh.uturn and room >= _UTURN_ROOM and not spinner:
                cost += _PENDING_BONUS
        if spinner:
            if double and sh.corner:
                cost += _SIDE_DOUBLE_SPINNER
            cost += _CROWD_WEIGHT * self._crowd(sh.sockets[0])
            cost += self._clearance(sh.rect, self._family(own))
            cost += _GUIDE_WEIGHT * self._heading(sh.sockets[0])
        if cost >= bound:
            return cost
        cost += self._damage(sh.rect, own)
        if cost >= bound:
            return cost
        line = sh.sockets[0]
        if not self._can_continue(line, 2, [sh.rect], own, out == 0, double):
            if out == 0 and self._can_continue(line, 2, [sh.rect], own, False, double):
                cost += _STUCK_SPINNER if spinner else _STUCK  # only the table's edge is in the way
            else:
                cost += _DEAD
        if spinner:
            cost += self._squeeze(self._space(line, [sh.rect]))
        if double:
            # the first double of a game may well be a spinner: keep its tips free if we can
            dead = _DEAD if spinner else _TIP_GUESS if self._spinner_guess is None else _TIP_STYLE
            for tip in sh.sockets[1:]:
                if self._can_continue(tip, 2, [sh.rect], own, out == 0, True):
                    pass
                elif out > 0 or not self._can_continue(tip, 2, [sh.rect], own, False, True):
                    cost += dead
                else:
                    cost += _TIP_STYLE
                if spinner:
                    cost += self._squeeze(self._space(tip, [sh.rect]))
        return cost

    def _family(self, own: int) -> tuple[int, ...]:
        """The tile we attach to and its own parent: being close to them is natural."""
        parent = own // 4
        grand = self._tiles[parent].parent_socket
        return (parent,) if grand is None else (parent, grand // 4)

    def _choose(self, shapes: Sequence[_Shape], own: int, double: bool) -> _Shape | None:
        """The cheapest free candidate (None if every one overlaps a tile)."""
        self._spinner_guess = self._spinner_game()
        self._spinner_now = bool(self._spinner_guess)
        self._space_cache = {}
        best: _Shape | None = None
        best_cost = float("inf")
        for sh in shapes:
            if sh.style + _PENDING_BONUS >= best_cost:
                break
            cost = self._cost(sh, own, double, best_cost)
            if cost is not None and cost < best_cost:
                best, best_cost = sh, cost
        if best_cost > _SQUEEZED:
            for sh in self._squeezed_shapes(own, double):
                if sh.style >= best_cost:
                    break
                cost = self._cost(sh, own, double, best_cost)
                if cost is not None and cost < best_cost:
                    best, best_cost = sh, cost
        return best

    def _squeezed_shapes(self, sid: int, double: bool) -> list[_Shape]:
        """Last resorts when the socket is boxed in: anywhere against the half showing its number.

        Players do this too: the tile is laid against the side of the matching half, so the
        numbers still touch.
        """
        s = self._sockets[sid]
        parent = self._rects[sid // 4]
        if s.on_double:
            half, other = parent, None
        else:
            half = _box(s.x - s.d[0], s.y - s.d[1], s.d, 1, 1)
            other = _box(s.x - 3 * s.d[0], s.y - 3 * s.d[1], s.d, 1, 1)
        x0, y0, x1, y1 = half
        shapes = []
        for n in (s.d, _right(s.d), _left(s.d), _neg(s.d)):
            # the line along the side of `half` facing n, and the span of that side
            if n[0]:
                edge, lo, hi = (x1 if n[0] > 0 else x0), y0, y1
            else:
                edge, lo, hi = (y1 if n[1] > 0 else y0), x0, x1
            reach = 2 if double else 1  # half of the touching part's length along the side
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
        return shapes

    def _fallback(self, s: _Socket, double: bool) -> _Shape:
        """No touching position is free: lie on the socket's line further out (never overlap)."""
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


def layout_line(
    tiles: Sequence[PlacedTile],
    open_sockets: Iterable[int] = (),
    *,
    table: tuple[float, float] = DEFAULT_TABLE,
    spinner_tips: bool | None = None,
) -> TableLayout:
    """Lay out the whole line; table = (width, height) in tile units, centred on the origin."""
    layouter = LineLayouter(table, spinner_tips=spinner_tips)
    # what the engine reported open, or what was played on, was open all along: knowing it up
    # front places every tile as an incremental layouter told the open sockets after each move
    layouter.note_open(open_sockets := set(open_sockets))
    layouter.note_open(t.parent_socket for t in tiles if t.parent_socket is not None)
    for tile in tiles:
        layouter.add(tile)
    return layouter.layout(open_sockets)
