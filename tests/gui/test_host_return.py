"""A table that outlives its host (issue 34 point 3, the host's side): a copy that was hosting
and is started again asks one question, brings its server back on the table's port with the
tables it kept, and takes its seat back with its token, without making another table; the
Play Online dialog never looks for such a table where nothing listens, and never hosts a new
table beside it unasked."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from dominoes_qt.app.online import host_return
from dominoes_qt.app.online.hosting import LocalServer
from dominoes_qt.app.online.play_online_dialog import PlayOnlineDialog
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.server.client import TableClient
from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat
from dominoes_qt.storage.hosted_tables import (
    hosted_seats,
    is_hosted_here,
    kept_phase,
    loopback_port,
    moved_seat,
)

from .gui_helpers import DRAW_HANDS, make_window, setup_with
from .online_dialog_helpers import free_port, open_dialog

GAME = "partnership"
SEATS = [{"kind": "human"}, {"kind": "computer", "level": "greedy"},
         {"kind": "human"}, {"kind": "computer", "level": "random"}]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A settings folder of its own: its seats held and its server's tables."""
    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))
    return tmp_path


async def _create(url: str) -> dict:
    client = TableClient(url, name="Ana", reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    joined = await client.create(GAME, options={"target": 30}, seats=SEATS)
    await client.close()
    return joined


async def _rejoin(url: str, code: str, token: str) -> dict:
    client = TableClient(url, reconnect=False)
    await client.connect()
    await client.wait_for("welcome")
    await client.send("rejoin", table=code, token=token)
    joined = await client.wait_for("joined")
    await client.close()
    return joined


def _hosted_before(home: Path) -> tuple[HeldSeat, int]:
    """A copy hosted a table on its own server, held its seat, and went away."""
    port = free_port()
    server = LocalServer(announce=False)
    url = server.start(port=port)
    try:
        joined = asyncio.run(_create(url))
    finally:
        server.stop()
    held = HeldSeat(url, joined["table"], joined["seat"], joined["token"], GAME, time.time(), 4)
    hold_seat(held)
    assert (home / "server" / f"{held.table}.table.json").exists()
    return held, port


class _Window:
    """What the start-up question needs of the game window."""

    def __init__(self) -> None:
        self.local_server: LocalServer | None = None
        self.opened: list[OnlineRequest] = []

    def open_online(self, request: OnlineRequest) -> None:
        self.opened.append(request)


# -- which tables this copy hosts --------------------------------------------------------------

def test_only_a_loopback_seat_at_a_kept_table_in_play_is_this_copys(home: Path) -> None:
    held, port = _hosted_before(home)
    assert loopback_port(held.url) == port
    assert loopback_port("ws://kitchen:8765") is None and loopback_port("wss://[::1]:9") is None
    assert kept_phase(held.table) == "waiting"
    assert is_hosted_here(held) and hosted_seats() == [held]
    elsewhere = HeldSeat("ws://192.168.1.5:8765", held.table, 0, "t" * 32, GAME, 1.0)
    assert not is_hosted_here(elsewhere)              # a friend's server
    unknown = HeldSeat(held.url, "ZZZ999", 0, "t" * 32, GAME, 1.0)
    assert not is_hosted_here(unknown)                # no such table kept here
    sneaky = HeldSeat(held.url, "../settings", 0, "t" * 32, GAME, 1.0)
    assert not is_hosted_here(sneaky)
    meta = home / "server" / f"{held.table}.table.json"
    meta.write_text(meta.read_text().replace('"waiting"', '"over"'))
    assert not is_hosted_here(held) and hosted_seats() == []   # nothing left to go back to


def test_a_seat_moved_to_another_port_is_kept_under_its_new_address(home: Path) -> None:
    held = HeldSeat("ws://127.0.0.1:8765", "ABC234", 0, "t" * 32, GAME, 1.0, 2)
    hold_seat(held)
    moved = moved_seat(held, "ws://127.0.0.1:40000")
    assert moved.url == "ws://127.0.0.1:40000" and moved.token == held.token
    assert held_seats() == [moved]


# -- the start-up question -----------------------------------------------------------------------

def test_started_again_the_copy_asks_once_and_takes_its_seat_back(qtbot, home: Path) -> None:
    held, port = _hosted_before(home)
    window = _Window()
    helper = host_return.HostReturn(window)
    asked: list[tuple[str, int]] = []
    helper.ask = lambda seat, others: asked.append((seat.table, others)) or True
    try:
        assert helper.offer()
        qtbot.waitUntil(lambda: bool(window.opened), timeout=20000)
        server = window.local_server
        assert server is not None and server.running
        assert server.port == port                    # where the friends' seats point
        assert asked == [(held.table, 0)]
        request = window.opened[0]
        assert request.rejoining and not request.hosting   # no second table is made
        assert (request.url, request.table, request.seat, request.token) == \
            (held.url, held.table, held.seat, held.token)
        assert [t["table"] for t in server.tables()] == [held.table]
        back = asyncio.run(_rejoin(request.url, request.table, request.token))
        assert back["host"] is True and back["seat"] == held.seat
    finally:
        if window.local_server is not None:
            window.local_server.stop()


def test_no_is_no_server_and_the_seat_stays_held(qtbot, home: Path) -> None:
    held, _port = _hosted_before(home)
    window = _Window()
    helper = host_return.HostReturn(window)
    helper.ask = lambda seat, others: False
    assert not helper.offer()
    assert window.local_server is None or not window.local_server.running
    assert window.opened == [] and held_seats() == [held]


def test_nothing_is_asked_without_a_hosted_table(qtbot, home: Path) -> None:
    hold_seat(HeldSeat("ws://192.168.1.5:8765", "ABC234", 1, "t" * 32, GAME, 1.0, 2))
    window = _Window()
    helper = host_return.HostReturn(window)
    helper.ask = lambda seat, others: pytest.fail("asked with nothing to go back to")
    assert not helper.offer()


def test_the_game_window_goes_back_to_the_table_at_start_up(qtbot, home: Path,
                                                            monkeypatch) -> None:
    held, port = _hosted_before(home)
    monkeypatch.setattr(host_return, "ask_go_back", lambda *a, **k: host_return.GO_BACK)
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    local = window.controller.record
    try:
        assert host_return.offer_at_start(window) is not None
        qtbot.waitUntil(lambda: window.network is not None, timeout=20000)
        net = window.network
        qtbot.waitUntil(lambda: net.joined, timeout=20000)
        assert net.request.rejoining and not net.request.hosting
        assert net.code == held.table and net.controller.seat == held.seat
        assert net.host
        assert window.controller is net.controller          # the window shows the table
        assert window.local_server is not None and window.local_server.port == port
        assert [t["table"] for t in window.local_server.tables()] == [held.table]
        assert window.leave_table() and window.network is None
        assert window.controller.record is local            # the local game is back
    finally:
        if window.network is not None:
            window.network.quit()
        if window.local_server is not None:
            window.local_server.stop()


# -- the Play Online dialog ---------------------------------------------------------------------

def _dialog(qtbot, server: LocalServer) -> PlayOnlineDialog:
    return open_dialog(qtbot, local_server=server)


def test_your_tables_starts_the_server_of_a_table_this_copy_hosts(qtbot, home: Path) -> None:
    held, port = _hosted_before(home)
    server = LocalServer(announce=False)
    dialog = _dialog(qtbot, server)
    dialog.tabs.setCurrentIndex(1)
    assert dialog.held_list.topLevelItemCount() == 1
    try:
        with qtbot.waitSignal(dialog.finished, timeout=20000):
            dialog.return_to(held)
        assert dialog.result() == QDialog.DialogCode.Accepted
        assert server.running and server.port == port
        request = dialog.request()
        assert request.rejoining and request.url == held.url and request.token == held.token
        assert asyncio.run(_rejoin(request.url, held.table, held.token))["host"] is True
    finally:
        server.stop()


@pytest.mark.parametrize("answer", [host_return.GO_BACK, host_return.HOST_NEW,
                                    host_return.NOT_NOW])
def test_host_asks_before_a_new_table_beside_an_old_one(qtbot, home: Path, monkeypatch,
                                                         answer: str) -> None:
    held, _port = _hosted_before(home)
    server = LocalServer(announce=False)
    dialog = _dialog(qtbot, server)
    dialog.tabs.setCurrentIndex(0)
    asked: list[str] = []
    monkeypatch.setattr(dialog, "ask_go_back", lambda seat: asked.append(seat.table) or answer)
    try:
        if answer == host_return.NOT_NOW:
            dialog.accept()
            assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
            assert not server.running
        else:
            with qtbot.waitSignal(dialog.finished, timeout=20000):
                dialog.accept()
            request = dialog.request()
            if answer == host_return.GO_BACK:
                assert request.rejoining and request.table == held.table
            else:
                assert request.hosting and request.create is not None
        assert asked == [held.table]
    finally:
        server.stop()


@pytest.mark.parametrize("busy", [False, True])
def test_the_game_started_again_asks_about_the_table_alone(qtbot, home: Path, monkeypatch,
                                                           busy: bool) -> None:
    """``dominoes-qt`` started again: the hosted table is the one question, and the local
    game left unfinished comes back behind it unasked.  ``busy``: the start-up runs events
    after the server is back (a message about a damaged save is shown), and the local game
    put on the table then still does not take the host away from the table."""
    from PySide6.QtWidgets import QApplication

    from dominoes_qt.app.game_files import GameFiles
    from dominoes_qt.app.main import main
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.storage.autosave import own_autosave, write_autosave
    from dominoes_qt.storage.record import GameRecord

    held, port = _hosted_before(home)
    record = GameRecord.new(setup_with("draw", DRAW_HANDS))
    record.apply(record.match.hand.legal_actions()[0])
    write_autosave(record, own_autosave())
    asked: list[str] = []
    monkeypatch.setattr(host_return, "ask_go_back",
                        lambda *a, **k: asked.append("table") or host_return.GO_BACK)
    monkeypatch.setattr(GameFiles, "ask_resume",
                        lambda self, record: asked.append("local game") or False)
    seen: dict[str, object] = {}
    if busy:
        start_up = GameFiles.start_up

        def busy_start_up(self: GameFiles, *args: object, **kwargs: object) -> bool:
            window = self.window
            qtbot.waitUntil(lambda: window.local_server is not None
                            and window.local_server.running, timeout=20000)
            qtbot.wait(300)             # the server's answer comes in while a box is open
            return start_up(self, *args, **kwargs)

        monkeypatch.setattr(GameFiles, "start_up", busy_start_up)

    def run(*_args: object) -> int:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        try:
            qtbot.waitUntil(lambda: window.network is not None and window.network.joined,
                            timeout=20000)
            net = window.network
            server = window.local_server
            seen.update(code=net.code, seat=net.controller.seat,
                        port=server.port if server else 0,
                        tables=[t["table"] for t in server.tables()] if server else [])
            assert window.leave_table()       # the local game waited behind the table
            seen.update(moves=len(window.controller.record.match.actions))
        finally:
            if window.network is not None:
                window.network.quit()
            if window.local_server is not None:
                window.local_server.stop()
            window.close()
            window.deleteLater()
        return 0

    monkeypatch.setattr(QApplication, "exec", run)
    assert main([]) == 0
    assert asked == ["table"]
    assert seen == {"code": held.table, "seat": held.seat, "port": port,
                    "tables": [held.table], "moves": 1}
    assert asked == ["table"]


def test_a_server_that_cannot_start_keeps_the_seat_and_says_why(qtbot, home: Path,
                                                                monkeypatch) -> None:
    from dominoes_qt.app.online.hosting import ServerStartError

    held, _port = _hosted_before(home)

    def refuse(self, port: int = 0, host: str = "0.0.0.0", timeout: float = 0) -> str:
        raise ServerStartError("no room at the inn")

    monkeypatch.setattr(LocalServer, "start", refuse)
    said: list[str] = []
    monkeypatch.setattr(host_return.QMessageBox, "warning",
                        lambda parent, title, text: said.append(text))
    window = _Window()
    helper = host_return.HostReturn(window)
    helper.ask = lambda seat, others: True
    with qtbot.waitSignal(helper.failed, timeout=20000):
        assert helper.offer()
    assert window.opened == [] and held_seats() == [held]
    assert said and "no room at the inn" in said[0] and held.table in said[0]
    # the dialog's Your tables says so too, and stays open
    dialog = _dialog(qtbot, LocalServer(announce=False))
    dialog.tabs.setCurrentIndex(1)
    dialog.return_to(held)
    qtbot.waitUntil(lambda: "no room at the inn" in dialog.status_label.text(), timeout=20000)
    assert dialog.isVisible() and held_seats() == [held]
