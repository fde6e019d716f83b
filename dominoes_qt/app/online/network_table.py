"""``NetworkTable``: a network table in the game window, what is truly network about it.

``window.open_online(request)`` makes one: it connects (off the GUI thread,
:class:`~.link.NetLink`), makes or joins the table of the :class:`~.request.OnlineRequest`,
and the game window shows its waiting room (:mod:`.waiting_room`) in the table's place, then
the table itself driven by the :class:`~.controller.NetworkController`, with the side panel
(:mod:`.side_panel`: seats, connections, scores, chat) beside it.  Everything else at the table
(the status line, summaries, review, sounds, themes, the coach) is the game window's own,
written against the controller protocol.

This object holds the link and what comes over it: the server's messages, the seat's token
kept in the held-seats file, Ready, Leave, the words for what the table waits for, and the
way back to a server that went away (a countdown while the table is kept, and Retry).
"""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel

from dominoes_qt.app.dialogs import ask
from dominoes_qt.app.online.controller import NetworkController, is_whole
from dominoes_qt.app.online.link import NetLink
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.online.side_panel import SidePanel
from dominoes_qt.app.online.waiting_room import WaitingRoom
from dominoes_qt.app.score_words import names_and
from dominoes_qt.rules import find_game
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.names import english_plural
from dominoes_qt.server.routing import connect_url
from dominoes_qt.storage.held_seats import seat_gone

log = logging.getLogger(__name__)

#: How long a table is kept with nobody connected when its ``table`` message does not say
#: (``kept_for``): a guest whose server went away waits for it that long.
DEFAULT_KEPT_FOR = 24 * 3600
#: Seconds between two tries to reach a server that went away.
RETRY_EVERY = 10


