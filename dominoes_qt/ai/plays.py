"""What one play does: the tile and the number it leaves showing, the open-end terms after it,
and the points it scores at once.

Shared by the heuristics (:mod:`dominoes_qt.ai.heuristics`) and the inference of hidden hands
(:mod:`dominoes_qt.ai.inference`); it reads only the public layout, and imports no other module
of the computer players.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.actions import LEAD, Action, Kind
from ..rules.layout import Layout
from ..rules.scoring import bergen_points, play_points
from ..rules.settings import InHandScoring, Settings
from ..rules.tiles import HIGH, IS_DOUBLE, LOW

# -- action facts (cached: actions are interned by the engine) ---------------------------------

_FACTS: dict[Action, tuple[int, int]] = {}


def facts(action: Action) -> tuple[int, int]:
    """(tile id, number left showing) of a play; the outer number is -1 for a lead."""
    got = _FACTS.get(action)
    if got is None:
        assert action.tile is not None
        t = action.tile.id
        if action.socket == LEAD:
            outer = -1
        else:
            outer = HIGH[t] if action.touching == LOW[t] else LOW[t]
        got = _FACTS[action] = (t, outer)
    return got


# -- what the ends show after a play -----------------------------------------------------------

def terms_after(layout: Layout, action: Action) -> list[tuple[int, int]]:
    """Open-end terms (number, multiplicity) after ``action``, as ``Layout.count_terms`` would
    give them (a crosswise double with a free side counts its number twice).

    Computed without copying the layout: the play removes one socket and adds the new tile's
    outer end.  Newly enabled spinner tips never count, so they are left out.  Cross-start
    layouts in their cross phase (no scoring game uses them) fall back to a real copy.
    """
    t, outer = facts(action)
    if action.socket == LEAD:
        if IS_DOUBLE[t]:
            return [(LOW[t], 2)]
        return [(LOW[t], 1), (HIGH[t], 1)]
    if layout.cross_phase:
        copy = layout.copy()
        copy.attach(t, action.socket, action.touching)
        return copy.end_terms()
    out = layout.end_terms(skip=action.socket)
    if IS_DOUBLE[t] and not layout.inline_doubles:
        out.append((outer, 2))
    else:
        out.append((outer, 1))
    return out


def points_of_terms(settings: Settings, terms: Sequence[tuple[int, int]]) -> int:
    """Points the player who made ``terms`` show scores at once (0 in games without)."""
    style = settings.in_hand
    if style is InHandScoring.NONE:
        return 0
    if style is InHandScoring.BERGEN:
        halves: list[int] = []
        for v, m in terms:
            halves += [v] * m
        return bergen_points(halves)
    return play_points(style, sum(v * m for v, m in terms))


def play_points_after(settings: Settings, layout: Layout, action: Action) -> int:
    """Points ``action`` scores at once (exactly what the engine credits)."""
    if settings.in_hand is InHandScoring.NONE or action.kind is not Kind.PLAY:
        return 0
    return points_of_terms(settings, terms_after(layout, action))
