"""The client keeps under the server's rate by itself.

The server answers the first message past its rate with ``rate_limited`` and drops those sent
at once after it unanswered: a move among them would be lost and the game's table would wait
for its answer.  So :class:`TableClient` paces what it sends (a little under the server's
rate), and only a client made with ``pace=False`` (the flood test) can go past it."""

from __future__ import annotations

import asyncio

from dominoes_qt.server import protocol

from .helpers import client, running_server


async def pings(paced: bool, count: int) -> tuple[int, list[str]]:
    """Send ``count`` pings at once; the pongs that came back, and the errors."""
    async with running_server(None) as server:
        c = await client(server.url, "Ana", pace=paced)
        for i in range(count):
            await c.send("ping", id=i)
        pongs, errors = 0, []
        with_errors = False
        while pongs < count:
            try:
                msg = await c.recv(3.0 if with_errors else 20.0)
            except TimeoutError:
                break               # the dropped pings never come back
            if msg["type"] == "pong":
                pongs += 1
            elif msg["type"] == "error":
                errors.append(msg["code"])
                with_errors = True
        await c.close()
        return pongs, errors


def test_a_paced_client_never_meets_the_rate_limit() -> None:
    count = protocol.BURST + 30
    pongs, errors = asyncio.run(pings(True, count))
    assert errors == [] and pongs == count


def test_an_unpaced_client_does() -> None:
    """The check of the test above can fail: the same pings unpaced meet the limit."""
    count = protocol.BURST + 30
    pongs, errors = asyncio.run(pings(False, count))
    assert errors == ["rate_limited"] and pongs < count
