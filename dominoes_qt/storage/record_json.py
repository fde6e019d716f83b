"""The JSON of a game record's parts: actions, deals, the setup and hand results.

Encoding is plain; decoding checks every field and raises an error that names the field at
fault (``setup.players must be a whole number, not text``), since a save file may have been
damaged or edited.  The whole record (header, hands, replay) is :mod:`.record`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.deal import Deal
from dominoes_qt.rules.errors import RecordError, RulesError, shown
from dominoes_qt.rules.hand import HandResult
from dominoes_qt.rules.tiles import MAX_SUIT, Tile
from dominoes_qt.session import GameSetup, SeatSpec

#: Entries kept by each of the action encoding and decoding caches.
_CACHE_MAX = 65_536

# -- actions ----------------------------------------------------------------------------------

#: Positional fields after the kind name, per kind; any other non-default field goes in a
#: trailing object, so actions of kinds added later still round-trip.
_POSITIONAL: dict[Kind, tuple[str, ...]] = {
    Kind.PLAY: ("tile", "socket", "touching"),
    Kind.DECLARE: ("points", "seat"),
    Kind.MUGGINS: ("seat",),
    Kind.TURN: ("socket",),
    Kind.CHOOSE: ("tile", "socket", "touching"),
}
_DEFAULTS: dict[str, Any] = {
    name: Action._field_defaults[name] for name in Action._fields if name != "kind"
}
_KINDS: dict[str, Kind] = {k.name.lower(): k for k in Kind}


#: Encoded actions (a long match repeats the same few hundred many thousands of times).
_ENCODED: dict[Action, tuple[Any, ...]] = {}


def encode_action(action: Action) -> list[Any]:
    """``["play", "4-6", 3, 6]``, ``["draw"]``, ``["declare", 10, 1]``, ``["muggins", 2]``..."""
    try:
        found = _ENCODED.get(action)
    except TypeError:   # an unhashable field (never made by the engine)
        return _encode_action(action)
    if found is None:
        found = tuple(_encode_action(action))
        if len(_ENCODED) < _CACHE_MAX:
            _ENCODED[action] = found
    return list(found)


def _encode_action(action: Action) -> list[Any]:
    kind = Kind(action.kind)
    names = _POSITIONAL.get(kind, ())
    if kind is not Kind.PLAY:
        while names and getattr(action, names[-1]) == _DEFAULTS[names[-1]]:
            names = names[:-1]
    out: list[Any] = [kind.name.lower()]
    out += [_encode_field(name, getattr(action, name)) for name in names]
    extras = {
        name: _encode_field(name, getattr(action, name))
        for name, default in _DEFAULTS.items()
        if name not in names and getattr(action, name) != default
    }
    if extras:
        out.append(extras)
    return out


def _encode_field(name: str, value: Any) -> Any:
    return str(value) if name == "tile" and value is not None else value


#: Decoded actions by their JSON form as a tuple (actions are immutable; a long match repeats
#: the same few hundred thousands of times).
_DECODED: dict[tuple[Any, ...], Action] = {}


def decode_action(data: Any) -> Action:
    """Inverse of :func:`encode_action`; raises ValueError saying what is wrong."""
    if type(data) is list:
        try:
            # the types are part of the key: 1.0 and true equal 1 but are refused
            key = (*data, *map(type, data))
            found = _DECODED.get(key)
        except TypeError:  # a trailing object of extra fields: not hashable, decode it
            key, found = None, None
        if found is not None:
            return found
        action = _decode_action(data)
        if key is not None and len(_DECODED) < _CACHE_MAX:
            _DECODED[key] = action
        return action
    return _decode_action(data)


def _decode_action(data: Any) -> Action:
    if not isinstance(data, list) or not data or not isinstance(data[0], str):
        raise ValueError('an action is a list that starts with its kind, like ["play", "6-4", '
                         '1, 4] or ["draw"]')
    kind = _KINDS.get(data[0])
    if kind is None:
        raise ValueError(f"unknown kind of action {shown(data[0])} (kinds: {', '.join(_KINDS)})")
    rest = list(data[1:])
    extras = rest.pop() if rest and isinstance(rest[-1], dict) else {}
    names = _POSITIONAL.get(kind, ())
    if kind is Kind.PLAY and len(rest) != len(names):
        raise ValueError('a play is ["play", tile, socket, touching], like ["play", "6-4", 1, 4]')
    if len(rest) > len(names):
        raise ValueError(f"{data[0]} takes at most {len(names)} values, not {len(rest)}")
    fields = dict(zip(names, rest, strict=False))
    for key, value in extras.items():
        if key not in _DEFAULTS or key in fields:
            raise ValueError(f"unexpected field {shown(key)} in {data[0]}")
        fields[key] = value
    return Action(kind, **{k: _decode_field(kind, k, v) for k, v in fields.items()})


def _decode_field(kind: Kind, name: str, value: Any) -> Any:
    if name == "tile":
        if value is None and kind is not Kind.PLAY:
            return None
        if not isinstance(value, str):
            raise ValueError(f"a tile is written like \"6-4\", not {shown(value)}")
        return Tile.parse(value)
    if type(value) is not int:
        raise ValueError(f"{name} must be a whole number, not {shown(value)}")
    if name == "touching" and not -1 <= value <= MAX_SUIT:
        raise ValueError(f"touching must be a number from 0 to {MAX_SUIT}, not {value}")
    if name in ("socket", "seat") and value < -1:
        raise ValueError(f"{name} cannot be {value}")
    return value


# -- small readers that name the field at fault --------------------------------------------------


def type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            type(None): "null", int: "a number", float: "a number"}.get(type(value), "a value")


def as_object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{where} must be an object, not {type_name(value)}")
    return value


def get_field(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise RecordError(f"{where} has no {shown(key)}")
    return obj[key]


def as_list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list, not {type_name(value)}")
    return value


def as_int(value: Any, where: str, *, minimum: int | None = None) -> int:
    if type(value) is not int:
        raise RecordError(f"{where} must be a whole number, not {type_name(value)}")
    if minimum is not None and value < minimum:
        raise RecordError(f"{where} must be at least {minimum}, not {value}")
    return value


def as_opt_int(value: Any, where: str) -> int | None:
    return None if value is None else as_int(value, where)


def as_text(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{where} must be text, not {type_name(value)}")
    return value


# -- setup and deals ---------------------------------------------------------------------------


#: ``"4-6"`` -> tile id, for the spellings met so far (a long record names the same 28-91 tiles
#: thousands of times; parsing each once keeps loading linear and fast).
_TILE_IDS: dict[str, int] = {}


def tile_list(value: Any, where: str) -> tuple[int, ...]:
    """Tile ids from a list of ``"6-4"`` strings."""
    ids = []
    known = _TILE_IDS
    for i, item in enumerate(as_list(value, where)):
        tid = known.get(item) if type(item) is str else None
        if tid is None:
            text = as_text(item, f"{where}[{i}]")
            try:
                tid = Tile.parse(text).id
            except ValueError as exc:
                raise RecordError(f"{where}[{i}]: {exc}") from None
            if len(known) < 4096:
                known[text] = tid
        ids.append(tid)
    return tuple(ids)


def deal_from_json(value: Any, where: str) -> Deal:
    """A :class:`Deal` from its JSON form, checked field by field."""
    obj = as_object(value, where)
    hands = as_list(get_field(obj, "hands", where), f"{where}.hands")
    leader = as_opt_int(obj.get("leader"), f"{where}.leader")
    return Deal(
        tuple(tile_list(h, f"{where}.hands[{i}]") for i, h in enumerate(hands)),
        tile_list(obj.get("boneyard", []), f"{where}.boneyard"),
        leader,
    )


def same_deal(a: Deal, b: Deal) -> bool:
    return (a.hands, a.boneyard, a.leader) == (b.hands, b.boneyard, b.leader)


def setup_from_json(value: Any) -> GameSetup:
    """A :class:`GameSetup` from ``GameSetup.to_json()`` output, with its options checked."""
    obj = as_object(value, "setup")
    players = as_int(get_field(obj, "players", "setup"), "setup.players", minimum=1)
    options = as_object(obj.get("options", {}), "setup.options")
    for key, option in options.items():
        if not isinstance(option, str | int | float | bool):
            raise RecordError(f"setup.options.{key} must be a number, text or true/false, "
                              f"not {type_name(option)}")
        if isinstance(option, float) and not math.isfinite(option):
            raise RecordError(f"setup.options.{key} must be a finite number, not {option}")
    seats = tuple(_seat(s, f"setup.seats[{i}]")
                  for i, s in enumerate(as_list(obj.get("seats", []), "setup.seats")))
    if "seed" not in obj:
        raise RecordError("setup has no 'seed', so its deals cannot be replayed")
    game_id = as_text(get_field(obj, "game", "setup"), "setup.game")
    if len(game_id) > 100:   # no game's id is long; the message would quote it whole
        raise RecordError(f"setup.game {shown(game_id)} is not a game of Dominoes Qt")
    setup = GameSetup(
        game_id=game_id,
        players=players,
        set_n=as_int(get_field(obj, "set", "setup"), "setup.set"),
        options=dict(options),
        seats=seats,
        seed=as_int(obj["seed"], "setup.seed", minimum=0),   # as --seed: never below 0
        deals=tuple(deal_from_json(d, f"setup.deals[{i}]")
                    for i, d in enumerate(as_list(obj.get("deals", []), "setup.deals"))),
        first_seat=as_int(obj.get("first_seat", 0), "setup.first_seat", minimum=0),
    )
    try:
        setup.settings()
    except RulesError as exc:
        raise RecordError(f"the saved game cannot be set up: {exc}") from None
    if seats and len(seats) != players:
        raise RecordError(f"setup.seats lists {len(seats)} seats for {players} players")
    if setup.first_seat >= players:
        raise RecordError(f"setup.first_seat is {setup.first_seat}, but there are {players} seats")
    return setup


def _seat(value: Any, where: str) -> SeatSpec:
    try:
        return SeatSpec.from_json(value)
    except RulesError as exc:
        raise RecordError(f"{where}: {exc}") from None


# -- hand results ------------------------------------------------------------------------------


def result_to_json(result: HandResult, scores: Sequence[int]) -> dict[str, Any]:
    data: dict[str, Any] = {
        "reason": result.reason,
        "winner_seat": result.winner_seat,
        "winner_side": result.winner_side,
        "points": result.points,
        "pips": list(result.pips),
        "scores": list(scores),
    }
    if result.shared:
        data["shared"] = list(result.winner_sides)
    return data


#: Result fields every record must give, and fields compared only when present.
RESULT_REQUIRED = ("reason", "winner_side", "points", "scores")
RESULT_OPTIONAL = ("winner_seat", "pips", "shared")


def describe_result(result: Mapping[str, Any]) -> str:
    side = result.get("winner_side")
    shared = result.get("shared")
    if isinstance(shared, list) and shared:
        who = (f"sides {' and '.join(map(str, shared))} share the win, "
               f"{result.get('points')} points each")
    elif side is None:
        who = "nobody scores"
    else:
        who = f"side {side} wins {result.get('points')} points"
    scores = result.get("scores")
    score_text = "-".join(map(str, scores)) if isinstance(scores, list) else "?"
    return f"{result.get('reason')}, {who}, scores {score_text}"
