"""Where the tiles of the train games lie on the table (pure Python, no Qt).

The same units and values as :mod:`dominoes_qt.geometry` (a tile is 2 long and 1 wide, +y
points south; :class:`~dominoes_qt.geometry.Placement`, :class:`~dominoes_qt.geometry.DropTarget`),
and the same incremental interface as its ``LineLayouter`` (``add``, ``target``,
``placements``, ``note_open``, ``table``, ``grown_table``), so the table's board fits and draws
a train game as it does a line of play.  The first tile added is the engine, in the centre,
standing on its end.  The engine's ``PlacedTile.parent_socket`` is None; every other tile's
is the engine's socket it is played on (``rules/games/trains.py``).

* :class:`MexicanLayouter`: the engine stands in a station, and each train has a lane leaving
  the station's east or west edge, on the side where its owner sits (:func:`lane_places`); a
  train runs out along its lane, and at the table's edge bends back along the second row of
  its lane (a third row, out again, if it ever needs one).  A double lies across its row.
  ``lane_start`` is where the lane's first tile goes, against the station (``station``), where
  the scene writes the owner's name.
* :class:`FootLayouter`: the engine's sides (a cross of four, or three on each long side)
  start lines that run outwards; a chicken foot (a double across its line) sends its three
  toes out straight on and at 45° to either side from its far corners, each touching it.  A
  line that would leave the table or lie on another tile turns, 45° at a time, from the
  corner of the end it turns towards; one boxed in on every side leaves the shortest gap
  before its next tile rather than cover one.  No two tiles' outlines ever intersect.

Angles are multiples of 45°, kept in (-90, 90] so the numbers read upright; ``first`` is the
number on the west (or north) half of the tile as it is drawn.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .geometry import DEFAULT_TABLE, DropTarget, PlacedTile, Placement

Point = tuple[float, float]

#: a lane's rows are this far apart (a double across one touches, never covers, the next)
ROW_PITCH = 2.0
#: the station's half width, where the lanes start (room for the owners' names in it)
LANE_START = 3.2
#: how far the station reaches beyond its outer lanes
STATION_MARGIN = 0.3


def _placement(cx: float, cy: float, angle: int, touching: int, outer: int) -> Placement:
    """A tile centred at (cx, cy) lying along ``angle`` (degrees, +y south) with its touching
    half at the start of that direction."""
    a = angle % 360
    first, second = touching, outer
    if a > 90 and a <= 270:      # drawn the other way round so the pips stay upright
        a = (a - 180) % 360
        first, second = outer, touching
    if a > 180:
        a -= 360
    return Placement(round(cx, 4), round(cy, 4), a, first, second)


@dataclass
class _End:
    """A free end: the middle of the edge a tile touches, and the direction it grows in."""

    x: float
    y: float
    angle: int
    #: at a double's far corner (a side toe): a turned tile starts there too
    corner: bool = False


class _Layouter:
    def __init__(self, table: tuple[float, float] = DEFAULT_TABLE) -> None:
        self._table = (float(table[0]), float(table[1]))
        self._placements: list[Placement] = []
        self._growth = 0.0

    @property
    def table(self) -> tuple[float, float]:
        return self._table

    @property
    def grown_table(self) -> tuple[float, float]:
        w, h = self._table
        return (w + 2 * self._growth, h + 2 * self._growth)

    @property
    def placements(self) -> tuple[Placement, ...]:
        return tuple(self._placements)

    def __len__(self) -> int:
        return len(self._placements)

    def note_open(self, sockets: Iterable[int]) -> None:
        """The line's layouter keeps room for open ends; here every end has its own room."""

    def _engine(self, tile: PlacedTile) -> Placement:
        if self._placements or tile.parent_socket is not None:
            raise ValueError("the first tile must be the engine (parent_socket=None)")
        p = Placement(0.0, 0.0, 90, tile.touching, tile.outer)
        self._placements.append(p)
        return p

    def _grow_to(self, p: Placement) -> None:
        x, y, w, h = p.rect()
        tw, th = self._table
        over = max(abs(x) - tw / 2, abs(x + w) - tw / 2, abs(y) - th / 2, abs(y + h) - th / 2)
        if over > self._growth:
            self._growth = math.ceil(over)


