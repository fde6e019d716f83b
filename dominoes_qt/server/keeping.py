"""Keeping tables on disk: a full record now and then, one journal line per action, and the
writes of every table that acted in the same moment flushed at once (group commit).

Each table is ``CODE.domino`` (the full record, an ordinary save file), its journal
``CODE.domino.journal`` (the autosave's journal format, :mod:`dominoes_qt.storage.journal`:
one checked line per action or deal, a line cut short by a crash left out) and
``CODE.table.json`` (the seats).  The full record is written again when a hand ends (so the
record of a finished match is complete on its own), when the record was replaced (the seats
changed before the first deal) or when the journal has grown past :data:`CHECKPOINT_LINES`;
otherwise an action costs one short line.  The seats are written when they change.

:class:`Keeper` gathers the tables that asked to be kept while the last batch was being
written, writes them all in one call on its own thread (the journals appended first, then
flushed on many threads at once, so that one commit of the file system's journal carries
them), and only then lets their callers go on: a table tells nobody of an action before it is
on disk.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import time
from collections.abc import Callable
from concurrent.futures import Executor, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from dominoes_qt.storage import journal
from dominoes_qt.storage.autosave import STALE_TEMP_SECONDS, AutosaveState, read_with_journal
from dominoes_qt.storage.files import (
    SaveFileError,
    append_bytes,
    append_bytes_many,
    atomic_write_bytes,
    keep_aside,
    utf8,
)

if TYPE_CHECKING:
    from dominoes_qt.rules.match import Match
    from dominoes_qt.storage.record import GameRecord

log = logging.getLogger("dominoes_qt.server")

#: Journal lines after which the next write is a full record instead.
CHECKPOINT_LINES = 256
#: Threads that flush a batch's files at once.
FLUSHERS = 16


@dataclass
class OnDisk:
    """What one table's files hold, so that its next write can be a journal line."""

    state: AutosaveState | None = None   # None, or no token: the next write is in full
    match: Match | None = None           # the match the journal follows (a new one: in full)
    results: int = 0                     # hands finished in the full record
    meta: Any = None                     # the seats' JSON as last written


@dataclass
class Write:
    """One table's part of a batch, made on the loop, written on the keeper's thread."""

    record_path: Path
    meta_path: Path
    version: int
    after: OnDisk
    full: bytes | None = None            # the whole record (then ``head``, a new journal)
    head: bytes = b""
    lines: bytes = b""                   # journal lines to append (before ``full``, if any)
    meta: bytes | None = None
    error: OSError | None = field(default=None, repr=False)


def plan(record: GameRecord, disk: OnDisk, meta_json: dict[str, Any], record_path: Path,
         meta_path: Path, version: int) -> Write:
    """What to write so that the files hold ``record`` and ``meta_json``."""
    from dominoes_qt.storage.json_layout import pretty

    match = record.match
    actions = match.actions
    count, hands, results = len(actions), len(match.deals), len(match.results)
    state = disk.state
    write = Write(record_path, meta_path, version, OnDisk(state, match, disk.results, disk.meta))
    appendable = (state is not None and state.token is not None and state.tail is not None
                  and disk.match is match and count >= state.actions and hands >= state.hands)
    lines, tail = b"", None
    if appendable:
        assert state is not None and state.tail is not None
        entries = [journal.action_entry(h, a) for h, a in actions[state.actions:]]
        last_hand = actions[-1][0] if actions else 0
        if hands - 1 > last_hand and hands != state.hands:   # a hand dealt, nothing played
            entries.append(journal.hand_entry(hands - 1))
        lines, tail = journal.lines(entries, state.tail)
    if (not appendable or results > disk.results
            or (tail is not None and tail.seq - 1 > CHECKPOINT_LINES)):
        data = utf8(record.dumps())
        token = journal.digest(data)
        head, new_tail = journal.header(token, count)
        # the lines go to the old journal first: killed between the record and its new
        # journal, the old journal's actions are then all in the record, and it is passed over
        write.full, write.head, write.lines = data, head, lines
        write.after = OnDisk(AutosaveState(token, count, count, hands, len(head), new_tail),
                             match, results, disk.meta)
    elif lines:
        assert state is not None and tail is not None
        write.lines = lines
        write.after = OnDisk(AutosaveState(state.token, state.base, count, hands,
                                           state.journal_size + len(lines), tail),
                             match, disk.results, disk.meta)
    if meta_json != disk.meta:
        write.meta = utf8(pretty(meta_json) + "\n")
        write.after.meta = meta_json
    return write


def write_batch(writes: list[Write], pool: Executor | None = None) -> None:
    """Write a batch (on the keeper's thread): the journal lines of the tables that append
    are written and then flushed together; meanwhile, on ``pool``, each full record with its
    new journal, and the seats that changed.  Files are flushed on many threads at once
    because the file system then carries them in one commit of its own journal (one after
    another, each flush waits for a commit of its own: about 3 ms here).  A failure is kept
    in the table's ``error``; the other tables go on."""
    wholes = [w for w in writes if w.full is not None or w.meta is not None]
    pending = [pool.submit(_write_whole, w) for w in wholes] if pool is not None else []
    appends = [w for w in writes if w.full is None and w.lines]
    if appends:   # one file alone is flushed here: handing it to a flusher costs more
        errors = append_bytes_many([(journal.journal_path(w.record_path), w.lines)
                                    for w in appends], pool if len(appends) > 1 else None)
        for w, error in zip(appends, errors, strict=True):
            w.error = w.error or error
    if pool is None:
        for w in wholes:
            _write_whole(w)
    for future in pending:
        future.result()


