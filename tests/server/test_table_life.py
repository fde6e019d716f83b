"""A table's life on a server open to strangers (issue 35, D1–D6): a table nobody comes back to
is forgotten and its files removed, creating tables is capped per address, a restart brings
back finished matches and never a forgotten table, and a damaged table is refused alone in one
plain line."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.server.client import ServerError, TableClient
from dominoes_qt.storage import journal

from .helpers import autoplay, client, running_server, seated_pair

DRAW_FOR_TWO = [{"kind": "human"}, {"kind": "human"}]


def files_of(data: Path, code: str) -> list[str]:
    return sorted(p.name for p in data.iterdir() if p.name.startswith(code))


async def listed(url: str) -> list[dict[str, Any]]:
    c = await client(url)
    await c.send("list")
    tables = (await c.wait_for("tables"))["tables"]
    await c.close()
    return tables


async def make_table(url: str, name: str = "Ana", **fields: Any) -> tuple[TableClient, dict]:
    c = await client(url, name, reconnect=False)
    joined = await c.create("draw", seats=DRAW_FOR_TWO, **fields)
    await c.wait_for("table")
    return c, joined


async def create_then_drop(url: str) -> str:
    """Make a table and go: "made", or the server's refusal."""
    c = await client(url, reconnect=False)
    try:
        await c.create("draw", seats=DRAW_FOR_TWO)
        return "made"
    except ServerError as exc:
        return exc.code
    finally:
        await c.close()


def test_d1_a_waiting_room_nobody_comes_back_to_is_forgotten_after_its_grace_and_retention(
        tmp_path: Path) -> None:
    async def main() -> tuple[list, list, list[str], dict]:
        async with running_server(tmp_path, grace=0.2, keep_waiting=2.0,
                                  list_tables=True) as server:
            ana, joined = await make_table(server.url, listed=True)
            table = ana.table
            assert table is not None
            code = joined["table"]
            await ana.close()                          # dropped, never back
            await asyncio.sleep(0.4)                   # past the grace: still kept
            during = await listed(server.url)
            after = during
            for _ in range(60):                        # past the retention: forgotten
                await asyncio.sleep(0.1)
                after = await listed(server.url)
                if not after and not files_of(tmp_path, code):
                    break
            return during, after, files_of(tmp_path, code), table

    during, after, files, table = asyncio.run(main())
    assert [t["free"] for t in during] == [2]
    assert after == []
    assert files == []
    assert table["kept_for"] == 2      # announced to clients, whole seconds


def test_d1_reconnecting_does_not_bypass_the_cap_on_tables_made_from_one_address(
        tmp_path: Path) -> None:
    async def main() -> list[str]:
        async with running_server(tmp_path, max_tables_per_address=3) as server:
            return [await create_then_drop(server.url) for _ in range(5)]

    assert asyncio.run(main()) == ["made"] * 3 + ["too_many_tables"] * 2


def test_d1_a_restart_does_not_reset_the_cap_on_tables_made_from_one_address(
        tmp_path: Path) -> None:
    """The tables a restart resumes still count against the address that made them."""
    async def make_three_then_one_more() -> list[str]:
        outcomes: list[str] = []
        for _ in range(2):                              # a server, then the same one again
            async with running_server(tmp_path, max_tables_per_address=3) as server:
                outcomes += [await create_then_drop(server.url) for _ in range(2)]
        return outcomes

    assert asyncio.run(make_three_then_one_more()) == ["made"] * 3 + ["too_many_tables"]
    kept = [json.loads(p.read_text()) for p in tmp_path.glob("*.table.json")]
    assert len(kept) == 3 and all(m["creator"] == "127.0.0.1" for m in kept)


def test_d1_the_global_cap_on_tables_holds(tmp_path: Path) -> None:
    async def main() -> list[str]:
        async with running_server(None, max_tables=2) as server:
            outcomes, people = [], []
            for _ in range(3):
                c = await client(server.url, reconnect=False)
                people.append(c)
                try:
                    await c.create("draw", seats=DRAW_FOR_TWO)
                    outcomes.append("made")
                except ServerError as exc:
                    outcomes.append(exc.code)
            for c in people:
                await c.close()
            return outcomes

    assert asyncio.run(main()) == ["made", "made", "too_many_tables"]


