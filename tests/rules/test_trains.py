"""The train games (RULES.md §9: T1 ``mexican-train``, T2 ``chicken-foot``; TV-T1..TV-T9),
and property tests over random rounds of every player count and set."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from dominoes_qt.rules import (
    DRAW,
    PASS,
    Deal,
    IllegalActionError,
    InvalidOptionError,
    Kind,
    Match,
    RulesError,
    Tile,
    configure,
    find_game,
    play,
)
from dominoes_qt.rules.games.trains import (
    ChickenFootRound,
    MexicanTrainRound,
    TrainRound,
    TrainView,
    engine_of,
)
from dominoes_qt.rules.tiles import IS_DOUBLE, PIPS, TILES, set_count, tile_id
from dominoes_qt.session import GameSetup
from dominoes_qt.storage.record import GameRecord


def tid(text: str) -> int:
    return Tile.parse(text).id


def train_round(game: str, hands: list[list[str]], top: list[str] = (), *, set_n: int | None = None,
                engine: int | None = None, leader: int = 0,
                options: dict | None = None) -> TrainRound:
    """A round whose hands are exactly ``hands``; the boneyard holds the rest of the set, the
    ``top`` tiles drawn first in that order."""
    game_def = find_game(game)
    set_n = game_def.default_set if set_n is None else set_n
    settings = configure(game, len(hands), set_n, options)
    engine = set_n if engine is None else engine
    used = {tid(x) for h in hands for x in h} | {tid(x) for x in top}
    rest = [t for t in range(set_count(set_n)) if t not in used and t != tile_id(engine, engine)]
    boneyard = tuple(rest + [tid(x) for x in reversed(top)])
    deal = Deal(tuple(tuple(tid(x) for x in h) for h in hands), boneyard, leader)
    cls = game_def.state_class
    assert cls is not None
    state = cls(settings, deal, validate=False)
    assert isinstance(state, TrainRound)
    return state


def plays_of(state: TrainRound) -> set[tuple[str, int]]:
    return {(str(a.tile), a.socket) for a in state.legal_actions() if a.kind is Kind.PLAY}


# -- TV-T1 .. TV-T6: Mexican Train -------------------------------------------------------------


def test_tv_t1_first_round_of_four_players() -> None:
    match = Match(configure("mexican-train", 4), seed=5)
    hand = match.hand
    assert isinstance(hand, MexicanTrainRound)
    assert hand.engine == 12 and engine_of(hand.settings, hand.deal) == 12
    assert [hand.hand_size(s) for s in range(4)] == [15] * 4
    assert len(hand.boneyard) == 90 - 60 == 30
    assert hand.turn == 0
    assert match.settings.rounds == 13


def test_tv_t2_no_play_draw_no_fit_train_goes_public() -> None:
    s = train_round("mexican-train", [["1-2"], ["1-3", "4-5"], ["12-7"], ["2-3"]], ["3-5"],
                    leader=1)
    assert s.legal_actions() == [DRAW]
    s.apply(DRAW)
    assert s.hands[1] >> tid("3-5") & 1
    assert s.legal_actions() == [PASS]
    assert s.why_illegal(DRAW) == "You may draw only one tile: pass."
    s.apply(PASS)
    assert s.public[1] and s.turn == 2
    assert ("7-12", 1) in plays_of(s)


def test_tv_t3_playing_on_the_own_train_takes_the_marker_off() -> None:
    s = train_round("mexican-train", [["1-2"], ["4-12", "4-5"], ["6-7"], ["2-3"]], leader=1)
    s.public[1] = True
    s.apply(play("12-4", 1, 12))
    assert not s.public[1]


def test_tv_t4_a_double_is_satisfied_first_by_its_player_or_the_next() -> None:
    s = train_round("mexican-train", [["12-7", "7-7", "1-2"], ["12-1", "7-3", "5-5"],
                                      ["12-2", "8-8"], ["12-3", "9-9"]], ["4-5"])
    for seat, tile in enumerate(["12-7", "12-1", "12-2", "12-3"]):
        s.apply(play(tile, seat, 12))
    s.apply(play("7-7", 0, 7))
    assert s.turn == 0 and s.unsatisfied == [0]
    assert s.legal_actions() == [DRAW]          # no 7 left: only the draw
    s.apply(DRAW)
    assert s.legal_actions() == [PASS]          # 4-5 does not fit the 7-7
    s.apply(PASS)
    assert s.public[0] and s.turn == 1
    assert plays_of(s) == {("3-7", 0)}          # seat 1 must satisfy the 7-7
    refused = play("7-3", 4, 7)
    assert not s.is_legal(refused)
    assert s.why_illegal(refused) == "The double 7-7 must be satisfied first."


def test_tv_t4_the_bonus_play_must_satisfy_the_double() -> None:
    s = train_round("mexican-train", [["12-7", "7-7", "7-2", "12-11"], ["12-1", "1-3"]])
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    assert plays_of(s) == {("2-7", 0)}           # not 12-11 on the Mexican train
    why = s.why_illegal(play("12-11", 2, 12))
    assert "7-7" in why and "satisfied" in why
    s.apply(play("7-2", 0, 7))
    assert s.turn == 1 and not s.unsatisfied


@pytest.mark.parametrize("blank, seat1", [(None, 5), ("0", 5), ("50", 55)])
def test_tv_t5_round_scores(blank: str | None, seat1: int) -> None:
    options = {} if blank is None else {"double_blank": blank}
    s = train_round("mexican-train", [["12-5"], ["0-0", "2-3"], ["6-6"], ["1-4"]],
                    options=options)
    before = list(s.scores)
    s.apply(play("12-5", 0, 12))
    assert s.result is not None and s.result.reason == "domino"
    assert s.result.winner_seat == 0
    gains = [a - b for a, b in zip(s.scores, before, strict=True)]
    assert gains == [0, seat1, 12, 5]


def test_tv_t6_a_private_train_is_closed_to_the_others() -> None:
    s = train_round("mexican-train", [["1-2"], ["1-3"], ["12-3"], ["2-4"]], leader=2)
    assert not s.public[3]
    assert plays_of(s) == {("3-12", 2), ("3-12", 4)}
    assert s.why_illegal(play("12-3", 3, 12)) == "Seat 4's train is private."
    with pytest.raises(IllegalActionError):
        s.apply(play("12-3", 3, 12))


# -- TV-T7 .. TV-T9: Chicken Foot --------------------------------------------------------------


def test_tv_t7_the_centre_comes_first() -> None:
    s = train_round("chicken-foot", [["9-4", "1-1"], ["9-3", "2-2"], ["9-1", "4-2"]])
    assert s.engine == 9
    s.apply(play("9-4", 0, 9))
    s.apply(play("9-3", 1, 9))
    assert plays_of(s) == {("1-9", 2), ("1-9", 3)}
    four_end = ChickenFootRound.sockets_of(0, False)[0]
    assert s.free[four_end] == 4
    refused = play("4-2", four_end, 4)
    assert not s.is_legal(refused)
    assert "engine" in s.why_illegal(refused)


def _centre_done(s: ChickenFootRound) -> None:
    for seat, tile in enumerate(["9-1", "9-2", "9-3", "9-4"]):
        s.apply(play(tile, seat, 9))


def test_tv_t8_a_chicken_foot_needs_three_toes_first() -> None:
    s = train_round("chicken-foot", [["9-1", "1-4", "3-5"], ["9-2", "4-4", "6-6"],
                                     ["9-3", "4-6", "4-5"], ["9-4", "4-7", "2-8"]])
    _centre_done(s)
    assert s.centre_done() and s.turn == 0
    s.apply(play("1-4", 8, 1))                   # seat 0 makes a 4 end on the 9-1
    four = ChickenFootRound.sockets_of(4, False)[0]
    s.apply(play("4-4", four, 4))                # seat 1 lays 4-4: a chicken foot
    assert s.turn == 2                           # its player does not play again
    toes = ChickenFootRound.sockets_of(5, True)
    assert {sock for _, sock in plays_of(s)} <= set(toes)
    assert plays_of(s) == {(t, sock) for t in ("4-6", "4-5") for sock in toes}
    s.apply(play("4-6", toes[0], 4))
    assert s.turn == 3 and plays_of(s) == {("4-7", sock) for sock in toes[1:]}
    s.apply(play("4-7", toes[1], 4))
    assert s.turn == 0 and s.legal_actions() == [DRAW]   # 3-5: nothing; one toe to go
    s.apply(DRAW)
    s.apply(PASS)
    s.apply(DRAW)
    s.apply(PASS)
    assert plays_of(s) == {("4-5", toes[2])}
    s.apply(play("4-5", toes[2], 4))
    assert s.pending == -1


def test_tv_t9_the_double_blank_counts_fifty() -> None:
    s = train_round("chicken-foot", [["9-5"], ["0-0", "1-2"]])
    s.apply(play("9-5", 0, 9))
    assert s.result is not None and s.scores == [0, 53]
    s = train_round("chicken-foot", [["9-5"], ["0-0", "1-2"]], options={"double_blank": "0"})
    s.apply(play("9-5", 0, 9))
    assert s.scores == [0, 3]


# -- options and the match ---------------------------------------------------------------------


def test_chicken_foot_double_foot_centre_takes_six_tiles() -> None:
    hands = [["9-1", "9-4", "1-2"], ["9-2", "9-5", "2-3"], ["9-3", "9-6", "3-4"]]
    s = train_round("chicken-foot", hands, options={"centre": "foot"})
    for seat, tile in [(0, "9-1"), (1, "9-2"), (2, "9-3"), (0, "9-4"), (1, "9-5")]:
        assert not s.centre_done() and s.turn == seat
        s.apply(play(tile, next(a.socket for a in s.legal_actions()
                                if a.kind is Kind.PLAY and a.tile == Tile.parse(tile)), 9))
    assert not s.centre_done()
    s.apply(play("9-6", s.legal_actions()[0].socket, 9))
    assert s.centre_done()


def test_satisfy_free_lets_the_bonus_play_go_anywhere() -> None:
    s = train_round("mexican-train", [["12-7", "7-7", "12-11", "5-6"], ["12-1", "1-3", "7-8"]],
                    options={"satisfy": "free"})
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    assert ("11-12", 2) in plays_of(s)
    s.apply(play("12-11", 2, 12))
    assert s.turn == 1 and s.unsatisfied == [0]
    assert plays_of(s) == {("7-8", 0)}


def test_first_turn_run() -> None:
    s = train_round("mexican-train", [["12-7", "7-3", "3-1", "5-6"], ["12-1", "1-2"]],
                    options={"first_turn_run": True})
    s.apply(play("12-7", 0, 12))
    assert s.turn == 0 and plays_of(s) == {("3-7", 0)} and PASS in s.legal_actions()
    s.apply(play("7-3", 0, 7))
    s.apply(PASS)                                # ends the run; the train stays private
    assert s.turn == 1 and not s.public[0]
    s.apply(play("12-1", 2, 12))
    assert s.turn == 0                           # seat 1's first play elsewhere ends its turn
    s2 = train_round("mexican-train", [["12-7", "7-3"], ["12-1"]])
    s2.apply(play("12-7", 0, 12))
    assert s2.turn == 1                          # without the option: one tile


def test_going_out_on_a_double() -> None:
    hands = [["12-7", "7-7"], ["12-1", "7-3", "4-4"]]
    s = train_round("mexican-train", hands)
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    assert s.result is not None and s.result.winner_seat == 0
    s = train_round("mexican-train", hands, ["5-6"], options={"must_satisfy_to_go_out": True})
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    assert s.result is None and s.legal_actions() == [DRAW]
    s.apply(DRAW)
    s.apply(PASS)
    s.apply(play("7-3", 0, 7))                   # satisfied: seat 0 holds 5-6, not out
    assert s.result is None
    s = train_round("mexican-train", hands, options={"must_satisfy_to_go_out": True})
    s.boneyard.clear()
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    s.apply(PASS)
    s.apply(play("7-3", 0, 7))
    assert s.result is not None and s.result.winner_seat == 0


def test_a_blocked_round_ends_at_the_first_pass_when_nothing_fits_anywhere() -> None:
    s = train_round("mexican-train", [["1-2", "3-3"], ["4-5"], ["6-6"]])
    s.boneyard.clear()
    s.apply(PASS)
    assert s.result is not None and s.result.reason == "blocked"
    assert s.result.pips == (9, 9, 12) and s.result.winner_seat is None
    assert s.result.winner_sides == (0, 1)


def test_rounds_run_from_the_highest_double_and_the_lowest_total_wins() -> None:
    settings = configure("mexican-train", 3, 9, {"rounds": 3})
    match = Match(settings, seed=3)
    rng = random.Random(3)
    engines, leaders = [], []
    while True:
        hand = match.hand
        assert isinstance(hand, TrainRound)
        engines.append(hand.engine)
        leaders.append(hand.leader)
        while hand.result is None:
            match.apply(rng.choice(hand.legal_actions()))
        if match.is_over:
            break
        match.next_hand()
    assert engines == [9, 8, 7] and leaders == [0, 1, 2]
    low = min(match.scores)
    assert set(match.winner_sides) == {s for s, v in enumerate(match.scores) if v == low}


def test_a_tie_for_the_lowest_total_is_shared() -> None:
    settings = configure("chicken-foot", 2, 6, {"rounds": 1})
    match = Match(settings, seed=1)
    match.scores = [7, 7]
    match.hand.scores = [7, 7]
    match.hand.hands = [0, 0]    # nothing left in hand: the blocked round adds nothing
    match.hand.hands[0] = 1 << tid("1-2")
    match.hand.hands[1] = 1 << tid("0-3")
    match.hand.boneyard.clear()
    match.hand.free.clear()
    match.apply(PASS)
    assert match.is_over and match.winner_side is None and match.winner_sides == (0, 1)


def test_options_are_checked() -> None:
    with pytest.raises(InvalidOptionError):
        configure("mexican-train", 4, 9, {"rounds": 11})
    with pytest.raises(InvalidOptionError):
        configure("mexican-train", 8, 9)
    with pytest.raises(InvalidOptionError):
        configure("chicken-foot", 5, 6)
    with pytest.raises(InvalidOptionError):
        configure("chicken-foot", 4, 6, {"hand_size": 7})
    assert configure("chicken-foot", 4, 6).hand_size == 5
    assert configure("mexican-train", 6, 9).hand_size == 8
    assert configure("mexican-train", 8).hand_size == 10
    assert configure("chicken-foot", 4, 9, {"rounds": 2}).rounds == 2


def test_a_deal_must_lack_exactly_the_engine() -> None:
    settings = configure("chicken-foot", 2, 6)
    full = list(range(set_count(6)))
    with pytest.raises(RulesError):
        ChickenFootRound(settings, Deal((tuple(full[:7]), tuple(full[7:14])), tuple(full[14:]), 0))
    no_33 = [t for t in full if t != tid("3-4")]
    with pytest.raises(RulesError):
        ChickenFootRound(settings, Deal((tuple(no_33[:7]), tuple(no_33[7:14])),
                                        tuple(no_33[14:]), 0))


def test_the_view_hides_the_other_hands() -> None:
    match = Match(configure("mexican-train", 4), seed=9)
    view = match.hand.view(1)
    assert isinstance(view, TrainView)
    assert view.hand_mask == match.hand.hands[1] and not view.legal
    assert view.unseen_mask & view.hand_mask == 0
    assert view.unseen_mask.bit_count() == 90 - 15


# -- properties --------------------------------------------------------------------------------

SETUPS = [(g.id, p, n) for g in (find_game("mexican-train"), find_game("chicken-foot"))
          for n in g.sets for p in g.allowed_players(n)]
OPTIONS = [{}, {"satisfy": "free"}, {"first_turn_run": True}, {"must_satisfy_to_go_out": True},
           {"double_blank": "50"}, {"centre": "foot"}, {"double_blank": "0"}]


def check_round(state: TrainRound, rng: random.Random, apply=None) -> None:
    """Play one round at random checking the rules at every step."""
    full = (1 << set_count(state.settings.set_n)) - 1
    engine = tile_id(state.engine, state.engine)
    before = list(state.scores)
    bound = 3 * set_count(state.settings.set_n) * (state.players + 1)
    steps = 0
    while state.result is None:
        legal = state.legal_actions()
        assert legal
        kinds = {a.kind for a in legal}
        if Kind.PLAY in kinds:
            assert Kind.DRAW not in kinds
        seat = state.turn
        action = rng.choice(legal)
        if action.kind is Kind.PLAY:
            assert state.hands[seat] >> action.tile.id & 1
            assert action.touching == state.socket_value(action.socket)
            assert action.touching in (action.tile.low, action.tile.high)
        # an illegal action is refused with a reason and changes nothing
        wrong = play(action.tile, 999, action.tile.low) if action.kind is Kind.PLAY else None
        if wrong is not None:
            assert not state.is_legal(wrong) and state.why_illegal(wrong)
            with pytest.raises(IllegalActionError):
                state.apply(wrong)
        (apply or state.apply)(action)
        seen, total = 1 << engine, 1
        for h in state.hands:
            assert not seen & h
            seen |= h
            total += h.bit_count()
        for t in state.boneyard + [p.tile for p in state.placed]:
            assert not seen >> t & 1
            seen |= 1 << t
            total += 1
        assert seen == full and total == full.bit_count()
        steps += 1
        assert steps <= bound, "the round does not end"
    result = state.result
    blank = state.settings.extra.get("double_blank", 0)
    for seat in range(state.players):
        pips = sum(blank if t == tid("0-0") else PIPS[t] for t in range(91)
                   if state.hands[seat] >> t & 1)
        assert result.pips[seat] == pips
        assert state.scores[seat] - before[seat] == pips
    if result.reason == "domino":
        assert state.hands[result.winner_seat] == 0
    else:
        assert not state.boneyard
        # §9.0: blocked only when no tile in any hand fits any end open to anyone were every
        # personal train public (with a waiting double or foot: only that one)
        open_ends = _ends_open_to_all(state)
        assert not [t for h in state.hands for t in range(91) if h >> t & 1
                    and (TILES[t].low in open_ends or TILES[t].high in open_ends)]


def _ends_open_to_all(state: TrainRound) -> set[int]:
    if isinstance(state, MexicanTrainRound):
        if state.unsatisfied:
            return {state.ends[state.unsatisfied[-1]]}
        return set(state.ends)
    assert isinstance(state, ChickenFootRound)
    if state.pending >= 0:
        return {state.free[s] for s in ChickenFootRound.sockets_of(state.pending, True)
                if s in state.free}
    if not state.centre_done():
        return {state.engine}
    return set(state.free.values())


@hsettings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SETUPS), st.sampled_from(OPTIONS), st.integers(0, 2**32))
def test_random_rounds_follow_the_rules(setup: tuple[str, int, int], options: dict,
                                        seed: int) -> None:
    game, players, set_n = setup
    options = {k: v for k, v in options.items() if k in find_game(game).defaults()}
    settings = configure(game, players, set_n, {**options, "rounds": 3})
    match = Match(settings, seed=seed)
    rng = random.Random(seed)
    while True:
        hand = match.hand
        assert isinstance(hand, TrainRound)
        assert hand.engine == set_n - match.hand_index
        check_round(hand, rng, match.apply)
        if match.is_over:
            break
        match.next_hand()
    assert len(match.results) == 3


def test_thousands_of_rounds_of_every_setup() -> None:
    """Every player count and set, every option: whole matches of random rounds."""
    rounds = 0
    for i, (game, players, set_n) in enumerate(SETUPS):
        for j, options in enumerate(OPTIONS):
            options = {k: v for k, v in options.items() if k in find_game(game).defaults()}
            settings = configure(game, players, set_n, options)
            seed = 100 * i + j
            match = Match(settings, seed=seed)
            rng = random.Random(seed)
            while not match.is_over:
                hand = match.hand
                while hand.result is None:
                    match.apply(rng.choice(hand.legal_actions()))
                rounds += 1
                if not match.is_over:
                    match.next_hand()
            assert len(match.results) == set_n + 1
            assert match.scores == [sum(r.pips[s] for r in match.results)
                                    for s in range(players)]
            low = min(match.scores)
            assert set(match.winner_sides) == {s for s, v in enumerate(match.scores) if v == low}
    assert rounds > 1000


@hsettings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SETUPS), st.sampled_from(OPTIONS), st.integers(0, 2**32),
       st.integers(1, 400))
def test_every_record_replays(setup: tuple[str, int, int], options: dict, seed: int,
                              cut: int) -> None:
    game, players, set_n = setup
    options = {k: v for k, v in options.items() if k in find_game(game).defaults()}
    options["rounds"] = 2
    record = GameRecord.new(GameSetup.default(game, players, set_n=set_n, options=options,
                                              seed=seed))
    rng = random.Random(seed)
    for _ in range(cut):
        match = record.match
        if match.is_over:
            break
        if match.hand.result is not None:
            record.next_hand()
        record.apply(rng.choice(match.hand.legal_actions()))
    loaded = GameRecord.loads(record.dumps())
    a, b = record.match, loaded.match
    assert a.actions == b.actions and a.scores == b.scores and a.results == b.results
    assert a.hand.placed == b.hand.placed and a.hand.hands == b.hand.hands
    assert a.hand.legal_actions() == b.hand.legal_actions()
    assert a.is_over == b.is_over and a.winner_sides == b.winner_sides


def test_doubles_in_play_are_laid_by_the_rules() -> None:
    """In Chicken Foot a double never lies on the engine's sides, and each has three toes."""
    for seed in range(40):
        match = Match(configure("chicken-foot", 4, 9), seed=seed)
        hand = match.hand
        rng = random.Random(seed)
        while hand.result is None:
            match.apply(rng.choice(hand.legal_actions()))
        for i, p in enumerate(hand.placed):
            if IS_DOUBLE[p.tile]:
                assert p.socket >= 8
                toes = [q for q in hand.placed if ChickenFootRound.owner_of(q.socket) == i]
                assert len(toes) <= 3



