"""The easy, medium and hard levels: legal everywhere, reproducible, within budget, and sound
in what they deduce and compute."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominoes_qt.ai import LEVELS, Player, make_player, ordered_levels
from dominoes_qt.ai.hard import Budget, HardPlayer, solve, utility
from dominoes_qt.ai.inference import infer
from dominoes_qt.ai.levels import EasyPlayer, MediumPlayer
from dominoes_qt.ai.plays import play_points_after, terms_after
from dominoes_qt.ai.sampling import build_state, sample_hands
from dominoes_qt.rules import (
    Deal,
    HandState,
    InHandScoring,
    Kind,
    Match,
    PlayerView,
    all_games,
    configure,
    find_game,
)
from dominoes_qt.rules.match import hand_class_for
from dominoes_qt.rules.tiles import Tile, tiles_of

#: A small budget so hard plays whole hands quickly in tests (the shipped one is larger).
SMALL = Budget(worlds=4, min_worlds=2, playouts=24, time_limit=5.0)
LEVEL_IDS = ("easy", "medium", "hard")
GAMES = [(g.id, p) for g in all_games() for p in g.allowed_players(g.default_set)
         if (g.id != "double-nine-cross" or p <= 6) and g.family != "solitaire"]
SEARCHABLE = [(g.id, p) for g in all_games() if g.state_class is None
              for p in g.players if p <= 4]


def player(level: str, seed: int) -> Player:
    """The level's player; hard with the small test budget."""
    if level == "hard":
        return HardPlayer(seed, SMALL)
    return make_player(level, seed)


def advance(state: HandState, rng: random.Random, steps: int) -> None:
    """Play ``steps`` random legal actions (fewer if the hand ends)."""
    for _ in range(steps):
        if state.result is not None:
            return
        acts = state.legal_actions()
        state.apply(rng.choice(acts))


def new_hand(game_id: str, players: int, seed: int, options: dict | None = None) -> HandState:
    settings = configure(game_id, players, options=options)
    return Match(settings, seed=seed).hand


# -- registry ---------------------------------------------------------------------------------

def test_levels_are_registered_in_strength_order_with_descriptions() -> None:
    ids = [info.id for info in ordered_levels()]
    assert [i for i in ids if i in LEVEL_IDS] == list(LEVEL_IDS)
    for level in LEVEL_IDS:
        info = LEVELS[level]
        assert info.name and len(info.description) > 30
        assert info.description.endswith(".")
        assert isinstance(make_player(level, 1), Player)
    assert isinstance(make_player("easy", 1), EasyPlayer)
    assert isinstance(make_player("medium", 1), MediumPlayer)
    assert isinstance(make_player("hard", 1), HardPlayer)


# -- legal play everywhere --------------------------------------------------------------------

@pytest.mark.parametrize(("game_id", "players"), GAMES)
def test_every_level_plays_a_whole_hand_of_every_game_legally(game_id: str, players: int) -> None:
    match = Match(configure(game_id, players), seed=players)
    seats = [player(LEVEL_IDS[s % 3], 10 * players + s) for s in range(players)]
    hand = match.hand
    steps = 0
    while hand.result is None:
        seat = hand.turn
        view = hand.view(seat)
        action = seats[seat].choose(view)
        assert action in view.legal, f"{action} is not legal for seat {seat}"
        match.apply(action)
        steps += 1
        assert steps < 5000


@given(index=st.integers(0, len(GAMES) - 1), seed=st.integers(0, 10**6),
       steps=st.integers(0, 40))
def test_every_level_answers_random_positions_legally(index: int, seed: int, steps: int) -> None:
    game_id, players = GAMES[index]
    hand = new_hand(game_id, players, seed)
    advance(hand, random.Random(seed), steps)
    if hand.result is not None:
        return
    view = hand.view(hand.turn)
    for level in LEVEL_IDS:
        assert player(level, seed).choose(view) in view.legal


