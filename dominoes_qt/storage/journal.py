"""The autosave's journal: the moves since the last full autosave, one short checked line each.

Rewriting the whole record after every move costs time in proportion to the match: a Block
match to 10,000 by hand points can run to 20,000 hands, some 19 MB of record.  So the autosave
is a full record (the *checkpoint*, ``autosave.domino``, an ordinary save file) written when a
game is put on the table, plus this journal (``autosave.domino.journal``), to which each move
appends one line.  Each line is UTF-8 JSON, a space, and eight hex digits: the CRC-32 of the
JSON's bytes, chained (each line's CRC starts from the one of the line before, the header's
from 0), so a changed, repeated, missing or reordered line breaks the chain.  The JSON:

* ``{"format": "dominoes-qt-journal", "format_version": 2, "checkpoint": SHA256, "actions": N}``:
  the header, line 1; it belongs to the full record whose bytes have that SHA-256 digest (hex)
  and which holds N actions (the journal of an earlier full record is set aside: a crash came
  between writing the record and starting its journal);
* ``[S, H, ACTION]``: ACTION (encoded as in the save file) was made in hand H (0 = the first);
* ``[S, H]``: hand H was dealt (before any action in it);
* ``[S, "undo", N]``: the last N actions were taken back (and with them every hand dealt after
  that of the last action kept; a ``[S, H]`` line follows when the game stays in a later hand);

where S is the line's sequence number: 1 for the line after the header, then one more each line.

Reading resumes the longest prefix whose lines all check: a line cut short by a crash (no
newline at the end) is left out without a word (at most that move is lost); any other line
that does not check ends the journal there, and :attr:`Journal.problem` says what was left out,
for the player.  Version 1 journals (no sequence numbers, no checks) are still read.  Qt-free.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominoes_qt.rules.errors import RecordError, RulesError, shown

from .files import SaveFileError, parse_json, utf8
from .record_json import decode_action, encode_action

if TYPE_CHECKING:
    from dominoes_qt.rules.actions import Action

    from .record import GameRecord

FORMAT = "dominoes-qt-journal"
FORMAT_VERSION = 2
SUFFIX = ".journal"


def journal_path(checkpoint: Path) -> Path:
    """``autosave.domino`` -> ``autosave.domino.journal``."""
    return checkpoint.with_name(checkpoint.name + SUFFIX)


def _json(value: Any) -> bytes:
    return utf8(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def _checked(text: bytes, crc: int) -> tuple[bytes, int]:
    """A line of JSON ``text`` with its chained CRC after it, and that CRC."""
    crc = zlib.crc32(text, crc)
    return text + b" %08x\n" % crc, crc


def digest(checkpoint: bytes) -> str:
    """What names a full record in its journal's header."""
    import hashlib  # OpenSSL's loading costs ~2 ms; the first write comes after the first frame

    return hashlib.sha256(checkpoint).hexdigest()


@dataclass(frozen=True)
class Tail:
    """Where the next line goes on: its sequence number, and the CRC it chains from."""

    seq: int
    crc: int


def header(token: str, actions: int) -> tuple[bytes, Tail]:
    """The first line of a journal, and the tail that the next line follows."""
    line, crc = _checked(_json({"format": FORMAT, "format_version": FORMAT_VERSION,
                                "checkpoint": token, "actions": actions}), 0)
    return line, Tail(1, crc)


#: An entry before it is written: (hand, action), (hand, None) a deal, ("undo", N).
Entry = tuple[Any, Any]


def action_entry(hand: int, action: Action) -> Entry:
    return (hand, action)


def hand_entry(hand: int) -> Entry:
    return (hand, None)


def undo_entry(count: int) -> Entry:
    return ("undo", count)


def lines(entries: Iterable[Entry], tail: Tail) -> tuple[bytes, Tail]:
    """The checked lines of ``entries`` after ``tail``, and the new tail."""
    out: list[bytes] = []
    seq, crc = tail.seq, tail.crc
    for first, second in entries:
        if first == "undo":
            value: list[Any] = [seq, "undo", second]
        elif second is None:
            value = [seq, first]
        else:
            value = [seq, first, encode_action(second)]
        line, crc = _checked(_json(value), crc)
        out.append(line)
        seq += 1
    return b"".join(out), Tail(seq, crc)


@dataclass
class Journal:
    """A journal read from disk: what it adds to its checkpoint."""

    #: (hand, action) pairs and (hand, None) deal marks, undos already taken out
    entries: list[tuple[int, Action | None]]
    #: bytes of the lines that checked (an incomplete last line and damage left out)
    size: int
    #: whether the file ended in an incomplete line (a write cut short)
    torn: bool
    #: where the next line would go on
    tail: Tail | None = None
    #: what was left out and why, for the player (None: nothing but a cut last line)
    problem: str | None = None
    #: complete lines left out
    dropped: int = 0


