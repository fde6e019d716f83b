"""Provably fair deals: the server commits to each hand's shuffle before the people add to it.

Pure Python (no Qt, no network), so the server, the game's client and any other client run the
same check (docs/protocol.md, "Provably fair deals"):

1. before a hand the server draws a secret 32-byte ``seed`` and sends ``commit(seed)``, the
   SHA-256 of the seed, in hex;
2. each person's client then sends a ``part`` of its own (random bytes); the server cannot
   have chosen its seed knowing them, and no seat knows the seed;
3. the deal is ``deal_for(settings, final_seed(seed, index, parts), index, first_seat)``: the
   rules' own shuffle (``GameState.deal_hand``) on ``random.Random`` seeded with the SHA-256
   of the seed, the hand's index and every part;
4. at the hand's end the server reveals the seed and the parts it used; :func:`verify`
   replays the hand from them and compares every tile with what the table showed.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dominoes_qt.rules.deal import Deal
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.match import hand_class_for
from dominoes_qt.rules.settings import Settings

#: The text every final seed's hash starts with (a hash of this recipe, for nothing else).
DOMAIN = b"dominoes-qt fair deal v1\x00"
SEED_BYTES = 32
#: A part's least and most bytes (sent as 2 hex digits a byte).
PART_MIN, PART_MAX = 16, 64

#: Why a deal fails the check (:attr:`Verdict.problem`).
COMMIT, PART, DEAL, UNREVEALED = "commit", "part", "deal", "unrevealed"


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def new_part() -> bytes:
    return secrets.token_bytes(32)


def commit(seed: bytes) -> str:
    """The commitment to ``seed``: its SHA-256 in lower-case hex."""
    return hashlib.sha256(seed).hexdigest()


def part_from_hex(text: Any) -> bytes:
    """A part as sent (hex text of 16 to 64 bytes); ValueError for anything else."""
    if not isinstance(text, str) or not 2 * PART_MIN <= len(text) <= 2 * PART_MAX \
            or len(text) % 2:
        raise ValueError(f"a part is {PART_MIN} to {PART_MAX} bytes in hex")
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise ValueError("a part is hex digits") from None


def final_seed(seed: bytes, index: int, parts: Mapping[int, bytes]) -> bytes:
    """SHA-256 of DOMAIN, the seed, the hand's index (4 bytes big-endian) and, seat by seat
    in increasing order, the seat (1 byte), the part's length (1 byte) and the part."""
    h = hashlib.sha256(DOMAIN)
    h.update(seed)
    h.update(index.to_bytes(4, "big"))
    for seat in sorted(parts):
        part = parts[seat]
        h.update(bytes((seat, len(part))))
        h.update(part)
    return h.digest()


def deal_for(settings: Settings, final: bytes, index: int, first_seat: int = 0) -> Deal:
    """Hand ``index``'s deal from ``final``: the game's own shuffle and deal on
    ``random.Random(int.from_bytes(final, "big"))`` (the same as every local game's)."""
    rng = random.Random(int.from_bytes(final, "big"))
    return hand_class_for(settings).deal_hand(settings, rng, index=index, first_seat=first_seat)


@dataclass
class Shuffle:
    """The server's side of one hand: its seed and the parts received so far."""

    index: int
    seed: bytes = field(default_factory=new_seed)
    parts: dict[int, bytes] = field(default_factory=dict)

    @property
    def commit(self) -> str:
        return commit(self.seed)

    def deal(self, settings: Settings, first_seat: int = 0) -> Deal:
        return deal_for(settings, final_seed(self.seed, self.index, self.parts), self.index,
                        first_seat)

    def commit_json(self) -> dict[str, Any]:
        """What the ``table`` message says before the deal (``deal_commit``)."""
        return {"hand": self.index, "commit": self.commit}

    def proof_json(self) -> dict[str, Any]:
        """What the hand's last ``state`` reveals (``deal_proof``)."""
        return {"hand": self.index, "commit": self.commit, "seed": self.seed.hex(),
                "parts": [[seat, self.parts[seat].hex()] for seat in sorted(self.parts)]}

    def to_json(self) -> dict[str, Any]:
        """As the table's file keeps it (a restart keeps the commitment it sent)."""
        return {"hand": self.index, "seed": self.seed.hex(),
                "parts": {str(s): p.hex() for s, p in sorted(self.parts.items())}}

    @classmethod
    def from_json(cls, data: Any) -> Shuffle:
        if not isinstance(data, dict):
            raise ValueError("a shuffle is an object")
        index, seed, parts = data.get("hand"), data.get("seed"), data.get("parts")
        if type(index) is not int or index < 0 or not isinstance(seed, str) \
                or not isinstance(parts, dict):
            raise ValueError("a shuffle has a hand, a seed and parts")
        raw = bytes.fromhex(seed)
        if len(raw) != SEED_BYTES:
            raise ValueError("a shuffle's seed is 32 bytes")
        return cls(index, raw, {int(s): part_from_hex(p) for s, p in parts.items()})


