"""The numerals tile style (issue 13 item 6): numerals stand upright on any tile and are at
least as legible as the pips, checked on pictures rendered through a real view."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from dominoes_qt.scene.theme import NUMERALS
from dominoes_qt.scene.tile_item import TileItem, numeral_box, pip_draw_radius

FELT = QColor("#0E6B33")


def _render(qtbot, low: int, high: int, rotation: float, scale: float) -> tuple[QImage, TileItem,
                                                                                QGraphicsView]:
    scene = QGraphicsScene()
    scene.setBackgroundBrush(QBrush(FELT))
    item = TileItem(low, high, theme=NUMERALS)
    item.setRotation(rotation)
    item.setScale(scale)
    scene.addItem(item)
    view = QGraphicsView(scene)
    scene.setParent(view)        # the scene (and its item) lives as long as the view
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    rect = item.sceneBoundingRect().adjusted(-4, -4, 4, 4)
    view.setSceneRect(rect)
    view.resize(int(rect.width()) + 8, int(rect.height()) + 8)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view.viewport().grab().toImage(), item, view


def _ink(image: QImage, area: QRectF, colour: QColor) -> QRectF:
    """Bounding box of the pixels near ``colour`` inside ``area`` (the numeral's ink)."""
    left = top = 10**6
    right = bottom = -1
    r = area.toAlignedRect().intersected(image.rect())
    for y in range(r.top(), r.bottom() + 1):
        for x in range(r.left(), r.right() + 1):
            c = image.pixelColor(x, y)
            if abs(c.red() - colour.red()) + abs(c.green() - colour.green()) \
                    + abs(c.blue() - colour.blue()) < 90:
                left, right = min(left, x), max(right, x)
                top, bottom = min(top, y), max(bottom, y)
    assert right >= 0, "no numeral drawn there"
    return QRectF(left, top, right - left + 1, bottom - top + 1)


def _numeral_area(item: TileItem, view: QGraphicsView, side: int) -> QRectF:
    scene_box = item.mapRectToScene(numeral_box(side))
    return QRectF(view.mapFromScene(scene_box).boundingRect())


@pytest.mark.parametrize("rotation", [0.0, 90.0, 180.0, 270.0])
def test_numerals_stand_upright_however_the_tile_lies(qtbot, rotation):
    # a "1" is taller than wide when upright, wider than tall when turned a quarter
    image, item, view = _render(qtbot, 1, 1, rotation, 1.5)
    colour = QColor(NUMERALS.numeral_colour(1)).darker(125)
    for side in (0, 1):
        ink = _ink(image, _numeral_area(item, view, side), colour)
        assert ink.height() > 1.25 * ink.width(), (rotation, side, ink)


@pytest.mark.parametrize("value", [0, 1, 4, 6, 7, 9, 10, 12])
@pytest.mark.parametrize("scale", [0.5, 1.0, 1.5])
def test_numerals_are_at_least_as_legible_as_the_pips(qtbot, value, scale):
    """Digits at least twice as tall as the pips they stand for, at every size (on a rack
    tile, standing on end)."""
    image, item, view = _render(qtbot, value, 3, 90.0, scale)
    colour = QColor(NUMERALS.numeral_colour(value)).darker(125)
    ink = _ink(image, _numeral_area(item, view, 0), colour)
    pip = 2 * pip_draw_radius(max(value, 1), NUMERALS) * scale
    assert ink.height() + 1 >= 2 * pip, (value, scale, ink.height(), pip)   # 1 px: antialiasing
