"""``TableView``: the widget showing the table scene, one scene unit per screen pixel.

The scene lays itself out for the view's size (hands at a readable size, the line of play
scaled into the middle), so the view keeps an identity transform and no scroll bars: on every
resize it just tells the scene its new size.  It also paints the baize.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from dominoes_qt.scene.table_scene import TableScene

FELT = QColor(0x0E, 0x6B, 0x33)
FELT_EDGE = QColor(0x06, 0x3B, 0x1C)


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; resizing relays the table out, Tab goes to the scene."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 360)

    @property
    def table(self) -> TableScene:
        """The scene shown: the table, or a solitaire's (same ``set_viewport_size``)."""
        scene = self.scene()
        assert hasattr(scene, "set_viewport_size")
        return scene  # type: ignore[return-value]

    def show_scene(self, scene: QGraphicsScene) -> None:
        """Show another scene (a solitaire's table, or back to the multiplayer table)."""
        if self.scene() is scene:
            return
        self.setScene(scene)
        size = self.viewport().size()
        scene.set_viewport_size(size.width(), size.height())  # type: ignore[attr-defined]
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetTransform()
        self.resetCachedContent()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_viewport_size(size.width(), size.height())
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetTransform()
        self.resetCachedContent()

    def event(self, event: QEvent) -> bool:
        # Tab/Backtab choose the end to play on; they must not move the keyboard focus away.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
                event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Green baize, lighter in the middle (a lamp over the table)."""
        area = self.sceneRect()
        centre = area.center()
        radius = max(area.width(), area.height()) * 0.75
        gradient = QRadialGradient(QPointF(centre.x(), centre.y() * 0.9), radius)
        gradient.setColorAt(0.0, FELT.lighter(118))
        gradient.setColorAt(0.6, FELT)
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, gradient)
