"""Press, drag and release of the left mouse button, shared by the table and the solitaire scenes.

A press on something that can be played is remembered; moving past Qt's start-drag distance
(on screen or in the scene, so a zoomed-out table drags as soon as a zoomed-in one) picks the
tile up, and the release drops it; a release without that move is a click.  The scenes decide
what each step means (and ask the rules); this class only tells the steps apart, so both
tables feel the same under the hand.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent


class _Pressed(Protocol):
    pos: QPointF


class DragGestures:
    """Mixin for a ``QGraphicsScene`` (list it first): the scene sets ``_press`` in its own
    ``mousePressEvent`` and supplies :meth:`_start_drag`, :meth:`_drag_to`, :meth:`_drop` and
    :meth:`_click_press`; ``_drag`` (with its ``item``) is set by ``_start_drag``."""

    _press: Any
    _drag: Any
    pointer: Any   # PointerFeedback

    def _start_drag(self, press: Any, pos: QPointF) -> None:
        raise NotImplementedError

    def _drag_to(self, pos: QPointF) -> None:
        raise NotImplementedError

    def _drop(self, pos: QPointF) -> None:
        raise NotImplementedError

    def _click_press(self, press: Any) -> None:
        raise NotImplementedError

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        pos = event.scenePos()
        if self._drag is not None:
            self._drag_to(pos)
            self.pointer.refresh(pos, held=self._drag.item)
            event.accept()
            return
        press = self._press
        if press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if _moved_far(event, press):
                self._press = None
                self._start_drag(press, pos)
                if self._drag is not None:
                    self._drag_to(pos)
            event.accept()
            return
        super().mouseMoveEvent(event)  # type: ignore[misc]
        self.pointer.refresh(pos)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)  # type: ignore[misc]
            return
        if self._drag is not None:
            event.accept()
            self._drop(event.scenePos())
            return
        press, self._press = self._press, None
        if press is not None:
            event.accept()
            self._click_press(press)
            return
        super().mouseReleaseEvent(event)  # type: ignore[misc]


def _moved_far(event: QGraphicsSceneMouseEvent, press: _Pressed) -> bool:
    distance = QApplication.startDragDistance()
    on_screen = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton))
    return on_screen.manhattanLength() >= distance or \
        (event.scenePos() - press.pos).manhattanLength() >= distance


def tab_to_keys(target: Any, event: QEvent) -> bool:
    """For an ``event()`` override: send Tab and Backtab to ``target.keyPressEvent`` (on the
    tables they choose the end to play on) instead of letting Qt move the keyboard focus, or
    an item's focus in a scene, and say whether it did."""
    if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
            event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        target.keyPressEvent(event)
        return True
    return False
