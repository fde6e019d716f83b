"""hard's partnership convention: the rule, its reading, and that reading never rules out the
real deal when the partners keep to it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dominoes_qt.ai import hard, introduce
from dominoes_qt.ai.convention import (
    RULES,
    Signal,
    convention_action,
    convention_play,
    fits_all,
    reads,
    signals_of,
)
from dominoes_qt.rules import Kind, Match, configure
from dominoes_qt.rules.tiles import HIGH, IS_DOUBLE, LOW, PIPS, SUIT, tile_id


def mask(*tiles: tuple[int, int]) -> int:
    out = 0
    for a, b in tiles:
        out |= 1 << tile_id(a, b)
    return out


def test_doubles_go_first_then_the_number_held_most_then_weight() -> None:
    hand = mask((5, 5), (5, 6), (1, 5), (1, 2), (1, 3), (6, 6))
    # a fitting double beats everything; of two, the one whose number we hold more of (5-5
    # leaves 5-6 and 1-5; 6-6 only 5-6), then the heavier
    assert convention_play(hand, 5, 6) == (tile_id(5, 5), 5)
    assert convention_play(mask((5, 5), (6, 6), (5, 1), (6, 1)), 5, 6) == (tile_id(6, 6), 6)
    # without a double: keep open the number we hold most of (1: three tiles left after 5-1)
    assert convention_play(hand & ~mask((5, 5), (6, 6)), 5, 4) == (tile_id(1, 5), 1)
    # the two ends are symmetric
    assert convention_play(hand & ~mask((5, 5), (6, 6)), 4, 5) == (tile_id(1, 5), 1)
    # a tie on the count goes to the heavier tile: 5-6 leaves one 6, 5-4 leaves one 4
    assert convention_play(mask((5, 6), (4, 5), (6, 0), (4, 0)), 5, 2) == (tile_id(5, 6), 6)
    assert convention_play(mask((1, 2)), 5, 6) is None


def shipped_play(hand: int, a: int, b: int) -> tuple[int, int] | None:
    """The fourth round's rule as it was written then: doubles, the number held most, the
    heavier tile."""
    best, choice = None, None
    for t in range(hand.bit_length()):
        if not hand >> t & 1:
            continue
        for end in {a, b}:
            if end in (LOW[t], HIGH[t]):
                v = HIGH[t] if LOW[t] == end else LOW[t]
                key = (IS_DOUBLE[t], (hand & ~(1 << t) & SUIT[v]).bit_count(), PIPS[t], t, v)
                if best is None or key > best:
                    best, choice = key, (t, v)
    return choice


def test_the_default_rule_plays_exactly_as_before() -> None:
    """The shipped budget keeps the fourth round's rule: the same play from every hand."""
    assert hard.DEFAULT_BUDGET.convention_rule == "suit" and hard.Budget().convention_rule == "suit"
    rng = random.Random(38)
    double_six = [tile_id(x, y) for x in range(7) for y in range(x, 7)]
    differs = 0
    for _ in range(4000):
        hand = sum(1 << t for t in rng.sample(double_six, rng.randint(1, 7)))
        a, b = rng.randint(0, 6), rng.randint(0, 6)
        assert convention_play(hand, a, b) == convention_play(hand, a, b, "suit") \
            == shipped_play(hand, a, b)
        differs += convention_play(hand, a, b, "pair") != shipped_play(hand, a, b)
    assert differs > 100                    # the other rules are other rules


