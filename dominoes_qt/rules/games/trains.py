"""The train games (RULES.md §9): Mexican Train (T1 ``mexican-train``) and Chicken Foot (T2
``chicken-foot``).

A match is one round per double, from the set's highest double down (option ``rounds``: the
first N of them); a round is one hand of the match model.  Before each deal the round's double,
the **engine**, is set aside, so a round's deal holds every tile of the set but one: the engine
is the double the deal lacks (``engine_of``), which keeps the record format of every other game.
The round's first player is in the deal (``Deal.leader``): the setup's first seat in round one,
then the next seat each round.

Actions are the ordinary PLAY, DRAW and PASS.  A PLAY's ``socket`` is where the tile goes:

* Mexican Train: the train, ``0 .. players - 1`` each seat's own train and ``players`` the
  Mexican train; ``touching`` is the train's open end.
* Chicken Foot: the free end.  The engine's sides are sockets ``0 .. 3`` (cross) or ``0 .. 5``
  (double foot); the tile placed ``i``-th gets socket ``8 + 4 * i`` on its outer end, or, when
  it is a double (a chicken foot), its three toes ``8 + 4 * i + 0 .. 2``.

A player with no legal play draws one tile (DRAW) and must play it if it fits; otherwise, and
with an empty boneyard, the turn ends with PASS.  PASS is also how a player ends a first-turn
run (option ``first_turn_run``).  A round ends when a player has played his last tile (with
option ``must_satisfy_to_go_out``: unless that last tile was a double still waiting to be
satisfied, which holds its player until it is), or blocked when a player passes with the
boneyard empty and no player holding tiles could play even were every train public.  Every player
then adds the pips left in his hand to his total (the double blank counts ``double_blank``);
after the last round the lowest total wins, equal lowest totals share the win
(``Settings.rounds``, ``Settings.lowest_wins``; see ``match.py``).

Termination: every turn either plays a tile (finitely many), draws one (finitely many) or passes;
once the boneyard is empty a pass that does not end the round leaves some tile playable were
every train public, and every pass makes the passer's train public (a train turns private only
by a play), so within one round of passes that tile is played; a run of a first turn plays a
tile each step.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import DRAW, PASS, Action, Kind, play_action
from ..catalogue import GameDef, OptionSpec, Table, register
from ..deal import Deal
from ..errors import IllegalActionError, InvalidOptionError, RulesError
from ..i18n import QT_TRANSLATE_NOOP
from ..i18n import Message as M
from ..layout import Layout
from ..settings import DrawPolicy, Formula, Lead, Settings
from ..state import GameState, HandResult, ScoreEvent
from ..tiles import IS_DOUBLE, PIPS, SUIT, TILES, Tile, set_count, tile_id, tiles_of
from ..view import PlayerView, stand_ins

#: Chicken Foot: the first socket of placed tiles (lower ids are the engine's sides).
FIRST_PLACED_SOCKET = 8
DOUBLE_BLANK = tile_id(0, 0)


@dataclass(frozen=True, slots=True)
class Placement:
    """One tile on the table: where it went, the number against it and who played it."""

    tile: int          # tile id
    socket: int        # the train (Mexican Train) or the free end (Chicken Foot) it went on
    touching: int      # the number against that socket
    outer: int         # the number it shows outwards
    seat: int

    @property
    def is_double(self) -> bool:
        return IS_DOUBLE[self.tile]


def engine_of(settings: Settings, deal: Deal) -> int:
    """The round's engine: the one double of the set that the deal lacks."""
    n = set_count(settings.set_n)
    seen = 0
    for t in (t for h in deal.hands for t in h):
        seen |= 1 << t
    for t in deal.boneyard:
        seen |= 1 << t
    missing = [t for t in range(n) if not seen >> t & 1]
    if len(missing) != 1 or not IS_DOUBLE[missing[0]]:
        raise RulesError("a train game's deal holds every tile of the set but the round's "
                         "double (the engine)")
    return TILES[missing[0]].low


def engine_for_round(settings: Settings, index: int) -> int:
    """The engine of round ``index`` (0-based): the highest double first."""
    return settings.set_n - index


def validate_train_deal(settings: Settings, deal: Deal) -> None:
    """Refuse a deal that could not be a round of this game."""
    seen: set[int] = set()
    n = set_count(settings.set_n)
    if len(deal.hands) != settings.players:
        raise RulesError(f"the deal has {len(deal.hands)} hands for {settings.players} players")
    for t in [t for h in deal.hands for t in h] + list(deal.boneyard):
        if t in seen:
            raise RulesError(f"tile {TILES[t]} is dealt twice")
        if not 0 <= t < n:
            raise RulesError(f"tile {t} is not in a double-{settings.set_n} set")
        seen.add(t)
    engine_of(settings, deal)
    if any(len(h) != settings.hand_size for h in deal.hands):
        sizes = ", ".join(str(len(h)) for h in deal.hands)
        raise RulesError(f"the deal gives hands of {sizes} tiles; this game deals "
                         f"{settings.hand_size} each")
    if deal.leader is None or not 0 <= deal.leader < settings.players:
        raise RulesError("a train game's deal names the round's first player")


