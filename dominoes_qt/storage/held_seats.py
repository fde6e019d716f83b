"""The seats this player holds at network tables, kept in a small JSON file so that a game
that crashed (or was killed) can take its seat back with the seat's token: the server keeps
the seat for its grace, then a computer plays it until the person returns.

An entry is written when the server gives a seat (``joined``) and removed only when the
table says the seat is no longer the holder's (:func:`seat_gone`: the server took the
player's leave, the match is over, or the server answered that it knows neither the table nor
the token); never because a connection failed or a window closed.  Read through the one
reader (``files.read_json_file``), written with ``files.atomic_write_bytes``; a damaged file
is set aside and the list starts empty.  Qt-free.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from . import paths
from .files import (
    HELD_SEATS_FILE,
    PathLike,
    atomic_write_bytes,
    read_json_list,
)

log = logging.getLogger(__name__)

#: The most seats kept (the newest); a player rarely sits at more than one or two tables.
MAX_HELD = 12
#: Longest text kept in a field (url, table code, token, game id).
MAX_FIELD = 300
#: A file larger than this (about four times the most the game writes) is not the game's list:
#: it is set aside unread, so a huge file costs nothing on the GUI thread.
MAX_FILE = 64 * 1024
VERSION = 1


@dataclass(frozen=True)
class HeldSeat:
    """One seat to come back to: the server's address, the table's code, the seat, its
    token (the only way back to it), the game's id, when it was taken (seconds since the
    epoch) and the number of players."""

    url: str
    table: str
    seat: int
    token: str
    game: str = ""
    when: float = 0.0
    #: the players at the table (0: not known), so the seat is named as the table names it
    players: int = 0

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.url, self.table, self.seat)

    @classmethod
    def from_json(cls, data: Any) -> HeldSeat | None:
        """The entry, or None for one that is not whole (never raises)."""
        if not isinstance(data, dict):
            return None
        url, table, token = data.get("url"), data.get("table"), data.get("token")
        seat, game, when = data.get("seat"), data.get("game", ""), data.get("when", 0)
        texts = (url, table, token, game)
        if not all(isinstance(t, str) and len(t) <= MAX_FIELD for t in texts):
            return None
        if not (url and table and token):
            return None
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 64:
            return None
        if not isinstance(when, int | float) or isinstance(when, bool) \
                or not math.isfinite(when):
            when = 0.0
        players = data.get("players", 0)
        if not isinstance(players, int) or isinstance(players, bool) or not 0 <= players < 64:
            players = 0
        return cls(str(url), str(table), seat, str(token), str(game), float(when), players)


#: The refusals that say a seat is no longer its holder's: the server answered, and knows no
#: such table or not the token.  Anything else (a connection refused or dropped, a server
#: that said nothing, a window closed) leaves the seat held.
SEAT_GONE_CODES = frozenset({"no_table", "bad_token"})


def seat_gone(msg: Any) -> bool:
    """Whether a message of the table's server says the seat held there is no longer the
    holder's: a refusal in :data:`SEAT_GONE_CODES`, ``left`` (the server took the holder's
    leave) or a ``state`` of a match that is over.  The one rule for dropping a held seat."""
    if not isinstance(msg, dict):
        return False
    kind = msg.get("type")
    if kind == "error":
        code = msg.get("code")
        return isinstance(code, str) and code in SEAT_GONE_CODES
    if kind == "left":
        return True
    return kind == "state" and msg.get("phase") == "over"


def _store(store: PathLike | None) -> Path:
    return Path(store) if store is not None else paths.held_seats_path()


def held_seats(store: PathLike | None = None) -> list[HeldSeat]:
    """The seats held, newest first (an empty list when there is no usable file); the first
    entry of a seat written twice counts."""
    out: dict[tuple[str, str, int], HeldSeat] = {}
    for entry in read_json_list(_store(store), HELD_SEATS_FILE, "seats", MAX_FILE):
        seat = HeldSeat.from_json(entry)
        if seat is not None:
            out.setdefault(seat.key, seat)
    return sorted(out.values(), key=lambda s: s.when, reverse=True)[:MAX_HELD]


def _write(file: Path, seats: list[HeldSeat]) -> bool:
    data = {"version": VERSION, "seats": [asdict(s) for s in seats[:MAX_HELD]]}
    try:
        atomic_write_bytes(file, json.dumps(data, ensure_ascii=False, indent=1).encode())
    except OSError as exc:   # a convenience: the table goes on without it
        log.warning("held seats: cannot write %s: %s", file, exc)
        return False
    return True


def hold_seat(seat: HeldSeat, store: PathLike | None = None) -> bool:
    """Keep ``seat`` (replacing the same seat's); False if it cannot be written."""
    file = _store(store)
    seats = [seat] + [s for s in held_seats(file) if s.key != seat.key]
    return _write(file, seats)


def drop_seat(url: str, table: str, seat: int, store: PathLike | None = None) -> bool:
    """Forget ``seat`` held at ``table`` on ``url`` (nothing happens if it is not held)."""
    file = _store(store)
    seats = held_seats(file)
    kept = [s for s in seats if s.key != (url, table, seat)]
    if len(kept) == len(seats):
        return True
    if not kept:
        try:
            file.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            log.warning("held seats: cannot remove %s: %s", file, exc)
            return _write(file, kept)
        return True
    return _write(file, kept)


__all__ = ["SEAT_GONE_CODES", "HeldSeat", "drop_seat", "held_seats", "hold_seat", "seat_gone"]
