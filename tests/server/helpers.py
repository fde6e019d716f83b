"""Helpers of the server tests: a server on a free localhost port, scripted people."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from dominoes_qt.server import server as server_module
from dominoes_qt.server.client import NotConnected, TableClient, my_turn
from dominoes_qt.server.server import ServerOptions, TableServer

#: A short Partnership match: the tests play it whole.
GAME = "partnership"
OPTIONS = {"target": 30}
TWO_PEOPLE_TWO_COMPUTERS = [{"kind": "human"}, {"kind": "computer", "level": "greedy"},
                            {"kind": "human"}, {"kind": "computer", "level": "random"}]


@contextlib.asynccontextmanager
async def running_server(data: Path | None, **options: Any) -> AsyncIterator[TableServer]:
    options.setdefault("pace", 0.0)
    server = TableServer(ServerOptions(host="127.0.0.1", port=0, data=data, **options))
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


async def client(url: str, name: str = "", **kw: Any) -> TableClient:
    c = TableClient(url, name=name, **kw)
    await c.connect()
    await c.wait_for("welcome")
    return c


async def seated_pair(url: str, **fields: Any) -> tuple[TableClient, TableClient, str]:
    """Ana hosts a Partnership table with two computers (``fields``: more of ``create``'s, as
    ``listed``), Bea joins, both ready: playing."""
    ana = await client(url, "Ana")
    joined = await ana.create(GAME, options=OPTIONS, seats=TWO_PEOPLE_TWO_COMPUTERS, **fields)
    code = joined["table"]
    bea = await client(url, "Bea")
    await bea.join(code)
    for c in (ana, bea):
        await c.send("ready", ready=True)
    for c in (ana, bea):
        await c.wait_for("state", test=lambda m: m["phase"] == "playing")
    return ana, bea, code


async def backed_off(msg: dict[str, Any]) -> bool:
    """Wait for a few of the server's tokens when ``msg`` says the rate was met.

    The server answers only the first message it refuses for the rate and drops those that
    follow at once, so a script that sent again without waiting would wait for an answer that
    never comes."""
    if msg.get("type") != "error" or msg.get("code") != "rate_limited":
        return False
    await asyncio.sleep(3 / server_module.RATE)
    return True


async def autoplay(c: TableClient, *, until: Callable[[TableClient], bool] | None = None,
                   timeout: float = 60.0, pick: int = 0) -> dict[str, Any]:
    """Play the client's seat (the ``pick``-th legal action, or the last) and say ready between
    hands until the match is over or ``until(c)``; returns the last state.  ``timeout``: the
    longest wait for the next message (a hang guard: a whole match on a busy machine may take
    longer than that, and must not fail for it); a match still going after ten times that
    fails too."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + 10 * timeout
    acted_on = readied = -1
    while True:
        st = c.state
        if st is not None and (st["match_over"] or (until is not None and until(c))):
            return st
        if st is not None and c.inbox.empty():   # act on the latest state only
            try:
                if my_turn(st) and st["n"] != acted_on:
                    legal = st["view"]["legal"]
                    acted_on = st["n"]
                    await c.send("act", action=legal[min(pick, len(legal) - 1)], n=st["n"])
                elif st["phase"] == "hand_over" and st["hand"] != readied:
                    readied = st["hand"]
                    await c.send("ready", ready=True)
            except NotConnected:
                pass
        try:
            msg = await c.recv(timeout)
            if loop.time() > give_up:
                raise AssertionError(f"{c.name}: the match did not end: last state {st}")
        except TimeoutError:
            raise AssertionError(f"{c.name}: nothing came: last state {st}") from None
        if msg["type"] == "closed":
            raise AssertionError(f"connection closed: {msg}")
        if msg["type"] == "joined" or await backed_off(msg):   # came back (the next state
            acted_on = readied = -1                             # may repeat one), or refused


def tiles_in(value: Any) -> set[str]:
    """Every tile named anywhere in a message ("6-4" strings)."""
    found: set[str] = set()
    if isinstance(value, str):
        parts = value.split("-")
        if len(parts) == 2 and all(p.isdigit() for p in parts):
            found.add(value)
    elif isinstance(value, list):
        for v in value:
            found |= tiles_in(v)
    elif isinstance(value, dict):
        for v in value.values():
            found |= tiles_in(v)
    return found
