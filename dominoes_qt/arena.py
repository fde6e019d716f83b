"""Computer against computer, many games in a row: ``python -m dominoes_qt.arena``.

The arena measures how strong the levels are against each other (wins and points per seat or
team), how long they think, and how fast the engine plays (``arena bench``).  Every game is a
:class:`~dominoes_qt.storage.record.GameRecord`, so any game it plays can be saved and replayed.

    python -m dominoes_qt.arena --list
    python -m dominoes_qt.arena --game draw --seats greedy,random --hands 2000 --seed 1
    python -m dominoes_qt.arena --game all-fives --matches 50 --json
    python -m dominoes_qt.arena bench --seconds 1
"""

from __future__ import annotations

import os
import signal
import sys


def _interrupted_while_loading(_signum: int, _frame: object) -> None:
    """Ctrl-C before the arena has loaded: one line and status 130, never a traceback from
    deep inside an import (nothing was played, so nothing is lost)."""
    os.write(2, b"arena: interrupted\n")
    os._exit(130)


# Only a run of its own (``python -m dominoes_qt.arena``), and only where Ctrl-C is not ignored
# (a job started with ``&`` from a script goes on ignoring it).
if __name__ == "__main__" and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
    signal.signal(signal.SIGINT, _interrupted_while_loading)

# ruff: noqa: E402 (the handler above comes before the imports it guards)
try:   # a KeyboardInterrupt raised in an import all the same (not by the signal) is one line too
    import argparse
    import json
    import math
    import random
    import time
    from collections.abc import Sequence
    from dataclasses import dataclass, field
    from pathlib import Path
    from typing import Any, TextIO

    from .ai import LEVELS, Player, introduce, make_player, ordered_levels
    from .arena_cli import (
        INTERRUPTED,
        ArenaParser,
        RunError,
        check_save_dir,
        check_seed,
        parse_options,
        save_game,
    )
    from .rules import HandState, PlayerView, RulesError, all_games, configure, find_game
    from .rules.catalogue import GameDef, is_solitaire
    from .session import COMPUTER, GameSetup, SeatSpec
    from .storage.files import FILE_SUFFIX
    from .storage.record import GameRecord
except KeyboardInterrupt:
    if __name__ != "__main__":
        raise
    _interrupted_while_loading(signal.SIGINT, None)

#: Safety limits: an engine bug must end a run with an error, never hang it.
MAX_ACTIONS_PER_HAND = 20_000
MAX_HANDS_PER_MATCH = 5_000
DEFAULT_HANDS = 100
# -- configuration ----------------------------------------------------------------------------


@dataclass(frozen=True)
class RunConfig:
    game: GameDef
    players: int
    set_n: int
    options: dict[str, str]
    seats: tuple[str, ...]
    count: int
    whole_matches: bool
    seed: int
    save_dir: Path | None


