"""The round played out at a train game by the greedy rule, as the coach values a move there.

The coach plays a whole round out in every world for every move it compares (hundreds of
worlds a decision), so this is its inner loop.  The rule is the ``greedy`` level's: a play if
there is one (a double first, then the heaviest tile; on a tie the first in the rules' own order
of sockets and tiles), else a draw, else a pass.  It picks that play straight from the hand's
bit mask and the open sockets instead of listing every legal action first, and hands the
rules' own ``_apply`` a move that is legal by construction: the same moves as choosing from
``legal_actions()`` (tests/ai/test_train_playout.py plays both side by side), in about 60% of
the time.
"""

from __future__ import annotations

from ..rules.actions import DRAW, PASS, Action, play_action
from ..rules.games.trains import TrainRound
from ..rules.tiles import IS_DOUBLE, PIPS, SUIT

#: a round ends long before this many actions; a guard against a rules defect looping
MOST_ACTIONS = 4000


def greedy_action(state: TrainRound) -> Action:
    """The greedy rule's action for the seat to act in ``state`` (a round not over)."""
    hand = state.hands[state.turn]
    best = -1
    choice = (0, 0, 0)
    for socket in state.allowed_sockets():
        v = state.socket_value(socket)
        if v is None:
            continue
        fit = hand & SUIT[v]
        while fit:
            low = fit & -fit
            fit ^= low
            t = low.bit_length() - 1
            key = (100 if IS_DOUBLE[t] else 0) + PIPS[t]
            if key > best:
                best, choice = key, (t, socket, v)
    if best >= 0:
        return play_action(*choice)
    if not state._may_stop() and not state.drew and state.boneyard:
        return DRAW
    return PASS


def play_out(state: TrainRound) -> None:
    """Play the round in ``state`` to its end by the greedy rule (changes ``state``)."""
    for _ in range(MOST_ACTIONS):
        if state.result is not None:
            return
        state._apply(greedy_action(state))
