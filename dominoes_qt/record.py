"""Game records: a setup plus every action, saved as versioned JSON and replayed to load.

A record is the single source of truth for a game in progress: the live :class:`Match` is what
you get by replaying the record's actions, so *undo* is "replay all but the last actions" and
*load* is "replay everything the file says, through the engine's own legality checks".  Loading
never trusts the file: each action must be legal, and the stored hand results and scores must
be what the replay produces; anything else raises :class:`RecordError` with a message that
names the hand and action at fault.  The format is described in ``docs/save-format.md``.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import math
import os
import random
import tempfile
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import __version__
from .migrations import v1_to_v2
from .rules.actions import Action, Kind
from .rules.deal import Deal, deal
from .rules.errors import IllegalActionError, RecordError, RulesError
from .rules.hand import HandResult
from .rules.match import Match
from .rules.tiles import MAX_SUIT, Tile
from .session import GameSetup, SeatSpec

FORMAT = "dominoes-qt-game"
FORMAT_VERSION = 2
SUFFIX = ".domino"

Migration = Callable[[dict[str, Any]], dict[str, Any]]
#: ``MIGRATIONS[n]`` turns a format-``n`` document into a format-``n + 1`` one.
MIGRATIONS: dict[int, Migration] = {1: v1_to_v2}

#: Line width of :meth:`GameRecord.dumps`: short lists (an action, a hand of tiles) stay on a line.
_WIDTH = 100
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


def shown(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: error messages quote what a file holds,
    and a damaged file may hold a megabyte where a word belongs."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


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


def _type_name(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false",
            type(None): "null", int: "a number", float: "a number"}.get(type(value), "a value")


def _obj(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(f"{where} must be an object, not {_type_name(value)}")
    return value


def _field(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        raise RecordError(f"{where} has no {shown(key)}")
    return obj[key]


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise RecordError(f"{where} must be a list, not {_type_name(value)}")
    return value


def _int(value: Any, where: str, *, minimum: int | None = None) -> int:
    if type(value) is not int:
        raise RecordError(f"{where} must be a whole number, not {_type_name(value)}")
    if minimum is not None and value < minimum:
        raise RecordError(f"{where} must be at least {minimum}, not {value}")
    return value


def _opt_int(value: Any, where: str) -> int | None:
    return None if value is None else _int(value, where)


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"{where} must be text, not {_type_name(value)}")
    return value


# -- setup and deals ---------------------------------------------------------------------------


#: ``"4-6"`` -> tile id, for the spellings met so far (a long record names the same 28-91 tiles
#: thousands of times; parsing each once keeps loading linear and fast).
_TILE_IDS: dict[str, int] = {}


def tile_list(value: Any, where: str) -> tuple[int, ...]:
    """Tile ids from a list of ``"6-4"`` strings."""
    ids = []
    known = _TILE_IDS
    for i, item in enumerate(_list(value, where)):
        tid = known.get(item) if type(item) is str else None
        if tid is None:
            text = _str(item, f"{where}[{i}]")
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
    obj = _obj(value, where)
    hands = _list(_field(obj, "hands", where), f"{where}.hands")
    leader = _opt_int(obj.get("leader"), f"{where}.leader")
    return Deal(
        tuple(tile_list(h, f"{where}.hands[{i}]") for i, h in enumerate(hands)),
        tile_list(obj.get("boneyard", []), f"{where}.boneyard"),
        leader,
    )


def _same_deal(a: Deal, b: Deal) -> bool:
    return (a.hands, a.boneyard, a.leader) == (b.hands, b.boneyard, b.leader)


def setup_from_json(value: Any) -> GameSetup:
    """A :class:`GameSetup` from ``GameSetup.to_json()`` output, with its options checked."""
    obj = _obj(value, "setup")
    players = _int(_field(obj, "players", "setup"), "setup.players", minimum=1)
    options = _obj(obj.get("options", {}), "setup.options")
    for key, option in options.items():
        if not isinstance(option, str | int | float | bool):
            raise RecordError(f"setup.options.{key} must be a number, text or true/false, "
                              f"not {_type_name(option)}")
        if isinstance(option, float) and not math.isfinite(option):
            raise RecordError(f"setup.options.{key} must be a finite number, not {option}")
    seats = tuple(_seat(s, f"setup.seats[{i}]")
                  for i, s in enumerate(_list(obj.get("seats", []), "setup.seats")))
    if "seed" not in obj:
        raise RecordError("setup has no 'seed', so its deals cannot be replayed")
    setup = GameSetup(
        game_id=_str(_field(obj, "game", "setup"), "setup.game"),
        players=players,
        set_n=_int(_field(obj, "set", "setup"), "setup.set"),
        options=dict(options),
        seats=seats,
        seed=_int(obj["seed"], "setup.seed"),
        deals=tuple(deal_from_json(d, f"setup.deals[{i}]")
                    for i, d in enumerate(_list(obj.get("deals", []), "setup.deals"))),
        first_seat=_int(obj.get("first_seat", 0), "setup.first_seat", minimum=0),
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
_RESULT_REQUIRED = ("reason", "winner_side", "points", "scores")
_RESULT_OPTIONAL = ("winner_seat", "pips", "shared")


def _describe(result: Mapping[str, Any]) -> str:
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


# -- the record --------------------------------------------------------------------------------


@dataclass
class _TextCache:
    """The laid-out text of the finished hands of one match (see :meth:`GameRecord.dumps`)."""

    match: Match | None = None
    texts: list[str] = dataclasses.field(default_factory=list)
    actions: int = 0           # the actions of those hands, at the start of match.actions


@dataclass
class _HandEntry:
    """One hand as read from a file, before it is replayed."""

    deal: Deal | None
    actions: list[Action]
    result: dict[str, Any] | None


class GameRecord:
    """A game setup and a live match; every change goes through the record so it can be saved.

    Use :meth:`apply` and :meth:`next_hand` rather than the match's own methods, so the record
    keeps the scores after each hand that the save file lists.
    """

    def __init__(self, setup: GameSetup, deals: Sequence[Deal] | None = None) -> None:
        """``deals``: every hand dealt explicitly, in order (default: the setup's own deals)."""
        if setup.seed is None:
            raise ValueError("a record needs a setup with a seed: use GameRecord.new(setup)")
        self._setup = setup
        self._deals = tuple(setup.deals if deals is None else deals)
        self._hand_scores: list[list[int]] = []
        self._match = self._fresh_match()
        self._texts = _TextCache()

    @classmethod
    def new(cls, setup: GameSetup) -> GameRecord:
        """Start a game; a setup without a seed gets one, so the record can be replayed."""
        if setup.seed is None:
            setup = dataclasses.replace(setup, seed=random.SystemRandom().randrange(2**63))
        return cls(setup)

    def _fresh_match(self) -> Match:
        """A match at the start of the game, its generator in step with the original game's.

        Hands loaded from a file are dealt explicitly (so old saves survive a change of the
        shuffle); the generator then skips the deals the original game drew from it, so later
        hands are the same as if the game had never been saved.
        """
        setup = self._setup
        settings = setup.settings()
        match = Match(settings, setup.seed, self._deals, first_seat=setup.first_seat)
        for _ in range(len(self._deals) - len(setup.deals)):
            deal(settings, match.rng, first_seat=setup.first_seat)
        return match

    # -- state ------------------------------------------------------------------------------
    @property
    def setup(self) -> GameSetup:
        return self._setup

    @property
    def match(self) -> Match:
        return self._match

    @property
    def actions(self) -> tuple[tuple[int, Action], ...]:
        """Every action so far as (hand index, action), in order."""
        return tuple(self._match.actions)

    @property
    def hand_scores(self) -> list[list[int]]:
        """The scores after each finished hand (a score sheet)."""
        return [list(s) for s in self._score_sheet()]

    def scores_after(self, hand: int) -> list[int]:
        """The scores after finished hand ``hand`` (0-based), without copying the whole sheet."""
        return list(self._score_sheet()[hand])

    def _score_sheet(self) -> list[list[int]]:
        if len(self._hand_scores) != len(self._match.results):
            # the match was driven directly: recount on a scratch copy, leaving it untouched
            scratch = GameRecord(self._setup, self._deals)
            scratch._rebuild(self._match.actions)
            self._hand_scores = scratch._hand_scores
        return self._hand_scores

    # -- changes ----------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        """Apply an action of the current hand (raises IllegalActionError, state unchanged)."""
        self._match.apply(action)
        self._sync_hand_scores()

    def next_hand(self) -> None:
        self._match.next_hand()

    def auto_declare(self, seats: Container[int] | None = None) -> Action | None:
        """Manual Muggins: apply the declaration due from one of ``seats`` (computer players
        always declare their own scores); returns it, or None when nothing is due."""
        action = self._match.auto_declare(seats)
        self._sync_hand_scores()
        return action

    def _sync_hand_scores(self) -> None:
        match = self._match
        if len(match.results) > len(self._hand_scores):
            self._hand_scores.append(list(match.hand.scores))

    def undo(self, n: int = 1) -> list[tuple[int, Action]]:
        """Take back the last ``n`` actions by replaying the others; returns the ones undone.

        The game stays in the hand of the earliest action taken back: undoing the first moves
        of a hand leaves that hand dealt and waiting for its lead, it never reopens the
        finished hand before it.
        """
        done = self._match.actions
        if not 0 <= n <= len(done):
            raise ValueError(f"cannot undo {n} actions: the game has {len(done)}")
        if n == 0:
            return []
        undone = done[-n:]
        hand = self._match.hand_index
        if undone[0][0] == hand:   # within the current hand: deal it again, replay its rest
            start = len(done) - n
            while start and done[start - 1][0] == hand:
                start -= 1
            self._match = self._match.replay_hand(
                [action for _, action in done[start:len(done) - n]])
            del self._hand_scores[len(self._match.results):]
        else:
            self._rebuild(done[:-n], hand_index=undone[0][0])
        return undone

    def _rebuild(self, entries: Sequence[tuple[int, Action]], hand_index: int = 0) -> None:
        """Replay ``entries`` on a fresh match, then deal on up to hand ``hand_index``."""
        entries = list(entries)
        self._match = self._fresh_match()
        self._hand_scores = []
        for index, action in entries:
            while self._match.hand_index < index:
                self._match.next_hand()
            self.apply(action)
        while self._match.hand_index < hand_index:
            self._match.next_hand()

    # -- saving -----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        doc = self._header()
        doc["hands"] = self._hands_json(0, 0)
        doc.update(self._footer())
        return doc

    def _header(self) -> dict[str, Any]:
        from datetime import UTC, datetime  # not needed for the first window (start-up)

        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "app_version": __version__,
            "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "setup": self._setup.to_json(),
        }

    def _footer(self) -> dict[str, Any]:
        return {"scores": list(self._match.hand.scores), "finished": self._match.is_over}

    def _hands_json(self, first: int, offset: int) -> list[dict[str, Any]]:
        """The JSON of hands ``first``.. (``offset``: the index in ``match.actions`` of the
        first action of hand ``first``)."""
        match = self._match
        by_hand: list[list[Any]] = [[] for _ in match.deals[first:]]
        actions = match.actions
        for i in range(offset, len(actions)):
            index, action = actions[i]
            by_hand[index - first].append(encode_action(action))
        sheet = self._score_sheet()
        results = match.results
        hands = []
        for i in range(first, len(match.deals)):
            result = None
            if i < len(results):
                result = result_to_json(results[i], sheet[i])
            hands.append({"actions": by_hand[i - first], "result": result,
                          "deal": match.deals[i].to_json()})
        return hands

    def dumps(self) -> str:
        """The record as JSON text, one action or tile list per line.

        The text of a finished hand never changes, so it is kept: saving again late in a long
        match lays out only the hands played since (the output is the same as laying out
        :meth:`to_json` whole).
        """
        match = self._match
        cache = self._texts
        if cache.match is not match:   # a new match (undo replays into a fresh one)
            cache.match, cache.texts, cache.actions = match, [], 0
        start = len(cache.texts)
        done = len(match.results)
        hands = self._hands_json(start, cache.actions)
        laid = [_pretty(hand, 4) for hand in hands]
        for i in range(start, done):
            cache.texts.append(laid[i - start])
            cache.actions += len(hands[i - start]["actions"])
        doc = self._header()
        doc["hands"] = _Block("[\n" + ",\n".join(
            "    " + text for text in (*cache.texts, *laid[done - start:])) + "\n  ]")
        doc.update(self._footer())
        return _pretty(doc) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically (a temporary file renamed over the target), so a crash never
        leaves half a save behind."""
        target = Path(path)
        fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=SUFFIX, dir=target.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(self.dumps())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    # -- loading ----------------------------------------------------------------------------
    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Validate and replay a parsed record; anything wrong raises RecordError."""
        try:
            return _load(data)
        except RecordError:
            raise
        except Exception as exc:  # a damaged file must never crash the caller
            raise RecordError(
                f"the record could not be read (internal error: {type(exc).__name__}: {exc})"
            ) from exc

    @classmethod
    def loads(cls, text: str | bytes) -> GameRecord:
        return cls.from_json(_parse_json(text))

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        """Read and replay a file; RecordError for anything wrong, the file included (missing,
        not a regular file, larger than the app's own reader takes)."""
        from .storage.files import SaveFileError, read_file_bytes

        try:
            raw = read_file_bytes(path)
        except SaveFileError as exc:
            raise RecordError(f"cannot read {os.fspath(path)}: {exc.detail}") from None
        return cls.loads(raw)


