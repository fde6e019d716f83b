"""The scoring games (RULES.md G7–G12): points during the hand for the open-end count
(All Fives, Muggins, Fives and Threes, Five Up), Bergen's double- and triple-headers, and
All Sevens' sum-to-seven matching.  Each is the shared hand machinery plus settings."""

from __future__ import annotations

from typing import Any

from ..catalogue import GameDef, OptionSpec, register
from ..i18n import QT_TRANSLATE_NOOP
from ..settings import DrawPolicy, Formula, InHandScoring, Lead, Matching, Spinners
from . import common


def _seven_five(players: int, set_n: int) -> int:
    return 7 if players == 2 else 5


def _manual() -> OptionSpec:
    return OptionSpec("muggins_manual", QT_TRANSLATE_NOOP("options", "Declare scores yourself (Muggins!)"), False,
                      help=QT_TRANSLATE_NOOP("options", "Scores are not added automatically: declare them before the "
                                "next tile is laid, or another player may claim them."))


def _winner_leads() -> OptionSpec:
    return OptionSpec("previous_winner_leads", QT_TRANSLATE_NOOP("options", "Previous hand's winner leads"), False,
                      help=QT_TRANSLATE_NOOP("options", "After the first hand the winner of the last hand leads any "
                                "tile."))


def _finish_hand() -> OptionSpec:
    def apply(fields: dict[str, Any], value: Any) -> None:
        fields["mid_hand_target"] = not value

    return OptionSpec("finish_hand", QT_TRANSLATE_NOOP("options", "Finish the hand before the match ends"), False,
                      apply=apply,
                      help=QT_TRANSLATE_NOOP("options", "Off: reaching the target ends the match at once. On: the "
                                "hand is played out and the highest total wins."))


def _reserve(default: int) -> OptionSpec:
    return OptionSpec("reserve", QT_TRANSLATE_NOOP("options", "Tiles that stay in the boneyard"), default, (0, 1, 2),
                      help=QT_TRANSLATE_NOOP("options", "This many boneyard tiles can never be drawn."))


def _lead(default: Lead, *choices: Lead) -> OptionSpec:
    return OptionSpec("lead", QT_TRANSLATE_NOOP("options", "Lead"), default, (default, *choices),
                      help=QT_TRANSLATE_NOOP("options", "Who leads the hand, and whether a double must lead."))


register(GameDef(
    id="all-fives",
    name=QT_TRANSLATE_NOOP("games", "All Fives"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "Score the open ends whenever they add up to a multiple of five."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.ALL, tips_after_sides=True,
              draw=DrawPolicy.UNTIL_PLAYABLE, in_hand=InHandScoring.FIVES,
              out_formula=Formula.ROUND_EACH, blocked_formula=Formula.ROUND_DIFF_EACH),
    hand_size=_seven_five,
    options=(
        common.target(100),
        common.spinners(Spinners.ALL),
        common.tips_after_sides(True),
        common.hand_size(7),
        _lead(Lead.HIGH_DOUBLE, Lead.HIGHEST_TILE),
        _manual(), _winner_leads(), _finish_hand(), common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Seven tiles each for two players, five for three or four. The highest "
                    "double leads. Every double is a spinner (its ends open once both sides "
                    "are covered). After each play, if the open ends add up to a multiple of "
                    "five the player scores that many points; a double at an end counts both "
                    "halves. Cannot play: draw until you can. The player who goes out scores "
                    "each opponent's pips rounded to the nearest five. First to 100 wins, at "
                    "once."),
))

