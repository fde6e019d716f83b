"""How long the table server takes to start on a data folder of N kept tables.

Not a test: ``python3 tools/server_startup.py [--tables 1000 3000] [--moves 60]``.  It keeps
one table of each kind as the server does (a waiting room; a Partnership match ``--moves``
actions in, its last hand's moves in the journal), copies them under N fresh codes (half of
each), then starts ``dominoes-qt-server --data`` on the folder and times it from the start of
the process to its ``listening`` line; the same with ``--root`` naming another checkout (the
server before a change).  Every copy is in a temporary folder, removed afterwards.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def kept_pair(folder: Path, moves: int) -> tuple[str, str]:
    """A waiting room and a match in play kept in ``folder``; their codes."""
    from dominoes_qt.server.keeping import write_batch
    from dominoes_qt.server.protocol import CODE_ALPHABET, CODE_LENGTH
    from dominoes_qt.server.table import PLAYING, Table, TableOptions, hash_token
    from dominoes_qt.session import GameSetup

    options = TableOptions(data=folder)
    codes = []
    for playing in (False, True):
        code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        setup = GameSetup.default("partnership", seed=7)
        table = Table.create(code, setup, options, host=0)
        for index, seat in enumerate(table.seats):
            seat.token_hash = hash_token(f"token {index}")
            seat.name = f"Player {index + 1}"
        table.changed()
        write = table.plan_write()
        assert write is not None
        write_batch([write])
        table.wrote(write)
        if playing:
            table.phase = PLAYING
            rng = random.Random(1)
            for _ in range(moves):
                hand = table.record.match.hand
                if table.record.match.is_over:
                    break
                if hand.result is not None:
                    table.record.next_hand()
                else:
                    table.record.apply(rng.choice(hand.legal_actions()))
                table.changed()
                write = table.plan_write()
                assert write is not None
                write_batch([write])
                table.wrote(write)
        codes.append(code)
    return codes[0], codes[1]


def fill(folder: Path, n: int, moves: int) -> None:
    """``n`` kept tables in ``folder``: copies of one waiting room and one match in play."""
    from dominoes_qt.server.protocol import CODE_ALPHABET, CODE_LENGTH

    models = Path(tempfile.mkdtemp(prefix="startup-model-"))
    try:
        pair = kept_pair(models, moves)
        for i in range(n):
            model = pair[i % 2]
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            for path in models.glob(f"{model}.*"):
                target = folder / path.name.replace(model, code)
                if path.name.endswith(".table.json"):
                    meta = json.loads(path.read_text(encoding="utf-8"))
                    meta["code"] = code
                    target.write_text(json.dumps(meta), encoding="utf-8")
                else:
                    shutil.copyfile(path, target)
    finally:
        shutil.rmtree(models, ignore_errors=True)


def start_time(root: Path, folder: Path) -> tuple[float, int]:
    """Seconds from starting the server on ``folder`` (code from ``root``) to its listening
    line, and the tables it resumed."""
    env = dict(os.environ, PYTHONPATH=str(root))
    with tempfile.TemporaryFile("w+") as log:   # a line a table: more than a pipe holds
        began = time.perf_counter()
        proc = subprocess.Popen(
            [sys.executable, "-m", "dominoes_qt.server", "--port", "0", "--data", str(folder),
             "--log-level", "INFO"],
            stdout=subprocess.PIPE, stderr=log, text=True, env=env, cwd=root)
        assert proc.stdout is not None
        line = proc.stdout.readline()
        took = time.perf_counter() - began
        proc.terminate()
        proc.wait(600)
        log.seek(0)
        err = log.read()
    if "listening" not in line:
        raise SystemExit(f"the server did not start: {err[-2000:]}")
    return took, err.count("resumed table")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[0, 1000, 3000])
    parser.add_argument("--moves", type=int, default=60,
                        help="actions made in each kept match (default 60)")
    parser.add_argument("--root", type=Path, action="append", default=[],
                        help="also time the server of this checkout (repeatable)")
    args = parser.parse_args()
    if max(args.tables) > 20_000:
        parser.error("at most 20000 tables")
    roots = [ROOT, *args.root]
    print("tables  " + "  ".join(f"{str(r)[-28:]:>28}" for r in roots), flush=True)
    for n in args.tables:
        folder = Path(tempfile.mkdtemp(prefix="startup-tables-"))
        try:
            fill(folder, n, args.moves)
            cells = []
            for root in roots:
                took, resumed = start_time(root, folder)
                cells.append(f"{took:8.2f} s ({resumed:5d} resumed)")
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        print(f"{n:6d}  " + "  ".join(f"{c:>28}" for c in cells), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
