"""A whole match over real sockets: two people (two clients) and two computers."""

from __future__ import annotations

import asyncio

from dominoes_qt.storage.record import GameRecord

from .helpers import autoplay, running_server, seated_pair


def test_two_people_and_two_computers_play_a_whole_match(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            final_a, final_b = await asyncio.gather(autoplay(ana), autoplay(bea, pick=1))
            record = GameRecord.load(tmp_path / f"{code}.domino")
            await ana.close()
            await bea.close()
            return final_a, final_b, record

    final_a, final_b, record = asyncio.run(main())
    match = record.match
    assert match.is_over
    assert final_a["match_over"] and final_b["match_over"]
    assert final_a["results"] == final_b["results"]
    assert final_a["winner_sides"] == list(match.winner_sides)
    assert len(final_a["results"]) == len(match.results)
    assert final_a["scores"] == list(match.hand.scores)
    assert max(match.hand.scores) >= 30
