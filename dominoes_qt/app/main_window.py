"""The main window: menus, the table, the Muggins button bar and the status bar.

One table for every game: ``self.controller`` drives it, either the local game's
(``self.local``, a :class:`~.controller.GameController`; :meth:`load_record` puts any
GameRecord on it) or a network table's (:meth:`open_online`; the local game is put aside and
comes back when the network table ends).  Everything attached to the table (status line,
summaries and review: :mod:`.table_ends`; sounds, themes, coach, tile tracker, hints) follows
whichever drives it.  The window is split by what each part does: the actions and menus
(:mod:`.window_menus`), files and preferences (:mod:`.game_files`), the ends of hands
(:mod:`.table_ends`), the network table with its waiting room and side panel (:mod:`.online`).
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QMainWindow,
    QMenu,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.accessibility import install as install_accessibility
from dominoes_qt.app.action_bar import ActionBar
from dominoes_qt.app.controller import GameController
from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.app.i18n import apply_language, refresh_status
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.app.sound import SoundBoard
from dominoes_qt.app.status_line import StatusLine
from dominoes_qt.app.table_ends import TableEnds
from dominoes_qt.app.window_closing import ClosingQuestions
from dominoes_qt.app.window_menus import WindowMenus
from dominoes_qt.rules import find_game
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.scene.animations import SPEEDS
from dominoes_qt.scene.table_scene import TableScene
from dominoes_qt.scene.table_view import TableView
from dominoes_qt.scene.theme import COLOURED, THEMES, TableTheme, TileTheme, table_for
from dominoes_qt.scene.tile_item import TileItem
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.settings import AppSettings

if TYPE_CHECKING:   # dialogs and the solitaire part load when first needed (start-up time)
    from collections.abc import Callable

    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

    from dominoes_qt.app.demo import Demo
    from dominoes_qt.app.online.hosting import LocalServer
    from dominoes_qt.app.online.network_table import NetworkTable
    from dominoes_qt.app.online.request import OnlineRequest
    from dominoes_qt.app.solitaire_window import SolitaireWindowPart

log = logging.getLogger(__name__)


def system_is_dark() -> bool:
    """Whether the desktop asks for dark colours (Qt's colour scheme; light when unknown)."""
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


class MainWindow(QMainWindow):
    """The game window; ``setup`` starts that game, else the last one played (or the default)."""

    # made by WindowMenus (app/window_menus.py)
    action_about: QAction
    action_allow_undo: QAction
    action_auto_draw: QAction
    action_better: QAction
    action_controls: QAction
    action_demo: QAction
    action_full_screen: QAction
    action_hint: QAction
    action_licences: QAction
    action_leave: QAction
    action_new: QAction
    action_online: QAction
    action_open_review: QAction
    action_quit: QAction
    action_ready: QAction
    action_redo: QAction
    action_review: QAction
    action_rules: QAction
    action_undo: QAction
    menu_animation: QMenu
    menu_computer_speed: QMenu
    menu_file: QMenu
    menu_game: QMenu
    menu_help: QMenu
    menu_table: QMenu
    menu_view: QMenu
    animation_group: QActionGroup
    computer_group: QActionGroup
    animation_actions: dict[str, QAction]
    computer_actions: dict[str, QAction]

    def __init__(self, parent: QWidget | None = None, *, setup: GameSetup | None = None,
                 settings: QSettings | None = None, computer_delay_ms: int | None = None,
                 animation_speed: float | None = None, start: bool = True,
                 persist: bool = True) -> None:
        super().__init__(parent)
        #: False: nothing is read from or written to the settings (screenshots, demos)
        self.persist = persist
        self.settings = settings if settings is not None else open_settings()
        self.setWindowTitle(self.tr("Dominoes Qt"))
        self.resize(1100, 750)

        #: the local game (New Game, Open, autosave, undo); ``controller`` is the one driving
        #: the table now: this one, or a network table's
        self.local = GameController(self)
        self.controller: Any = self.local
        #: the network table in this window (Play Online), while there is one
        self.network: NetworkTable | None = None
        #: the local game put aside while at a network table: (record, redo stack)
        self._set_aside: tuple[Any, list[Any]] | None = None
        #: Open/Save, autosave, resume, statistics and the preferences (``AppSettings``)
        self.files = GameFiles(self, self.local, persist=persist)
        prefs = self.files.app_settings
        self.files.apply_settings(prefs, save=False)  # speeds, auto-draw and undo
        if computer_delay_ms is not None:
            self.local.computer_delay_ms = computer_delay_ms
        self.scene = TableScene(parent=self)
        if animation_speed is None:
            animation_speed = SPEEDS.get(prefs.animation_key, 1.0)
        self.scene.animator.speed = animation_speed
        install_accessibility()     # the table's tiles, ends and labels for screen readers
        self.view = TableView(self.scene, self)
        self.scene.set_controller(self.controller)
        #: the table's sounds (never in a window that keeps nothing: screenshots, demos)
        self.sound = SoundBoard(self, enabled=None if persist else False)
        self.sound.set_levels(prefs.sound_volume, prefs.sound_muted)
        self._solitaire: SolitaireWindowPart | None = None
        self._demo: Demo | None = None
        self._assists_applied: bool | None = None   # a network table's, when last applied
        self._apply_tile_theme()    # the table's colours before the first frame (dark mode)

        #: Declare and Muggins! (manual Muggins), under the table
        self.action_bar = ActionBar(self.controller, self)
        #: the table, or a network table's waiting room in its place
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.view)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.files.notices)   # failed saves, damaged files set aside
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)
        #: the network table's seats, scores and chat, beside the table while at one
        self.side_dock = QDockWidget(self)
        self.side_dock.setObjectName("sideDock")
        self.side_dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.side_dock)
        self.side_dock.hide()

        #: summaries, the match's end, the review and Replay This Deal
        self.ends = TableEnds(self)
        self.review = self.ends.review
        self.open_in_review = self.ends.open_in_review
        self.replay_deal = self.ends.replay_deal
        self.show_better_move = self.ends.show_better_move
        #: the live coach and the tile tracker (Preferences ▸ Coach), made when turned on
        self.coach: Any = None
        self.tile_tracker: Any = None
        #: the table server this game runs (Play Online ▸ Host on this computer): made on the
        #: first such table, stopped when the window closes
        self.local_server: LocalServer | None = None
        #: what closing asks first; ``quit_chosen``: Game ▸ Quit, which asks as the close
        #: button does (a window closed by the program asks nothing about its table)
        self.closing = ClosingQuestions(self, self)
        self.quit_chosen = False
        self.menus = WindowMenus(self)
        self.show_rules = self.menus.show_rules
        self.show_controls = self.menus.show_controls
        self._about_text = self.menus.about_text
        self._connect_controller()
        self._apply_coach(prefs)
        self.setStatusBar(StatusLine(self))   # a long message keeps its end (the prompt) in view
        self.statusBar().showMessage(self.tr("Ready"))
        if persist:
            self._restore_window()
        self.view.setFocus()
        if start:
            self.start_game(setup or self.last_setup())

    @property
    def solitaire(self) -> SolitaireWindowPart:
        """The solitaires' own scene, hints and summary (shown when a solitaire is loaded).

        Made the first time a solitaire is loaded (or asked for): a window that never shows
        one does not pay for it at start-up.
        """
        if self._solitaire is None:
            from dominoes_qt.app.solitaire_window import SolitaireWindowPart

            self._solitaire = SolitaireWindowPart(self)
            self._solitaire.set_animation_speed(self.scene.animator.speed)
            self._apply_tile_theme()
        return self._solitaire

    @property
    def demo(self) -> Demo:
        """Game ▸ Demo (made when first asked for)."""
        if self._demo is None:
            from dominoes_qt.app.demo import Demo

            self._demo = Demo(self)
        return self._demo

    def start_demo(self) -> None:
        """The computers play every seat of the game on the table until a click or a key."""
        self._close_dialogs()
        self.demo.start()

    def _solitaire_active(self) -> bool:
        return self._solitaire is not None and self._solitaire.active

    # -- settings --------------------------------------------------------------------------------
    def _restore_window(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes) and geometry:
            self.restoreGeometry(QByteArray(geometry))

    def last_setup(self) -> GameSetup:
        """The last game started, else the default game of the preferences."""
        return self.files.default_setup()

    def _table_links(self, c: Any) -> list[tuple[SignalInstance, Callable[..., Any]]]:
        """What the window hears from the controller driving the table."""
        return [(c.message, self.show_status), (c.recap, self.show_status),
                (c.illegal, self.show_status),
                (c.state_changed, self._update_actions),
                (c.hand_ended, self.ends.on_hand_ended),
                (c.action_applied, self.sound.on_action), (c.score_event, self.sound.on_score),
                (c.hand_ended, self.ends.sound_hand_end),
                (c.match_ended, self._on_match_ended)]

    def _connect_controller(self) -> None:
        for signal, slot in self._table_links(self.controller):
            signal.connect(slot)
        self.files.settings_applied.connect(self._apply_settings)
        hints = QGuiApplication.styleHints()
        if hints is not None:   # the table follows the desktop's dark mode, live
            hints.colorSchemeChanged.connect(self._on_colour_scheme)

    # -- the game --------------------------------------------------------------------------------
    def start_game(self, setup: GameSetup) -> None:
        """Start ``setup`` on the table and remember it as the last game played."""
        from dominoes_qt.app.controller import new_record

        searching = self._searches_for_a_winnable_deal(setup)
        if searching:   # the solver may shuffle for some seconds: say so while it does
            from PySide6.QtWidgets import QApplication

            self.show_status(self.tr("Looking for a deal that can be won…"))
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            QApplication.processEvents()
        try:
            record = new_record(setup)
        finally:
            if searching:
                from PySide6.QtWidgets import QApplication

                QApplication.restoreOverrideCursor()
        self.load_record(record)
        self.files.remember_setup(setup)

    @staticmethod
    def _searches_for_a_winnable_deal(setup: GameSetup) -> bool:
        try:
            return bool(setup.settings().extra.get("winnable", False))
        except RulesError:
            return False

    def load_record(self, record: Any) -> None:
        """Put any GameRecord on the table (a new game, an opened save, the autosave); at a
        network table, only once the player has left it (asked while a match is under way)."""
        if self.network is not None and not self.leave_table():
            return
        self._close_dialogs()
        solitaire = record is not None and is_solitaire(record.setup.game_id)
        part = self.solitaire if solitaire else self._solitaire
        if part is not None:
            part.before_load(record)
        self.local.load_record(record)
        if part is not None:
            part.show_for(record)
        self._apply_tile_theme()
        self._update_titles()
        self._update_actions()

    def new_game(self, setup: GameSetup | None = None) -> None:
        """Start ``setup``, or ask for one with the New Game dialog; a game under way that is
        not saved is not replaced unasked (``GameFiles.may_replace``)."""
        if setup is None:
            from PySide6.QtWidgets import QDialog

            from dominoes_qt.app.new_game_dialog import NewGameDialog

            initial = self.controller.setup if self.controller.record is not None else None
            dialog = NewGameDialog(self, initial)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return
            setup = dialog.setup()
        if not self.files.may_replace():
            return
        self.start_game(setup)

    # -- network play ----------------------------------------------------------------------------
    def play_online(self) -> OnlineRequest | None:
        """Game ▸ Play Online…: host or join a table; the request opened, or None."""
        from PySide6.QtWidgets import QDialog

        from dominoes_qt.app.online.play_online_dialog import PlayOnlineDialog

        net = self.network
        seated = [] if net is None else [(net.request.url, net.code, net.controller.seat)]
        game = self.local.setup.game_id if self.local.record is not None else ""
        dialog = PlayOnlineDialog(self, local_server=self.local_server,
                                  make_local_server=self._make_local_server, seated=seated,
                                  game=game)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            request = dialog.request()
        finally:
            dialog.deleteLater()
        self.open_online(request)
        return request

    def _make_local_server(self) -> LocalServer:
        """The game's own table server (made once; started by the Play Online dialog)."""
        if self.local_server is None:
            from dominoes_qt.app.online.hosting import LocalServer

            self.local_server = LocalServer()
        return self.local_server

    def open_online(self, request: OnlineRequest, *, connect_timeout: float | None = None,
                    announce_delay_ms: int | None = None) -> NetworkTable | None:
        """Go to the network table of ``request`` in this window: the local game is put
        aside (it is autosaved) and the waiting room shows in the table's place, then the
        table; leaving it brings the local game back.  None when the player would rather
        stay at the network table this window is at."""
        from dominoes_qt.app.online.network_table import NetworkTable

        if self.network is not None and not self.leave_table():
            return None
        self.ends.close_dialogs()
        if self._demo is not None:
            self._demo.stop()
        local = self.local
        self._set_aside = (local.record, local.redo_stack)
        local.shutdown()     # no computer moves on while the table is away
        self.files.release_writes()    # its autosave is on disk (held only at start-up)
        net = NetworkTable(self, request, connect_timeout=connect_timeout,
                           announce_delay_ms=announce_delay_ms)
        self.network = net
        net.closed.connect(lambda: self._network_closed(net))
        self.pages.addWidget(net.room)
        self.pages.setCurrentWidget(net.room)
        self.side_dock.setWidget(net.panel)
        self.side_dock.show()
        self.statusBar().addPermanentWidget(net.wait_label)
        self.menu_table.menuAction().setVisible(True)
        if self._solitaire is not None and self._solitaire.active:
            self.view.show_scene(self.scene)
        self._drive_table(net.controller)
        net.start()
        return net

    def _drive_table(self, c: Any) -> None:
        """The table (and all attached to it) follows ``c`` from now on."""
        for signal, slot in self._table_links(self.controller):
            signal.disconnect(slot)
        self.controller = c
        self._assists_applied = None
        for signal, slot in self._table_links(c):
            signal.connect(slot)
        self.scene.set_controller(c)
        self.action_bar.controller = c
        if self.coach is not None:       # the coach follows the table's game afresh
            self.coach.stop()
            self.coach.deleteLater()
            self.coach = None
        self._apply_coach(self.files.app_settings)
        self._update_titles()
        self._update_actions()

    def leave_table(self) -> bool:
        """Table ▸ Leave Table: asked as closing asks while a match is under way."""
        return self.network is None or self.network.leave()

    def _network_closed(self, net: NetworkTable) -> None:
        """The network table is over for this window: the local game comes back as it was."""
        if self.network is not net:
            return
        self.ends.close_dialogs()
        self.network = None
        self.statusBar().removeWidget(net.wait_label)
        net.wait_label.deleteLater()
        self.side_dock.hide()
        self.side_dock.setWidget(QWidget())
        self.pages.removeWidget(net.room)
        self.pages.setCurrentWidget(self.view)
        self.menu_table.menuAction().setVisible(False)
        self._drive_table(self.local)
        net.deleteLater()
        self.setWindowTitle(self.tr("Dominoes Qt"))
        record, redo = self._set_aside or (None, [])
        self._set_aside = None
        if record is not None:
            self.load_record(record)
            self.local.restore_redo(redo)
            self.show_status(self.tr("You left the network table: your game is back."))

    def show_table_page(self) -> None:
        """The network table's hand is dealt: the table in the waiting room's place."""
        if self.pages.currentWidget() is not self.view:
            self.pages.setCurrentWidget(self.view)
            if not self.view.hasFocus() and self.network is not None \
                    and not self.network.panel.chat_edit.hasFocus():
                self.view.setFocus()

    def network_changed(self) -> None:
        """The network table's state changed: the window's title and the Table menu."""
        net = self.network
        if net is None:
            return
        if net.controller.phase in ("", "waiting") or net.controller.record is None:
            self.pages.setCurrentWidget(net.room)
        self.setWindowTitle(net.window_title())
        self.action_ready.setEnabled(net.may_say_ready())
        if net.controller.assists_allowed != self._assists_applied:
            self._assists_applied = net.controller.assists_allowed
            self._apply_coach(self.files.app_settings)   # the host allowed assists or not

    def _on_match_ended(self, _match: object) -> None:
        if self.network is not None:
            self.show_status(self.ends.match_end_text())

    def _stop_local_server(self) -> None:
        if self.local_server is not None:
            self.local_server.stop()

    # -- the review, replay and the ends of hands: app/table_ends.py ----------------------------
    @property
    def summary_dialog(self) -> QDialog | QMessageBox | None:
        """The hand's summary open now, if any."""
        return self.ends.summary_dialog

    @property
    def review_window(self) -> QDialog | None:
        return self.ends.review_window

    def ask_replay_seat(self, names: Sequence[str], current: int) -> int | None:
        """Which seat to take for the replay (a hook tests replace); None: cancelled."""
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getItem(self, self.tr("Replay This Deal"),
                                        self.tr("Play these tiles again from the seat of:"),
                                        list(names), current, False)
        return list(names).index(name) if ok and name in names else None

    def _close_dialogs(self) -> None:
        self.ends.close_dialogs()

    def _update_titles(self) -> None:
        name = self._game_name()
        self.action_rules.setText(self.tr("&Rules of %1").replace("%1", name) if name
                                  else self.tr("&Rules"))

    def _game_name(self) -> str:
        if self.controller.record is None:
            return ""
        try:   # rules_help.game_name, without loading the rules dialog at start-up
            return QCoreApplication.translate("games", find_game(self.controller.setup.game_id).name)
        except RulesError:
            return self.controller.setup.game_id

    def _update_actions(self) -> None:
        c = self.controller
        local = self.network is None
        self.action_undo.setEnabled(c.can_undo)
        self.action_redo.setEnabled(c.can_redo)
        self.action_hint.setEnabled(c.awaiting_human and c.assists_allowed)
        self.action_demo.setEnabled(local)
        self.action_review.setEnabled(c.record is not None and c.reviewable)
        self.action_better.setEnabled(self.coach is not None
                                      and self.coach.last_miss() is not None)
        self._update_action_bar()

    def _update_action_bar(self) -> None:
        """Buttons for actions that are not gestures on the table (Declare, Muggins!)."""
        self.action_bar.refresh()

    @property
    def action_buttons(self) -> list[QPushButton]:
        return self.action_bar.buttons

    def show_status(self, text: str, spoken: str | None = None) -> None:
        """The status line, also spoken by a screen reader (``StatusLine.announce``; only
        ``spoken`` when the beginning was said already)."""
        line = self.statusBar()
        if isinstance(line, StatusLine):
            line.announce(text, spoken)
        else:
            line.showMessage(text)

    # -- options ---------------------------------------------------------------------------------
    # The menu toggles change the preferences (one place, ``self.files.app_settings``), which
    # are saved and applied through ``_apply_settings``, as the Preferences dialog's are.
    def set_animation_speed(self, key: str) -> None:
        if key == "off":
            self.files.update_settings(animations=False)
        else:
            self.files.update_settings(animations=True, animation_speed=key)

    def set_computer_speed(self, key: str) -> None:
        self.files.update_settings(computer_speed=key)

    def _set_auto_draw(self, on: bool) -> None:
        self.files.update_settings(auto_draw=on)

    def _set_allow_undo(self, on: bool) -> None:
        self.files.update_settings(undo_allowed=on)

    def _apply_settings(self, prefs: AppSettings) -> None:
        """Preferences take effect at once (the controller's own are set by ``self.files``)."""
        self.scene.animator.speed = SPEEDS.get(prefs.animation_key, 1.0)
        if self._solitaire is not None:
            self._solitaire.set_animation_speed(self.scene.animator.speed)
        for actions, key in ((self.animation_actions, prefs.animation_key),
                             (self.computer_actions, prefs.computer_speed)):
            if key in actions:
                actions[key].setChecked(True)
        if self.network is not None:    # the network table shares Draw Automatically
            self.network.controller.set_auto_draw(prefs.auto_draw)
        for action, on in ((self.action_auto_draw, prefs.auto_draw),
                           (self.action_allow_undo, prefs.undo_allowed)):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)
        self._apply_tile_theme()
        self.sound.set_levels(prefs.sound_volume, prefs.sound_muted)
        self._apply_coach(prefs)
        self._update_actions()
        apply_language(prefs.language)   # live; nothing happens if it is already in force

    def _apply_coach(self, prefs: AppSettings) -> None:
        """Preferences ▸ Coach: start, change or stop the live coach; show the tile tracker
        (neither at a network table that does not allow assists)."""
        if not self.controller.assists_allowed:
            prefs = dataclasses.replace(prefs, coach="off", tile_tracker=False)
        if prefs.coach == "off":
            if self.coach is not None:
                self.coach.stop()
                self.coach.deleteLater()
                self.coach = None
        elif self.coach is None:
            from dominoes_qt.app.live_coach import LiveCoach

            self.coach = LiveCoach(self, prefs.coach)
            self.coach.graded.connect(lambda *_: self._update_actions())
        else:
            self.coach.set_mode(prefs.coach)
        if prefs.tile_tracker and self.tile_tracker is None:
            from dominoes_qt.app.tile_tracker import TileTracker

            self.tile_tracker = TileTracker(self.controller, self)
            central = self.centralWidget()
            layout = central.layout() if central is not None else None
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(layout.indexOf(self.action_bar), self.tile_tracker)
        if self.tile_tracker is not None:
            self.tile_tracker.set_controller(self.controller)
            self.tile_tracker.setVisible(prefs.tile_tracker)
            self.tile_tracker.refresh()

    def retranslate_ui(self) -> None:
        """Texts built from values (titles, buttons, table, status line) in the new language.

        Static texts (menus, actions, labels of open dialogs) are re-translated by the
        language manager (app/i18n.py); this redoes the ones made with arguments.
        """
        if not hasattr(self, "menu_help"):   # a language change while still being built
            return
        self.setWindowTitle(self.tr("Dominoes Qt"))
        if self.network is not None:
            self.network.retranslate_ui()
        self._update_titles()
        self._update_actions()
        solitaire = self._solitaire_active()
        (self.solitaire.scene if solitaire else self.scene).sync(animate=False)
        refresh_status(self, prompt=not solitaire)

    def _tile_theme(self) -> TileTheme:
        """The player's tile style (the table's, the solitaires' and the hand summary's)."""
        return THEMES.get(self.files.app_settings.tile_style, COLOURED)

    def table_theme(self) -> TableTheme:
        """The player's table; "auto" follows the system's colour scheme (dark: the dark
        table)."""
        return table_for(self.files.app_settings.table_style, system_is_dark())

    def _on_colour_scheme(self, _scheme: Qt.ColorScheme) -> None:
        self._apply_tile_theme()

    def _apply_tile_theme(self) -> None:
        """The tiles' and the table's looks, from the preferences (and the system's scheme)."""
        theme, table = self._tile_theme(), self.table_theme()
        if self._solitaire is not None:
            self._solitaire.set_theme(theme)
            self._solitaire.scene.set_table_theme(table)
        self.scene.set_table_theme(table)
        for item in self.scene.items():
            if isinstance(item, TileItem):
                item.set_theme(theme)

    def _set_full_screen(self, on: bool) -> None:
        if on != self.isFullScreen():
            # Toggling only the full-screen flag keeps a maximized window maximized afterwards.
            self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        # Keep the menu check in step when the window manager changes the state.
        if event.type() == QEvent.Type.WindowStateChange:
            full = bool(self.windowState() & Qt.WindowState.WindowFullScreen)
            if self.action_full_screen.isChecked() != full:
                self.action_full_screen.setChecked(full)
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        by_player, self.quit_chosen = event.spontaneous() or self.quit_chosen, False
        if not self.closing.may_close(asked_by_player=by_player):
            event.ignore()
            return
        net = self.network
        if net is not None:
            net.quit()          # the seat stays held: the next start goes back to it
        if self._demo is not None:
            self._demo.stop()
        if self.persist:
            self.settings.setValue("window/geometry", self.saveGeometry())
            self.settings.sync()
        self._close_dialogs()
        self.files.release_writes()    # anything held back at start-up
        if self._solitaire is not None:
            self._solitaire.shutdown()
        self.controller.shutdown()
        self.local.shutdown()
        self.sound.close()
        self._stop_local_server()    # its tables saved; a later Host resumes them
        super().closeEvent(event)
