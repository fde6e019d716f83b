"""Winnable share of random deals for each solitaire, and how long the solver takes.

    nice -n 19 python tools/solitaire_figures.py --deals 10000 [--game bingo ...] [--json]

For each game, deals are seeds 0..N-1 at default options (the deal a player gets with that
seed).  Each deal is searched by :func:`dominoes_qt.rules.solitaires.solver.solve` with a
position budget; a deal the search does not settle within it is counted as unsettled and left
out of the share.  The share comes with a Wilson 95% interval; the solver's time per deal
(CPU seconds of this process, so other work on a shared machine does not inflate it) is given
as median, p95 and max.  Timing belongs here, never in a test.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from dominoes_qt.rules import all_games, configure, deal, find_game
from dominoes_qt.rules.solitaires.solver import UNKNOWN, WIN, solve
from dominoes_qt.solitaire_arena import wilson

SOLITAIRE_IDS = tuple(g.id for g in all_games() if g.is_solitaire)


def measure(game_id: str, deals: int, max_nodes: int, seconds: float | None) -> dict:
    settings = configure(game_id)
    cls = find_game(game_id).state_class
    wins = unsettled = 0
    times: list[float] = []
    start_all = time.monotonic()
    done = 0
    for seed in range(deals):
        if seconds is not None and time.monotonic() - start_all > seconds:
            break
        state = cls(settings, deal(settings, random.Random(seed)))
        start = time.process_time()
        out = solve(state, max_nodes=max_nodes)
        times.append(time.process_time() - start)
        done += 1
        if out.status == UNKNOWN:
            unsettled += 1
        elif out.status == WIN:
            wins += 1
    settled = done - unsettled
    low, high = wilson(wins, settled)
    times.sort()

    def pct(q: float) -> float:
        return times[min(len(times) - 1, round(q * (len(times) - 1)))] if times else 0.0

    return {"game": game_id, "deals": done, "settled": settled, "unsettled": unsettled,
            "winnable": wins, "share": round(wins / settled, 4) if settled else None,
            "wilson95": [round(low, 4), round(high, 4)], "max_nodes": max_nodes,
            "median_ms": round(pct(0.5) * 1000, 3), "p95_ms": round(pct(0.95) * 1000, 3),
            "max_ms": round(times[-1] * 1000, 3) if times else 0.0}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--deals", type=int, default=10_000)
    p.add_argument("--game", action="append", default=[], metavar="ID")
    p.add_argument("--max-nodes", type=int, default=1_000_000)
    p.add_argument("--seconds", type=float, help="stop a game after this wall time")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    for gid in args.game or SOLITAIRE_IDS:
        row = measure(gid, args.deals, args.max_nodes, args.seconds)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            low, high = row["wilson95"]
            share = row["share"]
            print(f"{gid:<16} {row['deals']:>6} deals  {row['unsettled']:>4} unsettled  "
                  f"winnable {100 * (share or 0):6.2f}% [{100 * low:.2f}, {100 * high:.2f}]  "
                  f"solver ms median {row['median_ms']:.2f} p95 {row['p95_ms']:.2f} "
                  f"max {row['max_ms']:.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