def test_the_other_rules_tell_a_second_number_or_a_double() -> None:
    # on 5 | 2: 5-6 and 2-4 each leave one tile of their new number (6-0, 4-0); "suit" takes
    # the heavier 5-6 (open 6 | 2), "pair" the 2-4, keeping open the 5 it holds three of
    hand = mask((5, 6), (2, 4), (6, 0), (4, 0), (5, 1), (5, 3))
    assert convention_play(hand, 5, 2) == (tile_id(5, 6), 6)
    assert convention_play(hand, 5, 2, "pair") == (tile_id(2, 4), 4)
    # "sum" counts both numbers left open: 5-6 opens 6 (6-0) beside 2 (2-4): 2; 2-4 opens 4
    # (4-0) beside 5 (5-6, 5-1, 5-3): 4, the most
    assert convention_play(hand, 5, 2, "sum") == (tile_id(2, 4), 4)
    sig = Signal(seat=2, a=5, b=2, tile=tile_id(2, 4), new_end=4, later=1 << tile_id(2, 4))
    assert reads(sig, hand & ~mask((2, 4)), "pair") and not reads(sig, hand & ~mask((2, 4)))
    with pytest.raises(ValueError, match="convention_rule"):
        hard.Budget(convention_rule="heaviest")
    # "double" opens the 3 of its 3-3 before the 4 it holds two more of
    doubled = mask((5, 3), (3, 3), (5, 4), (4, 0), (4, 1))
    assert convention_play(doubled, 5, 2) == (tile_id(5, 4), 4)
    assert convention_play(doubled, 5, 2, "double") == (tile_id(5, 3), 3)
    # "support" leaves open the number its partner showed: on 5 | 4, 5-6 and 4-2 tie (one 6,
    # one 2 left, one tile of the other open number each); "pair" takes the heavier 5-6, which
    # covers the partner's 5, "support" the 4-2
    tie = mask((5, 6), (4, 2), (6, 0), (2, 0))
    assert convention_play(tie, 5, 4, "pair") == (tile_id(5, 6), 6)
    assert convention_play(tie, 5, 4, "support", ally=5) == (tile_id(2, 4), 2)
    assert convention_play(tie, 5, 4, "support") == convention_play(tie, 5, 4, "pair")
    assert set(RULES) == {"suit", "pair", "sum", "double", "support"}


def test_a_hand_reads_a_signal_only_if_it_would_have_made_that_play() -> None:
    played = tile_id(1, 5)
    sig = Signal(seat=2, a=5, b=4, tile=played, new_end=1, later=1 << played)
    assert reads(sig, mask((1, 2), (1, 3)))             # 5-1 was its only fitting tile
    assert not reads(sig, mask((5, 5), (1, 2)))          # it would have shed the 5-5
    assert not reads(sig, mask((4, 6), (6, 6), (6, 2)))  # 4-6 keeps two 6s open, 5-1 no 1
    assert fits_all((sig,), [0, 0, mask((1, 2)), 0])
    assert not fits_all((sig,), [0, 0, mask((5, 5)), 0])


def convention_hand(seed: int, window: int = 7, rule: str = "suit") -> list:
    """A partnership hand whose every play in the window keeps to the convention (random
    afterwards): the views of each seat along the way, with the hand state."""
    rng = random.Random(seed)
    hand = Match(configure("partnership", 4), seed=seed).hand
    seen = []
    while hand.result is None:
        view = hand.view(hand.turn)
        plays = [a for a in view.legal if a.kind is Kind.PLAY]
        seen.append((view, list(hand.hands)))
        action = convention_action(view, plays, rule) \
            if plays and len(view.history) < window else None
        hand.apply(action or rng.choice(view.legal))
    return seen


@pytest.mark.parametrize("rule", RULES)
@pytest.mark.parametrize("seed", range(12))
def test_reading_partners_never_rules_out_the_real_hands(seed: int, rule: str) -> None:
    """Sender and reader agree: hands dealt by the real deal always explain the signals
    made under the same rule."""
    signalled = 0
    for view, hands in convention_hand(seed, rule=rule):
        signals = signals_of(view, 7)
        signalled += len(signals)
        assert all(hands[sig.seat] & (1 << sig.tile) == 0 for sig in signals)
        assert fits_all(signals, hands, rule)
        assert all(view.settings.side_of(sig.seat) == view.settings.side_of(view.seat)
                   and sig.seat != view.seat for sig in signals)
    assert signalled


