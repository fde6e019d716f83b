#!/usr/bin/env python3
"""Retake every screenshot the README and the docs show (docs/screenshots/*.png).

    python3 tools/screenshots.py [--out DIR] [--only NAME ...] [--list]

Each picture is a fixed game (id, players, set, seed, computer level) played by the game's own
computers and the hint level up to a fixed point, then drawn offscreen at a fixed window size
with animations off, so a rerun on the same code gives the same pictures.  The user's
settings, saves and statistics are never touched (everything goes to a temporary folder).
The translations must be compiled first (``python3 tools/update_translations.py --release``)
for the pictures in Spanish and German.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

_HOME = tempfile.mkdtemp(prefix="dominoes-qt-shots-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["DOMINOES_QT_HOME"] = os.path.join(_HOME, "home")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["LANGUAGE"] = "en"

from PySide6.QtCore import QPoint, Qt, qInstallMessageHandler  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

TABLE_SIZE = (1100, 750)
SOLITAIRE_SIZE = (1100, 700)
DIALOG_SIZE = (853, 533)

Shot = Callable[[], QWidget]


def _window(game: str, players: int, set_n: int, seed: int, moves: int,
            size: tuple[int, int] = TABLE_SIZE, level: str = "medium"):
    """A window with ``game`` dealt from ``seed``, after the hint level made ``moves`` of the
    player's moves (stopping while the player still has a tile, or the hand goes on)."""
    from dominoes_qt.app.main import autoplay
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, level) for _ in range(players - 1))
    setup = GameSetup.default(game, players, set_n=set_n, seed=seed, seats=seats)
    window = MainWindow(setup=setup, computer_delay_ms=0, animation_speed=0.0, persist=False,
                        start=False)
    window.resize(*size)
    window.show()
    window.start_game(setup)
    window.controller.wait_idle()
    if moves:
        autoplay(window, moves)
    _settle(window)
    return window


def _settle(window) -> None:
    window.controller.wait_idle()
    for _ in range(5):
        QApplication.processEvents()


def _viewport_point(window, scene_pos) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def _playable_tile(window) -> int:
    """A tile in the player's rack with a play on the table (the first, left to right)."""
    c = window.controller
    playable = {a.tile.id for a in c.legal_for_viewer() if a.tile is not None}
    return next(t for t in window.scene.viewer_tiles() if t in playable)


def star_click_to_play() -> QWidget:
    """The Star mid-hand: a tile clicked, its ends lit (click-to-play)."""
    window = _window("star", 4, 6, seed=12, moves=3)
    pos = _viewport_point(window, window.scene.tile_item(_playable_tile(window)).scenePos())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)
    _settle(window)
    return window


def draw_drag() -> QWidget:
    """The Draw Game: a tile on its way to the lit end it fits."""
    window = _window("draw", 2, 6, seed=5, moves=3)
    scene, viewport = window.scene, window.view.viewport()
    tid = _playable_tile(window)
    start = _viewport_point(window, scene.tile_item(tid).scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -30))
    QTest.mouseMove(viewport, start + QPoint(0, -60))
    ghost = scene.ghosts[0]
    # just short of the end, beside the line: the end lights up as the drop target
    target = _viewport_point(window, ghost.scenePos()) + QPoint(0, 70)
    for k in range(1, 9):
        QTest.mouseMove(viewport, start + (target - start) * (k / 8))
    _settle(window)
    return window


def double_nine_cross() -> QWidget:
    """Double Nine Cross, four players: the cross, and later doubles branching."""
    return _window("double-nine-cross", 4, 9, seed=5, moves=5)


def double_nine_cross_big() -> QWidget:
    """Double Nine Cross, six players with a double-twelve set, late in the hand."""
    return _window("double-nine-cross", 6, 12, seed=3, moves=20)


def block_double_twelve() -> QWidget:
    """The Block Game with a double-twelve set: the line snakes to stay on the table."""
    return _window("block", 4, 12, seed=11, moves=9)


def mexican_train() -> QWidget:
    """Mexican Train, four players: the station round the engine, each train leaving
    towards its owner."""
    return _window("mexican-train", 4, 12, seed=3, moves=6)


def chicken_foot() -> QWidget:
    """Chicken Foot, four players: feet on diagonal toes, one framed while its toes are
    awaited."""
    return _window("chicken-foot", 4, 9, seed=8, moves=6)


def _solitaire(game: str, seed: int, moves: int) -> Shot:
    def shot() -> QWidget:
        return _window(game, 1, 6, seed=seed, moves=moves, size=SOLITAIRE_SIZE)
    shot.__doc__ = f"{game} (solitaire), a few moves in."
    return shot


def _in_language(language: str, shot: Shot) -> Shot:
    def translated() -> QWidget:
        from dominoes_qt.app.i18n import apply_language

        apply_language(language)
        return shot()
    translated.__doc__ = f"{shot.__doc__} ({language})"
    return translated


