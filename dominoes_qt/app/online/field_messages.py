"""The message beside a field of the Play Online dialog: one line in a tinted box, its place
kept while there is none so the form never jumps."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

ERROR_STYLE = ("QLabel { color: palette(window-text); background: rgba(220, 50, 47, 38);"
               " border: 1px solid rgba(220, 50, 47, 150); border-radius: 4px;"
               " padding: 2px 6px; }")


def error_label(parent: QWidget) -> QLabel:
    """A field's message: one line (a short sentence), so its height never changes."""
    label = QLabel(parent)
    label.setStyleSheet(ERROR_STYLE)
    label.hide()
    return label


def error_place(label: QLabel) -> QWidget:
    """The place of a field's message, kept (one line high) while there is none, so the form
    never jumps as a message comes and goes (a form layout gives a hidden row no room)."""
    place = QWidget(label.parentWidget())
    layout = QVBoxLayout(place)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    label.setText(" ")
    label.ensurePolished()          # the style sheet's padding and border counted
    place.setMinimumHeight(label.sizeHint().height())
    return place


def show_error(label: QLabel, text: str) -> None:
    if text:            # hidden, it keeps its last text: the same height as when shown
        label.setText(text)
    label.setVisible(bool(text))
