"""The table scene is one class in three files: its input half (table_input.py) and board half
(table_board.py) only declare what they use of the scene; the scene must supply all of it."""

from __future__ import annotations

import inspect

from dominoes_qt.scene.table_board import TableBoard
from dominoes_qt.scene.table_input import TableInput
from dominoes_qt.scene.table_scene import TableScene


def _declared_only(part: type) -> list[str]:
    return [name for name, member in vars(part).items() if inspect.isfunction(member)
            and "raise NotImplementedError" in inspect.getsource(member)]


def test_what_the_halves_only_declare_is_the_scenes_own(qapp) -> None:
    declared = _declared_only(TableInput) + _declared_only(TableBoard)
    assert "sync" in declared and "_metrics" in declared
    for name in declared:
        owner = next(cls for cls in TableScene.__mro__ if name in vars(cls))
        assert owner is TableScene, f"{name} resolves to {owner.__name__}'s declaration"
    # Qt's own methods are never shadowed by a declaration
    assert next(c for c in TableScene.__mro__ if "items" in vars(c)).__name__ == "QGraphicsScene"
