"""Malformed and hostile messages: each is refused (an error, or the connection closed), logged
in one line, and the table plays on; no message shows a seat another seat's tiles or lets it
act for that seat."""

from __future__ import annotations

import asyncio
import base64
import json
import logging
import os
import socket

from dominoes_qt.rules.tiles import TILES
from dominoes_qt.server import server as server_module
from dominoes_qt.server.client import NotConnected
from dominoes_qt.server.protocol import MAX_MESSAGE

from .helpers import autoplay, client, running_server, seated_pair, tiles_in

#: (what is sent on a seated player's connection while the match goes on, the error code)
REFUSED = [
    ("not json at all", "bad_json"),
    ("[1, 2, 3]", "bad_message"),
    ('{"type": "ping"}', "bad_message"),
    ('{"v": 2, "type": "ping"}', "bad_version"),
    ('{"v": "1", "type": "ping"}', "bad_message"),
    ('{"v": 1}', "bad_message"),
    ('{"v": 1, "type": 5}', "bad_message"),
    ('{"v": 1, "type": "explode"}', "unknown_type"),
    ('{"v": 1, "type": "act", "action": "play 6-6"}', "bad_field"),
    ('{"v": 1, "type": "act", "action": ["fly"]}', "bad_field"),
    ('{"v": 1, "type": "act", "action": ["pass"], "peek": true}', "bad_field"),
    ('{"v": 1, "type": "act"}', "bad_field"),
    ('{"v": 1, "type": "ready", "ready": "yes"}', "bad_field"),
    ('{"v": 1, "type": "chat", "text": 123}', "bad_field"),
    ('{"v": 1, "type": "chat", "text": "' + "x" * 500 + '"}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": true}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": 1e999}', "bad_field"),
    ('{"v": 1, "type": "ping", "id": NaN}', "bad_json"),
    ("[" * 100_000 + "]" * 100_000, None),  # over the size cap: the connection would close
    ('{"v": 1, "type": "create", "game": "partnership"}', "already_seated"),
    ('{"v": 1, "type": "join", "table": "ABCDEF"}', "already_seated"),
    ('{"v": 1, "type": "seat", "seat": 1, "kind": "human"}', "not_host"),
    ('{"v": 1, "type": "ready", "ready": true}', "not_now"),
    ('{"v": 1, "type": "act", "action": ["muggins", {"seat": 0}]}', "not_your_seat"),
    ('{"v": 1, "type": "act", "action": ["pass"], "n": 99999}', "not_now"),
    ('{"v": 1, "type": "act", "action": ["play", "6-x", -1, 6]}', "bad_field"),
]


def test_twenty_kinds_of_bad_message_are_refused_and_the_table_goes_on(tmp_path, caplog):
    caplog.set_level(logging.WARNING, logger="dominoes_qt.server")

    async def main():
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            codes = []
            for text, _ in REFUSED:
                if len(text) > MAX_MESSAGE:
                    continue
                await bea.send_raw(text)
                codes.append((await bea.wait_for("error"))["code"])
                await asyncio.sleep(0.06)   # under the rate limit
            await bea.send_raw(b"\x00binary")
            codes.append((await bea.wait_for("error"))["code"])
            # a play of a tile Bea does not hold, whoever's turn it is (6-6 leads a
            # Partnership hand: Bea may hold it and be the one to lead)
            held = set(map(str, bea.state["view"]["hand"]))
            absent = next(t for t in map(str, TILES[:28]) if t not in held)
            await bea.send("act", action=["play", absent, -1, int(absent[0])])
            codes.append((await bea.wait_for("error"))["code"])
            # the over-size message and a flood close their own connections only
            closed = []
            mal = await client(server.url, "Mal")
            await mal.send_raw("[" * (MAX_MESSAGE + 10))
            closed.append((await mal.wait_for("closed"))["code"])
            flood = await client(server.url, "Flood", pace=False)   # past the rate on purpose
            got_limited = False
            try:
                for _ in range(server_module.FLOOD_CLOSE + server_module.BURST + 20):
                    await flood.send("ping")
            except NotConnected:
                pass
            while True:
                msg = await flood.recv()
                got_limited |= msg.get("code") == "rate_limited"
                if msg["type"] == "closed":
                    closed.append(msg["code"])
                    break
            finals = await asyncio.gather(autoplay(ana), autoplay(bea))
            for c in (ana, bea, mal, flood):
                await c.close()
            return codes, closed, got_limited, finals

    codes, closed, got_limited, (a, b) = asyncio.run(main())
    expected = [c for t, c in REFUSED if len(t) <= MAX_MESSAGE] + ["binary"]
    assert codes[:-1] == expected
    assert codes[-1] in ("illegal", "not_your_turn")
    assert closed == [1009, 1008] and got_limited
    assert len(REFUSED) + 4 >= 20   # with the binary frame, out of turn, oversize, flood
    assert a["match_over"] and a["results"] == b["results"]
    lines = [r.getMessage() for r in caplog.records if r.name == "dominoes_qt.server"]
    assert sum("refused from" in line for line in lines) >= len(expected)
    assert any("over 16384 bytes" in line for line in lines)
    assert any("floods" in line for line in lines)
    assert all("\n" not in line for line in lines)


