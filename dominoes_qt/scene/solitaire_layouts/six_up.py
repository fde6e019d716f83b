"""Twelve To Go: six tiles showing in two rows of three, and the stock beside them.

Each showing tile keeps its place until it is discarded; the tile that replaces it appears
in the same place, so the player's eye does not have to search.  A pair totalling 12 is
discarded by dragging one tile onto the other (or clicking both).
"""

from __future__ import annotations

from typing import Any

from dominoes_qt.scene.solitaire_layouts import rules_api as api
from dominoes_qt.scene.solitaire_picture import Caption, Handle, Picture, Place, Slot

STEP_X = 1.6
STEP_Y = 2.6


def picture(state: Any, legal: list[Any], tr: Any) -> Picture:
    pic = Picture()
    showing = api.showing(state)
    per_row = max(3, -(-len(showing) // 2))
    for i, entry in enumerate(showing):
        r, c = divmod(i, per_row)
        x, y = c * STEP_X + 0.5, r * STEP_Y + 1.0
        if entry is None:
            pic.slots.append(Slot(f"place:{i}", x, y, 90.0, "mark"))
            continue
        tid, first, second = entry
        pic.places.append(Place(tid, x, y, 90.0, (first, second)))
        pic.cursor_order.append(tid)
    width = per_row * STEP_X
    stock = api.stock_left(state)
    sx = width + 1.4
    pic.slots.append(Slot("stock", sx, 1.0, 90.0, "stock" if stock else "mark",
                          str(stock) if stock else ""))
    pic.captions.append(Caption(tr("Stock"), sx, 2.6))
    pic.captions.append(Caption(tr("Discard pairs totalling 12"),
                                (sx + 0.5) / 2, -0.9))
    pic.moves = api.moves(state, legal)
    pic.bounds = (-0.4, -1.5, sx + 1.0, STEP_Y + 2.2)
    return pic


def attempt(state: Any, source: Handle, target: Handle | None) -> Any:
    return api.attempt(state, source, target)
