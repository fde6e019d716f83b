"""The one protocol of a game in play: what every game's state offers the rest of the program.

The block, draw and scoring hand (:class:`~dominoes_qt.rules.hand.HandState`), Blind Dominoes
and every solitaire derive from :class:`GameState`.  The controller, the tables, the computer
players, the arena and the record read a game through these names only, so none of them asks
a state whether it has a feature: a game that lacks one inherits the explicit default here
(no reveals, nothing out of turn, no prompt of its own, every hand visible to its owner).

The results a game reports (:class:`HandResult`, :class:`ScoreEvent`, :class:`Reveal`) live
here too, so a game module needs nothing from another game's module.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Final

from .actions import Action
from .deal import Deal, deal
from .errors import RulesError
from .native import mypyc_attr
from .settings import Settings
from .tiles import Tile

# ScoreEvent, HandResult (and deal.Deal): made once or twice a hand, in every play-out.  Their
# own __init__ fills the instance's __dict__ directly, as a frozen dataclass's generated one
# does through object.__setattr__ field by field at several times the cost; compiled, they are
# plain Python classes (a native class would run the generated __init__, interpreted).


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class ScoreEvent:
    """Points credited during or at the end of a hand, with the arithmetic behind them."""

    seat: int            # who scored (-1 for a team award without a single seat)
    side: int
    points: int
    reason: str          # "count", "bergen", "hand", "muggins", "bonus"
    detail: str

    def __init__(self, seat: int, side: int, points: int, reason: str, detail: str) -> None:
        fields = self.__dict__
        fields["seat"] = seat
        fields["side"] = side
        fields["points"] = points
        fields["reason"] = reason
        fields["detail"] = detail


@dataclass(frozen=True)
class PendingScore:
    """A score made by a play but not yet credited (manual Muggins, RULES.md §1.14)."""

    seat: int            # who made it
    points: int          # what a declaration must say
    reason: str          # "count" or "bergen"
    detail: str          # the arithmetic, shown when a declaration is wrong


@mypyc_attr(native_class=False)
@dataclass(frozen=True)
class HandResult:
    """How a hand ended and what it scored: the summary, the match and the statistics read it."""

    reason: str                  # "domino", "blocked" or "target"
    winner_seat: int | None      # who went out / had the fewest pips; None on a tie
    winner_side: int | None      # None on a tie, and on a shared win
    points: int                  # hand-end award (in-hand points are in the events); on a
                                 # shared win, what each of the winners scored
    detail: str
    pips: tuple[int, ...]        # remaining pips per seat
    blocker: int | None = None
    #: every side that won the hand: the winner's, several for a shared win (Blind Dominoes,
    #: RULES.md G13/G14), none when nobody won
    winner_sides: tuple[int, ...] = ()

    def __init__(self, reason: str, winner_seat: int | None, winner_side: int | None,
                 points: int, detail: str, pips: tuple[int, ...], blocker: int | None = None,
                 winner_sides: tuple[int, ...] = ()) -> None:
        fields = self.__dict__
        fields["reason"] = reason
        fields["winner_seat"] = winner_seat
        fields["winner_side"] = winner_side
        fields["points"] = points
        fields["detail"] = detail
        fields["pips"] = pips
        fields["blocker"] = blocker
        fields["winner_sides"] = winner_sides

    @property
    def shared(self) -> bool:
        """True for a win shared by several sides."""
        return len(self.winner_sides) > 1


@dataclass(frozen=True)
class Reveal:
    """One tile turned up from a hidden place and what became of it, for the table to show."""

    seat: int
    tile: Tile
    outcome: str                 # "played", "choose", "back" or "back face up"
    placed: Action | None = None  # the placement as a PLAY action when it was played


# Not an ABC: compiled, its subclasses would share one ABC cache with it, and a negative
# isinstance() answer for one class would be taken for all of them (mypy still refuses to
# build a class whose abstract methods are not all defined).
@mypyc_attr(allow_interpreted_subclasses=True)   # the solitaires and the train games
class GameState:
    """The state of one hand (of a solitaire: one game), the same surface for every game.

    Omniscient: it knows every hidden tile, so give a player :meth:`view` instead.  ``apply``
    either changes the state or raises :class:`~dominoes_qt.rules.errors.IllegalActionError`
    with the reason (a :class:`~dominoes_qt.rules.i18n.Message`) and leaves it untouched.
    """

    settings: Settings
    deal: Deal
    #: the seat to act (always 0 in a solitaire)
    turn: int
    #: (seat, action) in the order applied
    history: list[tuple[int, Action]]
    #: points credited during the hand, in order
    events: list[ScoreEvent]
    #: points per side (a solitaire: the tiles cleared)
    scores: list[int]
    #: None while the hand goes on
    result: HandResult | None
    #: tiles turned up from hidden places, in order (Blind Dominoes); none elsewhere
    reveals: Sequence[Reveal] = ()
    #: False where not even a hand's owner sees its tiles (Blind Dominoes' face-down rows)
    owner_sees_hand: ClassVar[bool] = True

    def __init__(self, settings: Settings, deal: Deal,  # noqa: B027
                 scores: Sequence[int] | None = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        """Deal ``deal`` for ``settings``; ``scores`` carry over from earlier hands,
        ``lead_override`` names who leads a later hand where an option says so.  Every game
        defines its own (not marked abstract: mypyc cannot compile an abstract ``__init__``;
        the other abstract methods keep the class abstract)."""

    def own_dict(self) -> None:
        """Give this state an ordinary ``__dict__`` of its own where it needs one; an
        interpreted subclass's ``__init__`` calls this before it sets its first attribute.
        Compiled, this class makes its instances itself, so an interpreted subclass's
        attributes would live in a dict sharing its keys with the class, which Python 3.11
        cannot read through its specialised attribute access (each read and write would take
        the slow path, making the solitaires and the train games slower compiled than pure).
        Pure, Python makes the instance and lays its attributes out best itself."""
        if _MAKES_ITS_INSTANCES:
            self.__dict__ = {}

    def _blank_copy(self) -> Any:
        """A new object of this class with this state's attributes, shared (the lists this
        class declares are copied): the start of a ``copy()`` that then copies what else it
        changes.  Compiled, this class keeps the attributes it declares outside ``__dict__``
        and has no ``object.__new__``: both are seen to here."""
        cls = type(self)
        other = cls.__new__(cls)
        # an ordinary dict of its own (see own_dict): one filled through ``other.__dict__``
        # would share its keys with the class, pure or compiled, and be read the slow way
        other.__dict__ = dict(getattr(self, "__dict__", {}))
        for name in _DECLARED:
            try:
                value = getattr(self, name)
            except AttributeError:      # never set on this state
                continue
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        return other

    @classmethod
    def from_view(cls, view: Any) -> GameState:
        """A state that stands for ``view`` (what one seat knows): the seat's own tiles real,
        every hidden place filled with stand-ins from the tiles the seat cannot see (the
        lowest ids first, so nothing beyond the view chooses them), the table, the turn and
        the scores as the view says.  Its ``view(view.seat)`` equals ``view`` and it answers
        the seat's questions (legal actions, refusals, open ends) as the true state would;
        a network client draws and asks it.  Raises :class:`~dominoes_qt.rules.errors.RulesError`
        for a view no hand of this game could show.  The solitaires have no hidden seat to
        stand in for and do not offer it."""
        raise RulesError(f"{cls.__name__} is not built from a seat's view")

    @classmethod
    def deal_hand(cls, settings: Settings, rng: random.Random, *, index: int,
                  first_seat: int = 0) -> Deal:
        """Shuffle and deal hand ``index`` (0-based) of a match from ``rng``; a game whose
        hands differ from one to the next (the train games' rounds) deals its own."""
        return deal(settings, rng, first_seat=first_seat)

    # -- what may be done ----------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """What the seat to act may do now; empty once the hand is over."""

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    @abstractmethod
    def why_illegal(self, action: Action) -> str:
        """A sentence for the player saying why ``action`` is refused now."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Do ``action`` or raise IllegalActionError, leaving the state as it was."""

    @abstractmethod
    def copy(self) -> GameState:
        """An independent copy (search, hints and tests change it freely)."""

    def out_of_turn_actions(self, seat: int) -> list[Action]:
        """Actions ``seat`` may take besides the turn (manual Muggins' DECLARE and MUGGINS)."""
        return []

    @property
    def is_over(self) -> bool:
        return self.result is not None

    # -- what a seat may know --------------------------------------------------------------------
    @abstractmethod
    def view(self, seat: int) -> object:
        """What ``seat`` may know: no tile it cannot see is in it (computer players get this)."""

    def hand_of(self, seat: int) -> list[Tile]:
        """The tiles ``seat`` holds (omniscient); none in games without hands."""
        return []

    def hand_size(self, seat: int) -> int:
        return len(self.hand_of(seat))

    def fixed_order(self, seat: int) -> list[int] | None:
        """The order the game keeps a seat's tiles in (Blind Dominoes' row, front first), or
        None where the player arranges the hand as they like."""
        return None

    def face_up_mask(self) -> int:
        """Tiles in hands or rows that everyone sees (a face-up double in Boxed Blind)."""
        return 0

    def open_ends(self) -> dict[int, int]:
        """The line of play's open ends (socket id -> number shown); none without a line."""
        return {}

    def prompt(self) -> str:
        """What the player should do now, where the game words it itself (the solitaires);
        "" lets the table say it from the legal actions."""
        return ""


#: True where GameState makes its instances itself, as compiled (see ``GameState.own_dict``).
_MAKES_ITS_INSTANCES: Final = GameState.__new__ is not object.__new__


def state_attributes(state: object) -> dict[str, Any]:
    """Every attribute of a state, by name: ``vars()``, or for a class compiled with mypyc
    (no ``__dict__`` there, or one that holds only what is not declared) the names it lists."""
    names = getattr(type(state), "__mypyc_attrs__", None)
    if names is None:
        return dict(vars(state))
    out = {n: getattr(state, n) for n in names if n != "__dict__" and hasattr(state, n)}
    out.update(getattr(state, "__dict__", {}))
    return out


#: The attributes GameState declares (``_blank_copy`` copies them where no __dict__ holds them).
_DECLARED: Final = ("settings", "deal", "turn", "history", "events", "scores", "result",
                    "reveals")
