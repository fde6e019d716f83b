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
    four_six = parts["4-6"]                           # fits both sides of North's 6-6
    assert four_six.role() == QAccessible.Role.ListItem
    assert four_six.text(Text.Description) == "Plays on the end showing 6"
    assert parts["2-3"].text(Text.Description) == "Does not fit now"
    assert parts["6-6"].text(Text.Description) == "On the table"
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
        if named(window)["4-6"].state().focused:
            break
    assert named(window)["4-6"].state().focused
    ends = [c for c in children(window) if c.role() == QAccessible.Role.Button]
    assert ends and all(c.text(Text.Name) == "Open end showing 6" for c in ends)
    focus = table_interface(window.view).focusChild()
    assert focus is not None and focus.text(Text.Name) == "4-6"


def test_a_solitaire_table_is_seen_too(qtbot):
    from dominoes_qt.session import GameSetup

    from .gui_helpers import make_window

    w = make_window(qtbot, GameSetup.default("five-columns", seed=3))
    names = [c.text(Text.Name) for c in children(w)]
    assert len([n for n in names if "-" in n]) >= 20      # the columns' tiles


def test_the_tables_name_follows_a_live_language_switch(window, qapp, tmp_path, monkeypatch):
    from dominoes_qt.app import i18n

    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))
    iface = table_interface(window.view)
    assert iface.text(Text.Name) == "Table"
    try:
        i18n.apply_language("de")
        assert table_interface(window.view).text(Text.Name) == "Tisch"
    finally:
        i18n.manager(qapp).apply("en")
