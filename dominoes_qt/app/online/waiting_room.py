"""The waiting room of a network table, shown in the game window in the table's place until
the first hand is dealt: the table's code to give friends and where they join, the seats by
their compass names (as the Host dialog names them; the host may make a free seat a
computer's), whether the table allows assists, and Ready and Leave."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.players import default_seat_names


class WaitingRoom(QWidget):
    """Reads everything from ``net`` (the :class:`~.network_table.NetworkTable`); :meth:`refresh` after a change."""

    def __init__(self, net: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown_seats: tuple[Any, ...] | None = None
        self.net = net
        self.setObjectName("waitingRoom")
        room = QVBoxLayout(self)
        room.setContentsMargins(24, 18, 24, 18)
        self.title = QLabel(self)
        big = QFont(self.font())
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 1.4)
        big.setBold(True)
        self.title.setFont(big)
        room.addWidget(self.title)
        self.code_caption = QLabel(self)
        room.addWidget(self.code_caption)
        self.code_label = QLabel(self)
        self.code_label.setObjectName("tableCode")
        code_font = QFont("monospace")
        code_font.setStyleHint(QFont.StyleHint.TypeWriter)
        code_font.setPointSizeF(max(self.font().pointSizeF(), 9.0) * 3.2)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        self.code_label.setFont(code_font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        room.addWidget(self.code_label)
        self.address_label = QLabel(self)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        room.addWidget(self.address_label)
        self.seats_caption = QLabel(self)
        self.seats_caption.setFont(QFont(self.font().family(), -1, QFont.Weight.Bold))
        room.addWidget(self.seats_caption)
        self.seats_box = QWidget(self)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_grid.setHorizontalSpacing(18)
        room.addWidget(self.seats_box)
        self.assists_label = QLabel(self)
        self.assists_label.setObjectName("assistsLabel")
        self.assists_label.setWordWrap(True)
        room.addWidget(self.assists_label)
        #: the host's choice (the others read the label)
        self.assists_box = QCheckBox(self)
        self.assists_box.setObjectName("assistsBox")
        self.assists_box.toggled.connect(net.set_assists)
        self.assists_box.hide()
        room.addWidget(self.assists_box)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        room.addWidget(self.note)
        room.addSpacing(12)
        buttons = QHBoxLayout()
        self.ready_button = QPushButton(self)
        self.ready_button.setCheckable(True)
        self.ready_button.setEnabled(False)
        self.ready_button.toggled.connect(net.set_ready)
        self.retry_button = QPushButton(self)
        self.retry_button.setObjectName("retryButton")
        self.retry_button.clicked.connect(net.retry)
        self.retry_button.hide()
        self.leave_button = QPushButton(self)
        self.leave_button.clicked.connect(lambda: net.leave())
        buttons.addWidget(self.ready_button)
        buttons.addWidget(self.retry_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        room.addLayout(buttons)
        room.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.code_caption.setText(self.tr("The table's code:"))
        self.seats_caption.setText(self.tr("Seats"))
        self.ready_button.setText(self.tr("I Am &Ready"))
        self.retry_button.setText(self.tr("&Retry Now"))
        self.assists_box.setText(self.tr("&Allow assists at this table (hints, coach, tile "
                                         "tracker)"))
        self.leave_button.setText(self.tr("&Leave"))

    def set_ready_checked(self, on: bool) -> None:
        self.ready_button.blockSignals(True)
        self.ready_button.setChecked(on)
        self.ready_button.blockSignals(False)

    def refresh(self) -> None:
        net = self.net
        self.title.setText(net.room_title())
        self.code_label.setText(net.code or "······")
        self.address_label.setText(net.address_text())
        self.assists_label.setText(net.assists_text())
        self.note.setText(net.refusal_text())
        host = net.host and net.controller.phase == "waiting" and net.link_state == "up"
        self.assists_box.setVisible(host)
        self.assists_box.blockSignals(True)
        self.assists_box.setChecked(net.controller.assists_allowed)
        self.assists_box.blockSignals(False)
        self._fill_seats()
        self.ready_button.setEnabled(net.joined and net.link_state == "up"
                                     and net.controller.phase == "waiting")
        self.retry_button.setVisible(net.link_state in ("down", "gone") and net.joined)

    def _fill_seats(self) -> None:
        """Who sits where, by the seat's compass name, ready or not, connected or not; made
        again only when something in it changed (a seat's menu is not swapped under the host's
        mouse by the countdown's tick)."""
        net = self.net
        c = net.controller
        shown = (tuple(map(repr, c.seats())), c.seat, c.phase, net.host, self.tr("(free)"),
                 tuple(net.seat_state(s) for s in range(len(c.seats()))))
        if shown == self._shown_seats:
            return
        self._shown_seats = shown
        grid = self.seats_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        seats = c.seats()
        places = default_seat_names(len(seats)) if seats else []
        for seat, info in enumerate(seats):
            grid.addWidget(QLabel(places[seat], self.seats_box), seat, 0)
            name = c.seat_name(seat)
            if info.get("kind") == "human" and not info.get("taken"):
                name = self.tr("(free)")
            if seat == c.seat:
                name = self.tr("%1 (you)").replace("%1", name)
            grid.addWidget(QLabel(name, self.seats_box), seat, 1)
            free = info.get("kind") == "computer" or not info.get("taken")
            if net.host and free and c.phase == "waiting":
                grid.addWidget(self._seat_choice(seat, info), seat, 2)
            else:
                grid.addWidget(QLabel(net.seat_state(seat), self.seats_box), seat, 2)
            ready = ""
            if info.get("kind") == "human" and info.get("taken"):
                ready = self.tr("ready") if info.get("ready") else self.tr("not ready")
            grid.addWidget(QLabel(ready, self.seats_box), seat, 3)
        grid.setColumnStretch(4, 1)

    def _seat_choice(self, seat: int, info: dict) -> QComboBox:
        from dominoes_qt.app.players import computer_levels, level_name

        combo = QComboBox(self.seats_box)
        combo.addItem(self.tr("A person"), "human")
        for level in computer_levels():
            combo.addItem(self.tr("Computer (%1)").replace("%1", level_name(level)), level.id)
        wanted = "human" if info.get("kind") == "human" else str(info.get("level"))
        combo.setCurrentIndex(max(combo.findData(wanted), 0))
        combo.currentIndexChanged.connect(
            lambda _i, s=seat, box=combo: self.net.set_seat_kind(s, box.currentData()))
        return combo
