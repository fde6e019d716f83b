"""Open, save, autosave, resume, statistics and preferences for the main window, in one helper.

Kept out of ``main_window.py`` so the window needs only a few lines: create a :class:`GameFiles`
with its controller, put the actions in its menus, and call :meth:`GameFiles.start_up` once it
is shown.  Everything here watches the controller's ``state_changed`` signal, so the autosave
and the statistics follow every action, undo and new hand without the window's help.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QStatusBar, QWidget

from dominoes_qt.app.game_files_open_save import GameFilesOpenSave, failure_reason
from dominoes_qt.app.game_files_settings import GameFilesSettings
from dominoes_qt.app.game_files_start_up import GameFilesStartUp
from dominoes_qt.app.notices import NoticeBar
from dominoes_qt.app.players import without_default_names
from dominoes_qt.app.translated_parts import TranslatedParts
from dominoes_qt.storage.autosave import Autosaver
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.recent import clear_recent, recent_files
from dominoes_qt.storage.settings import AppSettings, load_settings

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


class GameFiles(TranslatedParts, GameFilesOpenSave, GameFilesStartUp, GameFilesSettings,
                QObject):
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
                "%1", failure_reason(error)))

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
            "forgotten when you quit.").replace("%1", failure_reason(error)))

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

