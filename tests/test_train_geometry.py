"""Where the train games' tiles lie (dominoes_qt/train_geometry.py): pure Python."""

from __future__ import annotations

import math
import random

import pytest

from dominoes_qt.geometry import PlacedTile
from dominoes_qt.rules import Match, configure
from dominoes_qt.train_geometry import FootLayouter, MexicanLayouter


def _overlap(a, b) -> float:
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    w = min(ax + aw, bx + bw) - max(ax, bx)
    h = min(ay + ah, by + bh) - max(ay, by)
    return w * h if w > 1e-6 and h > 1e-6 else 0.0


def _laid(layouter, hand) -> list:
    layouter.add(PlacedTile(hand.engine, hand.engine, None))
    for p in hand.placed:
        layouter.add(PlacedTile(p.touching, p.outer, p.socket))
    return list(layouter.placements)


@pytest.mark.parametrize("players, set_n", [(2, 12), (4, 12), (8, 12), (4, 9)])
def test_mexican_trains_never_overlap_and_bend_to_stay_on_the_table(players, set_n) -> None:
    for seed in range(15):
        match = Match(configure("mexican-train", players, set_n), seed=seed)
        hand = match.hand
        rng = random.Random(seed)
        while hand.result is None:
            match.apply(rng.choice(hand.legal_actions()))
        layouter = MexicanLayouter(players + 1, (24.0, 14.0))
        placements = _laid(layouter, hand)
        assert len(placements) == len(hand.placed) + 1
        rects = [p.rect() for p in placements]
        for i in range(len(rects)):
            for j in range(i):
                assert not _overlap(rects[i], rects[j]), (seed, i, j)
        # a lane stays between the engine and the table's edge, however long its train
        assert all(abs(p.x) <= 12.0 for p in placements)


def test_a_long_train_bends_back_along_its_lane() -> None:
    layouter = MexicanLayouter(5, (24.0, 14.0))
    layouter.add(PlacedTile(12, 12, None))
    for _ in range(12):
        layouter.add(PlacedTile(12, 3, 0))
    ys = sorted({p.y for p in layouter.placements[1:] if p.angle == 0})
    assert len(ys) == 3            # out, back, out again
    assert layouter.grown_table == (24.0, 14.0) or layouter.grown_table[1] > 14.0


def test_the_lit_end_is_where_the_tile_goes() -> None:
    layouter = MexicanLayouter(3)
    layouter.add(PlacedTile(9, 9, None))
    for k in range(7):
        target = layouter.target(k % 3)
        placed = layouter.add(PlacedTile(1, 2, k % 3))
        assert (target.x, target.y, target.angle) == (placed.x, placed.y, placed.angle)
    foot = FootLayouter(4)
    foot.add(PlacedTile(9, 9, None))
    target = foot.target(0)
    placed = foot.add(PlacedTile(9, 2, 0))
    assert (target.x, target.y, target.angle) == (placed.x, placed.y, placed.angle)


def test_a_chicken_foot_sends_its_toes_out_at_their_angle() -> None:
    foot = FootLayouter(4)
    foot.add(PlacedTile(9, 9, None))
    for s in range(4):
        foot.add(PlacedTile(9, s + 1, s))
    double = foot.add(PlacedTile(1, 1, 8))       # on the eastern line's end
    assert double.angle == 90                      # across the line
    toes = [foot.add(PlacedTile(1, v, 24 + k)) for k, v in enumerate((5, 6, 7))]
    assert sorted(t.angle for t in toes) == [-45, 0, 45]
    assert all(t.x > double.x for t in toes)


def test_the_double_foot_centre_has_six_ends() -> None:
    foot = FootLayouter(6)
    foot.add(PlacedTile(9, 9, None))
    placed = [foot.add(PlacedTile(9, s, s)) for s in range(6)]
    assert sum(p.x > 0 for p in placed) == 3 and sum(p.x < 0 for p in placed) == 3


def _outline(p) -> list[tuple[float, float]]:
    """The drawn tile's corners: 2 by 1 tile units round its centre, turned by its angle."""
    c, s = math.cos(math.radians(p.angle)), math.sin(math.radians(p.angle))
    return [(p.x + c * dl - s * dw, p.y + s * dl + c * dw)
            for dl, dw in ((-1, -0.5), (1, -0.5), (1, 0.5), (-1, 0.5))]


