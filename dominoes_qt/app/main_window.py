"""The main window: menus, the table, the Muggins button bar and the status bar.

Organised for later additions (save/open/autosave/preferences/statistics): every QAction is
created in :meth:`MainWindow._create_actions`, menus are built in :meth:`_create_menus`, the
game lives in ``self.controller`` and :meth:`load_record` puts any GameRecord on the table.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMainWindow, QVBoxLayout, QWidget

from dominoes_qt import __version__
from dominoes_qt.app.accessibility import install as install_accessibility
from dominoes_qt.app.action_bar import ActionBar
from dominoes_qt.app.controller import GameController
from dominoes_qt.app.dialogs import dismiss
from dominoes_qt.app.game_files import GameFiles
from dominoes_qt.app.i18n import apply_language, refresh_status
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.app.score_words import names_and
from dominoes_qt.app.sound import SoundBoard, hand_won_by
from dominoes_qt.app.status_line import StatusLine
from dominoes_qt.rules import HandResult, find_game
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.names import english_plural
from dominoes_qt.scene.animations import SPEEDS
from dominoes_qt.scene.table_scene import TableScene
from dominoes_qt.scene.table_view import TableView
from dominoes_qt.scene.theme import COLOURED, THEMES, TableTheme, TileTheme, table_for
from dominoes_qt.scene.tile_item import TileItem
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.settings import COMPUTER_SPEEDS, AppSettings

if TYPE_CHECKING:   # dialogs and the solitaire part load when first needed (start-up time)
    from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton

    from dominoes_qt.app.demo import Demo
    from dominoes_qt.app.online.hosting import LocalServer
    from dominoes_qt.app.online.request import OnlineRequest
    from dominoes_qt.app.solitaire_window import SolitaireWindowPart

log = logging.getLogger(__name__)


def _key_bindings(standard_key: QKeySequence.StandardKey, fallback: str) -> list[QKeySequence]:
    """The platform's bindings for a standard key, or ``fallback`` where it has none.

    Some platforms (Windows, the offscreen test platform) bind nothing to Quit.
    """
    return QKeySequence.keyBindings(standard_key) or [QKeySequence(fallback)]


def _redo_keys() -> list[QKeySequence]:
    """The platform's Redo keys, and Ctrl+Shift+Z and Ctrl+Y everywhere."""
    keys = list(QKeySequence.keyBindings(QKeySequence.StandardKey.Redo))
    for text in ("Ctrl+Shift+Z", "Ctrl+Y"):
        if QKeySequence(text) not in keys:
            keys.append(QKeySequence(text))
    return keys


def system_is_dark() -> bool:
    """Whether the desktop asks for dark colours (Qt's colour scheme; light when unknown)."""
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


