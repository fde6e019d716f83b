"""Autosave: written after every action, removed at match end, offered back, kept if damaged."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from dominoes_qt.session import GameSetup
from dominoes_qt.storage import autosave, paths
from dominoes_qt.storage.autosave import (
    Autosaver,
    clear_autosave,
    has_autosave,
    pending_autosave,
    write_autosave,
)
from dominoes_qt.storage.files import SaveFileError
from dominoes_qt.storage.record import GameRecord

from .helpers import finished, mid_hand, play, state

CHILD = Path(__file__).with_name("autosave_child.py")


def test_autosave_goes_to_the_data_folder(user_home: Path) -> None:
    record = mid_hand("all-fives")
    written = write_autosave(record)
    assert written == user_home / "autosave.domino" == paths.autosave_path()
    assert has_autosave()
    assert state(pending_autosave()) == state(record)


def test_every_action_updates_the_autosave() -> None:
    record = GameRecord.new(GameSetup.default("draw", seed=4))
    for _ in range(8):
        play(record, 1, seed=len(record.actions))
        write_autosave(record)
        resumed = pending_autosave()
        assert resumed is not None
        assert state(resumed) == state(record)


def test_no_autosave_means_nothing_to_resume() -> None:
    assert pending_autosave() is None
    assert not has_autosave()
    assert clear_autosave() is False


def test_finished_match_removes_the_autosave() -> None:
    write_autosave(mid_hand("double-nine-cross"))
    assert has_autosave()
    assert write_autosave(finished()) is None
    assert not has_autosave()


def test_finished_autosave_is_not_offered(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "autosave.domino").write_text(finished().dumps(), "utf-8")
    assert pending_autosave() is None
    assert not has_autosave()


def test_clear_autosave() -> None:
    write_autosave(mid_hand("draw"))
    assert clear_autosave() is True
    assert not has_autosave()


@pytest.mark.parametrize(
    "content",
    [b"", b"{\"format\": \"dominoes-qt-game\", \"hands\": [", b"\x00\x01binary", b"[1, 2]"],
    ids=["empty", "truncated", "binary", "foreign"],
)
def test_corrupt_autosave_is_moved_aside_not_deleted(user_home: Path, content: bytes) -> None:
    user_home.mkdir()
    (user_home / "autosave.domino").write_bytes(content)
    reported: list[tuple[SaveFileError, Path | None]] = []
    assert pending_autosave(on_corrupt=lambda e, p: reported.append((e, p))) is None
    assert not has_autosave()
    kept = list(user_home.glob("autosave.corrupt-*.domino"))
    assert len(kept) == 1
    assert kept[0].read_bytes() == content
    assert len(reported) == 1 and reported[0][1] == kept[0]
    # A new game can autosave again, and the damaged copy stays.
    write_autosave(mid_hand("draw"))
    assert pending_autosave() is not None
    assert kept[0].exists()


def test_tampered_autosave_is_moved_aside(user_home: Path) -> None:
    user_home.mkdir()
    data = json.loads(mid_hand("muggins").dumps())
    data["scores"][1] += 50
    (user_home / "autosave.domino").write_text(json.dumps(data), "utf-8")
    assert pending_autosave() is None
    assert len(list(user_home.glob("autosave.corrupt-*.domino"))) == 1


def test_stale_temporary_files_are_cleaned(user_home: Path) -> None:
    user_home.mkdir()
    stale = user_home / ".autosave.domino.abc123.tmp"
    fresh = user_home / ".autosave.domino.def456.tmp"
    stale.write_text("half a wri")
    fresh.write_text("being written")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    assert pending_autosave() is None
    assert not stale.exists()
    assert fresh.exists()  # perhaps another instance is writing it right now


def test_write_failure_is_reported(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "autosave.domino").mkdir()  # something in the way
    with pytest.raises(SaveFileError) as info:
        write_autosave(mid_hand("draw"))
    assert info.value.kind == SaveFileError.WRITE


# -- kill and restart ----------------------------------------------------------------------------


def _start_child(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ.copy(),  # carries DOMINOES_QT_HOME
    )


def _read_until(child: subprocess.Popen[str], last: str) -> list[str]:
    lines = []
    assert child.stdout is not None
    for line in child.stdout:
        lines.append(line.strip())
        if line.strip() == last:
            return lines
    pytest.fail(f"child ended early: {lines[-3:]} {child.stderr.read() if child.stderr else ''}")


def _kill(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGKILL)
    child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    for stream in (child.stdout, child.stderr):
        if stream is not None:
            stream.close()


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("game_id", ["all-fives", "draw"])
def test_killed_game_resumes_from_the_autosave(game_id: str) -> None:
    child = _start_child(game_id, "21", "12")
    try:
        lines = _read_until(child, "ready")
    finally:
        _kill(child)
    assert lines[-2] == "saved 12"
    resumed = pending_autosave()
    assert resumed is not None
    # The same game replayed here: the autosave is exactly where the child was.
    expected = GameRecord.new(GameSetup.default(game_id, seed=21))
    for n in range(1, 13):
        play(expected, 1, seed=21 + n)
    assert state(resumed) == state(expected)
    # And it plays on.
    play(resumed, 30, seed=1)
    assert len(resumed.actions) > 12


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("delay", [0.0, 0.05, 0.2])
def test_kill_in_the_middle_of_writes_never_leaves_a_broken_autosave(
    user_home: Path, delay: float
) -> None:
    child = _start_child("draw", "8", "6", "--churn")
    try:
        _read_until(child, "ready")
        time.sleep(delay)  # the child is rewriting the autosave non-stop
    finally:
        _kill(child)
    resumed = pending_autosave()
    assert resumed is not None, "the autosave must survive any kill"
    assert len(resumed.actions) in (5, 6)
    assert list(user_home.glob("*.corrupt-*")) == []


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("delay", [0.0, 0.05, 0.2])
def test_kill_in_the_middle_of_journal_writes_loses_at_most_one_action(
    user_home: Path, delay: float
) -> None:
    child = _start_child("draw", "8", "6", "--churn", "--journal")
    try:
        _read_until(child, "ready")
        time.sleep(delay)  # the child is appending undos and moves non-stop
    finally:
        _kill(child)
    resumed = pending_autosave()
    assert resumed is not None, "the autosave must survive any kill"
    assert len(resumed.actions) in (5, 6)
    assert list(user_home.glob("*.corrupt-*")) == []


# -- the autosaver used by the main window -------------------------------------------------------


def test_autosaver_writes_only_on_change(monkeypatch: pytest.MonkeyPatch) -> None:
    full: list[int] = []
    appended: list[bytes] = []
    real_save, real_append = autosave.write_full, autosave.append_bytes

    def counting_save(path: Path, data: bytes) -> None:
        full.append(len(GameRecord.loads(data).actions))
        real_save(path, data)

    def counting_append(path: object, data: bytes) -> None:
        appended.append(data)
        real_append(path, data)

    monkeypatch.setattr(autosave, "write_full", counting_save)
    monkeypatch.setattr(autosave, "append_bytes", counting_append)
    saver = Autosaver()
    record = GameRecord.new(GameSetup.default("all-fives", seed=5))
    assert saver.update(record) is True  # the new game itself, in full
    assert saver.update(record) is False  # nothing changed
    assert saver.update(None) is False
    play(record, 1)
    assert saver.update(record) is True  # one line appended to the journal
    assert saver.update(record) is False
    last = record.actions[-1][1]
    record.undo(1)
    assert saver.update(record) is True  # back to the full record: an undo line
    assert state(pending_autosave()) == state(record)
    record.apply(last)
    assert saver.update(record) is True
    assert full == [0]
    assert len(appended) == 3 and all(line.count(b"\n") == 1 for line in appended)
    assert b"undo" in appended[1]
    assert state(pending_autosave()) == state(record)
    play(record, 1)
    other = Autosaver()   # its full record holds two actions
    assert other.update(record) is True and full == [0, 2]
    record.undo(1)
    assert other.update(record) is True  # back past the full record: written in full again
    assert full == [0, 2, 1]
    assert state(pending_autosave()) == state(record)


def test_autosaver_removes_the_file_when_the_match_ends() -> None:
    saver = Autosaver()
    record = GameRecord.new(GameSetup.default("double-nine-cross", seed=3))
    saver.update(record)
    assert has_autosave()
    while not record.match.is_over:
        play(record, 1, seed=len(record.actions))
        saver.update(record)
    assert not has_autosave()


def test_autosaver_keeps_the_error_and_retries(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "autosave.domino").mkdir()
    saver = Autosaver()
    record = mid_hand("draw")
    assert saver.update(record) is False
    assert saver.error is not None and saver.error.kind == SaveFileError.WRITE
    (user_home / "autosave.domino").rmdir()
    assert saver.update(record) is True  # retried although the game did not change
    assert saver.error is None
    saver.forget()
    assert not has_autosave()