# -- TV-T10 .. TV-T12: blocked rounds and holding a player who went out on a double ----------


def test_tv_t10_a_pass_that_opens_a_train_does_not_block_the_round() -> None:
    s = train_round("mexican-train", [["12-5", "3-9"], ["12-3", "4-6"]])
    s.boneyard.clear()
    s.apply(play("12-5", 0, 12))
    s.apply(play("12-3", 1, 12))
    s.apply(PASS)                                # seat 0: 3-9 fits only seat 1's private 3
    s.apply(PASS)                                # seat 1: nothing; its train turns public
    assert s.result is None and s.public == [True, True]
    assert s.legal_actions() == [play("3-9", 1, 3)]
    s.apply(play("3-9", 1, 3))
    assert s.result is not None and s.result.reason == "domino" and s.result.winner_seat == 0


def test_tv_t10_a_pass_ends_the_round_when_no_tile_could_go_anywhere() -> None:
    s = train_round("mexican-train", [["12-5", "7-9"], ["12-3", "4-6"]])
    s.boneyard.clear()
    s.apply(play("12-5", 0, 12))
    s.apply(play("12-3", 1, 12))
    s.apply(PASS)                                # nobody holds a 5, a 3 or a 12
    assert s.result is not None and s.result.reason == "blocked"
    assert s.result.pips == (16, 10)


