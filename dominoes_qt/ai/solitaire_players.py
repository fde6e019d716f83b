"""The computer levels that play the solitaires (the arena measures how often each wins).

* ``random``: a uniformly random legal move;
* ``greedy``: prefers a move that takes tiles away over drawing or passing (first such move);
* ``solver``: searches the deal (:mod:`dominoes_qt.rules.solitaires.solver`) and follows a
  proved winning line; where the search proves no win (or runs out of budget) it plays greedy.

They are registered with the solitaire seating, so the arena finds them from the game's
catalogue entry, as it finds the table's levels for a table game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..rules.actions import Action, Kind
from ..rules.catalogue import Seating
from ..rules.solitaires.base import SolitaireState
from ..rules.solitaires.solver import WIN, solve
from .base import register_level

#: Positions the ``solver`` level may search per deal (then it plays greedy).
SOLVER_NODES = 200_000


def greedy_move(legal: Sequence[Action]) -> Action:
    for a in legal:
        if a.kind is Kind.PLAY:
            return a
    return legal[0]


class RandomSolo:
    plans_ahead = False

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 1000)

    def start(self, state: SolitaireState) -> None:
        pass

    def choose(self, state: SolitaireState) -> Action:
        return self.rng.choice(state.legal_actions())


class GreedySolo:
    plans_ahead = False

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def start(self, state: SolitaireState) -> None:
        pass

    def choose(self, state: SolitaireState) -> Action:
        return greedy_move(state.legal_actions())


class SolverSolo:
    plans_ahead = True

    def __init__(self, seed: int) -> None:
        self.plan: list[Action] = []

    def start(self, state: SolitaireState) -> None:
        out = solve(state, max_nodes=SOLVER_NODES)
        self.plan = list(out.line) if out.status == WIN else []

    def choose(self, state: SolitaireState) -> Action:
        if self.plan:
            return self.plan.pop(0)
        return greedy_move(state.legal_actions())


#: The arena's yardsticks, never offered in the GUI: their texts are the arena's (English).
for _id, _name, _text, _cls, _rank in (
        ("random", "Random", "Plays any legal move at random.", RandomSolo, 0),
        ("greedy", "Greedy", "Takes tiles away whenever it can.", GreedySolo, 10),
        ("solver", "Solver", "Searches the deal for a winning line.", SolverSolo, 20)):
    register_level(_id, _name, _text, _cls, rank=_rank, listed=False, seating=Seating.SOLO)
