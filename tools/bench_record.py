#!/usr/bin/env python3
"""How long loading and autosaving take in the longest matches (not a test: timings depend on
the machine, so they live here and in docs/storage.md, never in an assertion).

    python3 tools/bench_record.py [--load-hands 6000] [--match-hands 20000] [--moves 300]
                                  [--dir FOLDER]

The longest legal match is the Block Game to 10,000 by hand points (one point per hand won):
about 20,000 hands.  Random play builds such records; then this measures

* loading a ``--load-hands`` record from its file (``storage.files.load_record``: read, parse,
  replay every action through the rules) -- target at most 1 s for 6,000 hands;
* saving it in full (File ▸ Save), first and again after one more hand;
* the autosave after each of ``--moves`` actions late in a ``--match-hands`` match (a journal
  line appended and flushed to disk) -- target at most 20 ms;
* resuming that autosave (the full record and its journal).

Load and save times are CPU time (``time.process_time``), so other work on a shared machine
does not count; autosave and resume times are wall-clock (they wait for the disk: ``fsync``).
Files go to a temporary folder inside ``--dir`` (default: the current folder; a RAM disk such
as /tmp on some systems would flatter the autosave).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from dominoes_qt.session import GameSetup  # noqa: E402
from dominoes_qt.storage.autosave import Autosaver  # noqa: E402
from dominoes_qt.storage.record import GameRecord  # noqa: E402
from dominoes_qt.storage.saves import load_record, save_record  # noqa: E402


def long_match(hands: int, seed: int = 1) -> GameRecord:
    """A Block match to 10,000 by hand points, played at random for ``hands`` hands (or to
    its end, if sooner)."""
    setup = GameSetup.default("block", 2, seed=seed,
                              options={"target": 10_000, "scoring": "hand-point"})
    record = GameRecord.new(setup)
    rng = random.Random(seed)
    match = record.match
    while len(match.results) < hands and not match.is_over:
        hand = match.hand
        if hand.result is not None:
            record.next_hand()
            continue
        record.apply(rng.choice(hand.legal_actions()))
    return record


def move(record: GameRecord, rng: random.Random) -> None:
    """One action of the match (a new hand first if the last one ended)."""
    match = record.match
    if match.hand.result is not None:
        record.next_hand()
    record.apply(rng.choice(match.hand.legal_actions()))


def cpu(work) -> float:  # noqa: ANN001
    start = time.process_time()
    work()
    return time.process_time() - start


def wall(work) -> float:  # noqa: ANN001
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 1 else f"{seconds:.2f} s"


def bench_load(folder: Path, hands: int) -> None:
    record = long_match(hands)
    path = folder / f"block-{hands}.domino"
    first = cpu(lambda: save_record(path, record))
    size = path.stat().st_size
    load_record(path)  # warm up (imports, the decoders' caches)
    loads = sorted(cpu(lambda: load_record(path)) for _ in range(3))
    _play_hand(record)
    again = cpu(lambda: save_record(path, record))
    print(f"{hands:,}-hand record ({size / 1e6:.1f} MB, {len(record.actions):,} actions):")
    print(f"  load (read, parse, replay): {ms(loads[0])} best of 3, {ms(loads[-1])} worst")
    print(f"  save in full: {ms(first)} the first time, {ms(again)} after one more hand")


def _play_hand(record: GameRecord) -> None:
    rng = random.Random(0)
    move(record, rng)
    while record.match.hand.result is not None and not record.match.is_over:
        move(record, rng)
    while record.match.hand.result is None:
        move(record, rng)


def bench_autosave(folder: Path, hands: int, moves: int) -> None:
    record = long_match(hands)
    path = folder / "autosave.domino"
    saver = Autosaver(path)
    start = wall(lambda: saver.update(record))
    opened = folder / "opened.domino"
    save_record(opened, record)
    raw = opened.read_bytes()
    copy = Autosaver(folder / "copy.domino")
    copy.opened(record, raw)
    copied = wall(lambda: copy.update(record))
    rng = random.Random(2)
    undos = []
    for _ in range(5):   # a move and its undo (within the hand: undo never crosses into a
        move(record, rng)   # finished one); the undo's autosave is a journal line
        saver.update(record)
        undos.append(cpu(lambda: record.undo(1)) + wall(lambda: saver.update(record)))
        assert saver.error is None, saver.error
    undos.sort()
    times = []
    for _ in range(moves):
        if record.match.is_over:
            break
        move(record, rng)
        times.append(wall(lambda: saver.update(record)))
        assert saver.error is None, saver.error
    times.sort()
    journal = path.with_name(path.name + ".journal").stat().st_size
    resumed: list[GameRecord | None] = []
    resume = wall(lambda: resumed.append(Autosaver(path).pending()))
    assert resumed[0] is not None and resumed[0].actions == record.actions
    print(f"autosave late in a {len(record.match.deals):,}-hand match "
          f"({path.stat().st_size / 1e6:.1f} MB full record):")
    print(f"  the first, full write: {ms(start)} laid out anew (after an undo back past it), "
          f"{ms(copied)} for a game opened from a file (a copy of its bytes)")
    print(f"  after a move: median {ms(statistics.median(times))}, "
          f"p95 {ms(times[int(0.95 * (len(times) - 1))])}, worst {ms(times[-1])} "
          f"({len(times)} moves; journal {journal:,} bytes)")
    print(f"  undo of a move and its autosave: median {ms(statistics.median(undos))}, "
          f"worst {ms(undos[-1])} ({len(undos)} undos)")
    print(f"  resuming it (full record and journal): {ms(resume)}")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--load-hands", type=int, default=6000)
    p.add_argument("--match-hands", type=int, default=20_000)
    p.add_argument("--moves", type=int, default=300)
    p.add_argument("--dir", type=Path, default=Path.cwd())
    args = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-record-", dir=args.dir) as name:
        folder = Path(name)
        bench_load(folder, args.load_hands)
        bench_autosave(folder, args.match_hands, args.moves)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
