"""One table of the server: a game record, its seats, and the computer players (asyncio).

The table is authoritative: it deals, checks every action with the engine, and sends each
person only their seat's view.  Its record (the ``.domino`` format and a journal of the actions
since it was last written whole) and its seats (names, the hashes of their tokens, who is
ready) are on disk before anyone is told of a change (:mod:`.keeping`), so a server started
again on the same folder resumes it (:meth:`Table.load`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import hmac
import logging
import math
import re
import secrets
import time
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.games.blind import BlindHand
from dominoes_qt.rules.hand import HandState
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.files import SaveFileError, read_json_file
from dominoes_qt.storage.record import GameRecord

from .chat_memory import ChatMemory, chat_path
from .fair_deal import Shuffle
from .keeping import Keeper, OnDisk, Write, plan
from .keeping import load as load_record
from .protocol import (
    MAX_CHAT,
    MAX_NAME,
    MAX_SHORT,
    ProtocolError,
    encode,
    error,
    event_json,
    message,
    plain,
    result_json,
    reveal_json,
    view_json,
    view_text,
)

log = logging.getLogger("dominoes_qt.server")

WAITING, PLAYING, HAND_OVER, OVER = "waiting", "playing", "hand_over", "over"
#: What the table's own chat lines are about (``about.event``): a person left the waiting
#: room, or left a game and a computer plays the seat; a computer stands in for a person gone
#: past the grace; the person is back; a waiting-room seat is free again.
TABLE_EVENTS = ("left", "left_stand_in", "stand_in", "back", "free_again")
#: Seconds before a deal that could not be written is written again.
RETRY_WRITE = 2.0
META_FORMAT = "dominoes-qt-table"
META_SUFFIX = ".table.json"
PHASES = (WAITING, PLAYING, HAND_OVER, OVER)
_SHA256 = re.compile(r"[0-9a-f]{64}")
#: The longest creator's address a seats file may hold (an IPv6 address with a zone is shorter).
MAX_ADDRESS = 100


class DamagedTable(Exception):
    """A kept table that cannot be resumed: ``str()`` is one line naming the file and what is
    wrong with it, for the server's log."""

    def __init__(self, file: str, why: str) -> None:
        super().__init__(f"{file}: {why}")


def code_of(meta_path: Path) -> str:
    """The table code a seats file is named for (``CODE.table.json``)."""
    return meta_path.name[:-len(META_SUFFIX)]


def read_meta(meta_path: Path) -> dict[str, Any]:
    """A table's seats file, checked on its own and against its name: the dict, or
    :class:`DamagedTable` saying what is wrong."""
    name = meta_path.name
    try:
        meta = read_json_file(meta_path, "a table's seats file")
    except SaveFileError as exc:
        raise DamagedTable(name, exc.detail) from None

    def bad(why: str) -> DamagedTable:
        return DamagedTable(name, why)

    if not isinstance(meta, dict) or meta.get("format") != META_FORMAT:
        raise bad("it is not a table's seats file")
    if meta.get("format_version") != 1:
        raise bad("it was written by another version of the server")
    code = meta.get("code")
    if code != code_of(meta_path):
        raise bad(f"it names the table {str(code)[:MAX_SHORT]!r}, not the one of its file name")
    if meta.get("phase") not in PHASES:
        raise bad("its phase is missing or not one of " + ", ".join(PHASES))
    seats = meta.get("seats")
    if not isinstance(seats, list) or not 0 < len(seats) <= 8:
        raise bad("its seats are not a list of 1 to 8 seats")
    for number, raw in enumerate(seats, 1):
        if not isinstance(raw, dict) or raw.get("kind") not in (HUMAN, COMPUTER):
            raise bad(f"seat {number} is neither a person's nor a computer's")
        level, seat_name = raw.get("level"), raw.get("name")
        if not isinstance(level, str) or len(level) > MAX_SHORT \
                or not isinstance(seat_name, str) or len(seat_name) > MAX_NAME:
            raise bad(f"seat {number} has no level or name (short texts)")
        token = raw.get("token_sha256")
        if not isinstance(token, str) or token and not _SHA256.fullmatch(token):
            raise bad(f"seat {number}'s token is not a SHA-256 in hexadecimal")
        if not isinstance(raw.get("ready"), bool) or not isinstance(raw.get("stand_in"), bool):
            raise bad(f"seat {number}'s ready and stand_in are not true or false")
    host = meta.get("host")
    if type(host) is not int or not 0 <= host < len(seats) or seats[host]["kind"] != HUMAN:
        raise bad(f"its host {str(host)[:MAX_SHORT]} is not one of its people's seats")
    for flag in ("listed", "assists"):
        if not isinstance(meta.get(flag, False), bool):
            raise bad(f"its {flag} is not true or false")
    creator = meta.get("creator", "")
    if not isinstance(creator, str) or len(creator) > MAX_ADDRESS:
        raise bad("its creator is not an address")
    since = meta.get("empty_since")
    if since is not None and (type(since) not in (int, float) or not math.isfinite(since)):
        raise bad("its empty_since is not a time")
    return meta


