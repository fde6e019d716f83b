"""The round played out at a train game by the greedy rule, as the coach values a move there.

The coach plays a whole round out in every world for every move it compares (hundreds of
worlds a decision), so this is its inner loop.  The rule is the ``greedy`` level's: a play if
there is one (a double first, then the heaviest tile; on a tie the first in the rules' own order
of sockets and tiles), else a draw, else a pass.  :func:`play_out` picks that play straight from
the hand's bit mask and the open sockets and hands the rules' own ``_apply`` a move legal by
construction (about 60% of the time of choosing from ``legal_actions()``); a Mexican Train
round, the coach's common case, is played on its numbers alone by :func:`final_scores` (about
a fifth of that time).  Both play exactly the greedy rule's moves through the rules
(tests/ai/test_train_playout.py plays them side by side).
"""

from __future__ import annotations

from typing import Final

from ..rules.actions import DRAW, PASS, Action, play_action
from ..rules.games.trains import DOUBLE_BLANK, MexicanTrainRound, TrainRound
from ..rules.tiles import HIGH, IS_DOUBLE, LOW, MAX_SUIT, PIPS, SUIT, tile_id, tiles_of

#: a round ends long before this many actions; a guard against a rules defect looping
MOST_ACTIONS = 4000


#: the double of each number: the first choice on an end showing it
DOUBLE: Final[tuple[int, ...]] = tuple(tile_id(v, v) for v in range(MAX_SUIT + 1))


def _best_of(fit: int, v: int) -> int:
    """The greedy rule's tile among ``fit`` (tiles carrying ``v``): the double, else the
    heaviest, which is the highest id (a suit's tiles are numbered by their other half)."""
    double = DOUBLE[v]
    return double if fit >> double & 1 else fit.bit_length() - 1


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
        if fit:
            t = _best_of(fit, v)
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


def final_scores(state: TrainRound) -> list[int]:
    """The scores once the round in ``state`` is played out by the greedy rule.  A Mexican
    Train round is played on plain numbers (:func:`_mexican_scores`, leaving ``state`` as it
    is); any other round through the rules (``state`` played out)."""
    if type(state) is MexicanTrainRound and state.result is None:
        return _mexican_scores(state)
    play_out(state)
    return list(state.scores)


def _mexican_scores(state: MexicanTrainRound) -> list[int]:
    """:func:`play_out` for a Mexican Train round on its numbers alone: hands, boneyard, train
    ends and lengths, markers and the doubles waiting, stepped exactly as
    ``MexicanTrainRound._apply`` steps them (tests/ai/test_train_playout.py holds the two
    together) but without the placements, history and actions a table needs."""
    n = state.players
    mexican = n
    hands = state.hands.copy()
    boneyard = state.boneyard.copy()
    ends = state.ends.copy()
    lengths = [len(t) for t in state.trains]
    public = state.public.copy()
    unsatisfied = state.unsatisfied.copy()
    turns = state.turns_taken.copy()
    turn, drew, played = state.turn, state.drew, state.played
    bonus, own_only = state.bonus, state.own_only
    free_bonus, run = state._free_bonus, state._run
    satisfy_to_go_out = state._satisfy_to_go_out
    # a seat held by its last tile, a double: (its train, the train's length with it last)
    held: dict[int, tuple[int, int]] = {}
    for seat, index in state.held.items():
        train = state.placed[index].socket
        held[seat] = (train, state.trains[train].index(index) + 1)
    out: int | None = None
    any_public = any(public)
    for _ in range(MOST_ACTIONS):
        hand = hands[turn]
        may_stop = run and played and not bonus and own_only and turns[turn] == 0
        if unsatisfied and not (bonus and free_bonus):
            sockets = [unsatisfied[-1]]
        elif may_stop:
            sockets = [turn]
        elif any_public:
            sockets = [turn, mexican] + [i for i in range(n) if public[i] and i != turn]
        else:
            sockets = [turn, mexican]
        best = -1
        tile = train = 0
        for socket in sockets:
            v = ends[socket]
            fit = hand & SUIT[v]
            if fit:
                t = DOUBLE[v] if fit >> DOUBLE[v] & 1 else fit.bit_length() - 1
                key = (100 if IS_DOUBLE[t] else 0) + PIPS[t]
                if key > best:
                    best, tile, train = key, t, socket
        if best >= 0:                                     # play
            v = ends[train]
            hands[turn] = hand & ~(1 << tile)
            if unsatisfied and train in unsatisfied:
                unsatisfied.remove(train)
            lengths[train] += 1
            ends[train] = HIGH[tile] if LOW[tile] == v else LOW[tile]
            if train == turn:
                public[turn] = False
                any_public = any(public)
            else:
                own_only = False
            bonus = IS_DOUBLE[tile]
            if bonus:
                unsatisfied.append(train)
                again = True
            else:
                again = run and own_only and turns[turn] == 0
            played, drew = True, False
            if satisfy_to_go_out and bonus and not hands[turn]:
                held[turn] = (train, lengths[train])
            if held or not hands[turn]:     # else nobody can be out: no hand was empty
                for k in range(n):
                    s = (turn + k) % n
                    if not hands[s]:
                        h = held.get(s)
                        if h is None or lengths[h[0]] > h[1]:
                            out = s
                            break
                if out is not None:
                    break
            if not again:
                turns[turn] += 1
                turn = (turn + 1) % n
                drew = played = bonus = False
                own_only = True
        elif not may_stop and not drew and boneyard:      # draw
            hands[turn] = hand | 1 << boneyard.pop()
            drew = True
        else:                                             # pass
            if not may_stop:
                public[turn] = any_public = True
            turns[turn] += 1
            turn = (turn + 1) % n
            drew = played = bonus = False
            own_only = True
            if not may_stop and not boneyard:
                waiting = {ends[unsatisfied[-1]]} if unsatisfied else set(ends)
                mask = 0
                for v in waiting:
                    mask |= SUIT[v]
                if not any(h & mask for h in hands):
                    break                                 # blocked: nobody can play
    else:
        return state.scores.copy()                        # never: as play_out, left unfinished
    blank = state.settings.extra.get("double_blank", 0)
    blank = blank if isinstance(blank, int) else 0
    scores = state.scores.copy()
    for s in range(n):
        for t in tiles_of(hands[s]):
            scores[s] += blank if t == DOUBLE_BLANK else PIPS[t]
    return scores
