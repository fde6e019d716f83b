"""``dominoes-qt-server``: run the table server until interrupted (SIGINT or SIGTERM)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from pathlib import Path

from . import DEFAULT_PORT


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="dominoes-qt-server",
        description="The Dominoes Qt table server: people play over the network, the server "
                    "deals and keeps every hidden tile (docs/protocol.md).")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every one)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT,
                        help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--data", type=Path, default=None,
                        help="folder where tables are kept and resumed from (default: none, "
                             "tables live in memory only)")
    parser.add_argument("--certfile", help="TLS certificate (PEM): serve wss://")
    parser.add_argument("--keyfile", help="the certificate's private key (PEM)")
    parser.add_argument("--grace", type=float, default=60.0,
                        help="seconds a dropped player has to come back before a computer "
                             "plays their seat (default 60)")
    parser.add_argument("--pace", type=float, default=0.5,
                        help="seconds between computer moves (default 0.5)")
    parser.add_argument("--stand-in", default="medium",
                        help="the computer level that plays for an absent player")
    parser.add_argument("--compress", action="store_true",
                        help="compress messages (per-message deflate): less traffic, more "
                             "memory and CPU on the server")
    parser.add_argument("--log-level", default="INFO")
    args = parser.parse_args(argv)
    if bool(args.certfile) != bool(args.keyfile):
        parser.error("--certfile and --keyfile go together")
    if args.grace < 0 or args.pace < 0:
        parser.error("--grace and --pace cannot be negative")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=args.log_level.upper(), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(message)s")
    from dominoes_qt.ai import LEVELS

    if args.stand_in not in LEVELS:
        print(f"dominoes-qt-server: no computer level {args.stand_in!r}", file=sys.stderr)
        return 2
    try:
        asyncio.run(_serve(args))
    except KeyboardInterrupt:
        pass
    return 0


async def _serve(args: argparse.Namespace) -> None:
    from .server import ServerOptions, TableServer

    server = TableServer(ServerOptions(
        host=args.host, port=args.port, data=args.data, grace=args.grace, pace=args.pace,
        stand_in_level=args.stand_in, certfile=args.certfile, keyfile=args.keyfile,
        compression=args.compress))
    await server.start()
    print(f"dominoes-qt-server listening on {server.url}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await server.stop()