def test_d2_a_table_everyone_left_is_removed_with_its_files_and_a_restart_does_not_bring_it_back(
        tmp_path: Path) -> None:
    async def main() -> tuple[list, list, list[str], int]:
        async with running_server(tmp_path, list_tables=True) as server:
            ana, joined = await make_table(server.url, listed=True)
            code = joined["table"]
            await ana.send("leave")
            await ana.wait_for("left")
            await ana.close()
            await asyncio.sleep(0.2)
            before = await listed(server.url)
        async with running_server(tmp_path, list_tables=True) as again:
            after = await listed(again.url)
            held = len(again.tables)
        return before, after, files_of(tmp_path, code), held

    before, after, files, held = asyncio.run(main())
    assert before == [] and after == [] and held == 0
    assert files == []


def test_d2_a_match_in_play_left_alone_is_kept_for_its_retention_then_removed(
        tmp_path: Path) -> None:
    async def main() -> tuple[list[str], list[str], dict]:
        async with running_server(tmp_path, grace=0.1, keep_match=0.8) as server:
            ana, bea, code = await seated_pair(server.url)
            table = ana.table
            for c in (ana, bea):
                c.reconnect = False
                await c.close()
            await asyncio.sleep(0.3)
            kept = files_of(tmp_path, code)
            await asyncio.sleep(1.0)
            return kept, files_of(tmp_path, code), table

    kept, gone, table = asyncio.run(main())
    assert kept and gone == []
    assert table["kept_for"] == 1


def test_d2_a_table_past_its_retention_while_the_server_was_down_is_removed_at_start(
        tmp_path: Path) -> None:
    async def main() -> tuple[list[str], int]:
        async with running_server(tmp_path, grace=0.1, keep_waiting=0.3) as server:
            ana, joined = await make_table(server.url)
            code = joined["table"]
            await ana.close()
            await asyncio.sleep(0.1)
        await asyncio.sleep(0.5)
        async with running_server(tmp_path, grace=0.1, keep_waiting=0.3) as again:
            return files_of(tmp_path, code), len(again.tables)

    files, held = asyncio.run(main())
    assert files == [] and held == 0


def test_d3_a_finished_match_is_resumed_after_a_restart_so_its_players_see_the_end(
        tmp_path: Path) -> None:
    async def main() -> tuple[dict, dict]:
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            final, _ = await asyncio.gather(autoplay(ana), autoplay(bea))
            token = ana.token
            for c in (ana, bea):
                c.reconnect = False
        # the server stopped with the match over; its players come back to see the end
        async with running_server(tmp_path) as again:
            back = await client(again.url, "Ana", reconnect=False)
            await back.send("rejoin", table=code, token=token)
            await back.wait_for("joined")
            state = await back.wait_for("state")
            await back.close()
            for c in (ana, bea):
                await c.close()
        return final, state

    final, state = asyncio.run(main())
    assert state["match_over"] and state["phase"] == "over"
    assert state["n"] == final["n"] and state["results"] == final["results"]


async def two_kept_tables(data: Path) -> dict[str, str]:
    """Two waiting rooms kept in ``data`` (their people still seated at the stop): code ->
    the host's token."""
    tokens = {}
    async with running_server(data) as server:
        people = []
        for name in ("Ana", "Bea"):
            c, joined = await make_table(server.url, name)
            tokens[joined["table"]] = joined["token"]
            people.append(c)
    for c in people:
        await c.close()
    return tokens


DAMAGE = [
    # (what is done to the first table's seats file, words its one line says)
    ("code", "names the table"),                         # another live table's code
    ("host", "host"),                                    # "host": 99
    ("host_computer", "host"),                           # the host is a computer's seat
    ("no_phase", "phase"),                               # D5: was "'phase'"
    ("seats_int", "seats"),                              # D5: was "'int' object is not iterable"
    ("seat_kind", "seat 2"),                             # a seat that is neither kind
    ("kind_against_record", "seat 2"),                   # the record says another kind
    ("token", "seat 1"),                                 # a token hash that is not one
    ("creator", "creator"),                              # an address that is not a text
    ("not_json", "JSON"),
    ("record_missing", "record"),
]


