"""The coach's grades on constructed positions, its values against the exact solver, and its
replay of whole records."""

from __future__ import annotations

import random

import pytest

from dominoes_qt.ai import coach
from dominoes_qt.ai.coach import (
    BEST,
    BLUNDER,
    FAIR,
    FORCED,
    GOOD,
    INACCURACY,
    OPEN,
    SOLITAIRE,
    CoachBudget,
    OpenHands,
    fair_values,
    grade,
    positions,
    remark,
    review_move,
    review_record,
)
from dominoes_qt.ai.solver import solvable
from dominoes_qt.rules import HandState, Kind, configure, deal
from dominoes_qt.rules.solitaires.solver import LOST, WIN
from dominoes_qt.rules.solitaires.solver import solve as solve_solitaire
from dominoes_qt.rules.tiles import PIPS, SUIT, tiles_of
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord
from tests.random_games import played_at_random

from .test_solver import EngineValue, brute_force

SMALL = CoachBudget(worlds=6, scoring_worlds=6, most_worlds=6)


def random_record(game: str, players: int | None, seed: int, hands: int = 1) -> GameRecord:
    """A game of ``game`` played at random for ``hands`` hands (the last may be unfinished)."""
    return played_at_random(GameSetup.default(game, players, seed=seed), hands)


def test_grades_follow_the_thresholds() -> None:
    s = configure("partnership", 4)
    best, good, inaccuracy = coach.THRESHOLDS
    assert grade(0.0, s) == GOOD and grade(best, s) == GOOD
    assert remark(0.0, s) == BEST and remark(best, s) == BEST and remark(best + 0.1, s) is None
    assert grade(good, s) == GOOD
    assert grade(inaccuracy, s) == INACCURACY
    assert grade(inaccuracy + 0.1, s) == BLUNDER    # graded as shown, to a tenth
    blind = configure("blind", 4)      # a point per hand won: the same grades, scaled
    assert grade(0.5, blind) == BLUNDER and grade(0.02, blind) == GOOD and remark(0.02, blind) == BEST


def test_a_forced_move_is_best() -> None:
    s = configure("partnership", 4)
    hand = HandState(s, deal(s, random.Random(1)))
    lead = hand.legal_actions()
    assert len(lead) == 1                      # the highest double must lead
    review = review_move(hand, lead[0])
    assert review.method == FORCED and review.label == BEST and review.loss == 0.0
    assert not review.is_decision
    rng = random.Random(2)
    while hand.result is None:               # a pass is forced too
        legal = hand.legal_actions()
        if legal[0].kind is Kind.PASS:
            review = review_move(hand, legal[0], budget=SMALL)
            assert review.method == FORCED and review.label == BEST
            return
        hand.apply(rng.choice(legal))
    pytest.fail("no pass in this hand")


def _surely_won(hand: HandState, child: HandState) -> bool:
    """The block ``child`` is won for the mover of ``hand`` whatever the tiles it cannot see:
    its pips are fewer than the fewest the other seats could hold."""
    seat = hand.turn
    view = hand.view(seat)
    unseen = sorted(PIPS[t] for t in tiles_of(view.unseen_mask))
    mine = child.pips(seat)
    return all(mine < sum(unseen[:child.hand_size(other)])
               for other in range(hand.settings.players) if other != seat)


def _margin(before: HandState, after: HandState, seat: int) -> int:
    side = before.settings.side_of(seat)
    gains = [x - y for x, y in zip(after.scores, before.scores, strict=True)]
    return gains[side] - sum(g for i, g in enumerate(gains) if i != side)


def _winning_block() -> tuple[HandState, object, object, int]:
    """The first Draw position for two (seeded), the boneyard spent, where one play blocks
    the hand and surely wins it while another lets the other player go out with its last
    tile whatever it is, the two differing by more than a blunder: every tile the mover cannot
    see is in the other hand, so the mover knows all this.  Returns the position, the block,
    the other move and the points between them (by the rules engine)."""
    s = configure("draw", 2)
    for seed in range(3000):
        rng = random.Random(seed)
        hand = HandState(s, deal(s, rng))
        while hand.result is None:
            legal = hand.legal_actions()
            seat = hand.turn
            other = 1 - seat
            if len(legal) > 1 and hand.layout.tiles and not hand.boneyard:
                wins, gives = [], []
                for a in legal:
                    child = hand.copy()
                    child.apply(a)
                    r = child.result
                    if r is not None and r.reason == "blocked" and r.winner_seat == seat:
                        if _surely_won(hand, child):
                            wins.append((a, _margin(hand, child, seat)))
                    elif r is None and child.hand_size(other) == 1:
                        fit = 0
                        for v in child.layout.open.values():
                            fit |= SUIT[v]
                        if hand.view(seat).unseen_mask & ~fit == 0:
                            child.apply(child.legal_actions()[0])
                            assert child.result is not None and child.result.reason == "domino"
                            gives.append((a, _margin(hand, child, seat)))
                if wins and gives:
                    (block, won), (thrown, lost) = wins[0], gives[0]
                    if won - lost > coach.THRESHOLDS[2]:
                        return hand, block, thrown, won - lost
            hand.apply(rng.choice(legal))
    raise AssertionError("no winning block found")


