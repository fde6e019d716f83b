"""The ends of hands and matches at the game window's table, written once for the local game
and the network table (the controller protocol): the hand summary (modal at a local table; at
a network table it stays beside the table so the chat goes on, and closing it says Ready), the
match's end, the review (Game ▸ Review, from a summary, File ▸ Open in Review) and Replay This
Deal.

``window.ends`` is the one :class:`TableEnds` of a :class:`~.main_window.MainWindow`; the
window keeps ``summary_dialog``, ``review()``, ``replay_deal()`` and ``ask_replay_seat`` (a hook
tests replace) as its own names for them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt

from dominoes_qt.app.dialogs import dismiss
from dominoes_qt.app.score_words import names_and
from dominoes_qt.app.sound import hand_won_by
from dominoes_qt.rules import HandResult

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMessageBox



class TableEnds(QObject):
    """See the module docstring."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.w = window
        self.summary_dialog: QDialog | QMessageBox | None = None
        self.match_dialog: QMessageBox | None = None
        #: the last review opened (Game ▸ Review, File ▸ Open in Review)
        self.review_window: QDialog | None = None
        #: a deal being replayed: its record, seat, first margin and hard's (replay_deal)
        self._replay: dict[str, Any] | None = None
        self._replay_jobs: Any = None
        #: False: a plain message box at the end of a hand instead of the summary dialog
        self.use_summary_dialog = True

    @property
    def c(self) -> Any:
        """The table's controller now (the local game's or the network table's)."""
        return self.w.controller

    def review(self, record: Any = None, viewer: int | None = None, *,
               at_end: bool = False) -> Any:
        """Open the review of ``record`` (default: the game on the table, as its player has
        seen it), at its last move with ``at_end`` (from a hand's summary); returns the
        window, or None when there is no game."""
        from dominoes_qt.app.review_controller import snapshot
        from dominoes_qt.app.review_window import ReviewWindow

        live = record is None
        if live:
            record = self.c.review_record
            if record is None:
                return None
        if viewer is None:
            seats = record.setup.seats
            humans = [i for i, s in enumerate(seats) if s.kind == "human"]
            viewer = self.c.viewer if live else (humans[0] if humans else 0)
        names = self.c.seat_names() if live else None
        window = ReviewWindow(snapshot(record) if live else record, viewer, self.w,
                              names=names)
        self.review_window = window
        window.destroyed.connect(lambda *_: self._review_closed(window))
        if at_end:
            window.go(window.controller.steps)
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    # -- replay this deal ------------------------------------------------------------------------
    def _replay_from_summary(self) -> None:
        from dominoes_qt.app.review_controller import snapshot

        c = self.c
        record = c.review_record
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
            seat = self.w.ask_replay_seat(names, current)
            if seat is None:
                return False
        if not self.w.files.may_replace():
            return False
        setup = replay_setup(record, hand, seat)
        fresh = new_record(setup)
        self._replay = {"record": fresh, "seat": seat,
                        "before": hand_margin(record, hand, seat), "hard": None}
        replay = self._replay
        from dominoes_qt.app.replay_compare import remember

        remember(self.w.settings, fresh, replay)    # kept across a resume
        self.close_dialogs()
        self.w.load_record(fresh)

        def work() -> float:
            return hard_margin(record, hand, seat)

        def done(value: Any, _error: str) -> None:
            if isinstance(value, float | int):
                replay["hard"] = float(value)
                remember(self.w.settings, fresh, replay)

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
        from dominoes_qt.app.replay_compare import comparison_text, recall

        replay = self._replay
        c = self.c
        if replay is None or c.record is not replay["record"]:
            replay = recall(self.w.settings, c.record)          # a replay resumed
        if replay is None or c.match.hand_index != 0:
            return ""
        from dominoes_qt.ai.duplicate import hand_margin

        now = hand_margin(c.record, 0, replay["seat"])
        return comparison_text(c.match.settings, replay["before"], now, replay["hard"])

    def show_better_move(self) -> bool:
        """Game ▸ Show the Better Move: the coach's better move for your last one."""
        return self.w.coach is not None and self.w.coach.show_better()

    def _review_closed(self, window: QDialog) -> None:
        if self.review_window is window:
            self.review_window = None

    def open_in_review(self, path: Any = None) -> Any:
        """File ▸ Open in Review: a saved game in the review (the table is left as it is)."""
        record = self.w.files.read_for_review(path)
        return None if record is None else self.review(record)

    # -- hand and match end ----------------------------------------------------------------------
    def you_seat(self) -> int | None:
        """The seat of the person the summary speaks to ("you"); None with several people at
        one keyboard (hot seat) or none (the demo)."""
        c = self.c
        if c.hot_seat or c.record is None or not c.is_human(c.viewer):
            return None
        return int(c.viewer)

    def sound_hand_end(self, result: object) -> None:
        """A hand won or lost, as heard by the person at the table (a solitaire: cleared or
        not); with nobody at the table (the demo) or several (hot seat), by the first seat."""
        c = self.c
        if c.record is None:
            return
        if self.w._solitaire_active():
            won = self.w.solitaire.table.outcome()[0]
        elif isinstance(result, HandResult):
            you = self.you_seat()
            seat = you if you is not None else next(
                (s for s in range(c.players) if c.is_human(s)), 0)
            won = hand_won_by(result, [c.match.settings.side_of(seat)])
        else:
            return
        self.w.sound.on_hand_end(won)

    def on_hand_ended(self, result: object) -> None:
        """The hand's summary (or the solitaire's); at a network table it is not modal."""
        if self.w._demo is not None and self.w._demo.running:
            return      # the demo deals on by itself
        if self.w._solitaire is not None and self.w._solitaire.on_hand_ended(result):
            return
        from PySide6.QtWidgets import QMessageBox

        from dominoes_qt.app.hand_summary import HandSummaryDialog

        c = self.c
        net = self.w.network
        self.close_dialogs()
        dialog: QDialog | QMessageBox
        if isinstance(result, HandResult) and (self.use_summary_dialog or net is not None):
            dialog = HandSummaryDialog(self.w, c.match, result, c.seat_names(),
                                       [c.side_name(s) for s in range(c.match.settings.sides)],
                                       you_seat=self.you_seat(), theme=self.w._tile_theme())
            if c.reviewable:     # at a network table: the match's record, once it is over
                dialog.set_reviewable()
                dialog.review_requested.connect(
                    lambda: dialog.give_way(self.review(at_end=True)))
                dialog.replay_requested.connect(self._replay_from_summary)
            if net is not None and c.match.is_over:   # no new game there: it leaves the table
                dialog.new_game_button.setText(self.tr("&Leave the Table"))
            if net is not None:
                dialog.add_note(net.controller.deal_note())   # "Deal verified" or a warning
            note = self._replay_note(result)
            if note:
                dialog.add_note(note)
        else:   # the plain fallback: each player's tiles and the arithmetic
            dialog = QMessageBox(QMessageBox.Icon.Information, self.tr("End of the hand"),
                                 self.hand_text(result), QMessageBox.StandardButton.Ok, self.w)
        dialog.finished.connect(self.after_summary)
        self.summary_dialog = dialog
        if net is not None:   # the others play on: the chat stays usable beside the summary
            dialog.setWindowModality(Qt.WindowModality.NonModal)
            dialog.show()
        else:
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.open()

    def hand_text(self, result: Any) -> str:
        c = self.c
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

    def after_summary(self, _code: int = 0) -> None:
        from PySide6.QtWidgets import QMessageBox

        dialog, self.summary_dialog = self.summary_dialog, None
        if dialog is not None:   # gone, not hidden: a screen reader must not find it later
            dialog.deleteLater()
        c = self.c
        if c.record is None:
            return
        net = self.w.network
        if net is not None:
            if not c.match.is_over:
                net.ready_for_next_hand()
            elif dialog is not None and _code == 1:   # its one accepting button: Leave
                net.leave(ask=False)
            return
        if not c.match.is_over:
            c.next_hand()
        elif isinstance(dialog, QMessageBox):
            self._show_match_end()        # the plain fallback box does not name the winner
        else:
            self.w.show_status(self.match_end_text())
            if getattr(dialog, "new_game_requested", False):
                self.w.new_game()

    def ready_for_next_hand(self) -> bool:
        """Table ▸ Ready for the Next Hand: the summary closes and the seat says Ready."""
        net = self.w.network
        if net is None or not net.may_say_ready():
            return False
        dismiss(self.summary_dialog)
        self.summary_dialog = None
        return net.ready_for_next_hand()

    def match_end_text(self) -> str:
        """Who won the game or match, with the scores."""
        net = self.w.network
        if net is not None:
            return net.match_end_text()
        c = self.c
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
        return names_and([self.c.side_name(side) for side in sides])

    def _show_match_end(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = self.match_end_text()
        self.w.show_status(text)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Game over"), text,
                          QMessageBox.StandardButton.NoButton, self.w)
        new = box.addButton(self.tr("New Game"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Close)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.finished.connect(lambda _c=0: self._after_match_box(box.clickedButton() is new))
        self.match_dialog = box
        box.open()

    def _after_match_box(self, new_game: bool) -> None:
        if self.match_dialog is not None:   # gone, not hidden (a screen reader's tree)
            self.match_dialog.deleteLater()
        self.match_dialog = None
        if new_game:
            self.w.new_game()

    def close_dialogs(self) -> None:
        for dialog in (self.summary_dialog, self.match_dialog):
            dismiss(dialog)
        self.summary_dialog = None
        self.match_dialog = None

