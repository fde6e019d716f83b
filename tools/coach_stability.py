"""How sure the coach's grades are: the same games reviewed with analysis seeds 0, 1 and 2.

    python tools/coach_stability.py                   # 6 hands of each game, seeds 0 1 2
    python tools/coach_stability.py --hands 10 --game partnership --out stability.json

For each of Partnership, All Fives, Block (4 players) and Mexican Train (4 players), ``--hands``
first hands (deal seeds 1, 2, ...) are played by a mix of levels (``medium``, ``greedy``,
``random``, ``medium``: players who make mistakes, as people do) and reviewed whole as the
review window does once a hand is over (``review_record``), once per analysis seed.  A decision
(a graded move with a choice) is *stable* when every seed gives it the same grade (good,
inaccuracy or blunder); a *blunder flip* is a decision that one seed calls a blunder and another
does not.  Reports, per game and in all, the share of stable decisions, the blunder flips, the
share whose remark (best, close call or none) is the same too, the median change of a move's
fair value between seeds, and how many decisions were close calls.  The issue's aim: at least
95% stable and at most 1% blunder flips.  Also the CPU time per hand reviewed, which grades
and remarks changed (e.g. "best / close call 5": five decisions one seed called good and the
best and another a close call), how many fair grades were exact (every world there is,
``ai/coach_exact.py``), the worlds a fair grade used and the scatter of the per-world
differences behind its range.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai import make_player  # noqa: E402
from dominoes_qt.ai.coach import (  # noqa: E402
    BEST,
    BLUNDER,
    CLOSE,
    DEFAULT_COACH_BUDGET,
    FAIR,
    GOOD,
    INACCURACY,
    CoachBudget,
    budget_with,
    review_record,
)
from dominoes_qt.session import GameSetup  # noqa: E402
from dominoes_qt.storage.record import GameRecord  # noqa: E402

GAMES = (("partnership", 4), ("all-fives", 4), ("block", 4), ("mexican-train", 4))
LEVELS = ("medium", "greedy", "random", "medium")
#: a decision's grade with its remark (``MoveReview.label``), from the best to the worst
LABELS = (BEST, GOOD, CLOSE, INACCURACY, BLUNDER)


def one_hand(game: str, players: int, seed: int) -> GameRecord:
    """The first hand of a game played by :data:`LEVELS`."""
    record = GameRecord(GameSetup.default(game, players, seed=seed))
    bots = [make_player(LEVELS[i % len(LEVELS)], seed * 10 + i) for i in range(players)]
    hand = record.match.hand
    while hand.result is None:
        record.apply(bots[hand.turn].choose(hand.view(hand.turn)))  # type: ignore[attr-defined]
        hand = record.match.hand
    return record


def measure(game: str, players: int, hands: int, seeds: list[int], first: int = 1,
            dump: list[dict[str, Any]] | None = None,
            budget: CoachBudget = DEFAULT_COACH_BUDGET) -> dict[str, Any]:
    labels: dict[tuple[int, int], list[str | None]] = {}
    fair: dict[tuple[int, int, Any], list[float]] = {}
    cpu: list[float] = []
    worlds: list[int] = []
    exact = 0
    spread: list[float] = []
    for deal in range(first, first + hands):
        record = one_hand(game, players, deal)
        for seed in seeds:
            start = time.process_time()
            review = review_record(record, seed=seed, budget=budget)
            cpu.append(time.process_time() - start)
            for m in review.moves:
                if not m.is_decision:
                    continue
                labels.setdefault((deal, m.number), []).append(m.label)
                if dump is not None:
                    dump.append({"game": game, "deal": deal, "number": m.number, "seed": seed,
                                 "grade": m.grade, "remark": m.remark, "method": m.method,
                                 "loss": m.loss,
                                 "low": m.low, "high": m.high, "fair_loss": m.fair_loss,
                                 "worlds": m.worlds, "exact": m.exact})
                if m.method == FAIR and m.low is not None and m.high is not None:
                    worlds.append(m.worlds)
                    if m.exact:
                        exact += 1
                    elif m.worlds > 1:     # the per-world differences' scatter
                        spread.append((m.high - m.low) / (2 * budget.confidence)
                                      * math.sqrt(m.worlds))
                for v in m.values:
                    if v.fair is not None:
                        fair.setdefault((deal, m.number, v.action), []).append(v.fair)
    shown = [g for g in labels.values() if len(g) == len(seeds)]
    # the grade of a label: a remark is on a good move
    full = [[GOOD if x in (BEST, CLOSE) else x for x in g] for g in shown]
    stable = sum(len(set(g)) == 1 for g in full)
    flips = sum(BLUNDER in g and any(x != BLUNDER for x in g) for g in full)
    alike = sum(len(set(g)) == 1 for g in shown)
    close = sum(CLOSE in g for g in shown)
    changes = [max(v) - min(v) for v in fair.values() if len(v) == len(seeds)]
    pairs = Counter(" / ".join(g for g in LABELS if g in x) for x in shown if len(set(x)) > 1)
    n = max(1, len(full))
    return {
        "game": game, "players": players, "hands": hands, "decisions": len(full),
        "stable": 100.0 * stable / n, "blunder_flips": 100.0 * flips / n,
        "same_remark": 100.0 * alike / n,
        "close_calls": 100.0 * close / n,
        "fair_change_median": statistics.median(changes) if changes else 0.0,
        "cpu_per_hand": statistics.median(cpu) if cpu else 0.0,
        "counts": {"stable": stable, "flips": flips, "same_remark": alike},
        "flipping_grades": dict(pairs.most_common()),
        "exact": 100.0 * exact / max(1, len(worlds)),
        "worlds_median": statistics.median(worlds) if worlds else 0,
        "worlds_max": max(worlds, default=0),
        "difference_sd_median": statistics.median(spread) if spread else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=6)
    p.add_argument("--seeds", type=int, nargs="+", default=[0, 1, 2])
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--first-deal", type=int, default=1,
                   help="the first deal seed (other deals than the figures' to try a change on)")
    p.add_argument("--budget", action="append", default=[], metavar="FIELD=VALUE",
                   help="a CoachBudget field changed (repeatable), e.g. most_worlds=640")
    p.add_argument("--out", type=Path, help="also write the figures as JSON here")
    p.add_argument("--dump", type=Path,
                   help="also write every decision's grade and loss range, per seed, here")
    args = p.parse_args(argv)
    try:
        budget = budget_with(args.budget)
    except ValueError as e:
        p.error(str(e))
    print(f"coach stability: {args.hands} hands per game, seeds {args.seeds}")
    rows = []
    dump: list[dict[str, Any]] | None = [] if args.dump else None
    for game, players in GAMES:
        if args.game and game not in args.game:
            continue
        row = measure(game, players, args.hands, args.seeds, args.first_deal, dump, budget)
        rows.append(row)
        print(f"{game:<14} {row['decisions']:4d} decisions: same grade {row['stable']:.1f}%, "
              f"blunder flips {row['blunder_flips']:.1f}%, same grade and remark "
              f"{row['same_remark']:.1f}%, close calls {row['close_calls']:.1f}%,"
              f" fair value change median {row['fair_change_median']:.2f}, "
              f"{row['cpu_per_hand']:.2f} s CPU per hand", flush=True)
        print(f"{'':<14} graded exactly {row['exact']:.1f}%, worlds median "
              f"{row['worlds_median']:.0f} (most {row['worlds_max']}), per-world difference "
              f"s.d. median {row['difference_sd_median']:.1f}; changing grades and remarks: "
              + (", ".join(f"{k} {v}" for k, v in row["flipping_grades"].items()) or "none"),
              flush=True)
    total = sum(r["decisions"] for r in rows)
    if total:
        stable = sum(r["counts"]["stable"] for r in rows)
        flips = sum(r["counts"]["flips"] for r in rows)
        alike = sum(r["counts"]["same_remark"] for r in rows)
        print(f"{'all':<14} {total:4d} decisions: same grade {100 * stable / total:.1f}%, "
              f"blunder flips {100 * flips / total:.1f}%, same grade and remark "
              f"{100 * alike / total:.1f}%")
    if args.dump and dump is not None:
        args.dump.write_text(json.dumps(dump))
    if args.out:
        args.out.write_text(json.dumps({"hands": args.hands, "seeds": args.seeds,
                                        "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
