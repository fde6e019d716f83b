"""How sure a grade is (ai/coach_estimate.py): a grade never worse than the sampled worlds
are sure of, a close call where the noise hides whether a move is good, and a move that is
equal in every world is best whatever the seed (issue 36)."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai.coach import THRESHOLDS
from dominoes_qt.ai.coach_estimate import BEST, BLUNDER, CLOSE, GOOD, INACCURACY, Tally


def tally(rows: list[list[float]], played: int = 0) -> Tally:
    t = Tally(len(rows[0]), played)
    for row in rows:
        t.add(row)
    return t


def grade_of(rows: list[list[float]], played: int = 0) -> tuple[str, str | None]:
    return tally(rows, played).estimate(2.0).grade(THRESHOLDS, 1)


def test_equal_in_every_world_is_best_and_settled() -> None:
    rows = [[v, v] for v in (10.0, -4.0, 22.0, 0.0)]
    est = tally(rows).estimate(3.5)
    assert est.loss == est.low == est.high == 0.0
    assert est.settled(THRESHOLDS, 1) and est.grade(THRESHOLDS, 1) == (GOOD, BEST)


def test_a_sure_loss_gets_its_band() -> None:
    assert grade_of([[0.0, 0.4]] * 40) == (GOOD, BEST)     # the best band is a remark
    assert grade_of([[0.0, 2.0]] * 40) == (GOOD, None)
    assert grade_of([[0.0, 5.0]] * 40) == (INACCURACY, None)
    assert grade_of([[0.0, 12.0]] * 40) == (BLUNDER, None)


def test_noise_never_makes_a_blunder_of_an_unsure_loss() -> None:
    # a loss of 9 on average, scattered by 30 points a world: it may be far less
    noise = [30.0, -30.0] * 20
    random.Random(3).shuffle(noise)
    rows = [[0.0, 9.0 + x] for x in noise]
    est = tally(rows).estimate(2.0)
    assert est.loss > 3.0 and est.low <= 3.0
    assert est.grade(THRESHOLDS, 1) == (GOOD, CLOSE)       # a close call is a good move
    assert not est.settled(THRESHOLDS, 1)


def test_a_noisy_tie_is_best_whatever_the_worlds() -> None:
    grades = set()
    for seed in range(20):
        rng = random.Random(seed)
        rows = [[rng.gauss(0, 20)] * 2 for _ in range(40)]      # tied in each world
        for row in rows:
            row[1] += rng.gauss(0, 4)                        # ... give or take a little
        grades.add(grade_of(rows))
    assert grades == {(GOOD, BEST)}


def test_a_move_surely_worse_stops_being_valued_and_the_loss_stays() -> None:
    rng = random.Random(5)
    rows = []
    for _ in range(64):
        luck = rng.gauss(0, 20)
        # the played move, one about 4 points better, one always 40 points worse
        rows.append([luck, luck + 4 + rng.gauss(0, 3), luck - 40 + rng.gauss(0, 3)])
    t = tally(rows)
    assert t.prune(3.5) == [True, True, False]
    before = t.estimate(3.0)
    for row in rows[:32]:
        t.add([row[0], row[1], None])
    after = t.estimate(3.0)
    assert t.counts == [96, 96, 64]
    assert after.best == before.best == 1
    assert abs(after.loss - 4.0) < 1.5 and after.high - after.low < before.high - before.low
    assert t.means()[2] == pytest.approx(sum(r[2] for r in rows) / 64)


def test_an_exact_tally_has_no_range_and_weighs_each_world_by_its_chance() -> None:
    t = Tally(2, 0, exact=True)
    t.add([0.0, 10.0], 0.25)
    t.add([0.0, -2.0], 0.75)
    est = t.estimate(3.0)
    assert est.exact and est.loss == est.low == est.high == pytest.approx(1.0)
    assert t.means() == pytest.approx([0.0, 1.0])
    assert est.grade(THRESHOLDS, 1) == (GOOD, None) and est.settled(THRESHOLDS, 1)
