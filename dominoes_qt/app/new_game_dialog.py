"""The New Game dialog: choose a game, the players, the set and the game's options.

Left, every game of the catalogue grouped by family with its one-line description; right, the
settings of the selected game, generated from its :class:`~dominoes_qt.rules.OptionSpec` list.
The combination is checked with ``GameDef.configure`` as it changes: a combination the game
cannot play shows the reason under the settings and disables the Deal button.

The last choices are remembered in ``QSettings`` (group ``new_game``: the last game id, and per
game the players, set, seats and options) and restored next time; an ``initial`` setup given
to the constructor overrides them.

This module is the dialog's shell (the game list, the settings panel, switching games,
checking the combination); its parts are :mod:`.new_game_seats` (who plays each seat),
:mod:`.new_game_options` (the rules and scoring widgets) and :mod:`.new_game_drafts` (each
game's draft and the remembered choices).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QFont, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
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
from dominoes_qt.app.new_game_drafts import Draft, NewGameDrafts
from dominoes_qt.app.new_game_options import NewGameOptions
from dominoes_qt.app.new_game_seats import NewGameSeats
from dominoes_qt.app.players import computer_levels, default_level
from dominoes_qt.app.rules_help import (
    RulesHelpDialog,
    family_title,
    game_description,
    game_name,
    games_by_family,
    set_name,
)
from dominoes_qt.app.translated_parts import TranslatedParts
from dominoes_qt.rules import GameDef, InvalidOptionError, find_game
from dominoes_qt.rules.tiles import set_count
from dominoes_qt.session import GameSetup

SETTINGS_GROUP = "new_game"


class NewGameDialog(TranslatedParts, NewGameSeats, NewGameOptions, NewGameDrafts, QDialog):
    """Choose the game to deal.  After ``exec()`` returns Accepted, :meth:`setup` describes it."""

    #: The QSettings group of the remembered choices (the Play Online dialog keeps its own).
    settings_group = SETTINGS_GROUP

    def __init__(self, parent: QWidget | None = None, initial: GameSetup | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Game"))
        self.levels = computer_levels()
        self._default_level = default_level(self.levels)
        self._game: GameDef | None = None
        self._drafts: dict[str, Draft] = {}
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

    def _apply_draft(self, game: GameDef, draft: Draft) -> None:
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


__all__ = ["NewGameDialog"]
