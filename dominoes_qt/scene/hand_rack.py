"""Where the hands go: seats round the table and tiles in rows that always fit their area.

Pure arithmetic on rectangles (Qt value types only), so the scene just asks "where is tile k
of this rack" and never overlaps two tiles or lets one stick out of its area: racks shrink
their tiles (down to a floor) and then wrap into a second line rather than overlap.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

LEFT, TOP, RIGHT, BOTTOM = "left", "top", "right", "bottom"


@dataclass(frozen=True)
class SeatPlace:
    """Which edge of the table a seat sits at and its slot among the seats on that edge."""

    edge: str
    index: int
    count: int


def seat_places(opponents: int) -> list[SeatPlace]:
    """Edges for the other seats, clockwise from the viewer's left (partners opposite).

    Play passes to the left: seat viewer+1 sits on the left, the seats after it across the
    top, the last ones on the right.
    """
    if opponents <= 0:
        return []
    if opponents == 1:
        edges = [TOP]
    elif opponents == 2:
        edges = [LEFT, RIGHT]
    elif opponents == 3:
        edges = [LEFT, TOP, RIGHT]
    else:
        side = max(1, opponents // 3)
        edges = [LEFT] * side + [TOP] * (opponents - 2 * side) + [RIGHT] * side
    counts = {e: edges.count(e) for e in set(edges)}
    seen: dict[str, int] = {}
    places = []
    for e in edges:
        i = seen.get(e, 0)
        seen[e] = i + 1
        # left edge fills bottom→top, right edge top→bottom: clockwise round the table
        index = counts[e] - 1 - i if e == LEFT else i
        places.append(SeatPlace(e, index, counts[e]))
    return places


def slot_rect(area: QRectF, place: SeatPlace) -> QRectF:
    """The part of an edge area given to one seat (edges split evenly along their length)."""
    if place.edge in (TOP, BOTTOM):
        w = area.width() / place.count
        return QRectF(area.left() + place.index * w, area.top(), w, area.height())
    h = area.height() / place.count
    return QRectF(area.left(), area.top() + place.index * h, area.width(), h)


@dataclass(frozen=True)
class RackLayout:
    """Tile centres and the size of one tile unit (px) for a rack."""

    centres: tuple[QPointF, ...]
    unit: float
    lines: int


def rack_layout(n: int, area: QRectF, unit: float, *, vertical_tiles: bool, along_x: bool,
                gap: float = 0.14, max_lines: int = 3, min_unit: float = 6.0) -> RackLayout:
    """Lay ``n`` tiles in rows (``along_x``) or columns inside ``area``, centred, no overlaps.

    A tile is 1x2 units when ``vertical_tiles`` else 2x1; ``unit`` is the preferred size of a
    unit in px and is reduced until everything fits; more lines are used when that keeps the
    tiles bigger.
    """
    if n <= 0:
        return RackLayout((), unit, 0)
    tw, th = (1.0, 2.0) if vertical_tiles else (2.0, 1.0)
    along_tile, across_tile = (tw, th) if along_x else (th, tw)
    along_len, across_len = (area.width(), area.height()) if along_x else (area.height(),
                                                                           area.width())
    best_unit, best_lines = -1.0, 1
    for lines in range(1, max_lines + 1):
        per_line = math.ceil(n / lines)
        u_along = along_len / (per_line * (along_tile + gap))
        u_across = across_len / (lines * (across_tile + gap))
        u = min(unit, u_along, u_across)
        if u > best_unit + 0.5:
            best_unit, best_lines = u, lines
        if u >= unit:
            break
    u = max(min_unit, best_unit)
    lines = best_lines
    per_line = math.ceil(n / lines)
    step_along = (along_tile + gap) * u
    step_across = (across_tile + gap) * u
    centre = area.center()
    centres = []
    for k in range(n):
        line, pos = divmod(k, per_line)
        in_line = min(per_line, n - line * per_line)
        a = (pos - (in_line - 1) / 2) * step_along
        c = (line - (lines - 1) / 2) * step_across
        centres.append(centre + (QPointF(a, c) if along_x else QPointF(c, a)))
    return RackLayout(tuple(centres), u, lines)
