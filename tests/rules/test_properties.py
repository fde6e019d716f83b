"""Property tests over every game, player count and set: conservation, termination, legality,
scores that follow the formulas, and matches that end at the target."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from dominoes_qt.rules import Match, all_games
from dominoes_qt.rules.actions import LEAD, Kind
from dominoes_qt.rules.games.blind import BlindHand
from dominoes_qt.rules.hand import SUM7, WILD_MASK, HandState
from dominoes_qt.rules.scoring import round5
from dominoes_qt.rules.settings import Formula, Matching
from dominoes_qt.rules.tiles import set_count


def _setups() -> list[tuple[str, int, int]]:
    out = []
    for g in all_games():
        # the solitaires are no HandState: test_conformance.py and test_solitaires.py cover them
        if g.state_class is not None and not issubclass(g.state_class, HandState):
            continue
        for n in g.sets:
            for p in g.allowed_players(n):
                out.append((g.id, p, n))
    return out


SETUPS = _setups()


def expected_award(formula: Formula, w: int, losers: list[int]) -> int:
    """Independent re-statement of RULES.md §1.11."""
    fives = {Formula.FIVES_TOTAL: lambda: round5(sum(losers)) // 5,
             Formula.FIVES_EACH: lambda: sum(round5(o) // 5 for o in losers),
             Formula.FIVES_FLOOR: lambda: sum(losers) // 5,
             Formula.FIVES_DIFF: lambda: round5(max(0, sum(losers) - w)) // 5}
    if formula in fives:
        return fives[formula]()
    return {
        Formula.SUM: sum(losers),
        Formula.OPPONENT_PIPS: sum(losers),
        Formula.ALL_PIPS: sum(losers) + w,
        Formula.DIFF_ONCE: sum(losers) - w,
        Formula.DIFF_EACH: sum(o - w for o in losers),
        Formula.ROUND_EACH: sum(round5(o) for o in losers),
        Formula.ROUND_DIFF_EACH: sum(round5(o - w) for o in losers),
        Formula.HAND_POINT: 1,
        Formula.NONE: 0,
    }[formula]


def check_conservation(hand, full: int) -> None:
    seen = 0
    total = 0
    for h in hand.hands:
        assert not seen & h
        seen |= h
        total += h.bit_count()
    for t in hand.boneyard + hand.layout.tiles:
        assert not seen >> t & 1
        seen |= 1 << t
        total += 1
    assert seen == full and total == full.bit_count()


def check_play_matches(hand, action, value: int) -> None:
    t = action.tile
    if hand.settings.matching is Matching.SUM7:
        assert (WILD_MASK >> t.id & 1) or (SUM7[value] >> t.id & 1 and
                                          action.touching + value == 7)
    else:
        assert action.touching == value and value in (t.low, t.high)


def side_totals(hand) -> list[int]:
    s = hand.settings
    totals = [0] * s.sides
    for seat, pips in enumerate(hand.result.pips):
        totals[s.side_of(seat)] += pips
    return totals


def check_hand_result(hand, scores_before: list[int]) -> None:
    s = hand.settings
    r = hand.result
    assert r is not None
    in_hand = [0] * s.sides
    for e in hand.events:
        if e.reason != "hand":
            in_hand[e.side] += e.points
    award = [e for e in hand.events if e.reason == "hand"]
    if r.reason == "target":
        assert hand.scores[r.winner_side] >= s.target
        assert not award
        return
    if r.shared:    # Blind Dominoes: each side of a shared win scores the points
        assert r.winner_side is None and r.reason == "blocked"
        if r.points:
            assert sorted(e.side for e in award) == sorted(r.winner_sides)
        else:       # hands to 100: a tie scores nothing
            assert not award
        assert all(e.points == r.points for e in award)
        totals = side_totals(hand)
        assert all(totals[side] == min(totals) for side in r.winner_sides)
    elif r.winner_side is None:
        assert not award
    else:
        totals = side_totals(hand)
        if r.reason == "domino":
            formula, w = s.out_formula, 0
            losers = [p for side, p in enumerate(totals) if side != r.winner_side]
            assert hand.hands[r.winner_seat] == 0
        else:
            formula, w = s.blocked_formula, totals[r.winner_side]
            losers = [p for side, p in enumerate(totals) if side != r.winner_side]
            if totals.count(min(totals)) == 1:
                assert totals[r.winner_side] == min(totals)
            else:   # a tie settled by the blocker-loses rule
                losers = [totals[s.side_of(r.blocker)]]
        points = expected_award(formula, w, losers) + s.hand_bonus + (
            s.chip_out_bonus if r.reason == "domino" else 0)
        assert r.points == points
    for side in range(s.sides):
        got = hand.scores[side] - scores_before[side]
        assert got == in_hand[side] + sum(e.points for e in award if e.side == side)
    if r.reason == "blocked":
        assert not hand.can_draw()
        mask = hand.playable_mask()
        assert all(not h & mask for h in hand.hands)


def play_match(game: str, players: int, set_n: int, seed: int, max_hands: int = 4,
               options: dict | None = None) -> Match:
    """Play up to ``max_hands`` hands with random legal actions, checking every step."""
    from dominoes_qt.rules import configure

    settings_ = configure(game, players, set_n, options)
    match = Match(settings_, seed=seed)
    rng = random.Random(seed)
    full = (1 << set_count(set_n)) - 1
    for _ in range(max_hands):
        hand = match.hand
        scores_before = list(match.scores)
        bound = (set_count(set_n) * 2 + 2) * players + 5
        if isinstance(hand, BlindHand):  # a tile that does not fit goes to the back of its row
            bound = set_count(set_n) * (set_count(set_n) + 3) + 10
        steps = 0
        while hand.result is None:
            legal = hand.legal_actions()
            assert legal, "a live hand always offers an action"
            kinds = {a.kind for a in legal}
            if Kind.PLAY in kinds:
                assert Kind.PASS not in kinds
                assert Kind.DRAW not in kinds or settings_.voluntary_draw
            action = rng.choice(legal)
            seat = hand.turn
            if action.kind is Kind.PLAY:
                assert hand.hands[seat] >> action.tile.id & 1
                if action.socket != LEAD:
                    check_play_matches(hand, action, hand.layout.open[action.socket])
            match.apply(action)
            check_conservation(hand, full)
            steps += 1
            assert steps <= bound, "hand does not terminate"
        check_hand_result(hand, scores_before)
        if match.is_over:   # several winners: a shared win of Blind Dominoes' single hand
            winners = match.winner_sides
            assert winners and all(match.scores[w] >= settings_.target for w in winners)
            break
        assert max(match.scores) < settings_.target or \
            match.scores.count(max(match.scores)) > 1
        match.next_hand()
    return match


@settings(max_examples=200)
@given(st.sampled_from(SETUPS), st.integers(0, 2**32))
def test_every_game_plays_by_the_rules(setup: tuple[str, int, int], seed: int) -> None:
    play_match(*setup, seed)


#: Options that change how a match is scored or how long it runs.
MATCH_VARIANTS = [
    ("block", 2, 6, {"scoring": "hand-point"}), ("draw", 4, 6, {"scoring": "hand-point"}),
    ("fives-and-threes", 2, 6, {"style": "pub"}), ("fives-and-threes", 4, 6, {"style": "pub"}),
    ("partnership", 4, 6, {"later_leads": "rotate"}),
    ("partnership", 4, 6, {"later_leads": "winner"}),
    ("five-up", 4, 6, {"partnership": True, "finish_hand": True}),
    ("blind", 3, 6, {"length": "to-100"}), ("blind-boxed", 2, 6, {"length": "to-100"}),
]


def test_every_setup_plays_whole_matches() -> None:
    for game, players, set_n, options in [(*s, None) for s in SETUPS] + MATCH_VARIANTS:
        for seed in range(3):
            match = play_match(game, players, set_n, seed, max_hands=200, options=options)
            assert match.is_over, (f"{game} with {players} players, double-{set_n}, {options}:"
                                   f" no winner after {len(match.results)} hands")
            assert match.winner_sides
            assert all(match.scores[w] >= match.settings.target for w in match.winner_sides)
