"""Where a tile goes, in words: the trains of Mexican Train, the engine's sides, toes and lines
of Chicken Foot, and the open ends a tile could not go on.

A sighted player sees which lit end a tile will go to; a blind one hears it.  Up/Down said
"0-5 on the end showing 5" for both the own train and the Mexican train, and a refusal named
one end of several.  These functions word a place of the table for the keyboard's
announcements (:mod:`~dominoes_qt.scene.table_input`), the moves on the status line and the
accessible canvas (``app/accessibility.py``).  They read the round and the seats' names from
the controller and decide nothing.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import QCoreApplication

from dominoes_qt.rules.tiles import TILES, Tile, tile_id

if TYPE_CHECKING:   # loaded with a train game: the first window of a line game does without
    from dominoes_qt.rules.games.trains import ChickenFootRound, MexicanTrainRound, TrainRound

_TRAINS = "dominoes_qt.rules.games.trains"


def train_round(controller: Any) -> TrainRound | None:
    """The round on the table when it is a train game's, else None."""
    if controller is None or getattr(controller, "record", None) is None:
        return None
    try:
        hand = controller.line_hand
    except Exception:   # a solitaire, or nothing drawn on the multiplayer table
        return None
    module = sys.modules.get(_TRAINS)   # not loaded: no train game is on the table
    return hand if module is not None and isinstance(hand, module.TrainRound) else None


def _is_mexican(hand: object) -> TypeGuard[MexicanTrainRound]:
    module = sys.modules.get(_TRAINS)
    return module is not None and isinstance(hand, module.MexicanTrainRound)


def _is_foot(hand: object) -> TypeGuard[ChickenFootRound]:
    module = sys.modules.get(_TRAINS)
    return module is not None and isinstance(hand, module.ChickenFootRound)


def _yours(controller: Any, seat: int) -> bool:
    return seat == controller.viewer and controller.is_human(seat) and not getattr(
        controller, "hand_hidden", False)


def train_name(controller: Any, hand: MexicanTrainRound, train: int) -> str:
    """A train as a label names it: "Your train", "The Mexican train", "North's train"."""
    if train == hand.mexican:
        return QCoreApplication.translate("PlaceWords", "The Mexican train")
    if _yours(controller, train):
        return QCoreApplication.translate("PlaceWords", "Your train")
    return QCoreApplication.translate("PlaceWords", "%1's train").replace(
        "%1", controller.seat_name(train))


#: Where a tile goes (after a verb of motion) and where one lies (disambiguation "where a
#: tile lies") are whole phrases, so a language can inflect them (German "an deinen Zug" /
#: "an deinem Zug", Portuguese "no seu trem").


def _train_place(controller: Any, hand: MexicanTrainRound, train: int, *, lies: bool,
                 marker: bool) -> str:
    public = marker and train < hand.players and hand.public[train]
    if train == hand.mexican:
        return (QCoreApplication.translate("PlaceWords", "on the Mexican train", "where a tile lies") if lies
                else QCoreApplication.translate("PlaceWords", "on the Mexican train"))
    if _yours(controller, train):
        if lies:
            return QCoreApplication.translate("PlaceWords", "on your train", "where a tile lies")
        return (QCoreApplication.translate("PlaceWords", "on your train, public") if public
                else QCoreApplication.translate("PlaceWords", "on your train"))
    if lies:
        text = QCoreApplication.translate("PlaceWords", "on %1's train", "where a tile lies")
    elif public:
        text = QCoreApplication.translate("PlaceWords", "on %1's train, public")
    else:
        text = QCoreApplication.translate("PlaceWords", "on %1's train")
    return text.replace("%1", controller.seat_name(train))


