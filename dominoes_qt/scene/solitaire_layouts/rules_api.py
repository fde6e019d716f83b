"""The ONE place where the solitaire table reads the rules engine (Qt-free).

Everything the layout modules know about a solitaire state and its actions goes through these
functions, so a change in the engine's names is one edit here.  Legal moves are always the
engine's ``legal_actions()``; this module only says which gesture makes each, and which
(possibly illegal) action a gesture meant, so the engine can explain a refusal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominoes_qt.rules.actions import DRAW, LEAD, PASS, Action, Kind, play_action
from dominoes_qt.rules.tiles import LOW
from dominoes_qt.scene.solitaire_picture import Handle, Move

COLUMN_SOCKET = 100


def game_id(state: Any) -> str:
    return state.settings.game_id


def game_key(state: Any) -> int:
    """Identifies the game on the table (the deal), for per-game caches."""
    return hash(tuple(state.order))


def set_size(state: Any) -> int:
    return len(state.order)


def faces_of(tid: int, state: Any = None) -> tuple[int, int]:
    if state is not None:
        return state.faces[tid]
    return (LOW[tid], _high(tid))


def _high(tid: int) -> int:
    from dominoes_qt.rules.tiles import HIGH

    return HIGH[tid]


def stock_left(state: Any) -> int:
    return len(getattr(state, "stock", ()))


def won(state: Any) -> bool:
    return bool(state.won)


def tiles_left(state: Any) -> int:
    return int(state.tiles_left())


def prompt(state: Any) -> str:
    return state.prompt() if hasattr(state, "prompt") else ""


def best_move(state: Any, budget_s: float) -> tuple[Any, bool]:
    from dominoes_qt.rules.games.solitaires import best_move as solve

    return solve(state, budget_s)


# -- rows -------------------------------------------------------------------------------------------

def row(state: Any) -> list[tuple[int, int, int]]:
    return [(t, *state.faces[t]) for t in state.row]


def bingo_cursor(state: Any) -> int:
    return state.cursor if state.row and not getattr(state, "dead", False) else -1


def bingo_numbers(state: Any) -> dict[int, int]:
    """Row index -> the number it will be called with, from the cursor to the row's end."""
    if not state.row:
        return {}
    out = {}
    count = state.count
    for i in range(state.cursor, len(state.row)):
        out[i] = count
        count = (count + 1) % 13
    return out


def row_moves(state: Any, legal: Sequence[Action]) -> list[Move]:
    moves: list[Move] = []
    gid = game_id(state)
    for a in legal:
        if a.kind is Kind.PASS:
            moves.append(Move(a, "next"))
        elif a.kind is Kind.DRAW:
            moves.append(Move(a, "stock"))
        elif a.tile is None:
            continue
        elif gid == "knock-out":
            moves.append(Move(a, a.tile.id, a.socket))
            moves.append(Move(a, a.socket, a.tile.id))
        elif gid == "matching" and a.socket != LEAD:
            # a whole triple: drag the middle tile onto either end of the three
            i = state.row.index(a.tile.id)
            moves.append(Move(a, a.tile.id, state.row[i - 1]))
            moves.append(Move(a, a.tile.id, state.row[i + 1]))
        else:
            moves.append(Move(a, a.tile.id))
    return moves


def row_attempt(state: Any, source: Handle, target: Handle | None) -> Action | None:
    gid = game_id(state)
    if source == "stock":
        return DRAW
    if source == "next":
        return PASS
    if not isinstance(source, int):
        return None
    if gid == "knock-out":
        if isinstance(target, int):
            return play_action(source, target, LOW[source])
        return None
    if gid == "matching" and isinstance(target, int) and target in state.row:
        return play_action(source, target, LOW[source])
    return play_action(source, LEAD, LOW[source])


# -- the line (Patience, Five's the Limit) -----------------------------------------------------------

def line_layout(state: Any) -> Any:
    return state.layout


def hand(state: Any) -> list[int]:
    return list(state.hand)


def hand_limit(state: Any) -> int:
    return int(getattr(state, "limit", 0) or 0)


def line_moves(state: Any, legal: Sequence[Action]) -> list[Move]:
    moves: list[Move] = []
    for a in legal:
        if a.kind is Kind.DRAW:
            moves.append(Move(a, "stock"))
        elif a.tile is not None and a.socket == LEAD:
            moves.append(Move(a, a.tile.id, "lead"))
        elif a.tile is not None:
            moves.append(Move(a, a.tile.id, f"end:{a.socket}"))
    return moves


def line_attempt(state: Any, source: Handle, target: Handle | None) -> Action | None:
    if source == "stock":
        return DRAW
    if not isinstance(source, int):
        return None
    if isinstance(target, str) and target.startswith("end:"):
        socket = int(target[4:])
        value = state.layout.open.get(socket, LOW[source])
        touching = value if value in (LOW[source], _high(source)) else LOW[source]
        return play_action(source, socket, touching)
    if source not in state.hand:
        return None
    ends = list(state.layout.open)
    if not ends:
        return play_action(source, LEAD, LOW[source])
    return play_action(source, ends[0], LOW[source])


# -- Five Columns -----------------------------------------------------------------------------------

def columns(state: Any) -> list[list[tuple[int, int, int]]]:
    return [[(t, *state.faces[t]) for t in col] for col in state.columns]


def reserve(state: Any) -> list[tuple[int, int, int]]:
    return [(t, *state.faces[t]) for t in state.reserve]


def columns_moves(state: Any, legal: Sequence[Action]) -> list[Move]:
    moves: list[Move] = []
    for a in legal:
        if a.tile is None:
            continue
        if a.socket >= COLUMN_SOCKET:
            moves.append(Move(a, a.tile.id, f"column:{a.socket - COLUMN_SOCKET}"))
        else:
            moves.append(Move(a, a.tile.id, a.socket))
            moves.append(Move(a, a.socket, a.tile.id))
    return moves


def columns_attempt(state: Any, source: Handle, target: Handle | None) -> Action | None:
    if not isinstance(source, int):
        return None
    if isinstance(target, str) and target.startswith("column:"):
        return play_action(source, COLUMN_SOCKET + int(target[7:]), LOW[source])
    if isinstance(target, int):
        return play_action(source, target, LOW[source])
    return play_action(source, LEAD, LOW[source])


# -- Twelve To Go -----------------------------------------------------------------------------------

def showing(state: Any) -> list[tuple[int, int, int] | None]:
    return [None if t is None else (t, *state.faces[t]) for t in state.showing]


def pair_moves(state: Any, legal: Sequence[Action]) -> list[Move]:
    moves: list[Move] = []
    for a in legal:
        if a.kind is Kind.DRAW:
            moves.append(Move(a, "stock"))
        elif a.tile is not None:
            moves.append(Move(a, a.tile.id, a.socket))
            moves.append(Move(a, a.socket, a.tile.id))
    return moves


def pair_attempt(state: Any, source: Handle, target: Handle | None) -> Action | None:
    if source == "stock":
        return DRAW
    if isinstance(source, int) and isinstance(target, int):
        return play_action(source, target, LOW[source])
    if isinstance(source, int):
        return play_action(source, LEAD, LOW[source])
    return None
