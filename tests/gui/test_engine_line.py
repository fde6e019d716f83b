"""Help > About names the rules engine that runs (pure from the sources)."""

from __future__ import annotations

from dominoes_qt.engine import engine
from dominoes_qt.session import GameSetup

from .gui_helpers import make_window


def test_about_box_names_the_engine(qtbot):
    w = make_window(qtbot, GameSetup.default("draw", seed=1))
    text = w._about_text()
    assert engine() == "pure"
    assert "Rules engine: pure Python." in text and "compiled" not in text
