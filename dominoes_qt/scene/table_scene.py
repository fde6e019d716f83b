"""``TableScene``: the dominoes table — line of play, hands, boneyard, labels and dragging.

The scene is a picture of the controller's state plus the pointer and keyboard gestures that
turn into engine actions (KCardScene's design):

* one :class:`TileItem` per tile of the set, created once and reused; :meth:`sync` computes
  where every tile belongs (board, a hand, the boneyard) and glides the items there;
* the line of play comes from :mod:`dominoes_qt.geometry` in tile units, kept inside a table
  box chosen so that its tiles are drawn readable (:mod:`dominoes_qt.scene.board_fit`); the
  scene's board (``self.board``, :mod:`dominoes_qt.scene.table_board`) only scales it into
  the free middle of the table, so it never overlaps the hands and is entirely visible unless
  the player zooms in (then it can be panned);
* dragging is done with plain mouse events (never ``QDrag``) by the shared skeleton of
  :class:`~dominoes_qt.scene.tile_scene.TileScene`; what the gestures mean on this table is
  the scene's input (``self.input``, :mod:`dominoes_qt.scene.table_input`): a lifted tile
  lights up a ghost for each legal play the engine lists for it (:meth:`show_ghosts`, here);
  dropped on one (largest overlap, else the nearest within reach) the controller applies that
  play; dropped elsewhere it glides back and the engine's ``why_illegal`` for the nearest end
  goes to the status line.

Scene coordinates are the view's pixels (the view keeps an identity transform), so sizes in
here are screen pixels and tests can send mouse events straight to view coordinates.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer, SignalInstance
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QApplication, QGraphicsEllipseItem, QGraphicsScene

from dominoes_qt.rules.actions import DRAW, Action, Kind
from dominoes_qt.rules.catalogue import Table, find_game
from dominoes_qt.rules.settings import DrawPolicy
from dominoes_qt.rules.state import ScoreEvent
from dominoes_qt.rules.tiles import HIGH, LOW, TILES, Tile, set_count
from dominoes_qt.scene.animations import ScorePopup
from dominoes_qt.scene.controller_api import TableController
from dominoes_qt.scene.drop_target import DropGhost, GhostSpot
from dominoes_qt.scene.hand_rack import (
    LEFT,
    TOP,
    SeatPlace,
    rack_layout,
    seat_places,
    slot_rect,
    table_metrics,
    table_regions,
)
from dominoes_qt.scene.table_board import Spot, TableBoard
from dominoes_qt.scene.table_input import TableInput
from dominoes_qt.scene.table_items import HandoverOverlay, ScorePanel, SeatLabel
from dominoes_qt.scene.tile_item import UNIT, TileItem
from dominoes_qt.scene.tile_scene import Drag, Press, TileScene

if TYPE_CHECKING:
    from dominoes_qt.scene.train_marks import TrainMarks

#: Tiles visibly stacked in the boneyard pile (the rest wait under them, hidden).
PILE_DEPTH = 6

# the line (and its lit ends) lies under the mask that hides it beyond its area when zoomed in;
# labels and hands lie above it
# (the tile being dragged: tile_scene.Z_DRAG, above them all)
# (the line of play itself: table_board.Z_BOARD, under them all; its mask: table_board.Z_MASK)
Z_GHOST, Z_LABEL, Z_HAND, Z_MOVING = 3.0, 5.0, 20.0, 60.0


def plural(ctx: QGraphicsScene, text: str, n: int) -> str:
    """``tr`` with ``%n``; without an English catalogue, "tile(s)" still reads right."""
    out = ctx.tr(text, "", n)
    if "(s)" in out:
        out = out.replace("(s)", "" if n == 1 else "s")
    return out.replace("%n", str(n))


class TableScene(TileScene[TableController, int]):
    """The table; call :meth:`set_controller` and let the controller's signals drive it."""

    def __init__(self, controller: TableController | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._set_n = -1
        self._spots: dict[int, Spot] = {}
        self._labels: dict[int, SeatLabel] = {}
        self._score = ScorePanel()
        self.addItem(self._score)
        self._pile_label = SeatLabel()
        self.addItem(self._pile_label)
        self._overlay = HandoverOverlay()
        self._overlay.hide()
        self._overlay.clicked.connect(self._on_overlay_clicked)
        self.addItem(self._overlay)
        # per-hand caches
        self._hand_key: tuple[int, int] | None = None
        self._hand_order: dict[int, list[int]] = {}
        self._shuffle: dict[int, float] = {}
        #: the line of play: its geometry, fit, zoom and pan
        self.board = TableBoard(self)
        #: the train games' owners, markers and doubles (made with the first train game)
        self.trains: TrainMarks | None = None
        self._board_area = QRectF()
        self._rack_area = QRectF()
        self._pile_pos = QPointF()
        #: what the player's gestures mean here, and the player's choice (selection, hint)
        self.input = TableInput(self, self)
        self._ghosts: list[DropGhost] = []
        self._flash: set[int] = set()
        self._reveals_seen = 0
        #: the coach's marks on played tiles (tile id -> the mark, a child of the tile)
        self._marks: dict[int, QGraphicsEllipseItem] = {}
        if controller is not None:
            self.set_controller(controller)

    # -- wiring ----------------------------------------------------------------------------------
    def _connections(self) -> list[tuple[SignalInstance, Callable[..., None]]]:
        c = self._controller
        assert c is not None
        return [(c.state_changed, self._on_state_changed), (c.score_event, self.popup_score),
                (c.hint_ready, self.show_hint)]

    def _resized(self) -> None:
        c = self._controller
        if c is not None and c.record is not None and self._hand_key is not None:
            # a new shape of table: lay the line out again for it (only on resize)
            self.board.resized(c.match.settings, self._compute_regions()["board"])

    # -- the coach's marks ------------------------------------------------------------------------
    def mark_tile(self, tile: Tile | int | str, colour: QColor | None, tip: str = "") -> None:
        """A small round mark in a corner of ``tile`` (the coach's grade of the move that
        played it), with ``tip`` on hover; ``colour`` None removes it.  A new hand clears
        every mark."""
        item = self.tile_item(tile)
        tid = next(t for t, it in self._tiles.items() if it is item)
        old = self._marks.pop(tid, None)
        if old is not None:
            self.removeItem(old)
        if colour is None:
            return
        rect = item.boundingRect()
        size = min(rect.width(), rect.height()) * 0.22
        mark = QGraphicsEllipseItem(rect.left() + size * 0.45, rect.top() + size * 0.45,
                                    size, size, item)
        mark.setBrush(QBrush(colour))
        mark.setPen(QPen(QColor(0, 0, 0, 160), size * 0.08))
        mark.setToolTip(tip)
        mark.setZValue(1.0)
        self._marks[tid] = mark

    def marks(self) -> dict[int, QGraphicsEllipseItem]:
        """The coach's marks shown now, by tile id."""
        return dict(self._marks)

    def clear_marks(self) -> None:
        for tid in list(self._marks):
            self.removeItem(self._marks.pop(tid))

    # -- queries (also used by tests) ------------------------------------------------------------
    def tile_item(self, tile: Tile | int | str) -> TileItem:
        """The item drawing ``tile`` (a Tile, its id or text like "6-4")."""
        if isinstance(tile, str):
            tile = Tile.parse(tile)
        tid = tile.id if isinstance(tile, Tile) else int(tile)
        return self._tiles[tid]

    def spot_of(self, tile: Tile | int | str) -> Spot | None:
        item = self.tile_item(tile)
        for tid, it in self._tiles.items():
            if it is item:
                return self._spots.get(tid)
        return None

    @property
    def ghosts(self) -> list[DropGhost]:
        return list(self._ghosts)

    @property
    def selected_tile(self) -> Tile | None:
        return TILES[self.input.selected] if self.input.selected is not None else None

    @property
    def board_area(self) -> QRectF:
        return QRectF(self._board_area)

    @property
    def rack_area(self) -> QRectF:
        return QRectF(self._rack_area)

    @property
    def pile_pos(self) -> QPointF:
        return QPointF(self._pile_pos)

    def viewer_tiles(self) -> list[int]:
        """Tile ids of the bottom rack, left to right."""
        c = self._controller
        if c is None or c.record is None:
            return []
        return list(self._hand_order.get(c.viewer, []))

    def seat_label(self, seat: int) -> SeatLabel:
        return self._labels[seat]

    @property
    def score_panel(self) -> ScorePanel:
        return self._score

    @property
    def overlay(self) -> HandoverOverlay:
        return self._overlay

    @property
    def pile_label(self) -> SeatLabel:
        return self._pile_label

    def board_tiles(self) -> list[int]:
        c = self._controller
        return list(c.line_hand.layout.tiles) if c is not None and c.record is not None else []

    # -- the line of play: zoom and pan (the view's gestures) ------------------------------------
    @property
    def board_zoomed(self) -> bool:
        """Whether the player has zoomed in on the line (it may then reach out of view)."""
        return self.board.zoomed

    @property
    def board_overflows(self) -> bool:
        """Whether the line could not stay in its table box (see ``TableBoard.overflows``)."""
        return self.board.overflows

    @property
    def board_tile_px(self) -> float:
        """How long a tile on the table is drawn (pixels)."""
        return 2 * self.board.px

    def board_point(self, x: float, y: float) -> QPointF:
        """Scene point of a position in tile units on the table."""
        return self.board.point(x, y)

    def zoom_board(self, factor: float, anchor: QPointF | None = None) -> bool:
        """Zoom the line by ``factor`` round ``anchor`` (a scene point; default the middle)."""
        if self._drag is not None or not self.board.fit.zoom(factor, anchor):
            return False
        self._reposition_board()
        return True

    def pan_board(self, dx: float, dy: float) -> bool:
        """Move the zoomed-in line by (dx, dy) pixels."""
        if self._drag is not None or not self.board.fit.pan(dx, dy):
            return False
        self._reposition_board()
        return True

    def fit_board(self) -> bool:
        """Show the whole line again (View > Show the Whole Table)."""
        if not self.board.zoomed:
            return False
        self.board.fit.reset()
        self.sync(animate=False)
        return True

    def on_empty_board(self, pos: QPointF) -> bool:
        """Whether ``pos`` is felt of the line's area, with no tile on it (where a drag pans)."""
        if not self.board.area.contains(pos):
            return False
        return not any(isinstance(item, TileItem) and item.isVisible() for item in self.items(pos))

    def _reposition_board(self) -> None:
        """After a zoom or pan: the line, its lit ends and the socket points follow at once."""
        c = self._controller
        moved, s = self.board.refit()
        if c is None or c.record is None:
            return
        for tid, placement in zip(c.line_hand.layout.tiles, self.board.layouter.placements,
                                  strict=False):
            spot = self.board.spot(placement)
            self._spots[tid] = spot
            item = self._tiles[tid]
            self.animator.stop(item)
            item.setPos(spot.pos)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
        self.board.socket_points = {k: moved(p) for k, p in self.board.socket_points.items()}
        for ghost in self._ghosts:
            ghost.spots = tuple(GhostSpot(g.action, moved(g.pos), g.rotation, g.scale * s, g.faces)
                                for g in ghost.spots)
            ghost.setPos(moved(ghost.pos()))
            ghost.setScale(ghost.scale() * s)

    # -- tiles -----------------------------------------------------------------------------------
    def _ensure_tiles(self, set_n: int) -> None:
        if set_n == self._set_n:
            return
        self._remove_tile_items()
        for tid in range(set_count(set_n)):
            self._add_tile_item(tid).setZValue(Z_HAND)
        self._set_n = set_n

    def reorder_rack(self, tid: int, pos: QPointF) -> None:
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

    # -- the gestures' hooks (TileScene): their meaning is the input's ---------------------------
    def _items_take_press(self, pos: QPointF) -> bool:
        return self._overlay.isVisible()   # the hand-over screen takes the click

    def _pressed(self, pos: QPointF) -> Press[int] | None:
        return self.input.press(pos)

    def _double_clicked(self, pos: QPointF) -> bool:
        return self.input.double_click(pos)

    def _clicked(self, handle: int) -> None:
        self.input.click(handle)

    def _draggable(self, handle: int) -> int | None:
        return handle   # any tile of the player's hand lifts (its ends light, if it has any)

    def _moves_of(self, tid: int) -> tuple[Any, ...]:
        return self.actions_for(tid)

    def _picked_up(self, drag: Drag) -> None:
        self.input.picked_up(drag)

    def _dragged_over(self, drag: Drag, pos: QPointF) -> None:
        self.input.dragged_over(drag, pos)

    def _drop_target(self, drag: Drag, pos: QPointF) -> GhostSpot | None:
        return self.input.drop_target(drag, pos)

    def _dropped(self, drag: Drag, target: Any, pos: QPointF) -> bool:
        return self.input.dropped(drag, target, pos)

    def _key(self, key: int) -> bool:
        return self.input.key(key)

    def _clickable_at(self, pos: QPointF) -> bool:
        return self.input.clickable_at(pos)

    # -- geometry of the table -------------------------------------------------------------------
    def _metrics(self) -> dict[str, float]:
        return table_metrics(self._size)

    def _seat_tiles(self, seat: int) -> list[int]:
        """The tiles of a seat in display order (the viewer's keeps the player's arrangement)."""
        c = self._controller
        assert c is not None
        hand = c.line_hand
        fixed = hand.fixed_order(seat)
        if fixed is not None:   # Blind Dominoes: the row, front first, in the engine's order
            self._hand_order[seat] = fixed
            return fixed
        current = [t.id for t in hand.hand_of(seat)]
        saved = self._hand_order.get(seat)
        order: list[int]
        if saved is None:
            if seat == c.viewer:
                order = sorted(current, key=lambda t: (HIGH[t], LOW[t]))
            else:
                order = sorted(current, key=lambda t: self._shuffle.get(t, 0.0))
        else:
            keep = set(current)
            order = [t for t in saved if t in keep]
            new = [t for t in current if t not in set(order)]
            if seat != c.viewer:
                new.sort(key=lambda t: self._shuffle.get(t, 0.0))
            order += new
        self._hand_order[seat] = order
        return order

    def _new_hand_caches(self, key: tuple[int, int]) -> None:
        c = self._controller
        assert c is not None
        self._hand_key = key
        self.board.new_line(c.match.settings, self._compute_regions()["board"])
        self.board.fit.reset()
        self._hand_order = {}
        rng = random.Random(key[1] * 7919 + 17)
        self._shuffle = {t: rng.random() for t in range(set_count(c.match.settings.set_n))}
        self.input.reset()
        self._flash = set()
        self._reveals_seen = len(c.line_hand.reveals)
        self.clear_marks()

    def _compute_regions(self) -> dict[str, QRectF]:
        c = self._controller
        players = c.players if c is not None and c.record is not None else 2
        return table_regions(self._size, players, self._score.size())

    # -- sync ------------------------------------------------------------------------------------
    def _draw(self, animate: bool) -> None:
        c = self._controller
        assert c is not None
        hand = c.line_hand
        settings = c.match.settings
        self._ensure_tiles(settings.set_n)
        self._update_panels()      # first: the score panel's size shapes the table
        key = (id(c.record), c.match.hand_index)
        if key != self._hand_key:
            self._new_hand_caches(key)
            animate = False
        if self.input.hint is not None and self.input.hint_version != c.version:
            self.input.hint = None
        board = self.board
        board.follow(hand.layout, settings, c.viewer)
        self._collect_reveals()
        regions = self._compute_regions()
        self._board_area = regions["board"]
        self._rack_area = regions["rack"]
        open_targets = board.targets(hand.layout.open)
        playable = ({a.socket for a in self.legal() if a.kind in (Kind.PLAY, Kind.CHOOSE)}
                    if c.awaiting_human else None)
        board.fit_into(regions["board"], [p.rect() for p in board.layouter.placements]
                       + [t.rect() for t in open_targets.values()], self._metrics()["unit"],
                       board.focus(open_targets, playable))
        board.socket_points = {s: board.point(t.x, t.y) for s, t in open_targets.items()}

        spots: dict[int, Spot] = {}
        for tid, placement in zip(hand.layout.tiles, board.layouter.placements, strict=False):
            spots[tid] = board.spot(placement)
        self._hand_spots(spots, regions)
        self._pile_spots(spots, regions)
        self._apply_spots(spots, animate)
        if self.trains is None and find_game(c.match.settings.game_id).table is Table.TRAINS:
            from dominoes_qt.scene.train_marks import TrainMarks

            self.trains = TrainMarks(self)
        if self.trains is not None:
            self.trains.update(hand, board, [c.seat_name(s) for s in range(c.players)])
        self._spots = spots
        self._update_overlay()
        self.refresh_interaction()

    def _hand_spots(self, spots: dict[int, Spot], regions: dict[str, QRectF]) -> None:
        c = self._controller
        assert c is not None
        hand = c.line_hand
        m = self._metrics()
        reveal = hand.result is not None or c.show_all_hands
        viewer = c.viewer
        players = c.players
        blind = not hand.owner_sees_hand
        shown = hand.face_up_mask() | self._flash_mask()
        # the viewer's rack along the bottom: tiles standing up, face up
        tiles = self._seat_tiles(viewer)
        rack = rack_layout(len(tiles), regions["rack"], m["unit"], vertical_tiles=True,
                           along_x=True, max_lines=2)
        mine_up = (not c.hand_hidden and not blind) or reveal
        for tid, pos in zip(tiles, rack.centres, strict=False):
            up = mine_up or bool(shown >> tid & 1)
            spots[tid] = Spot(pos, 90.0, rack.unit / UNIT, (LOW[tid], HIGH[tid]), up, Z_HAND)
        self._place_label(viewer, regions["viewer_label"].center(), len(tiles))
        # the others round the table
        for k, place in enumerate(seat_places(players - 1)):
            seat = (viewer + 1 + k) % players
            tiles = self._seat_tiles(seat)
            self._opponent_spots(seat, place, tiles, regions, spots, reveal, shown)

    def _opponent_spots(self, seat: int, place: SeatPlace, tiles: Sequence[int],
                        regions: dict[str, QRectF], spots: dict[int, Spot], reveal: bool,
                        shown: int) -> None:
        m = self._metrics()
        pad = m["pad"]
        label = self._label(seat)
        self._place_label(seat, QPointF(), len(tiles))
        if place.edge == TOP:
            slot = slot_rect(regions["top"], place)
            lw, lh = self._fit_label(label, slot.width() - 2 * pad)
            beside = lw + 3 * pad <= slot.width() * 0.5   # room for the name beside the tiles
            if beside:
                tiles_area = QRectF(slot.left() + lw + 2 * pad, slot.top(),
                                    slot.width() - lw - 3 * pad, slot.height())
            else:
                tiles_area = QRectF(slot.left() + pad, slot.top() + lh + pad,
                                    slot.width() - 2 * pad, max(0.0, slot.height() - lh - pad))
            rack = rack_layout(len(tiles), tiles_area, m["opp"], vertical_tiles=True,
                               along_x=True, max_lines=3)
            xs = [p.x() for p in rack.centres]
            used = (max(xs) - min(xs) if xs else 0.0) + rack.unit
            if beside:
                left = slot.center().x() - (lw + pad + used) / 2
                shift = (left + lw + pad + used / 2) - tiles_area.center().x()
                centres = [p + QPointF(shift, 0) for p in rack.centres]
                label.setPos(QPointF(left + lw / 2, slot.center().y()))
            else:
                centres = list(rack.centres)
                label.setPos(QPointF(slot.center().x(), slot.top() + lh / 2))
            rotation = 90.0
        else:
            slot = slot_rect(regions["left" if place.edge == LEFT else "right"], place)
            lw, lh = self._fit_label(label, slot.width())
            tiles_area = QRectF(slot.left(), slot.top() + lh + pad, slot.width(),
                                max(0.0, slot.height() - lh - 2 * pad))
            rack = rack_layout(len(tiles), tiles_area, m["opp"], vertical_tiles=False,
                               along_x=False, max_lines=4)   # 20 tiles stay readable
            ys = [p.y() for p in rack.centres]
            used = (max(ys) - min(ys) if ys else 0.0) + rack.unit
            top = slot.center().y() - (lh + pad + used) / 2
            shift = (top + lh + pad + used / 2) - tiles_area.center().y()
            centres = [p + QPointF(0, shift) for p in rack.centres]
            label.setPos(QPointF(slot.center().x(), top + lh / 2))
            rotation = 0.0
        for tid, pos in zip(tiles, centres, strict=False):
            up = reveal or bool(shown >> tid & 1)
            spots[tid] = Spot(pos, rotation, rack.unit / UNIT, (LOW[tid], HIGH[tid]), up, Z_HAND)

    def _pile_spots(self, spots: dict[int, Spot], regions: dict[str, QRectF]) -> None:
        c = self._controller
        assert c is not None
        hand = c.line_hand
        area = regions["pile"]
        m = self._metrics()
        boneyard = list(hand.boneyard)
        n = len(boneyard)
        scale = min(m["unit"] * 0.8, area.width() / 2.6) / UNIT
        base = QPointF(area.center().x(), area.center().y() - m["label_px"] * 1.1)
        self._pile_pos = base
        step = max(1.5, scale * UNIT * 0.07)
        for i, tid in enumerate(boneyard):
            depth = n - 1 - i
            d = min(depth, PILE_DEPTH - 1)
            pos = base + QPointF(d * step, d * step)
            spots[tid] = Spot(pos, 0.0, scale, (LOW[tid], HIGH[tid]), False, Z_HAND - 0.1 * d,
                              visible=depth < PILE_DEPTH)
        drawing = c.match.settings.draw is not DrawPolicy.NONE
        if n == 0 and not drawing:
            self._pile_label.hide()
            return
        name = self.tr("Boneyard") if drawing else self.tr("Set aside")
        self._pile_label.set_content(name, plural(self, self.tr("%n tile(s)", "", n), n), False, m["label_px"])
        self._pile_label.show()
        _, lh = self._pile_label.size()
        self._pile_label.setPos(QPointF(area.center().x(),
                                        base.y() + scale * UNIT * 0.5 + lh / 2 + 4 + step * 2))

    def _apply_spots(self, spots: dict[int, Spot], animate: bool) -> None:
        dragged = self._drag.item if self._drag is not None else None
        for tid, item in self._tiles.items():
            spot = spots.get(tid)
            if spot is None or not spot.visible:
                self.animator.stop(item)
                if spot is not None:
                    item.setPos(spot.pos)
                    item.setRotation(spot.rotation)
                    item.setScale(spot.scale)
                    item.set_face_up(spot.face_up)
                item.hide()
                continue
            if item is dragged:
                continue
            rotation = self._rotation_for(item, spot)
            item.set_face_up(spot.face_up)
            moving = animate and item.isVisible() and self.animator.speed > 0 and (
                (item.pos() - spot.pos).manhattanLength() > 1.0
                or abs(item.rotation() - rotation) > 0.5)
            item.setZValue(Z_MOVING + spot.z if moving else spot.z)
            if not moving:
                self.animator.stop(item)
                item.setPos(spot.pos)
                item.setRotation(rotation)
                item.setScale(spot.scale)
                item.show()
                continue
            self.animator.move(item, spot.pos, rotation, spot.scale,
                               done=partial(item.setZValue, spot.z))

    @staticmethod
    def _rotation_for(item: TileItem, spot: Spot) -> float:
        """A rotation showing ``spot.faces`` that is closest to the item's present rotation.

        Turning a tile by 180° swaps its halves, so instead of swapping faces mid-flight the
        item keeps its faces and turns the other way when that is what the spot needs.
        """
        first, second = spot.faces
        rotation = spot.rotation
        if item.faces == (second, first) and first != second:
            rotation += 180.0
        else:
            item.set_faces(first, second)
        current = item.rotation()
        while rotation - current > 180.0:
            rotation -= 360.0
        while current - rotation > 180.0:
            rotation += 360.0
        return rotation

    # -- Blind Dominoes: a tile turned up that does not fit is shown before it goes back ----------
    def _flash_mask(self) -> int:
        m = 0
        for t in self._flash:
            m |= 1 << t
        return m

    def _collect_reveals(self) -> None:
        """Tiles just turned up and sent back stay face up for a moment, for everyone to see."""
        c = self._controller
        assert c is not None
        reveals = list(c.line_hand.reveals)
        if len(reveals) < self._reveals_seen:
            self._reveals_seen = 0
            self._flash.clear()
        fresh = reveals[self._reveals_seen:]
        self._reveals_seen = len(reveals)
        for r in fresh:
            if r.outcome.startswith("back"):
                tid = r.tile.id
                self._flash.add(tid)
                ms = int(1300 * max(self.animator.speed, 0.6))
                QTimer.singleShot(ms, self, lambda t=tid: self._end_flash(t))

    def _end_flash(self, tid: int) -> None:
        if tid in self._flash:
            self._flash.discard(tid)
            self.sync()

    # -- labels, score, overlay ------------------------------------------------------------------
    def _label(self, seat: int) -> SeatLabel:
        label = self._labels.get(seat)
        if label is None:
            label = SeatLabel()
            self.addItem(label)
            self._labels[seat] = label
        return label

    @staticmethod
    def _fit_label(label: SeatLabel, width: float) -> tuple[float, float]:
        """Shrink a label's text until it is no wider than ``width``; return its size."""
        lw, lh = label.size()
        if lw > width > 0:
            px = max(8.0, label.px * width / lw)
            label.set_content(label.name, label.detail, label.active, px)
            lw, lh = label.size()
        return lw, lh

    def _place_label(self, seat: int, centre: QPointF, count: int) -> None:
        c = self._controller
        assert c is not None
        hand = c.line_hand
        m = self._metrics()
        active = hand.result is None and not c.match.is_over and hand.turn == seat
        if active and c.thinking:
            detail = self.tr("thinking…")
        elif active and c.is_human(seat) and seat == c.viewer and c.handover_seat < 0:
            detail = self.tr("your turn") + " · " + plural(self, self.tr("%n tile(s)", "", count), count)
        else:
            detail = plural(self, self.tr("%n tile(s)", "", count), count)
        label = self._label(seat)
        mark = c.seat_mark(seat)
        name = f"{mark} {c.seat_name(seat)}" if mark else c.seat_name(seat)
        label.set_content(name, detail, active, m["label_px"])
        if not centre.isNull():
            label.setPos(centre)
        label.show()

    def _update_panels(self) -> None:
        c = self._controller
        assert c is not None
        for seat, label in list(self._labels.items()):
            if seat >= c.players:
                self.removeItem(label)
                del self._labels[seat]
        settings = c.match.settings
        try:

            name = find_game(settings.game_id).name
        except Exception:  # noqa: BLE001 - a title is never worth a crash
            name = settings.game_id
        name = QApplication.translate("games", name)
        scores = list(c.match.hand.scores) if c.line_hand.result is None else list(c.match.scores)
        best = max(scores) if scores else 0
        if settings.lowest_wins:   # the train games: the lowest total leads
            best = min(scores) if scores and max(scores) > 0 else 1
        rows = [(c.side_name(side), str(score), score == best and (best > 0 or
                                                                    settings.lowest_wins))
                for side, score in enumerate(scores)]
        if settings.rounds:        # the train games: a round per double, the lowest total wins
            title = self.tr("%1 · lowest total wins").replace("%1", name)
            engine = settings.set_n - c.match.hand_index
            rows.append((self.tr("Round %1 of %2 · engine %3-%3")
                         .replace("%1", str(c.match.hand_index + 1))
                         .replace("%2", str(settings.rounds)).replace("%3", str(engine)),
                         "", False))
        elif settings.single_hand:   # one hand (Blind Dominoes): the scores, no target
            title = name
        else:
            title = self.tr("%1 · to %2").replace("%1", name).replace("%2", str(settings.target))
            rows.append((self.tr("Hand %1").replace("%1", str(c.match.hand_index + 1)), "", False))
        m = self._metrics()
        # at most a third of the table: a long team name never pushes into the partner's band
        width = self.sceneRect().width()
        self._score.set_content(title, rows, m["label_px"],
                                max(width * 0.33, 12 * m["label_px"]) if width > 0 else 0.0)
        self._score.setPos(m["pad"], m["pad"] * 0.5)

    def _update_overlay(self) -> None:
        c = self._controller
        assert c is not None
        seat = c.handover_seat
        if seat < 0:
            self._overlay.hide()
            return
        name = c.seat_name(seat)
        self._overlay.set_content(
            self.sceneRect(),
            self.tr("Pass the computer to %1").replace("%1", name),
            self.tr("Click anywhere when %1 is ready.").replace("%1", name))
        self._overlay.show()

    def _on_overlay_clicked(self) -> None:
        if self._controller is not None:
            self._controller.accept_handover()

    # -- highlights and ghosts -------------------------------------------------------------------
    def legal(self) -> list[Action]:
        c = self._controller
        return c.legal_for_viewer() if c is not None and c.record is not None else []

    def actions_for(self, tid: int, legal: Sequence[Action] | None = None) -> tuple[Action, ...]:
        legal = self.legal() if legal is None else legal
        return tuple(a for a in legal if a.kind in (Kind.PLAY, Kind.CHOOSE)
                     and a.tile is not None and a.tile.id == tid)

    def refresh_interaction(self) -> None:
        """Highlights, ghosts, the lifted tile and the cursor for the present state."""
        self._update_highlights()
        self._pointer_refresh()

    def _leaders(self, legal: Sequence[Action], hand_tiles: set[int]) -> set[int]:
        """The tiles that may lead, when only some of the hand may (they are lit, the rest
        dimmed); empty otherwise."""
        c = self._controller
        assert c is not None
        if c.line_hand.layout.tiles or not hand_tiles or c.hand_hidden:
            return set()
        leaders = {a.tile.id for a in legal if a.kind is Kind.PLAY and a.tile is not None}
        return leaders if leaders and leaders != hand_tiles else set()

    def _update_highlights(self) -> None:
        c = self._controller
        assert c is not None
        legal = self.legal()
        hand_tiles = set(self._hand_order.get(c.viewer, [])) if c.awaiting_human else set()
        if self.input.selected is not None and self.input.selected not in hand_tiles:
            self.input.selected = None
        leaders = self._leaders(legal, hand_tiles)
        for tid, item in self._tiles.items():
            item.interactive = tid in hand_tiles and not c.hand_hidden
            item.set_highlight("legal" if tid in leaders else None)
            item.set_dimmed(bool(leaders) and tid in hand_tiles and tid not in leaders)
        # boneyard: glows when drawing is legal (it invites the click)
        self.input.pile_clickable = DRAW in legal
        boneyard = list(c.line_hand.boneyard)
        if boneyard:
            top = self._tiles[boneyard[-1]]
            top.set_highlight("legal" if self.input.pile_clickable else None)
            top.interactive = self.input.pile_clickable
        self._pile_label.set_content(self._pile_label.name, self._pile_label.detail,
                                     self.input.pile_clickable, self._metrics()["label_px"])
        # Blind Dominoes: the front tile of the row is the one to click
        self.input.turn_front = None
        if any(a.kind is Kind.TURN for a in legal):
            row = self._hand_order.get(c.viewer) or self._seat_tiles(c.viewer)
            if row:
                self.input.turn_front = row[0]
                self._tiles[row[0]].set_highlight("legal")
                self._tiles[row[0]].interactive = True
        if self._drag is not None:
            return
        selected, hint = self.input.selected, self.input.hint
        if selected is not None:
            self._tiles[selected].set_highlight("selected")
            self.show_ghosts(self.actions_for(selected, legal))
        elif hint is not None and hint.tile is not None and hint in legal:
            self._tiles[hint.tile.id].set_highlight("hint")
            self.show_ghosts((hint,), highlight="hint")
        else:
            # CHOOSE without a hand tile (Blind): the turned tile's ends light up by themselves
            chooses = tuple(a for a in legal if a.kind is Kind.CHOOSE)
            self.show_ghosts(chooses)
        if hint is not None and hint in legal:
            if hint.kind is Kind.DRAW and boneyard:
                self._tiles[boneyard[-1]].set_highlight("hint")

    def clear_ghosts(self) -> None:
        for ghost in self._ghosts:
            self.removeItem(ghost)
        self._ghosts = []

    def show_ghosts(self, actions: Sequence[Action], highlight: str = "legal") -> None:
        self.clear_ghosts()
        c = self._controller
        assert c is not None
        inline = c.match.settings.inline_doubles
        groups: dict[int, list[GhostSpot]] = {}
        for action in actions:
            placement = self.board.placement_for(action, inline)
            if placement is None:
                continue
            spot = self.board.spot(placement)
            groups.setdefault(action.socket, []).append(
                GhostSpot(action, spot.pos, spot.rotation, spot.scale, spot.faces))
        for spots in groups.values():
            ghost = DropGhost(spots)
            ghost.setZValue(Z_GHOST)   # under the mask of a zoomed-in line, like the tiles
            ghost.set_highlight(highlight)
            self.addItem(ghost)
            self._ghosts.append(ghost)
        index = self.input.target_index
        self.input.target_index = min(index, max(0, len(self.flat_targets()) - 1))
        self.mark_keyboard_target()

    def flat_targets(self) -> list[tuple[DropGhost, GhostSpot]]:
        return [(g, s) for g in self._ghosts for s in g.spots]

    def mark_keyboard_target(self) -> None:
        """With a selection, the end chosen with Up/Down is drawn as the drop target."""
        if self.input.selected is None or self._drag is not None:
            return
        targets = self.flat_targets()
        for ghost in self._ghosts:
            ghost.set_highlight("legal")
        if targets:
            ghost, spot = targets[self.input.target_index % len(targets)]
            ghost.show_spot(spot)
            ghost.set_highlight("drop")

    # -- hints and score pop-ups -----------------------------------------------------------------
    def show_hint(self, action: object) -> None:
        """Highlight the suggested tile and end (or the boneyard); cleared by the next move."""
        c = self._controller
        if c is None or not isinstance(action, Action):
            return
        self.input.hint = action
        self.input.hint_version = c.version
        self.input.selected = None
        if action.kind is Kind.PASS:
            c.message.emit(self.tr("Hint: you can only pass."))
        elif action.kind is Kind.DRAW:
            c.message.emit(self.tr("Hint: draw from the boneyard."))
        elif action.tile is not None:
            c.message.emit(self.tr("Hint: play %1.").replace("%1", str(action.tile)))
        self.refresh_interaction()

    def popup_score(self, event: ScoreEvent) -> None:
        """Float "+N" where the points were made (the last tile, or the scorer's label)."""
        c = self._controller
        points = event.points
        if c is None or not points or self.animator.speed <= 0:
            return   # with animations off the status line alone tells the points
        reason, seat = event.reason, event.seat
        pos = None
        if reason in ("count", "bergen") and c.line_hand.layout.tiles:
            spot = self._spots.get(c.line_hand.layout.tiles[-1])
            pos = spot.pos if spot is not None else None
        if pos is None and seat in self._labels:
            label = self._labels[seat]
            pos = label.pos() - QPointF(0, label.size()[1] + 12)
        if pos is None:
            pos = self._board_area.center()
        table = self.table_theme
        popup = ScorePopup(f"+{points}", pos, self.animator.speed,
                           QColor(table.popup_score if reason != "hand" else table.popup_hand),
                           QColor(table.popup_panel))
        floating = [item for item in self.items() if isinstance(item, ScorePopup)]
        self.addItem(popup)
        popup.keep_clear_of(floating)
        popup.start()
