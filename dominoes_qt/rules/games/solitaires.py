"""The seven one-player solitaires of RULES.md §4 (S1-S7), pure Python.

Written by the GUI helper (9b) as a minimal engine because the rules helper's package had not
appeared by 03:25 UTC; if ``dominoes_qt/rules/solitaire/`` lands, it replaces this module (the
table reads the engine through ``scene/solitaire_layouts/rules_api.py`` only).

Each solitaire is a hand state with the multiplayer surface (``legal_actions``, ``why_illegal``,
``apply``, ``result``, ``turn``, ``history``), so a game is a :class:`GameRecord` like any other:
saved, autosaved, resumed, undone and checked on load by replay.  The deal is the shuffled set
(``deal.hands[0]``); the orientation of each tile "turned face up in place" is drawn from the
deal itself, so a replay reproduces it.

Actions reuse the existing kinds (so the save format needs nothing new):

* ``play(tile)`` (socket -1): Bingo takes the called tile; Matching removes a middle tile;
* ``PLAY tile socket=<partner id>``: Knock-Out, Five Columns and Twelve To Go discard a pair;
  Matching with ``socket=<left id>`` removes a whole triple;
* ``PLAY tile socket=100+c``: Five Columns moves a column's bottom tile to empty column ``c``;
* Patience, Five's the Limit: ordinary plays on the line (``socket`` is the open end);
* ``DRAW``: the next tile from the stock; ``PASS``: Bingo says the next number.
"""

from __future__ import annotations

import random
from typing import Any

from ..actions import DRAW, LEAD, PASS, Action, Kind, play_action
from ..catalogue import GameDef, OptionSpec, register
from ..deal import Deal
from ..hand import HandResult
from ..i18n import QT_TRANSLATE_NOOP, Message
from ..layout import Layout
from ..settings import Lead, Settings, Spinners
from ..tiles import HIGH, LOW, TILES

SET_TILES = 28
COLUMN_SOCKET = 100


def _n(tid: int) -> int:
    return LOW[tid] + HIGH[tid]


