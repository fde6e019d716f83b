"""The tables this copy of the game was hosting when it closed or crashed: a seat held
(``storage/held_seats.py``) at a table on this computer's own server (a loopback address)
whose files are kept in the server's data folder, its match not over.

Such a seat is not reached by connecting to its address (nothing listens there until the
server is started again): the game starts its server first, on the port the table was
hosted on (the port the friends' seats name), and then takes the seat back with its token.
Qt-free, and light enough for start-up to look before it loads anything of network play: the
question and the start are ``app/online/host_return.py``'s.
"""

from __future__ import annotations

import dataclasses
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

from .files import SaveFileError, read_json_file
from .held_seats import HeldSeat, drop_seat, held_seats, hold_seat
from .paths import server_data_dir

#: The hosts of this computer's own server, as the game's request names it.
LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
#: What a kept table's file name may hold (a code from an old or a new version of the server).
_CODE_IN_NAME = re.compile(r"[A-Za-z0-9]{1,64}")
KEPT_TABLE = "a table kept by this game's server"
#: How long after its last (re)join a seat held at somebody else's table is offered at
#: start-up: a table server keeps a match nobody is at for a day by default (``--keep-match``).
GUEST_SEAT_OFFERED_FOR = 24 * 3600.0


def loopback_port(url: str) -> int | None:
    """The port of a ``ws://`` url on this computer's loopback, or None for any other url."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme != "ws" or parts.hostname not in LOOPBACK_HOSTS or port is None:
        return None
    return port


def kept_phase(code: str, data: Path | None = None) -> str | None:
    """The phase of the table ``code`` kept in the server's data folder ("waiting",
    "playing", …), or None when no usable table of that code is kept there."""
    if not _CODE_IN_NAME.fullmatch(code):
        return None
    folder = data if data is not None else server_data_dir()
    try:
        meta = read_json_file(folder / f"{code}.table.json", KEPT_TABLE)
    except SaveFileError:
        return None
    phase = meta.get("phase") if isinstance(meta, dict) else None
    return phase if isinstance(phase, str) else None


def is_hosted_here(held: HeldSeat, data: Path | None = None) -> bool:
    """Whether ``held`` is a seat at a table this copy's server keeps, its match not over."""
    if loopback_port(held.url) is None:
        return False
    phase = kept_phase(held.table, data)
    return phase is not None and phase != "over"


def hosted_seats(data: Path | None = None, *, exclude: frozenset[tuple[str, str, int]] =
                 frozenset()) -> list[HeldSeat]:
    """The seats held at tables this copy hosts, newest first (``exclude``: the keys of the
    seats whose tables are open already)."""
    return [h for h in held_seats() if h.key not in exclude and is_hosted_here(h, data)]


def seats_at_start(data: Path | None = None, *, now: float | None = None,
                   ) -> tuple[list[HeldSeat], list[HeldSeat]]:
    """What start-up may offer to go back to, from one read of the seats held, newest first:
    the seats at tables this copy hosts (:func:`hosted_seats`), and the seats at other
    people's tables taken (or taken back) within :data:`GUEST_SEAT_OFFERED_FOR`; older ones
    stay in Play Online ▸ Join ▸ Your tables."""
    now = time.time() if now is None else now
    hosted: list[HeldSeat] = []
    guests: list[HeldSeat] = []
    for held in held_seats():
        if is_hosted_here(held, data):
            hosted.append(held)
        elif 0 < held.when and now - held.when <= GUEST_SEAT_OFFERED_FOR:
            guests.append(held)
    return hosted, guests


def guest_seats(data: Path | None = None, *, now: float | None = None) -> list[HeldSeat]:
    """The recent seats at other people's tables (:func:`seats_at_start`)."""
    return seats_at_start(data, now=now)[1]


def moved_seat(held: HeldSeat, url: str) -> HeldSeat:
    """The seat held at ``url`` now (the server came back on another port): kept under its
    new address, in place of the old one.  The seat is still the holder's; only where its
    table listens has changed."""
    if url == held.url:
        return held
    moved = dataclasses.replace(held, url=url)
    if hold_seat(moved):
        drop_seat(held.url, held.table, held.seat)
    return moved


__all__ = ["GUEST_SEAT_OFFERED_FOR", "LOOPBACK_HOSTS", "guest_seats", "hosted_seats",
           "is_hosted_here", "kept_phase", "loopback_port", "moved_seat", "seats_at_start"]
