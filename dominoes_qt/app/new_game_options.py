"""The New Game dialog's "Rules and scoring": a widget for each option of the selected game,
generated from its :class:`~dominoes_qt.rules.OptionSpec` list (a check box, a list of
choices, a number or a text), with the options that follow a choice kept in step."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from dominoes_qt.app.rules_help import choice_text, option_help, option_label
from dominoes_qt.rules import GameDef, OptionSpec
from dominoes_qt.rules.catalogue import plain_value

if TYPE_CHECKING:
    class _Dialog(QDialog):
        """What this part uses of the dialog's other parts."""

        _loading: bool
        options_form: QFormLayout
        options_group: QGroupBox
        option_widgets: dict[str, QWidget]
        partnership_box: QCheckBox

        def game(self) -> GameDef: ...
        def players(self) -> int: ...
        def set_n(self) -> int: ...
        def _on_changed(self) -> None: ...
else:
    _Dialog = object


class NewGameOptions(_Dialog):
    """The options of the selected game (a part of
    :class:`~dominoes_qt.app.new_game_dialog.NewGameDialog`)."""

    def option_values(self) -> dict[str, Any]:
        """Every option of the selected game as plain JSON values (enums as their strings)."""
        values: dict[str, Any] = {}
        for spec in self.game().all_options():
            widget = self._option_widget(spec.key)
            if isinstance(widget, QCheckBox):
                values[spec.key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                values[spec.key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                values[spec.key] = widget.value()
            elif isinstance(widget, QLineEdit):
                values[spec.key] = widget.text()
        return values

    def _option_widget(self, key: str) -> QWidget | None:
        if key == "partnership":
            return self.partnership_box
        return self.option_widgets.get(key)

    def _build_options(self, values: dict[str, Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets = {}
        game = self.game()
        for spec in game.all_options():
            value = values.get(spec.key, plain_value(spec.default))
            if spec.key == "partnership":
                self._set_partnership_option(spec, value)
                continue
            widget = self._make_option_widget(spec, value)
            tip = option_help(spec)
            widget.setToolTip(tip)
            widget.setWhatsThis(tip)
            self.option_widgets[spec.key] = widget
            if isinstance(widget, QCheckBox):
                self.options_form.addRow("", widget)
            else:
                label = QLabel(self.tr("%1:").replace("%1", self._label_of(spec)), self)
                label.setBuddy(widget)
                label.setToolTip(tip)
                self.options_form.addRow(label, widget)
        self.options_group.setVisible(bool(self.option_widgets))
        self._update_hand_size_text()

    def _label_of(self, spec: OptionSpec) -> str:
        if spec.key == "hand_size" and spec.kind == "int" and spec.minimum == 0:
            # The spin box shows "Usual (7)" at 0, so the label need not explain the 0.
            return self.tr("Tiles per player")
        return option_label(spec)

    def _set_partnership_option(self, spec: OptionSpec, value: Any) -> None:
        self.partnership_box.setText(self.tr("Play in partnerships"))
        self.partnership_box.setToolTip(option_help(spec))
        teams_only = self.game().teams_only       # e.g. Partnership Block: always two teams
        blocked = self.partnership_box.blockSignals(True)
        self.partnership_box.setChecked(bool(value) or teams_only)
        self.partnership_box.setEnabled(not teams_only)
        self.partnership_box.blockSignals(blocked)

    def _make_option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        kind = spec.kind
        if kind == "bool":
            box = QCheckBox(option_label(spec), self)
            box.setChecked(bool(value))
            box.toggled.connect(self._on_changed)
            return box
        if kind == "choice":
            combo = QComboBox(self)
            for choice in spec.choices:
                combo.addItem(choice_text(spec, choice), plain_value(choice))
            index = combo.findData(value)
            combo.setCurrentIndex(index if index >= 0 else combo.findData(
                plain_value(spec.default)))
            if spec.defaults_by_choice:
                combo.currentIndexChanged.connect(
                    lambda _i, key=spec.key, box=combo: self._follow_choice(key, box.currentData()))
            combo.currentIndexChanged.connect(self._on_changed)
            return combo
        if kind == "int":
            spin = QSpinBox(self)
            spin.setRange(spec.minimum if spec.minimum is not None else -1_000_000,
                          spec.maximum if spec.maximum is not None else 1_000_000)
            spin.setValue(int(value))
            spin.setAccelerated(True)
            spin.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)
            spin.setMinimumWidth(90)
            spin.valueChanged.connect(self._on_changed)
            return spin
        edit = QLineEdit(str(value), self)
        edit.textChanged.connect(self._on_changed)
        return edit

    def _follow_choice(self, key: str, value: Any) -> None:
        """A choice that brings its own defaults (pub style: 61 up; one point per hand: 5)
        puts the options that depend on it to those defaults."""
        if self._loading:
            return
        for other, default in self.game().defaults_following(key, value).items():
            widget = self._option_widget(other)
            if isinstance(widget, QSpinBox):
                widget.setValue(int(default))
            elif isinstance(widget, QComboBox):
                widget.setCurrentIndex(max(0, widget.findData(default)))
            elif isinstance(widget, QCheckBox):
                widget.setChecked(bool(default))

    def _update_hand_size_text(self) -> None:
        spin = self.option_widgets.get("hand_size")
        if not isinstance(spin, QSpinBox) or spin.minimum() != 0:
            return
        try:   # the usual number may depend on other options (pub Fives and Threes)
            usual = self.game().configure(self.players(), self.set_n(),
                                          {**self.option_values(), "hand_size": 0}).hand_size
        except (KeyError, ValueError):
            spin.setSpecialValueText(self.tr("Usual"))
            return
        spin.setSpecialValueText(self.tr("Usual (%1)").replace("%1", str(usual)))
        spin.updateGeometry()   # the new text may be longer (in other languages too)