def deal_round(settings: Settings, rng: random.Random, *, index: int,
               first_seat: int = 0) -> Deal:
    """Set round ``index``'s engine aside, shuffle the rest and deal."""
    engine = tile_id(*(2 * (engine_for_round(settings, index),)))
    ids = [t for t in range(set_count(settings.set_n)) if t != engine]
    rng.shuffle(ids)
    k, p = settings.hand_size, settings.players
    hands = tuple(tuple(ids[i * k:(i + 1) * k]) for i in range(p))
    return Deal(hands, tuple(ids[p * k:]), (first_seat + index) % p)


def tile_pips(settings: Settings, mask: int) -> int:
    """The pips of a hand as a round scores them (the double blank counts ``double_blank``)."""
    total = 0
    blank = settings.extra.get("double_blank", 0)
    blank = blank if isinstance(blank, int) else 0
    for t in tiles_of(mask):
        total += blank if t == DOUBLE_BLANK else PIPS[t]
    return total


@dataclass(frozen=True, slots=True)
class TableTile:
    """A tile as the table draws it: the number against its socket, the other, and the socket
    (None: the engine).  The same fields as the line of play's ``PlacedTile``."""

    touching: int
    outer: int
    parent_socket: int | None
    inline: bool = False


class TrainTable:
    """The tiles of a round as the table reads a line of play's layout: ``tiles`` (the engine
    first, then in the order played), ``open`` (every free socket and its number),
    ``placed()``; ``copy()`` and ``attach()`` try a play out (what it leaves open)."""

    def __init__(self, engine: int, placed: Sequence[Placement], free: dict[int, int],
                 feet: bool) -> None:
        self.engine = engine
        self._placed = list(placed)
        self.tiles = [tile_id(engine, engine)] + [p.tile for p in placed]
        self.open = dict(free)
        self._feet = feet

    def placed(self) -> list[TableTile]:
        return [TableTile(self.engine, self.engine, None)] + [
            TableTile(p.touching, p.outer, p.socket) for p in self._placed]

    def copy(self) -> TrainTable:
        return TrainTable(self.engine, self._placed, self.open, self._feet)

    def attach(self, t: int, socket: int, touching: int) -> None:
        tile = TILES[t]
        outer = tile.other(touching)
        index = len(self._placed)
        self._placed.append(Placement(t, socket, touching, outer, -1))
        self.tiles.append(t)
        if not self._feet:
            self.open[socket] = outer
            return
        del self.open[socket]
        base = FIRST_PLACED_SOCKET + 4 * index
        for s in ([base, base + 1, base + 2] if tile.is_double else [base]):
            self.open[s] = outer


# -- the views ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class TrainView(PlayerView):
    """What a seat knows of a round of a train game: its hand, every tile on the table, the
    trains' markers (Mexican Train), the sizes of the hands and the boneyard.

    ``layout`` is empty (the tiles lie on the trains); ``placed`` lists every tile on the table
    in the order played; ``open`` the free sockets anyone may play on once the table's
    obligations allow (socket -> number); ``allowed`` the sockets the seat to act may use now.
    """

    engine: int = 0
    placed: tuple[Placement, ...] = ()
    open: tuple[tuple[int, int], ...] = ()
    allowed: tuple[int, ...] = ()
    #: Mexican Train: each personal train's marker, and the trains with an unsatisfied double
    public: tuple[bool, ...] = ()
    unsatisfied: tuple[int, ...] = ()
    #: Chicken Foot: the chicken foot whose toes are awaited (placement index, -1 none)
    pending_foot: int = -1
    #: the seat to act has already played this turn (a double's bonus play or a run)
    played_this_turn: bool = False

    @property
    def played_mask(self) -> int:
        m = 1 << tile_id(self.engine, self.engine)
        for p in self.placed:
            m |= 1 << p.tile
        return m

    @property
    def ends(self) -> dict[int, int]:
        return dict(self.open)


# -- the common round --------------------------------------------------------------------------


