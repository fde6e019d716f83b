"""Names nobody typed stay translated defaults, and every open window follows a live switch.

Played as a new player would: start in one language, deal from New Game without typing a
name, open every dialog there is, switch the language, and read what is on screen.
"""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QStyle,
    QStyleOptionComboBox,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from dominoes_qt.app import i18n
from dominoes_qt.app.game_list import DESCRIPTION_ROLE
from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.app.players import default_seat_names, you_name
from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec
from dominoes_qt.storage import paths
from tests.gui.gui_helpers import (
    MUST_DRAW_HANDS,
    MUST_DRAW_TOP,
    make_window,
    setup_with,
    wait_for_human,
)

_PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_]+\}|<[^>]*>")


@pytest.fixture(autouse=True)
def _own_home(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    yield
    i18n.manager(qapp).apply("en")


def _shown_texts(lang: str) -> set[str]:
    """Every fragment of every catalogue text as ``lang`` shows it (placeholders cut out)."""
    i18n.apply_language(lang)
    fragments: set[str] = set()
    for context, source in i18n.manager().catalogue():
        for n in ((2,) if "%n" in source else (-1,)):
            shown = QCoreApplication.translate(context, source, None, n).replace("&", "")
            fragments.update(p.strip() for p in _PLACEHOLDER.split(shown))
    return fragments


def old_language_only(old: str, new: str) -> set[str]:
    """Texts that only the ``old`` language shows: neither English nor ``new`` has them."""
    english = _shown_texts("en")
    theirs = _shown_texts(new)
    mine = _shown_texts(old)
    return {t for t in mine - theirs - english if len(t) >= 5 and not t.isdigit()}


def window_texts(window: QWidget) -> list[str]:
    """What a reader may meet in a window: titles, labels, buttons, list and combo entries,
    spin box texts, place-holders, tooltips and pages."""
    texts = [window.windowTitle()]
    for w in [window, *window.findChildren(QWidget)]:
        if w.window() is not window:     # a dialog of its own, read on its own
            continue
        texts.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QComboBox):
            for i in range(w.count()):
                texts.append(w.itemText(i))
                texts.append(str(w.itemData(i, Qt.ItemDataRole.ToolTipRole) or ""))
        elif isinstance(w, QTabWidget):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QLineEdit):
            texts += [w.text(), w.placeholderText()]
        elif isinstance(w, QTextBrowser):
            texts.append(w.toPlainText())
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                texts += [w.item(i).text(), str(w.item(i).data(DESCRIPTION_ROLE) or "")]
        if isinstance(w, QAbstractSpinBox):
            texts.append(w.text())
    return [t.replace("&", "") for t in texts if t]


def cut_combos(window: QWidget) -> list[str]:
    """Visible combos too narrow for their current text."""
    QApplication.processEvents()
    bad = []
    for combo in window.findChildren(QComboBox):
        if combo.window() is not window or not combo.isVisible() or not combo.currentText():
            continue
        option = QStyleOptionComboBox()
        combo.initStyleOption(option)
        text = QSize(combo.fontMetrics().horizontalAdvance(combo.currentText()),
                     combo.fontMetrics().height())
        need = combo.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text,
                                              combo).width()
        if need > combo.width() + 1:     # Qt rounds its own width a pixel shorter
            bad.append(f"{combo.currentText()!r} needs {need}, has {combo.width()}")
    return bad


def deal_from_new_game(qtbot, window) -> None:
    """Game ▸ New Game, then Deal, typing nothing."""
    def deal() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        assert [e.text() for e in dialog.seat_name_edits] == ["", ""]
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, deal)
    window.new_game()


def saved_settings() -> dict:
    return json.loads(paths.settings_path().read_text(encoding="utf-8"))