def _intersect(a, b, depth: float = 0.01) -> bool:
    """Separating axes: two outlines intersect unless some edge's normal separates them (a
    shared edge or corner, or less than ``depth`` of overlap, is touching)."""
    for poly in (a, b):
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
            nx, ny = y0 - y1, x1 - x0
            n = math.hypot(nx, ny)
            pa = [(x * nx + y * ny) / n for x, y in a]
            pb = [(x * nx + y * ny) / n for x, y in b]
            if max(pa) <= min(pb) + depth or max(pb) <= min(pa) + depth:
                return False
    return True


def _gap(a, b) -> float:
    """How far apart two outlines that do not intersect are (0: they touch)."""
    def to_segment(p, q, r) -> float:
        dx, dy = r[0] - q[0], r[1] - q[1]
        t = max(0.0, min(1.0, ((p[0] - q[0]) * dx + (p[1] - q[1]) * dy) / (dx * dx + dy * dy)))
        return math.hypot(p[0] - q[0] - t * dx, p[1] - q[1] - t * dy)

    return min(to_segment(p, q, r) for u, v in ((a, b), (b, a)) for p in u
               for q, r in zip(v, v[1:] + v[:1], strict=True))


def _crossing(placements) -> tuple[int, int] | None:
    """Two tiles whose outlines intersect, if any (only tiles whose centres are close enough
    to touch are compared)."""
    outlines = [_outline(p) for p in placements]
    reach = 2 * math.hypot(1.0, 0.5)
    for i, p in enumerate(placements):
        for j in range(i):
            q = placements[j]
            if abs(p.x - q.x) < reach and abs(p.y - q.y) < reach and \
                    _intersect(outlines[i], outlines[j]):
                return j, i
    return None


def _train_rounds():
    """(game, players, set, seed, option) of ≥ 1,000 random rounds: both train games, every
    set and every number of players each allows, Chicken Foot with either centre."""
    from dominoes_qt.rules import find_game

    rounds = []
    for game_id in ("mexican-train", "chicken-foot"):
        game = find_game(game_id)
        for set_n in game.sets:
            for players in game.players:
                if players > game.max_players.get(set_n, players):
                    continue
                for seed in range(35):
                    centre = ("foot" if seed % 3 == 0 else "cross") \
                        if game_id == "chicken-foot" else None
                    rounds.append((game_id, players, set_n, seed, centre))
    return rounds


def _round_table(players: int) -> list:
    """Owners evenly round the table, the first at the bottom; the Mexican train has none."""
    return [(math.sin(2 * math.pi * k / players), math.cos(2 * math.pi * k / players))
            for k in range(players)] + [None]


def _check_station(layouter, hand) -> None:
    """Every lane's first tile touches the station's edge, level with the lane; no tile but
    the engine lies on the station."""
    from dominoes_qt.train_geometry import LANE_START

    left, top, right, bottom = layouter.station()
    placements = layouter.placements
    assert (left, right) == (-LANE_START, LANE_START)
    first: dict[int, int] = {}
    for i, p in enumerate(hand.placed):
        first.setdefault(p.socket, i + 1)
    for train, index in first.items():
        p = placements[index]
        x0, y0, w, h = p.rect()
        inner = x0 if layouter.side(train) > 0 else -(x0 + w)
        assert abs(inner - LANE_START) < 1e-6 and abs(p.y - layouter.lane_y(train)) < 1e-6
        assert top < p.y < bottom
    for p in placements[1:]:
        x0, y0, w, h = p.rect()
        assert x0 >= right - 1e-6 or x0 + w <= left + 1e-6, p


def test_each_train_leaves_the_station_towards_its_owner() -> None:
    """Four players, the viewer at the bottom, West on the left, North across, East on the
    right: West's lane leaves westwards, East's eastwards, North's is the top lane of its side,
    the viewer's the bottom one; a lane on each side at least."""
    from dominoes_qt.train_geometry import lane_places

    owners = [(0.0, 1.5), (-1.5, 0.0), (0.0, -1.5), (1.5, 0.0), None]
    places = lane_places(owners)
    assert places[1][0] == -1 and places[3][0] == 1
    north_side, north_rank = places[2]
    assert north_rank == 0
    you_side, you_rank = places[0]
    assert you_rank == max(rank for side, rank in places if side == you_side)
    assert sorted(side for side, _ in places).count(1) in (2, 3)
    layouter = MexicanLayouter(5, owners=owners)
    assert layouter.side(1) == -1 and layouter.side(3) == 1
    assert layouter.lane_y(2) < layouter.lane_y(1) < layouter.lane_y(0)