def test_throwing_away_a_won_block_is_a_blunder() -> None:
    hand, block, other, cost = _winning_block()
    kept = review_move(hand, block, seed=3, open_hands=OpenHands(hand.settings))
    thrown = review_move(hand, other, seed=3, open_hands=OpenHands(hand.settings))
    assert kept.method == FAIR and kept.label == BEST and block in kept.best
    assert thrown.grade == BLUNDER
    assert thrown.loss == pytest.approx(cost) and thrown.open_loss == pytest.approx(cost)
    assert block in thrown.open_best


def _line_positions(game: str, players: int, left: int, count: int) -> list[HandState]:
    s = configure(game, players)
    out = []
    for seed in range(200):
        rng = random.Random(seed)
        hand = HandState(s, deal(s, rng))
        while hand.result is None:
            plays = [a for a in hand.legal_actions() if a.kind is Kind.PLAY]
            if (len(plays) > 1 and solvable(hand)
                    and sum(h.bit_count() for h in hand.hands) <= left):
                out.append(hand)
                break
            hand.apply(rng.choice(hand.legal_actions()))
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize(("game", "players"), [("partnership", 4), ("block", 2), ("draw", 3)])
def test_open_hands_values_are_exact_minimax(game: str, players: int) -> None:
    for hand in _line_positions(game, players, 9, 6):
        cands = [a for a in hand.legal_actions()]
        opens = OpenHands(hand.settings).values(hand, cands)
        assert opens is not None
        me = hand.settings.side_of(hand.turn)
        value = EngineValue(hand, me, 0.0)
        for action, v in zip(cands, opens, strict=True):
            child = hand.copy()
            child.apply(action)
            assert v == pytest.approx(brute_force(child, value))


def test_the_open_hands_value_of_a_lead_solves_the_whole_deal() -> None:
    s = configure("block", 2)
    hand = HandState(s, deal(s, random.Random(4)), lead_override=0)
    leads = hand.legal_actions()
    assert len(leads) >= 7
    opens = OpenHands(s).values(hand, leads)
    assert opens is not None
    solver = OpenHands(s)._solver(0)
    for action, v in zip(leads, opens, strict=True):
        child = hand.copy()
        child.apply(action)
        assert v == solver.value(child)
    best = leads[opens.index(max(opens))]
    review = review_move(hand, best, open_hands=OpenHands(s), budget=SMALL)
    assert review.open_loss == 0.0 and best in review.open_best


@pytest.mark.parametrize(("game", "players"), [("partnership", 4), ("block", 2)])
def test_the_fair_value_with_the_real_world_only_is_the_exact_value(
        monkeypatch: pytest.MonkeyPatch, game: str, players: int) -> None:
    """Given the real deal as its only world, the fair evaluation is the exact solver's."""
    for hand in _line_positions(game, players, 14, 4):

        def only_real(view, rng, hand=hand):
            while True:
                yield hand.copy()

        monkeypatch.setattr(coach, "_worlds", only_real)
        fair = fair_values(hand.view(hand.turn), budget=SMALL)
        cands = list(fair)
        opens = OpenHands(hand.settings).values(hand, cands)
        assert opens is not None
        assert [fair[a] for a in cands] == pytest.approx(opens)


def test_the_analysis_is_fixed_by_its_seed() -> None:
    record = random_record("partnership", 4, 8)
    first = review_record(record, seed=5, budget=SMALL)
    again = review_record(record, seed=5, budget=SMALL)
    assert first == again
    assert [m.grade for m in first.moves] == [m.grade for m in again.moves]


def test_the_review_replays_the_record_exactly() -> None:
    record = random_record("all-fives", 2, 3, hands=3)
    seen = list(positions(record))
    assert [(p.hand, p.action) for p in seen] == list(record.actions)
    for p in seen:
        assert p.action in p.state.legal_actions() or p.action.kind in (Kind.DECLARE,
                                                                         Kind.MUGGINS)
    review = review_record(record, budget=SMALL)
    assert len(review.moves) == len(record.actions)
    assert [h.hand for h in review.hands] == sorted({i for i, _ in record.actions})


