"""What ``list`` says of a table: the tables a newcomer may sit at, and how many seats are
open to them.

A newcomer may take a free person's chair in the waiting room and, in a match under way, the
seat of a person who left (a computer plays it until someone takes it: ``Table.free_seat``).
A seat whose person dropped is not open: it is held for them with its token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from dominoes_qt.session import HUMAN

if TYPE_CHECKING:
    from .table import Table


def open_seats(table: Table) -> int:
    """People's seats a newcomer may take at ``table`` now."""
    from .table import OVER, WAITING, Table

    if table.phase == OVER:
        return 0
    if table.phase == WAITING:
        return sum(1 for s in table.seats if s.kind == HUMAN and not s.taken)
    return sum(1 for s in table.seats if s.kind == HUMAN and Table._reclaimable(s))


def listing(table: Table) -> dict[str, Any] | None:
    """The table's entry in a ``tables`` answer, or None when no newcomer may sit there."""
    free = open_seats(table)
    if not free:
        return None
    return {"table": table.code, "game": table.record.setup.game_id,
            "players": len(table.seats), "free": free, "host": table.seats[table.host].name,
            "phase": table.phase}


__all__ = ["listing", "open_seats"]
