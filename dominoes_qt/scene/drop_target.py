"""Drop targets: translucent "ghost" tiles showing where a lifted tile would lie.

A ghost stands for one legal play (an engine ``Action``) of the lifted tile; several plays on
the same end (All Sevens wilds, which fit either way round) share one ghost, and where the
tile is dropped decides which of them is meant (:func:`choose_action`).  Hit-testing follows
KCardScene: the target with the largest overlap wins, else the nearest one within reach.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem

from dominoes_qt.rules.actions import Action
from dominoes_qt.scene.tile_item import UNIT, TileItem

GHOST_OPACITY = 0.72


@dataclass(frozen=True)
class GhostSpot:
    """Where one play would put the tile, in scene coordinates (centre, rotation, scale)."""

    action: Action
    pos: QPointF
    rotation: float
    scale: float
    faces: tuple[int, int]


class DropGhost(TileItem):
    """A translucent tile marking a legal end; holds the plays it stands for."""

    Type = QGraphicsItem.UserType + 2  # type: ignore[attr-defined]

    def __init__(self, spots: Sequence[GhostSpot]) -> None:
        first = spots[0]
        super().__init__(*first.faces)
        self.spots: tuple[GhostSpot, ...] = tuple(spots)
        self.setPos(first.pos)
        self.setRotation(first.rotation)
        self.setScale(first.scale)
        self.setOpacity(GHOST_OPACITY)
        self.setZValue(30)
        self.setAcceptHoverEvents(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.set_highlight("legal")   # the scene shows the pointing hand over it (pointer.py)

    def type(self) -> int:
        return DropGhost.Type

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(s.action for s in self.spots)

    def show_spot(self, spot: GhostSpot) -> None:
        """Show the orientation of one of its plays (the one the drop would choose)."""
        self.set_faces(*spot.faces)
        self.setRotation(spot.rotation)


def half_centres(item: TileItem) -> tuple[tuple[int, QPointF], tuple[int, QPointF]]:
    """(number, scene centre) of a tile item's two halves."""
    a, b = item.faces
    return ((a, item.mapToScene(QPointF(-UNIT / 2, 0))), (b, item.mapToScene(QPointF(UNIT / 2, 0))))


def spot_half(spot: GhostSpot, number: int) -> QPointF:
    """Scene centre of the half of a ghost spot that shows ``number`` (the first such half)."""
    from PySide6.QtGui import QTransform

    t = QTransform()
    t.translate(spot.pos.x(), spot.pos.y())
    t.rotate(spot.rotation)
    t.scale(spot.scale, spot.scale)
    local = QPointF(-UNIT / 2, 0) if spot.faces[0] == number else QPointF(UNIT / 2, 0)
    return t.map(local)


def choose_action(ghost: DropGhost, item: TileItem) -> GhostSpot:
    """The ghost's play that matches how the tile was dropped: the halves nearest each other."""
    if len(ghost.spots) == 1:
        return ghost.spots[0]
    halves = half_centres(item)

    def cost(spot: GhostSpot) -> float:
        touching = spot.action.touching
        mine = next((p for n, p in halves if n == touching), halves[0][1])
        theirs = spot_half(spot, touching)
        d = mine - theirs
        return d.x() * d.x() + d.y() * d.y()

    return min(ghost.spots, key=cost)


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def best_ghost(ghosts: Sequence[DropGhost], rect: QRectF, centre: QPointF,
               reach: float) -> DropGhost | None:
    """The ghost with the largest overlap with ``rect``, else the nearest within ``reach``."""
    best: DropGhost | None = None
    best_area = 0.0
    for ghost in ghosts:
        area = _area(ghost.sceneBoundingRect().intersected(rect))
        if area > best_area:
            best, best_area = ghost, area
    if best is not None:
        return best
    nearest: DropGhost | None = None
    nearest_d = reach * reach
    for ghost in ghosts:
        d = ghost.scenePos() - centre
        dd = d.x() * d.x() + d.y() * d.y()
        if dd <= nearest_d:
            nearest, nearest_d = ghost, dd
    return nearest
