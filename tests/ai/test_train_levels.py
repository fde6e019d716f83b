"""Every computer level plays both train games (RULES.md §9) from a seat's view only."""

from __future__ import annotations

import pytest

from dominoes_qt.ai import make_player, ordered_levels
from dominoes_qt.ai.trains import hard_value, longest_chain
from dominoes_qt.rules import Deal, Kind, Match, Tile, configure, play
from dominoes_qt.rules.games.trains import MexicanTrainRound, TrainView
from dominoes_qt.rules.tiles import set_count, tile_id

LEVELS = [info.id for info in ordered_levels()]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game, players, set_n", [
    ("mexican-train", 4, 12), ("mexican-train", 8, 12), ("mexican-train", 3, 9),
    ("chicken-foot", 4, 9), ("chicken-foot", 2, 6), ("chicken-foot", 6, 12),
])
def test_every_level_plays_a_match(level: str, game: str, players: int, set_n: int) -> None:
    options = {"rounds": 2, "first_turn_run": True} if game == "mexican-train" else {"rounds": 2}
    match = Match(configure(game, players, set_n, options), seed=7)
    bots = [make_player(level if s % 2 == 0 else "random", s) for s in range(players)]
    while not match.is_over:
        hand = match.hand
        while hand.result is None:
            view = hand.view(hand.turn)
            assert isinstance(view, TrainView)
            action = bots[hand.turn].choose(view)
            assert action in view.legal
            match.apply(action)
        if not match.is_over:
            match.next_hand()
    assert len(match.results) == 2


def t(text: str) -> int:
    return Tile.parse(text).id


def test_the_longest_chain_of_a_hand() -> None:
    hand = sum(1 << t(x) for x in ("12-3", "3-5", "5-9", "12-1", "4-4"))
    length, pips, first = longest_chain(12, hand)
    assert length == 3 and first == t("12-3") and pips == 15 + 8 + 14


def _round(hands: list[list[str]], leader: int = 0) -> MexicanTrainRound:
    settings = configure("mexican-train", len(hands), 12)
    used = {t(x) for h in hands for x in h}
    rest = tuple(i for i in range(set_count(12)) if i not in used and i != tile_id(12, 12))
    deal = Deal(tuple(tuple(t(x) for x in h) for h in hands), rest, leader)
    return MexicanTrainRound(settings, deal, validate=False)


def test_hard_keeps_its_chain_for_its_own_train() -> None:
    # 12-3 starts the chain 12-3, 3-5, 5-9 on its own train; 12-11 is the orphan for the
    # Mexican train
    s = _round([["12-3", "3-5", "5-9", "12-11"], ["1-2"], ["2-4"]])
    view = s.view(0)
    best = max((a for a in view.legal if a.kind is Kind.PLAY), key=lambda a: hard_value(view, a))
    assert best == play("12-11", 3, 12)


def test_hard_takes_its_public_train_back() -> None:
    s = _round([["12-3", "12-8"], ["1-2"], ["2-4"]])
    s.public[0] = True
    s.ends[1] = 8
    s.public[1] = True
    view = s.view(0)
    best = max((a for a in view.legal if a.kind is Kind.PLAY), key=lambda a: hard_value(view, a))
    assert best.socket == 0


def test_levels_are_reproducible_from_their_seed() -> None:
    match = Match(configure("chicken-foot", 4, 9), seed=3)
    view = match.hand.view(match.hand.turn)
    for level in LEVELS:
        a = make_player(level, 5).choose(view)
        b = make_player(level, 5).choose(view)
        assert a == b
