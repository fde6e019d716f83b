"""The block and draw family (RULES.md G1–G6, G15–G17): shared machinery plus settings."""

from __future__ import annotations

from typing import Any

from ..catalogue import GameDef, OptionSpec, register
from ..i18n import QT_TRANSLATE_NOOP
from ..settings import DrawPolicy, Formula, Lead, Spinners, TieRule
from . import common


def _block_sizes(players: int, set_n: int) -> int:
    if set_n == 9:
        return 9
    if set_n == 12:
        return 12
    return {2: 8, 3: 6, 4: 6, 5: 5}[players]


def _draw_sizes(players: int, set_n: int) -> int:
    if set_n == 6:
        return {2: 7, 3: 5, 4: 4, 5: 3}[players]
    return 7 if players <= 3 else 5


def _blocked_formula(fields: dict[str, Any], value: Any) -> None:
    fields["blocked_formula"] = Formula(value)


register(GameDef(
    id="block-and-draw",
    name=QT_TRANSLATE_NOOP("games", "Block and Draw (Classic Dominoes)"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "Five tiles each; draw until you can play; every double opens four ways."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.ALL, draw=DrawPolicy.UNTIL_PLAYABLE,
              out_formula=Formula.SUM, blocked_formula=Formula.DIFF_ONCE),
    hand_size=lambda p, n: 5,
    options=(
        common.target(),
        OptionSpec("blocked_formula", QT_TRANSLATE_NOOP("options", "Blocked hand (preset)"), "diff-once",
                   ("diff-once", "diff-each"), apply=_blocked_formula,
                   help=QT_TRANSLATE_NOOP("options", "The lightest hand scores the others' pips minus its own "
                                     "(Classic booklet), or its own pips subtracted from each "
                                     "opponent's (Leaflet).")),
        common.spinners(Spinners.ALL),
        common.tips_after_sides(False),
        common.hand_size(5),
        OptionSpec("lead", QT_TRANSLATE_NOOP("options", "No double dealt"), Lead.HIGH_DOUBLE,
                   (Lead.HIGH_DOUBLE, Lead.HIGHEST_TILE),
                   help=QT_TRANSLATE_NOOP("options", "When nobody holds a double: shuffle and deal again, or let "
                                     "the heaviest tile lead instead.")),
        common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "2–4 players take five tiles each. The holder of the highest double leads "
                    "it. Match an open end with a tile of the same number; doubles lie "
                    "crosswise and open four ways. Cannot play: draw until you can. The first "
                    "player out scores the pips left in the other hands; in a blocked hand the "
                    "lightest hand scores the others' pips minus its own. First to 100 wins."),
))

_TEAM_TEXT = QT_TRANSLATE_NOOP("games", "With four players the partners sit opposite and score together.")

register(GameDef(
    id="block",
    name=QT_TRANSLATE_NOOP("games", "The Block Game"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "The English pub game: no drawing — knock when you cannot play."),
    players=(2, 3, 4, 5), default_players=4,
    sets=(6, 9, 12),
    partnership_counts=(4,), partnership_default=True,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.NONE, draw=DrawPolicy.NONE,
              out_formula=Formula.SUM, blocked_formula=Formula.DIFF_ONCE),
    hand_size=_block_sizes,
    options=(
        common.target(),
        common.scoring_method(),
        OptionSpec("both_chip_out", QT_TRANSLATE_NOOP("options", "Both partners must chip out"), False,
                   help=QT_TRANSLATE_NOOP("options", "A partnership wins only when both partners are out.")),
        common.hand_size(6),
        common.tie_rule(),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Six tiles each with four players (8 with two, 6 with three, 5 with five; "
                    "9 with double-nine, 12 with double-twelve); the rest sleep. The highest "
                    "double leads. Play to either end of the line; if you cannot, knock. "
                    "Chipping out scores the losers' spots; a blocked hand goes to the side "
                    "with fewest spots, who score the difference."),
))

register(GameDef(
    id="draw",
    name=QT_TRANSLATE_NOOP("games", "The Draw Game"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "The Block Game, but you draw sleeping tiles when you cannot play."),
    players=(2, 3, 4, 5), default_players=2,
    partnership_counts=(4,), partnership_default=True,
    sets=(6, 9, 12),
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.NONE, draw=DrawPolicy.UNTIL_PLAYABLE,
              out_formula=Formula.SUM, blocked_formula=Formula.DIFF_ONCE),
    hand_size=_draw_sizes,
    options=(common.target(), common.draw(), common.scoring_method(), common.hand_size(7),
             common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "Seven tiles each with two players (5 with three, 4 with four, 3 with "
                    "five). As the Block Game, but a player who cannot play draws from the "
                    "boneyard until he can; when it is empty he passes."),
))

register(GameDef(
    id="cross",
    name=QT_TRANSLATE_NOOP("games", "Cross Dominoes"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "The first double forms a cross: four tiles must go round it first."),
    players=(2, 3, 4, 5), default_players=2,
    partnership_counts=(4,), partnership_default=True,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.CROSS, cross_then=Spinners.NONE,
              draw=DrawPolicy.UNTIL_PLAYABLE, out_formula=Formula.SUM,
              blocked_formula=Formula.DIFF_ONCE),
    hand_size=_draw_sizes,
    options=(common.target(), common.draw(), common.hand_size(7), common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "As the Draw Game, but the next four tiles after the lead double must be "
                    "played against its four sides to form a cross; draw if you have none. "
                    "Then play on the four arms."),
))

