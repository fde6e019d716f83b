"""Open, save and Save As for :class:`~dominoes_qt.app.game_files.GameFiles`, and the question
asked before another game replaces one under way that is not saved as it stands.

Every file is read through the one reader (``storage/files.py``); a bad file is refused with a
message naming the problem, and the game on the table stays as it was.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMenu, QWidget

from dominoes_qt.rules.names import english_plural
from dominoes_qt.storage.files import FILE_SUFFIX, SaveFileError, read_file_bytes
from dominoes_qt.storage.recent import add_recent, recent_files, remove_recent
from dominoes_qt.storage.saves import load_record_bytes, save_record

if TYPE_CHECKING:
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.storage.autosave import Autosaver
    from dominoes_qt.storage.record import GameRecord

    class _Files(QObject):
        """What this part uses of the helper's other parts."""

        window: QWidget
        controller: GameController
        persist: bool
        autosaver: Autosaver
        path: Path | None
        menu_recent: QMenu
        _load: Callable[[GameRecord], None]
        _on_disk: tuple[Any, list[Any]] | None
        _opening: Any

        def _set_path(self, path: Path | None) -> None: ...
        def fill_recent_menu(self) -> None: ...
        def status(self, text: str) -> None: ...
        def show_error(self, title: str, text: str) -> None: ...
else:
    _Files = object


def failure_reason(exc: BaseException) -> str:
    """Why a file operation failed, in words (the errno text, or the error's own detail)."""
    if isinstance(exc, SaveFileError):
        return exc.reason
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)


