"""Game records: save, load (a full replay through the engine), undo, and refusing bad files."""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt.ai import make_player
from dominoes_qt.rules import (
    DRAW,
    PASS,
    TURN,
    Action,
    Deal,
    Kind,
    RecordError,
    RulesError,
    all_games,
    play,
)
from dominoes_qt.rules.tiles import TILES
from dominoes_qt.session import GameSetup
from dominoes_qt.storage import record as rec
from dominoes_qt.storage.json_layout import pretty
from dominoes_qt.storage.record import GameRecord, loads
from dominoes_qt.storage.record_json import decode_action, encode_action

GAME_IDS = [g.id for g in all_games() if g.family != "solitaire"]  # solitaires: no computer players (tests/rules/test_solitaires_min.py)
GAME_COUNTS = [(g.id, n) for g in all_games() for n in g.allowed_players(g.default_set)
               if g.family != "solitaire"]


def play_on(record: GameRecord, hands: int, seed: int = 0, level: str = "random") -> None:
    """Play ``hands`` whole hands (fewer if the match ends), starting new hands as needed."""
    players = [make_player(level, seed + s) for s in range(record.match.settings.players)]
    for _ in range(hands):
        match = record.match
        if match.hand.result is not None:
            if match.is_over:
                return
            record.next_hand()
        play_actions(record, players, 10_000)


def play_actions(record: GameRecord, players: list[Any], n: int) -> None:
    """Up to ``n`` actions of the current hand."""
    hand = record.match.hand
    for _ in range(n):
        if hand.result is not None:
            return
        record.apply(players[hand.turn].choose(hand.view(hand.turn)))


def state(record: GameRecord) -> dict[str, Any]:
    """Everything that must survive a save and a load."""
    m = record.match
    h = m.hand
    return {
        "actions": list(m.actions), "results": list(m.results), "scores": list(m.scores),
        "deals": [(d.hands, d.boneyard, d.leader) for d in m.deals], "is_over": m.is_over,
        "winner": m.winner_side, "hands": list(h.hands), "boneyard": list(h.boneyard),
        "layout": (list(h.layout.tiles), dict(h.layout.open)) if hasattr(h, "layout") else None,
        "placed": list(getattr(h, "placed", ())), "open": h.open_ends(),   # the train games
        "turn": h.turn,
        "hand_scores": list(h.scores), "history": list(h.history),
        "sheet": record.hand_scores,
        "rows": [list(r) for r in getattr(h, "rows", ())],      # Blind Dominoes
    }


def new_record(game_id: str, players: int | None = None, seed: int = 1, **kw: Any) -> GameRecord:
    return GameRecord.new(GameSetup.default(game_id, players, seed=seed, **kw))


@pytest.fixture(scope="module")
def sample() -> str:
    """A short finished match (two hands of the Draw Game to 20) as saved text."""
    record = new_record("draw", seed=4, options={"target": 20})
    play_on(record, 10, seed=3)
    assert record.match.is_over and len(record.match.deals) >= 2
    return record.dumps()


# -- round trips --------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id,players", GAME_COUNTS)
def test_round_trip_every_game(game_id: str, players: int) -> None:
    record = new_record(game_id, players, seed=players)
    play_on(record, 3, seed=7)
    loaded = loads(record.dumps())
    assert state(loaded) == state(record)
    assert loaded.setup == record.setup
    # the loaded game goes on exactly as the original would have (same later deals)
    play_on(record, 2, seed=11)
    play_on(loaded, 2, seed=11)
    assert state(loaded) == state(record)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_round_trip_in_mid_hand(game_id: str) -> None:
    record = new_record(game_id, seed=9)
    players = [make_player("greedy", s) for s in range(record.match.settings.players)]
    play_actions(record, players, 5)
    loaded = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert state(loaded) == state(record)
    play_actions(loaded, players, 10_000)
    assert loaded.match.hand.result is not None