def test_a_client_that_never_reads_is_disconnected_and_the_table_goes_on(tmp_path, caplog,
                                                                         monkeypatch):
    caplog.set_level(logging.WARNING, logger="dominoes_qt.server")
    monkeypatch.setattr(server_module, "SEND_QUEUE", 8)

    async def main():
        async with running_server(tmp_path, list_tables=True,
                                  max_tables_per_address=30) as server:
            ana, bea, code = await seated_pair(server.url)
            hosts = []
            for i in range(25):     # listed tables, so that each "list" answer is long
                host = await client(server.url, f"{i:02d}" + "n" * 38)
                await host.create("block", players=4, listed=True)
                hosts.append(host)
            deaf = await deaf_connection(server.port)
            assert server._ws is not None
            for conn in server._ws.connections:   # a slow link: no room to buffer much
                sock = conn.transport.get_extra_info("socket")
                if sock.getpeername() == deaf.getsockname():
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
            closed = False
            try:
                for _ in range(400):
                    deaf.sendall(masked_frame(json.dumps({"v": 1, "type": "list"})))
                    await asyncio.sleep(0.055)
                    if any("does not read" in r.getMessage() for r in caplog.records):
                        break
            except OSError:
                closed = True
            finals = await asyncio.gather(autoplay(ana), autoplay(bea))
            for c in (ana, bea, *hosts):
                await c.close()
            deaf.close()
            return closed, finals

    closed, (a, b) = asyncio.run(main())
    assert any("does not read" in r.getMessage() for r in caplog.records)
    assert a["match_over"] and a["results"] == b["results"]


async def deaf_connection(port: int) -> socket.socket:
    """A WebSocket connection made by hand whose socket is never read (a tiny buffer)."""
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                  "Sec-WebSocket-Version: 13\r\n\r\n").encode())
    await asyncio.sleep(0.2)
    sock.recv(4096)      # the handshake's answer (and the welcome); nothing more, ever
    return sock


def masked_frame(text: str) -> bytes:
    data = text.encode()
    mask = os.urandom(4)
    body = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
    assert len(data) < 126
    return bytes([0x81, 0x80 | len(data)]) + mask + body


def test_no_message_shows_another_seats_tiles_nor_lets_a_seat_act_for_another(tmp_path):
    async def main():
        async with running_server(tmp_path) as server:
            seen: dict[str, list[dict]] = {"Ana": [], "Bea": []}
            ana, bea, code = await seated_pair(server.url)
            ana.on_message = seen["Ana"].append
            bea.on_message = seen["Bea"].append
            refusals = []
            # Bea plays on until it is Ana's turn, then sends Ana's own legal move
            await autoplay(bea, until=lambda c: c.state["phase"] == "playing"
                           and c.state["view"]["turn"] == ana.seat)
            n = bea.state["n"]
            while ana.state["n"] != n:
                await ana.recv()
            await bea.send("act", action=ana.state["view"]["legal"][0], n=n)
            refusals.append((await bea.wait_for("error"))["code"])
            await bea.send("act", action=ana.state["view"]["legal"][0])
            refusals.append((await bea.wait_for("error"))["code"])
            finals = await asyncio.gather(autoplay(ana), autoplay(bea))
            await ana.close()
            await bea.close()
            return seen, refusals, finals

    seen, refusals, (a, _) = asyncio.run(main())
    assert refusals == ["not_your_turn", "not_your_turn"]
    assert a["match_over"]
    checked = 0
    for name, messages in seen.items():
        for msg in messages:
            if msg["type"] != "state":
                assert not tiles_in(msg), (name, msg)   # table, chat, errors: no tiles
                continue
            if msg["phase"] != "playing":
                continue                                 # the hand is over: all shown
            view = msg["view"]
            played = {str(x[1][1]) for x in view["history"] if x[1][0] == "play"}
            allowed = set(view["hand"]) | played
            assert tiles_in(msg) <= allowed, (name, tiles_in(msg) - allowed)
            assert "boneyard" not in json.dumps(msg).replace("boneyard_size", "")
            checked += 1
    assert checked > 20
