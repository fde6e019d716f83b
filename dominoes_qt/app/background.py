"""Work off the GUI thread whose answer only counts while the game has not moved on.

A computer player's choice and a hint (the controller's, the solitaire solver's) run on a
``QThreadPool``; their result, or the traceback of what they raised, comes back to the GUI
thread through a queued signal.  Each job is stamped with the state version it was started
for, and its answer is dropped when the version has changed since (an undo, a new game, a
move): only what was asked of the present state is delivered.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

#: Called on the GUI thread with the job's result (None after an error) and the error text.
Done = Callable[[Any, str], None]


class _Relay(QObject):
    """Lives in the GUI thread; worker threads emit through it (queued to the jobs)."""

    done = Signal(int, object, object, str)   # version, done callback, result, error text


class _Job(QRunnable):
    def __init__(self, relay: _Relay, version: int, work: Callable[[], Any], done: Done) -> None:
        super().__init__()
        self.relay = relay
        self.version = version
        self.work = work
        self.done = done
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.work()
        except Exception:  # noqa: BLE001 - reported to the GUI thread, never lost
            self.relay.done.emit(self.version, self.done, None, traceback.format_exc())
            return
        self.relay.done.emit(self.version, self.done, result, "")


class BackgroundJobs(QObject):
    """Runs jobs on ``pool`` and delivers their answers while ``version()`` is unchanged."""

    def __init__(self, pool: QThreadPool, version: Callable[[], int],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = pool
        self._version = version
        self._relay = _Relay(self)
        self._relay.done.connect(self._deliver)

    def start(self, work: Callable[[], Any], done: Done) -> None:
        """Run ``work()`` on the pool; ``done(result, error)`` follows on the GUI thread."""
        self._pool.start(_Job(self._relay, self._version(), work, done))

    @Slot(int, object, object, str)
    def _deliver(self, version: int, done: Done, result: Any, error: str) -> None:
        if version != self._version():
            return   # stale: the state changed while the job ran
        done(result, error)
