"""Computer players: the :class:`Player` protocol and the registry of levels.

A player sees only a :class:`~dominoes_qt.rules.view.PlayerView` (what a person in that chair
would know), so no level can peek at hidden tiles.  Levels register themselves here by id, so
the GUI, the arena and saved games can name them; modules added later (easy, medium, hard...)
call :func:`register_level` when the package imports them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ..rules.actions import Action
from ..rules.view import PlayerView


@runtime_checkable
class Player(Protocol):
    """Anything that picks one of ``view.legal`` for the seat whose view it is given."""

    def choose(self, view: PlayerView) -> Action:
        ...


PlayerFactory = Callable[[int], Player]


@dataclass(frozen=True)
class LevelInfo:
    """A computer level: stable ``id`` (saved in files), display texts and a seeded factory."""

    id: str
    name: str
    description: str
    factory: PlayerFactory
    rank: int = 0      # strength order for menus (weakest first); ties keep registration order
    listed: bool = True  # offered in the GUI; False: the arena's yardsticks only


LEVELS: dict[str, LevelInfo] = {}


def register_level(
    level_id: str,
    name: str,
    description: str,
    factory: PlayerFactory,
    *,
    rank: int = 0,
    listed: bool = True,
    replace: bool = False,
) -> LevelInfo:
    """Add a level; a second registration of one id is refused unless ``replace`` is set.

    An unlisted level plays in the arena and in saved games but is not offered in the GUI."""
    if not level_id or not level_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"level id {level_id!r} must be a short word like 'greedy'")
    if level_id in LEVELS and not replace:
        raise ValueError(f"computer level {level_id!r} is registered twice")
    info = LevelInfo(level_id, name, description, factory, rank, listed)
    LEVELS[level_id] = info
    return info


def ordered_levels(*, listed_only: bool = False) -> list[LevelInfo]:
    """Registered levels, weakest first (for menus and help texts: ``listed_only``)."""
    infos = sorted(LEVELS.values(), key=lambda info: info.rank)
    return [info for info in infos if info.listed] if listed_only else infos


def make_player(level_id: str, seed: int) -> Player:
    """A fresh player of ``level_id`` whose random choices are fixed by ``seed``."""
    info = LEVELS.get(level_id)
    if info is None:
        known = ", ".join(info.id for info in ordered_levels()) or "none"
        raise ValueError(f"unknown computer level {level_id!r} (levels: {known})")
    return info.factory(seed)


def introduce(player: Player, seat: int, levels: Sequence[str]) -> None:
    """Tell ``player`` (in ``seat``) who sits at the table: every seat's level id, "" for a
    person.  Levels that care (``hard`` keeps a convention with partners of its own level)
    define ``meet_table(seat, levels)``; the others are left alone."""
    meet = getattr(player, "meet_table", None)
    if meet is not None:
        meet(seat, tuple(levels))


def require_turn(view: PlayerView) -> tuple[Action, ...]:
    """The legal actions, refusing a view of a seat that is not to act (a caller bug)."""
    if not view.legal:
        raise ValueError(f"seat {view.seat} has nothing to do: it is seat {view.turn}'s turn")
    return view.legal
