"""The table's recent chat comes again to a person who sits down or comes back (as ordinary
``chat`` messages marked ``"replay": true``, with the ids a client tells apart)."""

from __future__ import annotations

import asyncio

from dominoes_qt.server.chat_memory import KEPT_LINES, ChatMemory

from .helpers import GAME, OPTIONS, TWO_PEOPLE_TWO_COMPUTERS, client, running_server, seated_pair


def test_a_person_who_comes_back_is_told_the_chat_they_missed(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            await ana.send("chat", text="hello Bea")
            await bea.wait_for("chat", test=lambda m: m["text"] == "hello Bea")
            token = bea.token
            bea.reconnect = False
            await bea.close()
            await ana.send("chat", text="where did you go?")
            await ana.wait_for("chat", test=lambda m: m["text"] == "where did you go?")
            back = await client(server.url, "Bea")
            await back.send("rejoin", table=code, token=token)
            await back.wait_for("joined")
            lines = [await back.wait_for("chat", timeout=5) for _ in range(2)]
            await ana.close()
            await back.close()
            return lines

    lines = asyncio.run(main())
    assert [m["text"] for m in lines] == ["hello Bea", "where did you go?"]
    assert all(m["replay"] is True and m["seat"] == 0 and m["name"] == "Ana" for m in lines)
    assert lines[0]["id"] < lines[1]["id"]


def test_a_newcomer_in_the_waiting_room_reads_what_was_said(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            ana = await client(server.url, "Ana")
            joined = await ana.create(GAME, options=OPTIONS, seats=TWO_PEOPLE_TWO_COMPUTERS)
            await ana.send("chat", text="waiting for Bea")
            live = await ana.wait_for("chat")
            bea = await client(server.url, "Bea")
            await bea.join(joined["table"])
            replay = await bea.wait_for("chat", timeout=5)
            await ana.close()
            await bea.close()
            return live, replay

    live, replay = asyncio.run(main())
    assert "replay" not in live and live["id"] == replay["id"]
    assert replay["replay"] is True and replay["text"] == "waiting for Bea"


class _Sink:
    def __init__(self) -> None:
        self.sent: list[dict] = []

    def send(self, msg: dict) -> None:
        self.sent.append(msg)


def test_only_the_latest_lines_are_kept(monkeypatch) -> None:
    import time

    now = time.time_ns()
    monkeypatch.setattr(time, "time_ns", lambda: now)
    memory = ChatMemory()
    for i in range(KEPT_LINES + 5):
        memory.keep({"type": "chat", "text": str(i)})
    sink = _Sink()
    assert memory.replay(sink) == KEPT_LINES
    assert [m["text"] for m in sink.sent] == [str(i) for i in range(5, KEPT_LINES + 5)]
    ids = [m["id"] for m in sink.sent]
    assert ids == list(range(ids[0], ids[0] + KEPT_LINES))
    monkeypatch.setattr(time, "time_ns", lambda: now + 2_000_000_000)   # 2 s later
    later = ChatMemory()              # a server started again: its ids are above the old ones
    assert later.keep({"type": "chat", "text": "again"})["id"] > ids[-1]


def test_the_chat_outlives_a_killed_server(tmp_path):
    """The game that hosted crashed: its server, started again on the same folder, replays the
    talk to those who come back (the file is written within a second of the line)."""
    import os
    import signal
    import subprocess
    import time

    from .test_restart import free_port, start_server

    port = free_port()
    data = tmp_path / "tables"
    proc = start_server(port, data, tmp_path / "server.log")

    async def before() -> tuple[str, str]:
        ana, bea, code = await seated_pair(f"ws://127.0.0.1:{port}")
        await ana.send("chat", text="before the crash")
        await bea.wait_for("chat", test=lambda m: m["text"] == "before the crash")
        return code, bea.token

    async def after(code: str, token: str) -> list[dict]:
        back = await client(f"ws://127.0.0.1:{port}", "Bea", reconnect=False)
        await back.send("rejoin", table=code, token=token)
        await back.wait_for("joined")
        line = await back.wait_for("chat", timeout=10)
        await back.close()
        return [line]

    try:
        code, token = asyncio.run(before())
        kept = data / f"{code}.chat.json"
        deadline = time.monotonic() + 10
        while not kept.exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert kept.exists()
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        proc = start_server(port, data, tmp_path / "server.log")
        lines = asyncio.run(after(code, token))
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    assert lines[0]["text"] == "before the crash" and lines[0]["replay"] is True
    assert lines[0]["name"] == "Ana"


def test_a_damaged_chat_file_is_left_out_line_by_line(tmp_path) -> None:
    import json

    path = tmp_path / "ABC234.chat.json"
    good = {"v": 1, "type": "chat", "table": "ABC234", "seat": 0, "name": "Ana",
            "text": "hello", "id": 7}
    bad = [{"type": "chat", "table": "ABC234", "seat": "0", "name": "x", "text": "t", "id": 1},
           {"table": "ABC234", "seat": 0, "name": "x" * 500, "text": "t", "id": 2},
           {"table": "OTHER1", "seat": 0, "name": "x", "text": "t", "id": 3},
           {"table": "ABC234", "seat": 0, "name": "x", "text": "t", "id": True},
           {"table": "ABC234", "seat": 0, "name": "x", "text": "t", "id": 4,
            "about": {"event": ["x"], "seat": 0}},
           "not a line", 5]
    path.write_text(json.dumps({"format": "dominoes-qt-chat", "lines": [*bad, good]}))
    memory = ChatMemory(path=path)
    assert memory.restore("ABC234") == 1
    sink = _Sink()
    memory.replay(sink)
    assert sink.sent == [{**good, "replay": True}]
    assert memory.keep({"type": "chat", "text": "next"})["id"] > 7
    for junk in (b"", b"{", b"[1, 2]", b'{"format": "dominoes-qt-chat", "lines": 5}'):
        path.write_bytes(junk)
        assert ChatMemory(path=path).restore("ABC234") == 0
