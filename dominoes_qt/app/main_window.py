"""The main window: menus, the table view and the status bar."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsView,
    QMainWindow,
    QMessageBox,
    QWidget,
)

from dominoes_qt import __version__

FELT_COLOR = QColor(0x0B, 0x5D, 0x2A)  # dark green baize


def _key_bindings(standard_key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's bindings for a standard key, or ``fallback`` where it has none.

    Some platforms (Windows, the offscreen test platform) bind nothing to Quit.
    """
    return QKeySequence.keyBindings(standard_key) or [QKeySequence(fallback)]


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Dominoes Qt"))
        self.resize(1100, 750)

        # Placeholder table: replaced by the table scene later.
        self.view = QGraphicsView(self)
        self.view.setScene(QGraphicsScene(self.view))  # without a scene no background is drawn
        self.view.setBackgroundBrush(QBrush(FELT_COLOR))
        self.view.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setCentralWidget(self.view)

        self._create_actions()
        self._create_menus()
        self.statusBar().showMessage(self.tr("Ready"))

    def _create_actions(self) -> None:
        self.action_new = QAction(self.tr("&New Game…"), self)
        self.action_new.setShortcuts(_key_bindings(QKeySequence.StandardKey.New, "Ctrl+N"))
        self.action_new.setStatusTip(self.tr("Start a new game"))

        self.action_quit = QAction(self.tr("&Quit"), self)
        self.action_quit.setShortcuts(_key_bindings(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        self.action_quit.setStatusTip(self.tr("Quit Dominoes Qt"))
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.action_quit.triggered.connect(self.close)

        self.action_full_screen = QAction(self.tr("&Full Screen"), self)
        self.action_full_screen.setCheckable(True)
        self.action_full_screen.setShortcuts(
            _key_bindings(QKeySequence.StandardKey.FullScreen, "F11")
        )
        self.action_full_screen.setStatusTip(self.tr("Show the table on the whole screen"))
        self.action_full_screen.toggled.connect(self._set_full_screen)

        self.action_about = QAction(self.tr("&About Dominoes Qt"), self)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.action_about.triggered.connect(self.show_about)

    def _create_menus(self) -> None:
        menu_bar = self.menuBar()
        self.menu_game = menu_bar.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.action_new)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.action_quit)

        self.menu_view = menu_bar.addMenu(self.tr("&View"))
        self.menu_view.addAction(self.action_full_screen)

        self.menu_help = menu_bar.addMenu(self.tr("&Help"))
        self.menu_help.addAction(self.action_about)

    def _set_full_screen(self, on: bool) -> None:
        if on != self.isFullScreen():
            # Toggling only the full-screen flag keeps a maximized window maximized afterwards.
            self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        # Keep the menu check in step when the window manager changes the state.
        if event.type() == QEvent.Type.WindowStateChange:
            full = bool(self.windowState() & Qt.WindowState.WindowFullScreen)
            if self.action_full_screen.isChecked() != full:
                self.action_full_screen.setChecked(full)
        super().changeEvent(event)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("About Dominoes Qt"),
            self.tr(
                "<h3>Dominoes Qt {version}</h3>"
                "<p>A desktop dominoes game: block and draw games, scoring games and "
                "solitaires.</p>"
            ).format(version=__version__),
        )
