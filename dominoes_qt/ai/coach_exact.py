"""Every world the mover could be facing, each with the chance the sampler would deal it: an
exact fair value, with no sampling noise, where the position leaves few enough deals
(docs/coach.md, "How sure a grade is").

The coach's worlds come from ``ai/sampling.py``'s :func:`~dominoes_qt.ai.sampling.sample_hands`:
it fills the most constrained slots first, each with a tile drawn uniformly from its admissible
ones (from the tiles not hinted against, with the trust given, when there are some), and
starts again on a dead end or a deal missing a tile its seat must have been dealt.  So the
chance of a deal is the sum over the ways of filling the slots in that order of the product of
each pick's chance, given that the fill succeeded.  :func:`deals` follows the same order and
adds those chances up, merging the partial deals that hold the same tiles, so the mean over
its deals is the mean the sampler converges to.  The boneyard's order is left out: it is
exact only where nothing can be drawn.
"""

from __future__ import annotations

import math

from .inference import Knowledge

#: a partial fill may hold this many times the deals asked for before the count gives up
SPREAD = 4


def slot_odds(choices: int, firm: int, soft: int, trust: float, firm_trust: float
              ) -> dict[int, float]:
    """The chance of each tile of ``choices`` for one slot, as ``sample_hands`` picks it:
    with chance ``firm_trust`` among the tiles not in ``firm`` (if there are some), then with
    chance ``trust`` among those not in ``soft``, then uniformly."""
    cases = [(choices, 1.0)]
    for hint, keep in ((firm, firm_trust), (soft, trust)):
        if not hint:
            continue
        split = []
        for mask, weight in cases:
            preferred = mask & ~hint
            if preferred:
                split.append((preferred, weight * keep))
                split.append((mask, weight * (1.0 - keep)))
            else:
                split.append((mask, weight))
        cases = split
    odds: dict[int, float] = {}
    for mask, weight in cases:
        if weight <= 0.0:
            continue
        share = weight / mask.bit_count()
        while mask:
            low = mask & -mask
            t = low.bit_length() - 1
            odds[t] = odds.get(t, 0.0) + share
            mask ^= low
    return odds


def deals(know: Knowledge, limit: int, trust: float, firm_trust: float
          ) -> list[tuple[list[int], float]] | None:
    """Every deal of the hidden hands ``sample_hands(know, …, trust, firm_trust)`` can
    return, with its chance (the chances add up to 1), in a fixed order; None when there are
    more than ``limit`` of them, when a tile could still be drawn (the boneyard's order would
    count), or when no deal fits the knowledge (the sampler then relaxes it)."""
    if know.boneyard_drawable > 0:
        return None
    order = sorted((slot.bit_count(), seat, i)
                   for seat, own in enumerate(know.slots) for i, slot in enumerate(own))
    n = len(know.slots)
    states: dict[tuple[int, ...], float] = {(0,) * n: 1.0}
    for _free, seat, i in order:
        firm = know.firm[seat][i] if know.firm is not None else 0
        soft = know.soft[seat][i] if know.soft is not None else 0
        slot = know.slots[seat][i]
        grown: dict[tuple[int, ...], float] = {}
        for hands, chance in states.items():
            used = 0
            for h in hands:
                used |= h
            choices = slot & know.unseen & ~used
            if not choices:
                continue                                  # a dead end: the sampler restarts
            for t, odds in slot_odds(choices, firm, soft, trust, firm_trust).items():
                key = hands[:seat] + (hands[seat] | 1 << t,) + hands[seat + 1:]
                grown[key] = grown.get(key, 0.0) + chance * odds
        states = grown
        if len(states) > SPREAD * limit:
            return None
    if know.must:
        states = {h: c for h, c in states.items()
                  if all((h[s] | know.played_by[s]) & mask for s, mask in know.must.items())}
    total = sum(states.values())
    if not states or len(states) > limit or total <= 0.0:
        return None
    return [(list(h), c / total) for h, c in sorted(states.items())]


#: :func:`deal_bound` may be this many times the deals asked for before :func:`deals` is tried
BOUND_SPREAD = 1000


def deal_bound(know: Knowledge) -> int:
    """At most this many deals fit ``know`` (each seat's hand a subset of the tiles it may
    hold), a cheap check before counting them."""
    bound = 1
    for own in know.slots:
        if own:
            possible = 0
            for slot in own:
                possible |= slot
            bound *= math.comb((possible & know.unseen).bit_count(), len(own))
    return bound
