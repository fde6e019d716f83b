"""The end of a solitaire: won, or lost with the tiles left, and what to do next.

A small dialog rather than the multiplayer hand summary: there are no seats or points, just
the outcome, the tiles left (the solitaire's score) and the player's record for this game.
``choice`` says which button closed it: ``"again"`` (a new deal of the same game), ``"new"``
(the New Game dialog) or ``""`` (close, look at the table).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def plural(text: str, n: int) -> str:
    """``%n`` filled in; without an English catalogue "tile(s)" still reads right."""
    if "(s)" in text:
        text = text.replace("(s)", "" if n == 1 else "s")
    return text.replace("%n", str(n))


class SolitaireSummaryDialog(QDialog):
    """Won / lost, tiles left, the player's streak; Play Again, New Game or Close."""

    def __init__(self, parent: QWidget | None, game_name: str, won: bool, tiles_left: int,
                 reason: str = "", record_line: str = "") -> None:
        super().__init__(parent)
        self.won = won
        self.tiles_left = tiles_left
        self.choice = ""
        self.setWindowTitle(self.tr("You won!") if won else self.tr("No moves left"))
        self.setMinimumWidth(380)
        layout = QVBoxLayout(self)
        if won:
            headline = self.tr("You won {game}: every tile is cleared.").format(game=game_name)
        else:
            headline = self.tr("No moves left: you lost {game}.").format(game=game_name)
        self.headline = QLabel("<h3>" + headline + "</h3>", self)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.headline.setWordWrap(True)
        layout.addWidget(self.headline)
        details = []
        if not won:
            details.append(plural(self.tr("%n tile(s) left.", "", tiles_left), tiles_left))
        if reason:
            details.append(reason)
        if record_line:
            details.append(record_line)
        self.details = QLabel("\n".join(details), self)
        self.details.setWordWrap(True)
        layout.addWidget(self.details)
        buttons = QDialogButtonBox(self)
        self.again_button = QPushButton(self.tr("Play &Again"), self)
        self.new_button = QPushButton(self.tr("&New Game…"), self)
        self.close_button = QPushButton(self.tr("&Close"), self)
        buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(lambda: self._finish("again"))
        self.new_button.clicked.connect(lambda: self._finish("new"))
        self.close_button.clicked.connect(lambda: self._finish(""))
        layout.addWidget(buttons)

    def _finish(self, choice: str) -> None:
        self.choice = choice
        if choice:
            self.accept()
        else:
            self.reject()

    def text(self) -> str:
        """Everything the dialog says (tests, accessibility)."""
        return self.headline.text() + "\n" + self.details.text()
