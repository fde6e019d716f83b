"""Chat history after a rejoin (issue 34): a window opened again for a held seat shows what
was said, also while its player was away; a window that lived through a dropped connection
shows each line once."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from shiboken6 import isValid

from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.online.window import NetworkTableWindow

from .net_helpers import running_server

WAIT = 20_000
GAME = {"game": "draw", "players": 2, "seats": [{"kind": "human"}, {"kind": "human"}]}


def _open(qtbot, request: OnlineRequest, opened: list) -> NetworkTableWindow:
    window = NetworkTableWindow(request, announce_delay_ms=0, animation_speed=0.0,
                                sound=False)
    opened.append(window)
    window.ask_leave = lambda: True
    window.show()
    qtbot.waitExposed(window)
    window.start()
    return window


def _say(qtbot, window: NetworkTableWindow, text: str) -> None:
    qtbot.waitUntil(lambda: window.chat_edit.isEnabled(), timeout=WAIT)
    window.chat_edit.setText(text)
    QTest.keyClick(window.chat_edit, Qt.Key.Key_Return)


def test_the_chat_comes_back_with_the_seat_and_never_twice(qtbot) -> None:
    opened: list[NetworkTableWindow] = []
    try:
        with running_server(grace=30.0) as server:
            ana = _open(qtbot, OnlineRequest(server.url, name="Ana", create=GAME), opened)
            qtbot.waitUntil(lambda: ana.joined and bool(ana.code), timeout=WAIT)
            bea = _open(qtbot, OnlineRequest(server.url, name="Bea", table=ana.code), opened)
            qtbot.waitUntil(lambda: bea.joined, timeout=WAIT)
            _say(qtbot, ana, "Hello Bea")
            qtbot.waitUntil(lambda: "Ana: Hello Bea" in bea.chat_log.toPlainText(),
                            timeout=WAIT)
            # a dropped connection comes back by itself: each line once
            server.cut(bea.code, bea.controller.seat)
            qtbot.waitUntil(lambda: server.table(ana.code).seats[1].conn is not None
                            and bea.link_state == "up", timeout=WAIT)
            _say(qtbot, bea, "back again")
            qtbot.waitUntil(lambda: "Bea: back again" in ana.chat_log.toPlainText(),
                            timeout=WAIT)
            qtbot.waitUntil(lambda: "Bea: back again" in bea.chat_log.toPlainText(),
                            timeout=WAIT)
            assert bea.chat_log.toPlainText().count("Ana: Hello Bea") == 1
            # the game closed without leaving; what was said meanwhile is there on return
            seat, token, code = bea.controller.seat, bea._token, bea.code
            bea.link.close()
            bea.left = True
            bea.close()
            qtbot.waitUntil(lambda: server.table(code).seats[seat].conn is None, timeout=WAIT)
            _say(qtbot, ana, "Where did you go?")
            qtbot.waitUntil(lambda: "Ana: Where did you go?" in ana.chat_log.toPlainText(),
                            timeout=WAIT)
            again = _open(qtbot, OnlineRequest(server.url, table=code, seat=seat, token=token),
                          opened)
            qtbot.waitUntil(lambda: "Ana: Where did you go?" in again.chat_log.toPlainText(),
                            timeout=WAIT)
            text = again.chat_log.toPlainText()
            assert text.index("Ana: Hello Bea") < text.index("Bea: back again") \
                < text.index("Ana: Where did you go?")
    finally:
        for window in opened:
            if isValid(window):
                window.left = True
                window.close()
