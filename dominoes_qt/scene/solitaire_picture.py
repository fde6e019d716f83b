"""What a solitaire table shows, as plain data: tiles, empty places, gestures and captions.

Each solitaire layout (a row, a line with a hand, five columns, six up) has a small module in
:mod:`dominoes_qt.scene.solitaire_layouts` that turns the engine's state into a
:class:`Picture`; :class:`~dominoes_qt.scene.solitaire_scene.SolitaireScene` only scales and
draws it and turns pointer and keyboard gestures into the engine actions the picture lists.
Nothing here decides legality: the :class:`Move` list is made from the engine's legal actions,
and a gesture that matches none is sent back to the engine to be explained.

Coordinates are *tile units* (a tile is 2 long, 1 wide), x east, y south; a place is a centre.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# A gesture end: a tile id (int) or the key of a :class:`Slot` (str); the game names them
from dominoes_qt.rules.solitaires.base import Handle


@dataclass(frozen=True)
class Place:
    """Where one tile lies: centre, angle (0 across, 90 upright) and the faces shown."""

    tile: int
    x: float
    y: float
    angle: float
    faces: tuple[int, int]
    face_up: bool = True
    #: dimmed: on the table but not available now (a column tile under another)
    dim: bool = False


@dataclass(frozen=True)
class Slot:
    """An empty place the player can aim at or click: a line end, an empty column, the stock."""

    key: str
    x: float
    y: float
    angle: float = 0.0
    #: "target" (dashed outline), "stock" (a face-down pile) or "mark" (a caption only)
    style: str = "target"
    label: str = ""


@dataclass(frozen=True)
class Move:
    """One legal action and the gesture that makes it.

    ``target`` None: click ``source``; else drag ``source`` onto ``target`` (or click one,
    then the other).
    """

    action: Any
    source: Handle
    target: Handle | None = None


@dataclass(frozen=True)
class Caption:
    """A line of text on the table (counts, the number called in Bingo)."""

    text: str
    x: float
    y: float
    detail: str = ""
    active: bool = False


@dataclass
class Picture:
    places: list[Place] = field(default_factory=list)
    slots: list[Slot] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    captions: list[Caption] = field(default_factory=list)
    #: the box (x0, y0, x1, y1) the table is fitted to, so it does not jump as tiles go
    bounds: tuple[float, float, float, float] = (0.0, 0.0, 1.0, 1.0)
    #: order for the keyboard cursor (Left/Right): tiles and slots
    cursor_order: list[Handle] = field(default_factory=list)

    def moves_from(self, source: Handle) -> list[Move]:
        return [m for m in self.moves if m.source == source]

    def move_between(self, source: Handle, target: Handle | None) -> Move | None:
        for m in self.moves:
            if m.source == source and m.target == target:
                return m
        return None

    def sources(self) -> list[Handle]:
        out: list[Handle] = []
        for m in self.moves:
            if m.source not in out:
                out.append(m.source)
        return out
