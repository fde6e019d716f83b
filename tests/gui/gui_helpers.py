"""Helpers for the GUI tests: exact deals, windows with instant computers, real mouse events.

Deals are written out tile by tile (``GameSetup.deals``) so each test sees one known position;
computers move with no delay and animations are off, and every wait is ``qtbot.waitUntil`` on
the model, so nothing depends on timing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.rules import Deal, Tile, double_set
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

#: Draw game, 2 players: North holds 6-6 and leads it; you hold 6-4 (fits both sides of the
#: 6-6) and nothing else with a six; 2-3 fits nowhere.
DRAW_HANDS = [
    ["6-4", "2-3", "1-1", "0-2", "3-5", "1-4", "4-4"],
    ["6-6", "0-0", "0-1", "2-2", "5-5", "1-3", "0-5"],
]
#: Draw game, 2 players: you hold no six, so after North's 6-6 you must draw (1-2, then 6-1).
MUST_DRAW_HANDS = [
    ["0-2", "1-3", "2-3", "1-1", "0-3", "2-4", "3-4"],
    ["6-6", "0-0", "0-1", "2-2", "5-5", "4-5", "0-5"],
]
MUST_DRAW_TOP = ["1-2", "6-1"]


def rest_of_set(hands: Sequence[Sequence[str]], top: Sequence[str] = (), set_n: int = 6) -> list[str]:
    """The boneyard: every tile not dealt; ``top`` tiles are drawn first, in that order."""
    used = {Tile.parse(t) for h in hands for t in h} | {Tile.parse(t) for t in top}
    under = [str(t) for t in double_set(set_n) if t not in used]
    return under + [str(Tile.parse(t)) for t in reversed(top)]


def setup_with(game: str, hands: Sequence[Sequence[str]], *, top: Sequence[str] = (),
               humans: int = 1, level: str = "greedy", set_n: int = 6,
               boneyard: Sequence[str] | None = None, options: dict | None = None,
               seed: int = 1, leader: int | None = None) -> GameSetup:
    """A setup whose first hand is exactly ``hands`` (seat 0 first); later hands are seeded."""
    players = len(hands)
    if boneyard is None:
        boneyard = rest_of_set(hands, top, set_n)
    seats = tuple(SeatSpec(HUMAN) if i < humans else SeatSpec(COMPUTER, level)
                  for i in range(players))
    return GameSetup(game, players, set_n, options or {}, seats, seed=seed,
                     deals=(Deal.of(hands, list(boneyard), leader),))


def make_window(qtbot, setup: GameSetup, *, settings=None) -> MainWindow:
    window = MainWindow(setup=setup, computer_delay_ms=0, animation_speed=0.0,
                        settings=settings)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    return window


def wait_for_human(qtbot, window: MainWindow, timeout: int = 10_000) -> None:
    qtbot.waitUntil(lambda: window.controller.awaiting_human, timeout=timeout)


def view_point(window: MainWindow, scene_pos: QPointF) -> QPoint:
    """Viewport coordinates of a scene point."""
    return window.view.mapFromScene(scene_pos)


def drag(window: MainWindow, start: QPointF, end: QPointF, steps: int = 6) -> None:
    """Press at ``start``, move in steps to ``end`` and release, all on the viewport."""
    viewport = window.view.viewport()
    a, b = view_point(window, start), view_point(window, end)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, steps + 1):
        p = QPoint(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps)
        QTest.mouseMove(viewport, p)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(window: MainWindow, pos: QPointF) -> None:
    viewport = window.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view_point(window, pos))


def tile_pos(window: MainWindow, text: str) -> QPointF:
    return window.scene.tile_item(text).scenePos()


def in_hand(window: MainWindow, seat: int, text: str) -> bool:
    return Tile.parse(text) in window.controller.hand.hand_of(seat)


def move_pointer(window: MainWindow, scene_pos: QPointF) -> None:
    """Move the platform's pointer itself over a scene point (what a person's mouse does).

    Unlike ``QTest.mouseMove`` this also moves ``QCursor.pos()``, which the scene reads to
    know what lies under a pointer at rest.
    """
    viewport = window.view.viewport()
    QCursor.setPos(viewport.mapToGlobal(view_point(window, scene_pos)))
    QApplication.processEvents()
