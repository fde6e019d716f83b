"""How the server keeps its tables: a journal line per action, the record whole at hand ends,
the tables that act together written in one batch, and a damaged journal read safely."""

from __future__ import annotations

import asyncio
import itertools
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dominoes_qt.server import keeping
from dominoes_qt.server.keeping import Keeper, OnDisk, Write, plan, write_batch
from dominoes_qt.session import GameSetup
from dominoes_qt.storage import journal
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.record_json import encode_action
from tests.storage.test_reader_fuzz import FUZZ, damaged

EXAMPLES = itertools.count()
META = {"format": "dominoes-qt-table", "seats": []}


class Kept:
    """A record kept as the server keeps a table (the table's part of :mod:`keeping`)."""

    def __init__(self, folder: Path, code: str = "ABC234", game: str = "partnership",
                 seed: int = 5) -> None:
        self.code = code
        self.record = GameRecord.new(GameSetup.default(game, seed=seed))
        self.path = folder / f"{code}.domino"
        self.meta_path = folder / f"{code}.table.json"
        self.disk = OnDisk()
        self.version = 0
        self.writes: list[Write] = []
        self.failed: list[Write] = []

    def plan_write(self) -> Write:
        return plan(self.record, self.disk, META, self.path, self.meta_path, self.version)

    def wrote(self, write: Write) -> None:
        if write.error is not None:    # as Table.wrote: the next write is whole
            self.disk = OnDisk()
            self.failed.append(write)
            return
        self.disk = write.after
        self.writes.append(write)

    def save(self) -> Write:
        write = self.plan_write()
        write_batch([write])
        self.wrote(write)
        return write

    def step(self, rng: random.Random) -> None:
        """One change: the next hand dealt, or a random legal action."""
        hand = self.record.match.hand
        if hand.result is not None:
            self.record.next_hand()
        else:
            self.record.apply(rng.choice(hand.legal_actions()))
        self.version += 1


def actions_of(record: GameRecord) -> list[tuple[int, Any]]:
    return [(h, encode_action(a)) for h, a in record.match.actions]


def test_an_action_is_a_journal_line_and_a_hand_end_writes_the_record_whole(
        tmp_path: Path) -> None:
    kept = Kept(tmp_path)
    first = kept.save()
    assert first.full is not None and first.meta is not None
    rng = random.Random(1)
    while len(kept.record.match.results) < 2:
        hands_before = len(kept.record.match.results)
        kept.step(rng)
        write = kept.save()
        ended = len(kept.record.match.results) > hands_before
        assert (write.full is not None) == ended      # the record whole exactly at hand ends
        assert write.meta is None                     # the seats did not change
        if not ended:
            assert write.lines.count(b"\n") == 1      # one short line
        record, disk = keeping.load(kept.path)
        assert actions_of(record) == actions_of(kept.record)
        assert len(record.match.deals) == len(kept.record.match.deals)
        assert disk.state is not None and disk.state.tail == kept.disk.state.tail
    # the record alone holds every finished hand (it is an ordinary save file)
    assert len(GameRecord.load(kept.path).match.results) == 2


def test_a_journal_past_its_length_is_folded_into_the_record(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            ) -> None:
    monkeypatch.setattr(keeping, "CHECKPOINT_LINES", 3)
    kept = Kept(tmp_path, game="draw")
    kept.save()
    rng = random.Random(2)
    fulls = []
    for _ in range(8):
        if kept.record.match.hand.result is not None:
            break
        kept.step(rng)
        fulls.append(kept.save().full is not None)
    assert fulls[:4] == [False, False, False, True]
    record, _ = keeping.load(kept.path)
    assert actions_of(record) == actions_of(kept.record)


def test_tables_that_act_together_are_written_in_one_batch(tmp_path: Path) -> None:
    async def main() -> Keeper:
        keeper = Keeper()
        tables = [Kept(tmp_path, code=f"T{i:05d}", seed=i) for i in range(20)]
        await asyncio.gather(*(keeper.keep(t) for t in tables))
        rng = random.Random(3)
        for t in tables:
            t.step(rng)
        await asyncio.gather(*(keeper.keep(t) for t in tables))
        keeper.close()
        for t in tables:
            record, _ = keeping.load(t.path)
            assert actions_of(record) == actions_of(t.record)
            assert [w.full is not None for w in t.writes] == [True, False]
        return keeper

    keeper = asyncio.run(main())
    assert keeper.written == 40 and keeper.batches == 2