def _other_value(opt) -> Any:
    """A value of ``opt`` other than its default (None when there is none)."""
    if opt.kind == "bool":
        return not opt.default
    if opt.kind == "choice":
        others = [c for c in opt.choices if c != opt.default]
        return others[-1] if others else None
    if opt.kind == "int":
        low = opt.minimum if opt.minimum is not None else 0
        return 30 if low <= 30 and opt.key == "target" else (opt.default or low) + 1
    return None


OPTION_CASES = [(g.id, o.key, _other_value(o)) for g in all_games() for o in g.settable_options()
                if _other_value(o) is not None and g.family != "solitaire"]


@pytest.mark.parametrize("game_id,key,value", OPTION_CASES)
def test_round_trip_with_each_option_changed(game_id: str, key: str, value: Any) -> None:
    from dominoes_qt.rules.catalogue import plain_value

    players = 4 if key == "partnership" else None
    try:
        record = new_record(game_id, players, seed=6, options={key: plain_value(value)})
    except RulesError:
        pytest.skip(f"{key}={value} is not playable with the defaults")
    play_on(record, 3, seed=2)
    loaded = loads(record.dumps())
    assert state(loaded) == state(record)
    assert loaded.setup.settings() == record.setup.settings()


MUGGINS_GAMES = [g.id for g in all_games()
                 if any(o.key == "muggins_manual" for o in g.all_options())]


def play_with_claims(record: GameRecord, hands: int, seed: int) -> int:
    """Manual Muggins: random players that sometimes declare and sometimes claim; returns how
    many out-of-turn actions were taken."""
    rng = random.Random(seed)
    players = [make_player("random", seed + s) for s in range(record.match.settings.players)]
    taken = 0
    for _ in range(hands):
        match = record.match
        if match.hand.result is not None:
            if match.is_over:
                break
            record.next_hand()
        hand = record.match.hand
        while hand.result is None:
            record.apply(players[hand.turn].choose(hand.view(hand.turn)))
            for seat in rng.sample(range(hand.players), hand.players):
                extra = hand.out_of_turn_actions(seat)
                if extra and hand.result is None and rng.random() < 0.6:
                    record.apply(rng.choice(extra))
                    taken += 1
    return taken


@pytest.mark.parametrize("game_id", MUGGINS_GAMES)
def test_round_trip_with_manual_muggins(game_id: str) -> None:
    record = new_record(game_id, seed=3, options={"muggins_manual": True})
    taken = play_with_claims(record, 3, seed=4)
    kinds = {a.kind for _, a in record.actions}
    assert taken and Kind.DECLARE in kinds
    loaded = loads(record.dumps())
    assert state(loaded) == state(record)
    assert [e for e in loaded.match.hand.events] == [e for e in record.match.hand.events]


def test_auto_declare_is_recorded() -> None:
    record = new_record("all-fives", seed=3, options={"muggins_manual": True})
    players = [make_player("greedy", s) for s in range(2)]
    hand = record.match.hand
    declared = 0
    while hand.result is None:
        record.apply(players[hand.turn].choose(hand.view(hand.turn)))
        declared += record.auto_declare() is not None
    assert declared
    assert sum(a.kind is Kind.DECLARE for _, a in record.actions) == declared
    assert state(loads(record.dumps())) == state(record)


def test_json_layout(sample: str) -> None:
    data = json.loads(sample)
    assert data["format"] == "dominoes-qt-game" and data["format_version"] == rec.FORMAT_VERSION
    assert isinstance(data["app_version"], str)
    assert datetime.fromisoformat(data["saved_at"]).tzinfo is not None
    assert data["setup"]["game"] == "draw" and data["setup"]["seed"] == 4
    assert data["finished"] is True
    first = data["hands"][0]
    assert first["actions"][0][0] == "play" and first["actions"][0][2] == -1
    assert set(first["result"]) >= {"reason", "winner_side", "points", "scores"}
    assert data["scores"] == data["hands"][-1]["result"]["scores"]


def test_new_picks_and_keeps_a_seed() -> None:
    record = GameRecord.new(GameSetup.default("block"))
    assert isinstance(record.setup.seed, int)
    assert loads(record.dumps()).setup.seed == record.setup.seed
    with pytest.raises(ValueError, match="seed"):
        GameRecord(GameSetup.default("block"))


