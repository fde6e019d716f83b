"""Measure the computer levels against each other: whole matches, seats alternated.

    python tools/strength.py --game draw --players 2 --pair hard,medium --matches 400
    python tools/strength.py --suite --matches 400 --workers 2 --out docs/strength.json
    python tools/strength.py --game partnership --players 4 --pair hard,sampled-ab --hands 400
    python tools/strength.py --variant h2=hard:worlds=60 --pair h2,hard --hands 400

Matches are played in pairs on the same deal seed with the two levels' seats swapped
("duplicate" style), which cancels both the first-player advantage and much of the luck of the
deal.  In a partnership game a level holds seats 0 and 2 or 1 and 3.  The result is the share
of matches won by the first level with a Wilson 95% interval, and the CPU time per decision of
every level (``time.process_time`` of the worker process, so other work on a shared machine does
not inflate it; only decisions with more than one legal action are timed).

``--hands N`` is the sensitive screen for experiments: N single hands from 0-0 (the same deal
twice, seats swapped), reported as the first level's mean point margin per hand with its
standard error over the deal pairs.  ``--variant NAME=LEVEL:key=value,...`` registers a copy of
``hard`` (keys of its ``Budget``) or ``sampled-ab`` (its constructor's keywords) with other
settings under NAME, so two settings can be pitted against each other.
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

from dominoes_qt.ai import introduce, make_player  # noqa: E402
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
    first_won: bool | None          # None: no winner (a tied hand, in --hands mode)
    hands: int
    times: dict[str, list[float]] = field(default_factory=dict)
    margin: float = 0.0             # --hands mode: the first level's point margin


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval for a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return centre - half, centre + half


def play_match(task: tuple[str, int, str, str, int, int, bool]) -> MatchResult:
    """One match (or with ``one_hand`` its first hand only); ``index`` even puts level ``a`` in
    seat 0 (and 2), odd in seat 1 (and 3)."""
    game, players, a, b, seed, index, one_hand = task
    settings = configure(game, players=players)
    first_seats = {s for s in range(players) if s % 2 == index % 2} if players in (2, 4) \
        else {index % players}
    levels = [a if s in first_seats else b for s in range(players)]
    bots = [make_player(levels[s], seed * 1000 + index * 10 + s) for s in range(players)]
    for s, bot in enumerate(bots):
        introduce(bot, s, levels)
    match = Match(settings, seed=seed + index // 2)
    times: dict[str, list[float]] = {a: [], b: []}
    hands = 1
    while True:
        hand = match.hand
        while hand.result is None:
            seat = hand.turn
            view = hand.view(seat)
            t0 = time.process_time()
            action = bots[seat].choose(view)
            dt = time.process_time() - t0
            if len(view.legal) > 1:
                times[levels[seat]].append(dt)
            match.apply(action)
        if one_hand:
            gains = list(match.scores)
            mine = sum(gains[settings.side_of(s)] for s in first_seats) / len(first_seats)
            theirs = [g for side, g in enumerate(gains)
                      if side not in {settings.side_of(s) for s in first_seats}]
            margin = mine - sum(theirs) / len(theirs)
            won = hand.result.winner_side if hand.result else None
            first_won = None if won is None else any(settings.side_of(s) == won
                                                       for s in first_seats)
            return MatchResult(first_won, 1, times, margin)
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
             workers: int, one_hand: bool = False, first: int = 0,
             keep_times: bool = False) -> dict[str, object]:
    """``first``: index of the first match (a run in parts plays the matches one run of
    ``first + matches`` would); ``keep_times``: every decision's time in the result too."""
    tasks = [(game, players, a, b, seed, i, one_hand) for i in range(first, first + matches)]
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
                "p95_ms": 1000 * ts[int(0.95 * (len(ts) - 1))],
                "max_ms": 1000 * ts[-1],
            }
            if keep_times:
                timing[level]["all_ms"] = [round(1000 * t, 3) for t in ts]  # type: ignore[assignment]
    extra: dict[str, object] = {}
    if one_hand:
        pairs = [(results[i].margin + results[i + 1].margin) / 2
                 for i in range(0, len(results) - 1, 2)]
        extra = {"mode": "hands", "hands": len(results),
                 "margin": statistics.mean(pairs),
                 "margin_se": statistics.stdev(pairs) / math.sqrt(len(pairs))
                 if len(pairs) > 1 else 0.0}
    return {
        **extra,
        "game": game, "players": players, "first": a, "second": b, "matches": decided,
        "first_wins": wins, "rate": wins / decided if decided else 0.0,
        "wilson95": [lo, hi], "hands_per_match": statistics.mean(r.hands for r in results),
        "seconds": time.perf_counter() - started, "timing": timing,
    }


