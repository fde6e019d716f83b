"""Switching the language in a running window: menus, status line, open dialogs, layout fit."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QApplication, QLabel

from dominoes_qt.app import i18n
from dominoes_qt.app.hand_summary import HandSummaryDialog
from dominoes_qt.app.new_game_dialog import NewGameDialog
from dominoes_qt.rules import Match, configure
from tests.gui.gui_helpers import DRAW_HANDS, make_window, setup_with, wait_for_human


@pytest.fixture(autouse=True)
def _english_afterwards(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))
    yield
    i18n.manager(qapp).apply("en")


@pytest.fixture
def window(qtbot):
    w = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    wait_for_human(qtbot, w)
    return w


def menu_titles(window) -> list[str]:
    """The menus shown (Table only at a network table)."""
    return [action.text() for action in window.menuBar().actions() if action.isVisible()]


def test_switching_language_changes_menus_and_status_line(qtbot, window) -> None:
    assert menu_titles(window) == ["&File", "&Game", "&View", "&Help"]
    english = window.statusBar().currentMessage()
    assert "Your turn" in english

    i18n.apply_language("es")
    assert menu_titles(window) == ["&Archivo", "&Juego", "&Ver", "A&yuda"]
    # the whole line in the new language, what happened before "your turn" too
    assert window.statusBar().currentMessage() == "Norte juega 6-6.  Tu turno: arrastra una " \
        "ficha a un extremo que case."
    assert window.action_undo.text() == "&Deshacer jugada"
    assert "Dominó con robo" in window.action_rules.text()   # game names too

    i18n.apply_language("de")
    assert menu_titles(window) == ["&Datei", "&Spiel", "&Ansicht", "&Hilfe"]
    assert "Du bist am Zug" in window.statusBar().currentMessage()

    i18n.apply_language("en")
    assert menu_titles(window) == ["&File", "&Game", "&View", "&Help"]
    assert window.statusBar().currentMessage() == english


def test_preferences_language_switches_live(qtbot, window) -> None:
    prefs = window.files.app_settings.copy()
    prefs.language = "fr"
    window._apply_settings(prefs)
    assert menu_titles(window)[0] == "&Fichier"
    assert "À vous" in window.statusBar().currentMessage()


def test_an_open_dialog_is_retranslated(qtbot) -> None:
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    i18n.apply_language("pt_BR")
    assert dialog.windowTitle() == "Nova partida"
    texts = {w.text() for w in dialog.findChildren(QAbstractButton)}
    assert "&Distribuir" in texts


# -- nothing overflows in the longest languages ---------------------------------------------

def _clipped(dialog) -> list[str]:
    """Labels and buttons whose text needs more room than they were given."""
    QApplication.processEvents()
    bad = []
    for widget in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton):
        if not widget.isVisible() or not widget.text():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            need_w = 0    # wraps: only the height matters
            need_h = widget.heightForWidth(widget.width())
        else:
            hint = widget.minimumSizeHint() if isinstance(widget, QLabel) else widget.sizeHint()
            need_w, need_h = hint.width(), hint.height()
        if need_w > widget.width() + 1 or need_h > widget.height() + 1:
            bad.append(f"{widget.text()!r}: needs {need_w}x{need_h}, has "
                       f"{widget.width()}x{widget.height()}")
    for spin in dialog.findChildren(QAbstractSpinBox):   # "Usual (5)" and friends
        if spin.isVisible() and spin.sizeHint().width() > spin.width() + 1:
            bad.append(f"{spin.text()!r}: needs {spin.sizeHint().width()}, has {spin.width()}")
    return bad


@pytest.mark.parametrize("lang", ["de", "pt_BR", "fr", "es"])
def test_new_game_dialog_fits_at_default_size(qtbot, lang: str) -> None:
    i18n.apply_language(lang)
    dialog = NewGameDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() != "New Game"
    assert _clipped(dialog) == []


@pytest.mark.parametrize("lang", ["de", "pt_BR"])
def test_hand_summary_fits_at_default_size(qtbot, lang: str) -> None:
    i18n.apply_language(lang)
    settings = configure("draw", 4)
    match = Match(settings, seed=3)
    rng = random.Random(3)
    while match.hand.result is None:
        match.apply(rng.choice(match.hand.legal_actions()))
    dialog = HandSummaryDialog(None, match, match.hand.result,
                               ["Você", "Norte", "Oeste", "Leste"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() in ("Fim da rodada", "Ende der Runde", "Fim da partida",
                                    "Ende der Partie")
    assert _clipped(dialog) == []


def test_preferences_offer_every_language_in_its_own_name(qtbot) -> None:
    from dominoes_qt.app.preferences_dialog import PreferencesDialog
    from dominoes_qt.storage.settings import AppSettings

    dialog = PreferencesDialog(None, AppSettings())
    qtbot.addWidget(dialog)
    combo = dialog.language_combo
    items = [(combo.itemData(i), combo.itemText(i)) for i in range(combo.count())]
    assert items == [("system", "System language"), ("en", "English"), ("es", "Español"),
                     ("pt_BR", "Português (Brasil)"), ("fr", "Français"), ("de", "Deutsch")]
    combo.setCurrentIndex(combo.findData("de"))
    assert dialog.settings().language == "de"


def test_language_environment_variable_selects_spanish(qtbot, monkeypatch, tmp_path) -> None:
    """`LANGUAGE=es dominoes-qt` (the Preferences' default is "System")."""
    from dominoes_qt.app.main import main

    monkeypatch.setenv("LANGUAGE", "es")
    shown: list[list[str]] = []
    from dominoes_qt.app import main_window

    original = main_window.MainWindow.show

    def show(self) -> None:
        original(self)
        shown.append(menu_titles(self))

    monkeypatch.setattr(main_window.MainWindow, "show", show)
    picture = tmp_path / "es.png"
    assert main(["--game", "draw", "--seed", "3", "--screenshot", str(picture)]) == 0
    assert picture.stat().st_size > 0
    assert shown == [["&Archivo", "&Juego", "&Ver", "A&yuda"]]
    assert i18n.manager().code == "es"


@pytest.mark.parametrize("lang", ["de", "pt_BR", "fr", "es"])
def test_play_online_dialog_fits_at_default_size(qtbot, lang: str) -> None:
    from dominoes_qt.app.online.play_online_dialog import PlayOnlineDialog

    i18n.apply_language(lang)
    dialog = PlayOnlineDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.windowTitle() != "Play Online"
    for tab in (0, 1):
        dialog.tabs.setCurrentIndex(tab)
        dialog.code_edit.setText("AB")                  # the longest messages shown
        dialog.join_address_edit.setText("host:99999")
        for edit in (dialog.code_edit, dialog.join_address_edit):
            edit.editingFinished.emit()
        assert _clipped(dialog) == [], tab
