"""Proof that a change kept the game's behaviour: the arena on this tree and on a git reference.

    python tools/arena_compare.py                       # every game against a4f6281
    python tools/arena_compare.py --ref HEAD~3 --game draw partnership
    python tools/arena_compare.py --save /tmp/before    # keep this tree's outputs ...
    python tools/arena_compare.py --against /tmp/before # ... and compare a later tree with them
    python tools/arena_compare.py --compiled build/compiled-engine/site   # pure vs compiled

For every registered game (this tree's ``arena --list``, the solitaires too) and each seed, the
arena plays a short run, ``python -m dominoes_qt.arena --game ID --json --seed S --save-dir
...``, once with this tree and once with the reference (extracted with ``git archive`` and run
with ``PYTHONPATH`` pointing at it).  The computer levels sit round the table in turn (by
default greedy, medium and random, so the heuristics, the evaluation and the order of the legal
moves all count); a solitaire takes one level per seed (the solver, then random moves).  What
is compared is the arena's JSON summary and every saved game record, move by move, without
the fields that measure time or the moment of saving (:data:`TIMING_FIELDS`,
:data:`RECORD_FIELDS_IGNORED`).  One line per game: ``same``, or ``DIFFERENT`` with the first
difference.  Exit status 1 on any difference, 2 on bad arguments.

``--compiled DIR`` compares this tree's pure engine with its compiled build instead (a folder
holding the mypyc-compiled package: ``python3 packaging/build.py engine`` leaves it in
build/compiled-engine/site): the arena runs from inside that folder, so it imports the
compiled modules, and the two must play every move the same.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reftree import ROOT, RefError, env_for, extracted, python, resolve  # noqa: E402

DEFAULT_REF = "a4f6281"
DEFAULT_SEEDS = (1, 2)
DEFAULT_LEVELS = ("greedy", "medium", "random")
SOLITAIRE_LEVELS = ("solver", "random")

#: Fields of the arena's JSON summary that are timings, left out of the comparison: the run's
#: wall time, its hands per second, and per level the median and 90th percentile decision
#: time (the number of decisions is compared).
TIMING_FIELDS = ("seconds", "hands_per_second", "decision_time.*.median_ms",
                 "decision_time.*.p90_ms")
#: Fields of a saved game record left out: when it was saved.
RECORD_FIELDS_IGNORED = ("saved_at",)


def list_games(tree: Path) -> list[dict[str, Any]]:
    out = subprocess.run([python(), "-m", "dominoes_qt.arena", "--list", "--json"], cwd=tree,
                         env=env_for(tree), capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def arena_args(game: dict[str, Any], seed_index: int, seed: int, matches: int,
               deals: int, levels: tuple[str, ...]) -> list[str]:
    """The arena arguments of one run."""
    argv = ["--game", game["id"], "--json", "--seed", str(seed)]
    if game["players"] == [1]:   # a solitaire: one seat, deals instead of matches
        level = SOLITAIRE_LEVELS[seed_index % len(SOLITAIRE_LEVELS)]
        return [*argv, "--hands", str(deals), "--seats", level]
    seats = [levels[(seat + seed_index) % len(levels)] for seat in range(game["default_players"])]
    return [*argv, "--matches", str(matches), "--seats", ",".join(seats)]


def run_arena(tree: Path, argv: list[str]) -> dict[str, Any]:
    """One arena run on ``tree``: its summary and its saved records (in play order)."""
    with tempfile.TemporaryDirectory(prefix="arena-compare-") as tmp:
        proc = subprocess.run([python(), "-m", "dominoes_qt.arena", *argv, "--save-dir", tmp],
                              cwd=tree, env=env_for(tree), capture_output=True, text=True)
        if proc.returncode != 0:
            return {"argv": argv, "error": f"exit status {proc.returncode}: "
                    f"{proc.stderr.strip().splitlines()[-1:] or ''}"}
        files = sorted(Path(tmp).iterdir(), key=lambda f: int(f.stem.rsplit("-", 1)[1]))
        records = [json.loads(f.read_text(encoding="utf-8")) for f in files]
    return {"argv": argv, "summary": json.loads(proc.stdout), "records": records}


def _drop(data: Any, path: list[str]) -> None:
    """Delete ``path`` (dotted, ``*`` for every key) from nested dicts."""
    if not isinstance(data, dict) or not path:
        return
    head, rest = path[0], path[1:]
    keys = list(data) if head == "*" else [head] if head in data else []
    for key in keys:
        if rest:
            _drop(data[key], rest)
        else:
            del data[key]


def comparable(run: dict[str, Any]) -> dict[str, Any]:
    """A run without its timings and save times."""
    run = json.loads(json.dumps(run))
    for field in TIMING_FIELDS:
        _drop(run.get("summary"), field.split("."))
    for record in run.get("records", []):
        for field in RECORD_FIELDS_IGNORED:
            _drop(record, field.split("."))
    return run


def first_difference(old: Any, new: Any, where: str = "") -> str | None:
    """Where ``old`` and ``new`` first differ, as ``path: old != new``; None if equal."""
    if isinstance(old, dict) and isinstance(new, dict):
        for key in list(old) + [k for k in new if k not in old]:
            if key not in new:
                return f"{where}.{key}: missing in this tree"
            if key not in old:
                return f"{where}.{key}: missing in the reference"
            diff = first_difference(old[key], new[key], f"{where}.{key}")
            if diff:
                return diff
        return None
    if isinstance(old, list) and isinstance(new, list):
        for i, (a, b) in enumerate(zip(old, new, strict=False)):
            diff = first_difference(a, b, f"{where}[{i}]")
            if diff:
                return diff
        if len(old) != len(new):
            return f"{where}: {len(old)} items != {len(new)}"
        return None
    if old != new or type(old) is not type(new):
        return f"{where}: {_short(old)} != {_short(new)}"
    return None


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 60 else text[:57] + "..."


def run_name(argv: list[str]) -> str:
    return f"{argv[argv.index('--game') + 1]}-seed{argv[argv.index('--seed') + 1]}.json"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="arena_compare", description=__doc__.split("\n\n")[0])
    source = p.add_mutually_exclusive_group()
    source.add_argument("--ref", default=DEFAULT_REF,
                        help=f"git reference to compare with (default {DEFAULT_REF})")
    source.add_argument("--against", type=Path, metavar="DIR",
                        help="compare with the outputs saved by an earlier --save DIR")
    source.add_argument("--compiled", type=Path, metavar="DIR",
                        help="compare with the compiled engine in DIR (the package's folder)")
    p.add_argument("--save", type=Path, metavar="DIR",
                   help="save this tree's outputs here (one JSON file per game and seed)")
    p.add_argument("--game", action="extend", nargs="+", default=[], metavar="ID",
                   help="games to compare (default: every game)")
    p.add_argument("--seeds", type=int, nargs="+", default=list(DEFAULT_SEEDS), metavar="S",
                   help=f"arena seeds, one run each (default {' '.join(map(str, DEFAULT_SEEDS))})")
    p.add_argument("--matches", type=int, default=1,
                   help="whole matches per run and seed (default 1)")
    p.add_argument("--deals", type=int, default=3,
                   help="deals per solitaire run (default 3)")
    p.add_argument("--levels", default=",".join(DEFAULT_LEVELS), metavar="LEVEL,...",
                   help="computer levels seated round the table in turn, shifted one seat "
                   f"per seed (default {','.join(DEFAULT_LEVELS)})")
    p.add_argument("--jobs", type=int, default=2, help="arena runs at a time (default 2)")
    args = p.parse_args(argv)
    if args.matches < 1 or args.deals < 1 or args.jobs < 1:
        p.error("--matches, --deals and --jobs must be at least 1")
    levels = tuple(lv.strip() for lv in args.levels.split(",") if lv.strip())
    games = list_games(ROOT)
    known = [g["id"] for g in games]
    for gid in args.game:
        if gid not in known:
            p.error(f"unknown game {gid!r} (games: {', '.join(known)})")
    chosen = [g for g in games if not args.game or g["id"] in args.game]
    runs = [(g["id"], arena_args(g, i, seed, args.matches, args.deals, levels))
            for g in chosen for i, seed in enumerate(args.seeds)]
    if args.against is not None and not args.against.is_dir():
        p.error(f"--against {args.against}: no such folder")
    if args.compiled is not None and not (args.compiled / "dominoes_qt").is_dir():
        p.error(f"--compiled {args.compiled}: no dominoes_qt package there "
                "(python3 packaging/build.py engine)")
    if args.against is None and args.compiled is None:
        try:
            resolve(args.ref)             # a typing error is told before the runs
        except RefError as exc:
            p.error(str(exc))
    new_games: set[str] = set()
    try:
        with ThreadPoolExecutor(args.jobs) as pool:
            new = list(pool.map(lambda r: run_arena(ROOT, r[1]), runs))
            if args.against is not None:
                label = str(args.against)
                old = [_load(args.against / run_name(r[1])) for r in runs]
            elif args.compiled is not None:
                label = f"the compiled engine in {args.compiled}"
                site = args.compiled.resolve()
                old = list(pool.map(lambda r: run_arena(site, r[1]), runs))
            else:
                label = args.ref
                with extracted(args.ref) as tree:
                    older = {g["id"] for g in list_games(tree)}
                    new_games = {g["id"] for g in chosen} - older
                    old = list(pool.map(
                        lambda r: run_arena(tree, r[1]) if r[0] in older else {}, runs))
    except RefError as exc:
        p.error(str(exc))
    if args.save is not None:
        args.save.mkdir(parents=True, exist_ok=True)
        for (_, r), out in zip(runs, new, strict=True):
            (args.save / run_name(r)).write_text(json.dumps(out, indent=1) + "\n",
                                                 encoding="utf-8")
    print(f"arena runs of this tree against {label} (timings left out: "
          f"{', '.join(TIMING_FIELDS)}; from records: {', '.join(RECORD_FIELDS_IGNORED)})")
    differ = added = 0
    width = max(len(g["id"]) for g in chosen) + 2
    for g in chosen:
        if args.against is None and g["id"] in new_games:   # nothing to compare it with
            added += 1
            print(f"{g['id']:<{width}}new: {label} has no such game")
            continue
        verdict = "same"
        for (gid, r), a, b in zip(runs, old, new, strict=True):
            if gid != g["id"]:
                continue
            diff = first_difference(comparable(a), comparable(b))
            if diff:
                verdict = f"DIFFERENT (seed {r[r.index('--seed') + 1]}) {diff}"
                break
        differ += verdict != "same"
        print(f"{g['id']:<{width}}{verdict}")
    compared = len(chosen) - added
    print(f"{compared - differ} of {compared} games the same"
          + (f" ({added} new since {label})" if added else ""))
    return 1 if differ else 0


def _load(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {"error": f"{path.name} was not saved there"}
    return json.loads(path.read_text(encoding="utf-8"))


if __name__ == "__main__":
    sys.exit(main())