def register_variant(spec: str) -> None:
    """``NAME=LEVEL:key=value,...``: a copy of hard (Budget keys) or sampled-ab (keywords)."""
    from dataclasses import fields, replace

    from dominoes_qt.ai import hard, register_level, sampled_ab

    name, _, rest = spec.partition("=")
    base, _, assignments = rest.partition(":")
    pairs = [kv.split("=", 1) for kv in assignments.split(",") if kv]
    if base == "hard":
        types = {f.name: type(getattr(hard.DEFAULT_BUDGET, f.name))
                 for f in fields(hard.Budget)}
        budget = replace(hard.DEFAULT_BUDGET, **{k: _cast(types[k], v) for k, v in pairs})

        def factory(seed: int) -> object:
            return hard.HardPlayer(seed, budget)
    elif base == "sampled-ab":
        kwargs = {k: int(v) for k, v in pairs}

        def factory(seed: int) -> object:
            return sampled_ab.SampledAlphaBetaPlayer(seed, **kwargs)
    else:
        raise SystemExit(f"strength: --variant needs hard or sampled-ab, not {base!r}")
    register_level(name, name, f"{spec}.", factory, listed=False)  # type: ignore[arg-type]


def _cast(kind: type, text: str) -> object:
    if kind is bool:
        return text.lower() in ("1", "true", "yes")
    return kind(text)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", default="draw")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--pair", default="hard,medium", help="two level ids, first is measured")
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--hands", type=int, help="screen: N single hands (deal pairs) instead")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=LEVEL:K=V,...",
                    help="register a variant of hard or sampled-ab (repeatable)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--suite", action="store_true", help="the four games, both pairings")
    ap.add_argument("--out", help="write the results as JSON here")
    ap.add_argument("--first", type=int, default=0,
                    help="index of the first match (even): run a long measurement in parts")
    ap.add_argument("--all-times", action="store_true",
                    help="write every decision's time to --out (to merge parts)")
    ap.add_argument("--budget", help="experiment: hard's budget as key=value,... "
                                     "(e.g. worlds=120,playouts=1200)")
    args = ap.parse_args(argv)
    if args.first % 2:
        ap.error("--first takes an even index (deals are played in pairs)")
    if args.hands and args.hands % 2:
        ap.error("--hands takes an even number (deals are played in pairs)")
    if args.budget:
        from dataclasses import replace

        from dominoes_qt.ai import hard
        changes = {k: type(getattr(hard.DEFAULT_BUDGET, k))(v)
                   for k, v in (kv.split("=") for kv in args.budget.split(","))}
        hard.DEFAULT_BUDGET = replace(hard.DEFAULT_BUDGET, **changes)
    for spec in args.variant:
        register_variant(spec)
    runs = list(SUITE) if args.suite else [(args.game, args.players, *args.pair.split(","))]
    all_games()      # load every module before forking: workers never import mid-run
    out = []
    for game, players, a, b in runs:
        count = args.hands or args.matches
        res = run_pair(game, players, a, b, count, args.seed, args.workers, bool(args.hands),
                       args.first, args.all_times)
        out.append(res)
        lo, hi = res["wilson95"]  # type: ignore[misc]
        timing = {k: {m: round(v, 1) for m, v in t.items() if m != "all_ms"}
                  for k, t in res["timing"].items()}  # type: ignore[attr-defined]
        margin = (f"margin {res['margin']:+6.2f} ± {res['margin_se']:.2f}  "
                  if args.hands else "")
        print(f"{game:12} {a:>7} vs {b:<7} {margin}{res['first_wins']:4}/{res['matches']:<4} "
              f"{100 * res['rate']:5.1f}%  [{100 * lo:5.1f}, {100 * hi:5.1f}]  "
              f"{res['seconds']:6.0f}s  {json.dumps(timing)}", flush=True)
        if args.out:
            Path(args.out).write_text(json.dumps(out, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
