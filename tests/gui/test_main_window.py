"""The main window: menus, dialogs at hand and match end, settings, the command line."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog

from dominoes_qt.app.main import main, parse_args, validate_args
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.rules_help import RulesHelpDialog
from dominoes_qt.rules import Kind
from dominoes_qt.scene.tile_item import TileItem

from .gui_helpers import (
    DRAW_HANDS,
    click,
    make_window,
    setup_with,
    view_point,
    wait_for_human,
)


def test_menus_and_standard_shortcuts(window):
    assert QKeySequence("Ctrl+N") in window.action_new.shortcuts()
    assert QKeySequence("Ctrl+Z") in window.action_undo.shortcuts()
    assert QKeySequence("Ctrl+Q") in window.action_quit.shortcuts()
    assert window.action_hint.shortcut() == QKeySequence("H")
    assert not window.action_full_screen.shortcut().isEmpty()
    assert not window.action_rules.shortcut().isEmpty()
    for action in (window.action_new, window.files.action_open, window.files.action_save,
                   window.files.action_save_as, window.files.menu_recent.menuAction(),
                   window.action_quit):
        assert action in window.menu_file.actions()
    assert QKeySequence("Ctrl+O") in window.files.action_open.shortcuts()
    assert QKeySequence("Ctrl+S") in window.files.action_save.shortcuts()
    assert QKeySequence("Ctrl+Shift+S") in window.files.action_save_as.shortcuts()
    for action in (window.action_undo, window.action_hint):
        assert action in window.menu_game.actions()
    assert window.action_full_screen in window.menu_view.actions()
    assert window.menu_animation.menuAction() in window.menu_view.actions()
    assert window.action_rules in window.menu_help.actions()
    assert "The Draw Game" in window.action_rules.text()


def test_status_bar_invites_a_move(window):
    assert "Your turn" in window.statusBar().currentMessage()
    assert "North plays 6-6" in window.statusBar().currentMessage()


def test_undo_action(qtbot, window):
    c = window.controller
    assert not window.action_undo.isEnabled()
    start = list(c.hand.history)
    c.play_human(c.legal_for_viewer()[0])
    wait_for_human(qtbot, window)
    assert window.action_undo.isEnabled()
    window.action_undo.trigger()
    assert c.hand.history == start
    assert len(c.hand.layout.tiles) == 1
    six_four = window.scene.tile_item("6-4")
    assert six_four.isVisible() and window.scene.rack_area.contains(six_four.scenePos())


def test_hint_only_on_your_turn(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    w.controller.computer_delay_ms = 50_000      # North thinks for ever before leading
    w.load_record(w.controller.record)
    assert not w.action_hint.isEnabled()
    w.controller.computer_delay_ms = 0
    w.load_record(w.controller.record)
    wait_for_human(qtbot, w)
    assert w.action_hint.isEnabled()


def _play_through_gui(qtbot, w) -> None:
    """Your moves with real mouse events: drag to the engine's first legal end, click to draw."""
    c = w.controller
    viewport = w.view.viewport()
    action = c.legal_for_viewer()[0]
    if action.kind is Kind.DRAW:
        click(w, w.scene.pile_pos)
        return
    assert action.kind is Kind.PLAY
    start = view_point(w, w.scene.tile_item(action.tile).scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, QPoint(start.x(), start.y() - 40))
    QTest.mouseMove(viewport, QPoint(start.x(), start.y() - 80))
    ghost = next(g for g in w.scene.ghosts if action in g.actions)
    end = view_point(w, ghost.scenePos())
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_play_a_whole_hand_with_the_mouse(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS, seed=9))
    w.controller.auto_draw = False
    c = w.controller
    ended: list = []
    c.hand_ended.connect(ended.append)
    moves = 0

    def step() -> bool:
        nonlocal moves
        if ended:
            return True
        if c.awaiting_human:
            before = len(c.hand.history)
            _play_through_gui(qtbot, w)
            assert len(c.hand.history) > before, w.statusBar().currentMessage()
            moves += 1
        return False

    qtbot.waitUntil(step, timeout=60_000)
    assert moves >= 3
    # the hand summary is shown; accepting it deals the next hand
    qtbot.waitUntil(lambda: w.summary_dialog is not None and w.summary_dialog.isVisible())
    w.summary_dialog.accept()
    qtbot.waitUntil(lambda: c.match.hand_index == 1 or c.match.is_over)


def test_match_end_names_the_winner(qtbot):
    setup = setup_with("draw", DRAW_HANDS, humans=0, options={"target": 5})
    w = make_window(qtbot, setup)
    c = w.controller

    def advance() -> bool:
        if c.match.is_over and w.summary_dialog is None:
            return True
        if w.summary_dialog is not None and w.summary_dialog.isVisible():
            if c.match.is_over:
                w.summary_dialog.reject()      # "Close" at the end of the match
            else:
                w.summary_dialog.accept()
        return False

    qtbot.waitUntil(advance, timeout=60_000)
    assert "wins" in w.statusBar().currentMessage() or "tie" in w.statusBar().currentMessage()


