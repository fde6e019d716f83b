"""Visual themes for domino tiles and the pip layouts of a double-twelve set.

This module is deliberately free of Qt imports: colours are stored as ``"#RRGGBB"``
(or ``"#AARRGGBB"``) strings, which ``QColor`` accepts directly.  That keeps themes
hashable, comparable and usable from headless code (settings, tests, AI players).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = [
    "CLASSIC",
    "COLOURED",
    "DEFAULT_THEME_ID",
    "HIGHLIGHT_KINDS",
    "MAX_PIPS",
    "NUMERALS",
    "THEMES",
    "TileTheme",
    "pip_positions",
    "pip_radius",
]

#: Highest number on a tile of the largest supported set (double-twelve).
MAX_PIPS = 12

#: Valid arguments for ``TileItem.set_highlight`` (besides ``None``).
HIGHLIGHT_KINDS: tuple[str, ...] = ("legal", "selected", "hint", "drop")


# --------------------------------------------------------------------------------------
# Pip layouts
# --------------------------------------------------------------------------------------

# Grid lines used by the layouts, as fractions of the half-tile square.  Layouts are
# for the horizontal tile drawn by TileItem (long axis along x): as on real tiles, rows
# of pips run along the long axis, e.g. a six is two rows of three, a twelve three rows
# of four.  Rotating the tile by 90 degrees gives the familiar vertical look.
_LO, _MID, _HI = 0.22, 0.5, 0.78  # 3-per-line layouts (1..9)
_R3 = (0.22, 0.5, 0.78)  # three rows for 10..12
_C4 = (0.17, 0.39, 0.61, 0.83)  # four columns for 10..12
_C3_STAGGER = (0.28, 0.5, 0.72)  # middle row of 11 (sits between the outer columns)

_SIX = tuple((x, y) for y in (_LO, _HI) for x in (_LO, _MID, _HI))

_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    0: (),
    1: ((_MID, _MID),),
    2: ((_LO, _LO), (_HI, _HI)),
    3: ((_LO, _LO), (_MID, _MID), (_HI, _HI)),
    4: ((_LO, _LO), (_HI, _LO), (_LO, _HI), (_HI, _HI)),
    5: ((_LO, _LO), (_HI, _LO), (_MID, _MID), (_LO, _HI), (_HI, _HI)),
    # Two rows of three.
    6: _SIX,
    # Six plus a centre pip (3-1-3), as on real double-twelve sets.
    7: _SIX + ((_MID, _MID),),
    # 3x3 ring without the centre.
    8: tuple((x, y) for y in (_LO, _MID, _HI) for x in (_LO, _MID, _HI) if (x, y) != (_MID, _MID)),
    # Full 3x3.
    9: tuple((x, y) for y in (_LO, _MID, _HI) for x in (_LO, _MID, _HI)),
    # Two outer rows of four and two pips in the middle row (4-2-4).
    10: tuple((x, y) for y in (_R3[0], _R3[2]) for x in _C4) + ((_C4[1], _R3[1]), (_C4[2], _R3[1])),
    # Outer rows of four, middle row of three staggered between them (4-3-4).
    11: tuple((x, y) for y in (_R3[0], _R3[2]) for x in _C4)
    + tuple((x, _R3[1]) for x in _C3_STAGGER),
    # Three rows of four (4-4-4).
    12: tuple((x, y) for y in _R3 for x in _C4),
}


def pip_positions(n: int) -> list[tuple[float, float]]:
    """Pip centres for the number *n* (0..12) in the unit square of one tile half.

    Coordinates are ``(x, y)`` with ``(0, 0)`` at the top-left corner of the half and
    ``y`` growing downwards (Qt convention).  The layouts follow real double-twelve
    sets, for a horizontal tile (rows run along the tile's long axis): the familiar die
    faces for 1-6 (six = two rows of three), a 3x3 grid family for 7-9 (3-1-3, ring,
    full) and three rows of up to four pips (4-2-4, 4-3-4, 4-4-4) for 10-12, so every
    count has a distinct silhouette even when two numbers share a hue.
    """
    if not 0 <= n <= MAX_PIPS:
        raise ValueError(f"pip count must be in 0..{MAX_PIPS}, got {n!r}")
    return list(_LAYOUTS[n])


def pip_radius(n: int) -> float:
    """Pip radius for the number *n*, as a fraction of the half-tile side.

    Dense layouts get slightly smaller pips so they never touch.
    """
    if not 0 <= n <= MAX_PIPS:
        raise ValueError(f"pip count must be in 0..{MAX_PIPS}, got {n!r}")
    if n <= 6:
        return 0.095
    if n <= 9:
        return 0.085
    return 0.072


# --------------------------------------------------------------------------------------
# Themes
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TileTheme:
    """Colours and options used to paint a tile.  Colours are ``QColor``-parsable strings."""

    id: str
    name: str
    #: Ivory tile face; ``face_shade`` is the bottom colour of the subtle gradient.
    face: str = "#FBF6E9"
    face_shade: str = "#ECE3CC"
    #: Thin outer border of the tile.
    edge: str = "#8C8270"
    #: Border of an interactive tile under the mouse pointer.
    hover_edge: str = "#FFFFFF"
    #: Engraved line between the two halves (a lighter line is drawn beside it).
    divider: str = "#9C917C"
    #: Brass rivet ("spinner") at the centre of the divider.
    spinner: str = "#C9A23A"
    #: Back of a face-down tile and its pattern.
    back: str = "#1F5566"
    back_shade: str = "#163F4C"
    back_pattern: str = "#2C6E80"
    #: "diamonds", "stripes" or "plain".
    back_style: str = "diamonds"
    #: Colours for highlight kinds (see ``HIGHLIGHT_KINDS``).
    highlight_legal: str = "#009E73"
    highlight_selected: str = "#E69F00"
    highlight_hint: str = "#56B4E9"
    highlight_drop: str = "#0072B2"
    #: Pip colour for each number 0..12 (index = number; 0 is used for its numeral only).
    pips: tuple[str, ...] = ("#1E1E1E",) * (MAX_PIPS + 1)
    #: Draw a small numeral in the corner of each half.
    show_numerals: bool = False
    #: Colour of the numerals (``None``: use the pip colour of that number).
    numeral: str | None = None

    def __post_init__(self) -> None:
        if len(self.pips) != MAX_PIPS + 1:
            raise ValueError(f"a theme needs {MAX_PIPS + 1} pip colours, got {len(self.pips)}")
        if self.back_style not in ("diamonds", "stripes", "plain"):
            raise ValueError(f"unknown back style {self.back_style!r}")

    def pip_colour(self, n: int) -> str:
        """Colour of the pips of number *n*."""
        return self.pips[n]

    def numeral_colour(self, n: int) -> str:
        return self.numeral if self.numeral is not None else self.pips[n]

    def highlight_colour(self, kind: str) -> str:
        """Colour of the glow for a highlight *kind* (one of ``HIGHLIGHT_KINDS``)."""
        if kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight kind {kind!r}")
        return getattr(self, f"highlight_{kind}")


# Okabe-Ito palette (colour-blind safe) plus darker variants for 8..12.  Numbers that
# share a hue family (2/8, 3/10, 5/9, 7/11, 4/6) have clearly different pip layouts.
_COLOURED_PIPS: tuple[str, ...] = (
    "#3A3A3A",  # 0  (numeral only)
    "#3D9AD1",  # 1  sky blue (slightly deepened for contrast on ivory)
    "#009E73",  # 2  bluish green
    "#D55E00",  # 3  vermillion
    "#8B5A2B",  # 4  brown (dark orange)
    "#0072B2",  # 5  blue
    "#E69F00",  # 6  orange
    "#CC79A7",  # 7  reddish purple
    "#00583F",  # 8  dark bluish green
    "#003A66",  # 9  navy (dark blue)
    "#8F2D00",  # 10 dark vermillion
    "#7A2E63",  # 11 dark reddish purple
    "#141414",  # 12 black
)

CLASSIC = TileTheme(id="classic", name="Classic")
COLOURED = TileTheme(id="coloured", name="Coloured", pips=_COLOURED_PIPS)
NUMERALS = replace(COLOURED, id="numerals", name="Coloured with numerals", show_numerals=True)

#: Themes by stable id (used in settings files).
THEMES: dict[str, TileTheme] = {t.id: t for t in (COLOURED, CLASSIC, NUMERALS)}
DEFAULT_THEME_ID = COLOURED.id
