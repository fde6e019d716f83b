"""The network table's window: the waiting room, then the same table as a local game.

``NetworkTableWindow(request, parent)`` then ``.show()`` and ``.start()``: it connects (off the
GUI thread, :class:`~.link.NetLink`), makes or joins the table of the
:class:`~.request.OnlineRequest`, and shows

* the waiting room: the table's code to give friends, the seats (the host may make a free seat
  a computer's), Ready and Leave;
* the table once the hand is dealt: the table scene and view of the main window (drag, click,
  keyboard), a side panel with each seat's name, connection and score, and the chat;
* the hand summary at each hand's end (closing it says Ready), the winner at the match's end.

The status line's right part always says what the table waits for (the server, a person, a
dropped connection's grace); the left part says the moves, as in a local game.
"""

from __future__ import annotations

import dataclasses
import html
import logging
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QFont, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.action_bar import ActionBar
from dominoes_qt.app.dialogs import dismiss
from dominoes_qt.app.i18n import labelled
from dominoes_qt.app.online.controller import NetworkController, level_title
from dominoes_qt.app.online.link import NetLink
from dominoes_qt.app.online.request import OnlineRequest
from dominoes_qt.app.status_line import StatusLine
from dominoes_qt.rules import HandResult, find_game
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.rules.names import english_plural
from dominoes_qt.scene.animations import SPEEDS
from dominoes_qt.scene.table_scene import TableScene
from dominoes_qt.scene.table_view import TableView
from dominoes_qt.scene.theme import COLOURED, THEMES, table_for
from dominoes_qt.server.routing import connect_url

log = logging.getLogger(__name__)

#: The longest chat line the server takes (docs/protocol.md).
MAX_CHAT = 200
#: Chat lines kept in the log.
CHAT_LINES = 500


