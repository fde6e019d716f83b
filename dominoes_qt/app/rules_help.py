"""The rules help window, and the readable names of games, families and option values.

The rules layer marks its names, descriptions and help texts with ``QT_TRANSLATE_NOOP`` under
the contexts ``"games"`` and ``"options"``; the helpers here translate them for display, and add
readable text for option choices whose stable values ("until-playable") are meant for files and
command lines rather than for players.  The new-game dialog shares these helpers.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSize, Qt
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

from dominoes_qt.rules import GameDef, OptionSpec, all_games, find_game
from dominoes_qt.rules.catalogue import plain_value

# -- families ------------------------------------------------------------------------------

FAMILY_CONTEXT = "families"
#: Display order and titles of the game families; unknown families follow as "Other games".
FAMILIES: tuple[tuple[str, str], ...] = (
    ("block", QT_TRANSLATE_NOOP("families", "Block and draw games")),
    ("scoring", QT_TRANSLATE_NOOP("families", "Scoring games")),
    ("blind", QT_TRANSLATE_NOOP("families", "Blind dominoes")),
)
_OTHER_FAMILY = QT_TRANSLATE_NOOP("families", "Other games")


def family_title(family: str) -> str:
    for key, title in FAMILIES:
        if key == family:
            return QCoreApplication.translate(FAMILY_CONTEXT, title)
    return QCoreApplication.translate(FAMILY_CONTEXT, _OTHER_FAMILY)


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


CHOICE_CONTEXT = "choices"
#: Readable text for option choices, by (option key, stable value).
_CHOICES: dict[tuple[str, Any], str] = {
    ("tie_rule", "no-score"): QT_TRANSLATE_NOOP("choices", "Nobody scores"),
    ("tie_rule", "blocker-loses"): QT_TRANSLATE_NOOP("choices", "The side that blocked loses"),
    ("draw", "until-playable"): QT_TRANSLATE_NOOP("choices", "Draw until a tile fits"),
    ("draw", "one-then-play"): QT_TRANSLATE_NOOP("choices", "Draw one; play it if it fits"),
    ("draw", "one-then-end"): QT_TRANSLATE_NOOP("choices", "Draw one; the turn ends"),
    ("draw", "none"): QT_TRANSLATE_NOOP("choices", "No drawing: pass"),
    ("spinners", "all"): QT_TRANSLATE_NOOP("choices", "Every double"),
    ("spinners", "first"): QT_TRANSLATE_NOOP("choices", "The first double only"),
    ("spinners", "none"): QT_TRANSLATE_NOOP("choices", "No spinners"),
    ("spinners", "cross"): QT_TRANSLATE_NOOP("choices", "The lead double forms a cross"),
    ("blocked_formula", "diff-once"):
        QT_TRANSLATE_NOOP("choices", "The others' pips minus yours (Classic)"),
    ("blocked_formula", "diff-each"):
        QT_TRANSLATE_NOOP("choices", "Yours subtracted from each (Leaflet)"),
    ("lead", "high-double"): QT_TRANSLATE_NOOP("choices", "Highest double (redeal if none)"),
    ("lead", "low-double"): QT_TRANSLATE_NOOP("choices", "Lowest double"),
    ("lead", "fixed-66"): QT_TRANSLATE_NOOP("choices", "The double-six"),
    ("lead", "high-double-any"):
        QT_TRANSLATE_NOOP("choices", "Highest double's holder, any tile"),
    ("lead", "by-lot"): QT_TRANSLATE_NOOP("choices", "Drawn by lot, any tile"),
    ("lead", "chosen"): QT_TRANSLATE_NOOP("choices", "The chosen player, any tile"),
    ("lead", "highest-tile"): QT_TRANSLATE_NOOP("choices", "Highest double, else heaviest tile"),
    ("scoring", "pips"): QT_TRANSLATE_NOOP("choices", "The losers' pips"),
    ("scoring", "hand-point"): QT_TRANSLATE_NOOP("choices", "One point per hand won"),
    ("blocked_award", "opponent-pips"): QT_TRANSLATE_NOOP("choices", "The other team's pips"),
    ("blocked_award", "all-pips"): QT_TRANSLATE_NOOP("choices", "Every pip left"),
    ("style", "face-value"): QT_TRANSLATE_NOOP("choices", "Face value (15 scores 15)"),
    ("style", "pub"): QT_TRANSLATE_NOOP("choices", "Pub (15 scores 8, 61 up)"),
    ("length", "one-hand"): QT_TRANSLATE_NOOP("choices", "A single hand"),
    ("length", "to-100"): QT_TRANSLATE_NOOP("choices", "Hands until someone has 100"),
    ("end_rounding", "fives-total"):
        QT_TRANSLATE_NOOP("choices", "All opponents together, rounded"),
    ("end_rounding", "fives-each"): QT_TRANSLATE_NOOP("choices", "Each opponent, rounded"),
    ("end_rounding", "fives-floor"): QT_TRANSLATE_NOOP("choices", "Never rounded up"),
    ("end_rounding", "fives-diff"):
        QT_TRANSLATE_NOOP("choices", "Minus the winner's pips when blocked"),
}


def choice_text(spec: OptionSpec, value: Any) -> str:
    """Readable text for one value of an option (bools as yes/no, enums by their meaning)."""
    plain = plain_value(value)
    if isinstance(plain, bool):
        return (QCoreApplication.translate(CHOICE_CONTEXT, "Yes") if plain
                else QCoreApplication.translate(CHOICE_CONTEXT, "No"))
    text = _CHOICES.get((spec.key, plain))
    if text is not None:
        return QCoreApplication.translate(CHOICE_CONTEXT, text)
    if spec.key == "hand_bonus" and isinstance(plain, int):
        if plain == 0:
            return QCoreApplication.translate(CHOICE_CONTEXT, "No bonus")
        return english_plural(
            QCoreApplication.translate(CHOICE_CONTEXT, "%n point(s)", "", plain), plain)
    if spec.key == "hand_size" and plain == 0:
        return QCoreApplication.translate(CHOICE_CONTEXT, "The game's usual number")
    if isinstance(plain, str):
        words = plain.replace("-", " ").replace("_", " ").strip()
        return words[:1].upper() + words[1:]
    return str(plain)


def english_plural(text: str, n: int) -> str:
    """Resolve a "(s)" left in an untranslated ``tr("%n tile(s)", "", n)`` result.

    Plurals are marked the Qt way so translators can give every form; without a translation
    the English source comes back as written, and this turns "1 tile(s)" into "1 tile" and
    "5 tile(s)" into "5 tiles".
    """
    return text.replace("(s)", "" if n == 1 else "s")


SET_NAMES: dict[int, str] = {
    6: QT_TRANSLATE_NOOP("choices", "Double-six"),
    9: QT_TRANSLATE_NOOP("choices", "Double-nine"),
    12: QT_TRANSLATE_NOOP("choices", "Double-twelve"),
}


def set_name(set_n: int) -> str:
    text = SET_NAMES.get(set_n)
    if text is None:
        return QCoreApplication.translate(CHOICE_CONTEXT, "Double-%1").replace("%1", str(set_n))
    return QCoreApplication.translate(CHOICE_CONTEXT, text)


def counts_text(counts: tuple[int, ...]) -> str:
    """"2 to 4", "3 or 4", "4": a readable list of player counts."""
    if len(counts) == 1:
        return str(counts[0])
    if list(counts) == list(range(counts[0], counts[-1] + 1)) and len(counts) > 2:
        return (QCoreApplication.translate(CHOICE_CONTEXT, "%1 to %2")
                .replace("%1", str(counts[0])).replace("%2", str(counts[-1])))
    head = ", ".join(map(str, counts[:-1]))
    return (QCoreApplication.translate(CHOICE_CONTEXT, "%1 or %2")
            .replace("%1", head).replace("%2", str(counts[-1])))


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
        if game_id and self.game_combo.findData(game_id) >= 0:
            self.show_game(game_id)
        self._show_current()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(640, 600)

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
        if game.partnership_counts:
            counts = counts_text(game.partnership_counts)
            facts.append((self.tr("Partnerships"),
                          self.tr("with %1 players, partners sit opposite").replace("%1", counts)))
        rows = "".join(
            f"<tr><td style='padding-right:12px'><b>{e(k)}</b></td><td>{e(v)}</td></tr>"
            for k, v in facts)
        parts.append(f"<table cellspacing='2'>{rows}</table>")
        rules = game_rules_text(game)
        if rules:
            parts.append(f"<h3>{e(self.tr('How to play'))}</h3><p>{e(rules)}</p>")
        options = game.all_options()
        if options:
            parts.append(f"<h3>{e(self.tr('Options'))}</h3>")
            for spec in options:
                default = choice_text(spec, spec.default)
                parts.append(
                    f"<p style='margin-bottom:6px'><b>{e(option_label(spec))}</b> "
                    f"<span style='color:gray'>— {e(self.tr('usually'))}: {e(default)}</span>")
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