register(GameDef(
    id="muggins",
    name=QT_TRANSLATE_NOOP("games", "Muggins"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "The pub All Fives: five tiles, two sleeping tiles, lead any tile."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE_ANY, spinners=Spinners.NONE,
              draw=DrawPolicy.UNTIL_PLAYABLE, reserve=2, in_hand=InHandScoring.FIVES,
              out_formula=Formula.ROUND_DIFF_EACH, blocked_formula=Formula.ROUND_DIFF_EACH),
    hand_size=lambda p, n: 5,
    options=(
        common.target(100),
        _manual(),
        OptionSpec("draw", QT_TRANSLATE_NOOP("options", "Drawing"), DrawPolicy.UNTIL_PLAYABLE,
                   (DrawPolicy.UNTIL_PLAYABLE, DrawPolicy.ONE_THEN_PLAY, DrawPolicy.ONE_THEN_END),
                   help=QT_TRANSLATE_NOOP("options", "Draw until a tile fits, draw one and play it if it fits, or "
                             "draw one and end the turn.")),
        _reserve(2),
        common.hand_size(5),
        common.spinners(Spinners.NONE, (Spinners.NONE, Spinners.FIRST)),
        _winner_leads(), _finish_hand(), common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Five tiles each. The holder of the highest double leads any tile. Play "
                    "to either end; if the ends then add up to a multiple of five you score "
                    "it (a double counts both halves: 3 + 6 + 6 = 15). Cannot play: draw, but "
                    "the last two sleeping tiles are never drawn. At the end each loser's "
                    "pips minus the winner's, rounded to the nearest five, go to the winner. "
                    "With 'declare scores yourself', a score you forget can be claimed by "
                    "the others: Muggins!"),
))


def _fives_threes_style(fields: dict[str, Any], value: Any) -> None:
    if value == "pub":
        # RULES.md G9 A18: no drawing, a point for chipping out, 7 tiles for 2 players (5 for
        # 3-4); the target of 61 comes with the choice (defaults_by_choice).
        fields.update(in_hand=InHandScoring.FIVES_THREES_PUB, draw=DrawPolicy.NONE,
                      out_formula=Formula.NONE, blocked_formula=Formula.NONE, chip_out_bonus=1)
        if fields["players"] == 2:
            fields["hand_size"] = 7


register(GameDef(
    id="fives-and-threes",
    name=QT_TRANSLATE_NOOP("games", "Fives and Threes"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "Score open ends that make a multiple of three or of five."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE_ANY, spinners=Spinners.NONE,
              draw=DrawPolicy.UNTIL_PLAYABLE, reserve=2, in_hand=InHandScoring.FIVES_THREES,
              out_formula=Formula.DIFF_EACH, blocked_formula=Formula.DIFF_EACH),
    hand_size=lambda p, n: 5,
    options=(
        common.target(100),
        OptionSpec("style", QT_TRANSLATE_NOOP("options", "Scoring style"), "face-value", ("face-value", "pub"),
                   apply=_fives_threes_style, defaults_by_choice={"pub": {"target": 61}},
                   help=QT_TRANSLATE_NOOP("options", "Face value: a count of 15 scores 15. Pub: one point per three "
                             "and per five in the count (15 scores 8), a point for chipping "
                             "out, no drawing, seven tiles each for two players, and 61 up "
                             "unless you set another target.")),
        _manual(), _reserve(2), common.hand_size(5), _winner_leads(), _finish_hand(),
        common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "As Muggins, but a count that is a multiple of three or of five scores "
                    "its value once (6 scores 6, 15 scores 15). At the end the winner scores "
                    "the losers' pips, minus his own for each loser when blocked."),
))


def _end_rounding(fields: dict[str, Any], value: Any) -> None:
    fields["out_formula"] = Formula(value) if value != "fives-diff" else Formula.FIVES_TOTAL
    fields["blocked_formula"] = Formula(value)


