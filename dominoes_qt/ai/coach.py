"""The coach: the value of every legal move of a position, the points the played move gave
up, and a grade (good / inaccuracy / blunder, a good move remarked best or a close call) for
every move of a recorded game.

Two values, as bridge players use double-dummy analysis beside the play at the table:

* the **fair** value of a move is what it is worth from the worlds the mover could be facing:
  :func:`fair_values` reads only the mover's :class:`~dominoes_qt.rules.view.PlayerView`,
  samples the hidden hands with ``hard``'s inference and sampler, and values every move in
  every world with ``hard``'s evaluation (the exact line solver in line block games once the
  hands are small, exact alpha-beta on small endgames, otherwise the greedy play-out); the
  moves share the worlds, so they are compared on equal luck.  The unit is the game's points:
  our side's points gained over the rest of the hand (points scored during the hand included)
  minus the other sides' average.  Nothing is pruned and no clock is read, so a seed fixes
  every value.
* the **open-hands** value (line block games: Partnership, Block, Draw once nothing is left to
  draw) is the exact solver's value with every hand known, the same unit.  It uses the real
  deal, so it is only ever computed for a hand that is over.

The grade comes from the points given up, the fair value of the best move minus the played
one's (the open-hands loss where no fair value applies), by :data:`THRESHOLDS`
(docs/coach.md), as sure as the sampled worlds allow: more worlds while the grade is
unsettled, the lower bound of the loss graded, a close call where the noise hides the answer
(``coach_estimate``).  Moves alike but for an equivalent end are one choice
(``coach_choices``); an inaccuracy or a blunder says why (``coach_reasons``).  A solitaire move is a blunder when it turns a winnable deal into a lost one
(the solitaire solver, which knows the stock's order), good (and best) otherwise.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..rules.actions import Action, Kind
from ..rules.catalogue import find_game
from ..rules.hand import HandState
from ..rules.settings import Formula, InHandScoring, Settings
from ..rules.state import GameState
from ..rules.tiles import tiles_of
from ..rules.view import PlayerView

if TYPE_CHECKING:
    from ..rules.games.blind import BlindHand, BlindView
    from ..rules.games.trains import TrainRound
    from ..rules.solitaires.base import SolitaireState
from .coach_choices import one_per_choice, place
from .coach_estimate import BANDS, BEST, BLUNDER, CLOSE, GOOD, INACCURACY, Tally, band, shown
from .coach_exact import BOUND_SPREAD, deal_bound, deals
from .coach_reasons import Reason, reason
from .hard import (
    DEFAULT_BUDGET,
    SOFT_INFERENCE,
    gains_utility,
    playout,
    rollout_settings,
    small_endgame,
    solve,
    solve_line,
    utility,
)
from .inference import Knowledge, infer
from .levels import decision_rng
from .sampling import build_state, sample_hands
from .solver import LineSolver, OutOfNodes, line_rules, solvable
from .train_playout import final_scores

GRADES = (GOOD, INACCURACY, BLUNDER)
#: what the coach may say of a good move besides its grade (docs/coach.md, "Grades")
REMARKS = (BEST, CLOSE)
#: Points given up up to which a move is best, good, an inaccuracy (beyond: a blunder), in
#: the game's points; games scored a point per hand won use them times HAND_POINT_SCALE.
THRESHOLDS = (0.5, 3.0, 8.0)
HAND_POINT_SCALE = 0.05

FORCED = "forced"        # one legal move: best
FAIR = "fair"            # graded by the fair value
OPEN = "open"            # graded by the open-hands value (no fair value applies)
SOLITAIRE = "solitaire"  # graded by the solitaire solver
UNGRADED = "ungraded"    # declarations and claims, or the solver's budget ran out


@dataclass(frozen=True)
class CoachBudget:
    """How much the coach searches; world counts tuned in tools/coach_bench.py and
    tools/coach_stability.py."""

    worlds: int = 32               # sampled worlds per position at least (all moves share them)
    scoring_worlds: int = 48       # ... in games scored during the hand (cheaper, noisier)
    most_worlds: int = 320         # ... at most, while the grade is not settled
    cheap_factor: int = 3          # ... times this where worlds are played out (far cheaper)
    train_factor: int = 4          # ... times this in the train games (a round played out)
    # ... and times this again in games scored during the hand: their losses come in fives, a
    # missed 10 lying near the blunder line, where their swings need the worlds
    scoring_factor: int = 2
    batch: int = 16                # worlds added at a time until it is
    confidence: float = 3.0        # standard errors either side of a loss (coach_estimate)
    stop_confidence: float = 3.5   # ... to stop sampling early (the values' tails are heavy)
    exact_tiles: int = 10          # solve a world exactly by alpha-beta at most this many tiles
    exact_nodes: int = 800         # ... within this many positions
    line_tiles: int = 18           # line block games: the line solver from this many tiles
    cheap_tiles: int = 16          # ... its positions with at most this many are cheap
    line_nodes: int = 240_000      # ... positions per position analysed (all worlds)
    world_nodes: int = 40_000      # ... per world; a bigger world is played out instead
    open_nodes: int = 400_000      # open-hands values: positions per hand and side
    solitaire_nodes: int = 60_000  # the solitaire solver, per move
    enumerate: bool = True         # every world there is, by its chance, where few enough:
    quick_factor: int = 5          # ... this many times the most worlds where the line
    quick_tiles: int = 14          # ... solver values one at once (this many tiles in hands)


DEFAULT_COACH_BUDGET = CoachBudget()


def budget_with(changes: Iterable[str], base: CoachBudget = DEFAULT_COACH_BUDGET) -> CoachBudget:
    """``base`` with ``field=value`` changes (the tools' ``--budget``, to try a budget)."""
    budget = base
    for change in changes:
        name, _, text = change.partition("=")
        if name not in CoachBudget.__dataclass_fields__:
            raise ValueError(f"no budget field {name!r}")
        kind = type(getattr(budget, name))
        try:
            value = text.lower() in ("1", "true", "yes") if kind is bool else kind(text)
        except ValueError:
            what = "a whole number" if kind is int else "a number"
            raise ValueError(f"{name} takes {what}, not {text!r}") from None
        budget = dataclasses.replace(budget, **{name: value})
    return budget


# -- results -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class MoveValue:
    """One legal move and its values (None where that value does not apply)."""

    action: Action
    fair: float | None = None
    open: float | None = None
    place: tuple[str, int] | None = None    # train games: where it goes (coach_choices.place)


@dataclass(frozen=True)
class MoveReview:
    """The analysis of one action of a hand."""

    hand: int                        # hand index in the match
    number: int                      # the action's index in the hand's history
    seat: int
    played: Action
    method: str                      # FORCED, FAIR, OPEN, SOLITAIRE or UNGRADED
    values: tuple[MoveValue, ...] = ()
    best: tuple[Action, ...] = ()    # the best moves by the grading value
    loss: float | None = None        # fair points given up (None: no fair value)
    open_best: tuple[Action, ...] = ()
    open_loss: float | None = None   # open-hands points given up
    grade: str | None = None         # GOOD, INACCURACY or BLUNDER (None: not graded)
    winnable: bool | None = None     # solitaires: the deal could still be won before the move
    worlds: int = 0                  # the sampled worlds the fair values come from
    low: float | None = None         # the fair loss's bounds (coach_estimate.Estimate)
    high: float | None = None
    reason: Any = None               # a coach_reasons.Reason for an inaccuracy or a blunder
    exact: bool = False              # the fair values from every world there is: no noise
    fair_loss: float | None = None   # the loss without the largest mean's bias (Estimate)
    remark: str | None = None        # on a good move: BEST or CLOSE (a close call)

    @property
    def label(self) -> str | None:
        """The grade with its remark, as the mark's colour and the words show it: BEST, GOOD,
        CLOSE, INACCURACY or BLUNDER."""
        return self.remark if self.grade == GOOD and self.remark else self.grade

    @property
    def is_decision(self) -> bool:
        """A graded move that had a real choice (accuracy counts these; not the moves of a
        solitaire deal already lost)."""
        return self.grade is not None and self.method != FORCED and self.winnable is not False

    def value_of(self, action: Action) -> MoveValue | None:
        for v in self.values:
            if v.action == action:
                return v
        return None

    def place_of(self, action: Action) -> tuple[str, int] | None:
        """Where ``action`` goes at a train game (None elsewhere)."""
        v = self.value_of(action)
        return None if v is None else v.place


def accuracy(moves: Sequence[MoveReview], seat: int | None = None) -> float | None:
    """Share of the decisions (graded moves with a choice) graded good (best and close
    calls included), in percent; None without any decision."""
    graded = [m for m in moves if m.is_decision and (seat is None or m.seat == seat)]
    if not graded:
        return None
    return 100.0 * sum(m.grade == GOOD for m in graded) / len(graded)


@dataclass(frozen=True)
class HandReview:
    hand: int
    moves: tuple[MoveReview, ...]
    finished: bool

    def accuracy(self, seat: int | None = None) -> float | None:
        return accuracy(self.moves, seat)


@dataclass(frozen=True)
class GameReview:
    game_id: str
    players: int
    hands: tuple[HandReview, ...]

    @property
    def moves(self) -> list[MoveReview]:
        return [m for h in self.hands for m in h.moves]

    def accuracy(self, seat: int | None = None) -> float | None:
        return accuracy(self.moves, seat)


# -- grades ------------------------------------------------------------------------------------


def thresholds(settings: Settings) -> tuple[float, float, float]:
    """The grade thresholds in ``settings``' points."""
    if Formula.HAND_POINT in (settings.out_formula, settings.blocked_formula):
        return tuple(t * HAND_POINT_SCALE for t in THRESHOLDS)  # type: ignore[return-value]
    return THRESHOLDS


def decimals(settings: Settings) -> int:
    """The decimals a loss is shown and graded with: a tenth of a point, a thousandth of a
    hand in games scored a point per hand."""
    return 3 if thresholds(settings) != THRESHOLDS else 1


def grade(loss: float, settings: Settings) -> str:
    """The grade of a move that gave up exactly ``loss`` points, as shown (rounded)."""
    return BANDS[band(loss, thresholds(settings), decimals(settings))]


def remark(loss: float, settings: Settings) -> str | None:
    """BEST for a move that gave up exactly ``loss`` points within the best band."""
    return BEST if band(loss, thresholds(settings), decimals(settings)) == 0 else None


def _best(actions: Sequence[Action], values: Sequence[float], tolerance: float
          ) -> tuple[tuple[Action, ...], float]:
    top = max(values)
    return tuple(a for a, v in zip(actions, values, strict=True) if v >= top - tolerance), top


# -- fair values -------------------------------------------------------------------------------


def decisions(legal: Sequence[Action]) -> list[Action]:
    """The moves the coach weighs against each other (plays, draws, passes, a Blind tile's
    end); declarations and claims are not weighed."""
    return [a for a in legal
            if a.kind in (Kind.PLAY, Kind.DRAW, Kind.PASS, Kind.CHOOSE, Kind.TURN)]


def least_worlds(settings: Settings, budget: CoachBudget) -> int:
    """The worlds every position gets (more in games scored during the hand)."""
    if settings.in_hand is not InHandScoring.NONE:
        return max(budget.worlds, budget.scoring_worlds)
    return budget.worlds


def fair_values(view: PlayerView, seed: int = 0,
                budget: CoachBudget = DEFAULT_COACH_BUDGET) -> dict[Action, float]:
    """The fair value of every move the seat of ``view`` may make now (its turn), from the
    worlds it could be facing (:func:`least_worlds` of them).  Reads nothing but ``view``;
    fixed by ``seed``."""
    cands = decisions(view.legal)
    if len(cands) <= 1:
        return dict.fromkeys(cands, 0.0)
    tally = Tally(len(cands), 0)
    for row in world_values(view, cands, seed, budget):
        tally.add(row)
        if tally.n >= least_worlds(view.settings, budget):
            break
    return dict(zip(cands, tally.means(), strict=True))


def world_values(view: PlayerView, cands: Sequence[Action], seed: int = 0,
                 budget: CoachBudget = DEFAULT_COACH_BUDGET,
                 worlds: Sequence[HandState] | None = None,
                 live: list[bool] | None = None) -> Iterator[list[float | None]]:
    """The value of each of ``cands`` in one sampled world after another, for ever: the
    worlds the seat of ``view`` could be facing, every move valued in the same world.  Reads
    nothing but ``view``; fixed by ``seed``.  ``worlds``: these worlds instead (every deal
    of :func:`exact_worlds`), whose positions the line solver may spend in proportion.
    ``live``: value only the moves marked True, None in the others' places (the caller may
    change it between worlds: ``Tally.prune``)."""
    from ..rules.games.blind import BlindView  # here: the game modules load on demand

    least = least_worlds(view.settings, budget)
    # the line solver's positions are budgeted for the worlds every position gets; a grade
    # still unsettled after them may spend as much again on its further worlds, and every
    # deal there is as many times as it holds those worlds
    line_nodes = budget.line_nodes
    given = worlds is not None
    source: Iterable[HandState] = view_worlds(view, seed) if worlds is None else worlds
    if worlds is not None:
        line_nodes *= max(2, -(-len(worlds) // least))
    settings = view.settings
    me = settings.side_of(view.seat)
    base = tuple(view.scores)
    rules = line_rules(settings)
    line = None
    if rules is not None and sum(view.hand_sizes) <= budget.line_tiles:
        line = LineSolver(rules, me, gains_utility(settings, me, base, 0.0))
    exact_on = budget.exact_nodes > 0 and not isinstance(view, BlindView)
    n = 0
    for world in source:
        n += 1
        if n > least and line is not None and not given:
            line_nodes = 2 * budget.line_nodes
        moves = list(cands) if live is None else [a for a, on in zip(cands, live,
                                                                       strict=True) if on]
        values: list[float] | None = None
        if line is not None and line.nodes < line_nodes and solvable(world):
            values = solve_line(line, world, moves,
                                min(budget.world_nodes, line_nodes - line.nodes))
        if values is None:
            exact = exact_on and small_endgame(world, budget.exact_tiles)
            values = []
            for action in moves:
                state = world.copy()
                state._apply(action)
                value = None
                if exact:
                    value = solve(state, settings, me, base, 0.0, budget.exact_nodes)
                    if value is None:
                        exact = False
                if value is None:
                    _finish(state)
                    value = utility(state, settings, me, base, 0.0)
                values.append(value)
        yield _spread(values, live if live is not None else [True] * len(cands))


def _spread(values: Sequence[float], live: Sequence[bool]) -> list[float | None]:
    """``values`` of the live moves in their places, None for the others."""
    it = iter(values)
    return [next(it) if on else None for on in live]


def _knowledge(view: PlayerView) -> Knowledge:
    """What ``hard``'s inference deduces from ``view``: the worlds are dealt from it."""
    b = DEFAULT_BUDGET
    opening = b.opening if view.settings.in_hand is InHandScoring.NONE else 0
    return infer(view, soft=SOFT_INFERENCE, partner=b.partner_hints, opening=opening,
                 opening_margin=b.opening_margin)


def _worlds(view: PlayerView, rng: random.Random) -> Iterator[HandState]:
    b = DEFAULT_BUDGET
    know = _knowledge(view)
    settings = rollout_settings(view.settings)
    while True:
        hands, bone = sample_hands(know, rng, b.soft_trust, b.firm_trust)
        yield build_state(view, settings, hands, bone)


def exact_worlds(view: PlayerView, limit: int) -> tuple[list[HandState], list[float]] | None:
    """Every world the seat of ``view`` could be facing, with the chance the sampler would
    deal it (``coach_exact.deals``), when there are at most ``limit`` and nothing can be
    drawn; None otherwise (Blind Dominoes included: its worlds are dealt otherwise)."""
    from ..rules.games.blind import BlindView  # here: the game modules load on demand

    if isinstance(view, BlindView):
        return None
    know = _knowledge(view)
    if know.boneyard_drawable > 0 or deal_bound(know) > BOUND_SPREAD * limit:
        return None
    b = DEFAULT_BUDGET
    found = deals(know, limit, b.soft_trust, b.firm_trust)
    if found is None:
        return None
    settings = rollout_settings(view.settings)
    bone = list(tiles_of(know.unseen))
    worlds = []
    for hands, _chance in found:
        held = 0
        for h in hands:
            held |= h
        worlds.append(build_state(view, settings, hands, [t for t in bone
                                                             if not held >> t & 1]))
    return worlds, [c for _h, c in found]


def _blind_worlds(view: BlindView, rng: random.Random) -> Iterator[HandState]:
    """Blind Dominoes: nobody sees a face-down tile, so a world deals the unseen tiles at
    random into every face-down place of the rows and the set-aside tiles."""
    unseen = list(tiles_of(view.unseen_mask))
    while True:
        rng.shuffle(unseen)
        pool = iter(unseen)
        rows = [tuple(t.id if t is not None else next(pool) for t in row) for row in view.rows]
        aside = tuple(pool)
        yield _blind_state(view, rows, aside)


def _blind_state(view: BlindView, rows: Sequence[tuple[int, ...]],
                 aside: tuple[int, ...]) -> BlindHand:
    """A world of Blind Dominoes: these rows and set-aside tiles (``BlindHand.world``)."""
    from ..rules.games.blind import BlindHand

    cls = find_game(view.settings.game_id).state_class
    assert cls is not None and issubclass(cls, BlindHand)
    state = cls.world(view, rows, aside, keep_history=False)
    assert isinstance(state, BlindHand)
    return state


def _finish(state: HandState) -> None:
    """Play the hand out: the greedy policy, a Blind tile's first end."""
    if not state.owner_sees_hand:           # Blind Dominoes: nothing but the ends to choose
        for _ in range(2000):
            if state.result is not None:
                return
            state._apply(state._generate()[0])
        return
    playout(state)


def open_hands_apply(game_id: str) -> bool:
    """Whether the review has open-hands values for ``game_id`` (line block games)."""
    from ..rules.catalogue import configure

    cls = find_game(game_id).state_class      # None: the ordinary hand
    return cls is None and line_rules(configure(game_id)) is not None


# -- open-hands values -------------------------------------------------------------------------


class OpenHands:
    """Open-hands values of the moves of one hand (line block games), one exact solver per
    side sharing its table across the hand's positions."""

    def __init__(self, settings: Settings, budget: CoachBudget = DEFAULT_COACH_BUDGET) -> None:
        self.settings = settings
        self.rules = line_rules(settings)
        self.budget = budget
        self.solvers: dict[int, LineSolver] = {}

    @property
    def applies(self) -> bool:
        return self.rules is not None

    def _solver(self, side: int) -> LineSolver:
        solver = self.solvers.get(side)
        if solver is None:
            assert self.rules is not None
            solver = LineSolver(self.rules, side,
                                gains_utility(self.settings, side, (0,) * self.settings.sides,
                                              0.0))
            self.solvers[side] = solver
        return solver

    def values(self, state: GameState, cands: Sequence[Action]) -> list[float] | None:
        """Exact values of ``cands`` for the side to act, every hand known; None where the
        position is not a line without drawing, or past the budget."""
        if self.rules is None or not isinstance(state, HandState) or not state.owner_sees_hand:
            return None
        if any(a.kind is not Kind.PLAY for a in cands):
            return None
        side = self.settings.side_of(state.turn)
        solver = self._solver(side)
        left = self.budget.open_nodes - solver.nodes
        if left <= 0:
            return None
        try:
            if state.layout.tiles:
                if not solvable(state):
                    return None
                return solve_line(solver, state, list(cands), left)
            out = []
            value = gains_utility(self.settings, side, tuple(state.scores), 0.0)
            for action in cands:
                child = state.copy()
                child._apply(action)
                if child.result is not None:
                    out.append(value([x - b for x, b in zip(child.scores, state.scores,
                                                             strict=True)]))
                    continue
                if not solvable(child):
                    return None
                out.append(solver.value(child, self.budget.open_nodes - solver.nodes))
            return out
        except OutOfNodes:
            return None


# -- one position ------------------------------------------------------------------------------


def review_move(state: GameState, action: Action, *, hand: int = 0, seed: int = 0,
                budget: CoachBudget = DEFAULT_COACH_BUDGET, open_hands: OpenHands | None = None,
                fair: bool = True) -> MoveReview:
    """The analysis of ``action`` played in ``state`` (which it does not change).

    The fair values read only the mover's view, in :func:`least_worlds` worlds and more, a
    batch at a time, until the grade is settled or ``budget.most_worlds`` are spent
    (``coach_estimate``); ``open_hands`` (a hand that is over) adds the open-hands values."""
    from ..rules.solitaires.base import SolitaireState

    number = len(state.history)
    seat = action.seat if action.seat >= 0 else state.turn
    if isinstance(state, SolitaireState):
        return _review_solitaire(state, action, hand, number, budget)

    legal = state.legal_actions()
    if action not in decisions(legal):
        return MoveReview(hand, number, seat, action, UNGRADED)
    cands = one_per_choice(state, decisions(legal), action)
    if len(cands) == 1:
        return MoveReview(hand, number, seat, action, FORCED,
                          (MoveValue(action, place=place(state, action)),), (action,), 0.0,
                          grade=GOOD, remark=BEST)
    settings = state.settings
    limits, places = thresholds(settings), decimals(settings)
    means: list[float] | None = None
    estimate = None
    if fair:
        tally = _tally(state, seat, cands, cands.index(action), seed, budget)
        estimate = tally.estimate(budget.confidence)
        means = tally.means()
    opens = open_hands.values(state, cands) if open_hands is not None else None
    values = tuple(MoveValue(a, None if means is None else means[i],
                             None if opens is None else opens[i], place(state, a))
                   for i, a in enumerate(cands))
    open_best: tuple[Action, ...] = ()
    open_loss = None
    if opens is not None:
        open_best, top = _best(cands, opens, 1e-9)
        open_loss = max(0.0, top - opens[cands.index(action)])
    if means is not None and estimate is not None:
        best, _top = _best(cands, means, 1e-9)
        graded, said = estimate.grade(limits, places)
        why = None
        if graded in (INACCURACY, BLUNDER):
            why = _reason(state, seat, action, cands[estimate.best], estimate.loss, seed)
        return MoveReview(hand, number, seat, action, FAIR, values, best, estimate.loss,
                          open_best, open_loss, graded, worlds=estimate.worlds,
                          low=estimate.low, high=estimate.high, reason=why,
                          exact=estimate.exact, fair_loss=estimate.fair_loss, remark=said)
    if open_loss is not None:
        graded = grade(open_loss, settings)
        why = None
        if graded in (INACCURACY, BLUNDER):       # the hand is over: its real deal is fair
            why = reason(iter([state]), action, open_best[0], settings.side_of(seat),
                         open_loss, settings.in_hand is not InHandScoring.NONE)
        return MoveReview(hand, number, seat, action, OPEN, values, open_best, None, open_best,
                          open_loss, graded, reason=why, remark=remark(open_loss, settings))
    return MoveReview(hand, number, seat, action, UNGRADED, values)


def _tally(state: GameState, seat: int, cands: Sequence[Action], played: int, seed: int,
           budget: CoachBudget) -> Tally:
    """The values of ``cands`` for ``seat`` in the worlds it could be facing: the least
    worlds, then a batch more at a time until the grade of ``cands[played]`` is settled or
    the budget spent; every world there is, each by its chance, where they are few enough
    (all of them at once if no more than the least worlds, else once the grade is not
    settled by the least worlds)."""
    from ..rules.games.trains import TrainRound

    settings = state.settings
    limits, places = thresholds(settings), decimals(settings)
    least = least_worlds(settings, budget)
    most = max(least, budget.most_worlds)
    view: PlayerView | None = None
    live = [True] * len(cands)
    rows: Iterator[list[float | None]]
    if isinstance(state, TrainRound):
        most *= budget.train_factor
        rows = train_world_values(state, seat, cands, seed, budget, live)
    else:
        if not _costly(state, budget):
            most *= budget.cheap_factor                 # cheap worlds: many more of them
        if settings.in_hand is not InHandScoring.NONE:
            most *= budget.scoring_factor
        seen = state.view(seat)
        assert isinstance(seen, PlayerView)
        view = seen
        rows = world_values(view, cands, seed, budget, live=live)
        if budget.enumerate:
            every = exact_worlds(view, least)      # counting few deals is cheap
            if every is not None:
                return _exact_tally(view, cands, played, budget, *every)
    tally = Tally(len(cands), played)
    for row in rows:
        tally.add(row)
        if tally.n >= least and (tally.n - least) % max(1, budget.batch) == 0:
            if tally.estimate(budget.stop_confidence).settled(limits, places):
                break
            if tally.n == least and view is not None and budget.enumerate:
                every = exact_worlds(view, most * budget.quick_factor
                                     if _cheap_solve(state, budget) else most)
                if every is not None:
                    return _exact_tally(view, cands, played, budget, *every)
            if tally.n >= most:
                break
            live[:] = tally.prune(budget.stop_confidence)
    return tally


def _exact_tally(view: PlayerView, cands: Sequence[Action], played: int, budget: CoachBudget,
                 worlds: list[HandState], chances: list[float]) -> Tally:
    """The values of ``cands`` in every world of ``worlds``, each by its chance."""
    tally = Tally(len(cands), played, exact=True)
    for row, chance in zip(world_values(view, cands, 0, budget, worlds), chances,
                           strict=False):
        tally.add(row, chance)
    return tally


def _cheap_solve(state: GameState, budget: CoachBudget) -> bool:
    """Whether the line solver values a world of ``state`` at once (few tiles in hands)."""
    settings = state.settings
    if line_rules(settings) is None or not isinstance(state, HandState):
        return False
    return sum(state.hand_size(s) for s in range(settings.players)) <= budget.quick_tiles


def _costly(state: GameState, budget: CoachBudget) -> bool:
    """Whether the worlds of ``state`` are costly: the line solver's first positions (many
    tiles still in hands), against play-outs or the small endgames it solves at once."""
    settings = state.settings
    if line_rules(settings) is None or not isinstance(state, HandState):
        return False
    tiles = sum(state.hand_size(s) for s in range(settings.players))
    return budget.cheap_tiles < tiles <= budget.line_tiles


def view_worlds(view: PlayerView, seed: int) -> Iterator[HandState]:
    """The worlds the seat of ``view`` could be facing, fixed by ``seed``: the ones every
    move's fair value and every reason are worked out in."""
    from ..rules.games.blind import BlindView  # here: the game modules load on demand

    rng = decision_rng(seed, view, "coach")
    return _blind_worlds(view, rng) if isinstance(view, BlindView) else _worlds(view, rng)


def _reason(state: GameState, seat: int, played: Action, better: Action, gap: float,
            seed: int) -> Reason:
    """Why ``played`` gave up ``gap`` points against ``better``, in the worlds its fair values
    came from (the same seed: the same worlds)."""
    from ..rules.games.trains import TrainRound

    settings = state.settings
    worlds: Iterator[Any] = iter(())
    if isinstance(state, TrainRound):
        worlds = train_worlds(state, seat, seed)
    else:
        view = state.view(seat)
        if isinstance(view, PlayerView):
            worlds = view_worlds(view, seed)
    return reason(worlds, played, better, settings.side_of(seat), gap,
                  settings.in_hand is not InHandScoring.NONE)


def train_fair_values(state: TrainRound, seat: int, seed: int = 0,
                      budget: CoachBudget = DEFAULT_COACH_BUDGET) -> dict[Action, float]:
    """The fair value of every move of ``seat`` at a train game (``budget.worlds`` worlds of
    :func:`train_world_values`)."""
    cands = decisions(state.legal_actions())
    if len(cands) <= 1:
        return dict.fromkeys(cands, 0.0)
    tally = Tally(len(cands), 0)
    for row in train_world_values(state, seat, cands, seed, budget):
        tally.add(row)
        if tally.n >= budget.worlds:
            break
    return dict(zip(cands, tally.means(), strict=True))


def train_world_values(state: TrainRound, seat: int, cands: Sequence[Action], seed: int = 0,
                       budget: CoachBudget = DEFAULT_COACH_BUDGET,
                       live: list[bool] | None = None) -> Iterator[list[float | None]]:
    """The values of ``cands`` for ``seat`` at a train game, world after world: in each the
    tiles ``seat`` cannot see (the other hands and the boneyard) are dealt again at random,
    the move is made and the round played out greedily; a value is the others' mean round
    points less the seat's own (the lowest total wins).  Only what the seat sees shapes a
    world: its hand, the table, the hand sizes and the boneyard's size (passes and draws are
    not read).  ``live``: as :func:`world_values`'."""
    others = [s for s in range(state.players) if s != seat]
    for world in train_worlds(state, seat, seed):
        values: list[float | None] = []
        for i, action in enumerate(cands):
            if live is not None and not live[i]:
                values.append(None)
                continue
            played = world.copy()
            played.apply(action)
            before = list(played.scores)
            after = final_scores(played)
            gained = [after[s] - before[s] for s in range(state.players)]
            values.append(sum(gained[s] for s in others) / len(others) - gained[seat])
        yield values


def train_worlds(state: TrainRound, seat: int, seed: int = 0) -> Iterator[TrainRound]:
    """The worlds ``seat`` could be facing at a train game, for ever (fixed by ``seed``)."""
    view = state.view(seat)
    rng = decision_rng(seed, view, "coach-trains")
    others = [s for s in range(state.players) if s != seat]
    # sorted as one set: where each unseen tile really is must not shape the worlds
    unseen = sorted([t for s in others for t in tiles_of(state.hands[s])] + state.boneyard)
    sizes = [state.hands[s].bit_count() for s in others]
    while True:
        rng.shuffle(unseen)
        world = state.copy()
        at = 0
        for s, size in zip(others, sizes, strict=True):
            world.hands[s] = sum(1 << t for t in unseen[at:at + size])
            at += size
        world.boneyard = list(unseen[at:])
        world._legal = None
        yield world


def _review_solitaire(state: SolitaireState, action: Action, hand: int, number: int,
                      budget: CoachBudget) -> MoveReview:
    from ..rules.solitaires.solver import LOST, WIN
    from ..rules.solitaires.solver import solve as solve_solitaire

    legal = state.legal_actions()
    if len(legal) == 1:
        return MoveReview(hand, number, 0, action, FORCED, (MoveValue(action),), (action,),
                          0.0, grade=GOOD, remark=BEST)
    before = solve_solitaire(state, max_nodes=budget.solitaire_nodes).status
    if before == LOST:
        return MoveReview(hand, number, 0, action, SOLITAIRE, grade=GOOD, winnable=False)
    if before != WIN:
        return MoveReview(hand, number, 0, action, UNGRADED)
    child = state.copy()
    child.history = []
    child.apply(action)
    after = solve_solitaire(child, max_nodes=budget.solitaire_nodes)
    if after.status == WIN:
        return MoveReview(hand, number, 0, action, SOLITAIRE, grade=GOOD, winnable=True,
                          remark=BEST)
    if after.status == LOST:
        line = solve_solitaire(state, max_nodes=budget.solitaire_nodes).line
        best = line[:1]
        return MoveReview(hand, number, 0, action, SOLITAIRE, (), best, 1.0, grade=BLUNDER,
                          winnable=True)
    return MoveReview(hand, number, 0, action, UNGRADED, winnable=True)


# -- a whole game ------------------------------------------------------------------------------


@dataclass
class _Position:
    hand: int
    state: GameState
    action: Action


def positions(record: Any) -> Iterator[_Position]:
    """Every action of ``record`` (a GameRecord) with the state it was played in, replayed on
    a fresh copy of the game (the record is not changed)."""
    from ..rules.match import Match

    setup = record.setup
    played = record.match
    match = Match(setup.settings(), setup.seed, list(played.deals), first_seat=setup.first_seat,
                  hand_class=played.hand_class)
    for index, action in played.actions:
        while match.hand_index < index:
            match.next_hand()
        yield _Position(index, match.hand.copy(), action)
        match.apply(action)


@dataclass(frozen=True)
class Step:
    """One action of a record to review: where it was played and how far it may be analysed."""

    position: _Position
    analyse: bool        # False: another seat's move in the hand in progress (not shown)
    open_hands: bool     # the hand is over: open-hands values may be computed
    finished: bool       # the hand of this action is over


def plan(record: Any, seat: int | None = None) -> list[Step]:
    """Every action of ``record`` with what its review may use.

    ``seat`` names the reviewing seat while the game is still in progress: in the hand being
    played only that seat's moves are analysed, by their fair values (what that seat saw),
    and no open-hands value is computed, so nothing hidden is used.  Hands that are over are
    analysed whole, with open-hands values where they apply."""
    played = record.match
    current = played.hand_index
    running = played.hand.result is None and not played.is_over
    out = []
    for pos in positions(record):
        in_progress = running and pos.hand == current
        mover = pos.action.seat if pos.action.seat >= 0 else pos.state.turn
        visible = not in_progress or (seat is not None and mover == seat)
        out.append(Step(pos, visible, not in_progress, not in_progress))
    return out


def review_step(step: Step, open_hands: OpenHands | None, *, seed: int = 0,
                budget: CoachBudget = DEFAULT_COACH_BUDGET) -> MoveReview:
    """The analysis of one planned step (``open_hands``: the hand's, shared by its steps)."""
    pos = step.position
    return review_move(pos.state, pos.action, hand=pos.hand, seed=seed, budget=budget,
                       open_hands=open_hands if step.open_hands else None)


@dataclass
class Progress:
    """Where a long analysis stands (for a progress mark); ``cancelled`` stops it."""

    done: int = 0
    total: int = 0
    cancelled: bool = False
    listeners: list[Callable[[int, int], None]] = field(default_factory=list)

    def step(self) -> None:
        self.done += 1
        for f in self.listeners:
            f(self.done, self.total)


def review_record(record: Any, *, seat: int | None = None, seed: int = 0,
                  budget: CoachBudget = DEFAULT_COACH_BUDGET,
                  progress: Progress | None = None) -> GameReview:
    """The analysis of every move of ``record`` (a GameRecord) as :func:`plan` allows it:
    with ``seat`` given, a hand in progress shows only that seat's moves, by what it saw."""
    steps = plan(record, seat)
    if progress is not None:
        progress.total = len(steps)
    settings = record.setup.settings()
    hands: list[HandReview] = []
    moves: list[MoveReview] = []
    open_hands = OpenHands(settings, budget)
    hand_no, finished = -1, True
    for step in steps:
        if progress is not None and progress.cancelled:
            break
        if step.position.hand != hand_no:
            if hand_no >= 0:
                hands.append(HandReview(hand_no, tuple(moves), finished))
            hand_no, moves = step.position.hand, []
            open_hands = OpenHands(settings, budget)
        finished = step.finished
        if step.analyse:
            moves.append(review_step(step, open_hands, seed=seed, budget=budget))
        if progress is not None:
            progress.step()
    if hand_no >= 0:
        hands.append(HandReview(hand_no, tuple(moves), finished))
    return GameReview(record.setup.game_id, record.setup.players, tuple(hands))


def describe(action: Action, *, end: bool = False, where: str = "") -> str:
    """A short name of a move for lists and the command line: the tile and the number it is
    played against ("6-4 on 4"), the lead's tile alone, "draw", "pass"; ``where`` says where
    it goes instead of the number at a train game ("5-12 on the Mexican train"); ``end``
    names the end (socket) too, for moves that differ only there."""
    if action.kind is Kind.PLAY or action.kind is Kind.CHOOSE:
        tile = action.tile
        assert tile is not None
        if action.socket < 0:
            return f"{tile}"
        if where:
            return f"{tile} {where}"
        return f"{tile} on {action.touching}" + (f", end {action.socket}" if end else "")
    return action.kind.name.lower()


def names(actions: Sequence[Action], played: Action | None = None,
          where: Callable[[Action], str] | None = None) -> list[str]:
    """:func:`describe` of each move, each name once (both ends of a double lead are alike);
    with ``played``, ends are named when a move differs from it only in its end; ``where``
    names a train game's train for each move."""
    def name(a: Action, end: bool = False) -> str:
        return describe(a, end=end, where=where(a) if where is not None else "")

    end = played is not None and any(
        a != played and name(a) == name(played) for a in actions)
    out: list[str] = []
    for a in actions:
        text = name(a, end)
        if text not in out:
            out.append(text)
    return out


__all__ = [
    "BEST", "BLUNDER", "CLOSE", "GOOD", "GRADES", "INACCURACY", "REMARKS", "THRESHOLDS",
    "CoachBudget",
    "GameReview", "HandReview", "MoveReview", "MoveValue", "OpenHands", "Progress", "accuracy",
    "Step", "describe", "names", "fair_values", "plan", "review_step", "grade", "positions",
    "remark",
    "budget_with", "review_move", "review_record", "shown", "world_values",
]
