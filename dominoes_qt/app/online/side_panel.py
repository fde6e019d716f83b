"""The side panel of a network table (a dock of the game window, shown while at a network
table): each seat's name, connection mark and state, the scores, whether assists are allowed,
the way back when the server is gone (a countdown and Retry), and the chat.

Chat lines are kept as the server sent them and worded when shown, so a live language switch
re-words the table's own lines ("Ana left the table.") at once.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.i18n import labelled
from dominoes_qt.app.players import default_seat_names

#: The longest chat line the server takes (docs/protocol.md).
MAX_CHAT = 200
#: Chat lines kept in the log.
CHAT_LINES = 500


def is_seat(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64


class SidePanel(QWidget):
    """Reads everything from ``net`` (the :class:`~.network_table.NetworkTable`); :meth:`refresh` after a change."""

    def __init__(self, net: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.net = net
        self.setObjectName("sidePanel")
        #: (seat, name, text, about) as the server sent them (seat -1: the table itself)
        self.chat_lines: list[tuple[int, str, str, dict[str, Any] | None]] = []
        self.chat_seen = 0      # the highest chat id shown: a replay after a rejoin repeats
        side = QVBoxLayout(self)
        side.setContentsMargins(8, 8, 8, 8)
        bold = QFont(self.font().family(), -1, QFont.Weight.Bold)
        self.people_caption = QLabel(self)
        self.people_caption.setFont(bold)
        side.addWidget(self.people_caption)
        self.people_label = QLabel(self)
        self.people_label.setObjectName("seatsPanel")
        self.people_label.setTextFormat(Qt.TextFormat.RichText)
        self.people_label.setWordWrap(True)
        self.people_label.setAlignment(Qt.AlignmentFlag.AlignTop)
        side.addWidget(self.people_label)
        self.scores_label = QLabel(self)
        self.scores_label.setObjectName("scoresPanel")
        self.scores_label.setWordWrap(True)
        side.addSpacing(6)
        side.addWidget(self.scores_label)
        self.assists_label = QLabel(self)
        self.assists_label.setObjectName("assistsPanel")
        self.assists_label.setWordWrap(True)
        side.addWidget(self.assists_label)
        self.gone_box = QWidget(self)
        gone = QHBoxLayout(self.gone_box)
        gone.setContentsMargins(0, 4, 0, 4)
        self.gone_label = QLabel(self.gone_box)
        self.gone_label.setObjectName("serverGone")
        self.gone_label.setWordWrap(True)
        # it wraps in the panel's width: its long line never widens the dock (the table jumps)
        self.gone_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.retry_button = QPushButton(self.gone_box)
        self.retry_button.setObjectName("retryButton")
        self.retry_button.clicked.connect(net.retry)
        gone.addWidget(self.gone_label, 1)
        gone.addWidget(self.retry_button)
        self.gone_box.hide()
        side.addWidget(self.gone_box)
        side.addSpacing(6)
        self.chat_caption = QLabel(self)
        self.chat_caption.setFont(bold)
        side.addWidget(self.chat_caption)
        self.chat_log = QPlainTextEdit(self)
        self.chat_log.setObjectName("chatLog")
        self.chat_log.setReadOnly(True)
        self.chat_log.setMaximumBlockCount(CHAT_LINES)
        side.addWidget(self.chat_log, 1)
        self.chat_edit = QLineEdit(self)
        self.chat_edit.setObjectName("chatLine")
        self.chat_edit.setMaxLength(MAX_CHAT)
        self.chat_edit.returnPressed.connect(self.send_chat)
        side.addWidget(self.chat_edit)
        self.setMinimumWidth(220)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.people_caption.setText(self.tr("At the table"))
        self.chat_caption.setText(self.tr("Chat"))
        self.retry_button.setText(self.tr("&Retry Now"))
        self.chat_edit.setPlaceholderText(self.tr("Say something (Enter sends)"))
        self._rewrite_chat()

    def _rewrite_chat(self) -> None:
        """Every chat line worded again (a language switch, names the table now knows)."""
        self.chat_log.setPlainText("\n".join(self.chat_text(*line) for line in self.chat_lines))

    # -- chat ---------------------------------------------------------------------------------
    def send_chat(self) -> bool:
        """Send the chat line (Enter); it is cleared once handed to the link."""
        text = self.chat_edit.text().strip()[:MAX_CHAT]
        if not text:
            return False
        if not self.net.link.send("chat", text=text):
            self.net.say(self.tr("Not sent: the connection is down."))
            return False
        self.chat_edit.clear()
        return True

    def take_chat(self, msg: dict[str, Any]) -> None:
        seat = msg.get("seat")
        text = msg.get("text")
        if not isinstance(seat, int) or isinstance(seat, bool) or not isinstance(text, str):
            return
        line_id = msg["id"] if isinstance(msg.get("id"), int) else 0
        if msg.get("replay") is True and line_id <= self.chat_seen:
            return                          # shown before the connection dropped
        self.chat_seen = max(self.chat_seen, line_id)
        name = msg.get("name") if isinstance(msg.get("name"), str) else ""
        about = msg.get("about") if isinstance(msg.get("about"), dict) else None
        if about is not None and is_seat(about.get("seat")):
            # named as the seat is now (a leaver's name goes), unless the table does not
            # know the seat's name yet (a returning player's own "… is back")
            known = self.net.controller.seat_info(about["seat"]).get("name")
            if isinstance(known, str) and known.strip():
                about = dict(about, name=self.net.controller.seat_name(about["seat"]))
        self.chat_lines.append((seat, str(name), text[:MAX_CHAT * 2], about))
        del self.chat_lines[:-CHAT_LINES]
        self.chat_log.appendPlainText(self.chat_text(*self.chat_lines[-1]))

    def seats_named(self) -> None:
        """The table message came: a line about a seat the table had not named yet (a
        returning player's own "… is back") is worded again with the seat's name."""
        c = self.net.controller
        changed = False
        for index, (seat, name, text, about) in enumerate(self.chat_lines):
            if about is None or about.get("name") or not is_seat(about.get("seat")):
                continue
            known = c.seat_info(about["seat"]).get("name")
            if isinstance(known, str) and known.strip():
                about = dict(about, name=c.seat_name(about["seat"]))
                self.chat_lines[index] = (seat, name, text, about)
                changed = True
        if changed:
            self._rewrite_chat()

    def chat_text(self, seat: int, name: str, text: str, about: dict[str, Any] | None) -> str:
        c = self.net.controller
        if seat < 0:
            return "— " + self._table_says(text, about)
        who = c.seat_name(seat) if 0 <= seat < 16 and c.seats() \
            else (name or QCoreApplication.translate("seats", "Player %1").replace(
                "%1", str(seat + 1)))
        if name and c.seat_info(seat).get("name") != name:
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
        c = self.net.controller
        name = about.get("name")
        if not isinstance(name, str) or not name.strip():
            name = c.seat_name(seat)
        words = {
            "left": self.tr("%1 left the table."),
            "left_stand_in": self.tr("%1 left the table: a computer plays their seat."),
            "stand_in": self.tr("%1 has not come back: a computer plays their seat until "
                                "they return."),
            "back": self.tr("%1 is back and plays their own seat again."),
        }
        if event == "free_again":       # the seat by its compass name, as the room says
            players = len(c.seats())
            place = default_seat_names(players)[seat] if 0 <= seat < players \
                else str(seat + 1)
            return self.tr("The seat %1 is free again.").replace("%1", place)
        said = words.get(str(event))
        return text if said is None else said.replace("%1", name)

    # -- seats and scores -----------------------------------------------------------------------
    def refresh(self) -> None:
        net = self.net
        c = net.controller
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
            rows.append(f"{arrow}{net.seat_panel_mark(seat)} {name}<br>"
                        f"<small>{html.escape(net.seat_state(seat))}</small>")
        self.people_label.setText("<br>".join(rows))
        self.scores_label.setText(self._scores_text())
        self.assists_label.setText(net.assists_text())
        gone = net.server_gone_text()
        self.gone_label.setText(gone)
        self.gone_box.setVisible(bool(gone))
        self.chat_edit.setEnabled(net.joined and net.link_state == "up")

    def _scores_text(self) -> str:
        c = self.net.controller
        if c.record is None:
            return ""
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
        return head + "\n" + "\n".join(lines)
