"""Blind Dominoes (RULES.md G13 ``blind``, G14 ``blind-boxed``; TV-38, TV-39)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominoes_qt.rules import (
    DRAW,
    PASS,
    TURN,
    Action,
    Deal,
    IllegalActionError,
    InvalidOptionError,
    Kind,
    Match,
    Tile,
    configure,
    deal,
    double_set,
    find_game,
    play,
)
from dominoes_qt.rules.games.blind import BlindHand, BlindView, BoxedBlindHand
from dominoes_qt.rules.match import hand_class_for
from dominoes_qt.rules.tiles import LOW, PIPS, SUIT, TILES, set_count

GAMES = ["blind", "blind-boxed"]
SETUPS = [(g, p) for g in GAMES for p in find_game(g).players]


def t(text: str) -> Tile:
    return Tile.parse(text)


def blind_hand(game: str, rows: list[list[str]], aside: list[str] = (), *, leader: int = 0,
               players: int | None = None, options: dict | None = None) -> BlindHand:
    """A hand whose rows start with ``rows`` (front first); the rest of the set fills the rows
    in id order and then the set-aside tiles."""
    settings = configure(game, players or len(rows), options=options)
    k = settings.hand_size
    used = {t(x) for r in rows for x in r} | {t(x) for x in aside}
    rest = [x for x in double_set(6) if x not in used]
    full = []
    for r in rows:
        row = [t(x) for x in r]
        while len(row) < k:
            row.append(rest.pop(0))
        full.append(row)
    full += [[] for _ in range(settings.players - len(rows))]
    for row in full[len(rows):]:
        while len(row) < k:
            row.append(rest.pop(0))
    setaside = [t(x) for x in aside] + rest
    assert len(setaside) == set_count(6) - k * settings.players
    cls = hand_class_for(settings)
    state = cls(settings, Deal.of(full, setaside, leader))
    assert isinstance(state, BlindHand)
    return state


# -- catalogue and deal -----------------------------------------------------------------------

@pytest.mark.parametrize("game, players, each, aside", [
    ("blind", 2, 14, 0), ("blind", 3, 9, 1), ("blind", 4, 7, 0), ("blind", 5, 5, 3),   # TV-39
    ("blind-boxed", 2, 14, 0), ("blind-boxed", 3, 9, 1), ("blind-boxed", 4, 7, 0),
])
def test_tv39_deal_sizes(game: str, players: int, each: int, aside: int) -> None:
    settings = configure(game, players)
    d = deal(settings, random.Random(players), first_seat=players - 1)
    assert [len(h) for h in d.hands] == [each] * players and len(d.boneyard) == aside
    assert settings.single_hand
    m = Match(settings, seed=3, first_seat=players - 1)
    assert isinstance(m.hand, BlindHand)
    assert m.hand.row_sizes() == (each,) * players and len(m.hand.set_aside()) == aside
    if game == "blind":
        assert m.hand.turn == players - 1                # the chosen seat starts
    else:
        assert m.hand.turn == m.deals[0].leader          # by lot


def test_boxed_game_is_for_two_to_four() -> None:
    with pytest.raises(InvalidOptionError):
        configure("blind-boxed", 5)
    assert hand_class_for(configure("blind-boxed", 2)) is BoxedBlindHand


# -- turning tiles ----------------------------------------------------------------------------

@pytest.mark.parametrize("game, face_up", [("blind", False), ("blind-boxed", True)])
def test_tv38_unmatched_double_goes_back(game: str, face_up: bool) -> None:
    h = blind_hand(game, [["1-5", "3-3"], ["2-4"]])
    assert h.legal_actions() == [TURN]
    h.apply(TURN)                                    # the lead: ends 1 and 5
    assert sorted(h.open_ends().values()) == [1, 5] and h.turn == 0
    h.apply(TURN)                                    # 3-3 does not fit
    assert h.turn == 1
    assert h.hand_of(0)[-1] == t("3-3")              # at the back of the row
    seen = h.view(1).rows[0]
    assert seen[-1] == (t("3-3") if face_up else None)
    assert all(x is None for x in seen[:-1])
    assert (h.view(1).unseen_mask >> t("3-3").id & 1) == (not face_up)
    assert h.reveals[-1].outcome == ("back face up" if face_up else "back")


@pytest.mark.parametrize("game", GAMES)
def test_tv38_matching_tile_is_played_and_same_player_continues(game: str) -> None:
    h = blind_hand(game, [["1-5", "1-4"], ["2-4"]])
    h.apply(TURN)
    h.apply(TURN)                                    # 1-4 fits the 1 only
    assert sorted(h.open_ends().values()) == [4, 5]
    assert h.turn == 0 and h.legal_actions() == [TURN]
    assert h.reveals[-1].placed == play("1-4", 0, 1)


def test_face_up_double_is_tested_again_at_the_front() -> None:
    # lead 1-5; 3-3 goes back face up; seats 1-3 turn tiles that do not fit; seat 0 then plays
    # 1-2 2-4 4-6 6-0 0-3 and the face-up 3-3 comes to the front, fits the 3 and goes out.
    h = blind_hand("blind-boxed", [["1-5", "3-3", "1-2", "2-4", "4-6", "0-6", "0-3"],
                                   ["2-3"], ["2-6"], ["0-2"]])
    h.apply(TURN)
    h.apply(TURN)
    assert h.face_up == 1 << t("3-3").id and h.turn == 1
    assert h.view(2).rows[0] == (None,) * 5 + (t("3-3"),)
    for seat in (1, 2, 3):
        h.apply(TURN)
        assert h.reveals[-1].outcome == "back" and h.turn == (seat + 1) % 4
    while h.result is None:
        assert h.turn == 0
        h.apply(TURN)
    assert h.reveals[-1].tile == t("3-3") and h.reveals[-1].outcome == "played"
    assert h.face_up == 0 and h.result.reason == "domino" and h.result.winner_seat == 0


@pytest.mark.parametrize("game", GAMES)
def test_tile_that_fits_both_ends_differently_asks(game: str) -> None:
    h = blind_hand(game, [["1-3", "1-5", "3-5"], ["2-4"]])
    h.apply(TURN)                                    # ends 1, 3
    h.apply(TURN)                                    # 1-5 on the 1: ends 5, 3
    h.apply(TURN)                                    # 3-5 fits both ways
    legal = h.legal_actions()
    assert sorted(a.touching for a in legal) == [3, 5]
    assert all(a.kind is Kind.CHOOSE and a.tile == t("3-5") for a in legal)
    assert h.view(1).turned == t("3-5") and h.view(0).rows[0][0] == t("3-5")
    with pytest.raises(IllegalActionError, match="Choose the end for 3-5"):
        h.apply(TURN)
    h.apply(next(a for a in legal if a.touching == 3))   # on the 3: ends 5, 5
    assert sorted(h.open_ends().values()) == [5, 5]
    assert h.turn == 0 and h.legal_actions() == [TURN] and h.turned == -1


@pytest.mark.parametrize("spinners, ends", [
    ("none", [3, 4]),          # a lone lead double: either side gives the same line
    ("all", [3, 3, 3, 4]),     # Blind Hughie: two sides and two tips, all alike
])
def test_equivalent_ways_are_played_without_asking(spinners: str, ends: list[int]) -> None:
    h = blind_hand("blind", [["3-3", "3-4"], ["2-5"]], options={"spinners": spinners})
    h.apply(TURN)
    h.apply(TURN)
    assert h.turned == -1 and h.legal_actions() == [TURN] and len(h.layout) == 2
    assert sorted(h.open_ends().values()) == ends


def test_auto_choose_option() -> None:
    h = blind_hand("blind", [["1-3", "1-5", "3-5"], ["2-4"]], options={"auto_choose": True})
    for _ in range(3):
        h.apply(TURN)
    assert h.turned == -1 and h.legal_actions() == [TURN] and len(h.layout) == 3


def test_only_turn_and_choose_are_allowed() -> None:
    h = blind_hand("blind", [["1-5"], ["2-4"]])
    for act in (play("1-5"), DRAW, PASS, Action(Kind.DECLARE, seat=0, points=5)):
        with pytest.raises(IllegalActionError, match="only turn up the front tile"):
            h.apply(act)
    with pytest.raises(IllegalActionError, match="Turn up the front tile of your row first"):
        h.apply(Action(Kind.CHOOSE, t("1-5"), 0, 1))


# -- the end of the hand ------------------------------------------------------------------

# 5 players: seat 0 plays 0-0, 0-1, 1-2, 0-2 (on the 2) and sends 5-6 back; seat 1 plays 0-3,
# 3-4, 0-4 (on the 4): ends 0 and 0 with 0-5 and 0-6 set aside → blocked at once.
SEAT0 = ["0-0", "0-1", "1-2", "0-2", "5-6"]


@pytest.mark.parametrize("seat1, winners, detail", [
    (["0-3", "3-4", "0-4", "1-1", "1-3"], (1,), "blocked: fewest pips (6)"),
    (["0-3", "3-4", "0-4", "1-4", "3-3"], (0, 1), "blocked: a shared win, 11 pips each"),
])
def test_blocked_fewest_pips_win_or_share(seat1: list[str], winners: tuple[int, ...],
                                          detail: str) -> None:
    """RULES.md G13 rule 8 / G14 rule 8: the fewest pips win; equal fewest share the win, and
    in the one-hand game each of them scores the winner's point (5 players, 11 pips each)."""
    settings = configure("blind", 5)
    rows = [SEAT0, seat1]
    h = blind_hand("blind", rows, aside=["0-5", "0-6"], players=5)
    m = Match(settings, deals=[h.deal])
    while m.hand.result is None:
        legal = m.hand.legal_actions()
        if legal[0].kind is Kind.CHOOSE:             # put the 0-x tile on the x
            legal = [a for a in legal if a.touching != 0]
        m.apply(legal[0])
    r = m.hand.result
    assert r.reason == "blocked" and r.detail.startswith(detail)
    assert r.pips[:2] == (11, 6 if winners == (1,) else 11)
    assert r.winner_sides == winners and m.winner_sides == winners and m.is_over
    expected = [1 if seat in winners else 0 for seat in range(5)]
    assert m.scores == expected and r.points == 1
    assert [(e.seat, e.points) for e in m.hand.events] == [(s, 1) for s in winners]
    if len(winners) == 1:
        assert r.winner_seat == r.winner_side == m.winner_side == winners[0]
    else:                                            # nobody wins outright
        assert r.winner_seat is None and r.winner_side is None and m.winner_side is None


