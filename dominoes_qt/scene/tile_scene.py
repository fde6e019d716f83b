"""``TileScene``: what the multiplayer table and the solitaire table have in common.

Both draw a set of :class:`TileItem` (created once, reused, gliding with one
:class:`Animator`) from a controller's state, and both are played with the same hands: a
press on something playable, a lift once the pointer has moved past Qt's start-drag distance,
a drop (or a glide back when the drop means nothing), a click when the pointer did not move,
the lifted tile and the pointing hand under the pointer (:class:`PointerFeedback`) and Tab kept
for choosing a target (:func:`tab_to_keys`).  This class runs those steps; each table overrides
the small hooks saying what they mean for it (what is pressed, what may be dragged, where a
drop goes and what it plays, which keys it takes), so both feel the same under the hand.

Hooks have harmless defaults (nothing is pressed, nothing dragged, no key taken) rather than
abstract stubs: a scene overrides only what it plays.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QEvent, QObject, QPointF, Qt, SignalInstance
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent

from dominoes_qt.rules.tiles import HIGH, LOW
from dominoes_qt.scene.animations import Animator
from dominoes_qt.scene.controller_api import SceneController
from dominoes_qt.scene.drop_target import DropGhost
from dominoes_qt.scene.gestures import moved_far, tab_to_keys
from dominoes_qt.scene.pointer import PointerFeedback
from dominoes_qt.scene.theme import GREEN_TABLE, TableTheme, TileTheme
from dominoes_qt.scene.tile_item import TileItem

#: z-value of a dragged tile: above everything else on either table.
Z_DRAG = 100.0

C = TypeVar("C", bound=SceneController)
#: What a press lands on: a tile id (both tables), or a named place (the solitaire's slots).
H = TypeVar("H")


@dataclass
class Press(Generic[H]):
    """Something pressed but not yet dragged (a release now is a click)."""

    handle: H
    pos: QPointF


@dataclass
class Drag:
    """The tile in the player's hand, and the legal moves it was lifted with."""

    tile: int
    item: TileItem
    grab: QPointF             # the grabbed point in the item's local coordinates
    moves: tuple[Any, ...]    # the table's actions, or the solitaire's moves, of this tile


