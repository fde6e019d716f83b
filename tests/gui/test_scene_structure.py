"""How the scene layer is put together: one base for both tables, composed parts, no app.

* :class:`TileScene` runs the press/drag/drop/click and keyboard skeleton for both tables;
  neither table writes its own mouse or key event handlers, only the hooks.
* The table's line of play (``scene.board``) and input (``scene.input``) are objects the
  scene owns, not bases that would have to redeclare the scene's state.
* Nothing in ``dominoes_qt/scene`` imports the app: the controllers it calls are Protocols
  (``scene/controller_api.py``), which the app's controllers satisfy.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QGraphicsScene

from dominoes_qt.app.controller import GameController
from dominoes_qt.app.solitaire_table import SolitaireTable
from dominoes_qt.scene.controller_api import SolitaireController, TableController
from dominoes_qt.scene.solitaire_scene import SolitaireScene
from dominoes_qt.scene.table_board import TableBoard
from dominoes_qt.scene.table_input import TableInput
from dominoes_qt.scene.table_scene import TableScene
from dominoes_qt.scene.tile_scene import TileScene

SCENE_DIR = Path(__file__).resolve().parents[2] / "dominoes_qt" / "scene"
SKELETON = ("mousePressEvent", "mouseMoveEvent", "mouseReleaseEvent", "mouseDoubleClickEvent",
            "keyPressEvent", "event")


def _members(protocol: type) -> set[str]:
    """The names a Protocol of controller_api declares (with those of its bases there)."""
    return {name for cls in protocol.__mro__ if cls.__module__ == protocol.__module__
            for name in vars(cls) if not name.startswith("_")}


def test_both_tables_share_one_gesture_skeleton(qapp) -> None:
    for scene in (TableScene, SolitaireScene):
        assert issubclass(scene, TileScene)
        for name in SKELETON:
            owner = next(cls for cls in scene.__mro__ if name in vars(cls))
            assert owner is TileScene, f"{scene.__name__}.{name} comes from {owner.__name__}"


def test_the_tables_board_and_input_are_parts_not_bases(qapp) -> None:
    assert not issubclass(TableBoard, QGraphicsScene) and TableBoard not in TableScene.__mro__
    assert TableInput not in TableScene.__mro__
    scene = TableScene()
    assert isinstance(scene.board, TableBoard) and isinstance(scene.input, TableInput)
    assert scene.input.parent() is scene


def test_no_stubs_in_the_scene_layer() -> None:
    for path in SCENE_DIR.rglob("*.py"):
        assert "NotImplementedError" not in path.read_text(encoding="utf-8"), path.name


def test_the_scene_layer_does_not_import_the_app() -> None:
    app_import = re.compile(r"dominoes_qt\.app\b|from \.\.app\b|from \.\.+ import app\b")
    for path in SCENE_DIR.rglob("*.py"):
        assert not app_import.search(path.read_text(encoding="utf-8")), path.name


def test_the_apps_controllers_have_what_the_scenes_call(qapp) -> None:
    controller = GameController(computer_delay_ms=0)
    table = SolitaireTable(controller)
    for protocol, obj in ((TableController, controller), (SolitaireController, table)):
        members = _members(protocol)
        assert {"record", "play_human", "state_changed"} <= members
        # on the class (properties there need a game) or the instance (plain attributes)
        missing = [name for name in members if name not in dir(type(obj)) + list(vars(obj))]
        assert not missing, f"{type(obj).__name__} lacks {missing}"
    controller.shutdown()
    table.shutdown()
