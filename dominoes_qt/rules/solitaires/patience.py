"""S2 Domino Patience: build one line from a hand, drawing when nothing fits."""

from __future__ import annotations

from typing import Any

from ..actions import DRAW, LEAD, Action, Kind, play_action
from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..layout import Layout
from ..settings import Spinners
from ..tiles import HIGH, LOW, TILES
from .base import (
    Gesture,
    Handle,
    SolitaireState,
    register_solitaire,
)


class PatienceState(SolitaireState):
    game_id = "patience"
    has_stock = True

    def solves_as_line(self) -> bool:
        """Doubles never branch here (unless spinner doubles are on), so a hand, the two open
        numbers and the tiles drawn say everything about the future."""
        return len(self.layout.open) <= 2 and not self.option("spinner_doubles", False)

    def open_ends(self) -> dict[int, int]:
        return dict(self.layout.open)

    def gestures(self, action: Action) -> list[Gesture]:
        """A tile is dragged onto the lit end it goes to ("lead": the empty table)."""
        if action.kind is Kind.PLAY and action.tile is not None:
            end = "lead" if action.socket == LEAD else f"end:{action.socket}"
            return [(action.tile.id, end)]
        return super().gestures(action)

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        if source == "stock":
            return DRAW
        if not isinstance(source, int):
            return None
        if isinstance(target, str) and target.startswith("end:"):
            socket = int(target[4:])
            value = self.layout.open.get(socket, LOW[source])
            touching = value if value in (LOW[source], HIGH[source]) else LOW[source]
            return play_action(source, socket, touching)
        if source not in self.hand:
            return None
        ends = list(self.layout.open)
        if not ends:
            return play_action(source, LEAD, LOW[source])
        return play_action(source, ends[0], LOW[source])

    def setup(self) -> None:
        k = int(self.option("opening", 5))
        self.hand = list(self.order[:k])
        self.stock = list(reversed(self.order[k:]))
        # "spinner doubles": every double opens four ways (RULES.md §4 S2 option, off by default)
        self.layout = Layout(Spinners.ALL if self.option("spinner_doubles", False) else Spinners.NONE)
        self.limit = int(self.option("hand_limit", 0))

    def plays(self) -> list[Action]:
        out = []
        if not self.layout.tiles:
            return [play_action(t, LEAD, LOW[t]) for t in self.hand]
        for t in self.hand:
            for socket, value in self.layout.open.items():
                if value in (LOW[t], HIGH[t]):
                    out.append(play_action(t, socket, value))
        return out

    def may_draw(self) -> bool:
        if not self.stock:
            return False
        if self.limit and len(self.hand) >= self.limit:
            return False
        return not self.plays()

    def moves(self) -> list[Action]:
        out = self.plays()
        if self.may_draw():
            out.append(DRAW)
        return out

    def do(self, action: Action) -> None:
        if action.kind is Kind.DRAW:
            self.hand.append(self.stock.pop())
            return
        assert action.tile is not None
        t = action.tile.id
        self.hand.remove(t)
        if action.socket == LEAD:
            self.layout.place_lead(t)
        else:
            self.layout.attach(t, action.socket, action.touching)

    def tiles_left(self) -> int:
        return len(self.hand) + len(self.stock)

    def key(self) -> Any:
        return (tuple(sorted(self.hand)), tuple(sorted(self.layout.open.values())),
                len(self.stock))

    def hand_of(self, seat: int) -> list[Any]:
        return [TILES[t] for t in self.hand]

    def prompt(self) -> str:
        if not self.layout.tiles:
            return Message(QT_TRANSLATE_NOOP("rules", "Drag a tile from your hand to start "
                                             "the line."))
        if self.plays():
            return Message(QT_TRANSLATE_NOOP("rules", "Drag a tile from your hand onto a lit "
                                             "end."))
        return Message(QT_TRANSLATE_NOOP("rules", "Nothing fits: click the stock to draw."))

    def hand_size(self, seat: int) -> int:
        return len(self.hand)

    def refusal(self, action: Action) -> str:
        if action.kind is Kind.DRAW:
            if not self.stock:
                return Message(QT_TRANSLATE_NOOP("rules", "The stock is empty."))
            if self.plays():
                return Message(QT_TRANSLATE_NOOP("rules", "A tile in your hand fits: play it "
                                                 "before you draw."))
            return Message(QT_TRANSLATE_NOOP("rules", "Your hand is full ({limit} tiles)."),
                           limit=self.limit)
        if action.tile is not None and action.socket in self.layout.open:
            return Message(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end}."),
                           tile=action.tile, end=self.layout.open[action.socket])
        return super().refusal(action)


register_solitaire(
    PatienceState, Table.LINE, QT_TRANSLATE_NOOP("games", "Domino Patience"),
    QT_TRANSLATE_NOOP("games", "Build one line from a hand of five, drawing when nothing "
                      "fits; play all 28 tiles."),
    QT_TRANSLATE_NOOP("games", "You hold five tiles; play any one to start the line. Then "
                      "play tiles from your hand onto either end where the numbers match "
                      "(doubles lie crosswise but do not branch). When nothing in your hand "
                      "fits, draw from the stock until you can play. You win when all 28 "
                      "tiles are in the line; you lose when the stock is empty and nothing "
                      "fits."),
    (OptionSpec("opening", QT_TRANSLATE_NOOP("options", "Tiles in your opening hand"), 5, minimum=1,
                maximum=10, help=QT_TRANSLATE_NOOP(
                    "options", "How many tiles you hold at the start.")),
     OptionSpec("spinner_doubles", QT_TRANSLATE_NOOP("options", "Doubles open on all four sides"), False,
                help=QT_TRANSLATE_NOOP(
                    "options", "Every double, once laid, can be built on from all four "
                    "sides.")),))
