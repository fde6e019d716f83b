"""Notices: a message across the top of the window that stays until the player closes it.

For what the player must know but need not answer: a save that failed (the disk is full, the
folder is read-only), a damaged settings or statistics file that was set aside, an unfinished
game kept as a file.  The status bar is no place for these (the next move overwrites it) and a
dialog would stop the game.  Each notice has a key and is shown once: the same problem is not
told again until :meth:`NoticeBar.allow_again` says it went away.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


class Notice(QFrame):
    """One notice: an icon, the text (selectable, so a file path can be copied) and a close
    button."""

    def __init__(self, key: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setObjectName("notice")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#notice { background: #fff4c2; color: #3d3000; "
                           "border: 1px solid #d9c36a; border-radius: 4px; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        # QStyle brings ~80 enums to Python (about 4 ms): notices are rare, so not at start-up.
        from PySide6.QtWidgets import QStyle

        icon = QLabel(self)
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size, size))
        layout.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel(text, self)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.label.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton(self)
        self.close_button.setAutoRaise(True)
        self.close_button.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_TitleBarCloseButton))
        self.close_button.setToolTip(self.tr("Dismiss"))
        self.close_button.setAccessibleName(self.tr("Dismiss"))
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)

    @property
    def text(self) -> str:
        return self.label.text()


class NoticeBar(QWidget):
    """The notices of a window, newest last; hidden while there is none."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(6, 4, 6, 2)
        self._layout.setSpacing(4)
        self._notices: dict[str, Notice] = {}
        self._told: set[str] = set()
        self.hide()

    def notify(self, key: str, text: str) -> bool:
        """Show ``text`` unless a notice of ``key`` was shown already; True if shown."""
        if key in self._told:
            return False
        self._told.add(key)
        self.dismiss(key)   # an older notice of the same problem
        notice = Notice(key, text, self)
        notice.close_button.clicked.connect(lambda _=False, k=key: self.dismiss(k))
        self._notices[key] = notice
        self._layout.addWidget(notice)
        self.show()
        return True

    def allow_again(self, key: str) -> None:
        """The problem of ``key`` went away: tell it again if it comes back."""
        self._told.discard(key)

    def dismiss(self, key: str) -> None:
        notice = self._notices.pop(key, None)
        if notice is not None:
            notice.hide()
            notice.deleteLater()
        self.setVisible(bool(self._notices))

    def texts(self) -> list[str]:
        """The texts shown now, oldest first."""
        return [notice.text for notice in self._notices.values()]
