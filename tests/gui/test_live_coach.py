"""Preferences ▸ Coach with the real game window: marks on your played tiles, your accuracy
in the statistics, the tile tracker (an assisted game), and nothing loaded while it is off."""

from __future__ import annotations

import dataclasses

import pytest

from dominoes_qt.ai.coach import GRADES, CoachBudget
from dominoes_qt.app.live_coach import LiveCoach
from dominoes_qt.session import GameSetup

from .gui_helpers import make_window

SMALL = CoachBudget(worlds=3, scoring_worlds=3, most_worlds=3)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LiveCoach, "budget", SMALL)


def start(qtbot, **prefs):
    window = make_window(qtbot, GameSetup.default("draw", 2, seed=12))
    files = window.files
    files.apply_settings(dataclasses.replace(files.app_settings, **prefs))
    qtbot.waitUntil(lambda: window.controller.awaiting_human, timeout=10_000)
    return window


def play_one(qtbot, window) -> object:
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=20_000)
    if c.hand.result is not None:
        return None
    action = c.legal_for_viewer()[0]
    assert c.play_human(action)
    return action


def test_off_by_default_and_nothing_graded(qtbot) -> None:
    window = make_window(qtbot, GameSetup.default("draw", 2, seed=12))
    assert window.files.app_settings.coach == "off"
    assert window.coach is None and window.tile_tracker is None


def test_after_each_move_your_tile_gets_a_mark(qtbot) -> None:
    window = start(qtbot, coach="move")
    coach = window.coach
    assert isinstance(coach, LiveCoach) and coach.mode == "move"
    graded = []
    coach.graded.connect(lambda i, review: graded.append(review))
    action = None
    while action is None or action.kind.name != "PLAY":
        action = play_one(qtbot, window)
    qtbot.waitUntil(lambda: bool(graded) and graded[-1].played == action, timeout=60_000)
    review = graded[-1]
    assert review.grade in GRADES and review.seat == window.controller.viewer
    assert all(v.open is None for v in review.values)       # fair only during the hand
    marks = window.scene.marks()
    assert action.tile.id in marks
    assert marks[action.tile.id].toolTip().startswith("Coach: ")


def test_after_each_hand_your_accuracy_goes_to_the_statistics(qtbot) -> None:
    window = start(qtbot, coach="hand")
    coach = window.coach
    hands = []
    coach.hand_graded.connect(lambda hand, value: hands.append((hand, value)))
    play_one(qtbot, window)
    assert not coach.reviews                               # nothing before the hand ends
    c = window.controller
    for _ in range(60):
        if c.hand.result is not None:
            break
        play_one(qtbot, window)
    assert c.hand.result is not None
    qtbot.waitUntil(lambda: bool(hands), timeout=120_000)
    hand, value = hands[0]
    assert hand == 0
    stats = window.files.statistics.game("draw")
    if value is not None:
        assert stats.accuracy == [round(value, 1)]
        assert "accuracy" in window.statusBar().currentMessage()
    if window.summary_dialog is not None:
        window.summary_dialog.reject()


def test_turning_the_coach_off_stops_it(qtbot) -> None:
    window = start(qtbot, coach="move")
    files = window.files
    files.apply_settings(dataclasses.replace(files.app_settings, coach="off"))
    assert window.coach is None


def test_the_tile_tracker_shows_and_marks_the_game_assisted(qtbot) -> None:
    window = start(qtbot, tile_tracker=True)
    tracker = window.tile_tracker
    assert tracker is not None and tracker.isVisible()
    assert tracker.text().startswith("Cannot hold: ")
    assert "Unseen: 0×" in tracker.text()
    play_one(qtbot, window)
    assert window.files.assisted
    files = window.files
    files.apply_settings(dataclasses.replace(files.app_settings, tile_tracker=False))
    assert not tracker.isVisible()


