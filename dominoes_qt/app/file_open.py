"""Saved games handed over by the desktop while the program runs (macOS's file-open event).

On macOS a double-clicked ``.domino`` file does not arrive on the command line: the system sends
the application a ``QFileOpenEvent``, at launch as well as when the game is already running.
Elsewhere the desktop starts ``dominoes-qt FILE`` and the command line handles it.  The file is
opened as File ▸ Open would (the one reader checks it; a bad file is refused with the reason and
the table stays as it was), but only once no dialog is open: the resume question at start-up or
a hand summary must be answered first, or the file would be put on the table under them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication, QWidget

RETRY_MS = 250


class FileOpenEvents(QObject):
    """Installed on the application: queues the files the desktop hands over and opens them
    with ``open_file`` (the window's File ▸ Open) when no modal dialog is up."""

    def __init__(self, window: QWidget, open_file: Callable[[Path], bool]) -> None:
        super().__init__(window)
        self._window = window
        self._open_file = open_file
        self._queue: list[Path] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._deliver)
        self.opened: list[Path] = []   # what was put on the table, for the tests and the log

    def take_pending(self) -> Path | None:
        """The first file handed over and not yet opened (at launch: the one to start with)."""
        return self._queue.pop(0) if self._queue else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            name = event.file() or event.url().toLocalFile()
            if name:
                self._queue.append(Path(name))
                self._timer.start(0)
                return True
        return False

    def _deliver(self) -> None:
        if not self._queue:
            return
        if QApplication.activeModalWidget() is not None:
            self._timer.start(RETRY_MS)   # answer the open dialog first
            return
        # Several files at once (a multiple selection): the last one stays on the table, as if
        # each had been opened in turn; each is still checked, and a bad one says why.
        file = self._queue.pop(0)
        if self._open_file(file):
            self.opened.append(file)
        window = self._window
        window.show()
        window.raise_()
        window.activateWindow()
        if self._queue:
            self._timer.start(0)
