"""What the coach costs: the whole analysis of a hand, and one live grade, on one core.

    python tools/coach_bench.py                      # 10 hands of each game, default budget
    python tools/coach_bench.py --hands 30 --worlds 16 --out bench.json

For each of Partnership, All Fives and Double Nine Cross with 4 players, ``--hands`` first
hands (deal seeds 1, 2, ...) are played by ``medium`` and then analysed as the review window
does once a hand is over (every move, fair and open-hands values: ``review_record``).  Each
decision (a move with a choice) is also graded alone as the live coach does it during a hand
(``review_move``, fair value only).  The process is pinned to one core and timed by its CPU
clock (``time.process_time``), so other work on the machine costs wall time, not the figures.
Reports the median, 90th percentile and worst per hand and per live grade.  Timing lives here,
never in the tests.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from dominoes_qt.ai import make_player  # noqa: E402
from dominoes_qt.ai.coach import (  # noqa: E402
    DEFAULT_COACH_BUDGET,
    CoachBudget,
    budget_with,
    positions,
    review_move,
    review_record,
)
from dominoes_qt.session import GameSetup  # noqa: E402
from dominoes_qt.storage.record import GameRecord  # noqa: E402

GAMES = (("partnership", 4), ("all-fives", 4), ("double-nine-cross", 4))


def pin_one_core() -> str:
    try:
        cores = sorted(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {cores[-1]})
        return f"core {cores[-1]}"
    except (AttributeError, OSError):
        return "not pinned"


def one_hand(game: str, players: int, seed: int) -> GameRecord:
    """The first hand of a game with ``medium`` in every seat."""
    record = GameRecord(GameSetup.default(game, players, seed=seed))
    bots = [make_player("medium", seed * 10 + i) for i in range(players)]
    hand = record.match.hand
    while hand.result is None:
        view = hand.view(hand.turn)
        record.apply(bots[hand.turn].choose(view))  # type: ignore[attr-defined]
        hand = record.match.hand
    return record


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return 0.0
    k = min(len(values) - 1, max(0, round(q * (len(values) - 1))))
    return values[k]


def measure(game: str, players: int, hands: int, budget: CoachBudget) -> dict[str, Any]:
    whole: list[float] = []
    live: list[float] = []
    for seed in range(1, hands + 1):
        record = one_hand(game, players, seed)
        start = time.process_time()
        review = review_record(record, budget=budget)
        whole.append(time.process_time() - start)
        decisions = {(m.hand, m.number) for m in review.moves if m.is_decision}
        for pos in positions(record):
            if (pos.hand, len(pos.state.history)) not in decisions:
                continue
            start = time.process_time()
            review_move(pos.state, pos.action, hand=pos.hand, budget=budget)
            live.append(time.process_time() - start)
    return {
        "game": game, "players": players, "hands": hands, "decisions": len(live),
        "hand_median": statistics.median(whole), "hand_p90": pct(whole, 0.9),
        "hand_max": max(whole),
        "live_median": statistics.median(live) if live else 0.0, "live_p90": pct(live, 0.9),
        "live_max": max(live, default=0.0),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=10)
    p.add_argument("--worlds", type=int,
                   help=f"least worlds (default {DEFAULT_COACH_BUDGET.worlds}): worlds=N")
    p.add_argument("--scoring-worlds", type=int,
                   help=f"... in scoring games (default {DEFAULT_COACH_BUDGET.scoring_worlds})")
    p.add_argument("--game", action="append",
                   help="only this game (repeatable); any game of the catalogue, 4 players "
                        "(e.g. mexican-train, whose rounds are too long for the default run)")
    p.add_argument("--budget", action="append", default=[], metavar="FIELD=VALUE",
                   help="a CoachBudget field changed (repeatable), e.g. train_factor=1")
    p.add_argument("--out", type=Path, help="also write the figures as JSON here")
    args = p.parse_args(argv)
    # --worlds and --scoring-worlds are budget changes too, so --budget never loses to them
    sizes = [f"{name}={value}" for name, value in (("worlds", args.worlds),
                                                   ("scoring_worlds", args.scoring_worlds))
             if value is not None]
    try:
        budget = budget_with(sizes + args.budget)
    except ValueError as e:
        p.error(str(e))
    where = pin_one_core()
    print(f"coach bench: {args.hands} hands per game, {budget.worlds} worlds "
          f"({budget.scoring_worlds} in scoring games), {where}")
    rows = []
    games = GAMES if not args.game else [(g, 4) for g in args.game]
    for game, players in games:
        row = measure(game, players, args.hands, budget)
        rows.append(row)
        print(f"{game:<18} hand median {row['hand_median']:.2f} s, p90 "
              f"{row['hand_p90']:.2f} s, max {row['hand_max']:.2f} s | live grade "
              f"({row['decisions']} decisions) median {row['live_median'] * 1000:.0f} ms, "
              f"p90 {row['live_p90'] * 1000:.0f} ms, max {row['live_max'] * 1000:.0f} ms",
              flush=True)
    if args.out:
        args.out.write_text(json.dumps({"worlds": args.worlds, "scoring_worlds": args.scoring_worlds,
                                        "hands": args.hands,
                                        "rows": rows}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
