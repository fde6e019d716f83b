"""Computer players: the :class:`Player` protocol and the registry of levels.

A player sees only a :class:`~dominoes_qt.rules.view.PlayerView` (what a person in that chair
would know), so no level can peek at hidden tiles.  Levels register themselves here by id, so
the GUI, the arena and saved games can name them; modules added later (easy, medium, hard...)
call :func:`register_level` when the package imports them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ..rules.actions import Action
from ..rules.catalogue import GameDef, Seating
from ..rules.view import PlayerView

if TYPE_CHECKING:
    from ..rules.solitaires.base import SolitaireState


@runtime_checkable
class Player(Protocol):
    """Anything that picks one of ``view.legal`` for the seat whose view it is given."""

    def choose(self, view: PlayerView) -> Action:
        ...


class SoloPlayer(Protocol):
    """A computer level at a solitaire: it plays the deal on the table (the solver searches
    the real deal, as the Hint does: docs/solitaires.md)."""

    #: True for a level that works out its whole line in :meth:`start`
    plans_ahead: bool

    def start(self, state: SolitaireState) -> None:
        ...

    def choose(self, state: SolitaireState) -> Action:
        ...


PlayerFactory = Callable[[int], Any]


@dataclass(frozen=True)
class LevelInfo:
    """A computer level: stable ``id`` (saved in files), display texts and a seeded factory."""

    id: str
    name: str
    description: str
    factory: PlayerFactory
    rank: int = 0      # strength order for menus (weakest first); ties keep registration order
    listed: bool = True  # offered in the GUI; False: the arena's yardsticks only
    #: the games it plays: seats at a table (from a seat's view), or the solitaires
    seating: Seating = Seating.TABLE


#: Every level, by the seating of the games it plays and by id (ids are unique per seating:
#: "random" plays a table game and, in its own way, a solitaire).
REGISTRY: dict[Seating, dict[str, LevelInfo]] = {seating: {} for seating in Seating}
#: The levels that sit at a table (every multiplayer game).
LEVELS: dict[str, LevelInfo] = REGISTRY[Seating.TABLE]


def register_level(
    level_id: str,
    name: str,
    description: str,
    factory: PlayerFactory,
    *,
    rank: int = 0,
    listed: bool = True,
    replace: bool = False,
    seating: Seating = Seating.TABLE,
) -> LevelInfo:
    """Add a level; a second registration of one id is refused unless ``replace`` is set.

    An unlisted level plays in the arena and in saved games but is not offered in the GUI."""
    if not level_id or not level_id.replace("-", "").replace("_", "").isalnum():
        raise ValueError(f"level id {level_id!r} must be a short word like 'greedy'")
    levels = REGISTRY[seating]
    if level_id in levels and not replace:
        raise ValueError(f"computer level {level_id!r} is registered twice")
    info = LevelInfo(level_id, name, description, factory, rank, listed, seating)
    levels[level_id] = info
    return info


def levels_for(game: GameDef) -> dict[str, LevelInfo]:
    """The levels that can play ``game`` (its catalogue entry says how it is seated)."""
    return REGISTRY[game.seating]


def ordered_levels(*, listed_only: bool = False,
                   seating: Seating = Seating.TABLE) -> list[LevelInfo]:
    """Registered levels, weakest first (for menus and help texts: ``listed_only``)."""
    infos = sorted(REGISTRY[seating].values(), key=lambda info: info.rank)
    return [info for info in infos if info.listed] if listed_only else infos


def make_player(level_id: str, seed: int, seating: Seating = Seating.TABLE) -> Any:
    """A fresh player of ``level_id`` whose random choices are fixed by ``seed``: a
    :class:`Player` at a table, a :class:`SoloPlayer` at a solitaire."""
    info = REGISTRY[seating].get(level_id)
    if info is None:
        known = ", ".join(info.id for info in ordered_levels(seating=seating)) or "none"
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
