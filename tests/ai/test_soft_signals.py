"""hard's soft signals past the convention window (``Budget.soft_signals``, the seventh round
of docs/ai.md): of its searched moves nearly as good as the best it plays the one the
convention prefers, and it reads its partner's later plays as soft evidence that never rules
out the real deal."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dominoes_qt.ai import hard
from dominoes_qt.ai.convention import (
    convention_action,
    convention_play,
    fits_all,
    signals_of,
    unexplained,
)
from dominoes_qt.ai.inference import infer
from dominoes_qt.ai.levels import ranked_plays
from dominoes_qt.ai.sampling import sample_hands
from dominoes_qt.rules import Action, HandState, Kind, Match, PlayerView, configure
from dominoes_qt.rules.tiles import tile_id

from .test_convention import mask

#: Small enough for whole hands in a test, large enough that the search sees near ties.
QUICK = replace(hard.DEFAULT_BUDGET, worlds=12, min_worlds=8, playouts=120, time_limit=60.0,
                wall_limit=600.0)
SOFT = replace(QUICK, soft_signals=True, soft_margin=1.0, soft_keep=0.3)


def test_the_conventions_order_restricted_to_some_plays() -> None:
    hand = mask((5, 5), (5, 6), (1, 5), (1, 2), (1, 3))
    assert convention_play(hand, 5, 4) == (tile_id(5, 5), 5)       # the double first
    # without the double among the choices: 5-1 keeps open the 1 it holds two more of
    some = frozenset({(tile_id(5, 6), 6), (tile_id(1, 5), 1)})
    assert convention_play(hand, 5, 4, allowed=some) == (tile_id(1, 5), 1)
    assert convention_play(hand, 5, 4, allowed=frozenset({(tile_id(5, 6), 6)})) \
        == (tile_id(5, 6), 6)
    assert convention_play(hand, 5, 4, allowed=frozenset()) is None
    # a tile that fits both ends is two plays: opening the 4 of the 4-4 it keeps is
    # preferred, but only an allowed play is taken
    both = frozenset({(tile_id(4, 5), 4), (tile_id(4, 5), 5)})
    assert convention_play(mask((5, 4), (4, 4), (1, 1)), 5, 4, allowed=both) \
        == (tile_id(4, 5), 4)
    assert convention_play(mask((5, 4), (4, 4), (1, 1)), 5, 4, allowed=frozenset(
        {(tile_id(4, 5), 5)})) == (tile_id(4, 5), 5)


def hand_after(seed: int, moves: int, window: int = 7) -> HandState:
    """A Partnership hand whose window was played by the convention, then ``moves`` random
    moves in all."""
    rng = random.Random(seed)
    hand = Match(configure("partnership", 4), seed=seed).hand
    while hand.result is None and len(hand.history) < moves:
        view = hand.view(hand.turn)
        plays = [a for a in view.legal if a.kind is Kind.PLAY]
        action = convention_action(view, plays) \
            if plays and len(view.history) < window else None
        hand.apply(action or rng.choice(view.legal))
    return hand


def choices(seeds: range, moves: int, spread: int = 1) -> list[tuple[int, PlayerView,
                                                                  list[Action]]]:
    """(seed, view, plays) of the hands after ``moves`` (+ seed % ``spread``) moves where the
    seat to play has a choice of plays."""
    out = []
    for seed in seeds:
        hand = hand_after(seed, moves + seed % spread)
        if hand.result is None:
            view = hand.view(hand.turn)
            plays = [a for a in view.legal if a.kind is Kind.PLAY]
            if len(plays) > 1:
                out.append((seed, view, plays))
    return out


def test_convention_action_among_plays_picks_from_them_only() -> None:
    checked = 0
    for _seed, view, plays in choices(range(20), 9):
        whole = convention_action(view, plays)
        assert whole is not None and convention_action(view, plays, among=True) == whole
        # (two sockets on the same open number make the same play)
        rest = [a for a in plays if (a.tile, a.touching) != (whole.tile, whole.touching)]
        if not rest:
            continue
        assert convention_action(view, rest) is None      # its own choice is not offered
        assert convention_action(view, rest, among=True) in rest
        assert convention_action(view, [rest[0]], among=True) == rest[0]
        checked += 1
    assert checked >= 5


def test_near_best_compares_on_the_worlds_both_were_valued_in() -> None:
    best = [6.0, 2.0, 4.0, 8.0]
    samples = [best,
               [4.5, 1.0],                 # dropped after two worlds: 1.25 behind on them
               [6.0, 2.0, 3.5, 7.5],       # 0.5 behind
               [],                         # never valued
               [7.0, 2.0, 4.0]]            # ahead on its three worlds
    assert hard.near_best(samples, 0, 1.0) == [0, 2, 4]
    assert hard.near_best(samples, 0, 2.0) == [0, 1, 2, 4]
    assert hard.near_best(samples, 0, 0.0) == [0, 4]


def test_the_switch_is_off_in_the_shipped_budget_and_keeps_the_truth_possible() -> None:
    assert hard.DEFAULT_BUDGET.soft_signals is False and hard.Budget().soft_signals is False
    with pytest.raises(ValueError, match="soft_keep"):
        hard.Budget(soft_keep=0.0)
    with pytest.raises(ValueError, match="soft_margin"):
        hard.Budget(soft_margin=-1.0)


def test_the_switch_off_changes_no_move(monkeypatch) -> None:
    """Off, hard never reads a soft signal nor reorders its near ties (any call would raise),
    so it plays exactly as before, whatever the soft settings; on, some moves change."""
    views = [(seed, view) for seed, view, _plays in choices(range(14), 9, 6)]
    assert len(views) >= 8
    off = [hard.HardPlayer(seed, QUICK).choose(view) for seed, view in views]

    def boom(*_args, **_kwargs):
        raise AssertionError("soft signals read with the switch off")

    with monkeypatch.context() as patch:
        patch.setattr(hard, "unexplained", boom)
        patch.setattr(hard, "near_best", boom)
        for budget in (QUICK, replace(QUICK, soft_margin=5.0, soft_keep=0.9)):
            assert [hard.HardPlayer(seed, budget).choose(view) for seed, view in views] == off
    wide = replace(SOFT, soft_margin=20.0)
    assert [hard.HardPlayer(seed, wide).choose(view) for seed, view in views] != off


def test_past_the_window_hard_plays_the_conventions_choice_among_near_ties(
        monkeypatch) -> None:
    near_sets: list[list[int]] = []
    bests: list[int] = []
    real = hard.near_best

    def spy(samples, best, margin):
        bests.append(best)
        near_sets.append(real(samples, best, margin))
        return near_sets[-1]

    monkeypatch.setattr(hard, "near_best", spy)
    differs = 0
    for seed, view, plays in choices(range(16), 8, 5):
        player = hard.HardPlayer(seed, SOFT)
        near_sets.clear()
        bests.clear()
        move = player.choose(view)
        assert len(near_sets) == 1
        order = ranked_plays(view, plays)
        near = [order[i] for i in near_sets[0]]
        expect = convention_action(view, near, among=True) if len(near) > 1 else near[0]
        assert move == expect
        assert bests[0] in near_sets[0]
        differs += move != order[bests[0]]
    assert differs


def soft_hand(seed: int) -> list[tuple]:
    """A Partnership hand of four hard players sending soft signals: every view along the
    way, with the real hands."""
    hand = Match(configure("partnership", 4), seed=seed).hand
    players = [hard.HardPlayer(seed * 4 + s, SOFT) for s in range(4)]
    seen = []
    while hand.result is None:
        view = hand.view(hand.turn)
        seen.append((view, list(hand.hands)))
        hand.apply(players[hand.turn].choose(view))
    return seen


@pytest.mark.parametrize("seed", range(3))
def test_the_soft_reading_never_rules_out_the_real_hands(seed: int) -> None:
    """Among hard players sending soft signals, the real deal always passes the window's
    signals and is kept for the soft ones with a chance of at least soft_keep to the power of
    the plays it misses (above 0: the sender kept the convention only on near ties)."""
    player = hard.HardPlayer(seed, SOFT)
    soft_read = 0
    for view, hands in soft_hand(seed):
        assert fits_all(signals_of(view, 7), hands)
        soft = signals_of(view, len(view.history), 7)
        if not soft:
            continue
        misses = unexplained(soft, hands)
        assert SOFT.soft_keep ** misses > 0.0
        assert player._keeps(soft, hands, SOFT.soft_keep ** misses - 1e-12)
        assert player._keeps(soft, hands, 0.999999) is (misses == 0)
        soft_read += len(soft)
    assert soft_read > 5


def test_a_partner_keeping_the_convention_throughout_is_always_explained() -> None:
    """A partner whose every play is the convention's is explained by its real hand at every
    later move, while hands sampled from the public record often are not."""
    rng = random.Random(5)
    checked = sampled_misses = 0
    for seed in range(6):
        hand = hand_after(seed, 28, window=28)
        for move in range(8, len(hand.history)):
            partial = Match(configure("partnership", 4), seed=seed).hand
            for _seat, act in hand.history[:move]:
                partial.apply(act)
            view = partial.view(partial.turn)
            soft = signals_of(view, len(view.history), 7)
            assert unexplained(soft, list(partial.hands)) == 0
            checked += len(soft)
            know = infer(view, soft=True, partner=False, opening=7)
            sampled_misses += unexplained(soft, sample_hands(know, rng, 0.85, 1.0)[0])
    assert checked > 20 and sampled_misses > checked // 10


def test_the_soft_signal_tool_counts_what_a_play_tells() -> None:
    """tools/soft_signal_bits.py: on a hand of four soft-signalling hard players it counts
    searched moves and read plays, its shares are shares, and it leaves hard as it was."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "soft_signal_bits.py"
    spec = importlib.util.spec_from_file_location("soft_signal_bits", path)
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    before = hard.near_best
    r = tool.measure(1.0, 1, 1000, 4)
    assert hard.near_best is before
    assert r["searched"] > 0 and r["read"] > 0
    assert all(0.0 <= r[k] <= 1.0 for k in ("tied", "changed", "real", "sampled"))
    assert r["bits"] >= 0.0
