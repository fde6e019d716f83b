"""Game ▸ Review: the real window stepping through a game, the table as it was, the coach's
analysis arriving from off the GUI thread, and nothing hidden shown during a hand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from dominoes_qt.ai.coach import GRADES, REMARKS, CoachBudget
from dominoes_qt.app.review_controller import ReviewController
from dominoes_qt.app.review_window import ReviewWindow
from dominoes_qt.scene.controller_api import TableController
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.record import GameRecord
from tests.random_games import played_at_random

from .gui_helpers import make_window

SMALL = CoachBudget(worlds=3, scoring_worlds=3, most_worlds=3, open_nodes=60_000)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ReviewWindow, "default_budget", SMALL)


def played(game: str = "partnership", players: int = 4, seed: int = 4, hands: int = 1,
           extra: int = 0) -> GameRecord:
    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, "medium")
                                       for _ in range(players - 1))
    return played_at_random(GameSetup.default(game, players, seed=seed, seats=seats), hands,
                            extra)


def open_review(qtbot, record: GameRecord, viewer: int = 0) -> ReviewWindow:
    window = ReviewWindow(record, viewer)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def faces(window: ReviewWindow, seat: int) -> list[bool]:
    hand = window.controller.line_hand
    return [window.scene.tile_item(t).face_up for t in hand.hand_of(seat)]


def test_the_review_controller_has_what_the_table_calls(qapp) -> None:
    controller = ReviewController(played(), 0, ["A", "B", "C", "D"])
    members = [name for name in dir(TableController) if not name.startswith("_")]
    missing = [name for name in members if not hasattr(controller, name)]
    assert not missing
    assert controller.play_human(None) is False and not controller.awaiting_human


def test_buttons_slider_and_keys_step_through_the_game(qtbot) -> None:
    record = played()
    window = open_review(qtbot, record)
    c = window.controller
    assert c.step == 0 and c.steps == len(record.actions)
    assert not window.back_button.isEnabled()
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert c.step == 1 and window.slider.value() == 1
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert c.step == 2
    qtbot.keyClick(window, Qt.Key.Key_Left)
    assert c.step == 1
    window.slider.setValue(10)
    assert c.step == 10
    assert len(c.line_hand.layout.tiles) == sum(
        a.kind.name == "PLAY" for _, a in record.actions[:10])
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert c.step == c.steps and not window.forward_button.isEnabled()
    # the last step is the game as it was: the same line, the same scores
    assert c.line_hand.layout.tiles == record.match.hand.layout.tiles
    assert c.match.scores == record.match.scores
    qtbot.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert c.step == 0 and not c.line_hand.layout.tiles
    assert window.position_label.text() == f"Move 0 of {c.steps}"


def test_a_hand_that_is_over_is_shown_face_up_from_its_first_move(qtbot) -> None:
    window = open_review(qtbot, played())
    window.go(3)
    for seat in range(4):
        assert all(faces(window, seat)), seat


def test_during_a_hand_only_the_reviewing_seat_is_face_up(qtbot) -> None:
    record = played(hands=1, extra=6)
    window = open_review(qtbot, record, viewer=0)
    c = window.controller
    first = sum(1 for i, _ in record.actions if i == 0)
    window.go(first + 3)                       # three moves into the hand being played
    assert c.match.hand_index == 1 and not c.show_all_hands
    assert all(faces(window, 0))
    for seat in (1, 2, 3):
        assert not any(faces(window, seat)), seat
    # and only the reviewing seat's moves of that hand are analysed
    live = [s for s in window.steps if s.position.hand == 1]
    assert all(s.analyse == (s.position.state.turn == 0) for s in live)
    assert not any(s.open_hands for s in live)


def test_the_analysis_arrives_off_the_gui_thread_with_a_progress_mark(qtbot) -> None:
    window = open_review(qtbot, played(game="all-fives", players=2, seed=6))
    assert window.progress.isVisible()
    window.go(2)
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    assert not window.progress.isVisible()
    assert len(window.reviews) == window.analysable() == window.controller.steps
    text = window.move_label.text()
    assert any(f", {window.grade_name(g)}." in text for g in (*GRADES, *REMARKS))
    review = window.reviews[1]
    if review.method == "fair":
        assert "Gave up" in text and window.table.rowCount() >= 2
        assert window.move_label.toolTip().startswith("Expected points")


def test_game_review_opens_the_game_on_the_table(qtbot) -> None:
    setup = GameSetup.default("draw", 2, seed=9)
    main = make_window(qtbot, setup)
    qtbot.waitUntil(lambda: main.controller.awaiting_human, timeout=10_000)
    legal = main.controller.legal_for_viewer()
    main.controller.play_human(legal[0])
    qtbot.waitUntil(lambda: main.controller.awaiting_human, timeout=10_000)
    assert main.action_review.isEnabled()
    main.action_review.trigger()
    review = main.review_window
    assert isinstance(review, ReviewWindow)
    assert review.controller.steps == len(main.controller.record.actions)
    review.go(review.controller.steps)
    assert not any(faces(review, 1))          # the other player's tiles stay hidden
    # the game goes on without changing the review (a snapshot)
    before = review.controller.steps
    legal = main.controller.legal_for_viewer()
    if legal:
        main.controller.play_human(legal[0])
    assert review.controller.steps == before
    review.close()


def test_open_in_review_reads_a_saved_game_and_refuses_a_bad_one(qtbot, tmp_path: Path,
                                                                  monkeypatch) -> None:
    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    errors: list[str] = []
    monkeypatch.setattr(main.files, "show_error", lambda title, text: errors.append(text))
    bad = tmp_path / "bad.domino"
    bad.write_text("{not json")
    assert main.open_in_review(bad) is None
    assert len(errors) == 1 and "bad.domino" in errors[0]
    good = tmp_path / "good.domino"
    record = played(game="block", players=2, seed=3)
    record.save(good)
    table_before = main.controller.record
    review = main.open_in_review(good)
    assert isinstance(review, ReviewWindow)
    assert review.controller.steps == len(record.actions)
    assert main.controller.record is table_before       # the table is left as it was
    review.close()


def a_hands_summary(qtbot) -> tuple[Any, GameRecord, Any]:
    """A game window showing the summary of a Draw hand that is over: (window, record,
    summary)."""
    from dominoes_qt.app.hand_summary import HandSummaryDialog

    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    record = played(game="draw", players=2, seed=5)
    main.load_record(record)
    main.ends.on_hand_ended(record.match.hand.result)
    summary = main.summary_dialog
    assert isinstance(summary, HandSummaryDialog)
    return main, record, summary


def test_a_hands_summary_opens_the_review_at_the_hands_end(qtbot) -> None:
    main, record, summary = a_hands_summary(qtbot)
    assert summary.review_button.isVisible()
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = main.review_window
    assert isinstance(review, ReviewWindow)
    assert review.controller.step == review.controller.steps == len(record.actions)
    assert review.controller.line_hand.result is not None
    review.close()
    summary.reject()


def summary_note(qtbot, main) -> str:
    """Play the hand on the table out (the person's first legal move each turn) and read the
    note of its summary."""
    from dominoes_qt.app.hand_summary import HandSummaryDialog

    c = main.controller
    for _ in range(80):
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=20_000)
        if c.hand.result is not None:
            break
        c.play_human(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: isinstance(main.summary_dialog, HandSummaryDialog), timeout=10_000)
    return main.summary_dialog.note_label.text()


def test_replay_this_deal_from_the_summary_deals_the_same_tiles(qtbot, monkeypatch) -> None:
    from dominoes_qt.app.hand_summary import HandSummaryDialog

    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    record = played(game="draw", players=2, seed=5)
    main.load_record(record)
    main.ends.on_hand_ended(record.match.hand.result)
    summary = main.summary_dialog
    assert isinstance(summary, HandSummaryDialog) and summary.replay_button.isVisible()
    monkeypatch.setattr(main, "ask_replay_seat", lambda names, current: 1)
    monkeypatch.setattr(main.files, "ask_replace", lambda rec: "discard")
    qtbot.mouseClick(summary.replay_button, Qt.MouseButton.LeftButton)
    c = main.controller
    assert c.record is not record and c.viewer == 1
    original = record.match.deals[0]
    for seat in range(2):
        assert sorted(t.id for t in c.hand.hand_of(seat)) == sorted(original.hands[seat])
    # play the replay out: its summary compares the two results and hard's
    qtbot.waitUntil(lambda: main.ends._replay["hard"] is not None, timeout=60_000)
    note = summary_note(qtbot, main)
    assert note.startswith("This deal, your side's points minus the others' (more is "
                           "better): the first time")
    assert "Hard in your seat:" in note
    main.summary_dialog.reject()


def test_the_replay_comparison_is_rounded_and_says_which_way_is_better(qapp) -> None:
    from dominoes_qt.app.replay_compare import comparison_text
    from dominoes_qt.rules import configure

    text = comparison_text(configure("mexican-train", 4), 53, -15.6666667, 35)
    assert "15.6667" not in text and "15.7" in text
    assert "fewer is better" in text and "the first time +53" in text
    assert "better than the first time" in text      # fewer points taken this time
    text = comparison_text(configure("draw", 2), 4, 10.26, None)
    assert "more is better" in text and "+10.3" in text and "better than the first" in text
    assert "Hard" not in text


def test_the_replay_comparison_is_kept_across_a_resume(qtbot, monkeypatch) -> None:

    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    record = played(game="draw", players=2, seed=5)
    main.load_record(record)
    monkeypatch.setattr(main.files, "ask_replace", lambda rec: "discard")
    assert main.replay_deal(record, 0, 0)
    qtbot.waitUntil(lambda: main.ends._replay["hard"] is not None, timeout=60_000)
    c = main.controller
    resumed = GameRecord.loads(c.record.dumps())        # the game closed and resumed
    main.ends._replay = None
    main.load_record(resumed)
    note = summary_note(qtbot, main)
    assert "the first time" in note and "Hard in your seat:" in note


def test_the_review_replays_a_finished_hand(qtbot, monkeypatch) -> None:
    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    monkeypatch.setattr(main.files, "ask_replace", lambda rec: "discard")
    record = played(game="draw", players=2, seed=7, hands=2)
    review = main.review(record)
    review.go(3)
    assert review.replay_button.isEnabled()
    monkeypatch.setattr(main, "ask_replay_seat", lambda names, current: 0)
    assert review.replay()
    assert main.controller.hand.deal.hands == record.match.deals[0].hands
    review.close()


def test_moves_alike_are_one_row(qtbot) -> None:
    """After a double lead both ends show the same number: one row per different move."""
    window = open_review(qtbot, played(game="draw", players=2, seed=3))
    window.go(2)
    qtbot.waitUntil(lambda: 1 in window.reviews, timeout=60_000)
    window.go(2)
    texts = [window.table.item(r, 0).text().replace(" ●", "")
             for r in range(window.table.rowCount())]
    assert len(texts) == len(set(texts))


def test_a_solitaire_is_reviewed_on_its_own_table(qtbot) -> None:
    from dominoes_qt.scene.solitaire_scene import SolitaireScene

    for seed in range(60):
        record = played(game="patience", players=1, seed=seed)
        from dominoes_qt.ai.coach import review_record

        lost = [m for m in review_record(record).moves if m.grade == "blunder"]
        if lost:
            break
    else:
        pytest.fail("no thrown-away deal")
    window = open_review(qtbot, record)
    assert isinstance(window.scene, SolitaireScene) and window.solitaire
    assert not window.replay_button.isEnabled()
    step = lost[0].number + 1
    window.go(step)
    qtbot.waitUntil(lambda: step - 1 in window.reviews, timeout=60_000)
    window.go(step)
    assert "blunder" in window.move_label.text()
    assert "cannot be won after it" in window.move_label.text()
    assert window.controller.state.history == record.match.hand.history[:step]


def test_the_accuracy_of_each_seat_is_shown_for_the_hand_and_the_game(qtbot) -> None:
    window = open_review(qtbot, played(game="block", players=2, seed=8))
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    window.go(window.controller.steps)
    text = window.accuracy_label.text()
    assert text.startswith("Accuracy in this hand: ") and "in the game: " in text
    assert "%" in text


@pytest.mark.parametrize("game", ["mexican-train", "chicken-foot"])
def test_a_train_game_is_reviewed_on_the_table_with_its_analysis(qtbot, game) -> None:
    record = played(game=game, players=4, seed=2)
    window = open_review(qtbot, record)
    window.go(6)
    assert window.controller.step == 6
    assert len(window.controller.line_hand.layout.tiles) >= 1      # the engine at least
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    assert len(window.reviews) == window.analysable()
    assert any(f", {window.grade_name(g)}." in window.move_label.text()
               for g in (*GRADES, *REMARKS))


def test_review_from_a_summary_is_usable_at_once(qtbot) -> None:
    """The summary gives way: hidden and no longer modal while the review is open, back when
    it closes (Esc in the review closes the review, never deals the next hand)."""
    from PySide6.QtWidgets import QApplication

    main, _record, summary = a_hands_summary(qtbot)
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = main.review_window
    assert isinstance(review, ReviewWindow)
    assert not summary.isVisible()
    assert QApplication.activeModalWidget() is not summary
    end = review.controller.step
    qtbot.mouseClick(review.back_button, Qt.MouseButton.LeftButton)
    assert review.controller.step == end - 1
    qtbot.keyClick(review, Qt.Key.Key_Left)
    assert review.controller.step == end - 2
    qtbot.keyClick(review, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: summary.isVisible(), timeout=5_000)
    assert main.controller.match.hand_index == 0          # no hand dealt meanwhile
    assert QApplication.activeModalWidget() is summary
    summary.reject()


def _first_decision(window: ReviewWindow) -> int:
    """The step of the first move with a choice, analysed and shown."""
    qtbot_steps = [i for i, s in enumerate(window.steps) if s.analyse]
    for i in qtbot_steps:
        review = window.reviews.get(i)
        if review is not None and review.is_decision and len(review.values) > 2:
            window.go(i + 1)
            return i
    raise AssertionError("no decision")


def test_the_best_move_is_listed_first(qtbot) -> None:
    window = open_review(qtbot, played(game="block", players=2, seed=8))
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    seen = 0
    for i, review in sorted(window.reviews.items()):
        if not review.is_decision or review.best[0] == review.values[0].action:
            continue
        window.go(i + 1)
        assert window.table.item(0, 0).font().bold()
        fair = [window.table.item(r, 1).text() for r in range(window.table.rowCount())]
        values = [float(x) for x in fair]
        assert values == sorted(values, reverse=True)
        seen += 1
    assert seen


def test_the_review_table_follows_the_dark_table(qtbot) -> None:
    main = make_window(qtbot, GameSetup.default("draw", 2, seed=2))
    main.files.update_settings(table_style="dark")
    assert main.table_theme().dark
    review = main.review(played(game="draw", players=2, seed=5))
    assert review.scene.table_theme == main.table_theme()
    review.close()


def test_a_train_game_names_its_trains_and_says_why_open_hands_are_missing(qtbot) -> None:
    window = open_review(qtbot, played(game="mexican-train", players=4, seed=2))
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    assert window.table.isColumnHidden(2)
    assert "train" in window.open_note.text() and window.open_note.isVisible()
    named = 0
    for i, review in sorted(window.reviews.items()):
        if review.is_decision:
            window.go(i + 1)
            rows = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
            assert len(rows) == len(set(rows))
            named += sum("train" in r for r in rows)
    assert named


def test_an_inaccuracy_or_a_blunder_says_why(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(ReviewWindow, "default_budget",
                        CoachBudget(worlds=8, scoring_worlds=8, most_worlds=8))
    window = open_review(qtbot, played(game="all-fives", players=4, seed=3))
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    found = 0
    for i, review in sorted(window.reviews.items()):
        if review.grade in ("inaccuracy", "blunder"):
            window.go(i + 1)
            assert window.why_label.isVisible() and window.why_label.text().endswith(".")
            found += 1
    assert found


def test_a_grade_from_every_deal_says_it_is_exact(qtbot, monkeypatch) -> None:
    monkeypatch.setattr(ReviewWindow, "default_budget",
                        CoachBudget(worlds=3, scoring_worlds=3, most_worlds=24))
    window = open_review(qtbot, played())
    qtbot.waitUntil(window.done_analysing, timeout=120_000)
    exact = [i for i, r in sorted(window.reviews.items()) if r.exact]
    assert exact
    for i, review in sorted(window.reviews.items()):
        window.go(i + 1)
        assert ("Exact: every deal" in window.move_label.text()) == review.exact
