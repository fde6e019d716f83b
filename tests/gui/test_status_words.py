"""The status line's sentences, apart from the controller: any table that answers the few
questions of ``WordsHost`` gets them (the review window and the network table can too)."""

from __future__ import annotations

from dataclasses import dataclass

from dominoes_qt.app.status_words import StatusWords, compass_name
from dominoes_qt.app.turn_digest import Entry
from dominoes_qt.rules import Match, configure
from dominoes_qt.rules.hand import ScoreEvent


@dataclass
class Host:
    match: Match
    hot_seat: bool = False

    @property
    def hand(self):
        return self.match.hand

    def is_human(self, seat: int) -> bool:
        return seat == 0

    def seat_name(self, seat: int) -> str:
        return ["Ann", "Bob"][seat]

    def side_name(self, side: int) -> str:
        return ["Ann", "Bob"][side]


def test_the_person_at_the_computer_is_you_whatever_the_seat_is_called(qapp) -> None:
    words = StatusWords(Host(Match(configure("draw", 2), seed=1)))
    assert words.says(0, "pass") == "You pass." and words.says(1, "pass") == "Bob passes."
    assert words.entry_text(Entry(1, "play", tile="6-4")) == "Bob plays 6-4."
    assert words.entry_text(Entry(0, "draw", count=3)) == "You draw 3 tiles."
    assert words.score_text(ScoreEvent(0, 0, 10, "count", "5 + 5 = 10")) == \
        "You score 10 (5 + 5 = 10)."


def test_a_hot_seat_speaks_to_each_person_by_name(qapp) -> None:
    words = StatusWords(Host(Match(configure("draw", 2), seed=1), hot_seat=True))
    assert words.says(0, "draw") == "Ann draws a tile."
    legal = words.host.hand.legal_actions()
    assert words.turn_text(words.host.hand.turn, legal).startswith(
        words.host.seat_name(words.host.hand.turn))


def test_compass_names_round_the_table(qapp) -> None:
    assert [compass_name(s, 4, 0) for s in (1, 2, 3)] == ["West", "North", "East"]
    assert compass_name(5, 6, 0) == "Player 6"


@dataclass
class Partners(Host):
    def seat_name(self, seat: int) -> str:
        return ["You", "Computer 2 (Medium)", "North", "Computer 4 (Medium)"][seat]

    def side_name(self, side: int) -> str:
        return ["You & North", "Computer 2 (Medium) & Computer 4 (Medium)"][side]


def test_a_partners_score_says_the_teams_total_too(qapp) -> None:
    """Partnership: one seat's points are not the team's total (issue 34): the line says
    both, so "scores 19" is never read as the score."""
    match = Match(configure("partnership", 4), seed=1)
    match.hand.scores = [8, 46]
    words = StatusWords(Partners(match))
    text = words.score_text(ScoreEvent(1, 1, 19, "count", "19"))
    assert text == "Computer 2 (Medium) scores 19 (19). Team total: 46.", text
    assert words.score_text(ScoreEvent(0, 0, 5, "count", "")) == \
        "You score 5. Team total: 8."
    # a game without partners has nothing to add
    alone = StatusWords(Host(Match(configure("draw", 2), seed=1)))
    assert alone.score_text(ScoreEvent(1, 1, 10, "count", "")) == "Bob scores 10."
