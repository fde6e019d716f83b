"""Issue 30: damage that used to change a game, crash a later start, or go without a word.

The journal: a duplicated, reordered or flipped line never changes the game; only the longest
prefix that checks is resumed, and the player is told when moves were dropped.  A kill at any
step of clearing a finished match never brings it back.  Text no encoder can write is refused
on load and never crashes a write.  Wrongly shaped settings and statistics are kept aside.
"""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.session import GameSetup
from dominoes_qt.storage import autosave, files
from dominoes_qt.storage.autosave import Autosaver, keep_unfinished, pending_autosave
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.journal import journal_path
from dominoes_qt.storage.paths import autosave_path, settings_path, statistics_path
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record, save_record
from dominoes_qt.storage.settings import AppSettings, load_settings
from dominoes_qt.storage.statistics import load_statistics

from .helpers import play, state


def _step(record: GameRecord, rng: random.Random) -> None:
    match = record.match
    if match.hand.result is not None:
        record.next_hand()
    elif match.actions and rng.random() < 0.15:
        record.undo(min(len(match.actions), rng.randint(1, 2)))
    else:
        record.apply(rng.choice(match.hand.legal_actions()))


def _journaled(steps: int = 40, seed: int = 5) -> GameRecord:
    """A Draw game autosaved move by move: a full record and a journal with undos in it."""
    rng = random.Random(seed)
    record = GameRecord.new(GameSetup.default("draw", seed=seed, options={"target": 10_000}))
    saver = Autosaver()
    saver.update(record)
    for _ in range(steps):
        _step(record, rng)
        saver.update(record)
        assert saver.error is None
    return record


def _resume() -> tuple[GameRecord | None, list[SaveFileError]]:
    told: list[SaveFileError] = []
    saver = Autosaver()
    found = saver.pending(on_corrupt=lambda e, p: pytest.fail(f"set aside: {e}"),
                          on_dropped=lambda e, p: told.append(e))
    return found, told


def _prefix_states(lines: list[bytes]) -> list[tuple[Any, ...]]:
    """The state resumed from the journal cut after each of its lines (a cut is a crash)."""
    side = journal_path(autosave_path())
    out = []
    for n in range(1, len(lines) + 1):
        side.write_bytes(b"".join(lines[:n]))
        found, told = _resume()
        assert found is not None and not told
        out.append(state(found))
    return out


def _lines() -> list[bytes]:
    return journal_path(autosave_path()).read_bytes().splitlines(keepends=True)


def test_every_duplicated_line_is_refused_and_the_prefix_resumed() -> None:
    _journaled()
    lines = _lines()
    assert len(lines) > 20
    states = _prefix_states(lines)
    side = journal_path(autosave_path())
    for k in range(1, len(lines)):
        side.write_bytes(b"".join(lines[:k + 1] + [lines[k]] + lines[k + 1:]))
        found, told = _resume()
        assert found is not None
        assert state(found) == states[k], f"line {k + 1} twice"
        assert told, f"line {k + 1} twice: the player is not told"


def test_every_swap_of_two_lines_is_refused_and_the_prefix_resumed() -> None:
    _journaled()
    lines = _lines()
    states = _prefix_states(lines)
    side = journal_path(autosave_path())
    for k in range(1, len(lines) - 1):
        if lines[k] == lines[k + 1]:
            continue
        swapped = lines[:k] + [lines[k + 1], lines[k]] + lines[k + 2:]
        side.write_bytes(b"".join(swapped))
        found, told = _resume()
        assert found is not None
        assert state(found) == states[k - 1], f"lines {k + 1} and {k + 2} swapped"
        assert told


def test_a_flipped_bit_anywhere_resumes_only_what_checks(user_home: Path) -> None:
    _journaled(30)
    lines = _lines()
    states = _prefix_states(lines)
    raw = b"".join(lines)
    side = journal_path(autosave_path())
    starts = [sum(len(x) for x in lines[:i]) for i in range(len(lines))]
    rng = random.Random(1)
    for pos in range(len(raw)):
        line = max(i for i, s in enumerate(starts) if s <= pos)
        bit = 1 << rng.randrange(8)
        side.write_bytes(raw[:pos] + bytes([raw[pos] ^ bit]) + raw[pos + 1:])
        found, told = _resume()
        assert found is not None, f"byte {pos}"
        # the game is one the player reached before the damaged line, never another
        allowed = states[:line] if line else []
        checkpoint = GameRecord.from_json(load_record(autosave_path()).to_json())
        allowed = allowed + [state(checkpoint)]
        assert state(found) in allowed, f"byte {pos} (line {line + 1}) changed the game"
        if pos != len(raw) - 1:   # the last newline flipped is a line cut short: a crash
            assert told, f"byte {pos} (line {line + 1}): the player is not told"
        for kept in user_home.glob("*corrupt*"):
            kept.unlink()


