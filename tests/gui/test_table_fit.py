"""The line of play at the default window size: readable tiles, and the player's zoom and pan.

Hands are played out with random legal moves on the real window (every seat a person at this
computer, so nothing waits on a computer); after every move the scene's own figures are read:
how long a tile on the table is drawn, and whether the line could stay in its table box.
Zooming and panning are driven with real wheel, key and mouse events on the viewport.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QNativeGestureEvent, QPointingDevice, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.scene.board_fit import MIN_TILE_PX, ZOOM_STEP
from dominoes_qt.session import HUMAN, GameSetup, SeatSpec

from .gui_helpers import DRAW_HANDS, in_hand, make_window, setup_with, view_point, wait_for_human

#: The window size a new player gets (MainWindow's default).
DEFAULT_SIZE = (1100, 750)


def hot_seat_window(qtbot, game: str, players: int, set_n: int, seed: int) -> MainWindow:
    setup = GameSetup(game, players, set_n, {}, tuple(SeatSpec(HUMAN) for _ in range(players)),
                      seed=seed)
    window = MainWindow(setup=setup, computer_delay_ms=0, animation_speed=0.0, persist=False)
    qtbot.addWidget(window)
    window.resize(*DEFAULT_SIZE)
    window.show()
    qtbot.waitExposed(window)
    return window


def play_random_hand(window: MainWindow, seed: int):
    """Random legal moves (a play whenever there is one) until the first hand ends; yields
    after every move."""
    c = window.controller
    rng = random.Random(seed)
    while c.hand.result is None and c.match.hand_index == 0:
        if c.handover_seat >= 0:
            c.accept_handover()
            continue
        if c.forced_pending is not None:
            c.hurry()
        else:
            legal = c.legal_for_viewer()
            plays = [a for a in legal if a.tile is not None]
            assert c.play_human(rng.choice(plays or legal))
        yield


# (game, players, set): the big layouts of issue 13, and spinner games
BIG_GAMES = [
    ("double-nine-cross", 6, 12),
    ("double-nine-cross", 10, 12),
    ("all-fives", 2, 6),
    ("block", 4, 12),
    ("lucky-draw", 4, 6),
]


@pytest.mark.parametrize(("game", "players", "set_n"), BIG_GAMES)
def test_table_tiles_stay_readable(qtbot, game: str, players: int, set_n: int) -> None:
    """At the default window size a tile on the table is drawn at least MIN_TILE_PX long; if
    the line truly cannot fit in its box (the layout had to grow it), the whole table is
    shown, and zooming in brings the tiles back to a readable size."""
    states = overflowing = 0
    for seed in range(3):
        window = hot_seat_window(qtbot, game, players, set_n, seed)
        scene, view = window.scene, window.view
        for _ in play_random_hand(window, seed):
            states += 1
            if scene.board_tile_px >= MIN_TILE_PX - 1e-6:
                continue
            assert scene.board_overflows, (
                f"seed {seed}: tiles drawn {scene.board_tile_px:.1f} px long, the line fits")
            overflowing += 1
            while scene.board_tile_px < MIN_TILE_PX and view.zoom(ZOOM_STEP):
                pass
            assert scene.board_tile_px >= MIN_TILE_PX and scene.board_zoomed
            assert view.fit_table() and not scene.board_zoomed
        window.close()
    assert states > 30
    assert overflowing <= 0.1 * states, f"{overflowing} of {states} positions overflow"


# -- zoom and pan -------------------------------------------------------------------------------


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    return w


def wheel(window: MainWindow, pos: QPointF, notches: float,
          modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    viewport = window.view.viewport()
    local = QPointF(view_point(window, pos))
    delta = QPoint(0, round(120 * notches))
    event = QWheelEvent(local, QPointF(viewport.mapToGlobal(local.toPoint())), QPoint(), delta,
                        Qt.MouseButton.NoButton, modifiers, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def board_item(window: MainWindow):
    return window.scene.tile_item("6-6")   # North's lead, on the table


def test_ctrl_wheel_zooms_the_line_and_not_the_hands(window) -> None:
    scene = window.scene
    lead, mine = board_item(window), scene.tile_item("6-4")
    lead_scale, mine_scale, mine_pos = lead.scale(), mine.scale(), mine.scenePos()
    assert not scene.board_zoomed
    anchor = lead.scenePos()
    wheel(window, anchor, 2, Qt.KeyboardModifier.ControlModifier)
    assert scene.board_zoomed
    assert lead.scale() == pytest.approx(lead_scale * ZOOM_STEP ** 2)
    assert (mine.scale(), mine.scenePos()) == (mine_scale, mine_pos)
    # the point under the pointer stays put
    assert (lead.scenePos() - anchor).manhattanLength() < 2
    wheel(window, lead.scenePos(), -5, Qt.KeyboardModifier.ControlModifier)
    assert not scene.board_zoomed   # never smaller than the whole line
    assert lead.scale() == pytest.approx(lead_scale)


def test_keys_and_view_menu_zoom_and_fit(window) -> None:
    scene, view = window.scene, window.view
    lead = board_item(window)
    scale = lead.scale()
    QTest.keyClick(view, Qt.Key.Key_Plus)
    assert lead.scale() == pytest.approx(scale * ZOOM_STEP)
    QTest.keyClick(view, Qt.Key.Key_Minus)
    assert lead.scale() == pytest.approx(scale)
    assert view.action_zoom_in in window.menu_view.actions()
    view.action_zoom_in.trigger()
    view.action_zoom_in.trigger()
    assert scene.board_zoomed
    assert view.action_fit in window.menu_view.actions()
    view.action_fit.trigger()
    assert not scene.board_zoomed and lead.scale() == pytest.approx(scale)
    assert view.action_fit.shortcut().toString() == "Ctrl+0"


def test_pinch_zooms(window) -> None:
    lead = board_item(window)
    scale = lead.scale()
    viewport = window.view.viewport()
    local = QPointF(view_point(window, lead.scenePos()))
    event = QNativeGestureEvent(Qt.NativeGestureType.ZoomNativeGesture,
                                QPointingDevice.primaryPointingDevice(), 2, local, local,
                                QPointF(viewport.mapToGlobal(local.toPoint())), 0.5,
                                QPointF(), 0)
    assert event.type() == QEvent.Type.NativeGesture
    QApplication.sendEvent(viewport, event)
    assert lead.scale() == pytest.approx(scale * 1.5)


def test_drag_on_the_felt_and_wheel_pan_the_zoomed_line(window) -> None:
    scene = window.scene
    lead, mine = board_item(window), scene.tile_item("6-4")
    mine_pos = mine.scenePos()
    for _ in range(4):
        window.view.zoom(ZOOM_STEP)
    area = scene.board_area
    start = QPointF(area.left() + 20, area.top() + 20)   # felt: no tile there
    assert scene.on_empty_board(start)
    before = lead.scenePos()
    viewport = window.view.viewport()
    a = view_point(window, start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for step in range(1, 5):
        QTest.mouseMove(viewport, a + QPoint(10 * step, 5 * step))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       a + QPoint(40, 20))
    moved = lead.scenePos() - before
    assert moved.x() > 0 and moved.y() > 0   # the table follows the pointer (as far as it may)
    assert mine.scenePos() == mine_pos      # the hand does not move
    before = lead.scenePos()
    wheel(window, area.center(), -1)         # the plain wheel scrolls a zoomed-in line
    assert lead.scenePos().y() < before.y()


def test_the_plain_wheel_does_nothing_when_the_line_fits(window) -> None:
    lead = board_item(window)
    before = lead.scenePos()
    wheel(window, window.scene.board_area.center(), -1)
    assert lead.scenePos() == before


def test_drag_a_tile_onto_a_lit_end_while_zoomed_and_panned(window) -> None:
    """The drop targets follow the zoom and pan: dropped on one, the tile is played there."""
    scene, view = window.scene, window.view
    c = window.controller
    for _ in range(3):
        view.zoom(ZOOM_STEP)
    scene.pan_board(-40, 10)
    viewport = view.viewport()
    start = view_point(window, scene.tile_item("6-4").scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(0, -30))
    QTest.mouseMove(viewport, start + QPoint(0, -60))
    assert scene.dragging and len(scene.ghosts) == 2
    lit = [g for g in scene.ghosts if scene.board_area.contains(g.scenePos())]
    assert lit
    ghost = lit[0]
    # the ghost is drawn at the zoomed size, where the tile would lie
    assert ghost.scale() == pytest.approx(board_item(window).scale())
    target = view_point(window, ghost.scenePos())
    QTest.mouseMove(viewport, target)
    assert ghost.highlight == "drop"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       target)
    assert not in_hand(window, 0, "6-4")
    played = [a for seat, a in c.hand.history if seat == 0 and a.tile is not None]
    assert played[-1].socket == ghost.actions[0].socket
    # it lies where the ghost showed it, still zoomed in
    item = scene.tile_item("6-4")
    assert scene.board_zoomed
    assert (item.scenePos() - ghost.scenePos()).manhattanLength() < 2


def test_a_click_on_a_hidden_end_does_not_play(qtbot) -> None:
    """Zoomed in, an end out of view lies under the felt round the line: a click where it
    lies (on the rack, on the felt) plays nothing."""
    window = hot_seat_window(qtbot, "draw", 2, 6, 7)
    scene, view, c = window.scene, window.view, window.controller
    moves = play_random_hand(window, 7)
    while len(c.hand.layout.tiles) < 10:
        next(moves)
    while c.handover_seat >= 0 or c.forced_pending is not None or not any(
            a.tile is not None for a in c.legal_for_viewer()):
        next(moves)
    for _ in range(10):
        view.zoom(ZOOM_STEP)
    tid = next(a.tile for a in c.legal_for_viewer() if a.tile is not None)
    hidden = []
    for dx in (10_000, -20_000):   # far west, then far east: one end goes out of view
        scene.pan_board(dx, 0)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier,
                         view_point(window, scene.tile_item(tid).scenePos()))
        assert scene.selected_tile == tid
        hidden = [g for g in scene.ghosts if not scene.board_area.contains(g.scenePos())]
        if hidden:
            break
        QTest.keyClick(view, Qt.Key.Key_Escape)
    assert hidden
    count = len(c.hand.layout.tiles)
    for ghost in hidden:
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, view_point(window, ghost.scenePos()))
    assert len(c.hand.layout.tiles) == count


def test_zoomed_view_follows_the_newest_tile(window) -> None:
    scene, view = window.scene, window.view
    c = window.controller
    for _ in range(10):
        view.zoom(ZOOM_STEP)
    scene.pan_board(10_000, 0)   # as far west as it goes
    east = next(a for a in c.legal_for_viewer() if a.tile is not None and a.socket == 1)
    before = view_point(window, scene.tile_item("6-6").scenePos())
    assert c.play_human(east)    # 6-4 on the east side of the 6-6, out of view
    assert scene.board_zoomed
    assert scene.board_area.contains(scene.tile_item("6-4").scenePos())
    assert view_point(window, scene.tile_item("6-6").scenePos()) != before   # it panned


def test_a_new_hand_shows_the_whole_table(qtbot) -> None:
    window = hot_seat_window(qtbot, "draw", 2, 6, 4)
    window.view.zoom(ZOOM_STEP)
    for _ in play_random_hand(window, 4):
        pass
    assert window.controller.next_hand() or window.controller.match.is_over
    assert not window.scene.board_zoomed


LONG_NAMES = (SeatSpec(HUMAN, "", "Ana"), SeatSpec("computer", "medium", "Computer 2 (Medium)"),
              SeatSpec(HUMAN, "", "Computer 3 (Medium)"),
              SeatSpec("computer", "medium", "Computer 4 (Medium)"))


@pytest.mark.parametrize("size", [(800, 600), (580, 600), (1100, 750), (1600, 1000)])
def test_the_partners_tag_and_tiles_keep_clear_of_a_long_score_box(qtbot, size):
    """Issue 34: Partnership with long team names ("Computer 2 (Medium) & Computer 4
    (Medium)"): the score box grew into the partner's band, its name tag covered the score's
    digits and North's tile backs were drawn as a thin strip.  At any window size from
    800×600 (and the narrower table beside a network table's side panel) the partner's tag
    stays off the score box and North's tiles are as big as the side players'."""
    setup = GameSetup("partnership", 4, 6, {}, LONG_NAMES, seed=4)
    window = MainWindow(setup=setup, computer_delay_ms=0, animation_speed=0.0, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.resize(*size)
    qtbot.waitExposed(window)
    scene = window.scene
    qtbot.waitUntil(lambda: abs(scene.sceneRect().width() - window.view.viewport().width()) < 2)
    scene.sync(animate=False)
    score = scene.score_panel.sceneBoundingRect()
    assert not scene.seat_label(2).sceneBoundingRect().intersects(score)
    c = window.controller

    def smallest(seat: int) -> float:
        return min(min(scene.tile_item(t).sceneBoundingRect().width(),
                       scene.tile_item(t).sceneBoundingRect().height())
                   for t in c.hand.hand_of(seat))

    assert smallest(2) >= 0.9 * smallest(1), (smallest(2), smallest(1))
    for t in c.hand.hand_of(2):
        assert not scene.tile_item(t).sceneBoundingRect().intersects(score)
    assert score.right() <= scene.sceneRect().width() * 0.45, "the box leaves the top band room"
