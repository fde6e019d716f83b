"""S4 Five Columns: discard pairs totalling 12 from five columns and a reserve."""

from __future__ import annotations

from typing import Any

from ..actions import LEAD, Action, play_action
from ..catalogue import OptionSpec, Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..tiles import LOW, TILES
from .base import (
    COLUMN_SOCKET,
    SET_TILES,
    Gesture,
    Handle,
    SolitaireState,
    pips,
    register_solitaire,
)


class FiveColumnsState(SolitaireState):
    game_id = "five-columns"

    def canonical(self, action: Action, moves: list[Action]) -> Action:
        return self._pair_canonical(action, moves)

    def gestures(self, action: Action) -> list[Gesture]:
        """A pair either way; a column's bottom tile onto the empty column it moves to."""
        if action.tile is None:
            return []
        if action.socket >= COLUMN_SOCKET:
            return [(action.tile.id, f"column:{action.socket - COLUMN_SOCKET}")]
        return self._pair_gestures(action)

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        if not isinstance(source, int):
            return None
        if isinstance(target, str) and target.startswith("column:"):
            return play_action(source, COLUMN_SOCKET + int(target[7:]), LOW[source])
        if isinstance(target, int):
            return play_action(source, target, LOW[source])
        return play_action(source, LEAD, LOW[source])

    def setup(self) -> None:
        r = int(self.option("reserve_size", 3))
        self.reserve = list(self.order[:r])
        rest = self.order[r:]
        self.columns = [list(rest[c::5]) for c in range(5)]

    def available(self) -> list[int]:
        return [c[-1] for c in self.columns if c] + list(self.reserve)

    def moves(self) -> list[Action]:
        avail = self.available()
        out = []
        for i, a in enumerate(avail):
            for b in avail[i + 1:]:
                if pips(a) + pips(b) == 12:
                    out.append(play_action(min(a, b), max(a, b), LOW[min(a, b)]))
        empty = [c for c, col in enumerate(self.columns) if not col]
        for col in self.columns:
            if len(col) > 1:
                for c in empty:
                    out.append(play_action(col[-1], COLUMN_SOCKET + c, LOW[col[-1]]))
        return out

    def _remove(self, t: int) -> None:
        if t in self.reserve:
            self.reserve.remove(t)
            return
        for col in self.columns:
            if col and col[-1] == t:
                col.pop()
                return

    def do(self, action: Action) -> None:
        assert action.tile is not None
        t = action.tile.id
        if action.socket >= COLUMN_SOCKET:
            self._remove(t)
            self.columns[action.socket - COLUMN_SOCKET].append(t)
            return
        self._remove(t)
        self._remove(action.socket)

    def tiles_left(self) -> int:
        return len(self.reserve) + sum(len(c) for c in self.columns)

    def key(self) -> Any:
        return (tuple(sorted(self.reserve)), tuple(sorted(tuple(c) for c in self.columns)))

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag an available tile onto another so that the two total 12 (or a "
            "column's bottom tile onto an empty column)."))

    def refusal(self, action: Action) -> str:
        if action.tile is None:
            return super().refusal(action)
        avail = self.available()
        a = action.tile.id
        if action.socket >= COLUMN_SOCKET:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "Only the bottom tile of a column of two or more moves, to an empty "
                "column."))
        b = action.socket
        for t in (a, b):
            if 0 <= t < SET_TILES and t not in avail:
                return Message(QT_TRANSLATE_NOOP(
                    "rules", "{tile} is covered: only the bottom tile of a column and the "
                    "reserve are available."), tile=TILES[t])
        if 0 <= b < SET_TILES:
            return Message(QT_TRANSLATE_NOOP("rules", "{a} and {b} total {total}, not 12."),
                           a=TILES[a], b=TILES[b], total=pips(a) + pips(b))
        return super().refusal(action)


register_solitaire(
    FiveColumnsState, Table.COLUMNS, QT_TRANSLATE_NOOP("games", "Five Columns"),
    QT_TRANSLATE_NOOP("games", "Discard pairs totalling 12 from the bottoms of five columns "
                      "and a reserve."),
    QT_TRANSLATE_NOOP("games", "Three tiles form the reserve; the other 25 lie in five "
                      "columns of five. The bottom tile of each column and the reserve tiles "
                      "are available. Discard any two available tiles whose pips total "
                      "exactly 12; the tile above a discarded one becomes available. When a "
                      "column is empty you may move the bottom tile of another column into "
                      "it. You win when all 28 are discarded; you lose when no pair totals 12 "
                      "and no move would uncover a tile."),
    (OptionSpec("reserve_size", QT_TRANSLATE_NOOP("options", "Tiles in the reserve"), 3, minimum=0,
                maximum=8, help=QT_TRANSLATE_NOOP(
                    "options", "How many tiles start in the reserve (the rest go into the "
                    "columns).")),))