def loads(text: str | bytes) -> GameRecord:
    return GameRecord.loads(text)


def from_json(data: Any) -> GameRecord:
    return GameRecord.from_json(data)


def load(path: str | os.PathLike[str]) -> GameRecord:
    return GameRecord.load(path)


# -- loading, step by step -----------------------------------------------------------------------


def _parse_json(text: str | bytes) -> Any:
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError:
            raise RecordError("the file is not a game record (it is not UTF-8 text)") from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise RecordError("the file is empty")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise RecordError("the file is not a game record (it is nested too deeply)") from None
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise RecordError("the file ends too early: it was probably cut off while being "
                              "written or copied") from None
        raise RecordError(f"the file is not valid JSON ({exc.msg} at line {exc.lineno}, "
                          f"column {exc.colno})") from None
    except ValueError as exc:  # an integer too long to convert, NaN, Infinity
        raise RecordError(f"the file is not valid JSON ({str(exc).split(';')[0]})") from None
    except MemoryError:
        raise RecordError("the file is too large to read") from None


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _check_header(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"the file is not a game record (it holds {_type_name(data)}, not an "
                          "object)")
    fmt = data.get("format")
    if fmt != FORMAT:
        found = "it has no format" if fmt is None else f"its format is {shown(fmt)}"
        raise RecordError(f"the file is not a Dominoes Qt game record ({found})")
    version = data.get("format_version")
    if type(version) is not int:
        raise RecordError("format_version must be a whole number")
    if version > FORMAT_VERSION:
        raise RecordError(
            f"this game was made by a newer version of Dominoes Qt (record format {version}; "
            f"this version reads formats up to {FORMAT_VERSION}): please update the app")
    return data


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older document up to :data:`FORMAT_VERSION` with :data:`MIGRATIONS`."""
    version = data["format_version"]
    if version == FORMAT_VERSION:
        return data
    data = copy.deepcopy(data)
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise RecordError(f"record format {version} is too old for this version of "
                              "Dominoes Qt")
        try:
            data = step(data)
        except RecordError:
            raise
        except Exception as exc:
            raise RecordError(f"the record could not be converted from format {version} to "
                              f"{version + 1}: {exc}") from exc
        if not isinstance(data, dict):
            raise RecordError(f"converting the record from format {version} failed")
        version += 1
        data["format_version"] = version
    return data


def _read_hand(index: int, value: Any) -> _HandEntry:
    where = f"hand {index}"
    obj = _obj(value, where)
    raw_deal = obj.get("deal")
    found = None if raw_deal is None else deal_from_json(raw_deal, f"{where}: deal")
    actions = []
    for j, item in enumerate(_list(_field(obj, "actions", where), f"{where}: actions"), 1):
        try:
            actions.append(decode_action(item))
        except ValueError as exc:
            raise RecordError(f"{where}, action {j}: {exc}") from None
    result = obj.get("result")
    if result is not None:
        result = _obj(result, f"{where}: result")
        for key in _RESULT_REQUIRED:
            _field(result, key, f"{where}: result")
    return _HandEntry(found, actions, result)


def _explicit_deals(setup: GameSetup, entries: Sequence[_HandEntry]) -> list[Deal]:
    """The deals to replay: the setup's, then each stored deal up to the first missing one."""
    deals = list(setup.deals)
    for i, entry in enumerate(entries):
        if entry.deal is None:
            break
        if i < len(deals):
            if not _same_deal(deals[i], entry.deal):
                raise RecordError(f"hand {i + 1}: the deal differs from the one in the setup")
        else:
            deals.append(entry.deal)
    return deals


