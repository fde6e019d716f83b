"""The words the status line and the hand summary share (app/score_words.py)."""

from __future__ import annotations

import pytest

from dominoes_qt.app.i18n import LanguageManager
from dominoes_qt.app.score_words import names_and, score_working


@pytest.mark.parametrize(("names", "text"), [
    ([], ""),
    (["Ann"], "Ann"),
    (["Ann", "Bob"], "Ann and Bob"),
    (["Ann", "Bob", "Cy"], "Ann, Bob and Cy"),
    (["You", "North", "East", "South"], "You, North, East and South"),
])
def test_names_and_names_everyone_once(qapp, names: list[str], text: str) -> None:
    assert names_and(names) == text


def test_names_and_speaks_the_players_language(qapp) -> None:
    manager = LanguageManager(qapp)
    try:
        manager.apply("es")
        assert names_and(["Ana", "Beto", "Ciro"]) == "Ana, Beto y Ciro"
    finally:
        manager.apply("en")


def test_score_working_keeps_the_arithmetic_only() -> None:
    assert score_working("blocked: fewest pips (8); 8→10 = 10") == "8→10 = 10"
    assert score_working("blocked: a shared win, 7 pips each") == ""