def test_the_better_move_is_lit_on_request(qtbot) -> None:
    window = start(qtbot, coach="move")
    coach = window.coach
    c = window.controller
    for _ in range(40):
        if coach.last_miss() is not None or c.hand.result is not None:
            break
        before = len(coach.reviews)
        action = play_one(qtbot, window)
        if action is None:
            break
        qtbot.waitUntil(lambda n=before: coach.idle and len(coach.reviews) >= n, timeout=60_000)
    miss = coach.last_miss()
    if miss is None:
        assert not window.action_better.isEnabled()
        pytest.skip("every move of this hand was the best")
    window._update_actions()
    assert window.action_better.isEnabled()
    window.action_better.trigger()
    tile = miss.best[0].tile
    mark = window.scene.marks()[tile.id]
    assert mark.brush().color().name() == "#2f7de1"
    assert mark.toolTip().startswith("Coach: the better move instead of ")


def test_a_solitaire_is_graded_without_marks_on_the_table(qtbot) -> None:
    window = make_window(qtbot, GameSetup.default("patience", seed=3))
    files = window.files
    files.apply_settings(dataclasses.replace(files.app_settings, coach="move"))
    c = window.controller
    coach = window.coach
    for _ in range(3):
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=10_000)
        if c.hand.result is not None:
            break
        c.play_human(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: coach.idle and len(coach.reviews) >= 1, timeout=60_000)
    assert all(r.method in ("solitaire", "forced", "ungraded") for r in coach.reviews.values())
    assert not window.scene.marks()


def test_the_grade_is_said_by_the_table_canvas(qtbot) -> None:
    """A screen reader hears each grade: the accessible table announces it."""
    window = start(qtbot, coach="move")
    graded = []
    window.coach.graded.connect(lambda i, review: graded.append(review))
    action = None
    while action is None or action.kind.name != "PLAY":
        action = play_one(qtbot, window)
    qtbot.waitUntil(lambda: bool(graded) and graded[-1].played == action, timeout=60_000)
    said = window.view.property("announcement")
    assert isinstance(said, str) and said.startswith("Coach: ")
    assert str(action.tile) in said


def test_best_and_close_call_are_said_as_kinds_of_good(qtbot) -> None:
    """The grade is good, inaccuracy or blunder; best and close call are remarks on a good
    move, said after "good" in the tip, to a screen reader and in the review."""
    from dominoes_qt.ai.coach import BEST, CLOSE, FAIR, GOOD, INACCURACY, MoveReview
    from dominoes_qt.app.live_coach import GRADE_COLOURS
    from dominoes_qt.app.review_window import ReviewWindow
    from dominoes_qt.rules.actions import Action, Kind
    from dominoes_qt.rules.tiles import TILES

    window = start(qtbot, coach="move")
    coach = window.coach
    tile = TILES[5]
    played = Action(Kind.PLAY, tile)

    def review(grade: str, remark: str | None) -> MoveReview:
        return MoveReview(0, 3, 0, played, FAIR, best=(played,), loss=0.2, grade=grade,
                          remark=remark, low=0.0, high=4.0)

    best, close, good = review(GOOD, BEST), review(GOOD, CLOSE), review(GOOD, None)
    assert best.label == BEST and close.label == CLOSE and good.label == GOOD
    assert review(INACCURACY, None).label == INACCURACY
    assert coach.spoken(best) == f"Coach: {tile} was a good move, the best."
    assert coach.spoken(close) == f"Coach: {tile} was a good move, but a close call."
    assert coach.spoken(good) == f"Coach: {tile} was a good move."
    assert coach.describe(best) == "Coach: a good move, the best."
    assert coach.describe(close).startswith("Coach: a good move, but a close call")
    assert len({GRADE_COLOURS[m.label] for m in (best, close, good)}) == 3
    assert ReviewWindow.grade_name(window, BEST) == "good (the best move)"
    assert ReviewWindow.grade_name(window, CLOSE) == "good (a close call)"