def _load(data: Any) -> GameRecord:
    doc = migrate(_check_header(data))
    setup = setup_from_json(_field(doc, "setup", "the record"))
    raw_hands = _list(_field(doc, "hands", "the record"), "hands")
    if not raw_hands:
        raise RecordError("the record lists no hands")
    entries = [_read_hand(i, h) for i, h in enumerate(raw_hands, 1)]
    try:
        record = GameRecord(setup, _explicit_deals(setup, entries))
    except RulesError as exc:
        raise RecordError(f"hand 1 cannot be dealt: {exc}") from None
    for i, entry in enumerate(entries, 1):
        if i > 1:
            _start_hand(record, i)
        _replay_hand(record, i, entry)
    _check_totals(record, doc)
    return record


def _start_hand(record: GameRecord, index: int) -> None:
    match = record.match
    if match.is_over:
        raise RecordError(f"hand {index} follows the end of the match (it ended with hand "
                          f"{index - 1})")
    if match.hand.result is None:
        raise RecordError(f"hand {index - 1} is not finished, yet hand {index} follows it")
    try:
        record.next_hand()
    except RulesError as exc:
        raise RecordError(f"hand {index} cannot be dealt: {exc}") from None


def _replay_hand(record: GameRecord, index: int, entry: _HandEntry) -> None:
    match = record.match
    for j, action in enumerate(entry.actions, 1):
        if match.hand.result is not None:
            raise RecordError(f"hand {index} ended after action {j - 1}, but the record lists "
                              f"{len(entry.actions)} actions in it")
        seat = action.seat if action.seat >= 0 else match.hand.turn
        try:
            record.apply(action)
        except IllegalActionError as exc:
            raise RecordError(f"hand {index}, action {j} (seat {seat}: {action}) is illegal: "
                              f"{exc}") from None
        except RulesError as exc:
            raise RecordError(f"hand {index}, action {j} (seat {seat}: {action}) cannot be "
                              f"replayed: {exc}") from None
    _check_result(record, index, entry)


