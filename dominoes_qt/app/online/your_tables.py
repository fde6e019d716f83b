"""The Join tab's "Your tables": the seats held at tables not left (the game closed or
crashed), each taken back with its token; a table this game hosted has its server started
first, on the port the table had."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.players import default_seat_names
from dominoes_qt.storage.held_seats import HeldSeat, held_seats
from dominoes_qt.storage.hosted_tables import is_hosted_here

from .host_return import held_port, return_request
from .hosting import LocalServer
from .join_tab import game_title
from .request import OnlineRequest


def server_text(url: str) -> str:
    """A server's address as people say it: without ``ws://`` (``wss://`` is kept)."""
    return url[len("ws://"):] if url.startswith("ws://") else url


def seat_name(held: HeldSeat) -> str:
    """The seat as the Host tab and the table name it (South, West, …), or its number when
    the table's size is not known."""
    if held.players > held.seat:
        return default_seat_names(held.players)[held.seat]
    return str(held.seat + 1)


if TYPE_CHECKING:
    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        seated: frozenset[tuple[str, str, int]]
        local_server: LocalServer | None
        port_spin: QSpinBox
        _starting: bool
        _returning: HeldSeat | None
        _request: OnlineRequest | None

        def name(self) -> str: ...
        def _own_server(self) -> LocalServer: ...
        def _start_server(self, port: int) -> None: ...
        def _done(self) -> None: ...
else:
    _Dialog = object


class PlayOnlineYourTables(_Dialog):
    """The seats held, listed and taken back (a part of :class:`PlayOnlineDialog`)."""

    def _build_held_group(self, page: QWidget) -> None:
        """The seats held from before (the game closed or crashed): back with their
        tokens."""
        self.held_group = QGroupBox(self.tr("Your tables"), page)
        self.held_list = QTreeWidget(self.held_group)
        self.held_list.setRootIsDecorated(False)
        self.held_list.setUniformRowHeights(True)
        self.held_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.held_list.setAccessibleName(self.tr("Your tables"))
        held_header = self.held_list.header()
        held_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        held_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.held_note = QLabel(self.held_group)
        self.held_note.setWordWrap(True)
        self.held_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.return_button = QPushButton(self.tr("&Return to the Table"), self.held_group)
        self.return_button.setAutoDefault(False)
        self.return_button.clicked.connect(self._return_to_selected)
        self.held_list.itemSelectionChanged.connect(self._update_return_button)
        self.held_list.itemDoubleClicked.connect(self._on_held_double_clicked)
        held_row = QHBoxLayout()
        held_row.addWidget(self.held_note, 1)
        held_row.addWidget(self.return_button)
        held_layout = QVBoxLayout(self.held_group)
        held_layout.addWidget(self.held_list)
        held_layout.addLayout(held_row)
        self._held: list[HeldSeat] = []
        self._load_held()

    def _load_held(self) -> None:
        """The seats held (storage/held_seats.py), newest first; the group only when any."""
        self._held = [h for h in held_seats() if h.key not in self.seated]
        self._fill_held_list()

    def _fill_held_list(self) -> None:
        chosen = self._selected_held()
        blocked = self.held_list.blockSignals(True)
        self.held_list.clear()
        locale = QLocale()
        for held in self._held:
            when = locale.toString(QDateTime.fromSecsSinceEpoch(int(held.when)),
                                   QLocale.FormatType.ShortFormat) if held.when > 0 else "—"
            seat = seat_name(held)
            item = QTreeWidgetItem([game_title(held.game) if held.game else "—", held.table,
                                    seat, server_text(held.url), when])
            item.setData(0, Qt.ItemDataRole.UserRole, held)
            item.setToolTip(0, self.tr("Seat: %1, table %2 on %3").replace(
                "%1", seat).replace("%2", held.table).replace("%3", held.url))
            self.held_list.addTopLevelItem(item)
            if chosen is not None and held.key == chosen.key:
                item.setSelected(True)
                self.held_list.setCurrentItem(item)
        self.held_list.blockSignals(blocked)
        rows = max(1, min(len(self._held), 4))
        self.held_list.setFixedHeight(self.held_list.header().sizeHint().height()
                                      + rows * (self.fontMetrics().height() + 8) + 6)
        self.held_note.setText(self.tr("Seats you hold at tables you have not left: "
                                       "double-click one to go back to it."))
        self.held_group.setVisible(bool(self._held))
        self._update_return_button()

    def _selected_held(self) -> HeldSeat | None:
        items = self.held_list.selectedItems()
        held = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return held if isinstance(held, HeldSeat) else None

    def _update_return_button(self) -> None:
        self.return_button.setEnabled(self._selected_held() is not None and not self._starting)

    def _on_held_double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        held = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(held, HeldSeat):
            self.return_to(held)

    def _return_to_selected(self) -> None:
        held = self._selected_held()
        if held is not None:
            self.return_to(held)

    def return_to(self, held: HeldSeat) -> None:
        """Accept with a request that takes ``held`` back with its token; a table this game
        hosts has its server started first (on the port the table had), so the seat is never
        sought where nothing listens."""
        if self._starting:
            return
        server = self.local_server
        if is_hosted_here(held, server.data if server is not None else None):
            server = self._own_server()
            if not server.running:
                self._returning = held
                self._start_server(held_port(held, self.port_spin.value()))
                return
            self._request = return_request(server, held, self.name())
        else:
            self._request = OnlineRequest(held.url, self.name(), table=held.table,
                                          seat=held.seat, token=held.token)
        self._done()