class MainWindow(QMainWindow):
    """The game window; ``setup`` starts that game, else the last one played (or the default)."""

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

        self.controller = GameController(self)
        #: Open/Save, autosave, resume, statistics and the preferences (``AppSettings``)
        self.files = GameFiles(self, self.controller, persist=persist)
        prefs = self.files.app_settings
        self.files.apply_settings(prefs, save=False)  # speeds, auto-draw and undo
        if computer_delay_ms is not None:
            self.controller.computer_delay_ms = computer_delay_ms
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

        #: Declare and Muggins! (manual Muggins), under the table
        self.action_bar = ActionBar(self.controller, self)

        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.files.notices)   # failed saves, damaged files set aside
        layout.addWidget(self.view, 1)
        layout.addWidget(self.action_bar)
        self.setCentralWidget(central)

        self.summary_dialog: QDialog | QMessageBox | None = None
        #: the last review opened (Game ▸ Review, File ▸ Open in Review)
        self.review_window: QDialog | None = None
        #: the live coach and the tile tracker (Preferences ▸ Coach), made when turned on
        self.coach: Any = None
        self.tile_tracker: Any = None
        #: a deal being replayed: its record, seat, first margin and hard's (replay_deal)
        self._replay: dict[str, Any] | None = None
        self._replay_jobs: Any = None
        #: False: a plain message box at the end of a hand instead of the summary dialog
        self.use_summary_dialog = True
        self.match_dialog: QMessageBox | None = None
        #: the table server this game runs (Play Online ▸ Host on this computer): made on the
        #: first such table, stopped when the window closes
        self.local_server: LocalServer | None = None
        #: the network tables open (Play Online), kept while they are
        self.online_windows: list[Any] = []
        self._create_actions()
        self._create_menus()
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

    # -- actions and menus -----------------------------------------------------------------------
    def _create_actions(self) -> None:
        self.action_new = QAction(self.tr("&New Game…"), self)
        self.action_new.setShortcuts(_key_bindings(QKeySequence.StandardKey.New, "Ctrl+N"))
        self.action_new.setStatusTip(self.tr("Start a new game"))
        self.action_new.triggered.connect(lambda: self.new_game())

        self.action_undo = QAction(self.tr("&Undo Move"), self)
        self.action_undo.setShortcuts(_key_bindings(QKeySequence.StandardKey.Undo, "Ctrl+Z"))
        self.action_undo.setStatusTip(
            self.tr("Take back your last move (and the replies to it), within the current hand"))
        self.action_undo.triggered.connect(self.controller.undo)

        self.action_redo = QAction(self.tr("&Redo Move"), self)
        self.action_redo.setShortcuts(_redo_keys())
        self.action_redo.setStatusTip(self.tr("Make again the moves you took back"))
        self.action_redo.triggered.connect(self.controller.redo)

        self.action_online = QAction(self.tr("Play &Online…"), self)
        self.action_online.setStatusTip(
            self.tr("Host a table for friends on other computers, or join theirs"))
        self.action_online.triggered.connect(lambda: self.play_online())

        self.action_demo = QAction(self.tr("D&emo"), self)
        self.action_demo.setStatusTip(
            self.tr("Let the computers play this game in every seat, until you click or "
                    "press a key"))
        self.action_demo.triggered.connect(self.start_demo)

        self.action_hint = QAction(self.tr("&Hint"), self)
        self.action_hint.setShortcut(QKeySequence("H"))
        self.action_hint.setStatusTip(self.tr("Suggest a move"))
        self.action_hint.triggered.connect(
            lambda: (self._solitaire_active() and self.solitaire.hint())
            or self.controller.hint())

        self.action_review = QAction(self.tr("Re&view…"), self)
        self.action_review.setShortcut(QKeySequence("Ctrl+R"))
        self.action_review.setStatusTip(
            self.tr("Step through this game move by move, each move graded by the coach"))
        self.action_review.triggered.connect(lambda: self.review())
        self.action_better = QAction(self.tr("Show the &Better Move"), self)
        self.action_better.setStatusTip(
            self.tr("The coach lights the move that would have been better than your last"))
        self.action_better.triggered.connect(self.show_better_move)
        self.action_better.setEnabled(False)
        self.action_open_review = QAction(self.tr("Open in Re&view…"), self)
        self.action_open_review.setStatusTip(self.tr("Review a saved game move by move"))
        self.action_open_review.triggered.connect(lambda: self.open_in_review())
        self.action_auto_draw = QAction(self.tr("&Draw Automatically"), self)
        self.action_auto_draw.setCheckable(True)
        self.action_auto_draw.setChecked(self.controller.auto_draw)
        self.action_auto_draw.setStatusTip(
            self.tr("Draw from the boneyard by yourself when no tile fits"))
        self.action_auto_draw.toggled.connect(self._set_auto_draw)

        self.action_allow_undo = QAction(self.tr("&Allow Undo Against Computers"), self)
        self.action_allow_undo.setCheckable(True)
        self.action_allow_undo.setChecked(self.controller.allow_undo)
        self.action_allow_undo.toggled.connect(self._set_allow_undo)

        self.action_quit = QAction(self.tr("&Quit"), self)
        self.action_quit.setShortcuts(_key_bindings(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        self.action_quit.setStatusTip(self.tr("Quit Dominoes Qt"))
        self.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.action_quit.triggered.connect(self.close)

        self.action_full_screen = QAction(self.tr("&Full Screen"), self)
        self.action_full_screen.setCheckable(True)
        self.action_full_screen.setShortcuts(
            _key_bindings(QKeySequence.StandardKey.FullScreen, "F11"))
        self.action_full_screen.setStatusTip(self.tr("Show the table on the whole screen"))
        self.action_full_screen.toggled.connect(self._set_full_screen)

        self.animation_group = QActionGroup(self)
        names = {"off": self.tr("&Off"), "fast": self.tr("&Fast"), "normal": self.tr("&Normal"),
                 "slow": self.tr("&Slow")}
        self.animation_actions: dict[str, QAction] = {}
        for key, factor in SPEEDS.items():
            act = QAction(names[key], self.animation_group)
            act.setCheckable(True)
            act.setChecked(abs(self.scene.animator.speed - factor) < 1e-6)
            act.triggered.connect(lambda _=False, k=key: self.set_animation_speed(k))
            self.animation_actions[key] = act

        self.computer_group = QActionGroup(self)
        cnames = {"instant": self.tr("&Instant"), "fast": self.tr("&Fast"),
                  "normal": self.tr("&Normal"), "slow": self.tr("&Slow")}
        self.computer_actions: dict[str, QAction] = {}
        for key, delay in COMPUTER_SPEEDS.items():
            act = QAction(cnames[key], self.computer_group)
            act.setCheckable(True)
            act.setChecked(self.controller.computer_delay_ms == delay)
            act.triggered.connect(lambda _=False, k=key: self.set_computer_speed(k))
            self.computer_actions[key] = act

        self.action_rules = QAction(self.tr("&Rules"), self)
        self.action_rules.setShortcuts(_key_bindings(QKeySequence.StandardKey.HelpContents, "F1"))
        self.action_rules.triggered.connect(self.show_rules)

        self.action_controls = QAction(self.tr("&Keyboard and Mouse"), self)
        self.action_controls.setStatusTip(
            self.tr("How to play with the mouse or with the keyboard alone"))
        self.action_controls.triggered.connect(self.show_controls)

        self.action_about = QAction(self.tr("&About Dominoes Qt"), self)
        self.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.action_about.triggered.connect(self.show_about)

        # actions stay usable in full screen, where the menu bar is hidden
        for action in (self.action_new, self.action_undo, self.action_redo, self.action_hint,
                       self.action_quit, self.action_full_screen, self.action_rules):
            self.addAction(action)

    def _create_menus(self) -> None:
        menu_bar = self.menuBar()
        self.menu_file = menu_bar.addMenu(self.tr("&File"))
        self.files.fill_file_menu(self.menu_file, self.action_new, self.action_quit)
        opened = self.menu_file.actions()
        after = opened.index(self.files.action_open) + 2   # after Open… and Open Recent
        self.menu_file.insertAction(opened[after], self.action_open_review)

        self.menu_game = menu_bar.addMenu(self.tr("&Game"))
        self.menu_game.addAction(self.action_online)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.action_undo)
        self.menu_game.addAction(self.action_redo)
        self.menu_game.addAction(self.action_hint)
        self.menu_game.addAction(self.action_demo)
        self.menu_game.addAction(self.action_review)
        self.menu_game.addAction(self.action_better)
        self.menu_game.addSeparator()
        self.menu_game.addAction(self.action_auto_draw)
        self.menu_game.addAction(self.action_allow_undo)
        self.menu_computer_speed = self.menu_game.addMenu(self.tr("&Computer Speed"))
        self.menu_computer_speed.addActions(list(self.computer_actions.values()))

        self.menu_view = menu_bar.addMenu(self.tr("&View"))
        self.menu_view.addAction(self.action_full_screen)
        self.menu_view.addActions(self.view.zoom_actions)   # zoom and pan: the view's own
        self.menu_animation = self.menu_view.addMenu(self.tr("&Animation Speed"))
        self.menu_animation.addActions(list(self.animation_actions.values()))

        self.menu_help = menu_bar.addMenu(self.tr("&Help"))
        self.menu_help.addAction(self.action_rules)
        self.menu_help.addAction(self.action_controls)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.action_about)

    def _connect_controller(self) -> None:
        c = self.controller
        c.message.connect(self.show_status)
        c.illegal.connect(self.show_status)
        c.state_changed.connect(self._update_actions)
        c.hand_ended.connect(self._on_hand_ended)
        c.action_applied.connect(self.sound.on_action)
        c.score_event.connect(self.sound.on_score)
        c.hand_ended.connect(self._sound_hand_end)
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
        """Put any GameRecord on the table (a new game, an opened save, the autosave)."""
        self._close_dialogs()
        solitaire = record is not None and is_solitaire(record.setup.game_id)
        part = self.solitaire if solitaire else self._solitaire
        if part is not None:
            part.before_load(record)
        self.controller.load_record(record)
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

        seated = [(w.request.url, w.code, w.controller.seat) for w in self.online_windows]
        game = self.controller.setup.game_id if self.controller.record is not None else ""
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

    def open_online(self, request: OnlineRequest) -> Any:
        """The network table for ``request``: it connects, makes or joins the table, shows
        the waiting room and the game."""
        from dominoes_qt.app.online.window import NetworkTableWindow

        window = NetworkTableWindow(request, self)    # it deletes itself when closed
        self.online_windows.append(window)
        window.destroyed.connect(lambda *_: self._online_closed(window))
        window.show()
        window.start()
        return window

    def _online_closed(self, window: Any) -> None:
        if window in self.online_windows:
            self.online_windows.remove(window)

    def _may_stop_server(self) -> bool:
        """Before the window closes: True unless tables on this game's server are in play and
        the player would rather not stop them (a run that shows nothing never asks)."""
        server = self.local_server
        if server is None or not server.running or not self.persist:
            return True
        tables = server.tables_in_play()
        return not tables or self.ask_stop_server(tables)

    def ask_stop_server(self, tables: list[dict[str, Any]]) -> bool:
        """Whether to quit although ``tables`` are in play on this computer (a hook tests
        replace)."""
        from PySide6.QtWidgets import QMessageBox

        names = sorted({p["name"] for t in tables for p in t["people"] if p["name"]})
        text = english_plural(self.tr(
            "Quitting stops the server of this game, with %n table(s) in play on it: your "
            "friends lose the connection until you host again, and each game then goes on "
            "from where it is.", "", len(tables)), len(tables))
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Tables in Play"), text,
                          QMessageBox.StandardButton.NoButton, self)
        if names:
            box.setInformativeText(self.tr("At the tables: %1.").replace("%1", names_and(names)))
        quit_button = box.addButton(self.tr("&Quit Anyway"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(self.tr("&Keep Playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        box.exec()
        return box.clickedButton() is quit_button

    def _stop_local_server(self) -> None:
        if self.local_server is not None:
            self.local_server.stop()

    # -- the review ------------------------------------------------------------------------------
    def review(self, record: Any = None, viewer: int | None = None, *,
               at_end: bool = False) -> Any:
        """Open the review of ``record`` (default: the game on the table, as its player has
        seen it), at its last move with ``at_end`` (from a hand's summary); returns the
        window, or None when there is no game."""
        from dominoes_qt.app.review_window import ReviewWindow, snapshot

        live = record is None
        if live:
            record = self.controller.record
            if record is None:
                return None
        if viewer is None:
            seats = record.setup.seats
            humans = [i for i, s in enumerate(seats) if s.kind == "human"]
            viewer = self.controller.viewer if live else (humans[0] if humans else 0)
        names = self.controller.seat_names() if live else None
        window = ReviewWindow(snapshot(record) if live else record, viewer, self, names=names)
        self.review_window = window
        window.destroyed.connect(lambda *_: self._review_closed(window))
        if at_end:
            window.go(window.controller.steps)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # -- replay this deal ------------------------------------------------------------------------
    def ask_replay_seat(self, names: Sequence[str], current: int) -> int | None:
        """Which seat to take for the replay (a hook tests replace); None: cancelled."""
        from PySide6.QtWidgets import QInputDialog

        name, ok = QInputDialog.getItem(self, self.tr("Replay This Deal"),
                                        self.tr("Play these tiles again from the seat of:"),
                                        list(names), current, False)
        return list(names).index(name) if ok and name in names else None

    def _replay_from_summary(self) -> None:
        from dominoes_qt.app.review_window import snapshot

        c = self.controller
        record = c.record
        if record is None or record.match.hand.result is None:
            return
        self.replay_deal(snapshot(record), record.match.hand_index, names=c.seat_names(),
                         current=c.viewer)

    def replay_deal(self, record: Any, hand: int, seat: int | None = None, *,
                    names: Sequence[str] | None = None, current: int = 0) -> bool:
        """Start hand ``hand`` of ``record`` (a hand that is over) again as a new game, the
        person in ``seat`` (asked for when None); when it ends its summary compares the two
        results and what ``hard`` would have made of these tiles."""
        from dominoes_qt.ai.duplicate import hand_margin, hard_margin, replay_setup
        from dominoes_qt.app.controller import new_record

        if seat is None:
            if names is None:
                names = [str(i + 1) for i in range(record.setup.players)]
            seat = self.ask_replay_seat(names, current)
            if seat is None:
                return False
        if not self.files.may_replace():
            return False
        setup = replay_setup(record, hand, seat)
        fresh = new_record(setup)
        self._replay = {"record": fresh, "seat": seat,
                        "before": hand_margin(record, hand, seat), "hard": None}
        replay = self._replay
        self._close_dialogs()
        self.load_record(fresh)

        def work() -> float:
            return hard_margin(record, hand, seat)

        def done(value: Any, _error: str) -> None:
            if isinstance(value, float | int):
                replay["hard"] = float(value)

        if self._replay_jobs is None:
            from PySide6.QtCore import QThreadPool

            from dominoes_qt.app.background import BackgroundJobs

            pool = QThreadPool(self)
            pool.setMaxThreadCount(1)
            self._replay_jobs = BackgroundJobs(pool, lambda: 0, self)
        self._replay_jobs.start(work, done)
        return True

    def _replay_note(self, result: Any) -> str:
        """The comparison shown when a replayed deal ends: the points of your side against
        the others' the first time, this time, and with ``hard`` in your seat."""
        replay = self._replay
        c = self.controller
        if replay is None or c.record is not replay["record"] or c.match.hand_index != 0:
            return ""
        from dominoes_qt.ai.duplicate import hand_margin

        now = hand_margin(c.record, 0, replay["seat"])
        hard = replay["hard"]
        text = self.tr("This deal, your side's points minus the others': the first time %1, "
                       "this time %2.").replace("%1", f"{replay['before']:+g}").replace(
                           "%2", f"{now:+g}")
        if hard is not None:
            text += " " + self.tr("Hard with these tiles: %1.").replace("%1", f"{hard:+g}")
        return text

    def show_better_move(self) -> bool:
        """Game ▸ Show the Better Move: the coach's better move for your last one."""
        return self.coach is not None and self.coach.show_better()

    def _review_closed(self, window: QDialog) -> None:
        if self.review_window is window:
            self.review_window = None

    def open_in_review(self, path: Any = None) -> Any:
        """File ▸ Open in Review: a saved game in the review (the table is left as it is)."""
        record = self.files.read_for_review(path)
        return None if record is None else self.review(record)

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
        self.action_undo.setEnabled(c.can_undo)
        self.action_redo.setEnabled(c.can_redo)
        self.action_hint.setEnabled(c.awaiting_human)
        self.action_review.setEnabled(c.record is not None)
        self.action_better.setEnabled(self.coach is not None
                                      and self.coach.last_miss() is not None)
        self._update_action_bar()

    def _update_action_bar(self) -> None:
        """Buttons for actions that are not gestures on the table (Declare, Muggins!)."""
        self.action_bar.refresh()

    @property
    def action_buttons(self) -> list[QPushButton]:
        return self.action_bar.buttons

    def show_status(self, text: str) -> None:
        """The status line, also spoken by a screen reader (``StatusLine.announce``)."""
        line = self.statusBar()
        if isinstance(line, StatusLine):
            line.announce(text)
        else:
            line.showMessage(text)

    # -- hand and match end ----------------------------------------------------------------------
    def _sound_hand_end(self, result: object) -> None:
        """A hand won or lost, as heard by the person at the table (a solitaire: cleared or
        not); with nobody at the table (the demo) or several (hot seat), by the first seat."""
        c = self.controller
        if c.record is None:
            return
        if self._solitaire_active():
            won = self.solitaire.table.outcome()[0]
        elif isinstance(result, HandResult):
            seat = c.human_seats[0] if c.human_seats else 0
            won = hand_won_by(result, [c.match.settings.side_of(seat)])
        else:
            return
        self.sound.on_hand_end(won)

    def _on_hand_ended(self, result: object) -> None:
        if self._demo is not None and self._demo.running:
            return      # the demo deals on by itself
        if self._solitaire is not None and self._solitaire.on_hand_ended(result):
            return
        from PySide6.QtWidgets import QMessageBox

        from dominoes_qt.app.hand_summary import HandSummaryDialog

        c = self.controller
        self._close_dialogs()
        dialog: QDialog | QMessageBox
        if isinstance(result, HandResult) and self.use_summary_dialog:
            you = None if c.hot_seat or not c.human_seats else c.human_seats[0]
            dialog = HandSummaryDialog(self, c.match, result, c.seat_names(),
                                       [c.side_name(s) for s in range(c.match.settings.sides)],
                                       you_seat=you, theme=self._tile_theme())
            dialog.set_reviewable()
            dialog.review_requested.connect(lambda: self.review(at_end=True))
            dialog.replay_requested.connect(self._replay_from_summary)
            note = self._replay_note(result)
            if note:
                dialog.add_note(note)
        else:   # the plain fallback: each player's tiles and the arithmetic
            dialog = QMessageBox(QMessageBox.Icon.Information, self.tr("End of the hand"),
                                 self._hand_text(result), QMessageBox.StandardButton.Ok, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_summary)
        self.summary_dialog = dialog
        dialog.open()

    def _hand_text(self, result: Any) -> str:
        c = self.controller
        hand = c.hand
        lines = []
        if result.winner_seat is not None:
            reason = (self.tr("%1 went out.") if result.reason == "domino"
                      else self.tr("%1 has the fewest pips."))
            lines.append(reason.replace("%1", c.seat_name(result.winner_seat)))
        elif result.shared:
            lines.append(self.tr("The hand is blocked: %1 share the win.").replace(
                "%1", self._side_names_text(result.winner_sides)))
        else:
            lines.append(self.tr("The hand is blocked and tied: nobody scores."))
        for seat in range(c.players):
            tiles = " ".join(str(t) for t in hand.hand_of(seat)) or "—"
            lines.append(self.tr("%1: %2 (%3 pips)").replace("%1", c.seat_name(seat)).replace(
                "%2", tiles).replace("%3", str(result.pips[seat])))
        if result.points:
            lines.append(self.tr("Points: %1").replace("%1", result.detail))
        scores = ", ".join(f"{c.side_name(s)} {v}" for s, v in enumerate(c.match.scores))
        lines.append(self.tr("Score: %1").replace("%1", scores))
        return "\n".join(lines)

    def _after_summary(self, _code: int = 0) -> None:
        from PySide6.QtWidgets import QMessageBox

        dialog, self.summary_dialog = self.summary_dialog, None
        c = self.controller
        if c.record is None:
            return
        if not c.match.is_over:
            c.next_hand()
        elif isinstance(dialog, QMessageBox):
            self._show_match_end()        # the plain fallback box does not name the winner
        else:
            self.show_status(self._match_end_text())
            if getattr(dialog, "new_game_requested", False):
                self.new_game()

    def _match_end_text(self) -> str:
        c = self.controller
        match = c.match
        scores = " – ".join(str(v) for v in match.scores)
        if match.winner_side is None and match.winner_sides:
            return self.tr("%1 share the win (%2).").replace(
                "%1", self._side_names_text(match.winner_sides)).replace("%2", scores)
        if match.winner_side is None:
            return self.tr("The game ends in a tie (%1).").replace("%1", scores)
        return self.tr("%1 wins the game (%2).").replace(
            "%1", c.side_name(match.winner_side)).replace("%2", scores)

    def _side_names_text(self, sides: Sequence[int]) -> str:
        return names_and([self.controller.side_name(side) for side in sides])

    def _show_match_end(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = self._match_end_text()
        self.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Game over"), text,
                          QMessageBox.StandardButton.NoButton, self)
        new = box.addButton(self.tr("New Game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _c=0: self._after_match_box(box.clickedButton() is new))
        self.match_dialog = box
        box.open()

    def _after_match_box(self, new_game: bool) -> None:
        self.match_dialog = None
        if new_game:
            self.new_game()

    def _close_dialogs(self) -> None:
        for dialog in (self.summary_dialog, self.match_dialog):
            dismiss(dialog)
        self.summary_dialog = None
        self.match_dialog = None

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
        for window in list(self.online_windows):    # the network tables share auto-draw
            window.apply_auto_draw(prefs.auto_draw)
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
        """Preferences ▸ Coach: start, change or stop the live coach; show the tile tracker."""
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
        if not self._may_stop_server():
            event.ignore()
            return
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
        self.sound.close()
        self._stop_local_server()    # its tables saved; a later Host resumes them
        super().closeEvent(event)

    # -- help ------------------------------------------------------------------------------------
    def show_rules(self) -> None:
        """The rules beside the table (not modal: the game goes on while you read)."""
        from dominoes_qt.app.rules_help import RulesHelpDialog

        game_id = self.controller.setup.game_id if self.controller.record is not None else None
        dialog = RulesHelpDialog(self, game_id)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_controls(self) -> None:
        from dominoes_qt.app.controls_help import ControlsHelpDialog

        dialog = ControlsHelpDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()   # beside the table, like the rules

    def _about_text(self) -> str:
        """Counted from the catalogue, so the box never promises a game that is not there."""
        from dominoes_qt.rules import all_games

        games = all_games()
        solitaires = sum(1 for g in games if g.family == "solitaire")
        text = self.tr(
            "<h3>Dominoes Qt {version}</h3>"
            "<p>A desktop dominoes game with {count} games: block and draw games, scoring "
            "games and Blind Dominoes, against computer players or friends at the same "
            "computer.</p>"
        ).format(version=__version__, count=len(games))
        if solitaires:
            text += self.tr(
                "<p>And {count} solitaires for one player, with hints from a solver that "
                "can also deal only games you can win.</p>"
            ).format(count=solitaires)
        from dominoes_qt.engine import engine

        text += (self.tr("<p><small>Rules engine: compiled.</small></p>") if engine() == "compiled"
                 else self.tr("<p><small>Rules engine: pure Python.</small></p>"))
        return text

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self,
            self.tr("About Dominoes Qt"),
            self._about_text(),
        )
