"""The table server: many tables on one asyncio loop, one WebSocket connection per person.

Every message in is checked (size, JSON, version, type, fields) before it reaches a table; a
refused one gets an ``error`` message and one line in the log, and the table goes on.  Each
connection has a bounded queue of messages out: a client that stops reading is disconnected
when it fills, so it never holds a table up.  See docs/protocol.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import math
import ssl
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server as WsServer
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import State

from dominoes_qt.rules.catalogue import Seating
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage.journal import journal_path

from . import protocol
from .chat_memory import chat_path
from .fair_deal import part_from_hex
from .keeping import Keeper, remove_files, seats_files
from .listing import listing
from .protocol import (
    MAX_MESSAGE,
    MAX_NAME,
    ProtocolError,
    encode,
    message,
    normalize_code,
    parse_client_message,
    valid_code,
)
from .routing import random_code, route_code
from .routing import valid_code as a_new_code
from .table import (
    META_SUFFIX,
    WAITING,
    DamagedTable,
    Table,
    TableOptions,
    code_of,
    keep_seconds,
    read_meta,
    refuse,
)

log = logging.getLogger("dominoes_qt.server")

#: Messages a connection may send per second on average, and in one burst (the protocol's).
RATE = protocol.RATE
BURST = protocol.BURST
#: Messages refused for the rate in a row before the connection is closed.
FLOOD_CLOSE = 200
#: Messages waiting to be sent to one connection before it counts as not reading.
SEND_QUEUE = 256
#: Tables one server holds, and the tables made from one address that it holds at once.
MAX_TABLES = 10_000
MAX_TABLES_PER_ADDRESS = 20
#: Wrong table codes (or tokens) one address may try in a burst, then one every so many
#: seconds: with 1,000 guesses a second out of reach, codes cannot be found by trying.
GUESS_BURST = 10
GUESS_EVERY = 6.0
#: Addresses remembered for their guesses before those that may guess freely again go.
GUESS_MEMORY = 10_000


@dataclass
class ServerOptions:
    host: str = "127.0.0.1"
    port: int = 8765
    data: Path | None = None
    grace: float = 60.0
    pace: float = 0.5
    #: seconds a computer waits before its move while a person may still declare a score
    #: (manual Muggins): the game window's own pause, so the person has a real chance
    declare_grace: float = 2.5
    stand_in_level: str = "medium"
    certfile: str | None = None
    keyfile: str | None = None
    computer_threads: int = 2
    #: per-message deflate: less traffic, but each connection then holds a compressor (about
    #: 45 KiB) and each message costs its compression; off by default, as a dominoes table
    #: sends little (tools/net_bench.py)
    compression: bool = False
    #: seconds a table with no person connected is kept: a waiting room (or a finished
    #: match, for its players to see the end), and a match in play
    keep_waiting: float = 600.0
    keep_match: float = 86_400.0
    #: tables the server holds, and the tables made from one address it holds at once
    max_tables: int = MAX_TABLES
    max_tables_per_address: int = MAX_TABLES_PER_ADDRESS
    #: answer ``list`` with the tables whose creator asked them listed (off: list nothing)
    list_tables: bool = False


class Client:
    """One connection: its bounded queue out, its rate, and the seat it holds."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        addr = ws.remote_address
        self.peer = f"{addr[0]}:{addr[1]}" if isinstance(addr, tuple) else str(addr)
        #: the address the caps count (tables made, wrong codes tried)
        self.address = address_of(ws)
        self.table: Table | None = None
        self.seat = -1
        self.queue: asyncio.Queue[dict[str, Any] | str | None] = asyncio.Queue(SEND_QUEUE)
        self.tokens = float(BURST)
        self.stamp = time.monotonic()
        self.refused_in_a_row = 0
        self.closing = False
        self.close_task: asyncio.Task[None] | None = None
        #: the table code the address names (``/t/CODE``, a routing proxy's), or None
        request = getattr(ws, "request", None)
        self.route = route_code(request.path) if request is not None else None

    def send(self, msg: dict[str, Any] | str) -> None:
        """Send a message, a dict or its JSON already encoded (a table encodes what it sends
        to several people once): written at once when nothing waits before it and the socket
        takes it, else queued for :meth:`writer` (which waits for a slow reader)."""
        if self.closing:
            return
        if self.queue.empty() and self._write_now(msg):
            return
        try:
            self.queue.put_nowait(msg)
        except asyncio.QueueFull:
            log.warning("closing %s: it does not read its messages (%d waiting)", self.peer,
                        SEND_QUEUE)
            self.close_soon(1008, "too many unread messages")

    def close_soon(self, code: int, reason: str) -> None:
        if self.closing:
            return
        self.closing = True
        task = asyncio.get_running_loop().create_task(self._close(code, reason))
        self.close_task = task
        _BACKGROUND.add(task)
        task.add_done_callback(_BACKGROUND.discard)

    async def _close(self, code: int, reason: str) -> None:
        for _ in range(40):      # let the last messages (the error saying why) go out first
            if self.queue.empty():
                break
            await asyncio.sleep(0.05)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.ws.close(code, reason), 2)
        self.ws.transport.abort()

    def allow(self) -> bool:
        """Token bucket: False when the connection sends faster than the rate."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.stamp) * RATE)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            self.refused_in_a_row = 0
            return True
        self.refused_in_a_row += 1
        return False

    def _write_now(self, msg: dict[str, Any] | str) -> bool:
        """Write the message's frame to the socket now, without a turn of the writer task
        (most messages: the socket's buffer is empty); False when it must wait its turn."""
        ws = self.ws
        transport = ws.transport
        if ws.protocol.state is not State.OPEN or transport.is_closing() \
                or transport.get_write_buffer_size():
            return False
        ws.protocol.send_text((msg if isinstance(msg, str) else encode(msg)).encode())
        ws.send_data()
        return True

    async def writer(self) -> None:
        while (msg := await self.queue.get()) is not None:
            try:
                await self.ws.send(msg if isinstance(msg, str) else encode(msg))
            except ConnectionClosed:
                return


_BACKGROUND: set[asyncio.Task[Any]] = set()


def address_of(ws: ServerConnection) -> str:
    """The address a connection comes from: its peer's, or, from a proxy on this computer
    (a loopback peer), the last address the proxy put in ``X-Forwarded-For``."""
    addr = ws.remote_address
    host = str(addr[0]) if isinstance(addr, tuple) else str(addr)
    with contextlib.suppress(ValueError):
        if ipaddress.ip_address(host).is_loopback:
            request = getattr(ws, "request", None)
            forwarded = request.headers.get("X-Forwarded-For") if request is not None else None
            if forwarded:
                return forwarded.rsplit(",", 1)[-1].strip()[:64] or host
    return host


class Guesses:
    """Wrong table codes and tokens per address (a token bucket: :data:`GUESS_BURST`, then
    one every :data:`GUESS_EVERY` seconds)."""

    def __init__(self) -> None:
        self._buckets: dict[str, tuple[float, float]] = {}    # address -> (left, when)

    def _left(self, address: str, now: float) -> float:
        left, when = self._buckets.get(address, (GUESS_BURST, now))
        return min(GUESS_BURST, left + (now - when) / GUESS_EVERY)

    def check(self, address: str) -> None:
        """Raise ``too_many_guesses`` while ``address`` has used its wrong guesses."""
        now = time.monotonic()
        left = self._left(address, now)
        if left < 1:
            wait = math.ceil((1 - left) * GUESS_EVERY)
            raise ProtocolError("too_many_guesses", f"too many wrong table codes or tokens from "
                                f"this address: try again in {wait} s")

    def wrong(self, address: str) -> None:
        now = time.monotonic()
        left = self._left(address, now) - 1
        self._buckets.pop(address, None)             # the dict stays ordered by last guess
        if len(self._buckets) >= GUESS_MEMORY:       # forget those who may guess freely again
            self._buckets = {a: b for a, b in self._buckets.items()
                             if self._left(a, now) < GUESS_BURST}
            while len(self._buckets) >= GUESS_MEMORY:   # and, still full, the longest quiet
                del self._buckets[next(iter(self._buckets))]
        self._buckets[address] = (left, now)


class TableServer:
    def __init__(self, options: ServerOptions) -> None:
        self.options = options
        self.tables: dict[str, Table] = {}
        self.executor = ThreadPoolExecutor(options.computer_threads,
                                           thread_name_prefix="computer")
        self.keeper = Keeper()
        self.table_options = TableOptions(grace=options.grace, pace=options.pace,
                                          declare_grace=options.declare_grace,
                                          stand_in_level=options.stand_in_level,
                                          executor=self.executor, data=options.data,
                                          keeper=self.keeper,
                                          keep_waiting=options.keep_waiting,
                                          keep_match=options.keep_match)
        self._ws: WsServer | None = None
        self.port = options.port
        #: address -> tables made from it that the server holds
        self.made_by: dict[str, int] = {}
        self.guesses = Guesses()

    # -- life -----------------------------------------------------------------------------------
    async def start(self) -> None:
        self.resume()
        context = None
        if self.options.certfile:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.options.certfile, self.options.keyfile)
        self._ws = await serve(self.handle, self.options.host, self.options.port, ssl=context,
                               max_size=MAX_MESSAGE, max_queue=16, write_limit=2**16,
                               compression="deflate" if self.options.compression else None,
                               ping_interval=20, ping_timeout=20)
        sockets = list(self._ws.sockets)
        if sockets:
            self.port = sockets[0].getsockname()[1]

    @property
    def url(self) -> str:
        scheme = "wss" if self.options.certfile else "ws"
        host = self.options.host
        if ":" in host:
            host = f"[{host}]"
        return f"{scheme}://{host}:{self.port}"

    async def stop(self) -> None:
        if self._ws is not None:
            self._ws.close()
            await self._ws.wait_closed()
        tables = list(self.tables.values())
        saved = await asyncio.gather(*(table.save() for table in tables), return_exceptions=True)
        for table, outcome in zip(tables, saved, strict=True):
            if isinstance(outcome, BaseException):
                log.error("table %s was not written at the stop: %s", table.code, outcome)
            table.close()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.keeper.close()

    def resume(self) -> None:
        """Load every table kept in the data folder (finished matches too: their players
        come back to see the end); delete those nobody came back to within their time.  A
        damaged table is one line in the log and stays on disk; the others resume."""
        data = self.options.data
        if data is None:
            return
        data.mkdir(parents=True, exist_ok=True)
        now = time.time()
        for path in seats_files(data, META_SUFFIX):
            code = code_of(path)
            try:
                meta = read_meta(path)
                since = meta.get("empty_since")
                if since is not None and now > since + keep_seconds(meta["phase"],
                                                                    self.table_options):
                    remove_files(table_files(data, code))
                    log.info("table %s forgotten: nobody came back to it in time", code)
                    continue
                table = Table.load(path, self.table_options, meta)
            except DamagedTable as exc:   # one damaged table must not stop the others
                log.error("cannot resume table %s: %s", code, exc)
                continue
            except Exception:  # noqa: BLE001 - a fault of ours: the details for a developer
                log.debug("table %s", code, exc_info=True)
                log.error("cannot resume table %s: %s cannot be read back (a fault of the "
                          "server: its debug log says where)", code, path.name)
                continue
            table.on_empty = self._forget
            self.tables[table.code] = table
            if table.creator:      # still held by the address that made it
                self.made_by[table.creator] = self.made_by.get(table.creator, 0) + 1
            table.resumed()
            log.info("resumed table %s (%s, %s)", table.code, table.record.setup.game_id,
                     table.phase)

    def _forget(self, table: Table) -> None:
        """The table is gone for good: from the server, and its files from the folder."""
        if self.tables.get(table.code) is not table:
            return
        del self.tables[table.code]
        table.close(forgotten=True)
        if table.creator:
            left = self.made_by.get(table.creator, 0) - 1
            if left > 0:
                self.made_by[table.creator] = left
            else:
                self.made_by.pop(table.creator, None)
        if self.options.data is not None:
            spawn(self.keeper.remove(table_files(self.options.data, table.code)))

    def new_code(self) -> str:
        while True:
            code = random_code()
            if not self._code_taken(code):
                return code

    def _code_taken(self, code: str) -> bool:
        """A table holds ``code``, here or kept in the data folder."""
        data = self.options.data
        return code in self.tables or (data is not None
                                       and (data / f"{code}{META_SUFFIX}").exists())

    # -- one connection -------------------------------------------------------------------------
    async def handle(self, ws: ServerConnection) -> None:
        client = Client(ws)
        writer = asyncio.get_running_loop().create_task(client.writer())
        client.send(message("welcome", server="dominoes-qt", grace=self.options.grace,
                            max_message=MAX_MESSAGE))
        try:
            async for raw in ws:
                if client.closing:
                    break
                if not client.allow():
                    if client.refused_in_a_row == 1:
                        client.send(refuse(client, ProtocolError("rate_limited")))
                    if client.refused_in_a_row >= FLOOD_CLOSE:
                        log.warning("closing %s: it floods the server", client.peer)
                        client.close_soon(1008, "flood")
                        break
                    continue
                try:
                    msg = parse_client_message(raw)
                    await self.dispatch(client, msg)
                except ProtocolError as exc:
                    client.send(refuse(client, exc))
        except ConnectionClosed:
            pass
        finally:
            frames = (ws.protocol.close_sent, ws.protocol.close_rcvd)
            codes = {frame.code for frame in frames if frame is not None}
            if 1009 in codes:
                log.warning("closed %s: a message over %d bytes", client.peer, MAX_MESSAGE)
            elif 1007 in codes:
                log.warning("closed %s: a text frame that is not UTF-8", client.peer)
            table = client.table
            if table is not None:
                table.dropped(client)
            if client.close_task is not None:   # its last messages go out, then the close
                with contextlib.suppress(Exception):
                    await client.close_task
            client.closing = True
            writer.cancel()

    async def dispatch(self, client: Client, msg: dict[str, Any]) -> None:
        kind = msg["type"]
        table = client.table
        if kind == "ping":
            client.send(message("pong", id=msg.get("id", 0)))
        elif kind == "list":
            client.send(message("tables", tables=list(self.open_tables())))
        elif kind in ("create", "join", "rejoin"):
            if table is not None:
                raise ProtocolError("already_seated")
            if kind == "create":
                self.create(client, msg)
            elif kind == "join":
                self.join(client, msg)
            else:
                self.rejoin(client, msg)
        elif table is None:
            raise ProtocolError("not_seated")
        elif kind == "act":
            await table.act(client, msg["action"], msg.get("n"))
        elif kind == "ready":
            table.set_ready(client, msg["ready"])
        elif kind == "seat":
            table.set_seat(client, msg["seat"], msg["kind"], msg.get("level", ""))
        elif kind == "chat":
            table.chat(client, msg["text"])
        elif kind == "hint":
            await table.hint(client)
        elif kind == "assists":
            table.set_assists(client, msg["allowed"])
        elif kind == "deal_part":
            try:
                part = part_from_hex(msg["part"])
            except ValueError as exc:
                raise ProtocolError("bad_field", f"deal_part: {exc}") from None
            table.deal_part(client, msg["hand"], part)
        elif kind == "leave":
            code = table.code
            table.leave(client)
            client.send(message("left", table=code))

    def open_tables(self) -> Iterable[dict[str, Any]]:
        """The tables a newcomer may sit at (server/listing.py)."""
        for table in self.tables.values():
            if not (self.options.list_tables and table.listed):
                continue              # private: joined only with its code
            entry = listing(table)
            if entry is not None:
                yield entry

    def create(self, client: Client, msg: dict[str, Any]) -> None:
        if len(self.tables) >= self.options.max_tables:
            raise ProtocolError("too_many_tables")
        if self.made_by.get(client.address, 0) >= self.options.max_tables_per_address:
            raise ProtocolError("too_many_tables", "this address holds as many tables as it "
                                                   "may: leave one first")
        setup = setup_from_message(msg)
        seat = msg.get("seat")
        humans = [i for i, s in enumerate(setup.seats) if s.kind == HUMAN]
        if not humans:
            raise ProtocolError("bad_setup", "a table needs a seat for a person")
        if seat is None:
            seat = humans[0]
        elif seat not in humans:
            raise ProtocolError("bad_field", "create: seat must be one of the people's seats")
        table = Table.create(self.code_for(client), setup, self.table_options, seat,
                             listed=msg.get("listed", False))
        if isinstance(msg.get("assists"), bool):      # the host's choice
            table.assists = msg["assists"]
        table.on_empty = self._forget
        table.creator = client.address
        self.tables[table.code] = table
        self.made_by[client.address] = self.made_by.get(client.address, 0) + 1
        log.info("table %s made by %s: %s for %d", table.code, client.peer, setup.game_id,
                 setup.players)
        self._seat(client, table, seat, name_of(msg))

    def code_for(self, client: Client) -> str:
        """A new table's code: the one the address names (a routing proxy sent the
        connection here by it: docs/deploy.md), else a new one."""
        code = client.route
        if code is None:
            return self.new_code()
        if not a_new_code(code):
            raise ProtocolError("bad_field", "the code in the address is not one a table can "
                                             "have")
        if self._code_taken(code):
            raise ProtocolError("code_taken")
        return code

    def join(self, client: Client, msg: dict[str, Any]) -> None:
        table = self.find(msg["table"], client)
        seat = table.free_seat(msg.get("seat"))
        self._seat(client, table, seat, name_of(msg))

    def _seat(self, client: Client, table: Table, seat: int, name: str) -> None:
        token = table.sit(client, seat, name)
        client.send(message("joined", table=table.code, seat=seat, token=token,
                            host=table.host == seat))
        table.broadcast(table.table_message(), state=table.phase != WAITING)
        table.chat_memory.replay(client)
        spawn(table.save())
        table.kick()

    def rejoin(self, client: Client, msg: dict[str, Any]) -> None:
        table = self.find(msg["table"], client)
        try:
            seat = table.seat_of_token(msg["token"])
        except ProtocolError:
            self.guesses.wrong(client.address)
            raise
        table.rejoin(client, seat)
        client.send(message("joined", table=table.code, seat=seat, token=msg["token"],
                            host=table.host == seat))
        table.broadcast(table.table_message(), state=False)
        if table.phase != WAITING:
            client.send(table.state_message(seat))
        table.chat_memory.replay(client)
        spawn(table.save())
        table.kick()

    def find(self, code: str, client: Client) -> Table:
        """The table of ``code`` (as typed: any case, dashes); a wrong code counts against
        the client's address (:class:`Guesses`)."""
        self.guesses.check(client.address)
        table = self.tables.get(normalize_code(code)) if valid_code(code) else None
        if table is None:
            self.guesses.wrong(client.address)
            raise ProtocolError("no_table", f"no table has the code {code[:20]!r}")
        return table


