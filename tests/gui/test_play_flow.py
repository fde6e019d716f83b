"""What a player meets between moves (issue 13): undo at a hand's start, what the status line
says happened, the score panel and score texts of every game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dominoes_qt.ai import make_player
from dominoes_qt.rules import ScoreEvent, Tile, double_set
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.record import GameRecord

from .gui_helpers import (
    MUST_DRAW_HANDS,
    MUST_DRAW_TOP,
    make_window,
    setup_with,
    wait_for_human,
)


def _second_hand_you_lead() -> GameRecord:
    """A Draw game whose first hand is over and where you (seat 0) lead the second."""
    for seed in range(40):
        setup = GameSetup("draw", 2, 6, {}, (SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy")),
                          seed=seed)
        record = GameRecord.new(setup)
        players = [make_player("random", s) for s in range(2)]
        while record.match.hand.result is None:
            hand = record.match.hand
            record.apply(players[hand.turn].choose(hand.view(hand.turn)))
        if record.match.is_over:
            continue
        record.next_hand()
        if record.match.hand.turn == 0:
            return record
    raise AssertionError("no seed lets you lead the second hand")


def test_undo_after_leading_a_new_hand_stays_in_that_hand(qtbot):
    """Issue 13 item 2: Undo took the game back into the finished hand and its summary."""
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    w.load_record(_second_hand_you_lead())
    c = w.controller
    wait_for_human(qtbot, w)
    ended: list = []
    c.hand_ended.connect(ended.append)
    assert c.match.hand_index == 1 and not c.hand.history
    assert not w.action_undo.isEnabled()           # the first hand is behind you
    c.play_human(c.legal_for_viewer()[0])          # your lead
    wait_for_human(qtbot, w)
    assert w.action_undo.isEnabled()
    w.action_undo.trigger()
    assert c.match.hand_index == 1 and not c.hand.history   # back to your lead, same hand
    assert c.awaiting_human and c.hand.result is None
    assert w.summary_dialog is None and not ended
    assert not w.action_undo.isEnabled()
    QTest.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)   # disabled
    assert not c.undo()
    assert c.match.hand_index == 1 and w.summary_dialog is None and not ended
    assert "nothing to undo in this hand" in w.statusBar().currentMessage()
    assert "current hand" in w.action_undo.statusTip()


def test_status_line_sums_up_what_happened_since_your_last_move(qtbot):
    """Issue 13 item 7: after automatic draws the status line said only "Your turn…"."""
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    wait_for_human(qtbot, w)                # North led 6-6; you had no six and drew twice
    c = w.controller
    assert [Tile.parse(t) for t in MUST_DRAW_TOP] == c.hand.hand_of(0)[-2:] or \
        all(Tile.parse(t) in c.hand.hand_of(0) for t in MUST_DRAW_TOP)
    message = w.statusBar().currentMessage()
    assert "North plays 6-6." in message
    assert "You draw 2 tiles." in message
    assert message.index("North plays") < message.index("You draw") < message.index("Your turn")


def test_score_texts_speak_to_you(qtbot):
    """Issue 13 item 5: "You scores 1"; and the engine's English words stay out."""
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    c = w.controller
    assert c.words.score_text(ScoreEvent(0, 0, 1, "hand", "blocked: fewest pips (8)")) == \
        "You score 1."
    assert c.words.score_text(ScoreEvent(1, 1, 10, "hand", "8→10 = 10")) == \
        "North scores 10 (8→10 = 10)."
    assert c.words.score_text(ScoreEvent(0, 0, 7, "hand", "tie: the side that blocked loses; "
                                    "12 - 5 = 7")) == "You score 7 (12 - 5 = 7)."
    assert c.words.score_text(ScoreEvent(1, 1, 2, "bergen", "double-header: 3 = 3")) == \
        "North scores 2 (double-header: 3 = 3)."


def test_partners_score_in_the_plural(qtbot):
    hands = [[str(t) for t in double_set(6)[i * 7:(i + 1) * 7]] for i in range(4)]
    w = make_window(qtbot, setup_with("partnership", hands, boneyard=[]))
    c = w.controller
    assert c.words.score_text(ScoreEvent(-1, 0, 12, "hand", "12")) == "You & North score 12 (12)."


