"""Information-set search below the root (ai/infoset_tree.py) and hard's use of it."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from dominoes_qt.ai import hard
from dominoes_qt.ai.heuristics import rollout_choice
from dominoes_qt.ai.inference import infer
from dominoes_qt.ai.infoset_tree import InfoSetTree, Node
from dominoes_qt.ai.sampling import build_state, sample_hands
from dominoes_qt.rules import DRAW, HandState, Kind, configure, deal


def muggins_after(seed: int, moves: int) -> HandState:
    """A 2-player Muggins hand after ``moves`` random moves (or its end)."""
    settings = configure("muggins", 2)
    rng = random.Random(seed)
    hand = HandState(settings, deal(settings, rng))
    for _ in range(moves):
        if hand.result is not None:
            break
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def drawing_position() -> HandState:
    """A Muggins hand where the seat to act can only draw, with at least two tiles left in
    the boneyard to draw."""
    for seed in range(2000):
        settings = configure("muggins", 2)
        rng = random.Random(seed)
        hand = HandState(settings, deal(settings, rng))
        while hand.result is None:
            acts = hand.legal_actions()
            if acts == [DRAW] and len(hand.boneyard) >= 2:
                return hand
            plays = [a for a in acts if a.kind is Kind.PLAY]
            hand.apply(plays[0] if plays else rng.choice(acts))
    raise AssertionError("no deal made a seat draw")


def test_our_draw_is_seen_with_its_tile_the_others_without() -> None:
    """Two worlds that differ in the boneyard's order: the tile the seat draws keys its
    tree apart, the tile another seat draws does not."""
    hand = drawing_position()
    drawer = hand.turn
    keys = {}
    for observer in (drawer, 1 - drawer):
        seen = set()
        for swap in (False, True):
            world = hand.copy()
            if swap:
                world.boneyard[-1], world.boneyard[-2] = world.boneyard[-2], world.boneyard[-1]
            tree = InfoSetTree(observer, explore=1.0, warm=1)
            seen.add(tree.observe(world, drawer, DRAW))
            assert world.hands[drawer].bit_count() == hand.hands[drawer].bit_count() + 1
        keys[observer] = seen
    assert len(keys[drawer]) == 2
    assert len(keys[1 - drawer]) == 1


def test_a_visited_node_plays_its_best_move_and_tries_new_ones_first() -> None:
    """Warm, a node plays what the rollout policy plays; past ``warm`` visits an untried
    move comes first, then the move with the best mean (exploration small)."""
    hand = next(h for h in (muggins_after(seed, 4) for seed in range(100))
                if h.result is None and len(h._generate()) >= 3)
    acts = hand._generate()
    tree = InfoSetTree(hand.turn, explore=1e-6, warm=5)
    node = Node(visits=4)
    assert tree._pick(node, hand, acts) is rollout_choice(hand, acts)
    node = Node(visits=10, moves={a: [5.0, 5.0 * i] for i, a in enumerate(acts[:-1])})
    assert tree._pick(node, hand, acts) == acts[-1]
    node.moves[acts[-1]] = [5.0, -50.0]
    best = max(acts[:-1], key=lambda a: node.moves[a][1])
    assert tree._pick(node, hand, acts) == best


def test_the_worlds_share_the_tree() -> None:
    """Descents from one position over many sampled worlds meet again at our later
    decisions: some node there is visited enough to choose by its statistics, and every
    descent ends the hand."""
    hand = muggins_after(11, 3)
    view = hand.view(hand.turn)
    know = infer(view)
    rng = random.Random(0)
    tree = InfoSetTree(view.seat, explore=10.0, warm=4)
    legal = [a for a in hand.legal_actions() if a.kind is Kind.PLAY] or hand.legal_actions()
    ends = 0
    for _ in range(200):
        hands, bone = sample_hands(know, rng)
        world = build_state(view, hand.settings, hands, bone)
        root = tree.observe(world, view.seat, legal[0])

        def value(state: HandState) -> float:
            nonlocal ends
            assert state.result is not None
            ends += 1
            return float(state.scores[view.seat] - state.scores[1 - view.seat])

        tree.descend(world, (root,), value)
    assert ends == 200
    assert tree.nodes
    assert max(node.visits for node in tree.nodes.values()) >= tree.warm
    assert all(sum(int(s[0]) for s in node.moves.values()) == node.visits
               for node in tree.nodes.values())


def test_hard_searches_the_tree_only_when_asked(monkeypatch) -> None:
    """Off in the shipped budget; on, hard's play-outs go through the tree and its moves
    are legal and the same for the same seed."""
    assert hard.DEFAULT_BUDGET.infoset is False
    calls: list[int] = []
    real = InfoSetTree.descend

    def spy(self, state, path, value_of):
        calls.append(len(path))
        return real(self, state, path, value_of)

    monkeypatch.setattr(InfoSetTree, "descend", spy)
    for infoset in (False, True):
        calls.clear()
        budget = replace(hard.DEFAULT_BUDGET, infoset=infoset, worlds=12, min_worlds=12,
                         scoring_worlds=12, time_limit=60.0, wall_limit=600.0, exact_nodes=0)
        chosen = []
        for seed in range(6):
            hand = muggins_after(seed, 2)
            if hand.result is not None:
                continue
            view = hand.view(hand.turn)
            first = hard.HardPlayer(seed, budget).choose(view)
            assert first in hand.legal_actions()
            assert hard.HardPlayer(seed, budget).choose(view) == first
            chosen.append(first)
        assert chosen
        assert bool(calls) is infoset


@pytest.mark.parametrize("field", [{"infoset_explore": -0.1}, {"infoset_warm": -1}])
def test_a_negative_tree_setting_is_refused(field) -> None:
    with pytest.raises(ValueError, match="infoset"):
        hard.Budget(infoset=True, **field)
