"""``list`` names the tables a newcomer may sit at: the waiting rooms with a free chair, and
the matches in play with the seat of a person who left (never a seat held for one who
dropped)."""

from __future__ import annotations

import asyncio

from .helpers import autoplay, client, running_server, seated_pair


async def _listed(url: str) -> list[dict]:
    asker = await client(url)
    await asker.send("list")
    answer = await asker.wait_for("tables")
    await asker.close()
    return answer["tables"]


def test_a_match_with_a_seat_left_is_listed_and_can_be_joined(tmp_path):
    async def main():
        async with running_server(tmp_path, grace=30, list_tables=True) as server:
            ana, bea, code = await seated_pair(server.url, listed=True)
            before = await _listed(server.url)
            await bea.send("leave")
            await bea.wait_for("left")
            await ana.wait_for("table", test=lambda m: m["seats"][2]["stand_in"])
            after = await _listed(server.url)
            cara = await client(server.url, "Cara")
            joined = await cara.join(code)
            full_again = await _listed(server.url)
            await autoplay(cara, until=lambda c: c.state is not None)
            for c in (ana, bea, cara):
                await c.close()
            return before, after, joined, full_again

    before, after, joined, full_again = asyncio.run(main())
    assert before == []
    assert len(after) == 1
    entry = after[0]
    assert entry["free"] == 1 and entry["phase"] == "playing" and entry["host"] == "Ana"
    assert joined["seat"] == 2
    assert full_again == []


def test_a_seat_held_for_a_dropped_person_is_not_offered(tmp_path):
    async def main():
        async with running_server(tmp_path, grace=30, list_tables=True) as server:
            ana, bea, _code = await seated_pair(server.url, listed=True)
            bea.reconnect = False
            await bea.close()
            await ana.wait_for("table", test=lambda m: m["seats"][2]["dropped"])
            listed = await _listed(server.url)
            await ana.close()
            return listed

    assert asyncio.run(main()) == []
