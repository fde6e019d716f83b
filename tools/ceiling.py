"""How much is information worth?  Levels that peek, to bound what better inference could gain.

    python tools/ceiling.py --game partnership --players 4 --pair oracle,sampled-ab --matches 400
    python tools/ceiling.py --game partnership --players 4 --pair see-partner,sampled-ab
    python tools/ceiling.py --game muggins --players 2 --pair see-hands,medium --matches 400

Takes the arguments of ``strength.py`` and adds two levels that are **not fair** and so live
here, never in ``dominoes_qt/ai`` (whose fair-play test they would fail):

* ``oracle`` sees every hand and solves the rest of the hand exactly for each of its plays
  (line block games: Partnership, Block), with ``hard``'s currency (the team's margin plus the
  match bonus).  It is the ceiling of any search of the hidden hands: what perfect inference
  would be worth.
* ``see-partner`` is ``hard`` told its partner's hand (its sampled worlds deal only the
  opponents' tiles): the most a partner model or signalling convention could give.  The figure
  in docs/ai.md was measured before the convention shipped, with the third round's ``hard``;
  the shipped one still plays its convention moves, so it is a little below that ceiling.
* ``see-hands`` is ``hard`` told every other player's hand (the boneyard and its order still
  unknown): the most any inference of the hidden hands could give, in every game ``hard``
  searches (the scoring games too, where ``oracle`` does not play).

They peek through :meth:`HandState.view`, which the match calls just before asking a seat to
choose: the state that made the view is remembered for the level that answers it.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import strength  # noqa: E402

from dominoes_qt.ai import hard, register_level  # noqa: E402
from dominoes_qt.ai.base import require_turn  # noqa: E402
from dominoes_qt.ai.inference import Knowledge  # noqa: E402
from dominoes_qt.ai.solver import LineSolver, line_rules  # noqa: E402
from dominoes_qt.rules.actions import Action, Kind  # noqa: E402
from dominoes_qt.rules.hand import HandState  # noqa: E402
from dominoes_qt.rules.view import PlayerView  # noqa: E402

#: The state whose view was asked for last (the position the next decision is made in).
_seen: list[HandState | None] = [None]
_view = HandState.view


def _remembering_view(self: HandState, seat: int) -> PlayerView:
    _seen[0] = self
    return _view(self, seat)


def current_state(view: PlayerView) -> HandState:
    """The real position behind ``view`` (refusing a view the match did not just make)."""
    state = _seen[0]
    if state is None or state.turn != view.seat or len(state.history) != len(view.history):
        raise RuntimeError("ceiling: a peeking level was asked outside a match")
    return state


class Oracle:
    """Sees every hand; each play is valued by solving the rest of the hand exactly."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, view: PlayerView) -> Action:
        legal = require_turn(view)
        plays = [a for a in legal if a.kind is Kind.PLAY]
        if len(legal) == 1 or not plays:
            return legal[0]
        rules = line_rules(view.settings)
        if rules is None:
            raise SystemExit("ceiling: the oracle plays line block games only")
        state = current_state(view)
        s = view.settings
        me = s.side_of(view.seat)
        base = tuple(view.scores)
        bonus = hard.match_bonus(s)
        solver = LineSolver(rules, me, hard.gains_utility(s, me, base, bonus))
        best: tuple[float, int] | None = None
        for i, action in enumerate(plays):
            after = state.copy()
            after._apply(action)
            if after.result is not None:
                value = hard.utility(after, s, me, base, bonus)
            else:
                value = solver.value(after)
            if best is None or value > best[0]:
                best = (value, i)
        assert best is not None
        return plays[best[1]]


class SeePartner(hard.HardPlayer):
    """``hard``, with its partners' hands revealed to its inference."""

    #: whose hands are revealed: the partners only
    partners_only = True

    def search(self, view: PlayerView, cands: list[Action]) -> Action:
        state = current_state(view)
        real_infer = hard.infer

        def told(v: PlayerView, **kw: object) -> Knowledge:
            know = real_infer(v, **kw)  # type: ignore[arg-type]
            reveal(know, state, v, self.partners_only)
            return know

        hard.infer = told  # type: ignore[assignment]
        try:
            return super().search(view, cands)
        finally:
            hard.infer = real_infer


class SeeHands(SeePartner):
    """``hard``, with every other player's hand revealed to its inference."""

    partners_only = False


def reveal(know: Knowledge, state: HandState, view: PlayerView,
           partners_only: bool = True) -> None:
    """Make every partner's (or every other player's) slots exactly its real tiles (hints on
    them are moot)."""
    s = view.settings
    for seat in range(s.players):
        if seat == view.seat or (partners_only and s.side_of(seat) != s.side_of(view.seat)):
            continue
        mask = state.hands[seat]
        know.slots[seat] = [1 << t for t in range(mask.bit_length()) if mask >> t & 1]
        for hints in (know.soft, know.firm):
            if hints is not None:
                hints[seat] = [0] * len(know.slots[seat])


def main(argv: list[str] | None = None) -> int:
    HandState.view = _remembering_view  # type: ignore[method-assign]
    register_level("oracle", "oracle", "Sees every hand (a ceiling).", Oracle, listed=False)
    register_level("see-partner", "see-partner", "hard told its partner's hand (a ceiling).",
                   SeePartner, listed=False)
    register_level("see-hands", "see-hands", "hard told every other hand (a ceiling).",
                   SeeHands, listed=False)
    return strength.main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