class GameFilesOpenSave(_Files):
    """Open, save, and never a game dropped unasked (a part of
    :class:`~dominoes_qt.app.game_files.GameFiles`)."""

    def _folder(self) -> str:
        if self.path is not None:
            return str(self.path.parent)
        recent = recent_files()
        if recent:
            return str(recent[0].parent)
        from PySide6.QtCore import QStandardPaths  # Qt types cost start-up time when imported

        return QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())

    def _filter(self) -> str:
        return self.tr("Dominoes games (*%1);;All files (*)").replace("%1", FILE_SUFFIX)

    def open(self) -> bool:
        """Ask for a file and open it."""
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(
            self.window, self.tr("Open Game"), self._folder(), self._filter())
        return bool(name) and self.open_file(name, ask=True)

    def open_file(self, path: str | os.PathLike[str], *, ask: bool = False) -> bool:
        """Put a saved game on the table; a bad file is refused with a message naming the
        problem, and the game on the table stays as it was. ``ask``: the player opened it
        (a menu, the desktop): a game under way is not replaced unasked (:meth:`may_replace`)."""
        file = Path(os.path.abspath(Path(path).expanduser()))
        record = self._read(file)
        if record is None:
            return False
        if ask and not self.may_replace():
            return False
        self._put_opened(file, record)
        return True

    def read_for_review(self, path: str | os.PathLike[str] | None = None) -> GameRecord | None:
        """A saved game to review (asked for when ``path`` is None), or None after telling
        the player why not; the game on the table and its autosave are not touched."""
        if path is None:
            from PySide6.QtWidgets import QFileDialog

            name, _ = QFileDialog.getOpenFileName(
                self.window, self.tr("Open Game in Review"), self._folder(), self._filter())
            if not name:
                return None
            path = name
        file = Path(os.path.abspath(Path(path).expanduser()))
        try:
            return load_record_bytes(file, read_file_bytes(file))
        except SaveFileError as exc:
            self.show_error(self.tr("Cannot Open Game"), self._open_error_text(exc))
            return None

    def _read(self, file: Path) -> GameRecord | None:
        """The saved game in ``file``, or None after telling the player why not."""
        try:
            raw = read_file_bytes(file)
            record = load_record_bytes(file, raw)
        except SaveFileError as exc:
            if exc.kind in (SaveFileError.MISSING, SaveFileError.UNREADABLE) and self.persist:
                remove_recent(file)
            self.show_error(self.tr("Cannot Open Game"), self._open_error_text(exc))
            return None
        self.autosaver.opened(record, raw)   # its autosave: a copy, not a new layout
        return record

    def _put_opened(self, file: Path, record: GameRecord) -> None:
        self._opening = record
        self._set_path(file)
        self._load(record)
        self._mark_on_disk()
        if self.persist:
            add_recent(file)
        self.fill_recent_menu()
        if record.match.is_over:
            self.status(self.tr("Opened %1: this game is over.").replace("%1", file.name))
        else:
            self.status(self.tr("Opened %1.").replace("%1", file.name))

    def _open_error_text(self, exc: SaveFileError) -> str:
        reasons = {
            SaveFileError.MISSING: self.tr("The file does not exist."),
            SaveFileError.EMPTY: self.tr("The file is empty."),
            SaveFileError.BINARY: self.tr("The file is not a saved game (it is not text)."),
            SaveFileError.NOT_JSON: self.tr("The file is not a saved game (it is not JSON)."),
            SaveFileError.TRUNCATED: self.tr("The file is incomplete: it was cut off."),
            SaveFileError.FOREIGN: self.tr("The file is not a Dominoes Qt game."),
            SaveFileError.FUTURE: self.tr(
                "The game was saved by a newer version of Dominoes Qt. Please update."),
            SaveFileError.INVALID: self.tr(
                "The saved game is damaged or was changed: it cannot be replayed."),
        }
        reason = reasons.get(exc.kind, self.tr("The file cannot be read."))
        return self.tr("“%1” could not be opened.\n\n%2\n\nDetails: %3").replace(
            "%1", exc.path.name).replace("%2", reason).replace("%3", exc.detail)

    def save(self) -> bool:
        """Save to the game's file, or ask for one."""
        if self.path is None:
            return self.save_as()
        return self.save_file(self.path)

    def save_as(self) -> bool:
        record = self.controller.record
        if record is None:
            return False
        suggested = self.path or Path(self._folder()) / (record.setup.game_id + FILE_SUFFIX)
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(
            self.window, self.tr("Save Game"), str(suggested), self._filter())
        if not name:
            return False
        path = Path(name)
        if not path.suffix:
            path = path.with_suffix(FILE_SUFFIX)
        return self.save_file(path)

    def save_file(self, path: str | os.PathLike[str]) -> bool:
        """Write the game on the table to ``path`` (atomically); False after telling why not."""
        record = self.controller.record
        if record is None:
            return False
        file = Path(os.path.abspath(Path(path).expanduser()))
        try:
            save_record(file, record)
        except SaveFileError as exc:
            self.show_error(self.tr("Cannot Save Game"),
                            self.tr("The game could not be saved to “%1”.\n\n%2").replace(
                                "%1", str(file)).replace("%2", exc.detail))
            return False
        self._set_path(file)
        self._mark_on_disk()
        if self.persist:
            add_recent(file)
        self.fill_recent_menu()
        self.status(self.tr("Saved to %1.").replace("%1", file.name))
        return True

    def _mark_on_disk(self) -> None:
        record = self.controller.record
        self._on_disk = (record.setup, list(record.match.actions)) if record else None

    def unsaved_game(self) -> GameRecord | None:
        """The game on the table if replacing it would lose moves: under way (a move made,
        the match not over) and not in its file as it stands."""
        record = self.controller.record
        if record is None or not record.match.actions or record.match.is_over:
            return None
        if self._on_disk is not None and self._on_disk[0] == record.setup \
                and self._on_disk[1] == record.match.actions:
            return None
        return record

    def may_replace(self) -> bool:
        """Before another game goes on the table: True to go ahead. A game under way that is
        not saved as it stands is never dropped unasked: the player saves it (File ▸ Save
        As), lets it go, or cancels."""
        record = self.unsaved_game()
        if record is None or not self.persist:
            return True
        answer = self.ask_replace(record)
        if answer == "save":
            return self.save()
        return answer == "discard"

    def replace_text(self, record: GameRecord) -> str:
        from dominoes_qt.app.statistics_dialog import display_game_name

        moves = len(record.match.actions)
        text = self.tr("Your game of %1 is not finished (%n move(s) played). Save it before "
                       "it leaves the table?", "", moves)
        return english_plural(text, moves).replace(
            "%1", display_game_name(record.setup.game_id))

    def ask_replace(self, record: GameRecord) -> str:
        """"save", "discard" or "cancel" (a hook tests replace)."""
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Unfinished Game"),
                          self.replace_text(record), buttons.Save | buttons.Discard |
                          buttons.Cancel, self.window)
        box.setInformativeText(self.tr("If you do not save it, its moves are lost."))
        box.setDefaultButton(buttons.Save)
        box.setEscapeButton(buttons.Cancel)
        answer = box.exec()
        return {buttons.Save: "save", buttons.Discard: "discard"}.get(
            buttons(answer), "cancel")