def test_scoring_games_are_graded_by_the_fair_value_with_in_hand_points() -> None:
    record = random_record("all-fives", 2, 11)
    review = review_record(record, budget=SMALL)
    decisions = [m for m in review.moves if m.is_decision]
    assert decisions and all(m.method == FAIR for m in decisions)
    assert all(v.open is None for m in decisions for v in m.values)
    # a play that scores now is worth its points: with the real world only, the value of a
    # move is at least what it scores at once minus what can follow
    assert review.accuracy() is not None
    for seat in range(2):
        acc = review.accuracy(seat)
        assert acc is None or 0.0 <= acc <= 100.0


def test_line_games_carry_both_values_once_the_hand_is_over() -> None:
    record = random_record("partnership", 4, 21)
    review = review_record(record, budget=SMALL)
    later = [m for m in review.moves if m.is_decision and m.number > 8]
    assert later and all(m.open_loss is not None for m in later)
    assert all(m.method == FAIR for m in later)


def test_blind_dominoes_turns_are_forced_and_ends_are_weighed() -> None:
    for seed in range(40):
        record = random_record("blind", 4, seed)
        review = review_record(record, budget=SMALL)
        assert all(m.label == BEST for m in review.moves if m.played.kind is Kind.TURN)
        chosen = [m for m in review.moves if m.played.kind is Kind.CHOOSE]
        if any(m.is_decision for m in chosen):
            assert all(m.grade is not None for m in chosen)
            return
    pytest.fail("no choice of ends in 40 Blind hands")


def test_a_solitaire_move_that_loses_a_winnable_deal_is_a_blunder() -> None:
    for seed in range(60):
        record = random_record("patience", None, seed)
        review = review_record(record, budget=SMALL)
        lost = [m for m in review.moves if m.grade == BLUNDER]
        if not lost:
            continue
        move = lost[0]
        assert move.method == SOLITAIRE and move.winnable is True
        state = next(p.state for p in positions(record) if p.state.history.__len__()
                     == move.number)
        assert solve_solitaire(state).status == WIN
        child = state.copy()
        child.apply(move.played)
        assert solve_solitaire(child).status == LOST
        earlier = [m for m in review.moves if m.number < move.number and m.is_decision]
        assert all(m.label == BEST for m in earlier)
        assert len(lost) == 1          # once lost, a deal stays lost: nothing more to blame
        return
    pytest.fail("no winnable deal thrown away in 60 random games")


def test_the_open_value_grades_where_no_fair_value_is_computed() -> None:
    hand, block, other, cost = _winning_block()
    review = review_move(hand, other, fair=False, open_hands=OpenHands(hand.settings))
    assert review.method == OPEN and review.grade == BLUNDER and review.loss is None


# -- the train games ----------------------------------------------------------------------------

def _train_record(game_id: str, seed: int, moves: int) -> GameRecord:
    record = GameRecord.new(GameSetup.default(game_id, seed=seed))
    rng = random.Random(seed)
    for _ in range(moves):
        hand = record.match.hand
        if hand.result is not None:
            break
        record.apply(rng.choice(hand.legal_actions()))
    return record


@pytest.mark.parametrize("game_id", ["mexican-train", "chicken-foot"])
def test_a_train_game_is_reviewed_move_by_move(game_id):
    record = _train_record(game_id, 4, 400)
    review = review_record(record, seed=1, budget=SMALL)
    moves = review.moves
    assert moves and all(m.grade is not None for m in moves if m.is_decision)
    assert any(m.method == "fair" for m in moves)          # real choices were weighed


def test_a_train_seat_cannot_tell_apart_what_it_cannot_see():
    """Two rounds that differ only in tiles the mover cannot see (another hand against the
    boneyard) get the same values: the analysis reads nothing hidden."""
    from dominoes_qt.ai.coach import train_fair_values

    record = _train_record("mexican-train", 7, 12)
    state = record.match.hand
    seat = state.turn
    other = (seat + 1) % state.players
    theirs = list(tiles_of(state.hands[other]))
    swapped = state.copy()
    a, b = theirs[0], swapped.boneyard[0]
    swapped.hands[other] = swapped.hands[other] & ~(1 << a) | (1 << b)
    swapped.boneyard[0] = a
    swapped._legal = None
    assert train_fair_values(state, seat, 3, SMALL) == train_fair_values(swapped, seat, 3, SMALL)
