"""Entry point of the ``dominoes-qt`` command (also ``python -m dominoes_qt``).

Argument parsing (:func:`parse_args`, :func:`validate_args`) imports no Qt, so it can be
tested without a display. :func:`main` never calls :func:`sys.exit`; it returns the exit
status, and reuses an existing ``QApplication`` (as under pytest-qt).
"""

from __future__ import annotations

import argparse
import functools
import gc
import importlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from dominoes_qt import __version__
from dominoes_qt.engine import engine_line
from dominoes_qt.session import DEFAULT_LEVEL

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.app.online.host_return import HostReturn
    from dominoes_qt.app.online.seat_return import SeatReturn

PROG = "dominoes-qt"
#: ``dominoes-qt --server [OPTIONS]`` runs the table server (dominoes_qt/server/cli.py): the
#: stand-alone bundles have one program, and this is how it starts the server.
SERVER_FLAG = "--server"
MAX_PLAYERS = 18
#: Pure-Python modules (no Qt) the first window needs. ``main`` imports them (and reads the
#: settings) before PySide6: once PySide6 is loaded, its import hook reads the source of every
#: module imported after it, looking for ``from __feature__ import`` (about 0.1 ms a module,
#: docs/startup.md).
BEFORE_QT = (
    "dominoes_qt.rules",
    "dominoes_qt.session",
    "dominoes_qt.storage.record",
    "dominoes_qt.geometry",
    "dominoes_qt.storage.settings",
    "dominoes_qt.storage.autosave",
    "dominoes_qt.storage.recent",
    "dominoes_qt.app.turn_digest",
)
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "translations"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Dominoes Qt: a desktop dominoes game.",
    )
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a saved game to resume",
    )
    parser.add_argument("--game", metavar="ID",
                        help="start a new game with this game id (default: the last one played)")
    parser.add_argument("--players", metavar="N", type=int, help="number of players")
    parser.add_argument("--set", metavar="N", type=int, dest="set_n",
                        help="tile set: 6, 9 or 12 for double-six, double-nine, double-twelve")
    parser.add_argument("--option", metavar="KEY=VALUE", action="append", default=[],
                        help="a game option, e.g. --option target=50 (repeatable)")
    parser.add_argument("--seed", metavar="S", type=int, help="random seed for the deal")
    parser.add_argument("--humans", metavar="N", type=int, default=1,
                        help="people at this computer (hot seat when more than 1; default 1)")
    parser.add_argument("--level", metavar="LEVEL", default=DEFAULT_LEVEL,
                        help="computer level for the other seats (default %(default)s)")
    parser.add_argument("--autoplay", metavar="N", type=int, default=0,
                        help="let the computer make your first N moves (demos, screenshots)")
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="start, let the computers play until it is your turn (after --autoplay), save a "
             "picture of the window to FILE.png and exit",
    )
    parser.add_argument(
        SERVER_FLAG, nargs=argparse.REMAINDER, metavar="SERVER_OPTION",
        help="run the network table server instead of the game, with no window (first on the "
             "line; the rest are its options: dominoes-qt --server --help lists them)")
    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {__version__} ({engine_line()})")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command line; argparse raises ``SystemExit(2)`` on bad options."""
    return build_parser().parse_args(argv)


def validate_args(args: argparse.Namespace) -> str | None:
    """Check option values that argparse's types cannot; return an error message or None.

    Hook for later checks (for example ``--game`` against the game catalogue).
    """
    if getattr(args, "server", None) is not None:   # main() runs it when it comes first
        return f"{SERVER_FLAG} comes first: {PROG} {SERVER_FLAG} [server options]"
    if args.players is not None and not 1 <= args.players <= MAX_PLAYERS:
        return f"--players must be between 1 and {MAX_PLAYERS}, not {args.players}"
    if args.seed is not None and args.seed < 0:
        return f"--seed must be an integer >= 0, not {args.seed}"
    if getattr(args, "autoplay", 0) < 0:
        return f"--autoplay must be 0 or more, not {args.autoplay}"
    for raw in getattr(args, "option", []):
        if "=" not in raw:
            return f"--option takes KEY=VALUE, not {raw!r}"
    if args.game is None and (getattr(args, "set_n", None) is not None or args.option):
        return "--set and --option need --game"
    if args.game is not None or args.players is not None:
        try:
            setup = setup_from_args(args)
        except ValueError as exc:
            return str(exc)
        humans = getattr(args, "humans", 1)
        if not 0 <= humans <= setup.players:
            return f"--humans must be between 0 and {setup.players}, not {humans}"
        level = getattr(args, "level", DEFAULT_LEVEL)
        # the usual levels are known without importing the AI (start-up time)
        from dominoes_qt.storage.settings import is_known_level, known_levels

        if not is_known_level(level):
            return f"unknown computer level {level!r} (levels: {', '.join(known_levels())})"
    return None


