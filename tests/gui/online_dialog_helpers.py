"""Helpers of the Play Online dialog's tests: the dialog shown, a free port (the fixtures
``fresh_settings`` and ``english`` are in conftest.py)."""

from __future__ import annotations

import socket
from typing import Any

from dominoes_qt.app.online.play_online_dialog import PlayOnlineDialog


def open_dialog(qtbot, **kw: Any) -> PlayOnlineDialog:
    dialog = PlayOnlineDialog(None, **kw)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("0.0.0.0", 0))
        return probe.getsockname()[1]
