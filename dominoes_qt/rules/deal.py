"""Dealing and the lead procedures (RULES.md §1.3, §1.4).

A :class:`Deal` is plain data (tile ids), so a real deal can be typed in for a test or a replay
and a seeded deal is reproducible: the same ``random.Random`` state gives the same deal,
including any redeals when nobody holds a double.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final

from .errors import RulesError
from .native import mypyc_attr
from .settings import Lead, Settings
from .tiles import HIGH, MAX_SUIT, PIPS, TILES, Tile, mask_of, set_count, tile_id


class NoLeadError(RulesError):
    """Nobody holds a double where the lead needs one: the tiles must be reshuffled."""


@mypyc_attr(native_class=False)     # why: state.py's note on ScoreEvent
@dataclass(frozen=True)
class Deal:
    """Hands and boneyard as tile ids; tiles are drawn from the end of ``boneyard``."""

    hands: tuple[tuple[int, ...], ...]
    boneyard: tuple[int, ...]
    leader: int | None = None          # for leads by lot or chosen seat
    lot: tuple[int, ...] = ()          # the tiles drawn for the lot, seat by seat
    redeals: int = 0                   # how many deals were thrown in before this one
    #: the hands as bit masks where :func:`deal` worked them out (the hand starts from them
    #: instead of adding them up again); () in any other deal, ``dataclasses.replace``'s too
    masks: tuple[int, ...] = field(default=(), init=False, compare=False, repr=False)
    #: (the settings, the leading seat, the tile to lead or -1) as :func:`find_lead` found
    #: them for the settings :func:`deal` dealt for; None in any other deal
    found_lead: tuple[Settings, int, int] | None = field(
        default=None, init=False, compare=False, repr=False)

    def __init__(self, hands: tuple[tuple[int, ...], ...], boneyard: tuple[int, ...],
                 leader: int | None = None, lot: tuple[int, ...] = (), redeals: int = 0, *,
                 masks: tuple[int, ...] = (),
                 found_lead: tuple[Settings, int, int] | None = None) -> None:
        fields = self.__dict__
        fields["hands"] = hands
        fields["boneyard"] = boneyard
        fields["leader"] = leader
        fields["lot"] = lot
        fields["redeals"] = redeals
        fields["masks"] = masks
        fields["found_lead"] = found_lead

    @classmethod
    def of(
        cls,
        hands: Sequence[Sequence[object]],
        boneyard: Sequence[object] = (),
        leader: int | None = None,
    ) -> Deal:
        """Build a deal from readable tiles: ``Deal.of([["6-6", "5-4"], ["3-2"]], ["1-1"])``.
        (Typed ``object``: anything is checked here, and the compiled engine would refuse
        a wrong type with a TypeError before the check could name it.)

        A tile is text (``"5-4"``), a :class:`Tile` or a pair of numbers (``(5, 4)``); anything
        else is refused with a :class:`RulesError` naming it.  ``leader`` is only for games
        whose leader is not decided by the tiles (by lot, or chosen): ``validate_deal`` refuses
        it elsewhere.
        """
        return cls(tuple(_tile_ids(h, f"hand {i}") for i, h in enumerate(hands, 1)),
                   _tile_ids(boneyard, "the boneyard"), leader)

    def hand_tiles(self, seat: int) -> list[Tile]:
        return [TILES[t] for t in self.hands[seat]]

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "hands": [[str(TILES[t]) for t in h] for h in self.hands],
            "boneyard": [str(TILES[t]) for t in self.boneyard],
        }
        if self.leader is not None:
            data["leader"] = self.leader
        return data


def _tile_ids(seq: Sequence[object], where: str) -> tuple[int, ...]:
    """The ids of tiles written as :meth:`Deal.of` takes them (a module function: compiled, a
    class that is not native may not define one inside its methods)."""
    return tuple(_tile_id(t, f"{where}, tile {i}") for i, t in enumerate(seq, 1))


def _tile_id(value: object, where: str) -> int:
    """The id of a tile written as text, a Tile or a pair of numbers."""
    if isinstance(value, str):
        try:
            return Tile.parse(value).id
        except ValueError as exc:
            raise RulesError(f"{where}: {exc}") from None
    if (isinstance(value, tuple | list) and len(value) == 2
            and all(type(v) is int and 0 <= v <= MAX_SUIT for v in value)):
        return tile_id(value[0], value[1])
    raise RulesError(f"{where}: {repr(value)[:40]} is not a tile (write it like \"6-4\" or (6, 4))")


#: Leads for which a deal names the leading seat; every other lead follows from the tiles.
LEADER_IN_DEAL: Final = (Lead.BY_LOT, Lead.CHOSEN)
# the leads as module globals: an enum member read through its class costs several times more
_BY_LOT: Final = Lead.BY_LOT
_CHOSEN: Final = Lead.CHOSEN
_LOW_DOUBLE: Final = Lead.LOW_DOUBLE
_FIXED_66: Final = Lead.FIXED_66
_HIGH_DOUBLE_ANY: Final = Lead.HIGH_DOUBLE_ANY
_HIGHEST_TILE: Final = Lead.HIGHEST_TILE


def validate_deal(settings: Settings, deal: Deal) -> None:
    """Refuse a deal that could not come from this game's set (duplicates, foreign tiles)."""
    n = set_count(settings.set_n)
    if len(deal.hands) != settings.players:
        raise RulesError(f"the deal has {len(deal.hands)} hands for {settings.players} players")
    every = [t for h in deal.hands for t in h]
    every += deal.boneyard
    # the usual case at once: each of the n tiles exactly once; otherwise find what is wrong
    if not (len(every) == n == len(set(every)) and max(every) < n):
        _check_tiles(settings, deal, n)
    sizes = sorted(len(h) for h in deal.hands)
    k = settings.hand_size
    expected = [k] * settings.players
    if settings.lucky_draw_extra and settings.players * k < n:
        expected[-1] += 1
    if sizes != expected:
        raise RulesError(f"the deal gives hands of {', '.join(map(str, sizes))} tiles; "
                         f"this game deals {k} each")
    if deal.leader is not None:
        if settings.lead not in LEADER_IN_DEAL:
            raise RulesError(f"the deal names seat {deal.leader} to lead, but in this game the "
                             "tiles decide who leads")
        if not 0 <= deal.leader < settings.players:
            raise RulesError(f"seat {deal.leader} does not exist")


