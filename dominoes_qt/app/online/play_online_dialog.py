"""Game ▸ Play Online…: host a table (on a server this game starts, or on one at an address) or
join one (by address and code, or picked from the tables found on the local network).

The dialog ends in an :class:`~dominoes_qt.app.online.request.OnlineRequest`; the network
table window does the connecting.  The only wait here is starting the server on this computer:
it runs on a thread of its own while the dialog says "Starting the server…", so the window
never freezes.  The game, players, set and options of the Host tab are the New Game dialog's
own (:class:`HostGameChooser`), listing only the games played at a table.
"""

from __future__ import annotations

import contextlib
import html
import ipaddress
import re
import socket
from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QDateTime,
    QEvent,
    QLocale,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import is_language_change
from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.app.players import default_seat_names
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.rules import GameDef, find_game
from dominoes_qt.rules.catalogue import Seating
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.server import DEFAULT_PORT, protocol
from dominoes_qt.session import COMPUTER, HUMAN
from dominoes_qt.storage.held_seats import HeldSeat, held_seats
from dominoes_qt.storage.hosted_tables import hosted_seats, is_hosted_here

from .browse import TableBrowser, TableEntry
from .host_return import (
    GO_BACK,
    HOST_NEW,
    BackgroundStart,
    ask_go_back,
    held_port,
    return_request,
)
from .hosting import LocalServer, lan_ipv4_addresses
from .remembered import SETTINGS_GROUP
from .request import OnlineRequest

#: The longest name a player may type (the table shows it beside the seat).
NAME_LENGTH = 24
#: The ports offered for the server on this computer (none that needs the administrator).
PORT_RANGE = (1024, 65535)
#: The longest code the Join tab takes as typed (spaces and dashes are left out).
CODE_FIELD_LENGTH = 64


# -- reading what was typed -------------------------------------------------------------------

