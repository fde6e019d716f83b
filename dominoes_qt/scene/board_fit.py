"""How the line of play is scaled into the middle of the table: fitted, or zoomed by the player.

The geometry (:mod:`dominoes_qt.geometry`) lays the line out in tile units and keeps it inside
a *table box*; :func:`table_box` chooses that box for the room the window leaves between the
hands, so that a line staying in it is drawn with tiles at least :data:`MIN_TILE_PX` long.
:class:`BoardFit` maps tile units to scene pixels: normally the whole line, as large as it
fits (up to the size of the player's own tiles); after the player zooms in, at that scale,
panned where the player (or the newest tile) wants it.  :class:`BoardMask` hides whatever a
zoomed-in line would show beyond its area, so it never runs under the hands.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from dominoes_qt.scene.theme import GREEN_TABLE, TableTheme, table_of

#: A tile on the table is drawn at least this long (pixels) while the line fits in its box.
MIN_TILE_PX = 40.0
#: Area (tile units²) of the box the line bends to stay in: per tile that can reach the table.
TABLE_AREA_PER_TILE = 7.0
MIN_TABLE_AREA = 240.0
#: The smallest table box (tile units), however small the window.
MIN_TABLE = (10, 6)
#: The line is fitted into view as if it were at least this big (tile units), so the first
#: tiles are not drawn huge; the view zooms out as it grows.
MIN_VIEW_BOX = (14.0, 8.0)
#: Felt left round the line when it is fitted (tile units, each side).
MARGIN = 0.4
#: One step of Zoom In / Zoom Out (a wheel notch, a key press).
ZOOM_STEP = 1.25
#: Zoomed in, a tile may be drawn up to this many times as large as a fitted line's largest.
MAX_ZOOM = 2.0

Box = tuple[float, float, float, float]  # left, top, right, bottom in tile units


def table_box(area_width: float, area_height: float, tiles: int) -> tuple[int, int]:
    """The table box (tile units) for a middle area of that size (pixels).

    Its area grows with the number of tiles that can reach the table, so a long game snakes
    through the middle instead of running off in two thin rows; it is shaped like the area,
    and never larger than what the area shows with tiles :data:`MIN_TILE_PX` long.
    """
    if area_width <= 0 or area_height <= 0:
        return (round(MIN_TABLE_AREA ** 0.5 / 0.6 ** 0.5), round((MIN_TABLE_AREA * 0.6) ** 0.5))
    aspect = max(0.4, min(area_height / area_width, 1.0))
    size = max(MIN_TABLE_AREA, TABLE_AREA_PER_TILE * tiles)
    width = (size / aspect) ** 0.5
    # room for the margin, and for a double lying across a row along the edge (half a unit)
    unit = MIN_TILE_PX / 2
    cap_w = math.floor(area_width / unit - 2 * MARGIN - 1)
    cap_h = math.floor(area_height / unit - 2 * MARGIN - 1)
    w = max(MIN_TABLE[0], min(round(width), cap_w))
    h = max(MIN_TABLE[1], min(max(12, round(width * aspect)), cap_h))
    return (w, h)


def felt_brush(area: QRectF, table: TableTheme = GREEN_TABLE) -> QRadialGradient:
    """The cloth of ``table``, lighter in the middle (a lamp over the table)."""
    centre = area.center()
    radius = max(area.width(), area.height()) * 0.75
    gradient = QRadialGradient(QPointF(centre.x(), centre.y() * 0.9), radius)
    gradient.setColorAt(0.0, QColor(table.felt_centre))
    gradient.setColorAt(0.6, QColor(table.felt))
    gradient.setColorAt(1.0, QColor(table.felt_edge))
    return gradient


class BoardFit:
    """Tile units to scene pixels: ``scene = origin + units * px``.

    ``update`` fits the line into its area; after ``zoom`` the scale stays what the player
    chose (never below the fit, never above the largest scale) and ``centre`` is the point of
    the table shown in the middle of the area, kept so that no more felt than needed shows.
    """

    def __init__(self) -> None:
        self.px = 30.0
        self.fit_px = 30.0
        self.max_px = 60.0
        self.origin = QPointF(500, 350)
        self.area = QRectF()
        self.content: Box = (-7.0, -4.0, 7.0, 4.0)
        self._user_px: float | None = None  # None: fitted
        self._centre: tuple[float, float] = (0.0, 0.0)

    # -- state ------------------------------------------------------------------------------------
    @property
    def zoomed(self) -> bool:
        """Whether the player zoomed in (the line is shown larger than it fits)."""
        return self.px > self.fit_px * 1.0001

    def reset(self) -> None:
        """Back to the fitted view (a new hand, Show the Whole Table)."""
        self._user_px = None

    def point(self, x: float, y: float) -> QPointF:
        """Scene point of a position in tile units."""
        return QPointF(self.origin.x() + x * self.px, self.origin.y() + y * self.px)

    def units(self, p: QPointF) -> tuple[float, float]:
        """Position in tile units of a scene point."""
        return ((p.x() - self.origin.x()) / self.px, (p.y() - self.origin.y()) / self.px)

    # -- fitting ----------------------------------------------------------------------------------
    def update(self, area: QRectF, rects: list[tuple[float, float, float, float]],
               max_px: float, focus: Box | None = None) -> None:
        """Fit ``rects`` (left, top, width, height in tile units) into ``area``, tiles at most
        ``max_px`` per unit (the player may zoom in up to MAX_ZOOM times that).

        While zoomed in, the scale stays and ``focus`` (the newest tile, the lit ends) is
        brought into view if it is not.
        """
        mw, mh = MIN_VIEW_BOX
        left, top, right, bottom = -mw / 2, -mh / 2, mw / 2, mh / 2
        for x, y, w, h in rects:
            left, top = min(left, x), min(top, y)
            right, bottom = max(right, x + w), max(bottom, y + h)
        self.content = (left - MARGIN, top - MARGIN, right + MARGIN, bottom + MARGIN)
        self.area = QRectF(area)
        cw, ch = self._content_size()
        fit = min(area.width() / cw, area.height() / ch, max_px) if cw > 0 and ch > 0 else max_px
        self.fit_px = max(4.0, fit)
        self.max_px = max(self.fit_px, max_px) * MAX_ZOOM
        if self._user_px is None or self._user_px <= self.fit_px * 1.0001:
            self._user_px = None
            self.px = self.fit_px
            c = self.content
            self._centre = ((c[0] + c[2]) / 2, (c[1] + c[3]) / 2)
        else:
            self.px = min(self._user_px, self.max_px)
            if focus is not None:
                self._bring_into_view(focus)
        self._place()

    def _content_size(self) -> tuple[float, float]:
        c = self.content
        return (c[2] - c[0], c[3] - c[1])

    def _place(self) -> None:
        """Clamp the centre (no more felt than needed) and compute the origin."""
        c = self.content
        half_w = self.area.width() / (2 * self.px)
        half_h = self.area.height() / (2 * self.px)
        cx, cy = self._centre
        cx = (c[0] + c[2]) / 2 if 2 * half_w >= c[2] - c[0] else min(max(cx, c[0] + half_w),
                                                                     c[2] - half_w)
        cy = (c[1] + c[3]) / 2 if 2 * half_h >= c[3] - c[1] else min(max(cy, c[1] + half_h),
                                                                     c[3] - half_h)
        self._centre = (cx, cy)
        mid = self.area.center()
        self.origin = QPointF(mid.x() - cx * self.px, mid.y() - cy * self.px)

    def _bring_into_view(self, box: Box) -> None:
        """Pan as little as needed to show ``box`` (its middle, if it is larger than the view)."""
        half_w = self.area.width() / (2 * self.px)
        half_h = self.area.height() / (2 * self.px)
        cx, cy = self._centre
        pad = 0.5
        x0, y0, x1, y1 = box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad
        if x1 - x0 > 2 * half_w:
            cx = (x0 + x1) / 2
        elif x0 < cx - half_w:
            cx = x0 + half_w
        elif x1 > cx + half_w:
            cx = x1 - half_w
        if y1 - y0 > 2 * half_h:
            cy = (y0 + y1) / 2
        elif y0 < cy - half_h:
            cy = y0 + half_h
        elif y1 > cy + half_h:
            cy = y1 - half_h
        self._centre = (cx, cy)

    # -- the player's zoom and pan ----------------------------------------------------------------
    def zoom(self, factor: float, anchor: QPointF | None = None) -> bool:
        """Zoom by ``factor`` keeping the table point under ``anchor`` (scene) in place."""
        if self.area.isEmpty():
            return False
        new_px = min(max(self.px * factor, self.fit_px), self.max_px)
        if abs(new_px - self.px) < 1e-6:
            return False
        if anchor is None or not self.area.contains(anchor):
            anchor = self.area.center()
        ux, uy = self.units(anchor)
        self.px = new_px
        self._user_px = None if new_px <= self.fit_px * 1.0001 else new_px
        # keep (ux, uy) under the anchor: centre = u - (anchor - mid) / px
        mid = self.area.center()
        self._centre = (ux - (anchor.x() - mid.x()) / new_px, uy - (anchor.y() - mid.y()) / new_px)
        self._place()
        return True

    def pan(self, dx: float, dy: float) -> bool:
        """Move the table by (dx, dy) pixels (the felt follows the pointer)."""
        if not self.zoomed:
            return False
        before = QPointF(self.origin)
        cx, cy = self._centre
        self._centre = (cx - dx / self.px, cy - dy / self.px)
        self._place()
        return (self.origin - before).manhattanLength() > 1e-6


class BoardMask(QGraphicsItem):
    """Felt over everything outside the line's area, above the line and below hands and labels.

    Shown only while the player has zoomed in: the line then reaches beyond its area, and
    this keeps it from running under the racks.
    """

    def __init__(self) -> None:
        super().__init__()
        self._scene_rect = QRectF()
        self._hole = QRectF()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_rects(self, scene_rect: QRectF, hole: QRectF) -> None:
        if scene_rect == self._scene_rect and hole == self._hole:
            return
        self.prepareGeometryChange()
        self._scene_rect = QRectF(scene_rect)
        self._hole = QRectF(hole)

    def boundingRect(self) -> QRectF:
        return QRectF(self._scene_rect)

    def shape(self) -> QPainterPath:
        return QPainterPath()   # never hit: clicks go to what lies under it

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        path = QPainterPath()
        path.addRect(self._scene_rect)
        hole = QPainterPath()
        hole.addRect(self._hole)
        painter.fillPath(path.subtracted(hole),
                         felt_brush(self._scene_rect, table_of(self.scene())))
