"""The table protocol's messages: one JSON object per WebSocket text frame (docs/protocol.md).

Pure Python, shared by the server, the client and the tests: the protocol version, the
message types each side sends with the fields and types each one takes, the error codes, and
the JSON of one seat's view (what that seat may see, never another seat's tiles or the order
of the boneyard).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.tiles import Tile
from dominoes_qt.storage.files import SaveFileError, parse_json
from dominoes_qt.storage.record_json import encode_action

#: The protocol's version: every message carries it as ``"v"``.
VERSION = 1
#: The largest message either side accepts (bytes); larger ones close the connection (1009).
MAX_MESSAGE = 16 * 1024
#: A chat line's longest text, a name's, a level id's.
MAX_CHAT = 200
MAX_NAME = 40
MAX_SHORT = 40
#: A table code's letters (no 0/O, 1/I/L) and length.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6

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
    "too_many_tables": "the server holds as many tables as it may",
}

_STR, _INT, _BOOL, _LIST, _OBJ = str, int, bool, list, dict

#: For each message type a client sends: field -> (type, required).
CLIENT_MESSAGES: dict[str, dict[str, tuple[type, bool]]] = {
    "create": {"game": (_STR, True), "players": (_INT, False), "set": (_INT, False),
               "options": (_OBJ, False), "seats": (_LIST, False), "name": (_STR, False),
               "seat": (_INT, False)},
    "join": {"table": (_STR, True), "name": (_STR, False), "seat": (_INT, False)},
    "rejoin": {"table": (_STR, True), "token": (_STR, True)},
    "seat": {"seat": (_INT, True), "kind": (_STR, True), "level": (_STR, False)},
    "ready": {"ready": (_BOOL, True)},
    "act": {"action": (_LIST, True), "n": (_INT, False)},
    "chat": {"text": (_STR, True)},
    "leave": {},
    "list": {},
    "ping": {"id": (_INT, False)},
}

#: The message types a server sends (documented in docs/protocol.md).
SERVER_MESSAGES = ("welcome", "joined", "table", "state", "chat", "error", "tables", "pong",
                   "left")


class ProtocolError(Exception):
    """A message refused: ``code`` is one of :data:`ERRORS`, ``detail`` says what was wrong."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(f"{code}: {detail or ERRORS.get(code, '')}")
        self.code = code
        self.detail = detail or ERRORS.get(code, code)


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of ``kind`` with the protocol version."""
    return {"v": VERSION, "type": kind, **fields}


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
    """A view's value as JSON data: tiles as "6-4", actions as the record's lists."""
    if isinstance(value, Action):
        return encode_action(value)
    if isinstance(value, Tile):
        return str(value)
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    if value is None or isinstance(value, bool | int | str):
        return value
    raise TypeError(f"{type(value).__name__} is not part of a seat's view")


#: View fields not sent: the settings (the table message names the game and options) and the
#: layout (rebuilt from the history's plays).
SKIPPED_VIEW_FIELDS = frozenset({"settings", "layout"})


def view_json(view: Any) -> dict[str, Any]:
    """The JSON of ``state.view(seat)``: every field of the view (its subclass's too, as Blind
    Dominoes' rows) but the settings and the layout.  A view holds only what its seat may see,
    so this holds nothing more."""
    if not dataclasses.is_dataclass(view):
        raise TypeError("a seat's view is a dataclass")
    return {f.name: plain(getattr(view, f.name)) for f in dataclasses.fields(view)
            if f.name not in SKIPPED_VIEW_FIELDS}


__all__ = [
    "CLIENT_MESSAGES", "CODE_ALPHABET", "CODE_LENGTH", "ERRORS", "MAX_CHAT", "MAX_MESSAGE",
    "MAX_NAME", "SERVER_MESSAGES", "VERSION", "ProtocolError", "check_fields", "error",
    "message", "parse_client_message", "plain", "view_json",
]