@pytest.mark.parametrize(("old", "new"), [("es", "de"), ("de", "fr")])
def test_defaults_stay_defaults_and_every_window_follows_a_switch(qtbot, monkeypatch, old,
                                                                  new) -> None:
    from dominoes_qt.app.game_files import GameFiles

    monkeypatch.setattr(GameFiles, "ask_replace", lambda self, record: "discard")
    only_old = old_language_only(old, new)
    i18n.apply_language(old)
    window = make_window(qtbot, setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP))
    wait_for_human(qtbot, window)
    deal_from_new_game(qtbot, window)
    wait_for_human(qtbot, window)

    # Nothing typed, nothing saved as a name: the seats keep their translated defaults.
    assert [seat.name for seat in window.controller.setup.seats] == ["", ""]
    settings = saved_settings()
    assert settings["player_name"] == ""
    assert [seat["name"] for seat in settings["seats"]] == ["", ""]
    assert window.controller.seat_names() == [you_name(), default_seat_names(2)[1]]

    dialogs: list[QDialog] = [window.files.show_preferences(), window.files.show_statistics()]
    window.show_rules()
    window.show_controls()
    new_game = NewGameDialog(window, window.controller.setup)
    qtbot.addWidget(new_game)
    new_game.show()
    dialogs.append(new_game)
    dialogs += [w for w in QApplication.topLevelWidgets()
                if type(w).__name__ in ("RulesHelpDialog", "ControlsHelpDialog")]
    assert len(dialogs) == 5
    prefs = dialogs[0]
    prefs.tabs.setCurrentIndex(1)     # the New Games tab: options, players, levels
    for dialog in dialogs:
        qtbot.waitExposed(dialog)

    i18n.apply_language(new)
    QApplication.processEvents()     # the language change Qt posts to every widget as well

    assert new_game.ok_button.text() == QCoreApplication.translate("NewGameDialog", "&Deal")
    you, north = you_name(), default_seat_names(2)[1]
    assert window.controller.seat_names() == [you, north]
    assert [e.placeholderText() for e in new_game.seat_name_edits] == [you, north]
    assert [e.text() for e in new_game.seat_name_edits] == ["", ""]
    assert prefs.name_edit.text() == ""
    assert prefs.name_edit.placeholderText() == you
    for dialog in [window, *dialogs]:
        left = sorted({old_text for text in window_texts(dialog) for old_text in only_old
                       if old_text in text})
        assert left == [], f"{type(dialog).__name__} still shows {left}"
        for _ in range(50):      # the layouts settle over a few turns of the event loop
            if not cut_combos(dialog):
                break
            qtbot.wait(20)
        assert cut_combos(dialog) == [], type(dialog).__name__


def test_a_typed_name_is_kept_and_you_are_still_spoken_to(qtbot) -> None:
    """A name the player typed is theirs: kept, shown, and the game still says "you"."""
    setup = setup_with("draw", MUST_DRAW_HANDS, top=MUST_DRAW_TOP)
    named = GameSetup(setup.game_id, 2, 6, {}, (SeatSpec(HUMAN, "", "Ana"),
                                                 SeatSpec(COMPUTER, "greedy")),
                      seed=setup.seed, deals=setup.deals)
    window = make_window(qtbot, named)
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    wait_for_human(qtbot, window)
    assert window.controller.seat_names()[0] == "Ana"
    qtbot.waitUntil(lambda: window.controller.hand.hand_size(0) == 9)   # drew 1-2, then 6-1
    text = " ".join(messages + [window.statusBar().currentMessage()])
    assert "Ana draws" not in text
    assert "You draw" in text


def test_placeholders_saved_by_an_older_version_become_defaults_again(qtbot) -> None:
    """settings.json written before names were kept apart from defaults ("Du", "Tú", "Norte")
    shows this language's defaults, and keeps a name someone really typed."""
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.storage.settings import AppSettings, save_settings

    save_settings(AppSettings(player_name="Du", seats=[
        {"kind": "human", "name": "Tú"}, {"kind": "computer", "level": "medium",
                                          "name": "Norte"}]))
    i18n.apply_language("fr")
    window = MainWindow(computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(window)
    assert window.files.app_settings.player_name == ""
    assert [seat["name"] for seat in window.files.app_settings.seats] == ["", ""]
    assert window.files.default_setup().seats[0].name == ""

    save_settings(AppSettings(player_name="Ana", seats=[
        {"kind": "human", "name": "Ana"}, {"kind": "computer", "level": "medium",
                                           "name": "Oeste"}]))
    again = MainWindow(computer_delay_ms=0, animation_speed=0.0)
    qtbot.addWidget(again)
    assert again.files.app_settings.player_name == "Ana"
    assert [seat["name"] for seat in again.files.app_settings.seats] == ["Ana", ""]
