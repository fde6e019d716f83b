"""The Preferences and Statistics dialogs, driven with pytest-qt (user folders in tmp_path)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox, QMessageBox, QSpinBox

from dominoes_qt.app.preferences_dialog import (
    PreferencesDialog,
    available_languages,
    language_name,
    ui_locale,
)
from dominoes_qt.app.statistics_dialog import StatisticsDialog
from dominoes_qt.storage.settings import AppSettings, load_settings, save_settings
from dominoes_qt.storage.statistics import load_statistics


def select(combo: QComboBox, data: object) -> None:
    index = combo.findData(data)
    assert index >= 0, f"{data!r} not offered"
    combo.setCurrentIndex(index)


def make_dialog(qtbot, settings: AppSettings | None = None) -> PreferencesDialog:
    dialog = PreferencesDialog(None, settings or AppSettings())
    qtbot.addWidget(dialog)
    return dialog


def apply_button(dialog: PreferencesDialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Apply)


# -- preferences -------------------------------------------------------------------------------


def test_shows_the_given_settings(qtbot) -> None:
    settings = AppSettings(
        player_name="Zoë", game_id="all-fives", players=3, game_options={"target": 150},
        computer_level="random", computer_speed="fast", animations=False,
        animation_speed="slow", auto_draw=False, undo_allowed=False, tile_style="numerals",
        language="en",
    )
    dialog = make_dialog(qtbot, settings)
    assert dialog.name_edit.text() == "Zoë"
    assert dialog.current_game_id() == "all-fives"
    assert dialog.players_combo.currentData() == 3
    assert dialog.option_editor("target").value() == 150
    assert dialog.level_combo.currentData() == "random"
    assert dialog.speed_combo.currentData() == "fast"
    assert not dialog.animations_check.isChecked()
    assert dialog.animation_combo.currentData() == "slow"
    assert not dialog.animation_combo.isEnabled()
    assert not dialog.auto_draw_check.isChecked()
    assert not dialog.undo_check.isChecked()
    assert dialog.tile_combo.currentData() == "numerals"
    assert dialog.language_combo.currentData() == "en"
    assert dialog.settings() == settings
    assert not apply_button(dialog).isEnabled()  # nothing changed yet


def test_every_setting_is_edited_and_applied_at_once(qtbot) -> None:
    dialog = make_dialog(qtbot)
    received: list[AppSettings] = []
    dialog.settings_changed.connect(received.append)

    dialog.name_edit.setText("  Ann   Lee ")
    select(dialog.game_combo, "muggins")
    select(dialog.players_combo, 3)
    select(dialog.level_combo, "random")
    dialog.option_editor("target").setValue(200)
    muggins_manual = dialog.option_editor("muggins_manual")
    assert isinstance(muggins_manual, QCheckBox)
    muggins_manual.setChecked(True)
    select(dialog.option_editor("draw"), "one-then-end")
    select(dialog.speed_combo, "instant")
    select(dialog.animation_combo, "fast")
    dialog.animations_check.setChecked(False)
    dialog.auto_draw_check.setChecked(False)
    dialog.undo_check.setChecked(False)
    select(dialog.tile_combo, "classic")
    select(dialog.language_combo, "en")

    assert apply_button(dialog).isEnabled()
    apply_button(dialog).click()
    assert len(received) == 1
    assert received[0] == AppSettings(
        player_name="Ann Lee", game_id="muggins", players=3,
        game_options={"target": 200, "muggins_manual": True, "draw": "one-then-end"},
        computer_level="random", computer_speed="instant", animations=False,
        animation_speed="fast", auto_draw=False, undo_allowed=False, tile_style="classic",
        language="en",
    )
    assert not apply_button(dialog).isEnabled()
    # OK with nothing new does not emit again; the dialog closes.
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert len(received) == 1
    assert dialog.result() == PreferencesDialog.DialogCode.Accepted


def test_levels_are_offered_as_in_the_new_game_dialog(qtbot) -> None:
    from dominoes_qt.app.new_game_dialog import NewGameDialog

    prefs = make_dialog(qtbot)
    new_game = NewGameDialog(None)
    qtbot.addWidget(new_game)
    offered = [prefs.level_combo.itemData(i) for i in range(prefs.level_combo.count())]
    assert offered == [level.id for level in new_game.levels]   # same levels, same order
    assert offered[:3] == ["easy", "medium", "hard"] and "sampled-ab" not in offered
    tips = [prefs.level_combo.itemData(i, Qt.ItemDataRole.ToolTipRole)
            for i in range(prefs.level_combo.count())]
    assert all(tips)                                              # each says what it plays like


def test_ok_applies(qtbot) -> None:
    dialog = make_dialog(qtbot)
    with qtbot.waitSignal(dialog.settings_changed) as blocker:
        dialog.auto_draw_check.setChecked(False)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert blocker.args[0].auto_draw is False


def test_cancel_changes_nothing(qtbot) -> None:
    dialog = make_dialog(qtbot)
    received: list[AppSettings] = []
    dialog.settings_changed.connect(received.append)
    dialog.tile_combo.setCurrentIndex(2)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert received == []
    assert dialog.result() == PreferencesDialog.DialogCode.Rejected


def test_switching_games_keeps_each_games_options(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(game_id="all-fives"))
    dialog.option_editor("target").setValue(250)
    select(dialog.game_combo, "bergen")
    assert dialog.option_editor("target").value() == 15  # Bergen's own default
    assert dialog.players_combo.currentData() == 0
    select(dialog.game_combo, "all-fives")
    assert dialog.option_editor("target").value() == 250
    assert dialog.settings().game_options == {"target": 250}


def test_option_editors_follow_the_option_kinds(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(game_id="all-fives"))
    assert isinstance(dialog.option_editor("target"), QSpinBox)
    assert isinstance(dialog.option_editor("spinners"), QComboBox)
    assert isinstance(dialog.option_editor("muggins_manual"), QCheckBox)
    hand_size = dialog.option_editor("hand_size")
    assert isinstance(hand_size, QSpinBox) and hand_size.specialValueText()
    # Only values that differ from the game's defaults are kept.
    assert dialog.settings().game_options == {}


def test_last_game_seats_are_kept_until_the_game_changes(qtbot) -> None:
    seats = [{"kind": "human", "name": ""}, {"kind": "human", "name": "Bo"}]
    settings = AppSettings(game_id="draw", seats=seats)
    dialog = make_dialog(qtbot, settings)
    dialog.name_edit.setText("Ann")
    assert dialog.settings().seats == seats
    select(dialog.level_combo, "random")
    assert dialog.settings().seats == []  # you now play against this level
    select(dialog.level_combo, settings.computer_level)   # back to the level they were for
    assert dialog.settings().seats == seats
    select(dialog.game_combo, "muggins")
    assert dialog.settings().seats == []


def test_restore_defaults(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(player_name="Kim", tile_style="classic",
                                            game_options={"target": 300},
                                            seats=[{"kind": "human", "name": ""}] * 2))
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.settings() == AppSettings()
    assert apply_button(dialog).isEnabled()  # restored, but applied only on Apply or OK


def test_applied_settings_survive_a_restart(qtbot) -> None:
    """What the main window does with the signal: save; the next start loads the same."""
    dialog = make_dialog(qtbot, load_settings())
    dialog.settings_changed.connect(save_settings)
    dialog.name_edit.setText("Robin")
    select(dialog.tile_combo, "numerals")
    dialog.accept()
    again = make_dialog(qtbot, load_settings())
    assert again.name_edit.text() == "Robin"
    assert again.tile_combo.currentData() == "numerals"


def test_invalid_settings_are_shown_as_defaults(qtbot) -> None:
    dialog = make_dialog(qtbot, AppSettings(tile_style="neon", computer_speed="warp"))
    assert dialog.tile_combo.currentData() == "coloured"
    assert dialog.speed_combo.currentData() == "normal"


def test_languages(tmp_path: Path) -> None:
    folder = tmp_path / "qm"
    folder.mkdir()
    for name in ("dominoes_qt_fr.qm", "dominoes_qt_pt_BR.qm", "qtbase_de.qm", "notes.txt"):
        (folder / name).write_text("")
    assert available_languages(folder) == ["en", "fr", "pt_BR"]
    assert language_name("fr").lower().startswith("fran")
    assert language_name("en")
    assert ui_locale("system") == QLocale.system()
    assert ui_locale("pt_BR").name() == "pt_BR"


# -- statistics ----------------------------------------------------------------------------------


def stats_dialog(qtbot) -> StatisticsDialog:
    dialog = StatisticsDialog(None, load_statistics())
    qtbot.addWidget(dialog)
    return dialog


def values(dialog: StatisticsDialog, game_id: str) -> dict[str, str]:
    table = dialog.table(game_id)
    assert table is not None
    return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}


def test_statistics_tables(qtbot) -> None:
    stats = load_statistics()
    for won in (True, True, False):
        stats.record_hand("all-fives", won)
    stats.record_match("all-fives", True, 120, undo_uses=2)
    stats.record_match("all-fives", False, 80)
    stats.record_match("muggins", True, 100)
    dialog = stats_dialog(qtbot)
    assert dialog.tabs.count() == 2
    shown = values(dialog, "all-fives")
    assert shown["Hands played"] == "3"
    assert shown["Hands won"] == "2 (67%)"
    assert shown["Matches played"] == "2"
    assert shown["Matches won"] == "1 (50%)"
    assert shown["Best score"] == "120"
    assert shown["Average score"] == "100.0"
    assert shown["Current winning streak"] == "0"
    assert shown["Best winning streak"] == "1"
    assert shown["Undos"] == "2"
    assert shown["Matches with undo"] == "1"
    assert values(dialog, "muggins")["Current winning streak"] == "1"
    assert dialog.tabs.tabText(0) == "All Fives"


def test_statistics_empty(qtbot) -> None:
    dialog = stats_dialog(qtbot)
    assert dialog.tabs.count() == 0
    assert not dialog.reset_button.isEnabled()
    assert not dialog.empty_label.isHidden()


def test_reset_asks_first(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    stats = load_statistics()
    stats.record_match("all-fives", True, 120)
    stats.record_match("muggins", True, 100)
    dialog = stats_dialog(qtbot)
    dialog.tabs.setCurrentWidget(dialog.table("muggins"))

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Cancel)
    dialog.reset_button.click()
    assert load_statistics().game_ids() == ["all-fives", "muggins"]

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Reset)
    with qtbot.waitSignal(dialog.statistics_reset) as blocker:
        dialog.reset_button.click()
    assert blocker.args == ["muggins"]
    assert load_statistics().game_ids() == ["all-fives"]
    assert dialog.tabs.count() == 1

    dialog.reset_all_button.click()
    assert load_statistics().game_ids() == []
    assert dialog.tabs.count() == 0
