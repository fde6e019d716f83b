"""Five Columns: five columns of five tiles (the bottom one available) and the reserve.

Columns stand side by side, their tiles across and overlapping a little downwards like a card
solitaire's, so the bottom (available) tile of each is whole and the ones above show their
pips; tiles that are not available yet are dimmed.  An empty column is a lit place when a
column's bottom tile may be moved into it.  The reserve lies to the right.  A pair totalling
12 is discarded by dragging one tile onto the other (or clicking both).
"""

from __future__ import annotations

from typing import Any

from dominoes_qt.scene.solitaire_layouts import rules_api as api
from dominoes_qt.scene.solitaire_picture import Caption, Handle, Picture, Place, Slot

COLUMN_STEP = 2.6
ROW_STEP = 1.15
COLUMNS = 5


def picture(state: Any, legal: list[Any], tr: Any) -> Picture:
    pic = Picture()
    columns = api.columns(state)
    tallest = max([5] + [len(c) for c in columns])
    for ci, column in enumerate(columns):
        x = ci * COLUMN_STEP + 1.0
        if not column:
            pic.slots.append(Slot(f"column:{ci}", x, 0.5, 0.0, "target", tr("Empty")))
        for ri, (tid, first, second) in enumerate(column):
            bottom = ri == len(column) - 1
            pic.places.append(Place(tid, x, ri * ROW_STEP + 0.5, 0.0, (first, second),
                                    dim=not bottom))
            if bottom:
                pic.cursor_order.append(tid)
    rx = COLUMNS * COLUMN_STEP + 1.6
    reserve = api.reserve(state)
    for i, (tid, first, second) in enumerate(reserve):
        pic.places.append(Place(tid, rx, i * ROW_STEP * 1.2 + 0.5, 0.0, (first, second)))
        pic.cursor_order.append(tid)
    pic.captions.append(Caption(tr("Reserve"), rx, -0.7))
    width = rx + 1.2
    pic.captions.append(Caption(tr("Discard pairs totalling 12"), width / 2, -1.6))
    pic.moves = api.moves(state, legal)
    pic.bounds = (-0.2, -2.2, width, max(tallest, 5) * ROW_STEP + 0.6)
    return pic


def attempt(state: Any, source: Handle, target: Handle | None) -> Any:
    return api.attempt(state, source, target)
