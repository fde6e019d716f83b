"""The Preferences dialog: edits every :class:`~dominoes_qt.storage.settings.AppSettings` value.

The dialog never writes the settings file itself: Apply and OK emit :attr:`settings_changed`
with the new settings, and the main window saves them and applies them at once (tile style,
speed, animations...).  So the dialog is easy to test and the file has one writer.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QSlider,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import LANGUAGES, is_language_change
from dominoes_qt.app.players import computer_levels, level_name, level_tooltip
from dominoes_qt.app.rules_help import choice_text, game_name, option_help, option_label
from dominoes_qt.rules import GameDef, OptionSpec, all_games, find_game
from dominoes_qt.rules.catalogue import plain_value
from dominoes_qt.storage.settings import (
    ANIMATION_SPEEDS,
    COACH_MODES,
    COMPUTER_SPEEDS,
    MAX_NAME_LENGTH,
    SYSTEM_LANGUAGE,
    TABLE_STYLES,
    TILE_STYLES,
    AppSettings,
)

TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "translations"
_QM_RE = re.compile(r"^dominoes_qt_(?P<code>[A-Za-z]{2,3}(?:_[A-Za-z0-9]{2,8})*)\.qm$")
#: Upper bound of integer options without a maximum of their own (targets and the like).
_INT_MAX = 100_000


def available_languages(folder: Path = TRANSLATIONS_DIR) -> list[str]:
    """Locale codes the interface can show: English plus every compiled translation found."""
    codes = {"en"}
    if folder.is_dir():
        for file in folder.iterdir():
            match = _QM_RE.match(file.name)
            if match:
                codes.add(match["code"])
    return sorted(codes)


def language_name(code: str) -> str:
    """A language's own name ("Français"), falling back to the code."""
    locale = QLocale(code)
    if locale.language() == QLocale.Language.C:
        return code
    name = locale.nativeLanguageName() or code
    return name[:1].upper() + name[1:]


def ui_locale(language: str) -> QLocale:
    """The locale whose translation to install for a ``language`` setting ("system" or a code)."""
    return QLocale.system() if language == SYSTEM_LANGUAGE else QLocale(language)


