"""Rule options and results of issue 12 as the player meets them: the New Game dialog's
widgets for later leads, Muggins! claims and option-dependent targets, and the hand summary of
a shared win (pytest-qt, offscreen)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QComboBox, QSpinBox  # noqa: E402

from dominoes_qt.app.hand_summary import HandSummaryDialog  # noqa: E402
from dominoes_qt.app.new_game_dialog import NewGameDialog  # noqa: E402
from dominoes_qt.app.players import default_seat_names, you_name  # noqa: E402
from dominoes_qt.app.rules_help import RulesHelpDialog  # noqa: E402
from dominoes_qt.rules import Match, configure  # noqa: E402
from dominoes_qt.rules.settings import Claims  # noqa: E402


@pytest.fixture(autouse=True)
def temp_settings(tmp_path: Path) -> Iterator[Path]:
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    yield tmp_path
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


def dialog_for(qtbot, game_id: str, players: int | None = None) -> NewGameDialog:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.select_game(game_id)
    if players is not None:
        dialog.set_players(players)
    return dialog


def choose(combo: QComboBox, value: str) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


# -- New Game dialog ---------------------------------------------------------------------------

def test_partnership_block_offers_the_lead_of_later_hands(qtbot) -> None:
    dialog = dialog_for(qtbot, "partnership")
    combo = dialog.option_widgets["later_leads"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "The 6-6 holder, with the 6-6", "Passes to the left each hand", "The last hand's winner"]
    assert dialog.setup().settings().rotate_lead is False
    choose(combo, "rotate")
    assert dialog.is_valid() and dialog.setup().settings().rotate_lead
    choose(combo, "winner")
    settings = dialog.setup().settings()
    assert settings.previous_winner_leads and not settings.rotate_lead


def test_partnership_block_cannot_be_played_without_teams(qtbot) -> None:
    dialog = dialog_for(qtbot, "partnership")
    box = dialog.partnership_box
    assert box.isChecked() and not box.isEnabled()
    assert dialog.setup().options["partnership"] is True
    dialog.select_game("block")                       # other games still let you choose
    dialog.set_players(4)
    assert dialog.partnership_box.isEnabled()


def test_five_up_offers_who_may_press_muggins(qtbot) -> None:
    dialog = dialog_for(qtbot, "five-up", 4)
    combo = dialog.option_widgets["muggins_claims"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Opponents only", "Any other player, partners too"]
    assert "partner" in combo.toolTip()
    dialog.partnership_box.setChecked(True)
    dialog.option_widgets["muggins_manual"].setChecked(True)
    choose(combo, "anyone")
    settings = dialog.setup().settings()
    assert settings.partnership and settings.muggins_manual
    assert settings.muggins_claims is Claims.ANYONE


def test_one_point_per_hand_puts_the_target_to_five(qtbot) -> None:
    dialog = dialog_for(qtbot, "block", 2)
    target = dialog.option_widgets["target"]
    assert isinstance(target, QSpinBox) and target.value() == 100
    choose(dialog.option_widgets["scoring"], "hand-point")
    assert target.value() == 5 and dialog.setup().settings().target == 5
    target.setValue(11)                               # the player may still choose
    assert dialog.setup().settings().target == 11
    choose(dialog.option_widgets["scoring"], "pips")
    assert target.value() == 100


def test_pub_fives_and_threes_shows_61_and_seven_tiles_for_two(qtbot) -> None:
    dialog = dialog_for(qtbot, "fives-and-threes", 2)
    hand_size = dialog.option_widgets["hand_size"]
    assert isinstance(hand_size, QSpinBox) and hand_size.specialValueText() == "Usual (5)"
    choose(dialog.option_widgets["style"], "pub")
    assert dialog.option_widgets["target"].value() == 61
    assert hand_size.specialValueText() == "Usual (7)"
    settings = dialog.setup().settings()
    assert (settings.target, settings.hand_size) == (61, 7)
    dialog.set_players(3)
    assert hand_size.specialValueText() == "Usual (5)"


def test_rules_help_lists_the_new_options(qtbot) -> None:
    dialog = RulesHelpDialog(None, "partnership")
    qtbot.addWidget(dialog)
    text = dialog.plain_text()
    assert "Lead of later hands" in text and "always two teams of two" in text
    assert "Partners sit opposite (4 players)" not in text      # not a choice here
    dialog.show_game("five-up")
    assert "Who may claim a missed score" in dialog.plain_text()


# -- a shared win in the hand summary --------------------------------------------------------

def shared_blind_win(players: int, want) -> Match:
    settings = configure("blind", players)
    for seed in range(3000):
        match = Match(settings, seed=seed)
        rng = random.Random(seed)
        while match.hand.result is None:
            match.apply(rng.choice(match.hand.legal_actions()))
        if match.hand.result.shared and want(match.hand.result.winner_sides):
            return match
    raise AssertionError("no shared win found")


def summary(qtbot, match: Match) -> HandSummaryDialog:
    names = [you_name()] + default_seat_names(match.settings.players)[1:]
    dialog = HandSummaryDialog(None, match, match.hand.result, names)
    qtbot.addWidget(dialog)
    return dialog


def test_summary_of_a_shared_win_you_are_in(qtbot) -> None:
    match = shared_blind_win(2, lambda sides: sides == (0, 1))
    dialog = summary(qtbot, match)
    assert dialog.headline() == "Blocked — you share the win with North"
    assert dialog.match_winner_text() == "You share the win with North!"
    assert not dialog.match_label.isHidden() or not dialog.isVisible()
    assert dialog.hand_points() == [1, 1] and match.scores == [1, 1]
    assert sum("+1" in line for line in dialog.point_lines) == 2
    assert all(label.font().bold() for label in dialog.pip_labels)


def test_summary_of_a_shared_win_between_others(qtbot) -> None:
    match = shared_blind_win(3, lambda sides: 0 not in sides)
    dialog = summary(qtbot, match)
    names = " and ".join(dialog.side_names[s] for s in match.hand.result.winner_sides)
    assert dialog.headline() == f"Blocked — {names} share the win"
    assert dialog.match_winner_text() == f"{names} share the win."
    assert not dialog.pip_labels[0].font().bold()
    assert [label.font().bold() for label in dialog.pip_labels[1:]] == [True, True]


def test_main_window_names_the_players_sharing_the_win(qtbot) -> None:
    from dominoes_qt.session import GameSetup
    from dominoes_qt.storage import record as rec

    from .gui_helpers import make_window

    window = make_window(qtbot, GameSetup.default("blind", 2, seed=1))
    record = rec.load(Path(__file__).parent.parent / "data" / "format1" / "blind-tie.domino")
    window.load_record(record)
    c = window.controller
    assert c.match.is_over and c.match.winner_sides == (0, 1)
    names = f"{c.side_name(0)} and {c.side_name(1)}"
    assert window.ends.match_end_text() == f"{names} share the win (1 – 1)."
    assert window.ends.hand_text(c.match.results[0]).startswith(
        f"The hand is blocked: {names} share the win.")
