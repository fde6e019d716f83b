"""The pointer over the table: no crash under a resting pointer, the lifted tile follows it.

Issue 13 item 1 (a keyboard lead under a pointer resting since the window opened killed the
game inside Qt's item-cursor code) runs in a child process, so a crash is a failed test and
not a dead test run: once offscreen (always) and once under the real X11 plugin on a private
Xvfb (when ``Xvfb`` is installed).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from .gui_helpers import click, move_pointer, tile_pos, view_point

CHILD = Path(__file__).with_name("pointer_rest_child.py")
HAND = Qt.CursorShape.PointingHandCursor


def _run_child(env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(env, DOMINOES_QT_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(Path(__file__).parents[2]),
                                                        env.get("PYTHONPATH", "")])))
    return subprocess.run([sys.executable, str(CHILD)], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)


def _check(result: subprocess.CompletedProcess) -> None:
    out = result.stdout + result.stderr
    assert result.returncode == 0, f"exit status {result.returncode}:\n{out}"
    assert "under mouse: True" in out      # the view believed the pointer was over it...
    assert "lead under the pointer: True" in out   # ...and the lead landed beneath it
    assert "ok" in result.stdout.split()


def test_keyboard_lead_under_a_resting_pointer_offscreen(tmp_path):
    _check(_run_child(dict(os.environ, QT_QPA_PLATFORM="offscreen"), tmp_path))


@pytest.fixture
def xvfb_display():
    """A private Xvfb (bigger than the 1600x1000 window) for one test; skipped without one."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed")
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1800x1100x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_keyboard_lead_under_a_resting_pointer_xcb(tmp_path, xvfb_display):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=xvfb_display)
    result = _run_child(env, tmp_path)
    if "Could not load the Qt platform plugin" in result.stderr:
        pytest.skip("the xcb platform plugin cannot load here")
    _check(result)


def test_no_item_has_a_cursor_of_its_own(qtbot, window):
    """Item cursors are what crashed; the scene sets the viewport's cursor instead."""
    click(window, tile_pos(window, "6-4"))          # your turn, a tile selected, ends lit
    assert window.scene.ghosts and window.scene.tile_item("2-3").interactive
    for item in window.scene.items():
        assert not item.hasCursor(), item


def test_the_pointer_lifts_the_tile_under_it_and_shows_a_hand(qtbot, window):
    scene = window.scene
    move_pointer(window, tile_pos(window, "2-3"))
    assert scene.tile_item("2-3").hovered
    assert scene.pointer.cursor_shape() == HAND
    move_pointer(window, scene.board_area.topLeft() + QPointF(5, 5))   # bare felt
    assert not scene.tile_item("2-3").hovered
    assert scene.pointer.cursor_shape() is None
    move_pointer(window, tile_pos(window, "6-6"))   # on the table: not to be picked up
    assert not scene.tile_item("6-6").hovered
    assert scene.pointer.cursor_shape() is None


def test_a_refused_tile_is_put_down_when_it_glides_home(qtbot, window):
    """Issue 13 item 7: a rejected tile stayed raised until the mouse moved."""
    scene = window.scene
    viewport = window.view.viewport()
    home = tile_pos(window, "2-3")
    move_pointer(window, home)
    item = scene.tile_item("2-3")
    assert item.hovered
    away = scene.board_area.topLeft() + QPointF(20, 20)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view_point(window, home))
    QTest.mouseMove(viewport, view_point(window, (home + away) / 2))
    assert scene.dragging
    move_pointer(window, away)          # the real pointer goes with the tile to the drop
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view_point(window, away))
    assert not scene.dragging
    assert tile_pos(window, "2-3") == home      # refused: back in the rack at once
    assert not item.hovered                     # and not lifted, with no mouse move since
    assert scene.pointer.lifted is None


def test_solitaire_tiles_lift_under_the_pointer_without_item_cursors(qtbot):
    from dominoes_qt.session import GameSetup

    from .gui_helpers import make_window

    w = make_window(qtbot, GameSetup.default("knock-out", seed=3))
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=5_000)
    scene = w.view.scene()
    assert scene is w.solitaire.scene
    movable = next(t for t in range(28) if t in scene._tiles and scene.tile_item(t).interactive)
    move_pointer(w, scene.tile_pos(movable))
    assert scene.tile_item(movable).hovered
    assert scene.pointer.cursor_shape() == HAND
    move_pointer(w, QPointF(3, 3))                       # a corner of bare table
    assert not scene.tile_item(movable).hovered
    assert scene.pointer.cursor_shape() is None
    assert not any(item.hasCursor() for item in scene.items())