class PreferencesDialog(QDialog):
    """Edits the settings; emits :attr:`settings_changed` (an ``AppSettings``) on Apply and OK."""

    settings_changed = Signal(object)

    def __init__(self, parent: QWidget | None, settings: AppSettings) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self._applied = settings.validated()
        #: Option values per game id, so switching the game back and forth keeps edits.
        self._options: dict[str, dict[str, Any]] = {
            self._applied.game_id: dict(self._applied.game_options)
        }
        self._option_editors: dict[str, QWidget] = {}
        self._shown_game: str | None = None
        self._loading = False
        #: The last game's seats (not edited here; dropped by Restore Defaults).
        self._seats = [dict(seat) for seat in self._applied.seats]

        self.tabs = QTabWidget(self)
        self.tabs.addTab(self._build_general(), self.tr("&General"))
        self.tabs.addTab(self._build_new_game(), self.tr("&New Games"))
        self.tabs.addTab(self._build_appearance(), self.tr("&Appearance"))
        self.tabs.addTab(self._build_coach(), self.tr("&Coach"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.RestoreDefaults,
            self,
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._button_clicked)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        for combo in self.findChildren(QComboBox):
            _fit_text(combo)

        self.set_settings(self._applied)

    # -- a live language switch ------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """The texts made from the rules and the levels (game names, players, option rows),
        in the new language; the values shown stay as they are.  Static texts are
        re-translated by the language manager (app/i18n.py)."""
        if not hasattr(self, "level_combo"):    # a language change while still being built
            return
        loading, self._loading = self._loading, True
        try:
            players = int(self.players_combo.currentData() or 0)
            if self._shown_game is not None:
                self._options[self._shown_game] = self._read_options(self._shown_game)
            for i in range(self.game_combo.count()):
                self.game_combo.setItemText(
                    i, game_name(find_game(str(self.game_combo.itemData(i)))))
            levels = {level.id: level for level in self._levels}
            for i in range(self.level_combo.count()):
                level = levels.get(str(self.level_combo.itemData(i)))
                if level is not None:
                    self.level_combo.setItemText(i, level_name(level))
                    self.level_combo.setItemData(i, level_tooltip(level),
                                                 Qt.ItemDataRole.ToolTipRole)
            self._fill_game(self.current_game_id(), players)
        finally:
            self._loading = loading

    # -- building --------------------------------------------------------------------------

    def _build_general(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)

        self.name_edit = QLineEdit(page)
        self.name_edit.setMaxLength(MAX_NAME_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("You"))
        self.name_edit.setToolTip(self.tr("The name shown at your seat"))
        form.addRow(self.tr("Your &name:"), self.name_edit)

        self.speed_combo = QComboBox(page)
        speed_names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        for speed in COMPUTER_SPEEDS:
            self.speed_combo.addItem(speed_names.get(speed, speed), speed)
        self.speed_combo.setToolTip(self.tr("How long computer players pause before a move"))
        form.addRow(self.tr("Computer &speed:"), self.speed_combo)

        self.animations_check = QCheckBox(self.tr("&Animate tiles"), page)
        self.animations_check.setToolTip(self.tr("Slide tiles to their places"))
        form.addRow(self.animations_check)

        self.animation_combo = QComboBox(page)
        animation_names = {
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for speed in ANIMATION_SPEEDS:
            self.animation_combo.addItem(animation_names.get(speed, speed), speed)
        self.animations_check.toggled.connect(self.animation_combo.setEnabled)
        form.addRow(self.tr("Animation s&peed:"), self.animation_combo)

        self.auto_draw_check = QCheckBox(self.tr("&Draw automatically when no tile fits"), page)
        form.addRow(self.auto_draw_check)

        self.undo_check = QCheckBox(self.tr("Allow &undo"), page)
        self.undo_check.setToolTip(self.tr("Undo use is counted in the statistics"))
        form.addRow(self.undo_check)

        self.sound_check = QCheckBox(self.tr("Play s&ounds"), page)
        self.sound_check.setToolTip(self.tr("A tile laid, a draw, a pass, points, a hand won "
                                            "or lost"))
        form.addRow(self.sound_check)
        self.volume_slider = QSlider(Qt.Orientation.Horizontal, page)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setPageStep(10)
        self.sound_check.toggled.connect(self.volume_slider.setEnabled)
        form.addRow(self.tr("&Volume:"), self.volume_slider)

        for signal in (self.name_edit.textChanged, self.speed_combo.currentIndexChanged,
                       self.animations_check.toggled, self.animation_combo.currentIndexChanged,
                       self.auto_draw_check.toggled,
                       self.undo_check.toggled, self.sound_check.toggled,
                       self.volume_slider.valueChanged):
            signal.connect(self._changed)
        return page

    def _build_new_game(self) -> QWidget:
        page = QWidget(self)
        outer = QVBoxLayout(page)
        form = QFormLayout()
        outer.addLayout(form)

        self.game_combo = QComboBox(page)
        for game in all_games():
            self.game_combo.addItem(game_name(game), game.id)
        form.addRow(self.tr("&Game:"), self.game_combo)

        self.players_combo = QComboBox(page)
        form.addRow(self.tr("&Players:"), self.players_combo)

        self.level_combo = QComboBox(page)
        self._levels = computer_levels()
        for level in self._levels:   # as the New Game dialog lists them
            self.level_combo.addItem(level_name(level), level.id)
            self.level_combo.setItemData(self.level_combo.count() - 1, level_tooltip(level),
                                         Qt.ItemDataRole.ToolTipRole)
        form.addRow(self.tr("Computer &level:"), self.level_combo)

        self.options_box = QGroupBox(self.tr("Options"), page)
        self.options_form = QFormLayout(self.options_box)
        outer.addWidget(self.options_box)
        outer.addStretch(1)

        self.game_combo.currentIndexChanged.connect(self._game_changed)
        self.players_combo.currentIndexChanged.connect(self._changed)
        self.level_combo.currentIndexChanged.connect(self._changed)
        return page

    def _build_appearance(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)

        self.tile_combo = QComboBox(page)
        style_names = {
            "coloured": self.tr("Coloured pips"),
            "classic": self.tr("Classic (black pips)"),
            "numerals": self.tr("Coloured pips with numerals"),
            "ebony": self.tr("Black with white pips"),
            "high-contrast": self.tr("High contrast"),
        }
        for style in TILE_STYLES:
            self.tile_combo.addItem(style_names.get(style, style), style)
        form.addRow(self.tr("&Tiles:"), self.tile_combo)

        self.table_combo = QComboBox(page)
        table_names = {
            "auto": self.tr("As the system (green felt, or dark in dark mode)"),
            "green": self.tr("Green felt"),
            "blue": self.tr("Blue"),
            "dark": self.tr("Dark"),
        }
        for style in TABLE_STYLES:
            self.table_combo.addItem(table_names.get(style, style), style)
        form.addRow(self.tr("Ta&ble:"), self.table_combo)

        self.language_combo = QComboBox(page)
        self.language_combo.addItem(self.tr("System language"), SYSTEM_LANGUAGE)
        for code, name in LANGUAGES:   # each in its own language; switches live on Apply
            self.language_combo.addItem(name, code)
        form.addRow(self.tr("&Language:"), self.language_combo)

        self.tile_combo.currentIndexChanged.connect(self._changed)
        self.table_combo.currentIndexChanged.connect(self._changed)
        self.language_combo.currentIndexChanged.connect(self._changed)
        return page

    # -- settings in and out ---------------------------------------------------------------

    def _build_coach(self) -> QWidget:
        page = QWidget(self)
        form = QFormLayout(page)
        self.coach_combo = QComboBox(page)
        names = {"off": self.tr("Off"), "hand": self.tr("After each hand"),
                 "move": self.tr("After each move")}
        for mode in COACH_MODES:
            self.coach_combo.addItem(names[mode], mode)
        self.coach_combo.setToolTip(self.tr(
            "Grade your moves against the solver: a mark on each tile you played, your "
            "accuracy in the statistics"))
        form.addRow(self.tr("Coach &mode:"), self.coach_combo)
        self.tracker_check = QCheckBox(self.tr("Show the &tile tracker"), page)
        self.tracker_check.setToolTip(self.tr(
            "Which numbers each other player cannot hold, and how many tiles of each number "
            "are unseen; games played with it are marked as assisted in the statistics"))
        form.addRow(self.tracker_check)
        self.coach_combo.currentIndexChanged.connect(self._changed)
        self.tracker_check.toggled.connect(self._changed)
        return page

    def set_settings(self, settings: AppSettings) -> None:
        """Show ``settings`` in the widgets (does not apply them)."""
        self._loading = True
        try:
            self.name_edit.setText(settings.player_name)
            _select(self.speed_combo, settings.computer_speed)
            self.animations_check.setChecked(settings.animations)
            self.animation_combo.setEnabled(settings.animations)
            _select(self.animation_combo, settings.animation_speed)
            self.auto_draw_check.setChecked(settings.auto_draw)
            self.undo_check.setChecked(settings.undo_allowed)
            self.sound_check.setChecked(not settings.sound_muted)
            self.volume_slider.setEnabled(not settings.sound_muted)
            self.volume_slider.setValue(settings.sound_volume)
            _select(self.coach_combo, settings.coach)
            self.tracker_check.setChecked(settings.tile_tracker)
            _select(self.tile_combo, settings.tile_style, add=True)
            _select(self.table_combo, settings.table_style, add=True)
            _select(self.language_combo, settings.language, add=True)
            if self.level_combo.findData(settings.computer_level) < 0:
                self.level_combo.addItem(settings.computer_level, settings.computer_level)
            _select(self.level_combo, settings.computer_level)
            self._options[settings.game_id] = dict(settings.game_options)
            _select(self.game_combo, settings.game_id)
            self._fill_game(settings.game_id, settings.players)
        finally:
            self._loading = False
        self._changed()

    def settings(self) -> AppSettings:
        """The settings as the widgets show them now."""
        game_id = self.current_game_id()
        players = int(self.players_combo.currentData() or 0)
        level = str(self.level_combo.currentData())
        applied = self._applied
        # The last game's seats stay while the game, players and level they were made for do.
        same = (game_id, players, level) == (applied.game_id, applied.players,
                                             applied.computer_level)
        return AppSettings(
            player_name=" ".join(self.name_edit.text().split()),
            game_id=game_id,
            players=players,
            game_options=self._read_options(game_id),
            computer_level=level,
            seats=[dict(seat) for seat in self._seats] if same else [],
            computer_speed=str(self.speed_combo.currentData()),
            animations=self.animations_check.isChecked(),
            animation_speed=str(self.animation_combo.currentData()),
            auto_draw=self.auto_draw_check.isChecked(),
            undo_allowed=self.undo_check.isChecked(),
            sound_muted=not self.sound_check.isChecked(),
            sound_volume=self.volume_slider.value(),
            tile_style=str(self.tile_combo.currentData()),
            table_style=str(self.table_combo.currentData()),
            language=str(self.language_combo.currentData()),
            coach=str(self.coach_combo.currentData()),
            tile_tracker=self.tracker_check.isChecked(),
        )

    def applied_settings(self) -> AppSettings:
        """The settings last applied (or given to the dialog)."""
        return self._applied.copy()

    def current_game_id(self) -> str:
        return str(self.game_combo.currentData())

    def option_editor(self, key: str) -> QWidget:
        """The widget that edits option ``key`` of the shown game (for tests and focus)."""
        return self._option_editors[key]

    # -- the game's players and options ----------------------------------------------------

    def _game_changed(self) -> None:
        if self._loading:
            return
        previous = self._shown_game
        if previous is not None:
            self._options[previous] = self._read_options(previous)
        self._loading = True
        try:
            self._fill_game(self.current_game_id(), 0)
        finally:
            self._loading = False
        self._changed()

    def _fill_game(self, game_id: str, players: int) -> None:
        game = find_game(game_id)
        self._shown_game = game_id
        self.players_combo.clear()
        self.players_combo.addItem(
            self.tr("Usual (%1)").replace("%1", str(game.default_players)), 0)
        for n in game.allowed_players(game.default_set):
            self.players_combo.addItem(str(n), n)
        _select(self.players_combo, players)
        self._fill_options(game, self._options.get(game_id, {}))

    def _fill_options(self, game: GameDef, values: dict[str, Any]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_editors = {}
        for spec in game.all_options():
            value = values.get(spec.key, plain_value(spec.default))
            editor = self._option_widget(spec, value)
            tip = option_help(spec)
            if tip:
                editor.setToolTip(tip)
            self._option_editors[spec.key] = editor
            if isinstance(editor, QCheckBox):
                self.options_form.addRow(editor)
            else:
                self.options_form.addRow(self.tr("%1:").replace("%1", option_label(spec)),
                                         editor)

    def _option_widget(self, spec: OptionSpec, value: Any) -> QWidget:
        kind = spec.kind
        if kind == "bool":
            box = QCheckBox(option_label(spec), self.options_box)
            box.setChecked(bool(value))
            box.toggled.connect(self._changed)
            return box
        if kind == "choice":
            combo = QComboBox(self.options_box)
            _fit_text(combo)
            for choice in spec.choices:
                combo.addItem(choice_text(spec, choice), plain_value(choice))
            _select(combo, value)
            combo.currentIndexChanged.connect(self._changed)
            return combo
        if kind == "int":
            spin = QSpinBox(self.options_box)
            low = spec.minimum if spec.minimum is not None else 0
            spin.setRange(low, spec.maximum if spec.maximum is not None else _INT_MAX)
            if low == 0 and plain_value(spec.default) == 0:
                spin.setSpecialValueText(choice_text(spec, 0))
            spin.setValue(int(value))
            spin.valueChanged.connect(self._changed)
            return spin
        edit = QLineEdit(str(value), self.options_box)
        edit.textChanged.connect(self._changed)
        return edit

    def _read_options(self, game_id: str) -> dict[str, Any]:
        """The shown game's option values that differ from the game's defaults."""
        if game_id != self._shown_game:
            return dict(self._options.get(game_id, {}))
        game = find_game(game_id)
        values: dict[str, Any] = {}
        for spec in game.all_options():
            editor = self._option_editors.get(spec.key)
            if isinstance(editor, QCheckBox):
                value: Any = editor.isChecked()
            elif isinstance(editor, QComboBox):
                value = editor.currentData()
            elif isinstance(editor, QSpinBox):
                value = editor.value()
            elif isinstance(editor, QLineEdit):
                value = editor.text()
            else:
                continue
            if value != plain_value(spec.default):
                values[spec.key] = value
        return values

    # -- buttons ---------------------------------------------------------------------------

    def _changed(self) -> None:
        if self._loading:
            return
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.setEnabled(self.settings() != self._applied)

    def _button_clicked(self, button: QAbstractButton) -> None:
        role = self.buttons.standardButton(button)
        if role == QDialogButtonBox.StandardButton.Apply:
            self.apply()
        elif role == QDialogButtonBox.StandardButton.RestoreDefaults:
            self._options.clear()
            self._seats = []
            self.set_settings(AppSettings())

    def apply(self) -> bool:
        """Emit :attr:`settings_changed` if anything changed since the last apply."""
        new = self.settings().validated()
        if new == self._applied:
            return False
        self._applied = new.copy()
        self._changed()
        self.settings_changed.emit(new)
        return True

    def accept(self) -> None:
        self.apply()
        super().accept()


def _fit_text(combo: QComboBox) -> None:
    """The combo takes the width of its longest entry, again whenever an entry changes (a
    language switch), so no entry is cut."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)


def _select(combo: QComboBox, value: Any, *, add: bool = False) -> None:
    """Select the item whose data is ``value`` (optionally adding it, for unknown values)."""
    index = combo.findData(value)
    if index < 0 and add:
        combo.addItem(str(value), value)
        index = combo.count() - 1
    if index >= 0:
        combo.setCurrentIndex(index)