def orientations(order: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    """Faces (first, second) of each tile turned up in place: random, fixed by the deal."""
    rng = random.Random(",".join(map(str, order)))
    out = {}
    for t in order:
        lo, hi = LOW[t], HIGH[t]
        out[t] = (lo, hi) if rng.random() < 0.5 else (hi, lo)
    return out


class SolitaireState:
    """Common part: one seat, the deal's order, the end; subclasses say what moves there are."""

    game_id = ""

    def __init__(self, settings: Settings, deal: Deal, scores: Any = None, *,
                 lead_override: int | None = None, validate: bool = True) -> None:
        self.settings = settings
        self.deal = deal
        self.order: tuple[int, ...] = tuple(deal.hands[0]) + tuple(deal.boneyard)
        self.faces = orientations(self.order)
        #: "winnable deals only": True when the solver proved this deal winnable, False when it
        #: gave up at its bound (the deal is then an ordinary random one), None when not asked.
        self.proved_winnable: bool | None = None
        if settings.extra.get("winnable", False):
            self.order, self.proved_winnable = winnable_deal(type(self), settings, self.order)
            self.faces = _BUILT_FACES.get(self.order) or orientations(self.order)
        self.turn = 0
        self.history: list[tuple[int, Action]] = []
        self.events: list[Any] = []
        self.scores = [0]
        self.result: HandResult | None = None
        self.won = False
        self.setup()
        self.check_end()   # a deal with no move at all is lost at once (RULES.md §4 [APP])
        self.check_end()    # a deal with no move at all is lost at once

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

    def prompt(self) -> str:
        return ""

    # common -----------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    def option(self, key: str, default: Any) -> Any:
        return self.settings.extra.get(key, default)

    def triple(self, t: int) -> tuple[int, int, int]:
        return (t, *self.faces[t])

    def legal_actions(self) -> list[Action]:
        return [] if self.result is not None else self.moves()

    def why_illegal(self, action: Action) -> str:
        if self.result is not None:
            return Message(QT_TRANSLATE_NOOP("rules", "The game is over."))
        if action in self.moves():
            return ""
        return self.refusal(action)

    def apply(self, action: Action) -> None:
        from ..errors import IllegalActionError

        if self.result is not None or action not in self.moves():
            raise IllegalActionError(self.why_illegal(action) or "illegal")
        self.history.append((0, action))
        self.do(action)
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
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name, value in self.__dict__.items():
            if isinstance(value, list):
                setattr(other, name, [list(v) if isinstance(v, list) else v for v in value])
            elif isinstance(value, Layout):
                setattr(other, name, value.copy())
        return other

    def hand_of(self, seat: int) -> list[Any]:
        return []

    def hand_size(self, seat: int) -> int:
        return 0

    def view(self, seat: int) -> SolitaireState:
        """What the player may see: a copy whose face-down stock is only a count (its tiles
        are ``None``) and without the deal order, so a computer player given the view cannot
        peek.  Legal actions are the same as on the state."""
        seen = self.copy()
        hidden = set(getattr(self, "stock", ()))
        if hasattr(seen, "stock"):
            seen.stock = [None] * len(self.stock)
        # ``faces`` lists the tiles in the deal's order, which would tell the stock's: the view
        # keeps the faces of the tiles it shows, in tile order
        seen.faces = {t: self.faces[t] for t in sorted(self.faces) if t not in hidden}
        seen.order = ()
        seen.deal = None
        return seen

    # the few PlayerView names the computer players read (one seat, always to act)
    seat = 0

    @property
    def legal(self) -> tuple[Action, ...]:
        return tuple(self.legal_actions())


# -- S1 Bingo -------------------------------------------------------------------------------------

class BingoState(SolitaireState):
    """The count runs along the row; the cursor always rests on a tile whose pips match."""

    game_id = "bingo"

    def setup(self) -> None:
        self.row = list(self.order)
        self.cursor = 0
        self.count = 0
        self.seen: list[tuple[int, int]] = []
        self.dead = False
        self._advance(skip_current=False)

    def _advance(self, skip_current: bool) -> None:
        """Move on to the next tile whose pips equal its number (a whole cycle: dead)."""
        restart = self.option("restart", False)
        steps = 0
        if skip_current:
            self._step(restart)
        while self.row:
            if _n(self.row[self.cursor]) == self.count:
                state = (len(self.row), self.cursor * 13 + self.count)
                if state in self.seen:
                    self.dead = True
                return
            self._step(restart)
            steps += 1
            if steps > 13 * len(self.row) + 13:
                self.dead = True
                return

    def _step(self, restart: bool) -> None:
        self.cursor += 1
        self.count = (self.count + 1) % 13
        if self.cursor >= len(self.row):
            self.cursor = 0
            if restart:
                self.count = 0

    def moves(self) -> list[Action]:
        if not self.row or self.dead:
            return []
        take = play_action(self.row[self.cursor], LEAD, LOW[self.row[self.cursor]])
        if self.option("auto_remove", False):
            return [take]   # "auto-remove": a tile that matches its number must go
        return [take, PASS]

    def do(self, action: Action) -> None:
        if action.kind is Kind.PASS:
            self.seen.append((len(self.row), self.cursor * 13 + self.count))
            self._advance(skip_current=True)
            return
        self.seen = []
        del self.row[self.cursor]
        self.count = (self.count + 1) % 13
        if self.cursor >= len(self.row):
            self.cursor = 0
            if self.option("restart", False):
                self.count = 0
        self._advance(skip_current=False)

    def tiles_left(self) -> int:
        return len(self.row)

    def key(self) -> Any:
        return (tuple(self.row), self.cursor, self.count, tuple(self.seen))

    def refusal(self, action: Action) -> str:
        if action.tile is not None and action.tile.id in self.row:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{tile} is not the tile being called: the count is at {number}."),
                tile=action.tile, number=self.count)
        return super().refusal(action)

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "{number} is called on {tile}: click it to take it, or Space to go on."),
            number=self.count, tile=TILES[self.row[self.cursor]])


