"""The table protocol's messages: one JSON object per WebSocket text frame (docs/protocol.md).

Pure Python, shared by the server, the client and the tests: the protocol version, the
message types each side sends with the fields and types each one takes, the error codes, and
the JSON of one seat's view (what that seat may see, never another seat's tiles or the order
of the boneyard).
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Mapping, Sequence
from typing import Any

from dominoes_qt.rules.actions import LEAD, Action
from dominoes_qt.rules.catalogue import find_game
from dominoes_qt.rules.games.blind import BlindHand, BlindView
from dominoes_qt.rules.games.trains import Placement, TrainRound, TrainView
from dominoes_qt.rules.layout import Layout
from dominoes_qt.rules.settings import Settings
from dominoes_qt.rules.state import HandResult, Reveal, ScoreEvent
from dominoes_qt.rules.tiles import TILES, Tile, set_count
from dominoes_qt.rules.view import PlayerView
from dominoes_qt.storage.files import SaveFileError, parse_json
from dominoes_qt.storage.record_json import decode_action, encode_action, result_to_json

#: The protocol's version: every message carries it as ``"v"``.
VERSION = 1
#: The largest message either side accepts (bytes); larger ones close the connection (1009).
MAX_MESSAGE = 16 * 1024
#: A chat line's longest text, a name's, a level id's.
MAX_CHAT = 200
MAX_NAME = 40
MAX_SHORT = 40
#: A table code's letters (no 0/O, 1/I/L) and length: 31**12 codes, about 7.9e17, so 1,000
#: guesses a second for a day (8.6e7) find one of 10,000 tables with odds of about 1 in a
#: million (docs/protocol.md, "Table codes").  Tables kept from before hold six-letter codes.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 12
OLD_CODE_LENGTH = 6
#: What a person may type between a code's letters (``ABCD-EFGH-JKMN``), and drop.
CODE_SEPARATORS = "- "


def normalize_code(text: str) -> str:
    """A code as typed (lower case, spaces and dashes between its letters) as the server
    names it: upper case, without separators."""
    text = text.strip().upper()
    for sep in CODE_SEPARATORS:
        text = text.replace(sep, "")
    return text


def valid_code(text: str) -> bool:
    """Whether ``text`` can be a table's code (:func:`normalize_code` of it is
    :data:`CODE_LENGTH` letters of :data:`CODE_ALPHABET`, or the six of a table kept from
    before)."""
    if not isinstance(text, str) or len(text) > 4 * CODE_LENGTH:
        return False
    code = normalize_code(text)
    return len(code) in (CODE_LENGTH, OLD_CODE_LENGTH) and all(c in CODE_ALPHABET for c in code)


#: Messages a connection may send a second on average, and in one burst: the server's token
#: bucket refuses the first message past it (``rate_limited``) and drops the next ones sent at
#: once unanswered; :class:`~dominoes_qt.server.client.TableClient` keeps under it.
RATE = 20.0
BURST = 40

#: The error codes a server sends (``{"type": "error", "code": ..., "message": ...}``).
ERRORS = {
    "bad_json": "the message is not JSON",
    "bad_message": "the message is not a JSON object with a version and a type",
    "bad_version": "the message's protocol version is not the server's",
    "unknown_type": "the server knows no message of this type",
    "bad_field": "a field is missing or of the wrong type",
    "binary": "binary frames are not accepted",
    "rate_limited": "too many messages: slow down",
    "no_table": "no table has this code",
    "bad_token": "the token is not this table's",
    "seat_taken": "that seat is not free",
    "no_seat": "the table has no free seat for a person",
    "not_seated": "join a table first",
    "already_seated": "this connection already sits at a table",
    "not_host": "only the host may do that",
    "not_now": "that cannot be done at this point of the table's life",
    "not_your_turn": "it is another seat's turn",
    "not_your_seat": "that action is for another seat",
    "illegal": "the rules refuse that action",
    "bad_setup": "the game or its options cannot be played",
    "no_assists": "this table allows no assists (hints)",
    "too_many_tables": "the server holds as many tables as it may, or as many made from "
                       "this address",
    "too_many_guesses": "too many wrong table codes or tokens from this address: wait",
    "code_taken": "a table has the code in the address already: choose another",
}

_STR, _INT, _BOOL, _LIST, _OBJ = str, int, bool, list, dict

#: For each message type a client sends: field -> (type, required).
CLIENT_MESSAGES: dict[str, dict[str, tuple[type, bool]]] = {
    "create": {"game": (_STR, True), "players": (_INT, False), "set": (_INT, False),
               "options": (_OBJ, False), "seats": (_LIST, False), "name": (_STR, False),
               "seat": (_INT, False), "assists": (_BOOL, False), "listed": (_BOOL, False)},
    "join": {"table": (_STR, True), "name": (_STR, False), "seat": (_INT, False)},
    "rejoin": {"table": (_STR, True), "token": (_STR, True)},
    "seat": {"seat": (_INT, True), "kind": (_STR, True), "level": (_STR, False)},
    "ready": {"ready": (_BOOL, True)},
    "act": {"action": (_LIST, True), "n": (_INT, False)},
    "chat": {"text": (_STR, True)},
    "hint": {},
    "assists": {"allowed": (_BOOL, True)},
    "leave": {},
    "list": {},
    "ping": {"id": (_INT, False)},
    "deal_part": {"hand": (_INT, True), "part": (_STR, True)},
}

#: The message types a server sends (documented in docs/protocol.md).
SERVER_MESSAGES = ("welcome", "joined", "table", "state", "chat", "error", "tables", "pong",
                   "left", "hint")


class ProtocolError(Exception):
    """A message refused: ``code`` is one of :data:`ERRORS`, ``detail`` says what was wrong."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail or ERRORS.get(code, '')}")
        self.code = code
        self.detail = detail or ERRORS.get(code, code)


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` with the protocol version."""
    return {"v": VERSION, "type": kind, **fields}


def encode(msg: dict[str, Any]) -> str:
    """A message as the JSON text of its frame (compact)."""
    return _ENCODER.encode(msg)


_ENCODER = json.JSONEncoder(separators=(",", ":"))


def error(code: str, detail: str = "", **fields: Any) -> dict[str, Any]:
    return message("error", code=code, message=detail or ERRORS.get(code, code), **fields)


def parse_client_message(raw: str | bytes) -> dict[str, Any]:
    """Read and check one client message; raises :class:`ProtocolError` for anything wrong."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary")
    if len(raw) > MAX_MESSAGE:
        raise ProtocolError("bad_message", "the message is too large")
    try:
        data = parse_json(raw)
    except SaveFileError as exc:
        raise ProtocolError("bad_json", exc.detail.replace("the file", "the message")) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    version = data.get("v")
    if type(version) is not int:
        raise ProtocolError("bad_message", 'a message carries its protocol version as "v"')
    if version != VERSION:
        raise ProtocolError("bad_version", f"this server speaks protocol {VERSION}, not {version}")
    kind = data.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("bad_message", 'a message names its "type"')
    spec = CLIENT_MESSAGES.get(kind)
    if spec is None:
        raise ProtocolError("unknown_type", f"no message of type {kind[:MAX_SHORT]!r}")
    check_fields(data, spec, kind)
    return data


def check_fields(data: Mapping[str, Any], spec: Mapping[str, tuple[type, bool]],
                 kind: str) -> None:
    for name, (typ, required) in spec.items():
        if name not in data:
            if required:
                raise ProtocolError("bad_field", f"{kind} needs the field {name!r}")
            continue
        value = data[name]
        # bool is an int in Python: a whole number must not be true or false
        if not isinstance(value, typ) or (typ is int and isinstance(value, bool)):
            raise ProtocolError("bad_field", f"{kind}: {name} must be {_TYPE_NAMES[typ]}")
    extra = set(data) - set(spec) - {"v", "type"}
    if extra:
        raise ProtocolError("bad_field", f"{kind} takes no field {sorted(extra)[0][:MAX_SHORT]!r}")


_TYPE_NAMES = {str: "text", int: "a whole number", bool: "true or false", list: "a list",
               dict: "an object"}


# -- what a seat sees ---------------------------------------------------------------------------


def plain(value: Any) -> Any:
    """A view's value as JSON data: tiles as "6-4", actions as the record's lists, a train
    game's tile on the table as ``[tile, socket, touching, outer, seat]``."""
    kind = type(value)          # the common kinds first: every state message goes through here
    if kind is int or kind is bool or kind is str or value is None:
        return value
    if kind is tuple or kind is list:
        return [plain(v) for v in value]
    if kind is Action:
        return encode_action(value)
    if kind is Tile:
        return str(value)
    if isinstance(value, Placement):
        return [str(TILES[value.tile]), value.socket, value.touching, value.outer, value.seat]
    if isinstance(value, Action):
        return encode_action(value)
    if isinstance(value, Tile):
        return str(value)
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if isinstance(value, bool | int | str):
        return value
    raise TypeError(f"{type(value).__name__} is not part of a seat's view")


def layout_json(layout: Layout) -> list[list[Any]]:
    """The line of play as its placements in the order made: ``[tile, socket, touching]``,
    socket -1 for the first tile (a Blind Dominoes history does not name its tiles, so the
    layout is sent rather than rebuilt from the plays)."""
    return [[str(TILES[t]), parent, touching] for t, parent, touching
            in zip(layout.tiles, layout.parents, layout.touching, strict=True)]


#: View fields not sent: the settings (the table message names the game and options).
SKIPPED_VIEW_FIELDS = frozenset({"settings"})
#: View fields every seat sees alike, most of them growing from one action to the next:
#: with a cache (:func:`view_text`) each is encoded once per change, not once per seat.
SHARED_VIEW_FIELDS = frozenset({"hand_sizes", "layout", "history", "scores", "rows", "placed",
                                "open", "public", "unsatisfied"})


@functools.cache
def _view_fields(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls) if f.name not in SKIPPED_VIEW_FIELDS)


def view_json(view: Any) -> dict[str, Any]:
    """The JSON of ``state.view(seat)``: every field of the view (its subclass's too, as Blind
    Dominoes' rows or a train game's trains) but the settings.  A view holds only what its
    seat may see, so this holds nothing more."""
    if not dataclasses.is_dataclass(view) or isinstance(view, type):
        raise TypeError("a seat's view is a dataclass")
    return {name: _field_json(name, getattr(view, name)) for name in _view_fields(type(view))}


def _field_json(name: str, value: Any) -> Any:
    return layout_json(value) if name == "layout" else plain(value)


def view_text(view: Any, cache: dict[str, tuple[Any, Any, str]]) -> str:
    """:func:`view_json` as the JSON text sent, each list's text kept in ``cache`` (one per
    table, kept between calls) while its value stays equal: the fields every seat shares are
    encoded once per change, not once per seat, each seat's own lists (its tiles, its legal
    actions) once per change of theirs, and the history's text grows by the actions since."""
    if not dataclasses.is_dataclass(view) or isinstance(view, type):
        raise TypeError("a seat's view is a dataclass")
    parts = []
    seat = getattr(view, "seat", 0)
    for name in _view_fields(type(view)):
        value = getattr(view, name)
        if type(value) is tuple or name == "layout":
            text = _cached_text(cache, name if name in SHARED_VIEW_FIELDS else f"{name} {seat}",
                                name, value)
        elif value is True or value is False or value is None:
            text = _LITERALS[value]
        elif type(value) is int:
            text = str(value)
        else:
            text = _ENCODER.encode(plain(value))
        parts.append(f'"{name}":{text}')        # a field's name is an identifier: as it is
    return "{" + ",".join(parts) + "}"


_LITERALS = {True: "true", False: "false", None: "null"}


def _cached_text(cache: dict[str, tuple[Any, Any, str]], slot: str, name: str,
                 value: Any) -> str:
    """The JSON text of one view field, from ``cache[slot]`` when its value is the one
    cached (a history is extended by the entries it has gained)."""
    key = (tuple(value.tiles), tuple(value.parents), tuple(value.touching)) \
        if name == "layout" else value
    hit = cache.get(slot)
    if hit is not None and hit[0] == key:
        return hit[2]
    if name == "history":
        if hit is not None and len(hit[0]) < len(key) and key[:len(hit[0])] == hit[0]:
            items = hit[1] + [_ENCODER.encode(plain(e)) for e in key[len(hit[0]):]]
        else:
            items = [_ENCODER.encode(plain(e)) for e in key]
        text = "[" + ",".join(items) + "]"
        cache[slot] = (key, items, text)
    else:
        text = _ENCODER.encode(_field_json(name, value))
        cache[slot] = (key, None, text)
    return text


def view_class(settings: Settings) -> type[PlayerView]:
    """The view a seat of this game gets: Blind Dominoes' rows, a train game's trains, or
    the line games' own."""
    cls = find_game(settings.game_id).state_class
    if cls is not None and issubclass(cls, BlindHand):
        return BlindView
    if cls is not None and issubclass(cls, TrainRound):
        return TrainView
    return PlayerView


def view_from_json(settings: Settings, data: Any) -> PlayerView:
    """The inverse of :func:`view_json` for a game played with ``settings``: the view of the
    game's class, its layout rebuilt from the placements sent.  Anything malformed (a field
    missing, unknown or of the wrong type, a tile not in the set, a seat that is not one, a
    placement the table cannot take) raises ``ProtocolError("bad_field", ...)``: a client
    survives a hostile server."""
    cls = view_class(settings)
    obj = _object(data, "view")
    reader = _ViewReader(settings)
    names = [f.name for f in dataclasses.fields(cls) if f.name != "settings"]
    extra = set(obj) - set(names)
    if extra:
        raise ProtocolError("bad_field", f"view has no field {sorted(extra)[0][:MAX_SHORT]!r}")
    fields: dict[str, Any] = {"settings": settings}
    for name in names:
        if name not in obj:
            raise ProtocolError("bad_field", f"view needs the field {name!r}")
        fields[name] = reader.read(name, obj[name], cls is TrainView)
    view = cls(**fields)
    if view.hand_mask != sum(1 << t.id for t in view.hand) or len(set(view.hand)) != len(
            view.hand):
        raise ProtocolError("bad_field", "view: hand_mask is not the hand")
    return view


class _ViewReader:
    """Reads one view field after another, checking each against the game's settings."""

    def __init__(self, settings: Settings) -> None:
        self.s = settings
        self.n = set_count(settings.set_n)

    def read(self, name: str, value: Any, trains: bool) -> Any:
        p = self.s.players
        where = f"view.{name}"
        if name in ("seat", "turn", "leader"):
            return _int(value, where, 0, p - 1)
        if name == "hand":
            return tuple(self.tile(v, where) for v in as_list(value, where))
        if name == "hand_mask":
            return _int(value, where, 0, (1 << self.n) - 1)
        if name == "hand_sizes":
            return self.ints(value, where, 0, self.n, length=p)
        if name in ("boneyard_size", "set_aside"):
            return _int(value, where, 0, self.n)
        if name == "drew":
            return _int(value, where, 0, self.n)
        if name == "lead_tile":
            return _int(value, where, -1, self.n - 1)
        if name == "scores":
            return self.ints(value, where, -(10 ** 9), 10 ** 9,
                             length=p if trains else self.s.sides)
        if name in ("legal", "out_of_turn"):
            return tuple(self.action(v, where) for v in as_list(value, where))
        if name == "history":
            out = []
            for item in as_list(value, where):
                pair = as_list(item, where)
                if len(pair) != 2:
                    raise ProtocolError("bad_field", f"{where}: each entry is [seat, action]")
                out.append((_int(pair[0], where, 0, p - 1), self.action(pair[1], where)))
            return tuple(out)
        if name == "layout":
            return Layout() if trains else self.layout(value, where)
        if name == "rows":
            rows = tuple(tuple(None if t is None else self.tile(t, where)
                               for t in as_list(row, where)) for row in as_list(value, where))
            if len(rows) != p:
                raise ProtocolError("bad_field", f"{where}: one row per seat")
            return rows
        if name == "turned":
            return None if value is None else self.tile(value, where)
        if name == "engine":
            return _int(value, where, 0, self.s.set_n)
        if name == "placed":
            return tuple(self.placement(v, where) for v in as_list(value, where))
        if name == "open":
            out_open = []
            for item in as_list(value, where):
                pair = as_list(item, where)
                if len(pair) != 2:
                    raise ProtocolError("bad_field", f"{where}: each entry is [socket, number]")
                out_open.append((_int(pair[0], where, 0, 10 ** 6),
                                 _int(pair[1], where, 0, self.s.set_n)))
            return tuple(out_open)
        if name in ("allowed", "unsatisfied"):
            return self.ints(value, where, 0, 10 ** 6)
        if name == "public":
            flags = as_list(value, where)
            if len(flags) not in (0, p) or not all(isinstance(f, bool) for f in flags):
                raise ProtocolError("bad_field", f"{where}: true or false for each seat")
            return tuple(flags)
        if name == "pending_foot":
            return _int(value, where, -1, self.n)
        if name == "played_this_turn":
            if not isinstance(value, bool):
                raise ProtocolError("bad_field", f"{where} must be true or false")
            return value
        raise ProtocolError("bad_field", f"view has no field {name!r}")

    def ints(self, value: Any, where: str, low: int, high: int,
             length: int | None = None) -> tuple[int, ...]:
        items = as_list(value, where)
        if length is not None and len(items) != length:
            raise ProtocolError("bad_field", f"{where}: {length} numbers")
        return tuple(_int(v, where, low, high) for v in items)

    def tile(self, value: Any, where: str) -> Tile:
        if not isinstance(value, str) or len(value) > 8:
            raise ProtocolError("bad_field", f"{where}: a tile is written like \"6-4\"")
        try:
            t = Tile.parse(value)
        except ValueError as exc:
            raise ProtocolError("bad_field", f"{where}: {exc}") from None
        if t.high > self.s.set_n:
            raise ProtocolError("bad_field", f"{where}: {t} is not in a double-{self.s.set_n} set")
        return t

    def action(self, value: Any, where: str) -> Action:
        try:
            act = decode_action(value)
        except ValueError as exc:
            raise ProtocolError("bad_field", f"{where}: {exc}") from None
        if act.tile is not None and act.tile.high > self.s.set_n:
            raise ProtocolError("bad_field", f"{where}: {act.tile} is not in the set")
        if act.seat >= self.s.players:
            raise ProtocolError("bad_field", f"{where}: no seat {act.seat}")
        return act

    def placement(self, value: Any, where: str) -> Placement:
        items = as_list(value, where)
        if len(items) != 5:
            raise ProtocolError("bad_field", f"{where}: [tile, socket, touching, outer, seat]")
        t = self.tile(items[0], where)
        socket = _int(items[1], where, 0, 10 ** 6)
        touching = _int(items[2], where, 0, self.s.set_n)
        outer = _int(items[3], where, 0, self.s.set_n)
        seat = _int(items[4], where, 0, self.s.players - 1)
        if touching not in (t.low, t.high) or t.other(touching) != outer:
            raise ProtocolError("bad_field", f"{where}: {t} cannot touch {touching} and show "
                                f"{outer}")
        return Placement(t.id, socket, touching, outer, seat)

    def layout(self, value: Any, where: str) -> Layout:
        layout = Layout.for_settings(self.s)
        seen: set[int] = set()
        for item in as_list(value, where):
            entry = as_list(item, where)
            if len(entry) != 3:
                raise ProtocolError("bad_field", f"{where}: each tile is [tile, socket, touching]")
            t = self.tile(entry[0], where)
            socket = _int(entry[1], where, -1, 4 * self.n)
            touching = _int(entry[2], where, 0, self.s.set_n)
            if t.id in seen or touching not in (t.low, t.high):
                raise ProtocolError("bad_field", f"{where}: {t} cannot lie there")
            seen.add(t.id)
            if socket == LEAD:
                if layout.tiles:
                    raise ProtocolError("bad_field", f"{where}: a second first tile")
                layout.place_lead(t.id, touching)
            elif socket not in layout.open or not layout.tiles:
                raise ProtocolError("bad_field", f"{where}: socket {socket} is not open")
            else:
                layout.attach(t.id, socket, touching)
        return layout


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ProtocolError("bad_field", f"{where} must be an object")
    return value


def as_list(value: Any, where: str) -> list[Any]:
    """``value`` when it is a JSON list, else the refusal naming ``where``."""
    if not isinstance(value, list):
        raise ProtocolError("bad_field", f"{where} must be a list")
    return value


def _int(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("bad_field", f"{where} must be a whole number from {low} to {high}")
    return value


def _text(value: Any, where: str, limit: int = 400) -> str:
    if not isinstance(value, str) or len(value) > limit:
        raise ProtocolError("bad_field", f"{where} must be text (at most {limit} characters)")
    return value


def _opt_int(value: Any, where: str, low: int, high: int) -> int | None:
    return None if value is None else _int(value, where, low, high)


# -- what the table shows besides the view ------------------------------------------------------


def event_json(event: ScoreEvent) -> dict[str, Any]:
    """A score of the hand (public): who, which side, how many, why, the arithmetic."""
    return {"seat": event.seat, "side": event.side, "points": event.points,
            "reason": event.reason, "detail": event.detail}


def event_from_json(data: Any) -> ScoreEvent:
    obj = _object(data, "event")
    return ScoreEvent(_int(obj.get("seat"), "event.seat", -1, 10 ** 3),
                      _int(obj.get("side"), "event.side", -1, 10 ** 3),
                      _int(obj.get("points"), "event.points", -(10 ** 9), 10 ** 9),
                      _text(obj.get("reason"), "event.reason", MAX_SHORT),
                      _text(obj.get("detail"), "event.detail"))


def reveal_json(reveal: Reveal) -> dict[str, Any]:
    """A tile turned up in Blind Dominoes (public): whose, which, what became of it and,
    when it was played, where."""
    return {"seat": reveal.seat, "tile": str(reveal.tile), "outcome": reveal.outcome,
            "placed": None if reveal.placed is None else encode_action(reveal.placed)}


REVEAL_OUTCOMES = ("played", "choose", "back", "back face up")


def reveal_from_json(data: Any) -> Reveal:
    obj = _object(data, "reveal")
    try:
        tile = Tile.parse(_text(obj.get("tile"), "reveal.tile", 8))
        placed = None if obj.get("placed") is None else decode_action(obj.get("placed"))
    except ValueError as exc:
        raise ProtocolError("bad_field", f"reveal: {exc}") from None
    outcome = obj.get("outcome")
    if outcome not in REVEAL_OUTCOMES:
        raise ProtocolError("bad_field", f"reveal.outcome is one of {', '.join(REVEAL_OUTCOMES)}")
    return Reveal(_int(obj.get("seat"), "reveal.seat", 0, 10 ** 3), tile, outcome, placed)


def result_json(result: HandResult, scores: Sequence[int]) -> dict[str, Any]:
    """A finished hand as its summary shows it: the record's result (reason, winner, points,
    pips, the scores after it) with the detail, the blocker and every winning side."""
    data = result_to_json(result, scores)
    data.update(detail=result.detail, blocker=result.blocker,
                winner_sides=list(result.winner_sides))
    return data


def result_from_json(data: Any) -> HandResult:
    """The inverse of :func:`result_json` (its ``scores`` are read apart: ``results[i]
    ["scores"]``); ProtocolError("bad_field") for anything malformed."""
    obj = _object(data, "result")
    big = 10 ** 9
    pips = obj.get("pips")
    sides = obj.get("winner_sides")
    return HandResult(
        reason=_text(obj.get("reason"), "result.reason", MAX_SHORT),
        winner_seat=_opt_int(obj.get("winner_seat"), "result.winner_seat", 0, 10 ** 3),
        winner_side=_opt_int(obj.get("winner_side"), "result.winner_side", 0, 10 ** 3),
        points=_int(obj.get("points"), "result.points", -big, big),
        detail=_text(obj.get("detail"), "result.detail"),
        pips=tuple(_int(p, "result.pips", 0, big) for p in as_list(pips, "result.pips")),
        blocker=_opt_int(obj.get("blocker"), "result.blocker", 0, 10 ** 3),
        winner_sides=tuple(_int(p, "result.winner_sides", 0, 10 ** 3)
                           for p in as_list(sides, "result.winner_sides")),
    )


__all__ = [
    "CLIENT_MESSAGES", "CODE_ALPHABET", "CODE_LENGTH", "ERRORS", "OLD_CODE_LENGTH",
    "normalize_code", "valid_code", "MAX_CHAT", "MAX_MESSAGE",
    "MAX_NAME", "SERVER_MESSAGES", "VERSION", "ProtocolError", "check_fields", "encode", "error",
    "message", "parse_client_message", "plain", "view_json", "view_text", "view_from_json",
    "view_class",
    "layout_json", "event_json", "event_from_json", "reveal_json", "reveal_from_json",
    "result_json", "result_from_json", "as_list", "valid_code",
]
