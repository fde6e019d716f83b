"""Two small pieces of the tables' input that Qt does not decide the way the tables need.

* :func:`moved_far`: when a press becomes a drag.  Moving past Qt's start-drag distance on
  screen *or* in the scene picks the tile up, so a zoomed-out table drags as soon as a
  zoomed-in one.
* :func:`tab_to_keys`: Tab and Backtab choose the end (or place) to play on, instead of moving
  the keyboard focus.

The press/drag/drop skeleton that uses them is :class:`~dominoes_qt.scene.tile_scene.TileScene`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QGraphicsSceneMouseEvent


def moved_far(event: QGraphicsSceneMouseEvent, pressed_at: QPointF) -> bool:
    """Whether the pointer moved far enough from the press at ``pressed_at`` to drag."""
    distance = QApplication.startDragDistance()
    on_screen = (event.screenPos() - event.buttonDownScreenPos(Qt.MouseButton.LeftButton))
    return on_screen.manhattanLength() >= distance or \
        (event.scenePos() - pressed_at).manhattanLength() >= distance


def tab_to_keys(target: Any, event: QEvent) -> bool:
    """For an ``event()`` override: send Tab and Backtab to ``target.keyPressEvent`` (on the
    tables they choose the end to play on) instead of letting Qt move the keyboard focus, or
    an item's focus in a scene, and say whether it did."""
    if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and \
            event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        target.keyPressEvent(event)
        return True
    return False
