#!/usr/bin/env python3
"""How long the table's geometry takes for the biggest table there is (not a test: timings
depend on the machine, so they live here and in docs, never in an assertion).

    python3 tools/bench_geometry.py [--runs 50]

Lays out a double-twelve line of all 91 tiles with twenty open ends (the drop targets), as the
scene does after every move late in such a hand, and prints the CPU time per layout.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from test_geometry import random_game  # noqa: E402

from dominoes_qt.geometry import layout_line  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=50)
    args = p.parse_args()
    game = next(g for s in range(300) if len((g := random_game(s, 12, "all")).tiles) == 91)
    sockets = sorted(game.open_sockets)[:20]
    layout_line(game.tiles, sockets, table=(40.0, 26.0))  # warm up
    times = []
    for _ in range(args.runs):
        start = time.process_time()  # CPU time: other busy processes do not count
        layout_line(game.tiles, sockets, table=(40.0, 26.0))
        times.append((time.process_time() - start) * 1000)
    times.sort()
    print(f"layout of 91 tiles, 20 drop targets: median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(0.9 * (len(times) - 1))]:.1f} ms, best {times[0]:.1f} ms "
          f"(CPU, {args.runs} runs)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
