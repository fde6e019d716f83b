"""Fair play: a computer player knows only what a person in its seat would know.

The test builds *other* deals that the public record cannot tell apart from the real one: the
tiles this seat has never seen (other hands, boneyard, sleeping tiles) are swapped among
themselves, and the swapped deal is kept only if the engine accepts every action of the real
game's history on it (so every pass, draw and play is still legal — the oracle is the rules
engine itself, not the AI's own inference).  In every such world the seat must be given exactly
the same information, and each level with the same seed must make the same decision.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from dominoes_qt.ai import make_player
from dominoes_qt.ai.hard import Budget, HardPlayer
from dominoes_qt.ai.sampled_ab import SampledAlphaBetaPlayer
from dominoes_qt.rules import Deal, HandState, Kind, Match, PlayerView, Settings, configure
from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.tiles import tiles_of

GAMES = [("block", 2), ("draw", 2), ("draw", 3), ("partnership", 4), ("muggins", 2),
         ("five-up", 3), ("all-sevens", 2), ("bergen", 2), ("block-and-draw", 4),
         ("fives-and-threes", 2)]
LEVELS = ("easy", "medium", "hard", "sampled-ab")


def decide(level: str, view: PlayerView) -> object:
    """The level's decision, the search levels with small budgets (this runs many times)."""
    if level == "hard":
        bot = HardPlayer(7, Budget(worlds=6, min_worlds=2, playouts=40, time_limit=60.0))
    elif level == "sampled-ab":
        bot = SampledAlphaBetaPlayer(7, worlds=3)
    else:
        bot = make_player(level, 7)
    return bot.choose(view)


def public(view: PlayerView) -> tuple[object, ...]:
    """Everything a view carries, with the layout compared by its content."""
    fields = {f.name: getattr(view, f.name) for f in dataclasses.fields(view)}
    layout = fields.pop("layout")
    shape = (tuple(layout.tiles), tuple(layout.parents), tuple(layout.touching),
             tuple(layout.open.items()), tuple(layout.waiting.items()))
    return tuple(sorted((k, repr(v)) for k, v in fields.items())) + (shape,)


def replay(settings: Settings, deal: Deal, history: list[tuple[int, Action]],
           leader: int | None) -> HandState | None:
    """The hand on ``deal`` after ``history``, or None if any action is illegal there."""
    try:
        state = HandState(settings, deal, lead_override=None)
    except RulesError:
        return None
    if state.leader != leader:
        return None
    for seat, action in history:
        if state.turn != seat or action not in state.legal_actions():
            return None
        state.apply(action)
    return state


def swapped(deal: Deal, hidden: list[int], rng: random.Random, swaps: int) -> Deal:
    mapping = {t: t for t in hidden}
    for _ in range(swaps):
        a, b = rng.sample(hidden, 2)
        mapping[a], mapping[b] = mapping[b], mapping[a]

    def m(ids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(mapping.get(t, t) for t in ids)

    return dataclasses.replace(deal, hands=tuple(m(h) for h in deal.hands),
                               boneyard=m(deal.boneyard))


def mid_hand(settings: Settings, seed: int, rng: random.Random,
             moves: tuple[int, int] = (2, 14)) -> tuple[Match, HandState] | None:
    """The first hand of a match of ``settings`` after a few random moves; None when it ended."""
    match = Match(settings, seed=seed)
    hand = match.hand
    assert isinstance(hand, HandState)
    for _ in range(rng.randrange(*moves)):
        if hand.result is not None:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    return None if hand.result is not None else (match, hand)


def unseen_worlds(settings: Settings, match: Match, hand: HandState, rng: random.Random,
                  tries: int, swaps: int | None = None) -> list[HandState]:
    """Hands the seat to act cannot tell from ``hand``: the tiles it never saw swapped among
    themselves, the whole history still legal, and not the same hands and boneyard again."""
    deal = match.deals[0]
    hidden = list(tiles_of(hand.view(hand.turn).unseen_mask))
    out = []
    for _ in range(tries):
        other = swapped(deal, hidden, rng, swaps or rng.randrange(1, 4))
        state = replay(settings, other, list(hand.history), hand.leader)
        if state is None or (state.hands == hand.hands and state.boneyard == hand.boneyard):
            continue
        out.append(state)
    return out


@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_hidden_tiles_never_change_what_a_seat_is_told_or_does(game_id: str,
                                                               players: int) -> None:
    settings = configure(game_id, players)
    rng = random.Random(players * 31 + len(game_id))
    worlds = 0
    for seed in range(30):
        position = mid_hand(settings, seed, rng)
        if position is None:
            continue
        match, hand = position
        seat = hand.turn
        view = hand.view(seat)
        if sum(a.kind is Kind.PLAY for a in view.legal) < 2:
            continue
        expected = public(view)
        choices = {level: decide(level, view) for level in LEVELS}
        for state in unseen_worlds(settings, match, hand, rng, 12):
            again = state.view(seat)
            assert public(again) == expected
            for level in LEVELS:
                assert decide(level, again) == choices[level], level
            worlds += 1
    assert worlds >= 5, f"only {worlds} indistinguishable worlds found"


def test_a_view_holds_no_reference_to_the_hidden_state() -> None:
    match = Match(configure("draw", 2), seed=3)
    hand = match.hand
    view = hand.view(hand.turn)
    for f in dataclasses.fields(view):
        value = getattr(view, f.name)
        assert not isinstance(value, HandState)
    assert view.layout is not hand.layout
    assert all(a.kind is not Kind.DRAW or a.tile is None for _, a in view.history)
