"""Replay this deal: the same tiles again, in the same seat or another, and what ``hard``
would have made of them (duplicate style, as bridge clubs compare tables).

A deal is replayed as the first hand of a new game dealt explicitly (``GameSetup.deals``), the
person moved to the seat asked for and every other seat as it was, so each seat gets exactly
the tiles it had.  A hand is measured by its *margin*: the points the seat's side gained in the
hand minus the other sides' average (the coach's currency, docs/coach.md).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ..rules.match import Match
from ..rules.settings import Settings
from ..session import COMPUTER, HUMAN, GameSetup, SeatSpec

#: Most actions a replayed hand may take (a hand always ends long before).
MAX_ACTIONS = 2000


def replay_setup(record: Any, hand: int, seat: int) -> GameSetup:
    """A new game whose first hand is hand ``hand`` of ``record`` dealt again, with the
    person (the record's first human seat) in ``seat`` and the others' places kept."""
    setup: GameSetup = record.setup
    seats = list(setup.seats) or [SeatSpec(HUMAN)] + [SeatSpec(COMPUTER, "medium")] * (
        setup.players - 1)
    humans = [i for i, s in enumerate(seats) if s.kind == HUMAN]
    if humans and humans[0] != seat:
        me = humans[0]
        seats[me], seats[seat] = seats[seat], seats[me]
    deal = record.match.deals[hand]
    return dataclasses.replace(setup, seats=tuple(seats), deals=(deal,),
                               seed=_seed(setup, hand))


def _seed(setup: GameSetup, hand: int) -> int:
    return ((setup.seed or 0) * 31 + hand + 1) % (2 ** 63)


def margin(settings: Settings, seat: int, before: Sequence[int], after: Sequence[int]) -> float:
    """The points ``seat``'s side gained between the scores ``before`` and ``after`` minus
    the other sides' average."""
    side = settings.side_of(seat)
    gains = [now - then for now, then in zip(after, before, strict=True)]
    others = [g for i, g in enumerate(gains) if i != side]
    return gains[side] - (sum(others) / len(others) if others else 0.0)


def hand_margin(record: Any, hand: int, seat: int) -> float:
    """The margin ``seat`` had in hand ``hand`` of ``record`` (a hand that is over)."""
    settings = record.setup.settings()
    if hand >= len(record.match.results):
        raise ValueError(f"hand {hand + 1} is not over")
    before = record.scores_after(hand - 1) if hand else [0] * settings.sides
    return margin(settings, seat, before, record.scores_after(hand))


def hard_margin(record: Any, hand: int, seat: int, seed: int = 0) -> float:
    """What ``hard`` would have made of ``seat``'s tiles in hand ``hand``: the hand dealt
    again with ``hard`` in that seat and the other seats' computer levels as they were
    (``hard`` for a person's seat), played to its end; its margin."""
    from . import introduce, make_player  # the levels register on import

    setup: GameSetup = record.setup
    settings = setup.settings()
    match = Match(settings, seed, [record.match.deals[hand]], first_seat=setup.first_seat,
                  hand_class=record.match.hand_class)
    seats = list(setup.seats)
    levels = []
    for i in range(setup.players):
        spec = seats[i] if i < len(seats) else SeatSpec(COMPUTER, "medium")
        levels.append("hard" if i == seat or spec.kind != COMPUTER else spec.level)
    players = [make_player(level, seed * 10 + i) for i, level in enumerate(levels)]
    for i, bot in enumerate(players):
        introduce(bot, i, levels)
    state = match.hand
    before = list(state.scores)
    for _ in range(MAX_ACTIONS):
        if state.result is not None:
            break
        if match.auto_declare(range(setup.players)) is not None:
            continue
        view = state.view(state.turn)
        match.apply(players[state.turn].choose(view))
    return margin(settings, seat, before, state.scores)
