"""The coach counts right: a loss of exactly a threshold gets that threshold's grade, and two
moves that differ only in an equivalent end are one choice (issue 36)."""

from __future__ import annotations

import random

from dominoes_qt.ai.coach import BEST, FORCED, GOOD, INACCURACY, CoachBudget, grade, review_move
from dominoes_qt.rules import HandState, Kind, configure, deal
from dominoes_qt.rules.tiles import TILES, tiles_of

SMALL = CoachBudget(worlds=6, scoring_worlds=6, most_worlds=6)


def test_a_loss_of_exactly_three_is_good() -> None:
    s = configure("partnership", 4)
    loss = -173 / 48 - (-317 / 48)          # 3.0000000000000004 in floating point
    assert loss > 3.0
    assert grade(loss, s) == GOOD
    assert grade(3.04, s) == GOOD           # shown as 3.0: graded as shown
    assert grade(3.06, s) == INACCURACY     # shown as 3.1


def _after_double_six_with_one_six() -> HandState:
    """A Partnership hand just after the 6-6 lead where the next seat holds one six: 0-6."""
    s = configure("partnership", 4)
    for seed in range(5000):
        hand = HandState(s, deal(s, random.Random(seed)))
        lead = hand.legal_actions()
        if len(lead) != 1 or str(lead[0].tile) != "6-6":
            continue
        hand.apply(lead[0])
        sixes = [TILES[t] for t in tiles_of(hand.hands[hand.turn]) if 6 in (TILES[t].low, TILES[t].high)]
        if len(sixes) == 1 and str(sixes[0]) == "0-6":
            return hand
    raise AssertionError("no such deal")


def test_both_ends_of_a_double_lead_are_one_choice() -> None:
    hand = _after_double_six_with_one_six()
    plays = [a for a in hand.legal_actions() if a.kind is Kind.PLAY]
    assert len(plays) == 2 and plays[0].socket != plays[1].socket
    for played in plays:
        review = review_move(hand, played, budget=SMALL)
        assert review.method == FORCED and review.label == BEST
        assert not review.is_decision
        assert [v.action for v in review.values] == [played]


def test_chicken_foot_toes_are_named_and_are_one_choice() -> None:
    """The toes of one chicken foot are alike: a tile that fits them is one choice there,
    named "toe of" the double."""
    from dominoes_qt.ai.coach import decisions
    from dominoes_qt.ai.coach_choices import TOE, one_per_choice, place
    from dominoes_qt.rules.games.trains import ChickenFootRound
    from dominoes_qt.session import GameSetup
    from dominoes_qt.storage.record import GameRecord

    for seed in range(200):
        record = GameRecord.new(GameSetup.default("chicken-foot", 4, seed=seed))
        rng = random.Random(seed)
        for _ in range(300):
            state = record.match.hand
            assert isinstance(state, ChickenFootRound)
            if state.result is not None:
                break
            legal = state.legal_actions()
            toes = [a for a in legal if a.kind is Kind.PLAY and place(state, a)
                    and place(state, a)[0] == TOE]
            tiles = {a.tile for a in toes}
            if len(toes) > len(tiles):              # one tile fits two toes of one foot
                where = {place(state, a) for a in toes}
                assert all(w[1] == state.placed[state.pending].tile for w in where)
                choices = one_per_choice(state, decisions(legal))
                assert len([a for a in choices if a in toes]) == len(tiles)
                return
            record.apply(rng.choice(legal))
    raise AssertionError("no chicken foot with two open toes")


def _unsettled_worlds(game: str, factor: int) -> list[int]:
    """The worlds each decision of a few hands got with a budget that never settles: the
    most the budget allows there."""
    budget = CoachBudget(worlds=8, scoring_worlds=8, most_worlds=8, batch=8, cheap_factor=1,
                         scoring_factor=factor, stop_confidence=1e6, enumerate=False)
    s = configure(game, 2)
    used = []
    for seed in range(4):
        rng = random.Random(seed)
        hand = HandState(s, deal(s, rng))
        while hand.result is None and len(used) < 6 * (seed + 1):
            legal = hand.legal_actions()
            plays = [a for a in legal if a.kind is Kind.PLAY]
            if len(plays) >= 2:
                review = review_move(hand, plays[0], budget=budget)
                if review.method != FORCED and review.high != review.low:
                    used.append(review.worlds)
            hand.apply(rng.choice(legal))
    assert used
    return used


def test_games_scored_during_the_hand_get_more_worlds_for_an_unsettled_grade() -> None:
    """Their losses come in fives, a missed 10 near the blunder line: twice the most worlds
    (``scoring_factor``), and only there."""
    assert set(_unsettled_worlds("all-fives", 2)) == {16}
    assert set(_unsettled_worlds("all-fives", 1)) == {8}
    assert set(_unsettled_worlds("draw", 2)) == {8}
