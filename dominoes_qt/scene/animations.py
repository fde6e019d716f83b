"""Animations of the table: tiles gliding to their places and points floating up.

One :class:`Animator` per scene keeps at most one running animation per item, so a new
destination (a fast computer reply, an undo) takes over smoothly from wherever the item is.
A speed factor of 0 turns animation off: items jump, which is what tests and screenshots use.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

#: Base duration of a tile moving to a new place, in ms (times the speed factor).
MOVE_MS = 280
#: Named animation speeds (factor on every duration); 0 = no animation.
SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}


class Animator(QObject):
    """Runs position/rotation/scale animations of graphics objects, one group per item."""

    #: The last running animation has finished: every tile is at rest.
    settled = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.speed = 1.0
        self._running: dict[int, QParallelAnimationGroup] = {}

    def duration(self, base_ms: int = MOVE_MS) -> int:
        return int(base_ms * self.speed)

    def is_running(self) -> bool:
        return bool(self._running)

    def stop(self, item: QGraphicsObject) -> None:
        group = self._running.pop(id(item), None)
        if group is not None:
            group.stop()
            group.deleteLater()

    def stop_all(self) -> None:
        for group in self._running.values():
            group.stop()
            group.deleteLater()
        self._running.clear()

    def move(self, item: QGraphicsObject, pos: QPointF, rotation: float, scale: float,
             base_ms: int = MOVE_MS, done: Callable[[], None] | None = None) -> None:
        """Glide ``item`` to ``pos``/``rotation``/``scale``; jump when animation is off."""
        self.stop(item)
        ms = self.duration(base_ms)
        same = (_close(item.pos(), pos) and abs(item.rotation() - rotation) < 0.01
                and abs(item.scale() - scale) < 1e-4)
        if ms <= 0 or same or not item.isVisible():
            item.setPos(pos)
            item.setRotation(rotation)
            item.setScale(scale)
            if done is not None:
                done()
            return
        group = QParallelAnimationGroup(self)
        for name, start, end in ((b"pos", item.pos(), pos), (b"rotation", item.rotation(), rotation),
                                 (b"scale", item.scale(), scale)):
            if start == end:
                continue
            anim = QPropertyAnimation(item, name, group)
            anim.setDuration(ms)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(anim)
        key = id(item)

        def finished() -> None:
            if self._running.get(key) is group:
                del self._running[key]
                group.deleteLater()
            if done is not None:
                done()
            if not self._running:
                self.settled.emit()

        group.finished.connect(finished)
        self._running[key] = group
        group.start()


def _close(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.05 and abs(a.y() - b.y()) < 0.05


class ScorePopup(QGraphicsObject):
    """A floating "+15" that rises and fades where the points were made, then removes itself."""

    RISE = 46.0

    def __init__(self, text: str, pos: QPointF, speed: float = 1.0,
                 colour: QColor | None = None, panel: QColor | None = None) -> None:
        super().__init__()
        self._text = text
        self._colour = colour or QColor("#FFD54F")
        self._panel = panel or QColor(0, 0, 0, 150)
        self._font = QFont()
        self._font.setBold(True)
        self._font.setPixelSize(26)
        metrics = QFontMetricsF(self._font)
        w = metrics.horizontalAdvance(text) + 18
        h = metrics.height() + 8
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setPos(pos)
        self.setZValue(500)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._start = QPointF(pos)
        ms = int(1400 * (speed if speed > 0 else 0.8))
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.setDuration(ms)
        self._anim.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._finish)

    @property
    def text(self) -> str:
        return self._text

    def start(self) -> None:
        self._anim.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def shift(self, by: QPointF) -> None:
        """Move the popup and the point it rises from (before it starts)."""
        self._start += by
        self.setPos(self.pos() + by)

    def keep_clear_of(self, others: list[ScorePopup]) -> None:
        """Step sideways past any popup still floating here: a score made right after another
        at the same end (yours, then the next player's) reads apart instead of on top of it."""
        for _ in range(len(others)):
            mine = self.sceneBoundingRect()
            hit = next((o for o in others if o.sceneBoundingRect().intersects(mine)), None)
            if hit is None:
                return
            self.shift(QPointF(hit.sceneBoundingRect().right() - mine.left() + 6, 0))

    def _step(self, t: float) -> None:
        self.setPos(self._start + QPointF(0, -self.RISE * t))
        self.setOpacity(1.0 if t < 0.5 else max(0.0, 1.0 - (t - 0.5) * 2))

    def _finish(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        painter.fillPath(path, self._panel)
        painter.setPen(QPen(self._colour, 1.5))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), self._text)
