"""The catalogue: every RULES.md game id registered once, options checked with clear errors."""

from __future__ import annotations

import pytest

from dominoes_qt.rules import InvalidOptionError, all_games, configure, find_game
from dominoes_qt.rules.settings import DrawPolicy, Formula, InHandScoring, Spinners

ISSUE_IDS = {
    "block-and-draw", "block", "draw", "cross", "double-nine-cross", "domino", "star",
    "lucky-draw", "partnership", "all-fives", "muggins", "fives-and-threes", "five-up",
    "all-sevens", "bergen",
}


def test_every_game_is_registered_once() -> None:
    ids = [g.id for g in all_games()]
    assert len(ids) == len(set(ids))
    assert ISSUE_IDS <= set(ids)


@pytest.mark.parametrize("game", sorted(ISSUE_IDS))
def test_defaults_configure_for_every_player_count_and_set(game: str) -> None:
    g = find_game(game)
    assert g.name and g.description and g.rules_text
    for n in g.sets:
        for p in g.allowed_players(n):
            s = g.configure(p, n)
            assert s.players == p and s.set_n == n and s.hand_size * p <= (n + 1) * (n + 2) // 2


def test_errors_name_the_problem() -> None:
    with pytest.raises(InvalidOptionError, match="unknown game 'chess'"):
        configure("chess")
    with pytest.raises(InvalidOptionError, match="star is for 4 players, not 3"):
        configure("star", 3)
    with pytest.raises(InvalidOptionError, match="has no option 'colour'"):
        configure("draw", 2, options={"colour": "red"})
    with pytest.raises(InvalidOptionError, match="takes a whole number"):
        configure("draw", 2, options={"target": "lots"})
    with pytest.raises(InvalidOptionError, match="takes one of"):
        configure("draw", 2, options={"draw": "sometimes"})
    with pytest.raises(InvalidOptionError, match="double-9"):
        configure("star", 4, 9)
    with pytest.raises(InvalidOptionError, match="need more than"):
        configure("draw", 5, options={"hand_size": 9})


def test_options_from_strings_and_values() -> None:
    s = configure("block-and-draw", 3, options={"blocked_formula": "diff-each",
                                                "spinners": "none", "target": "150"})
    assert (s.blocked_formula, s.spinners, s.target) == (Formula.DIFF_EACH, Spinners.NONE, 150)
    s = configure("domino", 2, options={"draw": DrawPolicy.ONE_THEN_PLAY})
    assert s.draw is DrawPolicy.ONE_THEN_PLAY
    s = configure("block", 4, options={"partnership": "no"})
    assert not s.partnership and s.sides == 4
    assert configure("block", 4).partnership and configure("block", 3).sides == 3
    s = configure("fives-and-threes", 2, options={"style": "pub"})
    assert (s.in_hand, s.target, s.draw) == (InHandScoring.FIVES_THREES_PUB, 61,
                                             DrawPolicy.NONE)
    s = configure("block", 4, options={"scoring": "hand-point", "target": 5})
    assert s.out_formula is Formula.HAND_POINT and s.target == 5


def test_double_nine_cross_player_limits() -> None:
    assert find_game("double-nine-cross").allowed_players(9)[-1] == 10
    assert find_game("double-nine-cross").allowed_players(12)[-1] == 18
    configure("double-nine-cross", 18, 12)
    with pytest.raises(InvalidOptionError):
        configure("double-nine-cross", 11, 9)
