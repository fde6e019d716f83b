"""Exhaustive search of a solitaire position: Hint, "winnable deals only" and the figures.

Method: depth-first search over the engine's own ``legal_actions``/``apply`` (so the solver can
never disagree with the rules), with a table of positions already proved lost keyed by the
state's ``key()`` (a canonical form: the order of the showing tiles, of the columns or of the
hand does not matter).  The search stops at the first winning line.  It is EXACT when it ends
within its budget (a position budget, or a time budget): then "win" comes with a line that
really wins and "lost" means no line wins.  Past the budget the answer is "unknown".

Hidden information: the stock order of Domino Patience, Five's the Limit, Twelve To Go and
Matching Numbers is fixed by the deal and known to the engine.  The solver searches the real
deal (the stock order included), so "win" means "this deal can be won with the right choices";
a Hint therefore uses the actual shuffle, as a player with perfect luck would play.  This is a
deliberate, documented choice (``docs/solitaires.md``): the Hint tells whether the deal in
front of you can still be won and how; it is not an expectation over unseen tiles.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass
from typing import Any

from ..actions import Action

WIN = "win"
LOST = "lost"
UNKNOWN = "unknown"


@dataclass(frozen=True)
class Outcome:
    """What a search found: ``status`` (win/lost/unknown), a winning ``line`` when won, and
    how many positions it visited."""

    status: str
    line: tuple[Action, ...] = ()
    nodes: int = 0


@dataclass(frozen=True)
class Hint:
    """The best next move: on a proved winning line (``status == "win"``), ``None`` when no line
    wins from here (``"lost"``), or a plausible move when the budget ran out (``"unknown"``)."""

    action: Action | None
    status: str


class _Budget(Exception):
    pass


def _child(state: Any, action: Action) -> Any:
    child = state.copy()
    child.history = []
    child.apply(action)
    return child


def solve(state: Any, *, max_nodes: int | None = None, seconds: float | None = None) -> Outcome:
    """Search ``state`` (never modified) for a winning line within the budgets (``None``: no
    limit).  Exact unless the status is ``"unknown"``."""
    if state.result is not None:
        return Outcome(WIN if state.won else LOST)
    if state.solves_as_line():
        return _line_solve(state, max_nodes, seconds)
    deadline = None if seconds is None else time.monotonic() + seconds
    limit = max_nodes if max_nodes is not None else -1
    lost: set[Any] = set()
    line: list[Action] = []
    nodes = 0

    def wins(s: Any) -> bool:
        nonlocal nodes
        if s.result is not None:
            return bool(s.won)
        k = s.key()
        if k in lost:
            return False
        nodes += 1
        if nodes == limit or (deadline is not None and nodes % 256 == 0
                              and time.monotonic() > deadline):
            raise _Budget
        for m in s.legal_actions():
            line.append(m)
            if wins(_child(s, m)):
                return True
            line.pop()
        lost.add(k)
        return False

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20_000))
    start = state.copy()
    start.history = []
    try:
        found = wins(start)
    except _Budget:
        return Outcome(UNKNOWN, (), nodes)
    finally:
        sys.setrecursionlimit(old)
    return Outcome(WIN, tuple(line), nodes) if found else Outcome(LOST, (), nodes)


def _line_solve(state: Any, max_nodes: int | None, seconds: float | None) -> Outcome:
    """Domino Patience and Five's the Limit, searched on a compact position: the hand as a bit
    mask, the two open numbers (as a sorted pair: which end is which does not matter), and how
    many tiles were drawn (the stock order is fixed by the deal).  Doubles never branch, so
    these three say everything about the future.  About 30 times faster than searching the
    engine's states; the winning line is then mapped back onto engine actions."""
    from ..tiles import HIGH, LOW

    stock = list(reversed(state.stock))          # the order the tiles will be drawn in
    limit = state.limit
    deadline = None if seconds is None else time.monotonic() + seconds
    cap = max_nodes if max_nodes is not None else -1
    lost: set[tuple[int, tuple[int, ...], int]] = set()
    line: list[tuple[int, int]] = []              # (tile, end number) / (-1, -1) = draw
    nodes = 0
    lo_of, hi_of = LOW, HIGH

    def wins(hand: int, ends: tuple[int, ...], drawn: int) -> bool:
        nonlocal nodes
        if not hand and drawn == len(stock):
            return True
        key = (hand, ends, drawn)
        if key in lost:
            return False
        nodes += 1
        if nodes == cap or (deadline is not None and nodes % 1024 == 0
                            and time.monotonic() > deadline):
            raise _Budget
        played = False
        h = hand
        while h:
            low_bit = h & -h
            t = low_bit.bit_length() - 1
            h ^= low_bit
            a, b = lo_of[t], hi_of[t]
            if not ends:
                played = True
                line.append((t, -2))
                if wins(hand ^ low_bit, (a, b), drawn):
                    return True
                line.pop()
                continue
            e0, e1 = ends
            for i, v in ((0, e0), (1, e1)):
                if i == 1 and e1 == e0:
                    break
                if v != a and v != b:
                    continue
                played = True
                new = b if v == a else a
                other = e1 if i == 0 else e0
                line.append((t, v))
                if wins(hand ^ low_bit, (new, other) if new <= other else (other, new), drawn):
                    return True
                line.pop()
        if not played and drawn < len(stock) and (not limit or bin(hand).count("1") < limit):
            line.append((-1, -1))
            if wins(hand | (1 << stock[drawn]), ends, drawn + 1):
                return True
            line.pop()
        lost.add(key)
        return False

    layout = state.layout
    ends = tuple(sorted(layout.open.values())) if layout.tiles else ()
    hand = 0
    for t in state.hand:
        hand |= 1 << t
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 20_000))
    try:
        found = wins(hand, ends, 0)
    except _Budget:
        return Outcome(UNKNOWN, (), nodes)
    finally:
        sys.setrecursionlimit(old)
    if not found:
        return Outcome(LOST, (), nodes)
    actions: list[Action] = []
    replay = state.copy()
    replay.history = []
    for t, v in line:
        for a in replay.legal_actions():
            if (t < 0 and a.tile is None) or (a.tile is not None and a.tile.id == t and (
                    v == -2 or a.touching == v)):
                break
        else:   # pragma: no cover - the compact search and the engine disagree
            raise AssertionError(f"solver line step {(t, v)} is not legal")
        actions.append(a)
        replay.apply(a)
    return Outcome(WIN, tuple(actions), nodes)


def hint(state: Any, budget_s: float = 2.0) -> Hint:
    """The next move of a winning line, ``None`` if none wins, or (budget exceeded) the first
    legal move, marked ``"unknown"``."""
    legal = state.legal_actions()
    if not legal:
        return Hint(None, LOST)
    out = solve(state, seconds=budget_s)
    if out.status == WIN:
        return Hint(out.line[0], WIN)
    if out.status == LOST:
        return Hint(None, LOST)
    return Hint(legal[0], UNKNOWN)


def best_move(state: Any, budget_s: float = 3.0) -> tuple[Action | None, bool]:
    """The shape the table asks for: (move on a winning line, True), (None, True) when no line
    wins, (a move, False) when the budget ran out."""
    h = hint(state, budget_s)
    return h.action, h.status != UNKNOWN
