"""The solitaire part of the main window: its own scene in the same view, hints, the summary.

The window keeps one controller, one view and its file machinery; when a solitaire is loaded
this part shows the :class:`SolitaireScene` in the view instead of the multiplayer table, takes
the Hint action (the solver instead of a computer player) and shows the win/loss summary at
the end instead of the hand summary.  The window calls it at a few points (see
``MainWindow``): :meth:`show_for`, :meth:`hint`, :meth:`on_hand_ended`, :meth:`set_theme`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from dominoes_qt.app.dialogs import dismiss
from dominoes_qt.app.i18n import layout_tr
from dominoes_qt.app.solitaire_host import SolitaireHost
from dominoes_qt.app.solitaire_summary import SolitaireSummaryDialog, plural
from dominoes_qt.app.solitaire_table import SolitaireTable
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.scene.solitaire_scene import SolitaireScene


class SolitaireWindowPart(QObject):
    """Owns the solitaire scene and adapter of a :class:`MainWindow`."""

    def __init__(self, window: SolitaireHost) -> None:
        assert isinstance(window, QWidget)   # the main window (no import: see solitaire_host)
        super().__init__(window)
        self.window = window
        self.table = SolitaireTable(window.local, self)
        self.scene = SolitaireScene(self, translate=layout_tr)
        self.scene.animator.speed = window.scene.animator.speed
        self.scene.set_controller(self.table)
        self.dialog: SolitaireSummaryDialog | None = None

    @property
    def active(self) -> bool:
        return self.table.active

    def before_load(self, record: Any) -> None:
        """The multiplayer table stops listening before a solitaire is loaded (it cannot draw
        one); it is connected again by :meth:`show_for` when another game comes back."""
        self.close_dialog()
        if record is not None and is_solitaire(record.setup.game_id):
            self.window.scene.listen(False)

    def show_for(self, record: Any) -> None:
        """Show the scene the loaded game needs (called after every load)."""
        w = self.window
        solitaire = record is not None and is_solitaire(record.setup.game_id)
        self.scene.animator.speed = w.scene.animator.speed
        if not solitaire:
            w.scene.listen(True)   # listening again (if it had stopped), then drawing it
        w.view.show_scene(self.scene if solitaire else w.scene)
        if solitaire:
            self.scene.sync(animate=False)

    def set_theme(self, theme: Any) -> None:
        self.scene.set_theme(theme)

    def set_animation_speed(self, speed: float) -> None:
        self.scene.animator.speed = speed

    def hint(self) -> bool:
        """Ask the solver for a hint when a solitaire is on the table; False otherwise."""
        if not self.active:
            return False
        self.table.hint()
        return True

    # -- the end ---------------------------------------------------------------------------------
    def on_hand_ended(self, result: Any) -> bool:
        """Show the win/loss summary of a finished solitaire; False for other games."""
        if not self.active:
            return False
        w = self.window
        w._close_dialogs()
        self.close_dialog()
        won, left = self.table.outcome()
        name = w._game_name()
        if won:
            text = self.tr("You won: every tile is cleared.")
        else:
            text = plural(self.tr("No moves left: you lost with %n tile(s) on the table.", "",
                                  left), left)
        w.show_status(text)
        if not getattr(w, "use_summary_dialog", True):
            return True
        dialog = SolitaireSummaryDialog(w, name, won, left, record_line=self._record_line())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _code=0: self._after_summary(dialog))
        self.dialog = dialog
        dialog.open()
        return True

    def _record_line(self) -> str:
        c = self.window.controller
        try:
            stats = self.window.files.statistics.game(c.setup.game_id)
        except (AttributeError, TypeError):
            return ""
        played = max(stats.matches_played, 1)
        return self.tr("Won {won} of {played}; winning streak {streak}, best {best}.").format(
            won=stats.matches_won, played=played, streak=stats.current_streak,
            best=stats.best_streak)

    def _after_summary(self, dialog: SolitaireSummaryDialog) -> None:
        if self.dialog is not dialog:
            return
        self.dialog = None
        choice = dialog.choice
        w = self.window
        if choice == "again":
            from dominoes_qt.app.solitaire_table import fresh_setup

            w.start_game(fresh_setup(w.controller.setup))
        elif choice == "new":
            w.new_game()

    def close_dialog(self) -> None:
        dialog, self.dialog = self.dialog, None
        dismiss(dialog)

    def shutdown(self) -> None:
        self.close_dialog()
        self.table.shutdown()