class NetworkTable(QObject):
    """One network table in ``window``; see the module docstring."""

    #: the table is over for this window (left, or never joined and closed): it goes back to
    #: the local game
    closed = Signal()

    def __init__(self, window: Any, request: OnlineRequest, *,
                 connect_timeout: float | None = None,
                 announce_delay_ms: int | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.request = request
        self._connect_timeout = connect_timeout
        prefs = window.files.app_settings
        self.controller = NetworkController(self._send, self, auto_draw=prefs.auto_draw)
        if announce_delay_ms is not None:
            self.controller.announce_delay_ms = announce_delay_ms
        #: what the link is doing: "idle", "connecting", "up", "down" (coming back), "gone"
        self.link_state = "idle"
        self.failure = ""
        #: the server's refusal of the seat: (code, its message, the table), worded when shown
        self._refusal: tuple[str, str, str] | None = None
        self.joined = False
        self.host = False
        self.code = ""
        self.ready = False
        self.left = False
        self._ready_hand = -1          # the hand whose end we said ready to
        self._dropped_since: dict[int, float] = {}
        #: the seat's token (from ``joined``), kept in the held-seats file while we sit
        self._token = ""
        self._held_game = ""
        #: when the server went away (time.monotonic()), while it is gone
        self._gone_since: float | None = None
        self._next_try = 0.0
        self.link = self._new_link()
        self.room = WaitingRoom(self)
        self.panel = SidePanel(self)
        self.wait_label = QLabel()
        self.wait_label.setObjectName("waitLabel")
        self._tick = QTimer(self)           # the countdowns in the wait line and the panel
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._on_tick)
        c = self.controller
        c.state_changed.connect(self.refresh)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self._close_link)

    def _close_link(self) -> None:
        self.link.close()

    def _new_link(self) -> NetLink:
        link = NetLink(self) if self._connect_timeout is None else NetLink(
            self, connect_timeout=self._connect_timeout)
        link.received.connect(self._on_message)
        link.link_changed.connect(self._on_link_changed)
        link.failed.connect(self._on_failed)
        return link

    def _send(self, kind: str, /, **fields: Any) -> bool:
        return self.link.send(kind, **fields)

    def say(self, text: str) -> None:
        self.window.show_status(text)

    # -- the link ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Connect to the server; every step after is the server's answer."""
        if self.link_state != "idle":
            return
        self.link_state = "connecting"
        self.link.start(self._link_url())
        self.say(self.waiting_text())
        self.refresh()

    def _on_link_changed(self, up: bool) -> None:
        was = self.link_state
        self.link_state = "up" if up else "down"
        self.controller.link_changed(up)
        if up and was in ("connecting", "gone"):
            self._say_hello()
            if was == "gone" and self._gone_since is not None:
                self.say(self.tr("The server is back: taking your seat again."))
        elif up:
            self.say(self.tr("Connected again."))
        else:
            self.say(self.tr("The connection to the server dropped: reconnecting…"))
        if up:
            self._gone_since = None
        elif self._gone_since is None:
            self._gone_since = time.monotonic()
            self._next_try = self._gone_since + RETRY_EVERY
        self.refresh()

    def _on_failed(self, reason: str) -> None:
        was = self.link_state
        self.link_state = "gone"
        self.failure = reason
        self.controller.link_changed(False)
        if was == "connecting" and self._gone_since is None and not self.joined:
            self.say(self.tr("Could not connect to %1.").replace("%1", self.request.url))
        elif was != "gone":     # the link gave up: we wait for as long as the table is kept
            now = time.monotonic()
            if self._gone_since is None:
                self._gone_since = now
            self._next_try = now + RETRY_EVERY
            self.say(self.tr("The server is gone: waiting for it to come back."))
        self.refresh()

    def kept_for(self) -> int:
        """Seconds the table is kept with nobody connected (the table's ``kept_for``)."""
        kept = (self.controller.table or {}).get("kept_for")
        return kept if is_whole(kept) and kept > 0 else DEFAULT_KEPT_FOR

    def waiting_for_server(self) -> bool:
        """The server went away while we sat at a table it keeps: we wait and try again."""
        if self._gone_since is None or not self.joined or not self._token or self.left \
                or self.link_state == "up":
            return False
        return time.monotonic() - self._gone_since < self.kept_for()

    def retry(self) -> None:
        """Retry Now: a new connection to the server, taking the seat back with its token."""
        if self.link_state not in ("gone", "down") or self.left:
            return
        self.link.close()
        self.link.deleteLater()
        self.link = self._new_link()
        self.link_state = "gone"     # until the new link is up (then it rejoins)
        self._next_try = time.monotonic() + RETRY_EVERY
        self.link.start(self._link_url())
        self.refresh()

    def _link_url(self) -> str:
        """The address to connect to: a farm's (``wss://host/t/``) gets the table's code, or
        a new one when this table is being made."""
        r = self.request
        code = self.code or r.table
        return connect_url(r.url, code, creating=r.hosting and not code)

    def _say_hello(self) -> None:
        r = self.request
        if self.joined and self._token:     # back after the server went away
            self.link.send("rejoin", table=self.code, token=self._token)
        elif r.create is not None:
            fields = {k: v for k, v in r.create.items() if v is not None}
            if r.name:
                fields["name"] = r.name
            self.link.send("create", **fields)
        elif r.rejoining:       # a seat held from before the game closed or crashed
            self.link.send("rejoin", table=r.table, token=r.token)
        else:
            join: dict[str, Any] = {"table": r.table}
            if r.name:
                join["name"] = r.name
            if r.seat is not None:
                join["seat"] = r.seat
            self.link.send("join", **join)

    # -- messages ---------------------------------------------------------------------------------
    def _on_message(self, msg: dict[str, Any]) -> None:
        """Every message of the server; one this table cannot read is logged and left."""
        try:
            self._take(msg)
        except Exception:   # noqa: BLE001 - a hostile or broken server never breaks the window
            log.exception("a message this window cannot read: %.200r", msg)

    def _take(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "error" and (not self.joined or msg.get("code") in ("no_table", "bad_token")):
            self._refused(msg)      # also: the seat waited for is no longer ours
            self.joined = False
            self._gone_since = None
            self.refresh()
            return
        if kind == "joined":
            self.controller.take(msg)
            if self.controller.seat >= 0 and isinstance(msg.get("table"), str):
                self.joined = True
                self.failure = ""
                self._refusal = None
                self.code = msg["table"][:16]
                self.host = msg.get("host") is True
                token = msg.get("token")
                if isinstance(token, str) and token:
                    self._token = token[:300]
                    self._hold_seat()
                # the line said "Connecting to …" until now: the seat is taken
                self.say(self.tr("You are at table %1.").replace("%1", self.code))
            self.refresh()
            return
        self.controller.take(msg)       # it refuses a table or state no server could send
        if kind == "table" and self.controller.table is msg:
            self._take_table(msg)
            self.panel.seats_named()
            if self._token and self._game_id() != self._held_game:
                self._hold_seat()       # now with the game's id
        elif kind == "chat":
            self.panel.take_chat(msg)
        elif kind == "left":
            self.joined = False
        if kind == "state":
            self._take_state(msg)
        self.refresh()

    def _refused(self, msg: dict[str, Any]) -> None:
        code = str(msg.get("code", ""))
        if seat_gone(msg) and (self.request.rejoining or self._token):
            self._forget_request_seat()
        self._refusal = (code, str(msg.get("message") or code), self.code or self.request.table)
        text = self.refusal_text()
        self.failure = text
        self.say(text)

    def refusal_text(self) -> str:
        """Why the server refused the seat, in the language now in force ("" if it did not)."""
        if self._refusal is None:
            return ""
        code, detail, table = self._refusal
        texts = {
            "no_table": self.tr("There is no table %1 on this server.").replace("%1", table),
            "bad_token": self.tr("Your seat at table %1 is no longer held: the server does "
                                 "not know it.").replace("%1", table),
            "seat_taken": self.tr("That seat is taken."),
            "no_seat": self.tr("Every seat at this table is taken."),
            "too_many_tables": self.tr("The server holds as many tables as it can."),
            "too_many_guesses": self.tr("Too many wrong table codes from this computer: wait "
                                        "a minute, then check the code and try again."),
        }
        return texts.get(code) or self.tr("The server refused: %1").replace("%1", detail)

    def _take_table(self, msg: dict[str, Any]) -> None:
        seats = msg.get("seats")
        if not isinstance(seats, list):
            return
        now = time.monotonic()
        for index, seat in enumerate(seats):
            if isinstance(seat, dict) and seat.get("dropped"):
                self._dropped_since.setdefault(index, now)
            else:
                self._dropped_since.pop(index, None)
        if msg.get("phase") == "waiting":
            self.ready = bool(self.controller.seat_info(self.controller.seat).get("ready"))
            self.room.set_ready_checked(self.ready)

    def _take_state(self, msg: dict[str, Any]) -> None:
        c = self.controller
        if c.record is not None and c.match.results and self.code:
            prefs = self.window.files.app_settings
            assisted = c.assists_allowed and (prefs.tile_tracker or prefs.coach != "off")
            self.window.files.count_online(c.match, c.seat, self.code, assisted=assisted)
        if seat_gone(msg) and self._token:    # the match is over: nothing to come back to
            self._forget_seat(self.code, self.controller.seat)
            self._token = ""
        if msg.get("phase") in ("playing", "hand_over", "over") and self.controller.record:
            self.window.show_table_page()

    # -- the seat held ----------------------------------------------------------------------------
    def _game_id(self) -> str:
        game = (self.controller.table or {}).get("game")
        if not isinstance(game, str):
            game = (self.request.create or {}).get("game")
        return game[:60] if isinstance(game, str) else ""

    def _forget_request_seat(self) -> None:
        """The seat this table came back for is gone: every entry with its token goes."""
        from dominoes_qt.storage.held_seats import drop_seat, held_seats

        r = self.request
        token = self._token or r.token
        for held in held_seats():
            if (held.url, held.token) == (r.url, token):
                drop_seat(held.url, held.table, held.seat)

    def _hold_seat(self) -> None:
        """Keep the seat's token in the data folder: a game that crashed takes it back."""
        from dominoes_qt.storage.held_seats import HeldSeat, hold_seat

        seat = self.controller.seat
        if not (self._token and self.code and 0 <= seat < 64):
            return
        self._held_game = self._game_id()
        hold_seat(HeldSeat(self.request.url, self.code, seat, self._token, self._held_game,
                           time.time(), len(self.controller.seats())
                           or int((self.request.create or {}).get("players") or 0)))

    def _forget_seat(self, table: str, seat: int) -> None:
        from dominoes_qt.storage.held_seats import drop_seat

        if table and seat >= 0:
            drop_seat(self.request.url, table, seat)

    # -- the waiting room's and the table's requests -------------------------------------------
    def set_ready(self, on: bool) -> None:
        if self.ready == on:
            return
        if not self.link.send("ready", ready=on):
            self.room.set_ready_checked(self.ready)
            self.say(self.tr("Not sent: the connection is down."))
            return
        self.ready = on
        self.refresh()

    def set_assists(self, allowed: bool) -> None:
        """The host allows assists at the table or not (the server tells every seat)."""
        if not self.link.send("assists", allowed=allowed):
            self.say(self.tr("Not sent: the connection is down."))
            self.refresh()

    def set_seat_kind(self, seat: int, choice: object) -> None:
        if choice == "human":
            self.link.send("seat", seat=seat, kind="human")
        elif isinstance(choice, str):
            self.link.send("seat", seat=seat, kind="computer", level=choice)

    def may_say_ready(self) -> bool:
        c = self.controller
        return (c.phase == "hand_over" and self.link_state == "up"
                and self._ready_hand != (c.match.hand_index if c.record else -1))

    def ready_for_next_hand(self) -> bool:
        """Table ▸ Ready for the Next Hand (also closing the summary)."""
        c = self.controller
        if c.record is None or c.phase != "hand_over":
            return False
        if not self.link.send("ready", ready=True):
            self.say(self.tr("Not sent: the connection is down."))
            return False
        self._ready_hand = c.match.hand_index
        self.refresh()
        return True

    def match_under_way(self) -> bool:
        c = self.controller
        return self.joined and c.phase in ("playing", "hand_over") and not self.left

    def ask_leave(self) -> bool:
        """Whether to leave a match under way (a hook tests replace)."""
        return ask(self.window, self.tr("Leave the table"),
                   self.tr("The match is under way: leave it? A computer plays your seat."),
                   "", self.tr("&Leave the Table"), self.tr("&Keep Playing"))

    def ask_close(self) -> bool:
        """Whether to close the game while a match is under way (a hook tests replace).
        Closing keeps the seat, so the question says how to come back, not "leave it?"."""
        return ask(self.window, self.tr("Close the Game"),
                   self.tr("The match at table %1 is under way. Close the game anyway?").replace(
                       "%1", self.code),
                   self.tr("Your seat is kept for you: a computer plays it until you go back to "
                           "the table (Play Online ▸ Join ▸ Your tables)."),
                   self.tr("&Close the Game"), self.tr("&Keep Playing"))

    def leave(self, ask: bool = True) -> bool:
        """Table ▸ Leave Table: give the seat up and go back to the local game (asked first
        while a match is under way)."""
        if self.left:
            return True
        if ask and self.match_under_way() and not self.ask_leave():
            return False
        # the seat held is forgotten only when the leave reaches the table over a live
        # connection; a connection down keeps it, to come back to (Join ▸ Your tables)
        if self.joined and self.link_state == "up" and self.link.send("leave"):
            self._forget_seat(self.code, self.controller.seat)
        self.left = True
        self.shutdown()
        self.closed.emit()
        return True

    def quit(self) -> None:
        """The game closes at the table: the seat stays held (the server's grace, then a
        computer, keep it), so the next start or Join ▸ Your tables goes back to it."""
        if self.left:
            return
        self.left = True
        self.shutdown()
        self.closed.emit()

    def shutdown(self) -> None:
        """Stop the link, the timers and the controller (the window closes or goes back)."""
        self._tick.stop()
        self.controller.shutdown()
        self.link.close()

    # -- words ------------------------------------------------------------------------------------
    def waiting_text(self) -> str:
        """What the table waits for now, in a few words."""
        c = self.controller
        url = self.request.url
        if self.left:
            return self.tr("You left the table.")
        if self.waiting_for_server() and self.link_state == "gone":
            return self.tr("The server is gone: waiting for it to come back.")
        if self.link_state in ("idle", "connecting"):
            return self.tr("Connecting to %1…").replace("%1", url)
        if self.link_state == "gone":
            if not self.joined and not self.code:
                return self.tr("Could not connect to %1.").replace("%1", url)
            return self.tr("The server is gone.")
        if self.link_state == "down":
            return self.tr("Connection lost: reconnecting to %1…").replace("%1", url)
        if not self.joined:
            if self._refusal is not None:
                return self.refusal_text()
            if self.failure:
                return self.failure
            return (self.tr("Making the table…") if self.request.hosting
                    else self.tr("Joining table %1…").replace("%1", self.request.table))
        phase = c.phase
        seats = c.seats()
        if phase == "waiting":
            free = [i for i, s in enumerate(seats) if s.get("kind") == "human"
                    and not s.get("taken")]
            if free:
                return english_plural(self.tr("Waiting for %n more player(s) to join.", "",
                                              len(free)), len(free))
            if not self.ready:
                return self.tr("Everyone is here: press Ready.")
            slow = [c.seat_name(i) for i, s in enumerate(seats)
                    if s.get("kind") == "human" and not s.get("ready")]
            if slow:
                return self.tr("Waiting for %1 to be ready.").replace("%1", ", ".join(slow))
            return self.tr("Dealing…")
        if phase == "hand_over":
            if self._ready_hand != (c.match.hand_index if c.record else -1):
                return self.tr("The hand is over: close the summary when you are ready.")
            slow = [c.seat_name(i) for i, s in enumerate(seats)
                    if s.get("kind") == "human" and s.get("taken") and not s.get("ready")
                    and not s.get("stand_in") and i != c.seat]
            if slow:
                return self.tr("Waiting for %1 to be ready.").replace("%1", ", ".join(slow))
            return self.tr("Dealing…")
        if phase == "over":
            return self.tr("The match is over.")
        if phase == "playing" and c.record is not None:
            if c.in_flight:
                return self.tr("Sending your move…")
            turn = c.hand.turn
            if turn == c.seat:
                return self.tr("Your turn.")
            if c.seat_info(turn).get("dropped"):
                return self.tr("%1's connection dropped: waiting up to %2 s.").replace(
                    "%1", c.seat_name(turn)).replace("%2", str(self.grace_left(turn)))
            return self.tr("Waiting for %1 to play.").replace("%1", c.seat_name(turn))
        return self.tr("Waiting for the server…")

    def server_gone_text(self) -> str:
        """The panel's line while the server cannot be reached: how long the table keeps the
        seat, when the next try is; "" while it is there."""
        if not self.waiting_for_server() or self._gone_since is None:
            return ""
        left = self.kept_for() - (time.monotonic() - self._gone_since)
        hours, rest = divmod(max(0, int(left)), 3600)
        minutes, seconds = divmod(rest, 60)
        kept = f"{hours}:{minutes:02d}:{seconds:02d}"
        if self.link_state != "gone":       # the link tries by itself meanwhile
            return self.tr("No connection to the server. Your seat is kept for %1; "
                           "reconnecting…").replace("%1", kept)
        next_try = max(0, int(self._next_try - time.monotonic() + 0.999))
        return self.tr("The server is gone. Your seat is kept for %1; the next try in %2 s.") \
            .replace("%1", kept).replace("%2", str(next_try))

    def seat_state(self, seat: int) -> str:
        """A seat's connection in words (the waiting room and the side panel)."""
        info = self.controller.seat_info(seat)
        if info.get("kind") == "computer":
            return self.tr("computer")
        if not info.get("taken") and not info.get("stand_in"):
            return self.tr("waiting for a person")
        if info.get("stand_in"):
            return self.tr("a computer plays for them")
        if self.joined and self.link_state != "up":    # what the table said is old news
            return self.tr("not connected") if seat == self.controller.seat \
                else self.tr("unknown while you are not connected")
        if info.get("dropped"):
            return self.tr("connection dropped: %1 s left").replace(
                "%1", str(self.grace_left(seat)))
        return self.tr("connected") if info.get("connected") else self.tr("not connected")

    def seat_panel_mark(self, seat: int) -> str:
        """The panel's mark: the table's own (⚠, ⚙ for a stand-in), else the seat's kind and
        connection."""
        mark = self.controller.seat_mark(seat)
        if mark:
            return mark
        info = self.controller.seat_info(seat)
        if info.get("kind") == "computer":
            return "⚙"
        return "●" if info.get("connected") else "○"

    def grace_left(self, seat: int) -> int:
        since = self._dropped_since.get(seat)
        grace = (self.controller.table or {}).get("grace", 60)
        grace = float(grace) if isinstance(grace, int | float) else 60.0
        if since is None:
            return int(grace)
        return max(0, int(grace - (time.monotonic() - since) + 0.999))

    def assists_text(self) -> str:
        if self.controller.table is None:
            return ""
        return (self.tr("Assists (hints, coach, tile tracker): allowed at this table.")
                if self.controller.assists_allowed
                else self.tr("Assists (hints, coach, tile tracker): not allowed at this table."))

    def game_name(self) -> str:
        game = (self.controller.table or {}).get("game")
        if not isinstance(game, str):
            create = self.request.create or {}
            game = create.get("game") if isinstance(create.get("game"), str) else ""
        if not game:
            return ""
        try:
            return QCoreApplication.translate("games", find_game(str(game)).name)
        except (RulesError, KeyError, ValueError):
            return str(game)

    def room_title(self) -> str:
        name = self.game_name()
        return self.tr("Network table: %1").replace("%1", name) if name \
            else self.tr("Network table")

    def window_title(self) -> str:
        name = self.game_name()
        if self.code and name:
            return self.tr("%1 at table %2 — Dominoes Qt").replace(
                "%1", name).replace("%2", self.code)
        return self.tr("Network table — Dominoes Qt")

    def address_text(self) -> str:
        r = self.request
        address = r.address_for_friends or r.url
        text = self.tr("Friends join with this code at the address %1.").replace("%1", address)
        if r.other_addresses:
            text += "\n" + self.tr("This computer's other addresses: %1").replace(
                "%1", ", ".join(r.other_addresses))
        return text

    def match_end_text(self) -> str:
        c = self.controller
        match = c.match
        scores = " – ".join(str(v) for v in match.scores)
        sides = list(match.winner_sides)
        if not sides:
            return self.tr("The match ends in a tie (%1).").replace("%1", scores)
        if c.match.settings.side_of(c.viewer) in sides:
            return self.tr("You win the match (%1)!").replace("%1", scores)
        names = names_and([c.side_name(s) for s in sides])
        return self.tr("%1 won the match (%2).").replace("%1", names).replace("%2", scores)

    # -- refreshing ------------------------------------------------------------------------------
    def _on_tick(self) -> None:
        if self.waiting_for_server() and self.link_state == "gone" \
                and time.monotonic() >= self._next_try:
            self.retry()
        elif self._gone_since is not None and not self.waiting_for_server() \
                and self.link_state == "gone" and self.joined:
            self.say(self.tr("The server did not come back: the table is over."))
            self._gone_since = None
        self.refresh()

    def refresh(self) -> None:
        """Everything built from the table's state: the room, the panel, the wait line."""
        if self.left:
            return
        c = self.controller
        if self.window.pages.currentWidget() is self.room or c.record is None \
                or c.phase in ("", "waiting"):
            self.room.refresh()        # (hidden during play: nothing to redraw there)
        self.panel.refresh()
        self.wait_label.setText(self.waiting_text())
        counting = (bool(self._dropped_since) and self.link_state == "up") \
            or self.waiting_for_server()
        if counting and not self._tick.isActive():
            self._tick.start()
        elif not counting and self._tick.isActive():
            self._tick.stop()
        self.window.network_changed()

    def retranslate_ui(self) -> None:
        self.room.retranslate_ui()
        self.panel.retranslate_ui()
        self.refresh()
