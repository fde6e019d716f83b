"""The Play Online dialog's Join tab: the tables found on the local network (double-click one
to join it), and the address and code typed by hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.rules import find_game
from dominoes_qt.rules.errors import RulesError

from .addresses import CODE_FIELD_LENGTH, AddressError, normal_code, parse_address
from .browse import TableBrowser, TableEntry
from .field_messages import error_label, error_place

if TYPE_CHECKING:
    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        browser: TableBrowser | None
        _entries: list[TableEntry]
        _browser_connected: bool
        _filling: bool
        held_list: QTreeWidget
        held_group: QGroupBox

        def _update(self) -> None: ...
        def _check_field(self, edit: QLineEdit) -> None: ...
        def _build_held_group(self, page: QWidget) -> None: ...
else:
    _Dialog = object


def game_title(game_id: str) -> str:
    """A game's name in the language shown (its id when this version does not know it)."""
    try:
        return QCoreApplication.translate("games", find_game(game_id).name)
    except RulesError:
        return game_id


class PlayOnlineJoinTab(_Dialog):
    """The Join tab's widgets and its list of tables found (a part of
    :class:`PlayOnlineDialog`)."""

    def _build_join_tab(self) -> QWidget:
        page = QWidget(self)
        self._build_held_group(page)

        self.found_label = QLabel(self.tr("Tables on the local network:"), page)
        self.found_list = QTreeWidget(page)
        self.found_list.setRootIsDecorated(False)
        self.found_list.setUniformRowHeights(True)
        self.found_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.found_list.setAccessibleName(self.tr("Tables on the local network"))
        self._name_columns()
        header = self.found_list.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.found_label.setBuddy(self.found_list)
        self.found_status = QLabel(page)
        self.found_status.setWordWrap(True)
        self.found_status.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.found_list.itemSelectionChanged.connect(self._on_entry_selected)
        self.found_list.itemDoubleClicked.connect(self._on_entry_double_clicked)

        self.join_address_edit = QLineEdit(page)
        self.join_address_edit.setPlaceholderText(self.tr("ws://host:port, host:port or host"))
        self.join_address_error = error_label(page)
        self.code_edit = QLineEdit(page)
        self.code_edit.setMaxLength(CODE_FIELD_LENGTH)
        self._word_code_field()
        self.code_error = error_label(page)
        self.join_address_edit.textChanged.connect(self._update)
        self.code_edit.textEdited.connect(self._on_code_edited)
        self.code_edit.textChanged.connect(self._update)
        for edit in (self.join_address_edit, self.code_edit):
            edit.editingFinished.connect(lambda edit=edit: self._check_field(edit))

        form = QFormLayout()
        self.join_address_label = QLabel(self.tr("Server &address:"), page)
        self.join_address_label.setBuddy(self.join_address_edit)
        self.code_label = QLabel(self.tr("Table &code:"), page)
        self.code_label.setBuddy(self.code_edit)
        form.addRow(self.join_address_label, self.join_address_edit)
        form.addRow("", error_place(self.join_address_error))
        form.addRow(self.code_label, self.code_edit)
        form.addRow("", error_place(self.code_error))
        self.by_code_group = QGroupBox(self.tr("Or join by address and code"), page)
        self.by_code_group.setLayout(form)

        layout = QVBoxLayout(page)
        layout.addWidget(self.held_group)
        layout.addWidget(self.found_label)
        layout.addWidget(self.found_list, 1)
        layout.addWidget(self.found_status)
        layout.addWidget(self.by_code_group)
        return page

    def _word_code_field(self) -> None:
        """The code field's placeholder, and room for it (and for a long code) in the
        language shown."""
        edit = self.code_edit
        edit.setPlaceholderText(self.tr("The code your host gives you"))
        metrics = edit.fontMetrics()
        text = max(metrics.horizontalAdvance(edit.placeholderText()),
                   metrics.horizontalAdvance("M" * 12))
        frame = edit.sizeHint().width() - metrics.horizontalAdvance("x" * 17)   # Qt's margins
        width = text + max(frame, 12) + 8
        edit.setMinimumWidth(width)
        edit.setMaximumWidth(max(width, metrics.horizontalAdvance("M" * 20)))

    def _name_columns(self) -> None:
        self.found_list.setHeaderLabels([self.tr("Game"), self.tr("Host"),
                                         self.tr("Free seats"), self.tr("Server")])
        self.held_list.setHeaderLabels([self.tr("Game"), self.tr("Table"), self.tr("Seat"),
                                        self.tr("Server"), self.tr("Taken")])

    def _start_browsing(self) -> None:
        if self.browser is None:
            self.browser = TableBrowser(self)
        browser = self.browser
        if not self._browser_connected:
            self._browser_connected = True
            browser.tables_changed.connect(self._on_tables_changed)
            browser.unavailable.connect(self._on_browse_unavailable)
        browser.start()
        self._update_found_status()

    def _on_browse_unavailable(self, _reason: str) -> None:
        self._update_found_status()

    def _update_found_status(self) -> None:
        browser = self.browser
        if browser is not None and browser.available is False:
            text = self.tr("Tables on the local network cannot be found here (%1): join with "
                           "the address and the code.").replace("%1", browser.problem)
        elif self._entries:
            text = self.tr("Double-click a table to join it.")
        else:
            text = self.tr("Looking for tables on the local network…")
        self.found_status.setText(text)

    def _on_tables_changed(self, entries: list[TableEntry]) -> None:
        chosen = self._selected_entry()
        self._entries = [e for e in entries if isinstance(e, TableEntry)]
        self._fill_found_list(chosen)
        self._update_found_status()

    def _fill_found_list(self, chosen: TableEntry | None = None) -> None:
        blocked = self.found_list.blockSignals(True)
        self.found_list.clear()
        for entry in self._entries:
            free = (self.tr("%1 of %2, in play") if entry.in_play else self.tr("%1 of %2"))
            item = QTreeWidgetItem([game_title(entry.game), entry.host or "—",
                                    free.replace("%1", str(entry.free)).replace(
                                        "%2", str(entry.players)),
                                    entry.server])
            item.setData(0, Qt.ItemDataRole.UserRole, entry)
            item.setToolTip(0, self.tr("Table %1 at %2").replace("%1", entry.code).replace(
                "%2", entry.url))
            self.found_list.addTopLevelItem(item)
            if chosen is not None and (entry.url, entry.code) == (chosen.url, chosen.code):
                item.setSelected(True)
                self.found_list.setCurrentItem(item)
        self.found_list.blockSignals(blocked)

    def _selected_entry(self) -> TableEntry | None:
        items = self.found_list.selectedItems()
        entry = items[0].data(0, Qt.ItemDataRole.UserRole) if items else None
        return entry if isinstance(entry, TableEntry) else None

    def _on_entry_selected(self) -> None:
        entry = self._selected_entry()
        if entry is not None:
            self._fill_fields(entry)

    def _fill_fields(self, entry: TableEntry) -> None:
        self._filling = True
        try:
            self.join_address_edit.setText(entry.url)
            self.code_edit.setText(entry.code)
        finally:
            self._filling = False
        self._update()

    def _keep_selection_true(self) -> None:
        """A table stays picked in the list only while the fields still name it."""
        entry = self._selected_entry()
        if entry is None or self._filling:
            return
        try:
            url = parse_address(self.join_address_edit.text())
        except AddressError:
            url = ""
        if (url, normal_code(self.code_edit.text())) != (entry.url, entry.code):
            blocked = self.found_list.blockSignals(True)
            self.found_list.clearSelection()
            self.found_list.blockSignals(blocked)

    def _on_entry_double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        entry = item.data(0, Qt.ItemDataRole.UserRole)
        if isinstance(entry, TableEntry):
            self._fill_fields(entry)
            self.accept()

    def _on_code_edited(self, text: str) -> None:
        """Capitals as typed: the code is read that way, and shown that way to the friends."""
        upper = text.upper()
        if upper != text:
            pos = self.code_edit.cursorPosition()
            self.code_edit.setText(upper)
            self.code_edit.setCursorPosition(pos)
