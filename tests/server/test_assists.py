"""Fair play (issue 34): the host decides whether the table allows assists; every seat reads
it in the table message, and the server refuses a hint where the table forbids one."""

from __future__ import annotations

import asyncio

import pytest

from dominoes_qt.server.client import my_turn
from dominoes_qt.server.protocol import ProtocolError, parse_client_message

from .helpers import GAME, OPTIONS, TWO_PEOPLE_TWO_COMPUTERS, client, running_server

ONE_PERSON = [{"kind": "human"}] + [{"kind": "computer", "level": "random"}] * 3


async def _hint(c, timeout: float = 20.0) -> dict:
    """Wait for this seat's turn, ask for a hint; the answer (a hint or an error)."""
    st = await c.wait_for("state", test=my_turn, timeout=timeout)
    await c.send("hint")
    while True:
        msg = await c.recv(timeout)
        if msg["type"] in ("hint", "error"):
            return {"reply": msg, "state": st}


def test_assists_are_off_where_people_play_each_other_and_hints_are_refused(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana = await client(server.url, "Ana")
            await ana.create(GAME, options=OPTIONS, seats=TWO_PEOPLE_TWO_COMPUTERS)
            table = await ana.wait_for("table")
            bea = await client(server.url, "Bea")
            await bea.join(table["table"])
            seen = await bea.wait_for("table")
            await bea.send("assists", allowed=True)      # only the host decides
            refused = await bea.wait_for("error")
            await ana.send("assists", allowed=True)
            await ana.send("assists", allowed=False)     # and changes their mind
            told = await bea.wait_for("table", test=lambda m: m["assists"] is True)
            told = await bea.wait_for("table", test=lambda m: m["assists"] is False)
            for c in (ana, bea):
                await c.send("ready", ready=True)
            first = []
            for c in (ana, bea):      # whoever's turn it is: the table allows none at all
                await c.wait_for("state", test=lambda m: m["phase"] == "playing")
                await c.send("hint")
                first.append({"reply": await c.wait_for("error")})
            await ana.close()
            await bea.close()
            return table, seen, first, refused, told

    table, seen, replies, refused, told = asyncio.run(main())
    assert table["assists"] is False and seen["assists"] is False, "every seat is told"
    assert refused["code"] == "not_host" and told["assists"] is False
    for got in replies:
        assert got["reply"]["type"] == "error" and got["reply"]["code"] == "no_assists"


def test_the_host_allows_assists_and_a_hint_is_a_legal_move(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana = await client(server.url, "Ana")
            await ana.create(GAME, options=OPTIONS, seats=TWO_PEOPLE_TWO_COMPUTERS, assists=True)
            table = await ana.wait_for("table")
            solo = await client(server.url, "Solo")
            await solo.create(GAME, options=OPTIONS, seats=ONE_PERSON)
            alone = await solo.wait_for("table")
            await solo.send("ready", ready=True)
            got = await _hint(solo)
            await ana.close()
            await solo.close()
            return table, alone, got

    table, alone, got = asyncio.run(main())
    assert table["assists"] is True, "the host's choice"
    assert alone["assists"] is True, "one person among computers: allowed by default"
    assert got["reply"]["type"] == "hint"
    assert got["reply"]["action"] in got["state"]["view"]["legal"]


def test_assists_must_be_true_or_false():
    with pytest.raises(ProtocolError) as caught:
        parse_client_message('{"v": 1, "type": "create", "game": "draw", "assists": "yes"}')
    assert caught.value.code == "bad_field"


def test_a_hint_asked_again_is_worked_out_once(tmp_path, monkeypatch):
    """A held Hint key (or a hostile client) asks for the same position's hint again and
    again: the server works it out once, answers every ask, and a later ask of the same
    position is answered at once from what it found (each search costs up to 0.6 s of the
    server's CPU; twenty asks a second within the rate would cost twelve)."""
    import dominoes_qt.ai as ai

    searched: list[int] = []
    real = ai.make_player

    def counting(level: str, seed: int):
        player = real(level, seed)
        choose = player.choose

        def counted(view):
            searched.append(len(view.history))
            return choose(view)

        player.choose = counted
        return player

    monkeypatch.setattr(ai, "make_player", counting)

    async def main():
        async with running_server(tmp_path) as server:
            solo = await client(server.url, "Solo")
            await solo.create(GAME, options=OPTIONS, seats=ONE_PERSON)
            await solo.send("ready", ready=True)
            st = await solo.wait_for("state", test=my_turn, timeout=20)
            for _ in range(8):
                await solo.send("hint")
            hints = [await solo.wait_for("hint", timeout=20) for _ in range(8)]
            await solo.send("hint")                       # asked again once it is known
            again = await solo.wait_for("hint", timeout=20)
            await solo.close()
            return st, hints, again

    st, hints, again = asyncio.run(main())
    hinted = [s for s in searched if s == st["n"]]
    assert len(hinted) == 1, searched
    assert {h["n"] for h in hints + [again]} == {st["n"]}
    assert len({str(h["action"]) for h in hints + [again]}) == 1