def test_tv_t10_an_unsatisfied_double_nobody_can_answer_blocks_at_the_first_pass() -> None:
    s = train_round("mexican-train", [["12-7", "7-7", "5-5"], ["12-3", "3-5"]])
    s.boneyard.clear()
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-3", 1, 12))
    s.apply(play("7-7", 0, 7))                   # nobody holds another 7
    assert s.legal_actions() == [PASS]
    s.apply(PASS)                                # 3-5 would fit the 3 end, but the double first
    assert s.result is not None and s.result.reason == "blocked"


def test_tv_t11_a_last_tile_that_is_no_double_goes_out_beside_an_unfinished_foot() -> None:
    hands = [["6-1", "1-4", "0-5"], ["6-2", "2-4", "5-5"], ["6-3", "3-4", "5-1"],
             ["6-0", "0-0", "5-2"]]
    s = train_round("chicken-foot", hands, set_n=6, options={"must_satisfy_to_go_out": True})
    for seat, tile in enumerate(["6-1", "6-2", "6-3", "6-0"]):
        s.apply(play(tile, seat, 6))
    s.apply(play("1-4", 8, 1))
    s.apply(play("2-4", 12, 2))
    s.apply(play("3-4", 16, 3))
    s.apply(play("0-0", 20, 0))                  # seat 3's chicken foot: three toes to come
    toes = ChickenFootRound.sockets_of(7, True)
    s.apply(play("0-5", toes[0], 0))             # seat 0's last tile, a toe
    assert s.result is not None and s.result.reason == "domino" and s.result.winner_seat == 0


