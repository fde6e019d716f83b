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
