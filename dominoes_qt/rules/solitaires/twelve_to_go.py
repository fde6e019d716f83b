"""S5 Twelve To Go: discard pairs totalling 12 from the tiles showing."""

from __future__ import annotations

from typing import Any

from ..actions import Action, Kind, play_action
from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..tiles import LOW, TILES
from .base import (
    SET_TILES,
    Gesture,
    Handle,
    SolitaireState,
    pips,
    register_solitaire,
)


class TwelveState(SolitaireState):
    game_id = "twelve-to-go"
    has_stock = True

    def canonical(self, action: Action, moves: list[Action]) -> Action:
        return self._pair_canonical(action, moves)

    def gestures(self, action: Action) -> list[Gesture]:
        if action.kind is Kind.PLAY:
            return self._pair_gestures(action)
        return super().gestures(action)

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        if isinstance(source, int) and isinstance(target, int):
            return play_action(source, target, LOW[source])
        return super().action_for(source, target)

    def setup(self) -> None:
        k = int(self.option("showing", 6))
        self.showing: list[int | None] = list(self.order[:k])
        self.stock = list(reversed(self.order[k:]))

    def moves(self) -> list[Action]:
        tiles = [t for t in self.showing if t is not None]
        out = []
        for i, a in enumerate(tiles):
            for b in tiles[i + 1:]:
                if pips(a) + pips(b) == 12:
                    out.append(play_action(min(a, b), max(a, b), LOW[min(a, b)]))
        return out

    def do(self, action: Action) -> None:
        assert action.tile is not None
        for t in (action.tile.id, action.socket):
            i = self.showing.index(t)
            self.showing[i] = self.stock.pop() if self.stock else None

    def tiles_left(self) -> int:
        return sum(t is not None for t in self.showing) + len(self.stock)

    def key(self) -> Any:
        return (tuple(sorted(t for t in self.showing if t is not None)), len(self.stock))

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag a tile onto another so that the two total 12."))

    def refusal(self, action: Action) -> str:
        if action.tile is not None and 0 <= action.socket < SET_TILES:
            for t in (action.tile.id, action.socket):
                if t not in self.showing:
                    return Message(QT_TRANSLATE_NOOP(
                        "rules", "{tile} is not face up: pair two of the tiles showing."),
                        tile=TILES[t])
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{a} and {b} total {total}, not 12."), a=action.tile,
                b=TILES[action.socket], total=pips(action.tile.id) + pips(action.socket))
        return super().refusal(action)


register_solitaire(
    TwelveState, Table.SIX_UP, QT_TRANSLATE_NOOP("games", "Twelve To Go"),
    QT_TRANSLATE_NOOP("games", "Discard pairs totalling 12 from six tiles showing, refilled "
                      "from the stock."),
    QT_TRANSLATE_NOOP("games", "Six tiles are face up; the other 22 are the stock. Discard "
                      "any two showing tiles whose pips total 12; they are replaced from the "
                      "stock while it lasts. You win when all 28 are discarded; you lose when "
                      "no two showing tiles total 12."),
    (OptionSpec("showing", QT_TRANSLATE_NOOP("options", "Tiles face up"), 6, minimum=4,
                maximum=7, help=QT_TRANSLATE_NOOP(
                    "options", "How many tiles are face up at once (fewer is harder).")),))
