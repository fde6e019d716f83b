"""Where the hands go: seats round the table and tiles in rows that always fit their area.

The bands of the table (:func:`table_regions`) and the racks in them are pure arithmetic on
rectangles (Qt value types only), so the scene just asks "where is tile k of this rack" and
never overlaps two tiles or lets one stick out of its area: racks shrink their tiles (down to
a floor) and then wrap into a second line rather than overlap.
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


def table_metrics(size: tuple[float, float]) -> dict[str, float]:
    """Sizes (pixels) that follow the table's size: the margin, the player's tile unit, the
    opponents' tile unit and the labels' text."""
    w, h = size
    pad = max(6.0, min(w, h) * 0.012)
    unit = max(20.0, min(h * 0.072, w / 18, 54.0))
    opp = max(11.0, min(unit * 0.55, 30.0))
    label_px = max(11.0, min(unit * 0.32, 16.0))
    return {"pad": pad, "unit": unit, "opp": opp, "label_px": label_px}


def table_regions(size: tuple[float, float], players: int,
                  score_size: tuple[float, float]) -> dict[str, QRectF]:
    """Split the table into the bands for the hands and the middle for the line of play
    (``score_size``: the score panel in the top left corner)."""
    w, h = size
    m = table_metrics(size)
    pad, unit, opp = m["pad"], m["unit"], m["opp"]
    places = seat_places(players - 1)
    edges = {p.edge for p in places}
    score_w, score_h = score_size
    label_w = 8.5 * m["label_px"]
    bottom_h = 2 * unit + 2.4 * pad
    top_h = max(score_h + 2 * pad, (2 * opp + 2 * pad) if TOP in edges else 0.0)
    side_w = max(2 * opp + 2 * pad, label_w + pad) if edges & {LEFT, RIGHT} else pad
    board = QRectF(side_w + pad, top_h + pad, w - 2 * side_w - 2 * pad,
                   h - top_h - bottom_h - 2 * pad)
    pile_w = 3.2 * unit
    viewer_label_w = label_w + 2 * pad
    inner = max(0.0, min(w / 2 - viewer_label_w, w / 2 - pile_w - pad))
    rack = QRectF(w / 2 - inner, h - bottom_h + pad * 0.6, 2 * inner, bottom_h - 1.2 * pad)
    top_x0 = score_w + 2 * pad
    tops = sum(1 for p in places if p.edge == TOP)
    # one seat across the table sits in the middle, unless the score box leaves the middle
    # too narrow for a hand (a small window, long team names): then it takes the room beside
    # the box, as several seats do
    centred = w - 2 * top_x0
    top_w = centred if tops <= 1 and centred >= 0.45 * w else w - top_x0 - pad
    top = QRectF(top_x0, pad * 0.5, max(0.0, top_w), top_h - pad)
    side_y0 = top_h
    left = QRectF(pad * 0.5, side_y0, side_w - pad, h - bottom_h - side_y0)
    right = QRectF(w - side_w + pad * 0.5, side_y0, side_w - pad, h - bottom_h - side_y0)
    return {"board": board, "rack": rack, "top": top, "left": left, "right": right,
            "viewer_label": QRectF(pad, h - bottom_h, viewer_label_w - pad, bottom_h),
            "pile": QRectF(w - pile_w - pad, h - bottom_h, pile_w, bottom_h)}
