"""The autosave's journal: each move appends a line; the autosave reads back exactly."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dominoes_qt.session import GameSetup
from dominoes_qt.storage import autosave
from dominoes_qt.storage.autosave import Autosaver, load_autosave, pending_autosave
from dominoes_qt.storage.journal import journal_path
from dominoes_qt.storage.paths import autosave_path
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import save_record

from .helpers import state


def _step(record: GameRecord, rng: random.Random) -> None:
    """One thing a player does: a move, the next hand, or an undo (of 1-3 actions)."""
    match = record.match
    if match.hand.result is not None:
        if rng.random() < 0.8 or not match.actions:
            record.next_hand()
        else:
            record.undo(min(len(match.actions), rng.randint(1, 3)))
    elif match.actions and rng.random() < 0.1:
        record.undo(min(len(match.actions), rng.randint(1, 3)))
    else:
        record.apply(rng.choice(match.hand.legal_actions()))


@pytest.mark.parametrize("game_id,seed", [("draw", 1), ("all-fives", 2), ("muggins", 3),
                                          ("block", 4), ("bingo", 5)])
def test_every_state_reads_back_exactly(game_id: str, seed: int,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    full: list[int] = []
    real = autosave.write_full
    monkeypatch.setattr(autosave, "write_full",
                        lambda p, d: (full.append(1), real(p, d))[1])
    rng = random.Random(seed)
    options = {"target": 10_000} if game_id != "bingo" else {}
    record = GameRecord.new(GameSetup.default(game_id, seed=seed, options=options))
    saver = Autosaver()
    steps = 0
    while steps < 400 and not record.match.is_over:
        _step(record, rng)
        steps += 1
        saver.update(record)
        assert saver.error is None
        if steps % 37 == 0 or record.match.is_over:
            resumed = pending_autosave()
            if record.match.is_over:
                assert resumed is None
            else:
                assert resumed is not None and state(resumed) == state(record)
    # Full rewrites only for the new game and undos that reach back past the full record.
    assert len(full) < 1 + steps // 5


def test_a_resumed_game_appends_to_the_same_journal(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(7)
    record = GameRecord.new(GameSetup.default("draw", seed=7, options={"target": 10_000}))
    first = Autosaver()
    for _ in range(60):
        _step(record, rng)
        first.update(record)
    second = Autosaver()
    resumed = second.pending()
    assert resumed is not None and state(resumed) == state(record)
    writes: list[int] = []
    monkeypatch.setattr(autosave, "write_full", lambda *a, **kw: writes.append(1))
    assert second.update(resumed) is False or writes == []   # adopting writes nothing in full
    for _ in range(40):
        _step(resumed, rng)
        second.update(resumed)
    assert writes == []
    assert state(pending_autosave()) == state(resumed)


def _saved_game(moves: int = 20, seed: int = 3) -> GameRecord:
    rng = random.Random(seed)
    record = GameRecord.new(GameSetup.default("draw", seed=seed, options={"target": 10_000}))
    saver = Autosaver()
    saver.update(record)
    while len(record.actions) < moves:
        if record.match.hand.result is not None:
            record.next_hand()
        else:
            record.apply(rng.choice(record.match.hand.legal_actions()))
        saver.update(record)
    return record


def test_a_line_cut_short_loses_only_that_move() -> None:
    record = _saved_game()
    side = journal_path(autosave_path())
    raw = side.read_bytes()
    side.write_bytes(raw[:-5])          # the last append was killed half-way
    resumed = pending_autosave()
    assert resumed is not None
    assert len(resumed.actions) == len(record.actions) - 1
    assert resumed.actions == record.actions[:-1]
    assert list(autosave_path().parent.glob("*.corrupt-*")) == []


def test_a_journal_of_another_autosave_is_ignored() -> None:
    record = _saved_game()
    earlier = GameRecord.from_json(record.to_json())
    earlier.undo(3)
    save_record(autosave_path(), earlier)   # killed between a full write and its journal
    resumed = pending_autosave()
    assert resumed is not None
    assert resumed.actions == earlier.actions   # the full record alone


@pytest.mark.parametrize("line", [b"not json\n", b"[0, [\"fly\"]]\n", b"[0, [\"play\", \"6-6\", 9, 6]]\n",
                                  b"[\"undo\", 999]\n", b"[-1]\n", b"\xff\xfe\n"])
def test_a_damaged_journal_resumes_what_checks_and_is_kept_aside(user_home: Path,
                                                                 line: bytes) -> None:
    record = _saved_game()
    side = journal_path(autosave_path())
    side.write_bytes(side.read_bytes() + line)
    told: list[tuple[object, Path | None]] = []
    found = load_autosave(on_corrupt=lambda e, p: pytest.fail(str(e)),
                          on_dropped=lambda e, p: told.append((e, p)))
    assert found is not None and found[0].actions == record.actions   # every line that checks
    assert len(told) == 1
    error, kept = told[0]
    assert "journal" in str(error)
    assert kept is not None and kept.read_bytes().endswith(line)
    assert autosave_path().exists() and not side.exists()


def test_an_autosave_late_in_a_long_match_writes_a_line_not_the_match(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Every move used to rewrite the whole record (19 MB late in a 20,000-hand match)."""
    rng = random.Random(1)
    record = GameRecord.new(GameSetup.default(
        "block", 2, seed=1, options={"target": 10_000, "scoring": "hand-point"}))
    saver = Autosaver()
    while len(record.match.results) < 300:
        _step(record, rng)
        saver.update(record)
    full_size = autosave_path().stat().st_size
    written: list[int] = []
    real_write, real_append = autosave.atomic_write_bytes, autosave.append_bytes
    monkeypatch.setattr(autosave, "write_full",
                        lambda p, d: pytest.fail("the whole record was written again"))
    monkeypatch.setattr(autosave, "atomic_write_bytes",
                        lambda p, d: (written.append(len(d)), real_write(p, d))[1])
    monkeypatch.setattr(autosave, "append_bytes",
                        lambda p, d: (written.append(len(d)), real_append(p, d))[1])
    for _ in range(30):   # moves, new hands, undos within the hand
        _step(record, rng)
        saver.update(record)
    assert written and max(written) < 100 < full_size
    assert state(pending_autosave()) == state(record)
