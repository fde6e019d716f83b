"""Where the Play Online dialog keeps what the player chose (the game's own QSettings, group
``play_online``), and the name the player last typed there: the return to a hosted table at
start-up uses it without loading the dialog."""

from __future__ import annotations

from dominoes_qt.app.qt_settings import open_settings

SETTINGS_GROUP = "play_online"


def saved_name() -> str:
    """The name the player last typed in the Play Online dialog ("" for none: the table shows
    the translated default)."""
    return str(open_settings().value(f"{SETTINGS_GROUP}/name", "") or "")


__all__ = ["SETTINGS_GROUP", "saved_name"]
