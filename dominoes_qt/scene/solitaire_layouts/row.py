"""The row solitaires: Bingo, Knock-Out and Matching (one row of tiles, read left to right).

The row wraps like a line of text (7 across tiles or 14 upright tiles a line), so all 28
tiles stay large enough to read; neighbours in the row are neighbours on the table, and the
last tile of a line touches the first of the next only in reading order.  Knock-Out tiles lie
across, as dealt (their touching halves face each other); Bingo and Matching tiles stand
upright (Matching compares tops and bottoms).  Bingo shows, under each tile, the number it will
be called with on this pass; Matching shows its stock.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from dominoes_qt.rules.i18n import translated
from dominoes_qt.scene.solitaire_layouts import rules_api as api
from dominoes_qt.scene.solitaire_picture import Caption, Handle, Picture, Place, Slot

GAP = 0.25
LINE_GAP = 1.3


def picture(state: Any, legal: list[Any], tr: Any) -> Picture:
    row = api.row(state)
    across = state.tiles_across
    total = api.set_size(state)
    per_line = 7 if across else 14
    lines = max(1, -(-total // per_line))
    w, h = (2.0, 1.0) if across else (1.0, 2.0)
    step_x = w + (0.0 if across else GAP)
    line_h = h + LINE_GAP
    pic = Picture()
    for index, (tid, first, second) in enumerate(row):
        line, col = divmod(index, per_line)
        x = col * step_x + w / 2
        y = line * line_h + h / 2
        pic.places.append(Place(tid, x, y, 0.0 if across else 90.0, (first, second)))
        pic.cursor_order.append(tid)
    width = per_line * step_x
    if state.has_stock:   # a short row: keep the stock near it
        width = max(7, min(per_line, len(row) + 1)) * step_x
    height = lines * line_h
    if state.counts_along:
        called = state.called_index()
        for index, number in state.called_numbers().items():
            line, col = divmod(index, per_line)
            x = col * step_x + w / 2
            y = line * line_h + h + LINE_GAP * 0.45
            pic.captions.append(Caption(str(number), x, y, active=index == called))
        pic.slots.append(Slot("next", width / 2, height + 0.9, 0.0, "target", tr("Go on")))
        height += 1.6
    if state.has_stock:
        stock = api.stock_left(state)
        pic.slots.append(Slot("stock", width + 1.6, h / 2, 90.0, "stock", str(stock))
                         if stock else Slot("stock", width + 1.6, h / 2, 90.0, "mark"))
        width += 2.4
    aim = translated(state.caption(), QCoreApplication.translate)
    pic.captions.append(Caption(aim, width / 2, -0.9))
    pic.moves = api.moves(state, legal)
    for m in pic.moves:
        if isinstance(m.source, str) and m.source not in pic.cursor_order:
            pic.cursor_order.append(m.source)
    pic.bounds = (0.0, -1.6, width, max(height, 2 * line_h))
    return pic


def attempt(state: Any, source: Handle, target: Handle | None) -> Any:
    return api.attempt(state, source, target)
