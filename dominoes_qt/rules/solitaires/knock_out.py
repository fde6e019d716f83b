"""S6 Knock-Out: knock out neighbours whose touching halves match."""

from __future__ import annotations

import random
from typing import Any

from ..actions import Action, play_action
from ..catalogue import Table
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..settings import Settings
from ..tiles import HIGH, LOW, TILES
from .base import (
    _BUILT_FACES,
    SET_TILES,
    Gesture,
    Handle,
    SolitaireState,
    register_solitaire,
)


class KnockOutState(SolitaireState):
    game_id = "knock-out"
    tiles_across = True

    @classmethod
    def winnable_deal(cls, settings: Settings,
                      order: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
        """Built, not searched for: see :func:`knock_out_winnable`."""
        return knock_out_winnable(order), True

    def caption(self) -> str:
        return Message(QT_TRANSLATE_NOOP("rules", "Knock out matching neighbours"))

    def canonical(self, action: Action, moves: list[Action]) -> Action:
        return self._pair_canonical(action, moves)

    def gestures(self, action: Action) -> list[Gesture]:
        return self._pair_gestures(action)

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        if isinstance(source, int) and isinstance(target, int):
            return play_action(source, target, LOW[source])
        return None

    def setup(self) -> None:
        self.row = list(self.order)

    def moves(self) -> list[Action]:
        out = []
        row = self.row
        for i in range(len(row) - 1):
            a, b = row[i], row[i + 1]
            if self.faces[a][1] == self.faces[b][0]:
                out.append(play_action(a, b, LOW[a]))
        return out

    def do(self, action: Action) -> None:
        assert action.tile is not None
        i = self.row.index(action.tile.id)
        del self.row[i:i + 2]

    def tiles_left(self) -> int:
        return len(self.row)

    def key(self) -> Any:
        return tuple(self.row)

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag a tile onto its neighbour where the touching halves match."))

    def refusal(self, action: Action) -> str:
        if action.tile is None or action.socket < 0 or action.socket >= SET_TILES:
            return super().refusal(action)
        a, b = action.tile.id, action.socket
        if a not in self.row or b not in self.row:
            return super().refusal(action)
        i, j = sorted((self.row.index(a), self.row.index(b)))
        if j != i + 1:
            return Message(QT_TRANSLATE_NOOP("rules", "{a} and {b} are not neighbours."),
                           a=TILES[a], b=TILES[b])
        left, right = self.row[i], self.row[j]
        return Message(QT_TRANSLATE_NOOP(
            "rules", "The touching halves of {a} and {b} differ ({x} and {y})."),
            a=TILES[left], b=TILES[right], x=self.faces[left][1], y=self.faces[right][0])


def knock_out_winnable(order: tuple[int, ...]) -> tuple[int, ...]:
    """A winnable Knock-Out line built backwards, deterministically from the deal.

    Hardly any random line can be cleared (see docs/solitaires.md), so reshuffling would
    almost never find one.  Instead the 28 tiles are paired at random so that the two tiles of
    a pair share a number, each pair is turned so that the shared numbers touch, and the pairs
    are inserted one by one at random places of the line.  Knocking the pairs out in the
    reverse order clears the line, so the deal is winnable by construction (proved)."""
    rng = random.Random("knock-out:" + ",".join(map(str, order)))
    while True:
        free = list(order)
        rng.shuffle(free)
        pairs = []
        while free:
            a = free.pop()
            partners = [b for b in free if {LOW[a], HIGH[a]} & {LOW[b], HIGH[b]}]
            if not partners:
                break
            b = rng.choice(partners)
            free.remove(b)
            pairs.append((a, b))
        if not free and len(pairs) * 2 == len(order):
            break
    faces: dict[int, tuple[int, int]] = {}
    line: list[int] = []
    for a, b in pairs:
        x = rng.choice(sorted({LOW[a], HIGH[a]} & {LOW[b], HIGH[b]}))
        faces[a] = (LOW[a] + HIGH[a] - x, x)
        faces[b] = (x, LOW[b] + HIGH[b] - x)
        at = rng.randrange(len(line) + 1)
        line[at:at] = [a, b]
    built = tuple(line)
    _BUILT_FACES[built] = faces
    return built


register_solitaire(
    KnockOutState, Table.ROW, QT_TRANSLATE_NOOP("games", "Knock-Out"),
    QT_TRANSLATE_NOOP("games", "Knock out neighbours whose touching halves match until the "
                      "line is gone."),
    QT_TRANSLATE_NOOP("games", "All 28 tiles lie end to end in one line, each turned face up "
                      "where it lies. When two neighbours touch with the same number you may "
                      "knock both out; the gap closes and their old neighbours now touch. "
                      "Tiles are never turned. You win when the line is gone; you lose when "
                      "no two touching halves match."))
