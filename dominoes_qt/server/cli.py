"""``dominoes-qt-server``: run the table server until interrupted (SIGINT or SIGTERM).

Also ``python -m dominoes_qt.server`` and ``dominoes-qt --server`` (the stand-alone bundles'
one program).  It never asks anything: a problem at start (a busy port, an unreadable
certificate, a data folder it cannot make) is one line on stderr and exit status 1.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import sys
from pathlib import Path

from dominoes_qt import __version__

from . import DEFAULT_PORT

PROG = "dominoes-qt-server"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class StartError(Exception):
    """The server cannot start; the message is the whole one-line reason."""


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    from .server import MAX_TABLES, MAX_TABLES_PER_ADDRESS

    parser = argparse.ArgumentParser(
        prog=prog,
        description="The Dominoes Qt table server: people play over the network, the server "
                    "deals and keeps every hidden tile. It prints "
                    "'listening on ws://HOST:PORT' once it accepts connections, and runs "
                    "until interrupted (Ctrl+C, SIGTERM).",
        epilog="More: man dominoes-qt-server. The protocol, for writing a client: "
               "/usr/share/doc/dominoes-qt/protocol.md (the .deb), docs/protocol.md (the "
               "source).")
    parser.add_argument("--host", default="127.0.0.1", metavar="HOST",
                        help="address to listen on (default 127.0.0.1; 0.0.0.0 for every one)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, metavar="PORT",
                        help=f"port (default {DEFAULT_PORT}; 0 picks a free one)")
    parser.add_argument("--data", type=Path, default=None, metavar="DIR",
                        help="folder where tables are kept and resumed from (default: none, "
                             "tables live in memory only)")
    parser.add_argument("--certfile", metavar="FILE", help="TLS certificate (PEM): serve wss://")
    parser.add_argument("--keyfile", metavar="FILE", help="the certificate's private key (PEM)")
    parser.add_argument("--grace", type=float, default=60.0, metavar="SECONDS",
                        help="seconds a dropped player has to come back before a computer "
                             "plays their seat (default 60)")
    parser.add_argument("--pace", type=float, default=0.5, metavar="SECONDS",
                        help="seconds between computer moves (default 0.5)")
    parser.add_argument("--stand-in", default="medium", metavar="LEVEL",
                        help="the computer level that plays for an absent player "
                             "(default medium)")
    parser.add_argument("--keep-waiting", type=float, default=600.0, metavar="SECONDS",
                        help="seconds a waiting room (or a finished match) with nobody "
                             "connected is kept before it is forgotten and its files deleted "
                             "(default 600)")
    parser.add_argument("--keep-match", type=float, default=86_400.0, metavar="SECONDS",
                        help="seconds a match in play with nobody connected is kept "
                             "(default 86400: a day)")
    parser.add_argument("--max-tables", type=int, default=MAX_TABLES, metavar="N",
                        help=f"tables the server holds at most (default {MAX_TABLES})")
    parser.add_argument("--tables-per-address", type=int, default=MAX_TABLES_PER_ADDRESS,
                        metavar="N",
                        help="tables made from one address the server holds at once "
                             f"(default {MAX_TABLES_PER_ADDRESS})")
    parser.add_argument("--list-tables", action="store_true",
                        help="answer 'list' with the tables whose creator asked them listed "
                             "(default: list none; a table is joined with its code)")
    parser.add_argument("--compress", action="store_true",
                        help="compress messages (per-message deflate): less traffic, more "
                             "memory and CPU on the server")
    parser.add_argument("--log-level", default="INFO", type=str.upper, choices=LOG_LEVELS,
                        metavar="LEVEL",
                        help="least important log lines shown on stderr: DEBUG, INFO, "
                             "WARNING, ERROR or CRITICAL (default INFO)")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def parse_args(argv: list[str] | None = None, prog: str = PROG) -> argparse.Namespace:
    parser = build_parser(prog)
    args = parser.parse_args(argv)
    if bool(args.certfile) != bool(args.keyfile):
        parser.error("--certfile and --keyfile go together")
    if min(args.grace, args.pace, args.keep_waiting, args.keep_match) < 0:
        parser.error("--grace, --pace, --keep-waiting and --keep-match cannot be negative")
    if args.max_tables < 1 or args.tables_per_address < 1:
        parser.error("--max-tables and --tables-per-address must be at least 1")
    if not 0 <= args.port <= 65535:
        parser.error(f"--port must be between 0 and 65535, not {args.port}")
    return args


def main(argv: list[str] | None = None, prog: str = PROG) -> int:
    """Run the server; return the exit status (0 after an interrupt, 1 when it cannot start,
    2 for a usage error). ``prog`` names the command in usage and error lines."""
    try:
        args = parse_args(argv, prog)
    except SystemExit as exc:   # --help (0) or a usage error (2), already printed
        return exc.code if isinstance(exc.code, int) else 2
    logging.basicConfig(level=args.log_level, stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(message)s")
    from dominoes_qt.ai import LEVELS

    if args.stand_in not in LEVELS:
        print(f"{prog}: error: no computer level {args.stand_in!r} "
              f"(levels: {', '.join(LEVELS)})", file=sys.stderr)
        return 2
    try:
        asyncio.run(_serve(args))
    except StartError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr, flush=True)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def _why(exc: OSError) -> str:
    """An OSError's reason, short: the system's words for its errno when it has one (asyncio
    wraps a failed bind in its own longer sentence)."""
    if exc.errno:
        return os.strerror(exc.errno)
    return exc.strerror or str(exc) or type(exc).__name__


async def _serve(args: argparse.Namespace) -> None:
    from .server import ServerOptions, TableServer

    server = TableServer(ServerOptions(
        host=args.host, port=args.port, data=args.data, grace=args.grace, pace=args.pace,
        stand_in_level=args.stand_in, certfile=args.certfile, keyfile=args.keyfile,
        compression=args.compress, keep_waiting=args.keep_waiting, keep_match=args.keep_match,
        max_tables=args.max_tables, max_tables_per_address=args.tables_per_address,
        list_tables=args.list_tables))
    try:
        await _start(server, args)
    except StartError:
        await server.stop()
        raise
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        # Windows has no loop signal handlers: there Ctrl+C cancels asyncio.run's task
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    # after the handlers: whoever reads this line may stop the server at once
    print(f"{PROG} listening on {server.url}", flush=True)
    try:
        await stop.wait()
    finally:
        await server.stop()


async def _start(server, args: argparse.Namespace) -> None:
    """``server.start()``, its failures turned into one-line reasons naming what failed."""
    import ssl

    try:
        if args.data is not None:
            try:
                args.data.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StartError(f"cannot use the data folder {args.data}: {_why(exc)}") from None
            if not args.data.is_dir():
                raise StartError(f"cannot use the data folder {args.data}: not a folder")
        if args.certfile:
            try:
                ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER).load_cert_chain(args.certfile,
                                                                        args.keyfile)
            except OSError as exc:   # ssl.SSLError is one too, its errno is OpenSSL's
                why = (exc.reason or "not a PEM certificate and key") \
                    if isinstance(exc, ssl.SSLError) else _why(exc)
                raise StartError(f"cannot load the certificate {args.certfile} with the key "
                                 f"{args.keyfile}: {why}") from None
        await server.start()
    except StartError:
        raise
    except OSError as exc:
        where = f"[{args.host}]:{args.port}" if ":" in args.host else f"{args.host}:{args.port}"
        raise StartError(f"cannot listen on {where}: {_why(exc)}") from None
