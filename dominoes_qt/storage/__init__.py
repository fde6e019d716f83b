"""Everything the game keeps on disk: save files, autosave, settings, statistics, recent files.

Qt-free.  Folders come from :mod:`.paths` (platformdirs, or ``DOMINOES_QT_HOME`` for all of
them); every write is atomic (:func:`.files.atomic_write_bytes`) and every read goes through
one reader (:func:`.files.read_file_bytes`: regular files only, never blocking, size-capped;
then :func:`.files.parse_json`, the one JSON parser).  Game records are :mod:`.record` (the
JSON of their parts :mod:`.record_json`, its layout :mod:`.json_layout`, older formats
:mod:`.migrations`); :mod:`.saves` reads and writes them as save files.

Modules build on each other in one direction, never back: files, json_layout, migrations and
record_json import nothing of the package; paths imports files; record imports files,
json_layout, migrations and record_json; saves, journal, autosave, settings, statistics and
recent sit on top (tests/storage/test_layers.py checks this).

The names below are loaded from their modules when first used, so importing one module of the
package does not load the others (the first window does without the statistics).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

_MODULE_OF = {
    **dict.fromkeys(("Autosaver", "clear_autosave", "has_autosave", "keep_unfinished",
                     "pending_autosave", "write_autosave"), "autosave"),
    **dict.fromkeys(("FILE_SUFFIX", "SaveFileError", "atomic_write_bytes", "atomic_write_json",
                     "atomic_write_text", "move_aside", "parse_json", "read_file_bytes",
                     "read_json_file"), "files"),
    **dict.fromkeys(("FORMAT_VERSION", "GameRecord"), "record"),
    **dict.fromkeys(("load_record", "save_record"), "saves"),
    **dict.fromkeys(("HOME_ENV", "autosave_path", "config_dir", "data_dir", "settings_path",
                     "statistics_path"), "paths"),
    **dict.fromkeys(("MAX_RECENT", "add_recent", "clear_recent", "recent_files",
                     "remove_recent"), "recent"),
    **dict.fromkeys(("AppSettings", "load_settings", "save_settings"), "settings"),
    **dict.fromkeys(("GameStats", "Statistics", "load_statistics", "record_results"),
                    "statistics"),
}

#: Literal for linters and type checkers; tests/storage checks it names what _MODULE_OF maps.
__all__ = [
    "AppSettings", "Autosaver", "FILE_SUFFIX", "FORMAT_VERSION", "GameRecord", "GameStats",
    "HOME_ENV", "MAX_RECENT", "SaveFileError", "Statistics", "add_recent", "atomic_write_bytes",
    "atomic_write_json", "atomic_write_text", "autosave_path", "clear_autosave", "clear_recent",
    "config_dir", "data_dir", "has_autosave", "keep_unfinished", "load_record", "load_settings",
    "load_statistics", "move_aside", "parse_json", "pending_autosave", "read_file_bytes",
    "read_json_file", "recent_files", "record_results", "remove_recent", "save_record",
    "save_settings", "settings_path", "statistics_path", "write_autosave",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


if TYPE_CHECKING:
    from .autosave import (
        Autosaver,
        clear_autosave,
        has_autosave,
        keep_unfinished,
        pending_autosave,
        write_autosave,
    )
    from .files import (
        FILE_SUFFIX,
        SaveFileError,
        atomic_write_bytes,
        atomic_write_json,
        atomic_write_text,
        move_aside,
        parse_json,
        read_file_bytes,
        read_json_file,
    )
    from .paths import (
        HOME_ENV,
        autosave_path,
        config_dir,
        data_dir,
        settings_path,
        statistics_path,
    )
    from .recent import MAX_RECENT, add_recent, clear_recent, recent_files, remove_recent
    from .record import FORMAT_VERSION, GameRecord
    from .saves import load_record, save_record
    from .settings import AppSettings, load_settings, save_settings
    from .statistics import GameStats, Statistics, load_statistics, record_results
