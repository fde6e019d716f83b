"""What a screen reader finds on the table: the table view's accessible children.

Tiles, ends, labels and the score are painted items of a Graphics View, which Qt does not
expose to assistive technology by itself. :func:`install` registers an accessible interface
for the table view whose children are those items, each with a name, a role and a
description (over AT-SPI on Linux): your tiles ("4-6", "plays on the end showing 6"; the one
chosen with the keyboard is focused, with a focus event), the open ends, the tiles on the
table, each seat's label, the score and the boneyard.  At a train table also every train with
its owner, its marker and its open end, the double or chicken foot still waiting and who
answers it, and each tile on the table with its train or toe (the words:
``scene/place_words.py``).  What happens is announced by the status line
(``StatusLine.announce``).

The children are kept for the life of the view, one per thing on the table (Qt's
accessibility cache holds on to them); one that is gone reports itself invalid.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QGraphicsItem, QGraphicsView, QWidget

from dominoes_qt.rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for; returns str
from dominoes_qt.rules.tiles import tile_id
from dominoes_qt.scene.drop_target import DropGhost
from dominoes_qt.scene.place_words import (
    destination,
    location,
    table_order,
    tile_place,
    train_parts,
    train_round,
)
from dominoes_qt.scene.table_items import ScorePanel, SeatLabel
from dominoes_qt.scene.tile_item import TileItem

Role = QAccessible.Role
_installed = False


#: Each number as a word: a screen reader says "six-four" well, "6-4" as "six minus four".
_NUMBER_WORDS = (
    QT_TRANSLATE_NOOP("TableAccessibility", "blank"),
    QT_TRANSLATE_NOOP("TableAccessibility", "one"),
    QT_TRANSLATE_NOOP("TableAccessibility", "two"),
    QT_TRANSLATE_NOOP("TableAccessibility", "three"),
    QT_TRANSLATE_NOOP("TableAccessibility", "four"),
    QT_TRANSLATE_NOOP("TableAccessibility", "five"),
    QT_TRANSLATE_NOOP("TableAccessibility", "six"),
    QT_TRANSLATE_NOOP("TableAccessibility", "seven"),
    QT_TRANSLATE_NOOP("TableAccessibility", "eight"),
    QT_TRANSLATE_NOOP("TableAccessibility", "nine"),
    QT_TRANSLATE_NOOP("TableAccessibility", "ten"),
    QT_TRANSLATE_NOOP("TableAccessibility", "eleven"),
    QT_TRANSLATE_NOOP("TableAccessibility", "twelve"),
)


def number_word(n: int) -> str:
    return QCoreApplication.translate("TableAccessibility", _NUMBER_WORDS[n])


def _tile_text(item: TileItem) -> str:
    """A tile's name as players say it, the higher number first: "six-four", "six-blank"."""
    low, high = item.tile
    return f"{number_word(high)}-{number_word(low)}"


class _Part(QAccessibleInterface):
    """One thing on the table, as assistive technology sees it."""

    def __init__(self, table: TableAccessible) -> None:
        super().__init__()
        self._table = table
        self.valid = True
        self.name = ""
        self.description = ""
        self.part_role = Role.StaticText
        self.focused = False
        self.item: QGraphicsItem | None = None

    def isValid(self) -> bool:  # noqa: N802 - Qt's names
        return self.valid

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt allows none
        return None

    def window(self) -> Any:
        return self._table.window()

    def rect(self) -> QRect:
        view = self._table.view
        if self.item is None or not self.valid:
            return QRect()
        box = self.item.sceneBoundingRect()
        top_left = view.viewport().mapToGlobal(view.mapFromScene(box.topLeft()))
        bottom_right = view.viewport().mapToGlobal(view.mapFromScene(box.bottomRight()))
        return QRect(top_left, bottom_right).normalized()

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.name
        if kind == QAccessible.Text.Description:
            return self.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass

    def role(self) -> QAccessible.Role:
        return self.part_role

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = self.part_role == Role.ListItem
        state.focused = self.focused
        state.selected = self.focused
        state.invisible = not self.valid
        return state

    def parent(self) -> QAccessibleInterface:
        return self._table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802, E501
        return None


