"""Entry point of the ``dominoes-qt`` command (also ``python -m dominoes_qt``).

Argument parsing (:func:`parse_args`, :func:`validate_args`) imports no Qt, so it can be
tested without a display. :func:`main` never calls :func:`sys.exit`; it returns the exit
status, and reuses an existing ``QApplication`` (as under pytest-qt).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from dominoes_qt import __version__

PROG = "dominoes-qt"
MAX_PLAYERS = 18
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
    parser.add_argument("--game", metavar="ID", help="start a new game with this game id")
    parser.add_argument("--players", metavar="N", type=int, help="number of players")
    parser.add_argument("--seed", metavar="S", type=int, help="random seed for the deal")
    parser.add_argument(
        "--screenshot",
        metavar="FILE.png",
        help="show the window, save a picture of it to FILE.png and exit",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse the command line; argparse raises ``SystemExit(2)`` on bad options."""
    return build_parser().parse_args(argv)


def validate_args(args: argparse.Namespace) -> str | None:
    """Check option values that argparse's types cannot; return an error message or None.

    Hook for later checks (for example ``--game`` against the game catalogue).
    """
    if args.players is not None and not 1 <= args.players <= MAX_PLAYERS:
        return f"--players must be between 1 and {MAX_PLAYERS}, not {args.players}"
    if args.seed is not None and args.seed < 0:
        return f"--seed must be an integer >= 0, not {args.seed}"
    return None


def _install_translators(app) -> list:
    """Install the app's translation for the system locale, and Qt's own if present.

    A missing translation is not an error: the interface stays in English.
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    locale = QLocale.system()
    installed = []
    for prefix, directory in (
        ("dominoes_qt", str(TRANSLATIONS_DIR)),
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    ):
        translator = QTranslator(app)
        # Tries dominoes_qt_<lang>_<COUNTRY>.qm, then dominoes_qt_<lang>.qm, for each UI language.
        if translator.load(locale, prefix, "_", directory) and app.installTranslator(translator):
            installed.append(translator)
        else:
            translator.deleteLater()
    return installed


def main(argv: list[str] | None = None) -> int:
    """Run the game; return the process exit status."""
    try:
        args = parse_args(argv)
    except SystemExit as exc:  # --help, --version, or a usage error (status 2)
        return exc.code if isinstance(exc.code, int) else 2
    error = validate_args(args)
    if error:
        build_parser().print_usage(sys.stderr)
        print(f"{PROG}: error: {error}", file=sys.stderr)
        return 2

    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app.main_window import MainWindow

    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else PROG])
    app.setApplicationName("Dominoes Qt")
    app.setOrganizationName("DominoesQt")
    app.setApplicationVersion(__version__)
    translators = _install_translators(app)
    try:
        window = MainWindow()
        window.show()
        if args.screenshot:
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