def test_a_damaged_journal_is_kept_aside_and_the_player_told(user_home: Path) -> None:
    _journaled(20)
    side = journal_path(autosave_path())
    lines = _lines()
    expected = _prefix_states(lines)[4]
    side.write_bytes(b"".join(lines[:5]) + b"not json\n" + b"".join(lines[5:]))
    found, told = _resume()
    assert found is not None and len(told) == 1
    assert "journal" in str(told[0])
    assert state(found) == expected
    assert len(list(user_home.glob("*.corrupt-*"))) == 1


@pytest.mark.parametrize("content", [b"", b"\x00" * 300, b"\n\n"])
def test_an_empty_or_zeroed_journal_is_reported(content: bytes) -> None:
    _journaled(10)
    journal_path(autosave_path()).write_bytes(content)
    found, told = _resume()
    assert found is not None
    assert told, "an empty journal resumed without a word"


def test_an_empty_journal_is_reported_when_the_game_is_kept_as_a_file() -> None:
    _journaled(10)
    journal_path(autosave_path()).write_bytes(b"\x00" * 64)
    told: list[SaveFileError] = []
    kept = keep_unfinished(on_dropped=lambda e, p: told.append(e))
    assert kept is not None and told


# -- a kill while a finished match is cleared ---------------------------------------------


class Killed(BaseException):
    """The process died here."""


