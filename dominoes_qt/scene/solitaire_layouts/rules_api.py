"""The ONE place where the solitaire table reads the rules engine (Qt-free).

Everything the layout modules know about a solitaire state and its actions goes through these
functions, so a change in the engine's names is one edit here.  Legal moves are always the
engine's ``legal_actions()``; this module only says which gesture makes each, and which
(possibly illegal) action a gesture meant, so the engine can explain a refusal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.solitaires.base import SolitaireState
from dominoes_qt.rules.solitaires.solver import best_move as solve
from dominoes_qt.rules.tiles import LOW
from dominoes_qt.scene.solitaire_picture import Handle, Move


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


def stock_left(state: SolitaireState) -> int:
    return len(state.stock)


def won(state: SolitaireState) -> bool:
    return state.won


def tiles_left(state: Any) -> int:
    return int(state.tiles_left())


def prompt(state: SolitaireState) -> str:
    return state.prompt()


def best_move(state: SolitaireState, budget_s: float) -> tuple[Action | None, bool]:
    return solve(state, budget_s)


# -- moves: the engine's legal actions as gestures, and a gesture as the action it meant ----------

def moves(state: SolitaireState, legal: Sequence[Action]) -> list[Move]:
    """Every gesture that makes a legal action (the game says which: ``gestures``)."""
    return [Move(a, source, target) for a in legal for source, target in state.gestures(a)]


def attempt(state: SolitaireState, source: Handle, target: Handle | None) -> Action | None:
    """The action a gesture meant, legal or not, for the engine to accept or explain."""
    return state.action_for(source, target)


# -- rows -------------------------------------------------------------------------------------------

def row(state: Any) -> list[tuple[int, int, int]]:
    return [(t, *state.faces[t]) for t in state.row]


# -- the line (Patience, Five's the Limit) -----------------------------------------------------------

def line_layout(state: Any) -> Any:
    return state.layout


def hand(state: Any) -> list[int]:
    return list(state.hand)


def hand_limit(state: SolitaireState) -> int:
    return state.limit


# -- Five Columns -----------------------------------------------------------------------------------

def columns(state: Any) -> list[list[tuple[int, int, int]]]:
    return [[(t, *state.faces[t]) for t in col] for col in state.columns]


def reserve(state: Any) -> list[tuple[int, int, int]]:
    return [(t, *state.faces[t]) for t in state.reserve]


# -- Twelve To Go -----------------------------------------------------------------------------------

def showing(state: Any) -> list[tuple[int, int, int] | None]:
    return [None if t is None else (t, *state.faces[t]) for t in state.showing]


