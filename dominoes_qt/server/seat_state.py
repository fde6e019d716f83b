"""A seat's mirror of a network table: the game as one seated person knows it.

The server is authoritative and sends each person a ``table`` message (the game, its options,
the seats) and, after every action, a ``state`` message holding that seat's view.  The table
scene draws a game state and a match, not a view, so a client turns the two messages into a
:class:`SeatMatch` whose hand is the state standing for the view
(:meth:`~dominoes_qt.rules.state.GameState.from_view`): its own tiles real, stand-ins in every
hidden place, the scores, events, Blind Dominoes' reveals and the results as the server sent
them, and once the hand is over every hand as the server revealed it.  It never deals or
applies: a person's move goes to the server, whose next ``state`` makes a new mirror.

Pure Python: the rules, the session and the protocol only (no sockets, no Qt).  A message no
table could send raises ``ProtocolError("bad_field", ...)``.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Mapping, Sequence
from typing import Any

from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.catalogue import Seating, find_game
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.games.blind import BlindHand
from dominoes_qt.rules.games.trains import TrainRound
from dominoes_qt.rules.hand import HandState
from dominoes_qt.rules.match import Match, hand_class_for
from dominoes_qt.rules.settings import Settings
from dominoes_qt.rules.state import GameState, HandResult
from dominoes_qt.rules.tiles import Tile
from dominoes_qt.rules.view import PlayerView, view_differences
from dominoes_qt.session import SEAT_KINDS, GameSetup, SeatSpec

from .protocol import (
    MAX_NAME,
    MAX_SHORT,
    ProtocolError,
    as_list,
    event_from_json,
    result_from_json,
    reveal_from_json,
    view_from_json,
)


def setup_from_table(table: Mapping[str, Any]) -> GameSetup:
    """The ``table`` message as a :class:`GameSetup`: the game, players, set, options and
    the seats (kind, level, name; a name "" is a default the client words itself)."""
    if not isinstance(table, Mapping):
        raise ProtocolError("bad_field", "a table message is an object")
    game_id = table.get("game")
    players = table.get("players")
    set_n = table.get("set")
    options = table.get("options", {})
    seats = table.get("seats")
    if not isinstance(game_id, str) or len(game_id) > MAX_SHORT:
        raise ProtocolError("bad_field", "table: game must be a game's id")
    if type(players) is not int or type(set_n) is not int:
        raise ProtocolError("bad_field", "table: players and set must be whole numbers")
    if not isinstance(options, dict) or not isinstance(seats, list):
        raise ProtocolError("bad_field", "table: options is an object and seats a list")
    try:
        game = find_game(game_id)
    except (KeyError, RulesError):
        raise ProtocolError("bad_field", f"table: no game {game_id!r}") from None
    if game.seating is not Seating.TABLE:
        raise ProtocolError("bad_field", f"table: {game_id} is not played at a table")
    if len(seats) != players:
        raise ProtocolError("bad_field", "table: one seat per player")
    specs = []
    for index, seat in enumerate(seats):
        if not isinstance(seat, dict):
            raise ProtocolError("bad_field", "table: a seat is an object")
        kind, level, name = seat.get("kind"), seat.get("level", ""), seat.get("name", "")
        if kind not in SEAT_KINDS or not isinstance(level, str) or not isinstance(name, str) \
                or len(level) > MAX_SHORT or len(name) > MAX_NAME:
            raise ProtocolError("bad_field", f"table: seat {index} has no kind, level or name")
        specs.append(SeatSpec(kind, level, name))
    setup = GameSetup(game_id, players, set_n, dict(options), seats=tuple(specs))
    try:
        setup.settings()
    except (RulesError, ValueError, TypeError, KeyError) as exc:
        raise ProtocolError("bad_field", f"table: the game cannot be played so: {exc}") from None
    return setup


class SeatMatch(Match):
    """A match as one seat knows it from the server's messages: ``settings``, ``hand`` (the
    stand-in state), ``hand_index``, ``scores``, ``results``, ``is_over``, ``winner_side``,
    ``winner_sides``.  It never deals or plays: :meth:`apply` and :meth:`next_hand` raise,
    the server does both."""

    def __init__(self, settings: Settings, hand: GameState, hand_index: int,
                 scores: Sequence[int], results: Sequence[HandResult],
                 winner_sides: Sequence[int], over: bool) -> None:
        # Match.__init__ deals a hand: a mirror sets what the server says instead
        self.settings = settings
        self.seed = 0
        self.rng = random.Random(0)
        self.explicit_deals = []
        self.first_seat = 0
        self.hand_class = type(hand)
        self.scores = list(scores)
        self.results = list(results)
        self.actions = [(hand_index, act) for _seat, act in hand.history]
        self.deals = [hand.deal]
        self.finished = over
        self._winner_sides = tuple(winner_sides) if over else ()
        self.winner_side = self._winner_sides[0] if len(self._winner_sides) == 1 else None
        self.shared_sides = self._winner_sides if len(self._winner_sides) > 1 else ()
        self.hand = hand
        self._index = hand_index
        self._hand_start = (list(scores), len(results), None)

    @property
    def hand_index(self) -> int:
        return self._index

    @property
    def winner_sides(self) -> tuple[int, ...]:
        return self._winner_sides

    def apply(self, action: Action) -> None:
        raise RulesError("a seat's mirror of a network table does not play: the server does")

    def next_hand(self) -> GameState:
        raise RulesError("a seat's mirror of a network table does not deal: the server does")

    def replay_hand(self, actions: Sequence[Action]) -> Match:
        raise RulesError("a seat's mirror of a network table cannot go back")


def seat_match(table: Mapping[str, Any], state: Mapping[str, Any]) -> SeatMatch:
    """The match as the seat of ``state`` (a ``state`` message) knows it at the table of
    ``table`` (the ``table`` message).  Its hand shows the seat exactly the view the server
    sent (checked: anything else is refused as a ``bad_field``)."""
    settings = setup_from_table(table).settings()
    if not isinstance(state, Mapping):
        raise ProtocolError("bad_field", "a state message is an object")
    seat = state.get("seat")
    index = state.get("hand")
    if type(seat) is not int or not 0 <= seat < settings.players:
        raise ProtocolError("bad_field", "state: seat is not one of the table's")
    if type(index) is not int or index < 0:
        raise ProtocolError("bad_field", "state: hand must be a whole number from 0")
    view = view_from_json(settings, state.get("view"))
    if view.seat != seat:
        raise ProtocolError("bad_field", "state: the view is another seat's")
    results, sheet = _results(state.get("results"), settings)
    scores = _ints(state.get("scores"), "state.scores")
    if tuple(scores) != view.scores:
        raise ProtocolError("bad_field", "state: the scores are not the view's")
    cls = hand_class_for(settings)
    try:
        hand = cls.from_view(view)
    except (RulesError, KeyError, IndexError, ValueError, AssertionError) as exc:
        raise ProtocolError("bad_field", f"state: no hand of this game shows that view: "
                            f"{exc}") from None
    again = hand.view(seat)
    wrong = view_differences(view, again) if isinstance(again, PlayerView) else ["view"]
    if wrong:
        raise ProtocolError("bad_field", f"state: no hand of this game shows that view "
                            f"({', '.join(wrong)})")
    events = state.get("events", [])
    hand.events = [event_from_json(e) for e in as_list(events, "state.events")]
    if isinstance(hand, BlindHand):
        hand.reveals = [reveal_from_json(r) for r in as_list(state.get("reveals", []),
                                                           "state.reveals")]
    if len(results) > index + 1:
        raise ProtocolError("bad_field", "state: more results than hands")
    if len(results) == index + 1:        # this hand is over
        _end(hand, seat, results[index], state.get("revealed"))
    match_scores = sheet[-1] if sheet else [0] * settings.sides
    over = state.get("match_over")
    sides = _ints(state.get("winner_sides", []), "state.winner_sides")
    if not isinstance(over, bool):
        raise ProtocolError("bad_field", "state: match_over must be true or false")
    return SeatMatch(settings, hand, index, match_scores, results, sides, over)


def _end(hand: GameState, seat: int, result: HandResult, revealed: Any) -> None:
    """The hand is over: the server's result, and every hand as it revealed them (the
    boneyard, or the tiles set aside, what is left unseen, lowest first)."""
    hand.result = result
    if revealed is None:
        return
    players = hand.settings.players
    rows = as_list(revealed, "state.revealed")
    if len(rows) != players:
        raise ProtocolError("bad_field", "state.revealed: one hand per seat")
    tiles: list[list[int]] = []
    seen = 0
    for row in rows:
        ids = []
        for text in as_list(row, "state.revealed"):
            if not isinstance(text, str) or len(text) > 8:
                raise ProtocolError("bad_field", "state.revealed: tiles are written like \"6-4\"")
            try:
                t = Tile.parse(text)
            except ValueError as exc:
                raise ProtocolError("bad_field", f"state.revealed: {exc}") from None
            if t.high > hand.settings.set_n or seen >> t.id & 1:
                raise ProtocolError("bad_field", f"state.revealed: {t} cannot be there")
            seen |= 1 << t.id
            ids.append(t.id)
        tiles.append(ids)
    if [len(ids) for ids in tiles] != [hand.hand_size(s) for s in range(players)]:
        raise ProtocolError("bad_field", "state.revealed: the hands are not the view's sizes")
    if hand.owner_sees_hand and sorted(tiles[seat]) != sorted(t.id for t in hand.hand_of(seat)):
        raise ProtocolError("bad_field", "state.revealed: the seat's own hand is not its view's")
    if isinstance(hand, HandState | TrainRound):
        hidden = sum(hand.hands) | sum(1 << t for t in hand.boneyard)
        if seen & ~hidden:
            raise ProtocolError("bad_field", "state.revealed: a tile the seat has seen elsewhere")
        rest = hidden & ~seen
        hand.hands = [sum(1 << t for t in ids) for ids in tiles]
        hand.boneyard = [t for t in range(rest.bit_length()) if rest >> t & 1]
        hand._legal = None
    if isinstance(hand, BlindHand):
        hand.rows = [deque(ids) for ids in tiles]


def _results(value: Any, settings: Settings) -> tuple[list[HandResult], list[list[int]]]:
    results, sheet = [], []
    for item in as_list(value, "state.results"):
        results.append(result_from_json(item))
        scores = _ints(item.get("scores"), "result.scores")
        if len(scores) != settings.sides:
            raise ProtocolError("bad_field", "result.scores: one score per side")
        sheet.append(scores)
    return results, sheet


def _ints(value: Any, where: str) -> list[int]:
    items = as_list(value, where)
    if not all(type(v) is int for v in items):
        raise ProtocolError("bad_field", f"{where} must hold whole numbers")
    return items


__all__ = ["SeatMatch", "seat_match", "setup_from_table"]
