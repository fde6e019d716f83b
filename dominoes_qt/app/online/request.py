"""What the Play Online dialog hands to the network table: where to connect, and what to do
there (make a table, or take a seat at one).  Plain data, so either side can be tested alone."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class OnlineRequest:
    #: the server, ``ws://host:port`` or ``wss://…``
    url: str
    #: the name the player typed; "" leaves it to the server's translated default
    name: str = ""
    #: the fields of a ``create`` message (game, players, set, options, seats, seat) to host a
    #: table; None to join one
    create: dict[str, Any] | None = None
    #: the code of the table to join (when ``create`` is None)
    table: str = ""
    #: the seat wanted when joining (None: the first free one)
    seat: int | None = None
    #: the address friends give to join, shown in the waiting room beside the code ("" when
    #: the table is on someone else's server: the address typed is shown)
    address_for_friends: str = ""
    #: extra ``ws://`` addresses of this computer (several network interfaces)
    other_addresses: tuple[str, ...] = field(default=())
    #: the token of a seat held at ``table`` (Join ▸ Your tables): the window sends
    #: ``rejoin`` with it instead of ``join``
    token: str = ""

    @property
    def hosting(self) -> bool:
        return self.create is not None

    @property
    def rejoining(self) -> bool:
        return self.create is None and bool(self.token)