def test_explicit_deals_in_the_setup_round_trip() -> None:
    d = Deal.of([["6-6", "0-1", "0-2", "1-2", "0-0", "1-1", "2-2"],
                 ["5-6", "0-6", "1-3", "3-3", "4-4", "3-4", "2-4"]],
                [str(t) for t in TILES[:28] if str(t) not in (
                    "6-6 0-1 0-2 1-2 0-0 1-1 2-2 5-6 0-6 1-3 3-3 4-4 3-4 2-4".split())])
    record = new_record("draw", 2, seed=1, deals=(d,))
    assert record.match.hand.deal == d
    play_on(record, 2)
    assert state(loads(record.dumps())) == state(record)


def test_save_and_load_a_file(tmp_path) -> None:
    record = new_record("all-fives", seed=2)
    play_on(record, 1)
    path = tmp_path / "game.domino"
    record.save(path)
    assert state(rec.load(path)) == state(record)
    assert list(tmp_path.iterdir()) == [path]          # no temporary file left behind
    with pytest.raises(RecordError, match="cannot read"):
        rec.load(tmp_path / "missing.domino")


# -- actions ------------------------------------------------------------------------------------


@pytest.mark.parametrize("action,encoded", [
    (play("6-4", 3, 6), ["play", "4-6", 3, 6]),
    (play("5-5"), ["play", "5-5", -1, 5]),
    (DRAW, ["draw"]),
    (PASS, ["pass"]),
    (TURN, ["turn"]),
    (Action(Kind.CHOOSE, TILES[10], 4, 4), ["choose", "0-4", 4, 4]),
    (Action(Kind.CHOOSE, socket=1), ["choose", None, 1]),
    (Action(Kind.DECLARE, points=15), ["declare", 15]),
    (Action(Kind.DECLARE, points=10, seat=2), ["declare", 10, 2]),
    (Action(Kind.MUGGINS, seat=1), ["muggins", 1]),
    (Action(Kind.MUGGINS, seat=3, points=5), ["muggins", 3, {"points": 5}]),
    (Action(Kind.TURN, socket=2), ["turn", 2]),
    (Action(Kind.PASS, seat=1), ["pass", {"seat": 1}]),
])
def test_action_encoding(action: Action, encoded: list[Any]) -> None:
    assert encode_action(action) == encoded
    assert decode_action(encoded) == action
    assert decode_action(json.loads(json.dumps(encoded))) == action


@given(st.builds(
    Action,
    kind=st.sampled_from(list(Kind)),
    tile=st.none() | st.sampled_from(TILES),
    socket=st.integers(-1, 200),
    touching=st.integers(-1, 12),
    seat=st.integers(-1, 9),
    points=st.integers(-5, 500),
))
def test_every_action_round_trips(action: Action) -> None:
    if action.kind is Kind.PLAY and action.tile is None:
        return
    assert decode_action(json.loads(json.dumps(encode_action(action)))) == action


@pytest.mark.parametrize("bad", [
    [], "play", ["dance"], ["play", "6-4"], ["play", "6-4", 1.0, 4], ["play", "6-x", 1, 4],
    ["play", "6-4", 1, 44], ["play", 64, 1, 4], ["draw", 1], ["declare", "ten"],
    ["muggins", 1, {"colour": "red"}], ["play", "6-4", True, 4], ["muggins", -7],
    ["play", None, 1, 4], ["declare", 10, 1, 2], ["muggins", 1, {"seat": 2}],
])
def test_bad_actions_are_refused(bad: Any) -> None:
    with pytest.raises(ValueError):
        decode_action(bad)


# -- undo ---------------------------------------------------------------------------------------


