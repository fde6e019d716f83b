"""The ``easy`` and ``medium`` computer levels.

* ``easy`` plays a legal tile with little thought: often just any tile that fits, otherwise the
  heaviest one (or, in scoring games, one that scores).  It never claims a missed score.
* ``medium`` is a solid one-ply heuristic (:func:`dominoes_qt.ai.heuristics.medium_value`):
  in scoring games the best-scoring play that does not set up the next player; in block and
  draw games it sheds heavy tiles and doubles, keeps its numbers varied, plays to the numbers
  the opponents have shown they lack and away from those its partner lacks.

Every decision draws its random numbers from a generator seeded by the level's seed and the
public position, so a seed fixes the decision for a given view whatever happened before.
"""

from __future__ import annotations

import random
import zlib

from ..rules.actions import Action, Kind
from ..rules.games.trains import TrainView
from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for
from ..rules.tiles import PIPS
from ..rules.view import PlayerView
from .base import register_level, require_turn
from .heuristics import medium_value, special_choice
from .inference import infer
from .plays import facts, play_points_after
from .trains import train_choice

#: Probability that ``easy`` plays a random legal tile instead of its simple preference.
EASY_RANDOMNESS = 0.5


def decision_rng(seed: int, view: PlayerView, salt: str = "") -> random.Random:
    """A generator fixed by ``seed`` and the public position (so decisions are reproducible)."""
    record = ";".join(f"{seat}:{a.kind.value}:{a.tile}:{a.socket}:{a.touching}"
                      for seat, a in view.history)
    key = (f"{salt}|{seed}|{view.seat}|{view.hand_mask}|{view.boneyard_size}|{view.scores}|"
           f"{view.drew}|{zlib.crc32(record.encode())}|{len(view.history)}")
    return random.Random(key)


def claim_missed(view: PlayerView) -> Action | None:
    """The "Muggins!" claim this seat may make now (manual Muggins), if any."""
    for action in view.out_of_turn:
        if action.kind is Kind.MUGGINS:
            return action
    return None


def plays_of(legal: tuple[Action, ...] | list[Action]) -> list[Action]:
    return [a for a in legal if a.kind is Kind.PLAY and a.tile is not None]


class EasyPlayer:
    """Little thought: half the time any legal tile, otherwise the heaviest or scoring one."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def claim(self, view: PlayerView) -> Action | None:
        """Out of turn (manual Muggins): a beginner never notices a missed score."""
        return None

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        if isinstance(view, TrainView):
            return train_choice("easy", view, decision_rng(self.seed, view, "easy"))
        special = special_choice(legal, claim=False)
        if special is not None:
            return special
        rng = decision_rng(self.seed, view, "easy")
        plays = plays_of(legal)
        if not plays:
            return rng.choice([a for a in legal if a.kind is not Kind.MUGGINS] or list(legal))
        if rng.random() < EASY_RANDOMNESS:
            return rng.choice(plays)
        layout = view.layout

        def value(a: Action) -> float:
            return 100 * play_points_after(view.settings, layout, a) + PIPS[facts(a)[0]]

        return max(plays, key=value)


class MediumPlayer:
    """One-ply heuristic over the plays, with the public knowledge of who lacks which suits."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def claim(self, view: PlayerView) -> Action | None:
        """Out of turn (manual Muggins): claim every score an opponent missed."""
        return claim_missed(view)

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        if isinstance(view, TrainView):
            return train_choice("medium", view, decision_rng(self.seed, view, "medium"))
        special = special_choice(legal, claim=True)
        if special is not None:
            return special
        plays = plays_of(legal)
        if not plays:
            rng = decision_rng(self.seed, view, "medium")
            return rng.choice([a for a in legal if a.kind is not Kind.MUGGINS] or list(legal))
        if len(plays) == 1:
            return plays[0]
        return ranked_plays(view, plays)[0]


def ranked_plays(view: PlayerView, plays: list[Action]) -> list[Action]:
    """Plays ordered best first by the medium heuristic (stable: ties keep legal order)."""
    values = play_values(view, plays)
    return sorted(plays, key=lambda a: -values[a])


def play_values(view: PlayerView, plays: list[Action]) -> dict[Action, float]:
    """The medium heuristic's value of each play."""
    know = infer(view)
    return {a: medium_value(view.settings, view.seat, view.hand_mask, view.layout, know, a)
            for a in plays}


register_level("easy", QT_TRANSLATE_NOOP("levels", "Easy"),
               QT_TRANSLATE_NOOP("levels", "A beginner: plays any tile that fits, often without a second "
                           "thought."),
               EasyPlayer, rank=20)
register_level("medium", QT_TRANSLATE_NOOP("levels", "Medium"),
               QT_TRANSLATE_NOOP("levels", "A solid club player: takes the best score on offer, sheds heavy "
                           "tiles and plays to the numbers you have shown you lack."),
               MediumPlayer, rank=30)
