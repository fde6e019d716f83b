"""The Play Online dialog's form (issue 34 point 4, issue 35 point 2): no error before anything
is typed and no jump when one comes and goes, the code checked by the protocol's one function,
the German placeholder and address whole, the address friends get the one the server listens
on, the compass names of the seats, tables in play in the browse list, and "List on the local
network"."""

from __future__ import annotations

import socket

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import QApplication, QDialog, QStyle, QStyleOptionFrame

from dominoes_qt.app import i18n
from dominoes_qt.app.online.browse import TableEntry
from dominoes_qt.app.online.hosting import LocalServer
from dominoes_qt.app.online.play_online_dialog import SETTINGS_GROUP, PlayOnlineDialog
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.server import protocol

from .online_dialog_helpers import open_dialog

_dialog = open_dialog


def _join_tab(qtbot, **kw) -> PlayOnlineDialog:
    dialog = _dialog(qtbot, **kw)
    dialog.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    return dialog


def _y(widget, dialog) -> int:
    return widget.mapTo(dialog, widget.rect().topLeft()).y()


# -- messages -------------------------------------------------------------------------------

def test_no_error_before_the_code_is_typed_even_with_a_remembered_address(
        qtbot, fresh_settings) -> None:
    settings = open_settings()
    settings.setValue(f"{SETTINGS_GROUP}/join_address", "kitchen")
    settings.setValue(f"{SETTINGS_GROUP}/tab", "join")
    settings.sync()
    dialog = _join_tab(qtbot)
    assert dialog.join_address_edit.text() == "kitchen"
    assert not dialog.code_error.isVisible() and not dialog.join_address_error.isVisible()
    assert not dialog.is_valid()         # OK waits for the code, without a red word


def test_the_form_keeps_its_place_as_a_message_comes_and_goes(qtbot, fresh_settings) -> None:
    dialog = _join_tab(qtbot)
    code_y, group_h = _y(dialog.code_edit, dialog), dialog.by_code_group.height()
    list_h = dialog.found_list.height()
    dialog.code_edit.setFocus()
    qtbot.keyClicks(dialog.code_edit, "AB")
    qtbot.keyClick(dialog.code_edit, Qt.Key.Key_Tab)        # leaves the field: now it is said
    QApplication.processEvents()
    assert dialog.code_error.isVisible() and dialog.code_error.text()
    assert (_y(dialog.code_edit, dialog), dialog.by_code_group.height(),
            dialog.found_list.height()) == (code_y, group_h, list_h)
    dialog.code_edit.setText("ABC234")
    QApplication.processEvents()
    assert not dialog.code_error.isVisible()
    assert (_y(dialog.code_edit, dialog), dialog.by_code_group.height()) == (code_y, group_h)


def test_a_half_typed_code_is_not_called_wrong_while_it_is_typed(qtbot, fresh_settings) -> None:
    dialog = _join_tab(qtbot)
    dialog.join_address_edit.setText("kitchen")
    dialog.code_edit.setFocus()
    qtbot.keyClicks(dialog.code_edit, "ABC")
    assert not dialog.code_error.isVisible()
    qtbot.keyClicks(dialog.code_edit, "234")
    assert dialog.is_valid() and not dialog.code_error.isVisible()


def test_the_code_is_checked_by_the_protocols_one_function(qtbot, fresh_settings,
                                                            monkeypatch) -> None:
    """Codes become longer (issue 35): the dialog follows ``protocol.valid_code``."""
    monkeypatch.setattr(protocol, "valid_code", lambda text: text == "LONGERCODE23")
    dialog = _join_tab(qtbot)
    dialog.join_address_edit.setText("kitchen")
    dialog.code_edit.setText("longer-code-23")
    assert dialog.is_valid()
    dialog.code_edit.setText("ABC234")
    assert not dialog.is_valid()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted


