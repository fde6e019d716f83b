"""Run a Qt program and report when its first window is on screen, then end it.

Used by ``tools/startup_time.py`` (which see); both programs it compares run under this same
probe, so the probe's own small cost is on both sides.  Usage::

    python3 tools/startup_probe.py -m dominoes_qt [ARGS...]
    python3 tools/startup_probe.py path/to/script.py [ARGS...]

When the program imports ``PySide6.QtWidgets``, ``QWidget.show`` is wrapped so that the first
window shown gets an event filter; once that window's first ``Paint`` has been handled (the
first frame painted and flushed: the same moment as the end of its first ``Expose``) the probe
prints one line ``first-frame <time.monotonic()> <peak RSS in KiB> <CPU seconds>`` and leaves
at once (``os._exit``); the CPU time (user + system, this process) tells a busy machine's
waits apart from the program's own work.

The probe stays out of the way: it imports nothing of Qt before the program does (the import
order matters, see docs/startup.md), and it watches one window, not the application: an
application-wide event filter sees every object of the program, and PySide6 pays for each
kind of object Python first sees (about 20 ms for the minimal program, which hid that much of
its time and some of ours).  With ``STARTUP_PROBE_MODULES=1`` it also prints the modules
loaded by then, in the order they were loaded (``tests/gui/test_startup.py`` checks what the first
frame does without; ``tools/startup_time.py`` builds its floor yardstick from them).
"""

from __future__ import annotations

import importlib.abc
import importlib.util
import os
import resource
import runpy
import sys
import time


class _PatchOnImport(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``PySide6.QtWidgets`` the usual way and patches it once it is loaded."""

    def find_spec(self, name, path, target=None):  # noqa: ANN001 - importlib protocol
        if name != "PySide6.QtWidgets":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.loader is not None:
            self._loader = spec.loader
            spec.loader = self
        return spec

    def create_module(self, spec):  # noqa: ANN001
        return self._loader.create_module(spec)

    def exec_module(self, module) -> None:  # noqa: ANN001
        self._loader.exec_module(module)
        _patch(module)


def _install() -> None:
    """Patch ``QWidget.show`` when the program first imports ``PySide6.QtWidgets``."""
    if "PySide6.QtWidgets" in sys.modules:
        _patch(sys.modules["PySide6.QtWidgets"])
    else:
        sys.meta_path.insert(0, _PatchOnImport())


def _patch(QtWidgets) -> None:  # noqa: N803 - the module
    from PySide6.QtCore import QEvent, QObject, QTimer

    widget_show = QtWidgets.QWidget.show

    class _Watcher(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if not self.seen and event.type() == QEvent.Type.Paint:
                self.seen = True
                QTimer.singleShot(0, _report)     # once this frame is painted and flushed
            return False

    watcher: list[_Watcher] = []

    def show(self) -> None:  # noqa: ANN001 - QWidget.show
        if not watcher and self.isWindow():
            watcher.append(_Watcher())
            self.installEventFilter(watcher[0])
        widget_show(self)

    def _report() -> None:
        now = time.monotonic()
        usage = resource.getrusage(resource.RUSAGE_SELF)
        cpu = usage.ru_utime + usage.ru_stime
        sys.stdout.write(f"first-frame {now:.6f} {usage.ru_maxrss} {cpu:.6f}\n")
        if os.environ.get("STARTUP_PROBE_MODULES"):   # what the first frame loaded, in order
            sys.stdout.write("modules " + " ".join(sys.modules) + "\n")
        sys.stdout.flush()
        os._exit(0)

    QtWidgets.QWidget.show = show


def main() -> None:
    args = sys.argv[1:]
    if not args:
        raise SystemExit(__doc__)
    _install()
    if args[0] == "-m":
        sys.argv = [args[1], *args[2:]]
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = list(args)
        runpy.run_path(args[0], run_name="__main__")


if __name__ == "__main__":
    main()
