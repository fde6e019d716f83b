"""Game ▸ Review: step through a game move by move, the table drawn as it was, each move with
the coach's analysis (docs/coach.md).

The table is the game's own :class:`~dominoes_qt.scene.table_scene.TableScene`, driven by a
read-only :class:`ReviewController` (it satisfies ``scene/controller_api.py``
``TableController``; every gesture is refused) that replays the record up to the step shown.
A hand that is over is shown with every hand face up at every step; in the hand still being
played only the reviewing seat's tiles are shown, and only its moves are analysed, by what it
had seen (``ai/coach.plan``).

The analysis runs off the GUI thread (``app/background.py``), one move at a time, the move
shown first; a progress bar counts the moves done.  Buttons, a slider and the arrow keys
(Home/End: the first and last move) step through the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThreadPool, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.ai.coach import (
    BEST,
    BLUNDER,
    CLOSE,
    DEFAULT_COACH_BUDGET,
    FAIR,
    FORCED,
    GOOD,
    INACCURACY,
    OPEN,
    SOLITAIRE,
    CoachBudget,
    MoveReview,
    OpenHands,
    Step,
    accuracy,
    open_hands_apply,
    plan,
    review_step,
)
from dominoes_qt.ai.coach_choices import AFTER, ENGINE, MEXICAN, TOE, TRAIN
from dominoes_qt.ai.coach_reasons import BLOCK, NOW, SCORE, Reason
from dominoes_qt.app.background import BackgroundJobs
from dominoes_qt.app.review_controller import ReviewController
from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.games.trains import TrainRound
from dominoes_qt.session import HUMAN
from dominoes_qt.storage.record import GameRecord


def seat_names(record: GameRecord, viewer: int, ctx: QObject) -> list[str]:
    """The names the table shows: a seat's own name, "You" for the only person, else
    "Player N" for people and a compass point for computers."""
    from dominoes_qt.app.players import you_name
    from dominoes_qt.app.status_words import compass_name

    setup = record.setup
    seats = list(setup.seats)
    humans = [i for i, s in enumerate(seats) if s.kind == HUMAN]
    out = []
    for seat in range(setup.players):
        spec = seats[seat] if seat < len(seats) else None
        if spec is not None and spec.name:
            out.append(spec.name)
        elif spec is not None and spec.kind == HUMAN:
            out.append(you_name() if len(humans) == 1 else QCoreApplication.translate(
                "GameController", "Player %1").replace("%1", str(seat + 1)))
        else:
            out.append(compass_name(seat, setup.players, viewer))
    return out


class ReviewWindow(QDialog):
    """The review of one game (a snapshot: the game may go on meanwhile)."""

    #: emitted with (step, MoveReview) when a move's analysis arrives (tests wait on it)
    analysed = Signal(int, object)
    #: the coach's budget when none is given (tests make it small)
    default_budget: CoachBudget = DEFAULT_COACH_BUDGET

    def __init__(self, record: GameRecord, viewer: int = 0, parent: QWidget | None = None,
                 *, names: Sequence[str] | None = None, pool: QThreadPool | None = None,
                 budget: CoachBudget | None = None) -> None:
        super().__init__(parent)
        from dominoes_qt.scene.table_scene import TableScene
        from dominoes_qt.scene.table_view import TableView

        self.setObjectName("reviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.resize(1000, 760)
        self.record = record
        self.budget = budget or self.default_budget
        from dominoes_qt.rules.catalogue import is_solitaire

        self.solitaire = is_solitaire(record.setup.game_id)
        self.controller = ReviewController(
            record, viewer, names if names is not None else seat_names(record, viewer, self),
            self)
        scene: Any
        if self.solitaire:
            from dominoes_qt.app.i18n import layout_tr
            from dominoes_qt.scene.solitaire_scene import SolitaireScene

            scene = SolitaireScene(self, translate=layout_tr)
        else:
            scene = TableScene(parent=self)
        self.scene = scene
        self.scene.animator.speed = 0.0
        self.view = TableView(scene, self)
        self.scene.set_controller(self.controller)

        self.steps: list[Step] = plan(record, viewer)
        self.reviews: dict[int, MoveReview] = {}
        self._open: dict[int, OpenHands] = {}
        self._closing = False
        self._job_version = 0
        self._busy = False
        self.jobs = BackgroundJobs(pool or QThreadPool.globalInstance(),
                                   lambda: self._job_version, self)

        self.first_button = QPushButton(self.tr("First"), self)
        self.back_button = QPushButton(self.tr("Back"), self)
        self.forward_button = QPushButton(self.tr("Forward"), self)
        self.last_button = QPushButton(self.tr("Last"), self)
        self.replay_button = QPushButton(self.tr("Replay this deal…"), self)
        self.replay_button.setToolTip(self.tr("Deal the tiles of the hand shown again, in "
                                              "your seat or another, and compare the results"))
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setRange(0, self.controller.steps)
        self.slider.setPageStep(4)
        self.position_label = QLabel(self)
        self.accuracy_label = QLabel(self)
        self.accuracy_label.setWordWrap(True)
        self.move_label = QLabel(self)
        self.move_label.setWordWrap(True)
        self.move_label.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar(self)
        self.progress.setRange(0, max(1, self.analysable()))
        self.progress.setFormat(self.tr("Analysing: %v of %m moves"))
        self.table = QTableWidget(0, 3, self)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMaximumHeight(150)
        #: why a game has no open-hands column (the train games, the scoring games)
        self.open_note = QLabel(self)
        self.open_note.setWordWrap(True)
        self.has_open = open_hands_apply(record.setup.game_id)
        self.table.setColumnHidden(2, not self.has_open)
        #: the reason of an inaccuracy or a blunder
        self.why_label = QLabel(self)
        self.why_label.setWordWrap(True)
        self.why_label.setTextFormat(Qt.TextFormat.PlainText)
        self.why_label.hide()
        table_theme = getattr(parent, "table_theme", None)
        if callable(table_theme) and not self.solitaire:   # the table as the game shows it
            self.scene.set_table_theme(table_theme())

        controls = QHBoxLayout()
        for b in (self.first_button, self.back_button):
            controls.addWidget(b)
        controls.addWidget(self.slider, 1)
        for b in (self.forward_button, self.last_button):
            controls.addWidget(b)
        controls.addWidget(self.position_label)
        controls.addWidget(self.replay_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(controls)
        layout.addWidget(self.move_label)
        layout.addWidget(self.why_label)
        layout.addWidget(self.table)
        layout.addWidget(self.open_note)
        layout.addWidget(self.accuracy_label)
        layout.addWidget(self.progress)
        self.table.setVisible(not self.solitaire)   # a solitaire move is won or lost
        self.open_note.setVisible(not self.solitaire and not self.has_open)

        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(lambda: self.go(self.controller.step - 1))
        self.forward_button.clicked.connect(lambda: self.go(self.controller.step + 1))
        self.last_button.clicked.connect(lambda: self.go(self.controller.steps))
        self.slider.valueChanged.connect(self.go)
        self.replay_button.clicked.connect(self.replay)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)   # the arrow keys step the game
        self.retranslate_ui()
        self._update()
        self._next_job()

    # -- stepping --------------------------------------------------------------------------------
    def go(self, step: int) -> None:
        self.controller.go(step)
        self._update()
        if not self._busy:
            self._next_job()

    def replayable(self) -> bool:
        """The hand shown is over, and a game window can deal it again."""
        hand = self.controller.match.hand_index
        return (not self.solitaire and hand < len(self.record.match.results)
                and callable(getattr(self.parent(), "replay_deal", None)))

    def replay(self) -> bool:
        """Replay this deal: the game window deals the hand shown again (asking the seat)."""
        if not self.replayable():
            return False
        c = self.controller
        window: Any = self.parent()
        names = [c.seat_name(s) for s in range(c.players)]
        return bool(window.replay_deal(self.record, c.match.hand_index, names=names,
                                       current=c.viewer))

    def analysable(self) -> int:
        return sum(s.analyse for s in self.steps)

    def retranslate_ui(self) -> None:
        from dominoes_qt.app.rules_help import game_name
        from dominoes_qt.rules import find_game

        self.setWindowTitle(self.tr("Review: %1").replace(
            "%1", game_name(find_game(self.record.setup.game_id))))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Move"), self.tr("Fair value"), self.tr("Open hands")])
        header = self.table.horizontalHeaderItem(1)
        if header is not None:
            header.setToolTip(self.fair_tip())
        header = self.table.horizontalHeaderItem(2)
        if header is not None:
            header.setToolTip(self.open_tip())
        self.open_note.setText(self.open_missing())
        self._update()

    def open_missing(self) -> str:
        """Why this game has no open-hands values."""
        if isinstance(self.controller.state, TrainRound):
            return self.tr("No open-hands values in the train games: with the boneyard to "
                           "draw from and a train for every player, a round is far too large "
                           "to solve exactly. The fair values play every deal out.")
        return self.tr("No open-hands values in this game: the exact solver plays the line "
                       "block games only (no points during the hand, nothing left to draw).")

    def fair_tip(self) -> str:
        return self.tr("Expected points of the mover's side over the rest of the hand, minus "
                       "the other sides', averaged over deals of the tiles the mover could not "
                       "see that fit everything it had seen, each solved or played out.")

    def open_tip(self) -> str:
        return self.tr("Points of the mover's side minus the other sides' with every hand "
                       "known and every seat playing perfectly (the exact solver).")

    def grade_name(self, grade: str | None) -> str:
        """The grade with its remark (``MoveReview.label``) in words."""
        return {BEST: self.tr("good (the best move)"), GOOD: self.tr("good"),
                CLOSE: self.tr("good (a close call)"),
                INACCURACY: self.tr("inaccuracy"), BLUNDER: self.tr("blunder")}.get(
                    grade or "", self.tr("not graded"))

    def move_name(self, action: Action, review: MoveReview | None = None) -> str:
        """A move as the review names it; at a train game, with ``review``, where it goes
        ("5-12 on North's train", "4-7, toe of the 4-4")."""
        where = review.place_of(action) if review is not None else None
        if where is not None and action.tile is not None:
            kind, what = where
            tile = str(action.tile)
            from dominoes_qt.rules.tiles import TILES

            text = {
                TRAIN: lambda: self.tr("%1 on your train") if self._is_you(what)
                else self.tr("%1 on %2's train").replace("%2", self.controller.seat_name(what)),
                MEXICAN: lambda: self.tr("%1 on the Mexican train"),
                ENGINE: lambda: self.tr("%1 on the engine"),
                TOE: lambda: self.tr("%1, toe of the %2").replace("%2", str(TILES[what])),
                AFTER: lambda: self.tr("%1 after the %2").replace("%2", str(TILES[what])),
            }[kind]()
            return text.replace("%1", tile)
        return self._plain_name(action)

    def _is_you(self, seat: int) -> bool:
        """The seat is the person reviewing, named "You" at the table."""
        from dominoes_qt.app.players import you_name

        return self.controller.seat_name(seat) == you_name()

    def _plain_name(self, action: Action) -> str:
        if action.kind is Kind.DRAW:
            return self.tr("draw")
        if action.kind is Kind.PASS:
            return self.tr("pass")
        if action.kind is Kind.TURN:
            return self.tr("turn a tile")
        if action.kind in (Kind.DECLARE, Kind.MUGGINS):
            return self.tr("declaration")
        tile = str(action.tile)
        if action.socket < 0:
            return tile
        return self.tr("%1 on %2").replace("%1", tile).replace("%2", str(action.touching))

    def _update(self) -> None:
        if not hasattr(self, "progress"):
            return
        c = self.controller
        step = c.step
        for w, on in ((self.first_button, step > 0), (self.back_button, step > 0),
                      (self.forward_button, step < c.steps), (self.last_button, step < c.steps)):
            w.setEnabled(on)
        self.replay_button.setEnabled(self.replayable())
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.position_label.setText(self.tr("Move %1 of %2").replace("%1", str(step)).replace(
            "%2", str(c.steps)))
        self.progress.setValue(len(self.reviews))
        self.progress.setVisible(len(self.reviews) < self.analysable())
        self.accuracy_label.setText(self.accuracy_text())
        self.table.setRowCount(0)
        self.why_label.hide()
        if step == 0:
            self.move_label.setText(self.tr("The deal. Step forward to see the first move."))
            self.move_label.setToolTip("")
            return
        info = self.steps[step - 1]
        seat = info.position.action.seat
        if seat < 0:
            seat = info.position.state.turn
        who = c.seat_name(seat)
        played = self.move_name(info.position.action)
        if not info.analyse:
            self.move_label.setText(self.tr("%1 played. The hand is still being played: only "
                                            "your own moves are shown.").replace("%1", who))
            self.move_label.setToolTip("")
            return
        review = self.reviews.get(step - 1)
        if review is None:
            self.move_label.setText(self.tr("%1: %2. Analysing…").replace("%1", who).replace(
                "%2", played))
            return
        played = self.move_name(info.position.action, review)
        self.move_label.setText(self.describe(who, played, review))
        self.move_label.setToolTip(self.method_tip(review))
        why = self.why(review)
        self.why_label.setText(why)
        self.why_label.setVisible(bool(why))
        self._fill_values(review)

    def accuracy_text(self) -> str:
        """Each seat's accuracy in the hand shown and in the game, from the moves analysed so
        far (the share of its decisions graded good)."""
        c = self.controller
        hand = c.match.hand_index
        reviews = list(self.reviews.values())
        parts = []
        for label, moves in ((self.tr("Accuracy in this hand"),
                              [m for m in reviews if m.hand == hand]),
                             (self.tr("in the game"), reviews)):
            seats = []
            for seat in range(c.players):
                value = accuracy(moves, seat)
                if value is not None:
                    seats.append(self.tr("%1 %2%").replace("%1", c.seat_name(seat)).replace(
                        "%2", f"{value:.0f}"))
            if seats:
                parts.append(self.tr("%1: %2").replace("%1", label).replace(
                    "%2", ", ".join(seats)))
        return "; ".join(parts)

    def describe(self, who: str, played: str, review: MoveReview) -> str:
        head = self.tr("%1: %2, %3.").replace("%1", who).replace("%2", played).replace(
            "%3", self.grade_name(review.label))
        if review.method == FORCED:
            return head + " " + self.tr("The only legal move.")
        if review.method == SOLITAIRE:
            if review.grade == BLUNDER:
                text = head + " " + self.tr("The deal could be won before this move and "
                                            "cannot be won after it.")
                if review.best:
                    text += " " + self.tr("A winning move: %1.").replace(
                        "%1", self.move_name(review.best[0]))
                return text
            if review.winnable is False:
                return head + " " + self.tr("The deal could no longer be won.")
            return head + " " + self.tr("The deal can still be won.")
        lost = review.loss if review.loss is not None else review.open_loss
        if lost is None:
            return head
        best = ", ".join(self.move_name(a, review) for a in _unique(review.best))
        text = head + " " + self.tr("Gave up %1 points; best: %2.").replace(
            "%1", f"{lost:.1f}").replace("%2", best)
        if review.remark == CLOSE and review.low is not None and review.high is not None:
            text += " " + self.tr("Too close to call: between %1 and %2 points given up over "
                                  "the deals the mover could be facing.").replace(
                "%1", f"{review.low:.1f}").replace("%2", f"{review.high:.1f}")
        if review.exact:
            text += " " + self.tr("Exact: every deal the mover could be facing, each by its "
                                  "chance.")
        if review.method == FAIR and review.open_loss is not None:
            text += " " + self.tr("With open hands: gave up %1.").replace(
                "%1", f"{review.open_loss:.1f}")
        return text

    def why(self, review: MoveReview) -> str:
        """The reason of an inaccuracy or a blunder, one sentence to act on."""
        r = review.reason
        if not isinstance(r, Reason):
            return ""
        played, better = self.move_name(r.played, review), self.move_name(r.better, review)
        if played == better:    # alike but for their ends: say which end
            played = f"{played} ({r.played.socket})"
            better = f"{better} ({r.better.socket})"
        if r.kind == SCORE:
            return self.tr("%1 lets %2 score %3 at once on average; %4 holds them to %5.") \
                .replace("%1", played).replace("%2", self.controller.seat_name(r.opponent)) \
                .replace("%3", f"{r.answer_played:.1f}").replace("%4", better) \
                .replace("%5", f"{r.answer_better:.1f}")
        if r.kind == NOW:
            return self.tr("%1 scores %2 at once, %3 %4; the opponents' best answer to %3 "
                           "scores %5 on average.").replace("%1", better).replace(
                "%2", f"{r.now_better:.0f}").replace("%3", played).replace(
                "%4", f"{r.now_played:.0f}").replace("%5", f"{r.answer_played:.1f}")
        if r.kind == BLOCK:
            return self.tr("%1 leaves %2 without a play in %3% of the deals the mover could "
                           "be facing, %4 in %5%.").replace("%1", better).replace(
                "%2", self.controller.seat_name(r.opponent)).replace(
                "%3", f"{100 * r.stuck_better:.0f}").replace("%4", played).replace(
                "%5", f"{100 * r.stuck_played:.0f}")
        return self.tr("%1 is worth %2 points more than %3 over the deals the mover could be "
                       "facing, the opponents' best answers considered.").replace(
            "%1", better).replace("%2", f"{r.gap:.1f}").replace("%3", played)

    def method_tip(self, review: MoveReview) -> str:
        if review.method == FAIR:
            return self.fair_tip()
        if review.method == OPEN:
            return self.open_tip()
        if review.method == SOLITAIRE:
            return self.tr("The solitaire solver, which knows the order of the stock, tells "
                           "whether the deal could still be won.")
        return ""

    def _fill_values(self, review: MoveReview) -> None:
        rows: list[Any] = []
        names: list[str] = []
        for v in review.values:           # both ends showing one number: one row, as played
            if v.fair is None and v.open is None:
                continue
            name = self.move_name(v.action, review)
            if name in names:
                if v.action == review.played:
                    rows[names.index(name)] = v
                continue
            names.append(name)
            rows.append(v)
        # the best move first, then the others from better to worse
        rows.sort(key=lambda v: -(v.fair if v.fair is not None else
                                  v.open if v.open is not None else 0.0))
        self.table.setRowCount(len(rows))
        for r, v in enumerate(rows):
            mark = " ●" if v.action == review.played else ""
            cells = [self.move_name(v.action, review) + mark, _points(v.fair), _points(v.open)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if v.action in review.best:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, col, item)

    # -- the analysis, off the GUI thread --------------------------------------------------------
    def _next_job(self) -> None:
        if self._closing:
            return
        todo = [i for i, s in enumerate(self.steps) if s.analyse and i not in self.reviews]
        if not todo:
            self._busy = False
            self._update()
            return
        want = self.controller.step - 1
        # the move shown first, then the rest of its hand (the open-hands table is shared by
        # a hand's moves), then the game in order
        index = want if want in todo else next((i for i in todo if i > want), todo[0])
        step = self.steps[index]
        hand = step.position.hand
        open_hands = self._open.get(hand)
        if open_hands is None:
            open_hands = self._open[hand] = OpenHands(self.record.setup.settings(), self.budget)
        budget = self.budget
        self._busy = True
        def work() -> MoveReview:
            return review_step(step, open_hands, budget=budget)

        def done(result: Any, error: str) -> None:
            self._done(index, result, error)

        self.jobs.start(work, done)

    def _done(self, index: int, result: Any, error: str) -> None:
        self._busy = False
        if self._closing:
            return
        if isinstance(result, MoveReview):
            self.reviews[index] = result
        else:
            # an analysis that failed is shown as not graded rather than tried again for ever
            self.reviews[index] = MoveReview(self.steps[index].position.hand,
                                             len(self.steps[index].position.state.history),
                                             0, self.steps[index].position.action, "ungraded")
        self.analysed.emit(index, self.reviews[index])
        self._update()
        self._next_job()

    def done_analysing(self) -> bool:
        return len(self.reviews) >= self.analysable()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right: a move back or forward; Home/End: the deal, the last move."""
        c = self.controller
        target = {Qt.Key.Key_Left: c.step - 1, Qt.Key.Key_Right: c.step + 1,
                  Qt.Key.Key_Home: 0, Qt.Key.Key_End: c.steps}.get(Qt.Key(event.key()))
        if target is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            super().keyPressEvent(event)
            return
        self.go(target)
        event.accept()

    def _stop(self) -> None:
        """No more analysis; a move still being analysed finishes unseen (its relay is kept
        alive here so its answer has somewhere to go)."""
        if self._closing:
            return
        self._closing = True
        self._job_version += 1
        if self._busy:
            self.jobs.setParent(None)
            _RETIRED.append(self.jobs)

    def closeEvent(self, event: Any) -> None:
        self._stop()
        super().closeEvent(event)

    def reject(self) -> None:
        self._stop()
        super().reject()


#: the job runners of windows closed while a move was being analysed
_RETIRED: list[BackgroundJobs] = []


def _points(value: float | None) -> str:
    """A value with its sign, one decimal ("+4.3", "0.0"; empty when it does not apply)."""
    if value is None:
        return ""
    return "0.0" if abs(value) < 0.05 else f"{value:+.1f}"


def _unique(actions: Sequence[Action]) -> list[Action]:
    """``actions`` without repeats by name (both ends of a double lead read alike)."""
    out: dict[str, Action] = {}
    for a in actions:
        out.setdefault(f"{a.kind}:{a.tile}:{a.touching}", a)
    return list(out.values())
