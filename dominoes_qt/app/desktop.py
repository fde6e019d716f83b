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
#: The sizes in the window icon. On X11 every size of it is decoded and sent to the window
#: manager when the window is shown (``_NET_WM_ICON``); the 512 px picture alone is 1 MB and
#: cost the first frame about 7 ms (docs/startup.md). 256 px covers a 2x screen's largest
#: window icons; the installers' icons keep every size.
WINDOW_ICON_SIZES = tuple(size for size in ICON_SIZES if size <= 256)
#: The sizes the window is first shown with (title bar, task bar); the bigger ones follow
#: right after the first frame (:func:`complete_window_icon`), which they cost about 2.5 ms.
FIRST_ICON_SIZES = tuple(size for size in WINDOW_ICON_SIZES if size <= 48)


def app_icon(sizes: tuple[int, ...] = WINDOW_ICON_SIZES) -> QIcon:
    """The window icon in ``sizes`` (by default all of :data:`WINDOW_ICON_SIZES`; empty if
    the files are missing)."""
    icon = QIcon()
    for size in sizes:
        path = ICON_DIR / f"dominoes-qt-{size}.png"
        if path.exists():
            icon.addFile(str(path))
    return icon


def set_desktop_identity(app: QGuiApplication, icon_sizes: tuple[int, ...] = WINDOW_ICON_SIZES,
                         ) -> None:
    """Give ``app`` its window icon (in ``icon_sizes``) and desktop entry name."""
    app.setWindowIcon(app_icon(icon_sizes))
    app.setDesktopFileName(APP_ID)


def complete_window_icon(app: QGuiApplication) -> None:
    """Give the window icon every size of :data:`WINDOW_ICON_SIZES` (once is enough)."""
    if len(app.windowIcon().availableSizes()) < len(WINDOW_ICON_SIZES):
        app.setWindowIcon(app_icon())
