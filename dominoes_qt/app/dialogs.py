"""Small helpers every window uses with its dialogs."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


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
