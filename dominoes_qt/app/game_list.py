"""The list of games in the New Game dialog: each game's name over its one-line description,
under small headings for the families.

The dialog fills a ``QListWidget`` with one item per family heading (:data:`HEADER_ROLE` set)
and one per game (:data:`GAME_ID_ROLE`, :data:`DESCRIPTION_ROLE`); :class:`GameListDelegate`
sizes and paints them, wrapping both texts to the list's width.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
)

GAME_ID_ROLE = Qt.ItemDataRole.UserRole
DESCRIPTION_ROLE = Qt.ItemDataRole.UserRole + 1
HEADER_ROLE = Qt.ItemDataRole.UserRole + 2
#: A heading's family id, so its title can follow a language switch.
FAMILY_ROLE = Qt.ItemDataRole.UserRole + 3
_PAD = 8


class GameListDelegate(QStyledItemDelegate):
    """Paints a game as its name with the description in smaller, quieter text below it, and
    a family as a small heading."""

    def _fonts(self, option: QStyleOptionViewItem) -> tuple[QFont, QFont, QFont]:
        name = QFont(option.font)
        name.setBold(True)
        small = QFont(option.font)
        if small.pointSizeF() > 0:
            small.setPointSizeF(small.pointSizeF() * 0.92)
        header = QFont(option.font)
        header.setBold(True)
        header.setCapitalization(QFont.Capitalization.AllUppercase)
        if header.pointSizeF() > 0:
            header.setPointSizeF(header.pointSizeF() * 0.85)
        header.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 106)
        return name, small, header

    def _text_width(self, option: QStyleOptionViewItem) -> int:
        widget = option.widget
        if isinstance(widget, QAbstractItemView):
            width = widget.viewport().width()
        else:
            width = option.rect.width()
        return max(120, width - 3 * _PAD)

    def sizeHint(  # noqa: N802 - Qt override
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        name_font, small_font, header_font = self._fonts(option)
        width = self._text_width(option)
        if index.data(HEADER_ROLE):
            height = QFontMetrics(header_font).height() + 2 * _PAD + (_PAD // 2)
            return QSize(width, height)
        name_h = QFontMetrics(name_font).boundingRect(
            QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, str(index.data())).height()
        desc = str(index.data(DESCRIPTION_ROLE) or "")
        desc_h = QFontMetrics(small_font).boundingRect(
            QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, desc).height() if desc else 0
        return QSize(width, name_h + desc_h + 2 * _PAD + 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        name_font, small_font, header_font = self._fonts(opt)
        style = opt.widget.style() if opt.widget is not None else None
        rect = opt.rect
        painter.save()
        try:
            if index.data(HEADER_ROLE):
                painter.setFont(header_font)
                painter.setPen(opt.palette.color(QPalette.ColorRole.PlaceholderText))
                text_rect = rect.adjusted(_PAD, _PAD + _PAD // 2, -_PAD, -_PAD // 2)
                painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft
                                 | Qt.AlignmentFlag.AlignVCenter, str(index.data()))
                return
            opt.text = ""
            if style is not None:
                style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, opt, painter,
                                    opt.widget)
            selected = bool(opt.state & QStyle.StateFlag.State_Selected)
            group = (QPalette.ColorGroup.Active if opt.state & QStyle.StateFlag.State_Active
                     else QPalette.ColorGroup.Inactive)
            text_colour = opt.palette.color(
                group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
            width = self._text_width(opt)
            x = rect.left() + int(1.5 * _PAD)
            y = rect.top() + _PAD
            name = str(index.data())
            name_rect = QFontMetrics(name_font).boundingRect(
                QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, name)
            painter.setFont(name_font)
            painter.setPen(text_colour)
            painter.drawText(QRect(x, y, width, name_rect.height()),
                             int(Qt.TextFlag.TextWordWrap), name)
            desc = str(index.data(DESCRIPTION_ROLE) or "")
            if desc:
                quiet = QPalette.ColorRole.HighlightedText if selected else \
                    QPalette.ColorRole.PlaceholderText
                colour = opt.palette.color(group, quiet)
                if selected:
                    colour.setAlpha(215)
                painter.setFont(small_font)
                painter.setPen(colour)
                painter.drawText(QRect(x, y + name_rect.height() + 2, width, rect.height()),
                                 int(Qt.TextFlag.TextWordWrap), desc)
        finally:
            painter.restore()