def setup_from_args(args: argparse.Namespace):  # -> GameSetup (no Qt import at module level)
    """The GameSetup named on the command line; ValueError with a one-line reason if invalid."""
    from dominoes_qt.rules import find_game
    from dominoes_qt.rules.errors import RulesError
    from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

    game_id = args.game or "draw"
    options = dict(raw.split("=", 1) for raw in getattr(args, "option", []))
    try:
        game = find_game(game_id)
        players = args.players if args.players is not None else game.default_players
        set_n = getattr(args, "set_n", None)
        set_n = game.default_set if set_n is None else set_n
        game.configure(players, set_n, options)
    except RulesError as exc:
        raise ValueError(str(exc)) from None
    humans = max(0, min(getattr(args, "humans", 1), players))
    level = getattr(args, "level", DEFAULT_LEVEL) or DEFAULT_LEVEL
    seats = tuple(SeatSpec(HUMAN) if i < humans else SeatSpec(COMPUTER, level)
                  for i in range(players))
    return GameSetup(game_id, players, set_n, options, seats, seed=args.seed)


def _install_translators(app, language: str = "system") -> list:
    """Install the app's translation for ``language`` (a locale code, or "system"), and Qt's.

    A missing translation is not an error: the interface stays in English. The language
    manager (app/i18n.py) keeps the translators, so Preferences can switch them live.
    """
    from dominoes_qt.app.i18n import manager

    manager(app).apply(language)
    return []


def autoplay(window, moves: int) -> None:
    """Let the hint level make the humans' next ``moves`` moves (stops before a hand ends).

    A solitaire is played by its solver; from a deal it cannot win, legal moves go on
    (those that take tiles away first) until the game ends or ``moves`` are made."""
    from dominoes_qt.ai.solitaire_players import greedy_move
    from dominoes_qt.rules.catalogue import is_solitaire

    controller = window.controller
    saved = controller.computer_delay_ms
    controller.computer_delay_ms = 0
    try:
        done = 0
        while done < moves:
            controller.wait_idle()
            hand = controller.hand
            if hand.result is not None or not controller.awaiting_human:
                if controller.handover_seat >= 0:
                    controller.accept_handover()
                    continue
                break
            if is_solitaire(controller.setup.game_id):   # the solver plays a solitaire
                action = window.solitaire.table.hint(wait=True)
                if action is None:   # no winning line: play on, taking tiles where it can
                    legal = controller.legal_for_viewer()
                    action = greedy_move(legal) if legal else None
                if action is None or not controller.play_human(action):
                    break
                done += 1
                continue
            if hand.hand_size(hand.turn) <= 1:
                break
            action = controller.hint(wait=True)
            if action is None or not controller.play_human(action):
                break
            done += 1
        controller.wait_idle()
    finally:
        controller.computer_delay_ms = saved


def _unreadable_game(path: str) -> str | None:
    """Why the saved game at ``path`` cannot be opened (one line), or None if it can."""
    from dominoes_qt.storage.files import SaveFileError
    from dominoes_qt.storage.saves import load_record

    try:
        load_record(path)
    except SaveFileError as exc:
        return f"cannot open {exc}"
    return None


