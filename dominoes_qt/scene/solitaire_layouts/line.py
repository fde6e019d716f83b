"""Domino Patience and Five's the Limit: the line of play, the hand below it, the stock.

The line is laid out by :class:`~dominoes_qt.geometry.LineLayouter` (the multiplayer table's
snake: doubles crosswise, stable as it grows); each open end is a lit place a hand tile is
dragged to.  The hand lies in a row under the table, the face-down stock to its right (click it
to draw).  The line's box is fixed for the game (the table does not jump as it grows).
"""

from __future__ import annotations

from typing import Any

from dominoes_qt.geometry import LineLayouter
from dominoes_qt.geometry import PlacedTile as GeoTile
from dominoes_qt.scene.solitaire_layouts import rules_api as api
from dominoes_qt.scene.solitaire_picture import Caption, Handle, Picture, Place, Slot

#: The table the line snakes in (tile units) and the hand row under it.
TABLE = (22.0, 10.0)
HAND_GAP = 0.3

_cache: dict[int, tuple[list[GeoTile], LineLayouter]] = {}


def _layouter(state: Any) -> LineLayouter:
    """The layouter with the state's line placed (incremental per game, rebuilt on undo)."""
    placed = [GeoTile(p.touching, p.outer, p.parent_socket, p.inline)
              for p in api.line_layout(state).placed()]
    key = api.game_key(state)
    laid, layouter = _cache.get(key, ([], None))  # type: ignore[assignment]
    if layouter is None or placed[: len(laid)] != laid:
        layouter, laid = LineLayouter(TABLE), []
    for tile in placed[len(laid):]:
        layouter.add(tile)
        laid.append(tile)
    _cache.clear()
    _cache[key] = (laid, layouter)
    return layouter


def picture(state: Any, legal: list[Any], tr: Any) -> Picture:
    pic = Picture()
    layout = api.line_layout(state)
    layouter = _layouter(state)
    tw, th = TABLE
    for tid, p in zip(layout.tiles, layouter.placements, strict=False):
        pic.places.append(Place(tid, p.x, p.y, float(p.angle), (p.first, p.second)))
    over = state.result is not None    # a finished line offers no place for another tile
    if not layout.tiles and not over:
        pic.slots.append(Slot("lead", 0.0, 0.0, 0.0, "target", tr("Start here")))
    for socket in () if over else layout.open:
        try:
            t = layouter.target(socket)
        except ValueError:
            continue
        pic.slots.append(Slot(f"end:{socket}", t.x, t.y, float(t.angle)))
    hand = api.hand(state)
    top = th / 2 + 1.2
    n = max(len(hand), 5)
    step = 1.0 + HAND_GAP
    left = -(n * step) / 2 - 1.5
    for i, tid in enumerate(hand):
        pic.places.append(Place(tid, left + i * step + 0.5, top + 1.0, 90.0,
                                api.faces_of(tid, state)))
        pic.cursor_order.append(tid)
    stock = api.stock_left(state)
    stock_x = max(left + n * step + 2.0, tw / 2 - 1.5)
    pic.slots.append(Slot("stock", stock_x, top + 1.0, 90.0, "stock" if stock else "mark",
                          str(stock) if stock else ""))
    pic.captions.append(Caption(tr("Your hand"), left + 1.0, top - 0.45))
    pic.captions.append(Caption(tr("Stock"), stock_x, top - 0.45))
    limit = api.hand_limit(state)
    if limit:
        text = tr("At most %n tile(s) in hand.", "", limit)
        text = text.replace("(s)", "" if limit == 1 else "s").replace("%n", str(limit))
        pic.captions.append(Caption(text, 0.0, top + 2.6))
    pic.moves = api.moves(state, legal)
    if any(m.source == "stock" for m in pic.moves):
        pic.cursor_order.append("stock")
    xs = [-tw / 2, tw / 2] + [p.x for p in layouter.placements]
    ys = [-th / 2, th / 2] + [p.y for p in layouter.placements]
    pic.bounds = (min(min(xs) - 1, left - 0.5), min(ys) - 1,
                  max(max(xs) + 1, stock_x + 1.0), max(max(ys), top + 3.0))
    return pic


def attempt(state: Any, source: Handle, target: Handle | None) -> Any:
    return api.attempt(state, source, target)