class AddressError(ValueError):
    """An address that cannot be used: ``kind`` is "empty", "scheme", "host" or "port"."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


_HOST_NAME = re.compile(r"^[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?$")


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> str:
    """The ``ws://`` url of an address as typed: ``ws://host:port``, ``wss://host/path``,
    ``host:port``, ``[::1]:port`` or a bare host (the default port; ``wss://`` without a port
    is the proxy's 443).  Raises :class:`AddressError`."""
    text = text.strip()
    if not text:
        raise AddressError("empty")
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "ws", text
    scheme = scheme.lower()
    if scheme not in ("ws", "wss"):
        raise AddressError("scheme")
    hostport, slash, path = rest.partition("/")
    path = slash + path
    if hostport.startswith("["):
        end = hostport.find("]")
        if end < 0:
            raise AddressError("host")
        host, after = hostport[1:end], hostport[end + 1:]
        if after and not after.startswith(":"):
            raise AddressError("host")
        port_text, has_port = after[1:], bool(after)
    elif hostport.count(":") > 1:     # an IPv6 address without brackets and without a port
        host, port_text, has_port = hostport, "", False
    else:
        host, colon, port_text = hostport.partition(":")
        has_port = bool(colon)
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise AddressError("host") from None
        shown = f"[{host}]"
    else:
        if not _HOST_NAME.match(host) or ".." in host:
            raise AddressError("host")
        shown = host
    if has_port:
        if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
            raise AddressError("port")
        port: int | None = int(port_text)
    else:
        port = None if scheme == "wss" else default_port
    return f"{scheme}://{shown}{'' if port is None else f':{port}'}{path}"


def normal_code(text: str) -> str:
    """A table code as typed, the way the server reads it: capitals, no spaces or dashes."""
    return re.sub(r"[\s-]", "", text).upper()


def code_problem(text: str) -> str:
    """Why a typed code cannot be a table's: "empty" or "invalid" (the protocol's one check,
    ``protocol.valid_code``, says no); "" when it can."""
    code = normal_code(text)
    if not code:
        return "empty"
    return "" if protocol.valid_code(code) else "invalid"


def port_is_free(port: int, host: str = "0.0.0.0") -> bool:
    """Whether a server could listen on ``port`` now (binding is immediate: no waiting)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        if hasattr(socket, "SO_REUSEADDR") and not hasattr(socket, "SO_EXCLUSIVEADDRUSE"):
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True


# -- the game, players, set and options: the New Game dialog's own ------------------------------

class HostGameChooser(NewGameDialog):
    """The New Game dialog's game list and settings, inside the Host tab: only the games
    played at a table, your own seat a person, each other seat a friend or a computer, no
    names to type (each person brings their own).  It remembers its choices apart from the
    New Game dialog's."""

    settings_group = SETTINGS_GROUP + "/games"
    changed = Signal()

    def __init__(self, parent: QWidget | None = None, *, game: str = "") -> None:
        #: the game offered first when none was hosted before: the one on the table
        self.first_game = game
        super().__init__(parent)
        self.setWindowFlags(Qt.WindowType.Widget)
        self.buttons.hide()
        self.rules_button.hide()
        layout = self.layout()
        if layout is not None:
            layout.setContentsMargins(0, 0, 0, 0)
        self.seat_grid.setColumnStretch(1, 0)
        self.seat_grid.setColumnStretch(3, 1)

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """The New Game dialog's texts keep their translations (tr() would look them up
        under this class's name)."""
        return QCoreApplication.translate("NewGameDialog", text, disambiguation, n)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(860, 440)

    def _offers(self, game: GameDef) -> bool:
        return game.seating is Seating.TABLE

    def _remembered_game_id(self) -> str:
        settings = open_settings()
        remembered = settings.value(f"{self.settings_group}/last_game", "")
        if not remembered and self.first_game in self.game_ids():
            return self.first_game
        return super()._remembered_game_id()

    def accept(self) -> None:
        """Enter in a field is the Play Online dialog's OK (never this part closing)."""
        outer = self.window()
        if isinstance(outer, QDialog) and outer is not self:
            outer.accept()

    def reject(self) -> None:
        outer = self.window()
        if isinstance(outer, QDialog) and outer is not self:
            outer.reject()

    def _default_seat(self, seat: int) -> dict[str, str]:
        return {"kind": HUMAN, "level": "", "name": ""}    # friends, unless made computers

    def _make_seat_combo(self, seat: int) -> QComboBox:
        combo = super()._make_seat_combo(seat)
        if seat == 0:           # your own seat is a person's: yours
            while combo.count() > 1:
                combo.removeItem(1)
            combo.setEnabled(False)
        else:
            combo.setItemText(0, QCoreApplication.translate(
                "PlayOnlineDialog", "A friend (joins with the code)"))
            combo.setItemData(0, QCoreApplication.translate(
                "PlayOnlineDialog", "Someone who joins this table from their own computer with "
                "the table's code"), Qt.ItemDataRole.ToolTipRole)
        return combo

    def _build_seats(self, seats: list[dict[str, str]]) -> None:
        super()._build_seats(seats)
        names = default_seat_names(len(self._seat_labels))
        for seat, (label, edit) in enumerate(zip(self._seat_labels, self.seat_name_edits,
                                                 strict=True)):
            label.setText(names[seat])
            label.setBuddy(self.seat_kind_combos[seat])
            edit.hide()

    def _show_table_rows(self, game: GameDef) -> None:
        super()._show_table_rows(game)
        for edit in self.seat_name_edits:
            edit.hide()

    def _first_seat_offered(self) -> bool:
        return False     # the table's leader follows the rules of the table (create has none)

    def _validate(self) -> bool:
        valid = super()._validate()
        self.changed.emit()
        return valid

    def remember(self) -> None:
        self._remember()

    def create_fields(self) -> dict[str, Any]:
        """The fields of the ``create`` message for the choices made (you sit in seat 0)."""
        seats: list[dict[str, str]] = []
        for spec in self.seat_specs():
            seats.append({"kind": COMPUTER, "level": spec.level} if spec.kind == COMPUTER
                         else {"kind": HUMAN})
        return {"game": self.game_id(), "players": self.players(), "set": self.set_n(),
                "options": self.option_values(), "seats": seats, "seat": 0}


# -- the dialog -----------------------------------------------------------------------------

HOST_TAB, JOIN_TAB = 0, 1


class PlayOnlineDialog(QDialog):
    """Host or join a table over the network; after ``exec()`` returns Accepted,
    :meth:`request` says where to connect and what to do there.

    ``local_server`` is the game's server when it has one already; ``make_local_server``
    makes it the first time a table is hosted on this computer (the main window keeps it).
    """

    def __init__(self, parent: QWidget | None = None, *,
                 local_server: LocalServer | None = None,
                 make_local_server: Callable[[], LocalServer] | None = None,
                 browser: TableBrowser | None = None,
                 seated: Collection[tuple[str, str, int]] = (), game: str = "") -> None:
        super().__init__(parent)
        #: the game on the window's table, offered first to a player who never hosted one
        self.first_game = game
        #: the seats (url, table, seat) whose tables are open in this game: not offered again
        self.seated = frozenset(seated)
        self.setWindowTitle(self.tr("Play Online"))
        self.local_server = local_server
        self._make_local_server = make_local_server or LocalServer
        self.browser = browser
        self._browser_owned = browser is None
        self._entries: list[TableEntry] = []
        self._request: OnlineRequest | None = None
        self._starting = False
        self._browser_connected = False
        self._filling = False
        self._port_checked: tuple[int, bool] | None = None
        self._lan = lan_ipv4_addresses()
        #: the fields whose messages are shown: left once with something typed, or OK pressed
        self._checked_fields: set[QLineEdit] = set()
        #: the seat to take back once the server of this game has started (Your tables)
        self._returning: HeldSeat | None = None
        self._start: BackgroundStart | None = None
        self._build_ui()
        self._restore()
        self._update()
        self._fit_screen()

    # -- building -----------------------------------------------------------------------------
    def _build_ui(self) -> None:
        self.name_edit = QLineEdit(self)
        self.name_edit.setMaxLength(NAME_LENGTH)
        self.name_edit.setClearButtonEnabled(True)
        self.name_edit.setPlaceholderText(self.tr("Your name at the table"))
        self.name_label = QLabel(self.tr("Your &name:"), self)
        self.name_label.setBuddy(self.name_edit)
        self.name_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("M" * 18))
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit)
        name_row.addStretch(1)

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_host_tab(), self.tr("Host a Table"))
        self.tabs.addTab(self._build_join_tab(), self.tr("Join a Table"))
        self.tabs.currentChanged.connect(self._on_tab_changed)

        self.status_label = QLabel(self)
        self.status_label.setWordWrap(True)
        self.status_label.hide()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        rules = self.chooser.rules_button
        rules.setParent(self)
        rules.show()
        bottom = QHBoxLayout()
        bottom.addWidget(rules)
        bottom.addWidget(self.status_label, 1)
        bottom.addWidget(self.buttons)

        layout = QVBoxLayout(self)
        layout.addLayout(name_row)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)

        self.name_edit.textChanged.connect(self._update)

    def _build_host_tab(self) -> QWidget:
        page = QWidget(self)
        self.chooser = HostGameChooser(page, game=self.first_game)
        self.chooser.changed.connect(self._update)

        self.where_group = QGroupBox(self.tr("Where the table is"), page)
        self.local_radio = QRadioButton(self.tr("A server on this &computer"), self.where_group)
        self.remote_radio = QRadioButton(self.tr("The server &at:"), self.where_group)
        self.where_buttons = QButtonGroup(self)
        self.where_buttons.addButton(self.local_radio)
        self.where_buttons.addButton(self.remote_radio)
        self.local_radio.setChecked(True)
        self.port_spin = QSpinBox(self.where_group)
        self.port_spin.setRange(*PORT_RANGE)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setAccessibleName(self.tr("Port"))
        self.port_label = QLabel(self.tr("P&ort:"), self.where_group)
        self.port_label.setBuddy(self.port_spin)
        self.local_note = QLabel(self.where_group)
        self.local_note.setWordWrap(True)
        self.local_note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.local_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.local_note.setTextFormat(Qt.TextFormat.RichText)    # addresses kept whole
        self.host_address_edit = QLineEdit(self.where_group)
        self.host_address_edit.setPlaceholderText(self.tr("ws://host:port"))
        self.host_address_edit.setAccessibleName(self.tr("Address of the server"))
        self.host_address_error = _error_label(self.where_group)
        self.listed_check = QCheckBox(self.tr("&List on the local network"), self.where_group)
        self.listed_check.setToolTip(self.tr(
            "Friends on your network see the table in their Join tab. Unlisted, they join "
            "with its code."))
        self.listed_check.setChecked(True)
        self.listed_check.toggled.connect(self._on_listed_toggled)
        self._listed_choice: dict[bool, bool] = {}     # local? -> the player's own choice

        grid = QGridLayout(self.where_group)
        grid.setColumnStretch(3, 1)
        grid.addWidget(self.local_radio, 0, 0)
        grid.addWidget(self.port_label, 0, 1)
        grid.addWidget(self.port_spin, 0, 2)
        grid.addWidget(self.local_note, 1, 0, 1, 4)
        grid.addWidget(self.listed_check, 2, 0, 1, 4)
        grid.addWidget(self.remote_radio, 3, 0)
        grid.addWidget(self.host_address_edit, 3, 1, 1, 3)
        grid.addWidget(_error_place(self.host_address_error), 4, 1, 1, 3)

        self.local_radio.toggled.connect(self._on_where_changed)
        self.port_spin.valueChanged.connect(self._update)
        self.host_address_edit.textChanged.connect(self._update)
        self.host_address_edit.textEdited.connect(lambda _t: self.remote_radio.setChecked(True))
        self.host_address_edit.editingFinished.connect(
            lambda: self._check_field(self.host_address_edit))

        layout = QVBoxLayout(page)
        layout.addWidget(self.chooser, 1)
        layout.addWidget(self.where_group)
        return page

    def _build_join_tab(self) -> QWidget:
        page = QWidget(self)
        # the seats held from before (the game closed or crashed): back with their tokens
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
        self.join_address_error = _error_label(page)
        self.code_edit = QLineEdit(page)
        self.code_edit.setMaxLength(CODE_FIELD_LENGTH)
        self._word_code_field()
        self.code_error = _error_label(page)
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
        form.addRow("", _error_place(self.join_address_error))
        form.addRow(self.code_label, self.code_edit)
        form.addRow("", _error_place(self.code_error))
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

    # -- your tables ------------------------------------------------------------------------------
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
            seat = _seat_name(held)
            item = QTreeWidgetItem([_game_title(held.game) if held.game else "—", held.table,
                                    seat, _server_text(held.url), when])
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

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(920, 720)

    # -- remembered choices ---------------------------------------------------------------------
    def _restore(self) -> None:
        settings = open_settings()
        settings.beginGroup(SETTINGS_GROUP)
        try:
            self.name_edit.setText(str(settings.value("name", "") or ""))
            self.host_address_edit.setText(str(settings.value("host_address", "") or ""))
            self.join_address_edit.setText(str(settings.value("join_address", "") or ""))
            with contextlib.suppress(TypeError, ValueError):
                port = int(str(settings.value("port", DEFAULT_PORT)))
                if PORT_RANGE[0] <= port <= PORT_RANGE[1]:
                    self.port_spin.setValue(port)
            for local, key in ((True, "listed_local"), (False, "listed_remote")):
                if settings.contains(key):
                    self._listed_choice[local] = str(settings.value(key)).lower() == "true"
            if str(settings.value("where", "local")) == "remote":
                self.remote_radio.setChecked(True)
            tab = str(settings.value("tab", "host"))
        finally:
            settings.endGroup()
        self._show_listed_choice()      # the radio may not have moved: the box shown anyway
        self.tabs.setCurrentIndex(JOIN_TAB if tab == "join" else HOST_TAB)

    def _remember(self) -> None:
        """What was typed, for next time: the name only when one was typed (the placeholder
        is never saved as a name)."""
        settings = open_settings()
        settings.beginGroup(SETTINGS_GROUP)
        settings.setValue("name", self.name())
        settings.setValue("tab", "join" if self.joining() else "host")
        if self.joining():
            settings.setValue("join_address", self.join_address_edit.text().strip())
        else:
            settings.setValue("where", "local" if self.local_radio.isChecked() else "remote")
            settings.setValue("host_address", self.host_address_edit.text().strip())
            settings.setValue("port", self.port_spin.value())
            for local, listed in self._listed_choice.items():
                settings.setValue("listed_local" if local else "listed_remote", listed)
        settings.endGroup()
        settings.sync()

    # -- public API -----------------------------------------------------------------------------
    def name(self) -> str:
        return " ".join(self.name_edit.text().split())

    def joining(self) -> bool:
        return self.tabs.currentIndex() == JOIN_TAB

    def request(self) -> OnlineRequest:
        """What the player asked for (after the dialog was accepted)."""
        if self._request is None:
            raise RuntimeError("the dialog was not accepted")
        return self._request

    def is_valid(self) -> bool:
        return self.ok_button.isEnabled()

    def entries(self) -> list[TableEntry]:
        """The tables found on the local network, as listed."""
        return list(self._entries)

    # -- validation -----------------------------------------------------------------------------
    def _address_error(self, text: str) -> str:
        try:
            parse_address(text)
        except AddressError as exc:
            return {
                "empty": self.tr("Type the server's address."),
                "scheme": self.tr("An address starts with ws:// or wss://, or with the "
                                  "server's name."),
                "host": self.tr("This is not a computer's name or address."),
                "port": self.tr("The port is a number from 1 to 65535."),
            }[exc.kind]
        return ""

    def _code_error(self) -> str:
        return {
            "": "",
            "empty": self.tr("Type the table's code."),
            "invalid": self.tr("This is not a table code: check the one your host gave you."),
        }[code_problem(self.code_edit.text())]

    def _check_field(self, edit: QLineEdit) -> None:
        """The player left ``edit`` with something typed: from now on its message is shown
        (never before: a half-typed code is not wrong yet, an empty field not an error)."""
        if edit.text().strip():
            self._checked_fields.add(edit)
            self._update()

    def _said(self, edit: QLineEdit, message: str) -> str:
        return message if edit in self._checked_fields else ""

    def _update(self) -> None:
        """Every message next to its field, and OK enabled only when the tab can be done."""
        if not hasattr(self, "ok_button"):
            return
        join = self.joining()
        self.ok_button.setText(self.tr("&Join") if join else self.tr("&Host"))
        self.chooser.rules_button.setVisible(not join)
        if join:
            self._keep_selection_true()
            address = self._address_error(self.join_address_edit.text())
            code = self._code_error()
            _show_error(self.join_address_error, self._said(self.join_address_edit, address))
            _show_error(self.code_error, self._said(self.code_edit, code))
            ok = not address and not code
        else:
            local = self.local_radio.isChecked()
            self._update_local_note()
            self.port_spin.setEnabled(local and not self._server_running())
            self.host_address_edit.setEnabled(True)
            address = "" if local else self._address_error(self.host_address_edit.text())
            _show_error(self.host_address_error, self._said(self.host_address_edit, address))
            ok = not address and self.chooser.is_valid()
        self.ok_button.setEnabled(ok and not self._starting)

    def _server_running(self) -> bool:
        return self.local_server is not None and self.local_server.running

    def _update_local_note(self) -> None:
        """Where the server listens, and the address friends join at: the port it really
        has (a busy port is never given to friends), each address kept on one line."""
        parts = []
        busy = False
        if self._server_running():
            assert self.local_server is not None
            port = self.local_server.port
            parts.append(self.tr("The server of this game is running on port %1.").replace(
                "%1", str(port)))
        else:
            port = self.port_spin.value()
            if self._port_checked is None or self._port_checked[0] != port:
                self._port_checked = (port, port_is_free(port))     # binding does not wait
            busy = not self._port_checked[1]
            if self.local_radio.isChecked() and busy:
                parts.append(self.tr("Port %1 is in use by another program: the server will "
                                     "take a free one.").replace("%1", str(port)))
        parts = [html.escape(p) for p in parts]
        if busy:
            parts.append(html.escape(self.tr("Friends on your network join at the address "
                                             "the waiting room shows.")))
        else:       # each address on a line of its own: never broken after "ws://"
            parts.append(html.escape(self.tr("Friends on your network join at:")) + "".join(
                f"<br>{html.escape(f'ws://{ip}:{port}')}" for ip in self._lan))
        self.local_note.setText(" ".join(parts))

    def _on_where_changed(self) -> None:
        """Listed by default on the server of this game, not on a server elsewhere (the
        player's own choice for each is kept)."""
        self._show_listed_choice()
        self._update()

    def _show_listed_choice(self) -> None:
        """The box as the player left it for this kind of server (remembered), else the
        default: listed on this computer's server."""
        local = self.local_radio.isChecked()
        blocked = self.listed_check.blockSignals(True)
        self.listed_check.setChecked(self._listed_choice.get(local, local))
        self.listed_check.blockSignals(blocked)

    def _on_listed_toggled(self, on: bool) -> None:
        self._listed_choice[self.local_radio.isChecked()] = on

    # -- the Join tab's list ------------------------------------------------------------------
    def _on_tab_changed(self, _index: int) -> None:
        if self.joining():
            self._start_browsing()
        self._update()

    def _fit_screen(self) -> None:
        """Qt opens a dialog at most 2/3 of the screen: the games and their options want the
        size hint, as much of it as the screen has."""
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        hint = self.sizeHint()
        if screen is not None:
            hint = hint.boundedTo(screen.availableGeometry().size() * 0.94)
        self.resize(hint.expandedTo(self.minimumSizeHint()))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if self.joining():
            self._start_browsing()

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
            item = QTreeWidgetItem([_game_title(entry.game), entry.host or "—",
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

    # -- accepting --------------------------------------------------------------------------------
    def accept(self) -> None:
        # OK (or Enter) pressed: every message of the tab is said, "type the code" too
        self._checked_fields.update((self.join_address_edit, self.code_edit) if self.joining()
                                    else (self.host_address_edit,))
        self._update()
        if not self.ok_button.isEnabled():
            return
        name = self.name()
        if self.joining():
            self._request = OnlineRequest(parse_address(self.join_address_edit.text()), name,
                                          table=normal_code(self.code_edit.text()))
            self._done()
            return
        if self.remote_radio.isChecked():
            self._request = OnlineRequest(parse_address(self.host_address_edit.text()), name,
                                          create=self._create_fields())
            self._done()
            return
        old = self._old_table()
        if old is not None:
            answer = self.ask_go_back(old)
            if answer == GO_BACK:
                self.return_to(old)
                return
            if answer != HOST_NEW:
                return
        if self._server_running():
            assert self.local_server is not None
            self._request = self._local_request(self.local_server.url)
            self._done()
            return
        self._start_server(self.port_spin.value())

    def _old_table(self) -> HeldSeat | None:
        """The newest seat held at a table this game hosted and has not opened: hosting
        another is never done beside it unasked."""
        server = self.local_server
        seats = hosted_seats(server.data if server is not None else None,
                             exclude=self.seated)
        return seats[0] if seats else None

    def ask_go_back(self, held: HeldSeat) -> str:
        """Go back to ``held``'s table, host a new one, or neither (a hook tests replace)."""
        return ask_go_back(self, held, offer_new=True)

    def _create_fields(self) -> dict[str, Any]:
        return {**self.chooser.create_fields(), "listed": self.listed_check.isChecked()}

    def _local_request(self, url: str) -> OnlineRequest:
        assert self.local_server is not None
        friends = self.local_server.friend_addresses()
        return OnlineRequest(url, self.name(), create=self._create_fields(),
                             address_for_friends=friends[0] if friends else url,
                             other_addresses=tuple(friends[1:]))

    def _own_server(self) -> LocalServer:
        if self.local_server is None:
            self.local_server = self._make_local_server()
        return self.local_server

    def _start_server(self, port: int) -> None:
        """Start the server on a thread; the dialog says so and stays responsive."""
        self._starting = True
        self._set_busy(True, self.tr("Starting the server…"))
        self._start = BackgroundStart(self._own_server(), port, self)
        self._start.finished.connect(self._on_server_started)
        self._start.start()

    def _on_server_started(self, url: str, problem: str) -> None:
        self._starting = False
        returning, self._returning = self._returning, None
        if not url:
            self._set_busy(False, self.tr("The server could not start: %1").replace(
                "%1", problem), error=True)
            return
        self._set_busy(False, "")
        if self.result() == QDialog.DialogCode.Rejected and not self.isVisible():
            return      # cancelled while it started: the server runs on, nothing is asked
        if returning is not None:
            self._request = return_request(self._own_server(), returning, self.name())
        else:
            self._request = self._local_request(url)
        self._done()

    def _set_busy(self, busy: bool, text: str, *, error: bool = False) -> None:
        self.tabs.setEnabled(not busy)
        self.name_edit.setEnabled(not busy)
        self.status_label.setText(text)
        self.status_label.setVisible(bool(text))
        self.status_label.setStyleSheet(_ERROR_STYLE if error else "")
        self._update()

    def _done(self) -> None:
        self._remember()
        if not self.joining():
            self.chooser.remember()
        super().accept()

    def done(self, result: int) -> None:
        if self.browser is not None and self._browser_owned:
            self.browser.stop()
        super().done(result)

    # -- a live language switch -----------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if is_language_change(event):
            self.retranslate_ui()
        return handled

    def retranslate_ui(self) -> None:
        """The texts made from values (notes, messages, the list of tables, the OK button) in
        the new language; static texts are re-translated by the language manager."""
        if not hasattr(self, "ok_button"):
            return
        self._name_columns()
        self._word_code_field()
        self._fill_held_list()
        self._fill_found_list(self._selected_entry())
        self._update_found_status()
        self._update()


def _server_text(url: str) -> str:
    """A server's address as people say it: without ``ws://`` (``wss://`` is kept)."""
    return url[len("ws://"):] if url.startswith("ws://") else url


def _game_title(game_id: str) -> str:
    try:
        return QCoreApplication.translate("games", find_game(game_id).name)
    except RulesError:
        return game_id


_ERROR_STYLE = ("QLabel { color: palette(window-text); background: rgba(220, 50, 47, 38);"
                " border: 1px solid rgba(220, 50, 47, 150); border-radius: 4px;"
                " padding: 2px 6px; }")


def _error_label(parent: QWidget) -> QLabel:
    """A field's message: one line (a short sentence), so its height never changes."""
    label = QLabel(parent)
    label.setStyleSheet(_ERROR_STYLE)
    label.hide()
    return label


def _error_place(label: QLabel) -> QWidget:
    """The place of a field's message, kept (one line high) while there is none, so the form
    never jumps as a message comes and goes (a form layout gives a hidden row no room)."""
    place = QWidget(label.parentWidget())
    layout = QVBoxLayout(place)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    label.setText(" ")
    label.ensurePolished()          # the style sheet's padding and border counted
    place.setMinimumHeight(label.sizeHint().height())
    return place


def _show_error(label: QLabel, text: str) -> None:
    if text:            # hidden, it keeps its last text: the same height as when shown
        label.setText(text)
    label.setVisible(bool(text))


def _seat_name(held: HeldSeat) -> str:
    """The seat as the Host tab and the table name it (South, West, …), or its number when
    the table's size is not known."""
    if held.players > held.seat:
        return default_seat_names(held.players)[held.seat]
    return str(held.seat + 1)


__all__ = ["SETTINGS_GROUP", "AddressError", "HostGameChooser", "PlayOnlineDialog",
           "code_problem", "normal_code", "parse_address", "port_is_free"]
