"""The engine's small exception hierarchy; every message is written for a player to read."""

from typing import Any


def cut(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, the last an ellipsis when anything was cut."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def shown(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: error messages quote what a file holds,
    and a damaged file may hold a megabyte where a word belongs."""
    return cut(repr(value), limit)


class RulesError(ValueError):
    """Base class of everything the rules engine refuses."""


class IllegalActionError(RulesError):
    """An action that the rules do not allow now; the state is left unchanged."""


class InvalidOptionError(RulesError):
    """A game, player count or option value the catalogue does not offer."""


class RecordError(RulesError):
    """A game record that cannot be loaded (malformed, truncated, newer, or with an illegal move)."""
