"""A match: hands played one after another until a side reaches the target (RULES.md §1.13).

The match owns the random generator, so a seed reproduces every deal of every hand; explicit
deals (for tests and real-game replays) are used first, in order.  ``actions`` is the ordered
list of (hand index, action) pairs — the whole game record after the setup.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Container, Sequence

from .actions import Action
from .catalogue import find_game
from .deal import Deal
from .errors import IllegalActionError, RulesError
from .hand import HandState
from .settings import InHandScoring, Settings
from .state import GameState, HandResult


class Match:
    def __init__(
        self,
        settings: Settings,
        seed: int | None = None,
        deals: Sequence[Deal] = (),
        *,
        first_seat: int = 0,
        hand_class: type[GameState] | None = None,
    ) -> None:
        self.settings = settings
        self.seed = random.SystemRandom().randrange(2**63) if seed is None else seed
        self.rng = random.Random(self.seed)
        self.explicit_deals = list(deals)
        self.first_seat = first_seat
        self.hand_class = hand_class or hand_class_for(settings)
        self.scores: list[int] = [0] * settings.sides
        self.results: list[HandResult] = []
        self.actions: list[tuple[int, Action]] = []
        self.deals: list[Deal] = []
        self.winner_side: int | None = None
        self.shared_sides: tuple[int, ...] = ()
        self.finished = False
        self.hand: GameState = self._new_hand()
        self._ended_at_deal()

    @property
    def hand_index(self) -> int:
        return len(self.deals) - 1

    @property
    def winner_sides(self) -> tuple[int, ...]:
        """The sides that won the match: the winner's, several for a shared win of a
        single-hand game (Blind Dominoes), none while the match goes on."""
        if not self.finished:
            return ()
        if self.winner_side is not None:
            return (self.winner_side,)
        if self.shared_sides:
            return self.shared_sides
        if self.settings.single_hand and self.results:
            return self.results[-1].winner_sides
        return ()

    @property
    def is_over(self) -> bool:
        """True once the match has a winner (``winner_side``) or, for single-hand games, ended
        with a shared win (``winner_side`` None, ``winner_sides`` the sharers)."""
        return self.finished

    def _new_hand(self) -> GameState:
        index = len(self.deals)
        explicit = index < len(self.explicit_deals)
        if explicit:
            d = self.explicit_deals[index]
        else:
            d = self.hand_class.deal_hand(self.settings, self.rng, index=index,
                                          first_seat=self.first_seat)
        self.deals.append(d)
        lead = self._later_leader()
        # what it takes to deal this hand again (replay_hand): scores before it, hands ended
        self._hand_start = (list(self.scores), len(self.results), lead)
        # a deal of our own shuffle is valid by construction: only given deals are checked
        return self.hand_class(self.settings, d, self.scores, lead_override=lead,
                               validate=explicit)

    def _ended_at_deal(self) -> None:
        """A hand over as it is dealt (a solitaire deal with no move) ends like any other."""
        if self.hand.result is not None and len(self.results) < len(self.deals):
            self._hand_over()

    def _later_leader(self) -> int | None:
        """Who leads a hand after the first, where an option says so (any tile); None: the
        game's own lead rule (also after a hand nobody won, with "the last winner leads")."""
        s = self.settings
        if not self.results:
            return None
        if s.rotate_lead and isinstance(self.hand, HandState):
            return (self.hand.leader + 1) % s.players
        if s.previous_winner_leads:
            return self.results[-1].winner_seat
        return None

    def apply(self, action: Action) -> None:
        """Apply an action to the current hand; afterwards check the hand and match end."""
        if self.is_over:
            raise IllegalActionError("The match is over.")
        if self.hand.result is not None:
            raise IllegalActionError("The hand is over: deal the next one.")
        self.hand.apply(action)
        self.actions.append((self.hand_index, action))
        # is_over, not the result again: mypy (and so mypyc, at run time) would still take it
        # for the None the test above narrowed it to
        if self.hand.is_over:
            self._hand_over()

    def _hand_over(self) -> None:
        result = self.hand.result
        assert result is not None
        self.results.append(result)
        self.scores = list(self.hand.scores)
        s = self.settings
        if result.reason == "target":
            self.winner_side = result.winner_side
            self.finished = True
            return
        if s.single_hand:
            self.winner_side = result.winner_side
            self.finished = True
            return
        if s.rounds:
            if len(self.results) >= s.rounds:
                self._last_round_over()
            return
        best = max(self.scores)
        if best >= s.target:
            leaders = [side for side, v in enumerate(self.scores) if v == best]
            if len(leaders) == 1:
                self.winner_side = leaders[0]
                self.finished = True

    def _last_round_over(self) -> None:
        """A match of a fixed number of rounds is over: the best total wins (the lowest where
        ``lowest_wins``), equal best totals share the win (``winner_sides``)."""
        best = min(self.scores) if self.settings.lowest_wins else max(self.scores)
        leaders = tuple(side for side, v in enumerate(self.scores) if v == best)
        self.finished = True
        if len(leaders) == 1:
            self.winner_side = leaders[0]
        else:
            self.shared_sides = leaders

    def auto_declare(self, seats: Container[int] | None = None) -> Action | None:
        """Apply and record the DECLARE due from one of ``seats`` (manual Muggins).

        Computer players always declare their own scores: the GUI controller and the arena call
        this with the computer seats after every action.  Returns the action, or None.
        """
        hand = self.hand
        if self.is_over or hand.result is not None or not isinstance(hand, HandState):
            return None
        act = hand.declaration(seats)
        if act is not None:
            self.apply(act)
        return act

    def replay_hand(self, actions: Sequence[Action]) -> Match:
        """A match at the start of the current hand, dealt as it was, with ``actions`` applied.

        Undo within a hand costs the hand's own moves, not a replay of the whole match (a long
        match has thousands of hands).  Whatever the hand's end did to the match (its result,
        the scores, a match won) is taken back.  The result is a new object and this match is
        left as it was, so whoever holds on to it (the autosave) sees that the game went back.
        """
        scores, results, lead = self._hand_start
        index = self.hand_index
        keep = len(self.actions)
        while keep and self.actions[keep - 1][0] == index:
            keep -= 1
        match = copy.copy(self)
        match.actions = self.actions[:keep]
        match.results = self.results[:results]
        match.deals = list(self.deals)
        match.explicit_deals = list(self.explicit_deals)
        match.rng = random.Random()
        match.rng.setstate(self.rng.getstate())
        match.scores = list(scores)
        match.winner_side = None
        match.shared_sides = ()
        match.finished = False
        match.hand = self.hand_class(self.settings, self.deals[-1], match.scores,
                                     lead_override=lead)
        match._ended_at_deal()
        for action in actions:
            match.apply(action)
        return match

    def next_hand(self) -> GameState:
        if self.is_over:
            raise RulesError("The match is over.")
        if self.hand.result is None:
            raise RulesError("The current hand is still being played.")
        self.hand = self._new_hand()
        self._ended_at_deal()
        return self.hand


def hand_class_for(settings: Settings) -> type[GameState]:
    """The hand class that plays ``settings``: the game's own (Blind Dominoes), the manual
    Muggins hand when scores must be declared, otherwise the shared :class:`HandState`."""
    try:
        cls = _STATE_CLASS[settings.game_id]
    except KeyError:                # once per game: the catalogue is read through a dict
        cls = _STATE_CLASS[settings.game_id] = find_game(settings.game_id).state_class
    if cls is not None:
        return cls
    if settings.muggins_manual and settings.in_hand is not InHandScoring.NONE:
        from .muggins import MugginsHand

        return MugginsHand
    return HandState


#: Each game's own state class (None: the shared hand classes), as the catalogue registers it.
_STATE_CLASS: dict[str, type[GameState] | None] = {}
