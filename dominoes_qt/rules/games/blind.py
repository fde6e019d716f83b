"""Blind Dominoes (RULES.md G13 ``blind`` and G14 ``blind-boxed``).

All tiles are dealt evenly (28 // players each; the rest are set aside unused) into face-down
rows that nobody sees, not even their owners.  The player to act has one action, TURN: the front
tile of his row is turned up.  The very first one is the lead.  A tile that fits is played and
the same player turns again; if it fits the two ends with different results he picks the end
(the legal actions become CHOOSE actions, one per result); a tile that does not fit goes to the
back of his row (face down, except a double in the boxed game, which stays face up for everyone
to see) and the turn passes to the left.  The first player out wins; when no tile in any row fits
either end the hand is blocked at once and the fewest pips win, equal fewest share the win.

Scoring [R]: a single hand (``Settings.single_hand``) scored HAND_POINT, so the winner shows 1,
and so does each player of a shared win; option ``length = to-100`` plays hands to 100 scored
like Block and Draw (RULES.md G13 rule 9), where a shared win scores nothing (G1's tie rule).

Termination: while the hand is not blocked some row holds a tile that fits; its owner's row turns
by one on each of his turns, so that tile reaches the front within one of his turns per tile in
the row, and every placement makes the rows shorter.  The blocked check runs after every
placement, which is the only thing that changes what fits, so no cycle can go on for ever.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from typing import Any, ClassVar

from ..actions import LEAD, TURN, Action, Kind, play_action
from ..catalogue import GameDef, OptionSpec, register
from ..deal import Deal
from ..errors import IllegalActionError, RulesError
from ..hand import PIPS_OF, HandState
from ..i18n import QT_TRANSLATE_NOOP
from ..i18n import Message as M
from ..scoring import hand_award
from ..settings import DrawPolicy, Formula, Lead, Settings, Spinners
from ..state import Reveal, ScoreEvent
from ..tiles import HIGH, IS_DOUBLE, LOW, TILES, Tile, set_count, tiles_of
from .blind_view import BlindView as BlindView  # re-exported: its users import it from here


class BlindHand(HandState):
    """G13: a tile that does not fit goes to the back of the row face down."""

    doubles_face_up: ClassVar[bool] = False
    owner_sees_hand: ClassVar[bool] = False

    def __init__(
        self,
        settings: Settings,
        deal: Deal,
        scores: Sequence[int] | None = None,
        *,
        lead_override: int | None = None,
        validate: bool = True,
    ) -> None:
        super().__init__(settings, deal, scores, lead_override=lead_override, validate=validate)
        #: each seat's row, front first (tile ids); a tile stays in its row until placed
        self.rows: list[deque[int]] = [deque(h) for h in deal.hands]
        self.face_up = 0          # mask of doubles lying face up in a row (boxed game)
        self.turned = -1          # front tile turned up that fits two ways, awaiting CHOOSE
        self.reveals: Sequence[Reveal] = []
        self._auto_choose = bool(settings.extra.get("auto_choose", False))

    def _copy_into(self, other: HandState) -> None:
        super()._copy_into(other)
        assert isinstance(other, BlindHand)
        other.rows = [deque(r) for r in self.rows]
        other.face_up = self.face_up
        other.turned = self.turned
        other.reveals = list(self.reveals)
        other._auto_choose = self._auto_choose

    # -- standing in for a seat's view ---------------------------------------------------
    @classmethod
    def from_view(cls, view: Any) -> BlindHand:
        """The state standing for a :class:`BlindView`: every face-down place of the rows,
        then the set-aside tiles, holds the lowest unseen tiles in order; face-up tiles stay
        where the view shows them."""
        if not isinstance(view, BlindView):
            raise RulesError("Blind Dominoes' state is built from a BlindView")
        if len(view.rows) != view.settings.players:
            raise RulesError("the view's rows do not match its players")
        unseen = list(tiles_of(view.unseen_mask))
        hidden = sum(t is None for row in view.rows for t in row) + view.set_aside
        if view.set_aside < 0 or hidden > len(unseen):
            raise RulesError(f"the view hides {hidden} tiles but leaves {len(unseen)} unseen")
        pool = iter(unseen)
        rows = [[t.id if t is not None else next(pool) for t in row] for row in view.rows]
        state = cls.world(view, rows, [next(pool) for _ in range(view.set_aside)])
        assert isinstance(state, BlindHand)
        if (view.turn == view.seat and not view.legal) or not all(view.rows):
            state._end_as_shown()
        return state

    def _end_as_shown(self) -> None:
        kept = list(self.scores)
        out = next((seat for seat, h in enumerate(self.hands) if not h), None)
        if out is not None:
            self._went_out(out)
        else:
            self._blocked()
        self.scores = kept

    def _resume_turn(self, view: Any) -> None:
        """The tile turned up and waiting for its end, the doubles lying face up, and who
        laid the last tile: a TURN placed its tile when its player turned again (or still
        has the turn, nothing waiting), a CHOOSE always does."""
        turned = view.turned.id if view.turned is not None else -1
        self.turned = turned
        self.face_up = view.face_up_mask & ~(1 << turned if turned >= 0 else 0)
        self.drew = 0
        history = view.history
        last = None
        for i, (seat, act) in enumerate(history):
            if act.kind is Kind.CHOOSE:
                last = seat
            elif act.kind is Kind.TURN:
                if i + 1 < len(history):
                    nxt_seat, nxt = history[i + 1]
                    if nxt_seat == seat and nxt.kind is Kind.TURN:
                        last = seat
                elif turned < 0 and view.turn == seat:
                    last = seat
        self.last_placer = last

    # -- queries -------------------------------------------------------------------------
    def hand_of(self, seat: int) -> list[Tile]:
        """The seat's row, front first (omniscient: never show this to a player)."""
        return [TILES[t] for t in self.rows[seat]]

    def row_sizes(self) -> tuple[int, ...]:
        return tuple(len(r) for r in self.rows)

    def fixed_order(self, seat: int) -> list[int]:
        """The row, front first: the order the tiles will be turned up in."""
        return list(self.rows[seat])

    def face_up_mask(self) -> int:
        """Tiles in rows that everyone can see: face-up doubles and the tile being placed."""
        return self.face_up | (1 << self.turned if self.turned >= 0 else 0)

    def set_aside(self) -> list[Tile]:
        return [TILES[t] for t in self.boneyard]

    def _generate(self) -> list[Action]:
        if self.result is not None:
            return []
        t = self.turned
        if t >= 0:
            return [Action(Kind.CHOOSE, TILES[t], s, v) for s, v in self._ways(t)]
        return [TURN]

    def _ways(self, t: int) -> list[tuple[int, int]]:
        """(socket, touching) for each different result of placing tile ``t``."""
        lo, hi = LOW[t], HIGH[t]
        fits = [(s, v) for s, v in self.layout.open.items() if v == lo or v == hi]
        if len(fits) < 2:
            return fits
        ways: list[tuple[int, int]] = []
        seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()
        for s, v in fits:
            after = self.layout.copy()
            after.attach(t, s, v)
            key = (tuple(sorted(after.open.values())), tuple(sorted(after.waiting.values())))
            if key not in seen:
                seen.add(key)
                ways.append((s, v))
        return ways

    def why_illegal(self, action: Action) -> str:
        if self.result is not None:
            return M(QT_TRANSLATE_NOOP("rules", "The hand is over."))
        if self.turned >= 0:
            tile = TILES[self.turned]
            if action.kind is Kind.CHOOSE:
                return M(QT_TRANSLATE_NOOP("rules", "{tile} cannot go there: choose one of the ends it fits."), tile=tile)
            return M(QT_TRANSLATE_NOOP("rules", "Choose the end for {tile} first."), tile=tile)
        if action.kind is Kind.CHOOSE:
            return M(QT_TRANSLATE_NOOP("rules", "Turn up the front tile of your row first."))
        return M(QT_TRANSLATE_NOOP("rules", "In Blind Dominoes you can only turn up the front tile of your row."))

    # -- changes -------------------------------------------------------------------------
    def _apply(self, action: Action) -> None:
        self._legal = None
        seat = self.turn
        self.history.append((seat, action))
        if action.kind is Kind.CHOOSE:
            t = self.turned
            self.turned = -1
            self._place(seat, t, action.socket, action.touching)
            return
        if action.kind is not Kind.TURN:
            raise IllegalActionError(M(QT_TRANSLATE_NOOP("rules", "That is not allowed in this game.")))
        row = self.rows[seat]
        t = row[0]
        if not self.layout.tiles:
            self._place(seat, t, LEAD, LOW[t])
            return
        ways = self._ways(t)
        if len(ways) == 1 or (ways and self._auto_choose):
            self._place(seat, t, *ways[0])
        elif ways:
            self.turned = t
            self._reveal(Reveal(seat, TILES[t], "choose"))
        else:
            row.rotate(-1)
            up = self.doubles_face_up and IS_DOUBLE[t]
            if up:
                self.face_up |= 1 << t
            self._reveal(Reveal(seat, TILES[t], "back face up" if up else "back"))
            self.turn = (seat + 1) % self.players

    def _reveal(self, reveal: Reveal) -> None:
        """Log a tile turned up (``reveals`` is a list here, whatever the base class allows)."""
        log = self.reveals
        if not isinstance(log, list):
            log = self.reveals = list(log)
        log.append(reveal)

    def _place(self, seat: int, t: int, socket: int, touching: int) -> None:
        """Play the front tile of ``seat``'s row; the same player then turns again."""
        self.rows[seat].popleft()
        bit = 1 << t
        self.face_up &= ~bit
        self.hands[seat] &= ~bit
        if socket == LEAD:
            self.layout.place_lead(t, touching)
        else:
            self.layout.attach(t, socket, touching)
        self.last_placer = seat
        self._reveal(Reveal(seat, TILES[t], "played", play_action(t, socket, touching)))
        if not self.hands[seat]:
            self._went_out(seat)
        else:
            self._check_blocked()

    def _went_out(self, seat: int) -> bool:
        s = self.settings
        points, detail = hand_award(s.out_formula, 0, self._side_pips(exclude=seat))
        self._award(seat, seat, points, _why("played every tile", s.out_formula, detail),
                    "domino")
        return True

    def _blocked(self) -> None:
        s = self.settings
        pips = [PIPS_OF(h) for h in self.hands]
        low = min(pips)
        best = [seat for seat, p in enumerate(pips) if p == low]
        if len(best) > 1:
            self._shared_win(tuple(best), low)
            return
        seat = best[0]
        points, detail = hand_award(s.blocked_formula, low,
                                    [p for other, p in enumerate(pips) if other != seat])
        self._award(seat, seat, points,
                    _why(f"blocked: fewest pips ({low})", s.blocked_formula, detail), "blocked")

    def _shared_win(self, seats: tuple[int, ...], pips: int) -> None:
        """Equal fewest pips: a shared win (RULES.md G13 rule 8, G14 rule 8).

        In the one-hand game, scored a point per hand won, each of them scores the winner's
        point.  Hands to 100 are scored like Block and Draw, whose tie rule (nobody scores,
        RULES.md G1 rule 8) applies: the win is shared, the points are not.
        """
        s = self.settings
        detail = f"blocked: a shared win, {pips} pips each"
        points = 1 if s.blocked_formula is Formula.HAND_POINT else 0
        if not points:
            detail += "; a tie scores nothing"
        self._finish("blocked", None, None, points, detail, shared=seats)
        if points:
            for seat in seats:
                self.scores[seat] += points
                self.events.append(ScoreEvent(seat, seat, points, "hand", detail))

    def view(self, seat: int) -> BlindView:
        fields = self.view_fields(seat)
        shown = self.face_up_mask()
        rows = tuple(tuple(TILES[t] if shown >> t & 1 else None for t in row)
                     for row in self.rows)
        turned = self.turned
        fields.update(hand=(), hand_mask=0, boneyard_size=0)
        return BlindView(**fields, rows=rows, turned=TILES[turned] if turned >= 0 else None,
                         set_aside=len(self.boneyard))


