"""A seat's stand-in state (``GameState.from_view``): built from nothing but the seat's view,
it shows the seat the same view and answers the seat's questions as the true state does.

For every multiplayer game of the catalogue, every set and player count the conformance test
plays (its cases), random positions and every seat (two of them with many seats): the
stand-in's view equals the true view field by field (the layout by its tiles and ends), every
hand and the boneyard hold as many tiles, the open ends and the in-hand scores are the same,
the legal actions are the view's on the seat's turn and a few illegal actions are refused in
the same words.  A network client draws exactly this state (``server/seat_state.py``).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from dominoes_qt.rules import find_game
from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.catalogue import Seating
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.games.blind import BlindHand
from dominoes_qt.rules.hand import HandState
from dominoes_qt.rules.state import GameState
from dominoes_qt.rules.view import view_differences
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord

from .test_conformance import CASES, available_actions, candidate_actions, case_id

TABLE_CASES = [c for c in CASES if find_game(c[0]).seating is Seating.TABLE]
SEEDS = (0, 1, 2)


def hidden_count(state: GameState) -> int:
    return len(state.boneyard) if isinstance(state, HandState | BlindHand) else len(
        getattr(state, "boneyard", ()))


def check_seat(state: GameState, seat: int, rng: random.Random) -> None:
    view = state.view(seat)
    mirror = type(state).from_view(view)
    again = mirror.view(seat)
    assert not view_differences(view, again), view_differences(view, again)
    players = state.settings.players
    assert [mirror.hand_size(s) for s in range(players)] == [
        state.hand_size(s) for s in range(players)]
    assert hidden_count(mirror) == hidden_count(state)
    assert mirror.open_ends() == state.open_ends()
    assert mirror.out_of_turn_actions(seat) == state.out_of_turn_actions(seat)
    assert {*(t.id for t in mirror.hand_of(seat))} == {*(t.id for t in state.hand_of(seat))} \
        or not state.owner_sees_hand
    if state.is_over:
        return
    assert mirror.events == state.events
    if state.turn != seat:
        return
    assert mirror.legal_actions() == state.legal_actions() == list(view.legal)
    picks = candidate_actions(state, rng, 6) + [Action(Kind.DECLARE, seat=seat, points=5),
                                                 Action(Kind.MUGGINS, seat=seat)]
    for action in picks:
        if action in state.legal_actions() or action in state.out_of_turn_actions(seat):
            continue
        assert str(mirror.why_illegal(action)) == str(state.why_illegal(action)), action


@pytest.mark.parametrize("case", TABLE_CASES, ids=case_id)
def test_the_stand_in_shows_the_seat_its_own_view(case: tuple[str, int, int, dict[str, Any]]
                                                  ) -> None:
    game_id, players, set_n, options = case
    for seed in SEEDS:
        record = GameRecord.new(GameSetup(game_id, players, set_n, dict(options), seed=seed))
        rng = random.Random(seed)
        for hand_no in range(2):
            state = record.match.hand
            steps = 0
            while True:
                seats = range(players) if players <= 4 else (state.turn, rng.randrange(players))
                for seat in seats:
                    check_seat(state, seat, rng)
                if state.is_over:
                    break
                record.apply(rng.choice(available_actions(state)))
                steps += 1
            if record.match.is_over or hand_no == 1:
                break
            record.next_hand()


def test_a_view_no_hand_could_show_is_refused() -> None:
    record = GameRecord.new(GameSetup("draw", 2, 6, {}, seed=3))
    view = record.match.hand.view(0)
    import dataclasses

    with pytest.raises(RulesError):
        HandState.from_view(dataclasses.replace(view, hand_sizes=(7, 7, 7)))
    with pytest.raises(RulesError):
        HandState.from_view(dataclasses.replace(view, boneyard_size=40))
    with pytest.raises(RulesError):
        HandState.from_view(dataclasses.replace(view, hand_sizes=(6, 7)))