def test_manual_muggins_is_played_and_missed_scores_are_claimed() -> None:
    settings = configure("muggins", 2, options={"muggins_manual": True})
    match = Match(settings, seed=4)
    seats = [player("hard", 1), player("medium", 2)]
    claims = {"easy": 0, "medium": 0, "hard": 0}
    while not match.is_over and len(match.results) < 3:
        hand = match.hand
        while hand.result is None:
            view = hand.view(hand.turn)
            action = seats[hand.turn].choose(view)
            assert action in view.legal
            match.apply(action)
            for seat in range(2):
                other = hand.view(seat)
                if any(a.kind is Kind.MUGGINS for a in other.out_of_turn):
                    for level in claims:
                        got = make_player(level, 1).claim(other)
                        if got is not None:
                            assert got in other.out_of_turn
                            claims[level] += 1
            match.auto_declare([0])         # seat 1 never declares: its scores are missed
        if not match.is_over:
            match.next_hand()
    assert any(a.kind is Kind.DECLARE for _, a in match.actions)
    assert claims["easy"] == 0 and claims["medium"] == claims["hard"] > 0


# -- determinism ------------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVEL_IDS)
def test_a_seed_fixes_every_decision(level: str) -> None:
    for game_id, players in (("draw", 2), ("muggins", 3), ("partnership", 4), ("five-up", 2)):
        hand = new_hand(game_id, players, 11)
        rng = random.Random(3)
        for _ in range(12):
            if hand.result is not None:
                break
            view = hand.view(hand.turn)
            first = player(level, 5).choose(view)
            reused = player(level, 5)
            reused.choose(hand.view(hand.turn))
            assert reused.choose(view) == first
            assert player(level, 5).choose(view) == first
            hand.apply(rng.choice(hand.legal_actions()))


# -- hard's budget ----------------------------------------------------------------------------

def _position_with_choice(game_id: str, players: int, seed: int) -> PlayerView:
    rng = random.Random(seed)
    for attempt in range(200):
        hand = new_hand(game_id, players, seed + attempt)
        advance(hand, rng, rng.randrange(0, 8))
        if hand.result is None:
            plays = [a for a in hand.legal_actions() if a.kind is Kind.PLAY]
            if len(plays) >= 2:
                return hand.view(hand.turn)
    raise AssertionError("no position with a choice found")


@pytest.mark.parametrize("game_id,players", [("draw", 2), ("muggins", 2), ("partnership", 4),
                                             ("five-up", 2)])
def test_hard_respects_its_playout_budget(game_id: str, players: int) -> None:
    # convention=0: the positions are early in the hand, where the convention would answer
    budget = Budget(worlds=10, min_worlds=4, playouts=25, time_limit=60.0, convention=0)
    for seed in range(5):
        view = _position_with_choice(game_id, players, seed)
        bot = HardPlayer(seed, budget)
        bot.choose(view)
        stats = bot.stats
        assert stats.candidates >= 2
        assert 1 <= stats.worlds <= 10
        assert stats.playouts <= 25


def test_hard_default_budget_is_bounded() -> None:
    bot = make_player("hard", 3)
    assert isinstance(bot, HardPlayer)
    view = _position_with_choice("draw", 2, 9)
    bot.choose(view)
    b = bot.budget
    assert bot.stats.worlds <= b.worlds and bot.stats.playouts <= b.playouts
    assert b.time_limit < 1.0


def test_hard_skips_search_when_the_move_is_forced() -> None:
    hand = new_hand("partnership", 4, 1)
    view = hand.view(hand.turn)          # the 6-6 must lead
    bot = make_player("hard", 1)
    assert bot.choose(view) == view.legal[0]
    assert isinstance(bot, HardPlayer) and bot.stats.playouts == 0


# -- what the search builds on ----------------------------------------------------------------

def test_points_after_a_play_match_the_engine() -> None:
    rng = random.Random(8)
    games = [g.id for g in all_games() if g.state_class is None
             and configure(g.id).in_hand is not InHandScoring.NONE]
    checked = 0
    for game_id in games:
        for seed in range(25):
            hand = new_hand(game_id, 2 + seed % 3, seed)
            while hand.result is None:
                acts = hand.legal_actions()
                action = rng.choice(acts)
                if action.kind is Kind.PLAY:
                    predicted = play_points_after(hand.settings, hand.layout, action)
                    terms = terms_after(hand.layout, action)
                    copy = hand.layout.copy()
                    tile = action.tile
                    assert tile is not None
                    if action.socket < 0:
                        copy.place_lead(tile.id, action.touching)
                    else:
                        copy.attach(tile.id, action.socket, action.touching)
                    assert sum(v * m for v, m in terms) == copy.count()
                    before = len(hand.events)
                    hand.apply(action)
                    scored = sum(e.points for e in hand.events[before:]
                                 if e.reason in ("count", "bergen"))
                    if hand.result is None or hand.result.reason != "target":
                        assert predicted == scored
                    checked += 1
                else:
                    hand.apply(action)
    assert checked > 1000


