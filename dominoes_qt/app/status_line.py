"""The window's status line, which keeps the end of a long message in view.

A message there often ends with what to do next ("… North plays 6-3.  Your turn: drag a tile
onto a matching end."), after what happened since the player's last move.  With many players
that history outgrows the line, and Qt's status bar cuts a message off at the right, so the
instruction was the part lost.  :class:`StatusLine` shows such a message from its end instead,
with an ellipsis in front, and offers the whole of it as the tooltip.

Every message the game shows there (each move by anyone, each draw, pass and score, the
prompt) is also announced to assistive technology (a screen reader speaks it), with Qt's
accessibility announcement.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QPainter,
    QPaintEvent,
    QStatusTipEvent,
)
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QWidget

#: Qt's own margins around the message (QStatusBarPrivate::messageRect): 6 px on the left,
#: 12 px on the right (the size grip's room).
_LEFT, _RIGHT = 6, 12


class StatusLine(QStatusBar):
    """A ``QStatusBar`` whose too-long message is elided on the left, not cut on the right.

    The message has the width left of any widget kept on the line (a network table's).
    """

    #: A message was announced to assistive technology (its text).
    announced = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the game's last message, shown again when a menu's status tip goes away
        self._kept = ""
        self._tip_shown = False     # a menu's status tip is on the line, not the game's words
        self.messageChanged.connect(self._on_message_changed)
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """A menu item's status tip shows while it is hovered; when it goes (an empty tip),
        the game's message comes back instead of a blank line (after Preferences…)."""
        if event.type() == QEvent.Type.StatusTip and isinstance(event, QStatusTipEvent):
            self._tip_shown = bool(event.tip())
            if not event.tip() and self._kept:
                self.showMessage(self._kept)
                return True
        return super().eventFilter(watched, event)

    def announce(self, text: str, spoken: str | None = None) -> None:
        """Show ``text`` and have a screen reader say it (even when it repeats the last), or
        say only ``spoken``: the end of a text whose beginning was said already (the moves
        since the player's last turn, each said as it was made)."""
        self.showMessage(text)
        self._kept = text
        said = text if spoken is None else spoken
        if not said:
            return
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, said))
        self.announced.emit(said)

    def _message_rect(self) -> QRect:
        """Where the message goes: up to the first widget kept on the line (the network
        table's wait label), as Qt's own drawing does, else to the size grip's margin."""
        right = self.width() - _RIGHT
        for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child.isVisible() and not isinstance(child, QSizeGrip):
                right = min(right, child.x() - 2)
        return QRect(_LEFT, 0, max(0, right - _LEFT), self.height())

    def shown_text(self) -> str:
        """The message as the line shows it: whole when it fits, else its end after "…"."""
        text = self.currentMessage()
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideLeft,
                                              self._message_rect().width())

    def _on_message_changed(self, text: str) -> None:
        if text and not self._tip_shown:
            self._kept = text           # the latest message, however it was shown
        self.setToolTip(text if text and self.shown_text() != text else "")

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt override
        super().resizeEvent(event)
        self._on_message_changed(self.currentMessage())

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        shown = self.shown_text()
        if shown == self.currentMessage():
            super().paintEvent(event)   # it fits: Qt's own drawing
            return
        from PySide6.QtWidgets import QStyle, QStyleOption  # only for a long message

        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(self._message_rect(), Qt.AlignmentFlag.AlignLeading
                         | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine, shown)
