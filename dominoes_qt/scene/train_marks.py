"""What the table writes and draws on the train games besides the tiles.

:class:`TrainMarks` is a part the :class:`~dominoes_qt.scene.table_scene.TableScene` owns
(``scene.trains``), redrawn with every sync of a train game:

* Mexican Train: the station round the engine, a track from the engine to each lane, and
  each lane's owner on a sign at the station's edge where the train leaves ("the Mexican
  train" for the shared one), amber when the train is public (anyone may play on it);
* a red frame round a double that must be satisfied, and round a chicken foot whose toes are
  still awaited.

It reads the round (``TrainRound``) and the board's geometry (``TableBoard``), and draws in
scene points; it decides nothing.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from dominoes_qt.rules.games.trains import ChickenFootRound, MexicanTrainRound, TrainRound
from dominoes_qt.train_geometry import LANE_START, MexicanLayouter, outline

#: over the board's tiles, under the hands and the moving tile
Z_MARKS = 3.5
#: the station lies on the felt, under the tiles
Z_STATION = 1.5
STATION = QColor(86, 62, 44, 235)
STATION_RIM = QColor(214, 176, 104)
#: where a lane's sign starts, out from the engine's side (tile units)
LABEL_INNER = 0.9
PUBLIC = QColor(240, 176, 40)
PRIVATE = QColor(0, 0, 0, 90)
MEXICAN = QColor(150, 40, 40, 200)
WAITING = QColor(220, 40, 40)


class TrainMarks:
    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._items: list[QGraphicsItem] = []

    def clear(self) -> None:
        for item in self._items:
            self._scene.removeItem(item)
        self._items = []

    @property
    def items(self) -> list[QGraphicsItem]:
        return list(self._items)

    def labels(self) -> list[str]:
        """The lanes' texts (for tests)."""
        return [item.text() for item in self._items if isinstance(item, QGraphicsSimpleTextItem)]

    def update(self, hand: Any, board: Any, names: list[str]) -> None:
        """Redraw for ``hand``; ``names`` are the seats' names."""
        self.clear()
        if not isinstance(hand, TrainRound):
            return
        layouter = board.layouter
        if isinstance(hand, MexicanTrainRound) and isinstance(layouter, MexicanLayouter):
            self._station(board, layouter)
            for train in range(hand.players + 1):
                mexican = train == hand.players
                public = mexican or hand.public[train]
                if mexican:
                    text = QCoreApplication.translate("TrainMarks", "Mexican train")
                else:
                    text = names[train] if train < len(names) else str(train + 1)
                self._label(board, layouter, train, text,
                            MEXICAN if mexican else PUBLIC if public else PRIVATE,
                            dark=public and not mexican)
            for train in hand.unsatisfied:
                self._frame(board, 1 + hand.trains[train][-1])
        if isinstance(hand, ChickenFootRound) and hand.pending >= 0:
            self._frame(board, 1 + hand.pending)

    def _station(self, board: Any, layouter: MexicanLayouter) -> None:
        """The station: a platform round the engine, every lane leaving from its edge, a
        track from the engine to each lane's sign."""
        px = board.px
        left, top, right, bottom = layouter.station()
        rect = QRectF(board.point(left, top), board.point(right, bottom)).normalized()
        path = QPainterPath()
        path.addRoundedRect(rect, px * 0.45, px * 0.45)
        platform = QGraphicsPathItem(path)
        platform.setBrush(QBrush(STATION))
        rim = QPen(STATION_RIM)
        rim.setWidthF(max(1.5, px * 0.08))
        platform.setPen(rim)
        platform.setZValue(Z_STATION)
        platform.setToolTip(QCoreApplication.translate(
            "TrainMarks", "The station: every train starts at the engine"))
        self._scene.addItem(platform)
        self._items.append(platform)
        track = QPen(STATION_RIM)
        track.setWidthF(max(1.0, px * 0.06))
        track.setCapStyle(Qt.PenCapStyle.RoundCap)
        for train in range(layouter.trains):
            side = layouter.side(train)
            _, y = layouter.lane_start(train)
            engine_y = max(-0.7, min(0.7, y))
            line = QGraphicsLineItem(QLineF(board.point(side * 0.5, engine_y),
                                            board.point(side * LABEL_INNER, y)))
            line.setPen(track)
            line.setZValue(Z_STATION + 0.1)
            self._scene.addItem(line)
            self._items.append(line)

    def _label(self, board: Any, layouter: MexicanLayouter, train: int, text: str,
               colour: QColor, dark: bool) -> None:
        px = board.px
        side = layouter.side(train)
        _, y = layouter.lane_start(train)
        inner, outer = LABEL_INNER, LANE_START - 0.1
        a, b = board.point(side * inner, y - 0.42), board.point(side * outer, y + 0.42)
        box = QRectF(a, b).normalized()
        back = QGraphicsRectItem(box)
        back.setBrush(QBrush(colour))
        back.setPen(QPen(Qt.PenStyle.NoPen))
        back.setZValue(Z_MARKS)
        label = QGraphicsSimpleTextItem(text)
        font = QFont()
        font.setPixelSize(max(8, int(px * 0.42)))
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(QColor(30, 20, 0) if dark else QColor(255, 255, 255)))
        label.setZValue(Z_MARKS + 0.1)
        width = label.boundingRect().width()
        if width > box.width() - 4:
            scale = (box.width() - 4) / width
            label.setScale(scale)
            width *= scale
        height = label.boundingRect().height() * label.scale()
        label.setPos(QPointF(box.center().x() - width / 2, box.center().y() - height / 2))
        label.setToolTip(text)
        back.setToolTip(text)
        for item in (back, label):
            self._scene.addItem(item)
            self._items.append(item)

    def _frame(self, board: Any, index: int) -> None:
        """A red frame round the tile at ``index``, turned with it (a foot at 45° too)."""
        placements = board.layouter.placements
        if not 0 <= index < len(placements):
            return
        corners = outline(placements[index], pad=0.12)
        frame = QGraphicsPolygonItem(QPolygonF([board.point(x, y) for x, y in corners]))
        pen = QPen(WAITING)
        pen.setWidthF(max(2.0, board.px * 0.09))
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        frame.setPen(pen)
        frame.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        frame.setZValue(Z_MARKS)
        self._scene.addItem(frame)
        self._items.append(frame)
