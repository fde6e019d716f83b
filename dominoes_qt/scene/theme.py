"""Visual themes for domino tiles and the pip layouts of a double-twelve set.

This module is deliberately free of Qt imports: colours are stored as ``"#RRGGBB"``
(or ``"#AARRGGBB"``) strings, which ``QColor`` accepts directly.  That keeps themes
hashable, comparable and usable from headless code (settings, tests, AI players).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = [
    "AUTO_TABLE",
    "BLUE_TABLE",
    "CLASSIC",
    "COLOURED",
    "DARK_TABLE",
    "DEFAULT_THEME_ID",
    "EBONY",
    "GREEN_TABLE",
    "HIGHLIGHT_KINDS",
    "HIGH_CONTRAST",
    "MAX_PIPS",
    "NUMERALS",
    "TABLES",
    "THEMES",
    "TableTheme",
    "TileTheme",
    "composite",
    "contrast_ratio",
    "pip_positions",
    "pip_radius",
    "relative_luminance",
    "table_for",
    "table_of",
    "with_alpha",
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
#: Black tiles with white pips, as ebony or black resin sets.
EBONY = TileTheme(
    id="ebony", name="Black with white pips",
    face="#2A2A2A", face_shade="#141414", edge="#050505", hover_edge="#FFD54F",
    divider="#5C5C5C", spinner="#B8B8B8",
    back="#6B1E1E", back_shade="#4A1212", back_pattern="#8A3030",
    pips=("#F4F4F4",) * (MAX_PIPS + 1),
)
#: Pure white faces, black pips, a black rim and numerals: the most legible face.
HIGH_CONTRAST = TileTheme(
    id="high-contrast", name="High contrast",
    face="#FFFFFF", face_shade="#FFFFFF", edge="#000000", hover_edge="#FFD54F",
    divider="#000000", spinner="#000000",
    back="#000000", back_shade="#000000", back_pattern="#FFFFFF", back_style="stripes",
    highlight_legal="#00C853", highlight_selected="#FFD600", highlight_hint="#00B0FF",
    highlight_drop="#FFFFFF",
    pips=("#000000",) * (MAX_PIPS + 1), show_numerals=True, numeral="#000000",
)

#: Themes by stable id (used in settings files).
THEMES: dict[str, TileTheme] = {t.id: t for t in (COLOURED, CLASSIC, NUMERALS, EBONY,
                                                  HIGH_CONTRAST)}
DEFAULT_THEME_ID = COLOURED.id


# --------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TableTheme:
    """The cloth and every colour drawn on it besides the tiles (labels, the score panel,
    captions, the pile, score pop-ups, the hot-seat cover, a solitaire's empty places).

    Text is drawn on a translucent ``panel`` over the cloth (or on ``active``, ``stock``,
    ``popup_panel`` or ``overlay``): :meth:`text_pairs` lists every text colour with what lies
    under it, and a test holds each pair to a contrast ratio of 4.5:1 (WCAG AA).
    """

    id: str
    name: str
    #: The cloth, lit in the middle: its centre, its body (60 % out) and its edge.
    felt_centre: str
    felt: str
    felt_edge: str
    #: True for a dark table (the dark mode's).
    dark: bool = False
    #: Behind the labels and the score panel (``#AARRGGBB``: drawn over the cloth).
    panel: str = "#5F000000"
    text: str = "#F4F1E6"
    dim_text: str = "#CFE3D3"
    #: The seat whose turn it is: its label's fill, rim and text; also the score's title.
    active: str = "#F2C14E"
    active_rim: str = "#FFF3C4"
    active_text: str = "#2B2108"
    #: The hot-seat cover.
    overlay: str = "#E1081E10"
    #: Score pop-ups: their panel, the points of a move, the points of a hand.
    popup_panel: str = "#96000000"
    popup_score: str = "#FFD54F"
    popup_hand: str = "#9BE7A0"
    #: A solitaire's stock (a face-down pile): its top, the tiles under it, rim and label.
    stock: str = "#7A1F1F"
    stock_under: str = "#4A1010"
    stock_rim: str = "#E8D9B5"
    stock_text: str = "#F4F1E6"
    #: A solitaire's empty place: its dashed outline (translucent fill) and its label.
    slot: str = "#5AFFFFFF"
    slot_text: str = "#FFFFFF"

    def text_pairs(self) -> list[tuple[str, str, tuple[str, ...]]]:
        """Every text drawn on this table: (what, its colour, what lies under it from the
        top down to the cloth colour shown there). The cloth is checked at its lightest
        and at its darkest."""
        pairs: list[tuple[str, str, tuple[str, ...]]] = []
        for felt in (self.felt_centre, self.felt, self.felt_edge):
            for what, colour in (("label", self.text), ("label detail", self.dim_text),
                                 ("score title", self.active), ("score", self.text),
                                 ("score name", self.dim_text)):
                pairs.append((what, colour, (self.panel, felt)))
            pairs.append(("score pop-up", self.popup_score, (self.popup_panel, felt)))
            pairs.append(("hand pop-up", self.popup_hand, (self.popup_panel, felt)))
            pairs.append(("hot seat", self.text, (self.overlay, felt)))
            pairs.append(("hot seat detail", self.dim_text, (self.overlay, felt)))
            for fill in (SLOT_FILL, *(with_alpha(c, SLOT_LIT_ALPHA)
                                      for c in SLOT_HIGHLIGHTS.values())):
                pairs.append(("empty place", self.slot_text, (self.panel, fill, felt)))
        pairs.append(("turn label", self.active_text, (self.active,)))
        pairs.append(("pile", self.stock_text, (self.stock,)))
        return pairs


#: The fill of a solitaire's empty place (white at 18 of 255), under its label's panel.
SLOT_FILL = "#12FFFFFF"
#: A solitaire's empty place lit up: its outline colour by highlight kind, its fill that
#: colour at this alpha (of 255).
SLOT_HIGHLIGHTS: dict[str, str] = {"legal": "#F2C14E", "drop": "#7CFC8A", "hint": "#6FC3FF",
                                   "selected": "#FFFFFF"}
SLOT_LIT_ALPHA = 60


def with_alpha(colour: str, alpha: int) -> str:
    """``"#RRGGBB"`` as ``"#AARRGGBB"`` with ``alpha`` (0..255)."""
    return f"#{alpha:02X}{colour.lstrip('#')[-6:]}"

GREEN_TABLE = TableTheme(id="green", name="Green felt",
                         felt_centre="#0F7437", felt="#0E6B33", felt_edge="#063B1C")
BLUE_TABLE = TableTheme(id="blue", name="Blue", felt_centre="#1F5F93", felt="#174C78",
                        felt_edge="#0A2640", dim_text="#D3E3F2")
DARK_TABLE = TableTheme(
    id="dark", name="Dark", felt_centre="#2E3236", felt="#232629", felt_edge="#141618",
    dark=True, panel="#73000000", text="#ECECEC", dim_text="#C4C8CC",
    active="#E0B040", active_rim="#F5DFA0", active_text="#1E1704",
    overlay="#EB0C0E10", stock="#5A1A1A", stock_under="#3A0E0E", stock_rim="#BFB39A",
)

#: Tables by stable id (used in settings files); "auto" follows the system's light or dark
#: colour scheme (green felt, or the dark table).
TABLES: dict[str, TableTheme] = {t.id: t for t in (GREEN_TABLE, BLUE_TABLE, DARK_TABLE)}
AUTO_TABLE = "auto"


def table_of(scene: object) -> TableTheme:
    """The table a scene is drawn with (its ``table_theme``; green felt for any other)."""
    table = getattr(scene, "table_theme", None)
    return table if isinstance(table, TableTheme) else GREEN_TABLE


def table_for(style: str, system_dark: bool) -> TableTheme:
    """The table for the setting ``style`` ("auto", or an id of :data:`TABLES`)."""
    if style in TABLES:
        return TABLES[style]
    return DARK_TABLE if system_dark else GREEN_TABLE


# --------------------------------------------------------------------------------------
# Contrast (WCAG 2)
# --------------------------------------------------------------------------------------


def _rgba(colour: str) -> tuple[float, float, float, float]:
    """``"#RRGGBB"`` or ``"#AARRGGBB"`` as (r, g, b, alpha), each 0..1."""
    digits = colour.lstrip("#")
    if len(digits) == 6:
        digits = "FF" + digits
    if len(digits) != 8:
        raise ValueError(f"not a colour: {colour!r}")
    a, r, g, b = (int(digits[i:i + 2], 16) / 255 for i in range(0, 8, 2))
    return r, g, b, a


def composite(layers: tuple[str, ...] | list[str]) -> tuple[float, float, float]:
    """The colour seen where ``layers`` (top first) lie on one another; the last one is
    opaque (the cloth)."""
    *above, bottom = layers
    r, g, b, _ = _rgba(bottom)
    for layer in reversed(above):
        lr, lg, lb, la = _rgba(layer)
        r, g, b = (lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la))
    return r, g, b


def relative_luminance(rgb: tuple[float, float, float]) -> float:
    """WCAG 2 relative luminance of an sRGB colour (components 0..1)."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (linear(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(text: str, under: tuple[str, ...] | list[str]) -> float:
    """WCAG 2 contrast ratio of ``text`` (drawn on top, blended if translucent) over the
    layers ``under`` (top first, the last opaque)."""
    background = composite(list(under))
    seen = composite([text, *under])
    lighter, darker = sorted((relative_luminance(seen), relative_luminance(background)),
                             reverse=True)
    return (lighter + 0.05) / (darker + 0.05)