def _check_tiles(settings: Settings, deal: Deal, n: int) -> None:
    """Refuse tiles dealt twice, foreign to the set or missing (``validate_deal``)."""
    seen: set[int] = set()
    for t in (t for h in deal.hands for t in h):
        if t in seen:
            raise RulesError(f"tile {TILES[t]} is dealt twice")
        seen.add(t)
    for t in deal.boneyard:
        if t in seen:
            raise RulesError(f"tile {TILES[t]} is both in a hand and in the boneyard")
        seen.add(t)
    for t in seen:
        if t >= n:
            raise RulesError(f"tile {TILES[t]} is not in a double-{settings.set_n} set")
    if len(seen) != n:
        raise RulesError(f"the deal holds {len(seen)} of the {n} tiles of the set")


def find_lead(settings: Settings, hands: Sequence[int], leader: int | None) -> tuple[int, int]:
    """Return (leading seat, tile id it must lead or -1 for any tile) for hand masks ``hands``."""
    lead = settings.lead
    top = settings.set_n
    if lead is _BY_LOT or lead is _CHOSEN:
        if leader is None:
            raise RulesError("this game needs the leading seat in the deal")
        return leader, -1
    if lead is _LOW_DOUBLE:
        order = range(0, top + 1)
    else:
        order = range(top, -1, -1)
    if lead is _FIXED_66:
        d = tile_id(top, top)
        for seat, h in enumerate(hands):
            if h >> d & 1:
                return seat, d
    for v in order:
        d = tile_id(v, v)
        for seat, h in enumerate(hands):
            if h >> d & 1:
                return seat, (-1 if lead is _HIGH_DOUBLE_ANY else d)
    if lead is _HIGHEST_TILE:
        best = (-1, -1, -1, -1)
        for seat, h in enumerate(hands):
            m = h
            while m:
                low = m & -m
                t = low.bit_length() - 1
                m ^= low
                key = (PIPS[t], HIGH[t], t, seat)
                if key > best:
                    best = key
        if best[3] >= 0:
            return best[3], best[2]
    raise NoLeadError("no player holds a double: the tiles are reshuffled and dealt again")