def test_signals_are_only_read_in_the_window() -> None:
    views = convention_hand(3)
    last = views[-1][0]
    assert len(signals_of(last, 7)) >= len(signals_of(last, 3)) >= len(signals_of(last, 0)) == 0


@pytest.mark.parametrize("rule", ["suit", "double"])
def test_hard_keeps_to_the_convention_in_partnership_only(rule: str) -> None:
    budget = replace(hard.DEFAULT_BUDGET, convention=7, worlds=8, min_worlds=4, playouts=60,
                     convention_rule=rule)
    player = hard.HardPlayer(1, budget)
    checked = 0
    for seed in range(6):
        for view, _hands in convention_hand(seed, rule=rule):
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if len(plays) > 1 and view.layout.tiles and len(view.history) < 7:
                assert player.choose(view) == convention_action(view, plays, rule)
                checked += 1
    assert checked
    for game, players in (("draw", 2), ("draw", 4), ("cross", 4), ("fives-and-threes", 4)):
        view = Match(configure(game, players), seed=1).hand.view(0)
        assert view.settings.players == players
        assert player._convention(view) == 0, game
    assert player._convention(Match(configure("block", 4), seed=1).hand.view(0)) == 7


def test_only_partners_of_the_same_level_keep_the_convention() -> None:
    """At a table hard signals and reads only a partner that is hard too; with a person (or
    another level) as its partner, or asked for a hint on a person's seat, it searches."""
    budget = replace(hard.DEFAULT_BUDGET, convention=7)
    view = Match(configure("partnership", 4), seed=1).hand.view(0)
    player = hard.HardPlayer(1, budget)
    assert player._convention(view) == 7                  # not told: every partner keeps it
    introduce(player, 0, ["hard", "medium", "hard", "medium"])
    assert player.convention_partners == {2} and player._convention(view) == 7
    introduce(player, 0, ["hard", "hard", "", "hard"])    # our partner (seat 2) is a person
    assert player._convention(view) == 0
    introduce(player, 0, ["", "", "hard", ""])            # a person whose partner is hard
    assert player._convention(view) == 0


def test_the_table_tells_its_computer_players_who_sits_where() -> None:
    """The game window's players are introduced; its Hint, asked for a person's seat (the
    table says "" for every seat then), keeps the convention with nobody."""
    from dominoes_qt.app.controller import _make_player

    player = _make_player("hard", 3, 1, ["", "hard", "", "hard"])
    assert player.convention_partners == {3}
    hint = _make_player("hard", 3, 0, [""] * 4)
    view = Match(configure("partnership", 4), seed=1).hand.view(0)
    assert hint.convention_partners == frozenset() and hint._convention(view) == 0


@pytest.mark.parametrize("rule", ["suit", "support"])
def test_hards_worlds_explain_its_partners_signals(monkeypatch, rule: str) -> None:
    """Past the window, every world hard searches deals its partner a hand that would have
    made the partner's convention plays (and without reading them, many worlds do not)."""
    worlds: list[tuple[tuple, list[int]]] = []
    real_build = hard.build_state

    def spy(view, settings, hands, bone):
        worlds.append((signals_of(view, 7), list(hands)))
        return real_build(view, settings, hands, bone)

    monkeypatch.setattr(hard, "build_state", spy)
    for tries, expect_all in ((1000, True), (0, False)):
        worlds.clear()
        budget = replace(hard.DEFAULT_BUDGET, worlds=12, min_worlds=12, playouts=200,
                         signal_tries=tries, time_limit=60.0, wall_limit=600.0,
                         convention_rule=rule)
        for seed in range(4):
            for view, _hands in convention_hand(seed, rule=rule):
                plays = [a for a in view.legal if a.kind is Kind.PLAY]
                if len(plays) > 1 and 7 <= len(view.history) < 12:
                    hard.HardPlayer(seed, budget).choose(view)
        read = [fits_all(sigs, hands, rule) for sigs, hands in worlds if sigs]
        assert len(read) > 50
        assert all(read) is expect_all
