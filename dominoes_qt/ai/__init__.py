"""Computer players.  ``make_player("greedy", seed)`` gives a player; ``LEVELS`` lists them.

Importing the package registers the basic levels and then imports every other module found in
it, so a level added later only has to live in ``dominoes_qt/ai/<name>.py`` and call
:func:`register_level` at import time.
"""

from __future__ import annotations

import importlib
import pkgutil

from . import basic  # noqa: F401  (registers "random" and "greedy")
from .base import (
    LEVELS,
    LevelInfo,
    Player,
    introduce,
    levels_for,
    make_player,
    ordered_levels,
    register_level,
)

#: Modules imported when present even if ``pkgutil`` cannot list the package (frozen builds).
OPTIONAL_MODULES = ("levels", "hard", "sampled_ab", "solitaire_players")


def _load_optional() -> None:
    """Import the modules that register further levels; a missing module is fine."""
    names = {m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")}
    names.update(OPTIONAL_MODULES)
    for name in sorted(names - {"base", "basic"}):
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise


_load_optional()

__all__ = ["LEVELS", "LevelInfo", "Player", "introduce", "levels_for", "make_player",
           "ordered_levels", "register_level"]
