"""The New Game dialog's seats: who plays each (you, another person at this computer, a
computer at a level), the names typed, who starts where the leader is chosen, and the
partnerships' sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QWidget,
)

from dominoes_qt.app.players import default_seat_names, level_name, level_tooltip, you_name
from dominoes_qt.rules import GameDef, InvalidOptionError, Lead
from dominoes_qt.session import COMPUTER, HUMAN, SeatSpec

if TYPE_CHECKING:
    from typing import Any

    from dominoes_qt.app.players import ComputerLevel

    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        levels: list[ComputerLevel]
        _default_level: str
        _game: GameDef | None
        _table_form: QFormLayout
        seat_grid: QGridLayout
        seat_name_edits: list[QLineEdit]
        seat_kind_combos: list[QComboBox]
        _seat_labels: list[QLabel]
        first_seat_combo: QComboBox
        partnership_widget: QWidget
        partnership_box: QCheckBox
        partnership_label: QLabel

        def game(self) -> GameDef: ...
        def players(self) -> int: ...
        def set_n(self) -> int: ...
        def option_values(self) -> dict[str, Any]: ...
        def _on_changed(self) -> None: ...
else:
    _Dialog = object


class NewGameSeats(_Dialog):
    """The seats of the table (a part of
    :class:`~dominoes_qt.app.new_game_dialog.NewGameDialog`)."""

    def seat_specs(self) -> tuple[SeatSpec, ...]:
        """Each seat as chosen; a name only where one was typed (an empty field keeps the
        translated default, so it follows the language and is never saved as a name).  A
        solitaire has one seat, the player's."""
        if self.game().is_solitaire:
            return (SeatSpec(HUMAN),)
        specs = []
        for edit, combo in zip(self.seat_name_edits, self.seat_kind_combos, strict=True):
            kind, level = self._seat_kind(combo)
            specs.append(SeatSpec(kind, level if kind == COMPUTER else "", edit.text().strip()))
        return tuple(specs)

    def seat_names(self) -> list[str]:
        """The name of each seat: as typed, or the default shown in the empty field."""
        return [edit.text().strip() or edit.placeholderText() for edit in self.seat_name_edits]

    def first_seat(self) -> int:
        """The seat that starts, for games whose leader is chosen at the table (else 0)."""
        if not self._first_seat_offered():
            return 0
        return max(0, self.first_seat_combo.currentIndex())

    def _current_seats(self) -> list[dict[str, str]]:
        seats = []
        for edit, combo in zip(self.seat_name_edits, self.seat_kind_combos, strict=True):
            kind, level = self._seat_kind(combo)
            seats.append({"kind": kind, "level": level, "name": edit.text()})
        return seats

    @staticmethod
    def _seat_kind(combo: QComboBox) -> tuple[str, str]:
        data = str(combo.currentData() or HUMAN)
        kind, _, level = data.partition(":")
        return kind, level

    def _default_seat(self, seat: int) -> dict[str, str]:
        if seat == 0:
            return {"kind": HUMAN, "level": "", "name": ""}
        return {"kind": COMPUTER, "level": self._default_level, "name": ""}

    def _clear_seats(self) -> None:
        self._remove_seats(0)

    def _remove_seats(self, keep: int) -> None:
        while len(self.seat_name_edits) > keep:
            for widget in (self._seat_labels.pop(), self.seat_name_edits.pop(),
                           self.seat_kind_combos.pop()):
                self.seat_grid.removeWidget(widget)
                widget.hide()
                widget.deleteLater()

    def _build_seats(self, seats: list[dict[str, str]]) -> None:
        players = self.players()
        self._remove_seats(players)
        while len(self.seat_name_edits) < players:
            seat = len(self.seat_name_edits)
            label = QLabel(self.tr("%1.").replace("%1", str(seat + 1)), self)
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            edit = QLineEdit(self)
            edit.setMaxLength(24)
            edit.setClearButtonEnabled(True)
            edit.setAccessibleName(self.tr("Name of player %1").replace("%1", str(seat + 1)))
            combo = self._make_seat_combo(seat)
            combo.setAccessibleName(self.tr("Who plays seat %1").replace("%1", str(seat + 1)))
            label.setBuddy(edit)
            self.seat_grid.addWidget(label, seat, 0)
            self.seat_grid.addWidget(edit, seat, 1)
            self.seat_grid.addWidget(combo, seat, 2)
            self._seat_labels.append(label)
            self.seat_name_edits.append(edit)
            self.seat_kind_combos.append(combo)
            edit.textChanged.connect(self._on_names_changed)
            combo.currentIndexChanged.connect(self._on_seat_kind_changed)
        for seat, (edit, combo) in enumerate(zip(self.seat_name_edits, self.seat_kind_combos,
                                                 strict=True)):
            data = seats[seat] if seat < len(seats) else self._default_seat(seat)
            self._set_seat(edit, combo, seat, data)
        self._update_seat_placeholders()

    def _make_seat_combo(self, seat: int) -> QComboBox:
        combo = QComboBox(self)
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        if seat == 0:
            combo.addItem(self.tr("You"), HUMAN)
            combo.setItemData(0, self.tr("You play this seat"), Qt.ItemDataRole.ToolTipRole)
        else:
            combo.addItem(self.tr("Another person (hot seat)"), HUMAN)
            combo.setItemData(0, self.tr("Someone else plays this seat at this computer; "
                                         "the tiles are hidden between turns"),
                              Qt.ItemDataRole.ToolTipRole)
        for level in self.levels:
            combo.addItem(self.tr("Computer – %1").replace("%1", level_name(level)),
                          f"{COMPUTER}:{level.id}")
            combo.setItemData(combo.count() - 1, level_tooltip(level),
                              Qt.ItemDataRole.ToolTipRole)
        return combo

    def _set_seat(self, edit: QLineEdit, combo: QComboBox, seat: int,
                  data: dict[str, str]) -> None:
        kind = data.get("kind", HUMAN)
        if kind == COMPUTER:
            index = combo.findData(f"{COMPUTER}:{data.get('level', '')}")
            if index < 0:
                index = combo.findData(f"{COMPUTER}:{self._default_level}")
        else:
            index = combo.findData(HUMAN)
        blocked = combo.blockSignals(True)
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(blocked)
        self._update_combo_tooltip(combo)
        blocked = edit.blockSignals(True)
        edit.setText(data.get("name", ""))
        edit.blockSignals(blocked)

    @staticmethod
    def _update_combo_tooltip(combo: QComboBox) -> None:
        tip = combo.itemData(combo.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        combo.setToolTip(str(tip) if tip else "")

    def _on_seat_kind_changed(self) -> None:
        for combo in self.seat_kind_combos:
            self._update_combo_tooltip(combo)
        self._update_seat_placeholders()
        self._on_changed()

    def _on_names_changed(self) -> None:
        self._update_partnership_text()
        self._update_first_seat(self.first_seat_combo.currentIndex())

    def _first_seat_offered(self) -> bool:
        if self.game().is_solitaire or len(self.seat_name_edits) < 2:
            return False
        try:
            settings = self.game().configure(self.players(), self.set_n(), self.option_values())
        except InvalidOptionError:
            return False
        return settings.lead is Lead.CHOSEN

    def _update_first_seat(self, wanted: int) -> None:
        names = self.seat_names()
        blocked = self.first_seat_combo.blockSignals(True)
        self.first_seat_combo.clear()
        self.first_seat_combo.addItems(names)
        self.first_seat_combo.setCurrentIndex(wanted if 0 <= wanted < len(names) else 0)
        self.first_seat_combo.blockSignals(blocked)
        self._table_form.setRowVisible(self.first_seat_combo, self._first_seat_offered())

    def _update_seat_placeholders(self) -> None:
        names = default_seat_names(len(self.seat_name_edits))
        for seat, (edit, combo) in enumerate(zip(self.seat_name_edits, self.seat_kind_combos,
                                                 strict=True)):
            human = self._seat_kind(combo)[0] == HUMAN
            edit.setPlaceholderText(you_name() if seat == 0 and human else names[seat])
        self._update_partnership_text()

    def _update_partnership_text(self) -> None:
        if self._game is None or not self.seat_name_edits:
            return
        players = len(self.seat_name_edits)
        offered = players in self._game.partnership_counts and players == 4
        self.partnership_widget.setVisible(offered)
        if not offered:
            return
        if not self.partnership_box.isChecked():
            self.partnership_label.setText(self.tr("Everyone plays for themselves."))
            return
        names = self.seat_names()
        if names[0] == you_name():
            text = self.tr("Partners sit opposite: %1 with you, %2 with %3.")
            text = text.replace("%1", names[2]).replace("%2", names[1]).replace("%3", names[3])
        else:
            text = self.tr("Partners sit opposite: %1 with %2, %3 with %4.")
            for i, seat in enumerate((2, 0, 1, 3)):
                text = text.replace(f"%{i + 1}", names[seat])
        self.partnership_label.setText(text)