def test_undo_replays_all_but_the_last_actions() -> None:
    record = new_record("all-fives", seed=5)
    play_on(record, 2, seed=1)
    if not record.match.is_over:
        record.next_hand()
    play_actions(record, [make_player("random", s) for s in range(2)], 3)
    full = list(record.actions)
    for k in (1, 3, len(full) // 2):
        copy = loads(record.dumps())
        undone = copy.undo(k)
        assert undone == full[-k:]
        assert list(copy.actions) == full[:-k]
        expected = new_record("all-fives", seed=5)
        for index, action in full[:-k]:
            while expected.match.hand_index < index:
                expected.next_hand()
            expected.apply(action)
        while expected.match.hand_index < full[-k][0]:   # the hand taken back stays dealt
            expected.next_hand()
        assert state(copy) == state(expected)
        assert copy.match.hand_index == full[-k][0]


def test_undoing_a_hands_first_moves_keeps_that_hand() -> None:
    """Issue 13 item 2: undoing the lead of a new hand reopened the finished one."""
    record = new_record("draw", seed=8)
    play_on(record, 1)
    record.next_hand()
    lead = record.match.hand.legal_actions()[0]
    record.apply(lead)
    assert record.undo() == [(1, lead)]
    assert record.match.hand_index == 1 and not record.match.hand.history
    assert record.match.hand.result is None and lead in record.match.hand.legal_actions()
    assert len(record.hand_scores) == 1
    assert state(loads(record.dumps())) == state(record)   # and it saves that way


def test_undo_back_into_the_previous_hand() -> None:
    record = new_record("draw", seed=8)
    play_on(record, 1)
    assert record.match.hand.result is not None
    record.next_hand()
    assert record.match.hand_index == 1 and not record.match.hand.history
    (index, _), = record.undo()
    assert index == 0
    assert record.match.hand_index == 0 and record.match.hand.result is None
    assert record.hand_scores == []


def _game_state(record: GameRecord) -> Any:
    """``state`` for the multiplayer games; a solitaire's own position (its solver key)."""
    hand = record.match.hand
    if hasattr(hand, "hands"):
        return state(record)
    return (list(record.actions), hand.key(), hand.legal_actions(), hand.result,
            record.match.is_over)


def _unstamped(text: str) -> list[str]:
    """A saved record's lines but its time of saving (two saves may straddle a second)."""
    return [line for line in text.splitlines() if '"saved_at": ' not in line]


def _replayed(record: GameRecord, entries: list[tuple[int, Any]], hand_index: int) -> GameRecord:
    """The reference: a fresh record of the same game replaying ``entries`` from the start."""
    fresh = GameRecord(record.setup, record.match.deals)
    for index, action in entries:
        while fresh.match.hand_index < index:
            fresh.next_hand()
        fresh.apply(action)
    while fresh.match.hand_index < hand_index:
        fresh.next_hand()
    return fresh


@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), data=st.data())
def test_undo_within_a_hand_equals_replaying_the_whole_game(game_id: str, seed: int, data) -> None:
    """Undo in the current hand deals that hand again instead of replaying the whole match
    (fast late in a long match); the game it leaves must be the one a full replay gives."""
    rng = random.Random(seed)
    record = new_record(game_id, seed=seed)
    for _ in range(data.draw(st.integers(0, 2), label="hands before")):
        while record.match.hand.result is None:
            record.apply(rng.choice(record.match.hand.legal_actions()))
        if record.match.is_over:
            break
        record.next_hand()
    for _ in range(data.draw(st.integers(1, 60), label="moves")):
        if record.match.hand.result is not None:
            break
        record.apply(rng.choice(record.match.hand.legal_actions()))
    hand = record.match.hand_index
    in_hand = sum(1 for index, _ in record.actions if index == hand)
    if in_hand == 0:
        return
    k = data.draw(st.integers(1, in_hand), label="undo")
    done = list(record.actions)
    assert record.undo(k) == done[-k:]
    expected = _replayed(record, done[:-k], hand)
    assert _game_state(record) == _game_state(expected)
    assert _unstamped(record.dumps()) == _unstamped(expected.dumps())
    while record.match.hand.result is None:   # and the game goes on as the replayed one does
        action = rng.choice(record.match.hand.legal_actions())
        record.apply(action)
        expected.apply(action)
    assert _game_state(record) == _game_state(expected)


