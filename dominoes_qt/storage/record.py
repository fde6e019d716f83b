"""Game records: a setup plus every action, saved as versioned JSON and replayed to load.

A record is the single source of truth for a game in progress: the live :class:`Match` is what
you get by replaying the record's actions, so *undo* is "replay all but the last actions" and
*load* is "replay everything the file says, through the engine's own legality checks".  Loading
never trusts the file: each action must be legal, and the stored hand results and scores must
be what the replay produces; anything else raises :class:`RecordError` with a message that
names the hand and action at fault.  The format is described in ``docs/save-format.md``; the
JSON of a record's parts is :mod:`.record_json`, its layout :mod:`.json_layout`, and files are
read and written by :mod:`.files` (the one reader and the one atomic writer).
"""

from __future__ import annotations

import copy
import dataclasses
import os
import random
from collections.abc import Callable, Container, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from dominoes_qt import __version__
from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.rules.deal import Deal
from dominoes_qt.rules.errors import IllegalActionError, RecordError, RulesError, shown
from dominoes_qt.rules.match import Match
from dominoes_qt.session import GameSetup

from .files import SaveFileError, atomic_write_bytes, parse_json, read_file_bytes, utf8
from .json_layout import Block, pretty
from .migrations import v1_to_v2
from .record_json import (
    RESULT_OPTIONAL,
    RESULT_REQUIRED,
    as_int,
    as_list,
    as_object,
    deal_from_json,
    decode_action,
    describe_result,
    encode_action,
    get_field,
    result_to_json,
    same_deal,
    setup_from_json,
    type_name,
)

FORMAT = "dominoes-qt-game"
FORMAT_VERSION = 2

Migration = Callable[[dict[str, Any]], dict[str, Any]]
#: ``MIGRATIONS[n]`` turns a format-``n`` document into a format-``n + 1`` one.
MIGRATIONS: dict[int, Migration] = {1: v1_to_v2}


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
        self._sync_hand_scores()   # a hand lost as it is dealt has its result already
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
        for index in range(len(setup.deals), len(self._deals)):
            match.hand_class.deal_hand(settings, match.rng, index=index,
                                       first_seat=setup.first_seat)
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

    def next_hand(self, deal: Deal | None = None) -> None:
        """Deal the next hand: from the match's generator, or ``deal`` (a network table's
        verifiable deal, :mod:`dominoes_qt.server.fair_deal`), kept as an explicit deal."""
        if deal is not None:
            self._deals = (*self._match.deals, deal)
            self._match.explicit_deals = list(self._deals)
        self._match.next_hand()
        self._sync_hand_scores()

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
        self._sync_hand_scores()
        for index, action in entries:
            while self._match.hand_index < index:
                self.next_hand()
            self.apply(action)
        while self._match.hand_index < hand_index:
            self.next_hand()

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
        laid = [pretty(hand, 4) for hand in hands]
        for i in range(start, done):
            cache.texts.append(laid[i - start])
            cache.actions += len(hands[i - start]["actions"])
        doc = self._header()
        doc["hands"] = Block("[\n" + ",\n".join(
            "    " + text for text in (*cache.texts, *laid[done - start:])) + "\n  ]")
        doc.update(self._footer())
        return pretty(doc) + "\n"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write :meth:`dumps` with the one atomic writer (:func:`.files.atomic_write_bytes`),
        so a crash never leaves half a save behind; raises ``OSError``."""
        atomic_write_bytes(path, utf8(self.dumps()))

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
        """Parse (with the one JSON reader, :func:`.files.parse_json`) and replay."""
        try:
            data = parse_json(text)
        except SaveFileError as exc:
            raise RecordError(exc.detail) from None
        return cls.from_json(data)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> GameRecord:
        """Read and replay a file; RecordError for anything wrong, the file included (missing,
        not a regular file, larger than the app's own reader takes)."""
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


def _check_header(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise RecordError(f"the file is not a game record (it holds {type_name(data)}, not an "
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
    obj = as_object(value, where)
    raw_deal = obj.get("deal")
    found = None if raw_deal is None else deal_from_json(raw_deal, f"{where}: deal")
    actions = []
    for j, item in enumerate(as_list(get_field(obj, "actions", where), f"{where}: actions"), 1):
        try:
            actions.append(decode_action(item))
        except ValueError as exc:
            raise RecordError(f"{where}, action {j}: {exc}") from None
    result = obj.get("result")
    if result is not None:
        result = as_object(result, f"{where}: result")
        for key in RESULT_REQUIRED:
            get_field(result, key, f"{where}: result")
    return _HandEntry(found, actions, result)


def _explicit_deals(setup: GameSetup, entries: Sequence[_HandEntry]) -> list[Deal]:
    """The deals to replay: the setup's, then each stored deal up to the first missing one."""
    deals = list(setup.deals)
    for i, entry in enumerate(entries):
        if entry.deal is not None and is_solitaire(setup.game_id):
            from dominoes_qt.rules.solitaires.base import check_deal  # not for the first frame

            try:   # the whole set in some order, as HandState checks the multiplayer deals
                check_deal(setup.settings(), entry.deal)
            except RulesError as exc:
                raise RecordError(f"hand {i + 1}: the deal cannot be played: {exc}") from None
        if entry.deal is None:
            break
        if i < len(deals):
            if not same_deal(deals[i], entry.deal):
                raise RecordError(f"hand {i + 1}: the deal differs from the one in the setup")
        else:
            deals.append(entry.deal)
    return deals


def _load(data: Any) -> GameRecord:
    doc = migrate(_check_header(data))
    setup = setup_from_json(get_field(doc, "setup", "the record"))
    raw_hands = as_list(get_field(doc, "hands", "the record"), "hands")
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
    if stored is None and not entry.actions and match.is_over:
        return   # lost at its deal: written before such a hand ended the match, no result
    if stored is None:
        assert replayed is not None
        raise RecordError(f"hand {index} ends ({describe_result(replayed)}), but the record says it "
                          "is still being played")
    if replayed is None:
        raise RecordError(f"hand {index} does not end after its {len(entry.actions)} actions, "
                          f"but the record gives a result ({describe_result(stored)})")
    keys = RESULT_REQUIRED + tuple(k for k in RESULT_OPTIONAL if k in stored)
    if any(stored[k] != replayed.get(k) or type(stored[k]) is not type(replayed.get(k))
           for k in keys):
        raise RecordError(f"hand {index} does not end as the record says: it says "
                          f"{describe_result(stored)}, the replay gives {describe_result(replayed)} "
                          "(was the file edited?)")


def _check_totals(record: GameRecord, doc: Mapping[str, Any]) -> None:
    match = record.match
    if "scores" in doc:
        scores = [as_int(s, "scores[]") for s in as_list(doc["scores"], "scores")]
        if scores != list(match.hand.scores):
            raise RecordError(f"the record's scores {scores} differ from the replay's "
                              f"{list(match.hand.scores)} (was the file edited?)")
    if "finished" in doc:
        finished = doc["finished"]
        if not isinstance(finished, bool):
            raise RecordError("finished must be true or false")
        lost_at_deal = match.is_over and not any(
            hand == match.hand_index for hand, _ in match.actions[-1:])
        if finished != match.is_over and not (lost_at_deal and not finished):
            state = "over" if match.is_over else "not over"
            raise RecordError(f"the record says the match is {'' if finished else 'not '}"
                              f"finished, but after the replay it is {state}")


__all__ = [
    "FORMAT", "FORMAT_VERSION", "MIGRATIONS", "GameRecord", "from_json", "load", "loads",
    "migrate",
]
