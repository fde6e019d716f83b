"""The ``hard`` level: determinized Monte Carlo search (Perfect Information Monte Carlo).

For each decision with a real choice:

1. :func:`~dominoes_qt.ai.inference.infer` turns the public history into what each other seat
   may hold (passes and draws reveal missing numbers; hand and boneyard sizes are known) and,
   as hints, what the other seats' plays make unlikely (a skipped better score or heavier
   tile; ``Budget`` can leave the partner's plays out and read the opponents' first moves
   more firmly, the third round's models);
2. :func:`~dominoes_qt.ai.sampling.sample_hands` deals the unseen tiles consistently with that,
   many times;
3. in every sampled world each candidate move is played and the rest of the hand is played out
   by the fast greedy policy of :func:`~dominoes_qt.ai.heuristics.rollout_choice` (the same
   world for every candidate, so the comparison is paired and low-noise); when only a few
   tiles remain, the world is solved exactly by alpha-beta instead, and in line block games
   (Partnership, Block; Draw once the boneyard is spent) from as many as 22 tiles in hands by
   the fast solver of :mod:`~dominoes_qt.ai.solver`;
4. the move with the best average outcome wins.  The outcome is counted in match points: our
   side's gain minus the opponents' over the rest of the hand, in-hand scores included, plus a
   bonus or penalty for a match won or lost in that play-out.  Partners share a side, so the
   search is partnership-aware for free.  In matches between two sides scored during the
   hand (Muggins, Five Up, ...) it is instead the chance of winning the match from the
   scores reached (:mod:`~dominoes_qt.ai.equity`), and those decisions get more worlds.

In partnership block games (Partnership, Block for four: no drawing, no scores during the
hand) ``hard`` keeps a convention with a partner of its own level
(:mod:`~dominoes_qt.ai.convention`): its first moves of the hand follow a fixed rule instead
of the search, and its worlds only deal such a partner hands that would have made the
partner's convention plays.  Knowing the
partner's hand is worth more than anything else the search could learn (docs/ai.md).

Candidates that are clearly worse (paired difference beyond about two standard errors) are
dropped as the samples come in, so easy decisions stop early.  The budget is counted in
play-outs with a wall-clock cap for slow machines; with the cap not reached, a seed fixes
every decision.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..rules.actions import Action, Kind
from ..rules.games.trains import TrainView
from ..rules.hand import HandState
from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for
from ..rules.settings import DrawPolicy, InHandScoring, Settings
from ..rules.view import PlayerView
from .base import register_level, require_turn
from .convention import RULES, Signal, convention_action, fits_all, signals_of, unexplained
from .equity import applies as equity_applies
from .equity import equity_value, match_equity
from .heuristics import playout, rollout_choice, special_choice
from .inference import Knowledge, infer
from .infoset_tree import InfoSetTree
from .levels import claim_missed, decision_rng, ranked_plays
from .likelihood import past_plays, world_weight
from .opponent_model import SeenPlay, seen_plays, weighted_pick
from .opponent_model import world_weight as model_weight
from .sampling import SOFT_TRUST, build_state, sample_hands
from .solver import LineSolver, OutOfNodes, line_rules, solvable
from .trains import train_choice

#: Worth of a match won inside a play-out, as a share of the target score.
MATCH_BONUS = 0.5
#: Also read soft hints from the opponents' plays (see inference.infer).
SOFT_INFERENCE = True


@dataclass(frozen=True)
class Budget:
    """How hard ``hard`` thinks: sampled worlds and play-outs per decision, and a time cap."""

    worlds: int = 120              # most sampled deals per decision
    min_worlds: int = 24           # before any candidate may be dropped
    playouts: int = 1200           # most play-outs per decision (worlds x candidates)
    time_limit: float = 0.6        # CPU seconds of the deciding thread; a safety cap
    wall_limit: float = 2.0        # wall-clock seconds, for a machine busy with other work
    prune_z: float = 2.0           # drop a candidate this many standard errors behind
    exact_tiles: int = 10          # solve a world exactly when at most this many tiles remain
    exact_nodes: int = 800         # ... and the solution takes at most this many positions
    line_nodes: int = 200_000      # line block games: positions the exact solver may search
    world_nodes: int = 40_000      # ... per world; a bigger world turns the decision to play-outs
    line_tiles: int = 22           # ... only when at most this many tiles remain in hands
    # the partner and opening models of the third round and the convention of the fourth
    # (docs/ai.md), on together: 71.75% of 400 Partnership matches against sampled-ab
    partner_hints: bool = False    # read soft hints from our partner's plays too
    opening: int = 7               # games without scores in the hand: opponents' plays in the
    opening_margin: int = 1        # first moves hint at every fitting tile this much heavier
    soft_trust: float = SOFT_TRUST  # how often a sampled slot avoids a soft-hinted tile
    firm_trust: float = 1.0        # ... a firm (opening) hinted tile
    # the partnership convention (ai/convention.py): in partnership block games, play the
    # convention's tile in the first moves instead of searching, and sample only partners'
    # hands that explain their convention plays
    convention: int = 7
    signal_tries: int = 40         # samples tried per world for one that explains the signals
    convention_rule: str = "suit"  # ... which rule (convention.RULES); partners share it
    # past the window (the seventh round, docs/ai.md): of the searched moves within
    # ``soft_margin`` points of the best, play the one the convention prefers, and read the
    # partner's later plays as soft signals: a sampled world is kept with probability
    # ``soft_keep`` for each such play its partner hand would not have made
    soft_signals: bool = False
    soft_margin: float = 1.0
    soft_keep: float = 0.3
    # two-sided games scored during the hand (Muggins, Five Up, ...): value a play-out by the
    # chance of winning the match from the scores it reaches (ai/equity.py), not by points
    equity: bool = True
    # ... and in those games this many worlds and play-outs instead (0: ``worlds``,
    # ``playouts``); the shipped budget spends there some of the time they leave unused
    scoring_worlds: int = 0
    scoring_playouts: int = 0
    # line block games: weigh each solved world by how well it explains the other seats'
    # last plays (ai/likelihood.py): exp(-likelihood * regret of those plays in the world)
    likelihood: float = 0.0        # beta; 0 leaves every world the same weight
    likelihood_plays: int = 3      # ... the last this many plays of the other seats
    likelihood_from: int = 7       # ... made at this move of the hand or later
    likelihood_partner: bool = False  # ... by our partners keeping the convention only
    # two-sided games scored during the hand: choose each world among ``model_pool`` sampled
    # ones by how well it explains the opponents' last ``model_plays`` plays under a model of
    # people's choices (ai/opponent_model.py): exp(model_beta * (points + model_shed * pips))
    model_beta: float = 0.0        # 0: every sampled world is kept as it comes
    model_shed: float = 0.4
    model_plays: int = 6
    model_pool: int = 6
    # information-set search below the root (ai/infoset_tree.py): our later moves in a
    # play-out chosen in a tree shared by the worlds, by UCB1 with this exploration (a share
    # of the target score) once a node has been visited ``infoset_warm`` times
    infoset: bool = False
    infoset_explore: float = 0.3
    infoset_warm: int = 8

    def __post_init__(self) -> None:
        if self.convention_rule not in RULES:
            raise ValueError(f"convention_rule must be one of {RULES}, not "
                             f"{self.convention_rule!r}")
        if not 0.0 < self.soft_keep <= 1.0 or self.soft_margin < 0.0:
            # a soft signal never rules a world out: the sender only kept the convention
            # when its search saw a near tie, which the reader cannot check
            raise ValueError("soft_keep must be above 0 and at most 1, soft_margin not "
                             "negative")
        if self.infoset_explore < 0.0 or self.infoset_warm < 0:
            raise ValueError("infoset_explore and infoset_warm must not be negative")


#: The shipped budget (the strength table in docs/ai.md was measured with it).
DEFAULT_BUDGET = Budget(scoring_worlds=240, scoring_playouts=2400)


@dataclass
class SearchStats:
    """What the last decision cost (tests assert on these, not on the clock)."""

    candidates: int = 0
    worlds: int = 0
    playouts: int = 0
    seconds: float = 0.0
    means: dict[str, float] = field(default_factory=dict)


class HardPlayer:
    """Samples hidden hands consistent with the public information and plays each move out."""

    def __init__(self, seed: int, budget: Budget | None = None) -> None:
        self.seed = seed
        self.budget = budget or DEFAULT_BUDGET
        self.stats = SearchStats()
        #: partner seats known to keep the convention (None: every partner; see meet_table)
        self.convention_partners: frozenset[int] | None = None

    def claim(self, view: PlayerView) -> Action | None:
        """Out of turn (manual Muggins): claim every score an opponent missed."""
        return claim_missed(view)

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        self.stats = SearchStats()
        if isinstance(view, TrainView):
            return train_choice("hard", view, decision_rng(self.seed, view, "hard"))
        special = special_choice(legal, claim=True)
        if special is not None:
            return special
        cands = [a for a in legal if a.kind in (Kind.PLAY, Kind.DRAW, Kind.PASS)]
        if not cands:
            return legal[0]
        if len(cands) == 1:
            return cands[0]
        if any(a.kind not in (Kind.PLAY, Kind.DRAW) for a in cands):
            return cands[0]
        plays = [a for a in cands if a.kind is Kind.PLAY]
        if plays and len(view.history) < self._convention(view):
            signal = convention_action(view, plays, self.budget.convention_rule)
            if signal is not None:
                return signal
        order = ranked_plays(view, plays) + [a for a in cands if a.kind is not Kind.PLAY]
        return self.search(view, order)

    def meet_table(self, seat: int, levels: Sequence[str]) -> None:
        """Who sits where: the level id of every seat ("" for a person).  Only partners
        played by this same level keep the convention, so only they are read by it, and with
        no such partner ``hard`` searches its opening moves too.  A person's seat (the table's
        Hint) keeps it with nobody.  Not told (a player made directly, as in tests), every
        partner is taken to keep it."""
        mine = levels[seat]
        self.convention_partners = frozenset(
            i for i, level in enumerate(levels) if mine and i != seat and level == mine)

    def _signal_partners(self, view: PlayerView) -> frozenset[int]:
        """The partners keeping the convention with us in this game: none outside
        partnership block games, where no tile is drawn (a tile drawn after a signal would
        make the partner's hand then unknowable) and nothing is scored during the hand."""
        s = view.settings
        if (self.budget.convention <= 0 or s.in_hand is not InHandScoring.NONE
                or s.draw is not DrawPolicy.NONE or s.sides == s.players):
            return frozenset()
        side = s.side_of(view.seat)
        known = self.convention_partners
        return frozenset(i for i in range(s.players)
                         if i != view.seat and s.side_of(i) == side
                         and (known is None or i in known))

    def _convention(self, view: PlayerView) -> int:
        """Moves of the hand played by the convention (and read from partners)."""
        return self.budget.convention if self._signal_partners(view) else 0

    def _currency(self, view: PlayerView, me: int, base: tuple[int, ...],
                  bonus: float) -> Callable[[HandState], float]:
        """How a finished play-out is valued: by the match equity in the games it applies to
        (``Budget.equity``), otherwise by :func:`utility`'s points."""
        settings = view.settings
        if self.budget.equity and equity_applies(settings):
            table = match_equity(settings)
            scale = float(settings.target)
            return lambda state: equity_value(state, me, table, scale)
        return lambda state: utility(state, settings, me, base, bonus)

    def search(self, view: PlayerView, cands: list[Action]) -> Action:
        """Pick among ``cands`` (ordered best first by the heuristic, which breaks ties)."""
        b = self.budget
        start = time.perf_counter()
        cpu_start = time.thread_time()
        opening = b.opening if view.settings.in_hand is InHandScoring.NONE else 0
        know = infer(view, soft=SOFT_INFERENCE, partner=b.partner_hints, opening=opening,
                     opening_margin=b.opening_margin)
        partners = self._signal_partners(view)
        signals = tuple(sig for sig in signals_of(view, b.convention)
                        if sig.seat in partners) if partners else ()
        past_window = bool(partners) and b.soft_signals and len(view.history) >= b.convention
        soft = tuple(sig for sig in signals_of(view, len(view.history), b.convention)
                     if sig.seat in partners) if past_window else ()
        rng = decision_rng(self.seed, view, "hard")
        settings = rollout_settings(view.settings)
        me = view.settings.side_of(view.seat)
        base_scores = tuple(view.scores)
        bonus = match_bonus(view.settings)
        value_of = self._currency(view, me, base_scores, bonus)
        scoring = equity_applies(view.settings)
        most_worlds = b.scoring_worlds if scoring and b.scoring_worlds else b.worlds
        most_playouts = b.scoring_playouts if scoring and b.scoring_playouts else b.playouts
        k = len(cands)
        samples: list[list[float]] = [[] for _ in range(k)]
        weights: list[float] = []     # per world (1.0 unless b.likelihood)
        active = list(range(k))
        worlds = playouts = 0
        exact_on = b.exact_nodes > 0
        rules = line_rules(view.settings) if b.line_nodes > 0 else None
        line = None
        if rules is not None and sum(view.hand_sizes) <= b.line_tiles:
            line = LineSolver(rules, me, gains_utility(view.settings, me, base_scores, bonus))
        past = past_plays(view, b.likelihood_from, b.likelihood_plays,
                          partners if b.likelihood_partner else None) \
            if line is not None and b.likelihood > 0 else ()
        seen: tuple[SeenPlay, ...] = ()
        if scoring and b.model_beta > 0 and b.model_pool > 1:
            rivals = frozenset(i for i in range(view.settings.players)
                               if view.settings.side_of(i) != me)
            seen = seen_plays(view, b.model_beta, b.model_shed, rivals, b.model_plays)
        tree = InfoSetTree(view.seat, b.infoset_explore * float(view.settings.target),
                           b.infoset_warm) if b.infoset else None
        while worlds < most_worlds and len(active) > 1:
            if playouts + len(active) > most_playouts and worlds >= 1:
                break
            if worlds and (time.thread_time() - cpu_start > b.time_limit
                           or time.perf_counter() - start > b.wall_limit):
                break
            hands, bone = sample_hands(know, rng, b.soft_trust, b.firm_trust)
            if seen:
                hands, bone = self._resample(know, rng, seen, hands, bone)
            if signals or soft:
                for _ in range(b.signal_tries):
                    if fits_all(signals, hands, b.convention_rule) and (
                            not soft or self._keeps(soft, hands, rng.random())):
                        break
                    hands, bone = sample_hands(know, rng, b.soft_trust, b.firm_trust)
            world = build_state(view, settings, hands, bone)
            if line is not None and line.nodes < b.line_nodes and solvable(world):
                values = solve_line(line, world, [cands[i] for i in active],
                                    min(b.world_nodes, b.line_nodes - line.nodes))
                if values is not None:
                    for i, v in zip(active, values, strict=True):
                        samples[i].append(v)
                    weight = 1.0
                    if past:
                        held = [h if seat != view.seat else view.hand_mask
                                for seat, h in enumerate(hands)]
                        weight = world_weight(line, past, held, b.likelihood,
                                              min(b.world_nodes, b.line_nodes - line.nodes))
                    weights.append(weight)
                    worlds += 1
                    playouts += len(active)
                    if worlds >= b.min_worlds and worlds % 4 == 0:
                        active = prune_weighted(active, samples, weights, b.prune_z) \
                            if past else prune(active, samples, b.prune_z)
                    continue
                if worlds >= b.min_worlds // 2:
                    break             # the solver's budget is spent: decide on what we have
                line = None           # too big to solve: play out instead
            elif line is not None and worlds >= 1 and line.nodes >= b.line_nodes:
                break
            exact = exact_on and small_endgame(world, b.exact_tiles)
            for i in active:
                state = world.copy()
                if tree is not None:
                    root = tree.observe(state, view.seat, cands[i])
                else:
                    state._apply(cands[i])
                value = None
                if exact:
                    value = solve(state, view.settings, me, base_scores, bonus, b.exact_nodes,
                                  value_of)
                    if value is None:       # too big to solve: play out from now on
                        exact = exact_on = False
                if value is None:
                    if tree is not None:
                        value = tree.descend(state, (root,), value_of)
                    else:
                        playout(state)
                        value = value_of(state)
                samples[i].append(value)
            weights.append(1.0)
            worlds += 1
            playouts += len(active)
            if worlds >= b.min_worlds and worlds % 4 == 0:
                active = prune_weighted(active, samples, weights, b.prune_z) if past \
                    else prune(active, samples, b.prune_z)
        if past:
            means = [weighted_mean(s, weights) for s in samples]
        else:
            means = [sum(s) / len(s) if s else -math.inf for s in samples]
        best = max(active, key=lambda i: (means[i], -i))
        self.stats = SearchStats(k, worlds, playouts, time.perf_counter() - start,
                                 {str(cands[i]): means[i] for i in range(k)})
        if past_window:
            near = [cands[i] for i in near_best(samples, best, b.soft_margin)
                    if cands[i].kind is Kind.PLAY]
            if len(near) > 1:
                signal = convention_action(view, near, b.convention_rule, among=True)
                if signal is not None:
                    return signal
        return cands[best]

    def _resample(self, know: Knowledge, rng: random.Random, seen: tuple[SeenPlay, ...],
                  hands: list[int], bone: list[int]) -> tuple[list[int], list[int]]:
        """One of ``model_pool`` sampled worlds (``hands`` first), drawn with the chance
        the opponent model gives each to have made the ``seen`` plays (sampling-importance
        resampling: the worlds played out follow the model's posterior, each counted once)."""
        b = self.budget
        pool = [(hands, bone)]
        for _ in range(b.model_pool - 1):
            pool.append(sample_hands(know, rng, b.soft_trust, b.firm_trust))
        return weighted_pick(pool, [model_weight(seen, h) for h, _bone in pool], rng.random())

    def _keeps(self, soft: tuple[Signal, ...], hands: list[int], draw: float) -> bool:
        """Whether a sampled world is kept for the soft signals: always when its partner hands
        explain every one, else with ``soft_keep`` to the power of the plays they do not."""
        misses = unexplained(soft, hands, self.budget.convention_rule)
        return misses == 0 or draw < self.budget.soft_keep ** misses


def near_best(samples: list[list[float]], best: int, margin: float) -> list[int]:
    """The candidates whose mean is within ``margin`` of ``best``'s on the worlds both were
    valued in (a dropped candidate was valued in the first worlds only), ``best`` included."""
    lead = samples[best]
    out = []
    for i, values in enumerate(samples):
        n = len(values)
        if n and (sum(lead[:n]) - sum(values)) / n <= margin + 1e-9:
            out.append(i)
    return out


def solve_line(solver: LineSolver, world: HandState, moves: list[Action],
               limit: int) -> list[float] | None:
    """Exact values of ``moves`` in ``world``, or None past ``limit`` positions."""
    start = solver.nodes
    out = []
    try:
        for action in moves:
            if action.kind is not Kind.PLAY:
                return None
            out.append(solver.move_value(world, action, limit - (solver.nodes - start)))
    except OutOfNodes:
        return None
    return out


def gains_utility(settings: Settings, me: int, base: tuple[int, ...],
                  bonus: float) -> Callable[[Sequence[int]], float]:
    """:func:`utility` of a hand ended by an award of ``gains`` points per side (no points
    were scored during the hand: the line solver's games)."""
    def value(gains: Sequence[int]) -> float:
        others = [g for i, g in enumerate(gains) if i != me]
        v = gains[me] - (sum(others) / len(others) if others else 0.0)
        if settings.single_hand:
            return v
        scores = [x + g for x, g in zip(base, gains, strict=True)]
        top = max(scores)
        if top >= settings.target and scores.count(top) == 1:
            v += bonus if scores.index(top) == me else -bonus
        return v

    return value


def prune(active: list[int], samples: list[list[float]], z: float) -> list[int]:
    """Keep the candidates not clearly worse than the current best (paired comparison)."""
    n = len(samples[active[0]])
    means = {i: sum(samples[i][-n:]) / n for i in active}
    leader = max(active, key=lambda i: (means[i], -i))
    keep = [leader]
    lead = samples[leader][-n:]
    for i in active:
        if i == leader:
            continue
        diffs = [a - c for a, c in zip(lead, samples[i][-n:], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
        if var == 0.0:
            if mean >= 0.0:
                continue          # identical outcomes so far, or always worse: drop it
        elif mean > z * math.sqrt(var / n):
            continue
        keep.append(i)
    return sorted(keep)


def weighted_mean(values: list[float], weights: list[float]) -> float:
    """Mean of ``values`` (one per world, the first worlds) under the worlds' ``weights``."""
    if not values:
        return -math.inf
    w = weights[:len(values)]
    total = sum(w)
    if total <= 0.0:
        return sum(values) / len(values)
    return sum(x * y for x, y in zip(values, w, strict=True)) / total


def prune_weighted(active: list[int], samples: list[list[float]], weights: list[float],
                   z: float) -> list[int]:
    """:func:`prune` for weighted worlds: the paired differences' weighted mean against its
    standard error over the effective number of worlds ((sum w)^2 / sum w^2)."""
    n = len(samples[active[0]])
    w = weights[:n]
    total = sum(w)
    if total <= 0.0:
        return prune(active, samples, z)
    n_eff = total * total / sum(x * x for x in w)
    means = {i: weighted_mean(samples[i][:n], w) for i in active}
    leader = max(active, key=lambda i: (means[i], -i))
    keep = [leader]
    lead = samples[leader][:n]
    for i in active:
        if i == leader:
            continue
        diffs = [a - c for a, c in zip(lead, samples[i][:n], strict=True)]
        mean = sum(d * x for d, x in zip(diffs, w, strict=True)) / total
        var = sum(x * (d - mean) ** 2 for d, x in zip(diffs, w, strict=True)) / total
        var *= n_eff / max(1.0, n_eff - 1.0)
        if var == 0.0:
            if mean >= 0.0:
                continue
        elif mean > z * math.sqrt(var / n_eff):
            continue
        keep.append(i)
    return sorted(keep)


def small_endgame(state: HandState, tiles: int) -> bool:
    """True when the rest of the hand is small enough to solve exactly in a sampled world."""
    held = sum(h.bit_count() for h in state.hands)
    if state.can_draw():
        held += len(state.boneyard) - state.settings.reserve
    return held <= tiles


class _OutOfNodes(Exception):
    pass


def solve(state: HandState, settings: Settings, me: int, base: tuple[int, ...], bonus: float,
          limit: int, value: Callable[[HandState], float] | None = None) -> float | None:
    """Exact value of ``state`` for side ``me`` if every side plays perfectly in this world
    (alpha-beta; the opponents minimise our utility, or ``value`` of the hand's end when
    given), or None past ``limit`` positions."""
    budget = [limit]

    def search(st: HandState, alpha: float, beta: float) -> float:
        if st.result is not None:
            if value is not None:
                return value(st)
            return utility(st, settings, me, base, bonus)
        budget[0] -= 1
        if budget[0] < 0:
            raise _OutOfNodes
        acts = st._generate()
        if len(acts) == 1:
            child = st.copy()
            child._apply(acts[0])
            return search(child, alpha, beta)
        maximise = settings.side_of(st.turn) == me
        best = -math.inf if maximise else math.inf
        first = rollout_choice(st, acts)
        ordered = [first] + [a for a in acts if a is not first]
        for a in ordered:
            child = st.copy()
            child._apply(a)
            v = search(child, alpha, beta)
            if maximise:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    try:
        return search(state, -math.inf, math.inf)
    except _OutOfNodes:
        return None


def rollout_settings(settings: Settings) -> Settings:
    """Settings for play-outs: scores are credited automatically even in manual Muggins."""
    if settings.muggins_manual:
        return settings.with_(muggins_manual=False)
    return settings


def match_bonus(settings: Settings) -> float:
    """Worth of winning the match inside a play-out, in points (half the target)."""
    return MATCH_BONUS * settings.target


def utility(state: HandState, settings: Settings, me: int, base: tuple[int, ...],
            bonus: float) -> float:
    """Our side's points gained minus the opponents' (their average with several), plus the
    match bonus if the play-out ended the match."""
    scores = state.scores
    gains = [scores[i] - base[i] for i in range(len(base))]
    others = [g for i, g in enumerate(gains) if i != me]
    value = float(gains[me]) - (sum(others) / len(others) if others else 0.0)
    result = state.result
    if result is None or settings.single_hand:
        return value
    winner: int | None = None
    if result.reason == "target":
        winner = result.winner_side
    else:
        top = max(scores)
        if top >= settings.target and scores.count(top) == 1:
            winner = scores.index(top)
    if winner is not None:
        value += bonus if winner == me else -bonus
    return value


def make_hard(seed: int) -> HardPlayer:
    return HardPlayer(seed)


register_level("hard", QT_TRANSLATE_NOOP("levels", "Hard"),
               QT_TRANSLATE_NOOP("levels", "A strong player: reads passes and draws to guess the hidden hands, "
                           "then plays each move out many times before choosing. Two Hard "
                           "partners signal: early in a hand each plays a double if it can, "
                           "else the tile that leaves open the number it holds most of."),
               make_hard, rank=40)
