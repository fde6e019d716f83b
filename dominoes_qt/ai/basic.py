"""The two basic levels: ``random`` (a baseline for the arena) and ``greedy`` (one-ply).

Greedy looks only at the play it is about to make: in the scoring games it first takes the most
points the play scores at once, then it sheds weight (heaviest tile first, doubles early, since
they are the hardest to place) while keeping many different numbers in hand so it can answer
whatever ends the others leave.  Ties are broken with a seeded generator, so a seed fixes every
choice.
"""

from __future__ import annotations

import random

from ..rules.actions import LEAD, Action, Kind
from ..rules.games.trains import TrainView
from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for
from ..rules.layout import Layout
from ..rules.scoring import bergen_points, play_points
from ..rules.settings import InHandScoring, Matching
from ..rules.tiles import HIGH, IS_DOUBLE, LOW, PIPS, tiles_of
from ..rules.view import PlayerView
from .base import register_level, require_turn
from .trains import train_choice

#: Weights of the greedy evaluation, in pips: a double is worth shedding early, and each
#: number kept in hand (or tile still playable afterwards) is worth keeping options open.
DOUBLE_BONUS = 4
VARIETY_WEIGHT = 2
MOBILITY_WEIGHT = 1
#: Scoring games: a point scored now outweighs any amount of shedding.
POINT_WEIGHT = 1000
#: Actions that put a known tile on the table (CHOOSE: Blind Dominoes' choice of end).
_PLACEMENTS = (Kind.PLAY, Kind.CHOOSE)


class RandomPlayer:
    """Uniform over the legal actions: the weakest level and the arena's yardstick."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        return self.rng.choice(require_turn(view))


class GreedyPlayer:
    """Best immediate play by a fixed heuristic; draws or passes only when nothing else is legal."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        if isinstance(view, TrainView):
            return train_choice("greedy", view, self.rng)
        candidates = [a for a in legal if a.kind in _PLACEMENTS and a.tile is not None]
        if not candidates:
            return self._fallback(legal)
        if len(candidates) == 1:
            return candidates[0]
        values = [evaluate(view, a) for a in candidates]
        best = max(values)
        return self.rng.choice([a for a, v in zip(candidates, values, strict=True) if v == best])

    def _fallback(self, legal: tuple[Action, ...]) -> Action:
        """No tile to play: declare the largest score if offered, else the first sensible step."""
        declares = [a for a in legal if a.kind is Kind.DECLARE]
        if declares:
            return max(declares, key=lambda a: a.points)
        for kind in (Kind.TURN, Kind.DRAW, Kind.PASS):
            of_kind = [a for a in legal if a.kind is kind]
            if of_kind:
                return self.rng.choice(of_kind)
        return legal[0]


def evaluate(view: PlayerView, action: Action) -> int:
    """Heuristic value of a play (higher is better); see the module docstring for the terms."""
    assert action.tile is not None
    t = action.tile.id
    layout = view.layout.copy()
    if action.socket == LEAD:
        layout.place_lead(t, action.touching)
    else:
        layout.attach(t, action.socket, action.touching)
    rest = view.hand_mask & ~(1 << t)
    value = PIPS[t] + (DOUBLE_BONUS if IS_DOUBLE[t] else 0)
    value += VARIETY_WEIGHT * _numbers_in(rest) + MOBILITY_WEIGHT * _playable(view, layout, rest)
    return POINT_WEIGHT * play_score(view, layout, action) + value


def play_score(view: PlayerView, layout: Layout, action: Action) -> int:
    """Points the play scores at once in a game that scores during the hand (0 otherwise)."""
    settings = view.settings
    style = settings.in_hand
    if style is InHandScoring.NONE:
        return 0
    if style is InHandScoring.BERGEN:
        return bergen_points(layout.exposed_halves())
    return play_points(style, layout.count())


def _numbers_in(mask: int) -> int:
    """How many different numbers the tiles of ``mask`` show."""
    seen = 0
    for t in tiles_of(mask):
        seen |= (1 << LOW[t]) | (1 << HIGH[t])
    return seen.bit_count()


def _playable(view: PlayerView, layout: Layout, mask: int) -> int:
    """How many tiles of ``mask`` would fit an open end of ``layout`` (a mobility estimate)."""
    values = set(layout.open.values())
    if view.settings.matching is Matching.SUM7:
        values = {7 - v for v in values}
    return sum(1 for t in tiles_of(mask) if LOW[t] in values or HIGH[t] in values)


register_level("random", QT_TRANSLATE_NOOP("levels", "Random"), QT_TRANSLATE_NOOP("levels", "Plays any legal move at random."),
               RandomPlayer, rank=0)
register_level("greedy", QT_TRANSLATE_NOOP("levels", "Greedy"),
               QT_TRANSLATE_NOOP("levels", "Plays the move that scores most now, else its heaviest tile."),
               GreedyPlayer, rank=10)
