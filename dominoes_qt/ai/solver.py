"""Exact solving of block-game positions whose layout is a line (two open ends, no drawing).

This is the endgame solver of the search levels: in a sampled world every hand is known, so
the rest of the hand is a finite two-team (or paranoid many-player) game that alpha-beta can
solve.  It is written for speed, not generality: hands are bit masks changed in place, the
layout is just its two open numbers, a seat that cannot play passes without a node of its own,
and a transposition table keyed on (hands, ends, turn) — exact, no hashing collisions — stores
value bounds and the best move so far.  Moves are tried best first: the table's move, else the
plays the next seat cannot follow, each group heaviest tile first (shedding pips is usually
right).  A move's value is found by MTD(f): zero-window searches from the previous value.

The value of a finished hand is the caller's *utility* of the hand-end award (see
:func:`line_rules`): our side's points minus the other sides' average, plus a bonus when the
award wins the match.  Games the solver does not handle (spinners, scores during the hand,
Sevens matching, a boneyard that can still be drawn from, "both partners must go out") are
refused by :func:`line_rules`, and the caller falls back to play-outs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from ..rules.actions import Action
from ..rules.hand import HandState
from ..rules.scoring import hand_award
from ..rules.settings import InHandScoring, Matching, Settings, Spinners, TieRule
from ..rules.tiles import HIGH, LOW, PIPS, SUIT_OF_SET, set_count

INF: Final = math.inf
EPS: Final = 1e-6


class OutOfNodes(Exception):
    """The position needs more nodes than the caller allowed."""


@dataclass(frozen=True)
class LineRules:
    """What the solver needs of a game: sides, hand-end formulas and the tie rule."""

    players: int
    sides: int
    side_of: tuple[int, ...]
    settings: Settings


def line_rules(settings: Settings) -> LineRules | None:
    """The solver's view of ``settings``, or None when the game is not a plain line block game."""
    s = settings
    if (s.spinners is not Spinners.NONE or s.matching is not Matching.SAME
            or s.in_hand is not InHandScoring.NONE or s.inline_doubles or s.both_chip_out
            or s.voluntary_draw):
        return None
    return LineRules(s.players, s.sides, tuple(s.side_of(i) for i in range(s.players)), s)


def solvable(state: HandState) -> bool:
    """True when ``state`` is a line position with nothing left to draw."""
    if state.result is not None:
        return True
    if state.can_draw() or not state.layout.tiles or len(state.layout.open) != 2:
        return False
    return line_rules(state.settings) is not None


def _pip_table(n_tiles: int) -> tuple[list[list[int]], int]:
    chunks = (n_tiles + 7) // 8
    tables = []
    for c in range(chunks):
        row = []
        for byte in range(256):
            total = 0
            for k in range(8):
                t = c * 8 + k
                if byte >> k & 1 and t < n_tiles:
                    total += PIPS[t]
            row.append(total)
        tables.append(row)
    return tables, chunks


