"""Small non-tile items of the table: seat labels, the score panel and the hand-over screen.

They are painted items (not widgets) so they scale with the table, appear in screenshots and
stay out of the way of the tiles: each knows its own size and the scene places it.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dominoes_qt.scene.theme import table_of


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, int(px)))
    font.setBold(bold)
    return font


class SeatLabel(QGraphicsObject):
    """Name and tile count of a seat; lit up in gold while it is that seat's turn."""

    def __init__(self) -> None:
        super().__init__()
        self._name = ""
        self._detail = ""
        self._active = False
        self._px = 14.0
        self._rect = QRectF()
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._relayout()

    @property
    def name(self) -> str:
        return self._name

    @property
    def detail(self) -> str:
        return self._detail

    @property
    def active(self) -> bool:
        return self._active

    @property
    def px(self) -> float:
        return self._px

    def set_content(self, name: str, detail: str, active: bool, px: float = 14.0) -> None:
        if (name, detail, active, px) == (self._name, self._detail, self._active, self._px):
            return
        self.prepareGeometryChange()
        self._name, self._detail, self._active, self._px = name, detail, active, px
        self._relayout()
        self.update()

    def _relayout(self) -> None:
        fm_name = QFontMetricsF(_font(self._px, True))
        fm_detail = QFontMetricsF(_font(self._px * 0.85))
        w = max(fm_name.horizontalAdvance(self._name),
                fm_detail.horizontalAdvance(self._detail)) + self._px * 1.4
        h = fm_name.height() + (fm_detail.height() if self._detail else 0) + self._px * 0.5
        self._rect = QRectF(-w / 2, -h / 2, w, h)

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        r = self._rect
        path.addRoundedRect(r, r.height() / 3, r.height() / 3)
        table = table_of(self.scene())
        if self._active:
            painter.fillPath(path, QColor(table.active))
            painter.setPen(QPen(QColor(table.active_rim), 2))
            painter.drawPath(path)
        else:
            painter.fillPath(path, QColor(table.panel))
        fm_name = QFontMetricsF(_font(self._px, True))
        top = r.top() + self._px * 0.25
        painter.setFont(_font(self._px, True))
        painter.setPen(QColor(table.active_text if self._active else table.text))
        painter.drawText(QRectF(r.left(), top, r.width(), fm_name.height()),
                         int(Qt.AlignmentFlag.AlignCenter), self._name)
        if self._detail:
            painter.setFont(_font(self._px * 0.85))
            painter.setPen(QColor(table.active_text if self._active else table.dim_text))
            painter.drawText(QRectF(r.left(), top + fm_name.height(), r.width(),
                                    r.bottom() - top - fm_name.height()),
                             int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                             self._detail)


class ScorePanel(QGraphicsObject):
    """The match score: a title line and one line per side, the leader marked."""

    def __init__(self) -> None:
        super().__init__()
        self._title = ""
        self._rows: tuple[tuple[str, str, bool], ...] = ()
        self._px = 14.0
        self._max = 0.0
        self._shown: tuple[str, ...] = ()
        self._title_shown = ""
        self._rect = QRectF(0, 0, 10, 10)
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    @property
    def rows(self) -> tuple[tuple[str, str, bool], ...]:
        return self._rows

    def set_content(self, title: str, rows: Sequence[tuple[str, str, bool]],
                    px: float = 14.0, max_width: float = 0.0) -> None:
        """The title and the rows (name, score, leading); ``max_width`` (0: none): long
        names are cut short with "…" so the box stays that narrow (the full rows stay in
        :attr:`rows` and the tooltip)."""
        rows = tuple(rows)
        if (title, rows, px, max_width) == (self._title, self._rows, self._px, self._max):
            return
        self.prepareGeometryChange()
        self._title, self._rows, self._px, self._max = title, rows, px, max_width
        bold = QFontMetricsF(_font(px, True))
        plain = QFontMetricsF(_font(px))
        score_w = max([bold.horizontalAdvance(s) for _, s, _ in rows] + [0])
        room = max_width - score_w - px * 2.9 if max_width > 0 else 0.0
        # a leading row is drawn bold: measured and cut as it is drawn
        self._shown = tuple(
            ((bold if lead else plain).elidedText(n, Qt.TextElideMode.ElideRight, room)
             if room > px else n)
            for n, _, lead in rows)
        # the title (the game's name) may take a little more room than the rows
        title_shown = (bold.elidedText(title, Qt.TextElideMode.ElideRight,
                                       max_width * 1.25 - px * 1.4)
                       if max_width > px * 3 else title)
        self._title_shown = title_shown
        self.setToolTip("\n".join([title] + [f"{n}: {v}" if v else n for n, v, _ in rows])
                        if (title_shown, self._shown) != (title, tuple(n for n, _, _ in rows))
                        else "")
        name_w = max([(bold if lead else plain).horizontalAdvance(n)
                      for n, (_, _, lead) in zip(self._shown, rows, strict=True)] + [0])
        w = max(bold.horizontalAdvance(title_shown), name_w + score_w + px * 1.5) + px * 1.4
        h = bold.height() * (1 + len(rows)) + px * 0.9
        self._rect = QRectF(0, 0, w, h)
        self.update()

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        table = table_of(self.scene())
        painter.fillPath(path, QColor(table.panel))
        px = self._px
        line = QFontMetricsF(_font(px, True)).height()
        x0, x1 = px * 0.7, self._rect.width() - px * 0.7
        y = px * 0.45
        painter.setFont(_font(px, True))
        painter.setPen(QColor(table.active))
        painter.drawText(QRectF(x0, y, x1 - x0, line), int(Qt.AlignmentFlag.AlignLeft),
                         self._title_shown)
        for name, (_, score, lead) in zip(self._shown, self._rows, strict=True):
            y += line
            painter.setFont(_font(px, lead))
            painter.setPen(QColor(table.text if lead else table.dim_text))
            painter.drawText(QRectF(x0, y, x1 - x0, line), int(Qt.AlignmentFlag.AlignLeft), name)
            painter.setFont(_font(px, True))
            painter.setPen(QColor(table.text))
            painter.drawText(QRectF(x0, y, x1 - x0, line), int(Qt.AlignmentFlag.AlignRight), score)


class HandoverOverlay(QGraphicsObject):
    """Hot seat: covers the table until the next person clicks (their hand stays hidden)."""

    clicked = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF(0, 0, 100, 100)
        self._title = ""
        self._subtitle = ""
        self.setZValue(1000)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)   # cursor: scene/pointer.py

    @property
    def title(self) -> str:
        return self._title

    def set_content(self, rect: QRectF, title: str, subtitle: str) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._title, self._subtitle = title, subtitle
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rect.contains(event.pos()):
            self.clicked.emit()
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        table = table_of(self.scene())
        painter.fillRect(self._rect, QColor(table.overlay))
        c = self._rect.center()
        px = max(18.0, min(self._rect.width() / 26, 40.0))
        painter.setPen(QColor(table.text))
        painter.setFont(_font(px, True))
        painter.drawText(QRectF(self._rect.left(), c.y() - px * 1.6, self._rect.width(), px * 1.5),
                         int(Qt.AlignmentFlag.AlignCenter), self._title)
        painter.setPen(QColor(table.dim_text))
        painter.setFont(_font(px * 0.55))
        painter.drawText(QRectF(self._rect.left(), c.y() + px * 0.1, self._rect.width(), px),
                         int(Qt.AlignmentFlag.AlignCenter), self._subtitle)