def test_blind_dominoes_shows_the_scores(qtbot):
    """Issue 13 item 5: the score panel of a one-hand game had a title only."""
    first = [str(t) for t in double_set(6)[:14]]
    rest = [str(t) for t in double_set(6)[14:]]
    w = make_window(qtbot, setup_with("blind", [first, rest], boneyard=[], leader=0))
    wait_for_human(qtbot, w)
    panel = w.scene.score_panel
    assert [(name, score) for name, score, _ in panel.rows] == [("You", "0"), ("North", "0")]


def test_keyboard_play_is_in_the_help_menu(qtbot):
    """Issue 13 item 7: keyboard play was mentioned in no menu and no help page."""
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app.controls_help import ControlsHelpDialog

    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    assert w.action_controls in w.menu_help.actions()
    w.action_controls.trigger()
    dialog = next(d for d in QApplication.topLevelWidgets()
                  if isinstance(d, ControlsHelpDialog) and d.isVisible())
    assert not dialog.isModal()
    text = dialog.plain_text()
    for words in ("Left, Right", "Up, Down, Tab", "Enter", "Space", "Esc",
                  "Undo stays within the current hand", "Solitaires"):
        assert words in text, words
    assert w.action_undo.shortcut().toString() in text    # the keys that work here
    dialog.close()


def test_resume_question_counts_moves_in_words(qtbot):
    """Issue 13 item 7: "(1 moves played)"."""
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    record = GameRecord.new(GameSetup.default("draw", 2, seed=1))
    record.apply(record.match.hand.legal_actions()[0])
    assert "(1 move played)" in w.files.resume_text(record)
    record.apply(record.match.hand.legal_actions()[0])
    assert "(2 moves played)" in w.files.resume_text(record)
    assert "The Draw Game" in w.files.resume_text(record)


#: The Draw Game: you hold 5-5, the highest double dealt (6-6 and 4-4 wait in the boneyard).
LEAD_55_HANDS = [
    ["5-5", "6-4", "2-3", "1-1", "0-2", "3-5", "1-4"],
    ["0-0", "0-1", "2-2", "1-3", "0-5", "6-3", "6-2"],
]


def test_the_lead_names_and_lights_the_tile_that_may_lead(qtbot):
    """Issue 13 item 3: "Your lead: drag a tile onto the table" while only the 5-5 may lead."""
    w = make_window(qtbot, setup_with("draw", LEAD_55_HANDS))
    wait_for_human(qtbot, w)
    c, scene = w.controller, w.scene
    assert {a.tile for a in c.legal_for_viewer()} == {Tile.parse("5-5")}
    assert w.statusBar().currentMessage() == \
        "Your lead: the highest double, 5-5, starts the hand: drag it onto the table."
    assert scene.tile_item("5-5").highlight == "legal" and not scene.tile_item("5-5").dimmed
    for text in LEAD_55_HANDS[0][1:]:
        assert scene.tile_item(text).dimmed and scene.tile_item(text).highlight is None
    assert not any(scene.tile_item(t).dimmed for t in LEAD_55_HANDS[1])
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, w)
    assert not any(scene.tile_item(t).dimmed for hand in LEAD_55_HANDS for t in hand)


def test_a_free_lead_says_any_tile_and_dims_nothing(qtbot):
    # Muggins: the holder of the highest double (you: 6-6) leads any tile
    hands = [["6-6", "1-2", "0-3", "2-5", "1-4"], ["5-5", "2-4", "0-1", "3-3", "0-6"]]
    w = make_window(qtbot, setup_with("muggins", hands))
    wait_for_human(qtbot, w)
    assert len({a.tile for a in w.controller.legal_for_viewer()}) == 5
    assert w.statusBar().currentMessage() == "Your lead: drag any tile onto the table."
    assert not any(w.scene.tile_item(t).dimmed for t in hands[0])
    assert not any(w.scene.tile_item(t).highlight for t in hands[0])
