"""Child process for the kill-and-restart tests: plays with autosave on until it is killed.

Usage: ``python autosave_child.py GAME SEED MOVES [--churn] [--journal]``.  It prints ``saved N``
(flushed) after each autosave of N actions.  After MOVES actions it prints ``ready`` and sleeps,
waiting for SIGKILL; with ``--churn`` it instead rewrites the autosave as fast as it can, with and
without the last action, so the kill lands in the middle of a write.  With ``--journal`` the
autosave is kept as the app keeps it (an :class:`Autosaver`: one full write, then journal lines,
the churn undoing and redoing the last action).
"""

from __future__ import annotations

import sys
import time

from helpers import play  # the script's folder is on sys.path

from dominoes_qt.session import GameSetup
from dominoes_qt.storage.autosave import Autosaver, write_autosave
from dominoes_qt.storage.record import GameRecord


def main() -> None:
    game_id, seed, moves = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    churn = "--churn" in sys.argv
    saver = Autosaver() if "--journal" in sys.argv else None
    record = GameRecord.new(GameSetup.default(game_id, seed=seed))
    if saver is not None:
        saver.update(record)
    for n in range(1, moves + 1):
        play(record, 1, seed=seed + n)
        if saver is None:
            write_autosave(record)
        else:
            saver.update(record)
            assert saver.error is None, saver.error
        print(f"saved {len(record.actions)}", flush=True)
    print("ready", flush=True)
    if not churn:
        while True:
            time.sleep(1)
    if saver is not None:
        while True:
            last = record.undo(1)[0][1]
            saver.update(record)
            record.apply(last)
            saver.update(record)
    before = GameRecord.from_json(record.to_json())
    before.undo(1)
    while True:
        write_autosave(before)
        write_autosave(record)

if __name__ == "__main__":
    main()
