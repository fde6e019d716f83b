"""The controller: pacing, the worker thread, stale results, forced actions, undo, hot seat."""

from __future__ import annotations

import random
import threading

import pytest

from dominoes_qt.app.controller import GameController
from dominoes_qt.rules import Kind, Tile, play
from dominoes_qt.rules.actions import PASS
from dominoes_qt.rules.view import PlayerView
from dominoes_qt.session import GameSetup

from .gui_helpers import DRAW_HANDS, MUST_DRAW_HANDS, MUST_DRAW_TOP, setup_with


@pytest.fixture
def controller(qtbot):
    c = GameController(computer_delay_ms=0)
    yield c
    c.shutdown()


def _recorder(signal) -> list:
    seen: list = []
    signal.connect(lambda *args: seen.append(args[0] if len(args) == 1 else args))
    return seen


def test_plays_a_whole_hand_against_computers(qtbot, controller):
    ended = _recorder(controller.hand_ended)
    applied = _recorder(controller.action_applied)
    controller.new_game(GameSetup.default("draw", 3, seed=11))
    rng = random.Random(5)

    def step() -> bool:
        if ended:
            return True
        if controller.awaiting_human:
            controller.play_human(rng.choice(controller.legal_for_viewer()))
        return False

    qtbot.waitUntil(step, timeout=30_000)
    result = ended[0]
    assert result is controller.hand.result
    assert {seat for seat, _ in applied} == {0, 1, 2}


def test_computer_gets_only_its_view(qtbot, controller):
    seen: list = []

    class Spy:
        def choose(self, view):
            seen.append(view)
            return view.legal[0]

    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    controller._players[1] = Spy()
    controller.play_human(play("6-4", 0, 6))
    qtbot.waitUntil(lambda: bool(seen))
    view = seen[0]
    assert isinstance(view, PlayerView)
    assert view.seat == 1
    assert Tile.parse("2-3") not in view.hand       # never the other hands
    assert not hasattr(view, "hands")


def test_stale_computer_result_is_ignored(qtbot, controller):
    release = threading.Event()
    started = threading.Event()

    class Slow:
        def choose(self, view):
            started.set()
            release.wait(10)
            return view.legal[0]

    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    controller._players[1] = Slow()
    controller.play_human(play("6-4", 0, 6))
    qtbot.waitUntil(started.is_set)
    assert controller.thinking
    history = list(controller.hand.history)
    controller.undo()                                # the position changes under the worker
    assert controller.awaiting_human
    after_undo = list(controller.hand.history)
    assert len(after_undo) == len(history) - 1
    release.set()
    controller._pool.waitForDone(5_000)
    qtbot.wait(50)                                   # let the (stale) result arrive
    assert controller.hand.history == after_undo
    assert controller.awaiting_human


def test_illegal_move_is_refused_with_the_engines_reason(qtbot, controller):
    refused = _recorder(controller.illegal)
    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    before = list(controller.hand.history)
    assert not controller.play_human(play("2-3", 0))
    assert controller.hand.history == before
    assert refused and "2-3" in refused[-1]


def test_forced_pass_is_announced_and_applied(qtbot, controller):
    # The Block Game: nobody draws; you hold no six after North's 6-6, so you must pass
    hands = [["0-1", "0-2", "1-2", "1-3", "2-3", "0-3", "1-1", "2-2"],
             ["6-6", "6-5", "6-4", "5-5", "4-4", "0-0", "5-4", "3-3"]]
    said = _recorder(controller.recap)        # after North's moves: the line and the words
    controller.new_game(setup_with("block", hands))
    qtbot.waitUntil(lambda: any(a is PASS for s, a in controller.hand.history if s == 0))
    assert ("North plays 6-6.  Your turn: nothing fits, so you pass.",
            "Your turn: nothing fits, so you pass.") in said


