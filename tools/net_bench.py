"""How many tables one server process holds: N tables of 4 scripted people over real sockets.

Not a test: ``python3 tools/net_bench.py [--tables 50 100 200 400] [--seconds 20]``.  For each N
it starts ``dominoes-qt-server`` (a subprocess, ``--pace 0``, its tables kept in a temporary
folder as in production), fills N Partnership tables with four scripted people each (client
processes of their own, so the server's process is measured alone), and has every person
answer their turn after a think time (``--think``, default 1 s, people's pace).  A move's round
trip is from sending ``act`` to receiving the state that includes it; only moves sent once
every table is full are timed.  It reports, per N, the round trip's p50/p99, the moves per
second, the server's resident memory per table, the CPU the server and the clients used (a
share of one core) and how busy the whole machine was (on a shared machine the round trip
follows its load), the server's CPU time per move and per connected seat (its process's
own user and system time, so the machine's other load does not count: the figure to compare
between changes on a shared machine), and the largest N whose p99 stays at or under 100 ms.  ``--profile`` runs
the server under cProfile (timed by its loop thread's CPU time); ``--compress`` turns on
per-message deflate.  To compare two versions of the server on a shared machine, run this
file from each checkout *at the same time* (``--workers 1`` each; for a server older than
``--tables-per-address`` pass any ``--server-arg=...``, which drops that option): both then
see the same load, and their CPU per move can be held side by side.  Every run is bounded
in tables and seconds; traffic goes to 127.0.0.1 only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import os
import random
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

MAX_TABLES = 2000
#: The server under cProfile timed by its thread's CPU time (not the wall clock, which on a
#: busy machine charges a system call with the time the process waited for a core).
PROFILED = """
import cProfile, runpy, sys, time
out = sys.argv[1]
sys.argv = ["dominoes-qt-server", *sys.argv[2:]]
profile = cProfile.Profile(time.thread_time)
profile.enable()
try:
    runpy.run_module("dominoes_qt.server", run_name="__main__")
finally:
    profile.disable()
    profile.dump_stats(out)