def _foot_place(hand: ChickenFootRound, socket: int, *, lies: bool) -> str:
    """A Chicken Foot socket: a side of the engine, a toe of a chicken foot, a line's end."""
    from dominoes_qt.rules.games.trains import FIRST_PLACED_SOCKET

    if socket < FIRST_PLACED_SOCKET:
        text = (QCoreApplication.translate("PlaceWords", "on side %1 of the engine %2", "where a tile lies")
                if lies else
                QCoreApplication.translate("PlaceWords", "on side %1 of the engine %2"))
        return text.replace("%1", str(socket + 1)).replace(
            "%2", str(TILES[tile_id(hand.engine, hand.engine)]))
    index = hand.owner_of(socket)
    if not 0 <= index < len(hand.placed):
        return ""
    placed = hand.placed[index]
    tile = str(TILES[placed.tile])
    if placed.is_double:
        text = (QCoreApplication.translate("PlaceWords", "on toe %1 of the chicken foot %2",
                                           "where a tile lies") if lies else
                QCoreApplication.translate("PlaceWords", "on toe %1 of the chicken foot %2"))
        toe = (socket - FIRST_PLACED_SOCKET) % 4 + 1
        return text.replace("%1", str(toe)).replace("%2", tile)
    text = (QCoreApplication.translate("PlaceWords", "on the end of %1", "where a tile lies") if lies
            else QCoreApplication.translate("PlaceWords", "on the end of %1"))
    return text.replace("%1", tile)


def _place(controller: Any, socket: int, *, lies: bool, marker: bool = False) -> str:
    hand = train_round(controller)
    if _is_mexican(hand) and 0 <= socket <= hand.players:
        return _train_place(controller, hand, socket, lies=lies, marker=marker)
    if _is_foot(hand):
        return _foot_place(hand, socket, lies=lies)
    return ""


def destination(controller: Any, socket: int, *, marker: bool = True) -> str:
    """Where a play on ``socket`` goes, as a phrase after the tile: "on your train", "on the
    Mexican train", "on North's train, public", "on toe 2 of the chicken foot 4-4"; "" for a
    line game (its ends are told by their numbers)."""
    return _place(controller, socket, lies=False, marker=marker)


def location(controller: Any, socket: int) -> str:
    """Where the end ``socket`` is ("on your train", "on side 1 of the engine 9-9")."""
    return _place(controller, socket, lies=True)


def end_with_place(controller: Any, socket: int, number: int) -> str:
    """An open end as a refusal lists it: "the 5 on your train", or just "5" in a line game."""
    where = location(controller, socket)
    if not where:
        return str(number)
    return QCoreApplication.translate("PlaceWords", "the %1 %2").replace(
        "%1", str(number)).replace("%2", where)


def refusal(controller: Any, tile: Tile) -> str:
    """Why ``tile`` cannot be played now, naming the tile and every open end it could not go
    on ("2-4 fits none of the open ends: the 5 on your train, the 0 on the Mexican train."),
    after the table's obligation when one keeps it off an end it would match ("The double
    6-6 must be satisfied first."); "" when the engine's own reason says it best."""
    from dominoes_qt.rules.actions import play

    hand = controller.line_hand
    ends: dict[int, int] = hand.open_ends()
    if not ends or any(v in (tile.low, tile.high) for v in ends.values()):
        return ""       # no line yet, or the tile matches: the engine's reason is the one
    if train_round(controller) is None and len(set(ends.values())) == 1:
        return ""       # one number on every end: "2-3 does not match 6." says it all
    listed = [end_with_place(controller, s, v) for s, v in ends.items()]
    text = QCoreApplication.translate(
        "PlaceWords", "%1 fits none of the open ends: %2.").replace("%1", str(tile)).replace(
        "%2", ", ".join(dict.fromkeys(listed)))
    trains = train_round(controller)
    free = trains.free_sockets() if trains is not None else ends
    blocked = [s for s, v in free.items() if s not in ends and v in (tile.low, tile.high)]
    if blocked:
        reason = controller.why_illegal(play(tile, blocked[0]))
        if reason:
            text = reason + " " + text
    return text


def tile_place(controller: Any, tid: int) -> str:
    """Where a tile on a train game's table lies: "The engine", "On your train", "On toe 1 of
    the chicken foot 4-4"; "" elsewhere."""
    hand = train_round(controller)
    if hand is None:
        return ""
    if tid == tile_id(hand.engine, hand.engine):
        return QCoreApplication.translate("PlaceWords", "The engine")
    for placement in hand.placed:
        if placement.tile == tid:
            return _capital(location(controller, placement.socket))
    for seat in range(hand.players):   # a hand shown at the end of the round
        if hand.hands[seat] >> tid & 1:
            if _yours(controller, seat):
                return QCoreApplication.translate("PlaceWords", "In your hand")
            return QCoreApplication.translate("PlaceWords", "In %1's hand").replace(
                "%1", controller.seat_name(seat))
    return ""


