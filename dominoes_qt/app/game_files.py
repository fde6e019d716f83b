"""Open, save, autosave, resume, statistics and preferences for the main window, in one helper.

Kept out of ``main_window.py`` so the window needs only a few lines: create a :class:`GameFiles`
with its controller, put the actions in its menus, and call :meth:`GameFiles.start_up` once it
is shown.  Everything here watches the controller's ``state_changed`` signal, so the autosave
and the statistics follow every action, undo and new hand without the window's help.
"""

from __future__ import annotations

import dataclasses
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

from dominoes_qt.app.notices import NoticeBar
from dominoes_qt.app.players import without_default_names
from dominoes_qt.rules import find_game
from dominoes_qt.rules.catalogue import plain_value
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.names import english_plural
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.autosave import Autosaver, keep_unfinished
from dominoes_qt.storage.files import FILE_SUFFIX, SaveFileError, read_file_bytes
from dominoes_qt.storage.recent import add_recent, clear_recent, recent_files, remove_recent
from dominoes_qt.storage.saves import load_record_bytes, save_record
from dominoes_qt.storage.settings import AppSettings, load_settings, save_settings

if TYPE_CHECKING:   # the dialogs and the statistics load when first needed (start-up time)
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.app.preferences_dialog import PreferencesDialog
    from dominoes_qt.app.statistics_dialog import StatisticsDialog
    from dominoes_qt.storage.record import GameRecord
    from dominoes_qt.storage.statistics import Statistics

log = logging.getLogger(__name__)


