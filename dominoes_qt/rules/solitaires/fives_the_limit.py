"""S3 Five's the Limit: Patience with never more than five tiles in hand."""

from __future__ import annotations

from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP
from .base import (
    register_solitaire,
)
from .patience import PatienceState


class FivesLimitState(PatienceState):
    game_id = "fives-the-limit"


register_solitaire(
    FivesLimitState, Table.LINE, QT_TRANSLATE_NOOP("games", "Five's the Limit"),
    QT_TRANSLATE_NOOP("games", "Patience with never more than five tiles in hand."),
    QT_TRANSLATE_NOOP("games", "Played like Domino Patience, but you may draw only while you "
                      "hold fewer than five tiles: five tiles in hand and none fits is a "
                      "loss, and so is an empty stock with nothing that fits. You win when "
                      "all 28 tiles are in the line."),
    (OptionSpec("opening", QT_TRANSLATE_NOOP("options", "Tiles in your opening hand"), 5, minimum=1,
                maximum=5, help=QT_TRANSLATE_NOOP(
                    "options", "How many tiles you hold at the start.")),
     OptionSpec("hand_limit", QT_TRANSLATE_NOOP("options", "Most tiles in your hand"), 5, minimum=1,
                maximum=10, help=QT_TRANSLATE_NOOP(
                    "options", "You may not draw while you hold this many tiles; holding "
                    "this many with none that fits loses."))))
