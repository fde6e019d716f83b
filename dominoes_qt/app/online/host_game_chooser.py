"""The Host tab's game, players, set and options: the New Game dialog's own widgets, listing
only the games played at a table (each other seat a friend or a computer), remembered apart
from the New Game dialog's choices."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QWidget

from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.app.players import default_seat_names
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.rules import GameDef
from dominoes_qt.rules.catalogue import Seating
from dominoes_qt.session import COMPUTER, HUMAN

from .remembered import SETTINGS_GROUP


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
