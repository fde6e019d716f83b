"""The train games on the multiplayer table: the engine, the lanes and their owners, the
markers, a drag onto another player's public train, and the reason for a wrong drop."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from dominoes_qt.rules import Kind, Tile
from dominoes_qt.rules.games.trains import MexicanTrainRound

from .gui_helpers import (
    drag,
    in_hand,
    make_window,
    rest_of_set,
    setup_with,
    tile_pos,
    wait_for_human,
)

HANDS = [["12-5", "12-3", "9-9", "4-8"], ["1-3", "2-4", "5-6", "0-1"],
         ["12-6", "7-8", "0-9", "2-2"]]


def _setup():
    rest = [t for t in rest_of_set(HANDS, ["1-2"], set_n=12) if t != "12-12"]
    return setup_with("mexican-train", HANDS, set_n=12, boneyard=rest, leader=0,
                      options={"hand_size": 4})


def _ghost(window, socket: int):
    return next(g for g in window.scene.ghosts if any(a.socket == socket for a in g.actions))


def _lane_point(window, train: int) -> QPointF:
    board = window.scene.board
    x, y = board.layouter.lane_start(train)
    side = board.layouter.side(train)
    return board.point(x + side * 1.0, y)


def test_the_engine_the_lanes_and_a_drag_onto_a_public_train(qtbot) -> None:
    window = make_window(qtbot, _setup())
    wait_for_human(qtbot, window)
    c = window.controller
    hand = c.hand
    assert isinstance(hand, MexicanTrainRound) and hand.engine == 12
    # the engine lies in the middle of the table, each lane written with its owner
    assert window.scene.board.layouter.placements[0].angle == 90
    labels = window.scene.trains.labels()
    assert labels == [c.seat_name(0), c.seat_name(1), c.seat_name(2), "Mexican train"]
    # 12-5 onto the own train's lit end
    drag(window, tile_pos(window, "12-5"), _ghost_window_point(window, "12-5", 0))
    assert not in_hand(window, 0, "12-5")
    wait_for_human(qtbot, window)
    hand = c.hand
    assert hand.public[1] and not hand.public[2]      # seat 1 drew 1-2 and could not play
    # a wrong drop: seat 2's train is private; the tile glides back with the reason
    drag(window, tile_pos(window, "12-3"), _lane_point(window, 2))
    assert in_hand(window, 0, "12-3")
    assert window.statusBar().currentMessage() == f"{c.seat_name(2)}'s train is private."
    # a real drag onto seat 1's public train plays there
    drag(window, tile_pos(window, "12-3"), _ghost_window_point(window, "12-3", 1))
    played = [a for seat, a in hand.history if seat == 0 and a.kind is Kind.PLAY]
    assert played[-1].tile == Tile.parse("12-3") and played[-1].socket == 1


def _ghost_window_point(window, tile: str, socket: int) -> QPointF:
    """Where the lit end of ``socket`` is for ``tile`` (the tile is picked up to light it)."""
    scene = window.scene
    scene.show_ghosts(scene.actions_for(Tile.parse(tile).id))
    point = _ghost(window, socket).scenePos()
    scene.clear_ghosts()
    return point


def test_round_and_game_summaries(qtbot) -> None:
    import random

    from dominoes_qt.app.hand_summary import HandSummaryDialog
    from dominoes_qt.rules import Match, configure

    match = Match(configure("mexican-train", 3, 9, {"rounds": 2}), seed=3)
    rng = random.Random(3)
    names = ["You", "West", "North"]
    for round_ in range(2):
        hand = match.hand
        while hand.result is None:
            match.apply(rng.choice(hand.legal_actions()))
        dialog = HandSummaryDialog(None, match, hand.result, names)
        qtbot.addWidget(dialog)
        assert dialog._subtitle() == f"Mexican Train — round {round_ + 1} of 2, engine " \
                                     f"{9 - round_}-{9 - round_}"
        assert dialog.target_label.text() == "The lowest total after round 2 wins the match."
        if round_ == 0:
            assert dialog.next_button.text() == "&Next round"
            match.next_hand()
    assert match.is_over
    low = min(match.scores)
    assert set(match.winner_sides) == {s for s, v in enumerate(match.scores) if v == low}


def test_keyboard_hint_and_undo(qtbot) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = make_window(qtbot, _setup())
    wait_for_human(qtbot, window)
    c = window.controller
    hint = c.hint(wait=True)
    assert hint is not None and hint in c.hand.legal_actions()
    # Right selects a tile of the rack; Up/Down chooses among its lit ends; Enter plays
    view = window.view
    for _ in range(8):
        QTest.keyClick(view.viewport(), Qt.Key.Key_Right)
        if window.scene.input.selected is not None and \
                window.scene.actions_for(window.scene.input.selected):
            break
    tile = window.scene.input.selected
    assert tile is not None and window.scene.actions_for(tile)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Return)
    played = [a for seat, a in c.hand.history if seat == 0 and a.kind is Kind.PLAY]
    assert played and played[0].tile.id == tile
    wait_for_human(qtbot, window)
    assert c.can_undo
    assert c.undo()
    wait_for_human(qtbot, window)
    assert in_hand(window, 0, str(played[0].tile))


def test_the_red_frame_turns_with_a_chicken_foot_at_45_degrees(qtbot) -> None:
    """The frame round a foot whose toes are awaited follows the tile: on a diagonal toe its
    sides run at 45°, hugging the double instead of an upright box round it."""
    import math

    from PySide6.QtWidgets import QGraphicsPolygonItem, QGraphicsScene

    from dominoes_qt.geometry import PlacedTile
    from dominoes_qt.scene.train_marks import TrainMarks
    from dominoes_qt.train_geometry import FootLayouter

    foot = FootLayouter(4, (30.0, 18.0))
    foot.add(PlacedTile(9, 9, None))
    for s in range(4):
        foot.add(PlacedTile(9, 2, s))
    foot.add(PlacedTile(2, 2, 8))
    for k, v in enumerate((7, 5, 3)):
        foot.add(PlacedTile(2, v, 24 + k))
    double = foot.add(PlacedTile(7, 7, 28))
    assert double.angle in (45, -45)

    class Board:
        layouter = foot
        px = 30.0

        @staticmethod
        def point(x: float, y: float) -> QPointF:
            return QPointF(400 + 30 * x, 300 + 30 * y)

    scene = QGraphicsScene()
    marks = TrainMarks(scene)
    marks._frame(Board, len(foot.placements) - 1)
    (frame,) = marks.items
    assert isinstance(frame, QGraphicsPolygonItem)
    polygon = frame.polygon()
    edges = [polygon[(i + 1) % 4] - polygon[i] for i in range(4)]
    for e in edges:
        assert abs(abs(math.degrees(math.atan2(e.y(), e.x()))) % 90 - 45) < 1
    centre = sum((polygon[i] for i in range(4)), QPointF()) / 4
    assert (centre - Board.point(double.x, double.y)).manhattanLength() < 0.5


def test_the_tile_tracker_reads_a_train_game(qtbot) -> None:
    """Preferences ▸ Coach ▸ tile tracker at Mexican Train: the numbers unseen and what each
    other player is known to lack (seat 1 drew: it holds no 12, the engine's number)."""
    import dataclasses

    window = make_window(qtbot, _setup())
    files = window.files
    files.apply_settings(dataclasses.replace(files.app_settings, tile_tracker=True))
    wait_for_human(qtbot, window)
    c = window.controller
    assert window.tile_tracker.text().startswith("Cannot hold: ")
    assert c.play_human(next(a for a in c.legal_for_viewer()
                             if a.tile == Tile.parse("12-5") and a.socket == 0))
    wait_for_human(qtbot, window)
    assert c.hand.public[1]                      # seat 1 drew 1-2 and could not play
    text = window.tile_tracker.text()
    assert text.startswith("Cannot hold: ")
    assert f"{c.seat_name(1)}: " in text and f"{c.seat_name(2)}: " in text
    lacks = text.split(f"{c.seat_name(1)}: ")[1].split(";")[0]
    assert "12" in lacks.split(", ")
    assert "Unseen: 0×" in text and "12×" in text


def test_the_lanes_follow_the_seat_at_the_bottom_of_the_table(qtbot) -> None:
    """Each train leaves the station towards its owner as the viewer sees the table: the
    viewer's own lane is the southernmost on its side, the player across the northernmost;
    with another viewer (hot seat) the lanes are laid out again for that one."""
    from PySide6.QtWidgets import QGraphicsScene

    from dominoes_qt.rules import Match, configure
    from dominoes_qt.scene.table_board import TableBoard

    settings = configure("mexican-train", 4, 12)
    hand = Match(settings, seed=1).hand
    board = TableBoard(QGraphicsScene())
    board.new_line(settings)                       # a new hand, as the scene starts one
    for viewer in (0, 2, 1):
        board.follow(hand.layout, settings, viewer)
        lanes = board.layouter
        across = (viewer + 2) % 4
        mine = [t for t in range(5) if lanes.side(t) == lanes.side(viewer)]
        theirs = [t for t in range(5) if lanes.side(t) == lanes.side(across)]
        assert lanes.lane_y(viewer) == max(lanes.lane_y(t) for t in mine), viewer
        assert lanes.lane_y(across) == min(lanes.lane_y(t) for t in theirs), viewer
        left, right = (viewer + 1) % 4, (viewer + 3) % 4     # seat_places: next on the left
        assert lanes.side(left) == -1 and lanes.side(right) == 1, viewer
