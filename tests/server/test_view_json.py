"""A seat's view as JSON and back (protocol.py): ``view_from_json`` is the exact inverse of
``view_json`` for every multiplayer game, every set and player count the conformance test
plays and random positions; results, events and reveals go both ways too, and anything
malformed is refused as ``bad_field``."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from dominoes_qt.rules.games.blind import BlindHand
from dominoes_qt.rules.state import HandResult, Reveal, ScoreEvent
from dominoes_qt.rules.tiles import Tile
from dominoes_qt.rules.view import view_differences
from dominoes_qt.server.protocol import (
    ProtocolError,
    event_from_json,
    event_json,
    result_from_json,
    result_json,
    reveal_from_json,
    reveal_json,
    view_from_json,
    view_json,
    view_text,
)
from dominoes_qt.server.table import PLAYING, Table, TableOptions
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord
from tests.rules.test_conformance import available_actions, case_id
from tests.rules.test_from_view import TABLE_CASES


def wire(data: Any) -> Any:
    return json.loads(json.dumps(data))


@pytest.mark.parametrize("case", TABLE_CASES, ids=case_id)
def test_the_text_a_table_sends_is_the_views_json_and_its_state_message(
        case: tuple[str, int, int, dict[str, Any]]) -> None:
    """The server encodes the view's lists once per change (``view_text``'s cache, kept by
    the table across hands) and the shared part of the state once: what it sends is every
    seat's ``state_message`` exactly, move after move, hand after hand."""
    game_id, players, set_n, options = case
    setup = GameSetup(game_id, players, set_n, dict(options), seed=11)
    table = Table.create("ABCDEFGHJKMN", setup, TableOptions(), host=0)
    table.phase = PLAYING
    rng = random.Random(11)
    cache: dict[str, Any] = {}
    for _ in range(3):                              # into the next hand, with the same cache
        state = table.record.match.hand
        while True:
            for seat in range(players):
                view = state.view(seat)
                assert json.loads(view_text(view, cache)) == wire(view_json(view))
                assert json.loads(table.state_text(seat)) == wire(table.state_message(seat))
            if state.is_over:
                break
            table._apply(rng.choice(available_actions(state)))
        if table.record.match.is_over:
            break
        table.record.next_hand()
        table.phase = PLAYING
        table.changed()


@pytest.mark.parametrize("case", TABLE_CASES, ids=case_id)
def test_every_view_goes_there_and_back(case: tuple[str, int, int, dict[str, Any]]) -> None:
    game_id, players, set_n, options = case
    record = GameRecord.new(GameSetup(game_id, players, set_n, dict(options), seed=7))
    rng = random.Random(7)
    state = record.match.hand
    settings = state.settings
    while True:
        for seat in range(players):
            view = state.view(seat)
            back = view_from_json(settings, wire(view_json(view)))
            assert not view_differences(view, back), view_differences(view, back)
        for event in state.events:
            assert event_from_json(wire(event_json(event))) == event
        if isinstance(state, BlindHand):
            for reveal in state.reveals:
                assert reveal_from_json(wire(reveal_json(reveal))) == reveal
        if state.is_over:
            break
        record.apply(rng.choice(available_actions(state)))
    result = state.result
    assert result is not None
    data = wire(result_json(result, state.scores))
    assert result_from_json(data) == result and data["scores"] == list(state.scores)


def good_view() -> tuple[Any, dict[str, Any]]:
    record = GameRecord.new(GameSetup("draw", 2, 6, {}, seed=1))
    state = record.match.hand
    for _ in range(6):
        record.apply(state.legal_actions()[0])
    return state.settings, wire(view_json(state.view(state.turn)))


@pytest.mark.parametrize("change", [
    lambda v: v.pop("hand"),
    lambda v: v.update(extra=1),
    lambda v: v.update(hand=["6-7"]),
    lambda v: v.update(hand=["nonsense"]),
    lambda v: v.update(hand_mask=True),
    lambda v: v.update(turn=5),
    lambda v: v.update(hand_sizes=[1, 2, 3]),
    lambda v: v.update(history=[[0, ["fly"]]]),
    lambda v: v.update(history=[[9, ["draw"]]]),
    lambda v: v.update(layout=[["6-6", 3, 6]]),
    lambda v: v.update(layout=[["6-6", -1, 6], ["6-6", 0, 6]]),
    lambda v: v.update(layout=[["6-5", -1, 4]]),
    lambda v: v.update(legal="all"),
    lambda v: v.update(scores=[1.5, 0]),
], ids=range(14))
def test_a_malformed_view_is_refused(change: Any) -> None:
    settings, data = good_view()
    assert view_from_json(settings, data).seat == data["seat"]
    change(data)
    with pytest.raises(ProtocolError) as info:
        view_from_json(settings, data)
    assert info.value.code == "bad_field"


def test_malformed_results_events_and_reveals_are_refused() -> None:
    result = HandResult("blocked", 1, 1, 12, "fewest pips", (3, 5), blocker=0,
                        winner_sides=(1,))
    assert result_from_json(wire(result_json(result, [0, 12]))) == result
    for bad in ({}, {**result_json(result, [0, 12]), "pips": "many"},
                {**result_json(result, [0, 12]), "winner_seat": "me"}, []):
        with pytest.raises(ProtocolError):
            result_from_json(bad)
    event = ScoreEvent(0, 0, 10, "count", "6 + 4 = 10")
    with pytest.raises(ProtocolError):
        event_from_json({**event_json(event), "points": None})
    reveal = Reveal(1, Tile.parse("6-6"), "back face up")
    assert reveal_from_json(wire(reveal_json(reveal))) == reveal
    for bad in ({**reveal_json(reveal), "outcome": "lost"}, {**reveal_json(reveal), "tile": 6}):
        with pytest.raises(ProtocolError):
            reveal_from_json(bad)
