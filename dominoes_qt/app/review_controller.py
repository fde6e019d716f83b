"""Game ▸ Review's table controller: a read-only :class:`ReviewController` that replays the
record up to the step shown (it satisfies ``scene/controller_api.py``'s ``TableController``
and, for a solitaire, ``SolitaireController``; every gesture is refused), so the review draws
the game's own table scene."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from dominoes_qt.rules.games.trains import TrainRound
from dominoes_qt.rules.hand import HandState
from dominoes_qt.rules.match import Match
from dominoes_qt.session import HUMAN
from dominoes_qt.storage.record import GameRecord


def snapshot(record: GameRecord) -> GameRecord:
    """A copy of ``record`` that the game going on cannot change (the review keeps it)."""
    return GameRecord.loads(record.dumps())


class ReviewController(QObject):
    """The table's controller in the review: the record replayed up to ``step`` actions."""

    state_changed = Signal()
    hint_ready = Signal(object)
    message = Signal(str)
    illegal = Signal(str)
    score_event = Signal(object)

    def __init__(self, record: GameRecord, viewer: int, names: Sequence[str],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._record = record
        self._viewer = viewer
        self._names = list(names)
        self._actions = list(record.match.actions)
        played = record.match
        self._running_hand = (played.hand_index if played.hand.result is None
                              and not played.is_over else -1)
        self._step = -1
        self._version = 0
        self._match = self._fresh()
        self.go(0)

    def _fresh(self) -> Match:
        setup = self._record.setup
        played = self._record.match
        return Match(setup.settings(), setup.seed, list(played.deals),
                     first_seat=setup.first_seat, hand_class=played.hand_class)

    # -- stepping --------------------------------------------------------------------------------
    @property
    def steps(self) -> int:
        """How many actions the game has: the steps run from 0 (the deal) to this."""
        return len(self._actions)

    @property
    def step(self) -> int:
        return self._step

    def go(self, step: int) -> None:
        """Show the table after the first ``step`` actions."""
        step = max(0, min(step, self.steps))
        if step == self._step:
            return
        if step < self._step:
            self._match = self._fresh()
            done = 0
        else:
            done = max(self._step, 0)
        match = self._match
        for index, action in self._actions[done:step]:
            while match.hand_index < index:
                match.next_hand()
            match.apply(action)
        self._step = step
        self._version += 1
        self.state_changed.emit()

    @property
    def show_all_hands(self) -> bool:
        """Every hand face up: the hand shown is over in the game reviewed."""
        return self._match.hand_index != self._running_hand

    # -- TableController -------------------------------------------------------------------------
    @property
    def record(self) -> GameRecord:
        return self._record

    @property
    def version(self) -> int:
        return self._version

    @property
    def awaiting_human(self) -> bool:
        return False

    def play_human(self, action: Any) -> bool:
        return False

    @property
    def state(self) -> Any:
        """The game as it stands at the step shown (a solitaire's state too)."""
        return self._match.hand

    @property
    def line_hand(self) -> HandState | TrainRound:
        hand = self._match.hand
        assert isinstance(hand, HandState | TrainRound)
        return hand

    @property
    def match(self) -> Match:
        return self._match

    @property
    def viewer(self) -> int:
        return self._viewer

    @property
    def players(self) -> int:
        return self._match.settings.players

    @property
    def hand_hidden(self) -> bool:
        return False

    @property
    def thinking(self) -> bool:
        return False

    @property
    def handover_seat(self) -> int:
        return -1

    @property
    def forced_pending(self) -> Any:
        return None

    def legal_for_viewer(self) -> list[Any]:
        return []

    def seat_name(self, seat: int) -> str:
        return self._names[seat]

    def seat_mark(self, seat: int) -> str:
        return ""

    def side_name(self, side: int) -> str:
        s = self._match.settings
        if not s.partnership:
            return self.seat_name(side)
        return QCoreApplication.translate("GameController", "%1 & %2").replace(
            "%1", self.seat_name(side)).replace("%2", self.seat_name(side + 2))

    def is_human(self, seat: int) -> bool:
        seats = self._record.setup.seats
        return seat < len(seats) and seats[seat].kind == HUMAN

    def why_illegal(self, action: Any) -> str:
        return ""

    def explain(self, action: Any) -> str:
        return ""

    def draw(self) -> bool:
        return False

    def pass_(self) -> bool:
        return False

    def hurry(self) -> bool:
        return False

    def accept_handover(self) -> None:
        return None

    # -- SolitaireController (a solitaire reviewed) -----------------------------------------------
    def picture(self, tr: Any) -> Any:
        from dominoes_qt.rules import find_game
        from dominoes_qt.scene.solitaire_layouts import layout_for

        layout = layout_for(find_game(self._record.setup.game_id))
        return layout.picture(self._match.hand, [], tr)

    def explain_gesture(self, source: Any, target: Any) -> str:
        return ""