def test_auto_draw_draws_for_you(qtbot, controller):
    messages = _recorder(controller.message)
    controller.new_game(setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    drawn = [a for s, a in controller.hand.history if s == 0 and a.kind is Kind.DRAW]
    assert len(drawn) == 2                            # 1-2 does not fit, 6-1 does
    assert "You draw a tile." in messages
    assert Tile.parse("1-6") in controller.hand.hand_of(0)


def test_manual_draw_when_auto_draw_is_off(qtbot, controller):
    controller.auto_draw = False
    controller.new_game(setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert [a.kind for a in controller.legal_for_viewer()] == [Kind.DRAW]
    assert controller.draw()
    assert Tile.parse("1-2") in controller.hand.hand_of(0)


def test_undo_goes_back_to_your_previous_decision(qtbot, controller):
    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    start = list(controller.hand.history)
    hand_before = controller.hand.hand_of(0)
    assert not controller.can_undo
    controller.play_human(play("6-4", 0, 6))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert len(controller.hand.history) > len(start) + 1   # North replied
    assert controller.can_undo
    assert controller.undo()
    assert controller.hand.history == start
    assert controller.hand.hand_of(0) == hand_before
    assert controller.awaiting_human


def test_undo_skips_forced_draws(qtbot, controller):
    controller.new_game(setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert not controller.can_undo                    # the draws were not your decisions
    controller.play_human(play("1-6", 0, 6))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    controller.undo()
    assert controller.hand.history[-1][1].kind is Kind.DRAW   # back to just before the play
    assert controller.awaiting_human


def test_undo_can_be_switched_off(qtbot, controller):
    controller.allow_undo = False
    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    controller.play_human(play("6-4", 0, 6))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert not controller.can_undo and not controller.undo()


def test_hint_is_legal(qtbot, controller):
    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    assert controller.hint(wait=True) in controller.hand.legal_actions()
    with qtbot.waitSignal(controller.hint_ready, timeout=10_000) as blocker:
        assert controller.hint() is None              # asynchronous: the worker answers
    assert blocker.args[0] in controller.hand.legal_actions()


def test_hint_pressed_again_searches_once_a_position(qtbot, controller, monkeypatch):
    """A held Hint key repeats: the position is searched once (each search takes the worker
    up to 0.6 s, and a queue of them would hold up the computers), and a press after the
    answer shows it again at once."""
    import dominoes_qt.app.controller as module

    controller.new_game(setup_with("draw", DRAW_HANDS))
    qtbot.waitUntil(lambda: controller.awaiting_human)
    searched: list[int] = []
    real = module._choose

    def counting(player, view, lock):
        searched.append(len(view.history))
        return real(player, view, lock)

    monkeypatch.setattr(module, "_choose", counting)
    hints: list[object] = []
    controller.hint_ready.connect(hints.append)
    for _ in range(6):
        controller.hint()
    qtbot.waitUntil(lambda: bool(hints), timeout=10_000)
    controller.hint()
    assert len(hints) == 2 and hints[0] == hints[1]
    qtbot.wait(100)
    assert len(searched) == 1 and len(hints) == 2


def test_hot_seat_hides_the_hand_between_two_people(qtbot, controller):
    changes = _recorder(controller.handover_changed)
    controller.new_game(setup_with("draw", DRAW_HANDS, humans=2))
    # North (seat 1, a person) leads 6-6 first: the table waits for them behind the screen
    qtbot.waitUntil(lambda: controller.handover_seat == 1)
    assert controller.hand_hidden and not controller.awaiting_human
    controller.accept_handover()
    assert controller.viewer == 1 and controller.awaiting_human and not controller.hand_hidden
    controller.play_human(controller.legal_for_viewer()[0])
    assert controller.handover_seat == 0 and controller.hand_hidden
    assert changes[:2] == [1, -1]
    controller.accept_handover()
    assert controller.viewer == 0 and controller.awaiting_human
    assert controller.seat_name(0) == "Player 1"


def test_computers_only(qtbot, controller):
    ended = _recorder(controller.hand_ended)
    controller.new_game(setup_with("draw", DRAW_HANDS, humans=0))
    qtbot.waitUntil(lambda: bool(ended), timeout=20_000)
    assert controller.hand.result is not None


def test_next_hand_and_match_end(qtbot, controller):
    ended = _recorder(controller.hand_ended)
    over = _recorder(controller.match_ended)
    controller.new_game(GameSetup.default("draw", 2, seed=4, options={"target": 5},
                                          seats=_all_computers(2)))
    qtbot.waitUntil(lambda: bool(ended), timeout=20_000)
    while not over:
        assert controller.next_hand()
        count = len(ended)
        qtbot.waitUntil(lambda n=count: len(ended) > n, timeout=20_000)
    assert controller.match.is_over
    assert not controller.next_hand()


def test_names(qtbot, controller):
    controller.new_game(GameSetup.default("star", 4, seed=2))
    assert controller.seat_names() == ["You", "West", "North", "East"]


def _all_computers(n: int):
    from dominoes_qt.session import COMPUTER, SeatSpec

    return tuple(SeatSpec(COMPUTER, "greedy") for _ in range(n))


def test_an_automatic_draw_first_shows_the_turn(qtbot):
    """With automatic drawing on, "You draw a tile. You pass." came before the player ever
    saw the turn: the first forced step of a turn says it is the player's turn and why, and
    stays on the line long enough to be read (at least ``TURN_SHOWN_MS``)."""
    from dominoes_qt.app.table_base import TURN_SHOWN_MS

    c = GameController(computer_delay_ms=50)
    messages = _recorder(c.message)
    spoken = _recorder(c.recap)
    c.new_game(setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    qtbot.waitUntil(lambda: c.forced_pending is not None, timeout=10_000)
    said = [m for m in messages if "draw" in m.lower()] + [s[1] for s in spoken]
    assert said and said[0] == "Your turn: no tile fits, so you draw a tile.", said
    assert c._timer.interval() >= TURN_SHOWN_MS          # time to read it
    qtbot.waitUntil(lambda: c.awaiting_human, timeout=10_000)
    assert [a.kind for s, a in c.hand.history if s == 0] == [Kind.DRAW, Kind.DRAW]
    c.shutdown()
