"""Engine speed of this tree against a git reference: random hands per CPU second, every game.

    python tools/engine_speed.py                     # against a4f6281, every game
    python tools/engine_speed.py --ref 4e40031 --game partnership --rounds 9
    python tools/engine_speed.py --against abw333 --abw333-python /tmp/abw/bin/python \
        --compiled build/compiled-engine/site   # pure, compiled and abw333/dominoes

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

``--against abw333`` measures instead, in the same way and in one run, this tree's pure engine,
the compiled one (``--compiled DIR``: a folder holding the mypyc build of the package, as
``.ci/compiled_engine`` leaves in build/compiled-engine/site) and abw333/dominoes (the
``dominoes`` package from PyPI, in the interpreter ``--abw333-python`` names: ``python3 -m venv
/tmp/abw && /tmp/abw/bin/pip install dominoes==6.1.0``) on random Partnership hands: its
``Game.new()`` deals four hands of seven for two teams of two with no boneyard, and random
choices of ``valid_moves`` play it out (passes are automatic there, actions here), which is our
``partnership``.  Every other game is measured pure and compiled.  Exit status 1 when
partnership is below ``--pure-target`` (pure) or ``--compiled-target`` times abw333.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
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


#: The same loop for abw333/dominoes: one game, ``partnership``.
ABW333_WORKER = r'''
import gc, json, random, sys, time
import dominoes

clock = time.process_time


def play(seconds):
    rng = random.Random(1)
    choice = rng.choice
    random.seed(1)              # Game.new() deals with the module's generator
    n = 0
    gc.collect()
    start = clock()
    while True:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*choice(game.valid_moves))
        n += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return n, elapsed


print(json.dumps(["partnership"]), flush=True)
play(0.1)
for line in sys.stdin:
    req = json.loads(line)
    hands, cpu = play(req["seconds"])
    print(json.dumps({"hands": hands, "cpu": cpu}), flush=True)
'''


class Worker:
    """One tree's measuring process (``interpreter`` and ``script`` for another engine)."""

    def __init__(self, tree: Path, label: str, *, interpreter: str | None = None,
                 script: str = WORKER) -> None:
        self.label = label
        self.proc = subprocess.Popen([interpreter or python(), "-c", script], cwd=tree,
                                     env=env_for(tree), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
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


def against_abw333(abw_python: str, compiled: Path | None, games: list[str] | None,
                   rounds: int, seconds: float, log: Any = None) -> list[dict[str, Any]]:
    """Per game: the median hands per CPU second of the pure engine, the compiled one (None
    without ``compiled``) and, for partnership, abw333/dominoes."""
    workers: dict[str, Worker] = {}
    try:
        workers["pure"] = Worker(ROOT, "pure")
        if compiled is not None:
            workers["compiled"] = Worker(compiled, "compiled")
        workers["abw333"] = Worker(Path(tempfile.gettempdir()), "abw333",
                                   interpreter=abw_python, script=ABW333_WORKER)
        ids = games or workers["pure"].games
        unknown = [g for g in ids if g not in workers["pure"].games]
        if unknown:
            raise ValueError(f"unknown game {unknown[0]!r} (see python -m dominoes_qt.arena --list)")
        rates: dict[str, dict[str, list[float]]] = {g: {k: [] for k in workers} for g in ids}
        flip = False
        for r in range(rounds):
            for gid in ids:
                order = [(k, w) for k, w in workers.items() if gid in w.games]
                if flip:
                    order.reverse()
                flip = not flip
                for key, worker in order:
                    rates[gid][key].append(worker.measure(gid, seconds))
            if log is not None:
                print(f"round {r + 1}/{rounds} done", file=log, flush=True)
    finally:
        for w in workers.values():
            w.close()
    rows = []
    for gid in ids:
        row: dict[str, Any] = {"game": gid}
        for key in ("pure", "compiled", "abw333"):
            runs = rates[gid].get(key, [])
            row[key] = statistics.median(runs) if runs else None
            row[f"{key}_runs"] = runs
        rows.append(row)
    return rows


def abw333_report(rows: list[dict[str, Any]]) -> str:
    width = max(len(r["game"]) for r in rows) + 2
    lines = ["hands per CPU second, median; pure and compiled = this tree's engines",
             f"{'game':<{width}}{'pure':>9}{'compiled':>10}{'c/p':>7}{'abw333':>9}"
             f"{'pure/abw':>10}{'comp/abw':>10}"]

    def cell(value: float | None, fmt: str, size: int) -> str:
        return f"{'-':>{size}}" if value is None else f"{value:>{size}{fmt}}"

    for r in rows:
        pure, comp, abw = r["pure"], r["compiled"], r["abw333"]
        lines.append(
            f"{r['game']:<{width}}{cell(pure, ',.0f', 9)}{cell(comp, ',.0f', 10)}"
            f"{cell(comp / pure if comp else None, '.2f', 7)}{cell(abw, ',.0f', 9)}"
            f"{cell(pure / abw if abw else None, '.2f', 10)}"
            f"{cell(comp / abw if abw and comp else None, '.2f', 10)}")
    return "\n".join(lines)


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
    p.add_argument("--against", choices=["abw333"],
                   help="measure the pure and compiled engines and abw333/dominoes instead")
    p.add_argument("--abw333-python", default=sys.executable, metavar="PYTHON",
                   help="an interpreter that can import abw333's dominoes package")
    p.add_argument("--compiled", type=Path, metavar="DIR",
                   help="folder holding the compiled package (build/compiled-engine/site)")
    p.add_argument("--pure-target", type=float, default=1.4,
                   help="least pure/abw333 ratio in partnership (default 1.4)")
    p.add_argument("--compiled-target", type=float, default=3.0,
                   help="least compiled/abw333 ratio in partnership (default 3.0)")
    args = p.parse_args(argv)
    if args.rounds < 1 or not args.seconds > 0 or not 0 <= args.tolerance < 1:
        p.error("--rounds must be >= 1, --seconds > 0 and --tolerance in [0, 1)")
    if args.against == "abw333":
        return main_abw333(p, args)
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


def main_abw333(p: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    if args.compiled is not None and not (args.compiled / "dominoes_qt").is_dir():
        p.error(f"{args.compiled} holds no dominoes_qt package (run .ci/compiled_engine)")
    check = subprocess.run([args.abw333_python, "-c", "import dominoes"], capture_output=True)
    if check.returncode != 0:
        p.error(f"{args.abw333_python} cannot import abw333's dominoes package: python3 -m venv "
                "/tmp/abw && /tmp/abw/bin/pip install dominoes==6.1.0, then --abw333-python "
                "/tmp/abw/bin/python")
    try:
        rows = against_abw333(args.abw333_python, args.compiled, args.game or None, args.rounds,
                              args.seconds, log=sys.stderr)
    except ValueError as exc:
        p.error(str(exc))
    print(abw333_report(rows))
    if args.json is not None:
        args.json.write_text(json.dumps({"against": "abw333", "rounds": args.rounds,
                                         "seconds": args.seconds, "games": rows}, indent=2) + "\n")
    short = []
    for r in rows:
        if r["abw333"]:
            if r["pure"] / r["abw333"] < args.pure_target:
                short.append(f"pure {r['pure'] / r['abw333']:.2f} < {args.pure_target}")
            if r["compiled"] and r["compiled"] / r["abw333"] < args.compiled_target:
                short.append(f"compiled {r['compiled'] / r['abw333']:.2f} < {args.compiled_target}")
    if short:
        print(f"engine_speed: partnership against abw333: {'; '.join(short)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