# -- S6 Knock-Out ---------------------------------------------------------------------------------

class KnockOutState(SolitaireState):
    game_id = "knock-out"

    def setup(self) -> None:
        self.row = list(self.order)

    def moves(self) -> list[Action]:
        out = []
        row = self.row
        for i in range(len(row) - 1):
            a, b = row[i], row[i + 1]
            if self.faces[a][1] == self.faces[b][0]:
                out.append(play_action(a, b, LOW[a]))
        return out

    def do(self, action: Action) -> None:
        assert action.tile is not None
        i = self.row.index(action.tile.id)
        del self.row[i:i + 2]

    def tiles_left(self) -> int:
        return len(self.row)

    def key(self) -> Any:
        return tuple(self.row)

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag a tile onto its neighbour where the touching halves match."))

    def refusal(self, action: Action) -> str:
        if action.tile is None or action.socket < 0 or action.socket >= SET_TILES:
            return super().refusal(action)
        a, b = action.tile.id, action.socket
        if a not in self.row or b not in self.row:
            return super().refusal(action)
        i, j = sorted((self.row.index(a), self.row.index(b)))
        if j != i + 1:
            return Message(QT_TRANSLATE_NOOP("rules", "{a} and {b} are not neighbours."),
                           a=TILES[a], b=TILES[b])
        left, right = self.row[i], self.row[j]
        return Message(QT_TRANSLATE_NOOP(
            "rules", "The touching halves of {a} and {b} differ ({x} and {y})."),
            a=TILES[left], b=TILES[right], x=self.faces[left][1], y=self.faces[right][0])


# -- S7 Matching ------------------------------------------------------------------------------------

class MatchingState(SolitaireState):
    game_id = "matching"

    def setup(self) -> None:
        self.row = list(self.order[:3])
        self.stock = list(reversed(self.order[3:]))   # drawn from the end

    def _shares(self, a: int, b: int) -> bool:
        return bool(set(self.faces[a]) & set(self.faces[b]))

    def removals(self) -> list[Action]:
        out = []
        row = self.row
        for i in range(1, len(row) - 1):
            left, mid, right = row[i - 1], row[i], row[i + 1]
            if self._shares(left, right):
                out.append(play_action(mid, LEAD, LOW[mid]))
                common = set(self.faces[left]) & set(self.faces[mid]) & set(self.faces[right])
                if common and self.option("triples", True):
                    out.append(play_action(mid, left, LOW[mid]))
        return out

    def moves(self) -> list[Action]:
        out = self.removals()
        if self.stock and (not out or not self.option("mandatory", True)):
            out.append(DRAW)
        return out

    def do(self, action: Action) -> None:
        if action.kind is Kind.DRAW:
            self.row.append(self.stock.pop())
            return
        assert action.tile is not None
        i = self.row.index(action.tile.id)
        if action.socket == LEAD:
            del self.row[i]
        else:
            del self.row[i - 1:i + 2]

    def tiles_left(self) -> int:
        return len(self.row) + len(self.stock)

    def key(self) -> Any:
        return (tuple(self.row), len(self.stock))

    def prompt(self) -> str:
        if self.removals():
            return Message(QT_TRANSLATE_NOOP(
                "rules", "Click a lit tile to take it (drag it onto a neighbour to take all "
                "three when they share a number)."))
        return Message(QT_TRANSLATE_NOOP("rules", "Click the stock for the next tile."))

    def refusal(self, action: Action) -> str:
        if action.kind is Kind.DRAW and self.removals() and self.option("mandatory", True):
            return Message(QT_TRANSLATE_NOOP("rules", "Take the tiles you can first: a tile "
                                             "between two that share a number goes."))
        if action.kind is Kind.DRAW:
            return Message(QT_TRANSLATE_NOOP("rules", "The stock is empty."))
        if action.tile is not None and action.tile.id in self.row:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{tile} can go only when its two neighbours share a number."),
                tile=action.tile)
        return super().refusal(action)