register(GameDef(
    id="five-up",
    name=QT_TRANSLATE_NOOP("games", "Five Up"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "A point for every five on the open ends; every double is a spinner; "
                     "61 up."),
    players=(2, 3, 4), default_players=2,
    partnership_counts=(4,), partnership_default=False,
    base=dict(lead=Lead.BY_LOT, spinners=Spinners.ALL, tips_after_sides=True,
              draw=DrawPolicy.UNTIL_PLAYABLE, reserve=1, in_hand=InHandScoring.FIVE_UP,
              out_formula=Formula.FIVES_TOTAL, blocked_formula=Formula.FIVES_TOTAL, target=61),
    hand_size=lambda p, n: 5,
    options=(
        common.target(61),
        common.spinners(Spinners.ALL),
        common.draw(),
        OptionSpec("end_rounding", QT_TRANSLATE_NOOP("options", "Points for the tiles left"), "fives-total",
                   ("fives-total", "fives-each", "fives-floor", "fives-diff"),
                   apply=_end_rounding,
                   help=QT_TRANSLATE_NOOP("options", "A point per five pips left in the losers' hands: all "
                             "opponents together, rounded to the nearest five; each opponent "
                             "rounded separately; never rounded up; or, in a blocked hand, "
                             "minus the winner's own pips.")),
        _manual(), common.muggins_claims(), _winner_leads(), _finish_hand(), common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Draw a tile each: the heaviest leads any tile. Five tiles each; one tile "
                    "always stays in the boneyard. Every double is a spinner. After each "
                    "play, if the open ends add up to a multiple of five you score a point "
                    "per five (15 scores 3); a double counts until both its sides are "
                    "covered. The winner of the hand scores a point per five pips left in the "
                    "opponents' hands. First to 61 wins at once."),
))

register(GameDef(
    id="all-sevens",
    name=QT_TRANSLATE_NOOP("games", "All Sevens"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "Tiles join when the touching halves add up to seven; 6-1, 5-2, 4-3 and "
                     "0-0 are wild."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.NONE, inline_doubles=True,
              matching=Matching.SUM7, draw=DrawPolicy.UNTIL_PLAYABLE, reserve=2,
              voluntary_draw=True, out_formula=Formula.SUM, blocked_formula=Formula.DIFF_ONCE),
    hand_size=_seven_five,
    options=(
        common.target(100),
        OptionSpec("voluntary_draw", QT_TRANSLATE_NOOP("options", "Draw even when you could play"), True,
                   help=QT_TRANSLATE_NOOP("options", "While more than two tiles sleep you may draw instead of "
                             "playing.")),
        _reserve(2),
        _lead(Lead.HIGH_DOUBLE, Lead.HIGHEST_TILE),
        common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Seven tiles each for two players, five for three or four. The highest "
                    "double leads. Tiles are laid end to end; a half may touch an end only if "
                    "the two add up to seven (a 2 against a 5). The wild tiles 6-1, 5-2, 4-3 "
                    "and 0-0 go on any end at any time, and only they can follow a blank. You "
                    "may draw while more than two tiles remain; you must draw if you cannot "
                    "play. Going out scores the opponents' pips; when blocked, the lightest "
                    "hand scores the others' pips minus its own."),
))


def _bergen_sizes(players: int, set_n: int) -> int:
    return 6


register(GameDef(
    id="bergen",
    name=QT_TRANSLATE_NOOP("games", "Bergen"),
    family="scoring",
    description=QT_TRANSLATE_NOOP("games", "Score 2 for a double-header and 3 for a triple-header; 15 up."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.LOW_DOUBLE, spinners=Spinners.NONE, draw=DrawPolicy.UNTIL_PLAYABLE,
              reserve=2, in_hand=InHandScoring.BERGEN, out_formula=Formula.NONE,
              blocked_formula=Formula.NONE, target=15),
    hand_size=_bergen_sizes,
    options=(
        common.target(15),
        OptionSpec("hand_bonus", QT_TRANSLATE_NOOP("options", "Bonus for winning the hand"), 0, (0, 1, 2),
                   help=QT_TRANSLATE_NOOP("options", "Points for the player who goes out or holds the lightest hand "
                             "when play is blocked.")),
        common.draw(), _reserve(2), common.hand_size(6),
        _lead(Lead.LOW_DOUBLE, Lead.HIGH_DOUBLE),
        _finish_hand(), common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Six tiles each. The lowest double leads and scores 2 at once. When both "
                    "ends show the same number you score 2 (a double-header); when a double at "
                    "one end matches the other end, 3 (a triple-header). Cannot play: draw, but "
                    "two tiles always stay in the boneyard. First to 15 wins."),
))
