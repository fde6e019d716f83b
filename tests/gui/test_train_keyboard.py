"""A round of Mexican Train and one of Chicken Foot played with the keys alone, hearing what a
screen reader is told (the status line's announcements, the focus events and the accessible
canvas): where Up/Down would play the chosen tile, why a tile does not fit, every move once,
then the turn with what to press."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from dominoes_qt.app.accessibility import focus_events, table_interface
from dominoes_qt.rules import Kind
from dominoes_qt.rules.actions import PASS
from dominoes_qt.rules.games.trains import ChickenFootRound, MexicanTrainRound
from dominoes_qt.rules.tiles import TILES
from dominoes_qt.scene.place_words import destination, location

from .gui_helpers import make_window, rest_of_set, setup_with, wait_for_human

Text = QAccessible.Text

#: Mexican Train, double-nine, engine 9-9: your only nine, 9-3, fits your train and the
#: Mexican train; 3-3 then doubles your train and 3-5 satisfies it.
MEXICAN = [["9-3", "3-3", "3-5", "5-5", "0-1"],
           ["9-1", "1-2", "6-7", "0-0", "8-8"],
           ["9-2", "2-4", "4-6", "7-7", "0-6"]]
#: Chicken Foot, double-nine: four nines round the engine, then your 4-4 is a chicken foot
#: whose toes want fours.
FOOT = [["9-4", "4-4", "4-2", "1-7", "0-3", "5-8"],
        ["9-1", "4-5", "1-2", "6-7", "0-0", "8-8"],
        ["9-2", "4-6", "2-3", "7-7", "0-6", "9-5"]]


def _window(qtbot, game: str, hands: list[list[str]]):
    rest = [t for t in rest_of_set(hands, set_n=9) if t != "9-9"]
    setup = setup_with(game, hands, set_n=9, boneyard=rest, leader=0,
                       options={"hand_size": len(hands[0]), "rounds": 1})
    return make_window(qtbot, setup)


def _tree(window) -> list[tuple[str, str]]:
    iface = table_interface(window.view)
    assert iface is not None
    return [(iface.child(i).text(Text.Name), iface.child(i).text(Text.Description))
            for i in range(iface.childCount())]


def _play_round(qtbot, window) -> dict[str, list[str]]:
    """Keys only, a double first when one fits; what was said, by kind."""
    c, view = window.controller, window.view
    said: list[str] = []
    focused: list[str] = []
    window.statusBar().announced.connect(said.append)
    focus_events().focused.connect(focused.append)
    table_interface(view)           # assistive technology looks at the table
    view.setFocus()
    heard: dict[str, list[str]] = {"targets": [], "refusals": [], "trees": []}
    turns = 0
    while c.hand.result is None and turns < 80:
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=20_000)
        if c.hand.result is not None:
            break
        turns += 1
        legal = c.legal_for_viewer()
        plays = {a.tile.id for a in legal if a.kind is Kind.PLAY and a.tile is not None}
        before = len(c.match.actions)
        mine = len(c.hand.history)
        heard["trees"].append("\n".join(f"{n} | {d}" for n, d in _tree(window)))
        if plays:
            doubles = [t for t in plays if TILES[t].is_double]
            wanted = doubles[0] if doubles else min(plays)
            for _ in range(20):                     # Right until the wanted tile is chosen
                QTest.keyClick(view, Qt.Key.Key_Right)
                chosen = window.scene.input.selected
                if said[-1].find("fits none of the open ends") >= 0:
                    refusal = said[-1]
                    heard["refusals"].append(refusal)
                    for socket, number in c.line_hand.open_ends().items():
                        assert f"the {number} {location(c, socket)}" in refusal, refusal
                if chosen == wanted:
                    break
            tile = TILES[wanted]
            assert focused[-1] == f"{_word(tile.high)}-{_word(tile.low)}"   # a focus event
            targets = window.scene.flat_targets()
            texts = []
            for _ in targets:                          # every place, then back to the first
                QTest.keyClick(view, Qt.Key.Key_Down)
                texts.append(said[-1])
            assert len(set(texts)) == len(targets), texts   # each place said differently
            heard["targets"] += texts
            QTest.keyClick(view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda before=before: len(c.match.actions) > before,
                            timeout=5_000)
            heard["trees"].append("\n".join(f"{n} | {d}" for n, d in _tree(window)))
            seat, action = c.hand.history[mine]
            assert seat == 0 and action.kind is Kind.PLAY
            where = destination(c, action.socket, marker=False)
            assert f"You play {action.tile} {where}." in said
        elif any(a.kind is Kind.DRAW for a in legal):
            QTest.keyClick(view, Qt.Key.Key_D)
            qtbot.waitUntil(lambda before=before: len(c.match.actions) > before,
                            timeout=5_000)
        else:
            QTest.keyClick(view, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda before=before: len(c.match.actions) > before,
                            timeout=5_000)
    assert c.hand.result is not None, "the round did not end"
    heard["said"] = said
    heard["focused"] = focused
    return heard


def _each_move_said_once(window, said: list[str]) -> None:
    c = window.controller
    counts = Counter(said)
    for seat, action in c.hand.history:
        if action.kind is Kind.PLAY and action.tile is not None:
            who = "You play" if seat == 0 else f"{c.seat_name(seat)} plays"
            text = f"{who} {action.tile} {destination(c, action.socket, marker=False)}."
            assert counts[text] == 1, (text, counts[text])
    prompts = [s for s in said if "Your turn" in s]
    assert prompts and all(s.startswith("Your turn") for s in prompts)   # no recap said
    chosen = [s for s in prompts if "so you" not in s]
    assert chosen and all("Left/Right" in s for s in chosen)              # what to press
    assert not any("drag a tile" in s and "Enter" not in s for s in said)


def test_a_mexican_train_round_with_the_keys_alone(qtbot):
    window = _window(qtbot, "mexican-train", MEXICAN)
    wait_for_human(qtbot, window)
    c = window.controller
    assert isinstance(c.hand, MexicanTrainRound)
    names = [n for n, _d in _tree(window)]
    assert "Your train, private, open end 9" in names
    assert f"{c.seat_name(1)}'s train, private, open end 9" in names
    assert "The Mexican train, open to everyone, open end 9" in names
    assert ("nine-nine", "The engine") in _tree(window)
    heard = _play_round(qtbot, window)
    # the first turn: 9-3 on your train or on the Mexican train, each said as such
    assert "3-9 on your train, at the 9: Enter plays it." in heard["targets"]
    assert "3-9 on the Mexican train, at the 9: Enter plays it." in heard["targets"]
    # the double laid on your train waits for you, and the tree says so
    assert any("The double 3-3 on your train waits to be satisfied: your turn to answer it."
               in tree for tree in heard["trees"])
    assert heard["refusals"] and heard["focused"]
    # each tile on the table is named with its train
    tree = dict(_tree(window))
    for _seat, action in c.hand.history:
        if action.kind is Kind.PLAY and action.tile is not None:
            low, high = action.tile.low, action.tile.high
            name = f"{_word(high)}-{_word(low)}"
            train = action.socket
            expected = ("On the Mexican train" if train == c.players
                        else "On your train" if train == 0
                        else f"On {c.seat_name(train)}'s train")
            assert tree[name] == expected, (name, tree[name])
    _each_move_said_once(window, heard["said"])


def test_a_chicken_foot_round_with_the_keys_alone(qtbot):
    window = _window(qtbot, "chicken-foot", FOOT)
    wait_for_human(qtbot, window)
    c = window.controller
    assert isinstance(c.hand, ChickenFootRound)
    names = [n for n, _d in _tree(window)]
    assert "The engine 9-9 needs a tile on each side (4 still open): your turn to answer it." in names
    assert "Open end showing 9, on side 1 of the engine 9-9" in names
    heard = _play_round(qtbot, window)
    trees = "\n".join(heard["trees"])
    assert f"The chicken foot 4-4 needs its toes (3 still open): {c.seat_name(1)} to answer it." in trees
    assert any("toe" in t for t in heard["targets"] + heard["said"])
    assert heard["focused"]
    tree = dict(_tree(window))
    assert tree["four-four"].startswith("On the end of ")      # the chicken foot, on a line
    assert tree["nine-nine"] == "The engine"
    _each_move_said_once(window, heard["said"])


def test_a_closed_round_summary_leaves_the_accessible_tree(qtbot):
    """Old hand-summary dialogs were only hidden: a screen reader still found "West went out
    — Mexican Train…" while playing on."""
    from dominoes_qt.app.hand_summary import HandSummaryDialog

    rest = [t for t in rest_of_set(MEXICAN, set_n=9) if t != "9-9"]
    setup = setup_with("mexican-train", MEXICAN, set_n=9, boneyard=rest, leader=0,
                       options={"hand_size": 5, "rounds": 2})
    window = make_window(qtbot, setup)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=10_000)
    while c.hand.result is None:                   # the computers' moves, and ours: the first
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None,
                        timeout=20_000)
        if c.hand.result is None:
            c.play_human(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: isinstance(window.summary_dialog, HandSummaryDialog))
    window.summary_dialog.accept()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    qtbot.waitUntil(lambda: c.match.hand_index == 1)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert window.findChildren(HandSummaryDialog) == []
    assert all(d.isVisible() for d in window.findChildren(QDialog))


