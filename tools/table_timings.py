"""Measure the table: painting a full double-twelve scene and frame time while dragging.

Not a test (timings depend on the machine); run it by hand::

    QT_QPA_PLATFORM=offscreen python3 tools/table_timings.py
    DISPLAY=:99 QT_QPA_PLATFORM=xcb python3 tools/table_timings.py

Start-up time (process start to a shown window) is measured from outside, see ``--startup``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time


def startup(runs: int) -> None:
    """Process start → window mapped on the X server (needs DISPLAY and xdotool)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        proc = subprocess.Popen([sys.executable, "-m", "dominoes_qt", "--game", "draw",
                                 "--players", "2", "--seed", "3"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", "Dominoes Qt"],
                       stdout=subprocess.DEVNULL, check=False)
        times.append((time.perf_counter() - t0) * 1000)
        proc.terminate()
        proc.wait()
    print(f"start-up to shown window: median {statistics.median(times):.0f} ms "
          f"(runs: {', '.join(f'{t:.0f}' for t in times)})")


def in_process() -> None:
    os.environ.setdefault("DOMINOES_QT_HOME", "/tmp/dominoes-timings")
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.rules import Kind
    from dominoes_qt.scene import table_scene
    from dominoes_qt.scene.tile_item import forget_looks
    from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

    # A double-twelve draw game, two players, played on until most tiles are out: with every
    # boneyard tile shown in the pile, all 91 tiles are items on the table.
    table_scene.PILE_DEPTH = 91
    seats = (SeatSpec(HUMAN), SeatSpec(COMPUTER, "greedy"))
    setup = GameSetup("draw", 2, 12, {}, seats, seed=5)
    window = MainWindow(setup=setup, computer_delay_ms=0, animation_speed=0.0, persist=False)
    window.resize(1280, 800)
    window.show()
    c = window.controller
    rng = random.Random(2)
    while True:
        c.wait_idle()
        if c.hand.result is not None or not c.awaiting_human or len(c.hand.layout.tiles) > 60:
            break
        if c.hand.hand_size(0) <= 3 or len(c.hand.layout.tiles) > 40:
            if any(a.kind is Kind.PLAY for a in c.legal_for_viewer()):
                break
        legal = c.legal_for_viewer()
        plays = [a for a in legal if a.kind is Kind.PLAY]
        c.play_human(rng.choice(plays or legal))
    app.processEvents()
    scene = window.scene
    visible = sum(1 for t in range(91) if scene.tile_item(t).isVisible())
    print(f"tiles on the table: {visible} visible items, {len(c.hand.layout.tiles)} in the line")

    viewport = window.view.viewport()
    image = QImage(viewport.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def paint_once() -> float:
        painter = QPainter(image)
        t = time.perf_counter()
        window.view.render(painter)
        painter.end()
        return (time.perf_counter() - t) * 1000

    for item in (scene.tile_item(t) for t in range(91)):
        item.update()
    forget_looks()   # a cold start: every tile picture drawn again
    window.view.resetCachedContent()
    first = paint_once()
    warm = [paint_once() for _ in range(20)]
    print(f"paint of the whole table: first {first:.1f} ms, then median "
          f"{statistics.median(warm):.1f} ms")

    # frame time while dragging: one mouse move (tile follows, ghosts re-evaluated) + repaint
    if c.awaiting_human:
        order = scene.viewer_tiles()
        tid = next((t for t in order if scene._actions_for(t)), order[0])
        print("dragging", scene.tile_item(tid).tile, "legal ends:", len(scene._actions_for(tid)))
        start = window.view.mapFromScene(scene.tile_item(tid).scenePos())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
        frames = []
        for i in range(1, 121):
            p = QPoint(start.x() - (i * 4) % 500, start.y() - min(i * 3, 450))
            t = time.perf_counter()
            QTest.mouseMove(viewport, p)
            app.processEvents()      # the view paints what changed (the real frame)
            frames.append((time.perf_counter() - t) * 1000)
        lit = len(scene.ghosts)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           p)
        frames = frames[2:]
        print(f"drag frame (move + paint): median {statistics.median(frames):.2f} ms, "
              f"95th percentile {sorted(frames)[int(len(frames) * 0.95)]:.2f} ms, "
              f"max {max(frames):.2f} ms over {len(frames)} frames "
              f"({lit} ghosts lit)")
    window.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--startup", type=int, metavar="RUNS", default=0,
                        help="measure start-up RUNS times (needs an X display and xdotool)")
    args = parser.parse_args()
    if args.startup:
        startup(args.startup)
    else:
        in_process()