def lot_winner(lot: Sequence[int]) -> int:
    """Seat whose lot tile is heaviest (ties broken by the higher half)."""
    return max(range(len(lot)), key=lambda s: (PIPS[lot[s]], HIGH[lot[s]]))


MAX_REDEALS: Final = 1000


def _shuffle_inline(rng: random.Random, ids: list[int]) -> None:
    """``rng.shuffle(ids)`` written out: Python's Fisher-Yates with its rejection sampling
    (``_randbelow_with_getrandbits``), one ``getrandbits`` call per draw and no method call per
    tile.  Dealing is a third of setting up a hand, so this counts in every play-out."""
    getrandbits = rng.getrandbits
    for i in range(len(ids) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        ids[i], ids[r] = ids[r], ids[i]


def _inline_shuffle_is_faithful() -> bool:
    """True when :func:`_shuffle_inline` gives this Python's ``Random.shuffle`` permutations
    (seeded deals, and so saved games, must not change); checked once at import."""
    for seed in (1, 2, 2026):
        for size in (28, 55, 91):
            a, b = list(range(size)), list(range(size))
            random.Random(seed).shuffle(a)
            _shuffle_inline(random.Random(seed), b)
            if a != b:
                return False
    return True


_FAITHFUL: Final = _inline_shuffle_is_faithful()


def shuffle(rng: random.Random, ids: list[int]) -> None:
    """Shuffle ``ids`` exactly as ``rng.shuffle`` would, faster where that is safe (a plain
    ``random.Random`` whose shuffle the inline one was checked against)."""
    if _FAITHFUL and type(rng) is random.Random:
        _shuffle_inline(rng, ids)
    else:
        rng.shuffle(ids)


def deal(settings: Settings, rng: random.Random, *, first_seat: int = 0) -> Deal:
    """Shuffle and deal for ``settings``; redeal while the lead cannot be found."""
    ids = list(range(set_count(settings.set_n)))
    k = settings.hand_size
    p = settings.players
    lead = settings.lead
    for redeals in range(MAX_REDEALS):
        leader: int | None = None
        lot: tuple[int, ...] = ()
        if lead is _BY_LOT:
            shuffle(rng, ids)
            lot = tuple(ids[:p])
            leader = lot_winner(lot)
        elif lead is _CHOSEN:
            leader = first_seat
        shuffle(rng, ids)
        hands = [ids[i * k:(i + 1) * k] for i in range(p)]
        rest = ids[p * k:]
        if settings.lucky_draw_extra and rest:
            extra = rest.pop(0)
            top = tile_id(settings.set_n, settings.set_n)
            holder = next((s for s, h in enumerate(hands) if top in h), 0)
            hands[holder].append(extra)
        masks = [mask_of(h) for h in hands]
        try:
            seat, tile = find_lead(settings, masks, leader)
        except NoLeadError:
            continue
        return Deal(tuple(map(tuple, hands)), tuple(rest), leader, lot, redeals,
                    masks=tuple(masks), found_lead=(settings, seat, tile))
    raise RulesError("could not find a deal with a lead in 1000 shuffles")
