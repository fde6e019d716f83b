"""Small helpers every window uses with its dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox, QWidget


def dismiss(dialog: QDialog | None) -> None:
    """Close a dialog the window no longer wants, without the reply its ``finished`` signal
    would give (a new hand or a new game must not act on an old summary being closed)."""
    if dialog is None:
        return
    try:
        dialog.finished.disconnect()
    except (RuntimeError, TypeError):
        pass
    dialog.close()
    dialog.deleteLater()


def ask(parent: QWidget | None, title: str, text: str, more: str, yes: str, no: str, *,
        yes_by_default: bool = False) -> bool:
    """A question whose two buttons say what they do (never Yes and No); True for ``yes``.
    Esc is ``no``, and so is Enter unless ``yes_by_default``."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton,
                      parent)
    if more:
        box.setInformativeText(more)
    accept = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    reject = box.addButton(no, QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(accept if yes_by_default else reject)
    box.setEscapeButton(reject)
    box.exec()
    clicked = box.clickedButton()
    box.deleteLater()
    return clicked is accept
