"""Shared GUI fixtures: every GUI test gets its own user folder; ``window`` is a seeded Draw
game against a computer, waiting for the player's first move."""

from __future__ import annotations

import pytest

from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    return w
