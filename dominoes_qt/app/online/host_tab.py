"""The Play Online dialog's Host tab: the game chooser, and where the table is (a server this
game starts, on a port; or one at an address), listed on the local network or not."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.server import DEFAULT_PORT

from .addresses import PORT_RANGE, port_is_free
from .field_messages import error_label, error_place
from .host_game_chooser import HostGameChooser
from .hosting import LocalServer

if TYPE_CHECKING:
    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        first_game: str
        local_server: LocalServer | None
        _port_checked: tuple[int, bool] | None
        _lan: list[str]

        def _update(self) -> None: ...
        def _check_field(self, edit: QLineEdit) -> None: ...
else:
    _Dialog = object


class PlayOnlineHostTab(_Dialog):
    """The Host tab's widgets and notes (a part of :class:`PlayOnlineDialog`)."""

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
        self.host_address_error = error_label(self.where_group)
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
        grid.addWidget(error_place(self.host_address_error), 4, 1, 1, 3)

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
