"""The line of play on the table: its geometry, its fit into the middle, the player's zoom.

:class:`TableBoard` is an object the :class:`~dominoes_qt.scene.table_scene.TableScene` owns
(``scene.board``).  It keeps :mod:`dominoes_qt.geometry`'s layouter in step with the engine's
layout, scales the placed tiles and lit ends into the free middle of the table
(:class:`~dominoes_qt.scene.board_fit.BoardFit`: all of it in view and readable), zooms and
pans the line at the player's wish, and hides what a zoomed-in line puts out of its area
(:class:`BoardMask`).  It knows tile units and scene points only; which tile item goes where,
and the lit ends, are the scene's.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsScene

from dominoes_qt.geometry import DEFAULT_TABLE, DropTarget, LineLayouter, Placement
from dominoes_qt.geometry import PlacedTile as GeoTile
from dominoes_qt.rules.actions import LEAD, Action
from dominoes_qt.rules.catalogue import Table, find_game
from dominoes_qt.rules.settings import DrawPolicy, Spinners
from dominoes_qt.rules.tiles import set_count
from dominoes_qt.scene.board_fit import BoardFit, BoardMask, table_box
from dominoes_qt.scene.hand_rack import LEFT, TOP, seat_places
from dominoes_qt.scene.tile_item import UNIT

# the line lies under the mask that hides it beyond its area when zoomed in; the lit ends
# (table_scene.Z_GHOST) lie between them
Z_BOARD, Z_MASK = 2.0, 4.0

Rect = tuple[float, float, float, float]   # x, y, width, height in tile units


@dataclass(frozen=True)
class Spot:
    """Where a tile item belongs after a sync."""

    pos: QPointF
    rotation: float
    scale: float
    faces: tuple[int, int]
    face_up: bool
    z: float
    visible: bool = True


def spinner_tips(settings: Any) -> bool | None:
    """Which doubles' tips the geometry keeps room at: all (spinner games), none, or (a cross
    whose later doubles are no spinners: The Star) those the engine opens."""
    if settings.spinners is Spinners.NONE:
        return False
    if settings.spinners is Spinners.CROSS and settings.cross_then is Spinners.NONE:
        return None
    return True


def owner_points(players: int, viewer: int) -> list[tuple[float, float]]:
    """Where each seat sits round the table (x and y from -1 to 1 at its edges, +y south):
    the viewer at the bottom, the others where :func:`seat_places` puts their hands."""
    points = [(0.0, 0.0)] * players
    points[viewer % players] = (0.0, 1.5)
    for k, place in enumerate(seat_places(players - 1)):
        along = -1.0 + 2.0 * (place.index + 0.5) / place.count
        points[(viewer + 1 + k) % players] = (
            (along, -1.5) if place.edge == TOP else (-1.5 if place.edge == LEFT else 1.5, along))
    return points


def layouter_for(settings: Any, table: tuple[float, float], viewer: int = 0) -> Any:
    """The geometry of a game's table: the line of play's, or the train games' (the engine
    and its trains, or its chicken feet; each train's lane towards where ``viewer`` sees its
    owner sit)."""
    game = find_game(settings.game_id)
    if game.table is not Table.TRAINS:
        return LineLayouter(table, spinner_tips=spinner_tips(settings))
    # loaded with a train game, as the game's own module is (start-up draws a line game)
    from dominoes_qt.rules.games.trains import MexicanTrainRound
    from dominoes_qt.train_geometry import FootLayouter, MexicanLayouter

    cls = game.state_class
    if cls is not None and issubclass(cls, MexicanTrainRound):
        owners: list[tuple[float, float] | None] = list(owner_points(settings.players, viewer))
        return MexicanLayouter(settings.players + 1, table, owners + [None])
    return FootLayouter(6 if settings.extra.get("centre") == "foot" else 4, table)


def table_units(settings: Any, area: QRectF) -> tuple[float, float]:
    """The box the line must bend to stay in, for a board ``area`` (:func:`table_box`)."""
    n = set_count(settings.set_n)
    if settings.draw is DrawPolicy.NONE:
        n = min(n, settings.players * settings.hand_size)
    w, h = table_box(area.width(), area.height(), n)
    return (float(w), float(h))


class TableBoard:
    """The line of play's geometry and its scale into the scene."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.layouter: Any = LineLayouter()
        self._laid: list[GeoTile] = []
        #: the seat at the bottom of the table (the train games' lanes lead to their owners)
        self.viewer = 0
        self.table_units: tuple[float, float] = DEFAULT_TABLE
        # scene = origin + units * px (the fit, or the player's zoom and pan)
        self.fit = BoardFit()
        self._line_box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)   # l, t, r, b
        self.px = 30.0
        self.origin = QPointF(500, 350)
        self.mask = BoardMask()
        self.mask.setZValue(Z_MASK)
        scene.addItem(self.mask)
        #: scene points of the open ends (socket id -> point), set by the scene's sync
        self.socket_points: dict[int, QPointF] = {}

    # -- the line of play ------------------------------------------------------------------------
    def new_line(self, settings: Any, area: QRectF | None = None) -> None:
        """Start an empty line (a new hand, or a new shape of table for ``area``)."""
        if area is not None:
            self.table_units = table_units(settings, area)
        self.layouter = layouter_for(settings, self.table_units, self.viewer)
        self._laid = []

    def resized(self, settings: Any, area: QRectF) -> None:
        """The board area changed: lay the line out again only for a new shape of table."""
        old, new = self.table_units, table_units(settings, area)
        if abs(new[0] - old[0]) >= 1 or abs(new[1] - old[1]) >= 1:
            self.new_line(settings, area)

    def follow(self, layout: Any, settings: Any, viewer: int | None = None) -> None:
        """Bring the geometry up to date with the engine's layout (incremental, stable); a
        new ``viewer`` (hot seat) lays a train game's lanes out again towards their owners."""
        placed = [GeoTile(p.touching, p.outer, p.parent_socket, p.inline)
                  for p in layout.placed()]
        turned = viewer is not None and viewer != self.viewer
        if viewer is not None:
            self.viewer = viewer
        if placed[: len(self._laid)] != self._laid or turned and self._has_lanes():
            self.new_line(settings)
        if placed[len(self._laid):]:
            self.layouter.note_open(layout.open)
        for tile in placed[len(self._laid):]:
            if tile.parent_socket is not None:
                self.layouter.note_open((tile.parent_socket,))
            self.layouter.add(tile)
            self._laid.append(tile)

    def _has_lanes(self) -> bool:
        from dominoes_qt.train_geometry import MexicanLayouter

        return isinstance(self.layouter, MexicanLayouter)

    def targets(self, sockets: Iterable[int]) -> dict[int, DropTarget]:
        """The geometry's drop target of each open socket (those it can place)."""
        out = {}
        for socket in sockets:
            try:
                out[socket] = self.layouter.target(socket)
            except ValueError:
                continue
        return out

    def fit_into(self, area: QRectF, extra: Iterable[Rect], unit: float,
                 focus: Sequence[Rect] = ()) -> None:
        """Scale every placed tile and drop target into the middle area, all of it visible.

        Zoomed in, the player's scale stays and the view pans to show ``focus`` (the newest
        tile, the ends the player may play on) when it is out of sight.
        """
        rects = list(extra)
        station = getattr(self.layouter, "station", None)
        if station is not None:               # Mexican Train: the station round the engine
            left, top, right, bottom = station()
            rects.append((left, top, right - left, bottom - top))
        self._line_box = (min((r[0] for r in rects), default=0.0),
                          min((r[1] for r in rects), default=0.0),
                          max((r[0] + r[2] for r in rects), default=0.0),
                          max((r[1] + r[3] for r in rects), default=0.0))
        box = None
        if focus:
            box = (min(r[0] for r in focus), min(r[1] for r in focus),
                   max(r[0] + r[2] for r in focus), max(r[1] + r[3] for r in focus))
        self.fit.update(area, rects, unit * 1.05, box)
        self.refit()

    def focus(self, targets: dict[int, DropTarget], playable: set[int] | None) -> list[Rect]:
        """What a zoomed-in view keeps in sight: the newest tile, and the ends the player may
        play on (``playable`` sockets, None when it is not the player's turn; all of them if
        they fit in view)."""
        placements = self.layouter.placements
        focus = [placements[-1].rect()] if placements else []
        if playable is not None:
            ends = [t.rect() for s, t in targets.items() if s in playable]
            if ends:
                focus = ends
        return focus

    def refit(self) -> tuple[Callable[[QPointF], QPointF], float]:
        """Take the fit's scale and origin; return how a scene point on the old line moves,
        and by what factor the line grew."""
        old_origin, old_px = QPointF(self.origin), self.px
        fit = self.fit
        self.px = fit.px
        self.origin = QPointF(fit.origin)
        self.mask.set_rects(self._scene.sceneRect(), fit.area)
        self.mask.setVisible(fit.zoomed)
        s = self.px / old_px
        origin = QPointF(self.origin)

        def moved(p: QPointF) -> QPointF:
            return origin + (p - old_origin) * s

        return moved, s

    def point(self, x: float, y: float) -> QPointF:
        """Scene point of a position in tile units on the table."""
        return self.fit.point(x, y)

    def spot(self, p: Placement, face_up: bool = True, z: float = Z_BOARD) -> Spot:
        """Where a tile at placement ``p`` is drawn."""
        return Spot(self.point(p.x, p.y), float(p.angle), self.px / UNIT,
                    (p.first, p.second), face_up, z)

    def placement_for(self, action: Action, inline_doubles: bool) -> Placement | None:
        """Where the engine's play ``action`` would put its tile (a trial copy of the layout)."""
        tile = action.tile
        if tile is None:
            return None
        inline = tile.is_double and inline_doubles
        touching = action.touching if action.touching >= 0 else tile.low
        outer = tile.high if touching == tile.low else tile.low
        parent = None if action.socket == LEAD else action.socket
        trial = copy.deepcopy(self.layouter)
        try:
            return trial.add(GeoTile(touching, outer, parent, inline))
        except ValueError:
            return None

    # -- the player's zoom and pan ---------------------------------------------------------------
    @property
    def zoomed(self) -> bool:
        """Whether the player has zoomed in on the line (it may then reach out of view)."""
        return self.fit.zoomed

    @property
    def overflows(self) -> bool:
        """Whether the line could not stay in its table box (then it shows smaller than
        MIN_TILE_PX unless the player zooms in): the layout grew the box, or a lit end lies
        beyond it."""
        layouter = self.layouter
        if layouter.grown_table != layouter.table:
            return True
        w, h = layouter.table
        w, h = w / 2 + 0.5, h / 2 + 0.5   # a double across a row on the edge sticks out so far
        x0, y0, x1, y1 = self._line_box
        return x0 < -w or y0 < -h or x1 > w or y1 > h

    @property
    def area(self) -> QRectF:
        """The part of the scene the line is drawn in."""
        return self.fit.area

    def hides(self, pos: QPointF) -> bool:
        """Whether ``pos`` lies out of a zoomed-in line's area (what is there is masked)."""
        return self.mask.isVisible() and not self.fit.area.contains(pos)