def _word(n: int) -> str:
    from dominoes_qt.app.accessibility import number_word

    return number_word(n)


def test_space_ends_a_first_turn_run(qtbot):
    """With "Run on the first turn" a player may stop after any tile of his run: Space does
    it (it said "You hold a tile that fits: you must play it."), and the prompt says so."""
    rest = [t for t in rest_of_set(MEXICAN, set_n=9) if t != "9-9"]
    setup = setup_with("mexican-train", MEXICAN, set_n=9, boneyard=rest, leader=0,
                       options={"hand_size": 5, "rounds": 1, "first_turn_run": True})
    window = make_window(qtbot, setup)
    wait_for_human(qtbot, window)
    c, view = window.controller, window.view
    said: list[str] = []
    window.statusBar().announced.connect(said.append)
    run = next(a for a in c.legal_for_viewer() if a.kind is Kind.PLAY and a.socket == 0)
    assert c.play_human(run)                         # 9-3 on your train: the run goes on
    wait_for_human(qtbot, window)
    assert c.hand.turn == 0 and any(a.kind is Kind.PASS for a in c.legal_for_viewer())
    assert "Space" in said[-1]
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Space)
    assert c.hand.history[-1] == (0, PASS)


def test_a_hint_names_the_train(qtbot):
    window = _window(qtbot, "mexican-train", MEXICAN)
    wait_for_human(qtbot, window)
    c = window.controller
    said: list[str] = []
    window.statusBar().announced.connect(said.append)
    hint = c.hint(wait=True)
    assert hint is not None and hint.tile is not None
    assert said[-1] == f"Hint: play {hint.tile} {destination(c, hint.socket)}."
    assert said[-1] in ("Hint: play 3-9 on your train.", "Hint: play 3-9 on the Mexican train.")
