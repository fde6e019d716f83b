"""Playing with the mouse and the keyboard: real events on the view's viewport, then the model.

Every test deals a known position (see ``gui_helpers``), so what is legal is known in advance.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from dominoes_qt.rules import Kind, ScoreEvent, Tile
from dominoes_qt.scene.animations import ScorePopup
from dominoes_qt.scene.drop_target import DropGhost

from .gui_helpers import (
    DRAW_HANDS,
    MUST_DRAW_HANDS,
    MUST_DRAW_TOP,
    click,
    drag,
    in_hand,
    make_window,
    setup_with,
    tile_pos,
    view_point,
    wait_for_human,
)


def _ghost_for_socket(window, socket: int) -> DropGhost:
    return next(g for g in window.scene.ghosts if any(a.socket == socket for a in g.actions))


def _lift(window, text: str) -> None:
    """Press on a hand tile and move it just past the drag distance (the drag begins)."""
    viewport = window.view.viewport()
    start = view_point(window, tile_pos(window, text))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPointF(0, -30).toPoint())
    QTest.mouseMove(viewport, start + QPointF(0, -60).toPoint())


def test_drag_legal_tile_onto_lit_end_plays_it(qtbot, window):
    c = window.controller
    assert c.hand.layout.tiles and in_hand(window, 0, "6-4")
    _lift(window, "6-4")
    assert window.scene.dragging
    ghosts = window.scene.ghosts
    # 6-4 fits both long sides of the 6-6: two lit ends, both legal plays
    assert len(ghosts) == 2
    legal = set(c.hand.legal_actions())
    assert all(a in legal for g in ghosts for a in g.actions)
    assert all(g.highlight in ("legal", "drop") for g in ghosts)
    # drop it on the eastern end: where it is dropped decides which end
    east = max(ghosts, key=lambda g: g.scenePos().x())
    target = east.scenePos()
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, view_point(window, target))
    assert east.highlight == "drop"
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view_point(window, target))
    assert not window.scene.dragging
    assert not in_hand(window, 0, "6-4")
    played = [a for seat, a in c.hand.history if seat == 0 and a.kind is Kind.PLAY]
    assert played and played[0].tile == Tile.parse("6-4")
    assert played[0].socket == east.actions[0].socket
    # the item now lies on the table, east of the 6-6, turned to lie along the line
    item = window.scene.tile_item("6-4")
    assert item.scenePos().x() > window.scene.tile_item("6-6").scenePos().x()
    assert window.scene.board_area.contains(item.scenePos())
    assert item.rotation() % 180 == 0
    assert not window.scene.ghosts


def test_drop_decides_between_two_ends(qtbot, window):
    _lift(window, "6-4")
    west = min(window.scene.ghosts, key=lambda g: g.scenePos().x())
    socket = west.actions[0].socket
    viewport = window.view.viewport()
    QTest.mouseMove(viewport, view_point(window, west.scenePos()))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       view_point(window, west.scenePos()))
    seat, action = window.controller.hand.history[1]
    assert seat == 0 and action.socket == socket
    assert window.scene.tile_item("6-4").scenePos().x() < window.scene.tile_item("6-6").scenePos().x()


def test_press_and_release_without_moving_drags_nothing(qtbot, window):
    before = list(window.controller.hand.history)
    pos = tile_pos(window, "6-4")
    click(window, pos)
    assert not window.scene.dragging
    assert window.controller.hand.history == before
    assert window.scene.tile_item("6-4").scenePos() == pos
    # ...but it selects the tile (click-to-play) and lights its ends
    assert window.scene.selected_tile == Tile.parse("6-4")
    assert window.scene.tile_item("6-4").highlight == "selected"
    assert len(window.scene.ghosts) == 2


def test_illegal_drop_glides_back_and_explains(qtbot, window):
    c = window.controller
    before = list(c.hand.history)
    home = tile_pos(window, "2-3")
    six = window.scene.tile_item("6-6").scenePos()
    drag(window, home, six + QPointF(60, 0))
    assert c.hand.history == before
    assert in_hand(window, 0, "2-3")
    assert window.scene.tile_item("2-3").scenePos() == home   # animations are off: back at once
    assert not window.scene.ghosts
    message = window.statusBar().currentMessage()
    assert "2-3" in message and "6" in message and "match" in message


def test_drop_far_from_any_end_of_a_playable_tile(qtbot, window):
    c = window.controller
    before = list(c.hand.history)
    home = tile_pos(window, "6-4")
    corner = window.scene.board_area.topLeft() + QPointF(10, 10)
    drag(window, home, corner)
    assert c.hand.history == before
    assert window.scene.tile_item("6-4").scenePos() == home
    assert "lit end" in window.statusBar().currentMessage()


def test_click_to_play(qtbot, window):
    click(window, tile_pos(window, "6-4"))
    ghosts = window.scene.ghosts
    assert len(ghosts) == 2
    target = ghosts[0]
    socket = target.actions[0].socket
    click(window, target.scenePos())
    assert not in_hand(window, 0, "6-4")
    assert window.controller.hand.history[1][1].socket == socket


def test_click_on_unplayable_tile_explains(qtbot, window):
    click(window, tile_pos(window, "2-3"))
    assert window.scene.selected_tile is None
    assert "2-3 does not match 6" in window.statusBar().currentMessage()


def test_keyboard_play(qtbot, window):
    view = window.view
    view.setFocus()
    order = window.scene.viewer_tiles()
    target = Tile.parse("6-4").id
    for _ in range(order.index(target) + 1):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.selected_tile == Tile.parse("6-4")
    assert len(window.scene.ghosts) == 2
    QTest.keyClick(view, Qt.Key.Key_Down)   # the other end
    chosen = [g for g in window.scene.ghosts if g.highlight == "drop"]
    assert len(chosen) == 1
    socket = chosen[0].actions[0].socket
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert not in_hand(window, 0, "6-4")
    assert window.controller.hand.history[1][1].socket == socket


def test_keyboard_tab_cycles_ends(qtbot, window):
    view = window.view
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Left)     # the last tile of the rack
    while window.scene.selected_tile != Tile.parse("6-4"):
        QTest.keyClick(view, Qt.Key.Key_Left)
    first = [g for g in window.scene.ghosts if g.highlight == "drop"][0]
    QTest.keyClick(view, Qt.Key.Key_Tab)
    second = [g for g in window.scene.ghosts if g.highlight == "drop"][0]
    assert first is not second
    assert window.focusWidget() is view          # Tab did not move the focus away


def test_draw_by_clicking_the_boneyard(qtbot):
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    w.controller.auto_draw = False
    w.action_auto_draw.setChecked(False)
    wait_for_human(qtbot, w)
    c = w.controller
    assert [a.kind for a in c.legal_for_viewer()] == [Kind.DRAW]
    top = w.scene.tile_item(c.hand.boneyard[-1])
    assert top.highlight == "legal"            # the boneyard invites the click
    size = len(c.hand.boneyard)
    click(w, w.scene.pile_pos)
    assert len(c.hand.boneyard) == size - 1
    assert in_hand(w, 0, "1-2")
    QTest.keyClick(w.view, Qt.Key.Key_D)       # D draws too
    assert in_hand(w, 0, "1-6")
    # the drawn tile fits: drag it onto the 6-6
    _lift(w, "1-6")
    ghost = w.scene.ghosts[0]
    QTest.mouseMove(w.view.viewport(), view_point(w, ghost.scenePos()))
    QTest.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier, view_point(w, ghost.scenePos()))
    assert not in_hand(w, 0, "1-6")


def test_lead_goes_anywhere_on_the_empty_table(qtbot):
    # Muggins: the holder of the highest double leads any tile; you hold 6-6
    hands = [["6-6", "5-5", "1-4", "2-3", "0-1"], ["4-4", "3-3", "2-2", "0-6", "1-2"]]
    w = make_window(qtbot, setup_with("muggins", hands))
    w.scene.animator.speed = 0.2        # points float up only when animations are on
    wait_for_human(qtbot, w)
    c = w.controller
    assert not c.hand.layout.tiles
    corner = w.scene.board_area.topLeft() + QPointF(40, 40)
    drag(w, tile_pos(w, "5-5"), corner)
    assert c.hand.layout.tiles[0] == Tile.parse("5-5").id
    # 5-5 leads for 10: the points float up from the table
    qtbot.waitUntil(lambda: any(isinstance(i, ScorePopup) for i in w.scene.items()))
    popup = next(i for i in w.scene.items() if isinstance(i, ScorePopup))
    assert popup.text == "+10"
    assert "10" in w.scene.score_panel.rows[0][1]
    # the next score at the same end floats beside the first, not on top of it
    w.scene.popup_score(ScoreEvent(1, 1, 5, "count", "5"))
    popups = [i for i in w.scene.items() if isinstance(i, ScorePopup)]
    assert sorted(p.text for p in popups) == ["+10", "+5"]
    first, second = popups
    assert not first.sceneBoundingRect().intersects(second.sceneBoundingRect())


def test_hint_highlights_a_legal_move(qtbot, window):
    c = window.controller
    with qtbot.waitSignal(c.hint_ready, timeout=10_000) as blocker:
        window.action_hint.trigger()
    action = blocker.args[0]
    assert action in c.hand.legal_actions()
    item = window.scene.tile_item(action.tile)
    assert item.highlight == "hint"
    hinted = [g for g in window.scene.ghosts if g.highlight == "hint"]
    assert len(hinted) == 1 and action in hinted[0].actions
    # clicking the hinted end plays the hinted move
    click(window, hinted[0].scenePos())
    assert window.controller.hand.history[1][1] == action


def test_tiles_never_overlap_or_leave_the_view(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS, humans=0))
    c = w.controller
    qtbot.waitUntil(lambda: c.hand.result is not None, timeout=20_000)
    _assert_clean_table(w)


def _assert_clean_table(window) -> None:
    scene = window.scene
    view_rect = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    rects = []
    for tid in scene.board_tiles() + scene.viewer_tiles():
        item = scene.tile_item(tid)
        r = item.mapRectToScene(item.shape().boundingRect())
        assert view_rect.contains(r), f"{item.tile} outside the view"
        rects.append((item.tile, r.adjusted(1, 1, -1, -1)))
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), f"{a} overlaps {b}"


def test_space_applies_an_announced_pass_at_once(qtbot):
    hands = [["0-1", "0-2", "1-2", "1-3", "2-3", "0-3", "1-1", "2-2"],
             ["6-6", "6-5", "6-4", "5-5", "4-4", "0-0", "5-4", "3-3"]]
    w = make_window(qtbot, setup_with("block", hands))
    c = w.controller
    c.announce_delay_ms = 600_000
    w.load_record(c.record)
    qtbot.waitUntil(lambda: c.forced_pending is not None)
    assert "so you pass." in w.statusBar().currentMessage()
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    assert c.forced_pending is None
    assert any(a.kind is Kind.PASS for s, a in c.hand.history if s == 0)


def test_blind_dominoes_turn_and_choose(qtbot):
    # your row turns up 6-3 (the lead), 3-5 (fits the 3), then 6-5, which fits both ends with
    # different results: you choose the end by clicking a lit one
    from dominoes_qt.rules import double_set

    first = ["6-3", "3-5", "6-5", "0-0", "0-1", "0-2", "0-3", "0-4", "0-5", "0-6", "1-1",
             "1-2", "1-3", "1-4"]
    rest = [str(t) for t in double_set(6) if str(t) not in {str(Tile.parse(x)) for x in first}]
    w = make_window(qtbot, setup_with("blind", [first, rest], boneyard=[], leader=0))
    c = w.controller
    wait_for_human(qtbot, w)
    assert [a.kind for a in c.legal_for_viewer()] == [Kind.TURN]
    front = w.scene.viewer_tiles()[0]
    assert w.scene.tile_item(front).highlight == "legal"
    assert not w.scene.tile_item(front).face_up            # nobody sees the row
    click(w, w.scene.tile_item(front).scenePos())          # turn up 6-3: the lead
    assert c.hand.layout.tiles == [Tile.parse("3-6").id]
    QTest.keyClick(w.view, Qt.Key.Key_Space)               # Space turns up the next: 3-5
    assert len(c.hand.layout.tiles) == 2
    click(w, w.scene.tile_item(w.scene.viewer_tiles()[0]).scenePos())   # 6-5: two ways
    legal = c.legal_for_viewer()
    assert {a.kind for a in legal} == {Kind.CHOOSE} and len(legal) == 2
    assert w.scene.tile_item("6-5").face_up
    ghosts = w.scene.ghosts
    assert len(ghosts) == 2
    chosen = ghosts[1].actions[0]
    click(w, ghosts[1].scenePos())
    assert c.hand.layout.tiles[-1] == Tile.parse("5-6").id
    assert c.hand.history[-1] == (0, chosen)


def test_double_click_plays_a_tile_that_fits_one_end(qtbot):
    w = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    wait_for_human(qtbot, w)                       # you drew 1-2, then 6-1: it fits the 6-6
    c = w.controller
    pos = view_point(w, tile_pos(w, "1-6"))
    QTest.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, pos)
    assert not in_hand(w, 0, "1-6")
    assert c.hand.layout.tiles[1] == Tile.parse("1-6").id
