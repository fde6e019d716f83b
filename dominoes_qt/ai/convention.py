"""``hard``'s partnership convention: a fixed way to open the hand that partners can read.

In the first moves of a partnership hand (``Budget.convention``) ``hard`` does not search: it
plays by a rule of its hand and the two open numbers alone, so its partner, knowing the rule,
can tell which hands could have made each of those plays.  Search then samples only such hands
for the partner.  The rule is that of experienced partnership players: get rid of the doubles
first, then keep open the number you hold most of (your partner learns your strong suit, and you
can follow it), heaviest tile first on a tie.

Past those moves a ``hard`` with ``Budget.soft_signals`` keeps the rule more loosely: of the
moves its search finds nearly as good as the best it plays the one the rule prefers
(``convention_action(..., among=True)``), and its partner reads those plays as soft signals
(:func:`unexplained`): a world whose hands would not have made one is kept less often, never
ruled out, since the reader cannot tell which moves the sender's search found close.

Everything here is public: an opponent who knew the convention could read it too, as at a real
table.  It is a convention between ``hard`` partners only: ``HardPlayer.meet_table`` learns who
sits where, and a person's plays are never read as signals (people do not keep this rule).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.actions import Action, Kind
from ..rules.layout import Layout
from ..rules.tiles import HIGH, IS_DOUBLE, LOW, PIPS, SUIT, tile_id
from ..rules.view import PlayerView

#: The rules the convention may keep (``Budget.convention_rule``), all sharing doubles first:
#: "suit" (shipped) keeps open the number held most, heavier tile on a tie; "pair" breaks that
#: tie by the number held most of the other open end, so a tie still tells the partner about
#: a second number; "sum" keeps open the two numbers held most together (then as "pair");
#: "double" first opens a number whose double it still holds (then as "pair"), to lay that
#: double next and to tell the partner it holds it; "support" breaks the tie by leaving open
#: the number its partner last showed (``ally``, public), then as "pair".
RULES = ("suit", "pair", "sum", "double", "support")


def convention_play(hand: int, a: int, b: int, rule: str = "suit", ally: int = -1,
                    allowed: frozenset[tuple[int, int]] | None = None
                    ) -> tuple[int, int] | None:
    """(tile, new open number) the convention plays from ``hand`` on open numbers ``a`` and
    ``b``, or None when nothing fits.  A total order, so sender and reader always agree.
    ``ally``: the number the player's partner last opened by the convention (-1: none).
    ``allowed``: choose only among these (tile, new open number) plays (None: any)."""
    fit = hand & (SUIT[a] | SUIT[b])
    second = rule != "suit"
    together = rule == "sum"
    doubles = rule == "double"
    support = rule == "support" and ally >= 0
    best: tuple[int, ...] | None = None
    choice: tuple[int, int] | None = None
    while fit:
        low = fit & -fit
        fit ^= low
        t = low.bit_length() - 1
        left = hand & ~low
        for end in (a, b) if a != b else (a,):
            if LOW[t] != end and HIGH[t] != end:
                continue
            v = HIGH[t] if LOW[t] == end else LOW[t]
            if allowed is not None and (t, v) not in allowed:
                continue
            count = (left & SUIT[v]).bit_count()
            if second:
                kept = b if end == a else a
                other = (left & SUIT[kept]).bit_count()
                lead = count + other if together else count
                if doubles:
                    lead = (left >> tile_id(v, v) & 1) * 8 + count
                elif support:
                    lead = count * 2 + (ally in (v, kept))
                key: tuple[int, ...] = (IS_DOUBLE[t], lead, count, other, PIPS[t], t, v)
            else:
                key = (IS_DOUBLE[t], count, PIPS[t], t, v)
            if best is None or key > best:
                best, choice = key, (t, v)
    return choice


@dataclass(frozen=True)
class Signal:
    """One play a partner made under the convention: the open numbers it faced, what it
    played, and the tiles it has played since (they were in its hand then)."""

    seat: int
    a: int
    b: int
    tile: int
    new_end: int
    later: int
    ally: int = -1     # the number its own partner had last opened by the convention


def unexplained(signals: tuple[Signal, ...], hands: list[int], rule: str = "suit") -> int:
    """How many of ``signals`` the sampled ``hands`` would not have made (the soft signals
    past the window: each costs a world a share of its chance to be kept)."""
    return sum(not reads(sig, hands[sig.seat], rule) for sig in signals)


def reads(signal: Signal, hand_now: int, rule: str = "suit") -> bool:
    """True when a partner holding ``hand_now`` would have made ``signal``'s play."""
    return convention_play(hand_now | signal.later, signal.a, signal.b, rule,
                           signal.ally) == (signal.tile, signal.new_end)


