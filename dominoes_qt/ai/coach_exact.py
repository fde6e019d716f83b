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
its deals is the mean the sampler converges to (all but the sampler's last resorts after
many failed starts, which skip the "must have been dealt" check or relax a slot: where no
deal fits, the coach samples).  The boneyard's order is left out: it is exact only where
nothing can be drawn.
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
    width = know.unseen.bit_length() + 1
    # a partial deal as one number (seat s's tiles at bits s * width ...), with the tiles it
    # holds and its chance
    states: dict[int, tuple[int, float]] = {0: (0, 1.0)}
    for _free, seat, i in order:
        firm = know.firm[seat][i] if know.firm is not None else 0
        soft = know.soft[seat][i] if know.soft is not None else 0
        slot = know.slots[seat][i] & know.unseen
        shift = seat * width
        grown: dict[int, tuple[int, float]] = {}
        picks: dict[int, list[tuple[int, int, float]]] = {}
        for key, (used, chance) in states.items():
            choices = slot & ~used
            if not choices:
                continue                                  # a dead end: the sampler restarts
            pick = picks.get(choices)
            if pick is None:
                pick = picks[choices] = [
                    (1 << t, 1 << (t + shift), odds)
                    for t, odds in slot_odds(choices, firm, soft, trust, firm_trust).items()]
            for bit, placed, odds in pick:
                bigger = key | placed
                old = grown.get(bigger)
                grown[bigger] = (used | bit,
                                 chance * odds if old is None else old[1] + chance * odds)
        states = grown
        if len(states) > SPREAD * limit:
            return None
    mask = (1 << width) - 1
    found = [([key >> (s * width) & mask for s in range(n)], chance)
             for key, (_used, chance) in states.items()]
    if know.must:
        found = [(h, c) for h, c in found
                 if all((h[s] | know.played_by[s]) & tiles for s, tiles in know.must.items())]
    total = sum(c for _h, c in found)
    if not found or len(found) > limit or total <= 0.0:
        return None
    return [(h, c / total) for h, c in sorted(found)]

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