def _play_round(game_id: str, players: int, set_n: int, seed: int, centre: str | None):
    options = {"centre": centre} if centre else {}
    match = Match(configure(game_id, players, set_n, options), seed=seed)
    hand = match.hand
    rng = random.Random(seed)
    while hand.result is None:
        match.apply(rng.choice(hand.legal_actions()))
    return hand


def test_no_two_tiles_of_a_train_game_overlap_in_a_thousand_random_rounds() -> None:
    """Every tile's outline (turned with it, at 45° too) against every other's, round after
    round played at random to its end in both train games, on tables of three shapes: none
    intersect; neither does a lit end (where the next tile would go) with a tile."""
    rounds = _train_rounds()
    assert len(rounds) >= 1000
    tables = ((24.0, 14.0), (20.0, 12.0), (32.0, 18.0))
    games = set()
    for k, (game_id, players, set_n, seed, centre) in enumerate(rounds):
        hand = _play_round(game_id, players, set_n, seed, centre)
        games.add((game_id, players, set_n))
        table = tables[k % 3]
        layouter = (MexicanLayouter(players + 1, table, _round_table(players))
                    if game_id == "mexican-train"
                    else FootLayouter(6 if centre == "foot" else 4, table))
        placements = _laid(layouter, hand)
        assert len(placements) == len(hand.placed) + 1
        where = (game_id, players, set_n, seed, centre, table)
        assert _crossing(placements) is None, (where, _crossing(placements))
        if game_id == "mexican-train":
            _check_station(layouter, hand)
        for socket in hand.layout.open:
            target = layouter.target(socket)
            near = [p for p in placements if math.hypot(p.x - target.x, p.y - target.y) < 2.3]
            assert not any(_intersect(_outline(target), _outline(p)) for p in near), \
                (where, socket)
    assert len(games) == 29       # every set and number of players of both games


def test_toes_and_turned_tiles_touch_the_tile_they_join() -> None:
    """A chicken foot's toes (straight on, and at 45° from its far corners) and the tiles
    that turn touch the tile they are played on: no toe floats with a gap, and only a line
    boxed in on every side (a few in a hundred) leaves one."""
    joined = apart = 0
    for seed in range(60):
        hand = _play_round("chicken-foot", 4, 9, seed, "cross")
        placements = _laid(FootLayouter(4), hand)
        for i, tile in enumerate(hand.placed):
            s = tile.socket
            parent = 0 if s < FootLayouter.FIRST_PLACED_SOCKET else 1 + (s - FootLayouter.FIRST_PLACED_SOCKET) // 4
            if _gap(_outline(placements[i + 1]), _outline(placements[parent])) < 0.01:
                joined += 1
            else:
                apart += 1
    assert apart <= 0.02 * (joined + apart), (joined, apart)


def test_a_foot_on_a_diagonal_toe_lies_across_it_and_its_toes_touch_it() -> None:
    """The issue's 7-7 on a 2-7 toe: the double lies across the 45° toe without covering
    it, and its three toes all touch it."""
    foot = FootLayouter(4, (30.0, 18.0))
    foot.add(PlacedTile(9, 9, None))
    for s in range(4):
        foot.add(PlacedTile(9, 2, s))
    foot.add(PlacedTile(2, 2, 8))                        # a chicken foot east of the engine
    toe = foot.add(PlacedTile(2, 7, 24))                 # its first toe, at 45°
    foot.add(PlacedTile(2, 5, 25))
    foot.add(PlacedTile(2, 3, 26))
    double = foot.add(PlacedTile(7, 7, 28))              # 7-7 on the 2-7 toe
    assert toe.angle in (45, -45) and double.angle == -toe.angle      # across it
    assert not _intersect(_outline(double), _outline(toe))
    assert _gap(_outline(double), _outline(toe)) < 0.01
    toes = [foot.add(PlacedTile(7, v, 40 + k)) for k, v in enumerate((1, 4, 6))]
    for t in toes:
        assert _gap(_outline(t), _outline(double)) < 0.01
        assert not any(_intersect(_outline(t), _outline(p)) for p in foot.placements if p != t)
