"""Who sits at the table: the computer levels offered to players, and the seats' default names.

Shared by the New Game dialog, Preferences and the hand summary, so each names a level or a
seat the same way (and the hand summary need not load the New Game dialog to say "You").
"""

from __future__ import annotations

import dataclasses
import functools
import html
import importlib
import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTranslator

from dominoes_qt.session import DEFAULT_LEVEL

from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for; returns str

if TYPE_CHECKING:
    from dominoes_qt.storage.settings import AppSettings

# -- computer levels -------------------------------------------------------------------------

LEVEL_CONTEXT = "levels"


@dataclass(frozen=True)
class ComputerLevel:
    """What the dialogs need to know of one computer level of ``dominoes_qt.ai.LEVELS``."""

    id: str
    name: str
    description: str


_FALLBACK_LEVELS = (
    ComputerLevel("greedy", QT_TRANSLATE_NOOP("levels", "Greedy"),
                  QT_TRANSLATE_NOOP("levels", "Plays its heaviest tile that fits.")),
    ComputerLevel("random", QT_TRANSLATE_NOOP("levels", "Random"),
                  QT_TRANSLATE_NOOP("levels", "Plays any tile that fits, at random.")),
)
#: Levels listed first, in this order, when the registry has them.
GRADED_LEVELS = ("easy", "medium", "hard")
#: The level a new computer seat gets: the first of these that exists, else the first level.
PREFERRED_LEVELS = (DEFAULT_LEVEL, "greedy")


def computer_levels() -> list[ComputerLevel]:
    """The computer levels registered now in ``dominoes_qt.ai.LEVELS`` that players are
    offered: easy, medium and hard first, the plain strategies after them.

    Falls back to greedy and random when the AI package is missing or not loadable yet.
    """
    try:
        registry = importlib.import_module("dominoes_qt.ai").LEVELS
        levels = [
            ComputerLevel(str(getattr(info, "id", key)), str(getattr(info, "name", key)),
                          str(getattr(info, "description", "")))
            for key, info in registry.items()
            if getattr(info, "listed", True)    # arena-only yardsticks are not offered
        ]
    except Exception:  # noqa: BLE001 - a missing or half-written AI package must not break us
        levels = []
    if not levels:
        return list(_FALLBACK_LEVELS)
    # The graded levels first, weakest to strongest; the plain strategies after them.
    rank = {level_id: i for i, level_id in enumerate(GRADED_LEVELS)}
    return sorted(levels, key=lambda lv: rank.get(lv.id, len(rank)))


def level_name(level: ComputerLevel) -> str:
    return QCoreApplication.translate(LEVEL_CONTEXT, level.name)


def level_description(level: ComputerLevel) -> str:
    return QCoreApplication.translate(LEVEL_CONTEXT, level.description) if level.description else ""


def level_tooltip(level: ComputerLevel) -> str:
    """The description as a tooltip that wraps: Qt shows a plain-text tooltip on one line,
    which for a description of two sentences is wider than a laptop screen."""
    text = level_description(level)
    return f"<p>{html.escape(text)}</p>" if text else ""


def default_level(levels: list[ComputerLevel]) -> str:
    ids = [lv.id for lv in levels]
    for preferred in PREFERRED_LEVELS:
        if preferred in ids:
            return preferred
    return ids[0]


# -- seat names ------------------------------------------------------------------------------

_COMPASS = {
    2: (QT_TRANSLATE_NOOP("seats", "South"), QT_TRANSLATE_NOOP("seats", "North")),
    3: (QT_TRANSLATE_NOOP("seats", "South"), QT_TRANSLATE_NOOP("seats", "West"),
        QT_TRANSLATE_NOOP("seats", "East")),
    4: (QT_TRANSLATE_NOOP("seats", "South"), QT_TRANSLATE_NOOP("seats", "West"),
        QT_TRANSLATE_NOOP("seats", "North"), QT_TRANSLATE_NOOP("seats", "East")),
}


def default_seat_names(players: int) -> list[str]:
    """Default names of the seats, clockwise from seat 0 at the bottom of the table.

    Compass points for two to four players (partners, seats 0 and 2, sit South and North),
    "Player N" for more.  Seat 0 is shown as "You" while a person sits there.
    """
    compass = _COMPASS.get(players)
    if compass is not None:
        return [QCoreApplication.translate("seats", name) for name in compass]
    return [QCoreApplication.translate("seats", "Player %1").replace("%1", str(i + 1))
            for i in range(players)]


def you_name() -> str:
    return QCoreApplication.translate("seats", "You")


_SEAT_NAMES = ("You", "South", "West", "North", "East")
_TRANSLATIONS = Path(__file__).resolve().parent.parent / "translations"


@functools.cache
def _defaults_in_every_language() -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    """The seats' default names in English and every translation there is ("Du", "Norte"),
    and the "Player N" forms as patterns."""
    names, numbered = set(_SEAT_NAMES), {"Player %1"}
    for qm in sorted(_TRANSLATIONS.glob("dominoes_qt_*.qm")):
        translator = QTranslator()
        if translator.load(str(qm)):
            names.update(translator.translate("seats", n) or n for n in _SEAT_NAMES)
            numbered.add(translator.translate("seats", "Player %1") or "Player %1")
    patterns = tuple(re.compile(re.escape(p).replace("%1", r"\d+") + "$") for p in numbered)
    return frozenset(names), patterns


def is_default_name(name: str) -> bool:
    """True for a seat's default name in any language: a place-holder, not a typed name."""
    names, patterns = _defaults_in_every_language()
    return name in names or any(p.match(name) for p in patterns)


def without_default_names(settings: AppSettings) -> AppSettings:
    """The settings with place-holders taken for names forgotten (older versions saved the
    default shown in an empty field, "Du" or "Norte", as the player's and the seats' names),
    so the defaults follow the language again.  Typed names stay."""
    if not settings.player_name and not any(s.get("name") for s in settings.seats):
        return settings     # nothing to look at: no translations loaded at start-up
    player = "" if is_default_name(settings.player_name) else settings.player_name
    seats = [{**seat, "name": ""} if is_default_name(seat.get("name", "")) else dict(seat)
             for seat in settings.seats]
    if player == settings.player_name and seats == settings.seats:
        return settings
    return dataclasses.replace(settings, player_name=player, seats=seats)
