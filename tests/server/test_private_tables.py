"""Private by default (issue 35): ``list`` shows a table only when its creator asked and the
server lists tables at all; joining needs the code, which cannot be found by guessing (long
codes, wrong guesses limited per address); tables kept with the old six-letter codes resume."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from dominoes_qt.app.online.hosting import LocalServer
from dominoes_qt.server import server as server_module
from dominoes_qt.server.client import ServerError
from dominoes_qt.server.protocol import (
    CODE_ALPHABET,
    CODE_LENGTH,
    normalize_code,
    valid_code,
)

from .helpers import client, running_server
from .test_table_life import DRAW_FOR_TWO, listed, make_table


def test_codes_are_long_enough_and_valid_code_says_which_text_can_be_one() -> None:
    assert len(CODE_ALPHABET) ** CODE_LENGTH > 1000 * 86_400 * 10_000 * 1000
    assert valid_code("ABCD EFGH JKMN") and valid_code("abcd-efgh-jkmn")
    assert normalize_code(" abcd-efgh-jkmn ") == "ABCDEFGHJKMN"
    assert valid_code("A2B3C4")                     # a table kept from before
    for text in ("", "ABCDEFGHJKM", "ABCDEFGHJKMNP", "ABCDEFGHJKM0", "ABCDEFGHJKMI",
                 "ABCDE", "ABCD_EFGH_JKMN", "A" * 200):
        assert not valid_code(text), text


@pytest.mark.parametrize("list_tables", [False, True])
def test_list_shows_only_tables_their_creator_listed_on_a_server_that_lists(
        tmp_path: Path, list_tables: bool) -> None:
    async def main() -> tuple[list, list[str]]:
        async with running_server(None, list_tables=list_tables) as server:
            people, codes = [], []
            for name, fields in (("Ana", {}), ("Bea", {"listed": False}),
                                 ("Cid", {"listed": True})):
                c, joined = await make_table(server.url, name, **fields)
                people.append(c)
                codes.append(joined["table"])
            tables = await listed(server.url)
            for c in people:
                await c.close()
            return tables, codes

    tables, codes = asyncio.run(main())
    assert [t["table"] for t in tables] == ([codes[2]] if list_tables else [])
    assert all(len(code) == CODE_LENGTH for code in codes)


def test_an_unlisted_table_is_joined_with_its_code_typed_in_any_case_with_dashes(
        tmp_path: Path) -> None:
    async def main() -> dict:
        async with running_server(None) as server:
            ana, joined = await make_table(server.url)
            code = joined["table"]
            typed = "-".join(code[i:i + 4] for i in range(0, len(code), 4)).lower()
            bea = await client(server.url, "Bea", reconnect=False)
            seated = await bea.join(typed)
            for c in (ana, bea):
                await c.close()
            return {"code": code, **seated}

    seated = asyncio.run(main())
    assert seated["table"] == seated["code"] and seated["seat"] == 1


def test_wrong_codes_are_limited_per_address_and_reconnecting_does_not_help(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_module, "GUESS_BURST", 3)
    monkeypatch.setattr(server_module, "GUESS_EVERY", 60.0)

    async def main() -> tuple[list[str], list[str]]:
        async with running_server(None) as server:
            ana, joined = await make_table(server.url)
            code = joined["table"]
            outcomes = []
            for guess in ("ABCDEFGHJKMN", "ABCDEFGHJKMP", "NOPE"):
                eve = await client(server.url, "Eve", reconnect=False)   # a new connection
                try:
                    await eve.join(guess)
                except ServerError as exc:
                    outcomes.append(exc.code)
                await eve.close()
            eve = await client(server.url, "Eve", reconnect=False)
            after = []
            for fields in ({"table": code}, ):        # even the right code waits now
                try:
                    await eve.join(**fields)
                except ServerError as exc:
                    after.append(exc.code)
            await eve.send("rejoin", table=code, token="x" * 32)
            after.append((await eve.wait_for("error"))["code"])
            for c in (ana, eve):
                await c.close()
            return outcomes, after

    outcomes, after = asyncio.run(main())
    assert outcomes == ["no_table"] * 3
    assert after == ["too_many_guesses", "too_many_guesses"]


def test_a_table_kept_with_an_old_six_letter_code_resumes_and_is_joined_by_it(
        tmp_path: Path) -> None:
    async def make() -> tuple[str, str]:
        async with running_server(tmp_path) as server:
            ana, joined = await make_table(server.url)
        await ana.close()
        return joined["table"], joined["token"]

    code, token = asyncio.run(make())
    old = "A2B3C4"
    for path in list(tmp_path.iterdir()):          # renamed as a table of before
        path.rename(path.with_name(path.name.replace(code, old)))
    meta_path = tmp_path / f"{old}.table.json"
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["code"] = old
    for key in ("listed", "empty_since"):           # fields the old server did not write
        meta.pop(key, None)
    meta_path.write_text(json.dumps(meta), encoding="utf-8")

    async def back() -> tuple[dict, dict]:
        async with running_server(tmp_path) as server:
            ana = await client(server.url, "Ana", reconnect=False)
            await ana.send("rejoin", table=old.lower(), token=token)
            rejoined = await ana.wait_for("joined")
            bea = await client(server.url, "Bea", reconnect=False)
            seated = await bea.join(old)
            for c in (ana, bea):
                await c.close()
            return rejoined, seated

    rejoined, seated = asyncio.run(back())
    assert rejoined["table"] == old and rejoined["seat"] == 0
    assert seated["table"] == old and seated["seat"] == 1


def test_the_games_own_server_lists_the_tables_their_hosts_list(tmp_path: Path) -> None:
    server = LocalServer(tmp_path, announce=False)
    url = server.start(port=0)
    try:
        async def main() -> tuple[list, str]:
            ana, joined = await make_table(url, listed=True)
            bea, _ = await make_table(url, "Bea")
            tables = await listed(url)
            for c in (ana, bea):
                await c.close()
            return tables, joined["table"]

        tables, code = asyncio.run(main())
    finally:
        server.stop()
    assert [t["table"] for t in tables] == [code]


@pytest.mark.parametrize("fields", [
    {"listed": "yes", "seats": DRAW_FOR_TWO},
    {"seats": [{"kind": "human", "peek": True}, {"kind": "human"}]},
], ids=["listed-not-bool", "unknown-seat-key"])
def test_create_refuses_fields_it_does_not_list(tmp_path: Path, fields: dict) -> None:
    async def main() -> str:
        async with running_server(None) as server:
            c = await client(server.url, reconnect=False)
            try:
                await c.create("draw", **fields)
            except ServerError as exc:
                return exc.code
            finally:
                await c.close()
        return ""

    assert asyncio.run(main()) == "bad_field"


def test_the_wrong_guesses_remembered_stay_within_their_cap(monkeypatch) -> None:
    """A flood of addresses (each still short of its burst) neither grows the memory past
    its cap nor makes every later guess scan it all: the longest quiet is forgotten."""
    from dominoes_qt.server import server as server_module

    monkeypatch.setattr(server_module, "GUESS_MEMORY", 50)
    guesses = server_module.Guesses()
    for i in range(500):
        guesses.wrong(f"10.0.{i // 256}.{i % 256}")
        assert len(guesses._buckets) <= 50
    assert "10.0.1.243" in guesses._buckets and "10.0.0.0" not in guesses._buckets