def test_tv_t11_a_chicken_foot_laid_as_the_last_tile_holds_its_player_until_its_toes() -> None:
    hands = [["6-1", "1-4", "4-4"], ["6-2", "2-4", "4-5", "5-5"], ["6-3", "3-4", "4-6", "1-1"],
             ["6-0", "0-3", "4-0", "2-2"]]
    s = train_round("chicken-foot", hands, set_n=6, options={"must_satisfy_to_go_out": True})
    s.boneyard.clear()
    for seat, tile in enumerate(["6-1", "6-2", "6-3", "6-0"]):
        s.apply(play(tile, seat, 6))
    s.apply(play("1-4", 8, 1))
    s.apply(play("2-4", 12, 2))
    s.apply(play("3-4", 16, 3))
    s.apply(play("0-3", 20, 0))
    s.apply(play("4-4", 24, 4))                  # seat 0's last tile: a foot on the 4 end
    assert s.result is None
    toes = ChickenFootRound.sockets_of(8, True)
    s.apply(play("4-5", toes[0], 4))
    s.apply(play("4-6", toes[1], 4))
    assert s.result is None                      # two toes: seat 0 still held
    s.apply(play("4-0", toes[2], 4))             # the third toe: seat 0 is out
    assert s.result is not None and s.result.winner_seat == 0


