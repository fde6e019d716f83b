"""Measure the computer levels against each other: whole matches, seats alternated.

    python tools/strength.py --game draw --players 2 --pair hard,medium --matches 400
    python tools/strength.py --suite --matches 400 --workers 2 --out docs/strength.json

Matches are played in pairs on the same deal seed with the two levels' seats swapped
("duplicate" style), which cancels both the first-player advantage and much of the luck of the
deal.  In a partnership game a level holds seats 0 and 2 or 1 and 3.  The result is the share
of matches won by the first level with a Wilson 95% interval, and the time per decision of
every level (only decisions with more than one legal action are timed).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai import make_player  # noqa: E402
from dominoes_qt.rules import Match, all_games, configure  # noqa: E402

SUITE = (
    ("partnership", 4, "hard", "medium"),
    ("draw", 2, "hard", "medium"),
    ("muggins", 2, "hard", "medium"),
    ("five-up", 2, "hard", "medium"),
    ("partnership", 4, "medium", "random"),
    ("draw", 2, "medium", "random"),
    ("muggins", 2, "medium", "random"),
    ("five-up", 2, "medium", "random"),
)


@dataclass
class MatchResult:
    first_won: bool | None          # None: no winner (should not happen in these games)
    hands: int
    times: dict[str, list[float]] = field(default_factory=dict)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def play_match(task: tuple[str, int, str, str, int, int]) -> MatchResult:
    """One match; ``index`` even puts level ``a`` in seat 0 (and 2), odd in seat 1 (and 3)."""
    game, players, a, b, seed, index = task
    settings = configure(game, players=players)
    first_seats = {s for s in range(players) if s % 2 == index % 2} if players in (2, 4) \
        else {index % players}
    levels = [a if s in first_seats else b for s in range(players)]
    bots = [make_player(levels[s], seed * 1000 + index * 10 + s) for s in range(players)]
    match = Match(settings, seed=seed + index // 2)
    times: dict[str, list[float]] = {a: [], b: []}
    hands = 1
    while True:
        hand = match.hand
        while hand.result is None:
            seat = hand.turn
            view = hand.view(seat)
            t0 = time.perf_counter()
            action = bots[seat].choose(view)
            dt = time.perf_counter() - t0
            if len(view.legal) > 1:
                times[levels[seat]].append(dt)
            match.apply(action)
        if match.is_over:
            break
        match.next_hand()
        hands += 1
    side = match.winner_side
    if side is None:
        return MatchResult(None, hands, times)
    winner_seats = {s for s in range(players) if settings.side_of(s) == side}
    return MatchResult(bool(winner_seats & first_seats), hands, times)


def run_pair(game: str, players: int, a: str, b: str, matches: int, seed: int,
             workers: int) -> dict[str, object]:
    tasks = [(game, players, a, b, seed, i) for i in range(matches)]
    started = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results = pool.map(play_match, tasks, chunksize=4)
    else:
        results = [play_match(t) for t in tasks]
    wins = sum(1 for r in results if r.first_won)
    decided = sum(1 for r in results if r.first_won is not None)
    lo, hi = wilson(wins, decided)
    timing: dict[str, dict[str, float]] = {}
    for level in (a, b):
        ts = [t for r in results for t in r.times.get(level, [])]
        if ts:
            ts.sort()
            timing[level] = {
                "decisions": len(ts),
                "median_ms": 1000 * statistics.median(ts),
                "p90_ms": 1000 * ts[int(0.9 * (len(ts) - 1))],
                "max_ms": 1000 * ts[-1],
            }
    return {
        "game": game, "players": players, "first": a, "second": b, "matches": decided,
        "first_wins": wins, "rate": wins / decided if decided else 0.0,
        "wilson95": [lo, hi], "hands_per_match": statistics.mean(r.hands for r in results),
        "seconds": time.perf_counter() - started, "timing": timing,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="draw")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--pair", default="hard,medium", help="two level ids, first is measured")
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--suite", action="store_true", help="the four games, both pairings")
    ap.add_argument("--out", help="write the results as JSON here")
    ap.add_argument("--budget", help="experiment: hard's budget as key=value,... "
                                     "(e.g. worlds=120,playouts=1200)")
    args = ap.parse_args(argv)
    if args.budget:
        from dataclasses import replace

        from dominoes_qt.ai import hard
        changes = {k: type(getattr(hard.DEFAULT_BUDGET, k))(v)
                   for k, v in (kv.split("=") for kv in args.budget.split(","))}
        hard.DEFAULT_BUDGET = replace(hard.DEFAULT_BUDGET, **changes)
    runs = list(SUITE) if args.suite else [(args.game, args.players, *args.pair.split(","))]
    all_games()      # load every module before forking: workers never import mid-run
    out = []
    for game, players, a, b in runs:
        res = run_pair(game, players, a, b, args.matches, args.seed, args.workers)
        out.append(res)
        lo, hi = res["wilson95"]  # type: ignore[misc]
        print(f"{game:12} {a:>7} vs {b:<7} {res['first_wins']:4}/{res['matches']:<4} "
              f"{100 * res['rate']:5.1f}%  [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
              f"{res['seconds']:6.0f}s  {json.dumps(res['timing'])}", flush=True)
        if args.out:
            Path(args.out).write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
