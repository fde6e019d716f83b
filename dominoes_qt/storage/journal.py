"""The autosave's journal: the moves since the last full autosave, one short JSON line each.

Rewriting the whole record after every move costs time in proportion to the match: a Block
match to 10,000 by hand points can run to 20,000 hands, some 19 MB of record.  So the autosave
is a full record (the *checkpoint*, ``autosave.domino``, an ordinary save file) written when a
game is put on the table, plus this journal (``autosave.domino.journal``), to which each move
appends one line.  Lines (UTF-8 JSON, one per line):

* ``{"format": "dominoes-qt-journal", "format_version": 1, "checkpoint": SHA256, "actions": N}``:
  the first line; it belongs to the full record whose bytes have that SHA-256 digest (hex) and
  which holds N actions (the journal of an earlier full record is ignored: a crash came
  between writing the record and starting its journal);
* ``[H, ACTION]``: ACTION (encoded as in the save file) was made in hand H (0 = the first);
* ``[H]``: hand H was dealt (before any action in it);
* ``["undo", N]``: the last N actions were taken back (and with them every hand dealt after
  that of the last action kept; a ``[H]`` line follows when the game stays in a later hand).

A line cut short by a crash (no newline at the end) is ignored: at most that move is lost.
Anything else wrong is an error naming the line.  Qt-free.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominoes_qt.rules.errors import RecordError, RulesError

from .files import SaveFileError, parse_json
from .record_json import decode_action, encode_action, shown

if TYPE_CHECKING:
    from dominoes_qt.rules.actions import Action

    from .record import GameRecord

FORMAT = "dominoes-qt-journal"
FORMAT_VERSION = 1
SUFFIX = ".journal"


def journal_path(checkpoint: Path) -> Path:
    """``autosave.domino`` -> ``autosave.domino.journal``."""
    return checkpoint.with_name(checkpoint.name + SUFFIX)


def _line(value: Any) -> bytes:
    return (json.dumps(value, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")


def digest(checkpoint: bytes) -> str:
    """What names a full record in its journal's header."""
    import hashlib  # OpenSSL's loading costs ~2 ms; the first write comes after the first frame

    return hashlib.sha256(checkpoint).hexdigest()


def header(token: str, actions: int) -> bytes:
    return _line({"format": FORMAT, "format_version": FORMAT_VERSION, "checkpoint": token,
                  "actions": actions})


def action_line(hand: int, action: Action) -> bytes:
    return _line([hand, encode_action(action)])


def hand_line(hand: int) -> bytes:
    return _line([hand])


def undo_line(count: int) -> bytes:
    return _line(["undo", count])


@dataclass
class Journal:
    """A journal read from disk: what it adds to its checkpoint."""

    #: (hand, action) pairs and (hand, None) deal marks, undos already taken out
    entries: list[tuple[int, Action | None]]
    #: bytes of complete lines (an incomplete last line is left out)
    size: int
    #: whether the file ended in an incomplete line (a write cut short)
    torn: bool


def parse(raw: bytes, token: str, base_actions: int) -> Journal | None:
    """The journal in ``raw`` if it belongs to the full record ``token`` (its digest) of
    ``base_actions`` actions, None if it belongs to another one; RecordError naming the line
    at fault."""
    end = raw.rfind(b"\n") + 1
    torn = end < len(raw)
    lines = raw[:end].split(b"\n")[:-1]
    if not lines:
        return None
    head = _parse_line(lines[0], 1)
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        raise RecordError("line 1 is not the header of an autosave journal")
    if head.get("checkpoint") != token:
        return None
    version = head.get("format_version")
    if type(version) is not int or version > FORMAT_VERSION:
        raise RecordError("the journal was written by a newer version of Dominoes Qt")
    if head.get("actions") != base_actions:
        raise RecordError(f"line 1 says the full autosave holds {shown(head.get('actions'))} "
                          f"actions, but it holds {base_actions}")
    entries: list[tuple[int, Action | None]] = []
    for number, text in enumerate(lines[1:], 2):
        item = _parse_line(text, number)
        if not isinstance(item, list) or not item:
            raise RecordError(f"line {number} is not a journal entry")
        if item[0] == "undo":
            if len(item) != 2 or type(item[1]) is not int or item[1] < 1:
                raise RecordError(f"line {number}: an undo is [\"undo\", N] with N at least 1")
            _undo(entries, item[1], number)
            continue
        hand = item[0]
        if type(hand) is not int or hand < 0 or len(item) > 2:
            raise RecordError(f"line {number} is not a journal entry")
        if len(item) == 1:
            entries.append((hand, None))
            continue
        try:
            entries.append((hand, decode_action(item[1])))
        except ValueError as exc:
            raise RecordError(f"line {number}: {exc}") from None
    return Journal(entries, end, torn)


def _parse_line(text: bytes, number: int) -> Any:
    try:
        return parse_json(text)
    except SaveFileError:
        raise RecordError(f"line {number} is not valid JSON") from None


def _undo(entries: list[tuple[int, Action | None]], count: int, number: int) -> None:
    """Take back ``count`` actions, and the deal marks after the last one left (the writer
    follows the undo with a deal mark when the game stays in a later hand)."""
    while count:
        if not entries:
            raise RecordError(f"line {number} takes back more actions than the journal holds")
        if entries.pop()[1] is not None:
            count -= 1
    while entries and entries[-1][1] is None:
        entries.pop()


def replay(record: GameRecord, entries: Sequence[tuple[int, Action | None]]) -> None:
    """Apply journal entries to their checkpoint's record, through the rules' own checks;
    RecordError naming the entry at fault."""
    for number, (hand, action) in enumerate(entries, 1):
        match = record.match
        if hand < match.hand_index:
            raise RecordError(f"entry {number} goes back to hand {hand + 1}")
        while match.hand_index < hand:
            if match.is_over or match.hand.result is None:
                raise RecordError(f"entry {number}: hand {hand + 1} cannot be dealt before "
                                  f"hand {match.hand_index + 1} ends")
            record.next_hand()
        if action is None:
            continue
        try:
            record.apply(action)
        except RulesError as exc:
            raise RecordError(f"entry {number} ({action}) is illegal: {exc}") from None