def test_tv_t12_a_free_bonus_play_out_beside_the_own_double_goes_out() -> None:
    s = train_round("mexican-train", [["12-7", "7-7", "12-2"], ["12-1", "7-3", "4-4"]],
                    options={"must_satisfy_to_go_out": True, "satisfy": "free"})
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))                   # the bonus play may go anywhere
    s.apply(play("12-2", 2, 12))                 # last tile, no double: out at once
    assert s.result is not None and s.result.winner_seat == 0


def test_tv_t12_the_held_player_goes_out_when_another_satisfies_the_double() -> None:
    s = train_round("mexican-train", [["12-7", "7-7"], ["12-1", "7-3", "4-4"]],
                    ["5-6"], options={"must_satisfy_to_go_out": True})
    s.apply(play("12-7", 0, 12))
    s.apply(play("12-1", 1, 12))
    s.apply(play("7-7", 0, 7))
    assert s.result is None and s.legal_actions() == [DRAW]
    s.apply(DRAW)                                # 5-6 does not fit
    s.apply(PASS)
    assert s.result is None
    s.boneyard.clear()
    s.hands[0] = 0                               # as if the drawn tile had gone: hand empty
    s.apply(play("7-3", 0, 7))                   # seat 1 satisfies seat 0's double
    assert s.result is not None and s.result.winner_seat == 0
