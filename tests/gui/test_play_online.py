"""Game ▸ Play Online…: the Host and Join tabs, the server this game starts, the tables found
on the local network, the menu, and a live language switch."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog

from dominoes_qt.app import i18n
from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.addresses import code_problem, normal_code, parse_address
from dominoes_qt.app.online.browse import TableBrowser, TableEntry, entries_from, server_name
from dominoes_qt.app.online.hosting import LocalServer
from dominoes_qt.app.online.play_online_dialog import SETTINGS_GROUP, PlayOnlineDialog
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.qt_settings import open_settings
from dominoes_qt.app.window_closing import ClosingQuestions
from dominoes_qt.server import DEFAULT_PORT, SERVICE_TYPE
from dominoes_qt.server.client import TableClient

from .gui_helpers import DRAW_HANDS, make_window, setup_with
from .online_dialog_helpers import free_port, open_dialog

_dialog = open_dialog
_free_port = free_port


def _choose(dialog: PlayOnlineDialog, seat: int, data: str) -> None:
    combo = dialog.chooser.seat_kind_combos[seat]
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


# -- reading addresses and codes ------------------------------------------------------------

@pytest.mark.parametrize(("typed", "url"), [
    ("ws://192.168.1.5:8765", "ws://192.168.1.5:8765"),
    ("192.168.1.5:9000", "ws://192.168.1.5:9000"),
    ("kitchen.local", f"ws://kitchen.local:{DEFAULT_PORT}"),
    ("  kitchen  ", f"ws://kitchen:{DEFAULT_PORT}"),
    ("WSS://example.org/dominoes/", "wss://example.org/dominoes/"),
    ("[::1]:9000", "ws://[::1]:9000"),
    ("fe80::1", f"ws://[fe80::1]:{DEFAULT_PORT}"),
])
def test_addresses_are_read_as_typed(typed: str, url: str) -> None:
    assert parse_address(typed) == url


@pytest.mark.parametrize(("typed", "kind"), [
    ("", "empty"), ("   ", "empty"), ("http://example.org", "scheme"),
    ("host:70000", "port"), ("host:0", "port"), ("host:", "port"), ("host:abc", "port"),
    ("bad host", "host"), ("-x", "host"), ("[::1", "host"), ("a..b", "host"),
])
def test_bad_addresses_say_what_is_wrong(typed: str, kind: str) -> None:
    from dominoes_qt.app.online.addresses import AddressError

    with pytest.raises(AddressError) as caught:
        parse_address(typed)
    assert caught.value.kind == kind


def test_table_codes_are_the_servers_in_any_case() -> None:
    assert normal_code(" abc-234 ") == "ABC234"
    assert code_problem("abc234") == ""
    assert code_problem("") == "empty"
    assert code_problem("ABC23") == "invalid"
    assert code_problem("ABC2345") == "invalid"
    assert code_problem("ABC10O") == "invalid"      # no 0, 1, I, L or O in a code


# -- the Host tab ---------------------------------------------------------------------------

def test_host_tab_offers_only_table_games_and_your_seat_is_yours(qtbot, fresh_settings) -> None:
    dialog = _dialog(qtbot)
    ids = dialog.chooser.game_ids()
    assert "partnership" in ids and "draw" in ids
    from dominoes_qt.rules.catalogue import Seating, find_game

    assert all(find_game(g).seating is Seating.TABLE for g in ids)
    dialog.chooser.select_game("partnership")
    own = dialog.chooser.seat_kind_combos[0]
    assert own.count() == 1 and own.currentData() == "human"
    others = dialog.chooser.seat_kind_combos[1]
    assert others.itemText(0) == "A friend (joins with the code)"
    assert all(not edit.isVisible() for edit in dialog.chooser.seat_name_edits)


def test_host_tab_builds_the_request_for_partnership_with_two_computers(
        qtbot, fresh_settings, tmp_path: Path) -> None:
    made: list[LocalServer] = []

    def make() -> LocalServer:
        made.append(LocalServer(tmp_path / "server", announce=False))
        return made[0]

    dialog = _dialog(qtbot, make_local_server=make)
    dialog.tabs.setCurrentIndex(0)
    dialog.chooser.select_game("partnership")
    _choose(dialog, 1, "computer:medium")
    _choose(dialog, 3, "computer:hard")
    dialog.name_edit.setText("Ana")
    dialog.local_radio.setChecked(True)
    port = _free_port()
    dialog.port_spin.setValue(port)
    assert dialog.is_valid() and dialog.ok_button.text() == "&Host"
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    try:
        # the answer comes back through the event loop: until then the dialog says it waits
        assert dialog.status_label.text() == "Starting the server…"
        assert not dialog.ok_button.isEnabled() and not dialog.tabs.isEnabled()
        qtbot.waitUntil(lambda: dialog.result() == QDialog.DialogCode.Accepted, timeout=20_000)
        server = made[0]
        assert dialog.local_server is server and server.running and server.port == port
        request = dialog.request()
        assert request.url == f"ws://127.0.0.1:{port}"
        assert request.name == "Ana" and request.hosting and request.table == ""
        create = request.create
        assert create is not None
        assert (create["game"], create["players"], create["set"], create["seat"]) == (
            "partnership", 4, 6, 0)
        assert create["seats"] == [{"kind": "human"}, {"kind": "computer", "level": "medium"},
                                   {"kind": "human"}, {"kind": "computer", "level": "hard"}]
        assert create["options"]["partnership"] is True
        friends = server.friend_addresses()
        assert request.address_for_friends == friends[0]
        assert request.address_for_friends.endswith(f":{port}")
        assert request.other_addresses == tuple(friends[1:])
        # the request makes that table on that server
        joined = asyncio.run(_create(request))
        assert joined["type"] == "joined" and joined["seat"] == 0 and joined["host"] is True
    finally:
        for server in made:
            server.stop()


async def _create(request: OnlineRequest) -> dict:
    client = TableClient(request.url, name=request.name, reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    assert request.create is not None
    fields = dict(request.create)
    joined = await client.create(fields.pop("game"), **fields)
    await client.close()
    return joined


def test_a_running_server_is_used_again_and_a_busy_port_is_said(qtbot, fresh_settings,
                                                                tmp_path: Path) -> None:
    with socket.socket() as busy:
        busy.bind(("0.0.0.0", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        dialog = _dialog(qtbot)
        dialog.local_radio.setChecked(True)
        dialog.port_spin.setValue(taken)
        assert f"Port {taken} is in use by another program" in dialog.local_note.text()
        assert dialog.is_valid()      # a note, not an error: a free port is taken
        dialog.close()

        server = LocalServer(tmp_path, announce=False)
        try:
            server.start(port=taken)
            assert server.port_was_busy and server.port != taken
            dialog = _dialog(qtbot, local_server=server)
            assert not dialog.port_spin.isEnabled()
            assert f"running on port {server.port}" in dialog.local_note.text()
            dialog.chooser.select_game("draw")
            dialog.accept()        # no wait: the server runs already
            assert dialog.result() == QDialog.DialogCode.Accepted
            assert dialog.request().url == server.url
            assert dialog.request().address_for_friends.endswith(f":{server.port}")
        finally:
            server.stop()


def test_hosting_on_a_server_at_an_address(qtbot, fresh_settings) -> None:
    def never() -> LocalServer:
        raise AssertionError("no server is started for a table elsewhere")

    dialog = _dialog(qtbot, make_local_server=never)
    dialog.chooser.select_game("draw")
    dialog.remote_radio.setChecked(True)
    assert not dialog.is_valid()
    assert not dialog.host_address_error.isVisible()    # nothing typed: no error yet
    qtbot.keyClicks(dialog.host_address_edit, "tables.example.org:70000")
    dialog.host_address_edit.editingFinished.emit()
    assert not dialog.is_valid()
    assert dialog.host_address_error.text() == "The port is a number from 1 to 65535."
    dialog.host_address_edit.setText("tables.example.org:9000")
    assert dialog.is_valid() and not dialog.host_address_error.isVisible()
    dialog.accept()
    request = dialog.request()
    assert request.url == "ws://tables.example.org:9000"
    assert request.hosting and request.create is not None
    assert request.create["game"] == "draw"
    assert request.address_for_friends == ""


# -- the Join tab ---------------------------------------------------------------------------

def test_join_tab_checks_address_and_code_and_builds_the_request(qtbot, fresh_settings) -> None:
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.ok_button.text() == "&Join"
    assert not dialog.is_valid()
    assert not dialog.join_address_error.isVisible() and not dialog.code_error.isVisible()

    qtbot.keyClicks(dialog.code_edit, "abc1")
    assert dialog.code_edit.text() == "ABC1"           # capitals as typed
    assert not dialog.code_error.isVisible()            # not wrong while it is typed
    dialog.code_edit.editingFinished.emit()             # the field is left
    assert dialog.code_error.isVisible()
    assert dialog.code_error.text() == \
        "This is not a table code: check the one your host gave you."
    assert not dialog.join_address_error.isVisible()    # nothing typed there yet
    assert not dialog.is_valid()
    dialog.code_edit.clear()
    qtbot.keyClicks(dialog.code_edit, "abc23")
    assert dialog.code_error.isVisible()                # checked live once left
    qtbot.keyClicks(dialog.code_edit, "4")
    assert not dialog.code_error.isVisible()

    qtbot.keyClicks(dialog.join_address_edit, "kitchen:99999")
    dialog.join_address_edit.editingFinished.emit()
    assert dialog.join_address_error.text() == "The port is a number from 1 to 65535."
    assert not dialog.is_valid()
    dialog.join_address_edit.setText("kitchen")
    assert not dialog.join_address_error.isVisible()
    assert dialog.is_valid()

    dialog.name_edit.setText("  Bea  ")
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.request() == OnlineRequest(f"ws://kitchen:{DEFAULT_PORT}", "Bea",
                                             table="ABC234")


def test_the_typed_name_is_remembered_and_the_placeholder_never(qtbot, fresh_settings) -> None:
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.name_edit.text() == "" and dialog.name_edit.placeholderText()
    dialog.join_address_edit.setText("kitchen")
    dialog.code_edit.setText("ABC234")
    dialog.accept()
    assert dialog.request().name == ""            # the server's default, in its language
    assert open_settings().value(f"{SETTINGS_GROUP}/name") == ""

    dialog = _dialog(qtbot)
    assert dialog.joining()                        # the tab used last
    assert dialog.join_address_edit.text() == "kitchen"
    dialog.name_edit.setText("Bea")
    dialog.code_edit.setText("ABC234")
    dialog.accept()
    assert _dialog(qtbot).name_edit.text() == "Bea"


def test_a_table_picked_from_the_list_is_joined(qtbot, fresh_settings) -> None:
    browser = TableBrowser()
    dialog = _dialog(qtbot, browser=browser)
    dialog.tabs.setCurrentIndex(1)
    entries = entries_from("kitchen", "ws://192.168.1.5:8765", [
        {"table": "ABC234", "game": "partnership", "players": 4, "free": 1, "host": "Ana"},
        {"table": "XYZ789", "game": "draw", "players": 2, "free": 1, "host": "Cy"},
        {"table": "BROKEN"}])                              # malformed: left out
    assert [e.code for e in entries] == ["ABC234", "XYZ789"]
    browser.tables_changed.emit(entries)
    assert dialog.found_list.topLevelItemCount() == 2
    first = dialog.found_list.topLevelItem(0)
    from dominoes_qt.rules.catalogue import find_game

    assert first.text(0) == find_game("partnership").name
    assert (first.text(1), first.text(2), first.text(3)) == ("Ana", "1 of 4", "kitchen")
    assert dialog.found_status.text() == "Double-click a table to join it."
    second = dialog.found_list.topLevelItem(1)
    rect = dialog.found_list.visualItemRect(second)
    qtbot.mouseClick(dialog.found_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert (dialog.join_address_edit.text(), dialog.code_edit.text()) == (
        "ws://192.168.1.5:8765", "XYZ789")                  # a click fills the fields
    assert dialog.found_list.selectedItems() == [second]
    dialog.code_edit.setText("ABC999")                       # no longer that table
    assert dialog.found_list.selectedItems() == []
    qtbot.mouseDClick(dialog.found_list.viewport(), Qt.MouseButton.LeftButton,
                      pos=rect.center())
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.request() == OnlineRequest("ws://192.168.1.5:8765", "", table="XYZ789")
    browser.stop()


def test_join_tab_says_so_when_the_network_cannot_be_browsed(qtbot, fresh_settings) -> None:
    browser = TableBrowser()
    dialog = _dialog(qtbot, browser=browser)
    dialog.tabs.setCurrentIndex(1)
    browser._on_failed("no multicast")
    assert "cannot be found here (no multicast)" in dialog.found_status.text()
    dialog.join_address_edit.setText("10.0.0.2:8765")    # address and code still work
    dialog.code_edit.setText("ABC234")
    assert dialog.is_valid()
    browser.stop()


# -- zeroconf on this machine ---------------------------------------------------------------

def _multicast_works() -> str:
    """"" when zeroconf can announce and find a service here, else why not."""
    try:
        from zeroconf import Zeroconf

        Zeroconf().close()
    except Exception as exc:  # noqa: BLE001
        return str(exc) or type(exc).__name__
    return ""


def test_the_browser_finds_a_local_servers_table_over_zeroconf(qtbot, tmp_path: Path) -> None:
    problem = _multicast_works()
    if problem:
        pytest.skip(f"zeroconf cannot open multicast sockets on this machine: {problem}")
    server = LocalServer(tmp_path, announce=True)
    url = server.start(port=0)
    browser = TableBrowser(refresh_ms=500)
    try:
        if not server.wait_announced(15):
            pytest.skip(f"this machine cannot announce over multicast: {server.announce_error}")
        code, _token = asyncio.run(_made(url))
        seen: list[list[TableEntry]] = []
        browser.tables_changed.connect(seen.append)
        browser.start()
        qtbot.waitUntil(lambda: any(e.code == code for e in browser.entries()), timeout=20_000)
        entry = next(e for e in browser.entries() if e.code == code)
        assert entry.game == "partnership" and entry.players == 4 and entry.free == 1
        assert entry.host == "Ana"
        assert entry.url.endswith(f":{server.port}")
        assert entry.server == server_name(server.service_name, SERVICE_TYPE)
        assert browser.available is True and seen
        server.stop()                    # it stops announcing: its tables leave the list
        qtbot.waitUntil(lambda: all(e.code != code for e in browser.entries()), timeout=20_000)
    finally:
        browser.stop()
        server.stop()
        if browser.closer is not None:
            browser.closer.join(10)


async def _made(url: str) -> tuple[str, str]:
    client = TableClient(url, name="Ana", reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    joined = await client.create("partnership", seats=[
        {"kind": "human"}, {"kind": "computer", "level": "random"}, {"kind": "human"},
        {"kind": "computer", "level": "random"}], listed=True)   # private unless listed
    await client.close()
    return joined["table"], joined["token"]


# -- the menu -------------------------------------------------------------------------------

def test_the_menu_opens_the_dialog_and_ok_opens_the_network_table(qtbot, fresh_settings,
                                                                   monkeypatch) -> None:
    opened: list[OnlineRequest] = []
    monkeypatch.setattr(MainWindow, "open_online", lambda self, request: opened.append(request))
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    assert window.action_online in window.menu_game.actions()
    assert window.action_online.text() == "Play &Online…"
    seen: list[PlayOnlineDialog] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, PlayOnlineDialog)
        seen.append(dialog)
        dialog.tabs.setCurrentIndex(1)
        dialog.name_edit.setText("Bea")
        dialog.join_address_edit.setText("192.168.1.5")
        dialog.code_edit.setText("xyz789")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    window.action_online.trigger()
    assert seen
    assert opened == [OnlineRequest(f"ws://192.168.1.5:{DEFAULT_PORT}", "Bea", table="XYZ789")]


def test_quitting_with_a_table_in_play_asks_first(qtbot, fresh_settings, monkeypatch) -> None:
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    server = window._make_local_server()
    assert window._make_local_server() is server        # one server per window
    url = server.start(port=0)
    asked: list[list[dict]] = []
    answers = [False, True]
    monkeypatch.setattr(ClosingQuestions, "ask_stop_server",
                        lambda self, tables: asked.append(tables) or answers.pop(0))
    client = TableClient(url, name="Ana", reconnect=False)
    loop = asyncio.new_event_loop()

    async def sit_and_deal() -> None:
        await client.connect()
        await client.wait_for("welcome")
        await client.create("draw", players=2, seats=[
            {"kind": "human"}, {"kind": "computer", "level": "random"}])
        await client.send("ready", ready=True)
        await client.wait_for("state")

    try:
        loop.run_until_complete(sit_and_deal())
        assert window.close() is False          # "keep playing": nothing stops
        assert server.running and len(asked) == 1
        assert asked[0][0]["game"] == "draw" and asked[0][0]["people"][0]["name"] == "Ana"
        assert window.close() is True           # "quit anyway": the server stops
        assert not server.running and len(asked) == 2
    finally:
        loop.run_until_complete(client.close())
        loop.close()
        server.stop()


# -- languages ------------------------------------------------------------------------------

def test_the_dialog_follows_a_live_language_switch(qtbot, fresh_settings, english) -> None:
    dialog = _dialog(qtbot)
    dialog.chooser.select_game("partnership")
    dialog.tabs.setCurrentIndex(1)
    dialog.code_edit.setText("AB")
    dialog.code_edit.editingFinished.emit()
    english_error = "This is not a table code: check the one your host gave you."
    assert dialog.code_error.text() == english_error
    assert dialog.windowTitle() == "Play Online"
    i18n.apply_language("de")
    assert dialog.windowTitle() != "Play Online"
    assert dialog.tabs.tabText(0) != "Host a Table" and dialog.tabs.tabText(1) != "Join a Table"
    assert dialog.ok_button.text() not in ("&Join", "OK", "&OK")
    assert dialog.code_error.isVisible() and dialog.code_error.text() != english_error
    assert dialog.found_status.text() != "Looking for tables on the local network…"
    friend = dialog.chooser.seat_kind_combos[1]
    assert friend.itemText(0) != "A friend (joins with the code)"
    assert dialog.chooser.seat_kind_combos[0].currentText() == "Du"
    dialog.tabs.setCurrentIndex(0)
    assert dialog.ok_button.text() != "&Host"
    assert "Friends on your network join at:" not in dialog.local_note.text()
    i18n.apply_language("en")
    assert dialog.windowTitle() == "Play Online"
    assert dialog.ok_button.text() == "&Host"


def test_remembered_choices_stay_in_their_own_settings_folder(qtbot, tmp_path: Path,
                                                              monkeypatch) -> None:
    """Two copies of the game with two settings folders (DOMINOES_QT_HOME) remember their own
    name and last game: nothing goes to a folder both share."""
    from dominoes_qt.app.new_game_dialog import NewGameDialog

    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path / "ana"))
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    dialog.name_edit.setText("Ana")
    dialog.join_address_edit.setText("kitchen")
    dialog.code_edit.setText("ABC234")
    dialog.accept()
    games = NewGameDialog(None, None)
    qtbot.addWidget(games)
    games.select_game("partnership")
    games.accept()
    assert _dialog(qtbot).name_edit.text() == "Ana"

    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path / "bea"))
    assert _dialog(qtbot).name_edit.text() == ""
    other = NewGameDialog(None, None)
    qtbot.addWidget(other)
    assert other.setup().game_id != "partnership"


def test_your_tables_are_listed_on_the_join_tab_and_returned_to(qtbot, fresh_settings) -> None:
    import time

    from dominoes_qt.storage.held_seats import HeldSeat, drop_seat, hold_seat

    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    assert not dialog.held_group.isVisible(), "no seat held: nothing to show"
    now = time.time()
    hold_seat(HeldSeat("ws://kitchen:8765", "ABC234", 2, "secret-1", "mexican-train", now - 90))
    hold_seat(HeldSeat("ws://10.0.0.7:8765", "XYZ789", 0, "secret-2", "draw", now - 5))
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.held_group.isVisible() and dialog.held_group.title() == "Your tables"
    assert dialog.held_list.topLevelItemCount() == 2
    first = dialog.held_list.topLevelItem(0)               # the newest first
    from dominoes_qt.rules.catalogue import find_game

    assert first.text(0) == find_game("draw").name
    assert (first.text(1), first.text(2), first.text(3)) == ("XYZ789", "1", "10.0.0.7:8765")
    assert not dialog.return_button.isEnabled()
    second = dialog.held_list.topLevelItem(1)
    assert second.text(0) == find_game("mexican-train").name and second.text(2) == "3"
    # a double-click returns to the seat with its token
    rect = dialog.held_list.visualItemRect(second)
    qtbot.mouseClick(dialog.held_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.return_button.isEnabled()
    qtbot.mouseDClick(dialog.held_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.request() == OnlineRequest("ws://kitchen:8765", "", table="ABC234", seat=2,
                                             token="secret-1")
    # or the button, once one is picked
    dialog = _dialog(qtbot)
    dialog.tabs.setCurrentIndex(1)
    dialog.name_edit.setText("Bea")
    dialog.held_list.setCurrentItem(dialog.held_list.topLevelItem(0))
    assert dialog.return_button.isEnabled() and dialog.return_button.text() == "&Return to the Table"
    dialog.return_button.click()
    assert dialog.request() == OnlineRequest("ws://10.0.0.7:8765", "Bea", table="XYZ789", seat=0,
                                             token="secret-2")
    # a table open in the game already is not offered again
    dialog = _dialog(qtbot, seated=[("ws://kitchen:8765", "ABC234", 2)])
    assert [dialog.held_list.topLevelItem(i).text(1)
            for i in range(dialog.held_list.topLevelItemCount())] == ["XYZ789"]
    drop_seat("ws://kitchen:8765", "ABC234", 2)
    drop_seat("ws://10.0.0.7:8765", "XYZ789", 0)


def test_the_host_tab_offers_the_game_on_the_table_until_one_was_hosted(qtbot,
                                                                        fresh_settings) -> None:
    dialog = _dialog(qtbot, game="partnership")
    assert dialog.chooser.game_id() == "partnership"
    dialog.chooser.select_game("all-fives")
    dialog.name_edit.setText("Ana")
    dialog.chooser.remember()
    assert _dialog(qtbot, game="partnership").chooser.game_id() == "all-fives"
    assert _dialog(qtbot, game="sebastopol-solitaire").chooser.game_id() == "all-fives"
