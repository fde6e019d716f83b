"""One hand of a multiplayer game: the state, its legal actions and how an action changes it.

The same class plays every game of the block, draw and scoring families; their differences are
the :class:`~dominoes_qt.rules.settings.Settings` values.  Games that play differently (Blind
Dominoes) subclass it.  ``legal_actions()`` lists what the player to act may do and ``apply()``
does one of them or raises :class:`IllegalActionError` with a reason a player can read, leaving
the state untouched.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from typing import Any, Final

from .actions import _PLAY_ROWS, DRAW, LEAD, PASS, Action, Kind, play_action, play_row
from .deal import Deal, find_lead, validate_deal
from .errors import IllegalActionError, RulesError
from .i18n import QT_TRANSLATE_NOOP
from .i18n import Message as M
from .layout import Layout
from .scoring import bergen_points, hand_award, play_points
from .settings import DrawPolicy, InHandScoring, Matching, Settings, TieRule
from .state import GameState, HandResult, PendingScore, ScoreEvent
from .tiles import (
    HIGH,
    IS_DOUBLE,
    LOW,
    PIPS,
    SUIT,
    SUIT_OF_SET,
    TILES,
    Tile,
    pips_of,
    tile_id,
    tiles_of,
)
from .view import PlayerView, stand_ins

#: All Sevens: tiles whose one half sums to seven with v, wilds excluded; and the wilds.
WILD_MASK: Final = sum(1 << tile_id(a, b) for a, b in ((6, 1), (5, 2), (4, 3), (0, 0)))
SUM7: Final[tuple[int, ...]] = tuple(
    (SUIT[7 - v] & ~WILD_MASK) if 1 <= v <= 6 else 0 for v in range(13)
)

# The enum members the hot paths compare with, as module globals: reading ``Kind.PLAY`` (a
# class attribute through the enum's metaclass) costs several times a global's read.
# (Final: the compiled engine keeps them in C variables, not the module's dictionary.)
_K_PLAY: Final = Kind.PLAY
_K_DRAW: Final = Kind.DRAW
_K_PASS: Final = Kind.PASS
_ONE_THEN_END: Final = DrawPolicy.ONE_THEN_END
_UNTIL_PLAYABLE: Final = DrawPolicy.UNTIL_PLAYABLE
_BERGEN: Final = InHandScoring.BERGEN
_NO_DRAW: Final = DrawPolicy.NONE
_NO_SCORING: Final = InHandScoring.NONE
_SUM7: Final = Matching.SUM7
#: The deal copy() passes to the constructor: no deal at all, the copy's attributes follow.
_COPYING: Final = Deal((), ())


class HandState(GameState):
    """Full (omniscient) state of one hand of a line game; give players :meth:`view` instead."""

    def __init__(
        self,
        settings: Settings,
        deal: Deal,
        scores: Sequence[int] | None = None,
        *,
        lead_override: int | None = None,
        validate: bool = True,
    ) -> None:
        if deal is _COPYING:            # copy() fills in every attribute
            return
        if validate:
            validate_deal(settings, deal)
        self.settings = settings
        self.deal = deal
        self.players = settings.players
        masks = deal.masks
        self.hands: list[int] = (list(masks) if masks
                                 else [sum([1 << t for t in h]) for h in deal.hands])
        self.boneyard: list[int] = list(deal.boneyard)
        self.layout = Layout.for_settings(settings)
        self.scores: list[int] = list(scores) if scores is not None else [0] * settings.sides
        found = deal.found_lead
        if lead_override is not None:
            self.leader, self.lead_tile = lead_override, -1
        elif found is not None and found[0] is settings:    # the dealer found it already
            self.leader, self.lead_tile = found[1], found[2]
        else:
            self.leader, self.lead_tile = find_lead(settings, self.hands, deal.leader)
        self.turn = self.leader
        self.history: list[tuple[int, Action]] = []
        self.events: list[ScoreEvent] = []
        self.result: HandResult | None = None
        self.drew = 0              # tiles drawn by the player to act in this turn
        self.last_placer: int | None = None
        self._legal: list[Action] | None = None
        self._can_ever_draw = settings.draw is not _NO_DRAW
        self._scores_in_hand = settings.in_hand is not _NO_SCORING
        self._sum7 = settings.matching is _SUM7
        #: a block game on a line of numbers matched (no drawing, no scores in the hand)
        self._block_line = not (self._can_ever_draw or self._scores_in_hand or self._sum7)
        self._suit = SUIT_OF_SET[settings.set_n]

    # -- standing in for a seat's view ---------------------------------------------------
    @classmethod
    def from_view(cls, view: Any) -> HandState:
        """The state standing for ``view`` (see :meth:`GameState.from_view`): the other hands
        and the boneyard hold the lowest unseen tiles, seat by seat, then the boneyard; the
        in-hand scores of the history (and manual Muggins' open declarations) are worked out
        again from its plays."""
        if not isinstance(view, PlayerView):
            raise RulesError("a line game's state is built from a PlayerView")
        hands, boneyard = stand_ins(view)
        state = cls.world(view, hands, boneyard)
        state._resume_scores()
        if state._shows_end(view):
            state._end_as_shown()
        return state

    def _shows_end(self, view: Any) -> bool:
        """True when the view can only be of a hand that is over: its seat is to act and may
        do nothing, a hand is out (both of a side's where both must go out), a target is
        reached in mid-hand, or a score open to the seat is not offered to it."""
        s = self.settings
        if view.turn == view.seat and not view.legal:
            return True
        if s.mid_hand_target and any(pts >= s.target for pts in view.scores):
            return True
        for seat, size in enumerate(view.hand_sizes):
            if not size and not (s.both_chip_out and s.partnership
                                 and view.hand_sizes[(seat + 2) % s.players]):
                return True
        return tuple(self.out_of_turn_actions(view.seat)) != tuple(view.out_of_turn)

    @classmethod
    def world(cls, view: Any, hands: Sequence[Sequence[int]], boneyard: Sequence[int], *,
              settings: Settings | None = None, keep_history: bool = True) -> HandState:
        """The view's public position with these hidden tiles: ``hands`` (tile ids, every
        seat's, the viewer's own included; a Blind Dominoes row front first) and
        ``boneyard`` (drawn from its end).  The computer players' sampled worlds and
        :meth:`from_view` are built here; ``settings`` may differ from the view's (play-outs
        score Muggins automatically), and a play-out that never reads the history leaves
        it out (``keep_history``) so its copies stay cheap."""
        s = view.settings if settings is None else settings
        if len(hands) != s.players:
            raise RulesError(f"{len(hands)} hands for {s.players} players")
        if not 0 <= view.turn < s.players or not 0 <= view.leader < s.players:
            raise RulesError("the turn or the leader is not a seat")
        deal = Deal(tuple(tuple(h) for h in hands), tuple(boneyard), view.leader)
        state = cls(s, deal, view.scores, lead_override=view.leader, validate=False)
        state.layout = view.layout.copy()
        state.turn = view.turn
        state.lead_tile = view.lead_tile
        state._resume_turn(view)
        if keep_history:
            state.history = list(view.history)
        return state

    def _resume_turn(self, view: Any) -> None:
        """What the history says of the turn: the tiles drawn in it and who laid the last
        tile (the blocker of a blocked hand)."""
        drew = 0
        last = None
        for seat, act in reversed(view.history):
            if act.kind is _K_PLAY:
                last = seat
                break
        for seat, act in reversed(view.history):
            kind = act.kind
            if kind is _K_DRAW and seat == self.turn:
                drew += 1
            elif kind is not Kind.DECLARE and kind is not Kind.MUGGINS:
                break
        self.drew = drew
        self.last_placer = last

    def _resume_scores(self) -> None:
        """Credit the history's in-hand scores again (a view keeps the totals, not the
        events) on a layout rebuilt play by play; the totals stay the view's."""
        if not self._scores_in_hand:
            return
        kept, layout = self.scores, self.layout
        self.scores = [-(10 ** 9)] * len(kept)        # no target is reached on the way
        self.layout = Layout.for_settings(self.settings)
        try:
            for seat, act in self.history:
                if act.kind is _K_PLAY:
                    tile = act.tile
                    if tile is None:
                        raise RulesError("a play names no tile")
                    if act.socket == LEAD:
                        self.layout.place_lead(tile.id, act.touching)
                    else:
                        self.layout.attach(tile.id, act.socket, act.touching)
                    self._score_play(seat)
                elif act.kind is Kind.DECLARE or act.kind is Kind.MUGGINS:
                    self._resume_claim(seat, act)
        finally:
            self.scores, self.layout = kept, layout
        self.result = None

    def _end_as_shown(self) -> None:
        """The view shows the hand over (its seat is to act and may do nothing): end it as
        the engine would, the last placer out or the hand blocked, or a target reached; the
        pips are the stand-ins' (a client takes the true result from the server), the
        totals stay the view's."""
        kept = list(self.scores)
        s = self.settings
        reached = [side for side, pts in enumerate(kept) if pts >= s.target]
        last = self.last_placer
        if s.mid_hand_target and reached:
            side = reached[0]
            seat = next((e.seat for e in reversed(self.events) if e.side == side), None)
            self._finish("target", seat, side, 0, "target reached")
        elif last is None or self.hands[last] or not self._went_out(last):
            self._blocked()
        if self.result is None:
            raise RulesError("the view shows a hand over that its position does not end")
        self.scores = kept

    def _resume_claim(self, seat: int, action: Action) -> None:
        """A DECLARE or MUGGINS of the history, credited again (manual Muggins)."""
        raise RulesError("scores are added automatically in this game")

    # -- copying (search) ----------------------------------------------------------------
    def copy(self) -> HandState:
        # a blank hand to fill: a compiled class has no __new__ that skips __init__, so
        # __init__ itself stops at once for this deal
        other = type(self)(self.settings, _COPYING)
        self._copy_into(other)
        return other

    def _copy_into(self, other: HandState) -> None:
        """Set every attribute of ``other`` from this hand, the mutable ones copied.  Each is
        named (a compiled class has no ``__dict__`` to copy wholesale); a game that adds
        attributes extends this, and the conformance tests compare a copy with its original."""
        other.settings = self.settings
        other.deal = self.deal
        other.players = self.players
        other.hands = self.hands.copy()
        other.boneyard = self.boneyard.copy()
        other.layout = self.layout.copy()
        other.scores = self.scores.copy()
        other.leader = self.leader
        other.lead_tile = self.lead_tile
        other.turn = self.turn
        other.history = self.history.copy()
        other.events = self.events.copy()
        other.result = self.result
        other.drew = self.drew
        other.last_placer = self.last_placer
        other._legal = None
        other._can_ever_draw = self._can_ever_draw
        other._scores_in_hand = self._scores_in_hand
        other._sum7 = self._sum7
        other._block_line = self._block_line
        other._suit = self._suit

    # -- queries -------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self.result is not None

    def hand_of(self, seat: int) -> list[Tile]:
        return [TILES[t] for t in tiles_of(self.hands[seat])]

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count()

    def pips(self, seat: int) -> int:
        return pips_of(self.hands[seat])

    def can_draw(self) -> bool:
        return self._can_ever_draw and len(self.boneyard) > self.settings.reserve

    def open_ends(self) -> dict[int, int]:
        """Open sockets (id -> number shown)."""
        return dict(self.layout.open)

    def count(self) -> int:
        return self.layout.count()

    def playable_mask(self) -> int:
        """Mask of every tile that fits some open end now."""
        m = 0
        if self.settings.matching is Matching.SUM7:
            for v in self.layout.open.values():
                m |= SUM7[v]
            return m | WILD_MASK if self.layout.open else m
        suit = self._suit
        for v in self.layout.open.values():
            m |= suit[v]
        return m

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return legal

    def _plays(self, hand: int) -> list[Action]:
        acts: list[Action] = []
        if self._sum7:
            for s, v in self.layout.open.items():
                m = hand & SUM7[v]
                while m:
                    low = m & -m
                    t = low.bit_length() - 1
                    m ^= low
                    acts.append(play_action(t, s, 7 - v))
                m = hand & WILD_MASK
                while m:
                    low = m & -m
                    t = low.bit_length() - 1
                    m ^= low
                    acts.append(play_action(t, s, LOW[t]))
                    if not IS_DOUBLE[t]:
                        acts.append(play_action(t, s, HIGH[t]))
            return acts
        # the interned plays' rows and the list indexed and called directly (not through
        # bound methods kept in locals): compiled, those are C primitives; a row holds the
        # play of every tile of its number
        suit = self._suit
        rows = _PLAY_ROWS
        for s, v in self.layout.open.items():
            m = hand & suit[v]
            if not m:
                continue
            row = rows[((s + 1) << 4) | v]
            if row is None:
                row = play_row(s, v)
            if not m & (m - 1):         # one tile of the number: the usual case
                acts.append(row[m.bit_length() - 1])
                continue
            while m:
                low = m & -m
                m ^= low
                acts.append(row[low.bit_length() - 1])
        return acts

    def _generate(self) -> list[Action]:
        if self.result is not None:
            return []
        hand = self.hands[self.turn]
        if not self.layout.tiles:
            if self.lead_tile >= 0:
                return [play_action(self.lead_tile, LEAD, LOW[self.lead_tile])]
            return [play_action(t, LEAD, LOW[t]) for t in tiles_of(hand)]
        if not self._can_ever_draw:       # DrawPolicy.NONE: play or pass
            return self._plays(hand) or [PASS]
        settings = self.settings
        policy = settings.draw
        drew = self.drew
        if drew and policy is _ONE_THEN_END:
            return [PASS]
        acts = self._plays(hand)
        may_draw = len(self.boneyard) > settings.reserve and (
            policy is _UNTIL_PLAYABLE or not drew)
        if acts:
            if may_draw and settings.voluntary_draw:
                acts.append(DRAW)
            return acts
        return [DRAW] if may_draw else [PASS]

    # -- explaining refusals ---------------------------------------------------------------
    def why_illegal(self, action: Action) -> str:
        """A sentence for the player explaining why ``action`` is not allowed now.

        It is a :class:`~dominoes_qt.rules.i18n.Message`, so the GUI can translate it."""
        if self.result is not None:
            return M(QT_TRANSLATE_NOOP("rules", "The hand is over."))
        legal = self.legal_actions()
        if action.kind is Kind.PLAY:
            tile = action.tile
            if tile is None:
                return M(QT_TRANSLATE_NOOP("rules", "Name a tile to play."))
            if not self.hands[self.turn] >> tile.id & 1:
                return M(QT_TRANSLATE_NOOP("rules", "{tile} is not in your hand."), tile=tile)
            if action.socket == LEAD:
                if self.layout.tiles:
                    return M(QT_TRANSLATE_NOOP("rules", "The first tile has already been played."))
                if action.touching not in (tile.low, tile.high):
                    return M(QT_TRANSLATE_NOOP("rules", "{tile} has no {end}."),
                             tile=tile, end=action.touching)
                if self.lead_tile >= 0:
                    return M(QT_TRANSLATE_NOOP("rules", "The hand must start with {tile}."),
                             tile=TILES[self.lead_tile])
                return M(QT_TRANSLATE_NOOP("rules", "{tile} cannot lead."), tile=tile)
            if not self.layout.tiles:
                return M(QT_TRANSLATE_NOOP("rules", "Nothing is on the table yet: lead a tile."))
            if action.socket not in self.layout.open:
                if action.socket in self.layout.waiting:
                    return M(QT_TRANSLATE_NOOP("rules", "That end is not open yet."))
                return M(QT_TRANSLATE_NOOP("rules", "That is not an open end."))
            if DRAW in legal and not any(a.kind is Kind.PLAY for a in legal):
                return M(QT_TRANSLATE_NOOP("rules", "{tile} does not fit any open end: draw a tile."),
                         tile=tile)
            v = self.layout.open[action.socket]
            if self.settings.matching is Matching.SUM7:
                return M(QT_TRANSLATE_NOOP(
                    "rules", "{tile} cannot go on the {end}: a half must make seven with it."),
                    tile=tile, end=v)
            ends = sorted(set(self.layout.open.values()))
            if len(ends) == 1:
                return M(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end}."),
                         tile=tile, end=ends[0])
            if v in (tile.low, tile.high):
                return M(QT_TRANSLATE_NOOP("rules", "{tile} must touch the {end} with its {end} half."),
                         tile=tile, end=v)
            if len(ends) == 2:
                return M(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end}."), tile=tile, end=v)
            return M(QT_TRANSLATE_NOOP("rules", "{tile} does not match {end} (open ends show {ends})."),
                     tile=tile, end=v, ends=", ".join(map(str, ends)))
        if action.kind is Kind.DRAW:
            if any(a.kind is Kind.PLAY for a in legal):
                return M(QT_TRANSLATE_NOOP("rules", "You hold a tile that fits: you must play it."))
            if not self._can_ever_draw:
                return M(QT_TRANSLATE_NOOP("rules", "This game has no drawing: pass instead."))
            return M(QT_TRANSLATE_NOOP("rules", "You cannot draw: the boneyard is used up."))
        if action.kind is Kind.PASS:
            if any(a.kind is Kind.PLAY for a in legal):
                return M(QT_TRANSLATE_NOOP("rules", "You hold a tile that fits: you must play it."))
            if DRAW in legal:
                return M(QT_TRANSLATE_NOOP("rules", "You must draw from the boneyard before passing."))
        if action.kind is Kind.DECLARE or action.kind is Kind.MUGGINS:
            return M(QT_TRANSLATE_NOOP("rules", "Scores are added automatically in this game."))
        return M(QT_TRANSLATE_NOOP("rules", "That is not allowed now."))

    # -- actions out of turn (manual Muggins; see muggins.py) ------------------------------
    def out_of_turn_actions(self, seat: int) -> list[Action]:
        """DECLARE / MUGGINS actions ``seat`` may take now besides the turn; none here."""
        return []

    def pending_score(self) -> PendingScore | None:
        """The score its maker may still declare (manual Muggins only)."""
        return None

    def missed_score(self) -> PendingScore | None:
        """The undeclared score other players may claim with MUGGINS (manual Muggins only)."""
        return None

    def declaration(self, seats: Container[int] | None = None) -> Action | None:
        """The DECLARE due now if its maker is one of ``seats`` (default: any seat).

        Computer players always declare their own scores (RULES.md §1.14): after every action,
        callers apply ``declaration(computer_seats)`` when it is not None (``Match.auto_declare``
        does this and records it).
        """
        pending = self.pending_score()
        if pending is None or (seats is not None and pending.seat not in seats):
            return None
        return Action(Kind.DECLARE, seat=pending.seat, points=pending.points)

    def auto_declare(self, seats: Container[int] | None = None) -> Action | None:
        """Apply :meth:`declaration` to this hand and return it (for code driving a bare hand;
        with a :class:`Match` use ``Match.auto_declare`` so the record keeps the action)."""
        act = self.declaration(seats)
        if act is not None:
            self.apply(act)
        return act

    # -- changing the state ----------------------------------------------------------------
    def is_legal(self, action: Action) -> bool:
        """True if ``action`` may be applied now: one of :meth:`legal_actions`, or a lead
        listed there the other way round.  A lead may show either of its numbers on its west
        end (RULES.md §1.1, §1.4); the list offers one orientation only, as the two are the
        same move."""
        legal = self.legal_actions()
        if action in legal:
            return True
        tile = action.tile
        if (action.kind is Kind.PLAY and action.socket == LEAD and tile is not None
                and action.touching == tile.high and tile.low != tile.high
                and 0 <= tile.id < len(TILES) and TILES[tile.id] == tile):
            return play_action(tile.id, LEAD, tile.low) in legal
        return False

    def apply(self, action: Action) -> None:
        # a listed action needs no more checking than is_legal gives it (its first test)
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        if action not in legal and not self.is_legal(action):
            raise IllegalActionError(self.why_illegal(action))
        self._apply(action)

    def _apply(self, action: Action) -> None:
        self._legal = None
        seat = self.turn
        self.history.append((seat, action))
        kind, tile, socket, touching, _, _ = action
        if kind is _K_PLAY:   # a legal PLAY always names its tile (no check on the hot path)
            # tile.id inlined, the halves by index: compiled, a NamedTuple's field names are
            # looked up by name at run time, its items are not
            high = tile[1]  # type: ignore[index]
            t = high * (high + 1) // 2 + tile[0]  # type: ignore[index]
            hands = self.hands
            left = hands[seat] = hands[seat] & ~(1 << t)
            if socket == LEAD:
                self.layout.place_lead(t, touching)
            else:
                self.layout.attach(t, socket, touching)
            self.last_placer = seat
            self.drew = 0
            if self._scores_in_hand:
                self._score_play(seat)
                if self.result is not None:
                    return
            if not left and self._went_out(seat):
                return
            nxt = seat + 1            # _advance(), inline for the usual case
            if nxt == self.players:
                nxt = 0
            if hands[nxt]:
                self.turn = nxt
            else:
                self._advance()
            if self._block_line:
                # the next seat's plays, which legal_actions() would list next: when there are
                # any the hand is not blocked; with none, the seat passes unless it is
                acts = self._plays(hands[self.turn])
                if not acts:
                    self._check_blocked()
                    if self.result is not None:
                        return
                    acts = [PASS]
                self._legal = acts
            elif not self._can_ever_draw or len(self.boneyard) <= self.settings.reserve:
                self._check_blocked()
        elif kind is _K_DRAW:
            t = self.boneyard.pop()
            self.hands[seat] |= 1 << t
            self.drew += 1
            if len(self.boneyard) <= self.settings.reserve:
                self._check_blocked()
        elif kind is _K_PASS:
            self.drew = 0
            self._advance()
        else:
            raise IllegalActionError(M(QT_TRANSLATE_NOOP("rules", "That is not allowed in this game.")))

    def _advance(self) -> None:
        n = self.players
        nxt = (self.turn + 1) % n
        hands = self.hands
        while not hands[nxt] and nxt != self.turn:
            nxt = (nxt + 1) % n
        self.turn = nxt

    # -- scoring ------------------------------------------------------------------------
    def _score_play(self, seat: int) -> None:
        style = self.settings.in_hand
        if style is _BERGEN:
            halves = self.layout.exposed_halves()
            pts = bergen_points(halves)
            if pts:
                name = "triple-header" if pts == 3 else "double-header"
                self._credit_play(seat, pts, "bergen", f"{name}: {' = '.join(map(str, halves))}")
            return
        count = self.layout.count()
        pts = play_points(style, count)
        if pts:
            terms = self.layout.count_terms()
            arithmetic = " + ".join(map(str, terms)) + f" = {count}" if len(terms) > 1 else str(count)
            if style is InHandScoring.FIVE_UP:
                arithmetic += f" → {pts}"
            elif style is InHandScoring.FIVES_THREES_PUB:
                arithmetic += f" → {pts}"
            self._credit_play(seat, pts, "count", arithmetic)

    def _credit_play(self, seat: int, points: int, reason: str, detail: str) -> None:
        """Hook for a play's score: credited at once here; manual Muggins holds it instead."""
        self.add_score(seat, points, reason, detail)

    def add_score(self, seat: int, points: int, reason: str, detail: str) -> None:
        """Credit ``points`` to ``seat``'s side; may end the match in mid-hand."""
        side = self.settings.side_of(seat)
        self.scores[side] += points
        self.events.append(ScoreEvent(seat, side, points, reason, detail))
        s = self.settings
        if s.mid_hand_target and self.scores[side] >= s.target and self.result is None:
            self._finish("target", seat, side, 0, "target reached")

    def _went_out(self, seat: int) -> bool:
        s = self.settings
        if s.both_chip_out and s.partnership and self.hands[(seat + 2) % self.players]:
            return False
        side = s.side_of(seat)
        pips = self._seat_pips()
        losers = self._side_pips(exclude=side, pips=pips)
        points, detail = hand_award(s.out_formula, 0, losers)
        self._award(seat, side, points, detail, "domino", pips)
        return True

    def _seat_pips(self) -> list[int]:
        """The pips left in each seat's hand (worked out once at the end of a hand: the award,
        the winning seat and the result all read them)."""
        return [pips_of(h) for h in self.hands]

    def _side_pips(self, exclude: int | None = None, pips: list[int] | None = None) -> list[int]:
        s = self.settings
        if pips is None:
            pips = self._seat_pips()
        if s.partnership:           # s.side_of(seat) is seat % 2
            totals = [sum(pips[0::2]), sum(pips[1::2])]
        else:
            totals = pips
        return [p for side, p in enumerate(totals) if side != exclude]

    def _check_blocked(self) -> None:
        if self.result is not None or (
                self._can_ever_draw and len(self.boneyard) > self.settings.reserve):
            return
        if self._sum7:
            mask = self.playable_mask()
        else:                       # playable_mask() inline
            mask = 0
            suit = self._suit
            for v in self.layout.open.values():
                mask |= suit[v]
        for h in self.hands:
            if h & mask:
                return
        self._blocked()

    def _blocked(self) -> None:
        s = self.settings
        pips = self._seat_pips()
        totals = self._side_pips(pips=pips)
        low = min(totals)
        winners = [side for side, p in enumerate(totals) if p == low]
        formula = s.blocked_formula
        if len(winners) > 1:
            blocker_side = s.side_of(self.last_placer) if self.last_placer is not None else None
            if (s.tie_rule is TieRule.BLOCKER_LOSES and len(winners) == 2
                    and blocker_side in winners):
                side = winners[0] if winners[1] == blocker_side else winners[1]
                w = totals[side]
                losers = [totals[blocker_side]]
                points, detail = hand_award(formula, w, losers)
                self._award(self._seat_of_side(side, pips), side, points,
                            f"tie: the side that blocked loses; {detail}", "blocked", pips)
                return
            self._finish("blocked", None, None, 0, "tie for the fewest pips: nobody scores",
                         pips=pips)
            return
        side = winners[0]
        w = totals[side]
        losers = [p for sd, p in enumerate(totals) if sd != side]
        points, detail = hand_award(formula, w, losers)
        self._award(self._seat_of_side(side, pips), side, points, detail, "blocked", pips)

    def _seat_of_side(self, side: int, pips: list[int]) -> int:
        """The seat that wins for ``side``: a partnership's lighter hand (``pips`` per seat)."""
        if not self.settings.partnership:
            return side
        a, b = side, side + 2
        return a if pips[a] <= pips[b] else b

    def _award(self, seat: int, side: int, points: int, detail: str, reason: str,
               pips: list[int] | None = None) -> None:
        s = self.settings
        if s.hand_bonus:
            points += s.hand_bonus
            detail = f"{detail} + bonus {s.hand_bonus}"
        if reason == "domino" and s.chip_out_bonus:
            points += s.chip_out_bonus
            detail = f"{detail} + {s.chip_out_bonus} for chipping out"
        self._finish(reason, seat, side, points, detail, pips=pips)
        if points:
            self.scores[side] += points
            self.events.append(ScoreEvent(seat, side, points, "hand", detail))

    def _finish(self, reason: str, seat: int | None, side: int | None, points: int,
                detail: str, *, shared: tuple[int, ...] = (),
                pips: list[int] | None = None) -> None:
        """End the hand; ``shared`` names the sides of a shared win (``side`` is then None),
        ``pips`` the pips left per seat where the caller worked them out."""
        self._legal = None
        self.result = HandResult(
            reason, seat, side, points, detail,
            tuple(self._seat_pips() if pips is None else pips),
            self.last_placer if reason == "blocked" else None,
            shared or (() if side is None else (side,)),
        )

    # -- what one seat may know ------------------------------------------------------------
    def view(self, seat: int) -> PlayerView:
        return PlayerView(**self.view_fields(seat))

    def view_fields(self, seat: int) -> dict[str, Any]:
        """The fields of ``seat``'s :class:`PlayerView` (a game's own view adds to them)."""
        my_turn = self.turn == seat and self.result is None
        return dict(
            settings=self.settings,
            seat=seat,
            hand=tuple(TILES[t] for t in tiles_of(self.hands[seat])),
            hand_mask=self.hands[seat],
            hand_sizes=tuple(h.bit_count() for h in self.hands),
            boneyard_size=len(self.boneyard),
            layout=self.layout.copy(),
            history=tuple(self.history),
            turn=self.turn,
            leader=self.leader,
            lead_tile=self.lead_tile,
            drew=self.drew if my_turn else 0,
            scores=tuple(self.scores),
            legal=tuple(self.legal_actions()) if my_turn else (),
            out_of_turn=tuple(self.out_of_turn_actions(seat)),
        )


PIPS_OF: Final = pips_of
__all__ = [
    "HandState", "HandResult", "PendingScore", "ScoreEvent", "WILD_MASK", "SUM7", "PIPS", "HIGH",
]