# -- S5 Twelve To Go --------------------------------------------------------------------------------

class TwelveState(SolitaireState):
    game_id = "twelve-to-go"

    def setup(self) -> None:
        k = int(self.option("showing", 6))
        self.showing: list[int | None] = list(self.order[:k])
        self.stock = list(reversed(self.order[k:]))

    def moves(self) -> list[Action]:
        tiles = [t for t in self.showing if t is not None]
        out = []
        for i, a in enumerate(tiles):
            for b in tiles[i + 1:]:
                if _n(a) + _n(b) == 12:
                    out.append(play_action(min(a, b), max(a, b), LOW[min(a, b)]))
        return out

    def do(self, action: Action) -> None:
        assert action.tile is not None
        for t in (action.tile.id, action.socket):
            i = self.showing.index(t)
            self.showing[i] = self.stock.pop() if self.stock else None

    def tiles_left(self) -> int:
        return sum(t is not None for t in self.showing) + len(self.stock)

    def key(self) -> Any:
        return (tuple(sorted(t for t in self.showing if t is not None)), len(self.stock))

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag a tile onto another so that the two total 12."))

    def refusal(self, action: Action) -> str:
        if action.tile is not None and 0 <= action.socket < SET_TILES:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "{a} and {b} total {total}, not 12."), a=action.tile,
                b=TILES[action.socket], total=_n(action.tile.id) + _n(action.socket))
        return super().refusal(action)


# -- S4 Five Columns --------------------------------------------------------------------------------

class FiveColumnsState(SolitaireState):
    game_id = "five-columns"

    def setup(self) -> None:
        r = int(self.option("reserve_size", 3))
        self.reserve = list(self.order[:r])
        rest = self.order[r:]
        self.columns = [list(rest[c::5]) for c in range(5)]

    def available(self) -> list[int]:
        return [c[-1] for c in self.columns if c] + list(self.reserve)

    def moves(self) -> list[Action]:
        avail = self.available()
        out = []
        for i, a in enumerate(avail):
            for b in avail[i + 1:]:
                if _n(a) + _n(b) == 12:
                    out.append(play_action(min(a, b), max(a, b), LOW[min(a, b)]))
        empty = [c for c, col in enumerate(self.columns) if not col]
        for col in self.columns:
            if len(col) > 1:
                for c in empty:
                    out.append(play_action(col[-1], COLUMN_SOCKET + c, LOW[col[-1]]))
        return out

    def _remove(self, t: int) -> None:
        if t in self.reserve:
            self.reserve.remove(t)
            return
        for col in self.columns:
            if col and col[-1] == t:
                col.pop()
                return

    def do(self, action: Action) -> None:
        assert action.tile is not None
        t = action.tile.id
        if action.socket >= COLUMN_SOCKET:
            self._remove(t)
            self.columns[action.socket - COLUMN_SOCKET].append(t)
            return
        self._remove(t)
        self._remove(action.socket)

    def tiles_left(self) -> int:
        return len(self.reserve) + sum(len(c) for c in self.columns)

    def key(self) -> Any:
        return (tuple(sorted(self.reserve)), tuple(sorted(tuple(c) for c in self.columns)))

    def prompt(self) -> str:
        return Message(QT_TRANSLATE_NOOP(
            "rules", "Drag an available tile onto another so that the two total 12 (or a "
            "column's bottom tile onto an empty column)."))

    def refusal(self, action: Action) -> str:
        if action.tile is None:
            return super().refusal(action)
        avail = self.available()
        a = action.tile.id
        if action.socket >= COLUMN_SOCKET:
            return Message(QT_TRANSLATE_NOOP(
                "rules", "Only the bottom tile of a column of two or more moves, to an empty "
                "column."))
        b = action.socket
        for t in (a, b):
            if 0 <= t < SET_TILES and t not in avail:
                return Message(QT_TRANSLATE_NOOP(
                    "rules", "{tile} is covered: only the bottom tile of a column and the "
                    "reserve are available."), tile=TILES[t])
        if 0 <= b < SET_TILES:
            return Message(QT_TRANSLATE_NOOP("rules", "{a} and {b} total {total}, not 12."),
                           a=TILES[a], b=TILES[b], total=_n(a) + _n(b))
        return super().refusal(action)