def table_files(data: Path, code: str) -> list[Path]:
    """A table's files, its seats first (a table whose seats file is gone is not resumed)."""
    record = data / f"{code}.domino"
    chat = chat_path(data, code)
    return [data / f"{code}{META_SUFFIX}", record, journal_path(record),
            *([chat] if chat is not None else [])]


def spawn(coro: Any) -> None:
    task = asyncio.get_running_loop().create_task(coro)
    _BACKGROUND.add(task)
    task.add_done_callback(_BACKGROUND.discard)


def name_of(msg: dict[str, Any]) -> str:
    name = "".join(ch for ch in msg.get("name", "") if ch.isprintable()).strip()
    if len(name) > MAX_NAME:
        raise ProtocolError("bad_field", f"a name has at most {MAX_NAME} characters")
    return name


def setup_from_message(msg: dict[str, Any]) -> GameSetup:
    """The setup a ``create`` asks for, checked against the catalogue."""
    from dominoes_qt.ai import LEVELS
    from dominoes_qt.rules.catalogue import find_game

    try:
        game = find_game(msg["game"])
    except RulesError as exc:
        raise ProtocolError("bad_setup", str(exc)[:200]) from None
    if game.seating is not Seating.TABLE:
        raise ProtocolError("bad_setup", f"{game.id} is a solitaire")
    players = msg.get("players", game.default_players)
    set_n = msg.get("set", game.default_set)
    options = msg.get("options", {})
    for key, value in options.items():
        if not isinstance(value, str | int | bool) or isinstance(value, str) and len(value) > 40:
            raise ProtocolError("bad_field", f"create: option {key[:40]!r} must be a short "
                                             "text, a whole number or true/false")
    raw_seats = msg.get("seats", [])
    if not 0 < players <= 8 or len(raw_seats) > players:
        raise ProtocolError("bad_setup", f"{game.id} is not for {players} players")
    seats = []
    for i in range(players):
        raw = raw_seats[i] if i < len(raw_seats) else {"kind": HUMAN}
        if not isinstance(raw, dict):
            raise ProtocolError("bad_field", "create: each seat is an object with a kind")
        extra = set(raw) - {"kind", "level"}
        if extra:   # as for a message's own fields: what is not listed is refused
            raise ProtocolError("bad_field", f"create: seat {i} takes no field "
                                             f"{str(sorted(extra)[0])[:40]!r}")
        kind, level = raw.get("kind", HUMAN), raw.get("level", "")
        if kind == COMPUTER:
            if not isinstance(level, str) or level not in LEVELS:
                raise ProtocolError("bad_field", f"create: seat {i}: no computer level "
                                                 f"{str(level)[:40]!r}")
            seats.append(SeatSpec(COMPUTER, level, f"Computer ({level})"))
        elif kind == HUMAN:
            seats.append(SeatSpec(HUMAN))
        else:
            raise ProtocolError("bad_field", f"create: seat {i}: kind is human or computer")
    setup = GameSetup(game.id, players, set_n, dict(options), seats=tuple(seats))
    try:
        setup.settings()
    except RulesError as exc:
        raise ProtocolError("bad_setup", str(exc)[:200]) from None
    return setup

