"""The yardstick of ``tools/startup_time.py``: a minimal PySide6 Graphics View program.

A window with one graphics view showing a scene with a few items, nothing else: what any
PySide6 table game pays before its first frame (interpreter, Qt libraries, platform plugin,
fonts, one paint).
"""

from __future__ import annotations

import sys

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    scene = QGraphicsScene(0, 0, 1000, 700)
    scene.setBackgroundBrush(QBrush(QColor("#0E6B33")))
    for i in range(7):
        scene.addRect(300 + i * 60, 600, 50, 90, brush=QBrush(QColor("#FBF6E9")))
    window = QMainWindow()
    window.setWindowTitle("Minimal")
    window.setCentralWidget(QGraphicsView(scene))
    window.menuBar().addMenu("&File")
    window.statusBar().showMessage("Ready")
    window.resize(1100, 750)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
