"""Manual score declaration, "Muggins!" (RULES.md §1.14).

With ``Settings.muggins_manual`` a play's score is not credited automatically.  Its maker may
DECLARE it (the right amount) until the next tile is laid; once that tile is down the score is
*missed* and any opponent may claim it with MUGGINS until the tile after that, the first claimant
taking the points.  Unclaimed, it is lost.  These actions are out of turn: ``legal_actions()``
still lists only what the player to act may do, and ``out_of_turn_actions(seat)`` lists the rest.

Resolutions [R] the spec leaves open:

* A score still open for declaration when the hand ends (its play went out or blocked the game,
  or a draw blocked it) is credited to its maker: no "next tile" can close the window, and
  nobody could claim it.  A missed score still claimable then is lost.
* Who may claim: the spec says "any other player"; in a partnership most club rules let only
  the opponents claim (a partner's claim would just be a late declaration for the same side).
  ``Settings.muggins_claims`` chooses: opponents only (the default) or anyone but the maker.

Kept out of :class:`HandState` so the games with automatic scoring pay nothing for it;
``Match`` picks this class when the option is on (``hand_class_for``).
"""

from __future__ import annotations

from .actions import Action, Kind
from .errors import IllegalActionError, RulesError
from .hand import HandState, PendingScore
from .i18n import QT_TRANSLATE_NOOP
from .i18n import Message as M
from .settings import Claims


class MugginsHand(HandState):
    """A hand of a scoring game in which players declare their own scores."""

    #: the score made by the last tile laid, still open for its maker's declaration
    _declarable: PendingScore | None = None
    #: the undeclared score of the tile before, open to other players' claims
    _claimable: PendingScore | None = None

    def _copy_into(self, other: HandState) -> None:
        super()._copy_into(other)
        assert isinstance(other, MugginsHand)
        other._declarable = self._declarable
        other._claimable = self._claimable

    # -- queries -------------------------------------------------------------------------
    def pending_score(self) -> PendingScore | None:
        return self._declarable if self.result is None else None

    def missed_score(self) -> PendingScore | None:
        return self._claimable if self.result is None else None

    def out_of_turn_actions(self, seat: int) -> list[Action]:
        if self.result is not None:
            return []
        acts: list[Action] = []
        mine = self._declarable
        if mine is not None and mine.seat == seat:
            acts.append(Action(Kind.DECLARE, seat=seat, points=mine.points))
        missed = self._claimable
        if missed is not None and self._may_claim(seat, missed):
            acts.append(Action(Kind.MUGGINS, seat=seat))
        return acts

    def _may_claim(self, seat: int, missed: PendingScore) -> bool:
        s = self.settings
        if not 0 <= seat < self.players or seat == missed.seat:
            return False
        return s.muggins_claims is Claims.ANYONE or s.side_of(seat) != s.side_of(missed.seat)

    def why_illegal(self, action: Action) -> str:
        if action.kind is Kind.DECLARE or action.kind is Kind.MUGGINS:
            return self._refusal(action, self._actor(action))
        return super().why_illegal(action)

    def _actor(self, action: Action) -> int:
        return action.seat if action.seat >= 0 else self.turn

    def _refusal(self, action: Action, seat: int) -> str:
        if self.result is not None:
            return M(QT_TRANSLATE_NOOP("rules", "The hand is over."))
        if not 0 <= seat < self.players:
            return M(QT_TRANSLATE_NOOP("rules", "There is no seat {seat}."), seat=seat)
        if action.kind is Kind.DECLARE:
            mine = self._declarable
            if mine is None:
                return M(QT_TRANSLATE_NOOP("rules", "Nothing to declare."))
            if seat != mine.seat:
                return M(QT_TRANSLATE_NOOP("rules", "Only the player who scored can declare."))
            if action.points != mine.points:
                return M(QT_TRANSLATE_NOOP(
                    "rules", "Wrong amount: the score is {points} ({detail}), not {declared}."),
                    points=mine.points, detail=mine.detail, declared=action.points)
        else:
            missed = self._claimable
            if missed is None:
                return M(QT_TRANSLATE_NOOP("rules", "There is no missed score to claim."))
            if seat == missed.seat:
                return M(QT_TRANSLATE_NOOP("rules", "You cannot claim your own missed score."))
            if not self._may_claim(seat, missed):
                return M(QT_TRANSLATE_NOOP("rules", "You cannot claim your partner's missed score."))
        return M(QT_TRANSLATE_NOOP("rules", "That is not allowed now."))

    # -- changes -------------------------------------------------------------------------
    def apply(self, action: Action) -> None:
        kind = action.kind
        if kind is not Kind.DECLARE and kind is not Kind.MUGGINS:
            super().apply(action)
            return
        seat = self._actor(action)
        if action._replace(seat=seat) not in self.out_of_turn_actions(seat):
            raise IllegalActionError(self._refusal(action, seat))
        self.history.append((seat, action))
        self._credit_claim(seat, kind)

    def _credit_claim(self, seat: int, kind: Kind) -> None:
        """Credit a DECLARE (the maker's score) or a MUGGINS (the missed one) to ``seat``."""
        if kind is Kind.DECLARE:
            mine = self._declarable
            assert mine is not None
            self._declarable = None
            self.add_score(seat, mine.points, mine.reason, mine.detail)
        else:
            missed = self._claimable
            assert missed is not None
            self._claimable = None
            self.add_score(seat, missed.points, "muggins",
                           f"{missed.detail}, missed by seat {missed.seat}")

    def _resume_claim(self, seat: int, action: Action) -> None:
        if action._replace(seat=seat) not in self.out_of_turn_actions(seat):
            raise RulesError(f"seat {seat} could not {action.kind.name.lower()} then")
        self._credit_claim(seat, action.kind)

    def _score_play(self, seat: int) -> None:
        # A tile was laid: the last undeclared score is now missed; an older one is lost.
        self._claimable = self._declarable
        self._declarable = None
        super()._score_play(seat)

    def _credit_play(self, seat: int, points: int, reason: str, detail: str) -> None:
        self._declarable = PendingScore(seat, points, reason, detail)

    def _went_out(self, seat: int) -> bool:
        s = self.settings
        partner_holds = s.both_chip_out and s.partnership and self.hands[(seat + 2) % self.players]
        if not partner_holds and self._credit_at_end():
            return True
        return super()._went_out(seat)

    def _blocked(self) -> None:
        if not self._credit_at_end():
            super()._blocked()

    def _credit_at_end(self) -> bool:
        """The hand ends: credit a still-declarable score (see the module notes); True if that
        reached the target and so already ended the hand."""
        self._claimable = None
        mine = self._declarable
        if mine is None:
            return False
        self._declarable = None
        self.add_score(mine.seat, mine.points, mine.reason, mine.detail)
        return self.result is not None
