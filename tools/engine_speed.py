"""Engine speed of this tree against a git reference: random hands per CPU second, every game.

    python tools/engine_speed.py                     # against a4f6281, every game
    python tools/engine_speed.py --ref 4e40031 --game partnership --rounds 9

Every registered game (the current tree's ``--list``, solitaires too) is played at its default
players and set with uniformly random legal moves to the end of a hand (a solitaire: to the end
of the game).  Two worker processes, one per tree (the reference extracted with ``git archive``
and imported through ``PYTHONPATH``), run the same measuring loop, given to both as source
text, so it drives only engine API both trees have: ``catalogue.all_games/configure``,
``match.Match`` and ``hand.legal_actions()/apply()``.  Each measurement is a fresh run of the same
deals and choices (seeded), timed with ``time.process_time()`` inside the worker, so another
job on the machine costs wall time, not the figure.  Old and new alternate game by game, the
order flipping every time, for ``--rounds`` rounds; the report is the median per game and the
ratio new/old (above 1: faster).  Exit status 1 when a game is more than ``--tolerance``
slower than the reference, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reftree import ROOT, RefError, env_for, extracted, python  # noqa: E402

DEFAULT_REF = "a4f6281"

#: The measuring loop, run in each tree's own interpreter: it must only use engine API that
#: the references have too.  One request per stdin line ({"game", "seconds"}), one JSON
#: answer per line ({"hands", "cpu"}); the first line out lists the tree's game ids.
WORKER = r'''
import gc, json, random, sys, time
from dominoes_qt.rules.catalogue import all_games, configure
from dominoes_qt.rules.match import Match

MAX_ACTIONS = 100_000
clock = time.process_time


def play(game_id, seconds):
    settings = configure(game_id)
    rng = random.Random(1)
    choice = rng.choice
    seed = n = 0
    gc.collect()
    start = clock()
    while True:
        hand = Match(settings, seed=seed).hand
        seed += 1
        for _ in range(MAX_ACTIONS):
            if hand.result is not None:
                break
            hand.apply(choice(hand.legal_actions()))
        else:
            raise RuntimeError(f"{game_id}: a hand of seed {seed - 1} did not end")
        n += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return n, elapsed


print(json.dumps([g.id for g in all_games()]), flush=True)
warm = set()
for line in sys.stdin:
    req = json.loads(line)
    if req["game"] not in warm:
        play(req["game"], min(0.1, req["seconds"]))
        warm.add(req["game"])
    hands, cpu = play(req["game"], req["seconds"])
    print(json.dumps({"hands": hands, "cpu": cpu}), flush=True)
'''


class Worker:
    """One tree's measuring process."""

    def __init__(self, tree: Path, label: str) -> None:
        self.label = label
        self.proc = subprocess.Popen([python(), "-c", WORKER], cwd=tree, env=env_for(tree),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.games: list[str] = json.loads(self._line())

    def _line(self) -> str:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the {self.label} tree's worker stopped (see its error above)")
        return line

    def measure(self, game_id: str, seconds: float) -> float:
        """Hands per CPU second of one run."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"game": game_id, "seconds": seconds}) + "\n")
        self.proc.stdin.flush()
        out = json.loads(self._line())
        return out["hands"] / out["cpu"]

    def close(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def compare(ref_tree: Path, new_tree: Path, games: list[str] | None, rounds: int,
            seconds: float, log: Any = None) -> list[dict[str, Any]]:
    """Per game: the median hands per CPU second of the reference (None if it lacks the game)
    and of the new tree, and their ratio."""
    old = Worker(ref_tree, "reference")
    try:
        new = Worker(new_tree, "current")
        try:
            ids = games or new.games
            unknown = [g for g in ids if g not in new.games]
            if unknown:
                raise ValueError(f"unknown game {unknown[0]!r} (see python -m dominoes_qt.arena --list)")
            rates: dict[str, dict[str, list[float]]] = {g: {"old": [], "new": []} for g in ids}
            flip = False
            for r in range(rounds):
                for gid in ids:
                    pair = [("old", old), ("new", new)]
                    if flip:
                        pair.reverse()
                    flip = not flip
                    for key, worker in pair:
                        if gid in worker.games:
                            rates[gid][key].append(worker.measure(gid, seconds))
                if log is not None:
                    print(f"round {r + 1}/{rounds} done", file=log, flush=True)
        finally:
            new.close()
    finally:
        old.close()
    rows = []
    for gid in ids:
        o = statistics.median(rates[gid]["old"]) if rates[gid]["old"] else None
        n = statistics.median(rates[gid]["new"])
        rows.append({"game": gid, "old": o, "new": n,
                     "ratio": None if o is None else n / o,
                     "old_runs": rates[gid]["old"], "new_runs": rates[gid]["new"]})
    return rows


def report(rows: list[dict[str, Any]], ref: str, tolerance: float) -> tuple[str, bool]:
    """The table, and whether a game is more than ``tolerance`` slower."""
    width = max(len(r["game"]) for r in rows) + 2
    lines = [f"hands per CPU second, median; old = {ref}, new = this tree",
             f"{'game':<{width}}{'old':>10}{'new':>10}{'new/old':>9}"]
    slow = False
    for r in rows:
        if r["old"] is None:
            lines.append(f"{r['game']:<{width}}{'-':>10}{r['new']:>10.0f}{'-':>9}  "
                         f"(not in {ref})")
            continue
        flag = ""
        if r["ratio"] < 1 - tolerance:
            flag = "  SLOWER"
            slow = True
        lines.append(f"{r['game']:<{width}}{r['old']:>10.0f}{r['new']:>10.0f}"
                     f"{r['ratio']:>9.3f}{flag}")
    return "\n".join(lines), slow


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="engine_speed", description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=DEFAULT_REF,
                   help=f"git reference to compare with (default {DEFAULT_REF})")
    p.add_argument("--game", action="extend", nargs="+", default=[], metavar="ID",
                   help="games to time (default: every game of this tree)")
    p.add_argument("--rounds", type=int, default=5, help="measurements per game and tree (default 5)")
    p.add_argument("--seconds", type=float, default=0.4,
                   help="CPU seconds per measurement (default 0.4)")
    p.add_argument("--tolerance", type=float, default=0.05,
                   help="how much slower a game may be, as a fraction (default 0.05)")
    p.add_argument("--json", type=Path, metavar="FILE", help="also write the figures here")
    args = p.parse_args(argv)
    if args.rounds < 1 or not args.seconds > 0 or not 0 <= args.tolerance < 1:
        p.error("--rounds must be >= 1, --seconds > 0 and --tolerance in [0, 1)")
    try:
        with extracted(args.ref) as ref_tree:
            rows = compare(ref_tree, ROOT, args.game or None, args.rounds, args.seconds,
                           log=sys.stderr)
    except (RefError, ValueError) as exc:
        p.error(str(exc))
    text, slow = report(rows, args.ref, args.tolerance)
    print(text)
    if args.json is not None:
        args.json.write_text(json.dumps({"ref": args.ref, "rounds": args.rounds,
                                         "seconds": args.seconds, "games": rows}, indent=2) + "\n")
    if slow:
        print(f"engine_speed: a game is more than {args.tolerance:.0%} slower than {args.ref}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
