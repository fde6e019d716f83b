"""Game ▸ Play Online…: host a table (on a server this game starts, or on one at an address) or
join one (by address and code, or picked from the tables found on the local network).

The dialog ends in an :class:`~dominoes_qt.app.online.request.OnlineRequest`; the network
table window does the connecting.  The only wait here is starting the server on this computer:
it runs on a thread of its own while the dialog says "Starting the server…", so the window
never freezes.  The game, players, set and options of the Host tab are the New Game dialog's
own (:class:`~.host_game_chooser.HostGameChooser`), listing only the games played at a table.

This module is the dialog's shell (the name, the tabs, OK, what is remembered, starting the
server); the tabs are parts of their own: :mod:`.host_tab`, :mod:`.join_tab` and
:mod:`.your_tables`, with what is typed read by :mod:`.addresses`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Collection
from typing import Any

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import is_language_change
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.app.translated_parts import TranslatedParts
from dominoes_qt.server import DEFAULT_PORT
from dominoes_qt.storage.held_seats import HeldSeat
from dominoes_qt.storage.hosted_tables import hosted_seats

from .addresses import PORT_RANGE, AddressError, code_problem, normal_code, parse_address
from .browse import TableBrowser, TableEntry
from .field_messages import ERROR_STYLE, show_error
from .host_return import GO_BACK, HOST_NEW, BackgroundStart, ask_go_back, return_request
from .host_tab import PlayOnlineHostTab
from .hosting import LocalServer, lan_ipv4_addresses
from .join_tab import PlayOnlineJoinTab
from .remembered import SETTINGS_GROUP
from .request import OnlineRequest
from .your_tables import PlayOnlineYourTables

#: The longest name a player may type (the table shows it beside the seat).
NAME_LENGTH = 24

HOST_TAB, JOIN_TAB = 0, 1


class PlayOnlineDialog(TranslatedParts, PlayOnlineHostTab, PlayOnlineJoinTab, PlayOnlineYourTables,
                       QDialog):
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
            show_error(self.join_address_error, self._said(self.join_address_edit, address))
            show_error(self.code_error, self._said(self.code_edit, code))
            ok = not address and not code
        else:
            local = self.local_radio.isChecked()
            self._update_local_note()
            self.port_spin.setEnabled(local and not self._server_running())
            self.host_address_edit.setEnabled(True)
            address = "" if local else self._address_error(self.host_address_edit.text())
            show_error(self.host_address_error, self._said(self.host_address_edit, address))
            ok = not address and self.chooser.is_valid()
        self.ok_button.setEnabled(ok and not self._starting)

    # -- the tabs and the screen ----------------------------------------------------------------
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
        self.status_label.setStyleSheet(ERROR_STYLE if error else "")
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



__all__ = ["SETTINGS_GROUP", "PlayOnlineDialog"]
