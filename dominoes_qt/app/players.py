"""Who sits at the table: the computer levels offered to players, and the seats' default names.

Shared by the New Game dialog, Preferences and the hand summary, so each names a level or a
seat the same way (and the hand summary need not load the New Game dialog to say "You").
"""

from __future__ import annotations

import html
import importlib
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from dominoes_qt.session import DEFAULT_LEVEL

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