def _text_room(edit) -> int:
    """The width an edit gives its text (its frame and text margins taken off)."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    rect = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    return rect.width() - margins.left() - margins.right() - 4     # QLineEdit's own margin


@pytest.mark.parametrize("lang", ["de", "fr", "es", "pt_BR"])
def test_the_code_placeholder_is_whole_in_every_language(qtbot, fresh_settings, english,
                                                          lang: str) -> None:
    i18n.apply_language(lang)
    dialog = _join_tab(qtbot)
    edit = dialog.code_edit
    placeholder = edit.placeholderText()
    assert placeholder and placeholder != "The code your host gives you"
    assert edit.fontMetrics().horizontalAdvance(placeholder) <= _text_room(edit), placeholder


# -- the address friends are given -----------------------------------------------------------

def _busy_port():
    busy = socket.socket()
    busy.bind(("0.0.0.0", 0))
    busy.listen()
    return busy, busy.getsockname()[1]


def test_a_busy_port_is_never_given_to_friends(qtbot, fresh_settings, tmp_path) -> None:
    busy, taken = _busy_port()
    server = LocalServer(tmp_path, announce=False)
    try:
        dialog = _dialog(qtbot, local_server=server)
        dialog.port_spin.setValue(taken)
        note = dialog.local_note.text()
        assert f"Port {taken} is in use" in note
        assert f":{taken}" not in note           # no ws://…:busy address for friends
        with qtbot.waitSignal(dialog.finished, timeout=20000):
            dialog.accept()
        request = dialog.request()
        assert server.port != taken
        assert request.address_for_friends.endswith(f":{server.port}")
        again = _dialog(qtbot, local_server=server)
        assert f":{server.port}" in again.local_note.text()
        assert f":{taken}" not in again.local_note.text()
    finally:
        server.stop()
        busy.close()


def test_the_friends_address_is_never_broken_over_two_lines(qtbot, fresh_settings,
                                                            english) -> None:
    """Laid out as the note's label lays it out, at every width it may get."""
    i18n.apply_language("de")
    dialog = _dialog(qtbot)
    dialog._lan = ["192.168.178.23", "10.0.0.7"]
    dialog._update()
    label = dialog.local_note
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)     # a label's wrapping
    doc.setDefaultTextOption(option)
    if label.textFormat() == Qt.TextFormat.RichText or label.text().lstrip().startswith("<"):
        doc.setHtml(label.text())
    else:
        doc.setPlainText(label.text())
    text = doc.toPlainText()
    port = dialog.port_spin.value()
    urls = [f"ws://{ip}:{port}" for ip in dialog._lan]
    assert all(url in text for url in urls), text
    widest = max(label.fontMetrics().horizontalAdvance(url) for url in urls)
    broken = set()
    for width in range(widest + 4, 900, 4):     # narrower, an address cannot stay whole
        doc.setTextWidth(width)
        assert doc.size().height() > 0          # laid out now
        for url in urls:
            start = text.find(url)
            block = doc.findBlock(start)
            layout = block.layout()
            first = layout.lineForTextPosition(start - block.position()).lineNumber()
            last = layout.lineForTextPosition(start + len(url) - 1 - block.position())
            if last.lineNumber() != first:
                broken.add((width, url))
    assert not broken, sorted(broken)[:3]


# -- seats, tables in play, listing -----------------------------------------------------------

def test_the_host_tab_names_the_seats_by_the_compass(qtbot, fresh_settings) -> None:
    dialog = _dialog(qtbot)
    dialog.chooser.select_game("partnership")
    labels = [label.text() for label in dialog.chooser._seat_labels]
    assert labels == ["South", "West", "North", "East"]


def test_your_tables_name_the_seat_as_the_host_dialog_does(qtbot, fresh_settings) -> None:
    from dominoes_qt.storage.held_seats import HeldSeat, drop_seat, hold_seat

    held = HeldSeat("ws://kitchen:8765", "ABC234", 2, "t" * 32, "partnership", 1.0, players=4)
    hold_seat(held)
    try:
        dialog = _join_tab(qtbot)
        item = dialog.held_list.topLevelItem(0)
        assert item.text(2) == "North"
    finally:
        drop_seat(held.url, held.table, held.seat)


def test_a_table_in_play_with_a_seat_left_is_shown_as_such(qtbot, fresh_settings) -> None:
    dialog = _join_tab(qtbot)
    entries = [TableEntry("kitchen", "ws://kitchen:8765", "ABC234", "partnership", 4, 1, "Ana",
                          in_play=True),
               TableEntry("kitchen", "ws://kitchen:8765", "XYZ789", "draw", 2, 1, "Bea")]
    dialog._on_tables_changed(entries)
    assert dialog.found_list.topLevelItemCount() == 2
    in_play = dialog.found_list.topLevelItem(0).text(2)
    waiting = dialog.found_list.topLevelItem(1).text(2)
    assert "in play" in in_play and "in play" not in waiting


def test_the_table_is_listed_on_the_local_network_unless_unticked(qtbot, fresh_settings,
                                                                   tmp_path) -> None:
    server = LocalServer(tmp_path, announce=False)
    server.start(port=0)
    try:
        dialog = _dialog(qtbot, local_server=server)
        assert dialog.listed_check.isChecked() and dialog.listed_check.isEnabled()
        dialog.accept()
        assert dialog.request().create is not None
        assert dialog.request().create["listed"] is True
        second = _dialog(qtbot, local_server=server)
        second.listed_check.setChecked(False)
        second.accept()
        assert second.request().create["listed"] is False
        remote = _dialog(qtbot)
        remote.remote_radio.setChecked(True)
        assert not remote.listed_check.isChecked()      # a server elsewhere: private
        remote.host_address_edit.setText("example.org")
        remote.accept()
        assert remote.request().create["listed"] is False
    finally:
        server.stop()


def test_an_unticked_list_on_the_local_network_stays_unticked_next_time(
        qtbot, fresh_settings) -> None:
    """The player hosted unlisted: the next Play Online shows the box as they left it (the
    choice was saved, so a box ticked again would list the next table against their word)."""
    first = _dialog(qtbot)
    first.listed_check.setChecked(False)
    first._remember()
    again = _dialog(qtbot)
    assert again.local_radio.isChecked()
    assert not again.listed_check.isChecked()
    again.remote_radio.setChecked(True)
    again.local_radio.setChecked(True)
    assert not again.listed_check.isChecked()
