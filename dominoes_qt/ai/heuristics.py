"""Fast evaluation helpers shared by the computer levels.

Two consumers with different budgets use this module:

* the ``medium`` level scores each legal play with :func:`medium_value`, a readable heuristic
  that may take a few hundred microseconds (it looks at what the next player could answer);
* the ``hard`` level's play-outs call :func:`rollout_choice` tens of thousands of times per
  decision, so that policy works on bit masks only and never copies a layout.

Everything here reads only what a seat may know (its own hand, the public layout and the public
knowledge of :mod:`dominoes_qt.ai.inference`), so it is fair to use for any seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..rules.actions import LEAD, Action, Kind, play_action
from ..rules.hand import SUM7, WILD_MASK
from ..rules.layout import Layout
from ..rules.scoring import play_points
from ..rules.settings import DrawPolicy, Formula, InHandScoring, Matching, Settings
from ..rules.tiles import HIGH, IS_DOUBLE, LOW, PIPS, SUIT, tiles_of
from .plays import facts, play_points_after, points_of_terms, terms_after

if TYPE_CHECKING:
    from ..rules.hand import HandState
    from .inference import Knowledge


# -- what the ends show after a play (facts, terms and points: see .plays) ----------------------

def ends_after(layout: Layout, action: Action) -> list[int]:
    """Numbers showing on the enabled open ends after ``action`` (approximate for new tips)."""
    t, outer = facts(action)
    if action.socket == LEAD:
        return [LOW[t], HIGH[t]]
    values = [v for s, v in layout.open.items() if s != action.socket]
    values.append(outer)
    return values


def playable_for(settings: Settings, values: Sequence[int]) -> int:
    """Mask of every tile that fits one of the open-end numbers ``values``."""
    m = 0
    if settings.matching is Matching.SUM7:
        for v in values:
            m |= SUM7[v]
        return m | WILD_MASK if values else m
    for v in values:
        m |= SUIT[v]
    return m


def numbers_in(mask: int) -> int:
    """How many different numbers the tiles of ``mask`` show (suit variety)."""
    seen = 0
    for t in tiles_of(mask):
        seen |= (1 << LOW[t]) | (1 << HIGH[t])
    return seen.bit_count()


def pip_value(settings: Settings) -> float:
    """What one pip left in a loser's hand is worth at the hand's end, in match points."""
    return _pip_value(settings.out_formula)


def _pip_value(formula: Formula) -> float:
    name = formula.value
    if name.startswith("fives"):
        return 0.2
    if name in ("none", "hand-point"):
        return 0.0
    return 1.0


def scores_in_hand(settings: Settings) -> bool:
    return settings.in_hand is not InHandScoring.NONE


# -- the medium heuristic ------------------------------------------------------------------------

#: Weights in pips (block games) of the medium evaluation.
DOUBLE_BONUS = 4.0      # doubles fit fewer ends: get rid of them early
VARIETY = 2.0           # per different number kept in hand
FOLLOW = 1.5            # per tile that will still fit after this play
BLOCK_NEXT = 7.0        # the next opponent is known to have nothing for the new ends
BLOCK_OTHER = 3.0       # a later opponent is known to have nothing
PARTNER_STUCK = 6.0     # our partner is known to have nothing for the new ends
REPLY_WEIGHT = 0.8      # scoring games: how much the next player's expected reply counts


def medium_value(view_settings: Settings, seat: int, hand: int, layout: Layout,
                 know: Knowledge, action: Action) -> float:
    """Heuristic value of one play for ``seat`` (higher is better), in points of the game.

    Scoring games: points now, minus the points the next opponent can expect to answer with,
    plus a little for shedding weight.  Block and draw games: shed heavy tiles and doubles, keep
    many numbers and tiles that still fit, leave ends the opponents have shown they lack and
    avoid ends our partner lacks.
    """
    s = view_settings
    t, _ = facts(action)
    rest = hand & ~(1 << t)
    values = ends_after(layout, action)
    fits = playable_for(s, values)
    shed = PIPS[t] + (DOUBLE_BONUS if IS_DOUBLE[t] else 0.0)
    shape = VARIETY * numbers_in(rest) + FOLLOW * (rest & fits).bit_count()
    block = 0.0
    n = s.players
    nxt = _next_seat(know, seat)
    for other in range(n):
        if other == seat or not know.hand_sizes[other]:
            continue
        stuck = know.stuck(other, fits)
        if not stuck:
            continue
        if s.partnership and other % 2 == seat % 2:
            block -= PARTNER_STUCK
        else:
            block += BLOCK_NEXT if other == nxt else BLOCK_OTHER
    if not scores_in_hand(s):
        if not rest:
            return 1000.0
        return shed + shape + block
    pv = pip_value(s)
    now = play_points_after(s, layout, action)
    reply = 0.0
    if rest and nxt is not None and not (s.partnership and nxt % 2 == seat % 2):
        reply = expected_reply(s, layout, action, know, nxt)
    going_out = 30.0 * max(pv, 0.2) if not rest else 0.0
    return now - REPLY_WEIGHT * reply + going_out + pv * 0.4 * (shed + shape + block)


def _next_seat(know: Knowledge, seat: int) -> int | None:
    n = len(know.hand_sizes)
    for step in range(1, n):
        other = (seat + step) % n
        if know.hand_sizes[other]:
            return other
    return None


def expected_reply(s: Settings, layout: Layout, action: Action, know: Knowledge,
                   seat: int) -> float:
    """Expected best immediate score of ``seat`` after ``action``, from the tiles it may hold."""
    after = layout.copy()
    t, _ = facts(action)
    if action.socket == LEAD:
        after.place_lead(t, action.touching)
    else:
        after.attach(t, action.socket, action.touching)
    possible = know.possible(seat)
    if not possible:
        return 0.0
    p_hold = min(1.0, know.hand_sizes[seat] / max(1, know.unseen_count))
    if s.draw is not DrawPolicy.NONE and know.boneyard_drawable > 0:
        p_hold = min(1.0, p_hold * 1.15)
    gains: list[int] = []
    sum7 = s.matching is Matching.SUM7
    for u in tiles_of(possible):
        best = 0
        for sock, v in after.open.items():
            if sum7:
                continue
            if LOW[u] == v or HIGH[u] == v:
                pts = points_of_terms(s, terms_after(after, play_action(u, sock, v)))
                if pts > best:
                    best = pts
        if best:
            gains.append(best)
    gains.sort(reverse=True)
    expect = 0.0
    miss = 1.0
    for g in gains:
        expect += miss * p_hold * g
        miss *= 1.0 - p_hold
    return expect


# -- the play-out policy -----------------------------------------------------------------------

#: Play-outs in scoring games: weight of shedding (per pip, scaled by what a pip is worth at the
#: hand's end) against 100 per point scored now.
ROLLOUT_SHED = 30.0
_PIP_VALUE: dict[Formula, float] = {f: _pip_value(f) for f in Formula}
#: Play-outs: points the next player could answer with, against 100 per point scored now.
ROLLOUT_REPLY = 100


#: The most steps a play-out takes (a safety net: every hand ends long before).
PLAYOUT_STEPS = 400


def playout(state: HandState) -> None:
    """Finish the hand with the greedy play-out policy (here, beside the policy, so both the
    search and the match equity's table play hands out without importing each other)."""
    for _ in range(PLAYOUT_STEPS):
        if state.result is not None:
            return
        acts = state._generate()
        state._apply(acts[0] if len(acts) == 1 else rollout_choice(state, acts))


def rollout_choice(state: HandState, acts: list[Action]) -> Action:
    """The play-out policy of ``hard``: a cheap greedy move for the player to act.

    Block and draw games: the heaviest tile, doubles first, keeping tiles that fit the new end
    (only the acting seat's own hand is read).  Scoring games: most points now, minus the best
    immediate answer of the next player in this sampled world (a one-ply look at the world the
    play-out lives in, which keeps it from handing out easy points).  Voluntary draws are never
    taken.
    """
    turn = state.turn
    hand = state.hands[turn]
    settings = state.settings
    style = settings.in_hand
    layout = state.layout
    follow = SUM7 if settings.matching is Matching.SUM7 else SUIT
    table = _COUNT_POINTS.get(style)
    reply_hand = 0
    if style is not InHandScoring.NONE:
        n = settings.players
        for step in range(1, n):
            other = (turn + step) % n
            if state.hands[other]:
                if not (settings.partnership and step == 2):
                    reply_hand = state.hands[other]
                break
    best = acts[0]
    best_v = -1.0e9
    shed = 1.0 if style is InHandScoring.NONE else ROLLOUT_SHED * _PIP_VALUE.get(
        settings.out_formula, 1.0)
    for a in acts:
        if a.kind is not Kind.PLAY:
            continue
        t, outer = facts(a)
        v = float(PIPS[t] + (4 if IS_DOUBLE[t] else 0))   # a float from the start (mypyc)
        if outer >= 0:
            v += 2 * (hand & follow[outer]).bit_count()
        v *= shed
        if table is not None:
            terms = terms_after(layout, a)
            c = 0
            for tv, tm in terms:
                c += tv * tm
            v += 100 * table[c]
            if reply_hand:
                v -= ROLLOUT_REPLY * _best_reply_count(table, c, terms, reply_hand)
        elif style is not InHandScoring.NONE:
            terms = terms_after(layout, a)
            v += 100 * points_of_terms(settings, terms)
            if reply_hand:
                v -= ROLLOUT_REPLY * best_reply(settings, terms, reply_hand)
        if v > best_v:
            best_v = v
            best = a
    return best


def _count_table(style: InHandScoring) -> list[int]:
    return [play_points(style, c) for c in range(1024)]


#: Points by open-end count, per count-scoring style (a list lookup in the play-outs).
_COUNT_POINTS: dict[InHandScoring, list[int]] = {
    style: _count_table(style) for style in InHandScoring
    if style not in (InHandScoring.NONE, InHandScoring.BERGEN)
}


def _best_reply_count(table: list[int], count: int, terms: list[tuple[int, int]],
                      hand: int) -> int:
    """Most points ``hand`` can score with one tile on ends ``terms`` whose count is ``count``."""
    best = 0
    for v, m in terms:
        mask = hand & SUIT[v]
        base = count - v * m
        while mask:
            low = mask & -mask
            u = low.bit_length() - 1
            mask ^= low
            if IS_DOUBLE[u]:
                pts = table[base + 2 * v]
            else:
                pts = table[base + (HIGH[u] if LOW[u] == v else LOW[u])]
            if pts > best:
                best = pts
    return best


def best_reply(settings: Settings, terms: list[tuple[int, int]], hand: int) -> int:
    """Most points ``hand`` can score on ends ``terms`` with one tile (spinner tips ignored)."""
    best = 0
    for j, (v, _m) in enumerate(terms):
        m = hand & SUIT[v]
        while m:
            low = m & -m
            u = low.bit_length() - 1
            m ^= low
            outer = HIGH[u] if LOW[u] == v else LOW[u]
            new = terms.copy()
            new[j] = (outer, 2 if IS_DOUBLE[u] else 1)
            pts = points_of_terms(settings, new)
            if pts > best:
                best = pts
    return best


# -- actions that are not tile plays ------------------------------------------------------------

def special_choice(legal: Sequence[Action], *, claim: bool) -> Action | None:
    """The obvious choice among non-play actions, or None when the choice is between plays.

    Own scores are always declared (the correct amount is the largest declared value offered);
    a missed score is claimed when ``claim`` is set; in Blind games the only decision is where
    a turned tile goes, which the caller evaluates like a play.
    """
    declares = [a for a in legal if a.kind is Kind.DECLARE]
    if declares:
        return max(declares, key=lambda a: a.points)
    claims = [a for a in legal if a.kind is Kind.MUGGINS]
    if claims and claim:
        return claims[0]
    rest = [a for a in legal if a.kind is not Kind.MUGGINS] or list(legal)
    if len(rest) == 1:
        return rest[0]
    if any(a.kind is Kind.TURN for a in rest):
        return next(a for a in rest if a.kind is Kind.TURN)
    return None
