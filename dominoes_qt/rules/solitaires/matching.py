"""S7 Matching Numbers: take a tile from between two that share a number."""

from __future__ import annotations

from typing import Any

from ..actions import DRAW, LEAD, Action, Kind, play_action
from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..tiles import LOW
from .base import (
    Gesture,
    Handle,
    SolitaireState,
    register_solitaire,
)


class MatchingState(SolitaireState):
    game_id = "matching"
    has_stock = True

    def caption(self) -> str:
        return Message(QT_TRANSLATE_NOOP("rules", "Take a tile between two that share a number"))

    def gestures(self, action: Action) -> list[Gesture]:
        """A whole triple: drag the middle tile onto either end of the three."""
        if action.kind is Kind.PLAY and action.tile is not None and action.socket != LEAD:
            i = self.row.index(action.tile.id)
            return [(action.tile.id, self.row[i - 1]), (action.tile.id, self.row[i + 1])]
        return super().gestures(action)

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        if isinstance(source, int) and isinstance(target, int) and target in self.row:
            return play_action(source, target, LOW[source])
        return super().action_for(source, target)

    def setup(self) -> None:
        self.row = list(self.order[:3])
        self.stock = list(reversed(self.order[3:]))   # drawn from the end

    def _shares(self, a: int, b: int) -> bool:
        return bool(set(self.faces[a]) & set(self.faces[b]))

    def removals(self) -> list[Action]:
        out = []
        row = self.row
        for i in range(1, len(row) - 1):
            left, mid, right = row[i - 1], row[i], row[i + 1]
            if self._shares(left, right):
                out.append(play_action(mid, LEAD, LOW[mid]))
                common = set(self.faces[left]) & set(self.faces[mid]) & set(self.faces[right])
                if common and self.option("triples", True):
                    out.append(play_action(mid, left, LOW[mid]))
        return out

    def moves(self) -> list[Action]:
        out = self.removals()
        if self.stock and (not out or not self.option("mandatory", True)):
            out.append(DRAW)
        return out

    def do(self, action: Action) -> None:
        if action.kind is Kind.DRAW:
            self.row.append(self.stock.pop())
            return
        assert action.tile is not None
        i = self.row.index(action.tile.id)
        if action.socket == LEAD:
            del self.row[i]
        else:
            del self.row[i - 1:i + 2]

    def tiles_left(self) -> int:
        return len(self.row) + len(self.stock)

    def key(self) -> Any:
        return (tuple(self.row), len(self.stock))

    def prompt(self) -> str:
        if self.removals():
            return Message(QT_TRANSLATE_NOOP(
                "rules", "Click a lit tile to take it (drag it onto a neighbour to take all "
                "three when they share a number)."))
        return Message(QT_TRANSLATE_NOOP("rules", "Click the stock for the next tile."))

    def refusal(self, action: Action) -> str:
        if action.kind is Kind.DRAW and self.removals() and self.option("mandatory", True):
            return Message(QT_TRANSLATE_NOOP("rules", "Take the tiles you can first: a tile "
                                             "between two that share a number goes."))
        if action.kind is Kind.DRAW:
            return Message(QT_TRANSLATE_NOOP("rules", "The stock is empty."))
        if action.tile is not None and action.tile.id in self.row:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{tile} can go only when its two neighbours share a number."),
                tile=action.tile)
        return super().refusal(action)


register_solitaire(
    MatchingState, Table.ROW, QT_TRANSLATE_NOOP("games", "Matching Numbers"),
    QT_TRANSLATE_NOOP("games", "Take a tile from between two that share a number; deal the "
                      "stock one tile at a time."),
    QT_TRANSLATE_NOOP("games", "Three tiles start a row. When two tiles with exactly one "
                      "tile between them share a number, the middle tile is taken away and "
                      "the row closes up. If three neighbours all share one number you may "
                      "take all three. When nothing can be taken, the next stock tile goes on "
                      "the right end. You win when the stock and the row are both empty; you "
                      "lose when the stock is empty and nothing can be taken."),
    (OptionSpec("mandatory", QT_TRANSLATE_NOOP("options", "Take every tile you can before the next is dealt"), True,
                help=QT_TRANSLATE_NOOP(
                    "options", "A tile that can be taken must be taken before the next "
                    "tile is dealt; off, you may deal at any time.")),
     OptionSpec("triples", QT_TRANSLATE_NOOP(
         "options", "Take three neighbours that share a number (needed to win)"), True,
                help=QT_TRANSLATE_NOOP(
                    "options", "Three neighbours sharing one number may all be taken at "
                    "once. Without it no deal can be won: a single tile goes only from "
                    "between two others, so the two at the ends of the row always stay."))))
