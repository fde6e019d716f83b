#!/usr/bin/env python3
"""Time from starting the game to its first visible window, for several ways of installing it.

    Xvfb :99 -noreset &
    python3 tools/bench_startup.py --display :99 -n 10 \\
        bundle=dist/dominoes-qt/dominoes-qt  pip=/tmp/venv/bin/dominoes-qt

Each NAME=COMMAND is started in turn (A B A B ..., so a drift of the machine's speed hits all
alike) with ``--game draw --seed 1`` and a fresh empty user folder, and timed from the spawn
until X11 shows a window of that process (``xdotool search --onlyvisible --pid``, polled every
10 ms); then it is closed. Prints min/median/max per command and the ratio of medians to the
first. Needs an X server (Xvfb) and xdotool. Figures go in packaging/README.md, never in a
test (the machine is shared and noisy).
"""

from __future__ import annotations

import argparse
import os
import shlex
import signal
import statistics
import subprocess
import sys
import tempfile
import time


def first_window_seconds(command: list[str], display: str, timeout: float) -> float:
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as home:
        env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", HOME=home,
                   DOMINOES_QT_HOME=os.path.join(home, "data"),
                   XDG_CONFIG_HOME=os.path.join(home, "config"))
        log = open(os.path.join(home, "log"), "w+")   # read back if the game fails
        start = time.perf_counter()
        process = subprocess.Popen([*command, "--game", "draw", "--seed", "1"], env=env,
                                   stdout=log, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            while time.perf_counter() - start < timeout:
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(process.pid)],
                    env=env, capture_output=True, text=True)
                if found.stdout.strip():
                    return time.perf_counter() - start
                if process.poll() is not None:
                    log.seek(0)
                    raise SystemExit(f"{command[0]} exited ({process.returncode}) before "
                                     f"showing a window:\n{log.read()[-2000:]}")
                time.sleep(0.01)
            raise SystemExit(f"{command[0]}: no window after {timeout} s")
        finally:
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=30)
            log.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("commands", nargs="+", metavar="NAME=COMMAND")
    parser.add_argument("--display", default=os.environ.get("DISPLAY", ":99"))
    parser.add_argument("-n", "--runs", type=int, default=10)
    parser.add_argument("--warmup", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args(argv)
    named = []
    for item in args.commands:
        name, sep, command = item.partition("=")
        if not sep:
            parser.error(f"expected NAME=COMMAND, not {item!r}")
        named.append((name, shlex.split(command)))
    times: dict[str, list[float]] = {name: [] for name, _ in named}
    # An X server resets when its last client leaves, and refuses connections meanwhile:
    # one idle client stays connected for the whole run.
    keeper = subprocess.Popen(["xdotool", "sleep", "86400"],
                              env=dict(os.environ, DISPLAY=args.display))
    try:
        for run in range(args.warmup + args.runs):
            for name, command in named:
                seconds = first_window_seconds(command, args.display, args.timeout)
                if run >= args.warmup:
                    times[name].append(seconds)
    finally:
        keeper.terminate()
        keeper.wait()
    base = statistics.median(times[named[0][0]])
    print(f"start to first window, {args.runs} runs each (seconds: min / median / max)")
    for name, _ in named:
        values = times[name]
        median = statistics.median(values)
        print(f"  {name:12} {min(values):6.3f} / {median:6.3f} / {max(values):6.3f}"
              f"   x{median / base:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
