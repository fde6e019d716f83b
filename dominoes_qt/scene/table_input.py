"""The player's hands on the table: pointer and keyboard gestures turned into engine actions.

:class:`TableInput` is an object the :class:`~dominoes_qt.scene.table_scene.TableScene` owns
(``scene.input``); the scene's gesture hooks (:class:`~dominoes_qt.scene.tile_scene.TileScene`)
hand it what the pointer and the keys did: a press on a hand tile, a drag onto a lit end, a
click on the boneyard, a double-click, the arrows, Enter, Space, D and Escape.  Each gesture
only asks the rules (the controller's legal actions, ``why_illegal`` through ``explain``) and
hands the chosen action to the controller; where the tiles then go is the scene's ``sync``.

It holds the state of the player's choice (the selected tile, the end chosen with the keys,
the hint shown); the scene draws it.  It is a ``QObject`` for ``tr`` (its own context).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtWidgets import QGraphicsItem

from dominoes_qt.rules.actions import DRAW, LEAD, PASS, Action, Kind, play
from dominoes_qt.rules.tiles import TILES
from dominoes_qt.scene.controller_api import TableController
from dominoes_qt.scene.drop_target import DropGhost, GhostSpot, best_ghost, choose_action
from dominoes_qt.scene.place_words import destination, refusal
from dominoes_qt.scene.table_board import TableBoard
from dominoes_qt.scene.table_items import HandoverOverlay, SeatLabel
from dominoes_qt.scene.tile_item import UNIT, TileItem
from dominoes_qt.scene.tile_scene import Drag, Press


class InputHost(Protocol):
    """What the input part reads and calls on the table it serves (the ``TableScene``, which
    owns it: naming the protocol here, not the scene, keeps the two modules out of a circle)."""

    @property
    def controller(self) -> TableController | None: ...

    @property
    def board(self) -> TableBoard: ...

    @property
    def board_area(self) -> QRectF: ...

    @property
    def rack_area(self) -> QRectF: ...

    @property
    def ghosts(self) -> list[DropGhost]: ...

    @property
    def overlay(self) -> HandoverOverlay: ...

    @property
    def pile_label(self) -> SeatLabel: ...

    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...

    def tile_id(self, item: QGraphicsItem | None) -> int | None: ...

    def tile_items(self) -> list[TileItem]: ...

    def viewer_tiles(self) -> list[int]: ...

    def legal(self) -> list[Action]: ...

    def actions_for(self, tid: int, legal: Sequence[Action] | None = None
                    ) -> tuple[Action, ...]: ...

    def flat_targets(self) -> list[tuple[DropGhost, GhostSpot]]: ...

    def show_ghosts(self, actions: Sequence[Action], highlight: str = "legal") -> None: ...

    def clear_ghosts(self) -> None: ...

    def mark_keyboard_target(self) -> None: ...

    def refresh_interaction(self) -> None: ...

    def reorder_rack(self, tid: int, pos: QPointF) -> None: ...

    def sync(self, animate: bool = True) -> None: ...


class TableInput(QObject):
    """Mouse and keyboard play on the table of ``scene``."""

    #: A tile of the hand was chosen with the keys or a click (its id): the accessible
    #: canvas sends assistive technology a focus event for it.
    chosen = Signal(int)

    def __init__(self, scene: InputHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        #: the tile chosen with a click or the arrows (its ends are lit)
        self.selected: int | None = None
        #: which lit end Up/Down/Tab chose, among the scene's flat targets
        self.target_index = 0
        #: the hinted action, and the state version it was given for
        self.hint: Action | None = None
        self.hint_version = -1
        #: drawing is legal (the boneyard takes a click); Blind's front tile to turn up
        self.pile_clickable = False
        self.turn_front: int | None = None

    def reset(self) -> None:
        """A new hand: nothing chosen."""
        self.selected = None
        self.hint = None

    def _controller(self) -> TableController:
        c = self._scene.controller
        assert c is not None
        return c

    def clear_selection(self) -> None:
        self.selected = None
        self._scene.clear_ghosts()
        self._scene.refresh_interaction()

    # -- hit tests -------------------------------------------------------------------------------
    def hand_tile_at(self, pos: QPointF) -> int | None:
        mine = set(self._scene.viewer_tiles())
        for item in self._scene.items(pos):
            tid = self._scene.tile_id(item)
            if tid is not None and tid in mine and item.isVisible():
                return tid
        return None

    def ghost_at(self, pos: QPointF) -> DropGhost | None:
        if self._scene.board.hides(pos):
            return None   # a zoomed-in line's ends out of view are under the mask
        for item in self._scene.items(pos):
            if isinstance(item, DropGhost):
                return item
        return None

    def pile_at(self, pos: QPointF) -> bool:
        c = self._scene.controller
        if c is None or c.record is None or not c.line_hand.boneyard:
            return False
        boneyard = set(c.line_hand.boneyard)
        for item in self._scene.items(pos):
            tid = self._scene.tile_id(item)
            if tid is not None and tid in boneyard:
                return True
        label = self._scene.pile_label
        return label.isVisible() and label.sceneBoundingRect().contains(pos)

    def clickable_at(self, pos: QPointF) -> bool:
        """Something other than a hand tile takes a click at ``pos`` (for the cursor)."""
        if self._scene.overlay.isVisible():
            return True
        if self.ghost_at(pos) is not None:
            return True
        return self.pile_clickable and self.pile_at(pos)

    # -- mouse -----------------------------------------------------------------------------------
    def press(self, pos: QPointF) -> Press[int] | None:
        """A left press at ``pos``: play on a lit end, turn, draw, or remember a hand tile."""
        c = self._controller()
        ghost = self.ghost_at(pos)
        if ghost is not None and self.selected is not None:
            self._play_spot(self._keyboard_or_first(ghost))
            return None
        if ghost is not None and self.hint is not None and self.hint in ghost.actions:
            self._play_spot(next(s for s in ghost.spots if s.action == self.hint))
            return None
        if ghost is not None and all(a.kind is Kind.CHOOSE for a in ghost.actions):
            self._play_spot(ghost.spots[0])
            return None
        tid = self.hand_tile_at(pos)
        if tid is not None:
            if tid == self.turn_front:
                c.play_human(Action(Kind.TURN))
                return None
            return Press(tid, pos)
        if self.pile_at(pos):
            if self.pile_clickable:
                c.draw()
            else:
                c.explain(DRAW)
            return None
        if self.selected is not None:
            self.clear_selection()
        return None

    def _keyboard_or_first(self, ghost: DropGhost) -> GhostSpot:
        targets = self._scene.flat_targets()
        if targets:
            g, spot = targets[self.target_index % len(targets)]
            if g is ghost:
                return spot
        return ghost.spots[0]

    def double_click(self, pos: QPointF) -> bool:
        """Double-click a tile with only one way to play it: it is played at once."""
        c = self._controller()
        tid = self.hand_tile_at(pos)
        if tid is None or tid == self.turn_front:
            return False
        actions = self._scene.actions_for(tid)
        if not actions or not self._all_alike(actions):
            return False
        self.selected = None
        c.play_human(actions[0])
        return True

    def _all_alike(self, actions: Sequence[Action]) -> bool:
        """True when every play leaves the same open ends (say, either side of the lead 6-6)."""
        c = self._controller()
        results = set()
        for action in actions:
            if action.tile is None or action.socket == LEAD:
                return len(actions) == 1
            layout = c.line_hand.layout.copy()
            layout.attach(action.tile.id, action.socket, action.touching)
            results.add(tuple(sorted(layout.open.values())))
        return len(results) == 1

    def click(self, tid: int) -> None:
        """Click-to-play: select the tile and light its ends (or say why it cannot be played)."""
        c = self._controller()
        if not c.awaiting_human:
            c.explain(play(TILES[tid], LEAD))
            return
        if self.selected == tid:
            self.clear_selection()
            return
        actions = self._scene.actions_for(tid)
        if not actions:
            self._explain(tid, None)
            self.clear_selection()
            return
        self.selected = tid
        self.target_index = 0
        self.hint = None
        self._scene.refresh_interaction()
        self.chosen.emit(tid)
        c.message.emit(self.tr("Click a lit end to play %1 there.").replace("%1", str(TILES[tid])))

    def picked_up(self, drag: Drag) -> None:
        """A hand tile was lifted: drawn at the line's size, its ends lit."""
        self.selected = None
        for it in self._scene.tile_items():
            if it.highlight in ("selected", "hint"):
                it.set_highlight(None)
        drag.item.set_highlight(None)
        drag.item.setScale(self._scene.board.px / UNIT)
        self._scene.show_ghosts(drag.moves)

    def dragged_over(self, drag: Drag, pos: QPointF) -> None:
        best = self._best_ghost(drag, pos)
        for ghost in self._scene.ghosts:
            if ghost is best:
                ghost.show_spot(choose_action(ghost, drag.item))
                ghost.set_highlight("drop")
            else:
                ghost.set_highlight("legal")

    @staticmethod
    def _dragged_rect(item: TileItem) -> QRectF:
        return item.mapRectToScene(QRectF(-UNIT, -UNIT / 2, 2 * UNIT, UNIT))

    def _best_ghost(self, drag: Drag, pos: QPointF) -> DropGhost | None:
        ghosts = self._scene.ghosts
        if not ghosts:
            return None
        c = self._controller()
        if not c.line_hand.layout.tiles and self._scene.board_area.contains(pos):
            return ghosts[0]   # the lead goes anywhere on the empty table
        if self._scene.board.hides(pos):
            return None   # out of the zoomed-in view: the ends there are hidden
        item = drag.item
        reach = 2.4 * self._scene.board.px
        return best_ghost(ghosts, self._dragged_rect(item), item.scenePos(), reach)

    def drop_target(self, drag: Drag, pos: QPointF) -> GhostSpot | None:
        ghost = self._best_ghost(drag, pos)
        return choose_action(ghost, drag.item) if ghost is not None else None

    def dropped(self, drag: Drag, spot: GhostSpot | None, pos: QPointF) -> bool:
        """The tile was let go over ``spot`` (None: no lit end); whether it was played."""
        c = self._controller()
        self._scene.clear_ghosts()
        if spot is not None and c.play_human(spot.action):
            return True   # state_changed already synced: the tile glides from here into place
        if spot is None:
            if self._scene.rack_area.contains(pos):
                self._scene.reorder_rack(drag.tile, pos)
            else:
                self._explain(drag.tile, drag.item.scenePos())
        return False

    def _explain(self, tid: int, pos: QPointF | None) -> None:
        """Status line: the engine's reason the tile cannot go on the end nearest ``pos``."""
        c = self._controller()
        tile = TILES[tid]
        points = self._scene.board.socket_points
        if not c.line_hand.layout.tiles or not points:
            c.explain(play(tile, LEAD))
            return
        if pos is None:   # no drop point: every open end the tile could not go on
            text = refusal(c, tile) if c.awaiting_human else ""
            if text:
                c.illegal.emit(text)
                return
            socket = next(iter(points))
        else:
            socket = min(points, key=lambda s: (points[s] - pos).manhattanLength())
        if any(a.socket == socket for a in self._scene.actions_for(tid)):
            # it fits there: the drop just missed the lit end
            c.illegal.emit(self.tr("Drop %1 on a lit end.").replace("%1", str(tile)))
            return
        c.explain(play(tile, socket))

    def _play_spot(self, spot: GhostSpot) -> None:
        c = self._controller()
        self.selected = None
        self.hint = None
        self._scene.clear_ghosts()
        if not c.play_human(spot.action):
            self._scene.sync()

    # -- keyboard --------------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """A key pressed over the table; whether it was one of the table's."""
        c = self._controller()
        if self._scene.overlay.isVisible():
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                c.accept_handover()
                return True
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._select_step(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            step = -1 if key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1
            targets = self._scene.flat_targets()
            if targets and self.selected is not None:
                self.target_index = (self.target_index + step) % len(targets)
                self._scene.mark_keyboard_target()
                self._say_target(targets[self.target_index][1])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key == Qt.Key.Key_D:
            if DRAW in self._scene.legal():
                c.draw()
            else:
                c.explain(DRAW)
        elif key == Qt.Key.Key_Space:
            legal = self._scene.legal()
            if c.forced_pending is not None:
                c.hurry()
            elif PASS in legal:   # nothing else, or the end of a first turn's run
                c.pass_()
            elif any(a.kind is Kind.TURN for a in legal):
                c.play_human(Action(Kind.TURN))
            else:
                c.explain(PASS)
        elif key == Qt.Key.Key_Escape:
            self.clear_selection()
        else:
            return False
        return True

    def _say_target(self, spot: GhostSpot) -> None:
        """Where Enter would play the chosen tile, in words (the status line; a screen
        reader speaks it): "4-6 on the end showing 6: Enter plays it." """
        c = self._controller()
        action = spot.action
        if action.tile is None:
            return
        shown = c.line_hand.open_ends().get(action.socket)
        where = destination(c, action.socket)
        if shown is None:
            text = self.tr("%1 leads: Enter plays it.")
        elif where:   # a train game: which train or toe, and the number it meets
            text = self.tr("%1 %3, at the %2: Enter plays it.")
        else:
            text = self.tr("%1 on the end showing %2: Enter plays it.")
        c.message.emit(text.replace("%1", str(action.tile)).replace("%2", str(shown)).replace(
            "%3", where))

    def _select_step(self, step: int) -> None:
        c = self._controller()
        if not c.awaiting_human:
            return
        order = self._scene.viewer_tiles()
        if not order:
            return
        if self.selected in order:
            index = (order.index(self.selected) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        tid = order[index]
        self.selected = tid
        self.target_index = 0
        self.hint = None
        actions = self._scene.actions_for(tid)
        self._scene.refresh_interaction()
        self.chosen.emit(tid)
        targets = self._scene.flat_targets()
        where = destination(c, targets[0][1].action.socket) if targets else ""
        if actions and where:   # a train game: where Enter plays it now
            text = (self.tr("%1: Enter plays it %2; Up/Down chooses another place.")
                    if len(targets) > 1 else self.tr("%1: Enter plays it %2."))
            c.message.emit(text.replace("%1", str(TILES[tid])).replace("%2", where))
        elif actions:
            c.message.emit(self.tr("%1: Up/Down chooses the end, Enter plays.").replace(
                "%1", str(TILES[tid])))
        else:
            # the cursor stays on it; say why it cannot be played
            self._explain(tid, None)

    def _enter(self) -> None:
        c = self._controller()
        legal = self._scene.legal()
        if any(a.kind is Kind.TURN for a in legal):
            c.play_human(Action(Kind.TURN))
            return
        targets = self._scene.flat_targets()
        if self.selected is not None and targets:
            _, spot = targets[self.target_index % len(targets)]
            self._play_spot(spot)
            return
        if self.selected is not None:
            self._explain(self.selected, None)
            return
        chooses = [a for a in legal if a.kind is Kind.CHOOSE]
        if chooses and targets:
            self._play_spot(targets[self.target_index % len(targets)][1])
