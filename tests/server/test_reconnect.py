"""Coming back: a dropped connection rejoins its seat with the token mid-hand; past the grace
a computer plays the seat (every table is told) until the person returns."""

from __future__ import annotations

import asyncio

from dominoes_qt.server.client import ServerError

from .helpers import autoplay, client, running_server, seated_pair


def test_a_dropped_client_comes_back_with_its_token_mid_hand(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            # play a few actions of the first hand, then cut Ana's link under her
            await asyncio.gather(autoplay(ana, until=lambda c: c.state["n"] >= 5),
                                 autoplay(bea, until=lambda c: c.state["n"] >= 5))
            assert ana.state["phase"] == "playing"
            seat, token = ana.seat, ana.token
            assert ana.ws is not None
            ana.ws.transport.abort()
            back = await ana.wait_for("joined", timeout=10)
            assert (back["seat"], back["token"]) == (seat, token)
            state = await ana.wait_for("state")
            assert state["seat"] == seat and state["phase"] == "playing"
            assert ana.reconnects == 1
            # a stranger with a made-up token gets nothing
            eve = await client(server.url, "Eve")
            await eve.send("rejoin", table=code, token="x" * 32)
            assert (await eve.wait_for("error"))["code"] == "bad_token"
            await eve.close()
            finals = await asyncio.gather(autoplay(ana), autoplay(bea))
            await ana.close()
            await bea.close()
            return finals

    a, b = asyncio.run(main())
    assert a["match_over"] and a["results"] == b["results"]


def test_past_the_grace_a_computer_plays_the_seat_until_the_person_returns(tmp_path):
    async def main():
        async with running_server(tmp_path, grace=0.3) as server:
            ana, bea, code = await seated_pair(server.url)
            token = bea.token
            bea.reconnect = False
            await bea.close()
            said = await ana.wait_for("chat", test=lambda m: m["seat"] == -1, timeout=10)
            table = await ana.wait_for("table", test=lambda m: m["seats"][2]["stand_in"])
            assert table["seats"][2]["name"] == "Bea"
            # the computer moves for Bea while Ana plays on
            await autoplay(ana, until=lambda c: any(
                entry[0] == 2 for entry in c.state["view"]["history"]) or
                c.state["hand"] > 0)
            bea2 = await client(server.url, "Bea")
            await bea2.send("rejoin", table=code, token=token)
            await bea2.wait_for("joined")
            back = await ana.wait_for("table", test=lambda m: not m["seats"][2]["stand_in"])
            finals = await asyncio.gather(autoplay(ana), autoplay(bea2))
            await ana.close()
            await bea2.close()
            return said, back, finals

    said, back, (a, b) = asyncio.run(main())
    assert "computer plays" in said["text"]
    assert said["about"] == {"event": "stand_in", "seat": 2}
    assert back["seats"][2]["connected"]
    assert a["match_over"] and a["results"] == b["results"]


def test_joining_a_missing_table_or_a_taken_seat_is_refused(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            eve = await client(server.url, "Eve")
            errors = []
            for table, seat in (("NOPE99", None), (code, 0), (code, 1), (code, None)):
                try:
                    await eve.join(table, seat)
                except ServerError as exc:
                    errors.append(exc.code)
            for c in (ana, bea, eve):
                await c.close()
            return errors

    assert asyncio.run(main()) == ["no_table", "seat_taken", "seat_taken", "no_seat"]


def test_a_name_not_typed_stays_empty_and_the_tables_lines_say_what_happened(tmp_path):
    """The server keeps "" for a person who typed no name (each client shows its own
    translated "Player N"); the table's chat lines carry a machine-readable ``about``."""
    async def main():
        async with running_server(tmp_path, grace=0.2) as server:
            ana = await client(server.url, "")
            joined = await ana.create("draw", seats=[{"kind": "human"}, {"kind": "human"}])
            code = joined["table"]
            table = await ana.wait_for("table")
            bea = await client(server.url, "")
            await bea.join(code)
            await bea.send("leave")
            left = await ana.wait_for("chat", test=lambda m: m["seat"] == -1)
            cid = await client(server.url, "Cid")
            await cid.join(code)
            cid.reconnect = False
            await cid.close()
            free = await ana.wait_for("chat", test=lambda m: m["seat"] == -1, timeout=10)
            await ana.close()
            return table, left, free

    table, left, free = asyncio.run(main())
    assert table["seats"][0]["name"] == ""
    assert left["about"] == {"event": "left", "seat": 1} and left["text"].startswith("Seat 2")
    assert free["about"] == {"event": "free_again", "seat": 1}
