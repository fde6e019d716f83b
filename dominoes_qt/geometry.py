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
_RESERVED = 20_000
_OUTSIDE = 10_000
_STUCK = 1_000
_TIP_STUCK = 400
_CORNER = 20
_SHIFT = 60
_PENDING_BONUS = -45  # a U-turn that was started at the previous bend
_ROOM_CAP = 8  # units of free run that count when choosing which way to bend
_ROOM_WEIGHT = 3


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


@dataclass(frozen=True)
class _Socket:
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

    def front(self) -> Rect:
        """The unit square right in front of the socket: any attached tile touches it."""
        return _box(self.x + self.d[0], self.y + self.d[1], self.d, 1, 1)


@dataclass(frozen=True)
class _Shape:
    """A candidate position for a tile."""

    rect: Rect
    touch: Cell  # centre of the touching half (the whole tile for a crosswise double)
    style: int
    sockets: tuple[_Socket, ...]  # by local socket number
    corner: bool = False


def _line_shape(c: Cell, t: Vec, style: int, turn: Vec | None, corner: bool) -> _Shape:
    """A tile lying along t whose touching half is centred on c."""
    other = (c[0] + 2 * t[0], c[1] + 2 * t[1])
    rect = (
        min(c[0], other[0]) - 1,
        min(c[1], other[1]) - 1,
        max(c[0], other[0]) + 1,
        max(c[1], other[1]) + 1,
    )
    end = _Socket(c[0] + 3 * t[0], c[1] + 3 * t[1], t, 1, turn, end=True)
    return _Shape(rect, c, style, (end,), corner)


def _crosswise_double(c: Cell, t: Vec, style: int, turn: Vec | None, corner: bool) -> _Shape:
    """A double centred on c lying across travel direction t."""
    le, ri = _left(t), _right(t)
    sockets = (
        _Socket(c[0] + t[0], c[1] + t[1], t, 2, turn),
        _Socket(c[0] + 2 * le[0], c[1] + 2 * le[1], le, 1, tip=True),
        _Socket(c[0] + 2 * ri[0], c[1] + 2 * ri[1], ri, 1, tip=True),
    )
    return _Shape(_box(c[0], c[1], t, 1, 2), c, style, sockets, corner)


def _single_shapes(s: _Socket) -> list[_Shape]:
    """Candidates for a tile lying lengthwise (non-doubles and in-line doubles)."""
    d = s.d
    perp = _right(d)
    shapes = []
    for o in sorted(range(-s.half, s.half + 1), key=lambda v: (abs(v), v)):
        c = (s.x + d[0] + o * perp[0], s.y + d[1] + o * perp[1])
        style = 0 if o == 0 else _SHIFT + 10 * abs(o)
        shapes.append(_line_shape(c, d, style, s.turn, False))
    for t in (_right(d), _left(d)):
        # the touching half sits beyond the socket edge, on the side we turn to; the other half
        # then sticks out sideways, clear of the socket edge
        for o in (s.half - 1, s.half):
            c = (s.x + d[0] + o * t[0], s.y + d[1] + o * t[1])
            style = _CORNER + (0 if o == s.half - 1 else _SHIFT) + (t == _left(d))
            if t == s.turn:
                style += _PENDING_BONUS
                turn = None
            else:
                turn = _neg(d)
            shapes.append(_line_shape(c, t, style, turn, True))
    return shapes


def _double_shapes(s: _Socket) -> list[_Shape]:
    """Candidates for a crosswise double."""
    d = s.d
    perp = _right(d)
    shapes = []
    for o in (0, -1, 1):
        c = (s.x + d[0] + o * perp[0], s.y + d[1] + o * perp[1])
        shapes.append(_crosswise_double(c, d, 0 if o == 0 else _SHIFT, s.turn, False))
    if s.end:
        # at a bend a double never sits in the corner: it lies across the new direction, its long
        # side against the last half of the tile it is played on, straddling that tile's end
        for t in (_right(d), _left(d)):
            c = (s.x + 2 * t[0], s.y + 2 * t[1])
            style = _CORNER + (t == _left(d))
            if t == s.turn:
                style += _PENDING_BONUS
                turn = None
            else:
                turn = _neg(d)
            shapes.append(_crosswise_double(c, t, style, turn, True))
    return shapes


