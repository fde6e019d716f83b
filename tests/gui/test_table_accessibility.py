"""The table as assistive technology sees it (Qt's accessibility interfaces, which the
AT-SPI bridge serves on Linux): tiles, ends, labels and score with names, roles and states."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from dominoes_qt.app.accessibility import table_interface

Text = QAccessible.Text


def children(window) -> list:
    iface = table_interface(window.view)
    assert iface is not None and iface.role() == QAccessible.Role.Canvas
    return [iface.child(i) for i in range(iface.childCount())]


def named(window) -> dict[str, object]:
    return {c.text(Text.Name): c for c in children(window)}


def test_the_table_names_your_tiles_ends_labels_and_score(window):
    parts = named(window)
    four_six = parts["six-four"]                      # fits both sides of North's 6-6
    assert four_six.role() == QAccessible.Role.ListItem
    assert four_six.text(Text.Description) == "Plays on the end showing 6"
    assert parts["three-two"].text(Text.Description) == "Does not fit now"
    assert parts["six-six"].text(Text.Description) == "On the table"
    assert "one-blank" not in parts and parts["two-blank"]     # a blank is said "blank"
    assert any(name.startswith("North, ") for name in parts)
    assert any(name.startswith("You, ") or name.startswith("You") for name in parts)
    assert any(name.startswith("Boneyard") for name in parts)
    assert any(c.text(Text.Description) == "Score" for c in parts.values())
    assert all(c.parent() is table_interface(window.view) for c in parts.values())
    assert not four_six.rect().isEmpty()


def test_the_keyboard_choice_is_focused_and_its_ends_appear(window):
    view = window.view
    view.setFocus()
    for _ in range(7):
        QTest.keyClick(view, Qt.Key.Key_Right)
        if named(window)["six-four"].state().focused:
            break
    assert named(window)["six-four"].state().focused
    ends = [c for c in children(window) if c.role() == QAccessible.Role.Button]
    assert ends and all(c.text(Text.Name) == "Open end showing 6" for c in ends)
    focus = table_interface(window.view).focusChild()
    assert focus is not None and focus.text(Text.Name) == "six-four"


def test_a_solitaire_table_is_seen_too(qtbot):
    from dominoes_qt.session import GameSetup

    from .gui_helpers import make_window

    w = make_window(qtbot, GameSetup.default("five-columns", seed=3))
    names = [c.text(Text.Name) for c in children(w)]
    assert len([n for n in names if "-" in n]) >= 20      # the columns' tiles
    movable = {c.text(Text.Name) for c in children(w)
               if c.text(Text.Description) == "Can be moved now"}
    sources = {m.source for m in w.view.scene().picture.moves if isinstance(m.source, int)}
    assert movable and len(movable) == len(sources)     # the tiles that start a move, only


def test_the_tables_name_follows_a_live_language_switch(window, qapp, tmp_path, monkeypatch):
    from dominoes_qt.app import i18n

    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))
    iface = table_interface(window.view)
    assert iface.text(Text.Name) == "Table"
    try:
        i18n.apply_language("de")
        assert table_interface(window.view).text(Text.Name) == "Tisch"
        assert "sechs-vier" in named(window)              # the tiles' names too
    finally:
        i18n.manager(qapp).apply("en")


def test_a_whole_hand_is_played_with_the_keyboard_alone_hearing_each_move(qtbot):
    """Arrows choose a tile and its end, Enter plays it, D draws, Space passes: a hand of the
    Draw Game played to its end with keys only, every move (anyone's) and the chosen end
    announced on the status line, which the accessibility layer speaks."""
    from dominoes_qt.rules import Kind
    from dominoes_qt.session import GameSetup

    from .gui_helpers import make_window

    w = make_window(qtbot, GameSetup.default("draw", 2, seed=11))
    c, view = w.controller, w.view
    heard: list[str] = []
    c.message.connect(heard.append)
    view.setFocus()
    hand = c.match.hand_index
    keys = 0
    while c.match.hand_index == hand and c.hand.result is None and keys < 600:
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand.result is not None, timeout=20_000)
        if c.hand.result is not None:
            break
        legal = c.legal_for_viewer()
        plays = {a.tile.id for a in legal if a.kind is Kind.PLAY and a.tile is not None}
        before = len(c.match.actions)
        if plays:
            for _ in range(12):                    # the arrows reach a tile that fits
                QTest.keyClick(view, Qt.Key.Key_Right)
                keys += 1
                if w.scene.input.selected in plays:
                    break
            QTest.keyClick(view, Qt.Key.Key_Down)  # an end, said aloud
            QTest.keyClick(view, Qt.Key.Key_Return)
            assert any("Enter plays it" in h for h in heard)
        elif any(a.kind is Kind.DRAW for a in legal):
            QTest.keyClick(view, Qt.Key.Key_D)
        else:
            QTest.keyClick(view, Qt.Key.Key_Space)
        keys += 2
        qtbot.waitUntil(lambda before=before: len(c.match.actions) > before, timeout=5_000)
    assert c.hand.result is not None or c.match.hand_index != hand, "the hand did not end"
    assert any(h.startswith("You play") or h.startswith("North plays") for h in heard)
    assert any(h.startswith("North") for h in heard)     # the other seat's moves are told
