"""Pure-Python rules engine for Dominoes Qt (never imports Qt).

Typical use::

    from dominoes_qt.rules import configure, Match
    settings = configure("draw", players=2)
    match = Match(settings, seed=7)
    hand = match.hand
    action = hand.legal_actions()[0]
    match.apply(action)
"""

from .actions import DRAW, LEAD, PASS, TURN, Action, Kind, play, play_action
from .catalogue import GameDef, OptionSpec, Seating, Table, all_games, configure, find_game
from .deal import Deal, NoLeadError, deal
from .errors import IllegalActionError, InvalidOptionError, RecordError, RulesError
from .hand import HandResult, HandState, PendingScore, ScoreEvent
from .layout import Layout
from .match import Match, hand_class_for
from .scoring import fives, round5
from .settings import DrawPolicy, Formula, InHandScoring, Lead, Matching, Settings, Spinners
from .state import GameState, Reveal
from .tiles import TILES, Tile, double_set, tile
from .view import PlayerView

__all__ = [
    "DRAW", "LEAD", "PASS", "TURN", "Action", "Kind", "play", "play_action",
    "GameDef", "OptionSpec", "Seating", "Table", "GameState", "Reveal", "all_games", "configure", "find_game",
    "Deal", "NoLeadError", "deal",
    "IllegalActionError", "InvalidOptionError", "RecordError", "RulesError",
    "HandResult", "HandState", "PendingScore", "ScoreEvent", "Layout", "Match", "hand_class_for",
    "fives", "round5",
    "DrawPolicy", "Formula", "InHandScoring", "Lead", "Matching", "Settings", "Spinners",
    "TILES", "Tile", "double_set", "tile", "PlayerView",
]