def test_hot_seat_screen(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS, humans=2))
    c = w.controller
    qtbot.waitUntil(lambda: w.scene.overlay.isVisible())
    assert "Pass the computer to Player 2" in w.scene.overlay.title
    # the hand at the bottom stays face down until the person clicks
    assert not any(w.scene.tile_item(t).face_up for t in w.scene.viewer_tiles())
    click(w, w.scene.board_area.center())
    assert not w.scene.overlay.isVisible()
    assert c.viewer == 1 and c.awaiting_human
    assert all(w.scene.tile_item(t).face_up for t in w.scene.viewer_tiles())


def test_declare_button_in_manual_muggins(qtbot):
    # you hold 6-6 and lead 5-5 for ten; in manual Muggins you must declare it yourself
    hands = [["6-6", "5-5", "1-4", "2-3", "0-1"], ["4-4", "3-3", "2-2", "0-6", "1-2"]]
    w = make_window(qtbot, setup_with("muggins", hands, options={"muggins_manual": True}))
    c = w.controller
    c.declare_grace_ms = 600_000
    wait_for_human(qtbot, w)
    assert c.play_human(next(a for a in c.legal_for_viewer() if str(a.tile) == "5-5"))
    qtbot.waitUntil(lambda: bool(w.action_buttons))
    button = w.action_buttons[0]
    assert "Declare 10" in button.text() and w.action_bar.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert c.hand.scores[0] == 10
    qtbot.waitUntil(lambda: not w.action_bar.isVisible())


def test_window_size_is_remembered(qtbot, tmp_path):
    path = str(tmp_path / "window.ini")
    first = make_window(qtbot, setup_with("draw", DRAW_HANDS),
                        settings=QSettings(path, QSettings.Format.IniFormat))
    first.resize(720, 530)
    first.close()
    second = MainWindow(settings=QSettings(path, QSettings.Format.IniFormat),
                        computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(second)
    assert second.size().width() == 720 and second.size().height() == 530
    # and the last game played is the one that comes back
    assert second.controller.setup.game_id == "draw"


def test_resizing_keeps_every_tile_in_view(qtbot, window):
    from .test_table_drag import _assert_clean_table

    for w, h in ((1300, 900), (700, 520), (1000, 700)):
        window.resize(w, h)
        qtbot.waitUntil(lambda w=w: abs(window.view.viewport().width() - w) < 40)
        _assert_clean_table(window)


def test_rules_dialog(qtbot, window):
    window.action_rules.trigger()
    qtbot.waitUntil(lambda: any(isinstance(d, RulesHelpDialog) and d.isVisible()
                                for d in QApplication.topLevelWidgets()))
    dialog = next(d for d in QApplication.topLevelWidgets()
                  if isinstance(d, RulesHelpDialog) and d.isVisible())
    assert not dialog.isModal()                    # read beside the table
    assert dialog.game_id() == "draw"              # the game on the table
    assert dialog.windowTitle() == "Rules of The Draw Game"
    text = dialog.plain_text()
    assert "How to play" in text and "Options" in text
    assert "Draw until a tile fits" in text        # option choices by name, never by id
    assert "until-playable" not in text
    dialog.close()


def test_new_game_dialog_can_be_cancelled(qtbot, window):
    record = window.controller.record

    def cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            QTimer.singleShot(20, cancel)

    QTimer.singleShot(0, cancel)
    window.action_new.trigger()
    assert window.controller.record is record


def test_new_game_starts_the_setup(qtbot, window):
    window.files.ask_replace = lambda record: "discard"   # the draw game under way goes
    window.new_game(setup_with("star", [["6-6", "6-5", "6-4", "1-1", "2-2", "3-3", "4-4"],
                                        ["6-3", "6-2", "0-0", "0-1", "0-2", "0-3", "0-4"],
                                        ["6-1", "6-0", "1-2", "1-3", "1-4", "1-5", "0-5"],
                                        ["2-3", "2-4", "2-5", "3-4", "3-5", "4-5", "5-5"]]))
    assert window.controller.setup.game_id == "star"
    assert "The Star" in window.action_rules.text()
    assert len([i for i in window.scene.items() if isinstance(i, TileItem)
                and i.isVisible()]) == 28


# -- the command line ---------------------------------------------------------------------------


def test_cli_validates_against_the_catalogue(capsys):
    assert validate_args(parse_args(["--game", "block", "--players", "4", "--set", "12"])) is None
    assert "unknown game" in validate_args(parse_args(["--game", "nope"]))
    assert "star" in validate_args(parse_args(["--game", "star", "--players", "3"]))
    assert validate_args(parse_args(["--game", "draw", "--option", "target=50"])) is None
    assert validate_args(parse_args(["--game", "draw", "--option", "target"]))
    assert validate_args(parse_args(["--game", "draw", "--set", "7"]))
    assert main(["--game", "nope"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") <= 2 and "unknown game" in err
    assert main(["--game", "star", "--players", "2"]) == 2


def test_cli_screenshot(qapp, tmp_path):
    shot = tmp_path / "table.png"
    assert main(["--game", "draw", "--players", "2", "--seed", "3", "--screenshot",
                 str(shot)]) == 0
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n") and len(data) > 10_000
