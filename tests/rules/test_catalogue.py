"""The catalogue: every RULES.md game id registered once, options checked with clear errors."""

from __future__ import annotations

import subprocess
import sys

import pytest

from dominoes_qt.rules import InvalidOptionError, all_games, configure, find_game
from dominoes_qt.rules.settings import DrawPolicy, Formula, InHandScoring, Spinners

#: The stable ids of RULES.md §2: the multiplayer games G1-G17 and the solitaires S1-S7.
MULTIPLAYER_IDS = {
    "block-and-draw", "block", "draw", "cross", "double-nine-cross", "domino", "all-fives",
    "muggins", "fives-and-threes", "five-up", "all-sevens", "bergen", "blind", "blind-boxed",
    "star", "lucky-draw", "partnership", "mexican-train", "chicken-foot",
}
SOLITAIRE_IDS = {
    "bingo", "patience", "fives-the-limit", "five-columns", "twelve-to-go", "knock-out",
    "matching",
}


def test_every_game_is_registered_once() -> None:
    ids = [g.id for g in all_games()]
    assert len(ids) == len(set(ids))
    assert set(ids) == MULTIPLAYER_IDS | SOLITAIRE_IDS
    assert {g.id for g in all_games() if g.family == "solitaire"} == SOLITAIRE_IDS


@pytest.mark.parametrize("game", sorted(MULTIPLAYER_IDS))
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


# -- defaults RULES.md fixes per player count or option ------------------------------------------


@pytest.mark.parametrize(("players", "tiles"), [(2, 7), (3, 5), (4, 5)])
def test_g9_pub_style_deals_seven_to_two_players(players: int, tiles: int) -> None:
    """RULES.md G9 A18: the pub style deals 7 tiles with 2 players, 5 with 3-4."""
    s = configure("fives-and-threes", players, options={"style": "pub"})
    assert s.hand_size == tiles
    assert configure("fives-and-threes", players).hand_size == 5       # face value: 5 each
    assert configure("fives-and-threes", players,
                     options={"style": "pub", "hand_size": 6}).hand_size == 6


@pytest.mark.parametrize("game", ["block", "draw"])
def test_g2_hand_point_target_defaults_to_five(game: str) -> None:
    """RULES.md G2 rule 10: one point per hand plays to 5 unless a target is given."""
    s = configure(game, 2, options={"scoring": "hand-point"})
    assert (s.out_formula, s.target) == (Formula.HAND_POINT, 5)
    assert configure(game, 2, options={"scoring": "hand-point", "target": 100}).target == 100
    assert configure(game, 2, options={"scoring": "hand-point", "target": 7}).target == 7
    assert configure(game, 2).target == 100
    assert configure(game, 2, options={"scoring": "pips", "target": 121}).target == 121


def test_g9_pub_target_can_be_100() -> None:
    """61 is the pub style's usual target, not a replacement for any target of 100."""
    assert configure("fives-and-threes", 2, options={"style": "pub"}).target == 61
    assert configure("fives-and-threes", 2,
                     options={"style": "pub", "target": 100}).target == 100


def test_hand_point_match_ends_at_five() -> None:
    from dominoes_qt.rules import Match

    m = Match(configure("block", 2, options={"scoring": "hand-point"}), seed=3)
    rng = __import__("random").Random(3)
    while not m.is_over:
        if m.hand.result is not None:
            m.next_hand()
        m.apply(rng.choice(m.hand.legal_actions()))
    assert max(m.scores) == 5 and len(m.results) < 20


def test_g17_is_always_played_in_two_teams() -> None:
    """RULES.md G17: exactly four players in two partnerships."""
    assert configure("partnership", 4).partnership
    assert configure("partnership", 4, options={"partnership": True}).partnership
    with pytest.raises(InvalidOptionError, match="always played in two teams"):
        configure("partnership", 4, options={"partnership": False})
    with pytest.raises(InvalidOptionError, match="always played in two teams"):
        configure("partnership", 4, options={"partnership": "no"})


def test_the_catalogue_says_which_module_registers_each_game():
    from dominoes_qt.rules.catalogue import CATALOGUE

    assert [g.id for g in all_games()] == list(CATALOGUE)       # the catalogue's order
    for module in dict.fromkeys(CATALOGUE.values()):
        code = ("import dominoes_qt.rules.catalogue as c\n"
                f"import dominoes_qt.rules.{module}\n"
                "print(' '.join(c.GAMES))")
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split()
        # its own games (a module may bring in one it builds on: Five's the Limit, Patience)
        assert set(out) >= {game for game, m in CATALOGUE.items() if m == module}


def test_every_solitaire_is_one_module_of_the_solitaire_package():
    from dominoes_qt.rules.catalogue import CATALOGUE, Seating, Table
    from dominoes_qt.rules.solitaires.base import SolitaireState

    for game in all_games():
        assert game.is_solitaire == (game.family == "solitaire")
        if game.is_solitaire:
            assert CATALOGUE[game.id].startswith("solitaires.")
            assert game.state_class is not None and issubclass(game.state_class, SolitaireState)
            assert game.table is not Table.LINE_OF_PLAY and game.seating is Seating.SOLO
        else:
            table = Table.TRAINS if game.family == "train" else Table.LINE_OF_PLAY
            assert game.table is table and game.seating is Seating.TABLE


def test_finding_a_game_loads_its_family_only():
    code = ("import sys\nfrom dominoes_qt.rules import find_game\nfind_game('draw')\n"
            "print(' '.join(m for m in sys.modules if m.startswith('dominoes_qt.rules.games.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert sorted(out) == ["dominoes_qt.rules.games.block_draw", "dominoes_qt.rules.games.common"]
