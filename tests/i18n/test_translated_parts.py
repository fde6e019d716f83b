"""A window built of parts (the Play Online dialog's tabs, the New Game dialog's seats and
options, the game files' open/save and start-up) finds each part's texts under the part's own
class name, which is where ``lupdate`` files them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication

from dominoes_qt.app import i18n
from dominoes_qt.app.translated_parts import TranslatedParts


class _Part:
    """Texts written in a part are in the part's context."""


class _Whole(TranslatedParts, _Part):
    pass


class _PartsOnly(QTranslator):
    """Knows only the part's context, as a catalogue made by lupdate does."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: N802 - Qt's
        if context == "_Part" and source == "Deal":
            return "Repartir"
        if context == "_Part" and source == "%n tile(s)":
            return "%n ficha" if n == 1 else "%n fichas"
        return None


@pytest.fixture
def parts_only(qapp: QApplication):
    translator = _PartsOnly()
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)


@pytest.mark.usefixtures("parts_only")
def test_a_text_of_a_part_is_found_under_the_parts_name() -> None:
    whole = _Whole()
    assert whole.tr("Deal") == "Repartir"
    assert whole.tr("%n tile(s)", "", 3) == "3 fichas"
    assert whole.tr("%n tile(s)", "", 1) == "1 ficha"


@pytest.mark.usefixtures("parts_only")
def test_a_text_no_part_knows_stays_as_written() -> None:
    whole = _Whole()
    assert whole.tr("Cancel") == "Cancel"
    assert whole.tr("%n move(s)", "", 2) == "2 move(s)"


@pytest.fixture
def spanish(qapp: QApplication):
    i18n.apply_language("es")
    yield
    i18n.manager(qapp).apply("en")


@pytest.mark.usefixtures("spanish")
def test_the_split_dialogs_say_every_part_in_the_language_chosen(qtbot) -> None:
    from dominoes_qt.app.new_game_dialog import NewGameDialog
    from dominoes_qt.app.online.play_online_dialog import PlayOnlineDialog

    def es(context: str, source: str) -> str:
        text = QCoreApplication.translate(context, source)
        assert text != source, (context, source)       # the catalogue has it there
        return text

    online = PlayOnlineDialog()
    qtbot.addWidget(online)
    assert online.windowTitle() == es("PlayOnlineDialog", "Play Online")
    assert online.where_group.title() == es("PlayOnlineHostTab", "Where the table is")
    assert online.found_label.text() == es("PlayOnlineJoinTab", "Tables on the local network:")
    assert online.held_group.title() == es("PlayOnlineYourTables", "Your tables")
    assert online.chooser.seat_kind_combos[1].itemText(0) == es(
        "PlayOnlineDialog", "A friend (joins with the code)")
    assert online.chooser.options_group.title() == es("NewGameDialog", "Rules and scoring")

    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.select_game("draw")
    assert new_game.table_group.title() == es("NewGameDialog", "At the table")
    assert new_game.seat_kind_combos[0].itemText(0) == es("NewGameSeats", "You")
    assert new_game.partnership_box.text() == es("NewGameOptions", "Play in partnerships")