class Connection(Protocol):
    """What a table needs of a client's connection (the server's, or a test's)."""

    peer: str
    seat: int
    table: Table | None

    def send(self, msg: dict[str, Any] | str) -> None:
        """Queue a message (a dict, or its JSON already encoded)."""


@dataclass
class Seat:
    kind: str                       # HUMAN (a person's chair) or COMPUTER
    level: str = ""
    name: str = ""
    token_hash: str = ""            # "" while no person has taken the seat
    ready: bool = False
    stand_in: bool = False          # a computer plays for the person (gone past the grace)
    conn: Any = field(default=None, repr=False)
    dropped_at: float | None = None
    grace_timer: asyncio.TimerHandle | None = field(default=None, repr=False)

    @property
    def taken(self) -> bool:
        return bool(self.token_hash)

    def machine(self) -> bool:
        return self.kind == COMPUTER or self.stand_in

    def public(self, index: int) -> dict[str, Any]:
        return {"seat": index, "kind": self.kind, "level": self.level, "name": self.name,
                "taken": self.taken, "connected": self.conn is not None, "ready": self.ready,
                "stand_in": self.stand_in, "dropped": self.taken and self.conn is None
                and not self.stand_in and self.kind == HUMAN}

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name,
                "token_sha256": self.token_hash, "ready": self.ready, "stand_in": self.stand_in}


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def assists_default(setup: GameSetup) -> bool:
    """Assists are allowed by default to one person among computers, not where people play
    each other."""
    return sum(1 for s in setup.seats if s.kind == HUMAN) < 2


@dataclass
class TableOptions:
    """What the server sets for every table."""

    grace: float = 60.0             # seconds a dropped person has to come back
    pace: float = 0.5               # seconds between computer moves (people watch them)
    declare_grace: float = 2.5      # a computer's wait while a person may declare a score
    stand_in_level: str = "medium"  # who plays for a person gone past the grace
    executor: Executor | None = None
    data: Path | None = None        # where tables are kept; None: in memory only
    keeper: Keeper | None = None    # writes the tables kept in ``data`` (one made if None)
    keep_waiting: float = 600.0     # seconds an empty waiting room (or finished match) is kept
    keep_match: float = 86_400.0    # seconds a match in play with nobody connected is kept


def keep_seconds(phase: str, options: TableOptions) -> float:
    """Seconds a table is kept once no person is connected (never less than the grace): a
    waiting room or a finished match (for its players to see the end) ``keep_waiting``, a
    match in play ``keep_match``."""
    keep = options.keep_waiting if phase in (WAITING, OVER) else options.keep_match
    return max(keep, options.grace)


