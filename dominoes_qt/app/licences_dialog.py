"""Help ▸ Licences: the game's own licence and every third-party part's, as the packages
carry them (``dominoes_qt/licences.py`` makes the list from the distributions' metadata)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt import licences
from dominoes_qt.app.i18n import is_language_change


def _page(text: str, parent: QWidget) -> QPlainTextEdit:
    page = QPlainTextEdit(parent)
    page.setReadOnly(True)
    page.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
    page.setPlainText(text)
    return page


class LicencesDialog(QDialog):
    """Two pages: Dominoes Qt (GPL-3.0-or-later) and the third-party software (non-modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.tabs = QTabWidget(self)
        self.own = _page(licences.own_licence(), self)
        self.others = _page(licences.notices(), self)
        self.tabs.addTab(self.own, "")
        self.tabs.addTab(self.others, "")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(700, 640)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Licences"))
        self.intro.setText(self.tr(
            "Dominoes Qt is free software: you may share and change it under the GNU General "
            "Public License, version 3 or later. It comes with other free software, each part "
            "under its own licence."))
        self.tabs.setTabText(0, self.tr("Dominoes Qt"))
        self.tabs.setTabText(1, self.tr("Third-party software"))

    def text(self) -> str:
        """Both pages' text (the tests read what is shown)."""
        return self.own.toPlainText() + "\n" + self.others.toPlainText()
