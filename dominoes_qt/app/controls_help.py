"""Help → Keyboard and Mouse: every way to play, so keyboard play is not a secret.

The gestures themselves live in the scenes (``scene/tile_scene.py`` under both tables, with
``scene/table_input.py`` and ``scene/solitaire_scene.py`` saying what each means); this page
lists them, with the menu shortcuts read from the window's own actions so the keys
shown are the ones that work on this platform.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from dominoes_qt.app.i18n import is_language_change


def _keys(action: QAction | None, fallback: str, every: bool = False) -> str:
    """The action's key (``every``: all its keys, comma-separated), else ``fallback``."""
    if action is None or action.shortcut().isEmpty():
        return fallback
    shortcuts = action.shortcuts() if every else [action.shortcut()]
    return ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in shortcuts)


class ControlsHelpDialog(QDialog):
    """The mouse and keyboard controls of the table and of the solitaires (non-modal)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard and Mouse"))
        self.setModal(False)
        self.browser = QTextBrowser(self)
        self.browser.document().setDocumentMargin(14)
        self._window = parent if hasattr(parent, "action_undo") else None
        self.browser.setHtml(self.page_html(self._window))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(620, 640)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """The page in the new language (the title and button follow the language manager)."""
        if hasattr(self, "browser"):
            self.browser.setHtml(self.page_html(self._window))

    def plain_text(self) -> str:
        return self.browser.toPlainText()

    def page_html(self, window: QWidget | None = None) -> str:
        # the window's actions (action_undo, action_hint...) by name: no main window import
        undo = _keys(getattr(window, "action_undo", None), "Ctrl+Z")
        redo = _keys(getattr(window, "action_redo", None), "Ctrl+Shift+Z, Ctrl+Y", every=True)
        hint = _keys(getattr(window, "action_hint", None), "H")
        new = _keys(getattr(window, "action_new", None), "Ctrl+N")
        rules = _keys(getattr(window, "action_rules", None), "F1")
        full = _keys(getattr(window, "action_full_screen", None), "F11")
        mouse = [
            self.tr("Drag a tile from your hand onto a lit end to play it. Dropped anywhere "
                    "else it goes back, and the status line says why."),
            self.tr("Or click a tile: its ends light up; click one of them to play it there."),
            self.tr("Double-click a tile that fits only one way to play it at once."),
            self.tr("Click the boneyard to draw when no tile fits."),
            self.tr("Drag a tile along your hand to put it where you like."),
        ]
        keys = [
            (self.tr("Left, Right"), self.tr("choose a tile of your hand")),
            (self.tr("Up, Down, Tab"), self.tr("choose the end to play it on")),
            (self.tr("Enter"), self.tr("play the chosen tile on the chosen end")),
            (self.tr("D"), self.tr("draw from the boneyard")),
            (self.tr("Space"), self.tr("pass when you must; turn up your next tile (Blind "
                                       "Dominoes); make an announced draw or pass at once")),
            (self.tr("Esc"), self.tr("let go of the chosen tile")),
            (hint, self.tr("hint: the move a strong player would make")),
            (undo, self.tr("undo: take back your last move and the computers' replies since. "
                           "Undo stays within the current hand: once a hand is over its "
                           "moves can no longer be taken back.")),
            (redo, self.tr("redo: make again the moves you took back, until you make a new "
                           "one")),
            (new, self.tr("new game")),
            (rules, self.tr("the rules of the game on the table")),
            (full, self.tr("full screen")),
        ]
        solitaire = [
            self.tr("Click a tile that can move, then a lit place; or drag it there. A tile, "
                    "or the stock, with a move of its own is played by a click."),
            self.tr("Keyboard: Left and Right choose a tile, Up, Down or Tab where it goes, "
                    "Enter plays, D or Space takes from the stock, Esc lets go."),
        ]
        e = html.escape
        titles = (self.tr("With the mouse"), self.tr("With the keyboard"),
                  self.tr("Solitaires"))
        parts = [f"<h3>{e(titles[0])}</h3><ul>"]
        parts += [f"<li>{e(line)}</li>" for line in mouse]
        parts.append(f"</ul><h3>{e(titles[1])}</h3><table cellspacing='4'>")
        parts += [f"<tr><td style='padding-right:14px'><b>{e(k)}</b></td><td>{e(v)}</td></tr>"
                  for k, v in keys]
        parts.append(f"</table><h3>{e(titles[2])}</h3><ul>")
        parts += [f"<li>{e(line)}</li>" for line in solitaire]
        parts.append("</ul>")
        return "\n".join(parts)
