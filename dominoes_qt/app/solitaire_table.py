"""``SolitaireTable``: what the solitaire scene needs on top of the ordinary :class:`GameController`.

A solitaire is recorded, saved, autosaved, resumed and undone like any other game (the rules
layer gives it the same state/action/record surface), so the window keeps its one
``GameController``.  This adapter adds the solitaire parts only:

* :meth:`picture`: the game's layout module draws the engine's state (legal moves as gestures);
* :meth:`explain_gesture`: a gesture that matches no legal move becomes the engine action it
  meant, and the engine says why it is refused (status line);
* :meth:`hint`: the solver's best move on a worker thread (or "no winning line from here");
* :meth:`outcome`: won or lost, and the tiles left, for the summary.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, Signal

from dominoes_qt.app.background import BackgroundJobs
from dominoes_qt.app.controller import GameController
from dominoes_qt.rules import find_game
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.scene.solitaire_layouts import layout_for
from dominoes_qt.scene.solitaire_picture import Handle, Picture

log = logging.getLogger(__name__)

#: Seconds the solver may think for a hint before it gives up.
HINT_BUDGET_S = 3.0


class SolitaireTable(QObject):
    """The solitaire side of the controller; the :class:`SolitaireScene` talks to this."""

    state_changed = Signal()
    #: the hinted Action, or None ("no winning line from here")
    hint_ready = Signal(object)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        controller.state_changed.connect(self._on_state_changed)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._jobs = BackgroundJobs(self._pool, lambda: self.version, self)
        self.hint_budget_s = HINT_BUDGET_S

    # -- what the scene reads --------------------------------------------------------------------
    @property
    def active(self) -> bool:
        c = self.controller
        return c.record is not None and is_solitaire(c.setup.game_id)

    @property
    def record(self) -> Any:
        return self.controller.record if self.active else None

    @property
    def state(self) -> Any:
        return self.controller.hand

    @property
    def version(self) -> int:
        return self.controller.version

    @property
    def awaiting_human(self) -> bool:
        return self.active and self.controller.awaiting_human

    @property
    def message(self) -> Any:
        return self.controller.message

    @property
    def illegal(self) -> Any:
        return self.controller.illegal

    def picture(self, tr: Callable[[str], str]) -> Picture:
        layout = layout_for(find_game(self.controller.setup.game_id))
        legal = self.controller.legal_for_viewer()
        return layout.picture(self.state, legal, tr)

    # -- moves in --------------------------------------------------------------------------------
    def play_human(self, action: Any) -> bool:
        return self.controller.play_human(action)

    def explain_gesture(self, source: Handle, target: Handle | None) -> str:
        """Say why the gesture from ``source`` to ``target`` (None: a click) is refused."""
        c = self.controller
        if not self.active:
            return ""
        if c.record is not None and c.hand.result is not None:
            text = self.tr("This game is over: undo, or start a new one.")
            c.illegal.emit(text)
            return text
        layout = layout_for(find_game(c.setup.game_id))
        action = layout.attempt(self.state, source, target)
        if action is None:
            text = self.tr("That is not a move in this game.")
            c.illegal.emit(text)
            return text
        return c.explain(action)

    # -- hints -----------------------------------------------------------------------------------
    def hint(self, wait: bool = False) -> Any:
        """Ask the solver for the best move; ``hint_ready`` brings it (None: no winning line)."""
        c = self.controller
        if not self.awaiting_human:
            c.illegal.emit(self.tr("There is nothing to play now."))
            return None
        state = self.state.copy()     # the worker searches its own copy
        budget = self.hint_budget_s
        work = lambda: solver_hint(state, budget)  # noqa: E731
        c.message.emit(self.tr("Thinking…"))
        if wait:
            result = work()
            self._on_hint(result, "")
            return result[0]
        self._jobs.start(work, self._on_hint)
        return None

    def _on_hint(self, result: Any, error: str) -> None:
        if error or result is None:
            log.error("solitaire hint failed:\n%s", error)
            result = (None, False)
        action, proved = result
        c = self.controller
        if action is None:
            c.message.emit(self.tr("No winning line from here."))
        elif proved:
            c.message.emit(self.tr("Hint: {move} (it still wins).").format(
                move=describe_action(action, self.state)))
        else:
            c.message.emit(self.tr("Hint: {move}.").format(move=describe_action(action, self.state)))
        self.hint_ready.emit(action)

    def shutdown(self) -> None:
        self._pool.waitForDone(5_000)

    # -- the end ---------------------------------------------------------------------------------
    def outcome(self) -> tuple[bool, int]:
        """(won, tiles left) of the finished game."""
        return solitaire_outcome(self.state)

    def _on_state_changed(self) -> None:
        if self.active:
            self.state_changed.emit()


# -- the rules layer, through the table's one reader -------------------------------------------------

def solver_hint(state: Any, budget_s: float) -> tuple[Any, bool]:
    """(best action or None, whether the answer is proved) from the rules layer's solver."""
    from dominoes_qt.scene.solitaire_layouts import rules_api

    return rules_api.best_move(state, budget_s)


def solitaire_outcome(state: Any) -> tuple[bool, int]:
    from dominoes_qt.scene.solitaire_layouts import rules_api

    return rules_api.won(state), rules_api.tiles_left(state)


def describe_action(action: Any, state: Any = None) -> str:
    """A move in words for the status line ("6-4 with 1-1", "draw", "go on")."""
    from dominoes_qt.rules.actions import Kind
    from dominoes_qt.rules.tiles import TILES

    if action.kind is Kind.DRAW:
        return QCoreApplication.translate("SolitaireTable", "take a tile from the stock")
    if action.kind is Kind.PASS:
        return QCoreApplication.translate("SolitaireTable", "go on counting")
    ends = state.open_ends() if state is not None else {}
    if action.tile is not None and ends:
        if action.socket in ends:
            return QCoreApplication.translate("SolitaireTable", "{tile} on the {end} end").format(
                tile=action.tile, end=ends[action.socket])
        return str(action.tile)
    if action.tile is not None and 0 <= action.socket < len(TILES) and \
            action.socket != action.tile.id:
        return QCoreApplication.translate("SolitaireTable", "{a} with {b}").format(
            a=action.tile, b=TILES[action.socket])
    return str(action.tile)


def fresh_setup(setup: Any) -> Any:
    """The same solitaire with its options, and a new deal (Play Again)."""
    import dataclasses
    import random

    return dataclasses.replace(setup, seed=random.randrange(1 << 31), deals=())
