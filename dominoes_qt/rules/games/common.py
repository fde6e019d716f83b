"""Option specs shared by several games (so each game's definition stays a few lines)."""

from __future__ import annotations

from typing import Any

from ..catalogue import OptionSpec
from ..i18n import QT_TRANSLATE_NOOP
from ..settings import Claims, DrawPolicy, Formula, Spinners, TieRule


def target(default: int = 100) -> OptionSpec:
    return OptionSpec("target", QT_TRANSLATE_NOOP("options", "Target score"), default, minimum=1, maximum=10000,
                      help=QT_TRANSLATE_NOOP("options", "The first side to reach this score wins the match."))


def tie_rule(default: TieRule = TieRule.NO_SCORE) -> OptionSpec:
    return OptionSpec("tie_rule", QT_TRANSLATE_NOOP("options", "Tie in a blocked hand"), default, tuple(TieRule),
                      help=QT_TRANSLATE_NOOP("options", "When a blocked hand leaves the lightest hands tied: either "
                                "nobody scores, or the side that blocked the game loses."))


def draw(default: DrawPolicy = DrawPolicy.UNTIL_PLAYABLE) -> OptionSpec:
    return OptionSpec("draw", QT_TRANSLATE_NOOP("options", "Drawing"), default,
                      (DrawPolicy.UNTIL_PLAYABLE, DrawPolicy.ONE_THEN_PLAY),
                      help=QT_TRANSLATE_NOOP("options", "A player who cannot play either draws until a tile fits, or "
                                "draws one tile and plays it if it fits, otherwise the turn ends."))


def spinners(default: Spinners, choices: tuple[Spinners, ...] = (
        Spinners.ALL, Spinners.FIRST, Spinners.NONE)) -> OptionSpec:
    return OptionSpec("spinners", QT_TRANSLATE_NOOP("options", "Spinners"), default, choices,
                      help=QT_TRANSLATE_NOOP("options", "Which doubles open four ways: all, only the first, or none."))


def tips_after_sides(default: bool) -> OptionSpec:
    return OptionSpec("tips_after_sides", QT_TRANSLATE_NOOP("options", "Spinner sides before tips"), default,
                      help=QT_TRANSLATE_NOOP("options", "A spinner's ends open only after both of its sides are "
                                "covered."))


def hand_size(default: int, maximum: int = 20) -> OptionSpec:
    def apply(fields: dict[str, Any], value: Any) -> None:
        if value:
            fields["hand_size"] = value

    return OptionSpec("hand_size", QT_TRANSLATE_NOOP("options", "Tiles per player (0 = the game's usual number)"),
                      0, minimum=0, maximum=maximum, apply=apply,
                      help=QT_TRANSLATE_NOOP("options", "Deal this many tiles to each player instead of the rule "
                                "book's number."))


def scoring_method() -> OptionSpec:
    def apply(fields: dict[str, Any], value: Any) -> None:
        if value == "hand-point":
            fields["out_formula"] = Formula.HAND_POINT
            fields["blocked_formula"] = Formula.HAND_POINT

    return OptionSpec("scoring", QT_TRANSLATE_NOOP("options", "Scoring"), "pips", ("pips", "hand-point"), apply=apply,
                      defaults_by_choice={"hand-point": {"target": 5}},
                      help=QT_TRANSLATE_NOOP("options", "The winners score the losers' pips, or one point per hand "
                                "won; with one point per hand the target is 5 unless you set another."))


def muggins_claims() -> OptionSpec:
    return OptionSpec("muggins_claims", QT_TRANSLATE_NOOP("options", "Who may claim a missed score"), Claims.OPPONENTS,
                      tuple(Claims),
                      help=QT_TRANSLATE_NOOP("options", "With partners and scores declared by hand: a score its "
                                "maker did not declare may be claimed by the opponents only (as most club rules "
                                "play it), or by any other player, the maker's partner too."))
