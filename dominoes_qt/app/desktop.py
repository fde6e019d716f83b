"""The game's identity on the desktop: application id, window icon.

Why here: the window icon, the ``.desktop`` entry, the AppStream metainfo and every installer
(packaging/) must agree on one id and one picture. The id names the desktop entry
(``<APP_ID>.desktop``), so GNOME and Wayland compositors match the running window to it
(``QGuiApplication.setDesktopFileName``). The icons are PNGs rendered from ``assets/*.svg``
by ``tools/make_icons.py`` and shipped as package data, so ``pip install .`` has them too.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QGuiApplication, QIcon

APP_ID = "io.github.dominoesqt.DominoesQt"
ICON_DIR = Path(__file__).resolve().parent.parent / "assets"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The application icon, every rendered size (an empty icon if the files are missing)."""
    icon = QIcon()
    for size in ICON_SIZES:
        path = ICON_DIR / f"dominoes-qt-{size}.png"
        if path.exists():
            icon.addFile(str(path))
    return icon


def set_desktop_identity(app: QGuiApplication) -> None:
    """Give ``app`` its window icon and desktop entry name."""
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
