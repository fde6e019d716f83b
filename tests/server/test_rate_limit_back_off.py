"""The scripted people of the server tests back off when the server says ``rate_limited``.

The server answers only the first message refused for the rate; those that follow at once are
dropped without a word.  A script that acts again at once on a refusal therefore waits for an
answer that never comes: on a fast machine a Blind Dominoes hand at pace 0 went past the
burst and hung for a minute.  Here the rate is made tiny so that every hand meets it.
"""

from __future__ import annotations

import asyncio

import pytest

from dominoes_qt.server import server as server_module

from .helpers import GAME, OPTIONS, autoplay, running_server, seated_pair
from .test_seat_state import play_hand


@pytest.fixture
def tight_rate(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "RATE", 10.0)
    monkeypatch.setattr(server_module, "BURST", 2)


def test_the_person_of_the_mirror_test_waits_out_the_rate_limit(tight_rate: None) -> None:
    refused: list[dict] = []
    mirrors = asyncio.run(play_hand("blind-boxed", 2, {}, refused=refused))
    assert mirrors[-1].hand.result is not None
    assert any(m.get("code") == "rate_limited" for m in refused)   # the limit was met


def test_autoplay_waits_out_the_rate_limit(tight_rate: None) -> None:
    async def main() -> list[dict]:
        async with running_server(None) as server:
            ana, bea, _code = await seated_pair(server.url)
            finals = await asyncio.gather(autoplay(ana, timeout=20), autoplay(bea, timeout=20))
            for c in (ana, bea):
                await c.close()
            return finals

    finals = asyncio.run(main())
    assert all(f["match_over"] for f in finals), (GAME, OPTIONS)