@dataclass(frozen=True)
class Proof:
    """A hand's ``deal_proof`` as read by a client."""

    index: int
    commit: str
    seed: bytes
    parts: dict[int, bytes]


def proof_from_json(data: Any, players: int) -> Proof:
    """Read a ``deal_proof``; ValueError for anything malformed (a client survives a hostile
    server)."""
    if not isinstance(data, dict):
        raise ValueError("deal_proof is an object")
    index, seed, parts, said = (data.get("hand"), data.get("seed"), data.get("parts"),
                                data.get("commit"))
    if type(index) is not int or not 0 <= index < 10 ** 6:
        raise ValueError("deal_proof.hand is a hand's index")
    if not isinstance(seed, str) or len(seed) != 2 * SEED_BYTES or not isinstance(said, str):
        raise ValueError("deal_proof.seed is 32 bytes in hex")
    if not isinstance(parts, list):
        raise ValueError("deal_proof.parts is a list")
    read: dict[int, bytes] = {}
    for item in parts:
        if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int
                and 0 <= item[0] < players and item[0] not in read):
            raise ValueError("deal_proof.parts holds [seat, part] once per seat")
        read[item[0]] = part_from_hex(item[1])
    return Proof(index, said, bytes.fromhex(seed), read)


@dataclass(frozen=True)
class Verdict:
    """The check of one hand: ``ok``, or ``problem`` (:data:`COMMIT`, :data:`PART`,
    :data:`DEAL`, :data:`UNREVEALED`) with an English ``detail`` for the log; ``committed``:
    this client saw the commitment before it sent its part (else the check shows the deal
    follows from the seed, not that the seed was fixed first); ``checked`` False: the server
    offers no check (an older one), there is nothing to say."""

    ok: bool
    problem: str = ""
    detail: str = ""
    committed: bool = False
    checked: bool = True


def verify(settings: Settings, proof: Proof | None, *, commit_seen: str | None,
           seat: int, part: bytes | None, view: Mapping[str, Any],
           revealed: Sequence[Sequence[str]], scores_before: Sequence[int] | None,
           first_seat: int = 0, dealt_hand: Sequence[str] | None = None) -> Verdict:
    """Check a finished hand: the revealed seed is the one committed (``commit_seen``, from
    the ``table`` message before the deal), our ``part`` is in it unchanged, and the deal it
    gives, replayed with the hand's public actions (``view["history"]``), ends exactly as the
    table showed: our ``view`` (its JSON) and every seat's ``revealed`` tiles, and our hand at
    the deal (``dealt_hand``, when we saw it)."""
    if proof is None:
        if commit_seen is None:
            return Verdict(True, checked=False)     # a server that offers no check
        return Verdict(False, UNREVEALED, "the server committed to a seed and did not reveal it")
    if commit(proof.seed) != proof.commit:
        return Verdict(False, COMMIT, "the revealed seed is not the one in the proof's commit")
    if commit_seen is not None and commit_seen != proof.commit:
        return Verdict(False, COMMIT, "the revealed seed is not the one committed to")
    if part is not None and proof.parts.get(seat) != part:
        return Verdict(False, PART, "our part is not in the seed")
    final = final_seed(proof.seed, proof.index, proof.parts)
    try:
        deal = deal_for(settings, final, proof.index, first_seat)
    except RulesError as exc:
        return Verdict(False, DEAL, f"the seed gives no deal: {exc}")
    if dealt_hand is not None and sorted(_tile_names(deal.hands[seat])) != sorted(dealt_hand):
        return Verdict(False, DEAL, "our tiles at the deal are not the seed's")
    why = _replay_differs(settings, deal, view, revealed, scores_before)
    if why:
        return Verdict(False, DEAL, why)
    return Verdict(True, committed=commit_seen is not None)


