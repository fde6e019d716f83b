"""What the pointer shows: the lifted tile under it and the pointing-hand cursor, per scene.

The scenes decide both here, from "what is under the pointer now", instead of leaving them to
Qt's item cursors and hover events, for two reasons:

* ``QGraphicsItem.unsetCursor()`` on an item under a resting pointer makes the view look up
  the items under its *last mouse event*.  A view that has had no mouse event since it opened
  holds one without a point, and Qt crashes reading it (issue 13 item 1: a keyboard lead
  under a pointer resting over the table killed the game).  No item here has a cursor; the
  viewport's own cursor is set instead, which has no such path.
* Qt works out hover only when the mouse moves, so a tile that glided away from a still
  pointer (a refused drop going home, a rack closing up) stayed lifted.  The scenes call
  :meth:`PointerFeedback.refresh` after every change and when the tiles come to rest.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QGraphicsScene

from dominoes_qt.scene.tile_item import TileItem

HAND = Qt.CursorShape.PointingHandCursor


def pointer_scene_pos(scene: QGraphicsScene) -> QPointF | None:
    """Where the pointer is on ``scene``, or None when it is over none of its views."""
    for view in scene.views():
        viewport = view.viewport()
        if not viewport.isVisible() or not (view.underMouse() or viewport.underMouse()):
            continue
        local = viewport.mapFromGlobal(QCursor.pos())
        if viewport.rect().contains(local):
            return view.mapToScene(local)
    return None


class PointerFeedback:
    """Hover lift and cursor of one scene.

    ``clickable_at(pos)`` says whether something other than a tile takes a click there (a
    lit end, the boneyard, the hand-over screen); interactive tiles always do.
    """

    def __init__(self, scene: QGraphicsScene,
                 clickable_at: Callable[[QPointF], bool] | None = None) -> None:
        self._scene = scene
        self._clickable_at = clickable_at
        self._lifted: TileItem | None = None

    @property
    def lifted(self) -> TileItem | None:
        """The tile drawn lifted under the pointer, if any."""
        return self._lifted

    def tile_at(self, pos: QPointF) -> TileItem | None:
        """The topmost tile at ``pos`` (drop ghosts are markers, not tiles)."""
        from dominoes_qt.scene.drop_target import DropGhost

        for item in self._scene.items(pos):
            if isinstance(item, TileItem) and not isinstance(item, DropGhost) \
                    and item.isVisible():
                return item
        return None

    def refresh(self, pos: QPointF | None = None, *, held: TileItem | None = None) -> None:
        """Lift the interactive tile under the pointer (none while ``held`` is dragged), drop
        every other lift and set the cursor.  ``pos`` defaults to where the pointer is now."""
        if pos is None:
            pos = pointer_scene_pos(self._scene)
        tile = self.tile_at(pos) if pos is not None else None
        lifted = tile if tile is not None and tile.interactive and tile is not held else None
        if self._lifted is not None and self._lifted is not lifted:
            self._lifted.set_hovered(False)
        for item in self._scene.items():
            if isinstance(item, TileItem) and item is not lifted and item.hovered:
                item.set_hovered(False)   # one Qt hover may have lifted behind our back
        if lifted is not None:
            lifted.set_hovered(True)
        self._lifted = lifted
        hand = held is not None or lifted is not None or (
            pos is not None and self._clickable_at is not None and self._clickable_at(pos))
        self.set_cursor(HAND if hand else None)

    def set_cursor(self, shape: Qt.CursorShape | None) -> None:
        """The cursor over the scene's views (None: the default arrow)."""
        for view in self._scene.views():
            viewport = view.viewport()
            if shape is None:
                if viewport.testAttribute(Qt.WidgetAttribute.WA_SetCursor):
                    viewport.unsetCursor()
            elif not viewport.testAttribute(Qt.WidgetAttribute.WA_SetCursor) or \
                    viewport.cursor().shape() != shape:
                viewport.setCursor(shape)

    def cursor_shape(self) -> Qt.CursorShape | None:
        """The cursor set on the first view (tests)."""
        for view in self._scene.views():
            viewport = view.viewport()
            if viewport.testAttribute(Qt.WidgetAttribute.WA_SetCursor):
                return viewport.cursor().shape()
            return None
        return None
