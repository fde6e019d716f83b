"""Small builders that keep the table-driven rule tests readable."""

from __future__ import annotations

from dominoes_qt.rules import Deal, HandState, Layout, Tile, configure, double_set, play_action
from dominoes_qt.rules.actions import Action, Kind
from dominoes_qt.rules.settings import Spinners
from dominoes_qt.rules.tiles import tile_id


def tid(text: str) -> int:
    return Tile.parse(text).id


def socket_showing(layout: Layout, value: int, nth: int = 0) -> int:
    """The ``nth`` open socket showing ``value`` (in the order sockets were opened)."""
    found = [s for s, v in layout.open.items() if v == value]
    assert len(found) > nth, f"no open {value} (open: {layout.open})"
    return found[nth]


def lay(layout: Layout, text: str, on: int | None = None, socket: int | None = None) -> None:
    """Lead ``text`` (on=None, socket=None) or attach it to the open end showing ``on``."""
    t = tid(text)
    if on is None and socket is None:
        layout.place_lead(t)
        return
    if socket is None:
        assert on is not None
        socket = socket_showing(layout, on)
    value = layout.open[socket]
    layout.attach(t, socket, value)


def spinner_layout(mode: Spinners, tips_after_sides: bool = False) -> Layout:
    return Layout(mode, tips_after_sides=tips_after_sides)


def rest_of_set(hands: list[list[str]], top: list[str] = (), set_n: int = 6) -> list[str]:
    """Boneyard holding every tile not in ``hands``; ``top`` tiles are drawn first, in order."""
    used = {Tile.parse(t) for h in hands for t in h} | {Tile.parse(t) for t in top}
    under = [str(t) for t in double_set(set_n) if t not in used]
    return under + [str(Tile.parse(t)) for t in reversed(top)]


def hand_with(game: str, hands: list[list[str]], boneyard: list[str] | None = None, *,
              top: list[str] = (), players=None, set_n=None, options=None, lead_override=None,
              scores=None, leader=None, validate=True) -> HandState:
    """A hand from readable tiles; by default the boneyard is the rest of the set."""
    settings = configure(game, players or len(hands), set_n, options)
    if boneyard is None:
        boneyard = rest_of_set(hands, top, settings.set_n)
    return HandState(settings, Deal.of(hands, list(boneyard), leader), scores,
                     lead_override=lead_override, validate=validate)


def plays_of(state: HandState) -> list[Action]:
    return [a for a in state.legal_actions() if a.kind is Kind.PLAY]


def find_play(state: HandState, text: str, on: int | None = None, nth: int = 0,
              touching: int | None = None) -> Action:
    """The legal play of tile ``text`` on the ``nth`` open end showing ``on``."""
    t = Tile.parse(text)
    if on is None:
        matches = [a for a in state.legal_actions() if a.kind is Kind.PLAY and a.tile == t]
        assert matches, f"{text} cannot lead: {state.legal_actions()}"
        return matches[0]
    socket = socket_showing(state.layout, on, nth)
    if touching is None:
        touching = on
    act = play_action(t.id, socket, touching)
    assert act in state.legal_actions(), f"{act} not legal: {state.legal_actions()}"
    return act


__all__ = ["tile_id"]
