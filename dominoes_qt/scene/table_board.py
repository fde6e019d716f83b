"""The line of play on the table: its geometry, its fit into the middle, the player's zoom.

:class:`TableBoard` is the board half of :class:`~dominoes_qt.scene.table_scene.TableScene`
(a base of it, after the input half): it keeps :mod:`dominoes_qt.geometry`'s layouter in step
with the engine's layout, scales the placed tiles and lit ends into the free middle of the
table (:class:`~dominoes_qt.scene.board_fit.BoardFit`: all of it in view and readable), and
zooms and pans the line at the player's wish.  Where each tile item then goes, and the hands,
labels and lit ends, are the scene's ``sync``.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from dominoes_qt.geometry import DropTarget, LineLayouter, Placement
from dominoes_qt.geometry import PlacedTile as GeoTile
from dominoes_qt.rules.actions import LEAD, Action, Kind
from dominoes_qt.rules.settings import DrawPolicy, Spinners
from dominoes_qt.rules.tiles import set_count
from dominoes_qt.scene.board_fit import BoardFit, BoardMask, table_box
from dominoes_qt.scene.drop_target import DropGhost, GhostSpot
from dominoes_qt.scene.tile_item import UNIT, TileItem

if TYPE_CHECKING:
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.scene.animations import Animator

# the line lies under the mask that hides it beyond its area when zoomed in (table_scene.py)
Z_BOARD = 2.0


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


class TableBoard:
    """The line of play's geometry and scale; the scene owns the state named below."""

    _controller: GameController | None
    _tiles: dict[int, TileItem]
    _spots: dict[int, Spot]
    _ghosts: list[DropGhost]
    _socket_points: dict[int, QPointF]
    _drag: object | None
    _layouter: LineLayouter
    _laid: list[GeoTile]
    _table_units: tuple[float, float]
    _fit: BoardFit
    _mask: BoardMask
    _line_box: tuple[float, float, float, float]
    _board_px: float
    _board_origin: QPointF
    animator: Animator

    # the scene's side (table_scene.py); QGraphicsScene's own (sceneRect, items) come after
    # this class in the scene's bases, so they are not declared here
    def _metrics(self) -> dict[str, float]:
        raise NotImplementedError

    def _compute_regions(self) -> dict[str, QRectF]:
        raise NotImplementedError

    def _legal(self) -> list[Action]:
        raise NotImplementedError

    def sync(self, animate: bool = True) -> None:
        raise NotImplementedError

    def _spinner_tips(self) -> bool | None:
        """Which doubles' tips the geometry keeps room at: all (spinner games), none, or (a
        cross whose later doubles are no spinners: The Star) those the engine opens."""
        c = self._controller
        assert c is not None
        settings = c.match.settings
        if settings.spinners is Spinners.NONE:
            return False
        if settings.spinners is Spinners.CROSS and settings.cross_then is Spinners.NONE:
            return None
        return True

    def _table_size(self) -> tuple[float, float]:
        """The box the line must bend to stay in (see :func:`board_fit.table_box`)."""
        c = self._controller
        assert c is not None
        settings = c.match.settings
        n = set_count(settings.set_n)
        if settings.draw is DrawPolicy.NONE:
            n = min(n, settings.players * settings.hand_size)
        area = self._compute_regions()["board"]
        w, h = table_box(area.width(), area.height(), n)
        self._table_units = (float(w), float(h))
        return self._table_units

    # -- the line of play ------------------------------------------------------------------------
    def _update_layouter(self) -> None:
        """Bring the geometry up to date with the engine's layout (incremental, stable)."""
        c = self._controller
        assert c is not None
        placed = [GeoTile(p.touching, p.outer, p.parent_socket, p.inline)
                  for p in c.hand.layout.placed()]
        if placed[: len(self._laid)] != self._laid:
            self._layouter = LineLayouter(self._table_units, spinner_tips=self._spinner_tips())
            self._laid = []
        if placed[len(self._laid):]:
            self._layouter.note_open(c.hand.layout.open)
        for tile in placed[len(self._laid):]:
            if tile.parent_socket is not None:
                self._layouter.note_open((tile.parent_socket,))
            self._layouter.add(tile)
            self._laid.append(tile)

    def _fit_board(self, area: QRectF, extra: Iterable[tuple[float, float, float, float]],
                   focus: Sequence[tuple[float, float, float, float]] = ()) -> None:
        """Scale every placed tile and drop target into the middle area, all of it visible.

        Zoomed in, the player's scale stays and the view pans to show ``focus`` (the newest
        tile, the ends the player may play on) when it is out of sight.
        """
        rects = list(extra)
        self._line_box = (min((r[0] for r in rects), default=0.0),
                          min((r[1] for r in rects), default=0.0),
                          max((r[0] + r[2] for r in rects), default=0.0),
                          max((r[1] + r[3] for r in rects), default=0.0))
        box = None
        if focus:
            box = (min(r[0] for r in focus), min(r[1] for r in focus),
                   max(r[0] + r[2] for r in focus), max(r[1] + r[3] for r in focus))
        self._fit.update(area, rects, self._metrics()["unit"] * 1.05, box)
        self._fit_changed()

    def _focus(self, targets: dict[int, DropTarget]) -> list[tuple[float, float, float, float]]:
        """What a zoomed-in view keeps in sight: the newest tile, and the ends the player may
        play on while it is the player's turn (all of them if they fit in view)."""
        c = self._controller
        assert c is not None
        placements = self._layouter.placements
        focus = [placements[-1].rect()] if placements else []
        if c.awaiting_human:
            legal = {a.socket for a in self._legal() if a.kind in (Kind.PLAY, Kind.CHOOSE)}
            ends = [t.rect() for s, t in targets.items() if s in legal]
            if ends:
                focus = ends
        return focus

    def _fit_changed(self) -> None:
        fit = self._fit
        self._board_px = fit.px
        self._board_origin = QPointF(fit.origin)
        self._mask.set_rects(self.sceneRect(), fit.area)
        self._mask.setVisible(fit.zoomed)

    def board_point(self, x: float, y: float) -> QPointF:
        """Scene point of a position in tile units on the table."""
        return self._fit.point(x, y)

    # -- the player's zoom and pan ---------------------------------------------------------------
    @property
    def board_zoomed(self) -> bool:
        """Whether the player has zoomed in on the line (it may then reach out of view)."""
        return self._fit.zoomed

    @property
    def board_overflows(self) -> bool:
        """Whether the line could not stay in its table box (then it shows smaller than
        MIN_TILE_PX unless the player zooms in): the layout grew the box, or a lit end lies
        beyond it."""
        layouter = self._layouter
        if layouter.grown_table != layouter.table:
            return True
        w, h = layouter.table
        w, h = w / 2 + 0.5, h / 2 + 0.5   # a double across a row on the edge sticks out so far
        x0, y0, x1, y1 = self._line_box
        return x0 < -w or y0 < -h or x1 > w or y1 > h

    @property
    def board_tile_px(self) -> float:
        """How long a tile on the table is drawn (pixels)."""
        return 2 * self._board_px

    def zoom_board(self, factor: float, anchor: QPointF | None = None) -> bool:
        """Zoom the line by ``factor`` round ``anchor`` (a scene point; default the middle)."""
        if self._drag is not None or not self._fit.zoom(factor, anchor):
            return False
        self._reposition_board()
        return True

    def pan_board(self, dx: float, dy: float) -> bool:
        """Move the zoomed-in line by (dx, dy) pixels."""
        if self._drag is not None or not self._fit.pan(dx, dy):
            return False
        self._reposition_board()
        return True

    def fit_board(self) -> bool:
        """Show the whole line again (View > Show the Whole Table)."""
        if not self._fit.zoomed:
            return False
        self._fit.reset()
        self.sync(animate=False)
        return True

    def on_empty_board(self, pos: QPointF) -> bool:
        """Whether ``pos`` is felt of the line's area, with no tile on it (where a drag pans)."""
        if not self._fit.area.contains(pos):
            return False
        return not any(isinstance(item, TileItem) and item.isVisible() for item in self.items(pos))

    def _reposition_board(self) -> None:
        """After a zoom or pan: the line, its lit ends and the socket points follow at once."""
        c = self._controller
        old_origin, old_px = QPointF(self._board_origin), self._board_px
        self._fit_changed()
        if c is None or c.record is None:
            return
        s = self._board_px / old_px

        def moved(p: QPointF) -> QPointF:
            return self._board_origin + (p - old_origin) * s

        for tid, placement in zip(c.hand.layout.tiles, self._layouter.placements, strict=False):
            spot = self._board_spot(placement)
            self._spots[tid] = spot
            item = self._tiles[tid]
            self.animator.stop(item)
            item.setPos(spot.pos)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
        self._socket_points = {k: moved(p) for k, p in self._socket_points.items()}
        for ghost in self._ghosts:
            ghost.spots = tuple(GhostSpot(g.action, moved(g.pos), g.rotation, g.scale * s, g.faces)
                                for g in ghost.spots)
            ghost.setPos(moved(ghost.pos()))
            ghost.setScale(ghost.scale() * s)

    def _board_spot(self, p: Placement, face_up: bool = True, z: float = Z_BOARD) -> Spot:
        return Spot(self.board_point(p.x, p.y), float(p.angle), self._board_px / UNIT,
                    (p.first, p.second), face_up, z)

    def _placement_for(self, action: Action) -> Placement | None:
        """Where the engine's play ``action`` would put its tile (a trial copy of the layout)."""
        tile = action.tile
        if tile is None:
            return None
        c = self._controller
        assert c is not None
        inline = tile.is_double and c.match.settings.inline_doubles
        touching = action.touching if action.touching >= 0 else tile.low
        outer = tile.high if touching == tile.low else tile.low
        parent = None if action.socket == LEAD else action.socket
        trial = copy.deepcopy(self._layouter)
        try:
            return trial.add(GeoTile(touching, outer, parent, inline))
        except ValueError:
            return None
