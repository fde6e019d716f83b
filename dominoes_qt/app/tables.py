"""Which games the window can put on the table: those whose catalogue entry names a table that
one of its scenes draws (the multiplayer line of play and the solitaire layouts).

The train games (``Table.TRAINS``) are played by the engine, the computer levels and the arena,
but no scene draws the engine and its trains yet, so the window does not offer them: the New
Game dialog leaves them out, ``--game`` and opening a saved train game say why.
"""

from __future__ import annotations

from dominoes_qt.rules.catalogue import GameDef, Table, find_game
from dominoes_qt.rules.errors import RulesError

#: the tables a scene of the window draws
WINDOW_TABLES = frozenset(t for t in Table if t is not Table.TRAINS)


def drawn_in_window(game: GameDef) -> bool:
    return game.table in WINDOW_TABLES


def check_drawn(game_id: str) -> None:
    """Raise RulesError (a one-line reason) for a game the window cannot draw."""
    if not drawn_in_window(find_game(game_id)):
        raise RulesError(f"{game_id} is played in the arena only: the window has no table for "
                         "it yet")