def _fits(slots: list[int], hand: int) -> bool:
    """Can the tiles of ``hand`` fill ``slots`` one each (bipartite matching)?"""
    tiles = list(tiles_of(hand))
    if len(tiles) != len(slots):
        return False
    owner: dict[int, int] = {}

    def place(t: int, seen: set[int]) -> bool:
        for j, mask in enumerate(slots):
            if mask >> t & 1 and j not in seen:
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = t
                    return True
        return False

    return all(place(t, set()) for t in tiles)


@pytest.mark.parametrize(("game_id", "players"), SEARCHABLE)
def test_inference_never_excludes_the_real_hands(game_id: str, players: int) -> None:
    rng = random.Random(players)
    for seed in range(12):
        hand = new_hand(game_id, players, seed)
        while hand.result is None:
            seat = hand.turn
            know = infer(hand.view(seat), soft=True)
            assert know.consistent
            for other in range(players):
                if other != seat:
                    assert _fits(know.slots[other], hand.hands[other]), (game_id, other)
            hand.apply(rng.choice(hand.legal_actions()))


def test_a_pass_shows_the_numbers_a_seat_lacks() -> None:
    deal = Deal.of([["6-6", "6-5", "1-1"], ["4-4", "0-1", "1-2", "2-3"]], ["3-3", "0-0"])
    hand = HandState(configure("block", 2), deal, validate=False)
    hand.apply(hand.legal_actions()[0])          # 6-6 leads
    hand.apply(hand.legal_actions()[0])          # seat 1 passes on 6
    know = infer(hand.view(0))
    assert 6 in know.lacks(1)
    assert know.stuck(1, 1 << Tile.parse("6-4").id)


@pytest.mark.parametrize(("game_id", "players"), [("draw", 2), ("muggins", 3), ("block", 4),
                                                  ("partnership", 4), ("all-sevens", 2)])
def test_sampled_worlds_respect_what_is_known(game_id: str, players: int) -> None:
    rng = random.Random(1)
    for seed in range(10):
        hand = new_hand(game_id, players, seed)
        advance(hand, rng, 6 + seed)
        if hand.result is not None:
            continue
        view = hand.view(hand.turn)
        know = infer(view)
        for _ in range(20):
            hands, bone = sample_hands(know, rng)
            for other in range(players):
                if other != view.seat:
                    assert _fits(know.slots[other], hands[other])
            every = sum(hands) | sum(1 << t for t in bone)
            assert every == view.unseen_mask
            world = build_state(view, view.settings, hands, bone)
            assert world.legal_actions() == list(view.legal)


def test_exact_endgame_agrees_with_a_playout_when_nothing_is_left_to_choose() -> None:
    deal = Deal.of([["6-6", "6-5"], ["5-4"]], [])
    hand = HandState(configure("block", 2), deal, validate=False)
    value = solve(hand.copy(), hand.settings, 0, (0, 0), 50.0, 100)
    hand.apply(hand.legal_actions()[0])
    hand.apply(hand.legal_actions()[0])
    hand.apply(hand.legal_actions()[0])
    assert hand.result is not None
    assert value == utility(hand, hand.settings, 0, (0, 0), 50.0)


def test_hand_class_of_searchable_games_is_the_plain_engine() -> None:
    for game_id, players in SEARCHABLE:
        assert hand_class_for(configure(game_id, players)) is HandState
    assert find_game("blind").state_class is not None


def test_the_any_tile_lead_shows_who_holds_the_highest_double() -> None:
    hands = [["3-3", "1-2", "0-4", "2-5", "1-6"], ["0-0", "1-1", "2-3", "4-5", "0-6"]]
    hand = HandState(configure("muggins", 2), Deal.of(hands, rest_of(hands)))
    assert hand.leader == 0
    hand.apply(next(a for a in hand.legal_actions() if a.tile == Tile.parse("1-2")))
    higher = sum(1 << Tile.parse(t).id for t in ("4-4", "5-5", "6-6"))
    assert not infer(hand.view(0)).possible(1) & higher   # we led: nobody has a higher double
    know = infer(hand.view(1))
    assert know.must is not None and know.must[0] >> Tile.parse("3-3").id & 1
    rng = random.Random(2)
    for _ in range(50):
        worlds, _bone = sample_hands(know, rng)
        assert worlds[0] & know.must[0]              # the leader is dealt a double above 1-1


