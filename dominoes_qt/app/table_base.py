"""``TableBase``: what the two controllers of the multiplayer table share.

The local game's :class:`~dominoes_qt.app.controller.GameController` applies moves to its own
record; the network table's :class:`~dominoes_qt.app.online.controller.NetworkController`
mirrors the server's.  Both read the hand the same way, name the sides the same way, prompt
the person whose turn it is the same way (a lone pass, or a lone draw with Draw
Automatically, announced and made after a pause) and word the moves and scores for the status
line the same way; this class holds that once.  A subclass supplies the record, the seat
names, who is a person, and how an announced forced action is made (``_force``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject

from dominoes_qt.app.table_signals import TableSignals
from dominoes_qt.app.turn_digest import Entry, TurnDigest
from dominoes_qt.rules import Kind, Match, RulesError
from dominoes_qt.rules.actions import DRAW, PASS, Action
from dominoes_qt.rules.hand import HandResult, HandState, ScoreEvent
from dominoes_qt.rules.i18n import Message, translated
from dominoes_qt.rules.state import GameState
from dominoes_qt.scene.place_words import destination
from dominoes_qt.session import GameSetup

if TYPE_CHECKING:
    from dominoes_qt.app.status_words import StatusWords
    from dominoes_qt.rules.games.trains import TrainRound

#: Kinds the table handles itself; any other legal kind gets a button (DECLARE, MUGGINS).
TABLE_KINDS = frozenset({Kind.PLAY, Kind.DRAW, Kind.PASS, Kind.TURN, Kind.CHOOSE})


def reason_text(reason: str, seat_name: Callable[[int], str]) -> str:
    """The engine's reason in the player's language, a seat it names by number ("Seat 2")
    called by the name the table shows for it."""
    if isinstance(reason, Message) and "seat" in reason.values:
        values = dict(reason.values, owner=seat_name(int(reason.values["seat"])))
        reason = Message(reason.template, **values)
    return translated(reason, QCoreApplication.translate)


#: The least time the first forced step of a person's turn stays on the status line ("Your
#: turn: no tile fits, so you draw a tile."), so it can be read before the draw is made.
TURN_SHOWN_MS = 1500


def move_entry(seat: int, action: Action, where: str = "") -> Entry | None:
    """The digest's entry for a move the status line words (plays, draws, passes); ``where``
    names a train game's destination ("on the Mexican train")."""
    if action.kind is Kind.PLAY and action.tile is not None:
        return Entry(seat, "play", tile=str(action.tile), where=where)
    if action.kind is Kind.DRAW:
        return Entry(seat, "draw")
    if action.kind is Kind.PASS:
        return Entry(seat, "pass")
    return None


