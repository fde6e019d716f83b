"""One small module per solitaire layout: each turns the engine's state into a ``Picture``.

``row`` (Bingo, Knock-Out, Matching), ``line`` (Patience, Five's the Limit: the line of play,
the hand and the stock), ``columns`` (Five Columns and its reserve), ``six_up`` (Twelve To Go).
A layout has two functions: ``picture(state, legal, tr)`` and ``attempt(state, source,
target)``, the engine action a gesture meant (for the engine to explain a refusal).
"""

from __future__ import annotations

from typing import Any, Protocol

from dominoes_qt.scene.solitaire_picture import Handle, Picture


class SolitaireLayout(Protocol):
    def picture(self, state: Any, legal: list[Any], tr: Any) -> Picture: ...

    def attempt(self, state: Any, source: Handle, target: Handle | None) -> Any: ...


#: game id -> name of the layout module in this package
LAYOUT_MODULES: dict[str, str] = {
    "bingo": "row",
    "knock-out": "row",
    "matching": "row",
    "patience": "line",
    "fives-the-limit": "line",
    "five-columns": "columns",
    "twelve-to-go": "six_up",
}


def layout_for(game_id: str) -> SolitaireLayout:
    """The layout module drawing ``game_id``."""
    import importlib

    name = LAYOUT_MODULES[game_id]
    return importlib.import_module(f"{__name__}.{name}")  # type: ignore[return-value]