class Table:
    def __init__(self, code: str, record: GameRecord, seats: list[Seat], options: TableOptions,
                 *, phase: str = WAITING, host: int = 0, listed: bool = False) -> None:
        self.code = code
        self.record = record
        self.seats = seats
        self.options = options
        self.phase = phase
        self.host = host
        #: ``list`` shows the table (its creator asked), on a server that lists tables
        self.listed = listed
        #: the address that made it (the server caps the tables each address holds; kept
        #: in the seats file, so a restart counts it again)
        self.creator = ""
        #: when the last person connected went (time.time()), kept in the seats file: the
        #: table is forgotten :meth:`kept_for` seconds later unless someone comes back
        self.empty_since: float | None = None
        self._forget_timer: asyncio.TimerHandle | None = None
        #: hints (and the client's coach and tile tracker) allowed at this table: the host's
        #: choice, off by default when two or more people sit (``assists_default``)
        self.assists = False
        self.version = 0                      # bumped by every change worth saving
        self._saved = -1
        self._disk = OnDisk()                 # what the files hold (nothing yet)
        #: seat -> (the level it plays at, its player): a seat's level can change (a person
        #: dropped: the stand-in; back: gone), and then it gets a new player
        self._players: dict[int, tuple[str, Any]] = {}
        #: hints: seat -> (action count, the hint found there), and per (seat, action count)
        #: those waiting for the one being worked out
        self._hints: dict[int, tuple[int, Any]] = {}
        self._hint_askers: dict[tuple[int, int], list[Connection]] = {}
        #: the state message's part every seat shares, for the change it was made for
        self._shared: tuple[tuple[int, int, int], dict[str, Any]] | None = None
        #: that part as JSON, without its closing brace (for the message it was made from)
        self._shared_text: tuple[dict[str, Any], str] | None = None
        #: the JSON of the view's lists, while they stay the same (protocol.view_text)
        self._view_cache: dict[str, tuple[Any, Any, str]] = {}
        #: the finished hands' results as JSON, for the record they were made from
        self._results: tuple[GameRecord | None, list[dict[str, Any]]] = (None, [])
        self._driver: asyncio.Task[None] | None = None
        self.closed = False
        self.on_empty: Callable[[Table], None] | None = None
        #: the recent chat, sent again to whoever sits down or comes back
        self.chat_memory = ChatMemory(path=chat_path(options.data, code),
                                      writer=lambda fn, *args: self.keeper().run(fn, *args))
        #: the next hand's shuffle (committed to in the ``table`` message, people's parts
        #: gathered until the deal) and the current hand's (revealed at its end); None for a
        #: table kept before deals were verifiable (dealt from the record's generator)
        self.shuffle: Shuffle | None = None
        self.dealt: Shuffle | None = None

    # -- making and keeping -------------------------------------------------------------------
    @classmethod
    def create(cls, code: str, setup: GameSetup, options: TableOptions, host: int,
               *, listed: bool = False) -> Table:
        record = GameRecord.new(setup)
        seats = [Seat(s.kind, s.level, s.name if s.kind == COMPUTER else "")
                 for s in setup.seats]
        table = cls(code, record, seats, options, host=host, listed=listed)
        table.assists = assists_default(setup)
        table.shuffle = Shuffle(0)
        return table

    @property
    def record_path(self) -> Path | None:
        data = self.options.data
        return None if data is None else data / f"{self.code}.domino"

    @property
    def meta_path(self) -> Path | None:
        data = self.options.data
        return None if data is None else data / f"{self.code}{META_SUFFIX}"

    def meta_json(self) -> dict[str, Any]:
        meta = {"format": META_FORMAT, "format_version": 1, "code": self.code,
                "phase": self.phase, "host": self.host, "assists": self.assists,
                "listed": self.listed, "empty_since": self.empty_since,
                "creator": self.creator,
                "seats": [s.to_json() for s in self.seats]}
        for key, shuffle in (("shuffle", self.shuffle), ("dealt", self.dealt)):
            if shuffle is not None:   # a restart keeps the commitment its people saw
                meta[key] = shuffle.to_json()
        return meta

    def _load_shuffles(self, meta: dict[str, Any]) -> None:
        """The kept shuffles (a damaged one: that hand is not verifiable, the table plays)."""
        for key in ("shuffle", "dealt"):
            if key not in meta:
                continue
            try:
                setattr(self, key, Shuffle.from_json(meta[key]))
            except (ValueError, TypeError) as exc:
                log.warning("table %s: its %s cannot be read (%s): the hand is not verifiable",
                            self.code, key, exc)
        if self.phase == WAITING and self.shuffle is None:   # kept before deals were verifiable
            self.shuffle = Shuffle(0)

    @classmethod
    def load(cls, meta_path: Path, options: TableOptions,
             meta: dict[str, Any] | None = None) -> Table:
        """The table kept in ``meta_path`` (already read by :func:`read_meta`, or read now)
        and the record beside it, checked against each other; :class:`DamagedTable` for
        anything wrong.  Call it on the loop: the people's grace starts now."""
        if meta is None:
            meta = read_meta(meta_path)
        code = code_of(meta_path)
        record_path = meta_path.with_name(f"{code}.domino")
        try:
            record, disk = load_record(record_path)
        except SaveFileError as exc:
            raise DamagedTable(f"{record_path.name} (its record)", exc.detail) from None
        seats = [Seat(raw["kind"], raw["level"], raw["name"], raw["token_sha256"],
                      raw["ready"], raw["stand_in"]) for raw in meta["seats"]]
        recorded = record.setup.seats
        if len(seats) != len(recorded):
            raise DamagedTable(meta_path.name, f"it has {len(seats)} seats, its record "
                               f"{record_path.name} {len(recorded)}")
        for number, (seat, spec) in enumerate(zip(seats, recorded, strict=True), 1):
            if seat.kind != spec.kind or seat.kind == COMPUTER and seat.level != spec.level:
                raise DamagedTable(meta_path.name, f"seat {number} is not the one its record "
                                   f"{record_path.name} holds")
        table = cls(code, record, seats, options, phase=meta["phase"], host=meta["host"],
                    listed=meta.get("listed", False))
        assists = meta.get("assists")
        table.assists = assists if isinstance(assists, bool) else assists_default(record.setup)
        table.phase = table._phase_from_record(table.phase)
        table._load_shuffles(meta)
        table.empty_since = meta.get("empty_since")
        table.creator = meta.get("creator", "")
        table._disk = disk
        table.chat_memory.restore(code)
        now = time.monotonic()
        for index, seat in enumerate(seats):   # everyone must come back: the grace starts now
            if seat.taken and not seat.stand_in and table.phase != OVER:
                seat.dropped_at = now
                table._start_grace(index)
        table._saved = table.version
        return table

    def _phase_from_record(self, phase: str) -> str:
        match = self.record.match
        if match.is_over:
            return OVER
        if match.hand.result is not None:
            return HAND_OVER
        if phase == WAITING and not match.actions:
            return WAITING
        return PLAYING

    async def save(self) -> None:
        """Return once the table as it is now is on disk (the record's new actions as journal
        lines, written with those of the other tables that acted meanwhile: see
        :mod:`.keeping`); raises OSError if it could not be written."""
        if self.options.data is None or self._saved == self.version:
            return
        await self.keeper().keep(self)

    def keeper(self) -> Keeper:
        """The server's keeper (made on first use), which writes every file of its tables."""
        if self.options.keeper is None:
            self.options.keeper = Keeper()
        return self.options.keeper

    def plan_write(self) -> Write | None:
        """What the keeper writes for this table now (None: the files hold it already)."""
        path, meta_path = self.record_path, self.meta_path
        if path is None or meta_path is None or self._saved == self.version or self.closed:
            return None         # (a table closed is forgotten, or saved by the stop already)
        disk, match = self._disk, self.record.match
        if disk.state is not None and len(match.deals) > disk.state.hands:
            # a journal's deal line replays the generator: a given deal is written in full
            disk = OnDisk(None, match, disk.results, disk.meta)
        return plan(self.record, disk, self.meta_json(), path, meta_path, self.version)

    def wrote(self, write: Write) -> None:
        """The keeper wrote ``write`` (or failed: then the next write is in full)."""
        if write.error is not None:
            self._disk = OnDisk()
            return
        self._disk = write.after
        self._saved = max(self._saved, write.version)

    def changed(self) -> None:
        self.version += 1

    # -- telling people -----------------------------------------------------------------------
    def table_message(self) -> dict[str, Any]:
        setup = self.record.setup
        msg = message("table", table=self.code, game=setup.game_id, players=setup.players,
                      set=setup.set_n, options={k: plain_option(v)
                                                for k, v in setup.options.items()},
                      host=self.host, phase=self.phase, grace=self.options.grace,
                      assists=self.assists, kept_for=math.ceil(self.kept_for()),
                      seats=[s.public(i) for i, s in enumerate(self.seats)])
        if self.shuffle is not None and self.phase in (WAITING, HAND_OVER):
            msg["deal_commit"] = self.shuffle.commit_json()
        return msg

    def kept_for(self) -> float:
        """Seconds the table is kept once no person is connected (:func:`keep_seconds`)."""
        return keep_seconds(self.phase, self.options)

    def state_message(self, seat: int) -> dict[str, Any]:
        """What ``seat`` is told of the table now: the part every seat shares (built once per
        change, however many people sit at the table) and the seat's own view."""
        return {**self._shared_state(), "seat": seat,
                "view": view_json(self.record.match.hand.view(seat))}

    def state_text(self, seat: int) -> str:
        """:meth:`state_message` as the JSON sent (the same message: a test holds them
        together): the shared part encoded once per change, the view's lists every seat
        shares once per change too (:func:`~.protocol.view_text`)."""
        shared = self._shared_state()
        cached = self._shared_text
        if cached is None or cached[0] is not shared:
            cached = self._shared_text = (shared, encode(shared)[:-1])
        view = view_text(self.record.match.hand.view(seat), self._view_cache)
        return f'{cached[1]},"seat":{seat},"view":{view}}}'

    def _shared_state(self) -> dict[str, Any]:
        key = (self.version, id(self.record), len(self.record.match.actions))
        cached = self._shared
        if cached is not None and cached[0] == key:
            return cached[1]
        match = self.record.match
        hand = match.hand
        msg = message(
            "state", table=self.code, phase=self.phase, n=len(match.actions),
            hand=match.hand_index, scores=list(hand.scores), results=self._results_json(),
            match_over=match.is_over, winner_sides=list(match.winner_sides),
            events=[event_json(e) for e in hand.events])
        if isinstance(hand, BlindHand):   # the tiles turned up, for everyone to see
            msg["reveals"] = [reveal_json(r) for r in hand.reveals]
        if match.is_over:     # the whole record, for every seat's review of the match
            msg["record"] = self.record.to_json()
        if hand.result is not None:   # every hand is shown when the hand ends
            msg["revealed"] = [[str(t) for t in hand.hand_of(s)] for s in range(len(self.seats))]
            if self.dealt is not None and self.dealt.index == match.hand_index:
                msg["deal_proof"] = self.dealt.proof_json()
        if match.actions:
            index, last = match.actions[-1]
            if index == match.hand_index:
                actor = last.seat if last.seat >= 0 else hand.history[-1][0]
                msg["last"] = [actor, plain(last)]  # a draw never names its tile
        self._shared = (key, msg)
        return msg

    def _results_json(self) -> list[dict[str, Any]]:
        """Every finished hand's result: a hand's never changes once it is over, so each is
        made once (the record can be replaced: a new one starts again)."""
        results = self.record.match.results
        made = self._results
        if made[0] is not self.record or len(made[1]) > len(results):
            made = self._results = (self.record, [])
        for i in range(len(made[1]), len(results)):
            made[1].append(result_json(results[i], self.record.scores_after(i)))
        return list(made[1])

    def broadcast(self, msg: dict[str, Any] | None = None, *, state: bool = False) -> None:
        """``msg`` (encoded once) and, with ``state``, each seat's state to every seat here."""
        text = None if msg is None else encode(msg)
        for index, seat in enumerate(self.seats):
            conn = seat.conn
            if conn is None:
                continue
            if text is not None:
                conn.send(text)
            if state and self.phase != WAITING:
                conn.send(self.state_text(index))

    def say(self, text: str, event: str, seat: int) -> None:
        """A line from the table itself (seat -1) in every chat: the English ``text`` and,
        for each client to say in its own language, ``about`` (:data:`TABLE_EVENTS`)."""
        assert event in TABLE_EVENTS
        self.broadcast(self.chat_memory.keep(message(
            "chat", table=self.code, seat=-1, name="", text=text,
            about={"event": event, "seat": seat})))

    def _called(self, index: int) -> str:
        """A seat's name in the table's English lines: the one its person typed, or the seat."""
        return self.seats[index].name or f"Seat {index + 1}"

    # -- seats ---------------------------------------------------------------------------------
    def free_seat(self, wanted: int | None) -> int:
        if wanted is not None:
            if not 0 <= wanted < len(self.seats):
                raise ProtocolError("bad_field", f"the table has seats 0 to {len(self.seats) - 1}")
            seat = self.seats[wanted]
            if seat.kind != HUMAN or (seat.taken and not self._reclaimable(seat)):
                raise ProtocolError("seat_taken")
            return wanted
        for index, seat in enumerate(self.seats):
            if seat.kind == HUMAN and (not seat.taken or self._reclaimable(seat)):
                return index
        raise ProtocolError("no_seat")

    @staticmethod
    def _reclaimable(seat: Seat) -> bool:
        """A seat whose person left (a computer stands in): a new person may take it."""
        return seat.stand_in and seat.conn is None and not seat.token_hash

    def sit(self, conn: Connection, index: int, name: str) -> str:
        """Seat a person; returns their secret token."""
        token = secrets.token_urlsafe(24)
        seat = self.seats[index]
        seat.token_hash = hash_token(token)
        seat.name = name         # "": each client shows its own translated "Player N"
        seat.stand_in = False
        seat.ready = False
        self._attach(conn, index)
        self.changed()
        return token

    def seat_of_token(self, token: str) -> int:
        digest = hash_token(token)
        for index, seat in enumerate(self.seats):
            if seat.token_hash and hmac.compare_digest(seat.token_hash, digest):
                return index
        raise ProtocolError("bad_token")

    def rejoin(self, conn: Connection, index: int) -> None:
        seat = self.seats[index]
        old = seat.conn
        if old is not None and old is not conn:   # the same person again: the old link goes
            old.table, old.seat = None, -1
            close = getattr(old, "close_soon", None)
            if close is not None:
                close(4000, "the seat was taken back on another connection")
        came_back = seat.stand_in
        seat.stand_in = False
        self._attach(conn, index)
        self.changed()
        if came_back:
            self.say(f"{self._called(index)} is back and plays their own seat again.", "back",
                     index)

    def _attach(self, conn: Connection, index: int) -> None:
        seat = self.seats[index]
        seat.conn = conn
        seat.dropped_at = None
        if seat.grace_timer is not None:
            seat.grace_timer.cancel()
            seat.grace_timer = None
        conn.table, conn.seat = self, index
        self.empty_since = None           # someone is here: the table is kept
        if self._forget_timer is not None:
            self._forget_timer.cancel()
            self._forget_timer = None

    def dropped(self, conn: Connection) -> None:
        """The connection of a seated person closed: the grace starts."""
        index = conn.seat
        seat = self.seats[index]
        if seat.conn is not conn:
            return
        seat.conn = None
        seat.dropped_at = time.monotonic()
        self._start_grace(index)
        self.broadcast(self.table_message())
        self._check_empty()

    def _start_grace(self, index: int) -> None:
        loop = asyncio.get_running_loop()
        self.seats[index].grace_timer = loop.call_later(
            self.options.grace, self._grace_over, index)

    def _grace_over(self, index: int) -> None:
        seat = self.seats[index]
        seat.grace_timer = None
        if seat.conn is not None or self.closed or self.phase == OVER:
            return
        if self.phase == WAITING:       # nothing started: the chair is free again
            seat.token_hash, seat.name, seat.ready = "", "", False
            self.say(f"Seat {index + 1} is free again.", "free_again", index)
        else:
            seat.stand_in = True
            self.say(f"{self._called(index)} has not come back: a computer plays their seat "
                     "until they return.", "stand_in", index)
        self.changed()
        self.broadcast(self.table_message())
        self._spawn(self.save())
        self.kick()

    def leave(self, conn: Connection) -> None:
        index = conn.seat
        seat = self.seats[index]
        conn.table, conn.seat = None, -1
        if seat.conn is not conn:
            return
        seat.conn = None
        if seat.grace_timer is not None:
            seat.grace_timer.cancel()
            seat.grace_timer = None
        name = self._called(index)
        seat.token_hash, seat.ready = "", False
        if self.phase == WAITING:
            seat.name = ""
            self.say(f"{name} left the table.", "left", index)
        elif self.phase != OVER:
            seat.stand_in = True
            self.say(f"{name} left the table: a computer plays their seat.", "left_stand_in",
                     index)
        self.changed()
        self.broadcast(self.table_message())
        self._spawn(self.save())
        self._check_empty(left=True)
        self.kick()

    def _check_empty(self, *, left: bool = False) -> None:
        """With no person connected the table is forgotten (``on_empty``): at once when the
        last one left and nobody holds a seat any more, else :meth:`kept_for` seconds after
        the last one went (kept in the seats file, so a restart keeps the count)."""
        if self.closed or any(s.conn is not None for s in self.seats):
            return
        if left and not any(s.taken for s in self.seats):
            self._forget()
            return
        if self.empty_since is None:
            self.empty_since = time.time()
            self.changed()
            self._spawn(self.save())
        if self._forget_timer is not None:
            self._forget_timer.cancel()
        delay = self.empty_since + self.kept_for() - time.time()
        self._forget_timer = asyncio.get_running_loop().call_later(max(0.0, delay),
                                                                  self._expired)

    def resumed(self) -> None:
        """Loaded at start-up, nobody connected yet: the count to forgetting it goes on (from
        the restart when the files do not say since when: written with the next change, not
        thousands of files at once now)."""
        if self.empty_since is None:
            self.empty_since = time.time()
        self._check_empty()

    def _expired(self) -> None:
        self._forget_timer = None
        if not self.closed and all(s.conn is None for s in self.seats):
            log.info("table %s forgotten: nobody came back within %d s", self.code,
                     math.ceil(self.kept_for()))
            self._forget()

    def _forget(self) -> None:
        if self.on_empty is not None:
            self.on_empty(self)

    def set_seat(self, conn: Connection, index: int, kind: str, level: str) -> None:
        """The host makes a free seat a person's chair or a computer (before the first deal)."""
        if conn.seat != self.host:
            raise ProtocolError("not_host")
        if self.phase != WAITING:
            raise ProtocolError("not_now", "seats are set before the first deal")
        if not 0 <= index < len(self.seats):
            raise ProtocolError("bad_field", f"the table has seats 0 to {len(self.seats) - 1}")
        seat = self.seats[index]
        if seat.taken:
            raise ProtocolError("seat_taken", "a person sits there")
        if kind == COMPUTER:
            from dominoes_qt.ai import LEVELS

            if level not in LEVELS:
                raise ProtocolError("bad_field", f"no computer level {level[:40]!r}")
            self.seats[index] = Seat(COMPUTER, level, f"Computer ({level})")
        elif kind == HUMAN:
            self.seats[index] = Seat(HUMAN)
        else:
            raise ProtocolError("bad_field", "a seat's kind is human or computer")
        setup = self.record.setup
        specs = tuple(SeatSpec(s.kind, s.level, s.name) for s in self.seats)
        self.record = GameRecord(dataclasses.replace(setup, seats=specs))
        self._players.clear()
        self._hints.clear()
        self.changed()
        self.broadcast(self.table_message())
        self._spawn(self.save())
        self._maybe_start()

    def set_assists(self, conn: Connection, allowed: bool) -> None:
        """The host allows assists (hints, coach, tile tracker) at the table or not (before
        the first deal); every seat is told."""
        if conn.seat != self.host:
            raise ProtocolError("not_host")
        if self.phase != WAITING:
            raise ProtocolError("not_now", "assists are set before the first deal")
        if allowed != self.assists:
            self.assists = allowed
            self.changed()
            self.broadcast(self.table_message())
            self._spawn(self.save())

    def set_ready(self, conn: Connection, ready: bool) -> None:
        seat = self.seats[conn.seat]
        if self.phase in (PLAYING, OVER):
            raise ProtocolError("not_now", "ready is for the waiting room and between hands")
        seat.ready = ready
        self.changed()
        self.broadcast(self.table_message())
        self._maybe_start()
        self._spawn(self.save())

    def _everyone_ready(self) -> bool:
        for seat in self.seats:
            if seat.kind == COMPUTER or seat.stand_in:
                continue
            if not (seat.taken and seat.ready):
                return False
        return True

    def _maybe_start(self) -> None:
        if self.phase not in (WAITING, HAND_OVER) or not self._everyone_ready():
            return
        self._deal_next()
        self.phase = PLAYING
        for seat in self.seats:
            seat.ready = False
        self.changed()
        self._spawn(self._dealt())

    def _deal_next(self) -> None:
        """Deal from the committed shuffle and the parts people sent (a table kept before
        deals were verifiable deals from its record's generator, as it always did)."""
        shuffle, self.shuffle = self.shuffle, None
        setup = self.record.setup
        first = self.phase == WAITING
        index = 0 if first else self.record.match.hand_index + 1
        if shuffle is None or shuffle.index != index:
            self.dealt = None
            if not first:
                self.record.next_hand()
            return
        deal = shuffle.deal(self.record.match.settings, setup.first_seat)
        self.dealt = shuffle
        if first:
            self.record = GameRecord(setup, [deal])
            self._players.clear()
            self._hints.clear()
        else:
            self.record.next_hand(deal)

    def deal_part(self, conn: Connection, index: int, part: bytes) -> None:
        """A person's part of hand ``index``'s seed: kept until the deal (a part for a hand
        dealt already, or of a table without a shuffle, is passed over)."""
        shuffle = self.shuffle
        if shuffle is None or shuffle.index != index or self.phase not in (WAITING, HAND_OVER):
            return
        if self.seats[conn.seat].kind != HUMAN:
            return
        shuffle.parts[conn.seat] = part
        self.changed()
        self._spawn(self.save())

    async def _dealt(self) -> None:
        """Tell everyone of the deal once it is on disk (a restart resumes what they saw); a
        write that fails (logged by the keeper) is tried again."""
        while True:
            try:
                await self.save()
                break
            except OSError:
                await asyncio.sleep(RETRY_WRITE)
                if self.closed:
                    return
        self.broadcast(self.table_message(), state=True)
        self.kick()

    # -- play -----------------------------------------------------------------------------------
    async def act(self, conn: Connection, raw: list[Any], n: int | None) -> None:
        """A person's action: checked for their seat, applied, saved, then sent to everyone."""
        from dominoes_qt.storage.record_json import decode_action

        if self.phase != PLAYING:
            raise ProtocolError("not_now", "the hand is not being played")
        try:
            action = decode_action(raw)
        except ValueError as exc:
            raise ProtocolError("bad_field", f"act: {exc}") from None
        seat = conn.seat
        match = self.record.match
        if n is not None and n != len(match.actions):
            raise ProtocolError("not_now", f"the table has moved on (action {len(match.actions)})")
        hand = match.hand
        if action.seat >= 0 and action.seat != seat:
            raise ProtocolError("not_your_seat")
        if action not in hand.out_of_turn_actions(seat):
            if hand.turn != seat:
                raise ProtocolError("not_your_turn")
            if action.seat >= 0 and action.seat != hand.turn:
                raise ProtocolError("not_your_seat")
            if not hand.is_legal(action):
                raise ProtocolError("illegal", str(hand.why_illegal(action)))
        self._apply(action)
        await self._after_action()

    def _apply(self, action: Action) -> None:
        self.record.apply(action)
        if self.record.match.settings.muggins_manual:
            machines = [i for i, s in enumerate(self.seats) if s.machine()]
            try:
                self.record.auto_declare(machines)
            except RulesError:
                pass
        match = self.record.match
        if match.is_over:
            self.phase = OVER
        elif match.hand.result is not None:
            self.phase = HAND_OVER
            for seat in self.seats:
                seat.ready = False
            if self.dealt is not None:    # verifiable deals go on with the next hand
                self.shuffle = Shuffle(match.hand_index + 1)
        self.changed()

    async def _after_action(self) -> None:
        await self.save()
        if self.phase != PLAYING:
            self.broadcast(self.table_message())
        self.broadcast(state=True)
        if self.phase == HAND_OVER:
            self._maybe_start()    # a table of computers and stand-ins deals on
        self.kick()
        if self.phase == OVER:
            self._check_empty()

    def _machine_turn(self) -> int | None:
        """The seat a computer must move for now, or None (a person's turn, or nobody here)."""
        if self.phase != PLAYING or self.closed:
            return None
        if not any(s.conn is not None for s in self.seats):
            return None                       # nobody watches: the table waits for people
        seat = self.record.match.hand.turn
        return seat if self.seats[seat].machine() else None

    def kick(self) -> None:
        """Start the computer players' task if a computer is to move."""
        if self._driver is None or self._driver.done():
            if self._machine_turn() is not None:
                self._driver = asyncio.get_running_loop().create_task(self._drive())

    async def _drive(self) -> None:
        loop = asyncio.get_running_loop()
        while (seat := self._machine_turn()) is not None:
            match = self.record.match
            hand = match.hand
            legal = hand.legal_actions()
            before = len(match.actions)
            if len(legal) == 1:
                action = legal[0]
            else:
                player = self._player(seat)
                view = hand.view(seat)
                try:
                    action = await loop.run_in_executor(self.options.executor,
                                                        player.choose, view)
                except Exception:
                    log.exception("table %s: the computer player of seat %d failed",
                                  self.code, seat)
                    action = legal[0]
            wait = self.options.pace
            if self._person_may_declare():     # manual Muggins: the window stays open
                wait = max(wait, self.options.declare_grace)
            if wait > 0:
                await asyncio.sleep(wait)
            if self.closed or self.record.match is not match or len(match.actions) != before:
                continue                      # a person acted meanwhile: think again
            if not hand.is_legal(action):
                log.error("table %s: seat %d's computer chose an illegal %s", self.code, seat,
                          action)
                action = legal[0]
            self._apply(action)
            await self._after_action()

    def _person_may_declare(self) -> bool:
        """A person at the table may declare a score (or claim Muggins!) now: the next
        computer move would close that chance."""
        hand = self.record.match.hand
        return any(not info.machine() and info.conn is not None
                   and hand.out_of_turn_actions(index)
                   for index, info in enumerate(self.seats))

    def _player(self, seat: int) -> Any:
        from dominoes_qt.ai import introduce, make_player

        info = self.seats[seat]
        level = info.level if info.kind == COMPUTER else self.options.stand_in_level
        known = self._players.get(seat)
        if known is not None and known[0] == level:
            return known[1]
        seed = (self.record.setup.seed or 0) * 31 + seat
        player = make_player(level, seed)
        introduce(player, seat, [s.level if s.kind == COMPUTER else "" for s in self.seats])
        self._players[seat] = (level, player)
        return player

    async def hint(self, conn: Connection) -> None:
        """A hint for the person whose turn it is (the strongest level on their view only),
        refused when the table allows no assists."""
        if not self.assists:
            raise ProtocolError("no_assists")
        match = self.record.match
        hand = match.hand
        if self.phase != PLAYING or hand.result is not None or hand.turn != conn.seat:
            raise ProtocolError("not_now", "a hint is given when it is your turn")
        from dominoes_qt.ai import LEVELS, make_player
        from dominoes_qt.storage.record_json import encode_action

        n = len(match.actions)
        key = (conn.seat, n)
        known = self._hints.get(conn.seat)
        if known is not None and known[0] == n:   # asked again: the answer, not a new search
            conn.send(message("hint", table=self.code, n=n, action=known[1]))
            return
        askers = self._hint_askers.get(key)
        if askers is not None:             # being worked out: this ask shares the answer
            if conn not in askers:
                askers.append(conn)
            return
        self._hint_askers[key] = askers = [conn]
        level = next((lv for lv in ("hard", "medium", "greedy") if lv in LEVELS), "random")
        player = make_player(level, n)
        view = hand.view(conn.seat)
        loop = asyncio.get_running_loop()
        try:
            action = await loop.run_in_executor(self.options.executor, player.choose, view)
        finally:
            del self._hint_askers[key]
        found = encode_action(action)
        self._hints[conn.seat] = (n, found)
        for asker in askers:
            asker.send(message("hint", table=self.code, n=n, action=found))

    def chat(self, conn: Connection, text: str) -> None:
        if len(text) > MAX_CHAT:
            raise ProtocolError("bad_field", f"a chat line has at most {MAX_CHAT} characters")
        text = "".join(ch for ch in text if ch.isprintable()).strip()
        if text:
            seat = conn.seat
            self.broadcast(self.chat_memory.keep(message(
                "chat", table=self.code, seat=seat, name=self.seats[seat].name, text=text)))

    def close(self, *, forgotten: bool = False) -> None:
        """The table stops (the server stops, or it is ``forgotten``: then its chat is not
        written again, its files are going)."""
        self.closed = True
        if forgotten:
            self.chat_memory.path = None
        if self._forget_timer is not None:
            self._forget_timer.cancel()
            self._forget_timer = None
        self.chat_memory.close()
        for seat in self.seats:
            if seat.grace_timer is not None:
                seat.grace_timer.cancel()
        if self._driver is not None:
            self._driver.cancel()

    def _spawn(self, coro: Any) -> None:
        task = asyncio.get_running_loop().create_task(coro)
        _TASKS.add(task)
        task.add_done_callback(_done)

    def hand_is_line(self) -> bool:
        return isinstance(self.record.match.hand, HandState)


_TASKS: set[asyncio.Task[Any]] = set()


def _done(task: asyncio.Task[Any]) -> None:
    """A background task ended: a write that failed was logged by the keeper already (what
    it was to tell waits for the next write that succeeds)."""
    _TASKS.discard(task)
    if not task.cancelled() and not isinstance(task.exception(), OSError | type(None)):
        log.error("table task failed", exc_info=task.exception())


def plain_option(value: Any) -> Any:
    from dominoes_qt.rules.catalogue import plain_value

    return plain_value(value)


def refuse(conn: Connection, exc: ProtocolError) -> dict[str, Any]:
    log.warning("refused from %s: %s: %s", conn.peer, exc.code, exc.detail)
    return error(exc.code, exc.detail)
