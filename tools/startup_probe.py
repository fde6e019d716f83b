"""Run a Qt program and report when its first window is on screen, then end it.

Used by ``tools/startup_time.py`` (which see); both programs it compares run under this same
probe, so the probe's own small cost is on both sides.  Usage::

    python3 tools/startup_probe.py -m dominoes_qt [ARGS...]
    python3 tools/startup_probe.py path/to/script.py [ARGS...]

When the program imports ``PySide6.QtWidgets``, its ``QApplication`` is replaced by a subclass
that watches for the first ``Expose`` of a window that is really exposed (the probe imports
nothing of Qt before the program does, so the program's own import order is kept: it matters,
see docs/startup.md); once that event has been handled (the
first frame painted and flushed) the probe prints one line
``first-frame <time.monotonic()> <peak RSS in KiB> <CPU seconds>`` and leaves at once
(``os._exit``); the CPU time (user + system, this process) tells a busy machine's waits apart
from the program's own work.  With ``STARTUP_PROBE_MODULES=1`` it also prints the modules
loaded by then (``tests/gui/test_startup.py`` checks what the first frame does without).
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
    """Patch ``QApplication`` when the program first imports ``PySide6.QtWidgets``."""
    if "PySide6.QtWidgets" in sys.modules:
        _patch(sys.modules["PySide6.QtWidgets"])
    else:
        sys.meta_path.insert(0, _PatchOnImport())


def _patch(QtWidgets) -> None:  # noqa: N803 - the module
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtGui import QWindow

    base = QtWidgets.QApplication

    class _Watcher(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.seen = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if (not self.seen and event.type() == QEvent.Type.Expose
                    and isinstance(obj, QWindow) and obj.isExposed()):
                self.seen = True
                QTimer.singleShot(0, _report)     # after this expose has been painted
            return False

    def _report() -> None:
        now = time.monotonic()
        usage = resource.getrusage(resource.RUSAGE_SELF)
        cpu = usage.ru_utime + usage.ru_stime
        sys.stdout.write(f"first-frame {now:.6f} {usage.ru_maxrss} {cpu:.6f}\n")
        if os.environ.get("STARTUP_PROBE_MODULES"):   # tests: what the first frame loaded
            sys.stdout.write("modules " + " ".join(sorted(sys.modules)) + "\n")
        sys.stdout.flush()
        os._exit(0)

    class ProbeApplication(base):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self._startup_watcher = _Watcher()
            self.installEventFilter(self._startup_watcher)

    QtWidgets.QApplication = ProbeApplication


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
