"""What the solitaire part of the window (``solitaire_window.py``) needs of the main window.

The part is made by the main window and calls back into it; naming the window by this protocol
instead of by ``MainWindow`` keeps the two modules out of an import circle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from dominoes_qt.app.controller import GameController
    from dominoes_qt.app.game_files import GameFiles
    from dominoes_qt.scene.table_scene import TableScene
    from dominoes_qt.scene.table_view import TableView
    from dominoes_qt.session import GameSetup


class SolitaireHost(Protocol):
    """The main window, as the solitaire part sees it (it is also the part's QWidget parent)."""

    @property
    def controller(self) -> GameController: ...
    @property
    def local(self) -> GameController: ...
    @property
    def files(self) -> GameFiles: ...
    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...

    def show_status(self, text: str) -> None: ...
    def start_game(self, setup: GameSetup) -> None: ...
    def new_game(self, setup: GameSetup | None = None) -> None: ...
    def _game_name(self) -> str: ...
    def _close_dialogs(self) -> None: ...
