"""``TileItem``: the QGraphicsObject that draws one domino tile.

Local coordinates are centred on the tile, which is laid out horizontally: the *first*
face occupies the left half (``x < 0``), the *second* face the right half (``x > 0``).
Callers rotate the item (``setRotation(90)``) for vertical placement.  Drop shadow and
gradient directions are computed in device space, so lighting stays consistent (light
from the top-left of the screen) whatever the item's rotation.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.scene.theme import (
    COLOURED,
    HIGHLIGHT_KINDS,
    MAX_PIPS,
    TileTheme,
    pip_positions,
    pip_radius,
)

__all__ = [
    "NUMERAL_BOX",
    "NUMERAL_HEIGHT",
    "TILE_LENGTH",
    "TILE_MARGIN",
    "TILE_WIDTH",
    "UNIT",
    "TileItem",
    "forget_looks",
    "numeral_box",
    "pip_centres",
    "pip_draw_radius",
    "render_tile_pixmap",
    "tile_bounding_rect",
]

#: Scene pixels per tile unit (a tile is 2 x 1 units).  The scene scales from this.
UNIT = 40.0
TILE_LENGTH = 2 * UNIT
TILE_WIDTH = UNIT
#: Extra room around the tile for the drop shadow, hover lift and highlight glow.
TILE_MARGIN = 0.2 * UNIT

_CORNER_RADIUS = 0.12 * UNIT
_BORDER_WIDTH = 0.03 * UNIT
_SHADOW_OFFSET = (0.045 * UNIT, 0.07 * UNIT)  # screen-space direction: down-right
_HOVER_LIFT = 0.04 * UNIT
_SPINNER_RADIUS = 0.07 * UNIT
#: With numerals shown, pip layouts shrink by this factor and move away from the numeral's
#: corner, which is left free for a numeral about three pips tall (as legible as the pips).
_NUMERAL_PIP_SCALE = 0.66
_NUMERAL_PIP_SHIFT = 0.14
#: The square corner box of a numeral (side, inset from the half's edges) and the height of
#: its digits, in local units.
NUMERAL_BOX = 0.36 * UNIT
_NUMERAL_INSET = 0.04 * UNIT
NUMERAL_HEIGHT = 0.30 * UNIT

_TILE_RECT = QRectF(-UNIT, -UNIT / 2, TILE_LENGTH, TILE_WIDTH)

#: Pictures of tiles as they look on screen, shared by all the items that look alike (every
#: tile back in a rack or the boneyard, a tile and its twin in a redrawn hand): drawing a tile
#: takes some 25 antialiased paths and gradients, copying its picture a fraction of that.
#: Keyed by :meth:`TileItem._look`; the least recently used go past a memory budget.
_LOOKS: OrderedDict[tuple, tuple[QPixmap, int, int]] = OrderedDict()
_LOOKS_BUDGET = 32 * 1024 * 1024   # bytes of pixels
_looks_bytes = 0


def _remember_look(key: tuple, entry: tuple[QPixmap, int, int]) -> None:
    global _looks_bytes
    pixmap = entry[0]
    _LOOKS[key] = entry
    _looks_bytes += pixmap.width() * pixmap.height() * 4
    while _looks_bytes > _LOOKS_BUDGET and len(_LOOKS) > 1:
        _, (old, _, _) = _LOOKS.popitem(last=False)
        _looks_bytes -= old.width() * old.height() * 4


#: Drop shadows by the screen scale and turn of the tile and whether it is lifted: every
#: look at that scale and turn starts from the same one.
_SHADOWS: dict[tuple, QPixmap] = {}


def _blank(width: int, height: int) -> QPixmap:
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


def forget_looks() -> None:
    """Drop every shared tile picture: the next paint draws each look afresh (tests, and the
    cold paint of tools/table_timings.py). A look's key holds all it depends on, so nothing
    else needs to call this."""
    global _looks_bytes
    _LOOKS.clear()
    _SHADOWS.clear()
    _looks_bytes = 0


def tile_bounding_rect() -> QRectF:
    """Bounding rect of every ``TileItem`` in local coordinates (tile plus margin)."""
    m = TILE_MARGIN
    return _TILE_RECT.adjusted(-m, -m, m, m)


def _rounded_path(rect: QRectF, radius: float = _CORNER_RADIUS) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _on_pixels(painter: QPainter, rect: QRectF) -> QRectF:
    """``rect`` moved and sized by under half a pixel so its edges fall on whole device
    pixels (quarter turns only): the edges are crisper, and Qt's raster engine fills such an
    antialiased rounded shape much faster (a tile-sized one: 4 µs, against 70 µs when its
    left edge falls between two pixels).
    """
    t = painter.worldTransform()
    if abs(t.m12()) + abs(t.m21()) > 1e-9 and abs(t.m11()) + abs(t.m22()) > 1e-9:
        return rect
    inverse, ok = t.inverted()
    if not ok:
        return rect
    d = t.mapRect(rect)
    snapped = QRectF(QPointF(round(d.left()), round(d.top())),
                     QPointF(round(d.right()), round(d.bottom())))
    return inverse.mapRect(snapped)


def _paint_shadow(painter: QPainter, lifted: bool) -> None:
    """Cheap soft shadow: a few stacked, slightly growing translucent rounded rects."""
    factor = 1.6 if lifted else 1.0
    offset = _device_vector(painter, _SHADOW_OFFSET[0] * factor, _SHADOW_OFFSET[1] * factor)
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 4
    for i in range(layers):
        spread = (i - 1) * 0.025 * UNIT * factor
        rect = _TILE_RECT.translated(offset).adjusted(-spread, -spread, spread, spread)
        rect = _on_pixels(painter, rect)
        painter.setBrush(QColor(0, 0, 0, 30 if i else 20))
        painter.drawPath(_rounded_path(rect, _CORNER_RADIUS + max(spread, 0.0)))


def _half_rect(side: int) -> QRectF:
    """Square of half *side* (0 = first/left, 1 = second/right) in local coordinates."""
    return QRectF(-UNIT if side == 0 else 0.0, -UNIT / 2, UNIT, UNIT)


def _pip_field(side: int, theme: TileTheme) -> tuple[float, float, float]:
    """``(scale, dx, dy)`` applied to the unit-square pip layout of half *side*.

    With numerals the layout shrinks and moves away from the numeral's corner (top-left
    of the left half, top-right of the right half) so the two never touch.
    """
    if not theme.show_numerals:
        return 1.0, 0.0, 0.0
    shift = _NUMERAL_PIP_SHIFT
    return _NUMERAL_PIP_SCALE, (shift if side == 0 else -shift), shift


def numeral_box(side: int) -> QRectF:
    """The corner box of the numeral of half *side*: top-left of the left half, top-right of
    the right half (local coordinates, unrotated; the pips keep clear of it)."""
    half = _half_rect(side)
    x = half.left() + _NUMERAL_INSET if side == 0 else half.right() - _NUMERAL_INSET - NUMERAL_BOX
    return QRectF(x, half.top() + _NUMERAL_INSET, NUMERAL_BOX, NUMERAL_BOX)


def numeral_scale(ink_width: float, ink_height: float, digits: int) -> tuple[float, float]:
    """(x, y) scale turning a numeral's ink box into one :data:`NUMERAL_HEIGHT` tall (a little
    less for two digits) that fits :data:`NUMERAL_BOX`: two digits are narrowed before they
    are shrunk, so 10 to 12 stay nearly as tall as the single digits."""
    width, height = max(ink_width, 1.0), max(ink_height, 1.0)
    room = NUMERAL_BOX * 0.96
    sy = (NUMERAL_HEIGHT if digits < 2 else NUMERAL_HEIGHT * 0.8) / height
    sx = sy
    if width * sx > room:
        sx = max(room / width, sy * 0.72)
    if width * sx > room:
        shrink = room / (width * sx)
        sx, sy = sx * shrink, sy * shrink
    return sx, sy


def pip_centres(value: int, side: int, theme: TileTheme = COLOURED) -> list[QPointF]:
    """Local-coordinate centres of the pips of *value* drawn on half *side* (0 left, 1 right).

    Matches what ``TileItem.paint`` draws for a face-up, unrotated tile.
    """
    if side not in (0, 1):
        raise ValueError(f"side must be 0 or 1, got {side!r}")
    half = _half_rect(side)
    scale, dx, dy = _pip_field(side, theme)
    centres = []
    for ux, uy in pip_positions(value):
        ux = 0.5 + dx + (ux - 0.5) * scale
        uy = 0.5 + dy + (uy - 0.5) * scale
        centres.append(QPointF(half.left() + ux * UNIT, half.top() + uy * UNIT))
    return centres


def pip_draw_radius(value: int, theme: TileTheme = COLOURED) -> float:
    """Radius (local units) of the pips drawn for *value* with *theme*."""
    return pip_radius(value) * UNIT * _pip_field(0, theme)[0]


def _device_vector(painter: QPainter, dx: float, dy: float) -> QPointF:
    """Local vector that points along screen vector (dx, dy), with length hypot(dx, dy).

    Used so that shadows and gradients follow the screen, not the item's rotation.
    """
    t = painter.worldTransform()
    linear = QTransform(t.m11(), t.m12(), t.m21(), t.m22(), 0.0, 0.0)
    inverse, ok = linear.inverted()
    if not ok:
        return QPointF(dx, dy)
    v = inverse.map(QPointF(dx, dy))
    length = math.hypot(v.x(), v.y())
    if length == 0.0:
        return QPointF(dx, dy)
    return v * (math.hypot(dx, dy) / length)


def _with_alpha(colour: QColor, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(max(0, min(255, alpha)))
    return c


def _round_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


class TileItem(QGraphicsObject):
    """One domino tile.

    ``TileItem(a, b)`` shows *a* on the left half and *b* on the right half; ``tile``
    is always the canonical ``(min, max)`` pair.  State changes (faces, face up/down,
    highlight, theme, hover) only repaint.  Instead of Qt's per-item cache, tiles that look
    alike share one picture (``_LOOKS``), drawn once at the screen's own scale and turn: the
    first frame draws each distinct look once, not each tile.
    """

    #: QGraphicsItem.UserType (65536) + 1; the stubs lack UserType, so the value is spelt out
    Type = 65536 + 1

    def __init__(
        self,
        low: int,
        high: int,
        *,
        face_up: bool = True,
        theme: TileTheme = COLOURED,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        for v in (low, high):
            if not 0 <= v <= MAX_PIPS:
                raise ValueError(f"tile numbers must be in 0..{MAX_PIPS}, got {v!r}")
        self._tile: tuple[int, int] = (min(low, high), max(low, high))
        self._faces: tuple[int, int] = (low, high)
        self._face_up = face_up
        self._theme = theme
        self._highlight: str | None = None
        self._dimmed = False
        self._interactive = False
        self._hovered = False
        self.setAcceptHoverEvents(True)

    # ------------------------------------------------------------------ our API (snake_case)

    @property
    def tile(self) -> tuple[int, int]:
        """Canonical ``(min, max)`` numbers of the tile."""
        return self._tile

    @property
    def faces(self) -> tuple[int, int]:
        """``(first, second)``: the numbers on the left and right halves."""
        return self._faces

    @property
    def face_up(self) -> bool:
        return self._face_up

    @property
    def highlight(self) -> str | None:
        return self._highlight

    @property
    def theme(self) -> TileTheme:
        return self._theme

    @property
    def is_double(self) -> bool:
        return self._tile[0] == self._tile[1]

    @property
    def interactive(self) -> bool:
        """Whether the tile reacts to hover (lift + brighter border)."""
        return self._interactive

    @interactive.setter
    def interactive(self, value: bool) -> None:
        # No item cursor: the scene sets the viewport's (scene/pointer.py says why).
        value = bool(value)
        if value == self._interactive:
            return
        self._interactive = value
        if not value:
            self._hovered = False
        self.update()

    @property
    def hovered(self) -> bool:
        """True while the pointer is over an interactive tile."""
        return self._hovered and self._interactive

    def set_hovered(self, on: bool) -> None:
        """Lift the tile (or put it down) without waiting for the mouse to move."""
        on = bool(on) and self._interactive
        if on != self._hovered:
            self._hovered = on
            self.update()

    def set_faces(self, first: int, second: int) -> None:
        """Choose which number is on the left (*first*) and right (*second*) half."""
        if (min(first, second), max(first, second)) != self._tile:
            raise ValueError(f"faces ({first}, {second}) do not match tile {self._tile}")
        if (first, second) != self._faces:
            self._faces = (first, second)
            self.update()

    def set_face_up(self, face_up: bool) -> None:
        face_up = bool(face_up)
        if face_up != self._face_up:
            self._face_up = face_up
            self.update()

    def set_highlight(self, kind: str | None) -> None:
        """Draw a coloured glow: ``None`` or one of "legal", "selected", "hint", "drop"."""
        if kind is not None and kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight kind {kind!r}; expected one of {HIGHLIGHT_KINDS}")
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    @property
    def dimmed(self) -> bool:
        return self._dimmed

    def set_dimmed(self, dimmed: bool) -> None:
        """Shade the tile: it cannot be played now (the lead), while the lit ones can."""
        dimmed = bool(dimmed)
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def set_theme(self, theme: TileTheme) -> None:
        if theme != self._theme:
            self._theme = theme
            self.update()

    # ------------------------------------------------------------------ Qt overrides

    def type(self) -> int:
        return TileItem.Type

    def boundingRect(self) -> QRectF:
        return tile_bounding_rect()

    def shape(self) -> QPainterPath:
        return _rounded_path(_TILE_RECT)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._interactive and not self._hovered:
            self._hovered = True
            self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        if self._hovered:
            self._hovered = False
            self.update()
        super().hoverLeaveEvent(event)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        # world: the view's own logical pixels (the device transform adds where the view sits
        # in the window being painted, and the screen's pixel ratio)
        t = painter.worldTransform()
        dpr = painter.device().devicePixelRatio() if painter.device() is not None else 1.0
        m11, m12, m21, m22 = t.m11() * dpr, t.m12() * dpr, t.m21() * dpr, t.m22() * dpr
        if abs(m12) + abs(m21) > 1e-9 and abs(m11) + abs(m22) > 1e-9:
            self._paint_direct(painter)   # turned off the quarter turns (an animation): rare
            return
        key = self._look(round(m11, 5), round(m12, 5), round(m21, 5), round(m22, 5), dpr)
        entry = _LOOKS.get(key)
        if entry is None:
            entry = self._render_look(QTransform(m11, m12, m21, m22, 0.0, 0.0), dpr)
            _remember_look(key, entry)
        else:
            _LOOKS.move_to_end(key)
        pixmap, left, top = entry
        # the tile's centre on a whole device pixel: alike tiles get alike pixels
        x = round(t.dx() * dpr) + left
        y = round(t.dy() * dpr) + top
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(x / dpr, y / dpr), pixmap)
        painter.restore()

    def _look(self, *device: float) -> tuple:
        """Everything the picture of this tile depends on (a back hides its numbers)."""
        return (self._faces if self._face_up else None, self._face_up, self._theme,
                self._highlight, self.hovered, self._dimmed, *device)

    def _render_look(self, linear: QTransform, dpr: float) -> tuple[QPixmap, int, int]:
        """(picture, its left and top in device pixels from the tile's centre)."""
        box = linear.mapRect(tile_bounding_rect())
        left, top = math.floor(box.left()), math.floor(box.top())
        width = max(1, math.ceil(box.right()) - left)
        height = max(1, math.ceil(box.bottom()) - top)
        place = linear * QTransform.fromTranslate(-left, -top)
        shadow_key = (linear.m11(), linear.m12(), linear.m21(), linear.m22(), self.hovered)
        shadow = _SHADOWS.get(shadow_key)
        if shadow is None:
            if len(_SHADOWS) >= 64:     # zooming makes a new one at each step
                _SHADOWS.clear()
            shadow = _SHADOWS[shadow_key] = _blank(width, height)
            painter = QPainter(shadow)
            try:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
                painter.setWorldTransform(place)
                _paint_shadow(painter, self.hovered)
            finally:
                painter.end()
        pixmap = _blank(width, height)
        painter = QPainter(pixmap)
        try:
            painter.setWorldTransform(place)
            self._paint(painter, shadow)
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(dpr)
        return pixmap, left, top

    def _paint_direct(self, painter: QPainter) -> None:
        painter.save()
        try:
            self._paint(painter)
        finally:
            painter.restore()

    # ------------------------------------------------------------------ painting

    def _paint(self, painter: QPainter, shadow: QPixmap | None = None) -> None:
        """Draw the tile; ``shadow``, its drop shadow already drawn for this painter's scale
        and turn (the shared looks: one shadow picture serves every tile alike on screen)."""
        theme = self._theme
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())
        detailed = lod >= 0.35

        lifted = self.hovered
        lift = _device_vector(painter, 0.0, -_HOVER_LIFT) if lifted else QPointF()
        body_rect = _on_pixels(painter, _TILE_RECT.translated(lift))
        body = _rounded_path(body_rect)

        if detailed and shadow is not None:
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(0, 0, shadow)
            painter.restore()
        elif detailed:
            _paint_shadow(painter, lifted)
        if self._highlight is not None:
            self._paint_glow(painter, body, QColor(theme.highlight_colour(self._highlight)))

        if self._face_up:
            self._paint_face(painter, body_rect, body, detailed)
        else:
            self._paint_back(painter, body_rect, body, detailed)

        # Thin darker border, inset by half its width so it stays inside the tile.
        half_pen = _BORDER_WIDTH / 2
        edge = QColor(theme.edge if self._face_up else theme.back_shade)
        if lifted:  # hover: a brighter border on top of the lift
            edge = QColor(theme.hover_edge)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, _BORDER_WIDTH))
        inset = body_rect.adjusted(half_pen, half_pen, -half_pen, -half_pen)
        painter.drawPath(_rounded_path(inset, _CORNER_RADIUS - half_pen))

        if self._dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 120))
            painter.drawPath(body)

        if self._highlight is not None:
            self._paint_outline(painter, body_rect, QColor(theme.highlight_colour(self._highlight)))

    def _paint_glow(self, painter: QPainter, body: QPainterPath, colour: QColor) -> None:
        """Soft halo outside the tile (the body painted on top hides its inner half)."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for width, alpha in ((0.34 * UNIT, 40), (0.22 * UNIT, 70), (0.12 * UNIT, 120)):
            pen = QPen(_with_alpha(colour, alpha), width)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPath(body)

    def _paint_outline(self, painter: QPainter, body_rect: QRectF, colour: QColor) -> None:
        width = (0.075 if self._highlight == "selected" else 0.05) * UNIT
        pen = QPen(colour, width)
        if self._highlight == "drop":
            pen.setStyle(Qt.PenStyle.DashLine)
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        h = width / 2
        painter.drawPath(_rounded_path(body_rect.adjusted(h, h, -h, -h), _CORNER_RADIUS - h))

    def _screen_gradient(
        self, painter: QPainter, rect: QRectF, top: QColor, bottom: QColor
    ) -> QLinearGradient:
        """Linear gradient running from the top to the bottom of the *screen*."""
        down = _device_vector(painter, 0.0, 1.0)
        extent = abs(down.x()) * rect.width() / 2 + abs(down.y()) * rect.height() / 2
        c = rect.center()
        gradient = QLinearGradient(c - down * extent, c + down * extent)
        gradient.setColorAt(0.0, top)
        gradient.setColorAt(1.0, bottom)
        return gradient

    def _paint_face(
        self, painter: QPainter, rect: QRectF, body: QPainterPath, detailed: bool
    ) -> None:
        theme = self._theme
        face, shade = QColor(theme.face), QColor(theme.face_shade)
        painter.setPen(Qt.PenStyle.NoPen)
        if detailed:
            painter.setBrush(QBrush(self._screen_gradient(painter, rect, face, shade)))
        else:
            painter.setBrush(face)
        painter.drawPath(body)

        if detailed:
            # Inner bevel: a faint light rim along the (screen) top edge.
            rim = _BORDER_WIDTH * 1.5
            bevel = self._screen_gradient(
                painter, rect, QColor(255, 255, 255, 190), QColor(255, 255, 255, 0)
            )
            bevel.setColorAt(0.5, QColor(255, 255, 255, 0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QBrush(bevel), _BORDER_WIDTH))
            inner = rect.adjusted(rim, rim, -rim, -rim)
            painter.drawPath(_rounded_path(inner, _CORNER_RADIUS - rim))

        # Engraved divider: a dark groove with a light line beside it.
        o = rect.center()
        gap = 0.1 * UNIT
        y0, y1 = rect.top() + gap, rect.bottom() - gap
        w = 0.035 * UNIT
        if detailed:
            painter.setPen(_round_pen(QColor(255, 255, 255, 200), w))
            painter.drawLine(QPointF(o.x() + w, y0), QPointF(o.x() + w, y1))
        painter.setPen(_round_pen(QColor(theme.divider), w))
        painter.drawLine(QPointF(o.x(), y0), QPointF(o.x(), y1))

        offset = rect.center()  # non-zero only while hover-lifted
        for side, value in enumerate(self._faces):
            self._paint_pips(painter, value, side, offset, detailed)
            if theme.show_numerals:
                self._paint_numeral(painter, value, side, offset)

        self._paint_spinner(painter, o, detailed)

    def _paint_pips(
        self, painter: QPainter, value: int, side: int, offset: QPointF, detailed: bool
    ) -> None:
        colour = QColor(self._theme.pip_colour(value))
        r = pip_draw_radius(value, self._theme)
        painter.setPen(Qt.PenStyle.NoPen)
        if not detailed:
            painter.setBrush(colour)
        # Light comes from the screen top-left, so the drilled hole's lit wall is bottom-right.
        focal = _device_vector(painter, 0.3 * r, 0.3 * r)
        for centre in pip_centres(value, side, self._theme):
            c = centre + offset
            if detailed:
                g = QRadialGradient(c, r, c + focal)
                g.setColorAt(0.0, colour)
                g.setColorAt(0.62, colour)
                g.setColorAt(1.0, colour.darker(165))
                painter.setBrush(QBrush(g))
            painter.drawEllipse(c, r, r)

    def _paint_numeral(self, painter: QPainter, value: int, side: int, offset: QPointF) -> None:
        """The number in the half's free corner, upright on the screen whatever the tile's
        rotation (a rack tile stands on end), its digits about three pips tall."""
        box = numeral_box(side).translated(offset)
        t = painter.worldTransform()
        angle = math.degrees(math.atan2(t.m12(), t.m11()))
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(100)  # drawn at 100px and scaled: exact size at any zoom
        metrics = QFontMetricsF(font)
        text = str(value)
        ink = metrics.tightBoundingRect(text)
        sx, sy = numeral_scale(ink.width(), ink.height(), len(text))
        painter.save()
        painter.translate(box.center())
        painter.rotate(-angle)                 # undo the tile's turn: the digits stand upright
        painter.scale(sx, sy)
        painter.setFont(font)
        painter.setPen(QColor(self._theme.numeral_colour(value)).darker(125))
        painter.drawText(QPointF(-ink.center().x(), -ink.center().y()), text)
        painter.restore()

    def _paint_spinner(self, painter: QPainter, centre: QPointF, detailed: bool) -> None:
        brass = QColor(self._theme.spinner)
        r = _SPINNER_RADIUS
        if detailed:
            hl = _device_vector(painter, -0.35 * r, -0.35 * r)
            g = QRadialGradient(centre + hl, r * 1.3)
            g.setColorAt(0.0, brass.lighter(160))
            g.setColorAt(0.5, brass)
            g.setColorAt(1.0, brass.darker(170))
            painter.setBrush(QBrush(g))
            painter.setPen(QPen(brass.darker(200), 0.012 * UNIT))
        else:
            painter.setBrush(brass)
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(centre, r, r)

    def _paint_back(
        self, painter: QPainter, rect: QRectF, body: QPainterPath, detailed: bool
    ) -> None:
        theme = self._theme
        back, shade = QColor(theme.back), QColor(theme.back_shade)
        painter.setPen(Qt.PenStyle.NoPen)
        if detailed:
            painter.setBrush(QBrush(self._screen_gradient(painter, rect, back.lighter(112), shade)))
        else:
            painter.setBrush(back)
        painter.drawPath(body)
        if not detailed or theme.back_style == "plain":
            return

        pattern = QColor(theme.back_pattern)
        inset = 0.12 * UNIT
        panel = rect.adjusted(inset, inset, -inset, -inset)
        painter.save()
        painter.setClipRect(panel)
        painter.setPen(QPen(pattern, 0.025 * UNIT))
        step = 0.2 * UNIT
        span = panel.width() + panel.height()
        n = int(span / step) + 2
        x0, y0, y1 = panel.left() - panel.height(), panel.top(), panel.bottom()
        for i in range(n):
            x = x0 + i * step
            painter.drawLine(QPointF(x, y1), QPointF(x + panel.height(), y0))
            if theme.back_style == "diamonds":
                painter.drawLine(QPointF(x, y0), QPointF(x + panel.height(), y1))
        painter.restore()

        # Framed panel and a small central medallion.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(pattern.lighter(125), 0.03 * UNIT))
        painter.drawPath(_rounded_path(panel, _CORNER_RADIUS * 0.5))
        c = rect.center()
        r = 0.13 * UNIT
        medallion = QPainterPath()
        medallion.moveTo(c.x(), c.y() - r)
        medallion.lineTo(c.x() + r, c.y())
        medallion.lineTo(c.x(), c.y() + r)
        medallion.lineTo(c.x() - r, c.y())
        medallion.closeSubpath()
        painter.setBrush(QColor(theme.spinner))
        painter.setPen(QPen(shade, 0.025 * UNIT))
        painter.drawPath(medallion)


def render_tile_pixmap(
    low: int,
    high: int,
    *,
    scale: float = 1.0,
    theme: TileTheme = COLOURED,
    face_up: bool = True,
    highlight: str | None = None,
) -> QPixmap:
    """Paint a tile (unrotated, *low* on the left) into a transparent pixmap.

    The pixmap covers ``tile_bounding_rect()`` scaled by *scale*: local point ``p`` is at
    pixel ``(p - tile_bounding_rect().topLeft()) * scale``.  Needs a ``QGuiApplication``.
    """
    if scale <= 0:
        raise ValueError(f"scale must be positive, got {scale!r}")
    item = TileItem(low, high, face_up=face_up, theme=theme)
    item.set_highlight(highlight)
    bounds = item.boundingRect()
    pixmap = QPixmap(math.ceil(bounds.width() * scale), math.ceil(bounds.height() * scale))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.scale(scale, scale)
        painter.translate(-bounds.topLeft())
        item._paint_direct(painter)   # exactly at the given scale, not through the shared looks
    finally:
        painter.end()
    return pixmap