def fits_all(signals: tuple[Signal, ...], hands: list[int], rule: str = "suit") -> bool:
    """True when the sampled ``hands`` explain every signal."""
    return all(reads(sig, hands[sig.seat], rule) for sig in signals)


def convention_action(view: PlayerView, plays: list[Action], rule: str = "suit",
                      among: bool = False) -> Action | None:
    """The play of ``plays`` the convention makes in ``view``, or None on an empty table or a
    layout that is not a line.  ``among``: the play of ``plays`` the convention prefers (past
    the window, of the searched moves that are nearly as good as the best), rather than its
    play from the whole hand (None when that one is not in ``plays``)."""
    ends = list(view.layout.open.values())
    if len(ends) != 2:
        return None
    ally = _ally(view, view.seat, _opened(view, len(view.history))) if rule == "support" else -1
    options: dict[tuple[int, int], Action] = {}
    for action in plays:
        t = action.tile.id  # type: ignore[union-attr]
        options.setdefault((t, LOW[t] + HIGH[t] - action.touching), action)
    choice = convention_play(view.hand_mask, ends[0], ends[1], rule, ally,
                             frozenset(options) if among else None)
    return options.get(choice) if choice is not None else None


def _opened(view: PlayerView, window: int) -> list[tuple[int, int, int, int, int, int]]:
    """Every play among the first ``window`` moves of the hand made on a line with two open
    numbers (the plays the convention covers): (move, seat, a, b, tile, new open number)."""
    layout = Layout.for_settings(view.settings)
    out = []
    for move, (seat, act) in enumerate(view.history[:window]):
        if act.kind is not Kind.PLAY or act.tile is None:
            continue
        t = act.tile.id
        ends = list(layout.open.values())
        if layout.tiles and len(ends) == 2:
            out.append((move, seat, ends[0], ends[1], t, LOW[t] + HIGH[t] - act.touching))
        if act.socket < 0:
            layout.place_lead(t, act.touching)
        else:
            layout.attach(t, act.socket, act.touching)
    return out


def _ally(view: PlayerView, seat: int, opened: list[tuple[int, int, int, int, int, int]],
          before: int | None = None) -> int:
    """The number ``seat``'s partner last opened among ``opened`` (before move ``before``)."""
    side_of = view.settings.side_of
    for move, who, _a, _b, _t, new_end in reversed(opened):
        if (before is None or move < before) and who != seat \
                and side_of(who) == side_of(seat):
            return new_end
    return -1


def signals_of(view: PlayerView, window: int, first: int = 0) -> tuple[Signal, ...]:
    """Our partners' plays among the first ``window`` moves of the hand (from move ``first``
    on), as signals."""
    me = view.settings.side_of(view.seat)
    history = view.history
    opened = _opened(view, window)
    out = []
    for move, seat, a, b, t, new_end in opened:
        if move >= first and seat != view.seat and view.settings.side_of(seat) == me:
            later = 0          # the seat's plays from this one on: in its hand at the time
            for who, done in history[move:]:
                if who == seat and done.kind is Kind.PLAY and done.tile is not None:
                    later |= 1 << done.tile.id
            out.append(Signal(seat, a, b, t, new_end, later, _ally(view, seat, opened, move)))
    return tuple(out)
