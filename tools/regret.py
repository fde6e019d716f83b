"""Screen search settings on the same positions: regret against the real deal, solved exactly.

    python tools/regret.py --hands 200 --variant A=hard --variant B=hard:worlds=60

Positions come from partnership hands of ``--source`` (default ``hard``) against
``--against`` (default ``sampled-ab``): every decision of the source team with a choice of
tiles.  In each, the real deal is solved exactly (every hand known) and each variant's choice
is charged its *regret*: the best move's value minus its own, in points of the hand.  All
variants answer the same positions, so their difference has far less noise than whole hands
(the luck of the deal is gone) — but a world-blind judge cannot see what a move tells the
partner, so choices that matter through signalling still need whole games (strength.py).
A second table splits the regret by phase of the hand (moves 1-3, 4-7, 8-11, 12-15, 16 on).
``--max-move N`` judges only the first N moves of each hand and stops it there: a quick screen
of opening play on many hands.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from strength import register_variant  # noqa: E402

from dominoes_qt.ai import make_player  # noqa: E402
from dominoes_qt.ai.sampled_ab import team_margin  # noqa: E402
from dominoes_qt.ai.solver import LineSolver, line_rules  # noqa: E402
from dominoes_qt.rules import Kind, Match, all_games, configure  # noqa: E402

VARIANTS: list[str] = []
#: Judge only moves up to this number (0: the whole hand); the hand stops there.
MAX_MOVE = 0


def positions_of(task: tuple[str, str, int, int]) -> list[tuple[int, list[float], list[float]]]:
    """Play hand ``index`` and judge every variant at each decision of the source team:
    (move number, regret per variant, CPU seconds per variant)."""
    source, against, seed, index = task
    settings = configure("partnership", 4)
    team = index % 2
    levels = [source if s % 2 == team else against for s in range(4)]
    bots = [make_player(levels[s], seed * 1000 + index * 10 + s) for s in range(4)]
    judges = [[make_player(v, seed * 1000 + index * 10 + s) for s in range(4)] for v in VARIANTS]
    hand = Match(settings, seed=seed + index // 2).hand
    rules = line_rules(settings)
    out = []
    while hand.result is None:
        seat = hand.turn
        view = hand.view(seat)
        if MAX_MOVE and len(view.history) >= MAX_MOVE:
            break
        plays = [a for a in view.legal if a.kind is Kind.PLAY]
        if seat % 2 == team and len(plays) > 1 and hand.layout.tiles:
            me = settings.side_of(seat)
            solver = LineSolver(rules, me, team_margin(me))
            values = {a: solver.move_value(hand, a) for a in plays}
            best = max(values.values())
            regrets, times = [], []
            for bots_of_variant in judges:
                t0 = time.process_time()
                choice = bots_of_variant[seat].choose(view)
                times.append(time.process_time() - t0)
                regrets.append(best - values[choice])
            out.append((len(view.history) + 1, regrets, times))
        hand.apply(bots[seat].choose(view))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--source", default="hard")
    ap.add_argument("--against", default="sampled-ab")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=LEVEL[:K=V,...]",
                    help="a level, or a variant as in strength.py (repeatable)")
    ap.add_argument("--max-move", type=int, default=0,
                    help="judge only the first N moves of each hand (the opening)")
    args = ap.parse_args(argv)
    global MAX_MOVE
    MAX_MOVE = args.max_move
    for spec in args.variant:
        name, _, rest = spec.partition("=")
        if ":" in rest:
            register_variant(spec)
            VARIANTS.append(name)
        else:
            VARIANTS.append(rest or name)
    names = [spec.partition("=")[0] for spec in args.variant]
    all_games()
    tasks = [(args.source, args.against, args.seed, i) for i in range(args.hands)]
    started = time.perf_counter()
    if args.workers > 1:
        with multiprocessing.get_context("fork").Pool(args.workers) as pool:
            chunks = pool.map(positions_of, tasks, chunksize=2)
    else:
        chunks = [positions_of(t) for t in tasks]
    rows = [r for chunk in chunks for r in chunk]
    n = len(rows)
    print(f"{n} positions from {args.hands} hands in {time.perf_counter() - started:.0f}s")
    for j, name in enumerate(names):
        regrets = [r[1][j] for r in rows]
        diffs = [r[1][j] - r[1][0] for r in rows]
        se = statistics.stdev(diffs) / math.sqrt(n) if n > 1 and j else 0.0
        early = [r[1][j] for r in rows if r[0] < 8]
        times = sorted(r[2][j] for r in rows)
        print(f"{name:>10}: regret {statistics.mean(regrets):6.3f}/decision  "
              f"vs first {statistics.mean(diffs):+6.3f} ± {se:.3f}  "
              f"early {statistics.mean(early) if early else 0:6.3f}  "
              f"exact-best {sum(1 for x in regrets if x == 0) / n:5.1%}  "
              f"median {1000 * times[n // 2]:.0f} ms  max {1000 * times[-1]:.0f} ms")
    print(by_move(rows, names))
    return 0


#: Move-number ranges of the per-phase table (moves counted as in sampled-ab: every action).
PHASES = ((1, 3), (4, 7), (8, 11), (12, 15), (16, 99))


def by_move(rows: list[tuple[int, list[float], list[float]]], names: list[str]) -> str:
    """Mean regret of each variant per phase of the hand, with its difference to the first
    variant ± one standard error (where in the hand a variant gains or loses)."""
    lines = []
    for lo, hi in PHASES:
        sel = [r for r in rows if lo <= r[0] <= hi]
        if not sel:
            continue
        parts = []
        for j, name in enumerate(names):
            mean = statistics.mean(r[1][j] for r in sel)
            if not j:
                parts.append(f"{name} {mean:.2f}")
                continue
            diffs = [r[1][j] - r[1][0] for r in sel]
            se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
            parts.append(f"{name} {mean:.2f} ({statistics.mean(diffs):+.2f} ± {se:.2f})")
        lines.append(f"moves {lo:2}-{hi:2} ({len(sel):4} positions): " + "  ".join(parts))
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
