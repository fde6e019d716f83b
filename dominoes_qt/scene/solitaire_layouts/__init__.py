"""One small module per solitaire layout: each turns the engine's state into a ``Picture``.

``row`` (Bingo, Knock-Out, Matching), ``line`` (Patience, Five's the Limit: the line of play,
the hand and the stock), ``columns`` (Five Columns and its reserve), ``six_up`` (Twelve To Go).
A layout has two functions: ``picture(state, legal, tr)`` and ``attempt(state, source,
target)``, the engine action a gesture meant (for the engine to explain a refusal).
"""

from __future__ import annotations

from typing import Any, Protocol

from dominoes_qt.rules.catalogue import GameDef, Table
from dominoes_qt.scene.solitaire_picture import Handle, Picture


class SolitaireLayout(Protocol):
    def picture(self, state: Any, legal: list[Any], tr: Any) -> Picture: ...

    def attempt(self, state: Any, source: Handle, target: Handle | None) -> Any: ...


def layout_for(game: GameDef) -> SolitaireLayout:
    """The layout module drawing ``game``: the one its catalogue entry names."""
    import importlib

    if game.table is Table.LINE_OF_PLAY:
        raise ValueError(f"{game.id} is drawn by the multiplayer table, not a solitaire layout")
    return importlib.import_module(f"{__name__}.{game.table.value}")  # type: ignore[return-value]
