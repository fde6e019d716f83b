"""Every multiplayer game over real sockets, seen through a seat's mirror (seat_state.py).

For every game of the catalogue played at a table (its default players; four seats where
partners play), one person and computers ("random") play a whole hand on a real server at
pace 0.  Every ``state`` message the person gets goes through :func:`seat_match`: the mirror's
hand shows the seat exactly the view the server sent, its events are the message's, and once
the hand is over every hand is what the server revealed and the result the server's.  Before
the hand's end no message names a tile that lies hidden in another hand, the boneyard, the
tiles set aside or a face-down row.  The four games of the brief are there: a Partnership
match, a Blind Dominoes hand, a Mexican Train round and a hand of Muggins scored by hand.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest

from dominoes_qt.rules import all_games, find_game
from dominoes_qt.rules.actions import Kind
from dominoes_qt.rules.catalogue import Seating
from dominoes_qt.rules.state import GameState
from dominoes_qt.rules.tiles import TILES, tiles_of
from dominoes_qt.server.client import my_turn
from dominoes_qt.server.protocol import (
    ProtocolError,
    event_json,
    result_from_json,
    view_json,
)
from dominoes_qt.server.seat_state import SeatMatch, seat_match, setup_from_table
from dominoes_qt.storage.record_json import decode_action

from .helpers import backed_off, client, running_server, tiles_in


def table_games() -> list[tuple[str, int, dict[str, Any]]]:
    out = []
    for game in all_games():
        if game.seating is not Seating.TABLE:
            continue
        partners = game.partnership_default or game.teams_only
        out.append((game.id, 4 if partners else game.default_players, {}))
    out.append(("muggins", 2, {"muggins_manual": True}))
    return out


CASES = table_games()


def hidden_tiles(hand: GameState, seat: int) -> set[str]:
    """What ``seat`` may not see of the server's hand now: the other hands (every row but the
    tiles face up in Blind Dominoes), the boneyard, the tiles set aside."""
    hidden: set[int] = set()
    for other in range(hand.settings.players):
        if other != seat or not hand.owner_sees_hand:
            hidden |= {t.id for t in hand.hand_of(other)}
    hidden |= set(getattr(hand, "boneyard", ()))      # Blind Dominoes: the tiles set aside
    hidden -= set(tiles_of(hand.face_up_mask()))
    return {str(TILES[t]) for t in hidden}


def check_state(table: dict[str, Any], msg: dict[str, Any], live: GameState,
                live_index: int) -> SeatMatch:
    seat = msg["seat"]
    match = seat_match(table, msg)
    assert match.hand_index == msg["hand"]
    assert view_json(match.hand.view(seat)) == msg["view"]
    assert [event_json(e) for e in match.hand.events] == msg["events"]
    assert match.is_over == msg["match_over"]
    assert list(match.winner_sides) == msg["winner_sides"]
    assert len(match.results) == len(msg["results"])
    if "revealed" in msg:
        for other, tiles in enumerate(msg["revealed"]):
            assert [str(t) for t in match.hand.hand_of(other)] == tiles
        assert match.hand.result == result_from_json(msg["results"][msg["hand"]])
        assert match.hand.legal_actions() == []
        with pytest.raises(Exception, match="does not"):
            match.next_hand()
    else:
        if live_index == msg["hand"]:
            shown = dict(msg)
            shown.pop("reveals", None)          # tiles turned up in front of everyone
            leaked = tiles_in(json.loads(json.dumps(shown))) & hidden_tiles(live, seat)
            assert not leaked, f"state {msg['n']} shows hidden tiles {sorted(leaked)}"
        if my_turn(msg):
            legal = [decode_action(a) for a in msg["view"]["legal"]]
            assert match.hand.legal_actions() == legal
    return match


async def play_hand(game_id: str, players: int, options: dict[str, Any], *,
                    whole: bool = False, think: float = 0.0,
                    refused: list[dict[str, Any]] | None = None) -> list[SeatMatch]:
    """Play one hand (``whole``: the match) as the person; every state through the mirror.

    The person takes ``think`` seconds before declaring a score, as a person does; the
    server's refusals go to ``refused``, and the person then acts on the latest state."""
    async with running_server(None, declare_grace=1.0) as server:
        ana = await client(server.url, "")
        seats = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}] * (players - 1)
        joined = await ana.create(game_id, players=players, seats=seats, options=options)
        code = joined["table"]
        await ana.send("ready", ready=True)
        table: dict[str, Any] | None = None
        last_state: dict[str, Any] | None = None
        mirrors: list[SeatMatch] = []
        acted = readied = -1
        loop = asyncio.get_running_loop()
        give_up = loop.time() + 600        # a hang guard, never a timing test: each message
        while True:                         # may take up to a minute on a busy machine
            msg = await ana.recv(60)
            assert loop.time() < give_up, "the hand did not end"
            if msg["type"] == "error":
                if refused is not None:
                    refused.append(msg)
                await backed_off(msg)
                acted = -1          # act again on the latest state
                msg = last_state
                if msg is None:
                    continue
            elif msg["type"] == "table":
                table = msg
                continue
            elif msg["type"] != "state":
                continue
            else:
                assert table is not None
                last_state = msg
                live = server.tables[code].record.match
                mirrors.append(check_state(table, msg, live.hand, live.hand_index))
            if msg["phase"] == "over" or (msg["phase"] == "hand_over" and not whole):
                await ana.close()
                return mirrors
            if msg["phase"] == "hand_over":
                if msg["hand"] != readied:
                    readied = msg["hand"]
                    await ana.send("ready", ready=True)
                continue
            if not ana.inbox.empty() or msg["n"] == acted:
                continue
            declare = [a for a in msg["view"]["out_of_turn"] if a[0] == "declare"]
            if declare:
                acted = msg["n"]
                await asyncio.sleep(think)
                await ana.send("act", action=declare[0], n=msg["n"])
            elif my_turn(msg):
                acted = msg["n"]
                await ana.send("act", action=msg["view"]["legal"][0], n=msg["n"])


