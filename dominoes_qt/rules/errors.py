"""The engine's small exception hierarchy; every message is written for a player to read."""


class RulesError(ValueError):
    """Base class of everything the rules engine refuses."""


class IllegalActionError(RulesError):
    """An action that the rules do not allow now; the state is left unchanged."""


class InvalidOptionError(RulesError):
    """A game, player count or option value the catalogue does not offer."""


class RecordError(RulesError):
    """A game record that cannot be loaded (malformed, truncated, newer, or with an illegal move)."""