class DealWitness:
    """A client's side of the check, fed the server's messages: it answers each new
    commitment with a part of its own (the fields of a ``deal_part`` message to send), notes
    its tiles at the deal, and checks each hand once it is over (:meth:`on_state`)."""

    def __init__(self) -> None:
        self.commits: dict[int, str] = {}      # hand -> the commitment seen before its deal
        self.parts: dict[int, bytes] = {}      # hand -> the part sent for that commitment
        self.dealt: dict[int, list[str]] = {}  # hand -> our tiles as dealt
        self.verdicts: dict[int, Verdict] = {}

    def on_table(self, table: Mapping[str, Any]) -> dict[str, Any] | None:
        """A ``table`` message: the ``deal_part`` fields to send for a new commitment."""
        said = table.get("deal_commit")
        if not isinstance(said, dict):
            return None
        index, value = said.get("hand"), said.get("commit")
        if type(index) is not int or index < 0 or not isinstance(value, str) \
                or len(value) != 64 or index in self.verdicts:
            return None
        if self.commits.get(index) == value:
            return None                        # answered already
        part = new_part()
        self.commits[index], self.parts[index] = value, part
        return {"hand": index, "part": part.hex()}

    def on_state(self, table: Mapping[str, Any], state: Mapping[str, Any]) -> Verdict | None:
        """A ``state`` message: the hand's verdict when it is over (once per hand), else None.
        Raises nothing: a state it cannot read is a failed check, not a crash."""
        index, view = state.get("hand"), state.get("view")
        if type(index) is not int or not isinstance(view, dict) or index in self.verdicts:
            return None
        revealed = state.get("revealed")
        if revealed is None:
            hand = view.get("hand")
            if view.get("history") == [] and isinstance(hand, list) and hand \
                    and index not in self.dealt:   # (none seen in Blind Dominoes)
                self.dealt[index] = [str(t) for t in hand]
            return None
        verdict = self._check(table, state, index, view, revealed)
        self.verdicts[index] = verdict
        return verdict

    def _check(self, table: Mapping[str, Any], state: Mapping[str, Any], index: int,
               view: dict[str, Any], revealed: Any) -> Verdict:
        from .protocol import ProtocolError
        from .seat_state import setup_from_table

        try:
            setup = setup_from_table(table)
            settings = setup.settings()
            raw = state.get("deal_proof")
            proof = None if raw is None else proof_from_json(raw, settings.players)
            if proof is not None and proof.index != index:
                return Verdict(False, DEAL, "the proof is for another hand")
            results = state.get("results")
            before = None
            if index and isinstance(results, list) and len(results) >= index:
                before = results[index - 1].get("scores")
            seat = state.get("seat")
            if type(seat) is not int or not isinstance(revealed, list):
                raise ValueError("the state has no seat or revealed tiles")
            return verify(settings, proof, commit_seen=self.commits.get(index), seat=seat,
                          part=self.parts.get(index), view=view, revealed=revealed,
                          scores_before=before, first_seat=setup.first_seat,
                          dealt_hand=self.dealt.get(index))
        except (ValueError, TypeError, AttributeError, RulesError, ProtocolError) as exc:
            return Verdict(False, DEAL, f"the proof cannot be read: {exc}")


def _tile_names(ids: Sequence[int]) -> list[str]:
    from dominoes_qt.rules.tiles import TILES

    return [str(TILES[t]) for t in ids]


def _replay_differs(settings: Settings, deal: Deal, view: Mapping[str, Any],
                    revealed: Sequence[Sequence[str]], scores: Sequence[int] | None) -> str:
    """"" when the hand dealt as ``deal`` and played as ``view["history"]`` ends as shown;
    else what differs.  A later hand's leader may come from an option (rotation, the last
    winner): the replay tries the game's own lead, then the leader the view names."""
    from dominoes_qt.storage.record_json import decode_action

    from .protocol import view_json

    cls = hand_class_for(settings)
    seat = view.get("seat")
    history = view.get("history")
    if type(seat) is not int or not isinstance(history, list):
        return "the view has no seat or history"
    why = "the hand cannot be replayed"
    for lead in (None, view.get("leader")):
        try:
            hand = cls(settings, deal, list(scores) if scores is not None else None,
                       lead_override=lead if type(lead) is int else None)
            for item in history:
                hand.apply(decode_action(item[1]))
        except (RulesError, ValueError, TypeError, IndexError) as exc:
            why = f"the actions do not fit the seed's deal: {exc}"
            continue
        if view_json(hand.view(seat)) != dict(view):
            why = "our view differs from the seed's deal"
            continue
        shown = [[str(t) for t in hand.hand_of(s)] for s in range(settings.players)]
        if [list(r) for r in revealed] != shown:
            why = "the tiles revealed differ from the seed's deal"
            continue
        return ""
    return why


__all__ = ["COMMIT", "DEAL", "PART", "UNREVEALED", "DealWitness", "Proof", "Shuffle", "Verdict", "commit",
           "deal_for", "final_seed", "new_part", "new_seed", "part_from_hex", "proof_from_json",
           "verify"]
