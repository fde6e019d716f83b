"""The New Game, hand summary and rules help dialogs (pytest-qt, offscreen)."""

from __future__ import annotations

import html
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import json  # noqa: E402
import random  # noqa: E402
import sys  # noqa: E402
from collections.abc import Callable, Iterator  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QCheckBox,
    QComboBox,
    QDialog,
    QLabel,
    QLineEdit,
    QSpinBox,
)

from dominoes_qt.app.hand_summary import HandSummaryDialog  # noqa: E402
from dominoes_qt.app.new_game_dialog import NewGameDialog  # noqa: E402
from dominoes_qt.app.players import computer_levels, default_seat_names, you_name  # noqa: E402
from dominoes_qt.app.rules_help import (  # noqa: E402
    RulesHelpDialog,
    family_title,
    games_by_family,
)
from dominoes_qt.rules import HandResult, Match, all_games, configure, find_game  # noqa: E402
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec  # noqa: E402

GAME_IDS = [g.id for g in all_games()]


@pytest.fixture(autouse=True)
def temp_settings(tmp_path: Path) -> Iterator[Path]:
    """Keep QSettings of every test in its own directory, away from the user's."""
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    yield tmp_path
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


def make_dialog(qtbot, initial: GameSetup | None = None) -> NewGameDialog:
    dialog = NewGameDialog(None, initial)
    qtbot.addWidget(dialog)
    return dialog


def combo_data(combo: QComboBox) -> list:
    return [combo.itemData(i) for i in range(combo.count())]


# -- New Game dialog -------------------------------------------------------------------------

def test_every_game_is_listed_grouped_by_family(qtbot) -> None:
    dialog = make_dialog(qtbot)
    expected = [g.id for _, games in games_by_family() for g in games]
    assert dialog.game_ids() == expected
    assert sorted(expected) == sorted(GAME_IDS)
    headers = [dialog.game_list.item(r).text() for r in range(dialog.game_list.count())
               if not dialog.game_list.item(r).flags() & Qt.ItemFlag.ItemIsSelectable]
    assert headers == [family_title(family) for family, _ in games_by_family()]
    assert family_title("block") == "Block and draw games"
    assert family_title("scoring") == "Scoring games"