def _check_result(record: GameRecord, index: int, entry: _HandEntry) -> None:
    match = record.match
    replayed = None
    if index <= len(match.results):
        replayed = result_to_json(match.results[index - 1], record.scores_after(index - 1))
    stored = entry.result
    if stored is None and replayed is None:
        return
    if stored is None:
        assert replayed is not None
        raise RecordError(f"hand {index} ends ({_describe(replayed)}), but the record says it "
                          "is still being played")
    if replayed is None:
        raise RecordError(f"hand {index} does not end after its {len(entry.actions)} actions, "
                          f"but the record gives a result ({_describe(stored)})")
    keys = _RESULT_REQUIRED + tuple(k for k in _RESULT_OPTIONAL if k in stored)
    if any(stored[k] != replayed.get(k) or type(stored[k]) is not type(replayed.get(k))
           for k in keys):
        raise RecordError(f"hand {index} does not end as the record says: it says "
                          f"{_describe(stored)}, the replay gives {_describe(replayed)} "
                          "(was the file edited?)")


def _check_totals(record: GameRecord, doc: Mapping[str, Any]) -> None:
    match = record.match
    if "scores" in doc:
        scores = [_int(s, "scores[]") for s in _list(doc["scores"], "scores")]
        if scores != list(match.hand.scores):
            raise RecordError(f"the record's scores {scores} differ from the replay's "
                              f"{list(match.hand.scores)} (was the file edited?)")
    if "finished" in doc:
        finished = doc["finished"]
        if not isinstance(finished, bool):
            raise RecordError("finished must be true or false")
        if finished != match.is_over:
            state = "over" if match.is_over else "not over"
            raise RecordError(f"the record says the match is {'' if finished else 'not '}"
                              f"finished, but after the replay it is {state}")


