"""A server killed with SIGKILL mid-hand and started again resumes the table from its record;
the clients come back by themselves and the match ends as the record says."""

from __future__ import annotations

import asyncio
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from dominoes_qt.storage.record import GameRecord

from .helpers import autoplay, seated_pair

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(port: int, data: Path, log: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "dominoes_qt.server", "--host", "127.0.0.1", "--port", str(port),
         "--data", str(data), "--pace", "0", "--grace", "30"],
        stdout=subprocess.PIPE, stderr=log.open("a"), text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    deadline = time.monotonic() + 30
    line = ""
    while time.monotonic() < deadline and "listening" not in line:
        line = proc.stdout.readline()
        if not line and proc.poll() is not None:
            raise AssertionError(f"the server did not start: {log.read_text()}")
    assert f":{port}" in line, line
    return proc


def test_sigkill_mid_hand_then_restart_resumes_and_the_match_ends_as_recorded(tmp_path):
    port = free_port()
    data = tmp_path / "tables"
    log = tmp_path / "server.log"
    proc = start_server(port, data, log)

    async def main():
        nonlocal proc
        try:
            ana, bea, code = await seated_pair(f"ws://127.0.0.1:{port}")
            await asyncio.gather(autoplay(ana, until=lambda c: c.state["n"] >= 6),
                                 autoplay(bea, until=lambda c: c.state["n"] >= 6))
            seen = ana.state["n"]
            assert ana.state["phase"] == "playing"
            proc.kill()                               # SIGKILL: no goodbye, no last save
            await asyncio.to_thread(proc.wait, 10)
            proc = await asyncio.to_thread(start_server, port, data, log)
            for c in (ana, bea):
                await c.wait_for("joined", timeout=30)
                resumed = await c.wait_for("state", timeout=10)
                assert resumed["n"] >= seen and resumed["table"] == code
            finals = await asyncio.gather(autoplay(ana), autoplay(bea))
            for c in (ana, bea):
                assert c.reconnects == 1
                await c.close()
            return code, finals
        finally:
            proc.kill()
            proc.wait(10)

    code, (a, b) = asyncio.run(main())
    record = GameRecord.load(data / f"{code}.domino")
    match = record.match
    assert match.is_over and a["match_over"]
    assert a["results"] == b["results"]
    assert len(a["results"]) == len(match.results)
    assert a["scores"] == list(match.hand.scores)
    assert a["winner_sides"] == list(match.winner_sides)
    assert "resumed table" in log.read_text()


def test_sigkill_in_a_burst_of_moves_on_many_tables_keeps_everything_anyone_was_told(
        tmp_path):
    """Six tables of one person and three computers play as fast as they can; the server is
    killed in the middle.  Every action any person was told of is in the files, in the order
    told, and the restarted server resumes every table there."""
    from dominoes_qt.server.keeping import load
    from dominoes_qt.server.protocol import plain

    from .helpers import client

    port = free_port()
    data = tmp_path / "tables"
    log = tmp_path / "server.log"
    proc = start_server(port, data, log)
    computers = [{"kind": "computer", "level": "random"}] * 3
    told: dict[str, dict[int, Any]] = {}     # table -> n -> the last action told with it
    stop = False

    def watch(c, code):
        take = c._take

        def taking(msg):
            if msg["type"] == "state" and msg["table"] == code:
                told[code][msg["n"]] = msg.get("last")
            take(msg)
        c._take = taking

    async def main():
        nonlocal proc, stop
        people = []
        try:
            for i in range(6):
                c = await client(f"ws://127.0.0.1:{port}", f"P{i}")
                joined = await c.create("partnership", options={"target": 150},
                                        seats=[{"kind": "human"}, *computers])
                code = joined["table"]
                told[code] = {}
                watch(c, code)
                await c.send("ready", ready=True)
                people.append(c)
            plays = [asyncio.ensure_future(autoplay(c, until=lambda c: stop, timeout=90))
                     for c in people]
            while min(max(t, default=0) for t in told.values()) < 8:
                await asyncio.sleep(0.005)
            proc.kill()                               # in the middle of the burst
            await asyncio.to_thread(proc.wait, 10)
            await asyncio.sleep(0.5)                  # what was sent before the kill is read
            before = {code: dict(t) for code, t in told.items()}
            for code, seen in before.items():
                record, _ = load(data / f"{code}.domino")
                actions = record.match.actions
                assert len(actions) >= max(seen), (code, len(actions), max(seen))
                for n, last in seen.items():
                    if n and last is not None:
                        assert plain(actions[n - 1][1]) == last[1], (code, n)
            proc = await asyncio.to_thread(start_server, port, data, log)
            while any(max(told[code]) < max(seen) + 4 for code, seen in before.items()):
                await asyncio.sleep(0.05)
            stop = True
            await asyncio.gather(*plays)
            for c in people:
                assert c.reconnects == 1
            return before
        finally:
            stop = True
            for c in people:
                await c.close()
            proc.kill()
            proc.wait(10)

    before = asyncio.run(main())
    assert len(before) == 6 and all(max(seen) >= 8 for seen in before.values())
    assert log.read_text().count("resumed table") == 6