def _write_whole(w: Write) -> None:
    """A table's files written whole: the last lines of its journal, the record and its new
    journal (the record first: a journal is never read without its record), and the seats."""
    try:
        if w.full is not None:
            if w.lines:
                with contextlib.suppress(OSError):   # the record holds them anyway
                    append_bytes(journal.journal_path(w.record_path), w.lines)
            atomic_write_bytes(w.record_path, w.full)
            atomic_write_bytes(journal.journal_path(w.record_path), w.head)
        if w.meta is not None:
            atomic_write_bytes(w.meta_path, w.meta)
    except OSError as exc:
        w.error = exc


class Keeper:
    """Writes the tables of one server, in batches, on a thread of its own."""

    def __init__(self, flushers: int = FLUSHERS) -> None:
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="keeper")
        self._pool = ThreadPoolExecutor(flushers, thread_name_prefix="keeper-flush")
        self._pending: dict[Any, list[asyncio.Future[None]]] = {}
        self._task: asyncio.Task[None] | None = None
        #: batches written, and tables in them (for the benchmark's curiosity and the tests)
        self.batches = 0
        self.written = 0

    async def keep(self, table: Any) -> None:
        """Return once ``table`` as it is now is on disk (raises OSError if it could not be
        written).  ``table`` has ``plan_write() -> Write | None`` and ``wrote(Write)``."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._pending.setdefault(table, []).append(future)
        if self._task is None or self._task.done():
            self._task = loop.create_task(self._run())
        await future

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while self._pending:
            batch, self._pending = self._pending, {}
            writes: list[tuple[Any, Write, list[asyncio.Future[None]]]] = []
            for table, futures in batch.items():
                try:
                    write = table.plan_write()
                except Exception as exc:  # noqa: BLE001 - one table's fault is its own
                    log.exception("table %s: cannot lay out its record", table.code)
                    _settle(futures, exc)
                    continue
                if write is None:
                    _settle(futures, None)
                else:
                    writes.append((table, write, futures))
            if not writes:
                continue
            try:
                await loop.run_in_executor(self._executor, write_batch,
                                           [w for _, w, _ in writes], self._pool)
            except Exception as exc:  # noqa: BLE001 - the thread itself failed
                for _, w, _ in writes:
                    w.error = OSError(str(exc))
            self.batches += 1
            self.written += len(writes)
            for table, write, futures in writes:
                table.wrote(write)
                if write.error is not None:
                    log.error("table %s: cannot write %s: %s", table.code,
                              write.record_path.parent, write.error)
                _settle(futures, write.error)

    def run(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future[Any]:
        """Run ``fn(*args)`` on the keeper's thread, in turn with the tables' writes and
        removals (a table's chat file: never written after its table's files are deleted)."""
        return asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)

    async def remove(self, paths: list[Path]) -> None:
        """Delete a forgotten table's files, on the keeper's thread: after any write of the
        table already under way (a table forgotten plans no new one)."""
        await asyncio.get_running_loop().run_in_executor(self._executor, remove_files, paths)

    def close(self) -> None:
        self._executor.shutdown(wait=True)
        self._pool.shutdown(wait=True)


def seats_files(folder: Path, suffix: str) -> list[Path]:
    """The files of ``folder`` named ``*suffix`` (the tables' seats files), in name order, read
    in one pass over the folder, which also deletes the temporary files of writes killed
    before their rename (older than a minute): once for the folder, not once a table, so a
    start with thousands of tables stays linear."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    found = []
    with os.scandir(folder) as entries:
        for entry in entries:
            name = entry.name
            if name.startswith("."):
                if name.endswith(".tmp"):
                    with contextlib.suppress(OSError):
                        if entry.stat().st_mtime < cutoff:
                            os.unlink(entry.path)
            elif name.endswith(suffix):
                found.append(Path(entry.path))
    return sorted(found)


def remove_files(paths: list[Path]) -> None:
    """Delete files that may be missing; one that cannot be deleted is logged."""
    for path in paths:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot delete %s: %s", path, exc.strerror or exc)


def _settle(futures: list[asyncio.Future[None]], exc: BaseException | None) -> None:
    for future in futures:
        if future.done():
            continue
        if exc is None:
            future.set_result(None)
        else:
            future.set_exception(exc)


def load(record_path: Path) -> tuple[GameRecord, OnDisk]:
    """A table's record as its files hold it (the full record and the journal's lines that
    check), and where its next write goes on.  A journal damaged part-way is moved aside
    (:func:`~dominoes_qt.storage.files.keep_aside`) and the table resumes at its last line
    that checks; the next write is then in full.  A journal missing is a warning naming the
    move the table resumes after.  Raises :class:`SaveFileError` for a record that cannot be
    used."""
    side = journal.journal_path(record_path)
    missing = not side.exists()
    record, state, dropped = read_with_journal(record_path, clean=False)   # see seats_files
    if dropped is not None:   # keep_aside logs what was left out, and where it is kept
        keep_aside(side, dropped)
    match = record.match
    if missing:   # the keeper writes it with the record: it was deleted, or lost
        log.warning("table %s: its journal %s is missing: the table resumes after move %d "
                    "(hand %d), its record's last, and any moves made after it are lost",
                    record_path.stem, side.name, len(match.actions), match.hand_index + 1)
    if state.token is None:
        return record, OnDisk(None, match, len(match.results))
    return record, OnDisk(state, match, len(match.results))


__all__ = ["CHECKPOINT_LINES", "Keeper", "OnDisk", "SaveFileError", "Write", "load", "plan",
           "remove_files", "seats_files", "write_batch"]
