"""Chat history after a rejoin (issue 34): a table opened again for a held seat shows what
was said, also while its player was away; a table that lived through a dropped connection
shows each line once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dominoes_qt.app.main_window import MainWindow
from dominoes_qt.app.online.request import OnlineRequest

from .net_helpers import running_server
from .test_network_table import WAIT, close_windows, open_window  # noqa: F401

GAME = {"game": "draw", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}


def _say(qtbot, window: MainWindow, text: str) -> None:
    chat = window.network.panel.chat_edit
    qtbot.waitUntil(chat.isEnabled, timeout=WAIT)
    chat.setText(text)
    QTest.keyClick(chat, Qt.Key.Key_Return)


def _chat(window: MainWindow) -> str:
    return window.network.panel.chat_log.toPlainText()


def test_the_chat_comes_back_with_the_seat_and_never_twice(qtbot) -> None:
    with running_server(grace=30.0) as server:
        ana = open_window(qtbot, OnlineRequest(server.url, name="Ana", create=GAME))
        qtbot.waitUntil(lambda: ana.network.joined and bool(ana.network.code), timeout=WAIT)
        code = ana.network.code
        bea = open_window(qtbot, OnlineRequest(server.url, name="Bea", table=code))
        qtbot.waitUntil(lambda: bea.network.joined, timeout=WAIT)
        _say(qtbot, ana, "Hello Bea")
        qtbot.waitUntil(lambda: "Ana: Hello Bea" in _chat(bea), timeout=WAIT)
        # a dropped connection comes back by itself: each line once
        net = bea.network
        seat = net.controller.seat
        server.cut(code, seat)
        qtbot.waitUntil(lambda: server.table(code).seats[seat].conn is not None
                        and net.link_state == "up", timeout=WAIT)
        _say(qtbot, bea, "back again")
        qtbot.waitUntil(lambda: "Bea: back again" in _chat(ana), timeout=WAIT)
        qtbot.waitUntil(lambda: "Bea: back again" in _chat(bea), timeout=WAIT)
        assert _chat(bea).count("Ana: Hello Bea") == 1
        # the game closed at the table (the seat stays held); what was said meanwhile is
        # there on return
        token = net._token
        bea.close()
        assert bea.network is None
        qtbot.waitUntil(lambda: server.table(code).seats[seat].conn is None, timeout=WAIT)
        _say(qtbot, ana, "Where did you go?")
        qtbot.waitUntil(lambda: "Ana: Where did you go?" in _chat(ana), timeout=WAIT)
        again = open_window(qtbot, OnlineRequest(server.url, table=code, seat=seat,
                                                 token=token))
        qtbot.waitUntil(lambda: "Ana: Where did you go?" in _chat(again), timeout=WAIT)
        text = _chat(again)
        assert text.count("Ana: Hello Bea") == 1
        assert text.index("Ana: Hello Bea") < text.index("Bea: back again") \
            < text.index("Ana: Where did you go?")
