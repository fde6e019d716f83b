"""The end-of-hand summary: who won the hand and how, the tiles left, the points and the score.

Shown by the controller when a hand ends.  While the match goes on its one button deals the next
hand (the dialog is accepted); once the match is over it names the winner and offers "New game"
(accepted, with :attr:`HandSummaryDialog.new_game_requested` set) or "Close" (rejected).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFont, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dominoes_qt.app.players import you_name
from dominoes_qt.app.rules_help import english_plural, game_name
from dominoes_qt.app.score_words import names_and, score_working
from dominoes_qt.rules import (
    Formula,
    GameState,
    HandResult,
    InHandScoring,
    InvalidOptionError,
    Match,
    ScoreEvent,
    find_game,
)
from dominoes_qt.scene.theme import COLOURED, TileTheme
from dominoes_qt.scene.tile_item import render_tile_pixmap

#: Tiles per line in a player's row before it wraps.
TILES_PER_LINE = 10
#: Score lines shown before the list of points scrolls.
POINT_LINES_VISIBLE = 7


class HasMatch(Protocol):
    """Anything holding the match, such as a :class:`~dominoes_qt.storage.record.GameRecord`."""

    @property
    def match(self) -> Match: ...


class HandSummaryDialog(QDialog):
    """The end of a hand.

    ``review_requested`` is emitted by its Review button, shown by :meth:`set_reviewable`.

    ``match`` is the match (or a game record holding it) after the hand; ``result`` the hand's
    result, normally ``match.hand.result`` (the tiles left are shown only for that hand).
    ``seat_names`` names every seat; ``side_names`` the scoring sides (by default the seat
    names, or "A and B" for partnerships).  ``you_seat`` is the seat of the person at this
    computer, spoken to as "you"; by default the seat whose name is "You", if any.
    ``theme`` draws the tiles left as the table draws them (the player's tile style).
    """

    review_requested = Signal()
    replay_requested = Signal()

    def __init__(
        self,
        parent: QWidget | None,
        match: Match | HasMatch,
        result: HandResult,
        seat_names: Sequence[str],
        side_names: Sequence[str] | None = None,
        *,
        you_seat: int | None = None,
        theme: TileTheme = COLOURED,
    ) -> None:
        super().__init__(parent)
        if not isinstance(match, Match):
            match = match.match  # a GameRecord: its match
        self.match = match
        self.hand_result = result
        self.theme = theme
        self.settings = match.settings
        self.seat_names = list(seat_names)
        if len(self.seat_names) < self.settings.players:
            self.seat_names += [self.tr("Player %1").replace("%1", str(i + 1))
                                for i in range(len(self.seat_names), self.settings.players)]
        self.side_names = list(side_names) if side_names else self._default_side_names()
        if you_seat is None and you_name() in self.seat_names:
            you_seat = self.seat_names.index(you_name())
        self.you_seat = you_seat
        self.you_side = self.settings.side_of(you_seat) if you_seat is not None else None
        #: The hand the result belongs to, when it is still the match's current hand.
        self.hand: GameState | None = match.hand if match.hand.result is result else None
        #: True once the player chose "New game" at the end of the match.
        self.new_game_requested = False

        self.setWindowTitle(self.tr("End of the match") if match.is_over
                            else self.tr("End of the hand"))
        self._build()

    # -- texts (public, so the controller and tests can use them) ----------------------------
    def headline(self) -> str:
        r = self.hand_result
        if r.reason == "domino" and r.winner_seat is not None:
            if r.winner_seat == self.you_seat:
                return self.tr("You went out")
            return self.tr("%1 went out").replace("%1", self.seat_names[r.winner_seat])
        if r.reason == "blocked":
            if r.shared:        # Blind Dominoes: equal fewest pips share the win
                if self.you_side in r.winner_sides:
                    others = [side for side in r.winner_sides if side != self.you_side]
                    return self.tr("Blocked — you share the win with %1").replace(
                        "%1", self.names_text(others))
                return self.tr("Blocked — %1 share the win").replace(
                    "%1", self.names_text(r.winner_sides))
            if r.winner_side is None:
                return self.tr("Tie: nobody scores")
            if r.detail.startswith("tie"):
                return self.tr("Blocked — a tie, and the side that blocked loses")
            if self.settings.partnership:
                if r.winner_side == self.you_side:
                    return self.tr("Blocked — your side has the fewest pips")
                return self.tr("Blocked — %1 have the fewest pips").replace(
                    "%1", self.side_names[r.winner_side])
            seat = r.winner_seat if r.winner_seat is not None else r.winner_side
            if seat == self.you_seat:
                return self.tr("Blocked — you have the fewest pips")
            return self.tr("Blocked — %1 has the fewest pips").replace(
                "%1", self.seat_names[seat])
        if r.reason == "target":
            return self.tr("Target reached")
        if r.winner_side is None:
            return self.tr("Nobody wins the hand")
        return self.tr("%1 wins the hand").replace("%1", self.side_names[r.winner_side])

    def match_winner_text(self) -> str:
        """"You win the match 103 to 87!" and the like; "" while the match goes on."""
        m = self.match
        if not m.is_over:
            return ""
        side = m.winner_side
        if self.settings.single_hand:
            shared = m.winner_sides
            if side is None and len(shared) > 1:
                if self.you_side in shared:
                    others = [s for s in shared if s != self.you_side]
                    return self.tr("You share the win with %1!").replace(
                        "%1", self.names_text(others))
                return self.tr("%1 share the win.").replace("%1", self.names_text(shared))
            if side is None:
                return self.tr("Nobody wins outright: a shared result.")
            if side == self.you_side:
                return self.tr("You win the game!")
            return self.tr("%1 wins the game.").replace("%1", self.side_names[side])
        if side is None:
            return self.tr("The match ends in a tie.")
        scores = m.scores
        mine = str(scores[side])
        others = [v for i, v in enumerate(scores) if i != side]
        team = self.settings.partnership
        name = self.side_names[side]
        if len(scores) == 2:
            theirs = str(others[0])
            if side == self.you_side:
                if team:
                    partner = self.seat_names[((self.you_seat or 0) + 2) % 4]
                    text = self.tr("You and %1 win the match %2 to %3!").replace("%1", partner)
                else:
                    text = self.tr("You win the match %2 to %3!")
            elif team:
                text = self.tr("%1 win the match %2 to %3.").replace("%1", name)
            else:
                text = self.tr("%1 wins the match %2 to %3.").replace("%1", name)
            return text.replace("%2", mine).replace("%3", theirs)
        if side == self.you_side:
            return self.tr("You win the match with %1 points!").replace("%1", mine)
        return self.tr("%1 wins the match with %2 points.").replace("%1", name).replace(
            "%2", mine)

    def names_text(self, sides: Sequence[int]) -> str:
        """The names of some sides in one phrase ("Ann and Bob")."""
        return names_and([self.side_names[side] for side in sides])

    def hand_events(self) -> list[ScoreEvent]:
        """Every score of this hand, in order (in-hand counts first, the hand award last)."""
        if self.hand is not None:
            return list(self.hand.events)
        r = self.hand_result
        if r.points and r.winner_side is not None:
            seat = r.winner_seat if r.winner_seat is not None else -1
            return [ScoreEvent(seat, r.winner_side, r.points, "hand", r.detail)]
        return []

    def hand_points(self) -> list[int]:
        """Points each side scored in this hand."""
        points = [0] * self.settings.sides
        for event in self.hand_events():
            points[event.side] += event.points
        return points

    # -- building ------------------------------------------------------------------------------
    def _default_side_names(self) -> list[str]:
        if not self.settings.partnership:
            return list(self.seat_names[: self.settings.players])
        return [names_and([self.seat_names[side], self.seat_names[side + 2]])
                for side in range(2)]

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setSpacing(10)

        self.headline_label = QLabel(self.headline(), self)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 9.0) * 1.5)
        font.setBold(True)
        self.headline_label.setFont(font)
        self.headline_label.setWordWrap(True)
        layout.addWidget(self.headline_label)

        self.subtitle_label = QLabel(self._subtitle(), self)
        self.subtitle_label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout.addWidget(self.subtitle_label)

        self.match_label = QLabel(self.match_winner_text(), self)
        self.match_label.setWordWrap(True)
        self.match_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        big = QFont(self.font())
        big.setPointSizeF(max(big.pointSizeF(), 9.0) * 1.6)
        big.setBold(True)
        self.match_label.setFont(big)
        self.match_label.setStyleSheet(
            "QLabel { background: rgba(212, 160, 23, 60); border: 1px solid rgba(212, 160, 23,"
            " 190); border-radius: 6px; padding: 10px; }")
        self.match_label.setVisible(self.match.is_over)
        layout.addWidget(self.match_label)

        layout.addWidget(self._tiles_group())
        layout.addWidget(self._points_group())
        layout.addWidget(self._score_group())
        layout.addStretch(1)

        self.buttons = QDialogButtonBox(self)
        if self.match.is_over:
            self.new_game_button = self.buttons.addButton(
                self.tr("&New game"), QDialogButtonBox.ButtonRole.AcceptRole)
            self.close_button = self.buttons.addButton(
                self.tr("&Close"), QDialogButtonBox.ButtonRole.RejectRole)
            self.new_game_button.clicked.connect(self._new_game)
            self.default_button = self.new_game_button
        else:
            self.next_button = self.buttons.addButton(
                self.tr("&Next round") if self.settings.rounds else self.tr("&Next hand"),
                QDialogButtonBox.ButtonRole.AcceptRole)
            self.default_button = self.next_button
        self.default_button.setDefault(True)
        #: "Review": the game move by move, graded by the coach (the window connects it)
        self.review_button = self.buttons.addButton(
            self.tr("&Review…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.review_button.setToolTip(self.tr("Step through the game move by move, each move "
                                              "graded by the coach"))
        self.review_button.clicked.connect(self.review_requested)
        self.review_button.hide()      # shown once someone listens (set_reviewable)
        #: "Replay this deal": the same tiles again, in your seat or another
        self.replay_button = self.buttons.addButton(
            self.tr("Re&play this deal…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setToolTip(self.tr("Deal these tiles again, in your seat or "
                                              "another, and compare the results"))
        self.replay_button.clicked.connect(self.replay_requested)
        self.replay_button.hide()
        #: notes added by the window (a replayed deal's comparison), above the buttons
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        layout.addWidget(self.note_label)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def set_reviewable(self, on: bool = True) -> None:
        """Show the Review and Replay buttons (the game window acts on them)."""
        self.review_button.setVisible(on)
        self.replay_button.setVisible(on)

    def give_way(self, window: QWidget | None) -> None:
        """Step aside for ``window`` (the review opened from here): hidden and not modal
        while it is open, so it takes every click and key at once; back as it was when it
        closes (nothing is dealt meanwhile)."""
        if window is None:
            return
        modality = self.windowModality()
        answered: list[int] = []
        self.finished.connect(answered.append)
        self.hide()
        self.setWindowModality(Qt.WindowModality.NonModal)

        def come_back(*_: object) -> None:
            if answered:                        # closed meanwhile (a new game): gone
                return
            try:
                self.setWindowModality(modality)
                self.show()
                self.raise_()
                self.activateWindow()
            except RuntimeError:                # deleted meanwhile
                pass

        window.destroyed.connect(come_back)

    def add_note(self, text: str) -> None:
        """A line of the window's own under the score (a replayed deal's comparison)."""
        self.note_label.setText(text)
        self.note_label.setVisible(bool(text))

    def _subtitle(self) -> str:
        try:
            name = game_name(find_game(self.settings.game_id))
        except InvalidOptionError:
            name = self.settings.game_id
        if self.hand_result in self.match.results:
            number = self.match.results.index(self.hand_result) + 1
        else:
            number = len(self.match.results) + 1
        if self.settings.single_hand:
            return name
        if self.settings.rounds:   # the train games: a round per double, from the highest
            engine = self.settings.set_n - (number - 1)
            return (self.tr("%1 — round %2 of %3, engine %4-%4").replace("%1", name)
                    .replace("%2", str(number)).replace("%3", str(self.settings.rounds))
                    .replace("%4", str(engine)))
        return self.tr("%1 — hand %2").replace("%1", name).replace("%2", str(number))

    def _tiles_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Tiles left"), self)
        grid = QGridLayout(group)
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(6)
        grid.setColumnStretch(1, 1)
        r = self.hand_result
        dpr = self.devicePixelRatioF()
        self.pip_labels: list[QLabel] = []
        for seat in range(self.settings.players):
            winner = seat == r.winner_seat or (r.shared and seat in r.winner_sides) or (
                self.settings.partnership and r.winner_side is not None
                and self.settings.side_of(seat) == r.winner_side and r.reason != "domino")
            name = QLabel(self.seat_names[seat], group)
            if winner:
                bold = QFont(name.font())
                bold.setBold(True)
                name.setFont(bold)
            grid.addWidget(name, seat, 0, Qt.AlignmentFlag.AlignLeft
                           | Qt.AlignmentFlag.AlignVCenter)
            tiles = self.hand.hand_of(seat) if self.hand is not None else None
            grid.addWidget(self._tile_strip(tiles, seat, dpr, group), seat, 1)
            pips = r.pips[seat]
            pip_label = QLabel(english_plural(self.tr("%n pip(s)", "", pips), pips), group)
            pip_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if winner:
                pip_label.setFont(name.font())
            self.pip_labels.append(pip_label)
            grid.addWidget(pip_label, seat, 2)
        return group

    def _tile_strip(self, tiles: list | None, seat: int, dpr: float, parent: QWidget) -> QWidget:
        strip = QWidget(parent)
        grid = QGridLayout(strip)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        if tiles is None:
            note = QLabel("—", strip)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(note, 0, 0)
        elif not tiles:
            text = (self.tr("out") if self.hand_result.reason == "domino"
                    and seat == self.hand_result.winner_seat else self.tr("no tiles"))
            note = QLabel(text, strip)
            italic = QFont(note.font())
            italic.setItalic(True)
            note.setFont(italic)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(note, 0, 0)
        else:
            for i, t in enumerate(tiles):
                pixmap = render_tile_pixmap(t.low, t.high, scale=0.5 * dpr, theme=self.theme)
                pixmap.setDevicePixelRatio(dpr)
                label = QLabel(strip)
                label.setPixmap(pixmap)
                label.setToolTip(str(t))
                label.setAccessibleName(str(t))
                grid.addWidget(label, i // TILES_PER_LINE, i % TILES_PER_LINE)
        grid.setColumnStretch(TILES_PER_LINE, 1)
        return strip

    def _event_reason(self, event: ScoreEvent) -> str:
        """How a score was made, with its arithmetic and what the arithmetic means."""
        working = score_working(event.detail, event.reason)
        if event.reason == "hand":
            if not working:
                return self.tr("for the hand")
            return self.tr("for the hand: %1").replace("%1", self._explained(working))
        if event.reason == "count":
            text = self.tr("open ends count %1").replace("%1", working)
            how = {InHandScoring.FIVE_UP: self.tr("a point for every 5"),
                   InHandScoring.FIVES_THREES_PUB: self.tr("a point for every 5 and every 3"),
                   }.get(self.settings.in_hand)
            return f"{text} ({how})" if how and "→" in working else text
        reasons = {
            "muggins": self.tr("Muggins! %1"),
            "bonus": self.tr("bonus: %1"),
        }
        return reasons.get(event.reason, "%1").replace("%1", working).strip()

    def _explained(self, working: str) -> str:
        """The hand award's arithmetic followed by what it counts, in brackets."""
        how = self.formula_text()
        return f"{working} ({how})" if how else working

    def formula_text(self) -> str:
        """What the hand award counts, in words ("each other hand's pips, rounded to the
        nearest 5"): the arithmetic "6→5 = 5" alone does not say."""
        r = self.hand_result
        formula = (self.settings.out_formula if r.reason == "domino"
                   else self.settings.blocked_formula)
        if self.settings.partnership:   # a side scores the other side's pips, not its partner's
            return self._team_formula_texts().get(formula, "")
        texts = {
            Formula.SUM: self.tr("the pips left in the other hands"),
            Formula.OPPONENT_PIPS: self.tr("the pips left in the other hands"),
            Formula.ALL_PIPS: self.tr("all the pips left in every hand"),
            Formula.DIFF_ONCE: self.tr("the other hands' pips minus the winner's"),
            Formula.DIFF_EACH: self.tr("each other hand's pips minus the winner's"),
            Formula.ROUND_EACH: self.tr("each other hand's pips, rounded to the nearest 5"),
            Formula.ROUND_DIFF_EACH: self.tr(
                "each other hand's pips minus the winner's, rounded to the nearest 5"),
            Formula.FIVES_TOTAL: self.tr(
                "a point for every 5 pips left in the other hands, rounded to the nearest 5"),
            Formula.FIVES_FLOOR: self.tr("a point for every full 5 pips left in the other hands"),
            Formula.FIVES_EACH: self.tr(
                "a point for every 5 pips in each other hand, rounded to the nearest 5"),
            Formula.FIVES_DIFF: self.tr(
                "a point for every 5 pips the other hands hold more than the winner, "
                "rounded to the nearest 5"),
            Formula.HAND_POINT: self.tr("one point for winning the hand"),
        }
        return texts.get(formula, "")

    def _team_formula_texts(self) -> dict[Formula, str]:
        """:meth:`formula_text` for partners: the engine counts each side's hands together."""
        return {
            Formula.SUM: self.tr("the pips left in the opponents' hands"),
            Formula.OPPONENT_PIPS: self.tr("the pips left in the opponents' hands"),
            Formula.ALL_PIPS: self.tr("all the pips left in every hand"),
            Formula.DIFF_ONCE: self.tr("the opponents' pips minus the winning side's"),
            Formula.DIFF_EACH: self.tr("the opponents' pips minus the winning side's"),
            Formula.ROUND_EACH: self.tr("the opponents' pips, rounded to the nearest 5"),
            Formula.ROUND_DIFF_EACH: self.tr(
                "the opponents' pips minus the winning side's, rounded to the nearest 5"),
            Formula.FIVES_TOTAL: self.tr(
                "a point for every 5 pips left in the opponents' hands, rounded to the nearest 5"),
            Formula.FIVES_FLOOR: self.tr(
                "a point for every full 5 pips left in the opponents' hands"),
            Formula.FIVES_EACH: self.tr(
                "a point for every 5 pips in the opponents' hands, rounded to the nearest 5"),
            Formula.FIVES_DIFF: self.tr(
                "a point for every 5 pips the opponents hold more than the winning side, "
                "rounded to the nearest 5"),
            Formula.HAND_POINT: self.tr("one point for winning the hand"),
        }

    def _who(self, event: ScoreEvent) -> str:
        if 0 <= event.seat < len(self.seat_names):
            return self.seat_names[event.seat]
        return self.side_names[event.side]

    def _points_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Points this hand"), self)
        outer = QVBoxLayout(group)
        inner = QWidget(group)
        grid = QGridLayout(inner)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(14)
        grid.setColumnStretch(2, 1)
        events = self.hand_events()
        self.point_lines: list[str] = []
        for row, event in enumerate(events):
            who = QLabel(self._who(event), inner)
            pts = QLabel(self.tr("+%1").replace("%1", str(event.points)), inner)
            pts.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            bold = QFont(pts.font())
            bold.setBold(True)
            pts.setFont(bold)
            how = QLabel(self._event_reason(event), inner)
            how.setWordWrap(True)
            how.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(who, row, 0)
            grid.addWidget(pts, row, 1)
            grid.addWidget(how, row, 2)
            self.point_lines.append(f"{who.text()} {pts.text()} {how.text()}")
        r = self.hand_result
        if not any(e.reason == "hand" for e in events) and r.reason != "target":
            if r.winner_side is None:
                text = self.tr("Nobody scores this hand.")
            else:
                working = score_working(r.detail)
                text = (self.tr("No points for the hand: %1").replace(
                    "%1", self._explained(working)) if working
                    else self.tr("No points for the hand."))
            note = QLabel(text, inner)
            note.setWordWrap(True)
            note.setForegroundRole(QPalette.ColorRole.PlaceholderText)
            grid.addWidget(note, len(events), 0, 1, 3)
            self.point_lines.append(text)
        if len(events) > POINT_LINES_VISIBLE:
            scroll = QScrollArea(group)
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(inner)
            scroll.viewport().setAutoFillBackground(False)
            inner.setAutoFillBackground(False)
            line = max(who.sizeHint().height() for who in inner.findChildren(QLabel))
            scroll.setFixedHeight((line + grid.verticalSpacing() + 2) * POINT_LINES_VISIBLE)
            outer.addWidget(scroll)
        else:
            outer.addWidget(inner)
        return group

    def _score_group(self) -> QGroupBox:
        group = QGroupBox(self.tr("Score"), self)
        grid = QGridLayout(group)
        grid.setHorizontalSpacing(18)
        grid.setColumnStretch(3, 1)
        quiet = QPalette.ColorRole.PlaceholderText
        for col, text in enumerate((self.tr("This hand"), self.tr("Total")), start=1):
            head = QLabel(text, group)
            head.setForegroundRole(quiet)
            head.setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(head, 0, col)
        scores = self.match.scores
        best = max(scores) if scores else 0
        if self.settings.lowest_wins:   # the train games: the lowest total leads
            best = min(scores) if scores else 0
        gained = self.hand_points()
        self.score_lines: list[str] = []
        for side, total in enumerate(scores):
            name = QLabel(self.side_names[side], group)
            hand = QLabel(self.tr("+%1").replace("%1", str(gained[side])) if gained[side]
                          else "–", group)
            hand.setAlignment(Qt.AlignmentFlag.AlignRight)
            tot = QLabel(str(total), group)
            tot.setAlignment(Qt.AlignmentFlag.AlignRight)
            if total == best and (self.match.is_over or total > 0
                                  or self.settings.lowest_wins):
                for label in (name, tot):
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
            grid.addWidget(name, side + 1, 0)
            grid.addWidget(hand, side + 1, 1)
            grid.addWidget(tot, side + 1, 2)
            self.score_lines.append(f"{name.text()} {hand.text()} {tot.text()}")
        if not self.settings.single_hand:
            if self.settings.rounds:
                text = self.tr("The lowest total after round %1 wins the match.").replace(
                    "%1", str(self.settings.rounds))
            else:
                text = self.tr("First to %1 points wins the match.").replace(
                    "%1", str(self.settings.target))
            target = QLabel(text, group)
            target.setForegroundRole(quiet)
            grid.addWidget(target, len(scores) + 1, 0, 1, 4)
            self.target_label = target
        return group

    def _new_game(self) -> None:
        self.new_game_requested = True

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(max(hint.width(), 560), hint.height())


__all__ = ["HandSummaryDialog"]
