"""Everything the game keeps on disk: save files, autosave, settings, statistics, recent files.

Qt-free.  Folders come from :mod:`.paths` (platformdirs, or ``DOMINOES_QT_HOME`` for all of
them); every write is atomic (:func:`.files.atomic_write_bytes`) and every read goes through
one reader (:func:`.files.read_file_bytes`: regular files only, never blocking, size-capped).
"""

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
    load_record,
    move_aside,
    read_file_bytes,
    save_record,
)
from .paths import HOME_ENV, autosave_path, config_dir, data_dir, settings_path, statistics_path
from .recent import MAX_RECENT, add_recent, clear_recent, recent_files, remove_recent
from .settings import AppSettings, load_settings, save_settings
from .statistics import GameStats, Statistics, load_statistics, record_results

__all__ = [
    "FILE_SUFFIX", "HOME_ENV", "MAX_RECENT", "AppSettings", "Autosaver", "GameStats", "SaveFileError",
    "Statistics", "add_recent", "atomic_write_bytes", "atomic_write_json", "atomic_write_text",
    "autosave_path", "clear_autosave", "clear_recent", "config_dir", "data_dir", "has_autosave",
    "keep_unfinished", "load_record", "read_file_bytes", "load_settings", "load_statistics", "move_aside", "pending_autosave",
    "recent_files", "record_results", "remove_recent", "save_record", "save_settings", "settings_path",
    "statistics_path", "write_autosave",
]