def test_a_kill_at_every_step_of_the_end_never_brings_the_match_back(
        user_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    done = play(GameRecord.new(GameSetup.default("draw", seed=3)), 10_000, 3)
    assert done.match.is_over
    actions = done.actions
    step = 0
    while True:
        for old in user_home.glob("*"):
            old.unlink()
        record = GameRecord(done.setup)
        saver = Autosaver()
        saver.update(record)
        for hand, action in actions[:-1]:
            while record.match.hand_index < hand:
                record.next_hand()
            record.apply(action)
            saver.update(record)
        before = state(record)
        record.apply(actions[-1][1])
        assert record.match.is_over
        count = [0]

        def kill_at(real: Any, n: int = step, count: list[int] = count) -> Any:
            def op(*args: Any, **kwargs: Any) -> Any:
                count[0] += 1
                if count[0] > n:
                    raise Killed
                return real(*args, **kwargs)
            return op

        with monkeypatch.context() as m:
            m.setattr(autosave, "append_bytes", kill_at(autosave.append_bytes))
            m.setattr(autosave, "atomic_write_bytes", kill_at(autosave.atomic_write_bytes))
            m.setattr(autosave, "write_full", kill_at(autosave.write_full))
            m.setattr(Path, "unlink", kill_at(Path.unlink))
            try:
                saver.update(record)
                finished = True
            except Killed:
                finished = False
        found = pending_autosave()
        assert found is None or state(found) == before, f"killed at step {step}"
        if finished:
            assert found is None
            break
        step += 1
    assert step >= 2


# -- text that cannot be written ----------------------------------------------------------


def _lone_surrogate_file(path: Path) -> None:
    record = GameRecord.new(GameSetup.default("draw", seed=1))
    data = record.to_json()
    data["setup"]["seats"][0]["name"] = "A\ud800n"
    path.write_text(json.dumps(data), encoding="ascii")   # "\ud800": legal JSON, not text


def test_a_lone_surrogate_in_a_seat_name_is_refused_on_load(tmp_path: Path) -> None:
    file = tmp_path / "bad.domino"
    _lone_surrogate_file(file)
    with pytest.raises(SaveFileError) as caught:
        load_record(file)
    assert caught.value.kind in files.CORRUPT_KINDS
    assert "text" in caught.value.detail


def test_a_paired_surrogate_escape_is_fine(tmp_path: Path) -> None:
    record = GameRecord.new(GameSetup.default("draw", seed=1))
    data = record.to_json()
    data["setup"]["seats"][0]["name"] = "A\U0001f600n"
    file = tmp_path / "ok.domino"
    file.write_text(json.dumps(data), encoding="ascii")
    assert load_record(file).setup.seats[0].name == "A\U0001f600n"
    assert files.parse_json(b'["\\\\ud800"]') == ["\\ud800"]   # an escaped backslash


def test_no_write_raises_an_encoding_error(tmp_path: Path) -> None:
    import dataclasses

    setup = GameSetup.default("draw", seed=1)
    seats = (dataclasses.replace(setup.seats[0], name="A\ud800n"), *setup.seats[1:])
    record = GameRecord.new(dataclasses.replace(setup, seats=seats))
    play(record, 3)
    save_record(tmp_path / "x.domino", record)
    assert load_record(tmp_path / "x.domino").actions == record.actions
    saver = Autosaver()
    saver.update(record)
    play(record, 2, seed=1)
    saver.update(record)
    assert saver.error is None
    assert keep_unfinished() is not None


# -- settings and statistics of the wrong shape --------------------------------------------


@pytest.mark.parametrize("content", ["[1, 2]", '"settings"', "3"])
def test_wrongly_shaped_settings_are_kept_aside(user_home: Path, content: str) -> None:
    file = settings_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(content)
    told: list[tuple[SaveFileError, Path | None]] = []
    assert load_settings(on_damaged=lambda e, p: told.append((e, p))) == AppSettings()
    assert len(told) == 1 and told[0][1] is not None
    assert told[0][1].read_text() == content
    assert "saved game" not in told[0][0].detail


@pytest.mark.parametrize("content", ["[1, 2]", '"stats"', '{"games": [1]}'])
def test_wrongly_shaped_statistics_are_kept_aside(user_home: Path, content: str) -> None:
    file = statistics_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text(content)
    told: list[tuple[SaveFileError, Path | None]] = []
    stats = load_statistics(on_damaged=lambda e, p: told.append((e, p)))
    assert stats.games == {}
    assert len(told) == 1 and told[0][1] is not None
    assert told[0][1].read_text() == content


@pytest.mark.parametrize("content", [b"\x00\x01\x02", b"\xff\xfe", b"{not json"])
def test_settings_and_statistics_are_not_called_a_saved_game(
        user_home: Path, content: bytes) -> None:
    for file, load in ((settings_path(), load_settings), (statistics_path(), load_statistics)):
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(content)
        told: list[SaveFileError] = []
        load(on_damaged=lambda e, p, told=told: told.append(e))
        assert told and "saved game" not in told[0].detail, told[0].detail


# -- a full disk ------------------------------------------------------------------------------


def test_a_full_disk_warns_once_and_the_autosave_recovers_when_space_is_freed(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    import errno

    rng = random.Random(2)
    record = GameRecord.new(GameSetup.default("draw", seed=2, options={"target": 10_000}))
    saver = Autosaver()
    for _ in range(30):
        _step(record, rng)
        saver.update(record)
    full = [True]
    real_write, real_append = files.atomic_write_bytes, files.append_bytes

    def no_space(real: Any) -> Any:
        def op(path: Any, data: bytes) -> None:
            if full[0] and len(data) > 0:
                raise OSError(errno.ENOSPC, "No space left on device")
            real(path, data)
        return op

    monkeypatch.setattr(autosave, "atomic_write_bytes", no_space(real_write))
    monkeypatch.setattr(autosave, "append_bytes", no_space(real_append))
    with caplog.at_level(logging.WARNING):
        for _ in range(40):
            _step(record, rng)
            saver.update(record)
            assert saver.error is not None
    warnings = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(warnings) == 1, [r.getMessage() for r in warnings]
    full[0] = False
    _step(record, rng)
    saver.update(record)
    assert saver.error is None
    assert state(pending_autosave()) == state(record)


# -- a negative seed ------------------------------------------------------------------------


def test_a_negative_seed_in_a_file_is_refused(tmp_path: Path) -> None:
    data = GameRecord.new(GameSetup.default("draw", seed=1)).to_json()
    data["setup"]["seed"] = -1
    file = tmp_path / "seed.domino"
    file.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="seed"):
        load_record(file)
