"""S1 Bingo: count 0 to 12 along a row and take each tile whose pips match its number."""

from __future__ import annotations

from typing import Any

from ..actions import LEAD, PASS, Action, Kind, play_action
from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..tiles import LOW, TILES
from .base import (
    SolitaireState,
    pips,
    register_solitaire,
)


class BingoState(SolitaireState):
    """The count runs along the row; the cursor always rests on a tile whose pips match."""

    game_id = "bingo"
    counts_along = True
    #: a counted row's positions cost more to search (about 65 µs each, 13 s for 200,000 with
    #: the count restarting each pass): fewer keep "winnable deals only" within about 10 s
    winnable_positions = 140_000

    def caption(self) -> str:
        return Message(QT_TRANSLATE_NOOP("rules", "Count 0 to 12 along the row"))

    def called_index(self) -> int:
        return self.cursor if self.row and not self.dead else -1

    def called_numbers(self) -> dict[int, int]:
        if not self.row:
            return {}
        out = {}
        count = self.count
        for i in range(self.cursor, len(self.row)):
            out[i] = count
            count = (count + 1) % 13
        return out

    def setup(self) -> None:
        self.row = list(self.order)
        self.cursor = 0
        self.count = 0
        self.seen: list[tuple[int, int]] = []
        self.dead = False
        self._advance(skip_current=False)

    def _advance(self, skip_current: bool) -> None:
        """Move on to the next tile whose pips equal its number (a whole cycle: dead)."""
        restart = self.option("restart", False)
        steps = 0
        if skip_current:
            self._step(restart)
        while self.row:
            if pips(self.row[self.cursor]) == self.count:
                state = (len(self.row), self.cursor * 13 + self.count)
                if state in self.seen:
                    self.dead = True
                return
            self._step(restart)
            steps += 1
            if steps > 13 * len(self.row) + 13:
                self.dead = True
                return

    def _step(self, restart: bool) -> None:
        self.cursor += 1
        self.count = (self.count + 1) % 13
        if self.cursor >= len(self.row):
            self.cursor = 0
            if restart:
                self.count = 0

    def moves(self) -> list[Action]:
        if not self.row or self.dead:
            return []
        take = play_action(self.row[self.cursor], LEAD, LOW[self.row[self.cursor]])
        if self.option("auto_remove", False):
            return [take]   # "auto-remove": a tile that matches its number must go
        return [take, PASS]

    def do(self, action: Action) -> None:
        if action.kind is Kind.PASS:
            self.seen.append((len(self.row), self.cursor * 13 + self.count))
            self._advance(skip_current=True)
            return
        self.seen = []
        del self.row[self.cursor]
        self.count = (self.count + 1) % 13
        if self.cursor >= len(self.row):
            self.cursor = 0
            if self.option("restart", False):
                self.count = 0
        self._advance(skip_current=False)

    def tiles_left(self) -> int:
        return len(self.row)

    def key(self) -> Any:
        return (tuple(self.row), self.cursor, self.count, tuple(self.seen))

    def refusal(self, action: Action) -> str:
        if action.tile is not None and action.tile.id in self.row:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{tile} is not the tile being called: the count is at {number}."),
                tile=action.tile, number=self.count)
        return super().refusal(action)

    def prompt(self) -> str:
        tile = self.row[self.cursor]
        if self.dead or pips(tile) != self.count:   # a deal lost with no tile to take
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{number} is called on {tile}, which does not match: no tile can "
                "be taken."), number=self.count, tile=TILES[tile])
        return Message(QT_TRANSLATE_NOOP(
            "rules", "{number} is called on {tile}: click it to take it, or Space to go on."),
            number=self.count, tile=TILES[tile])


register_solitaire(
    BingoState, Table.ROW, QT_TRANSLATE_NOOP("games", "Bingo (solitaire)"),
    QT_TRANSLATE_NOOP("games", "Count 0 to 12 along a row of 28 tiles; take each tile whose "
                      "pips match its number."),
    QT_TRANSLATE_NOOP("games", "All 28 tiles lie face up in one row. Counting from the left, "
                      "each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a "
                      "tile's pips add up to the number it is given you may take it away; the "
                      "next tile gets the next number. At the right end the gaps close and the "
                      "count carries on from the left end. You win when every tile is gone; "
                      "you lose when the count goes all the way round without a tile to "
                      "take."),
    (OptionSpec("restart", QT_TRANSLATE_NOOP("options", "Restart the count at 0 each pass"),
                False, help=QT_TRANSLATE_NOOP(
                    "options", "Each time the count comes back to the left end of the row it "
                    "starts again at 0 (harder: a pass with no tile taken loses).")),
     OptionSpec("auto_remove", QT_TRANSLATE_NOOP("options", "Take matching tiles "
                                                 "automatically"), False,
                help=QT_TRANSLATE_NOOP(
                    "options", "A tile whose pips equal the number called is always taken; "
                    "you only watch the count go round.")),))
