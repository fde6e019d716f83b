"""Run another tool (or any script) of this tree on the compiled engine.

    python3 packaging/build.py engine                     # build/compiled-engine/site, once
    python3 tools/on_compiled.py tools/coach_bench.py --hands 10
    python3 tools/on_compiled.py tools/strength.py --game muggins --pair hard,medium ...

The tools put the repository first on ``sys.path``, so on their own they import the sources.
This imports the package from the compiled build first (``--site``, default
build/compiled-engine/site), checks that its engine is the compiled one, and then runs the
script as ``__main__`` with the remaining arguments: every later ``dominoes_qt`` import,
worker processes forked from it included, finds the compiled modules.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    site = ROOT / "build" / "compiled-engine" / "site"
    if argv[:1] == ["--site"] and len(argv) > 1:
        site, argv = Path(argv[1]).resolve(), argv[2:]
    if not argv or argv[0] in ("-h", "--help"):
        print(__doc__)
        return 2 if not argv else 0
    if not (site / "dominoes_qt").is_dir():
        print(f"on_compiled: no compiled package in {site} (python3 packaging/build.py engine)",
              file=sys.stderr)
        return 2
    sys.path.insert(0, str(site))
    import dominoes_qt.ai.solver  # noqa: F401, PLC0415 - cached from the build from now on
    import dominoes_qt.rules.hand  # noqa: F401, PLC0415
    from dominoes_qt.engine import engine  # noqa: PLC0415

    if engine() != "compiled":
        print(f"on_compiled: the package in {site} is not compiled", file=sys.stderr)
        return 2
    sys.argv = argv
    runpy.run_path(argv[0], run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
