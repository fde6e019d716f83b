"""The arena's solitaire runs: ``python -m dominoes_qt.arena --game bingo --seats solver``.

A solitaire has one seat and no opponent, so a run measures how often a level wins the deal
(with a Wilson 95% interval) and how many tiles it leaves.  The levels are the ones the
catalogue entry's seating names (:mod:`dominoes_qt.ai.solitaire_players`: ``random``,
``greedy``, ``solver``).

Every game is a :class:`~dominoes_qt.storage.record.GameRecord`, so it can be saved and replayed.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path
from typing import Any

from .ai import levels_for, make_player
from .arena_cli import (
    INTERRUPTED,
    RunError,
    check_save_dir,
    check_seed,
    parse_options,
    save_game,
)
from .rules import RulesError, configure, find_game
from .rules.catalogue import Seating
from .rules.solitaires.base import SolitaireState
from .session import COMPUTER, GameSetup, SeatSpec
from .storage.files import FILE_SUFFIX
from .storage.record import GameRecord

MAX_ACTIONS = 20_000


def _levels(game_id: str) -> list[str]:
    return list(levels_for(find_game(game_id)))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def _state(record: GameRecord) -> SolitaireState:
    hand = record.match.hand
    assert isinstance(hand, SolitaireState)
    return hand


def play_one(game_id: str, options: dict[str, str], level: str, seed: int,
             times: list[float]) -> GameRecord:
    """Play one deal (seed ``seed``) with ``level``; decision times go to ``times`` (for a
    level that plans ahead, the time of its plan)."""
    setup = GameSetup(game_id, 1, 6, dict(options), seats=(SeatSpec(COMPUTER, level, level),),
                      seed=seed)
    record = GameRecord.new(setup)
    player = make_player(level, seed, Seating.SOLO)
    start = time.perf_counter()
    player.start(_state(record))
    if player.plans_ahead:
        times.append(time.perf_counter() - start)
    for _ in range(MAX_ACTIONS):
        state = _state(record)
        if state.result is not None:
            return record
        start = time.perf_counter()
        action = player.choose(state)
        if not player.plans_ahead:
            times.append(time.perf_counter() - start)
        record.apply(action)
    raise RulesError(f"a {game_id} game of seed {seed} did not end in {MAX_ACTIONS} actions")


def run(game_id: str, options: dict[str, str], level: str, count: int, seed: int,
        save_dir: Path | None = None) -> dict[str, Any]:
    """Play ``count`` deals (seeds ``seed`` .. ``seed + count - 1``); the JSON summary.

    Ctrl-C stops after the last whole deal: the summary covers the deals played and says
    ``"interrupted": true``.
    """
    configure(game_id, 1, 6, options)          # a bad option is a RulesError before any play
    levels = _levels(game_id)
    if level not in levels:
        raise RulesError(f"unknown solitaire level {level!r} (levels: {', '.join(levels)})")
    if save_dir is not None:
        save_dir.mkdir(parents=True, exist_ok=True)
    wins = 0
    left = 0
    times: list[float] = []
    start = time.perf_counter()
    played = 0
    interrupted = False
    for i in range(count):
        timed = len(times)
        try:
            record = play_one(game_id, options, level, seed + i, times)
        except KeyboardInterrupt:
            del times[timed:]
            interrupted = True
            break
        state = _state(record)
        wins += bool(state.won)
        left += state.tiles_left()
        played += 1
        if save_dir is not None:
            save_game(record, save_dir / f"{game_id}-{i + 1}{FILE_SUFFIX}")
    elapsed = time.perf_counter() - start
    requested, count = count, played
    low, high = wilson(wins, count)
    ordered = sorted(times)

    def pct(q: float) -> float:
        if not ordered:
            return 0.0
        return round(ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] * 1000, 4)

    summary = {
        "game": game_id, "players": 1, "set": 6, "options": options, "mode": "hands",
        "count": requested, "seed": seed, "games": count, "hands": count, "level": level,
        "wins": wins, "win_rate": round(wins / count, 4) if count else 0.0,
        "wilson95": [round(low, 4), round(high, 4)],
        "tiles_left_mean": round(left / count, 3) if count else 0.0,
        "seconds": round(elapsed, 3),
        "hands_per_second": round(count / elapsed, 1) if elapsed > 0 else None,
        "sides": [{"side": 0, "seats": [0], "levels": [level], "wins": wins,
                   "hand_wins": wins, "points": 28 * count - left}],
        "decision_time": {level: {"count": len(ordered), "median_ms": pct(0.5),
                                  "p90_ms": pct(0.9)}},
    }
    if interrupted:
        summary["interrupted"] = True
    return summary


def format_summary(s: dict[str, Any]) -> str:
    low, high = s["wilson95"]
    return "\n".join([
        f"{s['game']}: solitaire, {s['count']} deals from seed {s['seed']}, level {s['level']}",
        *([f"interrupted: the results of the {s['games']} deals played"]
          if s.get("interrupted") else []),
        f"won {s['wins']} of {s['games']} ({100 * s['win_rate']:.1f}%, "
        f"95% interval {100 * low:.1f}-{100 * high:.1f}%)",
        f"tiles left on average: {s['tiles_left_mean']:.2f}",
        f"{s['seconds']:.2f} s ({s['hands_per_second'] or 0:,.0f} deals/s); decision median "
        f"{s['decision_time'][s['level']]['median_ms']:.3f} ms",
    ])


def cli(p: Any, args: Any) -> tuple[int, str]:
    """The arena command line for a solitaire (``p`` is the arena's parser, for one-line
    errors): (exit status, text to print)."""
    import json

    if args.players not in (None, 1):
        p.error("a solitaire has 1 player")
    if args.set_n not in (None, 6):
        p.error("the solitaires use the double-six set")
    if args.matches is not None:
        p.error("a solitaire has no matches: use --hands N (deals)")
    seats = [s.strip() for s in (args.seats or "solver").split(",")]
    if len(seats) != 1:
        p.error(f"--seats names {len(seats)} levels for 1 player (one per seat)")
    levels = _levels(args.game)
    if seats[0] not in levels:
        p.error(f"unknown solitaire level {seats[0]!r} (levels: {', '.join(levels)})")
    options = parse_options(p, args.option)
    count = 100 if args.hands is None else args.hands
    if count < 1:
        p.error("the number of hands must be at least 1")
    seed = check_seed(p, args.seed)
    save_dir = check_save_dir(p, args.save_dir)
    try:
        summary = run(args.game, options, seats[0], count, seed, save_dir)
    except RulesError as exc:
        p.error(str(exc))
    except RunError as exc:
        print(f"arena: error: {exc}", file=sys.stderr)
        return 1, ""
    status = 0
    if summary.get("interrupted"):
        status = INTERRUPTED
        print("arena: interrupted", file=sys.stderr)
    return status, json.dumps(summary, indent=2) if args.json else format_summary(summary)
