"""``SolitaireScene``: the table of a one-player solitaire, drawn from a :class:`Picture`.

The scene asks the game's layout module (:mod:`dominoes_qt.scene.solitaire_layouts`) for a
picture of the engine's state: where each tile lies, the empty places (line ends, empty
columns, the stock) and the legal moves as gestures.  It scales that into the view, glides the
tiles there, and turns gestures into the engine's actions; the tile items, the animator and
the press/drag/drop skeleton are :class:`~dominoes_qt.scene.tile_scene.TileScene`'s, shared
with the multiplayer table, and this scene fills in its hooks:

* click a tile (or the stock) that has a move of its own: that move is made;
* drag a tile onto its partner or onto a lit place: that move is made; while dragging, every
  legal target is lit; a drop anywhere else glides back and the engine says why;
* click a tile with targets, then a lit target: the same as dragging;
* keyboard: Left/Right choose a tile, Up/Down/Tab a target, Enter plays, D or Space clicks the
  stock, Escape clears (as on the multiplayer table).

Scene coordinates are the view's pixels (:class:`TableView` keeps an identity transform).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from dominoes_qt.scene.controller_api import SolitaireController, Translate
from dominoes_qt.scene.solitaire_picture import Handle, Move, Picture, Place, Slot
from dominoes_qt.scene.table_items import SeatLabel
from dominoes_qt.scene.theme import SLOT_FILL, SLOT_HIGHLIGHTS, SLOT_LIT_ALPHA, table_of, with_alpha
from dominoes_qt.scene.tile_item import UNIT, TileItem
from dominoes_qt.scene.tile_scene import Drag, Press, TileScene

# (a dragged tile: tile_scene.Z_DRAG, above them all)
Z_SLOT, Z_TILE, Z_LABEL, Z_MOVING = 2.0, 10.0, 15.0, 60.0
#: Largest tile unit in pixels (a tile is 2 units long) and the margin round the picture.
MAX_UNIT_PX = 54.0
MARGIN_UNITS = 0.6


class SlotItem(QGraphicsObject):
    """An empty place: a dashed outline (lit when it is a target) or the face-down stock."""

    def __init__(self, slot: Slot) -> None:
        super().__init__()
        self.slot = slot
        self._highlight: str | None = None
        self._px = 30.0
        self.setZValue(Z_SLOT)

    @property
    def highlight(self) -> str | None:
        return self._highlight

    def set_highlight(self, kind: str | None) -> None:
        if kind != self._highlight:
            self._highlight = kind
            self.update()

    def set_slot(self, slot: Slot, px: float) -> None:
        self.prepareGeometryChange()
        self.slot = slot
        self._px = px
        self.setRotation(slot.angle)
        self.update()

    def boundingRect(self) -> QRectF:
        px = self._px
        return QRectF(-px * 1.1, -px * 0.6, px * 2.2, px * 1.2)

    def _body(self) -> QRectF:
        px = self._px
        return QRectF(-px, -px / 2, 2 * px, px)

    def contains_scene(self, pos: QPointF) -> bool:
        return self.mapRectToScene(self._body()).adjusted(-4, -4, 4, 4).contains(pos)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self._body()
        radius = self._px * 0.12
        table = table_of(self.scene())
        lit = SLOT_HIGHLIGHTS.get(self._highlight or "")
        if self.slot.style == "stock":
            path = QPainterPath()
            path.addRoundedRect(body, radius, radius)
            for shift in (3.0, 1.5, 0.0):
                painter.save()
                painter.translate(shift, -shift)
                painter.fillPath(path, QColor(table.stock if shift == 0 else table.stock_under))
                painter.restore()
            pen = QPen(QColor(lit or table.stock_rim),
                       max(1.5, self._px * (0.08 if self._highlight else 0.04)))
            painter.setPen(pen)
            painter.drawPath(path)
            if self.slot.label:
                font = QFont()
                font.setPixelSize(max(9, int(self._px * 0.42)))
                font.setBold(True)
                painter.setFont(font)
                painter.setPen(QColor(table.stock_text))
                painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.slot.label)
            return
        if self.slot.style == "mark":
            return
        pen = QPen(QColor(lit or table.slot),
                   max(1.5, self._px * (0.07 if self._highlight else 0.04)))
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(with_alpha(lit, SLOT_LIT_ALPHA) if lit else SLOT_FILL))
        inner = body.adjusted(2, 2, -2, -2)
        painter.drawRoundedRect(inner, radius, radius)
        if self.slot.label:
            font = QFont()
            font.setPixelSize(max(9, int(self._px * 0.34)))
            painter.setFont(font)
            # on a panel, so the label reads on the cloth and on a lit place alike
            width = QFontMetricsF(font).horizontalAdvance(self.slot.label) + self._px * 0.2
            height = QFontMetricsF(font).height() * 1.15
            panel = QRectF(body.center().x() - width / 2, body.center().y() - height / 2,
                           width, height).intersected(inner)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(table.panel))
            painter.drawRoundedRect(panel, radius / 2, radius / 2)
            painter.setPen(QColor(table.slot_text))
            painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.slot.label)


class SolitaireScene(TileScene[SolitaireController, Handle]):
    """The solitaire table; :meth:`set_controller`, then the controller's signals drive it.

    ``translate`` is the ``tr`` handed to the game's layout (plain functions: the app's
    translation context for them), so the scene needs nothing of the app's i18n.
    """

    def __init__(self, parent: QObject | None = None, *, translate: Translate) -> None:
        super().__init__(parent)
        self._translate = translate
        self._slots: dict[str, SlotItem] = {}
        self._captions: list[SeatLabel] = []
        self._picture = Picture()
        self._places: dict[int, Place] = {}
        self._px = 30.0
        self._origin = QPointF()
        self._selected: Handle | None = None
        self._target_index = 0
        self._hint: Any = None
        self._hint_version = -1

    # -- wiring ----------------------------------------------------------------------------------
    def _connections(self) -> list[tuple[SignalInstance, Callable[..., None]]]:
        c = self._controller
        assert c is not None
        return [(c.state_changed, self._on_state_changed), (c.hint_ready, self.show_hint)]

    # -- queries (tests) -------------------------------------------------------------------------
    @property
    def picture(self) -> Picture:
        return self._picture

    def tile_pos(self, tid: int) -> QPointF:
        """Scene point of the centre of tile ``tid`` where the picture puts it."""
        place = self._places[tid]
        return self.point(place.x, place.y)

    def slot_item(self, key: str) -> SlotItem:
        return self._slots[key]

    def slot_pos(self, key: str) -> QPointF:
        slot = self._slots[key].slot
        return self.point(slot.x, slot.y)

    @property
    def selected(self) -> Handle | None:
        return self._selected

    @property
    def unit_px(self) -> float:
        return self._px

    def captions(self) -> list[str]:
        return [c.name + (" " + c.detail if c.detail else "") for c in self._captions
                if c.isVisible()]

    # -- drawing ---------------------------------------------------------------------------------
    def point(self, x: float, y: float) -> QPointF:
        return self._origin + QPointF(x * self._px, y * self._px)

    def _fit(self, bounds: tuple[float, float, float, float]) -> None:
        x0, y0, x1, y1 = bounds
        x0, y0, x1, y1 = x0 - MARGIN_UNITS, y0 - MARGIN_UNITS, x1 + MARGIN_UNITS, y1 + MARGIN_UNITS
        w, h = self._size
        px = min(w / max(1.0, x1 - x0), h / max(1.0, y1 - y0), MAX_UNIT_PX)
        self._px = max(6.0, px)
        centre = QPointF((x0 + x1) / 2, (y0 + y1) / 2)
        self._origin = QPointF(w / 2, h / 2) - centre * self._px

    def _item(self, tid: int) -> TileItem:
        item = self._tiles.get(tid)
        return item if item is not None else self._add_tile_item(tid)

    def _draw(self, animate: bool) -> None:
        c = self._controller
        assert c is not None
        if self._hint is not None and self._hint_version != c.version:
            self._hint = None
        picture = c.picture(self._translate)
        self._picture = picture
        self._fit(picture.bounds)
        places = {p.tile: p for p in picture.places}
        self._places = places
        dragged = self._drag.item if self._drag is not None else None
        scale = self._px / UNIT
        for tid in set(self._tiles) | set(places):
            item = self._item(tid)
            place = places.get(tid)
            if place is None:
                self.animator.stop(item)
                item.hide()
                continue
            if item is dragged:
                continue
            item.set_face_up(place.face_up)
            item.set_faces(*place.faces)
            item.setOpacity(0.7 if place.dim else 1.0)
            pos = self.point(place.x, place.y)
            moving = (animate and item.isVisible() and self.animator.speed > 0
                      and ((item.pos() - pos).manhattanLength() > 1.0
                           or abs(item.rotation() - place.angle) > 0.5
                           or abs(item.scale() - scale) > 1e-3))
            if moving:
                item.setZValue(Z_MOVING)
                self.animator.move(item, pos, place.angle, scale,
                                   done=partial(item.setZValue, Z_TILE))
            else:
                self.animator.stop(item)
                item.setPos(pos)
                item.setRotation(place.angle)
                item.setScale(scale)
                item.setZValue(Z_TILE)
            item.show()
        self._sync_slots(picture)
        self._sync_captions(picture)
        if self._selected is not None and not picture.moves_from(self._selected) \
                and self._selected not in picture.cursor_order:
            self._selected = None
        self._refresh_highlights()

    def _sync_slots(self, picture: Picture) -> None:
        wanted = {s.key: s for s in picture.slots}
        for key in list(self._slots):
            if key not in wanted:
                self.removeItem(self._slots.pop(key))
        for key, slot in wanted.items():
            item = self._slots.get(key)
            if item is None:
                item = SlotItem(slot)
                self.addItem(item)
                self._slots[key] = item
            item.set_slot(slot, self._px)
            item.setPos(self.point(slot.x, slot.y))

    def _sync_captions(self, picture: Picture) -> None:
        while len(self._captions) < len(picture.captions):
            label = SeatLabel()
            label.setZValue(Z_LABEL)
            self.addItem(label)
            self._captions.append(label)
        px = max(11.0, min(self._px * 0.42, 18.0))
        for i, label in enumerate(self._captions):
            if i >= len(picture.captions):
                label.hide()
                continue
            cap = picture.captions[i]
            label.set_content(cap.text, cap.detail, cap.active, px)
            label.setPos(self.point(cap.x, cap.y))   # the label is drawn round its centre
            label.show()

    # -- highlights ------------------------------------------------------------------------------
    def _targets_of(self, source: Handle | None) -> list[Handle]:
        if source is None:
            return []
        out: list[Handle] = []
        for m in self._picture.moves_from(source):
            if m.target is not None and m.target not in out:
                out.append(m.target)
        return out

    def _set_handle_highlight(self, handle: Handle, kind: str | None) -> None:
        if isinstance(handle, int):
            item = self._tiles.get(handle)
            if item is not None:
                item.set_highlight(kind)
        else:
            slot = self._slots.get(handle)
            if slot is not None:
                slot.set_highlight(kind)

    def _refresh_highlights(self) -> None:
        self._update_highlights()
        self._pointer_refresh()

    def _clickable_at(self, pos: QPointF) -> bool:
        """A lit place or tile takes a click at ``pos`` (for the cursor)."""
        handle = self._handle_at(pos)
        if isinstance(handle, str):
            slot = self._slots.get(handle)
            return slot is not None and slot.highlight is not None
        if isinstance(handle, int):
            item = self._tiles.get(handle)
            return item is not None and (item.interactive or item.highlight is not None)
        return False

    def _update_highlights(self) -> None:
        picture = self._picture
        c = self._controller
        awaiting = c is not None and c.awaiting_human
        sources = set(picture.sources()) if awaiting else set()
        clickable = {m.source for m in picture.moves if m.target is None} if awaiting else set()
        for tid, item in self._tiles.items():
            item.set_highlight("legal" if tid in clickable and self._drag is None else None)
            item.interactive = awaiting and tid in sources
        for key, slot in self._slots.items():
            slot.set_highlight("legal" if key in clickable and self._drag is None else None)
        if self._drag is not None:
            for target in self._targets_of(self._drag.tile):
                self._set_handle_highlight(target, "legal")
            return
        if self._selected is not None:
            self._set_handle_highlight(self._selected, "selected")
            targets = self._targets_of(self._selected)
            for i, target in enumerate(targets):
                current = targets and i == self._target_index % len(targets)
                self._set_handle_highlight(target, "drop" if current else "legal")
        if self._hint is not None:
            for m in picture.moves:
                if m.action == self._hint:
                    self._set_handle_highlight(m.source, "hint")
                    if m.target is not None:
                        self._set_handle_highlight(m.target, "hint")
                    break

    def show_hint(self, action: object) -> None:
        """Light the hinted move (the controller says it on the status line)."""
        c = self._controller
        if c is None or action is None:
            self._hint = None
        else:
            self._hint = action
            self._hint_version = c.version
        self._selected = None
        self._refresh_highlights()

    @property
    def hint(self) -> Any:
        return self._hint

    # -- hit testing -----------------------------------------------------------------------------
    def _handle_at(self, pos: QPointF, exclude: TileItem | None = None) -> Handle | None:
        for item in self.items(pos):
            if item is exclude:
                continue
            tid = self.tile_id(item)
            if tid is not None and item.isVisible() and tid in self._places:
                return tid
            if isinstance(item, SlotItem) and item.contains_scene(pos):
                return item.slot.key
        for key, slot in self._slots.items():
            if slot.contains_scene(pos):
                return key
        return None

    def _drop_target(self, drag: Drag, pos: QPointF) -> Handle | None:
        """The target under the pointer or, failing that, the nearest legal one within reach."""
        handle = self._handle_at(pos, exclude=drag.item)
        if handle is not None:
            return handle
        reach = 1.6 * self._px
        best: tuple[float, Handle] | None = None
        for target in self._targets_of(drag.tile):
            centre = self._handle_centre(target)
            if centre is None:
                continue
            d = (centre - drag.item.scenePos()).manhattanLength()
            if d <= reach and (best is None or d < best[0]):
                best = (d, target)
        return best[1] if best else None

    def _handle_centre(self, handle: Handle) -> QPointF | None:
        if isinstance(handle, int):
            place = self._places.get(handle)
            return self.point(place.x, place.y) if place else None
        slot = self._slots.get(handle)
        return slot.scenePos() if slot else None

    # -- the gestures' hooks (TileScene) ---------------------------------------------------------
    def _pressed(self, pos: QPointF) -> Press[Handle] | None:
        handle = self._handle_at(pos)
        if handle is None:
            self._selected = None
            self._refresh_highlights()
            return None
        return Press(handle, pos)

    def _clicked(self, handle: Handle) -> None:
        self.click(handle)

    def _draggable(self, handle: Handle) -> int | None:
        if not isinstance(handle, int):
            return None   # places and the stock are not dragged
        place = self._places.get(handle)
        return handle if place is not None and place.face_up else None

    def _moves_of(self, tid: int) -> tuple[Move, ...]:
        return tuple(m for m in self._picture.moves_from(tid) if m.target is not None)

    def _picked_up(self, drag: Drag) -> None:
        self._selected = None
        self._hint = None
        drag.item.setOpacity(1.0)
        self._refresh_highlights()

    def _dragged_over(self, drag: Drag, pos: QPointF) -> None:
        target = self._drop_target(drag, pos)
        for t in self._targets_of(drag.tile):
            self._set_handle_highlight(t, "drop" if t == target else "legal")

    def _dropped(self, drag: Drag, target: Any, pos: QPointF) -> bool:
        c = self._controller
        assert c is not None
        move = self._picture.move_between(drag.tile, target) if target is not None else None
        if move is not None and c.play_human(move.action):
            return True   # state_changed synced: the tile glides from here into its new place
        if target is not None and target != drag.tile:
            c.explain_gesture(drag.tile, target)
        elif target is None and not drag.moves:
            c.explain_gesture(drag.tile, None)
        else:
            c.illegal.emit(self.tr("Drop the tile on a lit place."))
        return False

    def click(self, handle: Handle) -> None:
        """A click on a tile or a place: play it, select it, or complete the selected move."""
        c = self._controller
        assert c is not None
        picture = self._picture
        selected = self._selected
        if selected is not None and selected != handle:
            move = picture.move_between(selected, handle)
            if move is not None:
                self._play(move)
                return
        if selected == handle:
            self._selected = None
            self._refresh_highlights()
            return
        own = picture.move_between(handle, None)
        if own is not None and not self._targets_of(handle):
            self._play(own)
            return
        if self._targets_of(handle):
            self._selected = handle
            self._target_index = 0
            self._hint = None
            self._refresh_highlights()
            c.message.emit(self.tr("Now click a lit place (or drag the tile there)."))
            return
        if own is not None:
            self._play(own)
            return
        if selected is not None:
            c.explain_gesture(selected, handle)
        else:
            c.explain_gesture(handle, None)
        self._selected = None
        self._refresh_highlights()

    def _play(self, move: Move) -> None:
        c = self._controller
        assert c is not None
        self._selected = None
        self._hint = None
        if not c.play_human(move.action):
            self.sync()

    # -- keyboard --------------------------------------------------------------------------------
    def _key(self, key: int) -> bool:
        c = self._controller
        assert c is not None
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._cursor_step(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            targets = self._targets_of(self._selected)
            if targets:
                step = -1 if key in (Qt.Key.Key_Up, Qt.Key.Key_Backtab) else 1
                self._target_index = (self._target_index + step) % len(targets)
                self._refresh_highlights()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._enter()
        elif key in (Qt.Key.Key_D, Qt.Key.Key_Space):
            key_slot = next((k for k in ("stock", "next") if k in self._slots), "stock")
            if key_slot in self._slots:
                self.click(key_slot)
            else:
                c.explain_gesture(key_slot, None)
        elif key == Qt.Key.Key_Escape:
            self._selected = None
            self._refresh_highlights()
        else:
            return False
        return True

    def _cursor_step(self, step: int) -> None:
        order = [h for h in self._picture.cursor_order]
        if not order:
            return
        if self._selected in order:
            index = (order.index(self._selected) + step) % len(order)
        else:
            index = 0 if step > 0 else len(order) - 1
        self._selected = order[index]
        self._target_index = 0
        self._hint = None
        self._refresh_highlights()
        c = self._controller
        assert c is not None
        handle = self._selected
        if self._picture.moves_from(handle):
            c.message.emit(self.tr("Enter plays; Up/Down choose where."))
        else:
            c.explain_gesture(handle, None)

    def _enter(self) -> None:
        selected = self._selected
        if selected is None:
            if self._hint is not None:
                for m in self._picture.moves:
                    if m.action == self._hint:
                        self._play(m)
                        return
            return
        targets = self._targets_of(selected)
        if targets:
            target = targets[self._target_index % len(targets)]
            move = self._picture.move_between(selected, target)
            if move is not None:
                self._play(move)
                return
        own = self._picture.move_between(selected, None)
        if own is not None:
            self._play(own)
            return
        c = self._controller
        assert c is not None
        c.explain_gesture(selected, None)