class LineSolver:
    """Exact values of positions of one game for one side, sharing a transposition table.

    ``utility(gains)`` turns the hand-end award (points per side) into the caller's value; the
    side ``me`` maximises it and every other side minimises it.
    """

    def __init__(self, rules: LineRules, me: int,
                 utility: Callable[[Sequence[int]], float]) -> None:
        self.rules = rules
        self.me = me
        self.utility = utility
        s = rules.settings
        self.n_tiles = set_count(s.set_n)
        self._suit = SUIT_OF_SET[s.set_n]     # small integers for the set's tiles
        self.tt: dict[int, tuple[float, float, int]] = {}
        self.nodes = 0
        self._count = [0, 0]          # nodes searched, node limit (read by the search)
        self._hands: list[int] = [0] * rules.players
        self._shift = tuple(10 + self.n_tiles * i for i in range(rules.players))
        self._search: Callable[..., float] | None = None
        self._guess = 0.0
        self._terminal: dict[tuple[int, ...], float] = {}
        self._pip_cache: dict[int, int] = {}
        self._orders: dict[int, tuple[int, ...]] = {}
        self._pips, self._chunks = _pip_table(self.n_tiles)

    # -- public --------------------------------------------------------------------------------
    def value(self, state: HandState, limit: int = 0) -> float:
        """Exact value of ``state`` (a sampled world, all hands known) for our side.

        ``limit`` caps the positions this call may search (0: no cap); past it
        :class:`OutOfNodes` is raised (the table keeps what was learnt).
        """
        if state.result is not None:
            raise ValueError("use the caller's utility for a finished hand")
        a, b = state.layout.open.values()
        return self._run(list(state.hands), state.turn, a, b, None, limit)

    def move_value(self, state: HandState, action: Action, limit: int = 0) -> float:
        """Exact value for our side of ``action`` (a play of the seat to act) in ``state``."""
        (sa, a), (_sb, b) = state.layout.open.items()
        t = action.tile.id  # type: ignore[union-attr]
        outer = HIGH[t] if LOW[t] == action.touching else LOW[t]
        move = (t, outer, b) if action.socket == sa else (t, a, outer)
        return self._run(list(state.hands), state.turn, a, b, move, limit)

    def values(self, state: HandState, limit: int = 0) -> dict[tuple[int, int, int], float]:
        """Exact value of every move of the player to act, keyed (tile, new a end, new b end)
        where a and b are the open ends in the layout's socket order."""
        a, b = state.layout.open.values()
        hands = list(state.hands)
        turn = state.turn
        return {mv[:3]: self._run(hands, turn, a, b, mv[:3], limit)
                for mv in self._moves(hands[turn] & (self._suit[a] | self._suit[b]), a, b)}

    def position_values(self, hands: Sequence[int], turn: int, a: int, b: int,
                        limit: int = 0) -> dict[tuple[int, int, int], float]:
        """Exact value for our side of every move of ``turn`` with ``hands`` (masks, every
        seat) on open ends ``a`` and ``b`` (a past position of a sampled world: no state
        needed), keyed as :meth:`values`; ``limit`` caps the positions of all of them."""
        held = list(hands)
        start = self.nodes
        out: dict[tuple[int, int, int], float] = {}
        for mv in self._moves(held[turn] & (self._suit[a] | self._suit[b]), a, b):
            left = limit - (self.nodes - start) if limit else 0
            if limit and left <= 0:
                raise OutOfNodes
            out[mv[:3]] = self._run(held, turn, a, b, mv[:3], left)
        return out

    # -- internals -----------------------------------------------------------------------------
    def _pips_of(self, mask: int) -> int:
        total = 0
        for row in self._pips:
            total += row[mask & 255]
            mask >>= 8
        return total

    def _moves(self, fit: int, a: int, b: int) -> list[tuple[int, int, int, int, int]]:
        """(tile, new a end, new b end, code, tiles fitting the new ends) of every play of the
        tiles ``fit``, heaviest first; with equal ends only one side is tried (the two are the
        same position)."""
        moves = []
        suit = self._suit
        for t in self._order(fit):
            lo, hi = LOW[t], HIGH[t]
            if lo == a or hi == a:
                na = hi if lo == a else lo
                moves.append((t, na, b, t << 8 | na << 4 | b, suit[na] | suit[b]))
            if a != b and (lo == b or hi == b):
                nb = hi if lo == b else lo
                moves.append((t, a, nb, t << 8 | a << 4 | nb, suit[a] | suit[nb]))
        return moves

    def _order(self, fit: int) -> tuple[int, ...]:
        got = self._orders.get(fit)
        if got is None:
            tiles = [t for t in range(self.n_tiles) if fit >> t & 1]
            tiles.sort(key=lambda t: (-PIPS[t], -t))
            got = self._orders[fit] = tuple(tiles)
        return got

    def _run(self, hands: list[int], turn: int, a: int, b: int,
             first: tuple[int, int, int] | None, limit: int) -> float:
        """Search from (hands, ends a b, turn), after the move ``first`` when given."""
        if self._search is None:
            self._search = self._build()
        search = self._search
        self._hands[:] = hands
        hands = self._hands
        self._count[1] = self._count[0] + limit if limit else 1 << 62
        try:
            rest = 0
            key = 0
            for i, h in enumerate(hands):
                rest |= h
                key |= h << self._shift[i]
            if first is None:
                return search(turn, a, b, rest, key, -INF, INF)
            t, na, nb = first
            h = hands[turn]
            nh = h ^ (1 << t)
            hands[turn] = nh
            if not nh:
                return self._terminal_value(hands, turn, True)
            left = rest ^ (1 << t)
            if not left & (self._suit[na] | self._suit[nb]):
                return self._terminal_value(hands, turn, False)
            args = ((turn + 1) % len(hands), na, nb, left, key ^ (1 << t + self._shift[turn]))
            g = self._guess
            lower, upper = -INF, INF
            while lower < upper:
                beta = g + EPS if g == lower else g
                g = search(*args, beta - EPS, beta)
                if g < beta:
                    upper = g
                else:
                    lower = g
            self._guess = g
            return g
        finally:
            self.nodes = self._count[0]

    def _build(self) -> Callable[..., float]:
        """The recursive search, a closure over everything it reads (fast local lookups)."""
        rules = self.rules
        n = rules.players
        maximise = tuple(rules.side_of[i] == self.me for i in range(n))
        nxt = tuple((i + 1) % n for i in range(n))
        suit = self._suit
        tt = self.tt
        hands = self._hands
        count = self._count
        kbits = tuple(tuple(1 << (t + self._shift[i]) for t in range(self.n_tiles))
                      for i in range(n))
        ends_code = [[(min(x, y) * 13 + max(x, y)) << 2 for y in range(13)] for x in range(13)]
        terminal = self._terminal_value
        move_cache: dict[int, tuple[tuple[int, int, int, int, int], ...]] = {}
        moves_of = self._moves

        def search(turn: int, a: int, b: int, left: int, kh: int, alpha: float,
                   beta: float) -> float:
            m = suit[a] | suit[b]
            h = hands[turn]
            while not h & m:
                turn = nxt[turn]
                h = hands[turn]
            key = kh | ends_code[a][b] | turn
            entry = tt.get(key)
            best_code = -1
            lo = -INF
            hi = INF
            if entry is not None:
                lo, hi, best_code = entry
                if lo >= beta:
                    return lo
                if hi <= alpha:
                    return hi
                if lo > alpha:
                    alpha = lo
                if hi < beta:
                    beta = hi
            count[0] += 1
            if count[0] > count[1]:
                raise OutOfNodes
            a0 = alpha
            b0 = beta
            fit = h & m
            mkey = (fit << 8) | (a << 4) | b
            moves: Sequence[tuple[int, int, int, int, int]] | None = move_cache.get(mkey)
            if moves is None:
                moves = move_cache[mkey] = tuple(moves_of(fit, a, b))
            kb = kbits[turn]
            after = nxt[turn]
            if len(moves) > 1:
                if best_code >= 0:
                    if moves[0][3] != best_code:
                        for j, mv in enumerate(moves):
                            if mv[3] == best_code:
                                moves = (mv, *moves[:j], *moves[j + 1:])
                                break
                else:
                    ha = hands[after]
                    first = [mv for mv in moves if not ha & mv[4]]
                    if first and len(first) < len(moves):
                        moves = first + [mv for mv in moves if ha & mv[4]]
            if maximise[turn]:
                best = -INF
                chosen = moves[0][3]
                for t, na, nb, code, ends in moves:
                    bit = 1 << t
                    hands[turn] = h ^ bit
                    rest = left ^ bit
                    if h == bit:
                        v = terminal(hands, turn, True)
                    elif not rest & ends:
                        v = terminal(hands, turn, False)
                    else:
                        v = search(after, na, nb, rest, kh ^ kb[t], alpha, beta)
                    if v > best:
                        best = v
                        chosen = code
                        if v > alpha:
                            alpha = v
                            if alpha >= beta:
                                break
            else:
                best = INF
                chosen = moves[0][3]
                for t, na, nb, code, ends in moves:
                    bit = 1 << t
                    hands[turn] = h ^ bit
                    rest = left ^ bit
                    if h == bit:
                        v = terminal(hands, turn, True)
                    elif not rest & ends:
                        v = terminal(hands, turn, False)
                    else:
                        v = search(after, na, nb, rest, kh ^ kb[t], alpha, beta)
                    if v < best:
                        best = v
                        chosen = code
                        if v < beta:
                            beta = v
                            if alpha >= beta:
                                break
            hands[turn] = h
            if best <= a0:
                tt[key] = (lo, best, chosen)
            elif best >= b0:
                tt[key] = (best, hi, chosen)
            else:
                tt[key] = (best, best, chosen)
            return best

        return search

    def _terminal_value(self, hands: list[int], seat: int, domino: bool) -> float:
        """Utility of the hand ending now: ``seat`` went out (domino) or placed the blocking
        tile."""
        side_of = self.rules.side_of
        pips = self._pip_cache
        totals = [0] * self.rules.sides
        for i, h in enumerate(hands):
            p = pips.get(h)
            if p is None:
                p = pips[h] = self._pips_of(h)
            totals[side_of[i]] += p
        key = (side_of[seat] if domino else -1 - side_of[seat], *totals)
        got = self._terminal.get(key)
        if got is None:
            gains = hand_end_gains(self.rules, totals, seat, domino)
            got = self._terminal[key] = self.utility(gains)
        return got


def hand_end_gains(rules: LineRules, totals: Sequence[int], seat: int,
                   domino: bool) -> list[int]:
    """Points per side awarded when the hand ends (the engine's ``_went_out`` / ``_blocked``)."""
    s = rules.settings
    gains = [0] * rules.sides
    side_of = rules.side_of
    if domino:
        side = side_of[seat]
        losers = [p for sd, p in enumerate(totals) if sd != side]
        points, _ = hand_award(s.out_formula, 0, losers)
        gains[side] = points + s.hand_bonus + s.chip_out_bonus
        return gains
    low = min(totals)
    winners = [sd for sd, p in enumerate(totals) if p == low]
    if len(winners) > 1:
        blocker = side_of[seat]
        if s.tie_rule is TieRule.BLOCKER_LOSES and len(winners) == 2 and blocker in winners:
            side = winners[0] if winners[1] == blocker else winners[1]
            points, _ = hand_award(s.blocked_formula, totals[side], [totals[blocker]])
            gains[side] = points + s.hand_bonus
        return gains
    side = winners[0]
    losers = [p for sd, p in enumerate(totals) if sd != side]
    points, _ = hand_award(s.blocked_formula, low, losers)
    gains[side] = points + s.hand_bonus
    return gains
