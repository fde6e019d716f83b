"""The game's own QSettings file, in its config folder.

Every window and dialog that remembers a choice opens it here, so the choices follow the
settings folder (``DOMINOES_QT_HOME``: two copies of the game keep two sets) and the file goes
through the one reader's checks before Qt opens it.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings


def open_settings() -> QSettings:
    """Window settings in the app's config folder (``DOMINOES_QT_HOME`` redirects it).

    The file goes through the reader's checks first, as every file the game opens: a FIFO,
    a device, a folder or a far too large file would hang or stall QSettings, so it is kept
    aside (and logged) and the window starts with fresh settings.
    """
    try:
        from dominoes_qt.storage.files import SaveFileError, keep_aside, read_file_bytes
        from dominoes_qt.storage.paths import config_dir

        path = config_dir() / "window.ini"
    except ImportError:
        return QSettings()
    try:
        read_file_bytes(path, limit=1 << 20, what="a window settings file")
    except SaveFileError as exc:
        if exc.kind != SaveFileError.MISSING and keep_aside(path, exc) is None:
            return QSettings()   # it cannot be moved: never opened, nothing remembered
    return QSettings(str(path), QSettings.Format.IniFormat)
