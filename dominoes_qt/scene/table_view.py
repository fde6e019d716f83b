"""``TableView``: the widget showing the table scene, one scene unit per screen pixel.

The scene lays itself out for the view's size (hands at a readable size, the line of play
scaled into the middle), so the view keeps an identity transform and no scroll bars: on every
resize it just tells the scene its new size.  It also paints the baize.

Zooming is the line's alone (the hands keep their size): Ctrl+wheel, a pinch, + and -, or
View > Zoom In / Zoom Out; once zoomed in, the wheel or a drag on the felt moves the line, and
View > Show the Whole Table fits it back.  The view turns those gestures into the scene's
``zoom_board`` / ``pan_board`` / ``fit_board``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGestureEvent,
    QGraphicsView,
    QPinchGesture,
    QWidget,
)

from dominoes_qt.scene.board_fit import ZOOM_STEP, felt_brush
from dominoes_qt.scene.gestures import tab_to_keys
from dominoes_qt.scene.table_scene import TableScene
from dominoes_qt.scene.theme import table_of
from dominoes_qt.scene.tile_scene import TileScene

#: Wheel rotation (eighths of a degree) of one notch: one ZOOM_STEP with Ctrl held.
WHEEL_NOTCH = 120


def own_viewport(view: QGraphicsView) -> QWidget:
    """Give ``view`` a viewport made in Python, as QGraphicsView makes its own.

    The first time Python is handed a widget Qt made as a plain ``QWidget`` (the viewport),
    PySide6 tries every widget class for its type: about 10 ms of the first frame
    (docs/startup.md). A viewport made here is known from the start.
    """
    viewport = QWidget()
    view.setViewport(viewport)
    viewport.setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled)   # as QGraphicsView does
    return viewport


class TableView(QGraphicsView):
    """Shows a :class:`TableScene`; resizing relays the table out, Tab goes to the scene."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        own_viewport(self)
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
        self.viewport().grabGesture(Qt.GestureType.PinchGesture)
        self._pan_from: QPointF | None = None   # where a press on the felt began (maybe a pan)
        self._panning = False
        self._create_actions()

    def _create_actions(self) -> None:
        """Zoom In, Zoom Out and Show the Whole Table, for the View menu (shortcuts work here)."""
        self.action_zoom_in = QAction(self.tr("Zoom &In"), self)
        self.action_zoom_in.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomIn),
                                          QKeySequence("Ctrl+=")])
        self.action_zoom_in.triggered.connect(lambda: self.zoom(ZOOM_STEP))
        self.action_zoom_out = QAction(self.tr("Zoom &Out"), self)
        self.action_zoom_out.setShortcuts([QKeySequence(QKeySequence.StandardKey.ZoomOut)])
        self.action_zoom_out.triggered.connect(lambda: self.zoom(1 / ZOOM_STEP))
        self.action_fit = QAction(self.tr("Show the &Whole Table"), self)
        self.action_fit.setShortcut(QKeySequence("Ctrl+0"))
        self.action_fit.triggered.connect(self.fit_table)
        self.zoom_actions = [self.action_zoom_in, self.action_zoom_out, self.action_fit]
        self.addActions(self.zoom_actions)

    @property
    def table(self) -> TileScene[Any, Any]:
        """The scene shown: the multiplayer table or a solitaire's (one base, one sizing)."""
        scene = self.scene()
        assert isinstance(scene, TileScene)
        return scene

    def _board(self) -> TableScene | None:
        """The multiplayer table, if it is the scene shown (solitaires do not zoom)."""
        scene = self.scene()
        return scene if isinstance(scene, TableScene) else None

    # -- zoom and pan -----------------------------------------------------------------------------
    def zoom(self, factor: float, anchor: QPointF | None = None) -> bool:
        """Zoom the line of play by ``factor`` round ``anchor`` (scene point; default middle)."""
        board = self._board()
        return board is not None and board.zoom_board(factor, anchor)

    def fit_table(self) -> bool:
        """Show the whole line of play again."""
        board = self._board()
        return board is not None and board.fit_board()

    def wheelEvent(self, event: QWheelEvent) -> None:
        board = self._board()
        if board is None:
            super().wheelEvent(event)
            return
        delta = event.angleDelta()
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if delta.y():
                self.zoom(ZOOM_STEP ** (delta.y() / WHEEL_NOTCH), self.mapToScene(
                    event.position().toPoint()))
            event.accept()
            return
        if board.board_zoomed:
            pixels = event.pixelDelta()
            dx, dy = (pixels.x(), pixels.y()) if not pixels.isNull() else (
                delta.x() / WHEEL_NOTCH * 48, delta.y() / WHEEL_NOTCH * 48)
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                dx, dy = dy, dx
            board.pan_board(dx, dy)
            event.accept()
            return
        super().wheelEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:
        board = self._board()
        if board is not None and isinstance(event, QNativeGestureEvent) and \
                event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
            self.zoom(1.0 + event.value(), self.mapToScene(event.position().toPoint()))
            return True
        if board is not None and event.type() == QEvent.Type.Gesture and \
                isinstance(event, QGestureEvent):
            pinch = event.gesture(Qt.GestureType.PinchGesture)
            if isinstance(pinch, QPinchGesture):
                factor = pinch.scaleFactor()
                if factor > 0:
                    centre = self.mapFromGlobal(pinch.centerPoint().toPoint())
                    self.zoom(factor, self.mapToScene(centre))
                event.accept()
                return True
        return super().viewportEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        board = self._board()
        self._pan_from = None
        if board is not None and event.button() == Qt.MouseButton.LeftButton and \
                board.board_zoomed and board.on_empty_board(self.mapToScene(event.position().toPoint())):
            self._pan_from = event.position()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        board = self._board()
        start = self._pan_from
        if board is not None and start is not None and event.buttons() & Qt.MouseButton.LeftButton:
            step = event.position() - start
            if self._panning or step.manhattanLength() >= QApplication.startDragDistance():
                if not self._panning:
                    self._panning = True
                    self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                board.pan_board(step.x(), step.y())
                self._pan_from = event.position()
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning and event.button() == Qt.MouseButton.LeftButton:
            self._panning = False
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        self._pan_from = None
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self._board() is not None and not event.modifiers() & ~(
                Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier):
            if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
                self.zoom(ZOOM_STEP)
                event.accept()
                return
            if key == Qt.Key.Key_Minus:
                self.zoom(1 / ZOOM_STEP)
                event.accept()
                return
        super().keyPressEvent(event)

    # -- size and background ----------------------------------------------------------------------
    def show_scene(self, scene: TileScene[Any, Any]) -> None:
        """Show another scene (a solitaire's table, or back to the multiplayer table)."""
        if self.scene() is scene:
            return
        self.setScene(scene)
        size = self.viewport().size()
        scene.set_viewport_size(size.width(), size.height())
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
        return tab_to_keys(self, event) or super().event(event)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The table's cloth, lighter in the middle (a lamp over the table)."""
        painter.fillRect(rect, felt_brush(self.sceneRect(), table_of(self.scene())))
