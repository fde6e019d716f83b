"""Issue 30: two copies of the game on one settings folder keep each other's games and add
up their statistics (two real processes; the game's own windows, files on)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt.storage.autosave import (
    LOCK_SUFFIX,
    keep_left_by_others,
    own_autosave,
    pending_autosave,
    slot_path,
)
from dominoes_qt.storage.files import try_lock
from dominoes_qt.storage.statistics import load_statistics

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("two_copies_child.py")
GAMES = 3


def _start(seed: int, home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, DOMINOES_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, str(CHILD), str(seed), str(GAMES)], env=env,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)


def _line(proc: subprocess.Popen[str], word: str) -> str:
    assert proc.stdout is not None
    for line in proc.stdout:
        assert not line.startswith("error"), line
        if line.startswith(word):
            return line.strip()
    raise AssertionError(f"the child ended without {word!r} (status {proc.wait()})")


def test_two_copies_on_one_folder_lose_no_game_and_no_statistic(user_home: Path) -> None:
    user_home.mkdir()
    copies = [_start(100, user_home), _start(200, user_home)]
    try:
        for proc in copies:
            _line(proc, "started")
        for proc in copies:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        ready = sorted(_line(proc, "ready").split()[1:] for proc in copies)
    finally:
        for proc in copies:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
    # The next start: its own autosave offered back, the other copy's kept as a file.
    games = []
    resumed = pending_autosave()
    assert resumed is not None
    games.append([str(resumed.setup.seed), str(len(resumed.actions))])
    for record, _ in keep_left_by_others():
        games.append([str(record.setup.seed), str(len(record.actions))])
    assert sorted(games) == ready
    stats = load_statistics().game("twelve-to-go")
    assert stats.matches_played == 2 * GAMES
    assert stats.hands_played == 2 * GAMES


def _unusable_lock(kind: str, lock: Path) -> None:
    if kind == "folder":
        lock.mkdir()
    elif kind == "pipe":
        os.mkfifo(lock)
    elif kind == "link loop":
        lock.symlink_to(lock.name)


@pytest.mark.parametrize("kind", ["folder", "pipe", "link loop"])
def test_an_unusable_autosave_lock_is_set_aside_and_the_slot_locked(kind: str,
                                                                    user_home: Path) -> None:
    """Issue 39.3: an unusable lock used to make the game take slot 1 without a lock, so a
    second copy wrote the same journal and both games were lost."""
    user_home.mkdir()
    lock = slot_path(1).with_name(slot_path(1).name + LOCK_SUFFIX)
    _unusable_lock(kind, lock)
    own = own_autosave()
    own_lock = own.with_name(own.name + LOCK_SUFFIX)
    assert try_lock(own_lock) is None            # held by this copy: no other copy takes it
    kept = [p for p in user_home.iterdir() if ".unreadable-" in p.name]
    assert len(kept) == 1                        # the unusable lock kept aside, not deleted


def test_two_copies_with_an_unusable_lock_keep_two_autosaves(user_home: Path) -> None:
    user_home.mkdir()
    lock = slot_path(1).with_name(slot_path(1).name + LOCK_SUFFIX)
    lock.mkdir()
    env = dict(os.environ, DOMINOES_QT_HOME=str(user_home), PYTHONPATH=str(ROOT))
    code = ("import sys, time; from dominoes_qt.storage.autosave import own_autosave; "
            "print(own_autosave(), flush=True); sys.stdin.readline()")
    copies = [subprocess.Popen([sys.executable, "-c", code], env=env, stdin=subprocess.PIPE,
                               stdout=subprocess.PIPE, text=True) for _ in range(2)]
    try:
        paths = [proc.stdout.readline().strip() for proc in copies if proc.stdout]
    finally:
        for proc in copies:
            proc.kill()
            proc.wait()
    assert len(set(paths)) == 2, paths