def _parser() -> ArenaParser:
    p = ArenaParser(prog="arena", description="Computer players against each other.",
                    epilog="Run 'arena bench --help' for the engine speed test.")
    p.add_argument("--list", action="store_true", help="list the games and exit")
    p.add_argument("--game", metavar="ID", help="game id (see --list)")
    p.add_argument("--players", type=int, metavar="N", help="players (default: the game's)")
    p.add_argument("--set", type=int, dest="set_n", metavar="6|9|12", help="double-N set")
    known = ", ".join(lv.id for lv in ordered_levels())
    p.add_argument("--seats", metavar="LEVEL,...", help="one computer level per seat "
                   f"(levels: {known}; default: greedy everywhere)")
    runs = p.add_mutually_exclusive_group()
    runs.add_argument("--hands", type=int, metavar="N", help=f"play N single hands "
                      f"(default {DEFAULT_HANDS})")
    runs.add_argument("--matches", type=int, metavar="N", help="play N whole matches")
    p.add_argument("--seed", type=int, help="seed of the first game (game i uses seed + i)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="game option, repeatable (e.g. --option target=50)")
    p.add_argument("--save-dir", type=Path, metavar="DIR", help="save every game record here")
    p.add_argument("--json", action="store_true", help="print a machine-readable summary")
    return p


def _config(p: ArenaParser, args: argparse.Namespace) -> RunConfig:
    """Check the arguments against the catalogue; any problem is a one-line parser error."""
    if args.game is None:
        p.error("choose a game with --game ID (see --list)")
    try:
        game = find_game(args.game)
    except RulesError as exc:
        p.error(str(exc))
    players = game.default_players if args.players is None else args.players
    set_n = game.default_set if args.set_n is None else args.set_n
    options = parse_options(p, args.option)
    try:
        configure(game.id, players, set_n, options)
    except RulesError as exc:
        p.error(str(exc))
    seats = _seats(p, args.seats, players)
    whole = args.matches is not None
    count = args.matches if whole else (DEFAULT_HANDS if args.hands is None else args.hands)
    if count < 1:
        p.error(f"the number of {'matches' if whole else 'hands'} must be at least 1")
    seed = check_seed(p, args.seed)
    save_dir = check_save_dir(p, args.save_dir)
    return RunConfig(game, players, set_n, options, seats, count, whole, seed, save_dir)


def _seats(p: ArenaParser, raw: str | None, players: int) -> tuple[str, ...]:
    if raw is None:
        return ("greedy",) * players
    seats = tuple(s.strip() for s in raw.split(","))
    if len(seats) != players:
        p.error(f"--seats names {len(seats)} levels for {players} players (one per seat)")
    for level in seats:
        if level not in LEVELS:
            p.error(f"unknown computer level {level!r} (levels: {', '.join(LEVELS)})")
    return seats


# -- playing ----------------------------------------------------------------------------------


@dataclass
class Stats:
    """What a run measured: per side wins and points, and decision times per level."""

    sides: int
    wins: list[int] = field(default_factory=list)
    hand_wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    ties: int = 0
    games: int = 0
    hands: int = 0
    decisions: dict[str, list[float]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.wins = [0] * self.sides
        self.hand_wins = [0] * self.sides
        self.points = [0] * self.sides

    def mark(self) -> tuple[Any, ...]:
        """What :meth:`rollback` needs to forget a game that was cut short (Ctrl-C)."""
        return (self.hands, list(self.hand_wins), list(self.wins), list(self.points),
                self.ties, self.games,
                {level: len(times) for level, times in self.decisions.items()})

    def rollback(self, mark: tuple[Any, ...]) -> None:
        (self.hands, self.hand_wins, self.wins, self.points, self.ties, self.games,
         lengths) = mark
        for level in list(self.decisions):
            if level in lengths:
                del self.decisions[level][lengths[level]:]
            else:
                del self.decisions[level]


def play_game(cfg: RunConfig, index: int, stats: Stats) -> GameRecord:
    """Play game ``index`` (seed ``cfg.seed + index``): one hand, or a whole match."""
    seed = cfg.seed + index
    setup = GameSetup(cfg.game.id, cfg.players, cfg.set_n, dict(cfg.options),
                      seats=tuple(SeatSpec(COMPUTER, lv, f"{lv} {i + 1}")
                                  for i, lv in enumerate(cfg.seats)),
                      seed=seed)
    record = GameRecord.new(setup)
    players = [make_player(lv, seed * 1000 + seat) for seat, lv in enumerate(cfg.seats)]
    for seat, player in enumerate(players):
        introduce(player, seat, cfg.seats)
    times = [stats.decisions.setdefault(lv, []) for lv in cfg.seats]
    match = record.match
    for _ in range(MAX_HANDS_PER_MATCH):
        _play_hand(record, players, times)
        result = match.results[-1]
        stats.hands += 1
        if result.winner_side is not None:
            stats.hand_wins[result.winner_side] += 1
        if not cfg.whole_matches or match.is_over:
            break
        record.next_hand()
    else:
        raise RulesError(f"game {index + 1} (seed {seed}) did not end in "
                         f"{MAX_HANDS_PER_MATCH} hands")
    _score_game(cfg, record, stats)
    return record


def _play_hand(record: GameRecord, players: Sequence[Player], times: Sequence[list[float]]) -> None:
    """Play the current hand out.  A forced move (the only legal action) is made without
    asking the player, so decision times measure real decisions and the run stays fast; with
    manual Muggins every seat declares its own scores (computer players always do) and nobody
    claims a missed one."""
    hand = record.match.hand
    if find_game(hand.settings.game_id).is_solitaire:   # the solitaires have their own runner
        raise RunError(f"{hand.settings.game_id} is not played at a table")
    declare = hand.settings.muggins_manual
    clock = time.perf_counter
    for _ in range(MAX_ACTIONS_PER_HAND):
        if hand.result is not None:
            return
        legal = hand.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        else:
            seat = hand.turn
            view = hand.view(seat)
            assert isinstance(view, PlayerView)
            start = clock()
            action = players[seat].choose(view)
            times[seat].append(clock() - start)
        record.apply(action)
        if declare:
            record.auto_declare()
    raise RulesError(f"a hand of seed {record.setup.seed} did not end in "
                     f"{MAX_ACTIONS_PER_HAND} actions")


def _score_game(cfg: RunConfig, record: GameRecord, stats: Stats) -> None:
    match = record.match
    scores = match.hand.scores
    for side, pts in enumerate(scores):
        stats.points[side] += pts
    stats.games += 1
    if cfg.whole_matches:
        winner = match.winner_side
    else:
        winner = match.results[0].winner_side
    if winner is None:
        stats.ties += 1
    else:
        stats.wins[winner] += 1


class Progress:
    """A progress bar on stderr, only for a person watching (a TTY) and only for long runs."""

    DELAY = 1.0

    def __init__(self, total: int, stream: TextIO) -> None:
        self.total = total
        self.stream = stream
        self.enabled = stream.isatty()
        self.start = time.monotonic()
        self.last = 0.0
        self.shown = False

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.start < self.DELAY or now - self.last < 0.1:
            return
        self.last = now
        width = 30
        filled = width * done // self.total
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total}")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * 60 + "\r")
            self.stream.flush()


def run(cfg: RunConfig) -> dict[str, Any]:
    """Play the whole run and return the summary (the ``--json`` output).

    Ctrl-C stops the run after the last whole game: the summary then covers the games played
    and says ``"interrupted": true``.
    """
    settings = configure(cfg.game.id, cfg.players, cfg.set_n, cfg.options)
    stats = Stats(settings.sides)
    if cfg.save_dir is not None:
        cfg.save_dir.mkdir(parents=True, exist_ok=True)
    progress = Progress(cfg.count, sys.stderr)
    start = time.perf_counter()
    interrupted = False
    for i in range(cfg.count):
        mark = stats.mark()
        try:
            record = play_game(cfg, i, stats)
        except KeyboardInterrupt:
            stats.rollback(mark)
            interrupted = True
            break
        if cfg.save_dir is not None:
            save_game(record, cfg.save_dir / f"{cfg.game.id}-{i + 1}{FILE_SUFFIX}")
        progress.update(i + 1)
    elapsed = time.perf_counter() - start
    progress.close()
    summary = _summary(cfg, settings.partnership, stats, elapsed)
    if interrupted:
        summary["interrupted"] = True
    return summary


def _percentile(sorted_values: Sequence[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


def _summary(cfg: RunConfig, partnership: bool, stats: Stats, elapsed: float) -> dict[str, Any]:
    sides = []
    for side in range(stats.sides):
        seats = [s for s in range(cfg.players) if (s % 2 if partnership else s) == side]
        sides.append({
            "side": side, "seats": seats, "levels": [cfg.seats[s] for s in seats],
            "wins": stats.wins[side], "hand_wins": stats.hand_wins[side],
            "points": stats.points[side],
        })
    decisions = {}
    for level, values in stats.decisions.items():
        ordered = sorted(values)
        decisions[level] = {
            "count": len(ordered),
            "median_ms": round(_percentile(ordered, 0.5) * 1000, 4),
            "p90_ms": round(_percentile(ordered, 0.9) * 1000, 4),
        }
    return {
        "game": cfg.game.id, "players": cfg.players, "set": cfg.set_n,
        "options": cfg.options, "partnership": partnership,
        "mode": "matches" if cfg.whole_matches else "hands", "count": cfg.count,
        "seed": cfg.seed, "games": stats.games, "hands": stats.hands, "ties": stats.ties,
        "seconds": round(elapsed, 3),
        "hands_per_second": round(stats.hands / elapsed, 1) if elapsed > 0 else None,
        "points_total": sum(stats.points), "sides": sides, "decision_time": decisions,
    }


def format_summary(summary: dict[str, Any]) -> str:
    """The human-readable report of a run."""
    unit = "matches" if summary["mode"] == "matches" else "hands"
    lines = [
        f"{summary['game']}: {summary['players']} players, double-{summary['set']}, "
        f"{summary['count']} {unit}, seed {summary['seed']}",
        *([f"interrupted: the results of the {summary['games']} games played"]
          if summary.get("interrupted") else []),
        f"{summary['hands']} hands in {summary['seconds']:.2f} s "
        f"({summary['hands_per_second'] or 0:,.0f} hands/s)",
        "",
        f"{'side':<5}{'seats':<10}{'levels':<24}{'wins':>7}{'win %':>8}{'points':>10}"
        f"{'pts/hand':>10}",
    ]
    games = max(summary["games"], 1)
    hands = max(summary["hands"], 1)
    for s in summary["sides"]:
        lines.append(
            f"{s['side']:<5}{','.join(map(str, s['seats'])):<10}{','.join(s['levels']):<24}"
            f"{s['wins']:>7}{100 * s['wins'] / games:>7.1f}%{s['points']:>10}"
            f"{s['points'] / hands:>10.2f}")
    lines.append(f"ties (nobody won): {summary['ties']}")
    lines.append("")
    lines.append("decision time per level (ms): ")
    for level, d in summary["decision_time"].items():
        lines.append(f"  {level:<12} median {d['median_ms']:.3f}  p90 {d['p90_ms']:.3f}  "
                     f"({d['count']} decisions)")
    return "\n".join(lines)


def list_games(as_json: bool) -> str:
    rows: list[dict[str, Any]] = [
        {"id": g.id, "name": g.name, "players": list(g.players),
         "default_players": g.default_players, "sets": list(g.sets)}
        for g in all_games()
    ]
    if as_json:
        return json.dumps(rows, indent=2)
    width = max(len(r["id"]) for r in rows) + 2
    return "\n".join(
        f"{r['id']:<{width}}{r['name']}  ({_player_counts(r['players'])}, "
        f"double-{'/'.join(map(str, r['sets']))})"
        for r in rows)


def _player_counts(counts: Sequence[int]) -> str:
    """"2-5 players", "4 players", "1 player"."""
    if len(counts) > 1 and list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]} players"
    return ", ".join(map(str, counts)) + (" player" if list(counts) == [1] else " players")


# -- bench ------------------------------------------------------------------------------------


def bench_game(game_id: str, seconds: float) -> dict[str, Any]:
    """Random full hands per second for a game at its default players and set (one core).

    Timed in CPU seconds of this process (``time.process_time``): the loop is single-threaded,
    so that is its speed on one core, undistorted by other work on a shared machine."""
    game = find_game(game_id)
    settings = configure(game_id)
    cls = game.state_class or HandState
    rng = random.Random(1)
    choice = rng.choice
    n = 0
    start = time.process_time()
    while True:
        h = cls(settings, cls.deal_hand(settings, rng, index=0), validate=False)
        while h.result is None:
            h.apply(choice(h.legal_actions()))
        n += 1
        if n % 50 == 0 and time.process_time() - start >= seconds:
            break
    elapsed = time.process_time() - start
    return {"game": game_id, "players": settings.players, "set": settings.set_n,
            "hands": n, "seconds": round(elapsed, 3), "hands_per_second": round(n / elapsed, 1)}


def _bench(argv: Sequence[str]) -> int:
    p = ArenaParser(prog="arena bench", description="Random full hands per second per game.")
    p.add_argument("--seconds", type=float, default=1.0, help="time per game (default 1)")
    p.add_argument("--game", action="extend", nargs="+", default=[], metavar="ID",
                   help="games to time (default: all)")
    p.add_argument("--json", action="store_true", help="print JSON")
    args = p.parse_args(argv)
    if not (args.seconds > 0 and math.isfinite(args.seconds)):
        p.error(f"--seconds must be more than 0 and finite, not {args.seconds}")
    ids = args.game or [g.id for g in all_games()]
    for gid in ids:
        try:
            find_game(gid)
        except RulesError as exc:
            p.error(str(exc))
    rows = []
    status = 0
    try:
        for gid in ids:
            rows.append(bench_game(gid, args.seconds))
    except KeyboardInterrupt:   # the games timed so far
        status = INTERRUPTED
        print("arena bench: interrupted", file=sys.stderr)
    if args.json:
        return _emit(json.dumps(rows, indent=2)) or status
    width = max((len(r["game"]) for r in rows), default=4) + 2
    lines = [f"{'game':<{width}}{'players':>8}{'set':>5}{'hands/s':>10}"]
    lines += [f"{r['game']:<{width}}{r['players']:>8}{r['set']:>5}{r['hands_per_second']:>10,.0f}"
              for r in rows]
    return _emit("\n".join(lines)) or status


# -- entry point ------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    """Run the arena; returns the exit status (2: bad arguments, 1: a run that failed,
    130: stopped by Ctrl-C, after printing the results so far)."""
    if signal.getsignal(signal.SIGINT) is _interrupted_while_loading:
        signal.signal(signal.SIGINT, signal.default_int_handler)   # loaded: Ctrl-C ends games
    try:
        return _main(list(sys.argv[1:] if argv is None else argv))
    except KeyboardInterrupt:   # before any game was played: nothing to report
        print("arena: interrupted", file=sys.stderr)
        return INTERRUPTED


def _main(argv: list[str]) -> int:
    if argv[:1] == ["bench"]:
        return _bench(argv[1:])
    p = _parser()
    args = p.parse_args(argv)
    if args.list:
        return _emit(list_games(args.json))
    if is_solitaire(args.game):   # one seat, win rates: its own small runner
        from . import solitaire_arena

        status, text = solitaire_arena.cli(p, args)
        return (_emit(text) if text else 0) or status
    cfg = _config(p, args)
    try:
        summary = run(cfg)
    except (RulesError, RunError) as exc:
        print(f"arena: error: {exc}", file=sys.stderr)
        return 1
    status = INTERRUPTED if summary.get("interrupted") else 0
    if status:
        print("arena: interrupted", file=sys.stderr)
    return _emit(json.dumps(summary, indent=2) if args.json else format_summary(summary)) \
        or status


def _emit(text: str) -> int:
    """Print the report; a reader that stops early (``| head``) is not an error worth a trace."""
    try:
        print(text)
        sys.stdout.flush()
    except BrokenPipeError:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())   # so the interpreter's final flush is silent
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
