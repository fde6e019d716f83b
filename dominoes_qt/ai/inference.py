"""What a seat can deduce about the hidden tiles from public information alone.

Each other seat's hand is modelled as *slots*, one per tile it holds, each with the mask of the
tiles it could be.  Replaying the public history of a :class:`PlayerView`:

* the deal gives every seat its initial slots; a lead forced by "highest double leads" proves
  nobody was dealt a higher double (lowest double: no lower one);
* a pass, or a draw that was not voluntary, proves the seat held nothing that fitted the open
  ends *at that moment*, so every slot it holds then loses those tiles — tiles drawn later get
  new, unconstrained slots (and with draw-until-playable each drawn tile that did not end the
  sequence was unplayable too, which the next draw's constraint records);
* a play removes the most constrained slot that allows the tile.  Constraints only accumulate,
  so older slots are always at least as constrained as newer ones, and removing the oldest
  admissible slot never invents a constraint the real hand might break.

The result feeds the ``hard`` level's deal sampler and the ``medium`` level's "which suits has
this opponent shown it lacks" reasoning.  Only the view is read: nothing hidden leaks in.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.actions import Action, Kind, play_action
from ..rules.hand import SUM7, WILD_MASK
from ..rules.layout import Layout
from ..rules.settings import DrawPolicy, InHandScoring, Lead, Matching, Settings
from ..rules.tiles import DOUBLE_MASK, PIPS, SUIT, full_set_mask, tile_id
from ..rules.view import PlayerView
from .plays import play_points_after

#: Soft hints also mark tiles this many pips heavier than a play that scored no less (players
#: shed heavy tiles first); None: only better scores are hinted.
HEAVY_MARGIN: int | None = 3


@dataclass
class Knowledge:
    """Public knowledge of one seat: slot masks of every other seat, sizes and unseen tiles."""

    seat: int
    slots: list[list[int]]          # per seat, oldest first; empty for our own seat
    hand_sizes: tuple[int, ...]
    boneyard_size: int
    boneyard_drawable: int
    unseen: int                     # mask: other hands + boneyard (incl. sleeping tiles)
    consistent: bool = True         # False when the history could not be explained exactly
    #: per seat and slot, tiles that are *unlikely* there: in a scoring game the seat made a
    #: play that scored less than this tile would have (people rarely skip a better score)
    soft: list[list[int]] | None = None
    #: seat -> tiles of which it was dealt at least one (it led by holding the highest double)
    must: dict[int, int] | None = None
    #: per seat, the tiles it has played (a dealt "must" tile may be among them)
    played_by: tuple[int, ...] = ()
    #: per seat and slot, tiles made unlikely by the seat's plays in the opening (``infer``'s
    #: ``opening``): firmer hints than ``soft``, trusted separately by the sampler
    firm: list[list[int]] | None = None

    @property
    def unseen_count(self) -> int:
        return self.unseen.bit_count()

    def possible(self, seat: int) -> int:
        """Mask of the tiles ``seat`` may hold now."""
        m = 0
        for slot in self.slots[seat]:
            m |= slot
        return m

    def stuck(self, seat: int, fits: int) -> bool:
        """True when ``seat`` provably holds no tile of ``fits`` (it may still draw one)."""
        slots = self.slots[seat]
        if not slots:
            return False
        return all(not (slot & fits) for slot in slots)

    def lacks(self, seat: int) -> set[int]:
        """Numbers ``seat`` provably holds none of."""
        have = self.possible(seat)
        return {v for v in range(len(SUIT)) if not have & SUIT[v]}


def playable_mask(settings: Settings, layout: Layout) -> int:
    """Tiles that fit some enabled open end of ``layout`` (the engine's own rule)."""
    m = 0
    if settings.matching is Matching.SUM7:
        for v in layout.open.values():
            m |= SUM7[v]
        return m | WILD_MASK if layout.open else m
    for v in set(layout.open.values()):
        m |= SUIT[v]
    return m


def _lead_exclusion(view: PlayerView, lead_tile: int) -> int:
    """Tiles nobody can have been dealt, given which tile the lead rule forced."""
    s = view.settings
    if view.lead_tile < 0 or lead_tile != view.lead_tile:
        return 0
    low, high = sorted(_halves(lead_tile))
    if low == high:
        d = low
        if s.lead in (Lead.HIGH_DOUBLE, Lead.HIGHEST_TILE):
            return sum(1 << tile_id(e, e) for e in range(d + 1, s.set_n + 1))
        if s.lead is Lead.LOW_DOUBLE:
            return sum(1 << tile_id(e, e) for e in range(0, d))
        return 0
    if s.lead is Lead.HIGHEST_TILE:
        heavier = 0
        for t in range(full_set_mask(s.set_n).bit_length()):
            if PIPS[t] > PIPS[lead_tile]:
                heavier |= 1 << t
        return DOUBLE_MASK | heavier
    return 0


def _halves(t: int) -> tuple[int, int]:
    from ..rules.tiles import TILES

    tile = TILES[t]
    return tile.low, tile.high


def infer(view: PlayerView, *, soft: bool = False, partner: bool = True, opening: int = 0,
          opening_margin: int = 1) -> Knowledge:
    """Replay ``view``'s public history into slot masks for every other seat.

    With ``soft``, also note for each slot the tiles that would have been a clearly better play
    than one its seat actually made (more points, or HEAVY_MARGIN pips heavier): a hint for the
    sampler, not a proof.  Without ``partner`` our partners' plays give no such hints (a partner
    that searches like us does not shed by weight).  With ``opening``, an opponent's play among
    the first ``opening`` moves of the hand (every action counts) also marks as *firm* hints
    every tile that fitted and was a double when it played a non-double, or was
    ``opening_margin`` pips heavier (people lead with their heavy tiles and doubles).
    """
    s = view.settings
    n = s.players
    me = view.seat
    plays = [0] * n
    draws = [0] * n
    for seat, act in view.history:
        if act.kind is Kind.PLAY:
            plays[seat] += 1
        elif act.kind is Kind.DRAW:
            draws[seat] += 1
    full = full_set_mask(s.set_n)
    lead_excl = 0
    for _seat, act in view.history:
        if act.kind is Kind.PLAY and act.tile is not None:
            lead_excl = _lead_exclusion(view, act.tile.id)
            break
    played_by = [0] * n
    for seat, act in view.history:
        if act.kind is Kind.PLAY and act.tile is not None:
            played_by[seat] |= 1 << act.tile.id
    must: dict[int, int] = {}
    excl_others = 0
    if s.lead is Lead.HIGH_DOUBLE_ANY and view.lead_tile < 0 and view.history \
            and not (s.previous_winner_leads or s.rotate_lead):
        excl_others, must = _any_tile_lead(view, played_by[me], draws[me])
    slots: list[list[int]] = []
    for seat in range(n):
        if seat == me:
            slots.append([])
            continue
        initial = view.hand_sizes[seat] + plays[seat] - draws[seat]
        slots.append([full & ~lead_excl & ~excl_others] * max(0, initial))
    soft = soft and (s.in_hand is not InHandScoring.NONE or HEAVY_MARGIN is not None)
    hints: list[list[int]] = [[0] * len(own) for own in slots]
    firm: list[list[int]] = [[0] * len(own) for own in slots]
    my_side = s.side_of(me)
    layout = Layout.for_settings(s)
    voluntary = s.voluntary_draw
    one_then_end = s.draw is DrawPolicy.ONE_THEN_END
    drew_this_turn = [False] * n
    consistent = True
    for move, (seat, act) in enumerate(view.history):
        kind = act.kind
        if kind is Kind.PLAY and act.tile is not None:
            t = act.tile.id
            if seat != me:
                own = slots[seat]
                bit = 1 << t
                for i, slot in enumerate(own):
                    if slot & bit:
                        del own[i]
                        del hints[seat][i]
                        del firm[seat][i]
                        break
                else:
                    consistent = False
                    if own:
                        del own[0]
                        del hints[seat][0]
                        del firm[seat][0]
                hinted = soft and own and layout.tiles and (partner or s.side_of(seat) != my_side)
                if hinted:
                    better = _better_scores(s, layout, act)
                    if better:
                        hint = hints[seat]
                        for i in range(len(hint)):
                            hint[i] |= better
                    if move < opening and s.side_of(seat) != my_side:
                        heavier = _heavier_fits(s, layout, act, opening_margin)
                        if heavier:
                            mark = firm[seat]
                            for i in range(len(mark)):
                                mark[i] |= heavier
            if act.socket < 0:
                layout.place_lead(t, act.touching)
            else:
                layout.attach(t, act.socket, act.touching)
            drew_this_turn[seat] = False
        elif kind is Kind.DRAW:
            if seat != me:
                if not voluntary:
                    _constrain(slots[seat], playable_mask(s, layout))
                slots[seat].append(full)
                hints[seat].append(0)
                firm[seat].append(0)
            drew_this_turn[seat] = True
        elif kind is Kind.PASS:
            if seat != me and not (one_then_end and drew_this_turn[seat]):
                _constrain(slots[seat], playable_mask(s, layout))
            drew_this_turn[seat] = False
    played = 0
    for t in layout.tiles:
        played |= 1 << t
    unseen = full & ~view.hand_mask & ~played
    for seat in range(n):
        own = slots[seat]
        for i in range(len(own)):
            own[i] &= unseen
        if seat != me and len(own) != view.hand_sizes[seat]:
            consistent = False
            size = view.hand_sizes[seat]
            own[:] = (own + [unseen] * size)[:size]
            hints[seat][:] = (hints[seat] + [0] * size)[:size]
            firm[seat][:] = (firm[seat] + [0] * size)[:size]
    drawable = max(0, view.boneyard_size - s.reserve) if s.draw is not DrawPolicy.NONE else 0
    return Knowledge(me, slots, view.hand_sizes, view.boneyard_size, drawable, unseen,
                     consistent, hints if soft else None, must or None, tuple(played_by),
                     firm if soft and opening else None)


def _any_tile_lead(view: PlayerView, my_played: int, my_draws: int) -> tuple[int, dict[int, int]]:
    """The holder of the highest double led (any tile): what that proves about the deal.

    If we led, nobody was dealt a double above our highest (counting tiles we drew only makes
    the exclusion weaker, so it stays sound).  If another seat led and we have not drawn, it
    was dealt some double above all of ours.
    """
    top = view.settings.set_n
    mine = view.hand_mask | my_played
    my_top = max((d for d in range(top + 1) if mine >> tile_id(d, d) & 1), default=-1)
    above = sum(1 << tile_id(d, d) for d in range(my_top + 1, top + 1))
    if view.leader == view.seat:
        return above, {}
    if my_draws == 0 and above:
        return 0, {view.leader: above}
    return 0, {}


def _better_scores(settings: Settings, layout: Layout, played: Action) -> int:
    """Tiles that, on the layout before ``played``, would have been a clearly better play:
    more points, or (with HEAVY_MARGIN) as many points and HEAVY_MARGIN more pips to shed."""
    if settings.matching is Matching.SUM7 or played.tile is None:
        return 0
    got = play_points_after(settings, layout, played)
    heavy = None if HEAVY_MARGIN is None else played.tile.pips + HEAVY_MARGIN
    better = 0
    for sock, v in layout.open.items():
        m = SUIT[v] & full_set_mask(settings.set_n)
        while m:
            low = m & -m
            u = low.bit_length() - 1
            m ^= low
            if better >> u & 1:
                continue
            pts = play_points_after(settings, layout, play_action(u, sock, v))
            if pts > got or (heavy is not None and pts == got and PIPS[u] >= heavy):
                better |= low
    return better


def _heavier_fits(settings: Settings, layout: Layout, played: Action, margin: int) -> int:
    """Tiles that fitted the layout before ``played`` and that a heavy-first player would have
    played instead: a double when ``played`` is not one, or a tile ``margin`` pips heavier
    (a heavier double when ``played`` is a double)."""
    if settings.matching is Matching.SUM7 or played.tile is None:
        return 0
    t = played.tile.id
    fits = playable_mask(settings, layout) & full_set_mask(settings.set_n) & ~(1 << t)
    out = 0
    m = fits
    while m:
        low = m & -m
        u = low.bit_length() - 1
        m ^= low
        if DOUBLE_MASK >> u & 1:
            if not DOUBLE_MASK >> t & 1 or PIPS[u] > PIPS[t]:
                out |= low
        elif not DOUBLE_MASK >> t & 1 and PIPS[u] >= PIPS[t] + margin:
            out |= low
    return out


def _constrain(slots: list[int], forbidden: int) -> None:
    keep = ~forbidden
    for i in range(len(slots)):
        slots[i] &= keep
