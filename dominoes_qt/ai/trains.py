"""The computer levels at the train games (Mexican Train and Chicken Foot, RULES.md §9).

The line-game levels read a line of play (``view.layout``); a train game's view
(:class:`~dominoes_qt.rules.games.trains.TrainView`) has trains or free ends instead, so each
level asks :func:`train_choice` when it is given one:

* ``greedy`` and ``sampled-ab`` shed the heaviest tile (a double first: it plays again or asks
  for toes); ``easy`` does the same half the time and plays any legal tile otherwise;
* ``medium`` sheds the heaviest tile but lays a double only when it holds a tile to follow it;
* ``hard`` plans.  Mexican Train: the longest chain its hand makes from its own train's end is
  kept for that train (nobody else may play there while it stays private), the other tiles go on
  the Mexican and the public trains, its own train is taken back when it went public, a double
  is laid when it can be satisfied, ends are left on numbers the others are short of (the counts
  of unseen tiles), and the heavier tiles go first once a player is close to going out or the
  boneyard is low.  Chicken Foot: it keeps numbers it can answer, lays a chicken foot on a
  number the others are short of and it holds (they must draw for the toes), and sheds weight
  when the round is near its end.

Everything comes from the view: the hand, the tiles on the table, the markers, the hand sizes
and the boneyard's size.
"""

from __future__ import annotations

import random

from ..rules.actions import Action, Kind
from ..rules.games.trains import TrainView
from ..rules.tiles import HIGH, IS_DOUBLE, LOW, PIPS, SUIT, set_count, tile_id, tiles_of

#: Nodes a chain search may visit before it settles for the best chain found so far.
CHAIN_NODES = 3000


def train_choice(level: str, view: TrainView, rng: random.Random) -> Action:
    """The action of computer level ``level`` at a train game."""
    legal = view.legal
    plays = [a for a in legal if a.kind is Kind.PLAY and a.tile is not None]
    if not plays:
        # a first-turn run ends with PASS; otherwise DRAW or PASS is the only action
        return next((a for a in legal if a.kind is Kind.DRAW), legal[0])
    if level == "random":
        return rng.choice(list(legal))
    if level == "easy" and rng.random() < 0.5:
        return rng.choice(plays)
    if level == "medium":
        return max(plays, key=lambda a: _medium_value(view, a))
    if level == "hard":
        return max(plays, key=lambda a: hard_value(view, a))
    return max(plays, key=lambda a: (IS_DOUBLE[_tid(a)], PIPS[_tid(a)]))


def _tid(action: Action) -> int:
    assert action.tile is not None
    return action.tile.id


def _medium_value(view: TrainView, action: Action) -> float:
    t = _tid(action)
    rest = view.hand_mask & ~(1 << t)
    value = float(PIPS[t])
    if IS_DOUBLE[t]:
        value += 15 if rest & SUIT[LOW[t]] else -10
    if action.socket == view.seat and view.public:
        value += 0.5     # the own train, when the choice is otherwise equal
    return value


# -- hard ----------------------------------------------------------------------------------------


def unseen_mask(view: TrainView) -> int:
    """Tiles this seat has not seen: the other hands and the boneyard."""
    full = (1 << set_count(view.settings.set_n)) - 1
    return full & ~view.hand_mask & ~view.played_mask


def longest_chain(end: int, hand: int, limit: int = CHAIN_NODES) -> tuple[int, int, int]:
    """(tiles, pips, first tile id) of the longest line the tiles of ``hand`` make from
    ``end`` (more pips break a tie; -1 for no tile)."""
    best = (0, 0, -1)
    nodes = 0

    def walk(v: int, mask: int, length: int, pips: int, first: int) -> None:
        nonlocal best, nodes
        nodes += 1
        if (length, pips) > best[:2]:
            best = (length, pips, first)
        if nodes > limit:
            return
        for t in tiles_of(mask & SUIT[v]):
            nxt = HIGH[t] if LOW[t] == v else LOW[t]
            walk(nxt, mask & ~(1 << t), length + 1, pips + PIPS[t], t if first < 0 else first)

    walk(end, hand, 0, 0, -1)
    return best


def _urgency(view: TrainView) -> float:
    """How near the round's end is: 0 early, up to 1 when someone is about to go out."""
    others = [n for s, n in enumerate(view.hand_sizes) if s != view.seat]
    fewest = min(others) if others else 10
    u = max(0.0, (5 - fewest) / 4)
    if view.boneyard_size == 0:
        u = max(u, 0.6)
    return min(1.0, u)


def hard_value(view: TrainView, action: Action) -> float:
    if view.settings.game_id == "mexican-train":
        return _mexican_value(view, action)
    return _foot_value(view, action)


def _mexican_value(view: TrainView, action: Action) -> float:
    t = _tid(action)
    seat = view.seat
    hand = view.hand_mask
    rest = hand & ~(1 << t)
    ends = view.ends
    own_end = ends[seat]
    unseen = unseen_mask(view)
    urgency = _urgency(view)
    before = longest_chain(own_end, hand)
    outer = HIGH[t] if LOW[t] == action.touching else LOW[t]
    value = PIPS[t] * (0.6 + 2.0 * urgency)
    if action.socket == seat:
        after = longest_chain(outer, rest)
        # the chain keeps all its other tiles: this tile was its first
        value += 12.0 if after[0] == before[0] - 1 else 4.0 * (after[0] - before[0] + 1)
        if view.public[seat]:
            value += 10.0            # take the train back before others use it
        chained = True
    else:
        after = longest_chain(own_end, rest)
        chained = after[0] < before[0]
        value += -9.0 * (before[0] - after[0])   # spent a tile of the own train's chain
        value += 6.0                              # an orphan shed where only it could go
        # the end left on a shared train: good if the others are short of its number
        value -= 0.5 * (unseen & SUIT[outer]).bit_count()
        value += 2.0 * (rest & SUIT[outer]).bit_count() * (1 - urgency)
        if action.socket < len(view.public) and action.socket != seat:
            value += 2.0     # another player's train: his planned line is broken
    if IS_DOUBLE[t]:
        follow = rest & SUIT[outer]
        value += 14.0 if follow else -12.0 * (1 - 0.5 * urgency)
    if not chained and action.socket == seat and before[0] == 0:
        value += 2.0
    return value


def _foot_value(view: TrainView, action: Action) -> float:
    t = _tid(action)
    hand = view.hand_mask
    rest = hand & ~(1 << t)
    unseen = unseen_mask(view)
    urgency = _urgency(view)
    outer = HIGH[t] if LOW[t] == action.touching else LOW[t]
    mine = (rest & SUIT[outer]).bit_count()
    theirs = (unseen & SUIT[outer] & ~(1 << tile_id(outer, outer))).bit_count()
    value = PIPS[t] * (0.6 + 2.0 * urgency)
    if IS_DOUBLE[t]:
        # a chicken foot: three toes of its number before anything else
        value += 8.0 * min(mine, 3) - 3.0 * min(theirs, 6) + 10.0
        if t == tile_id(0, 0):
            value += 20.0    # worth 50 in hand
    else:
        value += 2.5 * mine - 0.6 * theirs
    # keep numbers varied: how many different numbers the rest still shows
    seen = 0
    for x in tiles_of(rest):
        seen |= (1 << LOW[x]) | (1 << HIGH[x])
    value += 1.0 * seen.bit_count()
    return value
