"""Start-up for :class:`~dominoes_qt.app.game_files.GameFiles`: open the file named on the
command line, else offer back the unfinished game of the last run; an unfinished game that is
not resumed (or that another copy of the game left) is kept as a save file, and the player is
told where.  A damaged automatic save is said, never silently dropped."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from dominoes_qt.app.game_files_open_save import failure_reason
from dominoes_qt.rules.names import english_plural
from dominoes_qt.storage.autosave import keep_unfinished
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.recent import add_recent

if TYPE_CHECKING:
    from dominoes_qt.storage.autosave import Autosaver
    from dominoes_qt.storage.record import GameRecord

    class _Files(QObject):
        """What this part uses of the helper's other parts."""

        window: QWidget
        persist: bool
        autosaver: Autosaver
        _autosave_on: bool
        _load: Callable[[GameRecord], None]

        def _read(self, file: Path) -> GameRecord | None: ...
        def _put_opened(self, file: Path, record: GameRecord) -> None: ...
        def fill_recent_menu(self) -> None: ...
        def notify(self, key: str, text: str) -> None: ...
        def status(self, text: str) -> None: ...
        def show_error(self, title: str, text: str) -> None: ...
else:
    _Files = object

log = logging.getLogger(__name__)


class GameFilesStartUp(_Files):
    """The game put back at start-up, and the unfinished ones kept (a part of
    :class:`~dominoes_qt.app.game_files.GameFiles`)."""

    def start_up(self, file: str | os.PathLike[str] | None = None, *,
                 offer_resume: bool = True) -> bool:
        """Open ``file``, else offer the unfinished game of the last run; True if a game was
        put on the table (otherwise the caller starts a new one).

        An unfinished game in the autosave is never replaced unasked: when it is not offered
        back (a file or game named on the command line) or the player declines it, it is kept
        as an ordinary save file (see :meth:`keep_unfinished`).
        """
        record = None
        path = None
        if file is not None:
            path = Path(os.path.abspath(Path(file).expanduser()))
            record = self._read(path)
        if record is None and offer_resume and self.offer_resume():
            self.keep_left_by_others()
            return True
        self.keep_unfinished()
        self.keep_left_by_others()
        if record is not None and path is not None:
            self._put_opened(path, record)
            return True
        return False

    def offer_resume(self) -> bool:
        """Ask whether to resume the autosaved game, and load it if so (if not, it is kept
        as a file by :meth:`start_up`)."""
        if not self.persist:
            return False
        record = self.autosaver.pending(on_corrupt=self._autosave_damaged,
                                        on_dropped=self._moves_dropped)
        if record is None or not self.ask_resume(record):
            return False
        self._load(record)
        self.status(self.tr("Your unfinished game is back on the table."))
        return True

    def keep_unfinished(self) -> Path | None:
        """Keep the autosaved unfinished game as a save file before another game replaces
        it, and tell the player where (the file is also put under Open Recent)."""
        if not self.persist:
            return None
        try:
            kept = keep_unfinished(self.autosaver.path, on_corrupt=self._autosave_damaged,
                                   on_dropped=self._moves_dropped)
        except SaveFileError as exc:
            self._autosave_on = False
            self.notify("unfinished", self.tr(
                "Your unfinished game could not be kept as a file (%1). It stays in the "
                "automatic save, so this game will not be saved automatically.").replace(
                    "%1", failure_reason(exc)))
            return None
        if kept is None:
            return None
        record, path = kept
        self._told_kept("unfinished", record, path)
        return path

    def keep_left_by_others(self) -> list[Path]:
        """Keep the unfinished games of other copies of the game that ran on this folder (each
        has an autosave of its own) as save files, and tell the player where."""
        if not self.persist or self.autosaver.path is not None:
            return []
        from dominoes_qt.storage.autosave import keep_left_by_others

        try:
            kept = keep_left_by_others(on_corrupt=self._autosave_damaged,
                                       on_dropped=self._moves_dropped)
        except SaveFileError as exc:
            log.warning("an unfinished game of another copy stays in its autosave: %s", exc)
            return []
        for record, path in kept:
            self._told_kept(f"unfinished:{path}", record, path)
        return [path for _, path in kept]

    def _told_kept(self, key: str, record: GameRecord, path: Path) -> None:
        from dominoes_qt.app.statistics_dialog import display_game_name

        add_recent(path)
        self.fill_recent_menu()
        self.notify(key, self.tr(
            "Your unfinished game of %1 was kept as %2. Open it with File ▸ Open Recent "
            "to play on.").replace("%1", display_game_name(record.setup.game_id)).replace(
                "%2", str(path)))

    def _autosave_damaged(self, exc: SaveFileError, kept: Path | None) -> None:
        text = self.tr("The automatic save of your last game is damaged and cannot be resumed."
                       "\n\n%1").replace("%1", exc.detail)
        if kept is not None:
            text += "\n\n" + self.tr("It was kept as %1.").replace("%1", str(kept))
        self.show_error(self.tr("Unfinished Game Lost"), text)

    def _moves_dropped(self, exc: SaveFileError, kept: Path | None) -> None:
        text = self.tr("The automatic save of your last game was damaged: the game goes back "
                       "to its last move that could be checked, and the moves after it are "
                       "lost (%1).").replace("%1", exc.detail)
        if kept is not None:
            text += " " + self.tr("The damaged part was kept as %1.").replace("%1", str(kept))
        self.notify("moves-dropped", text)

    def resume_text(self, record: GameRecord) -> str:
        """The question asked before resuming ("… (1 move played). Resume it?")."""
        from dominoes_qt.app.statistics_dialog import display_game_name

        moves = len(record.actions)
        text = self.tr("You have an unfinished game of %1 (%n move(s) played). Resume it?",
                       "", moves)
        return english_plural(text, moves).replace(
            "%1", display_game_name(record.setup.game_id))

    def ask_resume(self, record: GameRecord) -> bool:
        """Ask the player (a hook tests replace)."""
        from PySide6.QtWidgets import QMessageBox

        text = self.resume_text(record)
        answer = QMessageBox.question(
            self.window, self.tr("Resume Game"), text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return answer == QMessageBox.StandardButton.Yes
