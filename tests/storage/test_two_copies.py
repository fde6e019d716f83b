"""Issue 30: two copies of the game on one settings folder keep each other's games and add
up their statistics (two real processes; the game's own windows, files on)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from dominoes_qt.storage.autosave import keep_left_by_others, pending_autosave
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