register(GameDef(
    id="double-nine-cross",
    name=QT_TRANSLATE_NOOP("games", "Double Nine Cross"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "Cross dominoes with a double-nine set; every later double branches."),
    players=tuple(range(2, 11)), default_players=4,
    partnership_counts=(4,), partnership_default=False,
    sets=(9, 12), default_set=9, max_players={12: 18},
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.CROSS, cross_then=Spinners.ALL,
              draw=DrawPolicy.UNTIL_PLAYABLE, out_formula=Formula.SUM,
              blocked_formula=Formula.DIFF_ONCE),
    hand_size=lambda p, n: 7 if p <= 3 else 5,
    options=(common.target(), common.draw(), common.hand_size(7), common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "Double-nine set; seven tiles each for two or three players, five for "
                    "more. The highest double leads and four tiles form a cross round it; "
                    "afterwards every double opens two new lines."),
))

register(GameDef(
    id="domino",
    name=QT_TRANSLATE_NOOP("games", "Domino (to 100)"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "The boxed-set game: draw until you can play; the winner takes all pips."),
    players=(2, 3, 4), default_players=2,
    base=dict(lead=Lead.HIGH_DOUBLE, spinners=Spinners.NONE, draw=DrawPolicy.UNTIL_PLAYABLE,
              out_formula=Formula.SUM, blocked_formula=Formula.SUM),
    hand_size=lambda p, n: 7 if p == 2 else 5,
    options=(common.target(100), common.draw(), common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "Seven tiles each for two players, five for three or four. Highest double "
                    "leads. Cannot play: draw until you can (variation: draw one). Going out "
                    "or having the fewest pips when blocked scores all the other players' "
                    "pips. First to 100 (or 50) wins."),
))

register(GameDef(
    id="star",
    name=QT_TRANSLATE_NOOP("games", "The Star"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "Four players; the 6-6 is surrounded by four sixes to form a star."),
    players=(4,), default_players=4,
    base=dict(lead=Lead.FIXED_66, spinners=Spinners.CROSS, cross_then=Spinners.NONE,
              draw=DrawPolicy.NONE, out_formula=Formula.SUM, blocked_formula=Formula.DIFF_ONCE),
    hand_size=lambda p, n: 7,
    options=(common.target(), common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "Four players, seven tiles each. The 6-6 leads; the next four tiles must "
                    "be sixes round it, forming a star. Then play on the four arms. Cannot "
                    "play: pass. First out scores the others' pips."),
))

register(GameDef(
    id="lucky-draw",
    name=QT_TRANSLATE_NOOP("games", "Lucky Draw"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "Every double opens four ways; all tiles are dealt, no drawing."),
    players=(3, 4), default_players=4,
    base=dict(lead=Lead.FIXED_66, spinners=Spinners.ALL, draw=DrawPolicy.NONE,
              lucky_draw_extra=True, out_formula=Formula.SUM,
              blocked_formula=Formula.DIFF_ONCE),
    hand_size=lambda p, n: 9 if p == 3 else 7,
    options=(common.target(), common.tips_after_sides(False), common.tie_rule()),
    rules_text=QT_TRANSLATE_NOOP("games", "Four players take seven tiles; three players take nine and the holder of "
                    "the 6-6 also takes the last tile. The 6-6 leads; every double can be "
                    "played off all four edges. Cannot play: pass."),
))


def _blocked_award(fields: dict[str, Any], value: Any) -> None:
    fields["blocked_formula"] = Formula(value)


def _later_leads(fields: dict[str, Any], value: Any) -> None:
    fields["rotate_lead"] = value == "rotate"
    fields["previous_winner_leads"] = value == "winner"


register(GameDef(
    id="partnership",
    name=QT_TRANSLATE_NOOP("games", "Partnership Block"),
    family="block",
    description=QT_TRANSLATE_NOOP("games", "Two teams of two, seven tiles each, no drawing; the locking team loses "
                     "a tie."),
    players=(4,), default_players=4,
    partnership_counts=(4,), partnership_default=True, teams_only=True,
    base=dict(lead=Lead.FIXED_66, spinners=Spinners.NONE, draw=DrawPolicy.NONE,
              out_formula=Formula.SUM, blocked_formula=Formula.OPPONENT_PIPS,
              tie_rule=TieRule.BLOCKER_LOSES),
    hand_size=lambda p, n: 7,
    options=(
        common.target(),
        OptionSpec("blocked_award", QT_TRANSLATE_NOOP("options", "Blocked hand award"), "opponent-pips",
                   ("opponent-pips", "all-pips"), apply=_blocked_award,
                   help=QT_TRANSLATE_NOOP("options", "In a locked game the lighter team takes the other team's "
                                     "pips, or every pip left in both teams' hands.")),
        OptionSpec("later_leads", QT_TRANSLATE_NOOP("options", "Lead of later hands"), "fixed",
                   ("fixed", "rotate", "winner"), apply=_later_leads,
                   help=QT_TRANSLATE_NOOP("options", "The first hand is led with the 6-6. Later hands: the 6-6 "
                                     "holder leads it again, or the lead passes to the left each hand, "
                                     "or the winner of the last hand leads; these two may lead any "
                                     "tile.")),
        common.tie_rule(TieRule.BLOCKER_LOSES),
    ),
    rules_text=QT_TRANSLATE_NOOP("games", "Four players in two teams, partners opposite; all 28 tiles dealt. The 6-6 "
                    "leads. Cannot play: pass. The team that goes out scores the losing "
                    "team's pips. Locked game: the lighter team takes the other team's pips; "
                    "on a tie the team that locked the game loses."),
))
