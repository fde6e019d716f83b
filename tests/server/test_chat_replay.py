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
