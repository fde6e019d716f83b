"""A second yardstick for ``tools/startup_time.py``: the minimal program plus our code's imports.

It imports every ``dominoes_qt`` module that dominoes-qt's first frame loads (the list comes
from a probe run, in ``STARTUP_FLOOR_MODULES``, in the order the game loaded them: the
pure-Python ones before PySide6, as the game does) and then shows exactly the window of
``tools/startup_minimal.py``.  Its time over the minimal program's is what loading our code
costs before any of it runs: no settings read, no game dealt, no table built or painted.  Any
first frame of the real game must pay at least that, so this ratio is the floor under the
game's own ratio to the minimal program.
"""

from __future__ import annotations

import importlib
import os
import runpy
import sys
from pathlib import Path


def main() -> int:
    names = os.environ.get("STARTUP_FLOOR_MODULES", "").split()
    if not names:
        raise SystemExit("STARTUP_FLOOR_MODULES is empty: run me from tools/startup_time.py")
    for name in names:
        importlib.import_module(name)
    minimal = Path(__file__).resolve().with_name("startup_minimal.py")
    runpy.run_path(str(minimal), run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
