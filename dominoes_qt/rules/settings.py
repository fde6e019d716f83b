"""The settings that distinguish one game of the family from another (RULES.md §1 and §2).

A game in the catalogue is mostly a set of these values; the shared machinery in ``hand.py``
reads them.  Enum values are the stable strings used in options, saves and the command line.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import StrEnum


class Lead(StrEnum):
    HIGH_DOUBLE = "high-double"          # highest double leads, and must lead it
    LOW_DOUBLE = "low-double"            # lowest double leads it (Bergen)
    FIXED_66 = "fixed-66"                # the 6-6 holder leads it
    HIGH_DOUBLE_ANY = "high-double-any"  # highest double's holder leads any tile
    BY_LOT = "by-lot"                    # a tile drawn per player; the highest leads any tile
    CHOSEN = "chosen"                    # the seat named in the setup leads any tile
    HIGHEST_TILE = "highest-tile"        # like HIGH_DOUBLE, but with no double the heaviest tile leads


class Spinners(StrEnum):
    NONE = "none"
    FIRST = "first"
    ALL = "all"
    CROSS = "cross"  # CROSS_START: the lead double opens four ways at once


class DrawPolicy(StrEnum):
    NONE = "none"                        # cannot play -> pass (knock)
    UNTIL_PLAYABLE = "until-playable"
    ONE_THEN_PLAY = "one-then-play"
    ONE_THEN_END = "one-then-end"


class Matching(StrEnum):
    SAME = "same"
    SUM7 = "sum7"


class Formula(StrEnum):
    """Hand-end award formulas of RULES.md §1.11 (team variants are chosen automatically)."""

    SUM = "sum"
    DIFF_ONCE = "diff-once"
    DIFF_EACH = "diff-each"
    ROUND_EACH = "round-each"
    ROUND_DIFF_EACH = "round-diff-each"
    FIVES_TOTAL = "fives-total"
    FIVES_FLOOR = "fives-floor"
    FIVES_EACH = "fives-each"
    FIVES_DIFF = "fives-diff"
    OPPONENT_PIPS = "opponent-pips"   # G17 blocked: winning team takes the losers' pips
    ALL_PIPS = "all-pips"             # G17 option: winning team takes every remaining pip
    NONE = "none"                     # no hand-end award (Bergen)
    HAND_POINT = "hand-point"         # one point per hand won


class TieRule(StrEnum):
    NO_SCORE = "no-score"
    BLOCKER_LOSES = "blocker-loses"


class InHandScoring(StrEnum):
    NONE = "none"
    FIVES = "fives"            # count % 5 == 0 -> count
    FIVES_THREES = "fives-threes"  # count % 3 == 0 or % 5 == 0 -> count
    FIVES_THREES_PUB = "fives-threes-pub"  # x/3 if 3|x plus x/5 if 5|x
    FIVE_UP = "five-up"        # count % 5 == 0 -> count / 5
    BERGEN = "bergen"          # double- and triple-headers


class Claims(StrEnum):
    """Who may press Muggins! for a score its maker did not declare (RULES.md §1.14)."""

    OPPONENTS = "opponents"      # the club rule: only the other side
    ANYONE = "anyone"            # any other player, the maker's partner too


@dataclass(frozen=True)
class Settings:
    """Everything the shared hand machinery needs to know about a game, resolved for one match."""

    game_id: str
    players: int
    set_n: int = 6
    partnership: bool = False
    hand_size: int = 7
    lucky_draw_extra: bool = False       # Lucky Draw, 3 players: the 6-6 holder takes the 28th tile
    lead: Lead = Lead.HIGH_DOUBLE
    spinners: Spinners = Spinners.NONE
    tips_after_sides: bool = False
    cross_then: Spinners = Spinners.NONE  # spinner mode for doubles after a cross start
    matching: Matching = Matching.SAME
    inline_doubles: bool = False          # doubles in line, never crosswise (All Sevens)
    draw: DrawPolicy = DrawPolicy.UNTIL_PLAYABLE
    reserve: int = 0
    voluntary_draw: bool = False          # All Sevens: may draw while holding a playable tile
    in_hand: InHandScoring = InHandScoring.NONE
    out_formula: Formula = Formula.SUM
    blocked_formula: Formula = Formula.DIFF_ONCE
    tie_rule: TieRule = TieRule.NO_SCORE
    both_chip_out: bool = False
    target: int = 100
    chip_out_bonus: int = 0               # pub Fives and Threes: a point for chipping out
    hand_bonus: int = 0                   # Bergen option: bonus to the hand winner
    muggins_manual: bool = False
    muggins_claims: Claims = Claims.OPPONENTS
    previous_winner_leads: bool = False   # after the first hand the last winner leads any tile
    rotate_lead: bool = False             # after the first hand the lead passes to the left
    mid_hand_target: bool = True          # scoring games: the match may end in mid-hand
    single_hand: bool = False             # the match is one hand (Blind Dominoes)
    rounds: int = 0                       # the match is this many hands (0: play to the target)
    lowest_wins: bool = False             # after the last round the lowest total wins (trains)
    extra: dict[str, object] = field(default_factory=dict, compare=False, hash=False)

    @property
    def sides(self) -> int:
        """Number of scoring sides: teams in a partnership, otherwise players."""
        return 2 if self.partnership else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.partnership else seat

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)  # type: ignore[arg-type]


SETTING_NAMES = frozenset(f.name for f in fields(Settings))
