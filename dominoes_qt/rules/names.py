"""Readable names for families, option choices, sets and player counts, kept beside the rules.

Option values are stable ids meant for files and command lines ("until-playable"); players see
names ("Draw until a tile fits").  The names live here, in the pure rules layer, so that the app
(Help → Rules, the new-game dialog, preferences) and the generated ``docs/rules.md`` say the same
thing.  Every function takes an optional ``translate(context, text, disambiguation, n)`` (the
app passes ``QCoreApplication.translate``); without one the English text comes back.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from .i18n import QT_TRANSLATE_NOOP

Translate = Callable[..., str]

FAMILY_CONTEXT = "families"
CHOICE_CONTEXT = "choices"


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The English source, with ``%n`` filled in and "(s)" resolved the way Qt would not."""
    if n >= 0:
        text = english_plural(text.replace("%n", str(n)), n)
    return text


def english_plural(text: str, n: int) -> str:
    """Resolve a "(s)" left in an untranslated ``tr("%n tile(s)", "", n)`` result.

    Plurals are marked the Qt way so translators can give every form; without a translation
    the English source comes back as written, and this turns "1 tile(s)" into "1 tile" and
    "5 tile(s)" into "5 tiles".
    """
    return text.replace("(s)", "" if n == 1 else "s")


# -- families ------------------------------------------------------------------------------

#: Display order and titles of the game families; unknown families follow as "Other games".
FAMILIES: tuple[tuple[str, str], ...] = (
    ("block", QT_TRANSLATE_NOOP("families", "Block and draw games")),
    ("scoring", QT_TRANSLATE_NOOP("families", "Scoring games")),
    ("blind", QT_TRANSLATE_NOOP("families", "Blind dominoes")),
    ("train", QT_TRANSLATE_NOOP("families", "Train games")),
    ("solitaire", QT_TRANSLATE_NOOP("families", "Solitaires")),
)
OTHER_FAMILY = QT_TRANSLATE_NOOP("families", "Other games")


def family_label(family: str, translate: Translate = english) -> str:
    for key, title in FAMILIES:
        if key == family:
            return translate(FAMILY_CONTEXT, title)
    return translate(FAMILY_CONTEXT, OTHER_FAMILY)


# -- option choices ------------------------------------------------------------------------

#: Readable text for option choices, by (option key, stable value).  A test checks that every
#: choice of every option in the catalogue has an entry here.
CHOICES: dict[tuple[str, Any], str] = {
    ("tie_rule", "no-score"): QT_TRANSLATE_NOOP("choices", "Nobody scores"),
    ("tie_rule", "blocker-loses"): QT_TRANSLATE_NOOP("choices", "The side that blocked loses"),
    ("draw", "until-playable"): QT_TRANSLATE_NOOP("choices", "Draw until a tile fits"),
    ("draw", "one-then-play"): QT_TRANSLATE_NOOP("choices", "Draw one; play it if it fits"),
    ("draw", "one-then-end"): QT_TRANSLATE_NOOP("choices", "Draw one; the turn ends"),
    ("draw", "none"): QT_TRANSLATE_NOOP("choices", "No drawing: pass"),
    ("spinners", "all"): QT_TRANSLATE_NOOP("choices", "Every double"),
    ("spinners", "first"): QT_TRANSLATE_NOOP("choices", "The first double only"),
    ("spinners", "none"): QT_TRANSLATE_NOOP("choices", "No spinners"),
    ("spinners", "cross"): QT_TRANSLATE_NOOP("choices", "The lead double forms a cross"),
    ("blocked_formula", "diff-once"):
        QT_TRANSLATE_NOOP("choices", "The others' pips minus yours (Classic)"),
    ("blocked_formula", "diff-each"):
        QT_TRANSLATE_NOOP("choices", "Yours subtracted from each (Leaflet)"),
    ("lead", "high-double"): QT_TRANSLATE_NOOP("choices", "Highest double (redeal if none)"),
    ("lead", "low-double"): QT_TRANSLATE_NOOP("choices", "Lowest double"),
    ("lead", "fixed-66"): QT_TRANSLATE_NOOP("choices", "The double-six"),
    ("lead", "high-double-any"):
        QT_TRANSLATE_NOOP("choices", "Highest double's holder, any tile"),
    ("lead", "by-lot"): QT_TRANSLATE_NOOP("choices", "Drawn by lot, any tile"),
    ("lead", "chosen"): QT_TRANSLATE_NOOP("choices", "The chosen player, any tile"),
    ("lead", "highest-tile"): QT_TRANSLATE_NOOP("choices", "Highest double, else heaviest tile"),
    ("scoring", "pips"): QT_TRANSLATE_NOOP("choices", "The losers' pips"),
    ("scoring", "hand-point"): QT_TRANSLATE_NOOP("choices", "One point per hand won"),
    ("blocked_award", "opponent-pips"): QT_TRANSLATE_NOOP("choices", "The other team's pips"),
    ("blocked_award", "all-pips"): QT_TRANSLATE_NOOP("choices", "Every pip left"),
    ("later_leads", "fixed"): QT_TRANSLATE_NOOP("choices", "The 6-6 holder, with the 6-6"),
    ("later_leads", "rotate"): QT_TRANSLATE_NOOP("choices", "Passes to the left each hand"),
    ("later_leads", "winner"): QT_TRANSLATE_NOOP("choices", "The last hand's winner"),
    ("muggins_claims", "opponents"): QT_TRANSLATE_NOOP("choices", "Opponents only"),
    ("muggins_claims", "anyone"): QT_TRANSLATE_NOOP("choices", "Any other player, partners too"),
    ("style", "face-value"): QT_TRANSLATE_NOOP("choices", "Face value (15 scores 15)"),
    ("style", "pub"): QT_TRANSLATE_NOOP("choices", "Pub (15 scores 8, 61 up)"),
    ("length", "one-hand"): QT_TRANSLATE_NOOP("choices", "A single hand"),
    ("length", "to-100"): QT_TRANSLATE_NOOP("choices", "Hands until someone has 100"),
    ("end_rounding", "fives-total"):
        QT_TRANSLATE_NOOP("choices", "All opponents together, rounded"),
    ("end_rounding", "fives-each"): QT_TRANSLATE_NOOP("choices", "Each opponent, rounded"),
    ("end_rounding", "fives-floor"): QT_TRANSLATE_NOOP("choices", "Never rounded up"),
    ("end_rounding", "fives-diff"):
        QT_TRANSLATE_NOOP("choices", "Minus the winner's pips when blocked"),
    ("satisfy", "first"): QT_TRANSLATE_NOOP("choices", "At once, by the player who laid it"),
    ("satisfy", "free"): QT_TRANSLATE_NOOP("choices", "By the next players; the extra play is free"),
    ("double_blank", "0"): QT_TRANSLATE_NOOP("choices", "0 points"),
    ("double_blank", "50"): QT_TRANSLATE_NOOP("choices", "50 points"),
    ("centre", "cross"): QT_TRANSLATE_NOOP("choices", "A cross of four tiles"),
    ("centre", "foot"): QT_TRANSLATE_NOOP("choices", "A double chicken foot of six tiles"),
}

