"""Child process for the pointer-at-rest tests: lead with the keyboard under a resting pointer.

Issue 13 item 1: with animations off, the pointer resting over the table since the window
opened and the lead played with the keyboard, the game died (exit 139) inside
``QGraphicsViewPrivate::_q_unsetViewportCursor``.  That Qt function looks up the items under
the view's *last mouse event*; a view that never received one holds an event without a point,
and reading its position crashes.  ``QGraphicsItem::unsetCursor`` calls it whenever the item
lies under the pointer, so any item cursor changed before the first mouse move could kill us.

Usage: ``python pointer_rest_child.py``, with ``QT_QPA_PLATFORM`` set by the caller:

* ``xcb`` (a private Xvfb, screen larger than the window): a calibration window finds where
  the lead lands, the pointer is warped there while no window is under it, then the real
  window opens beneath the resting pointer; the X server sends it an Enter but no motion.
* ``offscreen``: the same, except that the offscreen platform sends no Enter, so the view is
  marked "under the mouse" by hand, as the Enter would have done.

Prints ``played`` after the lead and ``ok`` when the computer has answered, then exits 0.
A crash is the test's failure (a negative exit status).
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QElapsedTimer, QPoint, QRect, Qt
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.rules import Tile
from dominoes_qt.session import GameSetup

GEOMETRY = QRect(0, 0, 1600, 1000)
LEAD = Tile.parse("4-4")   # a legal lead of this deal


def _window() -> MainWindow:
    window = MainWindow(setup=GameSetup.default("draw", 2, seed=0), computer_delay_ms=0,
                        animation_speed=0.0, persist=False)
    window.setGeometry(GEOMETRY)
    return window


def _wait(app: QApplication, condition, ms: int = 10_000) -> bool:
    timer = QElapsedTimer()
    timer.start()
    while not condition():
        if timer.elapsed() > ms:
            return False
        app.processEvents()
        QTest.qWait(10)
    return True


def _landing_point(app: QApplication) -> QPoint:
    """Screen point where the lead will lie: the middle of the table of an identical window."""
    window = _window()
    window.show()
    if not _wait(app, lambda: window.isVisible() and window.view.viewport().width() > 500):
        sys.exit("calibration window never showed")
    centre = window.scene.board_area.center()
    point = window.view.viewport().mapToGlobal(window.view.mapFromScene(centre))
    window.controller.shutdown()
    window.close()
    window.deleteLater()
    app.processEvents()
    return point


def main() -> int:
    app = QApplication(sys.argv[:1])
    offscreen = app.platformName() == "offscreen"
    target = _landing_point(app)
    QCursor.setPos(target)          # no window under it now: nothing receives a motion
    app.processEvents()
    window = _window()
    window.show()
    if not _wait(app, lambda: window.controller.awaiting_human
                 and window.view.viewport().width() > 500):
        print("never my turn", flush=True)
        return 2
    QTest.qWait(300)                # let the X server's Enter arrive
    if offscreen:
        window.view.setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
        window.view.viewport().setAttribute(Qt.WidgetAttribute.WA_UnderMouse, True)
    order = window.scene.viewer_tiles()
    for _ in range(order.index(LEAD.id) + 1):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    if window.scene.selected_tile != LEAD:
        print(f"selected {window.scene.selected_tile}, not {LEAD}", flush=True)
        return 2
    print("pointer over the lead:", window.view.viewport().mapFromGlobal(QCursor.pos()),
          "under mouse:", window.view.underMouse(), flush=True)
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    print("played", flush=True)
    if not _wait(app, lambda: window.controller.awaiting_human):
        print("no answer from the computer", flush=True)
        return 2
    item = window.scene.tile_item(LEAD)
    under = window.view.itemAt(window.view.viewport().mapFromGlobal(QCursor.pos()))
    print("lead under the pointer:", under is item, flush=True)
    window.controller.shutdown()
    window.close()
    print("ok", flush=True)
    return 0


if __name__ == "__main__":
    os.environ.setdefault("DOMINOES_QT_HOME", os.path.join(os.getcwd(), "pointer-rest-home"))
    sys.exit(main())
