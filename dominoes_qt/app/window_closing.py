"""What closing the game window asks first, at a network table or with tables in play on this
game's own server: one question, the one that says what really happens.  Closing never
leaves a table (the seat stays held, a computer plays it until the player goes back), so at
somebody else's table the question says that; at a table this copy hosts, stopping the server
is what matters to the friends there, so that is the only question."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject

from dominoes_qt.app.dialogs import ask
from dominoes_qt.app.score_words import names_and
from dominoes_qt.rules.names import english_plural

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from dominoes_qt.app.online.hosting import LocalServer
    from dominoes_qt.app.online.network_table import NetworkTable


class ClosingWindow(Protocol):
    """What the questions need of the game's window."""

    persist: bool
    local_server: LocalServer | None
    network: NetworkTable | None


class ClosingQuestions(QObject):
    def __init__(self, window: ClosingWindow, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = window
        self.parent_widget = parent

    def may_close(self, *, asked_by_player: bool) -> bool:
        """True unless the player, asked, would rather keep playing.  ``asked_by_player``:
        the close button or Game ▸ Quit (a window closed by the program asks nothing about
        its network table).  A run that shows nothing (``persist`` off) never asks."""
        w = self.window
        server = w.local_server
        in_play = (server.tables_in_play()
                   if server is not None and server.running and w.persist else [])
        net = w.network
        if asked_by_player and net is not None and net.match_under_way() \
                and net.code not in {t.get("table") for t in in_play} and not net.ask_close():
            return False
        return not in_play or self.ask_stop_server(in_play)

    def ask_stop_server(self, tables: list[dict[str, Any]]) -> bool:
        """Whether to quit although ``tables`` are in play on this computer (a hook tests
        replace)."""
        names = sorted({p["name"] for t in tables for p in t["people"] if p["name"]})
        # the window's own context: these lines were the window's before they moved here
        text = english_plural(QCoreApplication.translate(
            "MainWindow",
            "Quitting stops the server of this game, with %n table(s) in play on it: your "
            "friends lose the connection until you host again, and each game then goes on "
            "from where it is.", "", len(tables)), len(tables))
        more = QCoreApplication.translate("MainWindow", "At the tables: %1.").replace(
            "%1", names_and(names)) if names else ""
        return ask(self.parent_widget, QCoreApplication.translate("MainWindow", "Tables in Play"),
                   text, more, QCoreApplication.translate("MainWindow", "&Quit Anyway"),
                   QCoreApplication.translate("MainWindow", "&Keep Playing"))


__all__ = ["ClosingQuestions"]