def test_a_failed_write_is_reported_and_the_next_one_is_whole(tmp_path: Path) -> None:
    async def main() -> None:
        keeper = Keeper()
        kept = Kept(tmp_path)
        await keeper.keep(kept)
        kept.step(random.Random(4))
        journal.journal_path(kept.path).unlink()       # the next append cannot open it
        with pytest.raises(OSError):
            await keeper.keep(kept)
        assert len(kept.failed) == 1 and kept.failed[0].full is None
        await keeper.keep(kept)
        assert kept.writes[-1].full is not None
        keeper.close()
        record, _ = keeping.load(kept.path)
        assert actions_of(record) == actions_of(kept.record)

    asyncio.run(main())


def _kept_with_journal(folder: Path) -> tuple[Kept, bytes]:
    kept = Kept(folder)
    kept.save()
    rng = random.Random(6)
    for _ in range(6):
        kept.step(rng)
        assert kept.save().full is None
    return kept, journal.journal_path(kept.path).read_bytes()


def test_a_torn_last_line_loses_only_that_action(tmp_path: Path) -> None:
    kept, raw = _kept_with_journal(tmp_path)
    journal.journal_path(kept.path).write_bytes(raw[:-5])
    record, disk = keeping.load(kept.path)
    assert actions_of(record) == actions_of(kept.record)[:-1]
    assert disk.state is None          # the next write is whole, and drops the torn line


@FUZZ
@given(data=st.data())
def test_a_damaged_journal_resumes_a_prefix_or_is_refused(tmp_path: Path,
                                                          data: st.DataObject) -> None:
    folder = tmp_path / f"fuzz{next(EXAMPLES)}"   # one folder each (not random: hypothesis seeds it)
    kept, raw = _kept_with_journal(folder)
    content = data.draw(damaged(raw))
    side = journal.journal_path(kept.path)
    side.write_bytes(content)
    try:
        record, disk = keeping.load(kept.path)
    except SaveFileError:
        return
    got, want = actions_of(record), actions_of(kept.record)
    assert got == want[:len(got)]
    for other in folder.iterdir():                 # whatever was set aside is kept whole
        if other.name.endswith(journal.SUFFIX) and other != side:
            assert other.read_bytes() == content
    # and the table goes on from there: its next action is kept after what was read
    kept.record, kept.disk = record, disk
    kept.step(random.Random(7))
    kept.save()
    again, _ = keeping.load(kept.path)
    assert actions_of(again) == actions_of(kept.record)


def test_killed_between_a_hand_end_record_and_its_new_journal_nothing_is_set_aside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = Kept(tmp_path)
    kept.save()
    rng = random.Random(8)
    while True:   # up to the action that ends the first hand, not yet written
        kept.step(rng)
        if kept.record.match.hand.result is not None:
            break
        kept.save()
    real = keeping.atomic_write_bytes

    def killed_at_the_journal(path: Path, data: bytes) -> None:
        if path.name.endswith(journal.SUFFIX):
            raise OSError("killed")            # the record is written, its journal is not
        real(path, data)

    monkeypatch.setattr(keeping, "atomic_write_bytes", killed_at_the_journal)
    write = kept.plan_write()
    assert write.full is not None and write.lines
    write_batch([write])
    assert write.error is not None
    monkeypatch.undo()
    record, disk = keeping.load(kept.path)
    assert actions_of(record) == actions_of(kept.record)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "ABC234.domino", "ABC234.domino.journal", "ABC234.table.json"]   # nothing set aside
    assert disk.state is None               # the next write is whole


def test_the_folder_is_read_in_one_pass_that_removes_the_temporary_files_of_killed_writes(
        tmp_path: Path) -> None:
    import os
    import time

    for name in ("B.table.json", "A.table.json", "A.domino", ".A.domino.x1.tmp",
                 ".B.table.json.x2.tmp"):
        (tmp_path / name).write_text("{}")
    old = time.time() - 3600
    os.utime(tmp_path / ".A.domino.x1.tmp", (old, old))     # a write killed an hour ago
    found = keeping.seats_files(tmp_path, ".table.json")
    assert [p.name for p in found] == ["A.table.json", "B.table.json"]
    assert not (tmp_path / ".A.domino.x1.tmp").exists()
    assert (tmp_path / ".B.table.json.x2.tmp").exists()       # may be a write under way
