"""The engine's small values keep their meaning whatever their representation: a deal, a hand's
result and a score event stay frozen dataclasses that compare by their fields; the hand masks a
dealt hand carries are the tiles of its hands, and never outlive a change of them; the
interned plays are one object per (tile, socket, touching); the inline shuffle deals what
``Random.shuffle`` deals and leaves the generator where it does; the states that stay
interpreted on the compiled engine keep Python's fast attribute reads."""

from __future__ import annotations

import dataclasses
import dis
import importlib
import random
import sys

import pytest

from dominoes_qt.rules import configure
from dominoes_qt.rules.actions import Action, Kind, play_action, play_row
from dominoes_qt.rules.deal import Deal, deal, find_lead
from dominoes_qt.rules.hand import HandState
from dominoes_qt.rules.match import Match
from dominoes_qt.rules.settings import Lead
from dominoes_qt.rules.state import HandResult, ScoreEvent
from dominoes_qt.rules.tiles import TILES, mask_of

deal_module = importlib.import_module("dominoes_qt.rules.deal")


def _dealt() -> Deal:
    return deal(configure("partnership"), random.Random(7))


def test_a_dealt_deal_carries_the_masks_of_its_hands_and_its_lead() -> None:
    settings = configure("partnership")
    d = deal(settings, random.Random(7))
    assert d.masks == tuple(mask_of(h) for h in d.hands)
    assert d.found_lead == (settings, *find_lead(settings, d.masks, None))
    hand = HandState(settings, d)
    assert hand.hands == list(d.masks)
    assert (hand.leader, hand.lead_tile) == find_lead(settings, d.masks, None)


def test_a_deal_played_with_other_settings_finds_its_own_lead() -> None:
    d = deal(configure("partnership"), random.Random(3))
    other = configure("partnership").with_(lead=Lead.HIGH_DOUBLE_ANY)
    hand = HandState(other, d)
    assert hand.lead_tile == -1 and (hand.leader, -1) == find_lead(other, d.masks, None)


def test_a_deal_compares_and_prints_by_its_tiles_not_its_masks() -> None:
    d = _dealt()
    same = Deal(d.hands, d.boneyard, d.leader, d.lot, d.redeals)
    assert same.masks == () and same.found_lead is None
    assert same == d and hash(same) == hash(d) and repr(same) == repr(d)
    assert "masks" not in repr(d) and "found_lead" not in repr(d)


def test_a_deal_changed_by_replace_loses_its_masks() -> None:
    d = _dealt()
    swapped = dataclasses.replace(d, hands=(d.hands[1], d.hands[0], *d.hands[2:]))
    assert swapped.masks == () and swapped.found_lead is None
    hand = HandState(configure("partnership"), swapped)
    assert hand.hands == [mask_of(h) for h in swapped.hands]
    assert (hand.leader, hand.lead_tile) == find_lead(hand.settings, hand.hands, None)


@pytest.mark.parametrize("value", [
    _dealt(),
    HandResult("domino", 1, 1, 12, "out", (0, 3, 5, 4)),
    ScoreEvent(0, 0, 10, "count", "5 + 5 = 10"),
])
def test_the_values_stay_frozen_dataclasses(value: object) -> None:
    name = dataclasses.fields(value)[0].name  # type: ignore[arg-type]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(value, name, None)
    assert dataclasses.replace(value) == value  # type: ignore[type-var]


def test_values_built_by_keyword_or_position_are_equal() -> None:
    by_position = HandResult("blocked", None, None, 0, "tie", (3, 3), 2, ())
    by_keyword = HandResult(reason="blocked", winner_seat=None, winner_side=None, points=0,
                            detail="tie", pips=(3, 3), blocker=2)
    assert by_position == by_keyword and not by_keyword.shared
    assert HandResult("domino", 0, None, 5, "", (0, 0), winner_sides=(0, 1)).shared
    assert ScoreEvent(seat=1, side=1, points=5, reason="count", detail="5") == \
        ScoreEvent(1, 1, 5, "count", "5")


def test_interned_plays_are_one_object_each() -> None:
    a = play_action(27, 8, 6)
    assert a is play_action(27, 8, 6) and play_row(8, 6)[27] is a
    assert a == Action(Kind.PLAY, TILES[27], 8, 6)
    assert play_action(27, 8, 5) is not a and play_action(27, 12, 6) is not a
    with pytest.raises(ValueError):
        play_action(91, 0, 0)


@pytest.mark.parametrize("size", [1, 2, 28, 55, 91])
def test_the_inline_shuffle_is_random_shuffle(size: int) -> None:
    for seed in range(30):
        ours, python = list(range(size)), list(range(size))
        a, b = random.Random(seed), random.Random(seed)
        deal_module._shuffle_inline(a, ours)
        b.shuffle(python)
        assert ours == python and a.getstate() == b.getstate()


def _specialised_reads(state: object, name: str) -> list[str]:
    """The instructions Python ran a loop reading ``state.<name>`` with, once warmed up."""
    namespace: dict[str, object] = {}
    exec(f"def read(s, n):\n    for _ in range(n):\n        s.{name}\n", namespace)
    read = namespace["read"]
    read(state, 2000)  # type: ignore[operator]
    return [i.opname for i in dis.get_instructions(read, adaptive=True)  # type: ignore[arg-type]
            if i.opname.startswith("LOAD_ATTR")]


@pytest.mark.skipif(sys.version_info < (3, 11), reason="no specialising interpreter")
@pytest.mark.parametrize(("game_id", "name"), [("bingo", "row"), ("mexican-train", "placed")])
def test_an_interpreted_state_reads_its_attributes_the_fast_way(game_id: str, name: str) -> None:
    """The train games and the solitaires stay interpreted on the compiled engine: their
    attributes must not fall to Python's generic (slow) path there."""
    hand = Match(configure(game_id), seed=1).hand
    for make in (lambda: hand, hand.copy):      # the hand first: a copy reads its __dict__
        ops = _specialised_reads(make(), name)
        assert ops and all(op != "LOAD_ATTR" and not op.endswith("_ADAPTIVE") for op in ops), ops