def _key_bindings(standard_key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's bindings for a standard key, or ``fallback`` where it has none."""
    return QKeySequence.keyBindings(standard_key) or [QKeySequence(fallback)]


class GameFiles(QObject):
    """The File menu's work and everything kept on disk for one main window.

    ``load_record`` puts a record on the table (the window's own method, which also resets its
    dialogs); by default ``window.load_record``.
    """

    #: The settings changed (Preferences or a menu toggle); the window applies the visual ones.
    settings_applied = Signal(object)
    #: The file of the game on the table changed ("" when it has none).
    file_changed = Signal(str)

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        *,
        load_record: Callable[[GameRecord], None] | None = None,
        settings: AppSettings | None = None,
        statistics: Statistics | None = None,
        autosaver: Autosaver | None = None,
        persist: bool = True,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        #: False: no autosave, statistics or settings are read or written (screenshots, demos);
        #: Open and Save still work.
        self.persist = persist
        if load_record is None:
            load_record = window.load_record  # type: ignore[attr-defined]
        self._load: Callable[[GameRecord], None] = load_record
        #: Notices across the top of the window (the window puts this in its layout).
        self.notices = NoticeBar(window)
        if settings is None:
            settings = (load_settings(on_damaged=self._settings_damaged) if persist
                        else AppSettings())
        self.app_settings = without_default_names(settings)
        #: read when first needed (a hand ends, the dialog opens), not for the first window
        self._statistics = statistics
        self.autosaver = autosaver if autosaver is not None else Autosaver()
        #: The file the game on the table was opened from or saved to.
        self.path: Path | None = None
        #: (setup, moves) of the game on the table as that file holds it: no need to ask
        #: before replacing a game that is in its file as it stands.
        self._on_disk: tuple[Any, list[Any]] | None = None
        #: Undos in the game on the table (recorded with its result).
        self.undo_uses = 0
        #: the tile tracker was shown during the game on the table (counted as assisted)
        self.assisted = False
        self._record: Any = None
        self._opening: Any = None
        self._actions_seen = 0
        self._results_before = 0
        #: False: the autosave is left alone this session (an unfinished game is in it that
        #: could not be kept as a file).
        self._autosave_on = True
        #: True while a demo plays (app/demo.py): its games are neither saved nor counted
        self.persist_paused = False
        #: start-up: writes wait until the first frame is on screen (see hold_writes)
        self._held = False
        self._held_settings: AppSettings | None = None
        self._held_autosave = False
        self._dialogs: list[QWidget] = []
        self._create_actions()
        controller.state_changed.connect(self.on_state_changed)

    @property
    def statistics(self) -> Statistics:
        """The player's statistics, read from disk the first time they are needed (empty ones,
        never saved, without ``persist``)."""
        if self._statistics is None:
            from dominoes_qt.storage.statistics import Statistics, load_statistics

            self._statistics = (load_statistics(on_damaged=self._statistics_damaged)
                                if self.persist else Statistics())
        return self._statistics

    @statistics.setter
    def statistics(self, value: Statistics) -> None:
        self._statistics = value

    # -- actions -----------------------------------------------------------------------------

    def _create_actions(self) -> None:
        self.action_open = QAction(self.tr("&Open…"), self)
        self.action_open.setShortcuts(_key_bindings(QKeySequence.StandardKey.Open, "Ctrl+O"))
        self.action_open.setStatusTip(self.tr("Resume a saved game"))
        self.action_open.triggered.connect(lambda: self.open())

        self.action_save = QAction(self.tr("&Save"), self)
        self.action_save.setShortcuts(_key_bindings(QKeySequence.StandardKey.Save, "Ctrl+S"))
        self.action_save.setStatusTip(self.tr("Save the game to play it later"))
        self.action_save.triggered.connect(lambda: self.save())

        self.action_save_as = QAction(self.tr("Save &As…"), self)
        self.action_save_as.setShortcuts(
            _key_bindings(QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S"))
        self.action_save_as.setStatusTip(self.tr("Save the game to a new file"))
        self.action_save_as.triggered.connect(lambda: self.save_as())

        self.menu_recent = QMenu(self.tr("Open &Recent"), self.window)
        self.menu_recent.aboutToShow.connect(self.fill_recent_menu)
        self.action_clear_recent = QAction(self.tr("&Clear Menu"), self)
        self.action_clear_recent.triggered.connect(self.clear_recent)

        self.action_preferences = QAction(self.tr("&Preferences…"), self)
        self.action_preferences.setShortcuts(
            _key_bindings(QKeySequence.StandardKey.Preferences, "Ctrl+,"))
        self.action_preferences.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action_preferences.triggered.connect(self.show_preferences)

        self.action_statistics = QAction(self.tr("S&tatistics…"), self)
        self.action_statistics.setStatusTip(self.tr("Hands and matches played and won"))
        self.action_statistics.triggered.connect(self.show_statistics)

        for action in (self.action_open, self.action_save, self.action_save_as):
            self.window.addAction(action)  # usable in full screen, where menus are hidden

    def fill_file_menu(self, menu: QMenu, new: QAction | None = None,
                       quit_action: QAction | None = None) -> None:
        """New, Open…, Open Recent, Save, Save As…, Statistics…, Preferences…, Quit."""
        if new is not None:
            menu.addAction(new)
        menu.addAction(self.action_open)
        menu.addMenu(self.menu_recent)
        menu.addSeparator()
        menu.addAction(self.action_save)
        menu.addAction(self.action_save_as)
        menu.addSeparator()
        menu.addAction(self.action_statistics)
        menu.addAction(self.action_preferences)
        if quit_action is not None:
            menu.addSeparator()
            menu.addAction(quit_action)
        # An empty Open Recent is disabled and so never shows itself: refresh it from here.
        menu.aboutToShow.connect(self.fill_recent_menu)
        self.fill_recent_menu()

    def fill_recent_menu(self) -> None:
        self.menu_recent.clear()
        files = recent_files() if self.persist else []
        for i, path in enumerate(files, 1):
            label = f"&{i} {path.name}" if i < 10 else path.name
            action = self.menu_recent.addAction(label.replace("&&", "&"))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: self.open_file(p, ask=True))
        if files:
            self.menu_recent.addSeparator()
        self.menu_recent.addAction(self.action_clear_recent)
        self.action_clear_recent.setEnabled(bool(files))
        self.menu_recent.setEnabled(bool(files))

    def clear_recent(self) -> None:
        if self.persist:
            clear_recent()
        self.fill_recent_menu()

    # -- watching the game -------------------------------------------------------------------

    def on_state_changed(self) -> None:
        """After every change: autosave, count undos, and record finished hands and matches."""
        record = self.controller.record
        if record is None or not self.persist or self.persist_paused:
            return
        if record is not self._record:
            self._new_record(record)
        else:
            count = len(record.match.actions)
            if count < self._actions_seen:
                self.undo_uses += 1
            self._actions_seen = count
        if self.app_settings.tile_tracker:
            self.assisted = True      # the tile tracker was shown during this game
        over = record.match.is_over
        if not over:
            self._autosave(record)
        if len(record.match.results) > self._results_before:
            from dominoes_qt.storage.statistics import record_results

            record_results(self.statistics, record, undo_uses=self.undo_uses,
                           assisted=self.assisted)
            self._check_statistics_saved()
        if over:   # counted before the autosave goes: a kill in between loses no result
            self._autosave(record)

    def _new_record(self, record: GameRecord) -> None:
        self._record = record
        self.undo_uses = 0
        self.assisted = self.app_settings.tile_tracker
        self._actions_seen = len(record.match.actions)
        opened = record is self._opening
        # Results already in an opened game were counted where they were played; a new game
        # lost at its deal (a solitaire with no move) has its result from the start.
        self._results_before = len(record.match.results) if opened or record.actions else 0
        self._opening = None
        if not opened:
            self._set_path(None)
            self._on_disk = None

    def hold_writes(self) -> None:
        """Keep settings and autosave writes in memory until :meth:`release_writes`.

        The program's start calls this so the first window is not kept waiting on the disk
        (each atomic write syncs it); the writes happen right after the first frame.
        """
        self._held = True

    def release_writes(self) -> None:
        """Do the writes held since :meth:`hold_writes` (the latest state of each)."""
        if not self._held:
            return
        self._held = False
        settings, self._held_settings = self._held_settings, None
        if settings is not None:
            self._save_settings(settings)
        if self._held_autosave:
            self._held_autosave = False
            record = self.controller.record
            if record is not None and record is self._record:
                self._autosave(record)

    def _autosave(self, record: GameRecord) -> None:
        if not self._autosave_on:
            return
        if self._held:
            self._held_autosave = True
            return
        self.autosaver.update(record)
        error = self.autosaver.error
        if error is None:
            self.notices.allow_again("autosave")
            return
        self.notify("autosave", self.tr(
            "Your game cannot be saved automatically: %1. It is still on the table; to keep "
            "it, save it somewhere else with File ▸ Save As….").replace(
                "%1", _reason(error)))

    def count_online(self, match: Any, seat: int, table: str, *, assisted: bool) -> None:
        """A network table's finished hand (and match): counted in the statistics under the
        game's online entry (``record_online_results``)."""
        if not self.persist:
            return
        from dominoes_qt.storage.statistics import record_online_results

        if record_online_results(self.statistics, match, seat, table=table, assisted=assisted):
            self._check_statistics_saved()

    def _check_statistics_saved(self) -> None:
        error = self.statistics.error
        if error is None:
            self.notices.allow_again("statistics-write")
            return
        self.notify("statistics-write", self.tr(
            "Your statistics cannot be saved (%1): the results of this session will be "
            "forgotten when you quit.").replace("%1", _reason(error)))

    def _settings_damaged(self, exc: SaveFileError, kept: Path | None) -> None:
        self._damaged_at_start("settings-read", exc, kept, self.tr(
            "Your settings file could not be used (%1), so the default settings are in "
            "use."))

    def _statistics_damaged(self, exc: SaveFileError, kept: Path | None) -> None:
        self._damaged_at_start("statistics-read", exc, kept, self.tr(
            "Your statistics file could not be used (%1), so the statistics start again "
            "from zero."))

    def _damaged_at_start(self, key: str, exc: SaveFileError, kept: Path | None,
                          text: str) -> None:
        text = text.replace("%1", exc.detail)
        if kept is not None:
            where = self.tr("The old file was kept as %1.").replace("%1", str(kept))
        else:
            where = self.tr("The old file could not be moved, and was left as it is: "
                            "%1.").replace("%1", str(exc.path))
        self.notify(key, text + " " + where)

    def _set_path(self, path: Path | None) -> None:
        if path != self.path:
            self.path = path
            self.file_changed.emit(str(path) if path else "")

    # -- open and save -----------------------------------------------------------------------

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

    # -- before another game replaces this one -------------------------------------------------

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

    # -- start-up --------------------------------------------------------------------------

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
                    "%1", _reason(exc)))
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

    # -- settings --------------------------------------------------------------------------

    def default_setup(self) -> GameSetup:
        """The next new game from the settings: the last game's seats, else you against the
        computer level; your name at the first human seat."""
        s = self.app_settings
        try:
            game = find_game(s.game_id)
            players = s.players or game.default_players
            seats = [SeatSpec.from_json(seat) for seat in s.seats]
            if len(seats) != players:
                seats = [SeatSpec(HUMAN)] + [SeatSpec(COMPUTER, s.computer_level)
                                             for _ in range(players - 1)]
            first_human = next((i for i, seat in enumerate(seats) if seat.kind == HUMAN), None)
            if first_human is not None and s.player_name:
                seats[first_human] = dataclasses.replace(seats[first_human], name=s.player_name)
            setup = GameSetup(game.id, players, game.default_set, dict(s.game_options),
                              tuple(seats))
            setup.settings()
        except RulesError as exc:
            log.warning("settings give no playable game (%s); using the default", exc)
            return GameSetup.default(AppSettings().game_id)
        return setup

    def remember_setup(self, setup: GameSetup) -> None:
        """Keep a new game's choices (game, players, options, seats) for the next new game."""
        try:
            game = find_game(setup.game_id)
        except RulesError:
            return
        changes: dict[str, Any] = {
            "game_id": setup.game_id,
            "players": 0 if setup.players == game.default_players else setup.players,
            "game_options": {k: plain_value(v) for k, v in setup.options.items()},
            "seats": [seat.to_json() for seat in setup.seats],
        }
        computers = [seat.level for seat in setup.seats if seat.kind == COMPUTER and seat.level]
        if computers:
            changes["computer_level"] = computers[0]
        humans = [seat.name for seat in setup.seats if seat.kind == HUMAN]
        if humans and humans[0]:
            changes["player_name"] = humans[0]
        new = dataclasses.replace(self.app_settings, **changes).validated()
        if new != self.app_settings:
            self.app_settings = new
            self._save_settings(new)

    def update_settings(self, **changes: Any) -> None:
        """Change some settings (a menu toggle), save them and apply them at once."""
        self.apply_settings(dataclasses.replace(self.app_settings, **changes))

    def apply_settings(self, settings: AppSettings, *, save: bool = True) -> None:
        """Save the settings and apply them now: the controller's here, the rest by signal.

        ``save=False`` applies without writing (at start-up, for the settings just loaded).
        """
        new = settings.validated()
        self.app_settings = new
        if save:
            self._save_settings(new)
        controller = self.controller
        controller.computer_delay_ms = new.computer_delay_ms
        controller.auto_draw = new.auto_draw
        controller.allow_undo = new.undo_allowed
        self.settings_applied.emit(new.copy())

    def _save_settings(self, settings: AppSettings) -> None:
        if not self.persist:
            return
        if self._held:
            self._held_settings = settings
            return
        try:
            save_settings(settings)
        except OSError as exc:
            self.notify("settings-write", self.tr(
                "Your settings cannot be saved (%1): changes apply until you quit.").replace(
                    "%1", _reason(exc)))
            return
        self.notices.allow_again("settings-write")

    # -- dialogs ---------------------------------------------------------------------------

    def show_preferences(self) -> PreferencesDialog:
        from dominoes_qt.app.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.window, self.app_settings)
        dialog.settings_changed.connect(self.apply_settings)
        self._keep(dialog)
        dialog.open()
        return dialog

    def show_statistics(self) -> StatisticsDialog:
        from dominoes_qt.app.statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.window, self.statistics)
        self._keep(dialog)
        dialog.open()
        return dialog

    def _keep(self, dialog: QWidget) -> None:
        """Hold a reference while the dialog is open; it deletes itself when closed."""
        self._dialogs.append(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda _=None, d=dialog: self._forget(d))

    def _forget(self, dialog: QWidget) -> None:
        if dialog in self._dialogs:
            self._dialogs.remove(dialog)

    # -- messages --------------------------------------------------------------------------

    def notify(self, key: str, text: str) -> None:
        """Tell the player something they must know but need not answer, once (a notice
        across the top of the window, and the log)."""
        if self.notices.notify(key, text):
            log.warning("%s", text)

    def status(self, text: str) -> None:
        bar = self.window.findChild(QStatusBar)
        if bar is not None:
            bar.showMessage(text, 8000)

    def show_error(self, title: str, text: str) -> None:
        """Tell the player what went wrong (a hook tests replace)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self.window, title, text)


def _reason(exc: BaseException) -> str:
    """Why a file operation failed, in words (the errno text, or the error's own detail)."""
    if isinstance(exc, SaveFileError):
        return exc.reason
    if isinstance(exc, OSError):
        return exc.strerror or str(exc)
    return str(exc)
