"""What every solitaire of RULES.md §4 shares: one seat, the deal's order, the end, "winnable
deals only" and the registration in the catalogue.

Each solitaire is a :class:`~dominoes_qt.rules.state.GameState`, so a game is a game record
like any other: saved, autosaved, resumed, undone and checked on load by replay.  The deal is
the shuffled set (``deal.hands[0]``); the orientation of each tile "turned face up in place" is
drawn from the deal itself, so a replay reproduces it.

Actions reuse the existing kinds (so the save format needs nothing new):

* ``play(tile)`` (socket -1): Bingo takes the called tile; Matching removes a middle tile;
* ``PLAY tile socket=<partner id>``: Knock-Out, Five Columns and Twelve To Go discard a pair;
  Matching with ``socket=<left id>`` removes a whole triple;
* ``PLAY tile socket=100+c``: Five Columns moves a column's bottom tile to empty column ``c``;
* Patience, Five's the Limit: ordinary plays on the line (``socket`` is the open end);
* ``DRAW``: the next tile from the stock; ``PASS``: Bingo says the next number.

A solitaire also says how a player makes each move with the pointer (:meth:`gestures`, and the
action a gesture meant, :meth:`action_for`) in handles that name tiles (their ids) and places
("stock", "next", "lead", "end:<socket>", "column:<c>"), so its table needs no game of its own.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any, ClassVar

from ..actions import DRAW, LEAD, PASS, Action, Kind, play_action
from ..catalogue import GameDef, OptionSpec, Seating, Table, register
from ..deal import Deal
from ..errors import IllegalActionError, RulesError
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..settings import Lead, Settings
from ..state import GameState, HandResult, ScoreEvent
from ..tiles import HIGH, LOW, TILES, Tile, set_count
from .solver import WIN, best_move, solve

SET_TILES = 28
COLUMN_SOCKET = 100

#: What a pointer gesture starts from or drops on: a tile id or a named place.
Handle = int | str
#: One way to make a move: drag ``source`` onto ``target``, or click ``source`` (target None).
Gesture = tuple[Handle, Handle | None]


def check_deal(settings: Settings, deal: Deal) -> None:
    """Refuse a deal that is not the game's whole set in some order (one hand, each tile
    once): a record may have been edited."""
    size = set_count(settings.set_n)
    if len(deal.hands) != 1:
        raise RulesError(f"the deal has {len(deal.hands)} hands; a solitaire deals one")
    order = (*deal.hands[0], *deal.boneyard)
    if sorted(order) != list(range(size)):
        seen: set[int] = set()
        for t in order:
            if t >= size:
                raise RulesError(f"tile {TILES[t]} is not in a double-{settings.set_n} set")
            if t in seen:
                raise RulesError(f"tile {TILES[t]} is dealt twice")
            seen.add(t)
        raise RulesError(f"the deal holds {len(order)} of the {size} tiles of the set")


def pips(tid: int) -> int:
    return LOW[tid] + HIGH[tid]


def orientations(order: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    """Faces (first, second) of each tile turned up in place: random, fixed by the deal."""
    rng = random.Random(",".join(map(str, order)))
    out = {}
    for t in order:
        lo, hi = LOW[t], HIGH[t]
        out[t] = (lo, hi) if rng.random() < 0.5 else (hi, lo)
    return out


class SolitaireState(GameState):
    """Common part: one seat, the deal's order, the end; subclasses say what moves there are."""

    game_id: ClassVar[str] = ""
    #: the solitaire table's features: tiles lie across (Knock-Out), the row is counted along
    #: (Bingo), a face-down stock is dealt from (Matching, Patience, Twelve To Go)
    tiles_across: ClassVar[bool] = False
    counts_along: ClassVar[bool] = False
    has_stock: ClassVar[bool] = False
    #: the hand limit shown on the table (Five's the Limit); 0: none
    limit: int = 0
    #: positions "winnable deals only" may search in all before it keeps the plain deal
    #: (about 10 s of one core: a game whose positions cost more searches fewer)
    winnable_positions: ClassVar[int] = 200_000

    def __init__(self, settings: Settings, deal: Deal, scores: Any = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        self.own_dict()
        self.settings = settings
        self.deal = deal
        self.order: tuple[int, ...] = tuple(deal.hands[0]) + tuple(deal.boneyard)
        self.faces = orientations(self.order)
        #: "winnable deals only": True when the solver proved this deal winnable, False when it
        #: gave up at its bound (the deal is then an ordinary random one), None when not asked.
        self.proved_winnable: bool | None = None
        if settings.extra.get("winnable", False):
            self.order, self.proved_winnable = type(self).winnable_deal(settings, self.order)
            self.faces = _BUILT_FACES.get(self.order) or orientations(self.order)
        self.turn = 0
        self.history: list[tuple[int, Action]] = []
        self.events: list[ScoreEvent] = []
        self.scores = [0]
        self.result: HandResult | None = None
        self.won = False
        #: the face-down stock, dealt from its end (None in a player's view: unseen)
        self.stock: list[Any] = []
        self.setup()
        self.check_end()   # a deal with no move at all is lost at once (RULES.md §4 [APP])

    # subclasses -------------------------------------------------------------------------------
    def setup(self) -> None:
        raise NotImplementedError

    def moves(self) -> list[Action]:
        raise NotImplementedError

    def do(self, action: Action) -> None:
        raise NotImplementedError

    def tiles_left(self) -> int:
        raise NotImplementedError

    def key(self) -> Any:
        raise NotImplementedError

    def refusal(self, action: Action) -> str:
        return Message(QT_TRANSLATE_NOOP("rules", "That is not a move in this game."))

    def caption(self) -> str:
        """The table's one-line reminder of the game's aim."""
        return ""

    def gestures(self, action: Action) -> list[Gesture]:
        """The pointer gestures that make ``action``: the stock and "next" are clicked, a
        tile is clicked unless the game says where it goes."""
        if action.kind is Kind.DRAW:
            return [("stock", None)]
        if action.kind is Kind.PASS:
            return [("next", None)]
        if action.tile is None:
            return []
        return [(action.tile.id, None)]

    def action_for(self, source: Handle, target: Handle | None) -> Action | None:
        """The action a gesture meant, legal or not (the engine then says why it is refused)."""
        if source == "stock":
            return DRAW
        if source == "next":
            return PASS
        if isinstance(source, int):
            return play_action(source, LEAD, LOW[source])
        return None

    def canonical(self, action: Action, moves: list[Action]) -> Action:
        """``action`` as ``moves`` (the legal actions) list the move it names, where the game
        names a move more than one way (most name each move one way only)."""
        return action

    def _pair_canonical(self, action: Action, moves: list[Action]) -> Action:
        """A pair named the other way round (the partner first) is the same move."""
        tile, socket = action.tile, action.socket
        if action.kind is not Kind.PLAY or tile is None or not 0 <= socket < SET_TILES:
            return action
        swapped = play_action(socket, tile.id, LOW[socket])
        return swapped if swapped in moves else action

    def _pair_gestures(self, action: Action) -> list[Gesture]:
        """A pair is made by dragging either tile onto the other."""
        assert action.tile is not None
        return [(action.tile.id, action.socket), (action.socket, action.tile.id)]

    def solves_as_line(self) -> bool:
        """True where the solver may search the compact line position (a hand, two open
        numbers and the tiles drawn) instead of this state: see ``solver._line_solve``."""
        return False

    # the counting row (Bingo) ---------------------------------------------------------------
    def called_numbers(self) -> dict[int, int]:
        """Row index -> the number it will be called with on this pass (none elsewhere)."""
        return {}

    def called_index(self) -> int:
        """The row index the count rests on, or -1."""
        return -1

    # common -----------------------------------------------------------------------------------
    def option(self, key: str, default: Any) -> Any:
        return self.settings.extra.get(key, default)

    def triple(self, t: int) -> tuple[int, int, int]:
        return (t, *self.faces[t])

    def legal_actions(self) -> list[Action]:
        return [] if self.result is not None else self.moves()

    def _named(self, action: Action) -> Action | None:
        """The legal move ``action`` names (itself, or as the game lists it), or None."""
        if self.result is not None:
            return None
        moves = self.moves()
        if action in moves:
            return action
        named = self.canonical(action, moves)
        return named if named in moves else None

    def is_legal(self, action: Action) -> bool:
        return self._named(action) is not None

    def why_illegal(self, action: Action) -> str:
        if self.result is not None:
            return Message(QT_TRANSLATE_NOOP("rules", "The game is over."))
        if self._named(action) is not None:
            return ""
        return self.refusal(action)

    def apply(self, action: Action) -> None:
        named = self._named(action)
        if named is None:
            raise IllegalActionError(self.why_illegal(action) or "illegal")
        self.history.append((0, named))
        self.do(named)
        self.check_end()

    def check_end(self) -> None:
        left = self.tiles_left()
        if left == 0:
            self.finish(True)
        elif not self.moves():
            self.finish(False)

    def finish(self, won: bool) -> None:
        left = self.tiles_left()
        self.won = won
        self.scores = [SET_TILES - left]
        self.result = HandResult("domino" if won else "blocked", 0 if won else None,
                                 0 if won else None, 0,
                                 "won" if won else f"{left} left", (left,))

    def copy(self) -> SolitaireState:
        """A copy for search: lists (and the columns' lists, the layout) are not shared."""
        from ..layout import Layout

        other: SolitaireState = self._blank_copy()
        for name, value in self.__dict__.items():
            if isinstance(value, list):
                setattr(other, name, [list(v) if isinstance(v, list) else v for v in value])
            elif isinstance(value, Layout):
                setattr(other, name, value.copy())
        return other

    def hand_of(self, seat: int) -> list[Tile]:
        return []

    def view(self, seat: int) -> SolitaireState:
        """What the player may see: a copy whose face-down stock is only a count (its tiles
        are ``None``) and without the deal order, so a computer player given the view cannot
        peek.  Legal actions are the same as on the state."""
        seen = self.copy()
        hidden = set(self.stock)
        seen.stock = [None] * len(self.stock)
        # ``faces`` lists the tiles in the deal's order, which would tell the stock's: the view
        # keeps the faces of the tiles it shows, in tile order
        seen.faces = {t: self.faces[t] for t in sorted(self.faces) if t not in hidden}
        seen.order = ()
        seen.deal = Deal((), ())
        return seen

    # "winnable deals only" --------------------------------------------------------------------
    @classmethod
    def winnable_deal(cls, settings: Settings,
                      order: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
        """Reshuffle (deterministically from the deal) until the solver proves a win within
        :data:`WINNABLE_NODES` positions; after :data:`WINNABLE_TRIES` shuffles or
        :attr:`winnable_positions` positions in all, the ORIGINAL deal is kept and reported
        as not proved (``False``).  Counts, not clock time, bound it, so a replay of the
        record on any machine makes the same deal.  Cached, since an undo replays the
        record."""
        key = (settings.game_id + repr(sorted(settings.extra.items())), order)
        if key in _winnable_cache:
            return _winnable_cache[key]
        rng = random.Random("winnable:" + ",".join(map(str, order)))
        plain = dict(settings.extra, winnable=False)
        plain_settings = dataclasses.replace(settings, extra=plain)
        current = order
        found: tuple[tuple[int, ...], bool] = (order, False)
        total = 0
        budget = cls.winnable_positions
        for _ in range(WINNABLE_TRIES):
            trial = cls(plain_settings, Deal((current,), ()))
            out = solve(trial, max_nodes=min(WINNABLE_NODES, budget - total + 1))
            total += out.nodes
            if out.status == WIN:
                found = (current, True)
                break
            if total >= budget:
                break
            shuffled = list(current)
            rng.shuffle(shuffled)
            current = tuple(shuffled)
        _winnable_cache[key] = found
        return found


#: Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of
#: the record on any machine reproduces the same deal).
WINNABLE_NODES = 20_000
#: Reshuffles tried before the deal is kept as it is (then it may not be winnable).
WINNABLE_TRIES = 500
_winnable_cache: dict[tuple[str, tuple[int, ...]], tuple[tuple[int, ...], bool]] = {}
#: Orientations of deals built rather than shuffled (Knock-Out's winnable lines), by order.
_BUILT_FACES: dict[tuple[int, ...], dict[int, tuple[int, int]]] = {}


# -- the catalogue ---------------------------------------------------------------------------------

def _one(players: int, set_n: int) -> int:
    return SET_TILES


_BASE = {"lead": Lead.CHOSEN, "single_hand": True, "mid_hand_target": False}


def register_solitaire(cls: type[SolitaireState], table: Table, name: str, description: str,
                       rules_text: str, options: tuple[OptionSpec, ...] = ()) -> GameDef:
    """Enter a solitaire in the catalogue: one seat, the double-six set, its table."""
    winnable = OptionSpec("winnable", QT_TRANSLATE_NOOP("options", "Winnable deals only"), False,
                          help=QT_TRANSLATE_NOOP(
                              "options", "Shuffle again until the solver proves the deal can be "
                              "won. If it cannot find one within a few seconds, you get an "
                              "ordinary deal and are told it is not proved winnable."))
    return register(GameDef(cls.game_id, name, "solitaire", description, (1,), 1, dict(_BASE),
                            _one, options + (winnable,), rules_text=rules_text, state_class=cls,
                            table=table, seating=Seating.SOLO))


__all__ = ["COLUMN_SOCKET", "SET_TILES", "Gesture", "Handle", "SolitaireState", "best_move",
           "orientations", "pips", "register_solitaire"]
