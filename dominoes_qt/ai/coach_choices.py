"""Which moves are really different choices: two plays of the same tile, the same number
against the same kind of end, are one choice when the ends are interchangeable — the two
ends of a plain line showing the same number, the two sides (or the tips) of the same double,
the toes of one chicken foot, the arms of the engine in Chicken Foot.  Grading both would
count one decision twice and call either "best" for nothing (issue 36)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any

from ..rules.actions import Action, Kind
from ..rules.layout import Layout
from ..rules.settings import Spinners


def end_key(state: Any, action: Action) -> Hashable:
    """A key equal for moves with the same future; ``action`` itself where none is known."""
    if action.kind not in (Kind.PLAY, Kind.CHOOSE) or action.socket < 0 or action.tile is None:
        return action
    layout = getattr(state, "layout", None)
    socket = action.socket
    if isinstance(layout, Layout):
        if layout.mode is Spinners.NONE and not layout.waiting and len(layout.open) <= 2:
            # a double's side counts twice in the scoring games: only like ends are alike
            return (action.kind, action.tile, action.touching, "line", layout.is_side(socket))
        owner, local = socket >> 2, socket & 3
        if owner < len(layout.crosswise) and layout.crosswise[owner]:
            side = local < 2 if owner == 0 else local == 0
            return (action.kind, action.tile, action.touching, owner, side)
        return action
    from ..rules.games.trains import FIRST_PLACED_SOCKET, ChickenFootRound

    if isinstance(state, ChickenFootRound):
        if socket < FIRST_PLACED_SOCKET:
            return (action.kind, action.tile, action.touching, "engine")
        owner = state.owner_of(socket)
        if state.placed[owner].is_double:
            return (action.kind, action.tile, action.touching, "toe", owner)
    return action


def one_per_choice(state: Any, moves: Sequence[Action], played: Action | None = None
                   ) -> list[Action]:
    """``moves`` with each group of equivalent moves once (the played move stands for its
    group), in their order."""
    keys: dict[Hashable, int] = {}
    out: list[Action] = []
    for a in moves:
        k = end_key(state, a)
        if k in keys:
            if a == played:
                out[keys[k]] = a
            continue
        keys[k] = len(out)
        out.append(a)
    return out


#: where a train game's move goes (:func:`place`): a seat's own train (with the seat), the
#: Mexican train, the engine, a chicken foot's toe (with the double's tile id), the end of a
#: placed tile (with its tile id)
TRAIN, MEXICAN, ENGINE, TOE, AFTER = "train", "mexican", "engine", "toe", "after"


def place(state: Any, action: Action) -> tuple[str, int] | None:
    """Where ``action`` goes at a train game, None elsewhere (or for a draw or a pass)."""
    from ..rules.games.trains import (
        FIRST_PLACED_SOCKET,
        ChickenFootRound,
        MexicanTrainRound,
    )

    if action.kind is not Kind.PLAY or action.socket < 0:
        return None
    socket = action.socket
    if isinstance(state, MexicanTrainRound):
        return (MEXICAN, -1) if socket == state.mexican else (TRAIN, socket)
    if isinstance(state, ChickenFootRound):
        if socket < FIRST_PLACED_SOCKET:
            return (ENGINE, -1)
        owner = state.owner_of(socket)
        tile = state.placed[owner].tile
        return (TOE if state.placed[owner].is_double else AFTER, tile)
    return None


def place_english(where: tuple[str, int] | None, seat_name: Any) -> str:
    """``where`` in English for the command line: "on seat 2's train", "toe of the 4-4"."""
    from ..rules.tiles import TILES

    if where is None:
        return ""
    kind, what = where
    if kind == TRAIN:
        return f"on {seat_name(what)}'s train"
    if kind == MEXICAN:
        return "on the Mexican train"
    if kind == ENGINE:
        return "on the engine"
    if kind == TOE:
        return f"toe of the {TILES[what]}"
    return f"after the {TILES[what]}"
