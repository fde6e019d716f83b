"""``GameController``: the thin Qt layer between a game record and the table (Anki "operations").

The controller owns a :class:`~dominoes_qt.storage.record.GameRecord` (the move record that gives undo
and saves) and paces the game: it applies the humans' actions, runs the computer players on a
worker thread (they get only ``hand.view(seat)``), applies forced actions with an announcement,
hides a hot-seat hand until the next person is at the keyboard, and reports everything by
signal.  It never draws anything and never decides legality: the engine does.

Typical use::

    controller = GameController()
    controller.state_changed.connect(scene.sync)
    controller.new_game(GameSetup.default("draw", 2, seed=3))
    controller.play_human(action)        # any Action: PLAY, DRAW, PASS, TURN, CHOOSE, ...
    controller.undo()                    # back to the human's previous decision
    controller.redo()                    # forward again, until a new move is made
    controller.hint()                    # -> hint_ready(action) from the worker

Computer results carry the state version they were computed for; a result that arrives after
an undo, a new game or any other change is dropped (``stale``).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer

from dominoes_qt.app.background import BackgroundJobs
from dominoes_qt.app.status_words import StatusWords, compass_name
from dominoes_qt.app.table_base import TABLE_KINDS, TableBase, reason_text
from dominoes_qt.app.turn_digest import Entry
from dominoes_qt.rules import IllegalActionError, RulesError
from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.hand import ScoreEvent
from dominoes_qt.rules.i18n import translated
from dominoes_qt.rules.state import Reveal
from dominoes_qt.rules.view import PlayerView
from dominoes_qt.session import COMPUTER, DEFAULT_LEVEL, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.record import GameRecord

log = logging.getLogger(__name__)

#: Default pause before each computer move and before a forced action is applied.
DEFAULT_COMPUTER_DELAY_MS = 600
#: Levels asked for hints, strongest first.
HINT_LEVELS = ("hard", "medium", "greedy", "random")


def new_record(setup: GameSetup) -> GameRecord:
    """A fresh GameRecord for ``setup`` (a setup without a seed gets one)."""
    return GameRecord.new(setup)


# ---------------------------------------------------------------------------------------------
# Computer players
# ---------------------------------------------------------------------------------------------


class _FirstLegal:
    """Fallback player when the ai package is missing: first legal action."""

    def choose(self, view: PlayerView) -> Action:
        return view.legal[0]


def _make_player(level: str, seed: int, seat: int, levels: list[str]) -> Any:
    """A computer player for ``seat``, told the level of every seat ("" for a person)."""
    try:
        from dominoes_qt.ai import LEVELS, introduce, make_player
    except ImportError:
        return _FirstLegal()
    if level not in LEVELS:
        level = "greedy" if "greedy" in LEVELS else next(iter(LEVELS), "")
        if not level:
            return _FirstLegal()
    player = make_player(level, seed)
    introduce(player, seat, levels)
    return player


def strongest_level() -> str:
    """The level used for hints: ``hard`` when registered, else the best one there is."""
    try:
        from dominoes_qt.ai import LEVELS
    except ImportError:
        return ""
    for level in HINT_LEVELS:
        if level in LEVELS:
            return level
    return ""


def _choose(player: Any, view: PlayerView, lock: threading.Lock) -> Any:
    """``player.choose(view)`` on a worker thread; the view is all the player sees."""
    with lock:
        return player.choose(view)


# ---------------------------------------------------------------------------------------------
# The controller
# ---------------------------------------------------------------------------------------------


class GameController(TableBase):
    """Signals out (:class:`~.table_signals.TableSignals`), moves in; see the module
    docstring."""

    def __init__(self, parent: QObject | None = None, *,
                 computer_delay_ms: int = DEFAULT_COMPUTER_DELAY_MS,
                 auto_draw: bool = True, allow_undo: bool = True) -> None:
        super().__init__(parent)
        self.record: GameRecord | None = None
        #: how long computers wait before laying the next tile while a person may still press
        #: Declare or Muggins! (manual Muggins), so the window is a real one
        self.declare_grace_ms = 2500
        #: pause after announcing a forced action (None: the computer delay)
        self.announce_delay_ms: int | None = None
        self.computer_delay_ms = computer_delay_ms
        self.auto_draw = auto_draw
        self.allow_undo = allow_undo
        self._players: dict[int, Any] = {}
        self._locks: dict[int, threading.Lock] = {}
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(2)
        self._jobs = BackgroundJobs(self._pool, lambda: self._version, self)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._pending: Callable[[], None] | None = None
        self._viewer = 0
        self._handover = -1
        #: (hand index, history index) of actions the controller applied for a human by itself
        self._auto_applied: set[tuple[int, int]] = set()
        self.words = StatusWords(self, self)
        #: what each undo took back, latest last, as (seat, action, forced) steps: redo
        #: applies them again; a new move, a new hand or another game forgets them
        self._redo: list[list[tuple[int, Action, bool]]] = []
        self._redoing = False

    # -- the record ------------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a new game from a setup (a fresh record)."""
        self.load_record(new_record(setup))

    def load_record(self, record: GameRecord) -> None:
        """Put any GameRecord on the table (new game, opened save, autosave)."""
        self._invalidate()
        self.record = record
        setup = record.setup
        seats = self._seats(setup)
        self._players = {}
        self._locks = {}
        for seat, spec in enumerate(seats):
            if spec.kind == COMPUTER:
                self._locks[seat] = threading.Lock()
        humans = self.human_seats
        self._viewer = humans[0] if humans else 0
        self._handover = -1
        self._last_turn = -1
        self._hand_reported = -1
        self._auto_applied = set()
        self._digest.clear()
        self._redo = []
        self._after_change()

    @staticmethod
    def _seats(setup: GameSetup) -> tuple[SeatSpec, ...]:
        seats = tuple(setup.seats) or (SeatSpec(HUMAN),)
        missing = setup.players - len(seats)
        return (seats + (SeatSpec(COMPUTER, DEFAULT_LEVEL),) * max(0, missing))[: setup.players]

    # -- seats -----------------------------------------------------------------------------------
    def seat_spec(self, seat: int) -> SeatSpec:
        return self._seats(self.setup)[seat]

    def is_human(self, seat: int) -> bool:
        return self.seat_spec(seat).kind == HUMAN

    @property
    def human_seats(self) -> list[int]:
        return [s for s in range(self.players) if self.is_human(s)]

    @property
    def hot_seat(self) -> bool:
        return len(self.human_seats) > 1

    def seat_name(self, seat: int) -> str:
        """The name shown for a seat: its own name, "You", or a compass point."""
        spec = self.seat_spec(seat)
        if spec.name:
            return spec.name
        if spec.kind == HUMAN:
            if not self.hot_seat:
                return self.tr("You")
            return self.tr("Player %1").replace("%1", str(seat + 1))
        humans = self.human_seats
        return compass_name(seat, self.players, humans[0] if humans else 0)

    def seat_mark(self, seat: int) -> str:
        """Every seat of a local game is where it should be: no mark."""
        return ""

    @property
    def viewer(self) -> int:
        """The seat whose hand is shown at the bottom of the table (the human at the keyboard)."""
        return self._viewer

    @property
    def handover_seat(self) -> int:
        """Seat waiting behind the "Pass the computer to …" screen, or -1."""
        return self._handover

    @property
    def hand_hidden(self) -> bool:
        """True while the viewer's hand must stay face down (hot-seat hand-over, no humans)."""
        return self._handover >= 0 or not self.is_human(self._viewer)

    @property
    def awaiting_human(self) -> bool:
        """True when the table should accept the viewer's moves now."""
        if self.record is None or self.match.is_over or self.hand.result is not None:
            return False
        return (self.hand.turn == self._viewer and self.is_human(self._viewer)
                and self._handover < 0 and self._forced is None)

    def out_of_turn_for(self, seat: int) -> list[Action]:
        """Actions ``seat`` may take out of turn now (manual Muggins: DECLARE, MUGGINS)."""
        if self.hand.result is not None or self.match.is_over:
            return []
        try:
            return list(self.hand.out_of_turn_actions(seat))
        except RulesError:
            return []

    def button_actions(self) -> list[Action]:
        """Actions for buttons (not the table): DECLARE/MUGGINS for human seats."""
        if self._handover >= 0:
            return self._button_actions(())
        return self._button_actions(a for seat in self.human_seats
                                    for a in self.out_of_turn_for(seat))

    def _human_offers(self) -> bool:
        return any(self.out_of_turn_for(seat) for seat in self.human_seats)

    def why_illegal(self, action: Action) -> str:
        if self.record is None:
            return self.tr("There is no game on the table.")
        if self.match.is_over:
            return self.tr("The match is over.")
        if not self.awaiting_human:
            return self.tr("Wait for your turn.")
        return reason_text(self.hand.why_illegal(action), self.seat_name)

    # -- moves in --------------------------------------------------------------------------------
    def play_human(self, action: Action) -> bool:
        """Apply a human's action (any kind); False (and ``illegal``) if the engine refuses it."""
        if self.record is None:
            return False
        out_of_turn = action.seat >= 0 and action.kind not in TABLE_KINDS
        if out_of_turn:
            if not self.is_human(action.seat) or action not in self.out_of_turn_for(action.seat):
                self.illegal.emit(self.tr("That is not allowed now."))
                return False
            seat = action.seat
        else:
            if not self.awaiting_human:
                self.illegal.emit(self.why_illegal(action))
                return False
            seat = self.hand.turn
        if not self._apply(seat, action):
            return False
        self._redo = []     # a new move: what was undone cannot come back
        return True

    def hurry(self) -> bool:
        """Apply the announced forced action now instead of after the pause (Space)."""
        action = self._forced
        if action is None or self.record is None:
            return False
        self._timer.stop()
        self._pending = None
        self._apply_forced(self.hand.turn, action)
        return True

    def accept_handover(self) -> None:
        """The next person is at the keyboard: show their hand."""
        if self._handover < 0:
            return
        self._viewer = self._handover
        self._handover = -1
        self.handover_changed.emit(-1)
        self._bump()
        self.state_changed.emit()
        self._prompt()

    @property
    def can_undo(self) -> bool:
        return self.allow_undo and self.record is not None and self._undo_count() > 0

    def undo(self) -> bool:
        """Take back moves to the human's previous decision point (computers' replies too)."""
        n = self._undo_count() if self.allow_undo and self.record is not None else 0
        if n <= 0:
            self.illegal.emit(self.tr("There is nothing to undo in this hand."))
            return False
        self._invalidate()
        hand_index, history = self.match.hand_index, list(self.hand.history)
        steps = [(seat, action, (hand_index, index) in self._auto_applied)
                 for index, (seat, action) in enumerate(history[len(history) - n:],
                                                        len(history) - n)]
        self._rec.undo(n)
        self._redo.append(steps)
        hand_index, size = self.match.hand_index, len(self.hand.history)
        self._auto_applied = {k for k in self._auto_applied if k[0] < hand_index or k[1] < size}
        turn = self.hand.turn
        if self.is_human(turn) and not self.hot_seat:
            self._viewer = turn
        self._handover = -1     # in a hot seat _advance hides the hand if another person acts
        self._last_turn = -1
        self._hand_reported = -1
        self._digest.clear()
        self.message.emit(self.tr("Move taken back."))
        self._after_change()
        return True

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and self.record is not None

    @property
    def redo_stack(self) -> list[list[tuple[int, Action, bool]]]:
        """What redo would make again, for a caller that puts the same game back on the
        table (the demo): loading a record forgets it, as a new game must."""
        return [list(steps) for steps in self._redo]

    def restore_redo(self, stack: list[list[tuple[int, Action, bool]]]) -> None:
        self._redo = [list(steps) for steps in stack]
        self.state_changed.emit()

    def redo(self) -> bool:
        """Make again the moves the last undo took back (the replies too), as they were made;
        each is applied, announced, recorded and autosaved like a new move."""
        if not self.can_redo:
            self.illegal.emit(self.tr("There is nothing to redo."))
            return False
        steps = self._redo.pop()
        self._invalidate()
        self._redoing = True
        made = 0
        try:
            for seat, action, forced in steps:
                key = (self.match.hand_index, len(self.hand.history))
                if not self._apply(seat, action, forced):
                    self._redo = []    # the game has moved on: nothing further to redo
                    break
                if forced:
                    self._auto_applied.add(key)
                made += 1
        finally:
            self._redoing = False
        self._last_turn = -1
        self._after_change()
        return made > 0

    def _undo_count(self) -> int:
        """How many record actions to undo to reach the last human decision.

        Undo never leaves the current hand: a finished hand (and its summary) stays behind
        you, so the first moves of a hand are the last ones Undo takes back.
        """
        hand = self.hand
        history = list(hand.history)
        n = 0
        for index in range(len(history) - 1, -1, -1):
            seat, action = history[index]
            n += 1
            if action.seat >= 0:
                seat = action.seat
            forced = (self.match.hand_index, index) in self._auto_applied
            if self.is_human(seat) and not forced:
                return n
        return 0

    def next_hand(self) -> bool:
        """Deal the next hand once the current one is over."""
        if self.record is None or self.match.is_over or self.hand.result is None:
            return False
        self._invalidate()
        self.record.next_hand()
        self._redo = []
        self._last_turn = -1
        self._hand_reported = -1
        self._digest.clear()
        self._after_change()
        return True

    def hint(self, wait: bool = False) -> Action | None:
        """Ask the strongest level for the viewer's move.

        The answer arrives as ``hint_ready(action)`` from the worker thread; with ``wait`` the
        level runs here and the action is also returned (scripts, tests).
        """
        if not self.awaiting_human:
            self.illegal.emit(self.tr("A hint is given when it is your turn."))
            return None
        seat = self._viewer
        view = self._seat_view(seat)
        level = strongest_level()
        # asked for a person's seat, which keeps no convention with its partners
        player = (_make_player(level, self._version, seat, [""] * self.players) if level
                  else _FirstLegal())
        if wait:
            action = player.choose(view)
            self.hint_ready.emit(action)
            return action
        if self._hint_asked(self._version):
            return None
        self._jobs.start(lambda: _choose(player, view, threading.Lock()), self._on_hint)
        return None

    def wait_idle(self, timeout_ms: int = 10_000) -> bool:
        """Process events until no computer move or forced action is pending (screenshots)."""
        from PySide6.QtCore import QDeadlineTimer, QEventLoop
        from PySide6.QtWidgets import QApplication

        deadline = QDeadlineTimer(timeout_ms)
        while not deadline.hasExpired():
            if not self.busy:
                return True
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            self._pool.waitForDone(5)
        return not self.busy

    @property
    def busy(self) -> bool:
        """A computer is thinking or a paced step is waiting on the timer."""
        return self._thinking or self._timer.isActive()

    def shutdown(self) -> None:
        """Stop pacing and wait for worker threads (before the window closes)."""
        self._invalidate()
        self._pool.waitForDone(5_000)

    # -- applying and pacing ---------------------------------------------------------------------
    def _apply(self, seat: int, action: Action, forced: bool = False) -> bool:
        hand = self.hand
        events_before = len(hand.events)
        reveals_before = len(hand.reveals)
        index_before = self.match.hand_index
        try:
            self._rec.apply(action)
        except (IllegalActionError, RulesError) as exc:
            self.illegal.emit(translated(exc.args[0] if exc.args else str(exc),
                                         QCoreApplication.translate))
            return False
        self._bump()
        self._forced = None
        self.action_applied.emit(seat, action)
        self._describe(seat, action, forced)
        hand = self.hand
        for reveal in list(hand.reveals)[reveals_before:]:
            self._describe_reveal(reveal)
        new_events: list[ScoreEvent] = []
        if self.match.hand_index == index_before:
            new_events = list(hand.events[events_before:])
        self._after_change(new_events)
        return True

    def _invalidate(self) -> None:
        """Forget pending timers and in-flight computer results."""
        self._bump()
        self._timer.stop()
        self._pending = None
        self._forced = None
        if self._thinking:
            self._thinking = False
            self.busy_changed.emit(False)

    def _after_change(self, events: Sequence[ScoreEvent] = ()) -> None:
        self.state_changed.emit()
        self._tell_events(events, self.human_seats)
        hand = self.hand
        if self._redoing:           # redo applies several moves: the game goes on after all
            return
        if hand.result is not None:
            self._report_hand_end(hand.result)
            return
        self._note_turn(hand.turn)
        self._advance()

    def _advance(self) -> None:
        """Decide what happens next: a computer move, a forced action, a hand-over or a wait."""
        if self.record is None or self.match.is_over or self.hand.result is not None:
            return
        if self._computer_declarations():
            return
        hand = self.hand
        seat = hand.turn
        if not self.is_human(seat):
            delay = self.computer_delay_ms
            if self._human_offers():
                delay = max(delay, self.declare_grace_ms)
            self._schedule(lambda: self._start_computer(seat), delay)
            return
        if seat != self._viewer:
            if self.hot_seat:
                self._handover = seat
                self.handover_changed.emit(seat)
                self.message.emit(self.tr("Pass the computer to %1.").replace(
                    "%1", self.seat_name(seat)))
                self.state_changed.emit()
                return
            self._viewer = seat
        self._prompt()

    def _prompt(self) -> None:
        """The viewer is to act: apply forced actions with an announcement, else invite a move."""
        if self.awaiting_human:
            self._prompt_seat(self.hand.turn)

    def _pause_ms(self) -> int:
        return self.computer_delay_ms if self.announce_delay_ms is None else self.announce_delay_ms

    def _make_forced_later(self, seat: int, action: Action, delay_ms: int) -> None:
        self._schedule(lambda: self._apply_forced(seat, action), delay_ms)

    def _apply_forced(self, seat: int, action: Action) -> None:
        if self.hand.turn != seat or self._forced != action:
            return
        self._forced = None
        self._auto_applied.add((self.match.hand_index, len(self.hand.history)))
        self._apply(seat, action, forced=True)

    def _schedule(self, step: Callable[[], None], delay_ms: int) -> None:
        self._pending = step
        self._timer.start(max(0, delay_ms))

    def _on_timer(self) -> None:
        step, self._pending = self._pending, None
        if step is not None:
            step()

    def _player(self, seat: int) -> Any:
        """The computer player of ``seat``, made on its first move (the AI package is not
        needed for the first window; see tools/startup_time.py)."""
        player = self._players.get(seat)
        if player is None:
            record = self._rec
            seats = self._seats(record.setup)
            spec = seats[seat]
            base = record.setup.seed if record.setup.seed is not None else record.match.seed
            levels = [s.level if s.kind == COMPUTER else "" for s in seats]
            player = _make_player(spec.level or "greedy", (base or 0) * 31 + seat, seat, levels)
            self._players[seat] = player
        return player

    def _seat_view(self, seat: int) -> PlayerView:
        """What a computer player at ``seat`` is given; only table games seat them (the
        solitaires' Hint is the solver's, in SolitaireTable)."""
        view = self.hand.view(seat)
        if not isinstance(view, PlayerView):
            raise RulesError(f"{self.setup.game_id} seats no computer player")
        return view

    def _start_computer(self, seat: int) -> None:
        if self.hand.result is not None or self.hand.turn != seat:
            return
        player = self._player(seat)
        view = self._seat_view(seat)
        self._thinking = True
        self.busy_changed.emit(True)
        self.state_changed.emit()
        lock = self._locks.setdefault(seat, threading.Lock())
        self._jobs.start(lambda: _choose(player, view, lock),
                         lambda action, error: self._on_choice(seat, action, error))

    def _on_choice(self, seat: int, action: Any, error: str) -> None:
        self._thinking = False
        self.busy_changed.emit(False)
        if action is None or not isinstance(action, Action):
            log.error("computer player for seat %d failed:\n%s", seat, error)
            legal = self.hand.legal_actions()
            if not legal:
                return
            action = legal[0]
        if not self._apply(seat, action):
            legal = self.hand.legal_actions()
            if legal:
                self._apply(seat, legal[0])

    def _on_hint(self, action: Any, error: str) -> None:
        if error:
            log.error("hint failed:\n%s", error)
        self._hint_found(self._version, action if isinstance(action, Action) else None)

    def _computer_declarations(self) -> bool:
        """Computer players declare their own scores at once (manual Muggins)."""
        computers = [s for s in range(self.players) if not self.is_human(s)]
        if not computers or not self.match.settings.muggins_manual:
            return False
        hand = self.hand
        before = len(hand.events)
        try:
            action = self._rec.auto_declare(computers)
        except RulesError:
            return False
        if action is None:
            return False
        self._bump()
        self.action_applied.emit(action.seat, action)
        text = self.words.declares(action.seat, action.points)
        self._digest.note(self.human_seats, Entry(action.seat, "text", text=text))
        self.message.emit(text)
        self._after_change(list(hand.events[before:]))
        return True

    # -- what is said (the words themselves: app/status_words.py) --------------------------------
    def _describe(self, seat: int, action: Action, forced: bool = False) -> None:
        """Note a move for the people at the table (see turn_digest.py) and say it on the
        status line at once, a person's own move too (a screen reader then hears what was
        played where); a forced one was announced before it was made."""
        human = self.is_human(seat)
        if human and not forced:
            self._digest.decided(seat)
        entry = self._move_entry(seat, action)
        if entry is None:
            return
        self._digest.note([h for h in self.human_seats if h != seat or forced], entry)
        if not (human and forced):      # a person's own move is said too, once
            self._say(lambda: self.words.entry_text(entry))

    def _describe_reveal(self, reveal: Reveal) -> None:
        """Blind Dominoes: what the turned-up tile was and what became of it."""
        text = self.words.reveal_text(reveal)
        if text is None:
            return
        if reveal.outcome != "choose":   # "choose its end" is a prompt, not news
            self._digest.note(self.human_seats, Entry(reveal.seat, "text", text=text))
        self.message.emit(text)
