"""Statistics: counts, scores, streaks and undo per game, saved at once and reset on request."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import pytest

from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage import paths
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.statistics import (
    GameStats,
    Statistics,
    load_statistics,
    player_side,
    record_results,
)


def test_empty_without_a_file(user_home: Path) -> None:
    stats = load_statistics()
    assert stats.game_ids() == []
    assert stats.game("all-fives") == GameStats()
    assert stats.game("all-fives").average_score is None
    assert not user_home.exists()


def test_hands_are_counted() -> None:
    stats = load_statistics()
    for won in (True, False, True, True):
        stats.record_hand("draw", won)
    stats.record_hand("muggins", False)
    draw = stats.game("draw")
    assert (draw.hands_played, draw.hands_won, draw.hands_lost) == (4, 3, 1)
    assert (stats.game("muggins").hands_played, stats.game("muggins").hands_won) == (1, 0)
    assert draw.matches_played == 0
    assert stats.game_ids() == ["draw", "muggins"]


def test_matches_scores_and_streaks() -> None:
    stats = load_statistics()
    results = [(True, 100), (True, 120), (False, 60), (True, 105), (True, 130), (True, 101),
               (False, 90)]
    for won, score in results:
        stats.record_match("all-fives", won, score)
    g = stats.game("all-fives")
    assert (g.matches_played, g.matches_won, g.matches_lost) == (7, 5, 2)
    assert g.best_score == 130
    assert g.total_score == sum(s for _, s in results)
    assert g.average_score == pytest.approx(sum(s for _, s in results) / 7)
    assert g.best_streak == 3
    assert g.current_streak == 0
    stats.record_match("all-fives", True, 100)
    assert stats.game("all-fives").current_streak == 1
    assert stats.game("all-fives").best_streak == 3


def test_the_best_score_of_a_train_game_is_its_lowest_total() -> None:
    stats = load_statistics()
    for score in (140, 95, 120):
        stats.record_match("mexican-train", False, score, lowest_wins=True)
    assert stats.game("mexican-train").best_score == 95


def test_a_finished_train_match_counts_its_lowest_total_as_best(user_home) -> None:
    from dominoes_qt.storage.statistics import record_results

    record = GameRecord.new(GameSetup.default("mexican-train", 4, seed=3,
                                              options={"rounds": 2}))
    rng = random.Random(3)
    while not record.match.is_over:
        if record.match.hand.result is not None:
            record.next_hand()
        record.apply(rng.choice(record.match.hand.legal_actions()))
    stats = load_statistics()
    mine = record.match.scores[0]
    stats.record_match("mexican-train", False, mine + 50, lowest_wins=True)   # an earlier one
    assert "match" in record_results(stats, record)
    assert stats.game("mexican-train").best_score == mine        # the lower of the two


def test_negative_and_zero_scores() -> None:
    stats = load_statistics()
    stats.record_match("bergen", False, -5)
    assert stats.game("bergen").best_score == -5
    stats.record_match("bergen", False, 0)
    assert stats.game("bergen").best_score == 0
    assert stats.game("bergen").average_score == pytest.approx(-2.5)


def test_undo_use_is_recorded_with_the_result() -> None:
    stats = load_statistics()
    stats.record_match("draw", True, 100, undo_uses=3)
    stats.record_match("draw", True, 100)
    stats.record_match("draw", False, 40, undo_uses=1)
    g = stats.game("draw")
    assert (g.undo_uses, g.matches_with_undo) == (4, 2)


def test_every_result_is_saved_at_once(user_home: Path) -> None:
    stats = load_statistics()
    stats.record_hand("draw", True)
    stats.record_match("draw", True, 100, undo_uses=2)
    assert (user_home / "statistics.json") == paths.statistics_path()
    again = load_statistics()  # a restart
    assert again.game("draw") == stats.game("draw")
    # and the lock two copies of the game take to add up their results
    assert sorted(p.name for p in user_home.iterdir()) == ["statistics.json",
                                                           "statistics.json.lock"]


def test_a_key_is_counted_once_even_after_a_restart() -> None:
    stats = load_statistics()
    assert stats.record_hand("draw", True, key="seed7:hand0") is True
    assert stats.record_hand("draw", True, key="seed7:hand0") is False
    assert stats.record_hand("draw", False, key="seed7:hand1") is True
    assert stats.record_match("draw", True, 100, key="seed7") is True
    again = load_statistics()
    assert again.record_match("draw", True, 100, key="seed7") is False
    assert again.record_hand("draw", True, key="seed7:hand0") is False
    # The same key in another game, or a hand key as a match key, is a different result.
    assert again.record_hand("muggins", True, key="seed7:hand0") is True
    g = again.game("draw")
    assert (g.hands_played, g.hands_won, g.matches_played) == (2, 1, 1)


def test_reset_one_game_or_all() -> None:
    stats = load_statistics()
    stats.record_match("draw", True, 100, key="k1")
    stats.record_match("muggins", True, 150, key="k1")
    stats.reset("draw")
    assert stats.game_ids() == ["muggins"]
    assert load_statistics().game_ids() == ["muggins"]
    assert stats.record_match("draw", True, 100, key="k1") is True  # its keys went too
    assert stats.record_match("muggins", True, 150, key="k1") is False
    stats.reset()
    assert load_statistics().game_ids() == []


def test_damaged_file_is_kept_aside_and_counting_goes_on(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "statistics.json").write_bytes(b'{"games": {"draw": ')
    stats = load_statistics()
    assert stats.game_ids() == []
    stats.record_hand("draw", True)
    assert load_statistics().game("draw").hands_played == 1
    kept = list(user_home.glob("statistics.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"games": {"draw": '


def test_invalid_numbers_fall_back(user_home: Path, caplog: pytest.LogCaptureFixture) -> None:
    user_home.mkdir()
    data = {"games": {
        "draw": {"hands_played": 5, "hands_won": 9, "matches_played": "x", "best_score": 12,
                 "current_streak": 4, "best_streak": 2},
        "muggins": [1, 2],
    }}
    (user_home / "statistics.json").write_text(json.dumps(data), "utf-8")
    with caplog.at_level(logging.WARNING):
        stats = load_statistics()
    g = stats.game("draw")
    assert (g.hands_played, g.hands_won) == (5, 5)  # never more wins than games
    assert g.matches_played == 0
    assert g.best_score == 12
    assert g.best_streak == 4
    assert stats.game("muggins") == GameStats()
    assert "matches_played" in caplog.text


def test_write_failure_is_logged_not_raised(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    stats = Statistics(blocker / "statistics.json")
    with caplog.at_level(logging.WARNING):
        assert stats.record_hand("draw", True) is True
    assert stats.game("draw").hands_played == 1
    assert "cannot write" in caplog.text


# -- counting a game record ----------------------------------------------------------------------


def _finish_hand(record: GameRecord, seed: int = 0) -> None:
    rng = random.Random(seed)
    while record.match.hand.result is None:
        record.apply(rng.choice(record.match.hand.legal_actions()))


def test_record_results_counts_each_hand_and_the_match_once() -> None:
    stats = load_statistics()
    record = GameRecord.new(GameSetup.default("all-fives", seed=9))
    assert record_results(stats, record) == []
    hands = 0
    while not record.match.is_over:
        if record.match.hand.result is not None:
            record.next_hand()
        _finish_hand(record, seed=hands)
        hands += 1
        counted = record_results(stats, record, undo_uses=2)
        assert counted == (["hand", "match"] if record.match.is_over else ["hand"])
        assert record_results(stats, record, undo_uses=2) == []  # called again: nothing new
    g = stats.game("all-fives")
    side = player_side(record)
    assert side == 0
    won_hands = sum(r.winner_side == side for r in record.match.results)
    assert (g.hands_played, g.hands_won) == (hands, won_hands)
    assert g.matches_played == 1
    assert g.matches_won == int(record.match.winner_side == side)
    assert g.best_score == record.match.scores[side]
    assert (g.undo_uses, g.matches_with_undo) == (2, 1)
    # A resumed copy of the finished game does not count twice, even after a restart.
    again = load_statistics()
    assert record_results(again, GameRecord.from_json(record.to_json())) == []


def test_a_shared_win_counts_as_won() -> None:
    """Blind Dominoes: equal fewest pips share the win (RULES.md G13), for the statistics too."""
    for seed in range(3000):
        record = GameRecord.new(GameSetup.default("blind", 2, seed=seed))
        _finish_hand(record, seed)
        if record.match.results[0].shared:
            break
    else:
        pytest.fail("no shared win found")
    stats = load_statistics()
    assert record_results(stats, record) == ["hand", "match"]
    g = stats.game("blind")
    assert (g.hands_won, g.matches_won) == (1, 1) and g.best_score == 1


def test_record_results_uses_the_human_seat_and_its_team() -> None:
    seats = (SeatSpec(COMPUTER, "greedy"), SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy"),
             SeatSpec(COMPUTER, "greedy"))
    record = GameRecord.new(GameSetup.default("partnership", seats=seats, seed=4))
    assert player_side(record) == record.match.settings.side_of(1) == 1
    computers = tuple(SeatSpec(COMPUTER, "random") for _ in range(2))
    alone = GameRecord.new(GameSetup.default("draw", seats=computers, seed=4))
    _finish_hand(alone)
    assert player_side(alone) is None
    stats = load_statistics()
    assert record_results(stats, alone) == []
    assert stats.game_ids() == []


def test_online_matches_count_by_game_apart_from_games_against_the_computer(tmp_path) -> None:
    """Issue 34: a network table's hands and match count for the seat's side, under the
    game's online entry (never mixed with the same game against the computer), once each
    however often the same state is seen again (a rejoin)."""
    from dominoes_qt.rules import Match, configure
    from dominoes_qt.storage.statistics import (
        Statistics,
        is_online,
        offline_id,
        online_id,
        record_online_results,
    )

    stats = Statistics(tmp_path / "statistics.json")
    match = Match(configure("draw", 2), seed=3)
    me = 1
    while True:
        hand = match.hand
        while hand.result is None:
            match.apply(hand.legal_actions()[0])
        for _ in range(2):          # the same results seen twice count once
            record_online_results(stats, match, me, table="ABC123")
        if match.is_over:
            break
        match.next_hand()
    mine = match.settings.side_of(me)
    entry = stats.game(online_id("draw"))
    assert is_online(online_id("draw")) and offline_id(online_id("draw")) == "draw"
    assert entry.hands_played == len(match.results) and entry.matches_played == 1
    assert entry.matches_won == (mine in match.winner_sides)
    assert stats.game_ids() == [online_id("draw")], "nothing counted against the computer"
    assert Statistics.load(tmp_path / "statistics.json").game(online_id("draw")) == entry
