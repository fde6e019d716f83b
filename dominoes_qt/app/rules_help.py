"""The rules help window, and the readable names of games, families and option values.

The rules layer marks its names, descriptions and help texts with ``QT_TRANSLATE_NOOP`` under
the contexts ``"games"`` and ``"options"``, and names option choices in ``rules/names.py``; the
helpers here translate them for display.  The new-game dialog and preferences share them, and
``tools/gen_rules_doc.py`` writes the same names into ``docs/rules.md``.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import labelled
from dominoes_qt.rules import GameDef, OptionSpec, all_games, find_game, names
from dominoes_qt.rules.catalogue import plain_value

# -- families ------------------------------------------------------------------------------

FAMILY_CONTEXT = names.FAMILY_CONTEXT
FAMILIES = names.FAMILIES


def family_title(family: str) -> str:
    return names.family_label(family, QCoreApplication.translate)


def games_by_family() -> list[tuple[str, list[GameDef]]]:
    """Every game of the catalogue, grouped by family in display order (empty groups left out)."""
    games = all_games()
    order = [key for key, _ in FAMILIES]
    order += sorted({g.family for g in games} - set(order))
    groups = [(family, [g for g in games if g.family == family]) for family in order]
    return [(family, members) for family, members in groups if members]


# -- names and texts of the rules layer ----------------------------------------------------

def game_name(game: GameDef) -> str:
    return QCoreApplication.translate("games", game.name)


def game_description(game: GameDef) -> str:
    return QCoreApplication.translate("games", game.description)


def game_rules_text(game: GameDef) -> str:
    return QCoreApplication.translate("games", game.rules_text) if game.rules_text else ""


def option_label(spec: OptionSpec) -> str:
    return QCoreApplication.translate("options", spec.label)


def option_help(spec: OptionSpec) -> str:
    return QCoreApplication.translate("options", spec.help) if spec.help else ""


CHOICE_CONTEXT = names.CHOICE_CONTEXT


def choice_text(spec: OptionSpec, value: Any) -> str:
    """Readable text for one value of an option (the names live in ``rules/names.py``)."""
    plain = plain_value(value)
    if spec.key == "hand_bonus" and isinstance(plain, int) and not isinstance(plain, bool) \
            and plain != 0:
        return english_plural(
            QCoreApplication.translate("choices", "%n point(s)", "", plain), plain)
    return names.choice_label(spec.key, plain, QCoreApplication.translate)


english_plural = names.english_plural


def set_name(set_n: int) -> str:
    return names.set_label(set_n, QCoreApplication.translate)


def counts_text(counts: tuple[int, ...]) -> str:
    """"2 to 4", "3 or 4", "4": a readable list of player counts."""
    return names.counts_label(counts, QCoreApplication.translate)


# -- the dialog ------------------------------------------------------------------------------

class RulesHelpDialog(QDialog):
    """The rules of one game in a readable page, with a combo to read any other game's rules.

    Non-modal: ``show()`` it beside the table or the new-game dialog; ``show_game()`` switches.
    Without a ``game_id`` (or with an unknown one) it opens on the first game of the list.
    """

    def __init__(self, parent: QWidget | None = None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.setModal(False)

        self.game_combo = QComboBox(self)
        self.game_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for family, games in games_by_family():
            if self.game_combo.count():
                self.game_combo.insertSeparator(self.game_combo.count())
            for game in games:
                self.game_combo.addItem(game_name(game), game.id)
                self.game_combo.setItemData(self.game_combo.count() - 1,
                                            family_title(family), Qt.ItemDataRole.ToolTipRole)
        game_label = QLabel(self.tr("&Game:"), self)
        game_label.setBuddy(self.game_combo)

        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDocumentMargin(14)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(game_label)
        top.addWidget(self.game_combo)
        top.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        self.game_combo.currentIndexChanged.connect(self._show_current)
        self._built = True
        if game_id and self.game_combo.findData(game_id) >= 0:
            self.show_game(game_id)
        self._show_current()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(640, 600)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """The game list and the page in the new language, on the same game."""
        if not getattr(self, "_built", False):   # a language change while still being built
            return
        for family, games in games_by_family():
            for game in games:
                index = self.game_combo.findData(game.id)
                if index >= 0:
                    self.game_combo.setItemText(index, game_name(game))
                    self.game_combo.setItemData(index, family_title(family),
                                                Qt.ItemDataRole.ToolTipRole)
        self._show_current()

    # -- our API -----------------------------------------------------------------------------
    def game_id(self) -> str:
        return str(self.game_combo.currentData())

    def show_game(self, game_id: str) -> None:
        """Show the rules of ``game_id`` (raises InvalidOptionError for an unknown id)."""
        find_game(game_id)
        index = self.game_combo.findData(game_id)
        self.game_combo.setCurrentIndex(index)

    def html(self) -> str:
        return self.browser.toHtml()

    def plain_text(self) -> str:
        return self.browser.toPlainText()

    # -- building the page -------------------------------------------------------------------
    def _show_current(self) -> None:
        game = find_game(self.game_id())
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", game_name(game)))
        self.browser.setHtml(self.rules_html(game))

    def rules_html(self, game: GameDef) -> str:
        e = html.escape
        parts = [f"<h2>{e(game_name(game))}</h2>",
                 f"<p style='margin-bottom:10px'><i>{e(game_description(game))}</i></p>"]
        facts = [(self.tr("Kind of game"), family_title(game.family)),
                 (self.tr("Players"), self._players_text(game)),
                 (self.tr("Tile sets"), ", ".join(set_name(n) for n in game.sets))]
        if game.teams_only:
            facts.append((self.tr("Partnerships"),
                          self.tr("always two teams of two, partners sit opposite")))
        elif game.partnership_counts:
            counts = counts_text(game.partnership_counts)
            facts.append((self.tr("Partnerships"),
                          self.tr("with %1 players, partners sit opposite").replace("%1", counts)))
        rows = "".join(
            f"<tr><td style='padding-right:12px'><b>{e(k)}</b></td><td>{e(v)}</td></tr>"
            for k, v in facts)
        parts.append(f"<table cellspacing='2'>{rows}</table>")
        rules = game_rules_text(game)
        if rules:
            how_to_play = self.tr("How to play")   # not inside the f-string: lupdate skips those
            parts.append(f"<h3>{e(how_to_play)}</h3><p>{e(rules)}</p>")
        options = game.settable_options()
        if options:
            options_title, usually = self.tr("Options"), self.tr("usually")
            parts.append(f"<h3>{e(options_title)}</h3>")
            for spec in options:
                default = choice_text(spec, spec.default)
                parts.append(
                    f"<p style='margin-bottom:6px'><b>{e(option_label(spec))}</b> "
                    f"<span style='color:gray'>— {e(labelled(usually, default))}</span>")
                help_text = option_help(spec)
                if help_text:
                    parts.append(f"<br/>{e(help_text)}")
                parts.append("</p>")
        return "\n".join(parts)

    def _players_text(self, game: GameDef) -> str:
        per_set = {n: game.allowed_players(n) for n in game.sets}
        if len(set(per_set.values())) == 1:
            return counts_text(game.players)
        return "; ".join(
            self.tr("%1 with %2").replace("%1", counts_text(c)).replace("%2", set_name(n).lower())
            for n, c in per_set.items())
