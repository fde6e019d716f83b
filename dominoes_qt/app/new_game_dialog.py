"""The New Game dialog: choose a game, the players, the set and the game's options.

Left, every game of the catalogue grouped by family with its one-line description; right, the
settings of the selected game, generated from its :class:`~dominoes_qt.rules.OptionSpec` list.
The combination is checked with ``GameDef.configure`` as it changes: a combination the game
cannot play shows the reason under the settings and disables the Deal button.

The last choices are remembered in ``QSettings`` (group ``new_game``: the last game id, and per
game the players, set, seats and options) and restored next time; an ``initial`` setup given
to the constructor overrides them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QSize,
    Qt,
)
from PySide6.QtGui import QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.game_list import (
    DESCRIPTION_ROLE,
    FAMILY_ROLE,
    GAME_ID_ROLE,
    HEADER_ROLE,
    GameListDelegate,
)
from dominoes_qt.app.i18n import is_language_change
from dominoes_qt.app.players import (
    computer_levels,
    default_level,
    default_seat_names,
    level_name,
    level_tooltip,
    you_name,
)
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.app.rules_help import (
    RulesHelpDialog,
    choice_text,
    family_title,
    game_description,
    game_name,
    games_by_family,
    option_help,
    option_label,
    set_name,
)
from dominoes_qt.rules import GameDef, InvalidOptionError, Lead, OptionSpec, find_game
from dominoes_qt.rules.catalogue import plain_value
from dominoes_qt.rules.tiles import set_count
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

SETTINGS_GROUP = "new_game"

# -- what the dialog remembers for one game --------------------------------------------------

@dataclass
class _Draft:
    players: int
    set_n: int
    seats: list[dict[str, str]] = field(default_factory=list)  # kind, level, name as typed
    options: dict[str, Any] = field(default_factory=dict)      # plain JSON values
    first_seat: int = 0                                         # games whose leader is chosen


def _seat_json(seat: SeatSpec) -> dict[str, str]:
    return {"kind": seat.kind, "level": seat.level, "name": seat.name}


# -- the dialog ------------------------------------------------------------------------------

class NewGameDialog(QDialog):
    """Choose the game to deal.  After ``exec()`` returns Accepted, :meth:`setup` describes it."""

    #: The QSettings group of the remembered choices (the Play Online dialog keeps its own).
    settings_group = SETTINGS_GROUP

    def __init__(self, parent: QWidget | None = None, initial: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        self.levels = computer_levels()
        self._default_level = default_level(self.levels)
        self._game: GameDef | None = None
        self._drafts: dict[str, _Draft] = {}
        self._loading = False
        self._rules_dialog: RulesHelpDialog | None = None
        #: One entry per seat: the name field and the player combo (public for tests).
        self.seat_name_edits: list[QLineEdit] = []
        self.seat_kind_combos: list[QComboBox] = []
        self._seat_labels: list[QLabel] = []
        #: The widget generated for each option of the selected game, by option key.
        self.option_widgets: dict[str, QWidget] = {}

        self._build_ui()

        start = self._remembered_game_id()
        if initial is not None:
            try:
                game = find_game(initial.game_id)
            except InvalidOptionError:
                pass
            else:
                start = game.id
                self._drafts[game.id] = self._draft_from_setup(game, initial)
        self.select_game(start)

    # -- building ------------------------------------------------------------------------
    def _build_ui(self) -> None:
        self.game_list = QListWidget(self)
        self.game_list.setItemDelegate(GameListDelegate(self.game_list))
        self.game_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.game_list.setUniformItemSizes(False)
        self.game_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.game_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.game_list.setMinimumWidth(250)
        self.game_list.setAccessibleName(self.tr("Games"))
        for family, all_games in games_by_family():
            games = [game for game in all_games if self._offers(game)]
            if not games:
                continue
            header = QListWidgetItem(family_title(family))
            header.setData(HEADER_ROLE, True)
            header.setData(FAMILY_ROLE, family)
            header.setFlags(Qt.ItemFlag.NoItemFlags)
            self.game_list.addItem(header)
            for game in games:
                item = QListWidgetItem(game_name(game))
                item.setData(GAME_ID_ROLE, game.id)
                item.setData(DESCRIPTION_ROLE, game_description(game))
                item.setToolTip(game_description(game))
                self.game_list.addItem(item)
        self.game_list.currentItemChanged.connect(self._on_game_item_changed)

        # Right: the selected game's settings, scrollable for games with many options.
        self.title_label = QLabel(self)
        title_font = QFont(self.font())
        title_font.setPointSizeF(max(title_font.pointSizeF(), 9.0) * 1.35)
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.description_label = QLabel(self)
        self.description_label.setWordWrap(True)
        self.description_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)

        self.players_combo = QComboBox(self)
        self.players_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.players_combo.setMinimumContentsLength(3)
        self.set_combo = QComboBox(self)
        self.set_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        table_form = QFormLayout()
        table_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        table_form.addRow(self.tr("&Players:"), self.players_combo)
        table_form.addRow(self.tr("&Tile set:"), self.set_combo)
        self.first_seat_combo = QComboBox(self)
        self.first_seat_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.first_seat_combo.setToolTip(self.tr("The player who turns up the first tile"))
        table_form.addRow(self.tr("&Starts:"), self.first_seat_combo)
        self._table_form = table_form

        self.seat_grid = QGridLayout()
        self.seat_grid.setHorizontalSpacing(8)
        self.seat_grid.setColumnStretch(1, 1)
        self.partnership_box = QCheckBox(self)
        self.partnership_label = QLabel(self)
        self.partnership_label.setWordWrap(True)
        self.partnership_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        partnership_row = QVBoxLayout()
        partnership_row.setSpacing(2)
        partnership_row.addWidget(self.partnership_box)
        partnership_row.addWidget(self.partnership_label)
        self.partnership_widget = QWidget(self)
        self.partnership_widget.setLayout(partnership_row)
        partnership_row.setContentsMargins(0, 4, 0, 0)

        table_group = QGroupBox(self.tr("At the table"), self)
        self.table_group = table_group
        table_layout = QVBoxLayout(table_group)
        table_layout.addLayout(table_form)
        table_layout.addSpacing(4)
        table_layout.addLayout(self.seat_grid)
        table_layout.addWidget(self.partnership_widget)

        self.options_group = QGroupBox(self.tr("Rules and scoring"), self)
        self.options_form = QFormLayout(self.options_group)
        self.options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)

        self.error_label = QLabel(self)
        self.error_label.setWordWrap(True)
        self.error_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.error_label.setStyleSheet(
            "QLabel { color: palette(window-text); background: rgba(220, 50, 47, 38);"
            " border: 1px solid rgba(220, 50, 47, 150); border-radius: 4px; padding: 6px; }")
        self.error_label.hide()

        panel = QWidget(self)
        panel_layout = QVBoxLayout(panel)
        panel_layout.setContentsMargins(12, 4, 12, 8)
        panel_layout.addWidget(self.title_label)
        panel_layout.addWidget(self.description_label)
        panel_layout.addSpacing(6)
        panel_layout.addWidget(table_group)
        panel_layout.addWidget(self.options_group)
        panel_layout.addStretch(1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(panel)
        self._scroll = scroll

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(scroll, 1)
        right_layout.addWidget(self.error_label)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.game_list)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        splitter.setSizes([300, 560])

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults, self)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.defaults_button = self.buttons.button(
            QDialogButtonBox.StandardButton.RestoreDefaults)
        self._name_buttons()
        self.rules_button = QPushButton(self.tr("&Rules…"), self)
        self.rules_button.setToolTip(self.tr("Read the rules of the selected game"))
        self.rules_button.setAutoDefault(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(self.restore_defaults)
        self.rules_button.clicked.connect(self.show_rules)

        bottom = QHBoxLayout()
        bottom.addWidget(self.rules_button)
        bottom.addWidget(self.buttons, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)

        self.players_combo.currentIndexChanged.connect(self._on_players_changed)
        self.set_combo.currentIndexChanged.connect(self._on_set_changed)
        self.partnership_box.toggled.connect(self._on_changed)
        self.first_seat_combo.currentIndexChanged.connect(self._on_changed)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(900, 640)

    def _offers(self, game: GameDef) -> bool:
        """Whether ``game`` is listed (every game here; Play Online lists the table games)."""
        return True

    def _name_buttons(self) -> None:
        self.ok_button.setText(self.tr("&Deal"))
        self.defaults_button.setText(self.tr("Res&et"))
        self.defaults_button.setToolTip(self.tr("Put this game's settings back to the usual"))

    # -- a live language switch ----------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        """A language change reaches the button box after this dialog, and the box then
        names its buttons in the standard way ("OK"): ours are named again after it."""
        handled = super().event(event)
        if is_language_change(event):
            self.retranslate_ui()
        return handled

    def retranslate_ui(self) -> None:
        """The texts made from the catalogue and the levels (the game list, the seats, the
        options) in the new language, the choices kept; static texts are re-translated by
        the language manager (app/i18n.py)."""
        if self._game is None:     # a language change while still being built
            return
        for row in range(self.game_list.count()):
            item = self.game_list.item(row)
            game_id = item.data(GAME_ID_ROLE)
            if game_id:
                game = find_game(str(game_id))
                item.setText(game_name(game))
                item.setData(DESCRIPTION_ROLE, game_description(game))
                item.setToolTip(game_description(game))
            elif item.data(FAMILY_ROLE):
                item.setText(family_title(str(item.data(FAMILY_ROLE))))
        draft = self._current_draft()
        self._clear_seats()        # their combos name the levels
        self._apply_draft(self._game, draft)
        self._name_buttons()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._reveal_current_game()

    def _reveal_current_game(self) -> None:
        """Scroll the list to show the chosen game, from the top of the list when it fits there.

        Scrolling to it while the dialog is being built, before the list has its size, left
        the list opened part-way down, the first entries (and their heading) out of sight.
        """
        games = self.game_list
        item = games.currentItem()
        if item is None:
            return
        games.doItemsLayout()
        games.verticalScrollBar().setValue(0)
        if not games.viewport().rect().contains(games.visualItemRect(item)):
            games.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtCenter)

    # -- public API ----------------------------------------------------------------------
    def game(self) -> GameDef:
        assert self._game is not None
        return self._game

    def game_id(self) -> str:
        return self.game().id

    def game_ids(self) -> list[str]:
        """The games of the list, in display order."""
        ids = []
        for row in range(self.game_list.count()):
            game_id = self.game_list.item(row).data(GAME_ID_ROLE)
            if game_id:
                ids.append(str(game_id))
        return ids

    def select_game(self, game_id: str) -> None:
        for row in range(self.game_list.count()):
            item = self.game_list.item(row)
            if item.data(GAME_ID_ROLE) == game_id:
                self.game_list.setCurrentItem(item)
                self.game_list.scrollToItem(item)
                return
        raise InvalidOptionError(f"unknown game {game_id!r}")

    def players(self) -> int:
        return int(self.players_combo.currentData())

    def set_players(self, players: int) -> None:
        index = self.players_combo.findData(players)
        if index < 0:
            raise InvalidOptionError(f"{self.game_id()} cannot be played by {players}")
        self.players_combo.setCurrentIndex(index)

    def set_n(self) -> int:
        return int(self.set_combo.currentData())

    def set_set_n(self, set_n: int) -> None:
        index = self.set_combo.findData(set_n)
        if index < 0:
            raise InvalidOptionError(f"{self.game_id()} is not played with double-{set_n}")
        self.set_combo.setCurrentIndex(index)

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

    def setup(self) -> GameSetup:
        return GameSetup(self.game_id(), self.players(), self.set_n(),
                         options=self.option_values(), seats=self.seat_specs(),
                         first_seat=self.first_seat())

    def error_text(self) -> str:
        """The reason the current combination cannot be played ("" when it can)."""
        return self.error_label.text() if not self.error_label.isHidden() else ""

    def is_valid(self) -> bool:
        return self.ok_button.isEnabled()

    def restore_defaults(self) -> None:
        """Put the selected game's players, set, seats and options back to the game's usual."""
        game = self.game()
        self._drafts.pop(game.id, None)
        self._apply_draft(game, self._default_draft(game))

    def show_rules(self) -> RulesHelpDialog:
        """Open (or raise) the non-modal rules window on the selected game."""
        if self._rules_dialog is None:
            self._rules_dialog = RulesHelpDialog(self, self.game_id())
        else:
            self._rules_dialog.show_game(self.game_id())
        self._rules_dialog.show()
        self._rules_dialog.raise_()
        self._rules_dialog.activateWindow()
        return self._rules_dialog

    def accept(self) -> None:
        if not self._validate():
            return
        self._remember()
        super().accept()

    # -- switching games -------------------------------------------------------------------
    def _on_game_item_changed(self, current: QListWidgetItem | None,
                              previous: QListWidgetItem | None) -> None:
        if current is None or not current.data(GAME_ID_ROLE):
            return
        if self._game is not None:
            self._drafts[self._game.id] = self._current_draft()
        game = find_game(str(current.data(GAME_ID_ROLE)))
        draft = self._drafts.get(game.id) or self._remembered_draft(game) or \
            self._default_draft(game)
        self._apply_draft(game, draft)

    def _apply_draft(self, game: GameDef, draft: _Draft) -> None:
        draft = self._sanitised(game, draft)
        self._loading = True
        try:
            self._game = game
            self.title_label.setText(game_name(game))
            self.description_label.setText(game_description(game))
            self.set_combo.clear()
            for n in game.sets:
                self.set_combo.addItem(
                    self.tr("%1 (%n tiles)", "", set_count(n)).replace("%1", set_name(n)), n)
            self.set_combo.setCurrentIndex(self.set_combo.findData(draft.set_n))
            self.set_combo.setEnabled(len(game.sets) > 1)
            self._fill_players(draft.players)
            self._build_seats(draft.seats)
            self._build_options(draft.options)
            self._update_first_seat(draft.first_seat)
            self._show_table_rows(game)
            if self._rules_dialog is not None and self._rules_dialog.isVisible():
                self._rules_dialog.show_game(game.id)
        finally:
            self._loading = False
        self._on_changed()
        self._scroll.verticalScrollBar().setValue(0)

    def _show_table_rows(self, game: GameDef) -> None:
        """A solitaire has no table to set: no players, no seats, no one to start; its tile
        set is shown only when there is a choice."""
        solo = game.is_solitaire
        self._table_form.setRowVisible(self.players_combo, not solo)
        self._table_form.setRowVisible(self.set_combo, not solo or len(game.sets) > 1)
        for widget in (*self._seat_labels, *self.seat_name_edits, *self.seat_kind_combos):
            widget.setVisible(not solo)
        self.table_group.setVisible(not solo or len(game.sets) > 1)

    def _fill_players(self, wanted: int) -> None:
        game = self.game()
        allowed = game.allowed_players(self.set_n())
        if wanted not in allowed:
            wanted = game.default_players if game.default_players in allowed else allowed[0]
        blocked = self.players_combo.blockSignals(True)
        self.players_combo.clear()
        for n in allowed:
            self.players_combo.addItem(str(n), n)
        self.players_combo.setCurrentIndex(self.players_combo.findData(wanted))
        self.players_combo.setEnabled(len(allowed) > 1)
        self.players_combo.blockSignals(blocked)

    def _on_set_changed(self) -> None:
        if self._loading or self._game is None or self.set_combo.currentIndex() < 0:
            return
        self._fill_players(self.players())
        self._on_players_changed()

    def _on_players_changed(self) -> None:
        if self._loading or self._game is None or self.players_combo.currentIndex() < 0:
            return
        seats = self._current_seats()
        self._build_seats(seats)
        self._on_changed()

    # -- seats ---------------------------------------------------------------------------------
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

    # -- options -------------------------------------------------------------------------------
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

    # -- partnership -------------------------------------------------------------------------
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

    # -- validation ----------------------------------------------------------------------------
    def _on_changed(self) -> None:
        if self._loading or self._game is None:
            return
        self._update_first_seat(self.first_seat_combo.currentIndex())
        self._update_hand_size_text()
        self._update_partnership_text()
        self._validate()

    def _validate(self) -> bool:
        message = ""
        try:
            self.game().configure(self.players(), self.set_n(), self.option_values())
        except InvalidOptionError as exc:
            message = self.tr("This combination cannot be dealt: %1").replace("%1", str(exc))
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))
        self.ok_button.setEnabled(not message)
        return not message

    # -- drafts and remembered choices -------------------------------------------------------
    def _default_draft(self, game: GameDef) -> _Draft:
        players = game.default_players
        return _Draft(players, game.default_set,
                      [self._default_seat(i) for i in range(players)], game.defaults())

    def _draft_from_setup(self, game: GameDef, setup: GameSetup) -> _Draft:
        options = game.defaults()
        options.update({k: plain_value(v) for k, v in setup.options.items()})
        return _Draft(setup.players, setup.set_n, [_seat_json(s) for s in setup.seats], options,
                      setup.first_seat)

    def _current_draft(self) -> _Draft:
        return _Draft(self.players(), self.set_n(), self._current_seats(), self.option_values(),
                      self.first_seat())

    def _sanitised(self, game: GameDef, draft: _Draft) -> _Draft:
        """The draft with anything this game does not offer replaced by its defaults."""
        set_n = draft.set_n if draft.set_n in game.sets else game.default_set
        allowed = game.allowed_players(set_n)
        players = draft.players if draft.players in allowed else (
            game.default_players if game.default_players in allowed else allowed[0])
        options = game.defaults()
        for key, raw in draft.options.items():
            try:
                options[key] = plain_value(game.option(key).parse(raw))
            except InvalidOptionError:
                continue
        seats = [s for s in draft.seats if isinstance(s, dict)]
        first = draft.first_seat if 0 <= draft.first_seat < players else 0
        return _Draft(players, set_n, seats, options, first)

    def _remembered_game_id(self) -> str:
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        game_id = str(settings.value("last_game", "") or "")
        settings.endGroup()
        ids = self.game_ids()
        return game_id if game_id in ids else ids[0]

    def _remembered_draft(self, game: GameDef) -> _Draft | None:
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        settings.beginGroup(game.id)
        try:
            if not settings.contains("players"):
                return None
            players = int(str(settings.value("players")))
            set_n = int(str(settings.value("set", game.default_set)))
            seats = json.loads(str(settings.value("seats", "[]")))
            options = json.loads(str(settings.value("options", "{}")))
            if not isinstance(seats, list) or not isinstance(options, dict):
                return None
            clean_seats = [
                {k: str(s.get(k, "")) for k in ("kind", "level", "name")}
                for s in seats if isinstance(s, dict)]
            first_seat = int(str(settings.value("first_seat", 0)))
            return _Draft(players, set_n, clean_seats, options, first_seat)
        except (TypeError, ValueError):
            return None
        finally:
            settings.endGroup()
            settings.endGroup()

    def _remember(self) -> None:
        draft = self._current_draft()
        settings = open_settings()
        settings.beginGroup(self.settings_group)
        settings.setValue("last_game", self.game_id())
        settings.beginGroup(self.game_id())
        settings.setValue("players", draft.players)
        settings.setValue("set", draft.set_n)
        settings.setValue("seats", json.dumps(draft.seats))
        settings.setValue("options", json.dumps(draft.options))
        settings.setValue("first_seat", draft.first_seat)
        settings.endGroup()
        settings.endGroup()
        settings.sync()


__all__ = ["NewGameDialog"]