class TileScene(QGraphicsScene, Generic[C, H]):
    """Tile items, their animator and the press/drag/drop/click and keyboard skeleton."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller: C | None = None
        self._listening = False
        self._size = (1000.0, 700.0)
        self.setSceneRect(0, 0, *self._size)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.animator = Animator(self)
        #: the lifted tile under the pointer and the cursor (never item cursors: pointer.py)
        self.pointer = PointerFeedback(self, self._clickable_at)
        self.animator.settled.connect(self._pointer_refresh)
        self._tiles: dict[int, TileItem] = {}
        self._theme: TileTheme | None = None
        #: the cloth and the colours of everything drawn on it but the tiles
        self.table_theme: TableTheme = GREEN_TABLE
        self._press: Press[H] | None = None
        self._drag: Drag | None = None

    # -- wiring ----------------------------------------------------------------------------------
    @property
    def controller(self) -> C | None:
        return self._controller

    def set_controller(self, controller: C) -> None:
        self.listen(False)
        self._controller = controller
        self.listen(True)

    @property
    def listening(self) -> bool:
        return self._listening

    def listen(self, on: bool) -> None:
        """Follow the controller's signals, or stop (while the game on the table is one this
        scene does not draw: the window shows another scene then).  Turned on, the scene
        draws the game as it stands."""
        if on == self._listening or self._controller is None:
            return
        for sig, slot in self._connections():
            if on:
                sig.connect(slot)
            else:
                try:
                    sig.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self._listening = on
        if on:
            self.sync(animate=False)

    def _connections(self) -> list[tuple[SignalInstance, Callable[..., None]]]:
        """The controller's signals this scene listens to, with their slots."""
        c = self._controller
        assert c is not None
        return [(c.state_changed, self._on_state_changed)]

    def _on_state_changed(self) -> None:
        self.sync()

    def _playing(self) -> bool:
        """A game is on the table (a controller with a record)."""
        c = self._controller
        return c is not None and c.record is not None

    def set_viewport_size(self, width: float, height: float) -> None:
        """The view was resized: lay the table out again for the new size (no animation)."""
        size = (max(200.0, float(width)), max(150.0, float(height)))
        if size == self._size:
            return
        self._size = size
        self.setSceneRect(0, 0, *size)
        self._resized()
        self.sync(animate=False)

    def _resized(self) -> None:
        """Hook: the scene has its new size; ``sync`` follows."""

    def sync(self, animate: bool = True) -> None:
        """Put every item where the controller's state says it belongs."""
        if not self._playing():
            for item in self._tiles.values():
                item.hide()
            return
        self._draw(animate)

    def _draw(self, animate: bool) -> None:
        """Hook: lay the table out for the state (a game is on it)."""

    # -- tile items ------------------------------------------------------------------------------
    def tile_item(self, tid: int) -> TileItem:
        return self._tiles[tid]

    def tile_items(self) -> list[TileItem]:
        return list(self._tiles.values())

    def _add_tile_item(self, tid: int) -> TileItem:
        """A new, hidden, face-down item for tile ``tid`` (in the scene's tile look)."""
        item = TileItem(LOW[tid], HIGH[tid], face_up=False)
        if self._theme is not None:
            item.set_theme(self._theme)
        item.hide()
        self.addItem(item)
        self._tiles[tid] = item
        return item

    def _remove_tile_items(self) -> None:
        for item in self._tiles.values():
            self.animator.stop(item)
            self.removeItem(item)
        self._tiles = {}

    def tile_id(self, item: QGraphicsItem | None) -> int | None:
        """The tile ``item`` draws, when it is one of this scene's tiles (not a drop ghost)."""
        if item is None or isinstance(item, DropGhost) or not isinstance(item, TileItem):
            return None
        low, high = item.tile
        tid = high * (high + 1) // 2 + low
        return tid if self._tiles.get(tid) is item else None

    def set_theme(self, theme: TileTheme) -> None:
        self._theme = theme
        for item in self._tiles.values():
            item.set_theme(theme)

    def set_table_theme(self, table: TableTheme) -> None:
        """Lay the table in ``table``'s colours (the cloth, labels, panels: at once)."""
        if table == self.table_theme:
            return
        self.table_theme = table
        self.update()
        for view in self.views():
            view.resetCachedContent()
            view.viewport().update()

    # -- pointer feedback ------------------------------------------------------------------------
    @property
    def dragging(self) -> bool:
        return self._drag is not None

    def _pointer_refresh(self) -> None:
        """Lift the tile under the pointer and set the cursor, where the pointer is now."""
        self.pointer.refresh(held=self._drag.item if self._drag is not None else None)

    def _clickable_at(self, pos: QPointF) -> bool:
        """Hook: something other than an interactive tile takes a click at ``pos``."""
        return False

    # -- press, lift, move, drop, click ----------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt's name
        pos = event.scenePos()
        if event.button() != Qt.MouseButton.LeftButton or not self._playing() \
                or self._items_take_press(pos):
            super().mousePressEvent(event)
            return
        event.accept()
        self._press = self._pressed(pos)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton and self._playing() \
                and self._double_clicked(event.scenePos()):
            event.accept()
            self._press = None
            return
        self.mousePressEvent(event)   # otherwise the second click of the pair is a click

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        pos = event.scenePos()
        if self._drag is not None:
            self._drag_to(pos)
            self.pointer.refresh(pos, held=self._drag.item)
            event.accept()
            return
        press = self._press
        if press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if moved_far(event, press.pos):
                self._lift(press)
                if self._drag is not None:
                    self._drag_to(pos)
            event.accept()
            return
        super().mouseMoveEvent(event)
        self.pointer.refresh(pos)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        if self._drag is not None:
            event.accept()
            self._drop(event.scenePos())
            return
        press, self._press = self._press, None
        if press is not None:
            event.accept()
            self._clicked(press.handle)
            return
        super().mouseReleaseEvent(event)

    def _lift(self, press: Press[H]) -> None:
        """The pointer moved far enough from a press: pick its tile up, if it may be dragged."""
        self._press = None
        tid = self._draggable(press.handle)
        if tid is None:
            return
        item = self._tiles[tid]
        self.animator.stop(item)
        drag = Drag(tid, item, item.mapFromScene(press.pos), self._moves_of(tid))
        self._drag = drag
        item.setZValue(Z_DRAG)
        self._picked_up(drag)

    def _drag_to(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        item = drag.item
        item.setPos(item.pos() + (pos - item.mapToScene(drag.grab)))
        self._dragged_over(drag, pos)

    def _drop(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        target = self._drop_target(drag, pos)
        self._drag = None
        if not self._dropped(drag, target, pos):
            self.sync()   # back where it was, gliding

    # the hooks of the gestures: what each step means on this table
    def _items_take_press(self, pos: QPointF) -> bool:
        """Hook: an item of its own handles a press at ``pos`` (say, a screen over the table)."""
        return False

    def _pressed(self, pos: QPointF) -> Press[H] | None:
        """Hook: a left press at ``pos``; what it pressed (kept for a click or a drag), if
        anything.  A press that acts at once (say, on a lit end) acts and returns None."""
        return None

    def _double_clicked(self, pos: QPointF) -> bool:
        """Hook: whether a double-click at ``pos`` did something of its own (else it clicks)."""
        return False

    def _clicked(self, handle: H) -> None:
        """Hook: a press on ``handle`` was released without a drag."""

    def _draggable(self, handle: H) -> int | None:
        """Hook: the tile a drag from ``handle`` lifts, if it may be dragged."""
        return None

    def _moves_of(self, tid: int) -> tuple[Any, ...]:
        """Hook: the legal moves of tile ``tid`` as it is lifted."""
        return ()

    def _picked_up(self, drag: Drag) -> None:
        """Hook: ``drag`` was lifted (light its targets)."""

    def _dragged_over(self, drag: Drag, pos: QPointF) -> None:
        """Hook: the dragged tile moved to ``pos`` (light the target it would drop on)."""

    def _drop_target(self, drag: Drag, pos: QPointF) -> Any:
        """Hook: where ``drag`` would land if dropped at ``pos`` (None: nowhere)."""
        return None

    def _dropped(self, drag: Drag, target: Any, pos: QPointF) -> bool:
        """Hook: ``drag`` was dropped on ``target``; whether a move was made (else it glides
        back, after the scene has said why)."""
        return False

    # -- keyboard --------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        return tab_to_keys(self, event) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if self._playing() and self._key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def _key(self, key: int) -> bool:
        """Hook: a key pressed while a game is on the table; whether the scene took it."""
        return False
