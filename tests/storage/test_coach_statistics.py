"""The coach's figures in the statistics and the preferences: accuracy per hand over time,
matches played with the tile tracker, the coach's mode."""

from __future__ import annotations

import json
from pathlib import Path

from dominoes_qt.storage.settings import AppSettings
from dominoes_qt.storage.statistics import MAX_ACCURACY, GameStats, Statistics


def test_accuracy_is_kept_per_hand_once_per_key(tmp_path: Path) -> None:
    stats = Statistics(tmp_path / "stats.json")
    assert stats.record_accuracy("draw", 75.0, key="7:0")
    assert not stats.record_accuracy("draw", 75.0, key="7:0")
    assert stats.record_accuracy("draw", 101.0, key="7:1")
    assert stats.game("draw").accuracy == [75.0, 100.0]
    assert stats.game("draw").recent_accuracy() == 87.5
    again = Statistics.load(tmp_path / "stats.json")
    assert again.game("draw").accuracy == [75.0, 100.0]


def test_only_the_latest_hands_are_kept() -> None:
    stats = Statistics()
    for i in range(MAX_ACCURACY + 5):
        stats.record_accuracy("block", float(i % 100))
    assert len(stats.game("block").accuracy) == MAX_ACCURACY


def test_a_bad_accuracy_list_starts_afresh_and_keeps_the_rest() -> None:
    stats = GameStats.from_json({"hands_played": 3, "accuracy": [50, "x"]})
    assert stats.accuracy == [] and stats.hands_played == 3
    assert GameStats.from_json({"accuracy": [10, 20.5]}).accuracy == [10.0, 20.5]
    assert GameStats.from_json({"accuracy": [120]}).accuracy == []
    assert GameStats.from_json(json.loads(json.dumps(GameStats(accuracy=[1.5]).to_json()))
                               ).accuracy == [1.5]


def test_an_assisted_match_is_counted() -> None:
    stats = Statistics()
    stats.record_match("draw", True, 100, assisted=True, key="1")
    stats.record_match("draw", False, 40, key="2")
    assert stats.game("draw").assisted_matches == 1


def test_the_coach_preferences_are_checked() -> None:
    assert AppSettings().coach == "off" and AppSettings().tile_tracker is False
    prefs = AppSettings.from_json({"coach": "move", "tile_tracker": True})
    assert prefs.coach == "move" and prefs.tile_tracker
    bad = AppSettings.from_json({"coach": "always", "tile_tracker": "yes"})
    assert bad.coach == "off" and bad.tile_tracker is False