def test_clicking_a_game_in_the_list_selects_it(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = next(r for r in range(dialog.game_list.count())
               if dialog.game_list.item(r).data(Qt.ItemDataRole.UserRole) == "domino")
    item = dialog.game_list.item(row)
    dialog.game_list.scrollToItem(item)
    rect = dialog.game_list.visualItemRect(item)
    qtbot.mouseClick(dialog.game_list.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    assert dialog.game_id() == "domino"
    assert dialog.title_label.text() == find_game("domino").name


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_choosing_a_game_shows_its_players_sets_and_options(qtbot, game_id: str) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game(game_id)
    game = find_game(game_id)
    assert dialog.game_id() == game_id
    assert combo_data(dialog.set_combo) == list(game.sets)
    assert dialog.set_n() == game.default_set
    assert combo_data(dialog.players_combo) == list(game.allowed_players(game.default_set))
    assert dialog.players() == game.default_players
    assert len(dialog.seat_kind_combos) == game.default_players
    widgets = dialog.option_widgets
    assert set(widgets) == {o.key for o in game.all_options()} - {"partnership"}
    kinds = {"bool": QCheckBox, "choice": QComboBox, "int": QSpinBox, "str": QLineEdit}
    for spec in game.all_options():
        if spec.key == "partnership":
            continue
        widget = widgets[spec.key]
        assert isinstance(widget, kinds[spec.kind]), spec.key
        assert widget.toolTip() == spec.help
        if isinstance(widget, QSpinBox):
            assert (widget.minimum(), widget.maximum()) == (spec.minimum, spec.maximum)
        if isinstance(widget, QComboBox):
            assert widget.count() == len(spec.choices)
            # readable text, not the stable value
            assert all("-" not in widget.itemText(i) or " " in widget.itemText(i)
                       for i in range(widget.count()))
    setup = dialog.setup()
    assert setup.options == game.defaults()
    json.dumps(setup.to_json())
    setup.settings()
    assert dialog.is_valid()
    assert dialog.error_text() == ""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_players_and_set_combination_configures(qtbot, game_id: str) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game(game_id)
    game = find_game(game_id)
    for set_n in game.sets:
        dialog.set_set_n(set_n)
        assert combo_data(dialog.players_combo) == list(game.allowed_players(set_n))
        for players in game.allowed_players(set_n):
            dialog.set_players(players)
            setup = dialog.setup()
            assert (setup.game_id, setup.players, setup.set_n) == (game_id, players, set_n)
            assert len(setup.seats) == players
            settings = setup.settings()
            assert settings.players == players
            assert dialog.is_valid(), dialog.error_text()


def test_seat_rows_follow_the_number_of_players(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game("block")
    dialog.set_players(2)
    assert len(dialog.seat_name_edits) == len(dialog.seat_kind_combos) == 2
    dialog.seat_name_edits[1].setText("Ann")
    dialog.set_players(5)
    assert len(dialog.seat_name_edits) == 5
    assert dialog.seat_name_edits[1].text() == "Ann"
    seats = dialog.setup().seats
    assert seats[0] == SeatSpec(HUMAN, "", you_name())
    assert all(s.kind == COMPUTER and s.level for s in seats[1:])
    assert [s.name for s in seats] == [you_name(), "Ann"] + default_seat_names(5)[2:]
    dialog.set_players(3)
    assert len(dialog.seat_kind_combos) == 3
    assert len(dialog.setup().seats) == 3


def test_seat_combo_offers_you_hot_seat_and_each_computer_level(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game("draw")
    levels = computer_levels()
    first, second = dialog.seat_kind_combos[:2]
    assert first.itemText(0) == "You"
    assert second.itemText(0) == "Another person (hot seat)"
    texts = [second.itemText(i) for i in range(1, second.count())]
    assert texts == [f"Computer – {lv.name}" for lv in levels]
    for i, level in enumerate(levels, start=1):
        tip = second.itemData(i, Qt.ItemDataRole.ToolTipRole)
        assert tip == f"<p>{html.escape(level.description)}</p>"   # rich text: Qt wraps it
    second.setCurrentIndex(0)
    assert dialog.setup().seats[1].kind == HUMAN
    second.setCurrentIndex(second.count() - 1)
    assert dialog.setup().seats[1] == SeatSpec(COMPUTER, levels[-1].id, "North")
    assert second.toolTip() == f"<p>{html.escape(levels[-1].description)}</p>"


def test_levels_fall_back_when_the_ai_package_is_missing(qtbot, monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, "dominoes_qt.ai", None)  # import raises ImportError
    assert [lv.id for lv in computer_levels()] == ["greedy", "random"]
    dialog = make_dialog(qtbot)
    dialog.select_game("draw")
    combo = dialog.seat_kind_combos[1]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Another person (hot seat)", "Computer – Greedy", "Computer – Random"]
    assert dialog.setup().seats[1].level == "greedy"


def test_partnerships_are_shown_for_four_players(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game("block")
    dialog.set_players(4)
    assert not dialog.partnership_widget.isHidden()
    assert dialog.partnership_box.isChecked()
    assert "North with you" in dialog.partnership_label.text()
    dialog.seat_name_edits[2].setText("Bea")
    assert "Bea with you" in dialog.partnership_label.text()
    dialog.partnership_box.setChecked(False)
    assert dialog.setup().options["partnership"] is False
    assert not dialog.setup().settings().partnership
    dialog.set_players(3)
    assert dialog.partnership_widget.isHidden()
    dialog.select_game("domino")
    assert dialog.partnership_widget.isHidden()


def test_an_invalid_combination_disables_deal_with_a_message(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game("block")
    dialog.set_players(4)
    spin = dialog.option_widgets["hand_size"]
    assert isinstance(spin, QSpinBox)
    assert spin.specialValueText() == "Usual (6)"
    spin.setValue(20)
    assert not dialog.is_valid()
    assert not dialog.ok_button.isEnabled()
    assert "28 tiles" in dialog.error_text()
    assert not dialog.error_label.isHidden()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    spin.setValue(7)
    assert dialog.is_valid()
    assert dialog.error_label.isHidden()
    assert dialog.setup().settings().hand_size == 7


def test_choices_are_remembered_across_dialogs(qtbot) -> None:
    first = make_dialog(qtbot)
    first.select_game("draw")
    first.set_set_n(9)
    first.set_players(3)
    first.seat_kind_combos[1].setCurrentIndex(0)
    first.seat_name_edits[1].setText("Ann")
    target = first.option_widgets["target"]
    assert isinstance(target, QSpinBox)
    target.setValue(150)
    tie = first.option_widgets["tie_rule"]
    assert isinstance(tie, QComboBox)
    tie.setCurrentIndex(tie.findData("blocker-loses"))
    chosen = first.setup()
    first.accept()
    assert first.result() == QDialog.DialogCode.Accepted

    second = make_dialog(qtbot)
    assert second.game_id() == "draw"
    assert second.setup() == chosen
    assert second.setup().seats[1] == SeatSpec(HUMAN, "", "Ann")
    assert second.setup().options["target"] == 150
    # Another game starts from its own defaults; coming back keeps this dialog's edits.
    second.select_game("all-fives")
    assert second.setup().options == find_game("all-fives").defaults()
    second.select_game("draw")
    assert second.setup() == chosen
    second.restore_defaults()
    assert second.setup() == GameSetup.default("draw", seats=second.setup().seats,
                                               options=find_game("draw").defaults())
    second.reject()

    third = make_dialog(qtbot, GameSetup.default("bergen", players=3, options={"target": 20}))
    assert (third.game_id(), third.players()) == ("bergen", 3)
    assert third.setup().options["target"] == 20


def test_rules_button_opens_the_rules_of_the_selected_game(qtbot) -> None:
    dialog = make_dialog(qtbot)
    dialog.select_game("muggins")
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    rules = dialog._rules_dialog
    assert rules is not None and rules.isVisible()
    assert rules.game_id() == "muggins"
    assert "Muggins!" in rules.plain_text()
    dialog.select_game("bergen")
    assert rules.game_id() == "bergen"
    rules.close()


def test_chosen_lead_games_ask_who_starts(qtbot) -> None:
    game_id = next((g.id for g in all_games() if configure(g.id).lead == "chosen"), None)
    if game_id is None:
        pytest.skip("no game with a chosen leader")
    dialog = make_dialog(qtbot)
    dialog.select_game(game_id)
    assert dialog._table_form.isRowVisible(dialog.first_seat_combo)
    dialog.first_seat_combo.setCurrentIndex(1)
    assert dialog.setup().first_seat == 1
    dialog.select_game("draw")
    assert not dialog._table_form.isRowVisible(dialog.first_seat_combo)
    assert dialog.setup().first_seat == 0


# -- hand summary ----------------------------------------------------------------------------

def play_until(game_id: str, players: int, want: Callable[[Match], bool], *,
               to_the_end: bool = False, seeds: int = 400, **options) -> Match:
    """A seeded match played with random legal actions until a hand end satisfies ``want``."""
    settings = configure(game_id, players, options=options)
    for seed in range(seeds):
        match = Match(settings, seed=seed)
        rng = random.Random(seed)
        while True:
            while match.hand.result is None and not match.is_over:
                match.apply(rng.choice(match.hand.legal_actions()))
            if match.is_over or not to_the_end:
                break
            match.next_hand()
        if want(match):
            return match
    raise AssertionError(f"no seed below {seeds} gives the wanted {game_id} hand")


def summary(qtbot, match: Match, names: list[str] | None = None) -> HandSummaryDialog:
    result = match.hand.result
    assert isinstance(result, HandResult)
    players = match.settings.players
    if names is None:
        names = [you_name()] + default_seat_names(players)[1:]
    dialog = HandSummaryDialog(None, match, result, names)
    qtbot.addWidget(dialog)
    return dialog


def tile_pictures(dialog: HandSummaryDialog) -> int:
    return sum(1 for label in dialog.findChildren(QLabel) if not label.pixmap().isNull())


def test_summary_of_a_hand_won_by_going_out(qtbot) -> None:
    match = play_until("draw", 2, lambda m: m.hand.result.reason == "domino"
                       and m.hand.result.winner_seat == 1 and not m.is_over)
    result = match.hand.result
    dialog = summary(qtbot, match)
    assert dialog.headline() == "North went out"
    assert dialog.headline_label.text() == "North went out"
    assert dialog.pip_labels[0].text() == f"{result.pips[0]} pips"
    assert dialog.pip_labels[1].text() == "0 pips"
    assert tile_pictures(dialog) == len(match.hand.hand_of(0)) > 0
    assert any(result.detail in line and f"+{result.points}" in line
               for line in dialog.point_lines)
    assert dialog.match_label.isHidden()
    assert dialog.match_winner_text() == ""
    assert dialog.next_button.text() == "&Next hand"
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_summary_of_a_blocked_hand(qtbot) -> None:
    match = play_until("block", 3, lambda m: m.hand.result.reason == "blocked"
                       and m.hand.result.winner_seat == 2)
    result = match.hand.result
    dialog = summary(qtbot, match)
    assert dialog.headline() == "Blocked — East has the fewest pips"
    for seat, label in enumerate(dialog.pip_labels):
        assert label.text() == f"{result.pips[seat]} pips"
    assert tile_pictures(dialog) == sum(len(match.hand.hand_of(s)) for s in range(3))
    assert any(result.detail in line for line in dialog.point_lines)
    assert any(line.startswith("East") for line in dialog.score_lines)


def test_summary_of_a_tied_block(qtbot) -> None:
    match = play_until("block", 2, lambda m: m.hand.result.reason == "blocked"
                       and m.hand.result.winner_side is None, seeds=3000)
    dialog = summary(qtbot, match)
    assert dialog.headline() == "Tie: nobody scores"
    assert dialog.hand_points() == [0, 0]
    assert any("Nobody scores" in line for line in dialog.point_lines)


def test_summary_shows_the_counts_scored_during_the_hand(qtbot) -> None:
    match = play_until("all-fives", 2, lambda m: any(
        e.reason == "count" for e in m.hand.events) and m.hand.result.reason != "target")
    dialog = summary(qtbot, match)
    counts = [e for e in match.hand.events if e.reason == "count"]
    for event in counts:
        assert any(event.detail in line and f"+{event.points}" in line
                   for line in dialog.point_lines)
    assert sum(dialog.hand_points()) == sum(e.points for e in match.hand.events)


def test_summary_explains_the_hand_arithmetic(qtbot) -> None:
    """Issue 13 item 7: "6→5 = 5" in All Fives said nothing of rounding to the nearest 5."""
    for points in (True, False):
        match = play_until("all-fives", 2, lambda m, p=points: m.hand.result.reason == "domino"
                           and "→" in m.hand.result.detail and (m.hand.result.points > 0) == p)
        dialog = summary(qtbot, match)
        line = next(line for line in dialog.point_lines if match.hand.result.detail in line)
        assert f"{match.hand.result.detail} (each other hand's pips, rounded to the nearest 5)" \
            in line


@pytest.mark.parametrize("reason", ["domino", "blocked"])
def test_summary_says_partners_score_the_opponents_pips(qtbot, reason: str) -> None:
    """Partnership Block: the winning side scores the other side's pips (its partner's tiles
    are not counted), and the summary says so instead of "the other hands"."""
    match = play_until("partnership", 4, lambda m, r=reason: m.hand.result.reason == r
                       and m.hand.result.winner_side is not None)
    result = match.hand.result
    dialog = summary(qtbot, match)
    line = next(line for line in dialog.point_lines if result.detail in line)
    assert "(the pips left in the opponents' hands)" in line
    losers = [seat for seat in range(4) if match.settings.side_of(seat) != result.winner_side]
    assert result.points == sum(match.hand.pips(seat) for seat in losers)


def test_summary_keeps_the_engines_english_out(qtbot) -> None:
    """The engine's working in words ("blocked: fewest pips (8)") is not shown as is."""
    match = play_until("blind", 2, lambda m: m.hand.result.reason == "blocked"
                       and m.hand.result.winner_side is not None)
    dialog = summary(qtbot, match)
    assert not any("fewest pips (" in line for line in dialog.point_lines)


def test_summary_when_the_target_is_reached_in_mid_hand(qtbot) -> None:
    match = play_until("all-fives", 2, lambda m: m.hand.result.reason == "target",
                       to_the_end=True, target=20)
    dialog = summary(qtbot, match)
    assert dialog.headline() == "Target reached"
    assert match.is_over
    assert "wins the match" in dialog.match_winner_text() or \
        "You win the match" in dialog.match_winner_text()


def test_summary_names_the_match_winner(qtbot) -> None:
    match = play_until("draw", 2, lambda m: m.winner_side == 0, to_the_end=True, target=50)
    dialog = summary(qtbot, match)
    mine, theirs = match.scores
    assert dialog.match_winner_text() == f"You win the match {mine} to {theirs}!"
    assert dialog.match_label.text() == dialog.match_winner_text()
    assert not dialog.match_label.isHidden()
    assert dialog.new_game_button.text() == "&New game"
    assert dialog.close_button.text() == "&Close"
    assert any(line.startswith("You") and line.endswith(str(mine))
               for line in dialog.score_lines)
    assert dialog.target_label.text() == "First to 50 points wins the match."
    qtbot.mouseClick(dialog.new_game_button, Qt.MouseButton.LeftButton)
    assert dialog.new_game_requested
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_summary_names_a_partnership_winner(qtbot) -> None:
    match = play_until("partnership", 4, lambda m: m.winner_side == 1, to_the_end=True,
                       target=40)
    dialog = summary(qtbot, match)
    west_east, you_north = match.scores[1], match.scores[0]
    assert dialog.side_names == ["You and North", "West and East"]
    assert dialog.match_winner_text() == (
        f"West and East win the match {west_east} to {you_north}.")
    qtbot.mouseClick(dialog.close_button, Qt.MouseButton.LeftButton)
    assert not dialog.new_game_requested
    assert dialog.result() == QDialog.DialogCode.Rejected


# -- rules help ------------------------------------------------------------------------------

def test_rules_dialog_shows_a_game_and_switches(qtbot) -> None:
    dialog = RulesHelpDialog(None, "cross")
    qtbot.addWidget(dialog)
    cross = find_game("cross")
    text = dialog.plain_text()
    assert cross.name in text and cross.description in text
    assert cross.rules_text in text
    for spec in cross.all_options():
        assert spec.label in text and spec.help in text
    assert "2 to 5" in text
    index = dialog.game_combo.findData("bergen")
    dialog.game_combo.setCurrentIndex(index)
    assert dialog.game_id() == "bergen"
    assert find_game("bergen").rules_text in dialog.plain_text()
    assert "Bergen" in dialog.windowTitle()
    dialog.show_game("double-nine-cross")
    assert "2 to 18 with double-twelve" in dialog.plain_text()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_rules_dialog_shows_every_game(qtbot, game_id: str) -> None:
    dialog = RulesHelpDialog(None, game_id)
    qtbot.addWidget(dialog)
    game = find_game(game_id)
    assert dialog.game_id() == game_id
    assert game.rules_text in dialog.plain_text()


def test_summary_accepts_a_game_record_holding_the_match(qtbot) -> None:
    match = play_until("draw", 2, lambda m: m.hand.result.reason == "domino"
                       and m.hand.result.winner_seat == 1 and not m.is_over)

    class Record:
        def __init__(self, match: Match) -> None:
            self.match = match

    names = ["You", "North"]
    dialog = HandSummaryDialog(None, Record(match), match.hand.result, names)
    qtbot.addWidget(dialog)
    direct = HandSummaryDialog(None, match, match.hand.result, names)
    qtbot.addWidget(direct)
    assert dialog.match is match
    assert dialog.hand is match.hand            # the hand's tiles are found through the record
    assert dialog.headline() == "North went out"
    assert tile_pictures(dialog) == len(match.hand.hand_of(0)) > 0
    assert dialog.point_lines == direct.point_lines
    assert dialog.score_lines == direct.score_lines
    assert any(f"+{match.hand.result.points}" in line for line in dialog.point_lines)


def test_rules_dialog_without_a_game_opens_on_the_first(qtbot) -> None:
    dialog = RulesHelpDialog(None, "")
    qtbot.addWidget(dialog)
    first = games_by_family()[0][1][0]
    assert dialog.game_id() == first.id
    assert first.rules_text in dialog.plain_text()


def test_summary_of_a_single_hand_game(qtbot) -> None:
    single = [g.id for g in all_games()
              if g.family != "solitaire" and configure(g.id).single_hand]
    assert "blind" in single
    match = play_until("blind", 2, lambda m: m.is_over and m.winner_side == 1)
    dialog = summary(qtbot, match)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.match_winner_text() == "North wins the game."
    assert dialog.match_label.isVisible() and dialog.match_label.text() == "North wins the game."
    assert dialog.new_game_button.isVisible() and dialog.close_button.isVisible()
    assert not hasattr(dialog, "next_button")          # one hand: nothing to deal next
    assert not hasattr(dialog, "target_label")         # and no target to reach
    assert dialog.subtitle_label.text() == "Blind Dominoes"     # no "hand 1"
    assert dialog.point_lines == ["North +1 for the hand"]
    assert dialog.score_lines == ["You – 0", "North +1 1"]


@pytest.mark.parametrize("game_id", ["draw", "block", "bergen", "knock-out"])
def test_game_list_opens_at_the_top_when_the_game_is_near_it(qtbot, game_id: str) -> None:
    """Issue 13 item 7: the list opened scrolled past its first entries."""
    dialog = make_dialog(qtbot, GameSetup.default(game_id))
    dialog.show()
    qtbot.waitExposed(dialog)
    games = dialog.game_list
    current = games.visualItemRect(games.currentItem())
    assert games.viewport().rect().contains(current)          # the chosen game shows
    top = games.visualItemRect(games.item(0))
    on_first_page = current.bottom() + games.verticalScrollBar().value() \
        < games.viewport().height()
    assert on_first_page == (game_id in ("draw", "block"))
    if on_first_page:                                          # ...with the list's top
        assert top.top() == 0 and games.verticalScrollBar().value() == 0


def test_arrow_keys_skip_the_family_headings(qtbot) -> None:
    dialog = make_dialog(qtbot)
    ids = dialog.game_ids()
    last_block = [g.id for g in all_games() if g.family == "block"][-1]
    dialog.select_game(last_block)
    qtbot.keyClick(dialog.game_list, Qt.Key.Key_Down)
    assert dialog.game_id() == ids[ids.index(last_block) + 1]
    qtbot.keyClick(dialog.game_list, Qt.Key.Key_Up)
    assert dialog.game_id() == last_block
