"""BackgroundJobs: answers come back on the GUI thread, errors as text, stale ones never."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, QThreadPool

from dominoes_qt.app.background import BackgroundJobs


def _jobs(owner: QObject, version: list[int]) -> tuple[BackgroundJobs, QThreadPool]:
    pool = QThreadPool(owner)
    return BackgroundJobs(pool, lambda: version[0], owner), pool


def test_result_and_error_come_back_on_the_gui_thread(qtbot) -> None:
    version = [0]
    owner = QObject()   # the controller, in the app
    jobs, pool = _jobs(owner, version)
    got: list[tuple[object, str, bool]] = []
    gui = threading.current_thread()

    def done(result: object, error: str) -> None:
        got.append((result, error, threading.current_thread() is gui))

    jobs.start(lambda: threading.current_thread() is not gui, done)
    jobs.start(lambda: 1 / 0, done)
    qtbot.waitUntil(lambda: len(got) == 2, timeout=5_000)
    pool.waitForDone(5_000)
    ok = next(g for g in got if not g[1])
    failed = next(g for g in got if g[1])
    assert ok == (True, "", True)            # ran on a worker, delivered on the GUI thread
    assert failed[0] is None and "ZeroDivisionError" in failed[1] and failed[2]


def test_an_answer_for_an_older_state_is_dropped(qtbot) -> None:
    version = [0]
    owner = QObject()   # the controller, in the app
    jobs, pool = _jobs(owner, version)
    gate = threading.Event()
    got: list[object] = []
    jobs.start(lambda: gate.wait(5) and "old", lambda result, error: got.append(result))
    version[0] = 1                            # the game moved on while it ran
    jobs.start(lambda: gate.wait(5) and "new", lambda result, error: got.append(result))
    gate.set()
    pool.waitForDone(5_000)
    qtbot.waitUntil(lambda: got == ["new"], timeout=5_000)
    qtbot.wait(50)
    assert got == ["new"]