def test_undo_limits() -> None:
    record = new_record("draw", seed=8)
    assert record.undo(0) == []
    with pytest.raises(ValueError, match="cannot undo 1"):
        record.undo()
    record.apply(record.match.hand.legal_actions()[0])
    record.undo()
    assert record.actions == ()


def test_hand_scores_survive_direct_match_use() -> None:
    """Applying on the match directly (not through the record) still saves correct results."""
    record = new_record("draw", seed=3)
    hand = record.match.hand
    while hand.result is None:
        record.match.apply(hand.legal_actions()[0])
    match = record.match
    assert record.hand_scores == [list(hand.scores)]
    assert record.match is match
    assert state(loads(record.dumps())) == state(record)


# -- refusing bad input -------------------------------------------------------------------------


def mutate(text: str, change) -> str:
    data = json.loads(text)
    change(data)
    return json.dumps(data)


def _set_action(hand: int, n: int, value: Any):
    def change(d: dict[str, Any]) -> None:
        d["hands"][hand]["actions"][n] = value
    return change


def _illegal_play(d: dict[str, Any]) -> None:
    acts = d["hands"][0]["actions"]
    first = acts[1]
    acts[1] = ["play", "6-6", 99, 6] if first[0] == "play" else ["play", "6-6", 0, 6]


BAD_TEXT = [
    ("", "empty"),
    ("   \n", "empty"),
    ("not json at all", "not valid JSON"),
    ('{"format": "dominoes-qt-game", "format_version": ', "ends too early"),
    ("[1, 2, 3]", "not an object"),
    ("42", "not a game record"),
    ('{"hello": "world"}', "not a Dominoes Qt game record"),
    ('{"format": "chess-pgn", "format_version": 1}', "format is 'chess-pgn'"),
    ('{"format": "dominoes-qt-game", "format_version": 99}', "newer version of Dominoes Qt"),
    ('{"format": "dominoes-qt-game", "format_version": "1"}', "format_version"),
    ('{"format": "dominoes-qt-game", "format_version": 0}', "too old"),
    ('{"format": "dominoes-qt-game", "format_version": 1}', "no 'setup'"),
    ('[' * 100_000, "nested too deeply|ends too early|not valid"),
]


