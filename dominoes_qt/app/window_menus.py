"""The game window's actions and menus (File, Game, Table, View, Help), made in one place.

``WindowMenus(window)`` creates every QAction as an attribute of the window
(``window.action_new``…) and fills its menu bar; the window connects them to what they do.
The Table menu (Ready for the Next Hand, Draw Automatically, Leave Table) is shown while the
window is at a network table.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from dominoes_qt import __version__
from dominoes_qt.scene.animations import SPEEDS
from dominoes_qt.storage.settings import COMPUTER_SPEEDS


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


class WindowMenus(QObject):
    """Makes the window's actions and menus; see the module docstring."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.create_actions()
        self.create_menus()

    def create_actions(self) -> None:
        w = self.w
        w.action_new = QAction(self.tr("&New Game…"), w)
        w.action_new.setShortcuts(_key_bindings(QKeySequence.StandardKey.New, "Ctrl+N"))
        w.action_new.setStatusTip(self.tr("Start a new game"))
        w.action_new.triggered.connect(lambda: w.new_game())

        w.action_undo = QAction(self.tr("&Undo Move"), w)
        w.action_undo.setShortcuts(_key_bindings(QKeySequence.StandardKey.Undo, "Ctrl+Z"))
        w.action_undo.setStatusTip(
            self.tr("Take back your last move (and the replies to it), within the current hand"))
        w.action_undo.triggered.connect(lambda: w.controller.undo())

        w.action_redo = QAction(self.tr("&Redo Move"), w)
        w.action_redo.setShortcuts(_redo_keys())
        w.action_redo.setStatusTip(self.tr("Make again the moves you took back"))
        w.action_redo.triggered.connect(lambda: w.controller.redo())

        w.action_online = QAction(self.tr("Play &Online…"), w)
        w.action_online.setStatusTip(
            self.tr("Host a table for friends on other computers, or join theirs"))
        w.action_online.triggered.connect(lambda: w.play_online())

        w.action_demo = QAction(self.tr("D&emo"), w)
        w.action_demo.setStatusTip(
            self.tr("Let the computers play this game in every seat, until you click or "
                    "press a key"))
        w.action_demo.triggered.connect(w.start_demo)

        w.action_hint = QAction(self.tr("&Hint"), w)
        w.action_hint.setShortcut(QKeySequence("H"))
        w.action_hint.setStatusTip(self.tr("Suggest a move"))
        w.action_hint.triggered.connect(
            lambda: (w._solitaire_active() and w.solitaire.hint())
            or w.controller.hint())

        w.action_review = QAction(self.tr("Re&view…"), w)
        w.action_review.setShortcut(QKeySequence("Ctrl+R"))
        w.action_review.setStatusTip(
            self.tr("Step through this game move by move, each move graded by the coach"))
        w.action_review.triggered.connect(lambda: w.review())
        w.action_better = QAction(self.tr("Show the &Better Move"), w)
        w.action_better.setStatusTip(
            self.tr("The coach lights the move that would have been better than your last"))
        w.action_better.triggered.connect(w.show_better_move)
        w.action_better.setEnabled(False)
        w.action_open_review = QAction(self.tr("Open in Re&view…"), w)
        w.action_open_review.setStatusTip(self.tr("Review a saved game move by move"))
        w.action_open_review.triggered.connect(lambda: w.open_in_review())
        w.action_auto_draw = QAction(self.tr("&Draw Automatically"), w)
        w.action_auto_draw.setCheckable(True)
        w.action_auto_draw.setChecked(w.local.auto_draw)
        w.action_auto_draw.setStatusTip(
            self.tr("Draw from the boneyard by yourself when no tile fits"))
        w.action_auto_draw.toggled.connect(w._set_auto_draw)

        w.action_allow_undo = QAction(self.tr("&Allow Undo Against Computers"), w)
        w.action_allow_undo.setCheckable(True)
        w.action_allow_undo.setChecked(w.local.allow_undo)
        w.action_allow_undo.toggled.connect(w._set_allow_undo)

        w.action_ready = QAction(self.tr("&Ready for the Next Hand"), w)
        w.action_ready.setShortcut(QKeySequence("Ctrl+Return"))
        w.action_ready.setStatusTip(self.tr("Close the hand's summary and say you are ready"))
        w.action_ready.triggered.connect(w.ends.ready_for_next_hand)
        w.action_ready.setEnabled(False)
        w.action_leave = QAction(self.tr("&Leave Table"), w)
        w.action_leave.setShortcut(QKeySequence("Ctrl+W"))
        w.action_leave.setStatusTip(self.tr("Give your seat up and go back to your own game"))
        w.action_leave.triggered.connect(lambda: w.leave_table())

        w.action_quit = QAction(self.tr("&Quit"), w)
        w.action_quit.setShortcuts(_key_bindings(QKeySequence.StandardKey.Quit, "Ctrl+Q"))
        w.action_quit.setStatusTip(self.tr("Quit Dominoes Qt"))
        w.action_quit.setMenuRole(QAction.MenuRole.QuitRole)
        w.action_quit.triggered.connect(self._quit)

        w.action_full_screen = QAction(self.tr("&Full Screen"), w)
        w.action_full_screen.setCheckable(True)
        w.action_full_screen.setShortcuts(
            _key_bindings(QKeySequence.StandardKey.FullScreen, "F11"))
        w.action_full_screen.setStatusTip(self.tr("Show the table on the whole screen"))
        w.action_full_screen.toggled.connect(w._set_full_screen)

        w.animation_group = QActionGroup(w)
        names = {"off": self.tr("&Off"), "fast": self.tr("&Fast"), "normal": self.tr("&Normal"),
                 "slow": self.tr("&Slow")}
        w.animation_actions = {}
        for key, factor in SPEEDS.items():
            act = QAction(names[key], w.animation_group)
            act.setCheckable(True)
            act.setChecked(abs(w.scene.animator.speed - factor) < 1e-6)
            act.triggered.connect(lambda _=False, k=key: w.set_animation_speed(k))
            w.animation_actions[key] = act

        w.computer_group = QActionGroup(w)
        cnames = {"instant": self.tr("&Instant"), "fast": self.tr("&Fast"),
                  "normal": self.tr("&Normal"), "slow": self.tr("&Slow")}
        w.computer_actions = {}
        for key, delay in COMPUTER_SPEEDS.items():
            act = QAction(cnames[key], w.computer_group)
            act.setCheckable(True)
            act.setChecked(w.local.computer_delay_ms == delay)
            act.triggered.connect(lambda _=False, k=key: w.set_computer_speed(k))
            w.computer_actions[key] = act

        w.action_rules = QAction(self.tr("&Rules"), w)
        w.action_rules.setShortcuts(_key_bindings(QKeySequence.StandardKey.HelpContents, "F1"))
        w.action_rules.triggered.connect(self.show_rules)

        w.action_controls = QAction(self.tr("&Keyboard and Mouse"), w)
        w.action_controls.setStatusTip(
            self.tr("How to play with the mouse or with the keyboard alone"))
        w.action_controls.triggered.connect(self.show_controls)

        w.action_licences = QAction(self.tr("&Licences"), w)
        w.action_licences.triggered.connect(self.show_licences)

        w.action_about = QAction(self.tr("&About Dominoes Qt"), w)
        w.action_about.setMenuRole(QAction.MenuRole.AboutRole)
        w.action_about.triggered.connect(self.show_about)

        # actions stay usable in full screen, where the menu bar is hidden
        for action in (w.action_new, w.action_undo, w.action_redo, w.action_hint,
                       w.action_quit, w.action_full_screen, w.action_rules, w.action_ready,
                       w.action_leave):
            w.addAction(action)


    def _quit(self) -> None:
        """Game ▸ Quit: the player asks to quit, so closing asks as the close button does."""
        self.w.quit_chosen = True
        self.w.close()

    def create_menus(self) -> None:
        w = self.w
        menu_bar = w.menuBar()
        w.menu_file = menu_bar.addMenu(self.tr("&File"))
        w.files.fill_file_menu(w.menu_file, w.action_new, w.action_quit)
        opened = w.menu_file.actions()
        after = opened.index(w.files.action_open) + 2   # after Open… and Open Recent
        w.menu_file.insertAction(opened[after], w.action_open_review)

        w.menu_game = menu_bar.addMenu(self.tr("&Game"))
        w.menu_game.addAction(w.action_online)
        w.menu_game.addSeparator()
        w.menu_game.addAction(w.action_undo)
        w.menu_game.addAction(w.action_redo)
        w.menu_game.addAction(w.action_hint)
        w.menu_game.addAction(w.action_demo)
        w.menu_game.addAction(w.action_review)
        w.menu_game.addAction(w.action_better)
        w.menu_game.addSeparator()
        w.menu_game.addAction(w.action_auto_draw)
        w.menu_game.addAction(w.action_allow_undo)
        w.menu_computer_speed = w.menu_game.addMenu(self.tr("&Computer Speed"))
        w.menu_computer_speed.addActions(list(w.computer_actions.values()))

        w.menu_table = menu_bar.addMenu(self.tr("&Table"))
        w.menu_table.addAction(w.action_ready)
        w.menu_table.addAction(w.action_auto_draw)
        w.menu_table.addSeparator()
        w.menu_table.addAction(w.action_leave)
        w.menu_table.menuAction().setVisible(False)   # shown at a network table

        w.menu_view = menu_bar.addMenu(self.tr("&View"))
        w.menu_view.addAction(w.action_full_screen)
        w.menu_view.addActions(w.view.zoom_actions)   # zoom and pan: the view's own
        w.menu_animation = w.menu_view.addMenu(self.tr("&Animation Speed"))
        w.menu_animation.addActions(list(w.animation_actions.values()))

        w.menu_help = menu_bar.addMenu(self.tr("&Help"))
        w.menu_help.addAction(w.action_rules)
        w.menu_help.addAction(w.action_controls)
        w.menu_help.addSeparator()
        w.menu_help.addAction(w.action_licences)
        w.menu_help.addAction(w.action_about)

    # -- help ------------------------------------------------------------------------------------
    def show_rules(self) -> None:
        """The rules beside the table (not modal: the game goes on while you read)."""
        from dominoes_qt.app.rules_help import RulesHelpDialog

        game_id = self.w.controller.setup.game_id if self.w.controller.record is not None else None
        dialog = RulesHelpDialog(self.w, game_id)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_licences(self) -> None:
        from dominoes_qt.app.licences_dialog import LicencesDialog

        dialog = LicencesDialog(self.w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_controls(self) -> None:
        from dominoes_qt.app.controls_help import ControlsHelpDialog

        dialog = ControlsHelpDialog(self.w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()   # beside the table, like the rules

    def about_text(self) -> str:
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
            self.w,
            self.tr("About Dominoes Qt"),
            self.about_text(),
        )
