"""Child process for the two-copies test: the real main window, with its files on, as a start
of the game makes it (``dominoes-qt`` with persistence; the ``--screenshot`` run keeps none).

Usage: ``python two_copies_child.py SEED GAMES``.  It starts up (the autosave of the last run
is not offered back: kept as a file, as a start with a game named does), reads its statistics,
prints ``started`` and waits for a line on standard input; then plays GAMES whole solitaire
games of Twelve To Go (seeds SEED, SEED + 1...), starts one more, makes two moves in it,
prints ``ready SEED ACTIONS`` and sleeps until it is killed.
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from dominoes_qt.app.main_window import MainWindow  # noqa: E402
from dominoes_qt.session import HUMAN, GameSetup, SeatSpec  # noqa: E402


def _setup(seed: int) -> GameSetup:
    return GameSetup.default("twelve-to-go", seats=(SeatSpec(HUMAN),), seed=seed)


def _move(window: MainWindow) -> bool:
    controller = window.controller
    controller.wait_idle()
    hand = controller.hand
    if hand.result is not None:
        return False
    return controller.play_human(hand.legal_actions()[0])


def main() -> None:
    seed, games = int(sys.argv[1]), int(sys.argv[2])
    app = QApplication([])
    window = MainWindow(computer_delay_ms=0, animation_speed=0.0, persist=True, start=False)
    window.files.show_error = lambda title, text: print("error", text, flush=True)
    window.files.ask_replace = lambda record: "discard"
    window.files.start_up(None, offer_resume=False)
    _ = window.files.statistics          # read now: both copies start from the same file
    print("started", flush=True)
    sys.stdin.readline()
    for i in range(games):
        window.start_game(_setup(seed + i))
        while _move(window):
            pass
        app.processEvents()
    window.start_game(_setup(seed + games))
    for _ in range(2):
        _move(window)
    window.controller.wait_idle()
    app.processEvents()
    record = window.controller.record
    assert record is not None and not record.match.is_over
    print(f"ready {record.setup.seed} {len(record.actions)}", flush=True)
    while True:
        time.sleep(1)


if __name__ == "__main__":
    main()