class NetworkTableWindow(QMainWindow):
    """One network table; see the module docstring."""

    def __init__(self, request: OnlineRequest, parent: QWidget | None = None, *,
                 announce_delay_ms: int | None = None, animation_speed: float | None = None,
                 connect_timeout: float | None = None, sound: bool = True) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.request = request
        from dominoes_qt.storage.settings import peek_settings

        self.prefs = peek_settings()
        self.link = NetLink(self) if connect_timeout is None else NetLink(
            self, connect_timeout=connect_timeout)
        self.controller = NetworkController(self.link.send, self, auto_draw=self.prefs.auto_draw)
        if announce_delay_ms is not None:
            self.controller.announce_delay_ms = announce_delay_ms
        #: what the link is doing: "idle", "connecting", "up", "down" (coming back), "gone"
        self.link_state = "idle"
        self.failure = ""
        self.joined = False
        self.host = False
        self.code = ""
        self.ready = False
        self.left = False
        self.summary_dialog: QDialog | None = None
        self.match_box: QMessageBox | None = None
        self._ready_hand = -1          # the hand whose end we said ready to
        self._dropped_since: dict[int, float] = {}
        #: the seat's token (from ``joined``), kept in the held-seats file while we sit
        self._token = ""
        self._held_game = ""
        self._chat_lines: list[tuple[int, str, str, dict[str, Any] | None]] = []

        self.scene = TableScene(parent=self)
        if animation_speed is None:
            animation_speed = SPEEDS.get(self.prefs.animation_key, 1.0)
        self.scene.animator.speed = animation_speed
        self.scene.set_table_theme(table_for(self.prefs.table_style, _system_dark()))
        self.view = TableView(self.scene, self)
        self.scene.set_controller(self.controller)
        self.sound: Any = None
        if sound:
            from dominoes_qt.app.sound import SoundBoard

            self.sound = SoundBoard(self)
            self.sound.set_levels(self.prefs.sound_volume, self.prefs.sound_muted)

        self._build()
        self._create_actions()
        self._create_menus()
        self.setStatusBar(StatusLine(self))
        self.wait_label = QLabel(self)
        self.wait_label.setObjectName("waitLabel")
        self.statusBar().addPermanentWidget(self.wait_label)
        self._tick = QTimer(self)           # the grace's countdown in the wait line
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._refresh_wait)
        self._connect()
        self.resize(1180, 780)
        self.retranslate_ui()

    # -- building ---------------------------------------------------------------------------------
    def _build(self) -> None:
        self.pages = QStackedWidget(self)
        self.room = QWidget(self.pages)
        self.room.setObjectName("waitingRoom")
        room = QVBoxLayout(self.room)
        room.setContentsMargins(24, 18, 24, 18)
        self.room_title = QLabel(self.room)
        big = QFont(self.font())
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 1.4)
        big.setBold(True)
        self.room_title.setFont(big)
        room.addWidget(self.room_title)
        self.code_caption = QLabel(self.room)
        room.addWidget(self.code_caption)
        self.code_label = QLabel(self.room)
        self.code_label.setObjectName("tableCode")
        code_font = QFont("monospace")
        code_font.setStyleHint(QFont.StyleHint.TypeWriter)
        code_font.setPointSizeF(max(self.font().pointSizeF(), 9.0) * 3.2)
        code_font.setBold(True)
        code_font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 6)
        self.code_label.setFont(code_font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse
                                                | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        room.addWidget(self.code_label)
        self.address_label = QLabel(self.room)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        room.addWidget(self.address_label)
        self.seats_caption = QLabel(self.room)
        self.seats_caption.setFont(QFont(self.font().family(), -1, QFont.Weight.Bold))
        room.addWidget(self.seats_caption)
        self.seats_box = QWidget(self.room)
        self.seats_grid = QGridLayout(self.seats_box)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_grid.setHorizontalSpacing(18)
        room.addWidget(self.seats_box)
        self.room_note = QLabel(self.room)
        self.room_note.setWordWrap(True)
        room.addWidget(self.room_note)
        room.addSpacing(12)
        buttons = QHBoxLayout()
        self.ready_button = QPushButton(self.room)
        self.ready_button.setCheckable(True)
        self.ready_button.setEnabled(False)
        self.ready_button.toggled.connect(self._ready_toggled)
        self.leave_button = QPushButton(self.room)
        self.leave_button.clicked.connect(self.leave)
        buttons.addWidget(self.ready_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        room.addLayout(buttons)
        room.addStretch(1)
        self.pages.addWidget(self.room)
        self.pages.addWidget(self.view)

        self.side = QWidget(self)
        self.side.setObjectName("sidePanel")
        side = QVBoxLayout(self.side)
        side.setContentsMargins(8, 8, 8, 8)
        self.people_caption = QLabel(self.side)
        self.people_caption.setFont(QFont(self.font().family(), -1, QFont.Weight.Bold))
        side.addWidget(self.people_caption)
        self.people_label = QLabel(self.side)
        self.people_label.setObjectName("seatsPanel")
        self.people_label.setTextFormat(Qt.TextFormat.RichText)
        self.people_label.setWordWrap(True)
        self.people_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        side.addWidget(self.people_label)
        self.scores_label = QLabel(self.side)
        self.scores_label.setObjectName("scoresPanel")
        self.scores_label.setWordWrap(True)
        side.addSpacing(6)
        side.addWidget(self.scores_label)
        side.addSpacing(6)
        self.chat_caption = QLabel(self.side)
        self.chat_caption.setFont(QFont(self.font().family(), -1, QFont.Weight.Bold))
        side.addWidget(self.chat_caption)
        self.chat_log = QPlainTextEdit(self.side)
        self.chat_log.setObjectName("chatLog")
        self.chat_log.setReadOnly(True)
        self.chat_log.setMaximumBlockCount(CHAT_LINES)
        side.addWidget(self.chat_log, 1)
        self.chat_edit = QLineEdit(self.side)
        self.chat_edit.setObjectName("chatLine")
        self.chat_edit.setMaxLength(MAX_CHAT)
        self.chat_edit.returnPressed.connect(self.send_chat)
        side.addWidget(self.chat_edit)
        self.side.setMinimumWidth(220)

        self.left_side = QWidget(self)
        left = QVBoxLayout(self.left_side)
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.pages, 1)
        #: Declare and Muggins! (manual Muggins), under the table as in the local game
        self.action_bar = ActionBar(self.controller, self.left_side)
        left.addWidget(self.action_bar)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.left_side)
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([900, 270])
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)

    def _create_actions(self) -> None:
        self.action_ready = QAction(self)
        self.action_ready.setShortcut(QKeySequence("Ctrl+Return"))
        self.action_ready.triggered.connect(self.ready_for_next_hand)
        self.action_ready.setEnabled(False)
        self.action_leave = QAction(self)
        self.action_leave.setShortcut(QKeySequence("Ctrl+W"))
        self.action_leave.triggered.connect(self.leave)
        self.action_auto_draw = QAction(self)
        self.action_auto_draw.setCheckable(True)
        self.action_auto_draw.setChecked(self.controller.auto_draw)
        self.action_auto_draw.toggled.connect(self.set_auto_draw)
        self.action_full_screen = QAction(self)
        self.action_full_screen.setCheckable(True)
        self.action_full_screen.setShortcuts(
            QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
            or [QKeySequence("F11")])
        self.action_full_screen.toggled.connect(self._set_full_screen)
        for action in (self.action_ready, self.action_leave, self.action_full_screen):
            self.addAction(action)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.menu_table = bar.addMenu("")
        self.menu_table.addAction(self.action_ready)
        self.menu_table.addAction(self.action_auto_draw)
        self.menu_table.addSeparator()
        self.menu_table.addAction(self.action_leave)
        self.menu_view = bar.addMenu("")
        self.menu_view.addAction(self.action_full_screen)
        self.menu_view.addActions(self.view.zoom_actions)

    def _connect(self) -> None:
        link, c = self.link, self.controller
        link.received.connect(self._on_message)
        link.link_changed.connect(self._on_link_changed)
        link.failed.connect(self._on_failed)
        c.message.connect(self.show_status)
        c.illegal.connect(self.show_status)
        c.state_changed.connect(self._refresh_panel)
        c.hand_ended.connect(self._on_hand_ended)
        c.match_ended.connect(self._on_match_ended)
        if self.sound is not None:
            c.action_applied.connect(self.sound.on_action)
            c.score_event.connect(self.sound.on_score)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.link.close)

    # -- the link ---------------------------------------------------------------------------------
    def start(self) -> None:
        """Connect to the server; every step after is the server's answer."""
        if self.link_state != "idle":
            return
        self.link_state = "connecting"
        r = self.request     # a farm's address (wss://host/t/) gets the table's code
        self.link.start(connect_url(r.url, r.table, creating=r.hosting))
        self._refresh()

    def _on_link_changed(self, up: bool) -> None:
        was = self.link_state
        self.link_state = "up" if up else "down"
        self.controller.link_changed(up)
        if up and was == "connecting":
            self._say_hello()
        elif up:
            self.show_status(self.tr("Connected again."))
        else:
            self.show_status(self.tr("The connection to the server dropped: reconnecting…"))
        self._refresh()

    def _on_failed(self, reason: str) -> None:
        was = self.link_state
        self.link_state = "gone"
        self.failure = reason
        self.controller.link_changed(False)
        if was == "connecting":
            text = self.tr("Could not connect to %1.").replace("%1", self.request.url)
        else:
            text = self.tr("The server is gone: this table cannot go on.")
        self.show_status(text)
        self._refresh()

    def _say_hello(self) -> None:
        r = self.request
        if r.create is not None:
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

    def _on_message(self, msg: dict[str, Any]) -> None:
        """Every message of the server; one this window cannot read is logged and left."""
        try:
            self._take(msg)
        except Exception:   # noqa: BLE001 - a hostile or broken server never breaks the window
            log.exception("a message this window cannot read: %.200r", msg)

    def _take(self, msg: dict[str, Any]) -> None:
        kind = msg.get("type")
        if kind == "error" and not self.joined:
            self._refused(msg)
            return
        if kind == "joined":
            self.controller.take(msg)
            if self.controller.seat >= 0 and isinstance(msg.get("table"), str):
                self.joined = True
                self.code = msg["table"][:16]
                self.host = msg.get("host") is True
                token = msg.get("token")
                if isinstance(token, str) and token:
                    self._token = token[:300]
                    self._hold_seat()
            self._refresh()
            return
        self.controller.take(msg)       # it refuses a table or state no server could send
        if kind == "table" and self.controller.table is msg:
            self._take_table(msg)
            if self._token and self._game_id() != self._held_game:
                self._hold_seat()       # now with the game's id
        elif kind == "chat":
            self._take_chat(msg)
        elif kind == "left":
            self.joined = False
        if kind == "state":
            self._take_state(msg)
        self._refresh()

    def _refused(self, msg: dict[str, Any]) -> None:
        code = str(msg.get("code", ""))
        if self.request.rejoining and code in ("no_table", "bad_token"):
            self._forget_request_seat()
        texts = {
            "no_table": self.tr("There is no table %1 on this server.").replace(
                "%1", self.request.table),
            "bad_token": self.tr("Your seat at table %1 is no longer held: the server does "
                                 "not know it.").replace("%1", self.request.table),
            "seat_taken": self.tr("That seat is taken."),
            "no_seat": self.tr("Every seat at this table is taken."),
            "too_many_tables": self.tr("The server holds as many tables as it can."),
        }
        text = texts.get(code) or self.tr("The server refused: %1").replace(
            "%1", str(msg.get("message") or code))
        self.failure = text
        self.show_status(text)
        self.room_note.setText(text)

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
            self._set_ready_button(bool(self.controller.seat_info(self.controller.seat)
                                        .get("ready")))

    def _take_state(self, msg: dict[str, Any]) -> None:
        if msg.get("phase") == "over" and self._token:    # nothing left to come back to
            self._forget_seat(self.code, self.controller.seat)
            self._token = ""
        if msg.get("phase") in ("playing", "hand_over", "over") and self.controller.record:
            self.pages.setCurrentWidget(self.view)
            if self.pages.currentWidget() is self.view and not self.view.hasFocus() \
                    and not self.chat_edit.hasFocus():
                self.view.setFocus()

    # -- the seat held ------------------------------------------------------------------------------
    def _game_id(self) -> str:
        game = (self.controller.table or {}).get("game")
        if not isinstance(game, str):
            game = (self.request.create or {}).get("game")
        return game[:60] if isinstance(game, str) else ""

    def _forget_request_seat(self) -> None:
        """The seat this window came back for is gone: every entry with its token goes."""
        from dominoes_qt.storage.held_seats import drop_seat, held_seats

        r = self.request
        for held in held_seats():
            if (held.url, held.table, held.token) == (r.url, r.table, r.token):
                drop_seat(held.url, held.table, held.seat)

    def _hold_seat(self) -> None:
        """Keep the seat's token in the data folder: a game that crashed takes it back."""
        from dominoes_qt.storage.held_seats import HeldSeat, hold_seat

        seat = self.controller.seat
        if not (self._token and self.code and 0 <= seat < 64):
            return
        self._held_game = self._game_id()
        hold_seat(HeldSeat(self.request.url, self.code, seat, self._token, self._held_game,
                           time.time()))

    def _forget_seat(self, table: str, seat: int) -> None:
        from dominoes_qt.storage.held_seats import drop_seat

        if table and seat >= 0:
            drop_seat(self.request.url, table, seat)

    # -- chat -------------------------------------------------------------------------------------
    def send_chat(self) -> bool:
        """Send the chat line (Enter); it is cleared once handed to the link."""
        text = self.chat_edit.text().strip()[:MAX_CHAT]
        if not text:
            return False
        if not self.link.send("chat", text=text):
            self.show_status(self.tr("Not sent: the connection is down."))
            return False
        self.chat_edit.clear()
        return True

    def _take_chat(self, msg: dict[str, Any]) -> None:
        seat = msg.get("seat")
        text = msg.get("text")
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
            return
        name = msg.get("name") if isinstance(msg.get("name"), str) else ""
        about = msg.get("about") if isinstance(msg.get("about"), dict) else None
        if about is not None and _is_seat(about.get("seat")):   # named as it is now: a
            about = dict(about, name=self.controller.seat_name(about["seat"]))  # leaver's goes
        self._chat_lines.append((seat, str(name), text[:MAX_CHAT * 2], about))
        del self._chat_lines[:-CHAT_LINES]
        self.chat_log.appendPlainText(self._chat_text(*self._chat_lines[-1]))

    def _chat_text(self, seat: int, name: str, text: str, about: dict[str, Any] | None) -> str:
        if seat < 0:
            return "— " + self._table_says(text, about)
        who = self.controller.seat_name(seat) if 0 <= seat < 16 and self.controller.seats() \
            else (name or QCoreApplication.translate("seats", "Player %1").replace(
                "%1", str(seat + 1)))
        if name and self.controller.seat_info(seat).get("name") != name:
            who = name
        return labelled(who, text)

    def _table_says(self, text: str, about: dict[str, Any] | None) -> str:
        """A line of the table itself in the player's language (its English ``text`` for an
        event this version does not know)."""
        if about is None:
            return text
        event, seat = about.get("event"), about.get("seat")
        if not isinstance(seat, int) or isinstance(seat, bool):
            return text
        name = about.get("name")
        if not isinstance(name, str):
            name = self.controller.seat_name(seat)
        words = {
            "left": self.tr("%1 left the table."),
            "left_stand_in": self.tr("%1 left the table: a computer plays their seat."),
            "stand_in": self.tr("%1 has not come back: a computer plays their seat until "
                                "they return."),
            "back": self.tr("%1 is back and plays their own seat again."),
            "free_again": self.tr("Seat %2 is free again."),
        }
        said = words.get(str(event))
        if said is None:
            return text
        return said.replace("%1", name).replace("%2", str(seat + 1))

    # -- the waiting room -------------------------------------------------------------------------
    def _ready_toggled(self, on: bool) -> None:
        if self.ready == on:
            return
        if not self.link.send("ready", ready=on):
            self._set_ready_button(self.ready)
            self.show_status(self.tr("Not sent: the connection is down."))
            return
        self.ready = on
        self._refresh()

    def _set_ready_button(self, on: bool) -> None:
        self.ready = on
        self.ready_button.blockSignals(True)
        self.ready_button.setChecked(on)
        self.ready_button.blockSignals(False)

    def _seat_kind_changed(self, seat: int, combo: QComboBox) -> None:
        choice = combo.currentData()
        if not isinstance(choice, str):
            return
        if choice == "human":
            self.link.send("seat", seat=seat, kind="human")
        else:
            self.link.send("seat", seat=seat, kind="computer", level=choice)

    def _fill_seats(self) -> None:
        """The waiting room's seats: who sits where, ready or not, connected or not."""
        grid = self.seats_grid
        while grid.count():
            item = grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        c = self.controller
        for row, info in enumerate(c.seats()):
            seat = row
            number = QLabel(self.tr("Seat %1").replace("%1", str(seat + 1)), self.seats_box)
            grid.addWidget(number, row, 0)
            you = seat == c.seat
            name = c.seat_name(seat)
            if info.get("kind") == "human" and not info.get("taken"):
                name = self.tr("(free)")
            if you:
                name = self.tr("%1 (you)").replace("%1", name)
            grid.addWidget(QLabel(name, self.seats_box), row, 1)
            free = info.get("kind") == "computer" or not info.get("taken")
            if self.host and free and c.phase == "waiting":
                combo = QComboBox(self.seats_box)
                combo.addItem(self.tr("A person"), "human")
                from dominoes_qt.app.players import computer_levels, level_name

                for level in computer_levels():
                    combo.addItem(self.tr("Computer (%1)").replace("%1", level_name(level)),
                                  level.id)
                wanted = "human" if info.get("kind") == "human" else str(info.get("level"))
                index = combo.findData(wanted)
                combo.setCurrentIndex(max(index, 0))
                combo.currentIndexChanged.connect(
                    lambda _i, s=seat, box=combo: self._seat_kind_changed(s, box))
                grid.addWidget(combo, row, 2)
            else:
                grid.addWidget(QLabel(self._seat_state(seat), self.seats_box), row, 2)
            ready = ""
            if info.get("kind") == "human" and info.get("taken"):
                ready = self.tr("ready") if info.get("ready") else self.tr("not ready")
            grid.addWidget(QLabel(ready, self.seats_box), row, 3)
        grid.setColumnStretch(4, 1)

    def _seat_state(self, seat: int) -> str:
        """A seat's connection in words (the waiting room and the side panel)."""
        c = self.controller
        info = c.seat_info(seat)
        if info.get("kind") == "computer":
            return self.tr("computer")
        if not info.get("taken") and not info.get("stand_in"):
            return self.tr("waiting for a person")
        if info.get("stand_in"):
            return self.tr("a computer plays for them")
        if info.get("dropped"):
            return self.tr("connection dropped: %1 s left").replace(
                "%1", str(self._grace_left(seat)))
        return self.tr("connected") if info.get("connected") else self.tr("not connected")

    def _seat_mark(self, seat: int) -> str:
        """The panel's mark: the table's own (⚠, ⚙ for a stand-in), else the seat's kind and
        connection."""
        mark = self.controller.seat_mark(seat)
        if mark:
            return mark
        info = self.controller.seat_info(seat)
        if info.get("kind") == "computer":
            return "⚙"
        return "●" if info.get("connected") else "○"

    def _grace_left(self, seat: int) -> int:
        since = self._dropped_since.get(seat)
        grace = (self.controller.table or {}).get("grace", 60)
        grace = float(grace) if isinstance(grace, int | float) else 60.0
        if since is None:
            return int(grace)
        return max(0, int(grace - (time.monotonic() - since) + 0.999))

    # -- the side panel ---------------------------------------------------------------------------
    def _refresh_panel(self) -> None:
        c = self.controller
        rows = []
        for seat, info in enumerate(c.seats()):
            name = html.escape(c.seat_name(seat))
            if info.get("kind") == "human" and not info.get("taken") \
                    and not info.get("stand_in"):
                name = html.escape(self.tr("(free)"))
            if seat == c.seat:
                name = "<b>" + html.escape(self.tr("%1 (you)").replace("%1", c.seat_name(seat))) \
                    + "</b>"
            turn = (c.record is not None and c.phase == "playing"
                    and c.hand.result is None and c.hand.turn == seat)
            arrow = "▶ " if turn else ""
            rows.append(f"{arrow}{self._seat_mark(seat)} {name}<br>"
                        f"<small>{html.escape(self._seat_state(seat))}</small>")
        self.people_label.setText("<br>".join(rows))
        if c.record is not None:
            match = c.match
            lines = [labelled(c.side_name(side), str(score))
                     for side, score in enumerate(match.scores)]
            settings = match.settings
            if settings.rounds:        # the train games: no target, the lowest total wins
                head = self.tr("Scores (lowest total wins)")
            elif settings.target and not settings.single_hand:
                head = self.tr("Scores (to %1)").replace("%1", str(settings.target))
            else:
                head = self.tr("Scores")
            self.scores_label.setText(head + "\n" + "\n".join(lines))
        else:
            self.scores_label.setText("")
        self._update_actions()

    def _update_actions(self) -> None:
        c = self.controller
        self.action_bar.refresh()
        self.action_ready.setEnabled(c.phase == "hand_over" and self._ready_hand
                                     != (c.match.hand_index if c.record else -1)
                                     and self.link_state == "up")

    # -- the status line --------------------------------------------------------------------------
    def show_status(self, text: str) -> None:
        line = self.statusBar()
        if isinstance(line, StatusLine):
            line.announce(text)
        else:
            line.showMessage(text)

    def waiting_text(self) -> str:
        """What the table waits for now, in a few words."""
        c = self.controller
        url = self.request.url
        if self.left:
            return self.tr("You left the table.")
        if self.link_state in ("idle", "connecting"):
            return self.tr("Connecting to %1…").replace("%1", url)
        if self.link_state == "gone":
            if not self.joined and not self.code:
                return self.tr("Could not connect to %1.").replace("%1", url)
            return self.tr("The server is gone.")
        if self.link_state == "down":
            return self.tr("Connection lost: reconnecting to %1…").replace("%1", url)
        if not self.joined:
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
            info = c.seat_info(turn)
            if info.get("dropped"):
                return self.tr("%1's connection dropped: waiting up to %2 s.").replace(
                    "%1", c.seat_name(turn)).replace("%2", str(self._grace_left(turn)))
            return self.tr("Waiting for %1 to play.").replace("%1", c.seat_name(turn))
        return self.tr("Waiting for the server…")

    def _refresh_wait(self) -> None:
        self.wait_label.setText(self.waiting_text())
        counting = bool(self._dropped_since) and self.link_state == "up"
        if counting and not self._tick.isActive():
            self._tick.start()
        elif not counting and self._tick.isActive():
            self._tick.stop()
        if counting:
            self._refresh_panel()

    def _refresh(self) -> None:
        """Everything built from the table's state: the room, the panel, the wait line."""
        c = self.controller
        self.room_title.setText(self._room_title())
        self.code_label.setText(self.code or "······")
        self.address_label.setText(self._address_text())
        self._fill_seats()
        in_room = c.phase in ("", "waiting") or c.record is None
        self.ready_button.setEnabled(self.joined and self.link_state == "up"
                                     and c.phase == "waiting")
        if in_room and self.pages.currentWidget() is not self.room:
            self.pages.setCurrentWidget(self.room)
        self.chat_edit.setEnabled(self.joined and self.link_state == "up")
        self.setWindowTitle(self._window_title())
        self._refresh_panel()
        self._refresh_wait()

    def _game_name(self) -> str:
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

    def _room_title(self) -> str:
        name = self._game_name()
        return self.tr("Network table: %1").replace("%1", name) if name \
            else self.tr("Network table")

    def _window_title(self) -> str:
        name = self._game_name()
        if self.code and name:
            return self.tr("%1 at table %2 — Dominoes Qt").replace(
                "%1", name).replace("%2", self.code)
        return self.tr("Network table — Dominoes Qt")

    def _address_text(self) -> str:
        r = self.request
        address = r.address_for_friends or r.url
        text = self.tr("Friends join with this code at the address %1.").replace("%1", address)
        if r.other_addresses:
            text += "\n" + self.tr("This computer's other addresses: %1").replace(
                "%1", ", ".join(r.other_addresses))
        return text

    # -- hand and match end -----------------------------------------------------------------------
    def _on_hand_ended(self, result: object) -> None:
        if not isinstance(result, HandResult):
            return
        from dominoes_qt.app.hand_summary import HandSummaryDialog

        c = self.controller
        self._close_dialogs()
        if self.sound is not None:
            from dominoes_qt.app.sound import hand_won_by

            self.sound.on_hand_end(hand_won_by(result, [c.match.settings.side_of(c.viewer)]))
        sides = [c.side_name(s) for s in range(c.match.settings.sides)]
        dialog = HandSummaryDialog(self, c.match, result, c.seat_names(), sides,
                                   you_seat=c.viewer,
                                   theme=THEMES.get(self.prefs.tile_style, COLOURED))
        if c.match.is_over:     # no new game here: the button leaves the table
            dialog.new_game_button.setText(self.tr("&Leave the Table"))
        dialog.add_note(c.deal_note())     # "Deal verified" or a warning
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_summary)
        self.summary_dialog = dialog
        dialog.open()

    def _after_summary(self, _code: int = 0) -> None:
        dialog, self.summary_dialog = self.summary_dialog, None
        c = self.controller
        if c.record is None:
            return
        if c.match.is_over:      # its one accepting button is Leave the Table
            if dialog is not None and _code == QDialog.DialogCode.Accepted.value:
                self.leave(ask=False)
            return
        self.ready_for_next_hand()

    def ready_for_next_hand(self) -> bool:
        """Table ▸ Ready for the Next Hand (also closing the summary)."""
        c = self.controller
        if c.record is None or c.phase != "hand_over":
            return False
        if self.summary_dialog is not None:
            self.summary_dialog.finished.disconnect()
            self.summary_dialog.close()
            self.summary_dialog = None
        if not self.link.send("ready", ready=True):
            self.show_status(self.tr("Not sent: the connection is down."))
            return False
        self._ready_hand = c.match.hand_index
        self._refresh()
        return True

    def _on_match_ended(self, match: object) -> None:
        self.show_status(self.match_end_text())

    def match_end_text(self) -> str:
        c = self.controller
        match = c.match
        scores = " – ".join(str(v) for v in match.scores)
        sides = list(match.winner_sides)
        if not sides:
            return self.tr("The match ends in a tie (%1).").replace("%1", scores)
        mine = c.match.settings.side_of(c.viewer)
        names = ", ".join(c.side_name(s) for s in sides)
        if mine in sides:
            return self.tr("You win the match (%1)!").replace("%1", scores)
        return self.tr("%1 won the match (%2).").replace("%1", names).replace("%2", scores)

    def _close_dialogs(self) -> None:
        for dialog in (self.summary_dialog, self.match_box):
            dismiss(dialog)
        self.summary_dialog = None
        self.match_box = None

    # -- leaving ----------------------------------------------------------------------------------
    def match_under_way(self) -> bool:
        c = self.controller
        return self.joined and c.phase in ("playing", "hand_over") and self.link_state != "gone"

    def ask_leave(self) -> bool:
        """Whether to leave a match under way (a hook tests replace)."""
        answer = QMessageBox.question(
            self, self.tr("Leave the table"),
            self.tr("The match is under way: leave it? A computer plays your seat."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def leave(self, ask: bool = True) -> bool:
        """Table ▸ Leave Table: give the seat up and close the window (asked first while a
        match is under way)."""
        if ask and self.match_under_way() and not self.ask_leave():
            return False
        if self.joined:
            self.link.send("leave")
        self._forget_seat(self.code, self.controller.seat)
        self.left = True
        self.close()
        return True

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.left and self.match_under_way() and event.spontaneous():
            if not self.ask_leave():
                event.ignore()
                return
        if self.joined and not self.left:
            self.link.send("leave")
            self._forget_seat(self.code, self.controller.seat)
            self.left = True
        self._close_dialogs()
        self._tick.stop()
        self.controller.shutdown()
        self.link.close()
        if self.sound is not None:
            self.sound.close()
        super().closeEvent(event)

    # -- preferences ------------------------------------------------------------------------------
    def set_auto_draw(self, on: bool) -> None:
        """Table ▸ Draw Automatically: the same preference as the game window's Game menu
        (saved through the game window when it is the parent, so its menu follows)."""
        self.apply_auto_draw(on)
        files = getattr(self.parentWidget(), "files", None)
        if files is not None and hasattr(files, "update_settings"):
            files.update_settings(auto_draw=on)
            return
        from dominoes_qt.storage.settings import peek_settings, save_settings

        try:
            save_settings(dataclasses.replace(peek_settings(), auto_draw=on))
        except OSError as exc:   # a preference is never worth stopping the table for
            log.warning("auto-draw: the settings cannot be saved: %s", exc)

    def apply_auto_draw(self, on: bool) -> None:
        """The preference changed (here or in the game window): the menu and the table follow."""
        self.prefs = dataclasses.replace(self.prefs, auto_draw=on)
        if self.action_auto_draw.isChecked() != on:
            self.action_auto_draw.blockSignals(True)
            self.action_auto_draw.setChecked(on)
            self.action_auto_draw.blockSignals(False)
        self.controller.set_auto_draw(on)

    # -- view and language ------------------------------------------------------------------------
    def _set_full_screen(self, on: bool) -> None:
        if on != self.isFullScreen():
            self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def retranslate_ui(self) -> None:
        """Every text of the window in the language now in force."""
        if not hasattr(self, "wait_label"):
            return
        self.menu_table.setTitle(self.tr("&Table"))
        self.menu_view.setTitle(self.tr("&View"))
        self.action_ready.setText(self.tr("&Ready for the Next Hand"))
        self.action_leave.setText(self.tr("&Leave Table"))
        self.action_auto_draw.setText(self.tr("&Draw Automatically"))
        self.action_auto_draw.setStatusTip(
            self.tr("Draw from the boneyard by yourself when no tile fits"))
        self.action_full_screen.setText(self.tr("&Full Screen"))
        self.code_caption.setText(self.tr("The table's code:"))
        self.seats_caption.setText(self.tr("Seats"))
        self.ready_button.setText(self.tr("I Am &Ready"))
        self.leave_button.setText(self.tr("&Leave"))
        self.people_caption.setText(self.tr("At the table"))
        self.chat_caption.setText(self.tr("Chat"))
        self.chat_edit.setPlaceholderText(self.tr("Say something (Enter sends)"))
        self.chat_log.setPlainText("\n".join(self._chat_text(*line)
                                             for line in self._chat_lines))
        self._refresh()
        if self.controller.record is not None:
            self.scene.sync(animate=False)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        if event.type() == QEvent.Type.WindowStateChange:
            full = bool(self.windowState() & Qt.WindowState.WindowFullScreen)
            if self.action_full_screen.isChecked() != full:
                self.action_full_screen.setChecked(full)
        super().changeEvent(event)


def _is_seat(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64


def _system_dark() -> bool:
    from PySide6.QtGui import QGuiApplication

    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


__all__ = ["NetworkTableWindow", "level_title"]
