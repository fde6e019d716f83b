"""The live coach (Preferences ▸ Coach): your moves graded while you play (docs/coach.md).

After each of your moves ("after each move"), or for all your moves of a hand once it ends
("after each hand"), the coach grades the move by its fair value — what you could see when you
made it, never the other hands — and puts a small mark on the tile you played: light green for
a good move, green for a good move that is the best, yellow-green for a good move that is a
close call, orange for an inaccuracy, red for a blunder; its tip names the better move and
the points given up.  At the end of each hand your accuracy in it goes to the statistics and
the status line.

The grading runs on a pool of its own with one thread (never the computer players'), one move
at a time, so it never holds up your play or the computers'; a move graded after an undo, or
for another game, is dropped.  Made only when the coach is on, so a game without it loads no
analysis code.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtGui import QColor

from dominoes_qt.ai.coach import (
    BEST,
    BLUNDER,
    CLOSE,
    DEFAULT_COACH_BUDGET,
    GOOD,
    INACCURACY,
    CoachBudget,
    MoveReview,
    accuracy,
    review_move,
)
from dominoes_qt.app.background import BackgroundJobs
from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.rules.state import GameState

#: The mark's colour for each grade (a good move's by its remark).
GRADE_COLOURS = {BEST: "#2e9d48", GOOD: "#9ccc3c", CLOSE: "#c9d84a", INACCURACY: "#f0a020",
                 BLUNDER: "#d8332a"}
#: The mark of the better move, shown on request (Game ▸ Show the Better Move).
BETTER_COLOUR = "#2f7de1"


class LiveCoach(QObject):
    """Grades the person's moves in the game window's game; ``mode`` is "hand" or "move"
    ("off" stops it)."""

    #: a move of yours graded: (action index in the record, MoveReview)
    graded = Signal(int, object)
    #: a hand of yours graded whole: (hand index, your accuracy in percent or None)
    hand_graded = Signal(int, object)
    #: the analysis budget (tests make it small)
    budget: CoachBudget = DEFAULT_COACH_BUDGET

    def __init__(self, window: Any, mode: str = "move") -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.mode = mode
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._version = 0
        self.jobs = BackgroundJobs(self.pool, lambda: self._version, self)
        self._record: Any = None
        self._seen = 0
        self._before: dict[int, GameState] = {}            # action index -> state before it
        self._todo: list[tuple[int, int, GameState, Action]] = []   # (index, hand, state, act)
        self._held: list[tuple[int, int, GameState, Action]] = []   # "hand" mode: until it ends
        self.reviews: dict[int, MoveReview] = {}
        self._hands: dict[int, list[int]] = {}             # hand -> indices of your moves
        self._ended: set[int] = set()
        self._reported: set[int] = set()
        self._busy = False
        self.controller.state_changed.connect(self._on_change)
        self.controller.hand_ended.connect(self._on_hand_ended)
        self._on_change()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == "move" and self._held:
            self._todo.extend(self._held)
            self._held.clear()
            self._kick()

    def stop(self) -> None:
        """No more grading (the coach was turned off): answers still on the way are dropped."""
        self.mode = "off"
        self._version += 1
        self._todo.clear()
        self._held.clear()
        self.controller.state_changed.disconnect(self._on_change)
        self.controller.hand_ended.disconnect(self._on_hand_ended)

    @property
    def idle(self) -> bool:
        """Nothing being graded or waiting to be (tests wait on it)."""
        return not self._busy and not self._todo

    # -- watching the game -----------------------------------------------------------------------
    def _reset(self, record: Any) -> None:
        self._version += 1
        self._record = record
        self._seen = len(record.match.actions) if record is not None else 0
        self._before.clear()
        self._todo.clear()
        self._held.clear()
        self.reviews.clear()
        self._hands.clear()
        self._ended.clear()
        self._reported.clear()
        self._busy = False

    def _on_change(self) -> None:
        c = self.controller
        record = c.record
        if record is not self._record:
            self._reset(record)
        if record is None or self.mode == "off":
            return
        actions = record.match.actions
        n = len(actions)
        if n < self._seen:                                 # an undo: forget what went back
            self._version += 1
            self._busy = False
            self._todo = [job for job in self._todo if job[0] < n]
            self._held = [job for job in self._held if job[0] < n]
            for i in [i for i in self.reviews if i >= n]:
                del self.reviews[i]
            for i in [i for i in self._before if i >= n]:
                del self._before[i]
            self._ended = {h for h in self._ended if h < record.match.hand_index}
            self._seen = n
        for i in range(self._seen, n):
            state = self._before.pop(i, None)
            if state is None:
                continue
            hand, action = actions[i]
            if action.kind in (Kind.DECLARE, Kind.MUGGINS):
                continue
            self._hands.setdefault(hand, []).append(i)
            job = (i, hand, state, action)
            (self._todo if self.mode == "move" else self._held).append(job)
        self._seen = n
        hand_state = c.hand
        if (c.awaiting_human and hand_state.result is None
                and c.is_human(hand_state.turn) and n not in self._before):
            self._before[n] = hand_state.copy()
        self._kick()

    def _on_hand_ended(self, _result: object) -> None:
        record = self.controller.record
        if record is None or self.mode == "off":
            return
        hand = record.match.hand_index
        self._ended.add(hand)
        self._todo.extend(job for job in self._held if job[1] == hand)
        self._held = [job for job in self._held if job[1] != hand]
        self._kick()

    # -- grading ---------------------------------------------------------------------------------
    def _kick(self) -> None:
        if self._busy or self.mode == "off":
            return
        if not self._todo:
            self._report_hands()
            return
        index, hand, state, action = self._todo.pop(0)
        self._busy = True
        budget = self.budget

        def work() -> MoveReview:
            return review_move(state, action, hand=hand, budget=budget)

        def done(result: Any, error: str) -> None:
            self._busy = False
            if isinstance(result, MoveReview):
                self.reviews[index] = result
                self._show(index, result)
                if self.mode == "move":
                    self._say(result)
                self.graded.emit(index, result)
            self._kick()

        self.jobs.start(work, done)

    def _show(self, index: int, review: MoveReview) -> None:
        """The mark on the tile played, if it is still on the table of the hand shown."""
        record = self.controller.record
        tile = review.played.tile
        if (record is None or tile is None or review.grade is None
                or review.played.kind is not Kind.PLAY
                or review.hand != record.match.hand_index
                or is_solitaire(record.setup.game_id)):   # its own scene: no marks there
            return
        self.window.scene.mark_tile(tile, QColor(GRADE_COLOURS[review.label or GOOD]),
                                    self.describe(review))

    def _say(self, review: MoveReview) -> None:
        """The grade said by the accessible table (a screen reader hears each move's)."""
        view = getattr(self.window, "view", None)
        if view is None or review.grade is None:
            return
        from dominoes_qt.app.accessibility import announce

        announce(view, self.spoken(review))

    def spoken(self, review: MoveReview) -> str:
        """The grade in words: "Coach: 6-4 was a blunder. Better: 6-1." """
        what = {BEST: self.tr("a good move, the best"), GOOD: self.tr("a good move"),
                CLOSE: self.tr("a good move, but a close call"),
                INACCURACY: self.tr("an inaccuracy"),
                BLUNDER: self.tr("a blunder")}.get(review.label or "", "")
        played = review.played
        name = str(played.tile) if played.tile is not None else played.kind.name.lower()
        text = self.tr("Coach: %1 was %2.").replace("%1", name).replace("%2", what)
        if review.grade in (INACCURACY, BLUNDER) and review.best:
            best = review.best[0]
            better = str(best.tile) if best.tile is not None else best.kind.name.lower()
            text += " " + self.tr("Better: %1.").replace("%1", better)
        return text

    def last_miss(self) -> MoveReview | None:
        """Your latest move of the hand on the table that was not the best, once graded."""
        record = self.controller.record
        if record is None:
            return None
        hand = record.match.hand_index
        for index in sorted(self.reviews, reverse=True):
            review = self.reviews[index]
            if review.hand != hand:
                break
            if review.grade is not None and review.remark != BEST and review.best:
                return review
        return None

    def show_better(self) -> bool:
        """Light the better move of :meth:`last_miss` on the table: a blue mark on its tile
        (in your hand, or on the line if played since)."""
        review = self.last_miss()
        if review is None:
            return False
        tile = review.best[0].tile
        record = self.controller.record
        if tile is None or record is None or is_solitaire(record.setup.game_id):
            return False
        name = str(review.played.tile) if review.played.tile is not None else ""
        self.window.scene.mark_tile(tile, QColor(BETTER_COLOUR), self.tr(
            "Coach: the better move instead of %1.").replace("%1", name))
        return True

    def describe(self, review: MoveReview) -> str:
        grade = {BEST: self.tr("Coach: a good move, the best."),
                 GOOD: self.tr("Coach: a good move."),
                 CLOSE: self.tr("Coach: a good move, but a close call (it may be an "
                                "inaccuracy)."),
                 INACCURACY: self.tr("Coach: an inaccuracy."),
                 BLUNDER: self.tr("Coach: a blunder.")}.get(review.label or "", "")
        if review.loss is None or review.remark == BEST or not review.best:
            return grade
        best = review.best[0]
        name = str(best.tile) if best.tile is not None else best.kind.name.lower()
        return grade + " " + self.tr("Gave up %1 points; better: %2.").replace(
            "%1", f"{review.loss:.1f}").replace("%2", name)

    def _report_hands(self) -> None:
        record = self.controller.record
        if record is None:
            return
        for hand in sorted(self._ended - self._reported):
            moves = [self.reviews[i] for i in self._hands.get(hand, []) if i in self.reviews]
            if len(moves) < len(self._hands.get(hand, [])):
                continue
            self._reported.add(hand)
            value = accuracy(moves)
            if value is not None:
                files = self.window.files
                if files.persist:
                    game_id, key = record.setup.game_id, f"{record.setup.seed}:{hand}"
                    net = getattr(self.window, "network", None)
                    if net is not None:      # a network table's: its own statistics
                        from dominoes_qt.storage.statistics import online_id

                        game_id, key = online_id(game_id), f"{net.code}:{hand}"
                    files.statistics.record_accuracy(game_id, value, key=key)
                self.window.show_status(self.tr("Coach: your accuracy this hand: %1%").replace(
                    "%1", f"{value:.0f}"))
            self.hand_graded.emit(hand, value)