class BoxedBlindHand(BlindHand):
    """G14: a double that does not fit goes back face up and stays face up."""

    doubles_face_up = True


def _why(what: str, formula: Formula, detail: str) -> str:
    return what if formula is Formula.HAND_POINT else f"{what}; {detail}"


def _length(fields: dict[str, Any], value: Any) -> None:
    if value == "to-100":
        fields.update(single_hand=False, out_formula=Formula.SUM,
                      blocked_formula=Formula.DIFF_ONCE, target=100)


def _options(spinners: bool) -> tuple[OptionSpec, ...]:
    opts = [
        OptionSpec("auto_choose", QT_TRANSLATE_NOOP("options", "Choose the end automatically"), False,
                   help=QT_TRANSLATE_NOOP("options", "When a turned tile fits both ends, play it on the first one "
                             "instead of asking.")),
        OptionSpec("length", QT_TRANSLATE_NOOP("options", "Match"), "one-hand", ("one-hand", "to-100"), apply=_length,
                   help=QT_TRANSLATE_NOOP("options", "A single hand, the winner takes it; or hands scored like "
                             "Block and Draw until a player reaches 100.")),
    ]
    if spinners:
        opts.insert(0, OptionSpec(
            "spinners", QT_TRANSLATE_NOOP("options", "Spinners"), Spinners.NONE, (Spinners.NONE, Spinners.ALL),
            help=QT_TRANSLATE_NOOP("options", "With no spinners the line has two ends; with every double a "
                      "spinner, each double opens four ways (Blind Hughie).")))
    return tuple(opts)


