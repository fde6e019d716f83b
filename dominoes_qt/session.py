"""The setup of one game at the table: which game, options, and who sits in each seat.

Pure Python (no Qt): the GUI, the arena and the save files all describe a game with a
:class:`GameSetup`, and a game record is a setup plus the ordered list of actions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .rules import Deal, Settings, configure, find_game
from .rules.catalogue import plain_value
from .rules.errors import RulesError, shown

HUMAN = "human"
COMPUTER = "computer"
SEAT_KINDS = (HUMAN, COMPUTER)
#: The level a computer seat gets unless someone chooses another: the first opponent of a new
#: player, the default of the settings and of ``--level``.
DEFAULT_LEVEL = "medium"


@dataclass(frozen=True)
class SeatSpec:
    """One chair: a person at this computer (hot seat if several) or a computer level."""

    kind: str = HUMAN
    level: str = ""          # computer level id ("random", "greedy", "easy", "medium", "hard")
    name: str = ""

    def to_json(self) -> dict[str, str]:
        data = {"kind": self.kind, "name": self.name}
        if self.kind == COMPUTER:
            data["level"] = self.level
        return data

    @classmethod
    def from_json(cls, data: Any) -> SeatSpec:
        if not isinstance(data, Mapping):
            raise RulesError("a seat must be an object with a kind")
        kind = data.get("kind", HUMAN)
        if kind not in SEAT_KINDS:
            raise RulesError(f"unknown seat kind {shown(kind)}")
        level = data.get("level", "")
        name = data.get("name", "")
        if not isinstance(level, str) or not isinstance(name, str):
            raise RulesError("a seat's level and name must be text")
        if kind == COMPUTER and not level:
            raise RulesError("a computer seat needs a level")
        return cls(kind, level, name)


@dataclass(frozen=True)
class GameSetup:
    """Everything a match is started from, kept in its record so it can be dealt again."""

    game_id: str
    players: int
    set_n: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seats: tuple[SeatSpec, ...] = ()
    seed: int | None = None
    deals: tuple[Deal, ...] = ()
    first_seat: int = 0          # for games whose leader is chosen at setup (Blind Dominoes)

    def settings(self) -> Settings:
        """Resolve the options; raises InvalidOptionError for anything the game does not offer."""
        return configure(self.game_id, self.players, self.set_n, self.options)

    @classmethod
    def default(cls, game_id: str, players: int | None = None, **kw: Any) -> GameSetup:
        game = find_game(game_id)
        players = game.default_players if players is None else players
        seats = kw.pop("seats", None) or (SeatSpec(HUMAN),) + tuple(
            SeatSpec(COMPUTER, DEFAULT_LEVEL) for _ in range(players - 1))
        return cls(game_id, players, kw.pop("set_n", game.default_set), seats=seats, **kw)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "game": self.game_id,
            "players": self.players,
            "set": self.set_n,
            "options": {k: plain_value(v) for k, v in self.options.items()},
            "seats": [s.to_json() for s in self.seats],
        }
        if self.seed is not None:
            data["seed"] = self.seed
        if self.deals:
            data["deals"] = [d.to_json() for d in self.deals]
        if self.first_seat:
            data["first_seat"] = self.first_seat
        return data
