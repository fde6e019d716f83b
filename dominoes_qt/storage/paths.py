"""Where the game keeps its files: one module, so nothing else hard-codes a folder.

Autosave, statistics and the Open Recent list live in the user data folder, settings in the
user config folder (both from platformdirs).  Setting the environment variable
``DOMINOES_QT_HOME`` redirects every one of them into that single folder, which is how tests
(and portable installs) keep the real user folders untouched.  The variable is read on every
call, so a test can set it after import.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from .files import FILE_SUFFIX

HOME_ENV = "DOMINOES_QT_HOME"
APP_NAME = "dominoes-qt"
APP_AUTHOR = "DominoesQt"

AUTOSAVE_NAME = "autosave" + FILE_SUFFIX
SETTINGS_NAME = "settings.json"
STATISTICS_NAME = "statistics.json"
RECENT_NAME = "recent.json"
HELD_SEATS_NAME = "online-seats.json"
SERVER_FOLDER = "server"


def home_override() -> Path | None:
    """The folder named by ``DOMINOES_QT_HOME``, or None when it is unset or empty."""
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    """The folder for autosave, statistics and recent files (not created here)."""
    return home_override() or Path(platformdirs.user_data_dir(APP_NAME, APP_AUTHOR))


def config_dir() -> Path:
    """The folder for settings (not created here)."""
    return home_override() or Path(platformdirs.user_config_dir(APP_NAME, APP_AUTHOR))


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def statistics_path() -> Path:
    return data_dir() / STATISTICS_NAME


def recent_path() -> Path:
    return data_dir() / RECENT_NAME


def held_seats_path() -> Path:
    """The seats held at network tables, to take back after the game closed or crashed."""
    return data_dir() / HELD_SEATS_NAME


def settings_path() -> Path:
    return config_dir() / SETTINGS_NAME


def server_data_dir() -> Path:
    """The tables of the server the game runs for Game ▸ Play Online (kept there, so a game
    that crashed resumes them)."""
    return data_dir() / SERVER_FOLDER
