"""The player's hands on the table: pointer and keyboard gestures turned into engine actions.

:class:`TableInput` is the input half of :class:`~dominoes_qt.scene.table_scene.TableScene`
(which lists it first among its bases): a press on a hand tile, a drag onto a lit end, a click
on the boneyard, a double-click, the arrows, Enter, Space, D and Escape.  Each gesture only
asks the rules (the controller's legal actions, ``why_illegal`` through ``explain``) and
hands the chosen action to the controller; where the tiles then go is the scene's ``sync``.
The state it reads (the tiles, the lit ends, the selection) belongs to the scene.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from dominoes_qt.rules.actions import DRAW, LEAD, PASS, Action, Kind, play
from dominoes_qt.rules.tiles import TILES
from dominoes_qt.scene.drop_target import DropGhost, GhostSpot, best_ghost, choose_action
from dominoes_qt.scene.gestures import DragGestures, tab_to_keys
from dominoes_qt.scene.tile_item import UNIT, TileItem

if TYPE_CHECKING:
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.scene.animations import Animator
    from dominoes_qt.scene.board_fit import BoardFit, BoardMask
    from dominoes_qt.scene.table_items import HandoverOverlay, SeatLabel

# z-value of the tile in the player's hand while it is dragged (above everything)
Z_DRAG = 100.0


@dataclass
class _Press:
    """A tile pressed but not yet dragged (a release now is a click)."""

    tile: int
    item: TileItem
    pos: QPointF


@dataclass
class _Drag:
    """The tile in the hand of the player, and where it may go."""

    tile: int
    item: TileItem
    grab: QPointF          # the grabbed point in the item's local coordinates
    actions: tuple[Action, ...]


class TableInput(DragGestures):
    """Mouse and keyboard play on the table; the scene owns the state named below."""

    _controller: GameController | None
    _tiles: dict[int, TileItem]
    _hand_order: dict[int, list[int]]
    _ghosts: list[DropGhost]
    _selected: int | None
    _target_index: int
    _press: _Press | None
    _drag: _Drag | None
    _hint: Action | None
    _pile_clickable: bool
    _turn_front: int | None
    _board_px: float
    _board_area: QRectF
    _rack_area: QRectF
    _socket_points: dict[int, QPointF]
    _fit: BoardFit
    _mask: BoardMask
    _overlay: HandoverOverlay
    _pile_label: SeatLabel
    _spots: dict
    animator: Animator

    # the scene's side (table_scene.py)
    def _tile_of_item(self, item: QGraphicsItem | None) -> int | None:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def _actions_for(self, tid: int, legal: Sequence[Action] | None = None) -> tuple[Action, ...]:
        raise NotImplementedError

    def _refresh_interaction(self) -> None:
        raise NotImplementedError

    def _clear_ghosts(self) -> None:
        raise NotImplementedError

    def _show_ghosts(self, actions: Sequence[Action], highlight: str = "legal") -> None:
        raise NotImplementedError

    def _flat_targets(self) -> list[tuple[DropGhost, GhostSpot]]:
        raise NotImplementedError

    def _mark_keyboard_target(self) -> None:
        raise NotImplementedError

    def sync(self, animate: bool = True) -> None:
        raise NotImplementedError

    # -- mouse -----------------------------------------------------------------------------------
    def _hand_tile_at(self, pos: QPointF) -> int | None:
        c = self._controller
        if c is None or c.record is None:
            return None
        mine = set(self._hand_order.get(c.viewer, []))
        for item in self.items(pos):
            tid = self._tile_of_item(item)
            if tid is not None and tid in mine and item.isVisible():
                return tid
        return None

    def _ghost_at(self, pos: QPointF) -> DropGhost | None:
        if self._mask.isVisible() and not self._fit.area.contains(pos):
            return None   # a zoomed-in line's ends out of view are under the mask
        for item in self.items(pos):
            if isinstance(item, DropGhost):
                return item
        return None

    def _pile_at(self, pos: QPointF) -> bool:
        c = self._controller
        if c is None or c.record is None or not c.hand.boneyard:
            return False
        boneyard = set(c.hand.boneyard)
        for item in self.items(pos):
            tid = self._tile_of_item(item)
            if tid is not None and tid in boneyard:
                return True
        return self._pile_label.isVisible() and self._pile_label.sceneBoundingRect().contains(pos)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        c = self._controller
        if event.button() != Qt.MouseButton.LeftButton or c is None or c.record is None:
            super().mousePressEvent(event)
            return
        pos = event.scenePos()
        if self._overlay.isVisible():
            super().mousePressEvent(event)   # the overlay takes the click
            return
        event.accept()
        ghost = self._ghost_at(pos)
        if ghost is not None and self._selected is not None:
            self._play_spot(self._keyboard_or_first(ghost))
            return
        if ghost is not None and self._hint is not None and self._hint in ghost.actions:
            self._play_spot(next(s for s in ghost.spots if s.action == self._hint))
            return
        if ghost is not None and all(a.kind is Kind.CHOOSE for a in ghost.actions):
            self._play_spot(ghost.spots[0])
            return
        tid = self._hand_tile_at(pos)
        if tid is not None:
            if tid == self._turn_front:
                c.play_human(Action(Kind.TURN))
                return
            self._press = _Press(tid, self._tiles[tid], pos)
            return
        if self._pile_at(pos):
            if self._pile_clickable:
                c.draw()
            else:
                c.explain(DRAW)
            return
        if self._selected is not None:
            self._selected = None
            self._clear_ghosts()
            self._refresh_interaction()

    def _keyboard_or_first(self, ghost: DropGhost) -> GhostSpot:
        targets = self._flat_targets()
        if targets:
            g, spot = targets[self._target_index % len(targets)]
            if g is ghost:
                return spot
        return ghost.spots[0]

    def _click_press(self, press: _Press) -> None:
        self._click_tile(press.tile)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """Double-click a tile with only one way to play it: it is played at once."""
        c = self._controller
        tid = self._hand_tile_at(event.scenePos()) if event.button() == Qt.MouseButton.LeftButton \
            else None
        if c is not None and tid is not None and tid != self._turn_front:
            actions = self._actions_for(tid)
            if actions and self._all_alike(actions):
                event.accept()
                self._press = None
                self._selected = None
                c.play_human(actions[0])
                return
        self.mousePressEvent(event)   # otherwise the second click of the pair is a click

    def _all_alike(self, actions: Sequence[Action]) -> bool:
        """True when every play leaves the same open ends (say, either side of the lead 6-6)."""
        c = self._controller
        assert c is not None
        results = set()
        for action in actions:
            if action.tile is None or action.socket == LEAD:
                return len(actions) == 1
            layout = c.hand.layout.copy()
            layout.attach(action.tile.id, action.socket, action.touching)
            results.add(tuple(sorted(layout.open.values())))
        return len(results) == 1

    def _click_tile(self, tid: int) -> None:
        """Click-to-play: select the tile and light its ends (or say why it cannot be played)."""
        c = self._controller
        assert c is not None
        if not c.awaiting_human:
            c.explain(play(TILES[tid], LEAD))
            return
        if self._selected == tid:
            self._selected = None
            self._clear_ghosts()
            self._refresh_interaction()
            return
        actions = self._actions_for(tid)
        if not actions:
            self._explain(tid, None)
            self._selected = None
            self._clear_ghosts()
            self._refresh_interaction()
            return
        self._selected = tid
        self._target_index = 0
        self._hint = None
        self._refresh_interaction()
        c.message.emit(self.tr("Click a lit end to play %1 there.").replace("%1", str(TILES[tid])))

    def _start_drag(self, press: _Press, pos: QPointF) -> None:
        self._press = None
        item = press.item
        self.animator.stop(item)
        grab = item.mapFromScene(press.pos)
        actions = self._actions_for(press.tile)
        self._drag = _Drag(press.tile, item, grab, actions)
        self._selected = None
        for it in self._tiles.values():
            if it.highlight in ("selected", "hint"):
                it.set_highlight(None)
        item.set_highlight(None)
        item.setZValue(Z_DRAG)
        item.setScale(self._board_px / UNIT)
        self._show_ghosts(actions)

    def _drag_to(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        item = drag.item
        item.setPos(item.pos() + (pos - item.mapToScene(drag.grab)))
        best = self._best_ghost(pos)
        for ghost in self._ghosts:
            if ghost is best:
                ghost.show_spot(choose_action(ghost, item))
                ghost.set_highlight("drop")
            else:
                ghost.set_highlight("legal")

    def _dragged_rect(self, item: TileItem) -> QRectF:
        return item.mapRectToScene(QRectF(-UNIT, -UNIT / 2, 2 * UNIT, UNIT))

    def _best_ghost(self, pos: QPointF) -> DropGhost | None:
        drag = self._drag
        if drag is None or not self._ghosts:
            return None
        c = self._controller
        assert c is not None
        if not c.hand.layout.tiles and self._board_area.contains(pos):
            return self._ghosts[0]   # the lead goes anywhere on the empty table
        if self._mask.isVisible() and not self._fit.area.contains(pos):
            return None   # out of the zoomed-in view: the ends there are hidden
        item = drag.item
        reach = 2.4 * self._board_px
        return best_ghost(self._ghosts, self._dragged_rect(item), item.scenePos(), reach)

    def _drop(self, pos: QPointF) -> None:
        drag = self._drag
        assert drag is not None
        c = self._controller
        assert c is not None
        ghost = self._best_ghost(pos)
        spot = choose_action(ghost, drag.item) if ghost is not None else None
        self._drag = None
        self._clear_ghosts()
        if spot is not None and c.play_human(spot.action):
            return   # state_changed already synced: the tile glides from here into place
        if spot is None:
            if self._rack_area.contains(pos):
                self._reorder(drag.tile, pos)
            else:
                self._explain(drag.tile, drag.item.scenePos())
        self.sync()

    def _explain(self, tid: int, pos: QPointF | None) -> None:
        """Status line: the engine's reason the tile cannot go on the end nearest ``pos``."""
        c = self._controller
        assert c is not None
        tile = TILES[tid]
        if not c.hand.layout.tiles or not self._socket_points:
            c.explain(play(tile, LEAD))
            return
        if pos is None:
            socket = next(iter(self._socket_points))
        else:
            socket = min(self._socket_points,
                         key=lambda s: (self._socket_points[s] - pos).manhattanLength())
        if any(a.socket == socket for a in self._actions_for(tid)):
            # it fits there: the drop just missed the lit end
            c.illegal.emit(self.tr("Drop %1 on a lit end.").replace("%1", str(tile)))
            return
        c.explain(play(tile, socket))

    def _reorder(self, tid: int, pos: QPointF) -> None:
        """Dropped back in the rack: move it to where it was dropped (the player's order)."""
        c = self._controller
        assert c is not None
        order = self._hand_order.get(c.viewer, [])
        if tid not in order:
            return
        order.remove(tid)
        xs = [self._spots[t].pos.x() for t in order if t in self._spots]
        index = sum(1 for x in xs if x < pos.x())
        order.insert(index, tid)

    def _play_spot(self, spot: GhostSpot) -> None:
        c = self._controller
        assert c is not None
        self._selected = None
        self._hint = None
        self._clear_ghosts()
        if not c.play_human(spot.action):
            self.sync()

    # -- keyboard --------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        return tab_to_keys(self, event) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        c = self._controller
        if c is None or c.record is None:
            super().keyPressEvent(event)
            return
        key = event.key()
        if self._overlay.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                c.accept_handover()
                event.accept()
                return
            super().keyPressEvent(event)
            return
        handled = True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._select_step(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1
            targets = self._flat_targets()
            if targets and self._selected is not None:
                self._target_index = (self._target_index + step) % len(targets)
                self._mark_keyboard_target()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_D:
            legal = self._legal()
            if DRAW in legal:
                c.draw()
            else:
                c.explain(DRAW)
        elif key == Qt.Key.Key_Space:
            legal = self._legal()
            if c.forced_pending is not None:
                c.hurry()
            elif legal == [PASS]:
                c.pass_()
            elif any(a.kind is Kind.TURN for a in legal):
                c.play_human(Action(Kind.TURN))
            else:
                c.explain(PASS)
        elif key == Qt.Key.Key_Escape:
            self._selected = None
            self._clear_ghosts()
            self._refresh_interaction()
        else:
            handled = False
        if handled:
            event.accept()
        else:
            super().keyPressEvent(event)

    def _select_step(self, step: int) -> None:
        c = self._controller
        assert c is not None
        if not c.awaiting_human:
            return
        order = self._hand_order.get(c.viewer, [])
        if not order:
            return
        if self._selected in order:
            index = (order.index(self._selected) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        tid = order[index]
        self._selected = tid
        self._target_index = 0
        self._hint = None
        actions = self._actions_for(tid)
        self._refresh_interaction()
        if actions:
            c.message.emit(self.tr("%1: Up/Down chooses the end, Enter plays.").replace(
                "%1", str(TILES[tid])))
        else:
            # the cursor stays on it; say why it cannot be played
            self._explain(tid, None)

    def _enter(self) -> None:
        c = self._controller
        assert c is not None
        legal = self._legal()
        if any(a.kind is Kind.TURN for a in legal):
            c.play_human(Action(Kind.TURN))
            return
        targets = self._flat_targets()
        if self._selected is not None and targets:
            _, spot = targets[self._target_index % len(targets)]
            self._play_spot(spot)
            return
        if self._selected is not None:
            self._explain(self._selected, None)
            return
        chooses = [a for a in legal if a.kind is Kind.CHOOSE]
        if chooses and targets:
            self._play_spot(targets[self._target_index % len(targets)][1])