def assert_scored_by_hand(hand: GameState) -> None:
    """Manual Muggins: every play's score was declared by its maker, but for the one still open
    when the hand ended, which the rules credit to the seat that laid the hand's last tile."""
    declared = sum(a.kind is Kind.DECLARE for _s, a in hand.history)
    scored = [e for e in hand.events if e.reason in ("count", "bergen")]
    assert len(scored) in (declared, declared + 1), (hand.events, hand.history)
    if len(scored) > declared:
        last_layer = [s for s, a in hand.history if a.kind is Kind.PLAY][-1]
        assert scored[-1].seat == last_layer, (hand.events, hand.history)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p" + (
    "-manual" if c[2] else ""))
def test_a_hand_of_every_table_game_through_the_seats_mirror(case):
    game_id, players, options = case
    refused: list[dict[str, Any]] = []
    manual = bool(options.get("muggins_manual"))
    mirrors = asyncio.run(play_hand(game_id, players, options, think=0.3 if manual else 0.0,
                                    refused=refused))
    assert len(mirrors) >= 2
    last = mirrors[-1]
    assert last.hand.result is not None and last.results
    assert isinstance(last.hand, find_game(game_id).state_class or GameState)
    if options.get("muggins_manual"):
        assert_scored_by_hand(last.hand)
        # a person who takes a moment to declare still has the chance: no computer moved
        # on and closed it (the server waits while a person may declare)
        assert not refused, refused


def test_a_whole_partnership_match_through_the_seats_mirror():
    mirrors = asyncio.run(play_hand("partnership", 4, {"target": 30}, whole=True))
    last = mirrors[-1]
    assert last.is_over and last.winner_sides and len(last.results) == last.hand_index + 1
    assert max(last.scores) >= 30
    assert len({m.hand_index for m in mirrors}) == len(last.results)


def test_a_hostile_table_or_state_is_refused():
    table = {"type": "table", "game": "draw", "players": 2, "set": 6, "options": {},
             "seats": [{"seat": 0, "kind": "human", "level": "", "name": ""},
                       {"seat": 1, "kind": "computer", "level": "random", "name": "Bot"}]}
    setup = setup_from_table(table)
    assert setup.game_id == "draw" and setup.seats[1].level == "random"
    for bad in ({**table, "game": "klondike"}, {**table, "players": 3},
                {**table, "options": {"target": "many"}}, {**table, "seats": "x"},
                {**table, "game": "mexican-train", "set": 7}):
        with pytest.raises(ProtocolError) as info:
            setup_from_table(bad)
        assert info.value.code == "bad_field"
