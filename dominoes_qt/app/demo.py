"""Game ▸ Demo: the computers play every seat of the game on the table, game after game,
until the person clicks or presses a key; then their own game comes back as it was.

The demo deals fresh games of the same kind (game, players, set, options) with a computer in
every chair (a solitaire: the computer plays its one seat, preferring moves that take tiles
away). Nothing of it is saved: no autosave, statistics or recent files while it runs. The
click or key that ends it does nothing else.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.session import COMPUTER, DEFAULT_LEVEL, GameSetup, SeatSpec

if TYPE_CHECKING:
    from dominoes_qt.storage.record import GameRecord

#: Pause before each computer move in the demo (at least: a slower chosen speed is kept).
DEMO_DELAY_MS = 450
#: How long the rest of the key or click that ended the demo is waited for (then the game
#: has the keyboard and the mouse again, even if a release never came).
SWALLOW_MS = 1500
#: Pause on a finished hand or game before the next one is dealt.
DEMO_HAND_PAUSE_MS = 2500

_STOP_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride)
_MODIFIER_KEYS = frozenset({0x01000020, 0x01000021, 0x01000022, 0x01000023, 0x01001103})


def demo_setup(setup: GameSetup, seed: int) -> GameSetup:
    """``setup``'s game with a computer in every chair and a fresh deal from ``seed``."""
    seats: tuple[SeatSpec, ...] = ()
    if not is_solitaire(setup.game_id):
        levels = [s.level for s in setup.seats if s.kind == COMPUTER and s.level]
        level = levels[0] if levels else DEFAULT_LEVEL
        seats = tuple(SeatSpec(COMPUTER, level) for _ in range(setup.players))
    else:
        seats = tuple(setup.seats)
    return dataclasses.replace(setup, seats=seats, seed=seed, deals=())


def solitaire_move(legal: list[Action], rng: random.Random) -> Action:
    """The demo's solitaire player: a move that takes tiles away when there is one."""
    plays = [a for a in legal if a.kind is Kind.PLAY]
    return rng.choice(plays or legal)


class Demo(QObject):
    """Runs the demo in ``window`` (a :class:`MainWindow`); see the module docstring."""

    #: The demo started (True) or stopped (False).
    running_changed = Signal(bool)

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self._running = False
        self._saved: GameRecord | None = None
        self._saved_delay = 0
        self._saved_redo: list[list[tuple[int, Action, bool]]] = []
        self._rng = random.Random()
        self._swallow: set[QEvent.Type] = set()
        self._step = QTimer(self)
        self._step.setSingleShot(True)
        self._step.timeout.connect(self._solitaire_step)
        self._next = QTimer(self)
        self._next.setSingleShot(True)
        self._next.timeout.connect(self._next_deal)

    @property
    def running(self) -> bool:
        return self._running

    # -- start and stop ----------------------------------------------------------------------
    def start(self) -> None:
        w = self.window
        c = w.controller
        if self._running or c.record is None:
            return
        self._running = True
        self._saved = c.record
        self._saved_redo = c.redo_stack
        self._saved_delay = c.computer_delay_ms
        w.files.persist_paused = True       # nothing of the demo is saved or counted
        c.computer_delay_ms = max(c.computer_delay_ms, DEMO_DELAY_MS)
        c.hand_ended.connect(self._on_hand_ended)
        c.state_changed.connect(self._on_state_changed)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.running_changed.emit(True)
        self._deal(self._saved.setup)

    def stop(self) -> None:
        if not self._running:
            return
        w = self.window
        c = w.controller
        self._running = False
        self._step.stop()
        self._next.stop()
        if self._swallow:   # the rest of the key or click that stopped it is still to come
            QTimer.singleShot(SWALLOW_MS, self._let_go)
        else:
            self._let_go()
        c.hand_ended.disconnect(self._on_hand_ended)
        c.state_changed.disconnect(self._on_state_changed)
        c.computer_delay_ms = self._saved_delay
        saved, self._saved = self._saved, None
        if saved is not None:
            w.load_record(saved)            # the person's game, as it was
            c.restore_redo(self._saved_redo)   # redo still brings back what they undid
        w.files.persist_paused = False
        self.running_changed.emit(False)
        w.show_status(self.tr("Demo over: your game is back."))

    # -- the games -----------------------------------------------------------------------------
    def _deal(self, setup: GameSetup) -> None:
        from dominoes_qt.app.controller import new_record

        self.window.load_record(new_record(demo_setup(setup, self._rng.randrange(2**31))))
        self._say()

    def _say(self) -> None:
        self.window.show_status(self.tr("Demo: the computers play. Click or press a key to "
                                        "stop."))

    def _on_hand_ended(self, _result: object) -> None:
        self._step.stop()
        self._next.start(DEMO_HAND_PAUSE_MS)

    def _next_deal(self) -> None:
        if not self._running:
            return
        c = self.window.controller
        if c.record is None:
            return
        if c.match.is_over or is_solitaire(c.setup.game_id):
            self._deal(c.setup)             # the game is over: another, looping
        else:
            c.next_hand()
            self._say()

    def _on_state_changed(self) -> None:
        """A solitaire's one seat is a person's in the rules: the demo moves for it."""
        c = self.window.controller
        if (self._running and c.record is not None and is_solitaire(c.setup.game_id)
                and c.awaiting_human and not self._step.isActive()):
            self._step.start(c.computer_delay_ms)

    def _solitaire_step(self) -> None:
        c = self.window.controller
        if not self._running or c.record is None or not c.awaiting_human:
            return
        legal = c.legal_for_viewer()
        if legal:
            c.play_human(solitaire_move(legal, self._rng))

    # -- a click or a key ends it ----------------------------------------------------------------
    def _let_go(self) -> None:
        """Stop watching the application's events (the demo is over and the key or click
        that ended it has been taken)."""
        self._swallow = set()
        if self._running:
            return
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind in self._swallow:           # the rest of the click or key that stopped it
            if kind in (QEvent.Type.MouseButtonRelease, QEvent.Type.KeyPress,
                        QEvent.Type.KeyRelease):
                self._swallow.discard(kind)
                if not self._swallow and not self._running:
                    self._let_go()
            return True
        if not self._running or kind not in _STOP_EVENTS:
            return False
        if kind in (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride):
            key = getattr(event, "key", lambda: 0)()
            if key in _MODIFIER_KEYS or getattr(event, "isAutoRepeat", lambda: False)():
                return False
            self._swallow = {QEvent.Type.KeyPress, QEvent.Type.KeyRelease}
            if kind is QEvent.Type.KeyPress:
                self._swallow.discard(QEvent.Type.KeyPress)
            event.accept()
        else:
            self._swallow = {QEvent.Type.MouseButtonRelease}
        self.stop()
        return True
