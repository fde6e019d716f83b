"""The solitaires on the table: real drags and clicks on the viewport, refusals, undo, hint,
the end of a game shown to the player, and save + resume through the real file code."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from dominoes_qt.app.solitaire_summary import SolitaireSummaryDialog
from dominoes_qt.rules.actions import Kind
from dominoes_qt.scene.solitaire_scene import SolitaireScene
from dominoes_qt.session import GameSetup

from .gui_helpers import click, drag, make_window


def solitaire_window(qtbot, game_id: str, seed: int = 3):
    w = make_window(qtbot, GameSetup.default(game_id, seed=seed))
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=5_000)
    return w


def scene(w) -> SolitaireScene:
    s = w.view.scene()
    assert isinstance(s, SolitaireScene)
    return s


def state(w):
    return w.controller.hand


def status(w) -> str:
    return w.statusBar().currentMessage()


def pair_moves(w):
    return [a for a in state(w).legal_actions() if a.kind is Kind.PLAY and 0 <= a.socket < 28]


def test_knock_out_drag_knocks_out_a_pair(qtbot):
    w = solitaire_window(qtbot, "knock-out")
    action = pair_moves(w)[0]
    a, b = action.tile.id, action.socket
    assert a in state(w).row and b in state(w).row
    drag(w, scene(w).tile_pos(a), scene(w).tile_pos(b))
    assert a not in state(w).row and b not in state(w).row
    assert len(state(w).row) == 26
    assert not scene(w).tile_item(a).isVisible()


def test_twelve_to_go_drag_and_refused_drop_glides_back(qtbot):
    w = solitaire_window(qtbot, "twelve-to-go", seed=10)
    s = scene(w)
    showing = [t for t in state(w).showing if t is not None]
    legal = {frozenset((a.tile.id, a.socket)) for a in pair_moves(w)}
    bad = next((x, y) for x in showing for y in showing
               if x != y and frozenset((x, y)) not in legal)
    home = QPointF(s.tile_pos(bad[0]))
    drag(w, home, s.tile_pos(bad[1]))
    assert len(state(w).history) == 0                         # nothing was played
    assert (s.tile_item(bad[0]).pos() - home).manhattanLength() < 2   # back in its place
    assert "not 12" in status(w)                              # the engine's reason
    a, b = sorted(next(iter(legal)))
    drag(w, s.tile_pos(b), s.tile_pos(a))
    assert state(w).tiles_left() == 26
    assert a not in state(w).showing and b not in state(w).showing


def test_bingo_click_takes_the_called_tile_and_keyboard_goes_on(qtbot):
    w = solitaire_window(qtbot, "bingo")
    s = scene(w)
    called = state(w).row[state(w).cursor]
    assert s.tile_item(called).highlight == "legal"          # lit: it may be taken
    click(w, s.tile_pos(called))
    assert called not in state(w).row
    before = len(state(w).history)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Space)                 # say the next number
    assert len(state(w).history) == before + 1
    assert state(w).history[-1][1].kind is Kind.PASS


def test_bingo_wrong_tile_is_explained(qtbot):
    w = solitaire_window(qtbot, "bingo")
    s = scene(w)
    row = state(w).row
    other = next(t for i, t in enumerate(row) if i != state(w).cursor)
    click(w, s.tile_pos(other))
    assert len(state(w).history) == 0
    assert "not the tile being called" in status(w)


def test_patience_drag_from_hand_to_the_line_and_undo(qtbot):
    w = solitaire_window(qtbot, "patience")
    s = scene(w)
    first = state(w).hand[0]
    drag(w, s.tile_pos(first), s.slot_pos("lead"))
    assert state(w).layout.tiles == [first]
    plays = [a for a in state(w).legal_actions() if a.kind is Kind.PLAY]
    if plays:
        action = plays[0]
        drag(w, s.tile_pos(action.tile.id), s.slot_pos(f"end:{action.socket}"))
        assert action.tile.id in state(w).layout.tiles
        w.action_undo.trigger()
        assert action.tile.id in state(w).hand
    w.action_undo.trigger()
    assert state(w).layout.tiles == [] or len(state(w).layout.tiles) < 2


def test_undo_puts_a_discarded_pair_back(qtbot):
    w = solitaire_window(qtbot, "five-columns")
    action = pair_moves(w)[0]
    drag(w, scene(w).tile_pos(action.tile.id), scene(w).tile_pos(action.socket))
    assert state(w).tiles_left() == 26
    assert w.action_undo.isEnabled()
    w.action_undo.trigger()
    assert state(w).tiles_left() == 28
    assert scene(w).tile_item(action.tile.id).isVisible()


def test_hint_lights_the_solvers_move_or_says_there_is_none(qtbot):
    w = solitaire_window(qtbot, "five-columns")
    action = w.solitaire.table.hint(wait=True)
    assert action is not None and action in state(w).legal_actions()
    s = scene(w)
    assert s.hint == action
    assert s.tile_item(action.tile.id).highlight == "hint"
    assert "Hint" in status(w)
    lost = solitaire_window(qtbot, "twelve-to-go", seed=3)     # no winning line from the deal
    assert lost.solitaire.table.hint(wait=True) is None
    assert "No winning line" in status(lost)


def _summary(w) -> SolitaireSummaryDialog:
    dialog = w.solitaire.dialog
    assert isinstance(dialog, SolitaireSummaryDialog)
    return dialog


def test_a_won_game_says_so_and_counts_in_the_statistics(qtbot):
    from dominoes_qt.rules.solitaires.base import best_move

    w = solitaire_window(qtbot, "five-columns")
    while state(w).tiles_left() > 2:
        move, proved = best_move(state(w).copy(), 5.0)
        assert proved and move is not None
        assert w.controller.play_human(move)
    last = pair_moves(w)[0]
    drag(w, scene(w).tile_pos(last.tile.id), scene(w).tile_pos(last.socket))
    qtbot.waitUntil(lambda: w.solitaire.dialog is not None, timeout=3_000)
    dialog = _summary(w)
    assert dialog.won and "You won" in dialog.text()
    stats = w.files.statistics.game("five-columns")
    assert (stats.matches_played, stats.matches_won, stats.current_streak) == (1, 1, 1)
    dialog.again_button.click()
    assert state(w).tiles_left() == 28 and w.controller.setup.game_id == "five-columns"


def test_no_moves_left_is_a_loss_shown_with_the_tiles_left(qtbot):
    w = solitaire_window(qtbot, "knock-out")
    while True:     # the engine's moves, until the last one, which is dragged
        action = pair_moves(w)[0]
        trial = state(w).copy()
        trial.apply(action)
        if trial.result is not None:
            break
        assert w.controller.play_human(action)
    assert w.solitaire.dialog is None
    drag(w, scene(w).tile_pos(action.tile.id), scene(w).tile_pos(action.socket))
    qtbot.waitUntil(lambda: w.solitaire.dialog is not None, timeout=3_000)
    dialog = _summary(w)
    left = state(w).tiles_left()
    assert not dialog.won and left > 0
    assert "No moves left" in dialog.text() and f"{left} tile" in dialog.text()
    assert "you lost" in status(w)
    assert w.files.statistics.game("knock-out").matches_won == 0


def test_save_and_resume_a_solitaire_through_the_files(qtbot, tmp_path):
    w = solitaire_window(qtbot, "twelve-to-go", seed=10)
    action = pair_moves(w)[0]
    assert w.controller.play_human(action)
    showing = list(state(w).showing)
    path = tmp_path / "twelve.domino"
    assert w.files.save_file(path)
    other = solitaire_window(qtbot, "bingo")
    assert other.files.open_file(path)
    assert other.controller.setup.game_id == "twelve-to-go"
    assert list(state(other).showing) == showing
    assert isinstance(other.view.scene(), SolitaireScene)
    tid = next(t for t in showing if t is not None)
    assert scene(other).tile_item(tid).isVisible()
    other.action_undo.trigger()
    assert state(other).tiles_left() == 28


def test_back_to_a_multiplayer_game_shows_the_table(qtbot):
    w = solitaire_window(qtbot, "matching")
    # the game's catalogue entry chose the scene; the table stopped following the controller
    assert not w.scene.listening and w.solitaire.scene.listening
    w.start_game(GameSetup.default("draw", seed=3))
    qtbot.waitUntil(lambda: w.controller.awaiting_human, timeout=10_000)
    assert w.view.scene() is w.scene and w.scene.listening
    assert w.scene.viewer_tiles()
    w.start_game(GameSetup.default("knock-out", seed=3))   # and back to a solitaire
    assert isinstance(w.view.scene(), SolitaireScene) and not w.scene.listening


def test_keyboard_chooses_a_tile_and_its_partner(qtbot):
    w = solitaire_window(qtbot, "twelve-to-go", seed=10)
    s = scene(w)
    action = pair_moves(w)[0]
    w.view.setFocus()
    for _ in range(12):                      # Right until the cursor is on the pair's tile
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        if s.selected == action.tile.id:
            break
    assert s.selected == action.tile.id
    partners = [m.target for m in s.picture.moves_from(action.tile.id)]
    for _ in range(len(partners)):           # Down until the partner is the target
        if partners[s._target_index % len(partners)] == action.socket:
            break
        QTest.keyClick(w.view, Qt.Key.Key_Down)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    assert state(w).tiles_left() == 26


def test_statistics_dialog_shows_a_solitaires_own_numbers(qtbot):
    from dominoes_qt.app.statistics_dialog import StatisticsDialog
    from dominoes_qt.storage.statistics import GameStats

    dialog = StatisticsDialog(None, Statistics_for_test())
    qtbot.addWidget(dialog)
    labels = [label for label, _ in dialog.rows(GameStats(matches_played=3, matches_won=1,
                                                          best_score=28), "knock-out")]
    assert labels[:3] == ["Games played", "Games won", "Most tiles cleared"]
    assert "Hands played" not in labels
    assert "Hands played" in [label for label, _ in dialog.rows(GameStats(), "draw")]


def Statistics_for_test():  # noqa: N802 - a small factory for the test above
    from dominoes_qt.storage.statistics import Statistics

    return Statistics()


def test_about_box_counts_the_games_it_has(qtbot):
    from dominoes_qt.rules import all_games

    w = solitaire_window(qtbot, "bingo")
    text = w._about_text()
    assert f"{len(all_games())} games" in text and "7 solitaires" in text


def test_the_hint_menu_action_asks_the_solver_off_the_gui_thread(qtbot):
    w = solitaire_window(qtbot, "five-columns")
    w.action_hint.trigger()
    qtbot.waitUntil(lambda: scene(w).hint is not None, timeout=10_000)
    assert scene(w).hint in state(w).legal_actions()
    assert "Hint" in status(w)


def test_the_player_is_told_while_a_winnable_deal_is_searched_for(qtbot, monkeypatch):
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app import controller

    w = solitaire_window(qtbot, "matching")
    seen: list[tuple[str, bool]] = []
    real = controller.new_record

    def spy(setup):
        seen.append((status(w), QApplication.overrideCursor() is not None))
        return real(setup)

    monkeypatch.setattr(controller, "new_record", spy)
    w.start_game(GameSetup.default("twelve-to-go", seed=5, options={"winnable": True}))
    w.start_game(GameSetup.default("twelve-to-go", seed=5))
    assert seen[0] == ("Looking for a deal that can be won…", True)
    assert seen[1][1] is False and QApplication.overrideCursor() is None
