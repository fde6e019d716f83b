"""``NetworkController``: the table scene's controller at a network table.

The server is authoritative (docs/protocol.md): it deals, checks and applies every action and
sends this seat its view after each one.  The controller turns each ``state`` message into a
:class:`~dominoes_qt.rules.match.Match` as the seat knows it (``server/seat_state.py``:
the seat's own tiles real, the hidden ones stand-ins) and reports what changed with the same
signals as the local :class:`~dominoes_qt.app.controller.GameController`, so the table scene,
the status line, the sounds and the hand summary work unchanged.

It never applies a move itself: a person's move is checked here with the engine (a refusal is
said at once, with the engine's reason) and sent; the next ``state`` shows it made.  While a
move is on its way the table takes no other.  Messages come in through :meth:`take`; moves go
out through the ``send`` callable given (the window's :class:`~.link.NetLink`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from dominoes_qt.app.status_words import StatusWords
from dominoes_qt.app.table_base import TABLE_KINDS, TableBase, reason_text
from dominoes_qt.rules import Match, RulesError
from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.hand import ScoreEvent
from dominoes_qt.rules.state import GameState
from dominoes_qt.server import fair_deal
from dominoes_qt.server.seat_state import seat_match, setup_from_table
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record_json import decode_action, encode_action

if TYPE_CHECKING:
    from dominoes_qt.app.status_words import WordsHost
    from dominoes_qt.scene.controller_api import TableController
    from dominoes_qt.storage.record import GameRecord

log = logging.getLogger(__name__)

#: Pause after announcing a forced pass before it is sent (a draw waits half of it).
ANNOUNCE_DELAY_MS = 600


class NetRecord:
    """The table's one record-like object: the scene keys a hand on ``(id(record),
    hand_index)``, so it stays the same object for the whole table while ``match`` and
    ``setup`` follow the server."""

    def __init__(self, setup: GameSetup, match: Match) -> None:
        self.setup = setup
        self.match = match


class _Speaker:
    """What the status words read of the table: "you" is this seat only (the other people
    at a network table are named)."""

    def __init__(self, controller: NetworkController) -> None:
        self.c = controller

    @property
    def hand(self) -> GameState:
        return self.c.hand

    @property
    def match(self) -> Match:
        return self.c.match

    @property
    def hot_seat(self) -> bool:
        return False

    def is_human(self, seat: int) -> bool:
        return seat == self.c.viewer

    def seat_name(self, seat: int) -> str:
        return self.c.seat_name(seat)

    def side_name(self, side: int) -> str:
        return self.c.side_name(side)


class NetworkController(TableBase):
    """Signals out (:class:`TableSignals`), messages in; see the module docstring."""

    def __init__(self, send: Callable[..., bool], parent: QObject | None = None, *,
                 auto_draw: bool = True, announce_delay_ms: int = ANNOUNCE_DELAY_MS) -> None:
        super().__init__(parent)
        self._send = send
        self.auto_draw = auto_draw
        self.announce_delay_ms = announce_delay_ms
        self.record: NetRecord | None = None
        #: the last ``table`` and ``state`` messages
        self.table: dict[str, Any] | None = None
        self.state: dict[str, Any] | None = None
        self.seat = -1
        self._n = -1                      # the state's action count
        self._in_flight: int | None = None   # the ``n`` our move answered, until a new state
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._send_forced)
        self._events_seen: tuple[int, int] = (-1, 0)   # (hand index, events told)
        self._full_record: GameRecord | None = None
        self.words = StatusWords(_Speaker(self), self)
        #: the check of each deal (docs/protocol.md, "Provably fair deals")
        self.deal_witness = fair_deal.DealWitness()
        self.deal_verdict: fair_deal.Verdict | None = None

    # -- what the scene reads ----------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        """This computer's seat (its hand is the one at the bottom)."""
        return self.seat if 0 <= self.seat < self.players else 0

    @property
    def players(self) -> int:
        if self.record is not None:
            return self.match.settings.players
        return len(self.seats())

    @property
    def hot_seat(self) -> bool:
        return False

    @property
    def hand_hidden(self) -> bool:
        return self.seat < 0

    @property
    def handover_seat(self) -> int:
        return -1

    @property
    def in_flight(self) -> bool:
        """A move of ours is on its way to the server."""
        return self._in_flight is not None

    @property
    def assists_allowed(self) -> bool:
        """The table allows hints, the live coach and the tile tracker (its option
        ``assists``; a table that does not say allows them to one person among computers)."""
        value = (self.table or {}).get("assists")
        if isinstance(value, bool):
            return value
        return sum(1 for s in self.seats() if s.get("kind") == "human") < 2

    @property
    def review_record(self) -> GameRecord | None:
        """The match's whole record, sent by the server once the match is over."""
        return self._full_record

    @property
    def phase(self) -> str:
        return str((self.state or self.table or {}).get("phase", ""))

    @property
    def awaiting_human(self) -> bool:
        if self.record is None or self.phase != "playing" or self.seat < 0:
            return False
        if self.match.is_over or self.hand.result is not None:
            return False
        return (self.hand.turn == self.seat and self._in_flight is None
                and self._forced is None)

    def button_actions(self) -> list[Action]:
        """Actions for buttons, not the table: Declare and Muggins! (manual Muggins)."""
        return self._button_actions(self._out_of_turn())

    def _out_of_turn(self) -> list[Action]:
        if self.record is None or self.seat < 0 or self.hand.result is not None \
                or self._in_flight is not None:
            return []
        try:
            return list(self.hand.out_of_turn_actions(self.seat))
        except RulesError:
            return []

    # -- seats -------------------------------------------------------------------------------------
    def seats(self) -> list[dict[str, Any]]:
        seats = (self.table or {}).get("seats")
        return [s if isinstance(s, dict) else {} for s in seats] if isinstance(seats, list) else []

    def seat_info(self, seat: int) -> dict[str, Any]:
        seats = self.seats()
        return seats[seat] if 0 <= seat < len(seats) else {}

    def is_human(self, seat: int) -> bool:
        return self.seat_info(seat).get("kind", "human") == "human"

    def is_machine(self, seat: int) -> bool:
        """A computer plays this seat now (a computer's seat, or one standing in)."""
        info = self.seat_info(seat)
        return info.get("kind") == "computer" or bool(info.get("stand_in"))

    def seat_name(self, seat: int) -> str:
        """The seat's name: the person's own, "Player 2" when they typed none, "Computer
        (Hard)" for a computer."""
        info = self.seat_info(seat)
        if info.get("kind") == "computer":
            level = str(info.get("level", ""))
            twins = [s for s, other in enumerate(self.seats())
                     if other.get("kind") == "computer" and str(other.get("level", "")) == level]
            if len(twins) > 1:      # three "Computer (Random)" could not be told apart
                return self.tr("Computer %1 (%2)").replace("%1", str(seat + 1)).replace(
                    "%2", level_title(level))
            return self.tr("Computer (%1)").replace("%1", level_title(level))
        name = info.get("name")
        if isinstance(name, str) and name.strip():
            return name.strip()
        return QCoreApplication.translate("seats", "Player %1").replace("%1", str(seat + 1))

    def seat_mark(self, seat: int) -> str:
        """The table's mark of a person's seat that is not as it should be: ⚠ their
        connection dropped, ⚙ a computer plays for them; "" otherwise."""
        info = self.seat_info(seat)
        if info.get("kind") != "human":
            return ""
        if info.get("stand_in"):
            return "⚙"
        if info.get("dropped"):
            return "⚠"
        return ""

    # -- moves in ----------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> str:
        if self.record is None:
            return self.tr("No hand has been dealt yet.")
        if self.match.is_over:
            return self.tr("The match is over.")
        if self.hand.result is not None:
            return self.tr("The hand is over.")
        if self._in_flight is not None:
            return self.tr("Your move is on its way to the server.")
        if self.hand.turn != self.seat:
            return self.tr("Wait for your turn: %1 is to play.").replace(
                "%1", self.seat_name(self.hand.turn))
        return reason_text(self.hand.why_illegal(action), self.seat_name)

    def play_human(self, action: Action) -> bool:
        """Check ``action`` with the engine and send it; False (and ``illegal``) when refused."""
        if self.record is None:
            return False
        if action.seat >= 0 and action.kind not in TABLE_KINDS:   # Declare, Muggins!
            if action not in self._out_of_turn():
                self.illegal.emit(self.tr("That is not allowed now."))
                return False
        elif not self.awaiting_human or not self.hand.is_legal(action):
            self.explain(action)
            return False
        return self._send_action(action)

    def _send_action(self, action: Action) -> bool:
        if not self._send("act", action=encode_action(action), n=self._n):
            self.illegal.emit(self.tr("The move was not sent: the connection is down."))
            return False
        self._in_flight = self._n
        self._forced = None
        self._timer.stop()
        self._digest.decided(self.seat)
        self.state_changed.emit()
        return True

    def set_auto_draw(self, on: bool) -> None:
        """Draw Automatically turned on or off; a lone draw waiting for the person now is
        sent at once when it is turned on."""
        self.auto_draw = on
        if on and self.awaiting_human:
            self._prompt()

    def hurry(self) -> bool:
        """Send the announced forced action now (Space)."""
        if self._forced is None:
            return False
        self._timer.stop()
        self._send_forced()
        return True

    def accept_handover(self) -> None:
        """No hand-over at a network table: each person has their own screen."""

    def undo(self) -> bool:
        self.illegal.emit(self.tr("Moves cannot be taken back at a network table."))
        return False

    def redo(self) -> bool:
        self.illegal.emit(self.tr("Moves cannot be made again at a network table."))
        return False

    def hint(self, wait: bool = False) -> Action | None:
        """Ask the server for a hint (it answers with ``hint``: ``hint_ready``); only where
        the table allows assists, and the server checks that too."""
        if not self.assists_allowed:
            self.illegal.emit(self.tr("This table allows no hints."))
        elif not self.awaiting_human:
            self.illegal.emit(self.tr("A hint is given when it is your turn."))
        elif not self._hint_asked(self._n) and not self._send("hint"):
            self._hint = (-1, None)
            self.illegal.emit(self.tr("Not sent: the connection is down."))
        return None

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def can_redo(self) -> bool:
        return False

    # -- messages in -------------------------------------------------------------------------------
    def take(self, msg: dict[str, Any]) -> None:
        """One message of the server (the window hands on every one); a message this table
        cannot read is logged and left, never raised."""
        kind = msg.get("type")
        try:
            if kind == "joined":
                self._take_joined(msg)
            elif kind == "table":
                self._take_table(msg)
            elif kind == "state":
                self._take_state(msg)
            elif kind == "error":
                self._take_error(msg)
            elif kind == "hint":
                self._take_hint(msg)
        except Exception:   # noqa: BLE001 - a hostile or broken server never breaks the table
            log.exception("a %s message this table cannot read", kind)

    def _take_joined(self, msg: dict[str, Any]) -> None:
        seat = msg.get("seat")
        if not is_whole(seat) or seat < 0 or (self.table is not None
                                            and seat >= len(self.seats())):
            raise ValueError(f"joined at no seat of this table: {seat!r}")
        self.seat = seat
        self._in_flight = None

    def _take_table(self, msg: dict[str, Any]) -> None:
        setup_from_table(msg)      # raises on a table no server could send
        self.table = msg
        part = self.deal_witness.on_table(msg)
        if part is not None:       # our part of the next deal's seed, before we say ready
            self._send("deal_part", **part)
        self._update_thinking()
        self._bump()
        self.state_changed.emit()

    def link_changed(self, up: bool) -> None:
        """The connection dropped or came back: a move on its way may be lost (the state the
        server sends after the rejoin says)."""
        self._in_flight = None
        self._hint = (-1, None)          # an answer on its way may be lost too
        self._timer.stop()
        self._forced = None
        self.state_changed.emit()

    def _take_hint(self, msg: dict[str, Any]) -> None:
        """The server's hint, shown if the table is still where it was asked."""
        if msg.get("n") != self._n or not self.awaiting_human:
            return
        action = decode_action(msg.get("action"))
        if self.hand.is_legal(action):
            self._hint_found(self._n, action)

    def _take_error(self, msg: dict[str, Any]) -> None:
        code = str(msg.get("code", ""))
        detail = str(msg.get("message", ""))
        was_in_flight = self._in_flight is not None
        self._in_flight = None
        if self._hint[1] is None:          # perhaps the hint refused: it may be asked again
            self._hint = (-1, None)
        if code == "illegal":
            text = self.tr("The server refused the move: %1").replace("%1", detail)
        elif code == "not_your_turn":
            text = self.tr("It is not your turn.")
        elif code == "not_now":
            text = self.tr("The table has moved on: that move came too late.")
        elif code == "no_assists":
            text = self.tr("This table allows no hints.")
        elif code == "rate_limited":
            text = self.tr("Too many messages: wait a moment.")
        else:
            text = self.tr("The server refused: %1").replace("%1", detail or code)
        self.illegal.emit(text)
        if was_in_flight:
            self.state_changed.emit()
            self._prompt()

    def _take_state(self, msg: dict[str, Any]) -> None:
        table = self.table
        if table is None:
            raise ValueError("a state before the table")
        n = msg.get("n")
        if not is_whole(n):
            raise ValueError("a state without its action count")
        if n < self._n:     # the server never goes back: an old state is left
            raise ValueError(f"a state older than the one shown ({n} < {self._n})")
        match = seat_match(table, msg)      # raises on a state it cannot read
        seat = msg.get("seat")
        if not is_whole(seat) or not 0 <= seat < match.settings.players \
                or (self.seat >= 0 and seat != self.seat):
            raise ValueError(f"a state for another seat: {seat!r}")
        self.seat = seat
        if match.is_over and self._full_record is None and "record" in msg:
            self._full_record = _match_record(msg["record"], match)
        previous_n, self._n = self._n, n
        self.state = msg
        self._check_deal(table, msg)
        first = self.record is None
        if first:
            self.record = NetRecord(setup_from_table(table), match)
        else:
            assert self.record is not None
            self.record.match = match
            self.record.setup = setup_from_table(table)
        self._in_flight = None
        self._timer.stop()
        self._forced = None
        self._bump()
        new_events = self._new_events(match, first)
        moved = self._last_move(msg) if not first and n > previous_n else None
        if moved is not None:
            self.action_applied.emit(*moved)
            self._describe(*moved)
        self._update_thinking()
        self.state_changed.emit()
        self._tell_events(new_events, [self.seat])
        hand = match.hand
        if hand.result is not None:
            self._report_hand_end(hand.result)
            return
        if match.hand_index != self._events_seen[0]:
            self._digest.clear()
        self._note_turn(hand.turn)
        self._prompt()

    def _check_deal(self, table: dict[str, Any], msg: dict[str, Any]) -> None:
        verdict = self.deal_witness.on_state(table, msg)
        if verdict is None:
            return
        self.deal_verdict = verdict
        if not verdict.ok:
            log.warning("hand %s's deal fails the check: %s", msg.get("hand"), verdict.detail)

    def deal_note(self) -> str:
        """The hand summary's line on the deal just finished: verified, or a warning; "" when
        the server offers no check."""
        v = self.deal_verdict
        if v is None or not v.checked:
            return ""
        if v.ok:
            if v.committed:
                return self.tr("Deal verified: the tiles follow from the seed the server "
                               "committed to before your part.")
            return self.tr("Deal verified against the server's seed (you joined after it "
                           "committed to it).")
        return {
            fair_deal.COMMIT: self.tr("Warning: the server revealed a seed other than the one "
                                      "it committed to: this deal may not be fair."),
            fair_deal.PART: self.tr("Warning: the server left your part out of this deal's "
                                    "seed: this deal may not be fair."),
            fair_deal.UNREVEALED: self.tr("Warning: the server did not reveal this deal's "
                                          "seed: it cannot be checked."),
        }.get(v.problem, self.tr("Warning: the tiles dealt do not follow from the seed the "
                                 "server revealed: this deal may not be fair."))

    def _new_events(self, match: Match, first: bool) -> list[ScoreEvent]:
        events = list(match.hand.events)
        index, told = self._events_seen
        self._events_seen = (match.hand_index, len(events))
        if first:
            return []
        if match.hand_index != index:
            return events
        return events[told:]

    def _last_move(self, msg: dict[str, Any]) -> tuple[int, Action] | None:
        last = msg.get("last")
        if not isinstance(last, list) or len(last) != 2:
            return None
        seat, data = last
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            return None
        try:
            return seat, decode_action(data)
        except (ValueError, TypeError):
            return None

    def _describe(self, seat: int, action: Action) -> None:
        """A move goes to the status line, another seat's also to the digest of the next
        prompt; our own is said too, as the server took it (the next person may take their
        time, and "Your turn" must not stay on the line meanwhile)."""
        entry = self._move_entry(seat, action)
        if entry is None:
            return
        if seat != self.seat:
            self._digest.note([self.seat], entry)
        self._say(lambda: self.words.entry_text(entry))

    def _update_thinking(self) -> None:
        thinking = False
        if self.record is not None and self.phase == "playing" and self.hand.result is None:
            thinking = self.is_machine(self.hand.turn)
        if thinking != self._thinking:
            self._thinking = thinking
            self.busy_changed.emit(thinking)

    def _prompt(self) -> None:
        """Our turn: a lone pass (or draw, with auto-draw) is announced and sent after a
        pause; else the prompt, after what happened since our last move."""
        if self.awaiting_human:
            self._prompt_seat(self.seat)

    def _pause_ms(self) -> int:
        return self.announce_delay_ms

    def _make_forced_later(self, seat: int, action: Action, delay_ms: int) -> None:
        self._timer.start(delay_ms)      # sent then if it is still this seat's turn

    def _send_forced(self) -> None:
        action, self._forced = self._forced, None
        if action is None or self.record is None or self.hand.turn != self.seat:
            return
        if not self._send_action(action):
            self.state_changed.emit()

    def shutdown(self) -> None:
        self._timer.stop()
        self._forced = None


def is_whole(value: Any) -> TypeGuard[int]:
    """A whole number as JSON gives it (never true/false)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _match_record(data: Any, match: Match) -> GameRecord | None:
    """The whole record the server sent at the match's end, if it is this match's (checked
    and replayed as a saved game is; None for anything else)."""
    from dominoes_qt.rules.errors import RecordError
    from dominoes_qt.storage.record import GameRecord

    try:
        record = GameRecord.from_json(data)
    except RecordError as exc:
        log.warning("the match's record cannot be read: %s", exc)
        return None
    mine = record.match
    if (mine.settings.game_id != match.settings.game_id or not mine.is_over
            or list(mine.scores) != list(match.scores)):
        log.warning("the record sent is not this match's")
        return None
    return record


def level_title(level: str) -> str:
    """A computer level's name in the player's language ("Hard"); the id itself if unknown."""
    from dominoes_qt.app.players import computer_levels, level_name

    for known in computer_levels():
        if known.id == level:
            return level_name(known)
    return level or "?"


if TYPE_CHECKING:   # the proof that the scene and the words can read this table (mypy)
    def _as_table_controller(c: NetworkController) -> TableController:
        return c

    def _as_words_host(s: _Speaker) -> WordsHost:
        return s