def table_in_language() -> QWidget:
    """The Draw Game a few moves in."""
    return _window("draw", 2, 6, seed=5, moves=3)


def _themed(table: str, tiles: str, game: str, players: int, seed: int, moves: int) -> Shot:
    def shot() -> QWidget:
        window = _window(game, players, 6, seed=seed, moves=moves)
        window.files.update_settings(table_style=table, tile_style=tiles)
        _settle(window)
        return window
    shot.__doc__ = f"{game} on the {table} table with the {tiles} tiles."
    return shot


def new_game_dialog() -> QWidget:
    """The New Game dialog over a fresh table."""
    from dominoes_qt.app.new_game_dialog import NewGameDialog

    window = _window("block-and-draw", 2, 6, seed=1, moves=0)
    dialog = NewGameDialog(window, window.controller.setup)
    dialog.resize(*DIALOG_SIZE)
    dialog.show()
    for _ in range(5):
        QApplication.processEvents()
    return dialog


def review() -> QWidget:
    """Game ▸ Review: a Partnership hand at a choice of three or more moves, every hand face
    up, the move graded by the coach with the fair and open-hands values of each legal move."""
    import time

    from dominoes_qt.ai import make_player
    from dominoes_qt.app.review_window import ReviewWindow
    from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
    from dominoes_qt.storage.record import GameRecord

    seats = (SeatSpec(HUMAN),) + tuple(SeatSpec(COMPUTER, "medium") for _ in range(3))
    record = GameRecord(GameSetup.default("partnership", 4, seed=9, seats=seats))
    bots = [make_player("medium", 20 + i) for i in range(4)]
    hand = record.match.hand
    while hand.result is None:
        record.apply(bots[hand.turn].choose(hand.view(hand.turn)))
    from dominoes_qt.ai.coach import decisions, positions

    step = next(i + 1 for i, p in enumerate(positions(record))
                if i >= 8 and len(decisions(p.state.legal_actions())) >= 3)
    window = ReviewWindow(record, 0)
    window.resize(*TABLE_SIZE)
    window.show()
    window.go(step)
    deadline = time.monotonic() + 120
    while step - 1 not in window.reviews and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
    window.go(step)
    for _ in range(5):
        QApplication.processEvents()
    return window


SHOTS: dict[str, Shot] = {
    "review": review,
    "star-click-to-play": star_click_to_play,
    "draw-drag": draw_drag,
    "double-nine-cross": double_nine_cross,
    "double-nine-cross-big": double_nine_cross_big,
    "block-double-twelve": block_double_twelve,
    "mexican-train": mexican_train,
    "chicken-foot": chicken_foot,
    "solitaire-row": _solitaire("bingo", 3, 4),
    "solitaire-line": _solitaire("patience", 3, 6),
    "solitaire-columns": _solitaire("five-columns", 3, 4),
    "solitaire-six-up": _solitaire("twelve-to-go", 10, 4),
    "theme-blue-ebony": _themed("blue", "ebony", "all-fives", 2, 4, 4),
    "theme-dark-high-contrast": _themed("dark", "high-contrast", "draw", 3, 8, 3),
    "i18n-table-es": _in_language("es", table_in_language),
    "i18n-table-de": _in_language("de", table_in_language),
    "i18n-new-game-es": _in_language("es", new_game_dialog),
    "i18n-new-game-de": _in_language("de", new_game_dialog),
}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots",
                   help="folder for the pictures (default: docs/screenshots)")
    p.add_argument("--only", nargs="+", metavar="NAME", choices=sorted(SHOTS),
                   help="retake only these")
    p.add_argument("--list", action="store_true", help="list the pictures and exit")
    args = p.parse_args(argv)
    if args.list:
        for name, shot in SHOTS.items():
            print(f"{name}: {(shot.__doc__ or '').strip().splitlines()[0]}")
        return 0
    qm = ROOT / "dominoes_qt" / "translations"
    names = args.only or list(SHOTS)
    if any(n.startswith("i18n-") for n in names) and not list(qm.glob("*.qm")):
        print("screenshots: error: translations not compiled; run "
              "python3 tools/update_translations.py --release", file=sys.stderr)
        return 1
    qInstallMessageHandler(lambda *_: None)   # offscreen chatter (size hints) is no news here
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Dominoes Qt")
    app.setOrganizationName("DominoesQt")
    from dominoes_qt.app.i18n import apply_language

    args.out.mkdir(parents=True, exist_ok=True)
    for name in names:
        apply_language("en")
        widget = SHOTS[name]()
        path = args.out / f"{name}.png"
        if not widget.grab().save(str(path), "PNG"):
            print(f"screenshots: error: cannot write {path}", file=sys.stderr)
            return 1
        print(path)
        window = widget if widget.parent() is None else widget.parent()
        widget.close()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    apply_language("en")
    from PySide6.QtCore import QThreadPool

    QThreadPool.globalInstance().waitForDone(10_000)   # the review's analysis still running
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