def test_shared_win_in_the_match_to_100_scores_nothing() -> None:
    """Hands to 100 are scored like Block and Draw, whose tie rule is "nobody scores"
    (RULES.md G1 rule 8): the hand is still a shared win, the match goes on."""
    settings = configure("blind", 5, options={"length": "to-100"})
    h = blind_hand("blind", [SEAT0, ["0-3", "3-4", "0-4", "1-4", "3-3"]], aside=["0-5", "0-6"],
                   players=5, options={"length": "to-100"})
    m = Match(settings, deals=[h.deal], seed=1)
    while m.hand.result is None:
        legal = m.hand.legal_actions()
        if legal[0].kind is Kind.CHOOSE:
            legal = [a for a in legal if a.touching != 0]
        m.apply(legal[0])
    r = m.hand.result
    assert r.winner_sides == (0, 1) and r.points == 0 and m.scores == [0] * 5
    assert not m.is_over and m.winner_sides == ()


def test_first_out_wins_one_point() -> None:
    # 2 players; each tile of seat 0's row fits in turn (the line runs 0 ... 6, so the last
    # tile, 0-6, fits both ends and asks where to go).
    row = ["0-0", "0-1", "1-1", "1-2", "2-2", "2-3", "3-3", "3-4", "4-4", "4-5", "5-5", "5-6",
           "6-6", "0-6"]
    settings = configure("blind", 2)
    h = blind_hand("blind", [row], players=2)
    m = Match(settings, deals=[h.deal])
    while m.hand.result is None:
        assert m.hand.turn == 0
        m.apply(m.hand.legal_actions()[0])
    assert m.hand.result.reason == "domino" and m.hand.result.winner_seat == 0
    assert m.scores == [1, 0] and m.winner_side == 0 and m.is_over
    with pytest.raises(IllegalActionError):
        m.apply(TURN)


