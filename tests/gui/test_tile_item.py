"""Tests for the domino tile graphics item, its themes and pip layouts."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools  # noqa: E402
import math  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QEvent, QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)

from dominoes_qt.scene import tile_item as tile_item_module  # noqa: E402
from dominoes_qt.scene.theme import (  # noqa: E402
    CLASSIC,
    COLOURED,
    HIGHLIGHT_KINDS,
    MAX_PIPS,
    NUMERALS,
    THEMES,
    TileTheme,
    pip_positions,
    pip_radius,
)
from dominoes_qt.scene.tile_item import (  # noqa: E402
    TILE_LENGTH,
    TILE_MARGIN,
    TILE_WIDTH,
    UNIT,
    TileItem,
    forget_looks,
    pip_centres,
    pip_draw_radius,
    render_tile_pixmap,
    tile_bounding_rect,
)

ALL_NUMBERS = range(MAX_PIPS + 1)
#: Minimum clear space between two pips, as a fraction of the half-tile side.
MIN_PIP_GAP = 0.07


# ----------------------------------------------------------------------------- helpers


def _image(low: int, high: int, **kwargs) -> QImage:
    return (
        render_tile_pixmap(low, high, **kwargs)
        .toImage()
        .convertToFormat(QImage.Format.Format_ARGB32)
    )


def _to_pixel(point: QPointF, scale: float) -> tuple[int, int]:
    """Pixel of ``render_tile_pixmap`` output that shows local point *point*."""
    origin = tile_bounding_rect().topLeft()
    return (int((point.x() - origin.x()) * scale), int((point.y() - origin.y()) * scale))


def _colour_distance(a: QColor, b: QColor) -> float:
    return math.dist((a.red(), a.green(), a.blue()), (b.red(), b.green(), b.blue()))


def _opaque_pixel_count(image: QImage) -> int:
    step = 2
    return sum(
        1
        for y in range(0, image.height(), step)
        for x in range(0, image.width(), step)
        if image.pixelColor(x, y).alpha() > 200
    )


# ----------------------------------------------------------------------------- pip layouts


@pytest.mark.parametrize("n", ALL_NUMBERS)
def test_pip_positions_count_bounds_and_spacing(n: int) -> None:
    positions = pip_positions(n)
    assert len(positions) == n
    r = pip_radius(n)
    margin = 0.05
    for x, y in positions:
        assert margin <= x - r and x + r <= 1 - margin
        assert margin <= y - r and y + r <= 1 - margin
    for (x1, y1), (x2, y2) in itertools.combinations(positions, 2):
        # Pips never touch: clearly visible space between any two.
        assert math.dist((x1, y1), (x2, y2)) >= 2 * r + MIN_PIP_GAP


def test_pip_layouts_are_distinct_and_symmetric() -> None:
    shapes = {frozenset(pip_positions(n)) for n in ALL_NUMBERS}
    assert len(shapes) == MAX_PIPS + 1
    for n in ALL_NUMBERS:
        # Real pip layouts are symmetric under a half turn.
        pts = {(round(x, 6), round(y, 6)) for x, y in pip_positions(n)}
        assert pts == {(round(1 - x, 6), round(1 - y, 6)) for x, y in pts}


def test_pip_positions_rejects_out_of_range() -> None:
    with pytest.raises(ValueError):
        pip_positions(-1)
    with pytest.raises(ValueError):
        pip_positions(MAX_PIPS + 1)


def test_pip_positions_returns_fresh_list() -> None:
    pip_positions(6).clear()
    assert len(pip_positions(6)) == 6


# ----------------------------------------------------------------------------- themes


def test_themes_registry() -> None:
    assert set(THEMES) == {"coloured", "classic", "numerals", "ebony", "high-contrast"}
    for theme_id, theme in THEMES.items():
        assert theme.id == theme_id
        assert len(theme.pips) == MAX_PIPS + 1
        for kind in HIGHLIGHT_KINDS:
            assert QColor(theme.highlight_colour(kind)).isValid()
    assert THEMES["numerals"].show_numerals
    assert not COLOURED.show_numerals and not CLASSIC.show_numerals
    with pytest.raises(ValueError):
        COLOURED.highlight_colour("glow")
    with pytest.raises(ValueError):
        TileTheme(id="bad", name="Bad", pips=("#000000",))


def test_coloured_theme_has_distinct_readable_colours() -> None:
    colours = [QColor(COLOURED.pip_colour(n)) for n in range(1, MAX_PIPS + 1)]
    assert all(c.isValid() for c in colours)
    for a, b in itertools.combinations(colours, 2):
        assert _colour_distance(a, b) > 40, (a.name(), b.name())
    face = QColor(COLOURED.face)
    for c in colours:
        # Visible on the ivory face.
        assert face.lightness() - c.lightness() > 60, c.name()


def test_classic_theme_pips_are_dark() -> None:
    for n in ALL_NUMBERS:
        assert QColor(CLASSIC.pip_colour(n)).lightness() < 60


# ----------------------------------------------------------------------------- item API


def test_bounding_rect_centred_with_margin(qtbot) -> None:
    item = TileItem(3, 5)
    rect = item.boundingRect()
    assert rect.center() == QPointF(0, 0)
    assert TILE_LENGTH == 2 * UNIT and TILE_WIDTH == UNIT
    assert rect.width() == pytest.approx(TILE_LENGTH + 2 * TILE_MARGIN)
    assert rect.height() == pytest.approx(TILE_WIDTH + 2 * TILE_MARGIN)
    assert 0 < TILE_MARGIN <= 0.25 * UNIT
    shape = item.shape().boundingRect()
    assert shape == QRectF(-UNIT, -UNIT / 2, TILE_LENGTH, TILE_WIDTH)
    # Rounded corners: the very corner is not part of the shape, the middle is.
    assert not item.shape().contains(QPointF(-UNIT + 0.5, -UNIT / 2 + 0.5))
    assert item.contains(QPointF(0, 0))


def test_item_state_api(qtbot) -> None:
    item = TileItem(5, 2)
    assert item.tile == (2, 5)
    assert item.faces == (5, 2)
    assert item.face_up and item.highlight is None and item.theme is COLOURED
    assert not item.is_double and TileItem(4, 4).is_double
    assert item.type() == TileItem.Type > QGraphicsItem.UserType
    # no per-item cache: alike tiles share one picture (test_alike_tiles_share_a_picture)
    assert item.cacheMode() == QGraphicsItem.CacheMode.NoCache
    assert item.acceptHoverEvents()
    assert item.interactive is False

    item.set_faces(2, 5)
    assert item.faces == (2, 5) and item.tile == (2, 5)
    with pytest.raises(ValueError):
        item.set_faces(2, 6)
    item.set_face_up(False)
    assert not item.face_up
    for kind in (*HIGHLIGHT_KINDS, None):
        item.set_highlight(kind)
        assert item.highlight == kind
    with pytest.raises(ValueError):
        item.set_highlight("sparkle")
    item.set_theme(CLASSIC)
    assert item.theme is CLASSIC
    with pytest.raises(ValueError):
        TileItem(0, MAX_PIPS + 1)


# ----------------------------------------------------------------------------- rendering


@pytest.mark.parametrize("tile", [(6, 6), (0, 0), (12, 12), (9, 3)])
def test_render_face_up_and_face_down(qtbot, tile: tuple[int, int]) -> None:
    up = _image(*tile)
    down = _image(*tile, face_up=False)
    assert not up.isNull()
    assert up.width() == math.ceil(TILE_LENGTH + 2 * TILE_MARGIN)
    # Most of the tile area is opaque...
    tile_pixels = (TILE_LENGTH * TILE_WIDTH) / 4
    assert _opaque_pixel_count(up) > 0.9 * tile_pixels
    # ...and the transparent margin stays transparent at the far corner.
    assert up.pixelColor(0, 0).alpha() == 0
    assert up != down
    # Away from pips the face is ivory; the back is a dark colour everywhere.
    face = QColor(COLOURED.face)
    near_edge = _to_pixel(QPointF(-UNIT / 2, -UNIT / 2 + 0.1 * UNIT), 1.0)
    assert _colour_distance(up.pixelColor(*near_edge), face) < 40
    assert _colour_distance(down.pixelColor(*near_edge), face) > 100


def test_face_down_tile_shows_no_pips(qtbot) -> None:
    assert _image(6, 6, face_up=False) == _image(1, 2, face_up=False)


def test_render_at_scale_4_is_larger_and_sharp(qtbot) -> None:
    one = render_tile_pixmap(6, 6)
    four = render_tile_pixmap(6, 6, scale=4)
    assert four.width() == 4 * one.width()
    assert four.height() == 4 * one.height()
    image = four.toImage()
    colour = QColor(COLOURED.pip_colour(6))
    radius = pip_draw_radius(6) * 4
    for centre in pip_centres(6, 0):
        x, y = _to_pixel(centre, 4)
        assert _colour_distance(image.pixelColor(x, y), colour) < 20
        # Vector drawing: a solid pip colour well away from the centre as well.
        assert _colour_distance(image.pixelColor(int(x + radius / 2), y), colour) < 40


@pytest.mark.parametrize("theme", [COLOURED, CLASSIC, NUMERALS], ids=lambda t: t.id)
@pytest.mark.parametrize("n", range(1, MAX_PIPS + 1))
def test_pip_colour_at_pip_centres(qtbot, theme: TileTheme, n: int) -> None:
    other = 0  # a blank other half, so only n's pips are drawn
    scale = 3.0
    expected = QColor(theme.pip_colour(n))
    for first, second, side in ((n, other, 0), (other, n, 1)):
        image = _image(first, second, scale=scale, theme=theme)
        for centre in pip_centres(n, side, theme):
            got = image.pixelColor(*_to_pixel(centre, scale))
            assert _colour_distance(got, expected) < 25, (n, side, got.name(), expected.name())


def test_highlights_change_rendering(qtbot) -> None:
    plain = _image(3, 5)
    images = {kind: _image(3, 5, highlight=kind) for kind in HIGHLIGHT_KINDS}
    for kind, image in images.items():
        assert image != plain, kind
        # The glow lives in the margin, outside the tile.
        x, y = _to_pixel(QPointF(0, -UNIT / 2 - TILE_MARGIN / 4), 1.0)
        assert image.pixelColor(x, y).alpha() > plain.pixelColor(x, y).alpha()
    for a, b in itertools.combinations(images.values(), 2):
        assert a != b


def test_themes_render_differently(qtbot) -> None:
    coloured = _image(3, 5, theme=COLOURED)
    assert coloured != _image(3, 5, theme=CLASSIC)
    assert coloured != _image(3, 5, theme=NUMERALS)
    assert _image(0, 0, theme=NUMERALS) != _image(0, 0, theme=COLOURED)


# ----------------------------------------------------------------------------- in a scene


@pytest.fixture
def view(qtbot):
    view = QGraphicsView()
    scene = QGraphicsScene(-200, -100, 400, 200, view)  # parented: lives as long as the view
    view.setScene(scene)
    view.resize(500, 300)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_rotated_item_in_scene(view: QGraphicsView) -> None:
    item = TileItem(6, 2)
    item.setRotation(90)
    view.scene().addItem(item)
    rect = item.sceneBoundingRect()
    assert rect.height() == pytest.approx(TILE_LENGTH + 2 * TILE_MARGIN)
    assert rect.width() == pytest.approx(TILE_WIDTH + 2 * TILE_MARGIN)
    # The first face (6) is on the left half, i.e. at the top after a +90 rotation.
    assert item.mapToScene(QPointF(-UNIT / 2, 0)).y() == pytest.approx(-UNIT / 2)
    assert view.scene().itemAt(QPointF(0, -UNIT / 2), view.transform()) is item
    assert not view.grab().isNull()


def _render_item(item: TileItem) -> QImage:
    rect = item.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-rect.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


def _hover(item: TileItem, kind: QEvent.Type) -> None:
    event = QGraphicsSceneHoverEvent(kind)
    event.setPos(QPointF(0, 0))
    item.scene().sendEvent(item, event)


def test_hover_lift_only_when_interactive(view: QGraphicsView) -> None:
    item = TileItem(1, 4)
    view.scene().addItem(item)
    _hover(item, QEvent.Type.GraphicsSceneHoverEnter)
    assert not item.hovered
    _hover(item, QEvent.Type.GraphicsSceneHoverLeave)

    resting = _render_item(item)

    item.interactive = True
    _hover(item, QEvent.Type.GraphicsSceneHoverEnter)
    assert item.hovered
    assert _render_item(item) != resting
    _hover(item, QEvent.Type.GraphicsSceneHoverLeave)
    assert not item.hovered
    assert _render_item(item) == resting

    _hover(item, QEvent.Type.GraphicsSceneHoverEnter)
    item.interactive = False
    assert not item.hovered


def _scene_image(view: QGraphicsView) -> QImage:
    return view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def test_alike_tiles_share_a_picture(view: QGraphicsView) -> None:
    """Tile backs (and any tiles that look the same at the same scale and turn) are drawn
    once; a tile whose look changes gets a picture of its own."""
    scene = view.scene()
    backs = [TileItem(a, b, face_up=False) for a, b in ((1, 2), (3, 4), (5, 6), (0, 0))]
    for i, item in enumerate(backs):
        item.setRotation(90)
        item.setPos(-120 + i * 50, 0)
        scene.addItem(item)
    forget_looks()
    _scene_image(view)
    assert len(tile_item_module._LOOKS) == 1
    backs[0].set_highlight("legal")
    _scene_image(view)
    assert len(tile_item_module._LOOKS) == 2
    backs[1].set_face_up(True)
    backs[2].set_face_up(True)
    _scene_image(view)
    assert len(tile_item_module._LOOKS) == 4   # two faces: each its own numbers


def test_shared_picture_matches_the_tile_drawn_directly(view: QGraphicsView) -> None:
    """The picture put on screen is the tile as drawn in place (where the tile sits on whole
    pixels: elsewhere the picture moves by under half a pixel to do so)."""
    scene = view.scene()
    item = TileItem(6, 3)
    item.setRotation(90)
    scene.addItem(item)
    view.centerOn(0, 0)
    forget_looks()
    shared = _scene_image(view)
    item.paint = lambda painter, option, widget=None: item._paint_direct(painter)
    item.update()
    direct = _scene_image(view)
    assert shared.size() == direct.size()
    far = 0
    for y in range(shared.height()):
        for x in range(shared.width()):
            a, b = shared.pixelColor(x, y), direct.pixelColor(x, y)
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue())) > 12:
                far += 1
    # a picture one pixel off differs by hundreds of pixels, one without its shadow too
    assert far < 20, far


def test_many_looks_stay_within_the_memory_budget(qtbot, monkeypatch) -> None:
    forget_looks()
    monkeypatch.setattr(tile_item_module, "_LOOKS_BUDGET", 200_000)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    for a, b in itertools.combinations_with_replacement(range(7), 2):
        painter = QPainter(image)
        TileItem(a, b).paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
    kept = tile_item_module._LOOKS
    assert 1 <= len(kept) < 28
    assert sum(p.width() * p.height() * 4 for p, _, _ in kept.values()) <= 200_000
    assert tile_item_module._looks_bytes <= 200_000
    forget_looks()