def lane_places(owners: Sequence[Point | None]) -> list[tuple[int, int]]:
    """Each train's lane: (side, rank), side +1 east of the engine or -1 west, rank 0 the
    northernmost lane on that side.

    ``owners`` gives, per train, where its owner sits round the table (x and y from -1 to 1
    at the table's edges, +y south; None for the Mexican train, which takes a lane left over,
    the middle by preference): the lanes are shared out so that each train leaves the station
    towards its owner as nearly as they all can (the smallest sum of squared distances), half
    on each side.
    """
    n = len(owners)
    best: tuple[float, list[tuple[int, int]]] | None = None
    for east in {(n + 1) // 2, n // 2}:
        slots = [(1, r, east) for r in range(east)] + [(-1, r, n - east) for r in range(n - east)]

        def cost(train: int, slot: tuple[int, int, int]) -> float:
            side, rank, count = slot
            y = -1.0 + 2.0 * (rank + 0.5) / count
            owner = owners[train]
            if owner is None:
                return 0.1 * y * y
            return (owner[0] - side) ** 2 + (owner[1] - y) ** 2

        # trains given to the first k slots (k = trains in the mask): the cheapest way
        table: dict[int, tuple[float, list[int]]] = {0: (0.0, [])}
        for slot in slots:
            nxt: dict[int, tuple[float, list[int]]] = {}
            for mask, (c, chosen) in table.items():
                for train in range(n):
                    if mask >> train & 1:
                        continue
                    m, total = mask | 1 << train, c + cost(train, slot)
                    if m not in nxt or total < nxt[m][0] - 1e-9:
                        nxt[m] = (total, chosen + [train])
            table = nxt
        total, order = table[(1 << n) - 1]
        places = [(0, 0)] * n
        for slot, train in zip(slots, order, strict=True):
            places[train] = (slot[0], slot[1])
        if best is None or total < best[0] - 1e-9:
            best = (total, places)
    return best[1] if best else []


class MexicanLayouter(_Layouter):
    """The station and a lane per train (``trains``: the players' and the Mexican train).

    The engine stands in the middle of the station; each train's lane leaves the station on
    the side of the table nearer its owner (``owners``, see :func:`lane_places`; by default
    the first train east, the second west, and so on), its first tile against the station's
    edge.  A train runs out along the first row of its lane, bends at the table's edge and
    comes back along the second row, bends again before the station and goes out along a
    third, and so on.  The lanes are as far apart as the longest train needs (two rows, or
    more once a train has bent back twice): the whole picture is laid out again from the
    tiles when that changes.
    """

    def __init__(self, trains: int, table: tuple[float, float] = DEFAULT_TABLE,
                 owners: Sequence[Point | None] | None = None) -> None:
        super().__init__(table)
        self.trains = trains
        self._tiles: list[PlacedTile] = []
        self._rows = 2
        if owners is not None and len(owners) == trains:
            self._lanes = lane_places(owners)
        else:
            self._lanes = [(1 if t % 2 == 0 else -1, t // 2) for t in range(trains)]
        self._side_count = {side: sum(1 for s, _ in self._lanes if s == side) for side in (1, -1)}

    def side(self, train: int) -> int:
        """+1: the lane runs east of the engine; -1: west."""
        return self._lanes[train][0]

    def lane_y(self, train: int, rows: int | None = None) -> float:
        """The middle of the lane's first row."""
        rows = self._rows if rows is None else rows
        pitch = ROW_PITCH * (rows - 1) + 2.0
        side, rank = self._lanes[train]
        return (rank - (self._side_count[side] - 1) / 2) * pitch - ROW_PITCH * (rows - 1) / 2

    def lane_start(self, train: int) -> tuple[float, float]:
        """Where the lane begins (the station's edge, against its first tile), in tile units."""
        return (self.side(train) * LANE_START, self.lane_y(train))

    def station(self) -> tuple[float, float, float, float]:
        """The station round the engine (left, top, right, bottom in tile units): as wide as
        the lanes' starts, from the first row of the northernmost lane to that of the
        southernmost."""
        ys = [self.lane_y(t) for t in range(self.trains)] or [0.0]
        top = min(min(ys) - 0.5, -1.0) - STATION_MARGIN
        bottom = max(max(ys) + 0.5, 1.0) + STATION_MARGIN
        return (-LANE_START, top, LANE_START, bottom)

    def _limit(self) -> float:
        return max(self._table[0] / 2 - 0.5, LANE_START + 6.0)

    def _walk(self, tiles: list[PlacedTile], rows: int) -> tuple[list[Placement], int]:
        """Lay ``tiles`` (the engine first) with lanes for ``rows`` rows; also the rows the
        longest train takes."""
        out = [Placement(0.0, 0.0, 90, tiles[0].touching, tiles[0].outer)] if tiles else []
        row = [0] * self.trains
        cursor = [LANE_START] * self.trains
        bent = [False] * self.trains
        limit = self._limit()
        for tile in tiles[1:]:
            train = tile.parent_socket
            assert train is not None
            side, r, x0 = self.side(train), row[train], cursor[train]
            y = self.lane_y(train, rows) + r * ROW_PITCH
            outward = r % 2 == 0
            length = 1.0 if tile.is_double else 2.0
            if not bent[train] and ((outward and x0 + length > limit) or
                                    (not outward and x0 - length < LANE_START + 1)):
                x = x0 + 0.5 if outward else x0 - 0.5
                out.append(_placement(side * x, y + ROW_PITCH / 2, 90, tile.touching,
                                      tile.outer))
                row[train] = r + 1
                cursor[train] = x - 0.5 if outward else x + 0.5
                bent[train] = True
                continue
            step = length if outward else -length
            angle = 90 if tile.is_double else (0 if (side > 0) == outward else 180)
            out.append(_placement(side * (x0 + step / 2), y, angle, tile.touching, tile.outer))
            cursor[train] = x0 + step
            bent[train] = False
        # a lane has room for its next tile too, should that bend into a new row: the lit
        # end then lies where the tile will go, and nothing moves under the player's drop
        need = [2]
        for train in range(self.trains):
            r, x0 = row[train], cursor[train]
            bends = not bent[train] and (x0 + 2 > limit if r % 2 == 0 else x0 - 2 < LANE_START + 1)
            need.append(r + 2 if bends else r + 1)
        return out, max(need)

    def add(self, tile: PlacedTile) -> Placement:
        if tile.parent_socket is None:
            if self._tiles:
                raise ValueError("the engine comes first, once")
        elif not self._tiles:
            raise ValueError("the engine comes first")
        elif not 0 <= tile.parent_socket < self.trains:
            raise ValueError(f"no such train: {tile.parent_socket}")
        self._tiles.append(tile)
        placements, rows = self._walk(self._tiles, self._rows)
        if rows > self._rows:
            self._rows = rows
            placements, _ = self._walk(self._tiles, rows)
        self._placements = placements
        self._growth = 0.0
        xs = [abs(p.x) + (1.0 if p.angle == 0 else 0.5) for p in placements]
        ys = [abs(p.y) + (0.5 if p.angle == 0 else 1.0) for p in placements]
        tw, th = self._table
        over = max(max(xs) - tw / 2, max(ys) - th / 2)
        if over > 0:
            self._growth = math.ceil(over)
        return placements[-1]

    def target(self, socket: int) -> DropTarget:
        if not 0 <= socket < self.trains:
            raise ValueError(f"no such train: {socket}")
        trial, _ = self._walk(self._tiles + [PlacedTile(0, 1, socket)], self._rows)
        p = trial[-1]
        return DropTarget(socket, p.x, p.y, p.angle)


_DIRS = {0: (1.0, 0.0), 45: (1.0, 1.0), 90: (0.0, 1.0), 135: (-1.0, 1.0), 180: (-1.0, 0.0),
         225: (-1.0, -1.0), 270: (0.0, -1.0), 315: (1.0, -1.0)}


def _unit(angle: int) -> tuple[float, float]:
    dx, dy = _DIRS[angle % 360]
    n = math.hypot(dx, dy)
    return dx / n, dy / n


Box = tuple[float, float, int, float, float]   # centre x, y, angle, half length, half width


def _corners(b: Box) -> list[Point]:
    x, y, a, hl, hw = b
    c, s = math.cos(math.radians(a)), math.sin(math.radians(a))
    return [(x + c * dl - s * dw, y + s * dl + c * dw)
            for dl, dw in ((-hl, -hw), (hl, -hw), (hl, hw), (-hl, hw))]


def outline(p: Placement | DropTarget, pad: float = 0.0) -> list[Point]:
    """The four corners of the tile at ``p`` (tile units, turned with it), ``pad`` further out:
    what the scene draws round a tile at any angle."""
    return _corners((p.x, p.y, p.angle, 1.0 + pad, 0.5 + pad))


def _boxes_overlap(a: Box, b: Box, slack: float = 0.005) -> bool:
    """Whether two turned rectangles overlap by more than ``slack`` (touching is no overlap):
    separating axes."""
    ca, cb = _corners(a), _corners(b)
    for angle in (a[2], a[2] + 90, b[2], b[2] + 90):
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        pa = [x * ux + y * uy for x, y in ca]
        pb = [x * ux + y * uy for x, y in cb]
        if max(pa) <= min(pb) + slack or max(pb) <= min(pa) + slack:
            return False
    return True


def _hits(box: Box, others: Iterable[Box]) -> bool:
    """Whether ``box`` (a tile) overlaps any of ``others`` (tiles)."""
    x, y = box[0], box[1]
    reach = 2 * math.hypot(1.0, 0.5)          # centres further apart: the tiles are apart
    return any(abs(b[0] - x) < reach and abs(b[1] - y) < reach and _boxes_overlap(box, b)
               for b in others)


def tiles_overlap(a: Placement, b: Placement, slack: float = 0.01) -> bool:
    """Whether two placed tiles' outlines overlap (more than ``slack`` tile units deep)."""
    return _boxes_overlap((a.x, a.y, a.angle, 1.0, 0.5), (b.x, b.y, b.angle, 1.0, 0.5), slack)


def _toe_ends(cx: float, cy: float, angle: int) -> list[_End]:
    """The three ends a double across a line going ``angle`` opens (a chicken foot, or the
    engine's side of a double-foot centre): straight on from the middle of its far side, and
    at 45° either way from its far corners, so that every toe touches it and none another."""
    ux, uy = _unit(angle)
    px, py = -uy, ux
    fx, fy = cx + ux * 0.5, cy + uy * 0.5
    return [_End(fx + px * side, fy + py * side, (angle + 45 * side) % 360, side != 0)
            for side in (-1, 0, 1)]


class FootLayouter(_Layouter):
    """The engine, its sides and the lines that grow from them (Chicken Foot).

    Each tile goes on its end straight on when it can; else turned 45° at a time, either way.
    Of the places where it lies on no other tile, the first that also stays on the table, keeps
    clear of the other free ends (where their next tiles would go) and leaves its own next
    tile room is taken; a line boxed in on every side leaves a gap before its next tile (as
    short as will do) rather than cover another, and past the table's edge the table grows.
    """

    FIRST_PLACED_SOCKET = 8

    def __init__(self, arms: int = 4, table: tuple[float, float] = DEFAULT_TABLE) -> None:
        super().__init__(table)
        self._ends: dict[int, _End] = {}
        if arms == 6:
            east, west = _toe_ends(0.0, 0.0, 0), _toe_ends(0.0, 0.0, 180)
            self._ends = {k: end for k, end in enumerate(east + west[::-1])}
        else:
            self._ends = {0: _End(0.5, 0.0, 0), 1: _End(-0.5, 0.0, 180),
                          2: _End(0.0, -1.0, 270), 3: _End(0.0, 1.0, 90)}
        self._index = 0
        self._boxes: list[Box] = [(0.0, 0.0, 90, 1.0, 0.5)]

    def _free(self, box: Box) -> bool:
        return not _hits(box, self._boxes)

    @staticmethod
    def _box(sx: float, sy: float, angle: int, double: bool) -> Box:
        """The tile laid from (sx, sy) going ``angle`` (a double across it)."""
        ux, uy = _unit(angle)
        length = 1.0 if double else 2.0
        cx, cy = sx + ux * length / 2, sy + uy * length / 2
        return (cx, cy, (angle + 90) % 360, 1.0, 0.5) if double else (cx, cy, angle, 1.0, 0.5)

    def _next_boxes(self, box: Box, angle: int, double: bool) -> list[Box]:
        """Where the tiles after one laid as ``box`` would go straight on."""
        cx, cy = box[0], box[1]
        if double:
            return [self._box(e.x, e.y, e.angle, False) for e in _toe_ends(cx, cy, angle)]
        ux, uy = _unit(angle)
        return [self._box(cx + ux, cy + uy, angle, False)]

    def _turned(self, socket: int, end: _End, double: bool) -> _End:
        """The end, turned and moved out as little as will do (see the class)."""
        tw, th = self._table
        fronts = [self._box(e.x, e.y, e.angle, False) for s, e in self._ends.items()
                  if s != socket]

        def on_table(b: Box) -> bool:
            # the middle half a unit inside the edge: the table's margin takes the rest
            return abs(b[0]) <= tw / 2 - 0.5 and abs(b[1]) <= th / 2 - 0.5

        def clear(b: Box) -> bool:
            return not _hits(b, fronts)

        ux, uy = _unit(end.angle)
        px, py = -uy, ux
        gap = 0.0
        while True:
            free: list[tuple[_End, Box]] = []
            for turn in (0, -45, 45, -90, 90, -135, 135):
                # turned, the tile starts at the end's corner on that side (at 90°, beside the
                # end): it touches the tile it joins and covers none of it
                side = 0 if end.corner else (turn > 0) - (turn < 0)
                along = 0.0 if abs(turn) < 90 or not side else 1.0 if double else 0.5
                across = side * 0.5 if abs(turn) < 90 else -side * 0.5
                angle = (end.angle + turn) % 360
                dx, dy = _unit(angle)
                sx = end.x + ux * along + px * across + dx * gap
                sy = end.y + uy * along + py * across + dy * gap
                box = self._box(sx, sy, angle, double)
                if self._free(box):
                    free.append((_End(sx, sy, angle), box))
            tests = (
                lambda e, b: on_table(b) and clear(b) and all(
                    self._free(n) for n in self._next_boxes(b, e.angle, double)),
                lambda e, b: on_table(b) and clear(b),
                lambda e, b: on_table(b),
                lambda e, b: True,
            )
            for test in tests:
                for candidate, box in free:
                    if test(candidate, box):
                        return candidate
            gap += 0.5

    def _lay(self, socket: int, double: bool, touching: int, outer: int,
             commit: bool) -> Placement:
        end = self._ends.get(socket)
        if end is None:
            raise ValueError(f"no such end: {socket}")
        end = self._turned(socket, end, double)
        box = self._box(end.x, end.y, end.angle, double)
        cx, cy = box[0], box[1]
        p = _placement(cx, cy, box[2], touching, outer)
        if commit:
            self._boxes.append(box)
            base = self.FIRST_PLACED_SOCKET + 4 * self._index
            if double:
                for k, toe in enumerate(_toe_ends(cx, cy, end.angle)):
                    self._ends[base + k] = toe
            else:
                ux, uy = _unit(end.angle)
                self._ends[base] = _End(end.x + 2 * ux, end.y + 2 * uy, end.angle)
        return p

    def add(self, tile: PlacedTile) -> Placement:
        if tile.parent_socket is None:
            return self._engine(tile)
        socket = tile.parent_socket
        p = self._lay(socket, tile.is_double, tile.touching, tile.outer, True)
        del self._ends[socket]
        self._index += 1
        self._grow_to(p)
        self._placements.append(p)
        return p

    def target(self, socket: int) -> DropTarget:
        p = self._lay(socket, False, 0, 1, False)
        return DropTarget(socket, p.x, p.y, p.angle)