class TableBase(TableSignals):
    """Signals out (:class:`TableSignals`); the reading, naming and prompting both tables share."""

    record: Any
    #: the status line's sentences (moves, prompts, scores)
    words: StatusWords
    #: Draw Automatically: a lone draw is announced and made like a lone pass
    auto_draw: bool

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._version = 0
        self._forced: Action | None = None
        self._thinking = False
        self._last_turn = -1
        self._hand_reported = -1
        #: the person to act has been told it is their turn (a forced draw first says so)
        self._turn_shown = False
        #: what happened since each person's last own move (prefixed to "Your turn")
        self._digest = TurnDigest()
        #: the last message said and how to word it again (a live language switch)
        self._last_said: tuple[str, Callable[[], str]] | None = None
        #: the position a hint was asked for (the subclass's count of it), and the answer once
        #: it came: a hint is worked out once a position, however often Hint is pressed
        self._hint: tuple[int, Action | None] = (-1, None)

    # -- the hand --------------------------------------------------------------------------------
    @property
    def _rec(self) -> Any:
        record = self.record
        if record is None:
            raise RuntimeError("no hand is on the table")
        return record

    @property
    def match(self) -> Match:
        return self._rec.match

    @property
    def hand(self) -> GameState:
        return self._rec.match.hand

    @property
    def setup(self) -> GameSetup:
        return self._rec.setup

    @property
    def line_hand(self) -> HandState | TrainRound:
        """The hand as the multiplayer table draws it: a line game's hand (its catalogue
        entry's ``Table.LINE_OF_PLAY``) or a train game's round (``Table.TRAINS``: the engine
        and its trains, drawn through ``TrainRound.layout``); the solitaires have their own."""
        hand = self.hand
        if isinstance(hand, HandState):
            return hand
        from dominoes_qt.rules.games.trains import TrainRound  # loaded with a train game

        if not isinstance(hand, TrainRound):
            raise RulesError(f"{self.setup.game_id} is not drawn on the multiplayer table")
        return hand

    @property
    def version(self) -> int:
        """Increases with every change of the state; results computed for older ones are stale."""
        return self._version

    def _bump(self) -> None:
        self._version += 1

    @property
    def thinking(self) -> bool:
        """A computer (or one standing in for a person) is to act."""
        return self._thinking

    @property
    def forced_pending(self) -> Action | None:
        """A forced action (PASS, auto-draw) announced and about to be made, or None."""
        return self._forced

    @property
    def assists_allowed(self) -> bool:
        """Hints, the live coach and the tile tracker may help the person at this table."""
        return True

    @property
    def reviewable(self) -> bool:
        """Game ▸ Review can step through this table's record."""
        return self.review_record is not None

    @property
    def review_record(self) -> Any:
        """The record the review steps through (None: none yet)."""
        return self.record

    @property
    def show_all_hands(self) -> bool:
        """Never at the table: the others' tiles show when the hand is over (the review's
        controller shows them at every step of a hand that is over)."""
        return False

    # -- seats (the subclass names them) ----------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        raise NotImplementedError

    def seat_names(self) -> list[str]:
        return [self.seat_name(s) for s in range(self.players)]

    @property
    def players(self) -> int:
        return self.match.settings.players

    def side_name(self, side: int) -> str:
        """A scoring side: one seat's name, or "A & B" for partners."""
        if self.record is None or not self.match.settings.partnership:
            return self.seat_name(side)
        return QCoreApplication.translate("GameController", "%1 & %2").replace(
            "%1", self.seat_name(side)).replace("%2", self.seat_name(side + 2))

    # -- moves in --------------------------------------------------------------------------------
    @property
    def awaiting_human(self) -> bool:
        raise NotImplementedError

    def why_illegal(self, action: Action) -> str:
        raise NotImplementedError

    def play_human(self, action: Action) -> bool:
        raise NotImplementedError

    def legal_for_viewer(self) -> list[Action]:
        """The engine's legal actions when the viewer may act, else none."""
        return list(self.hand.legal_actions()) if self.awaiting_human else []

    def _button_actions(self, offers: Iterable[Action]) -> list[Action]:
        """Actions for buttons, not the table (Declare, Muggins!): the viewer's own legal
        ones the table does not handle, then ``offers`` (out of turn)."""
        out = [a for a in self.legal_for_viewer() if a.kind not in TABLE_KINDS]
        for action in offers:
            if action not in out:
                out.append(action)
        return out

    def explain(self, action: Action) -> str:
        """Emit ``illegal`` with the reason ``action`` is refused; return it."""
        text = self.why_illegal(action)
        self.illegal.emit(text)
        return text

    def _hint_asked(self, position: int) -> bool:
        """Whether a hint was asked for ``position`` already (shown again at once if it came,
        else it is on its way); if not, it is noted as asked now, for the caller to ask."""
        asked, known = self._hint
        if asked == position:
            if known is not None:
                self.hint_ready.emit(known)
            return True
        self._hint = (position, None)
        return False

    def _hint_found(self, position: int, action: Action | None) -> None:
        """The answer for ``position`` came (None: none, and it may be asked again); shown."""
        self._hint = (position, action) if action is not None else (-1, None)
        self.hint_ready.emit(action)

    def draw(self) -> bool:
        return self.play_human(DRAW)

    def pass_(self) -> bool:
        return self.play_human(PASS)

    # -- what is said ----------------------------------------------------------------------------
    def _say(self, words: Callable[[], str], spoken: Callable[[], str] | None = None) -> str:
        """Emit ``message`` with what ``words`` says now (``recap`` when only ``spoken``, a part
        of it, is to be said aloud: the rest was said as it happened); kept, so that a
        language switch can say it again in the new language (:meth:`say_again`)."""
        text = words()
        self._last_said = (text, words)
        said = spoken() if spoken is not None else text
        if said == text:
            self.message.emit(text)
        else:
            self.recap.emit(text, said)
        return text

    def say_again(self, shown: str) -> str | None:
        """The last message in the language now in force, when ``shown`` (the status line's
        text) is still that message; None otherwise."""
        if self._last_said is None or self._last_said[0] != shown:
            return None
        try:
            text = self._last_said[1]()
        except Exception:  # noqa: BLE001 - the state moved on: the line stays as it is
            return None
        self._last_said = (text, self._last_said[1])
        return text

    def _tell_events(self, events: Iterable[ScoreEvent], people: list[int]) -> None:
        """Points scored: to the sounds, the digest of ``people`` and the status line."""
        for event in events:
            self.score_event.emit(event)
            text = self._say(functools.partial(self.words.score_text, event))
            self._digest.note(people, Entry(event.seat, "text", text=text))

    def _report_hand_end(self, result: HandResult) -> None:
        """``hand_ended`` once a hand (and ``match_ended`` once the match is over)."""
        index = self.match.hand_index
        if self._hand_reported == index:
            return
        self._hand_reported = index
        self._last_turn = -1
        self._digest.clear()
        self.hand_ended.emit(result)
        if self.match.is_over:
            self.match_ended.emit(self.match)

    def _prompt_seat(self, seat: int) -> None:
        """``seat`` is to act: a lone pass (or draw, with auto-draw) is announced and made after
        a pause (``_force``); else the prompt, after what happened since their last move."""
        legal = self.hand.legal_actions()
        forced = legal[0] if len(legal) == 1 else None
        if forced is not None and (forced.kind is Kind.PASS
                                   or forced.kind is Kind.DRAW and self.auto_draw):
            what = "pass" if forced.kind is Kind.PASS else "draw"
            if self._turn_shown:
                self._force(seat, forced, lambda: self.words.says(seat, what))
                return
            # the turn's first step: say whose turn it is and why the move makes itself,
            # after what happened since (shown, each said already), and leave it to be read
            self._turn_shown = True
            pending = self._digest.pending(seat)

            def turn() -> str:
                return self.words.turn_forced(seat, what)

            self._force(seat, forced, lambda: self._after(pending, turn()), turn, TURN_SHOWN_MS)
        else:
            since = self._digest.take(seat)

            def prompt() -> str:
                return self.words.turn_text(seat, legal)

            # each move since was said as it happened: the line shows them, the prompt is said
            self._say(lambda: self._after(since, prompt()), prompt if since else None)

    def _note_turn(self, turn: int) -> None:
        """``turn_changed`` when the seat to act changed (and its first step not yet shown)."""
        if turn != self._last_turn:
            self._last_turn = turn
            self._turn_shown = False
            self.turn_changed.emit(turn)

    def _move_entry(self, seat: int, action: Action) -> Entry | None:
        """The digest's entry for a move, with where it went in a train game."""
        return move_entry(seat, action, destination(self, action.socket, marker=False))

    def _after(self, entries: Iterable[Entry], text: str) -> str:
        """``text`` after the words of what happened (``entries``)."""
        done = " ".join(self.words.entry_text(e) for e in entries)
        return f"{done}  {text}" if done else text

    def _force(self, seat: int, action: Action, words: Callable[[], str],
               spoken: Callable[[], str] | None = None, at_least_ms: int = 0) -> None:
        """Announce ``words`` (:meth:`_say`, only ``spoken`` said aloud when given) and make
        ``action`` for ``seat`` after the table's pause: the whole of it for a pass, half for
        a draw or a lone play, and at least ``at_least_ms`` unless the table plays at once."""
        self._forced = action
        self._say(words, spoken)
        self.state_changed.emit()
        base = self._pause_ms()
        delay = base if action.kind is Kind.PASS else base // 2
        if base > 0:
            delay = max(delay, at_least_ms)
        self._make_forced_later(seat, action, max(0, delay))

    def _pause_ms(self) -> int:
        """The table's pause before an announced forced action (0: at once)."""
        raise NotImplementedError

    def _make_forced_later(self, seat: int, action: Action, delay_ms: int) -> None:
        """Make the announced forced ``action`` after ``delay_ms``, if it still stands."""
        raise NotImplementedError