# -- S2/S3 Patience, Five's the Limit ---------------------------------------------------------------

class PatienceState(SolitaireState):
    game_id = "patience"
    limit = 0

    def setup(self) -> None:
        k = int(self.option("opening", 5))
        self.hand = list(self.order[:k])
        self.stock = list(reversed(self.order[k:]))
        # "spinner doubles": every double opens four ways (RULES.md §4 S2 option, off by default)
        self.layout = Layout(Spinners.ALL if self.option("spinner_doubles", False) else Spinners.NONE)
        self.limit = int(self.option("hand_limit", 0))

    def plays(self) -> list[Action]:
        out = []
        if not self.layout.tiles:
            return [play_action(t, LEAD, LOW[t]) for t in self.hand]
        for t in self.hand:
            for socket, value in self.layout.open.items():
                if value in (LOW[t], HIGH[t]):
                    out.append(play_action(t, socket, value))
        return out

    def may_draw(self) -> bool:
        if not self.stock:
            return False
        if self.limit and len(self.hand) >= self.limit:
            return False
        return not self.plays()

    def moves(self) -> list[Action]:
        out = self.plays()
        if self.may_draw():
            out.append(DRAW)
        return out

    def do(self, action: Action) -> None:
        if action.kind is Kind.DRAW:
            self.hand.append(self.stock.pop())
            return
        assert action.tile is not None
        t = action.tile.id
        self.hand.remove(t)
        if action.socket == LEAD:
            self.layout.place_lead(t)
        else:
            self.layout.attach(t, action.socket, action.touching)

    def tiles_left(self) -> int:
        return len(self.hand) + len(self.stock)

    def key(self) -> Any:
        return (tuple(sorted(self.hand)), tuple(sorted(self.layout.open.values())),
                len(self.stock))

    def hand_of(self, seat: int) -> list[Any]:
        return [TILES[t] for t in self.hand]

    def prompt(self) -> str:
        if not self.layout.tiles:
            return Message(QT_TRANSLATE_NOOP("rules", "Drag a tile from your hand to start "
                                             "the line."))
        if self.plays():
            return Message(QT_TRANSLATE_NOOP("rules", "Drag a tile from your hand onto a lit "
                                             "end."))
        return Message(QT_TRANSLATE_NOOP("rules", "Nothing fits: click the stock to draw."))

    def hand_size(self, seat: int) -> int:
        return len(self.hand)

    def refusal(self, action: Action) -> str:
        if action.kind is Kind.DRAW:
            if not self.stock:
                return Message(QT_TRANSLATE_NOOP("rules", "The stock is empty."))
            if self.plays():
                return Message(QT_TRANSLATE_NOOP("rules", "A tile in your hand fits: play it "
                                                 "before you draw."))
            return Message(QT_TRANSLATE_NOOP("rules", "Your hand is full ({limit} tiles)."),
                           limit=self.limit)
        if action.tile is not None and action.socket in self.layout.open:
            return Message(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end}."),
                           tile=action.tile, end=self.layout.open[action.socket])
        return super().refusal(action)


class FivesLimitState(PatienceState):
    game_id = "fives-the-limit"


# -- the solver ------------------------------------------------------------------------------------

def best_move(state: SolitaireState, budget_s: float = 3.0) -> tuple[Action | None, bool]:
    """(a move on a winning line, True), (None, True) when no line wins from here, or
    (a move, False) if time ran out.  See :mod:`dominoes_qt.rules.solitaire.solver`."""
    from ..solitaire.solver import best_move as solve

    return solve(state, budget_s)


