"""The server inside the game (app/online/hosting.py): a thread of its own, a real client at
it, its tables kept and resumed, a busy port, and the addresses given to friends."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from pathlib import Path

import pytest

from dominoes_qt.app.online.hosting import LocalServer, instance_name, lan_ipv4_addresses
from dominoes_qt.server.client import TableClient

from .helpers import GAME, OPTIONS, TWO_PEOPLE_TWO_COMPUTERS


async def _make_table(url: str) -> tuple[str, str]:
    client = TableClient(url, name="Ana", reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    joined = await client.create(GAME, options=OPTIONS, seats=TWO_PEOPLE_TWO_COMPUTERS)
    await client.close()
    return joined["table"], joined["token"]


async def _rejoin(url: str, code: str, token: str) -> dict:
    client = TableClient(url, name="Ana", reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    await client.send("rejoin", table=code, token=token)
    joined = await client.wait_for("joined")
    table = await client.wait_for("table")
    await client.close()
    return {**joined, "seats": table["seats"]}


def test_a_table_made_on_the_local_server_is_resumed_by_the_next_one(tmp_path: Path) -> None:
    server = LocalServer(tmp_path, announce=False)
    url = server.start(port=0)
    try:
        assert server.running and server.port > 0
        assert url == f"ws://127.0.0.1:{server.port}"
        thread = server._thread
        code, token = asyncio.run(_make_table(url))
        assert [t["table"] for t in server.tables()] == [code]
    finally:
        server.stop()
    assert not server.running
    assert thread is not None and not thread.is_alive()
    assert (tmp_path / f"{code}.table.json").exists() and (tmp_path / f"{code}.domino").exists()

    again = LocalServer(tmp_path, announce=False)
    url = again.start(port=0)
    try:
        tables = again.tables()
        assert [(t["table"], t["game"]) for t in tables] == [(code, GAME)]
        back = asyncio.run(_rejoin(url, code, token))      # the host's token still holds
        assert back["table"] == code and back["seat"] == 0 and back["host"] is True
        assert back["seats"][0]["name"] == "Ana"
    finally:
        again.stop()


def test_a_busy_port_falls_back_to_a_free_one(tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        server = LocalServer(tmp_path, announce=False)
        try:
            url = server.start(port=taken)
            assert server.port_was_busy and server.requested_port == taken
            assert server.port not in (0, taken)
            assert url.endswith(f":{server.port}")
            assert all(a.endswith(f":{server.port}") for a in server.friend_addresses())
            code, _token = asyncio.run(_make_table(url))      # and it works there
            assert [t["table"] for t in server.tables()] == [code]
        finally:
            server.stop()


def test_stop_without_start_and_twice_is_harmless(tmp_path: Path) -> None:
    server = LocalServer(tmp_path, announce=False)
    server.stop()
    server.start(port=0)
    server.stop()
    server.stop()
    assert not server.running and server.tables() == []


def test_friends_get_this_computers_network_addresses() -> None:
    addresses = lan_ipv4_addresses()
    assert addresses
    for text in addresses:
        addr = ipaddress.IPv4Address(text)
        assert not addr.is_unspecified
    # the loopback only when there is nothing else
    assert "127.0.0.1" not in addresses or addresses == ["127.0.0.1"]
    server = LocalServer(Path("unused"), announce=False)
    server.requested_port = 9123
    assert server.friend_addresses() == [f"ws://{a}:9123" for a in addresses]


@pytest.mark.parametrize(("host", "name"), [("kitchen.example.org", "kitchen"),
                                             ("", "dominoes")])
def test_the_announced_name_is_the_short_host_name(host: str, name: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(socket, "gethostname", lambda: host)
    assert instance_name() == name