class TrainRound(GameState):
    """What both train games share: hands, boneyard, turns, drawing, the end and the scores."""

    def __init__(self, settings: Settings, deal: Deal, scores: Sequence[int] | None = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        self.own_dict()
        if validate:
            validate_train_deal(settings, deal)
        self.settings = settings
        self.deal = deal
        self.players = settings.players
        self.engine = engine_of(settings, deal)
        self.hands: list[int] = [sum(1 << t for t in h) for h in deal.hands]
        self.boneyard: list[int] = list(deal.boneyard)
        self.scores: list[int] = list(scores) if scores is not None else [0] * settings.players
        self.leader = deal.leader if deal.leader is not None else 0
        if lead_override is not None:
            self.leader = lead_override
        self.turn = self.leader
        self.history: list[tuple[int, Action]] = []
        self.events: list[ScoreEvent] = []
        self.result: HandResult | None = None
        self.placed: list[Placement] = []
        self.drew = False              # the player to act has drawn since his last play
        self.played = False            # the player to act has played this turn
        #: must_satisfy_to_go_out: seat -> the placement of the double that was its last tile
        self.held: dict[int, int] = {}
        self.turns_taken = [0] * self.players
        self._legal: list[Action] | None = None
        self._satisfy_to_go_out = bool(settings.extra.get("must_satisfy_to_go_out", False))

    @classmethod
    def deal_hand(cls, settings: Settings, rng: random.Random, *, index: int,
                  first_seat: int = 0) -> Deal:
        return deal_round(settings, rng, index=index, first_seat=first_seat)

    @classmethod
    def from_view(cls, view: Any,
                  observe: Callable[[TrainRound, int, Action], None] | None = None) -> TrainRound:
        """The round standing for a :class:`TrainView`, rebuilt by replaying its history
        (``observe(state, seat, action)``, when given, sees each step just before it).

        The other hands and the boneyard hold the lowest unseen tiles (seat by seat, then
        the boneyard).  Each seat starts the replay holding those, its own or stand-in tiles,
        together with every tile it played later; a draw takes a tile the drawer already
        holds, so no hand grows and the boneyard shrinks as it did.  A hand is then never
        smaller than the real one was and is empty exactly when the real one was, so the
        replay ends turns, doubles, markers, runs and the round where the real one did; the
        scores stay the view's."""
        if not isinstance(view, TrainView):
            raise RulesError("a train game's state is built from a TrainView")
        s = view.settings
        if not 0 <= view.leader < s.players:
            raise RulesError("the round's first player is not a seat")
        hands, boneyard = stand_ins(view)
        played = [0] * s.players
        for p in view.placed:
            if not 0 <= p.seat < s.players or not 0 <= p.tile < len(TILES):
                raise RulesError("a tile on the table names no seat or no tile")
            played[p.seat] |= 1 << p.tile
        draws = sum(act.kind is Kind.DRAW for _seat, act in view.history)
        engine = tile_id(view.engine, view.engine) if 0 <= view.engine <= s.set_n else -1
        filler = 1 if engine == 0 else 0        # any tile but the engine: replaced at its draw
        start = [tuple(tiles_of(sum(1 << t for t in h) | played[seat]))
                 for seat, h in enumerate(hands)]
        deal = Deal(tuple(start), tuple(boneyard) + (filler,) * draws, view.leader)
        state = cls(s, deal, view.scores, lead_override=view.leader, validate=False)
        if state.engine != view.engine:
            raise RulesError("the view's engine is not the one double missing from the table")
        try:
            for seat, act in view.history:
                if seat != state.turn or state.result is not None:
                    raise RulesError("the history's seats do not follow the turns")
                if act.kind is Kind.DRAW:
                    held = state.hands[seat]
                    if not held or not state.boneyard:
                        raise RulesError("a draw with nothing to draw")
                    state.boneyard[-1] = (held & -held).bit_length() - 1
                elif act.kind is Kind.PLAY:
                    tile = act.tile
                    if (tile is None or not 0 <= tile.id < len(TILES)
                            or not state.hands[seat] >> tile.id & 1
                            or state.socket_value(act.socket) not in (tile.low, tile.high)):
                        raise RulesError("a play the round could not have made")
                elif act.kind is not Kind.PASS:
                    raise RulesError("an action the train games do not have")
                if observe is not None:
                    observe(state, seat, act)
                state._apply(act)
        except (KeyError, IndexError, ValueError) as exc:
            raise RulesError(f"the history does not replay: {exc}") from None
        state.scores = list(view.scores)
        return state

    def copy(self) -> TrainRound:
        other: TrainRound = self._blank_copy()
        other.hands = self.hands.copy()
        other.boneyard = self.boneyard.copy()
        other.scores = self.scores.copy()
        other.history = self.history.copy()
        other.events = self.events.copy()
        other.placed = self.placed.copy()
        other.turns_taken = self.turns_taken.copy()
        other.held = dict(self.held)
        other._legal = None
        self._copy_board(other)
        return other

    # -- what the game defines -----------------------------------------------------------
    def _copy_board(self, other: Any) -> None:
        """Give ``other`` (a shallow copy) its own board."""

    @abstractmethod
    def allowed_sockets(self) -> list[int]:
        """The sockets the seat to act may play on now, in a stable order."""

    @abstractmethod
    def socket_value(self, socket: int) -> int | None:
        """The number a socket shows, None for no such free socket."""

    @abstractmethod
    def _place(self, seat: int, placement: Placement) -> bool:
        """Put the tile on the board; True when the same player goes on playing."""

    def _pass_effect(self, seat: int) -> None:
        """What a turn that ends without the play it owes does (Mexican Train: the train goes
        public)."""

    def _may_stop(self) -> bool:
        """True when the player may end the turn after playing (a first-turn run)."""
        return False

    @abstractmethod
    def _satisfied(self, index: int) -> bool:
        """True once the double placed ``index``-th no longer waits (T1: a tile on it; T2: its
        three toes)."""

    @abstractmethod
    def _open_to_all(self) -> set[int]:
        """The numbers some player could play on were every personal train public (§9.0's
        blocked round)."""

    def _blocked(self) -> bool:
        """No player holding tiles could play, whoever's turn it were."""
        mask = 0
        for v in self._open_to_all():
            mask |= SUIT[v]
        return not any(h & mask for h in self.hands)

    # -- queries -------------------------------------------------------------------------
    def hand_of(self, seat: int) -> list[Tile]:
        return [TILES[t] for t in tiles_of(self.hands[seat])]

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def pips(self, seat: int) -> int:
        return tile_pips(self.settings, self.hands[seat])

    @property
    def layout(self) -> TrainTable:
        """The tiles on the table as the table draws them (a fresh copy)."""
        return TrainTable(self.engine, self.placed, self.free_sockets(),
                          isinstance(self, ChickenFootRound))

    def open_ends(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for s in self.allowed_sockets():
            v = self.socket_value(s)
            if v is not None:
                out[s] = v
        return out

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return legal

    def _plays(self, hand: int) -> list[Action]:
        acts: list[Action] = []
        for s in self.allowed_sockets():
            v = self.socket_value(s)
            if v is None:
                continue
            for t in tiles_of(hand & SUIT[v]):
                acts.append(play_action(t, s, v))
        return acts

    def _generate(self) -> list[Action]:
        if self.result is not None:
            return []
        plays = self._plays(self.hands[self.turn])
        if self._may_stop():
            return plays + [PASS]
        if plays:
            return plays
        if not self.drew and self.boneyard:
            return [DRAW]
        return [PASS]

    # -- refusals --------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> str:
        if self.result is not None:
            return M(QT_TRANSLATE_NOOP("rules", "The round is over."))
        legal = self.legal_actions()
        plays = [a for a in legal if a.kind is Kind.PLAY]
        if action.kind is Kind.PLAY:
            tile = action.tile
            if tile is None:
                return M(QT_TRANSLATE_NOOP("rules", "Name a tile to play."))
            if not (0 <= tile.id < len(TILES) and self.hands[self.turn] >> tile.id & 1):
                return M(QT_TRANSLATE_NOOP("rules", "{tile} is not in your hand."), tile=tile)
            if self.drew and not plays and self.history and self.history[-1][1].kind is Kind.DRAW:
                return M(QT_TRANSLATE_NOOP("rules", "The tile you drew does not fit: pass."))
            where = self._why_not_there(action.socket)
            if where is not None:
                return where
            v = self.socket_value(action.socket)
            if v is not None and v not in (tile.low, tile.high):
                return M(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end}."), tile=tile,
                         end=v)
            if v is not None and action.touching != v:
                return M(QT_TRANSLATE_NOOP("rules", "{tile} must touch the {end} with its {end} half."),
                         tile=tile, end=v)
            if self.drew and plays:
                return M(QT_TRANSLATE_NOOP("rules", "You must play the tile you drew."))
            return M(QT_TRANSLATE_NOOP("rules", "That is not allowed now."))
        if action.kind is Kind.DRAW:
            if plays:
                return M(QT_TRANSLATE_NOOP("rules", "You hold a tile that fits: you must play it."))
            if self.drew:
                return M(QT_TRANSLATE_NOOP("rules", "You may draw only one tile: pass."))
            return M(QT_TRANSLATE_NOOP("rules", "You cannot draw: the boneyard is used up."))
        if action.kind is Kind.PASS:
            if plays:
                return M(QT_TRANSLATE_NOOP("rules", "You hold a tile that fits: you must play it."))
            if DRAW in legal:
                return M(QT_TRANSLATE_NOOP("rules", "You must draw from the boneyard before passing."))
        return M(QT_TRANSLATE_NOOP("rules", "That is not allowed in this game."))

    def _why_not_there(self, socket: int) -> str | None:
        """Why the seat to act may not play on ``socket`` now; None if it may."""
        if socket in self.allowed_sockets():
            return None
        return M(QT_TRANSLATE_NOOP("rules", "That is not an open end."))

    # -- changes ---------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        if not self.is_legal(action):
            raise IllegalActionError(self.why_illegal(action))
        self._apply(action)

    def _apply(self, action: Action) -> None:
        """Do a legal action (``from_view`` replays a history through it unchecked)."""
        self._legal = None
        seat = self.turn
        self.history.append((seat, action))
        if action.kind is Kind.PLAY:
            assert action.tile is not None
            t = action.tile.id
            self.hands[seat] &= ~(1 << t)
            outer = action.tile.other(action.touching)
            again = self._place(seat, Placement(t, action.socket, action.touching, outer, seat))
            self.played = True
            self.drew = False
            if self._satisfy_to_go_out and action.tile.is_double and not self.hands[seat]:
                index = len(self.placed) - 1
                if not self._satisfied(index):
                    self.held[seat] = index
            if self._someone_out(seat):
                return
            if not again:
                self._end_turn()
        elif action.kind is Kind.DRAW:
            self.hands[seat] |= 1 << self.boneyard.pop()
            self.drew = True
        else:
            lost = not self._may_stop()  # not the end of a first-turn run: a turn lost
            if lost:
                self._pass_effect(seat)
            self._end_turn()
            if lost and not self.boneyard and self._blocked():
                self._end_round(None)

    def _end_turn(self) -> None:
        self.turns_taken[self.turn] += 1
        self.turn = (self.turn + 1) % self.players
        self.drew = False
        self.played = False

    def _someone_out(self, seat: int) -> bool:
        """End the round if a player is out: ``seat`` first, then the others in turn.  A player
        held by the double that was his last tile is out once it is satisfied."""
        for k in range(self.players):
            s = (seat + k) % self.players
            held = self.held.get(s)
            if not self.hands[s] and (held is None or self._satisfied(held)):
                self._end_round(s)
                return True
        return False

    def _end_round(self, out: int | None) -> None:
        self._legal = None
        pips = tuple(self.pips(s) for s in range(self.players))
        for s, p in enumerate(pips):
            self.scores[s] += p
            why = "went out" if s == out else f"{p} pips left in hand"
            self.events.append(ScoreEvent(s, s, p, "hand", why))
        sharers: tuple[int, ...]
        if out is not None:
            reason, winner, sharers = "domino", out, (out,)
            detail = "went out; everyone adds the pips left in his hand"
        else:
            low = min(pips)
            sharers = tuple(s for s, p in enumerate(pips) if p == low)
            reason = "blocked"
            winner = sharers[0] if len(sharers) == 1 else -1
            detail = f"blocked: fewest pips ({low}); everyone adds the pips left in his hand"
        self.result = HandResult(
            reason=reason,
            winner_seat=winner if winner >= 0 else None,
            winner_side=winner if winner >= 0 else None,
            points=0,
            detail=detail,
            pips=pips,
            winner_sides=sharers,
        )

    # -- what a seat may know --------------------------------------------------------------
    def view(self, seat: int) -> TrainView:
        return TrainView(**self.view_fields(seat))

    def view_fields(self, seat: int) -> dict[str, Any]:
        my_turn = self.turn == seat and self.result is None
        return dict(
            settings=self.settings,
            seat=seat,
            hand=tuple(TILES[t] for t in tiles_of(self.hands[seat])),
            hand_mask=self.hands[seat],
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            boneyard_size=len(self.boneyard),
            layout=Layout(),
            history=tuple(self.history),
            turn=self.turn,
            leader=self.leader,
            lead_tile=-1,
            drew=int(self.drew) if my_turn else 0,
            scores=tuple(self.scores),
            legal=tuple(self.legal_actions()) if my_turn else (),
            engine=self.engine,
            placed=tuple(self.placed),
            open=tuple(self.free_sockets().items()),
            allowed=tuple(self.allowed_sockets()) if my_turn else (),
            played_this_turn=self.played if my_turn else False,
        )

    @abstractmethod
    def free_sockets(self) -> dict[int, int]:
        """Every free socket on the table and the number it shows."""


# -- Mexican Train -----------------------------------------------------------------------------


class MexicanTrainRound(TrainRound):
    """T1: a personal train per player and the Mexican train, markers and doubles to satisfy."""

    def __init__(self, settings: Settings, deal: Deal, scores: Sequence[int] | None = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        super().__init__(settings, deal, scores, lead_override=lead_override, validate=validate)
        p = self.players
        #: the placements of each train: 0 .. p - 1 personal, p the Mexican train
        self.trains: list[list[int]] = [[] for _ in range(p + 1)]
        self.ends: list[int] = [self.engine] * (p + 1)
        self.public: list[bool] = [False] * p
        #: trains whose last tile is an unsatisfied double, oldest first
        self.unsatisfied: list[int] = []
        self.bonus = False                 # the player to act laid a double: he plays again
        self.own_only = True               # every play of this turn went on the own train
        self._free_bonus = settings.extra.get("satisfy", "first") == "free"
        self._run = bool(settings.extra.get("first_turn_run", False))

    @property
    def mexican(self) -> int:
        """The Mexican train's socket."""
        return self.players

    def _copy_board(self, other: Any) -> None:
        other.trains = [t.copy() for t in self.trains]
        other.ends = self.ends.copy()
        other.public = self.public.copy()
        other.unsatisfied = self.unsatisfied.copy()

    def train_tiles(self, train: int) -> list[Placement]:
        return [self.placed[i] for i in self.trains[train]]

    def socket_value(self, socket: int) -> int | None:
        if 0 <= socket <= self.players:
            return self.ends[socket]
        return None

    def free_sockets(self) -> dict[int, int]:
        return dict(enumerate(self.ends))

    def allowed_sockets(self) -> list[int]:
        if self.result is not None:
            return []
        seat = self.turn
        if self.unsatisfied and not (self.bonus and self._free_bonus):
            return [self.unsatisfied[-1]]
        if self._may_stop():
            return [seat]
        return [seat, self.mexican] + [i for i in range(self.players)
                                       if self.public[i] and i != seat]

    def _may_stop(self) -> bool:
        return (self._run and self.played and not self.bonus and self.own_only
                and self.turns_taken[self.turn] == 0)

    def _satisfied(self, index: int) -> bool:
        return self.trains[self.placed[index].socket][-1] != index

    def _open_to_all(self) -> set[int]:
        if self.unsatisfied:
            return {self.ends[self.unsatisfied[-1]]}
        return set(self.ends)

    def _place(self, seat: int, placement: Placement) -> bool:
        train = placement.socket
        if self.unsatisfied and train in self.unsatisfied:
            self.unsatisfied.remove(train)
        self.trains[train].append(len(self.placed))
        self.placed.append(placement)
        self.ends[train] = placement.outer
        if train == seat:
            self.public[seat] = False
        else:
            self.own_only = False
        self.bonus = placement.is_double
        if self.bonus:
            self.unsatisfied.append(train)
            return True
        return self._run and self.own_only and self.turns_taken[seat] == 0

    def _pass_effect(self, seat: int) -> None:
        self.public[seat] = True

    def _end_turn(self) -> None:
        super()._end_turn()
        self.bonus = False
        self.own_only = True

    def _why_not_there(self, socket: int) -> str | None:
        allowed = self.allowed_sockets()
        if socket in allowed:
            return None
        p = self.players
        if not 0 <= socket <= p:
            return M(QT_TRANSLATE_NOOP("rules", "There is no such train."))
        if self.unsatisfied and allowed == [self.unsatisfied[-1]]:
            d = self.ends[self.unsatisfied[-1]]
            return M(QT_TRANSLATE_NOOP("rules", "The double {tile} must be satisfied first."),
                     tile=TILES[tile_id(d, d)])
        if self._may_stop():
            return M(QT_TRANSLATE_NOOP("rules", "On your first turn you may go on only along your own train."))
        if socket < p and not self.public[socket]:
            return M(QT_TRANSLATE_NOOP("rules", "{owner}'s train is private."),
                     owner=f"Seat {socket + 1}", seat=socket)
        return M(QT_TRANSLATE_NOOP("rules", "That is not an open end."))

    def view(self, seat: int) -> TrainView:
        fields = self.view_fields(seat)
        fields.update(public=tuple(self.public), unsatisfied=tuple(self.unsatisfied))
        return TrainView(**fields)


# -- Chicken Foot ------------------------------------------------------------------------------


class ChickenFootRound(TrainRound):
    """T2: the engine's centre first, then any free end; a double is a chicken foot whose three
    toes come before anything else."""

    def __init__(self, settings: Settings, deal: Deal, scores: Sequence[int] | None = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        super().__init__(settings, deal, scores, lead_override=lead_override, validate=validate)
        arms = 6 if settings.extra.get("centre", "cross") == "foot" else 4
        #: every free socket, socket -> number shown (insertion ordered)
        self.free: dict[int, int] = dict.fromkeys(range(arms), self.engine)
        self.arms = arms
        self.pending = -1              # placement index of the chicken foot being completed

    def _copy_board(self, other: Any) -> None:
        other.free = dict(self.free)

    @staticmethod
    def owner_of(socket: int) -> int:
        """The placement a socket belongs to (-1: the engine)."""
        return -1 if socket < FIRST_PLACED_SOCKET else (socket - FIRST_PLACED_SOCKET) // 4

    @staticmethod
    def sockets_of(index: int, double: bool) -> list[int]:
        base = FIRST_PLACED_SOCKET + 4 * index
        return [base, base + 1, base + 2] if double else [base]

    def centre_done(self) -> bool:
        return not any(s < FIRST_PLACED_SOCKET for s in self.free)

    def socket_value(self, socket: int) -> int | None:
        return self.free.get(socket)

    def free_sockets(self) -> dict[int, int]:
        return dict(self.free)

    def allowed_sockets(self) -> list[int]:
        if self.result is not None:
            return []
        if not self.centre_done():
            return [s for s in self.free if s < FIRST_PLACED_SOCKET]
        if self.pending >= 0:
            toes = self.sockets_of(self.pending, True)
            return [s for s in toes if s in self.free]
        return list(self.free)

    def _satisfied(self, index: int) -> bool:
        return self.pending != index

    def _open_to_all(self) -> set[int]:
        return {v for s in self.allowed_sockets() if (v := self.free.get(s)) is not None}

    def _place(self, seat: int, placement: Placement) -> bool:
        del self.free[placement.socket]
        index = len(self.placed)
        self.placed.append(placement)
        for s in self.sockets_of(index, placement.is_double):
            self.free[s] = placement.outer
        if placement.is_double:
            self.pending = index
        elif self.pending >= 0 and not any(
                s in self.free for s in self.sockets_of(self.pending, True)):
            self.pending = -1
        return False

    def _why_not_there(self, socket: int) -> str | None:
        allowed = self.allowed_sockets()
        if socket in allowed:
            return None
        if not self.centre_done() and socket in self.free:
            return M(QT_TRANSLATE_NOOP("rules", "First the engine's sides: every side of the centre needs a tile."))
        if self.pending >= 0 and socket in self.free:
            d = TILES[self.placed[self.pending].tile]
            return M(QT_TRANSLATE_NOOP("rules", "The chicken foot on {tile} needs its three toes first."),
                     tile=d)
        return M(QT_TRANSLATE_NOOP("rules", "That is not an open end."))

    def view(self, seat: int) -> TrainView:
        fields = self.view_fields(seat)
        fields.update(pending_foot=self.pending)
        return TrainView(**fields)


# -- the catalogue -----------------------------------------------------------------------------


def _mexican_sizes(players: int, set_n: int) -> int:
    if set_n == 9:
        return 10 if players <= 4 else 8
    return 15 if players <= 4 else 12 if players <= 6 else 10


def _foot_sizes(players: int, set_n: int) -> int:
    if set_n == 6:
        return 7 if players <= 3 else 5
    if set_n == 9:
        return 7 if players <= 4 else 6
    return _mexican_sizes(players, set_n)


def _rounds(fields: dict[str, Any], value: Any) -> None:
    top = int(fields["set_n"]) + 1
    if value > top:
        raise InvalidOptionError(f"a double-{fields['set_n']} set has {top} rounds, not {value}")
    fields["rounds"] = value or top


def _hand_size(fields: dict[str, Any], value: Any) -> None:
    if value:
        fields["hand_size"] = value
    size = int(fields["hand_size"])
    if int(fields["players"]) * size > set_count(int(fields["set_n"])) - 1:
        raise InvalidOptionError(
            f"{fields['players']} players with {size} tiles each need more than the "
            f"{set_count(int(fields['set_n'])) - 1} tiles left beside the engine")


def _double_blank(fields: dict[str, Any], value: Any) -> None:
    fields.setdefault("extra", {})["double_blank"] = int(value)


def _common_options(double_blank: str) -> tuple[OptionSpec, ...]:
    return (
        OptionSpec("rounds", QT_TRANSLATE_NOOP("options", "Rounds (0 = one per double)"), 0,
                   minimum=0, maximum=13, apply=_rounds,
                   help=QT_TRANSLATE_NOOP("options", "Play a round for every double from the highest "
                                          "down to the double blank, or only this many rounds.")),
        OptionSpec("hand_size", QT_TRANSLATE_NOOP("options", "Tiles per player (0 = the game's usual number)"),
                   0, minimum=0, maximum=40, apply=_hand_size,
                   help=QT_TRANSLATE_NOOP("options", "Deal this many tiles to each player instead of the rule "
                                          "book's number.")),
        OptionSpec("double_blank", QT_TRANSLATE_NOOP("options", "Double blank left in hand counts"),
                   double_blank, ("0", "50"), apply=_double_blank,
                   help=QT_TRANSLATE_NOOP("options", "The 0-0 left in a hand at the end of a round counts "
                                          "0 or 50 points.")),
        OptionSpec("must_satisfy_to_go_out",
                   QT_TRANSLATE_NOOP("options", "A double must be satisfied before going out"), False,
                   help=QT_TRANSLATE_NOOP("options", "A player who plays his last tile as a double is not "
                                          "out until the double is satisfied.")),
    )


_BASE = dict(lead=Lead.CHOSEN, draw=DrawPolicy.ONE_THEN_PLAY, out_formula=Formula.NONE,
             blocked_formula=Formula.NONE, mid_hand_target=False, target=1_000_000,
             lowest_wins=True)

register(GameDef(
    id="mexican-train",
    name=QT_TRANSLATE_NOOP("games", "Mexican Train"),
    family="train",
    description=QT_TRANSLATE_NOOP("games", "Build your own train from the engine, share the Mexican train, and "
                                  "satisfy every double; the lowest total after the last round wins."),
    players=(2, 3, 4, 5, 6, 7, 8), default_players=4,
    base=_BASE,
    hand_size=_mexican_sizes,
    options=_common_options("0") + (
        OptionSpec("satisfy", QT_TRANSLATE_NOOP("options", "Satisfying a double"), "first",
                   ("first", "free"),
                   help=QT_TRANSLATE_NOOP("options", "The player who lays a double plays again and must "
                                          "satisfy it first; or his extra play may go anywhere and "
                                          "only the next players must satisfy it.")),
        OptionSpec("first_turn_run", QT_TRANSLATE_NOOP("options", "Run on the first turn"), False,
                   help=QT_TRANSLATE_NOOP("options", "On his first turn of a round a player may lay any "
                                          "number of tiles along his own train.")),
    ),
    sets=(12, 9), default_set=12,
    max_players={9: 6},
    state_class=MexicanTrainRound,
    table=Table.TRAINS,
    rules_text=QT_TRANSLATE_NOOP("games", "One round for every double, from the highest down: the round's double, "
                    "the engine, lies in the centre. Each player builds his own train from the "
                    "engine; anyone may start and play on the one Mexican train. Play one tile "
                    "matching the open end of your train, of the Mexican train or of any public "
                    "train. With no tile to play, draw one and play it if it fits; otherwise "
                    "your train becomes public (a marker on it) until you play on it again. A "
                    "double is laid across and its player plays again: nobody may play anywhere "
                    "else until a tile is played on the double. The round ends when someone "
                    "plays his last tile, or when nobody can play; everyone adds the pips left "
                    "in his hand to his total. The lowest total after the last round wins."),
))

register(GameDef(
    id="chicken-foot",
    name=QT_TRANSLATE_NOOP("games", "Chicken Foot"),
    family="train",
    description=QT_TRANSLATE_NOOP("games", "Surround the engine, then grow the lines; every double is a chicken "
                                  "foot that needs three toes. The lowest total wins."),
    players=(2, 3, 4, 5, 6, 7, 8), default_players=4,
    base=_BASE,
    hand_size=_foot_sizes,
    options=_common_options("50") + (
        OptionSpec("centre", QT_TRANSLATE_NOOP("options", "The centre"), "cross", ("cross", "foot"),
                   help=QT_TRANSLATE_NOOP("options", "Four tiles around the engine (one on each side and "
                                          "each end), or six, three on each long side (a double "
                                          "chicken foot), before any other play.")),
    ),
    sets=(9, 6, 12), default_set=9,
    max_players={6: 4},
    state_class=ChickenFootRound,
    table=Table.TRAINS,
    rules_text=QT_TRANSLATE_NOOP("games", "One round for every double, from the highest down: the round's double, "
                    "the engine, lies in the centre. First four tiles must be played around it, "
                    "one on each side and each end, each matching the engine. Then play one "
                    "tile matching any free end. A double is laid across and becomes a chicken "
                    "foot: the next three plays must be its toes, tiles matching it, before any "
                    "other play. With no tile to play, draw one and play it if it fits. The "
                    "round ends when someone plays his last tile, or when nobody can play; "
                    "everyone adds the pips left in his hand (the double blank counts 50). The "
                    "lowest total after the last round wins."),
))
