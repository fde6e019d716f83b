"""What happened since a person's last own move, for the line that says it is their turn again.

The status line shows one message at a time, and the computers (and forced draws and passes)
can make several moves between two of yours, so "Your turn" alone hides them: after two
automatic draws and the opponent's reply it said only "Your turn…" while the rack grew by two.
The controller notes every move here; when it is a person's turn again it prefixes the prompt
with what happened since their last decision ("You draw 2 tiles. North plays 6-3.").

Qt-free bookkeeping; the controller words the entries (its ``tr``).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Entries shown at most (the latest ones): a status line, not a log.
MAX_ENTRIES = 8


@dataclass
class Entry:
    """One thing that happened: ``kind`` "play" (``tile``; in a train game ``where``, worded:
    "on the Mexican train"), "draw" (``count`` tiles), "pass", or "text" (already worded: a
    score, a turned-up tile, a declaration)."""

    seat: int
    kind: str
    tile: str = ""
    count: int = 1
    text: str = ""
    where: str = ""


class TurnDigest:
    """Per person at the table, the moves since their last decision."""

    def __init__(self) -> None:
        self._since: dict[int, list[Entry]] = {}

    def clear(self) -> None:
        """Forget everything (a new hand, a loaded game, an undo)."""
        self._since = {}

    def decided(self, seat: int) -> None:
        """``seat`` made a move of their own: they know what happened so far."""
        self._since[seat] = []

    def note(self, people: list[int], entry: Entry) -> None:
        """Tell each of ``people`` about ``entry``; draws in a row by one seat add up."""
        for person in people:
            entries = self._since.setdefault(person, [])
            last = entries[-1] if entries else None
            if entry.kind == "draw" and last is not None and last.kind == "draw" \
                    and last.seat == entry.seat:
                last.count += entry.count
            else:
                entries.append(Entry(entry.seat, entry.kind, entry.tile, entry.count, entry.text,
                                     entry.where))

    def take(self, seat: int) -> list[Entry]:
        """The entries for ``seat`` (the latest :data:`MAX_ENTRIES`), and forget them."""
        entries = self._since.pop(seat, [])
        return entries[-MAX_ENTRIES:]

    def pending(self, seat: int) -> list[Entry]:
        """The entries for ``seat``, kept (tests)."""
        return list(self._since.get(seat, []))
