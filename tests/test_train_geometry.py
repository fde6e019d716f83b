"""Where the train games' tiles lie (dominoes_qt/train_geometry.py): pure Python."""

from __future__ import annotations

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


def test_chicken_foot_tiles_never_lie_on_one_another() -> None:
    """Random rounds played to their end, their tiles laid again: no two overlap (a line
    boxed in leaves a short gap instead; 23 of these 200 rounds overlapped before)."""
    from dominoes_qt.session import GameSetup
    from dominoes_qt.storage.record import GameRecord
    from dominoes_qt.train_geometry import _boxes_overlap

    for seed in range(200):
        record = GameRecord.new(GameSetup.default("chicken-foot", seed=seed))
        rng = random.Random(seed)
        state = record.match.hand
        while state.result is None:
            record.apply(rng.choice(state.legal_actions()))
        foot = FootLayouter(4)
        for p in state.layout.placed():
            foot.add(PlacedTile(p.touching, p.outer, p.parent_socket, p.inline))
        boxes = foot._boxes
        assert not any(_boxes_overlap(boxes[i], boxes[j]) for i in range(len(boxes))
                       for j in range(i + 1, len(boxes))), seed