"""
MAX_SECONDS = 120.0


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def cpu_seconds(pid: int) -> float:
    """User and system CPU time the process has used so far."""
    return sum(cpu_split(pid))


def cpu_split(pid: int) -> tuple[float, float]:
    """(user, system) CPU seconds the process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds used so far by the process's main thread (the server's loop) and by its
    other threads together (the keeper writing the tables, the computer players)."""
    out = {"loop": 0.0, "threads": 0.0}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        used = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        out["loop" if task.name == str(pid) else "threads"] += used
    return out


def machine_busy() -> tuple[float, float]:
    """(busy, total) jiffies of every core so far, from /proc/stat."""
    values = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = values[3] + values[4]
    return float(sum(values) - idle), float(sum(values))


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


async def person(url: str, code_box: asyncio.Future[str] | None, code: str | None,
                 think: float, times: list[float], start: float, stop: float) -> None:
    """One scripted person: plays their seat until ``stop``, timing the moves sent from
    ``start`` on (when every table is full)."""
    from dominoes_qt.server.client import TableClient, my_turn

    c = TableClient(url, reconnect=False)
    await c.connect(30)
    await c.wait_for("welcome", 30)
    if code_box is not None:
        joined = await c.create("partnership", options={"target": 1000}, timeout=30)
        code_box.set_result(joined["table"])
    else:
        assert code is not None
        await c.join(code, timeout=30)
    await c.send("ready", ready=True)
    loop = asyncio.get_running_loop()
    sent_at: dict[int, float] = {}
    acted = readied = -1
    while loop.time() < stop:
        try:
            msg = await c.recv(max(0.01, stop - loop.time()))
        except TimeoutError:
            break
        if msg["type"] == "closed":
            break
        if msg["type"] != "state":
            continue
        for n in [n for n in sent_at if msg["n"] > n]:
            sent = sent_at.pop(n)
            if sent >= start:
                times.append(loop.time() - sent)
        if not c.inbox.empty():
            continue
        st = c.state
        if my_turn(st) and st["n"] != acted:
            acted = st["n"]
            await asyncio.sleep(random.uniform(0.5, 1.5) * think)
            if loop.time() >= stop or c.state is not st:
                continue
            sent_at[st["n"]] = loop.time()
            await c.send("act", action=random.choice(st["view"]["legal"]), n=st["n"])
        elif st["phase"] == "hand_over" and st["hand"] != readied:
            readied = st["hand"]
            await c.send("ready", ready=True)
    await c.close()


async def client_group(url: str, tables: int, seconds: float, think: float,
                       ready_at: float) -> list[float]:
    loop = asyncio.get_running_loop()
    times: list[float] = []
    tasks = []
    start = loop.time() + (ready_at - time.time())
    stop = start + seconds
    for _ in range(tables):
        box: asyncio.Future[str] = loop.create_future()
        tasks.append(loop.create_task(person(url, box, None, think, times, start, stop)))
        code = await asyncio.wait_for(box, 30)
        for _ in range(3):
            tasks.append(loop.create_task(person(url, None, code, think, times, start, stop)))
        await asyncio.sleep(0.01)
    await asyncio.gather(*tasks, return_exceptions=True)
    return times


def run_group(args: tuple[str, int, float, float, float]) -> list[float]:
    return asyncio.run(client_group(*args))


def measure(n: int, seconds: float, think: float, workers: int,
            profile: Path | None = None, server_args: tuple[str, ...] = ()) -> dict[str, float]:
    port = free_port()
    data = tempfile.mkdtemp(prefix="net-bench-")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = ["-m", "dominoes_qt.server"]
    if profile is not None:   # the loop's thread's own CPU time; written when the server stops
        run = ["-c", PROFILED, f"{profile}.{n}"]
    server = subprocess.Popen(
        [sys.executable, *run, "--port", str(port), "--data", data,
         "--pace", "0", "--log-level", "ERROR", *server_args],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env)
    try:
        assert server.stdout is not None
        server.stdout.readline()
        base = rss_kib(server.pid)
        url = f"ws://127.0.0.1:{port}"
        shares = [n // workers + (1 if i < n % workers else 0) for i in range(workers)]
        setup_time = max(5.0, n * 0.04)
        ready_at = time.time() + setup_time
        with mp.Pool(workers) as pool:
            result = pool.map_async(run_group, [(url, k, seconds, think, ready_at)
                                                for k in shares if k])
            time.sleep(max(0.0, ready_at - time.time()) + 1)
            clients = [proc.pid for proc in pool._pool]  # type: ignore[attr-defined]
            cpu0, (busy0, total0) = cpu_seconds(server.pid), machine_busy()
            threads0 = thread_cpu(server.pid)
            system0 = cpu_split(server.pid)[1]
            people0 = sum(cpu_seconds(pid) for pid in clients)
            time.sleep(seconds / 2 - 1)
            loaded = rss_kib(server.pid)
            time.sleep(seconds / 2 - 1)
            cpu1, (busy1, total1) = cpu_seconds(server.pid), machine_busy()
            threads1 = thread_cpu(server.pid)
            system1 = cpu_split(server.pid)[1]
            people1 = sum(cpu_seconds(pid) for pid in clients)
            times = [t for group in result.get(setup_time + seconds + 120) for t in group]
    finally:
        server.terminate()
        server.wait(30)
        shutil.rmtree(data, ignore_errors=True)
    times.sort()
    p = (lambda q: times[min(len(times) - 1, int(q * len(times)))] * 1000) if times else (
        lambda q: float("nan"))
    return {"tables": n, "moves": len(times), "moves_per_s": len(times) / seconds,
            "p50_ms": p(0.50), "p99_ms": p(0.99),
            "mean_ms": statistics.fmean(times) * 1000 if times else float("nan"),
            "rss_base_mib": base / 1024, "rss_mib": loaded / 1024,
            "kib_per_table": (loaded - base) / n,
            "server_cpu": (cpu1 - cpu0) / (seconds - 2),
            # the server's own CPU time: per move made, and per connected seat each second
            "cpu_ms_per_move": (cpu1 - cpu0) * 1000 / max(1, moves_in(times, seconds, 2)),
            "cpu_ms_per_seat_s": (cpu1 - cpu0) * 1000 / (seconds - 2) / (4 * n),
            # the loop's share of the server's CPU (the rest: the keeper's threads)
            "loop_share": (threads1["loop"] - threads0["loop"]) / max(1e-9, cpu1 - cpu0),
            # the kernel's share (sockets, files) of the server's CPU
            "system_share": (system1 - system0) / max(1e-9, cpu1 - cpu0),
            "clients_cpu": (people1 - people0) / (seconds - 2),
            "machine_busy": (busy1 - busy0) / max(1.0, total1 - total0)}


def moves_in(times: list[float], seconds: float, cut: float) -> float:
    """The moves made in the CPU's window (``cut`` seconds shorter than the timed one)."""
    return len(times) * (seconds - cut) / seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, nargs="+", default=[25, 50, 100, 200, 400])
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--think", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", type=Path, help="write the figures here too")
    parser.add_argument("--compress", action="store_true",
                        help="run the server with --compress (per-message deflate)")
    parser.add_argument("--profile", type=Path,
                        help="run the server under cProfile, writing PROFILE.N for each N")
    parser.add_argument("--server-arg", action="append", default=[], metavar="ARG",
                        help="an argument for the server (repeatable; for a server of before "
                             "these options, pass none)")
    args = parser.parse_args()
    if max(args.tables) > MAX_TABLES or args.seconds > MAX_SECONDS:
        parser.error(f"at most {MAX_TABLES} tables and {MAX_SECONDS:.0f} seconds a run")
    rows = []
    print("tables  moves/s   p50 ms   p99 ms   server MiB   KiB/table  server CPU"
          "  ms/move  ms/seat/s  clients CPU  machine", flush=True)
    for n in args.tables:
        server_args = [*args.server_arg, *(["--compress"] if args.compress else [])]
        if not args.server_arg:   # every table's people come from this one address
            server_args += ["--tables-per-address", str(MAX_TABLES)]
        row = measure(n, args.seconds, args.think, args.workers, args.profile,
                      tuple(server_args))
        rows.append(row)
        print(f"{n:6d}  {row['moves_per_s']:7.1f}  {row['p50_ms']:7.1f}  {row['p99_ms']:7.1f}"
              f"  {row['rss_mib']:11.1f}  {row['kib_per_table']:10.1f}"
              f"  {row['server_cpu']:9.0%}  {row['cpu_ms_per_move']:7.2f}"
              f"  {row['cpu_ms_per_seat_s']:9.3f}  {row['clients_cpu']:10.0%}"
              f"  {row['machine_busy']:7.0%}", flush=True)
        if row["p99_ms"] > 300:
            break            # far past the mark: larger N only takes longer
    good = [r["tables"] for r in rows if r["p99_ms"] <= 100]
    print(f"most tables with p99 <= 100 ms: {max(good) if good else 'none'}")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