#: Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of
#: the record on any machine reproduces the same deal).
WINNABLE_NODES = 20_000
#: Reshuffles tried before the deal is kept as it is (then it may not be winnable).
WINNABLE_TRIES = 500
#: Positions over all the tries (about 10 s of one core at worst, typically well under 0.1 s):
#: past it the search gives up.
WINNABLE_TOTAL_NODES = 200_000
_winnable_cache: dict[tuple[str, tuple[int, ...]], tuple[tuple[int, ...], bool]] = {}


def solvable(state: SolitaireState, max_nodes: int) -> bool:
    """True when the search proves a win within ``max_nodes`` positions."""
    from ..solitaire.solver import WIN, solve

    return solve(state, max_nodes=max_nodes).status == WIN


def winnable_order(cls: type, settings: Settings, order: tuple[int, ...]) -> tuple[int, ...]:
    """The order of :func:`winnable_deal` alone."""
    return winnable_deal(cls, settings, order)[0]


def winnable_deal(cls: type, settings: Settings,
                  order: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """"Winnable deals only": reshuffle (deterministically from the deal) until the solver
    proves a win within :data:`WINNABLE_NODES` positions; after :data:`WINNABLE_TRIES`
    shuffles or :data:`WINNABLE_TOTAL_NODES` positions in all, the ORIGINAL deal is kept and
    reported as not proved (``False``).  Counts, not clock time, bound it, so a replay of the
    record on any machine makes the same deal.  Cached, since an undo replays the record."""
    from ..solitaire.solver import WIN, solve

    if cls is KnockOutState:
        return knock_out_winnable(order), True
    key = (settings.game_id + repr(sorted(settings.extra.items())), order)
    if key in _winnable_cache:
        return _winnable_cache[key]
    rng = random.Random("winnable:" + ",".join(map(str, order)))
    plain = dict(settings.extra, winnable=False)
    import dataclasses

    plain_settings = dataclasses.replace(settings, extra=plain)
    current = order
    found: tuple[tuple[int, ...], bool] = (order, False)
    total = 0
    for _ in range(WINNABLE_TRIES):
        trial = cls(plain_settings, Deal((current,), ()))
        out = solve(trial, max_nodes=min(WINNABLE_NODES, WINNABLE_TOTAL_NODES - total + 1))
        total += out.nodes
        if out.status == WIN:
            found = (current, True)
            break
        if total >= WINNABLE_TOTAL_NODES:
            break
        shuffled = list(current)
        rng.shuffle(shuffled)
        current = tuple(shuffled)
    _winnable_cache[key] = found
    return found


#: Orientations of the Knock-Out lines built by :func:`knock_out_winnable` (by order).
_BUILT_FACES: dict[tuple[int, ...], dict[int, tuple[int, int]]] = {}


def knock_out_winnable(order: tuple[int, ...]) -> tuple[int, ...]:
    """A winnable Knock-Out line built backwards, deterministically from the deal.

    Hardly any random line can be cleared (see docs/solitaires.md), so reshuffling would
    almost never find one.  Instead the 28 tiles are paired at random so that the two tiles of
    a pair share a number, each pair is turned so that the shared numbers touch, and the pairs
    are inserted one by one at random places of the line.  Knocking the pairs out in the
    reverse order clears the line, so the deal is winnable by construction (proved)."""
    rng = random.Random("knock-out:" + ",".join(map(str, order)))
    while True:
        free = list(order)
        rng.shuffle(free)
        pairs = []
        while free:
            a = free.pop()
            partners = [b for b in free if {LOW[a], HIGH[a]} & {LOW[b], HIGH[b]}]
            if not partners:
                break
            b = rng.choice(partners)
            free.remove(b)
            pairs.append((a, b))
        if not free and len(pairs) * 2 == len(order):
            break
    faces: dict[int, tuple[int, int]] = {}
    line: list[int] = []
    for a, b in pairs:
        x = rng.choice(sorted({LOW[a], HIGH[a]} & {LOW[b], HIGH[b]}))
        faces[a] = (LOW[a] + HIGH[a] - x, x)
        faces[b] = (x, LOW[b] + HIGH[b] - x)
        at = rng.randrange(len(line) + 1)
        line[at:at] = [a, b]
    built = tuple(line)
    _BUILT_FACES[built] = faces
    return built


# -- the catalogue ---------------------------------------------------------------------------------

def _one(players: int, set_n: int) -> int:
    return SET_TILES


_BASE = {"lead": Lead.CHOSEN, "single_hand": True, "mid_hand_target": False}


def _game(cls: type, name: str, description: str, rules_text: str,
          options: tuple[OptionSpec, ...] = ()) -> None:
    winnable = OptionSpec("winnable", QT_TRANSLATE_NOOP("options", "Winnable deals only"), False,
                          help=QT_TRANSLATE_NOOP(
                              "options", "Shuffle again until the solver proves the deal can be "
                              "won. If it cannot find one within a few seconds, you get an "
                              "ordinary deal and are told it is not proved winnable."))
    register(GameDef(cls.game_id, name, "solitaire", description, (1,), 1, dict(_BASE), _one,
                     options + (winnable,), rules_text=rules_text, state_class=cls))


_game(BingoState, QT_TRANSLATE_NOOP("games", "Bingo (solitaire)"),
      QT_TRANSLATE_NOOP("games", "Count 0 to 12 along a row of 28 tiles; take each tile whose "
                        "pips match its number."),
      QT_TRANSLATE_NOOP("games", "All 28 tiles lie face up in one row. Counting from the left, "
                        "each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a "
                        "tile's pips add up to the number it is given you may take it away; the "
                        "next tile gets the next number. At the right end the gaps close and the "
                        "count carries on from the left end. You win when every tile is gone; "
                        "you lose when the count goes all the way round without a tile to "
                        "take."),
      (OptionSpec("restart", QT_TRANSLATE_NOOP("options", "Restart the count at 0 each pass"),
                  False, help=QT_TRANSLATE_NOOP(
                      "options", "Each time the count comes back to the left end of the row it "
                      "starts again at 0 (harder: a pass with no tile taken loses).")),
       OptionSpec("auto_remove", QT_TRANSLATE_NOOP("options", "Take matching tiles "
                                                   "automatically"), False,
                  help=QT_TRANSLATE_NOOP(
                      "options", "A tile whose pips equal the number called is always taken; "
                      "you only watch the count go round.")),))
_game(PatienceState, QT_TRANSLATE_NOOP("games", "Domino Patience"),
      QT_TRANSLATE_NOOP("games", "Build one line from a hand of five, drawing when nothing "
                        "fits; play all 28 tiles."),
      QT_TRANSLATE_NOOP("games", "You hold five tiles; play any one to start the line. Then "
                        "play tiles from your hand onto either end where the numbers match "
                        "(doubles lie crosswise but do not branch). When nothing in your hand "
                        "fits, draw from the stock until you can play. You win when all 28 "
                        "tiles are in the line; you lose when the stock is empty and nothing "
                        "fits."),
      (OptionSpec("opening", QT_TRANSLATE_NOOP("options", "Opening hand"), 5, minimum=1,
                  maximum=10, help=QT_TRANSLATE_NOOP(
                      "options", "How many tiles you hold at the start.")),
       OptionSpec("spinner_doubles", QT_TRANSLATE_NOOP("options", "Spinner doubles"), False,
                  help=QT_TRANSLATE_NOOP(
                      "options", "Every double, once laid, can be built on from all four "
                      "sides.")),))
_game(FivesLimitState, QT_TRANSLATE_NOOP("games", "Five's the Limit"),
      QT_TRANSLATE_NOOP("games", "Patience with never more than five tiles in hand."),
      QT_TRANSLATE_NOOP("games", "Played like Domino Patience, but you may draw only while you "
                        "hold fewer than five tiles: five tiles in hand and none fits is a "
                        "loss, and so is an empty stock with nothing that fits. You win when "
                        "all 28 tiles are in the line."),
      (OptionSpec("opening", QT_TRANSLATE_NOOP("options", "Opening hand"), 5, minimum=1,
                  maximum=5, help=QT_TRANSLATE_NOOP(
                      "options", "How many tiles you hold at the start.")),
       OptionSpec("hand_limit", QT_TRANSLATE_NOOP("options", "Hand limit"), 5, minimum=1,
                  maximum=10, help=QT_TRANSLATE_NOOP(
                      "options", "You may not draw while you hold this many tiles; holding "
                      "this many with none that fits loses."))))
_game(FiveColumnsState, QT_TRANSLATE_NOOP("games", "Five Columns"),
      QT_TRANSLATE_NOOP("games", "Discard pairs totalling 12 from the bottoms of five columns "
                        "and a reserve."),
      QT_TRANSLATE_NOOP("games", "Three tiles form the reserve; the other 25 lie in five "
                        "columns of five. The bottom tile of each column and the reserve tiles "
                        "are available. Discard any two available tiles whose pips total "
                        "exactly 12; the tile above a discarded one becomes available. When a "
                        "column is empty you may move the bottom tile of another column into "
                        "it. You win when all 28 are discarded; you lose when no pair totals 12 "
                        "and no move would uncover a tile."),
      (OptionSpec("reserve_size", QT_TRANSLATE_NOOP("options", "Reserve tiles"), 3, minimum=0,
                  maximum=8, help=QT_TRANSLATE_NOOP(
                      "options", "How many tiles start in the reserve (the rest go into the "
                      "columns).")),))
_game(TwelveState, QT_TRANSLATE_NOOP("games", "Twelve To Go"),
      QT_TRANSLATE_NOOP("games", "Discard pairs totalling 12 from six tiles showing, refilled "
                        "from the stock."),
      QT_TRANSLATE_NOOP("games", "Six tiles are face up; the other 22 are the stock. Discard "
                        "any two showing tiles whose pips total 12; they are replaced from the "
                        "stock while it lasts. You win when all 28 are discarded; you lose when "
                        "no two showing tiles total 12."),
      (OptionSpec("showing", QT_TRANSLATE_NOOP("options", "Tiles showing"), 6, minimum=4,
                  maximum=7, help=QT_TRANSLATE_NOOP(
                      "options", "How many tiles are face up at once (fewer is harder).")),))
_game(KnockOutState, QT_TRANSLATE_NOOP("games", "Knock-Out"),
      QT_TRANSLATE_NOOP("games", "Knock out neighbours whose touching halves match until the "
                        "line is gone."),
      QT_TRANSLATE_NOOP("games", "All 28 tiles lie end to end in one line, each turned face up "
                        "where it lies. When two neighbours touch with the same number you may "
                        "knock both out; the gap closes and their old neighbours now touch. "
                        "Tiles are never turned. You win when the line is gone; you lose when "
                        "no two touching halves match."))
_game(MatchingState, QT_TRANSLATE_NOOP("games", "Matching Numbers"),
      QT_TRANSLATE_NOOP("games", "Take a tile from between two that share a number; deal the "
                        "stock one tile at a time."),
      QT_TRANSLATE_NOOP("games", "Three tiles start a row. When two tiles with exactly one "
                        "tile between them share a number, the middle tile is taken away and "
                        "the row closes up. If three neighbours all share one number you may "
                        "take all three. When nothing can be taken, the next stock tile goes on "
                        "the right end. You win when the stock and the row are both empty; you "
                        "lose when the stock is empty and nothing can be taken."),
      (OptionSpec("mandatory", QT_TRANSLATE_NOOP("options", "Removal before a new tile"), True,
                  help=QT_TRANSLATE_NOOP(
                      "options", "A tile that can be taken must be taken before the next "
                      "tile is dealt; off, you may deal at any time.")),
       OptionSpec("triples", QT_TRANSLATE_NOOP("options", "Allow triple removal"), True,
                  help=QT_TRANSLATE_NOOP(
                      "options", "Three neighbours sharing one number may all be taken at "
                      "once."))))
