"""Information-set search below the root: our later moves chosen from what we would know.

The determinized search (:mod:`~dominoes_qt.ai.hard`) plays each candidate out in a sampled
world with the greedy policy, which reads that world's hidden hands: our own later moves in
a play-out are made as if we saw the opponents' tiles (strategy fusion).  Here our later
moves are instead chosen in a tree shared by every world, keyed by what *we* would have
seen on the way (the plays, our own draws with their tiles, the others' draws without), so a
move there is chosen for the information set, not for the one world (single-observer
information-set Monte Carlo tree search, Cowling, Powley and Whitehouse 2012).  The other
seats keep the greedy policy, which plays from their own hands as a person does.  The root
stays paired: every world values every candidate, so the comparison at the root keeps the
determinized search's low noise.

A node is chosen by the greedy policy until it has been visited ``warm`` times (a node seen a
few times knows less than the policy does), then by UCB1 over its moves' means.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from ..rules.actions import Action, Kind
from ..rules.hand import HandState
from .heuristics import rollout_choice

#: Steps past which a descent stops branching (a hand never lasts this long).
MAX_STEPS = 400

Observation = tuple[int, int, Action | None]


@dataclass
class Node:
    """Our decision at one information set: visits and value total per move."""

    visits: int = 0
    moves: dict[Action, list[float]] = field(default_factory=dict)   # action -> [n, total]


class InfoSetTree:
    """The shared tree of ``seat``'s later decisions, below one root candidate each."""

    def __init__(self, seat: int, explore: float, warm: int) -> None:
        self.seat = seat
        self.explore = explore
        self.warm = warm
        self.nodes: dict[tuple[Observation, ...], Node] = {}

    def descend(self, state: HandState, path: tuple[Observation, ...],
                value_of: Callable[[HandState], float]) -> float:
        """Play ``state`` to the end of the hand, our moves from the tree, and credit them."""
        seat = self.seat
        chosen: list[tuple[Node, Action]] = []
        for _ in range(MAX_STEPS):
            if state.result is not None:
                break
            acts = state._generate()
            turn = state.turn
            if len(acts) == 1:
                action = acts[0]
            elif turn == seat and all(a.kind in (Kind.PLAY, Kind.DRAW) for a in acts):
                node = self.nodes.get(path)
                if node is None:
                    node = self.nodes[path] = Node()
                action = self._pick(node, state, acts)
                chosen.append((node, action))
            else:
                action = rollout_choice(state, acts)
            path = path + (self.observe(state, turn, action),)
        value = value_of(state)
        for node, action in chosen:
            node.visits += 1
            stats = node.moves.setdefault(action, [0.0, 0.0])
            stats[0] += 1.0
            stats[1] += value
        return value

    def _pick(self, node: Node, state: HandState, acts: list[Action]) -> Action:
        if node.visits < self.warm:
            return rollout_choice(state, acts)
        log_n = math.log(node.visits)
        best = acts[0]
        best_score = -math.inf
        for a in acts:
            stats = node.moves.get(a)
            if stats is None or stats[0] == 0.0:
                return a          # never tried here: try it
            score = stats[1] / stats[0] + self.explore * math.sqrt(log_n / stats[0])
            if score > best_score:
                best, best_score = a, score
        return best

    def observe(self, state: HandState, turn: int, action: Action) -> Observation:
        """What ``seat`` sees of ``action`` (applied to ``state`` here): a draw's tile only
        when it is our own."""
        if action.kind is Kind.DRAW:
            if turn == self.seat:
                before = state.hands[turn]
                state._apply(action)
                drawn = state.hands[turn] & ~before
                return (turn, -1 - drawn.bit_length(), None)
            state._apply(action)
            return (turn, -1, None)
        state._apply(action)
        return (turn, 0, action)
