"""``sampled-ab``: a probabilistic alpha-beta player, the arena's yardstick for ``hard``.

Written from the published description of an independent partnership AI: from the 8th move
of a hand it samples 20 deals of the hidden tiles consistent with what it has seen (a pass
removes the open numbers from that seat), solves each deal exactly by alpha-beta with the
team's pip outcome as the value, and plays the move with the best average; before the 8th
move it plays its heaviest double, else its heaviest tile.

It plays every game legally, but it only searches where the exact solver applies (line
layouts with nothing left to draw and no scoring during the hand: the block games, and draw
games once the boneyard is empty); elsewhere it keeps to the heavy-tile rule.  It is registered
for the arena only (``listed=False``): it is a measuring stick, not a level offered to players.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import Action, Kind
from ..rules.games.trains import TrainView
from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for
from ..rules.tiles import IS_DOUBLE, PIPS
from ..rules.view import PlayerView
from .base import register_level, require_turn
from .heuristics import special_choice
from .inference import infer
from .levels import claim_missed, decision_rng, plays_of
from .sampling import build_state, sample_hands
from .solver import LineSolver, line_rules, solvable
from .trains import train_choice

#: Deals sampled per decision.
WORLDS = 20
#: Search from this move of the hand on (counting every play, pass and draw as a move).
FIRST_SEARCHED_MOVE = 8


def heavy_first(plays: Sequence[Action]) -> Action:
    """The heaviest double if one fits, else the heaviest tile (first legal on ties)."""
    def key(a: Action) -> tuple[bool, int]:
        t = a.tile.id  # type: ignore[union-attr]
        return IS_DOUBLE[t], PIPS[t]

    return max(plays, key=key)


def team_margin(me: int):
    """Utility of a hand-end award: our side's points minus the other sides' average."""
    def value(gains: Sequence[int]) -> float:
        others = [g for side, g in enumerate(gains) if side != me]
        return gains[me] - (sum(others) / len(others) if others else 0.0)

    return value


class SampledAlphaBetaPlayer:
    """Averages exact alpha-beta values over sampled deals (see the module docstring)."""

    def __init__(self, seed: int, worlds: int = WORLDS,
                 first_move: int = FIRST_SEARCHED_MOVE) -> None:
        self.seed = seed
        self.worlds = worlds
        self.first_move = first_move

    def claim(self, view: PlayerView) -> Action | None:
        return claim_missed(view)

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        if isinstance(view, TrainView):      # no solver for trains: the greedy choice
            return train_choice("sampled-ab", view, decision_rng(self.seed, view, "sampled-ab"))
        special = special_choice(legal, claim=True)
        if special is not None:
            return special
        plays = plays_of(legal)
        if not plays:
            return next((a for a in legal if a.kind in (Kind.DRAW, Kind.PASS)), legal[0])
        if len(plays) == 1 and len(legal) == 1:
            return plays[0]
        rules = line_rules(view.settings)
        if (rules is None or len(view.history) + 1 < self.first_move
                or not view.layout.tiles or len(view.layout.open) != 2
                or len(plays) == 1):
            return heavy_first(plays)
        know = infer(view)
        rng = decision_rng(self.seed, view, "sampled-ab")
        me = view.settings.side_of(view.seat)
        solver = LineSolver(rules, me, team_margin(me))
        order = sorted(plays, key=lambda a: (-IS_DOUBLE[a.tile.id], -PIPS[a.tile.id]))  # type: ignore[union-attr]
        totals = [0.0] * len(order)
        for _ in range(self.worlds):
            hands, bone = sample_hands(know, rng)
            world = build_state(view, view.settings, hands, bone)
            if not solvable(world):
                return heavy_first(plays)
            for i, action in enumerate(order):
                totals[i] += solver.move_value(world, action)
        best = max(range(len(order)), key=lambda i: (totals[i], -i))
        return order[best]


register_level("sampled-ab", QT_TRANSLATE_NOOP("levels", "Sampled alpha-beta"),
               QT_TRANSLATE_NOOP("levels", "A yardstick for the arena: solves twenty guessed deals "
                                           "exactly from the eighth move and plays the best "
                                           "average; before that, its heaviest double or tile."),
               SampledAlphaBetaPlayer, rank=35, listed=False)