def parse(raw: bytes, token: str, base_actions: int) -> Journal | None:
    """The journal in ``raw`` for the full record ``token`` (its digest) of ``base_actions``
    actions: the longest prefix of lines that check, with what was left out in
    :attr:`Journal.problem`; None if it belongs to an earlier full record whose moves are all
    in this one.  RecordError for a journal of a newer version."""
    end = raw.rfind(b"\n") + 1
    torn = end < len(raw)
    found = raw[:end].split(b"\n")[:-1]
    if not found:
        if not raw:
            return Journal([], 0, False, problem="the journal is empty")
        return Journal([], 0, torn, problem="the journal holds no whole line")
    if found[0].endswith(b"}"):   # a version 2 line ends in its check, never in a brace
        return _parse_v1(found, end, torn, token, base_actions)
    head, crc = _line(found[0], 0)
    if not isinstance(head, dict) or head.get("format") != FORMAT:
        return Journal([], 0, torn, problem="its first line (the header) is damaged",
                       dropped=len(found) - 1)
    version = head.get("format_version")
    if type(version) is not int or version > FORMAT_VERSION:
        raise RecordError("the journal was written by a newer version of Dominoes Qt")
    entries: list[tuple[int, Action | None]] = []
    size = len(found[0]) + 1
    tail = Tail(1, crc)
    problem = None
    for number, text in enumerate(found[1:], 2):
        item, next_crc = _line(text, tail.crc)
        why = _entry(item, tail.seq, entries)
        if why:
            problem = f"line {number} {why}"
            break
        size += len(text) + 1
        tail = Tail(tail.seq + 1, next_crc)
    dropped = len(found) - tail.seq
    if head.get("checkpoint") != token:
        net = head.get("actions")
        net = net + sum(1 for _, a in entries if a is not None) if type(net) is int else None
        if problem is None and net == base_actions:
            return None     # killed between a full write and its new journal: nothing lost
        return Journal([], 0, torn, problem="the journal belongs to another automatic save",
                       dropped=len(found) - 1)
    if head.get("actions") != base_actions:
        return Journal([], 0, torn, problem=(
            f"line 1 says the full autosave holds {shown(head.get('actions'))} actions, but it "
            f"holds {base_actions}"), dropped=len(found) - 1)
    return Journal(entries, size, torn, tail, problem, dropped)


_NOT_CHECKED = object()


def _line(text: bytes, crc: int) -> tuple[Any, int]:
    """The JSON of a checked line, and its CRC; ``_NOT_CHECKED`` when the check fails."""
    json_text, space, check = text.rpartition(b" ")
    new = zlib.crc32(json_text, crc)
    if not space or check != b"%08x" % new:
        return _NOT_CHECKED, crc
    try:
        return parse_json(json_text), new
    except SaveFileError:
        return _NOT_CHECKED, crc


def _entry(item: Any, seq: int, entries: list[tuple[int, Action | None]]) -> str:
    """Add a checked line's entry to ``entries``; what is wrong with it ("" if nothing)."""
    if item is _NOT_CHECKED:
        return "is damaged, out of place or repeated"
    if not isinstance(item, list) or len(item) < 2 or item[0] != seq:
        return "is out of place"
    if item[1] == "undo":
        count = item[2] if len(item) == 3 else None
        if type(count) is not int or count < 1:
            return "is not a journal entry"
        if sum(1 for _, action in entries if action is not None) < count:
            return "takes back more actions than the journal holds"
        _undo(entries, count, 0)
        return ""
    hand = item[1]
    if type(hand) is not int or hand < 0 or len(item) > 3:
        return "is not a journal entry"
    if len(item) == 2:
        entries.append((hand, None))
        return ""
    try:
        entries.append((hand, decode_action(item[2])))
    except ValueError as exc:
        return f"is not a journal entry: {exc}"
    return ""


def _parse_v1(found: list[bytes], end: int, torn: bool, token: str,
              base_actions: int) -> Journal | None:
    """A version 1 journal (lines of JSON alone, no checks), as version 1 read it."""
    head = _parse_line(found[0], 1)
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
    for number, text in enumerate(found[1:], 2):
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
    return Journal(entries, end, torn)   # no tail: the next write starts a version 2 journal


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


def replay(record: GameRecord, entries: Sequence[tuple[int, Action | None]]) -> int:
    """Apply journal entries to their checkpoint's record, through the rules' own checks, up to
    the first that the rules refuse; returns how many were applied (all of them: len)."""
    for number, (hand, action) in enumerate(entries):
        match = record.match
        if hand < match.hand_index:
            return number
        while match.hand_index < hand:
            if match.is_over or match.hand.result is None:
                return number
            try:
                record.next_hand()
            except RulesError:
                return number
            match = record.match
        if action is None:
            continue
        try:
            record.apply(action)
        except RulesError:
            return number
    return len(entries)