def test_multi_hand_option_plays_to_100() -> None:
    settings = configure("blind", 3, options={"length": "to-100"})
    assert not settings.single_hand and settings.target == 100
    m = Match(settings, seed=5)
    rng = random.Random(5)
    while not m.is_over:
        if m.hand.result is not None:
            m.next_hand()
        m.apply(rng.choice(m.hand.legal_actions()))
    assert len(m.results) > 1 and max(m.scores) >= 100


# -- what players may see -----------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_view_hides_every_face_down_tile(game: str) -> None:
    m = Match(configure(game, 3), seed=11)
    rng = random.Random(11)
    while m.hand.result is None:
        h = m.hand
        shown = h.face_up_mask()
        for seat in range(3):
            v = h.view(seat)
            assert isinstance(v, BlindView)
            assert v.hand == () and v.hand_mask == 0 and v.boneyard_size == 0
            assert v.row_sizes == h.row_sizes() == v.hand_sizes
            for row, real in zip(v.rows, h.rows, strict=True):
                for tile, tid in zip(row, real, strict=True):
                    assert tile is None if not shown >> tid & 1 else tile == TILES[tid]
            assert v.legal == (tuple(h.legal_actions()) if seat == h.turn else ())
            assert not any(a.kind is Kind.PLAY for _, a in v.history)
        m.apply(rng.choice(m.hand.legal_actions()))


