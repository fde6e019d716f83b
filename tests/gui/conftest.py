"""Shared GUI fixtures: every GUI test gets its own user folder; ``window`` is a seeded Draw
game against a computer, waiting for the player's first move."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominoes_qt.storage.paths import HOME_ENV

from .gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder ``DOMINOES_QT_HOME`` points at for this test (not created in advance)."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))
    return home


@pytest.fixture(autouse=True)
def no_unexpected_question(monkeypatch: pytest.MonkeyPatch) -> None:
    """The question before a game under way leaves the table is modal: a test that meets it
    unprepared would wait for ever. It fails instead; tests that expect it answer it
    (``files.ask_replace``) or click the real box (tests/gui/test_replace_game.py)."""
    from dominoes_qt.app.game_files import GameFiles

    def unexpected(self, record) -> str:  # noqa: ANN001
        pytest.fail(f"unexpected question: replace the unfinished game of "
                    f"{record.setup.game_id}?")

    monkeypatch.setattr(GameFiles, "ask_replace", unexpected)


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    return w


@pytest.fixture
def fresh_settings():
    """The Play Online dialog's remembered choices start empty."""
    from dominoes_qt.app.online.remembered import SETTINGS_GROUP
    from dominoes_qt.app.qt_settings import open_settings

    settings = open_settings()
    settings.remove(SETTINGS_GROUP)
    settings.sync()


@pytest.fixture
def english(qapp):
    """English again after a test that switches the language."""
    from dominoes_qt.app import i18n

    yield
    i18n.manager(qapp).apply("en")
