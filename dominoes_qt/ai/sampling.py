"""Determinization: sample a complete deal consistent with what a seat knows, and build the
engine state a play-out can run on.

The sampler fills the most constrained slots first, each with a uniformly chosen admissible
tile, and restarts on a dead end; the unassigned unseen tiles become the boneyard in random
order (the engine draws from its end).  After a few failed restarts it relaxes the slot that
could not be filled, so a decision is always made even if the public history was unusual.
"""

from __future__ import annotations

import random

from ..rules.hand import HandState
from ..rules.settings import Settings
from ..rules.tiles import tiles_of
from ..rules.view import PlayerView
from .inference import Knowledge

RESTARTS = 20
#: How often a slot takes a tile its seat's earlier plays make unlikely, when it has a choice.
SOFT_TRUST = 0.85


def sample_hands(know: Knowledge, rng: random.Random, trust: float = SOFT_TRUST,
                 firm_trust: float = SOFT_TRUST) -> tuple[list[int], list[int]]:
    """Hidden hands (masks, our own seat left 0) and a boneyard list for one sampled world.

    A slot avoids its ``soft`` hinted tiles with probability ``trust`` and its ``firm`` ones
    with probability ``firm_trust``, when it has another choice."""
    order: list[tuple[int, int, int]] = []   # (freedom, seat, slot index)
    for seat, own in enumerate(know.slots):
        for i, slot in enumerate(own):
            order.append((slot.bit_count(), seat, i))
    order.sort()
    n = len(know.slots)
    soft = know.soft
    firm = know.firm
    for attempt in range(RESTARTS + 1):
        relax = attempt == RESTARTS
        left = know.unseen
        hands = [0] * n
        ok = True
        for _free, seat, i in order:
            choices = know.slots[seat][i] & left
            if not choices:
                if not relax:
                    ok = False
                    break
                choices = left
                if not choices:
                    break
            if firm is not None and firm[seat][i]:
                preferred = choices & ~firm[seat][i]
                if preferred and rng.random() < firm_trust:
                    choices = preferred
            if soft is not None and soft[seat][i]:
                preferred = choices & ~soft[seat][i]
                if preferred and rng.random() < trust:
                    choices = preferred
            t = _pick(choices, rng)
            hands[seat] |= 1 << t
            left &= ~(1 << t)
        if ok and know.must and not relax and attempt < RESTARTS - 1:
            for seat, mask in know.must.items():
                if not (hands[seat] | know.played_by[seat]) & mask:
                    ok = False
        if ok:
            bone = list(tiles_of(left))
            rng.shuffle(bone)
            return hands, bone
    raise AssertionError("unreachable: the relaxed attempt always succeeds")


def _pick(mask: int, rng: random.Random) -> int:
    k = rng.randrange(mask.bit_count())
    while True:
        low = mask & -mask
        if not k:
            return low.bit_length() - 1
        mask ^= low
        k -= 1


def build_state(view: PlayerView, settings: Settings, hands: list[int],
                boneyard: list[int]) -> HandState:
    """An engine state for the sampled world: the view's public position with these hands
    (``HandState.world``, the one way a state is built from a view; our own seat's hand is
    the view's).  ``settings`` may differ from the view's (the play-outs score Muggins
    automatically); the history is left out: play-outs never read it."""
    full = [list(tiles_of(h)) for h in hands]
    full[view.seat] = list(tiles_of(view.hand_mask))
    return HandState.world(view, full, boneyard, settings=settings, keep_history=False)