# -- properties over many deals ------------------------------------------------------------

def fits(tile_id: int, ends: set[int]) -> bool:
    return any(SUIT[v] >> tile_id & 1 for v in ends)


def check_rows(h: BlindHand) -> None:
    """Tiles conserved: rows + layout + set aside = the set, and hand masks follow the rows."""
    every = [x for r in h.rows for x in r] + h.layout.tiles + list(h.boneyard)
    assert sorted(every) == list(range(set_count(6)))
    for seat, row in enumerate(h.rows):
        assert h.hands[seat] == sum(1 << x for x in row)
    assert not h.face_up & ~sum(1 << x for r in h.rows for x in r)


def play_out(game: str, players: int, seed: int, options: dict | None = None) -> BlindHand:
    settings = configure(game, players, options=options)
    m = Match(settings, seed=seed, first_seat=seed % players)
    rng = random.Random(seed)
    h = m.hand
    assert isinstance(h, BlindHand)
    limit = set_count(6) ** 2 * players          # far above the termination bound
    steps = 0
    while h.result is None:
        legal = h.legal_actions()
        assert legal and all(a.kind in (Kind.TURN, Kind.CHOOSE) for a in legal)
        act = rng.choice(legal)
        placed = len(h.layout)
        m.apply(act)
        steps += 1
        assert steps < limit, "the hand does not end"
        check_rows(h)
        if act.kind is Kind.CHOOSE:
            assert len(h.layout) == placed + 1
        if h.result is None:                     # never blocked without the engine noticing
            ends = set(h.open_ends().values())
            assert any(fits(x, ends) for r in h.rows for x in r)
    r = h.result
    assert m.is_over and m.winner_side == r.winner_seat
    pips = [sum(PIPS[x] for x in row) for row in h.rows]
    assert list(r.pips) == pips
    if r.reason == "domino":
        assert not h.rows[r.winner_seat] and m.scores[r.winner_seat] == 1
    else:
        assert r.reason == "blocked"
        ends = set(h.open_ends().values())
        assert not any(fits(x, ends) for row in h.rows for x in row)
        low = min(pips)
        if r.winner_seat is None:                # a shared win: a point each
            sharers = tuple(seat for seat, p in enumerate(pips) if p == low)
            assert len(sharers) > 1 and r.winner_sides == m.winner_sides == sharers
            assert m.scores == [int(seat in sharers) for seat in range(players)]
        else:
            assert pips[r.winner_seat] == low and pips.count(low) == 1
            assert m.scores[r.winner_seat] == 1 and sum(m.scores) == 1
    return h


@given(st.sampled_from(SETUPS), st.integers(0, 2**32))
def test_random_hands_conserve_tiles_and_end(setup: tuple[str, int], seed: int) -> None:
    play_out(*setup, seed)


@given(st.sampled_from(find_game("blind").players), st.integers(0, 2**32))
def test_blind_hughie_spinners(players: int, seed: int) -> None:
    play_out("blind", players, seed, {"spinners": "all"})


@pytest.mark.parametrize("game, players", SETUPS)
def test_many_random_hands_through_match(game: str, players: int) -> None:
    for seed in range(150):
        play_out(game, players, seed)


@given(st.sampled_from(SETUPS), st.integers(0, 2**32))
def test_records_replay(setup: tuple[str, int], seed: int) -> None:
    game, players = setup
    settings = configure(game, players)
    m = Match(settings, seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        m.apply(rng.choice(m.hand.legal_actions()))
    again = Match(settings, seed=seed)
    for _, act in m.actions:
        again.apply(act)
    assert again.hand.result == m.hand.result and again.hand.layout.tiles == m.hand.layout.tiles


def test_lead_is_the_front_tile_of_the_starter() -> None:
    h = blind_hand("blind", [["2-4"], ["5-6"]], leader=1)
    assert h.turn == 1
    h.apply(TURN)
    assert h.layout.tiles == [t("5-6").id] and h.turn == 1
    assert LOW[h.layout.tiles[0]] == 5