class TableAccessible(QAccessibleWidget):
    """The table view for assistive technology: its children are the things on the table."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, Role.Canvas, QCoreApplication.translate("TableAccessibility", "Table"))
        self.view = view
        self._parts: dict[tuple[Any, ...], _Part] = {}
        self._shown: list[_Part] = []

    def text(self, kind: QAccessible.Text) -> str:
        """The canvas's name in the language shown now (it follows a live switch)."""
        if kind == QAccessible.Text.Name:
            return QCoreApplication.translate("TableAccessibility", "Table")
        return super().text(kind)

    # -- the children ----------------------------------------------------------------------------
    def parts(self) -> list[_Part]:
        """The children as they are now (made again from the scene at every question)."""
        for part in self._parts.values():
            part.valid = False
        shown = []
        for key, name, description, role, item, focused in self._describe():
            found = self._parts.get(key)
            part = found if found is not None else _Part(self)
            self._parts[key] = part
            part.valid, part.name, part.description = True, name, description
            part.part_role, part.item, part.focused = role, item, focused
            shown.append(part)
        self._shown = shown
        return shown

    def _describe(self) -> Iterable[tuple[tuple[Any, ...], str, str, Any, Any, bool]]:
        scene = self.view.scene()
        if scene is None:
            return
        selected = _keyboard_choice(scene)
        rack: list[TileItem] = []
        table: list[TileItem] = []
        ends: list[DropGhost] = []
        labels: list[QGraphicsItem] = []
        for item in scene.items():
            if not item.isVisible():
                continue
            if isinstance(item, DropGhost):
                ends.append(item)
            elif isinstance(item, TileItem):
                (rack if _in_rack(scene, item) else table).append(item)
            elif isinstance(item, SeatLabel | ScorePanel):
                labels.append(item)
        for item in sorted(rack, key=lambda i: i.scenePos().x()):
            if not item.face_up:
                yield (("back", id(item)), QCoreApplication.translate("TableAccessibility", "Face-down tile"), "", Role.StaticText, item,
                       False)
                continue
            text = _tile_text(item)
            yield (("rack", text), text, _rack_description(scene, item), Role.ListItem, item,
                   item.tile == selected)
        for item in ends:
            shown = sorted({n for n in (_end_number(scene, a) for a in item.actions)
                            if n is not None})
            name = (QCoreApplication.translate("TableAccessibility", "Open end showing %1").replace("%1", ", ".join(map(str, shown)))
                    if shown else QCoreApplication.translate("TableAccessibility", "Place to lead"))
            where = location(_controller(scene), item.actions[0].socket) if item.actions else ""
            if shown and where:   # a train game: which train or toe
                name = f"{name}, {where}"
            yield (("end", id(item)), name, QCoreApplication.translate("TableAccessibility", "A tile can be played here"), Role.Button,
                   item, False)
        movable = _movable(scene)
        c = _controller(scene)
        trains = train_round(c) is not None
        for index, (text, description) in enumerate(train_parts(c) if trains else []):
            yield (("train", index), text, description, Role.StaticText, None, False)

        def order(i: TileItem) -> tuple[Any, ...]:
            if trains:   # the engine, then train by train: what a sighted player reads
                return table_order(c, tile_id(*i.tile))
            return (i.scenePos().y(), i.scenePos().x())

        for item in sorted(table, key=order):
            if item.face_up:
                low, high = item.tile
                place = tile_place(c, tile_id(low, high)) if trains else ""
                where = (QCoreApplication.translate("TableAccessibility", "Can be moved now")
                         if tile_id(low, high) in movable
                         else place or QCoreApplication.translate("TableAccessibility", "On the table"))
                yield (("table", _tile_text(item)), _tile_text(item), where,
                       Role.StaticText, item, False)
        for item in labels:
            if isinstance(item, SeatLabel) and item.name:
                text = item.name + (", " + item.detail if item.detail else "")
                yield (("label", id(item)), text, "", Role.StaticText, item, False)
            elif isinstance(item, ScorePanel):
                for n, (who, score, _lead) in enumerate(item.rows):
                    yield (("score", n), f"{who} {score}".strip(), QCoreApplication.translate("TableAccessibility", "Score"), Role.StaticText,
                           item, False)

    # -- QAccessibleInterface ----------------------------------------------------------------------
    def childCount(self) -> int:  # noqa: N802
        return len(self.parts())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        parts = self._shown or self.parts()
        return parts[index] if 0 <= index < len(parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return self._shown.index(child) if child in self._shown else -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802, E501
        for part in self.parts():
            if part.rect().contains(x, y):
                return part
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802, E501
        return next((p for p in self.parts() if p.focused), None)


def _movable(scene: Any) -> set[int]:
    """The tiles of a solitaire that start a legal move now (none at the multiplayer table,
    whose movable tiles are in the rack).  The solitaire scene's module is only looked up:
    while no solitaire was shown it is not loaded, and the table is not one."""
    module = sys.modules.get("dominoes_qt.scene.solitaire_scene")
    if module is None or not isinstance(scene, module.SolitaireScene):
        return set()
    return {m.source for m in scene.picture.moves if isinstance(m.source, int)}


def _keyboard_choice(scene: Any) -> tuple[int, int] | None:
    """The tile chosen with the keyboard (or a click), as (low, high), or None."""
    chooser = getattr(scene, "input", None)
    tid = getattr(chooser, "selected", None)
    if tid is None:
        return None
    item = scene.tile_item(tid) if hasattr(scene, "tile_item") else None
    return item.tile if isinstance(item, TileItem) else None


def _in_rack(scene: Any, item: TileItem) -> bool:
    area = getattr(scene, "rack_area", None)
    return area is not None and area.contains(item.scenePos())


def _controller(scene: Any) -> Any:
    return getattr(scene, "controller", None)


def _end_number(scene: Any, action: Any) -> int | None:
    c = _controller(scene)
    try:
        return c.line_hand.open_ends().get(action.socket)
    except Exception:   # no line game on the table
        return None


def _rack_description(scene: Any, item: TileItem) -> str:
    """Where a tile of your hand can go now, in words."""
    c = _controller(scene)
    if c is None or c.record is None or not c.awaiting_human:
        return ""
    low, high = item.tile
    tid = high * (high + 1) // 2 + low
    actions = scene.actions_for(tid) if hasattr(scene, "actions_for") else []
    if not actions:
        return QCoreApplication.translate("TableAccessibility", "Does not fit now")
    places = list(dict.fromkeys(destination(c, a.socket) for a in actions))
    if train_round(c) is not None and all(places):   # "Plays on your train, on …"
        return QCoreApplication.translate("TableAccessibility", "Plays %1").replace("%1", ", ".join(places))
    ends = sorted({n for n in (_end_number(scene, a) for a in actions) if n is not None})
    if not ends:
        return QCoreApplication.translate("TableAccessibility", "Can lead")
    return QCoreApplication.translate("TableAccessibility", "Plays on the end showing %1").replace("%1", ", ".join(map(str, ends)))


class FocusEvents(QObject):
    """Tells listeners (tests) of each focus event sent for a tile of the hand."""

    #: the focused child's name ("six-four")
    focused = Signal(str)


_focus_events: FocusEvents | None = None


def focus_events() -> FocusEvents:
    global _focus_events
    if _focus_events is None:
        _focus_events = FocusEvents()
    return _focus_events


def send_focus(view: QGraphicsView) -> None:
    """Send assistive technology a focus event for the tile chosen on ``view``'s table (a
    screen reader then reads it as the focused item, not only as a state in the tree)."""
    iface = table_interface(view)
    if iface is None:
        return
    child = iface.focusChild()
    if child is None:
        return
    QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.Focus))
    focus_events().focused.emit(child.text(QAccessible.Text.Name))


def _follow_focus(view: QGraphicsView) -> None:
    """Send a focus event whenever the table's chosen tile changes (once per view)."""
    chooser = getattr(view.scene(), "input", None)
    if chooser is None or view.property("dominoes_focus_followed"):
        return
    view.setProperty("dominoes_focus_followed", True)
    chooser.chosen.connect(lambda _tid: send_focus(view))


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    from dominoes_qt.scene.table_view import TableView

    if isinstance(obj, TableView):
        _follow_focus(obj)
        return TableAccessible(obj)
    return None


def install() -> None:
    """Let assistive technology see the table (once per process)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


def announce(view: QWidget, text: str) -> None:
    """Have a screen reader say ``text`` from the table canvas (the live coach's grade); the
    view keeps the last one said as its ``announcement`` property."""
    if not text:
        return
    view.setProperty("announcement", text)
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(view, text))


def table_interface(view: QWidget) -> TableAccessible | None:
    """The view's accessible interface (tests)."""
    iface = QAccessible.queryAccessibleInterface(view)
    return iface if isinstance(iface, TableAccessible) else None