def damage(meta_path: Path, how: str, other: str) -> None:
    if how == "not_json":
        meta_path.write_text("{not json", encoding="utf-8")
        return
    if how == "record_missing":
        meta_path.with_name(meta_path.name.replace(".table.json", ".domino")).unlink()
        return
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    if how == "code":
        meta["code"] = other
    elif how == "host":
        meta["host"] = 99
    elif how == "host_computer":
        meta["seats"][1] = {**meta["seats"][1], "kind": "computer", "level": "random"}
        meta["host"] = 1
    elif how == "no_phase":
        del meta["phase"]
    elif how == "seats_int":
        meta["seats"] = 5
    elif how == "seat_kind":
        meta["seats"][1]["kind"] = "ghost"
    elif how == "kind_against_record":
        meta["seats"][1] = {**meta["seats"][1], "kind": "computer", "level": "random"}
    elif how == "token":
        meta["seats"][0]["token_sha256"] = "not a hash"
    elif how == "creator":
        meta["creator"] = ["127.0.0.1"] * 100
    meta_path.write_text(json.dumps(meta), encoding="utf-8")


@pytest.mark.parametrize(("how", "words"), DAMAGE, ids=[d[0] for d in DAMAGE])
def test_d4_d5_a_damaged_table_is_refused_alone_in_one_plain_line(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, how: str, words: str) -> None:
    tokens = asyncio.run(two_kept_tables(tmp_path))
    damaged, intact = sorted(tokens)
    damage(tmp_path / f"{damaged}.table.json", how, intact)
    caplog.set_level(logging.INFO, logger="dominoes_qt.server")

    async def main() -> tuple[list[str], dict]:
        async with running_server(tmp_path) as server:
            held = sorted(server.tables)
            back = await client(server.url, reconnect=False)
            await back.send("rejoin", table=intact, token=tokens[intact])
            joined = await back.wait_for("joined")
            await back.close()
            return held, joined

    held, joined = asyncio.run(main())
    assert held == [intact] and joined["seat"] == 0
    lines = [r.getMessage() for r in caplog.records if r.name == "dominoes_qt.server"]
    refused = [line for line in lines if "cannot resume" in line]
    assert len(refused) == 1, lines
    line = refused[0]
    assert line.startswith(f"cannot resume table {damaged}: {damaged}.") and words in line, line
    assert "\n" not in line and "object is not" not in line and "'phase'" not in line
    assert "Error" not in line and "Traceback" not in line
    assert sum(f"resumed table {intact}" in text for text in lines) == 1


def test_d6_a_missing_journal_is_a_warning_naming_the_moves_lost(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    async def play() -> tuple[str, int]:
        async with running_server(tmp_path) as server:
            ana, bea, code = await seated_pair(server.url)
            await asyncio.gather(autoplay(ana, until=lambda c: c.state["n"] >= 5),
                                 autoplay(bea, until=lambda c: c.state["n"] >= 5))
            told = ana.state["n"]
            for c in (ana, bea):
                c.reconnect = False
        for c in (ana, bea):
            await c.close()
        return code, told

    code, told = asyncio.run(play())
    side = journal.journal_path(tmp_path / f"{code}.domino")
    assert side.exists()
    side.unlink()
    caplog.set_level(logging.INFO, logger="dominoes_qt.server")

    async def again() -> int:
        async with running_server(tmp_path) as server:
            return len(server.tables[code].record.match.actions)

    resumed = asyncio.run(again())
    assert resumed < told
    warnings = [r.getMessage() for r in caplog.records
                if r.levelno == logging.WARNING and code in r.getMessage()]
    assert len(warnings) == 1, warnings
    assert "journal" in warnings[0] and f"after move {resumed}" in warnings[0]
