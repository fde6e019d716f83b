"""The bar of buttons under the table for actions that are no gesture on it: Declare and
Muggins! in manual Muggins.  One widget for the local game window and the network table, each
handing it its controller (anything with ``record``, ``button_actions``, ``play_human``,
``hot_seat`` and ``seat_name``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from dominoes_qt.app.i18n import labelled
from dominoes_qt.rules import Kind
from dominoes_qt.rules.actions import Action


class ActionBar(QWidget):
    """Hidden until the controller offers a button action; :meth:`refresh` after each change."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("actionBar")
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(8, 4, 8, 4)
        self._label = QLabel(self)
        self._layout.addWidget(self._label)
        self._layout.addStretch(1)
        self._buttons: list[QPushButton] = []
        self._shown: list[tuple[Action, str]] = []
        self.hide()

    @property
    def buttons(self) -> list[QPushButton]:
        return list(self._buttons)

    def refresh(self) -> None:
        """One button per action offered now (the same buttons while the offer is the same)."""
        c = self.controller
        actions = list(c.button_actions()) if c.record is not None else []
        shown = [(a, self.button_text(a)) for a in actions]
        if shown != self._shown:
            for button in self._buttons:
                button.deleteLater()
            self._buttons = []
            for action, text in shown:
                button = QPushButton(text, self)
                button.clicked.connect(lambda _=False, a=action: self.controller.play_human(a))
                self._layout.addWidget(button)
                self._buttons.append(button)
            self._shown = shown
        self._label.setText(self.tr("Scores are declared by hand in this game:")
                            if actions else "")
        self.setVisible(bool(actions))

    def button_text(self, action: Action) -> str:
        c = self.controller
        if action.kind is Kind.DECLARE:
            text = self.tr("Declare %1").replace("%1", str(action.points))
        elif action.kind is Kind.MUGGINS:
            text = self.tr("Muggins! (%1)").replace("%1", str(action.points)) \
                if action.points else self.tr("Muggins!")
        else:
            text = str(action)
        if c.hot_seat and action.seat >= 0:
            return labelled(c.seat_name(action.seat), text)
        return text