# -- output ------------------------------------------------------------------------------------


class _Block:
    """Text laid out already (the hands of :meth:`GameRecord.dumps`), which never fits a line."""

    def __init__(self, text: str) -> None:
        self.text = text


def _too_long(value: Any) -> str:
    if isinstance(value, _Block):
        return "x" * (_WIDTH + 1)
    raise TypeError(f"{type(value).__name__} is not JSON")


#: One encoder for every compact piece (``json.dumps`` with options builds one per call).
_ENCODE = json.JSONEncoder(ensure_ascii=False, default=_too_long).encode
_ENCODE_STR = json.encoder.encode_basestring
_SCALARS = {type(None): lambda v: "null", bool: lambda v: "true" if v else "false",
            int: int.__repr__, str: _ENCODE_STR}


def _compact(value: Any) -> str:
    """``json.dumps(value, ensure_ascii=False)``, quicker for the small pieces of a record."""
    scalar = _SCALARS.get(type(value))
    if scalar is not None:
        return scalar(value)
    if type(value) is list and all(type(v) in _SCALARS for v in value):
        return "[" + ", ".join([_SCALARS[type(v)](v) for v in value]) + "]"
    return _ENCODE(value)


def _pretty(value: Any, indent: int = 0, used: int = 0) -> str:
    """JSON with nested containers expanded only when they do not fit on the line
    (``used``: columns the line already holds after the indentation, e.g. a key)."""
    if isinstance(value, _Block):
        return value.text
    compact = _compact(value)
    if not isinstance(value, list | dict) or not value or indent + used + len(compact) <= _WIDTH:
        return compact
    pad = " " * (indent + 2)
    if isinstance(value, list) and not any(isinstance(v, list | dict) for v in value):
        words = [_compact(v) for v in value]
        return "[\n" + _fill(words, pad) + "\n" + " " * indent + "]"
    if isinstance(value, list):
        items = [pad + _pretty(v, indent + 2) for v in value]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    items = []
    for k, v in value.items():
        key = _ENCODE_STR(k) + ": "
        items.append(pad + key + _pretty(v, indent + 2, len(key)))
    return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"


def _fill(words: list[str], pad: str) -> str:
    """Comma-separated ``words`` wrapped to the line width, each line starting with ``pad``."""
    lines: list[str] = []
    line = ""
    for word in words:
        if line and len(pad) + len(line) + len(word) + 2 > _WIDTH:
            lines.append(pad + line + ",")
            line = ""
        line = f"{line}, {word}" if line else word
    lines.append(pad + line)
    return "\n".join(lines)


__all__ = [
    "FORMAT", "FORMAT_VERSION", "MIGRATIONS", "SUFFIX", "GameRecord", "decode_action",
    "deal_from_json", "encode_action", "from_json", "load", "loads", "migrate",
    "result_to_json", "setup_from_json",
]