def rest_of(hands: list[list[str]]) -> list[str]:
    used = {Tile.parse(t) for h in hands for t in h}
    return [str(t) for t in (Tile(a, b) for b in range(7) for a in range(b + 1)) if t not in used]


def test_our_partners_plays_give_no_soft_hints() -> None:
    """A partner searches like we do (it does not shed by weight): with ``partner=False`` only
    the opponents' plays mark tiles as unlikely, and opening hints come from opponents only."""
    rng = random.Random(3)
    partner_hinted = opponent_hinted = firm_hinted = 0
    for seed in range(20):
        hand = new_hand("partnership", 4, seed)
        while hand.result is None:
            view = hand.view(hand.turn)
            me = view.seat
            with_partner = infer(view, soft=True)
            know = infer(view, soft=True, partner=False, opening=7)
            assert know.soft is not None and know.firm is not None
            assert not any(know.soft[(me + 2) % 4]) and not any(know.firm[(me + 2) % 4])
            assert with_partner.soft is not None
            partner_hinted += any(with_partner.soft[(me + 2) % 4])
            for opp in ((me + 1) % 4, (me + 3) % 4):
                assert know.soft[opp] == with_partner.soft[opp]
                opponent_hinted += any(know.soft[opp])
                firm_hinted += any(know.firm[opp])
                assert know.slots[opp] == with_partner.slots[opp]
            hand.apply(rng.choice(hand.legal_actions()))
    assert partner_hinted and opponent_hinted and firm_hinted


def test_opening_hints_mark_the_heavier_tiles_an_opponent_skipped() -> None:
    """6-6 leads; seat 1 answers 6-3 while holding 6-5: the heavier tiles that fitted (6-5,
    6-4) are firm hints for seat 1, the lighter ones (6-2, 6-1, 6-0) are not; nor is any tile
    once the opening is over."""
    deal = Deal.of([["6-6", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5"],
                    ["6-3", "6-5", "6-1", "1-1", "1-2", "1-3", "1-4"],
                    ["6-2", "2-2", "2-3", "2-4", "2-5", "3-3", "3-4"],
                    ["6-4", "6-0", "1-5", "1-6", "3-5", "4-4", "4-5"]], [])
    hand = HandState(configure("partnership", 4), deal, validate=False)
    hand.apply(hand.legal_actions()[0])                      # 6-6
    six_three = next(a for a in hand.legal_actions() if a.tile == Tile.parse("6-3"))
    hand.apply(six_three)
    know = infer(hand.view(0), soft=True, partner=False, opening=7)
    assert know.firm is not None
    hinted = know.firm[1][0]
    for name in ("6-5", "6-4"):
        assert hinted >> Tile.parse(name).id & 1, name
    for name in ("6-2", "6-1", "6-0", "1-1"):
        assert not hinted >> Tile.parse(name).id & 1, name
    late = infer(hand.view(0), soft=True, partner=False, opening=1).firm
    assert late is not None and not any(any(marks) for marks in late)


@pytest.mark.parametrize("models", [False, True])
def test_hards_partner_and_opening_models_are_switches(monkeypatch, models: bool) -> None:
    """The shipped hard reads no soft hints from its partner and firm opening hints from the
    opponents (the third round's models, on since the fourth round's convention); with
    ``partner_hints=True, opening=0`` the knowledge its search samples from has partner hints
    and no opening hints."""
    from dataclasses import replace

    from dominoes_qt.ai import hard

    shipped = hard.DEFAULT_BUDGET
    assert not shipped.partner_hints and shipped.opening == 7 and shipped.firm_trust == 1.0
    budget = replace(SMALL, partner_hints=False, opening=7) if models else \
        replace(SMALL, partner_hints=True, opening=0)
    seen: list = []

    def spy(view: PlayerView, **kw):
        know = infer(view, **kw)
        seen.append((view.seat, know))
        return know

    monkeypatch.setattr(hard, "infer", spy)
    rng = random.Random(5)
    for seed in range(4):
        hand = new_hand("partnership", 4, seed)
        while hand.result is None:
            view = hand.view(hand.turn)
            if len(view.legal) > 1:
                HardPlayer(1, budget).choose(view)
            hand.apply(rng.choice(hand.legal_actions()))
    assert seen
    partner_hinted = any(any(know.soft[(seat + 2) % 4]) for seat, know in seen if know.soft)
    opening_hinted = any(know.firm and any(any(m) for m in know.firm) for _s, know in seen)
    assert partner_hinted is not models and opening_hinted is models
