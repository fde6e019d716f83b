"""New Game for a solitaire shows only what a solitaire needs, in words that explain it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel

from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.app.rules_help import option_label
from dominoes_qt.rules import all_games, find_game
from dominoes_qt.session import HUMAN, SeatSpec

SOLITAIRES = [g.id for g in all_games() if g.is_solitaire]


@pytest.fixture
def dialog(qtbot) -> NewGameDialog:
    d = NewGameDialog(None)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def visible(widget) -> bool:
    return widget.isVisibleTo(widget.window())


@pytest.mark.parametrize("game_id", SOLITAIRES)
def test_a_solitaire_asks_no_table_questions(dialog, game_id) -> None:
    dialog.select_game(game_id)
    QApplication.processEvents()
    shown_combos = [c for c in dialog.findChildren(QComboBox) if visible(c)]
    # no players, no "Starts: You", no seat offering computer levels
    assert not visible(dialog.players_combo)
    assert not visible(dialog.first_seat_combo)
    assert not [e for e in dialog.seat_name_edits + dialog.seat_kind_combos if visible(e)]
    assert all(c.count() > 1 for c in shown_combos), [c.currentText() for c in shown_combos]
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QComboBox)
             if visible(w) and hasattr(w, "text")]
    assert not [t for t in texts if "Computer" in t or t.startswith("&Starts")]
    assert dialog.setup().seats == (SeatSpec(HUMAN),)
    assert dialog.is_valid()


def test_a_table_game_after_a_solitaire_shows_its_seats_again(dialog) -> None:
    dialog.select_game(SOLITAIRES[0])
    dialog.select_game("draw")
    QApplication.processEvents()
    assert visible(dialog.players_combo)
    assert all(visible(e) for e in dialog.seat_name_edits)


@pytest.mark.parametrize(("game_id", "key", "words"), [
    ("matching", "mandatory", ("before", "next")),
    ("patience", "spinner_doubles", ("four",)),
    ("fives-the-limit", "hand_limit", ("hand",)),
])
def test_solitaire_options_say_what_they_do(dialog, game_id, key, words) -> None:
    game = find_game(game_id)
    dialog.select_game(game.id)
    widget = dialog.option_widgets[key]
    label = widget.text() if isinstance(widget, QCheckBox) else option_label(game.option(key))
    assert all(w in label for w in words), label