class LineLayouter:
    """Places tiles one by one, in play order, on a table of the given size (tile units).

    `spinner_tips` says whether the tips of crosswise doubles will be played on (spinner
    games): then the layouter keeps the squares in front of them free.  None (default) guesses:
    tips count as soon as any tip has been played on.
    """

    def __init__(
        self,
        table: tuple[float, float] = DEFAULT_TABLE,
        *,
        spinner_tips: bool | None = None,
    ) -> None:
        self._table = (float(table[0]), float(table[1]))  # half-extents in half units
        self._spinner_tips = spinner_tips
        self._tips_seen = False
        self._placements: list[Placement] = []
        self._tiles: list[PlacedTile] = []
        self._occupied: set[Cell] = set()
        self._sockets: dict[int, _Socket] = {}
        self._used: set[int] = set()
        self._reserved: dict[Cell, list[int]] = {}
        self._box: Rect | None = None

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

    def layout(self, open_sockets: Iterable[int] = ()) -> TableLayout:
        """Snapshot of the tiles so far plus drop targets for the given open sockets."""
        targets = {s: self.target(s) for s in sorted(set(open_sockets))}
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

    def _tips_active(self) -> bool:
        if self._spinner_tips is not None:
            return self._spinner_tips
        return self._tips_seen

    @staticmethod
    def _lead_shape(tile: PlacedTile) -> _Shape:
        if tile.crosswise:
            # across an east-west line: local 0 west side, 1 east side, 2 north tip, 3 south tip
            sockets = (
                _Socket(-1, 0, _WEST, 2),
                _Socket(1, 0, _EAST, 2),
                _Socket(0, -2, _NORTH, 1, tip=True),
                _Socket(0, 2, _SOUTH, 1, tip=True),
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
        if used is not None:
            self._used.add(used)
            if self._sockets[used].tip:
                self._tips_seen = True
        for local, sock in enumerate(shape.sockets):
            sid = 4 * index + local
            self._sockets[sid] = sock
            for cell in _cells(sock.front()):
                self._reserved.setdefault(cell, []).append(sid)
        self._tiles.append(tile)

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

    def _blocks(self, r: Rect, own: int) -> int:
        """How many other open sockets the rectangle would block (cover their front square)."""
        res = self._reserved
        if not res:
            return 0
        tips = self._tips_active()
        hit: set[int] = set()
        for x in range(r[0], r[2]):
            for y in range(r[1], r[3]):
                for sid in res.get((x, y), ()):
                    if sid != own and sid not in self._used and (tips or not self._sockets[sid].tip):
                        hit.add(sid)
        return len(hit)

    def _ok(self, r: Rect, extra: Sequence[Rect], own: int, inside: bool) -> bool:
        if inside and self._outside(r) > 0:
            return False
        return self._free(r, extra) and not self._blocks(r, own)

    def _can_continue(self, s: _Socket, depth: int, extra: list[Rect], own: int, inside: bool) -> bool:
        """Whether both a non-double and a double could follow at s (looking `depth` tiles on)."""
        for shapes in (_single_shapes(s), _double_shapes(s)):
            for sh in shapes:
                if sh.style >= _SHIFT:  # only natural positions count as a way on
                    continue
                if not self._ok(sh.rect, extra, own, inside):
                    continue
                if depth <= 1 or self._can_continue(
                    sh.sockets[0], depth - 1, [*extra, sh.rect], own, inside
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

    def _cost(self, sh: _Shape, own: int, double: bool, bound: float) -> float | None:
        if not self._free(sh.rect):
            return None
        cost: float = sh.style
        out = self._outside(sh.rect)
        if out > 0:
            cost += _OUTSIDE + 100 * out
        cost += _RESERVED * self._blocks(sh.rect, own)
        if sh.corner:
            cost += _ROOM_WEIGHT * (_ROOM_CAP - self._room(sh.sockets[0], [sh.rect]))
        if cost >= bound:
            return cost
        if not self._can_continue(sh.sockets[0], 2, [sh.rect], own, out == 0):
            cost += _STUCK
        if double and self._tips_active():
            for tip in sh.sockets[1:]:
                if not self._can_continue(tip, 1, [sh.rect], own, out == 0):
                    cost += _TIP_STUCK
        return cost

    def _choose(self, shapes: list[_Shape], own: int, double: bool) -> _Shape | None:
        best: _Shape | None = None
        best_cost = float("inf")
        for sh in sorted(shapes, key=lambda s: s.style):
            if sh.style >= best_cost:
                break
            cost = self._cost(sh, own, double, best_cost)
            if cost is not None and cost < best_cost:
                best, best_cost = sh, cost
        return best

    def _fallback(self, s: _Socket, double: bool) -> _Shape:
        """No touching position is free: lie on the socket's line further out (never overlap)."""
        d = s.d
        step = 1
        while True:
            c = (s.x + (1 + 2 * step) * d[0], s.y + (1 + 2 * step) * d[1])
            if double:
                sh = _crosswise_double(c, d, 0, None, False)
            else:
                sh = _line_shape(c, d, 0, None, False)
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
    for tile in tiles:
        layouter.add(tile)
    return layouter.layout(open_sockets)
