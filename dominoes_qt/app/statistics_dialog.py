"""The Statistics dialog: one table per game played, and resets that ask before they forget.

It reads a :class:`~dominoes_qt.storage.statistics.Statistics` object and resets through it, so
the file is updated by the storage layer alone.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import is_language_change
from dominoes_qt.app.rules_help import game_name
from dominoes_qt.rules import find_game
from dominoes_qt.rules.catalogue import is_solitaire
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.storage.statistics import GameStats, Statistics, is_online, offline_id


def display_game_name(game_id: str) -> str:
    """The translated name of a game, or its id if the catalogue no longer has it; a game
    played at network tables is named so ("Partnership (online)")."""
    own = offline_id(game_id)
    try:
        name = game_name(find_game(own))
    except RulesError:
        name = own
    if is_online(game_id):
        return QCoreApplication.translate("StatisticsDialog", "%1 (online)").replace("%1", name)
    return name


class StatisticsDialog(QDialog):
    """Shows every game's statistics; Reset and Reset All ask for confirmation first."""

    #: Emitted after a reset, with the game id (empty for all games).
    statistics_reset = Signal(str)

    def __init__(self, parent: QWidget | None, stats: Statistics) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.resize(480, 420)
        self.stats = stats

        self.tabs = QTabWidget(self)
        self.empty_label = QLabel(self.tr("No games finished yet."), self)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.reset_button = QPushButton(self.tr("&Reset…"), self)
        self.reset_button.setToolTip(self.tr("Forget the statistics of the game shown"))
        self.reset_all_button = QPushButton(self.tr("Reset &All…"), self)
        self.reset_all_button.setToolTip(self.tr("Forget the statistics of every game"))
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.reset_all_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.reset_current)
        self.reset_all_button.clicked.connect(self.reset_all)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.empty_label)
        layout.addWidget(self.buttons)
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if is_language_change(event):
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """The tables (game names, row labels, numbers in the new locale) in the new language."""
        if hasattr(self, "reset_all_button"):
            self.refresh()

    # -- content ---------------------------------------------------------------------------

    def refresh(self, select: str | None = None) -> None:
        """Rebuild the tables from the statistics (after a reset, or new results)."""
        select = select or self.current_game_id()
        self.tabs.clear()
        for game_id in self.stats.game_ids():
            table = self._table(self.stats.game(game_id), game_id)
            table.setObjectName(game_id)
            self.tabs.addTab(table, display_game_name(game_id))
            if game_id == select:
                self.tabs.setCurrentWidget(table)
        has_games = self.tabs.count() > 0
        self.tabs.setVisible(has_games)
        self.empty_label.setVisible(not has_games)
        self.reset_button.setEnabled(has_games)
        self.reset_all_button.setEnabled(has_games)

    def rows(self, stats: GameStats, game_id: str = "") -> list[tuple[str, str]]:
        """(label, value) for every number shown, in order."""
        dash = "–"
        if is_solitaire(game_id):
            # a solitaire is one game a deal: played, won, best (most tiles cleared), streaks
            return [
                (self.tr("Games played"), str(stats.matches_played)),
                (self.tr("Games won"), self._with_rate(stats.matches_won, stats.matches_played)),
                (self.tr("Most tiles cleared"),
                 dash if stats.best_score is None else str(stats.best_score)),
                (self.tr("Current winning streak"), str(stats.current_streak)),
                (self.tr("Best winning streak"), str(stats.best_streak)),
                (self.tr("Undos"), str(stats.undo_uses)),
            ]
        average = stats.average_score
        return [
            (self.tr("Hands played"), str(stats.hands_played)),
            (self.tr("Hands won"), self._with_rate(stats.hands_won, stats.hands_played)),
            (self.tr("Matches played"), str(stats.matches_played)),
            (self.tr("Matches won"), self._with_rate(stats.matches_won, stats.matches_played)),
            (self.tr("Best score"), dash if stats.best_score is None else str(stats.best_score)),
            (self.tr("Average score"),
             dash if average is None else QLocale().toString(average, "f", 1)),
            (self.tr("Current winning streak"), str(stats.current_streak)),
            (self.tr("Best winning streak"), str(stats.best_streak)),
            (self.tr("Undos"), str(stats.undo_uses)),
            (self.tr("Matches with undo"), str(stats.matches_with_undo)),
            (self.tr("Matches with the tile tracker"), str(stats.assisted_matches)),
            (self.tr("Coach's accuracy, last 20 hands"), self._accuracy(stats.recent_accuracy())),
            (self.tr("Coach's accuracy, earlier hands"), self._accuracy(
                sum(stats.accuracy[:-20]) / len(stats.accuracy[:-20])
                if stats.accuracy[:-20] else None)),
        ]

    def _accuracy(self, value: float | None) -> str:
        if value is None:
            return "–"
        return self.tr("%1%").replace("%1", QLocale().toString(value, "f", 0))

    def _with_rate(self, won: int, played: int) -> str:
        if not played:
            return str(won)
        return self.tr("%1 (%2%)").replace("%1", str(won)).replace(
            "%2", str(round(100 * won / played)))

    def _table(self, stats: GameStats, game_id: str = "") -> QTableWidget:
        rows = self.rows(stats, game_id)
        table = QTableWidget(len(rows), 2, self)
        table.setHorizontalHeaderLabels([self.tr("Statistic"), self.tr("Value")])
        table.verticalHeader().setVisible(False)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, (label, value) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(label))
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(row, 1, item)
        return table

    def current_game_id(self) -> str | None:
        widget = self.tabs.currentWidget()
        return widget.objectName() if widget is not None else None

    def table(self, game_id: str) -> QTableWidget | None:
        """The table of one game, if shown (for tests)."""
        for i in range(self.tabs.count()):
            widget = self.tabs.widget(i)
            if isinstance(widget, QTableWidget) and widget.objectName() == game_id:
                return widget
        return None

    # -- resets ----------------------------------------------------------------------------

    def _confirm(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(
            self, title, text,
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Reset

    def reset_current(self) -> bool:
        """Reset the game shown, after asking; True if it was reset."""
        game_id = self.current_game_id()
        if game_id is None:
            return False
        text = self.tr("Forget all statistics of %1? This cannot be undone.").replace(
            "%1", display_game_name(game_id))
        if not self._confirm(self.tr("Reset Statistics"), text):
            return False
        self.stats.reset(game_id)
        self.refresh()
        self.statistics_reset.emit(game_id)
        return True

    def reset_all(self) -> bool:
        """Reset every game, after asking; True if it was reset."""
        text = self.tr("Forget the statistics of every game? This cannot be undone.")
        if not self._confirm(self.tr("Reset All Statistics"), text):
            return False
        self.stats.reset()
        self.refresh()
        self.statistics_reset.emit("")
        return True
