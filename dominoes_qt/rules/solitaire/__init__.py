"""The seven solitaires of RULES.md §4: the solver and the helpers around it.

The game states themselves live in :mod:`dominoes_qt.rules.games.solitaires` (one class per game,
registered in the catalogue with family ``"solitaire"``); this package holds what searches them:
:mod:`.solver` (Hint, "winnable deals only", the figures in ``docs/solitaires.md``) and
:mod:`.arena` (the arena's solitaire runs).
"""

from ..games.solitaires import (
    BingoState,
    FiveColumnsState,
    FivesLimitState,
    KnockOutState,
    MatchingState,
    PatienceState,
    SolitaireState,
    TwelveState,
)

#: The seven ids in RULES.md order.
SOLITAIRE_IDS = ("bingo", "patience", "fives-the-limit", "five-columns", "twelve-to-go",
                 "knock-out", "matching")

__all__ = ["SOLITAIRE_IDS", "BingoState", "FiveColumnsState", "FivesLimitState",
           "KnockOutState", "MatchingState", "PatienceState", "SolitaireState", "TwelveState"]
