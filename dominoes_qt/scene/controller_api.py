"""What the scenes call on their controllers, as Protocols: the scene layer never imports the app.

The app's ``GameController`` (multiplayer table) and ``SolitaireTable`` (solitaire) satisfy
these structurally; the scenes are typed against them alone, so the drawing and gesture code
can be read, tested and type-checked without the application around it.  The multiplayer
table draws line games only, so its controller hands it the hand as a ``HandState``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance

from dominoes_qt.rules.hand import HandState
from dominoes_qt.rules.match import Match

if TYPE_CHECKING:
    from dominoes_qt.rules.games.trains import (
        TrainRound,  # the multiplayer table, loaded first, needs nothing of the solitaires
    )
    from dominoes_qt.scene.solitaire_picture import Handle, Picture

#: Translates a layout's text (plain functions: the empty context), as ``tr`` does.
Translate = Callable[..., str]


class SceneController(Protocol):
    """What both tables read and call: the record, the version, the human's moves."""

    @property
    def record(self) -> Any: ...

    @property
    def version(self) -> int: ...

    @property
    def awaiting_human(self) -> bool: ...

    @property
    def state_changed(self) -> SignalInstance: ...

    @property
    def hint_ready(self) -> SignalInstance: ...

    @property
    def message(self) -> SignalInstance: ...

    @property
    def illegal(self) -> SignalInstance: ...

    def play_human(self, action: Any) -> bool: ...


class TableController(SceneController, Protocol):
    """The multiplayer table's controller: seats, the hand in play and the table's gestures."""

    @property
    def line_hand(self) -> HandState | TrainRound: ...

    @property
    def match(self) -> Match: ...

    @property
    def viewer(self) -> int: ...

    @property
    def players(self) -> int: ...

    @property
    def hand_hidden(self) -> bool: ...

    @property
    def show_all_hands(self) -> bool:
        """Every hand face up before the hand ends (a review of a hand that is over)."""
        ...

    @property
    def thinking(self) -> bool: ...

    @property
    def handover_seat(self) -> int: ...

    @property
    def forced_pending(self) -> Any: ...

    @property
    def score_event(self) -> SignalInstance: ...

    def legal_for_viewer(self) -> list[Any]: ...

    def seat_name(self, seat: int) -> str: ...

    def seat_mark(self, seat: int) -> str:
        """A sign before the seat's name on the table ("" for none): at a network table
        ⚠ for a dropped connection, ⚙ for a computer playing for the person."""
        ...

    def side_name(self, side: int) -> str: ...

    def is_human(self, seat: int) -> bool: ...

    def why_illegal(self, action: Any) -> str:
        """The reason ``action`` is refused now, in the player's language (nothing emitted)."""
        ...

    def explain(self, action: Any) -> str: ...

    def draw(self) -> bool: ...

    def pass_(self) -> bool: ...

    def hurry(self) -> bool: ...

    def accept_handover(self) -> None: ...


class SolitaireController(SceneController, Protocol):
    """The solitaire's adapter: the game's picture and the reason a gesture is refused."""

    def picture(self, tr: Callable[[str], str]) -> Picture: ...

    def explain_gesture(self, source: Handle, target: Handle | None) -> str: ...