@pytest.mark.parametrize("text,message", BAD_TEXT)
def test_bad_files(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        loads(text)


def test_bad_bytes() -> None:
    with pytest.raises(RecordError, match="binary file"):   # a NUL: not text at all
        loads(b"\xff\xfe\x00garbage")
    with pytest.raises(RecordError, match="UTF-8"):
        loads(b"\xff\xfegarbage")


def _set(path: list[Any], value: Any):
    def change(d: Any) -> None:
        for key in path[:-1]:
            d = d[key]
        d[path[-1]] = value
    return change


def _delete(path: list[Any]):
    def change(d: Any) -> None:
        for key in path[:-1]:
            d = d[key]
        del d[path[-1]]
    return change


BAD_CHANGES = [
    (_delete(["setup"]), "no 'setup'"),
    (_set(["setup"], "draw"), "setup must be an object"),
    (_set(["setup", "game"], "tiddlywinks"), "unknown game 'tiddlywinks'"),
    (_set(["setup", "players"], "two"), "setup.players must be a whole number"),
    (_set(["setup", "players"], 9), "cannot be set up: draw is for 2 to 5 players"),
    (_set(["setup", "set"], 7), "cannot be set up"),
    (_set(["setup", "options"], {"target": "lots"}), "option target takes a whole number"),
    (_set(["setup", "options"], {"colour": "red"}), "no option 'colour'"),
    (_set(["setup", "options"], {"target": [1]}), "setup.options.target"),
    (_delete(["setup", "seed"]), "no 'seed'"),
    (_set(["setup", "seats"], [{"kind": "alien"}]), "seats"),
    (_delete(["hands"]), "no 'hands'"),
    (_set(["hands"], {}), "hands must be a list"),
    (_set(["hands"], []), "no hands"),
    (_set(["hands", 0], "x"), "hand 1 must be an object"),
    (_delete(["hands", 0, "actions"]), "hand 1 has no 'actions'"),
    (_set_action(0, 2, ["dance"]), r"hand 1, action 3: unknown kind of action 'dance'"),
    (_set_action(0, 0, ["play", "6-4", 0]), r"hand 1, action 1: a play is"),
    (_illegal_play, r"hand 1, action 2 \(seat \d: play 6-6.*\) is illegal: "),
    (_set_action(1, 0, ["pass"]), r"hand 2, action 1 \(seat \d: pass\) is illegal"),
    (_set(["hands", 0, "result", "points"], 999), r"hand 1 does not end as the record says"),
    (_set(["hands", 0, "result", "winner_side"], 1.5), "hand 1 does not end as the record"),
    (_set(["hands", 0, "result"], None), r"hand 1 ends \(.*\), but the record says it is still"),
    (_delete(["hands", 0, "result", "reason"]), r"hand 1: result has no 'reason'"),
    (_set(["scores"], [1, 2]), "scores .* differ from the replay"),
    (_set(["finished"], False), "says the match is not finished"),
    (_set(["finished"], "yes"), "finished must be true or false"),
    (lambda d: d["hands"][0]["actions"].append(["draw"]), r"hand 1 ended after action \d+"),
    (lambda d: d["hands"][0]["actions"].pop(), "hand 1 does not end after its"),
    (lambda d: d["hands"].append(d["hands"][-1]), "follows the end of the match"),
    (_set(["hands", 0, "deal", "hands", 0, 0], "9-9"), "not in a double-6 set"),
    (_set(["hands", 0, "deal", "hands", 0, 0], "six-four"), r"hand 1: deal.hands\[0\]\[0\]"),
    (_set(["hands", 0, "deal"], {"boneyard": []}), "deal has no 'hands'"),
]


@pytest.mark.parametrize("change,message", BAD_CHANGES)
def test_bad_records(sample: str, change, message: str) -> None:
    with pytest.raises(RecordError, match=message) as info:
        loads(mutate(sample, change))
    assert "internal error" not in str(info.value)


@pytest.mark.parametrize("change", [
    _set(["format"], "x" * 5000),
    _set_action(0, 0, ["y" * 5000]),
    _set_action(0, 0, ["play", "z" * 5000, -1, 3]),
    _delete(["hands", 0, "result", "reason"]),
])
def test_errors_quote_a_damaged_file_briefly(sample: str, change) -> None:
    """A file may hold a megabyte where a word belongs: the one-line error quotes a little."""
    with pytest.raises(RecordError) as info:
        loads(mutate(sample, change))
    assert len(str(info.value)) < 300 and "\n" not in str(info.value)


def test_unfinished_hand_followed_by_another(sample: str) -> None:
    def change(d: dict[str, Any]) -> None:
        d["hands"][0]["actions"] = d["hands"][0]["actions"][:2]
        d["hands"][0]["result"] = None
    with pytest.raises(RecordError, match="hand 1 is not finished, yet hand 2 follows"):
        loads(mutate(sample, change))


def test_a_tampered_deal_is_caught(sample: str) -> None:
    """Two tiles swapped between the seats' hands in the stored deal: the replay reaches the
    first move that plays one of them and refuses it, naming that move and that tile."""
    data = json.loads(sample)
    record = loads(sample)
    first = [(j, a) for j, (h, a) in enumerate(record.match.actions, 1) if h == 0]
    seat_of = {}   # the seat that played each tile of hand 1
    hand = GameRecord(record.setup, record.match.deals).match.hand
    for _, action in first:
        if action.tile is not None:
            seat_of.setdefault(str(action.tile), hand.turn)
        hand.apply(action)
    # not doubles: the highest double leads, so moving one would change who leads
    mine = next(t for t, s in seat_of.items() if s == 0 and t[0] != t[-1])
    theirs = next(t for t, s in seat_of.items() if s == 1 and t[0] != t[-1])
    hands = data["hands"][0]["deal"]["hands"]
    i, k = hands[0].index(mine), hands[1].index(theirs)
    hands[0][i], hands[1][k] = theirs, mine
    j, action = next((j, a) for j, a in first if a.tile and str(a.tile) in (mine, theirs))
    seat = seat_of[str(action.tile)]
    expected = (rf"hand 1, action {j} \(seat {seat}: .*{action.tile}.*\) is illegal: "
                rf"{action.tile} is not in your hand")
    with pytest.raises(RecordError, match=expected):
        loads(json.dumps(data))


# -- versions -----------------------------------------------------------------------------------


def test_migration_from_an_older_format(sample: str, monkeypatch) -> None:
    """A fake format 0 called the hands "rounds"; the migration renames them."""
    data = json.loads(sample)
    data["format_version"] = 0
    data["rounds"] = data.pop("hands")
    calls = []

    def v0_to_v1(doc: dict[str, Any]) -> dict[str, Any]:
        calls.append(doc["format_version"])
        doc["hands"] = doc.pop("rounds")
        return doc

    monkeypatch.setitem(rec.MIGRATIONS, 0, v0_to_v1)
    loaded = rec.from_json(data)
    assert calls == [0]
    assert "rounds" in data                      # the caller's document is left alone
    assert state(loaded) == state(loads(sample))


def test_a_failing_migration_is_a_record_error(sample: str, monkeypatch) -> None:
    data = json.loads(sample)
    data["format_version"] = 0

    def broken(doc: dict[str, Any]) -> dict[str, Any]:
        raise KeyError("rounds")

    monkeypatch.setitem(rec.MIGRATIONS, 0, broken)
    with pytest.raises(RecordError, match="from format 0 to 1"):
        rec.from_json(data)


FORMAT1 = Path(__file__).parent / "data" / "format1"


def _reloaded(record: GameRecord) -> GameRecord:
    again = loads(record.dumps())
    assert json.loads(record.dumps())["format_version"] == rec.FORMAT_VERSION
    assert state(again) == state(record)
    return again


def test_format_1_hand_point_game_keeps_its_target_of_100() -> None:
    record = rec.load(FORMAT1 / "block-hand-point.domino")
    m = record.match
    assert m.settings.target == 100 and record.setup.options["target"] == 100
    assert m.scores == [7, 1] and len(m.results) == 8 and not m.is_over
    _reloaded(record)


def test_format_1_pub_game_keeps_61_and_five_tiles() -> None:
    record = rec.load(FORMAT1 / "pub-two-players.domino")
    m = record.match
    assert (m.settings.target, m.settings.hand_size) == (61, 5)
    assert m.is_over and m.scores == [43, 61] and m.winner_side == 1
    _reloaded(record)


@pytest.mark.parametrize("name", ["blind-tie.domino", "blind-boxed-tie.domino"])
def test_format_1_blind_tie_becomes_a_shared_win(name: str) -> None:
    record = rec.load(FORMAT1 / name)
    m = record.match
    r = m.results[0]
    assert m.is_over and r.shared and m.winner_side is None
    assert m.scores == [int(side in r.winner_sides) for side in range(len(m.scores))]
    saved = json.loads(record.dumps())
    assert saved["hands"][0]["result"]["shared"] == list(r.winner_sides)
    _reloaded(record)


def test_format_1_partnership_block_without_teams_is_refused() -> None:
    with pytest.raises(RecordError, match="always played in two teams"):
        rec.load(FORMAT1 / "partnership-individual.domino")


def test_a_lead_written_higher_number_first_loads() -> None:
    """docs/save-format.md: a lead's touching is the number on its west end, either half."""
    record = new_record("muggins", 2, seed=5)
    lead = next(a for a in record.match.hand.legal_actions() if not a.tile.is_double)
    flipped = lead._replace(touching=lead.tile.high)
    record.apply(flipped)
    data = json.loads(record.dumps())
    assert data["hands"][0]["actions"][0] == ["play", str(lead.tile), -1, lead.tile.high]
    loaded = rec.from_json(data)
    assert loaded.match.hand.layout.touching[0] == lead.tile.high
    assert state(loaded) == state(record)


# -- fuzzing --------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=True)
    | st.text(max_size=6) | st.sampled_from(["6-4", "play", "draw", "pass", "9-9"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=3),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, prefix + (i,))
    return out


@st.composite
def damaged(draw, text: str) -> str:
    data = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        path = draw(st.sampled_from(paths))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        how = draw(st.sampled_from(["replace", "delete", "swap"]))
        if how == "delete":
            del parent[path[-1]]
        elif how == "swap" and isinstance(parent, list) and len(parent) > 1:
            j = draw(st.integers(0, len(parent) - 1))
            parent[path[-1]], parent[j] = parent[j], parent[path[-1]]
        else:
            parent[path[-1]] = draw(JSON_VALUES)
    return json.dumps(data)


@pytest.fixture(scope="module")
def fuzz_sample() -> str:
    record = new_record("all-fives", seed=2, options={"target": 40})
    play_on(record, 2, seed=5)
    return record.dumps()


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_damaged_records_only_raise_record_error(fuzz_sample: str, data) -> None:
    text = data.draw(damaged(fuzz_sample))
    try:
        loads(text)
    except RecordError as exc:
        assert "internal error" not in str(exc), str(exc)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(cut=st.integers(0, 10**6), junk=st.text(max_size=3))
def test_truncated_records_only_raise_record_error(fuzz_sample: str, cut: int, junk: str) -> None:
    text = fuzz_sample[: cut % len(fuzz_sample)] + junk
    try:
        loads(text)
    except RecordError as exc:
        assert "internal error" not in str(exc), str(exc)



# -- cost grows with the match, not faster (issue 12, item 5) ------------------------------------


def _long_block_match(hands: int, seed: int = 1) -> GameRecord:
    """A Block match to 10,000 by hand points (the longest legal match), ``hands`` hands in."""
    record = new_record("block", 2, seed=seed, options={"target": 10_000, "scoring": "hand-point"})
    rng = random.Random(seed)
    while len(record.match.results) < hands:
        hand = record.match.hand
        if hand.result is not None:
            record.next_hand()
            hand = record.match.hand
        while hand.result is None:
            record.apply(rng.choice(hand.legal_actions()))
    return record


RECORD_MODULES = ("record.py", "record_json.py", "json_layout.py")


def _record_py_lines(work: Any) -> int:
    """Lines of the record modules (``storage/record.py``, ``record_json.py``,
    ``json_layout.py``) run by ``work()``: a measure of its work that, unlike a clock,
    does not depend on the machine (timings live in tools/bench_record.py)."""
    import sys

    count = 0

    def tracer(frame: Any, event: str, arg: Any) -> Any:
        nonlocal count
        if not frame.f_code.co_filename.endswith(RECORD_MODULES):
            return None
        count += 1
        return tracer

    sys.settrace(tracer)
    try:
        work()
    finally:
        sys.settrace(None)
    return count


def test_loading_is_linear_in_the_number_of_hands() -> None:
    """Four times the hands cost four times the work (it was quadratic: every hand copied the
    whole score sheet, 43 s to load 6,000 hands)."""
    short = _long_block_match(100).dumps()
    long = _long_block_match(400).dumps()
    assert json.loads(long)["hands"][:100] == json.loads(short)["hands"][:100]
    loads(short)   # the first load also fills the decoders' caches
    ratio = _record_py_lines(lambda: loads(long)) / _record_py_lines(lambda: loads(short))
    assert 3.8 < ratio < 4.25, ratio


def test_saving_again_lays_out_only_the_new_hands() -> None:
    record = _long_block_match(200)
    first = _record_py_lines(record.dumps)
    _play_one_more_hand(record)
    again = _record_py_lines(record.dumps)
    assert again < first / 20, (first, again)
    whole = pretty(record.to_json()) + "\n"     # laid out from scratch: the same text
    assert _unstamped(record.dumps()) == _unstamped(whole)


def _play_one_more_hand(record: GameRecord) -> None:
    record.next_hand()
    hand = record.match.hand
    rng = random.Random(0)
    while hand.result is None:
        record.apply(rng.choice(hand.legal_actions()))
