"""Every storage test runs with all user folders redirected into its own temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from dominoes_qt.storage.paths import HOME_ENV


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The folder ``DOMINOES_QT_HOME`` points at for this test (not created in advance)."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_ENV, str(home))
    return home
