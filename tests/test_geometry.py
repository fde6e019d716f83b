"""Tests for the line-of-play geometry: random games checked against table-top rules.

The checks below re-derive everything from the placements' rectangles (no access to the
layouter's internals), so they state what a player would see: tiles never overlap, each tile
touches its parent with the matching half at the right socket, doubles lie across the line.
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt.geometry import (
    DropTarget,
    LineLayouter,
    PlacedTile,
    Placement,
    TableLayout,
    layout_line,
)

EPS = 1e-9
FRect = tuple[float, float, float, float]  # left, top, right, bottom
SIDES = {"E": (1, 0), "S": (0, 1), "W": (-1, 0), "N": (0, -1)}
OPPOSITE = {"E": "W", "W": "E", "N": "S", "S": "N"}
LEFT_OF = {"E": "N", "N": "W", "W": "S", "S": "E"}  # screen coordinates: +y is south
RIGHT_OF = {v: k for k, v in LEFT_OF.items()}


# --- a tiny stand-in for the rules engine -------------------------------------------------------


@dataclass
class Game:
    tiles: list[PlacedTile]
    open_sockets: dict[int, int]  # socket id -> number shown there
    history: list[dict[int, int]] = field(default_factory=list)  # open sockets before each tile


def random_game(
    seed: int,
    n: int = 6,
    mode: str = "none",
    max_tiles: int | None = None,
    inline_p: float = 0.0,
    lead_double: int | None = None,
) -> Game:
    """Play random legal moves from a double-n set until no tile fits.

    mode: "none" (doubles open only their outer side), "all" (every double also opens both
    tips) or "cross" (the lead is a double opening all four ways; later doubles as "none").
    lead_double: the lead for "cross" (6 for The Star); random if None.  With "all" it makes
    the lead that double (Double Nine Cross: the cross, then every double a spinner).
    """
    rng = random.Random(seed)
    stock = [(a, b) for a in range(n + 1) for b in range(a, n + 1)]
    if mode == "cross" or lead_double is not None:
        v = rng.randrange(n + 1) if lead_double is None else lead_double
        lead = (v, v)
    else:
        lead = rng.choice(stock)
    stock.remove(lead)
    a, b = lead if rng.random() < 0.5 else lead[::-1]
    tiles = [PlacedTile(a, b, None)]
    if a == b:
        open_sockets = {0: a, 1: a}
        if mode in ("all", "cross"):
            open_sockets |= {2: a, 3: a}
    else:
        open_sockets = {0: a, 1: b}
    history = [{}]
    while max_tiles is None or len(tiles) < max_tiles:
        playable = [s for s in sorted(open_sockets) if any(open_sockets[s] in t for t in stock)]
        if not playable:
            break
        history.append(dict(open_sockets))
        socket = rng.choice(playable)
        value = open_sockets.pop(socket)
        tile = rng.choice([t for t in stock if value in t])
        stock.remove(tile)
        outer = tile[1] if tile[0] == value else tile[0]
        index = len(tiles)
        inline = outer == value and rng.random() < inline_p
        tiles.append(PlacedTile(value, outer, socket, inline))
        if outer == value and not inline:
            open_sockets[4 * index] = value
            if mode == "all":
                open_sockets |= {4 * index + 1: value, 4 * index + 2: value}
        else:
            open_sockets[4 * index] = outer
    return Game(tiles, open_sockets, history)


# --- geometry helpers (independent of the module under test) --------------------------------


def frect(r: tuple[float, float, float, float]) -> FRect:
    left, top, w, h = r
    return (left, top, left + w, top + h)


def overlaps(a: FRect, b: FRect) -> bool:
    """Interiors intersect (touching edges is fine)."""
    return min(a[2], b[2]) - max(a[0], b[0]) > EPS and min(a[3], b[3]) - max(a[1], b[1]) > EPS


def contact(a: FRect, b: FRect) -> tuple[str, float] | None:
    """The side of `a` on which `b` lies against it, with the length of the shared edge."""
    ox = min(a[2], b[2]) - max(a[0], b[0])
    oy = min(a[3], b[3]) - max(a[1], b[1])
    if abs(a[2] - b[0]) < EPS and oy > EPS:
        return ("E", oy)
    if abs(b[2] - a[0]) < EPS and oy > EPS:
        return ("W", oy)
    if abs(a[3] - b[1]) < EPS and ox > EPS:
        return ("S", ox)
    if abs(b[3] - a[1]) < EPS and ox > EPS:
        return ("N", ox)
    return None


def halves(p: Placement | DropTarget) -> tuple[FRect, FRect]:
    """(first half, second half) as drawn."""
    left, top, right, bottom = frect(p.rect())
    if p.angle % 180 == 0:
        west, east = (left, top, left + 1, bottom), (left + 1, top, right, bottom)
        return (west, east) if p.angle == 0 else (east, west)
    north, south = (left, top, right, top + 1), (left, top + 1, right, bottom)
    return (north, south) if p.angle == 90 else (south, north)


def is_horizontal(r: FRect) -> bool:
    return r[2] - r[0] > r[3] - r[1]


def direction(src: FRect, dst: FRect) -> str:
    """Compass direction from the centre of src to the centre of dst (axis-aligned)."""
    dx = (dst[0] + dst[2] - src[0] - src[2]) / 2
    dy = (dst[1] + dst[3] - src[1] - src[3]) / 2
    if abs(dx) > abs(dy):
        return "E" if dx > 0 else "W"
    return "S" if dy > 0 else "N"


def touching_half(tiles: list[PlacedTile], layout: TableLayout, i: int) -> tuple[FRect, FRect]:
    """(half touching the parent, outer half) of placement i."""
    tile, p = tiles[i], layout.placements[i]
    first, second = halves(p)
    if tile.parent_socket is None:
        return first, second
    if tile.touching != tile.outer:
        return (first, second) if p.first == tile.touching else (second, first)
    # a double: the half against the parent tile
    parent = frect(layout.placements[tile.parent_socket // 4].rect())
    return (first, second) if contact(parent, first) else (second, first)


def socket_region(
    tiles: list[PlacedTile], layout: TableLayout, socket: int
) -> tuple[FRect, str | None]:
    """(the half or tile showing the socket's number, the side of it the socket is on)."""
    j, local = divmod(socket, 4)
    tile, p = tiles[j], layout.placements[j]
    whole = frect(p.rect())
    if tile.parent_socket is None:
        if tile.crosswise:
            return whole, "WENS"[local]
        first, second = halves(p)
        return (first, "W") if local == 0 else (second, "E")
    if tile.crosswise:
        parent_half = socket_region(tiles, layout, tile.parent_socket)[0]
        got = contact(whole, parent_half)
        if got is None:  # a detached double: its sides cannot be told apart
            return whole, None
        travel = OPPOSITE[got[0]]
        return whole, [travel, LEFT_OF[travel], RIGHT_OF[travel]][local]
    near, outer = touching_half(tiles, layout, j)
    return outer, direction(near, outer)


# --- the checks ------------------------------------------------------------------------------


def check_no_overlap(layout: TableLayout) -> None:
    rects = [frect(p.rect()) for p in layout.placements]
    for i, a in enumerate(rects):
        for j in range(i):
            assert not overlaps(a, rects[j]), f"tiles {j} and {i} overlap"


def check_numbers(tiles: list[PlacedTile], layout: TableLayout) -> None:
    for i, (tile, p) in enumerate(zip(tiles, layout.placements, strict=True)):
        assert sorted((p.first, p.second)) == sorted((tile.touching, tile.outer)), i
        assert p.angle in (0, 90, 180, 270)
        if i == 0 and not tile.crosswise:
            assert (p.x, p.y, p.angle, p.first) == (0, 0, 0, tile.touching)


def other_half(tiles: list[PlacedTile], layout: TableLayout, socket: int) -> FRect | None:
    """The half of a non-double parent that does NOT carry the socket's number."""
    j = socket // 4
    if tiles[j].crosswise:
        return None
    region = socket_region(tiles, layout, socket)[0]
    a, b = halves(layout.placements[j])
    return b if a == region else a


def classify(tiles: list[PlacedTile], layout: TableLayout, i: int) -> str:
    """How tile i lies against its parent.

    "socket": the touching half against the parent's socket (the normal case); "bend": a double
    at a bend, across the new direction, beside the last half and straddling its end;
    "squeezed": boxed in, laid against another side of the half with the matching number;
    "detached": nothing could touch the socket any more.  Whatever the case, the other number
    never lies against the parent and a double always lies across (long side to the line).
    """
    tile = tiles[i]
    socket = tile.parent_socket
    assert socket is not None
    region, side = socket_region(tiles, layout, socket)
    whole = frect(layout.placements[i].rect())
    other = other_half(tiles, layout, socket)
    if tile.crosswise:
        got = contact(region, whole)
        if got is None:
            return "detached"
        long_side = "NS" if is_horizontal(whole) else "EW"
        assert OPPOSITE[got[0]] in long_side, f"double {i} is not crosswise"
        assert other is None or contact(other, whole) is None, f"double {i} touches 2 numbers"
        if got[0] == side:
            return "socket"
        beyond = {"E": whole[2] > region[2], "W": whole[0] < region[0]}
        beyond |= {"S": whole[3] > region[3], "N": whole[1] < region[1]}
        if (
            other is not None
            and side is not None
            and got[0] in (LEFT_OF[side], RIGHT_OF[side])
            and abs(got[1] - 1) < EPS
            and beyond[side]
        ):
            return "bend"
        return "squeezed"
    near, outer = touching_half(tiles, layout, i)
    parent_whole = frect(layout.placements[socket // 4].rect())
    assert contact(parent_whole, outer) is None, f"tile {i}: wrong half against the parent"
    got = contact(region, near)
    if got is None:
        return "detached"
    assert other is None or contact(other, near) is None, f"tile {i} touches 2 numbers"
    return "socket" if got[0] == side else "squeezed"


def classify_target(tiles: list[PlacedTile], layout: TableLayout, target: DropTarget) -> str:
    """Like `classify`, for where a non-double played on the target's socket would lie."""
    r = frect(target.rect())
    for j, p in enumerate(layout.placements):
        assert not overlaps(r, frect(p.rect())), f"target {target.socket} overlaps tile {j}"
    region, side = socket_region(tiles, layout, target.socket)
    parent_whole = frect(layout.placements[target.socket // 4].rect())
    a, b = halves(target)
    near, far = (a, b) if contact(region, a) else (b, a)
    assert contact(parent_whole, far) is None, f"target {target.socket}: far half on parent"
    got = contact(region, near)
    if got is None:
        return "detached"
    return "socket" if got[0] == side else "squeezed"


def check_attached(tiles: list[PlacedTile], layout: TableLayout, i: int) -> None:
    """Tile i lies against its parent's socket with the half showing the matching number."""
    assert classify(tiles, layout, i) in ("socket", "bend"), f"tile {i} is not at its socket"


def check_inside(layout: TableLayout, table: tuple[float, float]) -> None:
    w, h = table[0] / 2, table[1] / 2
    for i, p in enumerate(layout.placements):
        left, top, right, bottom = frect(p.rect())
        assert left >= -w - EPS and right <= w + EPS, f"tile {i} off the table: {p}"
        assert top >= -h - EPS and bottom <= h + EPS, f"tile {i} off the table: {p}"


STRICT = frozenset({"socket", "bend"})
BOXED_IN = STRICT | {"squeezed", "detached"}


def check_game(
    game: Game,
    table: tuple[float, float] = (24.0, 14.0),
    allowed: frozenset[str] = STRICT,
    spinner_tips: bool | None = None,
) -> tuple[TableLayout, Counter[str]]:
    """Lay out a whole game and check it; returns the layout and how the tiles are attached."""
    layout = layout_line(game.tiles, game.open_sockets, table=table, spinner_tips=spinner_tips)
    assert len(layout.placements) == len(game.tiles)
    check_no_overlap(layout)
    check_numbers(game.tiles, layout)
    kinds: Counter[str] = Counter()
    for i in range(1, len(game.tiles)):
        kinds[classify(game.tiles, layout, i)] += 1
    assert set(layout.targets) == set(game.open_sockets)
    for target in layout.targets.values():
        kinds[classify_target(game.tiles, layout, target)] += 1
    assert set(kinds) <= allowed, dict(kinds)
    rects = [frect(p.rect()) for p in layout.placements]
    rects += [frect(t.rect()) for t in layout.targets.values()]
    left, top, w, h = layout.bounds
    assert abs(left - min(r[0] for r in rects)) < EPS and abs(top - min(r[1] for r in rects)) < EPS
    assert abs(left + w - max(r[2] for r in rects)) < EPS
    assert abs(top + h - max(r[3] for r in rects)) < EPS
    return layout, kinds


# --- hand-written cases ----------------------------------------------------------------------


def test_lead_non_double_lies_at_origin() -> None:
    layout = layout_line([PlacedTile(3, 5, None)], [0, 1])
    assert layout.placements == (Placement(0.0, 0.0, 0, 3, 5),)
    assert layout.placements[0].rect() == (-1.0, -0.5, 2.0, 1.0)
    assert layout.targets[0] == DropTarget(0, -2.0, 0.0, 0)
    assert layout.targets[1] == DropTarget(1, 2.0, 0.0, 0)
    assert layout.bounds == (-3.0, -0.5, 6.0, 1.0)


def test_lead_double_is_crosswise() -> None:
    layout = layout_line([PlacedTile(6, 6, None)], [0, 1, 2, 3])
    assert layout.placements[0] == Placement(0.0, 0.0, 90, 6, 6)
    assert layout.targets[0] == DropTarget(0, -1.5, 0.0, 0)
    assert layout.targets[1] == DropTarget(1, 1.5, 0.0, 0)
    assert layout.targets[2] == DropTarget(2, 0.0, -2.0, 90)
    assert layout.targets[3] == DropTarget(3, 0.0, 2.0, 90)


def test_tile_on_west_side_of_lead_double() -> None:
    layout = layout_line([PlacedTile(6, 6, None), PlacedTile(6, 1, 0)])
    p = layout.placements[1]
    assert p.x == pytest.approx(-1.5) and p.y == pytest.approx(0.0)
    assert (p.angle, p.first, p.second) == (0, 1, 6)


def test_east_end_keeps_numbers_in_reading_order() -> None:
    layout = layout_line([PlacedTile(2, 4, None), PlacedTile(4, 5, 1), PlacedTile(2, 0, 0)])
    assert layout.placements[1] == Placement(2.0, 0.0, 0, 4, 5)
    assert layout.placements[2] == Placement(-2.0, 0.0, 0, 0, 2)


def test_double_on_an_end_is_crosswise_and_line_goes_on() -> None:
    tiles = [PlacedTile(2, 4, None), PlacedTile(4, 4, 1), PlacedTile(4, 1, 4)]
    layout = layout_line(tiles, [0, 8])
    assert layout.placements[1] == Placement(1.5, 0.0, 90, 4, 4)
    assert layout.placements[2] == Placement(3.0, 0.0, 0, 4, 1)
    assert layout.targets[8] == DropTarget(8, 5.0, 0.0, 0)


def test_spinner_tips_of_an_attached_double() -> None:
    tiles = [PlacedTile(2, 4, None), PlacedTile(4, 4, 1), PlacedTile(4, 1, 5), PlacedTile(4, 3, 6)]
    layout = layout_line(tiles)
    # travelling east, local 1 is the north tip and local 2 the south tip
    assert layout.placements[2] == Placement(1.5, -2.0, 90, 1, 4)
    assert layout.placements[3] == Placement(1.5, 2.0, 90, 4, 3)


def test_star_forms_a_cross() -> None:
    tiles = [
        PlacedTile(6, 6, None),
        PlacedTile(6, 1, 0),
        PlacedTile(6, 2, 1),
        PlacedTile(6, 3, 2),
        PlacedTile(6, 4, 3),
    ]
    layout = layout_line(tiles, [4, 8, 12, 16])
    ps = layout.placements
    assert ps[1] == Placement(-1.5, 0.0, 0, 1, 6)
    assert ps[2] == Placement(1.5, 0.0, 0, 6, 2)
    assert ps[3] == Placement(0.0, -2.0, 90, 3, 6)
    assert ps[4] == Placement(0.0, 2.0, 90, 6, 4)
    assert layout.targets[4] == DropTarget(4, -3.5, 0.0, 0)
    assert layout.targets[16] == DropTarget(16, 0.0, 4.0, 90)
    check_no_overlap(layout)


# the box the table scene lays The Star out in, in a 1100 x 750 window (TableScene._table_size);
# the scene keeps room at the tips the engine opens (the 6-6's), as spinner_tips=None does
STAR_TABLE = (21.0, 12.0)
ARMS = {0: "W", 1: "E", 2: "N", 3: "S"}  # the lead double's sockets


def arm_tiles(tiles: list[PlacedTile], socket: int) -> list[int]:
    """The tiles of the arm growing from a socket: each played on the outer end of the last."""
    child = {t.parent_socket: i for i, t in enumerate(tiles)}
    out = []
    while socket in child:
        out.append(child[socket])
        socket = 4 * child[socket]
    return out


def straight_out(
    prev: FRect, rect: FRect, side: str, crosswise: bool, centred: bool = True
) -> bool:
    """Whether rect lies right beyond prev on `side` (centred on prev's centre line unless
    `centred` is False), along that way (a non-double) or across it (a crosswise double)."""
    got = contact(prev, rect)
    if got is None or got[0] != side:
        return False
    horizontal_line = side in "EW"
    if horizontal_line:
        on_line = abs((rect[1] + rect[3]) - (prev[1] + prev[3])) < EPS
    else:
        on_line = abs((rect[0] + rect[2]) - (prev[0] + prev[2])) < EPS
    along = is_horizontal(rect) == horizontal_line
    return (on_line or not centred) and along != crosswise


@pytest.mark.parametrize(
    ("table", "spinner_tips"),
    [
        (STAR_TABLE, None),  # what the table scene passes for The Star
        ((24.0, 14.0), True),  # every tip kept free (a cross whose later doubles are spinners)
        ((20.0, 12.0), None),  # the tips of the 6-6 only, from the open sockets
        ((24.0, 14.0), None),
    ],
)
def test_star_arms_run_straight_out_from_the_lead(
    table: tuple[float, float], spinner_tips: bool | None
) -> None:
    """The Star as the table scene lays it out: the first two tiles of each of the four arms
    lie straight out from the 6-6 (a double among them across the arm), not bent at the tip."""
    arms_seen = 0
    for seed in range(60):
        game = random_game(seed, 6, "cross", lead_double=6)
        layout = layout_line(
            game.tiles, game.open_sockets, table=table, spinner_tips=spinner_tips
        )
        check_no_overlap(layout)
        lead = frect(layout.placements[0].rect())
        for socket, side in ARMS.items():
            prev = lead
            arm = arm_tiles(game.tiles, socket)[:2]
            for k, i in enumerate(arm):
                rect = frect(layout.placements[i].rect())
                assert straight_out(prev, rect, side, game.tiles[i].crosswise), (
                    f"seed {seed}: tile {k + 1} of the {side} arm is not straight out"
                )
                prev = rect
            arms_seen += len(arm) == 2
    assert arms_seen >= 150  # most arms of most games have two tiles or more


def test_crosswise_double_on_a_straight_stretch_is_perpendicular_to_the_line() -> None:
    """Doubles lie across the line (never lengthwise along it): here on the north arm of a
    star, where the line runs north-south, the 3-3 lies east-west and the line goes on."""
    tiles = [
        PlacedTile(6, 6, None),
        PlacedTile(6, 3, 2),  # north tip
        PlacedTile(3, 3, 4),
        PlacedTile(3, 1, 8),
    ]
    # a table with room for the north arm to go on past the 3-1 (on STAR_TABLE it bends there)
    layout = layout_line(tiles, [0, 1, 3, 12], table=(28.0, 18.0), spinner_tips=True)
    ps = layout.placements
    assert ps[1] == Placement(0.0, -2.0, 90, 3, 6)
    assert ps[2] == Placement(0.0, -3.5, 0, 3, 3)
    assert ps[3] == Placement(0.0, -5.0, 90, 1, 3)


@pytest.mark.parametrize("mode", ("none", "cross"))
def test_doubles_on_straight_stretches_lie_across_the_line(mode: str) -> None:
    """Wherever the line goes straight on through a crosswise double (the tile before and
    after it in one row), the double lies across that row: perpendicular to the line, never
    lengthwise along it.  (It may sit half a unit off the centre line when that keeps room
    in front of a neighbouring double's tip.)"""
    checked = 0
    for seed in range(40):
        for n, table in ((6, STAR_TABLE), (12, (24.0, 14.0))):
            # the double-twelve block game: four hands of twelve on the scene's box
            game = random_game(seed, n, mode, max_tiles=None if n == 6 else 48)
            # spinner tips as the table scene asks for them (a cross: the lead's, as opened)
            # (48 double-twelve tiles in four arms crowd this box: an end may be squeezed in)
            allowed = STRICT if mode == "none" or n == 6 else BOXED_IN
            tips = None if mode == "cross" else False
            layout = check_game(game, table, allowed, spinner_tips=tips)[0]
            rects = [frect(p.rect()) for p in layout.placements]
            child = {t.parent_socket: i for i, t in enumerate(game.tiles)}
            for i, tile in enumerate(game.tiles):
                socket = tile.parent_socket
                if not tile.crosswise or socket is None or socket < 4 or 4 * i not in child:
                    continue
                before, after = rects[socket // 4], rects[child[4 * i]]
                if game.tiles[socket // 4].is_double:
                    continue
                if is_horizontal(before) != is_horizontal(after):
                    continue  # the line bends at the double
                side = direction(before, rects[i])
                if not straight_out(rects[i], after, side, False, centred=False):
                    continue  # the line turns off the double's side
                assert straight_out(before, rects[i], side, True, centred=False), (
                    f"seed {seed}: double {i} is not across the line"
                )
                checked += 1
    assert checked >= 40


def lopsided_line(west: int, east: int) -> Game:
    """A double-twelve line: `west` tiles on the west end first, then `east` on the east end
    (as in a block game where nobody holds the east number for a long time)."""
    tiles = [PlacedTile(0, 1, None)]
    ends = {0: (0, 0), 1: (1, 1)}  # lead socket -> (open socket, number there)
    for arm, count in ((0, west), (1, east)):
        for _ in range(count):
            socket, value = ends[arm]
            outer = (value + 3) % 13
            tiles.append(PlacedTile(value, outer, socket))
            ends[arm] = (4 * (len(tiles) - 1), outer)
    return Game(tiles, {s: v for s, v in ends.values()})


def check_sides(game: Game, layout: TableLayout) -> None:
    """Tiles hanging (via their parents) on the lead's west end lie in the north half of the
    table or in the row west of the lead; those on the east end in the rest."""
    for i in range(1, len(game.tiles)):
        j = i
        while (parent := game.tiles[j].parent_socket) is not None and parent >= 4:
            j = parent // 4
        p = layout.placements[i]
        west_part = p.y < 0 or (p.y == 0 and p.x < 0)
        assert west_part == (game.tiles[j].parent_socket == 0), f"tile {i} is on the wrong side"


@pytest.mark.parametrize(("west", "east"), [(30, 6), (24, 12), (20, 8), (12, 24), (16, 16)])
def test_the_two_ends_snake_side_by_side(west: int, east: int) -> None:
    """Each end keeps to its own part of the table, so a long end does not snake through the
    room the other end needs later: tidy U-turns, rows side by side."""
    game = lopsided_line(west, east)
    layout = check_game(game, (24.0, 14.0))[0]
    check_inside(layout, (24.0, 14.0))
    check_sides(game, layout)


@pytest.mark.parametrize("n", (9, 12))
def test_random_plain_games_keep_their_ends_apart(n: int) -> None:
    for seed in range(40):
        game = random_game(seed, n, "none", max_tiles=48)
        check_sides(game, check_game(game, (24.0, 14.0))[0])


def straight_line(n: int) -> list[PlacedTile]:
    """A lead and n tiles always played on the east end (numbers cycle through 0..6)."""
    tiles = [PlacedTile(0, 1, None)]
    value = 1
    for i in range(n):
        nxt = (value + 1) % 7
        tiles.append(PlacedTile(value, nxt, 1 if i == 0 else 4 * i))
        value = nxt
    return tiles


def test_long_line_bends_before_the_table_edge() -> None:
    tiles = straight_line(14)
    layout = layout_line(tiles, [0, 4 * 14])
    check_no_overlap(layout)
    check_inside(layout, (24.0, 14.0))
    xs = [p.x for p in layout.placements]
    assert max(xs) < 12
    # the first tiles run straight east, then the line turns and comes back west (a snake)
    assert all(p.y == 0 and p.angle == 0 for p in layout.placements[:5])
    assert any(p.angle == 90 for p in layout.placements)
    tail = layout.placements[-3:]
    assert tail[0].x > tail[1].x > tail[2].x and tail[0].y == tail[2].y != 0
    for i in range(1, len(tiles)):
        check_attached(tiles, layout, i)


def test_target_is_where_a_non_double_goes() -> None:
    for seed in range(20):
        game = random_game(seed, 6, "all")
        for k in range(1, len(game.tiles)):
            tile = game.tiles[k]
            if tile.is_double:
                continue
            layouter = LineLayouter()
            for t in game.tiles[:k]:
                layouter.add(t)
            target = layouter.target(tile.parent_socket)
            placed = layouter.add(tile)
            assert (target.x, target.y, target.angle) == (placed.x, placed.y, placed.angle)


def test_module_is_pure_python() -> None:
    """The scene only scales what geometry computes: importing it must not pull in Qt."""
    code = "import sys, dominoes_qt.geometry; assert not [m for m in sys.modules if 'PySide' in m]"
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).parents[1])


def test_bad_input_is_rejected() -> None:
    with pytest.raises(ValueError):
        layout_line([PlacedTile(1, 2, 0)])
    with pytest.raises(ValueError):
        layout_line([PlacedTile(1, 2, None), PlacedTile(2, 3, None)])
    with pytest.raises(ValueError):
        layout_line([PlacedTile(1, 2, None), PlacedTile(2, 3, 1), PlacedTile(2, 4, 1)])
    with pytest.raises(ValueError):
        layout_line([PlacedTile(1, 2, None)], [7])
    assert layout_line([]).placements == ()


def test_inline_double_lies_lengthwise() -> None:
    tiles = [PlacedTile(2, 4, None), PlacedTile(4, 4, 1, inline=True), PlacedTile(4, 1, 4)]
    layout = layout_line(tiles)
    assert layout.placements[1] == Placement(2.0, 0.0, 0, 4, 4)
    assert layout.placements[2] == Placement(4.0, 0.0, 0, 4, 1)


# --- random games ----------------------------------------------------------------------------

MODES = ("none", "all", "cross")
TABLES = {6: (24.0, 14.0), 9: (32.0, 20.0), 12: (40.0, 26.0)}
# deterministic examples: the same games on every run, no example database in the work tree
RANDOM_GAMES = settings(
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@settings(RANDOM_GAMES, max_examples=120)
@given(
    seed=st.integers(0, 2**32 - 1),
    n=st.sampled_from((6, 9, 12)),
    mode=st.sampled_from(MODES),
    inline_p=st.sampled_from((0.0, 0.0, 0.3)),
)
def test_random_games_follow_table_rules(seed: int, n: int, mode: str, inline_p: float) -> None:
    """No overlaps ever; every tile against its socket (a boxed-in one still on its number)."""
    game = random_game(seed, n, mode, inline_p=inline_p)
    check_game(game, TABLES[n], STRICT if mode == "none" else BOXED_IN)


@pytest.mark.parametrize("n", (6, 9, 12))
def test_plain_and_star_games_attach_every_tile_at_its_socket(n: int) -> None:
    for mode in ("none", "cross"):
        for seed in range(40):
            check_game(random_game(seed, n, mode), TABLES[n], STRICT)


@pytest.mark.parametrize("n", (6, 9, 12))
def test_spinner_games_rarely_box_a_socket_in(n: int) -> None:
    """Every double a spinner: dozens of open ends.  Nearly all tiles still sit at their socket;
    a rare boxed-in one lies against the side of its number, hardly ever apart from it."""
    kinds: Counter[str] = Counter()
    for seed in range(40):
        kinds += check_game(random_game(seed, n, "all"), TABLES[n], BOXED_IN)[1]
    total = sum(kinds.values())
    assert kinds["squeezed"] <= 0.03 * total, dict(kinds)
    assert kinds["detached"] <= 0.01 * total, dict(kinds)


@settings(RANDOM_GAMES, max_examples=100)
@given(seed=st.integers(0, 2**32 - 1))
def test_double_six_game_stays_on_default_table(seed: int) -> None:
    layout = check_game(random_game(seed, 6, "none"))[0]
    check_inside(layout, (24.0, 14.0))


def test_full_double_six_games_stay_on_default_table() -> None:
    full = 0
    for seed in range(300):
        game = random_game(seed, 6, "none")
        full += len(game.tiles) == 28
        check_inside(check_game(game)[0], (24.0, 14.0))
    assert full >= 10  # the sample includes games where all 28 tiles are played


@settings(RANDOM_GAMES, max_examples=30)
@given(seed=st.integers(0, 2**32 - 1))
def test_double_twelve_snake_stays_on_large_table(seed: int) -> None:
    layout = check_game(random_game(seed, 12, "none"), (40.0, 26.0))[0]
    check_inside(layout, (40.0, 26.0))


def test_full_double_twelve_games_stay_on_large_table() -> None:
    seeds = [s for s in range(200) if len(random_game(s, 12, "none").tiles) == 91][:5]
    assert len(seeds) == 5
    for seed in seeds:
        layout = check_game(random_game(seed, 12, "none"), (40.0, 26.0))[0]
        assert len(layout.placements) == 91
        check_inside(layout, (40.0, 26.0))


@settings(RANDOM_GAMES, max_examples=25)
@given(seed=st.integers(0, 2**32 - 1), mode=st.sampled_from(MODES))
def test_layout_is_stable_as_tiles_are_added(seed: int, mode: str) -> None:
    game = random_game(seed, 9, mode)
    full = layout_line(game.tiles, game.open_sockets, table=(32.0, 20.0)).placements
    for k in range(1, len(game.tiles), 4):
        # the engine's open sockets at that moment (they tell which spinner tips are in play)
        prefix = layout_line(game.tiles[:k], game.history[k], table=(32.0, 20.0))
        assert prefix.placements == full[:k]


@pytest.mark.parametrize("mode", MODES)
def test_incremental_layouter_matches_layout_line(mode: str) -> None:
    """The scene adds one tile at a time and reports the open sockets after each move."""
    game = random_game(11, 12, mode)
    layouter = LineLayouter((40.0, 26.0))
    placed = []
    kinds: Counter[str] = Counter()
    for k, tile in enumerate(game.tiles):
        placed.append(layouter.add(tile))
        after = game.history[k + 1] if k + 1 < len(game.history) else game.open_sockets
        snapshot = layouter.layout(after)
        for target in snapshot.targets.values():  # every open socket, at every moment
            kinds[classify_target(game.tiles[: k + 1], snapshot, target)] += 1
    # every double a spinner, all 91 tiles: late on, a rare end is boxed in for good
    assert kinds["detached"] <= (0.01 * kinds.total() if mode == "all" else 0), dict(kinds)
    layout = layout_line(game.tiles, game.open_sockets, table=(40.0, 26.0))
    assert tuple(placed) == layout.placements == layouter.placements
    assert layouter.layout(game.open_sockets) == layout


def test_explicit_spinner_setting_is_stable_too() -> None:
    game = random_game(5, 9, "all")
    full = layout_line(game.tiles, table=(32.0, 20.0), spinner_tips=True).placements
    for k in (10, 20, 30):
        part = layout_line(game.tiles[:k], table=(32.0, 20.0), spinner_tips=True).placements
        assert part == full[:k]
    layouter = LineLayouter((32.0, 20.0), spinner_tips=True)  # what the table scene does
    assert tuple(layouter.add(t) for t in game.tiles) == full
    check_no_overlap(layout_line(game.tiles, spinner_tips=False))


def test_ninety_one_tiles_with_twenty_drop_targets() -> None:
    """The biggest table there is: every tile of a double-twelve set and twenty open ends.

    Its speed is measured by ``tools/bench_geometry.py``, not here (timings are noisy)."""
    game = next(g for s in range(300) if len((g := random_game(s, 12, "all")).tiles) == 91)
    sockets = sorted(game.open_sockets)[:20]
    assert len(sockets) == 20
    layout = layout_line(game.tiles, sockets, table=(40.0, 26.0))
    assert len(layout.placements) == 91
    check_no_overlap(layout)
    check_numbers(game.tiles, layout)
    assert set(layout.targets) == set(sockets)


# --- rows keep a gap; the line keeps to its table ----------------------------------------------


def flush_pairs(game: Game, layout: TableLayout) -> list[tuple[int, int]]:
    """Pairs of tiles lying flush (sharing an edge) that are not a tile and its parent: rows
    of the line that touch read as one block."""
    rects = [frect(p.rect()) for p in layout.placements]
    parent = {
        i: t.parent_socket // 4 for i, t in enumerate(game.tiles) if t.parent_socket is not None
    }
    return [
        (j, i)
        for i in range(len(rects))
        for j in range(i)
        if parent.get(i) != j and parent.get(j) != i and contact(rects[i], rects[j])
    ]


@pytest.mark.parametrize("n", (6, 9, 12))
def test_rows_of_a_plain_line_never_lie_flush(n: int) -> None:
    """A snake's rows keep a gap of felt between them, doubles included (two doubles across
    neighbouring rows used to touch and read as one block)."""
    checked = 0
    for seed in range(40):
        game = random_game(seed, n, "none")
        layout = check_game(game, TABLES[n])[0]
        assert not flush_pairs(game, layout), f"seed {seed}"
        checked += sum(t.crosswise for t in game.tiles)
    assert checked > 100  # plenty of doubles among them


def test_the_snake_keeps_a_gap_where_doubles_meet_across_rows() -> None:
    """Doubles that would lie side by side in the two rows of a U-turn keep a gap: here the
    west arm's 1-1 and the 2-2 just below it (they touched before)."""
    game = random_game(18, 6, "none")
    layout = check_game(game, (21.0, 12.0))[0]
    doubles = [i for i, t in enumerate(game.tiles) if t.crosswise]
    assert len(doubles) >= 4
    assert not flush_pairs(game, layout)


def dnc_game(seed: int, tiles: int) -> Game:
    """Double Nine Cross on a double-twelve set: the 12-12 opens four ways, then every double
    is a spinner."""
    return random_game(seed, 12, "all", max_tiles=tiles, lead_double=12)


# the table box of Double Nine Cross with six players in a 1100 x 750 window
DNC6_TABLE = (36.0, 17.0)


def grown_layout(game: Game, table: tuple[float, float]) -> tuple[TableLayout, LineLayouter]:
    layouter = LineLayouter(table, spinner_tips=True)
    for tile in game.tiles:
        layouter.add(tile)
    return layouter.layout(game.open_sockets), layouter


def test_spinner_rows_rarely_lie_flush() -> None:
    """Every double a spinner, branches everywhere: still hardly any rows touch."""
    tiles = flush = 0
    for seed in range(30):
        game = dnc_game(seed, 40)
        layout = grown_layout(game, DNC6_TABLE)[0]
        check_no_overlap(layout)
        tiles += len(game.tiles)
        flush += len(flush_pairs(game, layout))
    assert flush <= 0.01 * tiles, f"{flush} flush pairs among {tiles} tiles"


def inside(rect: FRect, table: tuple[float, float], slack: float = 0.0) -> bool:
    w, h = table[0] / 2 + slack, table[1] / 2 + slack
    return rect[0] >= -w - EPS and rect[2] <= w + EPS and rect[1] >= -h - EPS and rect[3] <= h + EPS


@pytest.mark.parametrize("mode", MODES)
def test_every_tile_lies_on_the_table_as_it_was_then(mode: str) -> None:
    """A tile is never laid off the table: when the line cannot go on inside it, the table
    grows first (and the scene shows it smaller).  In spinner games a double across a row
    along the edge may stick out half a unit (its tips keep room for branches)."""
    for seed in range(12):
        game = random_game(seed, 9, mode)
        layouter = LineLayouter((32.0, 20.0), spinner_tips=mode != "none")
        for tile in game.tiles:
            p = layouter.add(tile)
            slack = 0.5 if mode != "none" and tile.crosswise else 0.0
            assert inside(frect(p.rect()), layouter.grown_table, slack), (seed, p)


def test_cross_arms_bend_to_stay_on_the_table() -> None:
    """Double Nine Cross at the length of a six-player hand: the arms bend and fold to stay
    in the box the scene gives them (so its tiles are drawn at full size); only a rare game
    needs a larger table."""
    grown = 0
    for seed in range(40):
        game = dnc_game(seed, 30)
        layout, layouter = grown_layout(game, DNC6_TABLE)
        check_no_overlap(layout)
        if layouter.grown_table != DNC6_TABLE:
            grown += 1
            continue
        for p in layout.placements:
            slack = 0.5 if p.first == p.second else 0.0
            assert inside(frect(p.rect()), DNC6_TABLE, slack), (seed, p)
    assert grown <= 4, f"{grown} of 40 games grew the table"


def test_an_arm_reaching_the_edge_turns_and_runs_along_it() -> None:
    """The Star's north arm on the scene's box: two tiles straight out, then along the top
    edge instead of off the table, then down the east edge."""
    tiles = [PlacedTile(6, 6, None)]
    socket = 2
    for a, b in ((6, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (0, 2), (2, 4)):
        tiles.append(PlacedTile(a, b, socket))
        socket = 4 * (len(tiles) - 1)
    layout = layout_line(tiles, [0, 1, 3, socket], table=STAR_TABLE)
    ps = layout.placements
    for p in ps:
        assert inside(frect(p.rect()), STAR_TABLE), p
    assert [p.angle for p in ps[1:3]] == [90, 90]   # straight out from the 6-6
    along = [p for p in ps[3:] if p.angle == 0]
    assert len(along) >= 4
    assert all(abs(frect(p.rect())[1] + STAR_TABLE[1] / 2) < EPS for p in along)  # on the edge
    for i in range(1, len(tiles)):
        check_attached(tiles, layout, i)
