"""The signals of a multiplayer table's controller, shared by the local game's
(``GameController``) and the network table's (``NetworkController``): the table scene, the
window, the sounds and the screen reader listen to either the same way."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class TableSignals(QObject):
    #: Anything changed (the scene re-syncs; menus update).
    state_changed = Signal()
    #: ``seat`` did ``action`` (already applied).
    action_applied = Signal(int, object)
    #: It is now ``seat``'s turn (emitted when the seat to act changes or a hand starts).
    turn_changed = Signal(int)
    #: The current hand ended with this :class:`HandResult`.
    hand_ended = Signal(object)
    #: The match is over; the argument is the Match (``winner_side`` may be None on a tie).
    match_ended = Signal(object)
    #: Points scored (:class:`ScoreEvent`), during a hand or at its end.
    score_event = Signal(object)
    #: Something for the status line.
    message = Signal(str)
    #: The prompt after what happened since the person's last move: (the whole text for the
    #: status line, the part still to say: each move was said as it was made).
    recap = Signal(str, str)
    #: Why an action was refused (for the status line).
    illegal = Signal(str)
    #: The hint asked for (an Action; None when there is nothing to suggest).
    hint_ready = Signal(object)
    #: The hot-seat hand-over screen is needed for this seat (-1: hidden again).
    handover_changed = Signal(int)
    #: A computer started (True) or stopped (False) thinking.
    busy_changed = Signal(bool)