def choose_platform(screenshot: bool, environ: dict[str, str] | None = None) -> str | None:
    """Make sure Qt has somewhere to draw, before the QApplication exists.

    Where windows need a display server (Linux and the BSDs) and neither ``DISPLAY`` nor
    ``WAYLAND_DISPLAY`` is set, and the user did not choose ``QT_QPA_PLATFORM``: a screenshot
    run draws offscreen (it needs no screen); an interactive start returns the one-line reason
    it cannot start (Qt would abort the process instead).
    """
    env = os.environ if environ is None else environ
    if sys.platform in ("win32", "darwin") or sys.platform.startswith("cygwin"):
        return None
    if env.get("QT_QPA_PLATFORM") or env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    if screenshot:
        env["QT_QPA_PLATFORM"] = "offscreen"
        return None
    return ("no display to show the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "--screenshot FILE.png works without one")


def after_first_frame(widget, callback, fallback_ms: int = 3000) -> None:
    """Call ``callback`` once, right after ``widget`` has painted its first frame (start-up
    work the first window does not need); at the latest after ``fallback_ms``."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class _FirstPaint(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint:
                widget.removeEventFilter(self)
                QTimer.singleShot(0, callback)
            return False

    watcher = _FirstPaint(widget)
    widget.installEventFilter(watcher)
    QTimer.singleShot(fallback_ms, callback)   # callbacks must be harmless when repeated


def run_server(argv: list[str]) -> int:
    """``dominoes-qt --server ARGS``: the table server in this process, as
    ``dominoes-qt-server ARGS`` runs it. Never imports Qt nor opens a window."""
    from dominoes_qt.server.cli import main as server_main

    return server_main(argv, prog=f"{PROG} {SERVER_FLAG}")


def main(argv: list[str] | None = None) -> int:
    """Run the game (or, with ``--server`` first, the table server); return the exit
    status."""
    arguments = sys.argv[1:] if argv is None else list(argv)
    if arguments[:1] == [SERVER_FLAG]:
        return run_server(arguments[1:])
    try:
        args = parse_args(arguments)
    except SystemExit as exc:  # --help, --version, or a usage error (status 2)
        return exc.code if isinstance(exc.code, int) else 2
    error = validate_args(args)
    if error:   # one line, no usage: the message names the option at fault
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2
    quick = bool(args.screenshot)
    if quick and args.file:   # a screenshot run never waits on a dialog: refuse a bad file here
        error = _unreadable_game(args.file)
        if error:
            print(f"{PROG}: error: {error}", file=sys.stderr)
            return 1
    # Start-up makes many objects that live as long as the program (modules, classes, the
    # table); the cyclic garbage collector would walk them again and again for nothing (about
    # 10 ms of the first frame). It is back on once the first frame is painted.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _run(args, quick, collect=gc.enable if collecting else lambda: None)
    finally:
        if collecting:
            gc.enable()


def _catch_file_open(app: QApplication, window: MainWindow) -> str | None:
    """Listen for the files the desktop hands over (macOS); the one that launched the game, if
    any, is returned to start with, as a file on the command line would be."""
    from dominoes_qt.app.file_open import FileOpenEvents

    opener = FileOpenEvents(window, functools.partial(window.files.open_file, ask=True))
    app.installEventFilter(opener)
    app.processEvents()   # a launch by double-click delivers its file with the first events
    first = opener.take_pending()
    return str(first) if first is not None else None


def _run(args: argparse.Namespace, quick: bool, collect: Callable[[], None]) -> int:
    """``main`` once the arguments are checked; ``collect()`` turns the collector back on."""
    for name in BEFORE_QT:
        importlib.import_module(name)
    language = "system"
    if not quick:   # read before Qt too: it loads the rules of the game last played
        from dominoes_qt.storage.settings import peek_settings

        language = peek_settings().language   # the window sets a damaged file aside, and says so

    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        error = choose_platform(quick)
        if error:
            print(f"{PROG}: error: {error}", file=sys.stderr)
            return 1

    from dominoes_qt.app.desktop import (
        FIRST_ICON_SIZES,
        complete_window_icon,
        set_desktop_identity,
    )
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.storage.hosted_tables import seats_at_start

    existing = QApplication.instance()   # typed QCoreApplication; a running GUI's is a QApplication
    app = (existing if isinstance(existing, QApplication)
           else QApplication([sys.argv[0] if sys.argv else PROG]))
    app.setApplicationName("Dominoes Qt")
    app.setOrganizationName("DominoesQt")
    app.setApplicationVersion(__version__)
    set_desktop_identity(app, FIRST_ICON_SIZES)    # the big icons after the first frame
    translators = _install_translators(app, language)
    try:
        setup = setup_from_args(args) if args.game or args.players is not None else None
        window = MainWindow(setup=setup, computer_delay_ms=0 if quick else None,
                            animation_speed=0.0 if quick else None, persist=not quick,
                            start=False)
        failures: list[str] = []
        if quick:   # never a dialog: any message the window would show ends the run
            window.files.show_error = lambda title, text: failures.append(  # type: ignore[method-assign]
                " ".join(text.split()))
        window.files.hold_writes()     # settings and autosave: written after the first frame
        after_first_frame(window.view.viewport(), window.files.release_writes)
        after_first_frame(window.view.viewport(), collect)
        after_first_frame(window.view.viewport(), functools.partial(complete_window_icon, app))
        window.show()
        file = args.file
        if sys.platform == "darwin":   # documents come as events there, not as arguments
            file = file or _catch_file_open(app, window)
        # A file on the command line, else the unfinished game of the last run (if the player
        # wants it back), else a new game.  An unfinished game not resumed is kept as a file.
        # A table this copy hosted when it closed or crashed comes first: friends wait at
        # it.  Going back to it is the one question; the local game then waits behind it
        # (the table opens once that game is on the table: loading it would leave the table).
        # Else a seat held at somebody else's table (the game closed or crashed there).
        returning: HostReturn | SeatReturn | None = None
        hosted, guests = seats_at_start() if not quick else ([], [])
        if hosted:     # network play is loaded only when there is one
            from dominoes_qt.app.online.host_return import offer_at_start

            returning = offer_at_start(window, paused=True, seats=hosted)
        elif guests:
            from dominoes_qt.app.online.seat_return import offer_seat_at_start

            returning = offer_seat_at_start(window, guests)
        if returning is not None:
            window.files.ask_resume = lambda record: True  # type: ignore[method-assign]
        if not window.files.start_up(file, offer_resume=setup is None and not quick):
            window.start_game(setup or window.last_setup())
        if returning is not None:
            del window.files.ask_resume
            returning.resume()
        if failures:
            window.close()
            window.deleteLater()
            print(f"{PROG}: error: {failures[0]}", file=sys.stderr)
            return 1
        if args.autoplay:
            autoplay(window, args.autoplay)
        if args.screenshot:
            window.controller.wait_idle()
            app.processEvents()
            ok = window.grab().save(args.screenshot, "PNG")
            window.close()
            window.deleteLater()
            if not ok:
                print(f"{PROG}: error: cannot write {args.screenshot}", file=sys.stderr)
                return 1
            return 0
        return app.exec()
    finally:
        for translator in translators:
            app.removeTranslator(translator)
            translator.deleteLater()