_BASE = dict(spinners=Spinners.NONE, draw=DrawPolicy.NONE, out_formula=Formula.HAND_POINT,
             blocked_formula=Formula.HAND_POINT, single_hand=True, target=1)

register(GameDef(
    id="blind",
    name=QT_TRANSLATE_NOOP("games", "Blind Dominoes"),
    family="blind",
    description=QT_TRANSLATE_NOOP("games", "Nobody sees the tiles: turn them up one by one and play them if they fit."),
    players=(2, 3, 4, 5), default_players=2,
    base=dict(_BASE, lead=Lead.CHOSEN),
    hand_size=lambda p, n: set_count(n) // p,
    options=_options(spinners=True),
    state_class=BlindHand,
    rules_text=QT_TRANSLATE_NOOP("games", "All the tiles are dealt evenly (14 each for two players, 9 for three, 7 "
                    "for four, 5 for five; the rest are set aside) and each player lays his "
                    "face down in a row. The starting player turns up his first tile as the "
                    "lead. On your turn, turn up the front tile of your row: if it fits an end "
                    "it is played and you turn up the next one; if not it goes face down to "
                    "the back of your row and the turn passes to the left. The first player "
                    "out wins; if no tile can fit any more, the fewest pips win."),
))

register(GameDef(
    id="blind-boxed",
    name=QT_TRANSLATE_NOOP("games", "Blind Dominoes (doubles face up)"),
    family="blind",
    description=QT_TRANSLATE_NOOP("games", "Blind Dominoes from the boxed set: a double that does not fit stays face "
                     "up."),
    players=(2, 3, 4), default_players=2,
    base=dict(_BASE, lead=Lead.BY_LOT),
    hand_size=lambda p, n: set_count(n) // p,
    options=_options(spinners=False),
    state_class=BoxedBlindHand,
    rules_text=QT_TRANSLATE_NOOP("games", "Each player draws a tile: the heaviest starts. Fourteen tiles each for "
                    "two players, nine for three, seven for four, laid face down in a row. The "
                    "first player turns up his first tile as the lead, then his next. A tile "
                    "that fits either end is played and you turn up another; one that does not "
                    "goes to the back of your row face down, but a double goes back face up "
                    "and stays face up. The first player out wins; when nobody can play, the "
                    "fewest dots win."),
))