_YES = QT_TRANSLATE_NOOP("choices", "Yes")
_NO = QT_TRANSLATE_NOOP("choices", "No")
_NO_BONUS = QT_TRANSLATE_NOOP("choices", "No bonus")
#: The app translates this plural itself (``rules_help.choice_text``): lupdate needs the literal call.
_POINTS = "%n point(s)"
_USUAL = QT_TRANSLATE_NOOP("choices", "The game's usual number")
_EVERY_DOUBLE = QT_TRANSLATE_NOOP("choices", "One for every double")


def plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value


def has_choice_label(key: str, value: Any) -> bool:
    return (key, plain(value)) in CHOICES


def choice_label(key: str, value: Any, translate: Translate = english) -> str:
    """Readable text for one value of option ``key`` (bools as yes/no, enums by their meaning)."""
    value = plain(value)
    if isinstance(value, bool):
        return translate(CHOICE_CONTEXT, _YES if value else _NO)
    text = CHOICES.get((key, value))
    if text is not None:
        return translate(CHOICE_CONTEXT, text)
    if key == "hand_bonus" and isinstance(value, int):
        if value == 0:
            return translate(CHOICE_CONTEXT, _NO_BONUS)
        return english_plural(translate(CHOICE_CONTEXT, _POINTS, "", value), value)
    if key == "hand_size" and value == 0:
        return translate(CHOICE_CONTEXT, _USUAL)
    if key == "rounds" and value == 0:
        return translate(CHOICE_CONTEXT, _EVERY_DOUBLE)
    if isinstance(value, str):
        words = value.replace("-", " ").replace("_", " ").strip()
        return words[:1].upper() + words[1:]
    return str(value)


# -- sets and player counts ------------------------------------------------------------------

SET_NAMES: dict[int, str] = {
    6: QT_TRANSLATE_NOOP("choices", "Double-six"),
    9: QT_TRANSLATE_NOOP("choices", "Double-nine"),
    12: QT_TRANSLATE_NOOP("choices", "Double-twelve"),
}
_SET_OTHER = QT_TRANSLATE_NOOP("choices", "Double-%1")
_RANGE = QT_TRANSLATE_NOOP("choices", "%1 to %2")
_OR = QT_TRANSLATE_NOOP("choices", "%1 or %2")


def set_label(set_n: int, translate: Translate = english) -> str:
    text = SET_NAMES.get(set_n)
    if text is None:
        return translate(CHOICE_CONTEXT, _SET_OTHER).replace("%1", str(set_n))
    return translate(CHOICE_CONTEXT, text)


def counts_label(counts: tuple[int, ...], translate: Translate = english) -> str:
    """"2 to 4", "3 or 4", "4": a readable list of player counts."""
    if len(counts) == 1:
        return str(counts[0])
    if list(counts) == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return (translate(CHOICE_CONTEXT, _RANGE)
                .replace("%1", str(counts[0])).replace("%2", str(counts[-1])))
    head = ", ".join(map(str, counts[:-1]))
    return translate(CHOICE_CONTEXT, _OR).replace("%1", head).replace("%2", str(counts[-1]))
