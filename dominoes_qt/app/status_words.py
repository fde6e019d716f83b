"""The status line's sentences about the table: moves, turned-up tiles, prompts and scores.

The controller decides what happened and when to say it; these say it, in the player's
language, speaking to the one person at this computer as "you" whatever their seat is called
(hot seat: by name).  They sit beside :mod:`~dominoes_qt.app.score_words` (a score's working)
and :mod:`~dominoes_qt.app.turn_digest` (what happened since your last turn), so the
controller's file holds its rules of play, not its wording.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject

from dominoes_qt.app.i18n import labelled
from dominoes_qt.app.score_words import score_working
from dominoes_qt.app.turn_digest import Entry
from dominoes_qt.rules import Kind, Lead, Match
from dominoes_qt.rules.actions import Action
from dominoes_qt.rules.hand import HandState, ScoreEvent
from dominoes_qt.rules.i18n import translated
from dominoes_qt.rules.names import english_plural
from dominoes_qt.rules.state import GameState, Reveal


class WordsHost(Protocol):
    """What the words read of the table (the game controller)."""

    @property
    def hand(self) -> GameState: ...

    @property
    def match(self) -> Match: ...

    @property
    def hot_seat(self) -> bool: ...

    def is_human(self, seat: int) -> bool: ...

    def seat_name(self, seat: int) -> str: ...

    def side_name(self, side: int) -> str: ...


class StatusWords(QObject):
    """The sentences of one table (its controller is ``host``)."""

    def __init__(self, host: WordsHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host = host

    def is_you(self, seat: int) -> bool:
        """True for the one person at this computer, spoken to as "you" whatever the seat
        is called."""
        return self.host.is_human(seat) and not self.host.hot_seat

    def says(self, seat: int, what: str) -> str:
        """A pass or a draw of ``seat`` ("You pass.", "North draws a tile.")."""
        you = self.is_you(seat)
        name = self.host.seat_name(seat)
        if what == "pass":
            return self.tr("You pass.") if you else self.tr("%1 passes.").replace("%1", name)
        if what == "draw":
            return (self.tr("You draw a tile.") if you
                    else self.tr("%1 draws a tile.").replace("%1", name))
        return ""

    def entry_text(self, entry: Entry) -> str:
        """One entry of the digest in words ("North plays 6-3.", "You draw 2 tiles.")."""
        you = self.is_you(entry.seat)
        name = self.host.seat_name(entry.seat)
        if entry.kind == "play":
            text = self.tr("You play %2.") if you else self.tr("%1 plays %2.")
            return text.replace("%1", name).replace("%2", entry.tile)
        if entry.kind == "draw":
            if entry.count == 1:
                return self.says(entry.seat, "draw")
            text = (self.tr("You draw %n tile(s).", "", entry.count) if you
                    else self.tr("%1 draws %n tile(s).", "", entry.count))
            return english_plural(text, entry.count).replace("%1", name)
        if entry.kind == "pass":
            return self.says(entry.seat, "pass")
        return entry.text

    def reveal_text(self, reveal: Reveal) -> str | None:
        """Blind Dominoes: what the turned-up tile was and what became of it."""
        you = self.is_you(reveal.seat)
        name = self.host.seat_name(reveal.seat)
        tile = str(reveal.tile)
        texts = {
            "played": (self.tr("You turn up %2 and play it."),
                       self.tr("%1 turns up %2 and plays it.")),
            "choose": (self.tr("You turn up %2: choose its end."),
                       self.tr("%1 turns up %2: it fits two ways.")),
            "back": (self.tr("You turn up %2: it does not fit."),
                     self.tr("%1 turns up %2: it does not fit.")),
            "back face up": (self.tr("You turn up %2: it does not fit and stays face up."),
                             self.tr("%1 turns up %2: it does not fit and stays face up.")),
        }
        pair = texts.get(reveal.outcome)
        if pair is None:
            return None
        return (pair[0] if you else pair[1]).replace("%1", name).replace("%2", tile)

    def declares(self, seat: int, points: int) -> str:
        """A computer player's declaration of its own score (manual Muggins)."""
        return self.tr("%1 declares %2.").replace("%1", self.host.seat_name(seat)).replace(
            "%2", str(points))

    def turn_text(self, seat: int, legal: Sequence[Action]) -> str:
        """What ``seat`` should do now: the game's own prompt (the solitaires), else one
        worded from the legal actions, with the seat's name in a hot seat."""
        own = self.host.hand.prompt()
        if own:
            return translated(own, QCoreApplication.translate)
        text = self.turn_prompt(seat, legal)
        return labelled(self.host.seat_name(seat), text) if self.host.hot_seat else text

    def turn_prompt(self, seat: int, legal: Sequence[Action]) -> str:
        kinds = {a.kind for a in legal}
        if Kind.TURN in kinds:
            return self.tr("Your turn: click the front tile of your row.")
        if Kind.CHOOSE in kinds:
            return self.tr("Choose the end for the turned tile.")
        if Kind.PLAY in kinds:
            hand = self.host.hand
            if isinstance(hand, HandState) and not hand.layout.tiles:
                return self.lead_text(seat, legal)
            return self.tr("Your turn: drag a tile onto a matching end.")
        if Kind.DRAW in kinds:
            return self.tr("No tile fits: click the boneyard to draw.")
        return self.tr("Your turn.")

    def lead_text(self, seat: int, legal: Sequence[Action]) -> str:
        """The lead prompt, naming the tile(s) that may lead when not every tile may (the
        table lights them and dims the rest)."""
        leaders = sorted({a.tile for a in legal if a.kind is Kind.PLAY and a.tile is not None},
                         key=lambda t: (-t.pips, -t.high))
        if len(leaders) >= self.host.hand.hand_size(seat):
            return self.tr("Your lead: drag any tile onto the table.")
        if len(leaders) > 1:
            return self.tr("Your lead: %1 may lead (lit): drag one onto the table.").replace(
                "%1", ", ".join(str(t) for t in leaders))
        tile = leaders[0]
        lead = self.host.match.settings.lead
        if lead is Lead.LOW_DOUBLE:
            text = self.tr("Your lead: the lowest double, %1, starts the hand: "
                           "drag it onto the table.")
        elif lead in (Lead.HIGH_DOUBLE, Lead.HIGHEST_TILE) and tile.is_double:
            text = self.tr("Your lead: the highest double, %1, starts the hand: "
                           "drag it onto the table.")
        elif lead is Lead.HIGHEST_TILE:
            text = self.tr("Your lead: with no double dealt, the heaviest tile, %1, starts "
                           "the hand: drag it onto the table.")
        else:
            text = self.tr("Your lead: %1 starts the hand: drag it onto the table.")
        return text.replace("%1", str(tile))

    def score_text(self, event: ScoreEvent) -> str:
        """"You score 10 (5 + 5 = 10)." and the like; the working when it is arithmetic."""
        working = score_working(event.detail, event.reason)
        if event.seat >= 0 and self.is_you(event.seat):
            text = self.tr("You score %2 (%3).") if working else self.tr("You score %2.")
        elif event.seat < 0 and self.host.match.settings.partnership:   # "A & B": a plural
            text = self.tr("%1 score %2 (%3).") if working else self.tr("%1 score %2.")
        else:
            text = self.tr("%1 scores %2 (%3).") if working else self.tr("%1 scores %2.")
        who = (self.host.seat_name(event.seat) if event.seat >= 0
               else self.host.side_name(event.side))
        text = text.replace("%1", who).replace("%2", str(event.points)).replace("%3", working)
        match = self.host.match
        if match.settings.partnership and event.seat >= 0 \
                and 0 <= event.side < len(match.hand.scores):
            # one partner's points are not the team's score: say the team's total too
            total = match.hand.scores[event.side]
            text += " " + self.tr("Team total: %1.").replace("%1", str(total))
        return text


def compass_name(seat: int, players: int, viewer: int) -> str:
    """Compass name of a computer seat as seen from the viewer (South) round the table."""
    offset = (seat - viewer) % players
    names: dict[int, list[str]] = {
        2: ["", QCoreApplication.translate("seats", "North")],
        3: ["", QCoreApplication.translate("seats", "West"),
            QCoreApplication.translate("seats", "East")],
        4: ["", QCoreApplication.translate("seats", "West"),
            QCoreApplication.translate("seats", "North"), QCoreApplication.translate("seats", "East")],
    }
    if players in names and offset:
        return names[players][offset]
    return QCoreApplication.translate("seats", "Player %1").replace("%1", str(seat + 1))
