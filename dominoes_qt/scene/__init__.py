"""Graphics View layer: items and themes used to draw the dominoes table."""

from dominoes_qt.scene.theme import CLASSIC, COLOURED, NUMERALS, THEMES, TileTheme, pip_positions
from dominoes_qt.scene.tile_item import (
    TILE_LENGTH,
    TILE_WIDTH,
    UNIT,
    TileItem,
    render_tile_pixmap,
)

__all__ = [
    "CLASSIC",
    "COLOURED",
    "NUMERALS",
    "THEMES",
    "TILE_LENGTH",
    "TILE_WIDTH",
    "UNIT",
    "TileItem",
    "TileTheme",
    "pip_positions",
    "render_tile_pixmap",
]