def table_order(controller: Any, tid: int) -> tuple[int, int]:
    """A tile's place in the order the canvas lists a train game's table: the engine, then
    train by train (Mexican Train) or as played (Chicken Foot)."""
    hand = train_round(controller)
    if hand is None:
        return (0, 0)
    if tid == tile_id(hand.engine, hand.engine):
        return (0, 0)
    for index, placement in enumerate(hand.placed):
        if placement.tile == tid:
            train = placement.socket if _is_mexican(hand) else 0
            return (1 + train, index)
    return (hand.players + 2, tid)   # the hands shown once the round is over, last


def train_parts(controller: Any) -> list[tuple[str, str]]:
    """The trains of the table for the accessible canvas, as (name, description): each train
    with its owner, its marker and its open end (Mexican Train), each free end (Chicken
    Foot), and the double or chicken foot still waiting, with who must answer it."""
    hand = train_round(controller)
    if hand is None:
        return []
    out: list[tuple[str, str]] = []
    to_act = _to_act(controller, hand)
    if _is_mexican(hand):
        for train in range(hand.players + 1):
            if train == hand.mexican:
                marker = QCoreApplication.translate("PlaceWords", "open to everyone")
            elif hand.public[train]:
                marker = QCoreApplication.translate("PlaceWords", "public: a marker is on it")
            else:
                marker = QCoreApplication.translate("PlaceWords", "private")
            count = len(hand.trains[train])
            text = QCoreApplication.translate("PlaceWords", "%1, %2, open end %3").replace(
                "%1", train_name(controller, hand, train)).replace("%2", marker).replace(
                "%3", str(hand.ends[train]))
            out.append((text, QCoreApplication.translate("PlaceWords", "Tiles: %1").replace(
                "%1", str(count))))
        for train in hand.unsatisfied:
            end = hand.ends[train]
            text = QCoreApplication.translate(
                "PlaceWords", "The double %1 %2 waits to be satisfied: %3.").replace(
                "%1", str(TILES[tile_id(end, end)])).replace(
                "%2", location(controller, train)).replace("%3", to_act)
            out.append((text, QCoreApplication.translate(
                "PlaceWords", "Nobody may play elsewhere until a tile matches it")))
        return out
    if _is_foot(hand):
        if not hand.centre_done():
            missing = sum(1 for s in hand.free if s < hand.arms)
            text = QCoreApplication.translate(
                "PlaceWords", "The engine %1 needs a tile on each side (%3 still open): %2.")
            text = text.replace("%1", str(TILES[tile_id(hand.engine, hand.engine)])).replace(
                "%2", to_act).replace("%3", str(missing))
            out.append((text, QCoreApplication.translate(
                "PlaceWords", "Every side of the engine comes before any other play")))
        elif hand.pending >= 0:
            toes = [s for s in hand.sockets_of(hand.pending, True) if s in hand.free]
            text = QCoreApplication.translate(
                "PlaceWords", "The chicken foot %1 needs its toes (%3 still open): %2.")
            text = text.replace("%1", str(TILES[hand.placed[hand.pending].tile])).replace(
                "%2", to_act).replace("%3", str(len(toes)))
            out.append((text, QCoreApplication.translate(
                "PlaceWords", "Its toes come before any other play")))
        for socket, number in hand.free.items():
            text = QCoreApplication.translate("PlaceWords", "Open end showing %1, %2").replace(
                "%1", str(number)).replace("%2", location(controller, socket))
            out.append((text, ""))
    return out


def _to_act(controller: Any, hand: TrainRound) -> str:
    """Who answers it: "your turn to answer it", "West to answer it"."""
    if hand.result is not None:
        return QCoreApplication.translate("PlaceWords", "the round is over")
    if _yours(controller, hand.turn):
        return QCoreApplication.translate("PlaceWords", "your turn to answer it")
    return QCoreApplication.translate("PlaceWords", "%1 to answer it").replace(
        "%1", controller.seat_name(hand.turn))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
