"""The one catalogue of games: every game registered once under its stable id (RULES.md §2).

A :class:`GameDef` is data: names, player counts, sets, options and the base
:class:`~dominoes_qt.rules.settings.Settings` values.  ``configure()`` turns a choice of players,
set and option values (typed values or the strings of a command line) into the settings of one
match, refusing anything the game does not offer with a message naming the problem.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .errors import InvalidOptionError, shown
from .i18n import QT_TRANSLATE_NOOP
from .settings import SETTING_NAMES, Settings
from .state import GameState
from .tiles import SET_SIZES, set_count


@dataclass(frozen=True)
class OptionSpec:
    """One user-settable option; ``key`` names a Settings field unless ``apply`` says otherwise."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    #: ``apply(fields, value)`` sets Settings fields for a value; ``fields`` also holds
    #: ``players`` and ``set_n`` for options whose effect depends on them.
    apply: Callable[[dict[str, Any], Any], None] | None = None
    #: choice -> {other option key: default}: choosing the value changes other options'
    #: defaults (pub Fives and Threes plays to 61); a value given for those options still wins.
    defaults_by_choice: Mapping[Any, Mapping[str, Any]] = field(
        default_factory=dict, compare=False, hash=False)

    def implied_defaults(self, value: Any) -> Mapping[str, Any]:
        """The other options' defaults that choosing ``value`` brings (usually none)."""
        return self.defaults_by_choice.get(_plain(value), {})

    @property
    def kind(self) -> str:
        if isinstance(self.default, bool):
            return "bool"
        if self.choices:
            return "choice"
        if isinstance(self.default, int):
            return "int"
        return "str"

    def parse(self, raw: Any) -> Any:
        """Convert and check a value (strings from the command line are accepted)."""
        kind = self.kind
        if kind == "bool":
            if isinstance(raw, bool):
                return raw
            text = str(raw).strip().lower()
            if text in ("1", "true", "yes", "on"):
                return True
            if text in ("0", "false", "no", "off"):
                return False
            raise InvalidOptionError(f"option {self.key} takes yes or no, not {shown(raw)}")
        if kind == "choice":
            values = {_plain(c): c for c in self.choices}
            key = _plain(raw)
            if key not in values:
                listed = ", ".join(values)
                raise InvalidOptionError(
                    f"option {self.key} takes one of: {listed} (not {shown(raw)})")
            return values[key]
        if kind == "int":
            try:
                value = int(raw)
            except (TypeError, ValueError, OverflowError):
                raise InvalidOptionError(
                    f"option {self.key} takes a whole number, not {shown(raw)}") from None
            if isinstance(raw, bool) or (isinstance(raw, float) and raw != value):
                raise InvalidOptionError(
                    f"option {self.key} takes a whole number, not {shown(raw)}")
            if self.minimum is not None and value < self.minimum:
                raise InvalidOptionError(f"option {self.key} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise InvalidOptionError(f"option {self.key} must be at most {self.maximum}")
            return value
        return str(raw)


def _plain(value: Any) -> str:
    if isinstance(value, Enum):
        value = value.value
    return str(value).strip().lower()


def plain_value(value: Any) -> Any:
    """An option value as JSON-friendly data (enums as their stable strings)."""
    return value.value if isinstance(value, Enum) else value


HandSizes = Callable[[int, int], int]


class Table(Enum):
    """Which table draws a game: the multiplayer table, or one of the solitaire layouts
    (each value names its module in ``scene/solitaire_layouts``)."""

    LINE_OF_PLAY = "line-of-play"   # hands round a line of play: every multiplayer game
    ROW = "row"                     # one row of tiles read left to right
    LINE = "line"                   # a line of play, a hand and a stock, for one player
    COLUMNS = "columns"             # five columns and a reserve
    SIX_UP = "six_up"               # a few tiles showing and a stock
    TRAINS = "trains"               # the engine in the centre and the trains round it


class Seating(Enum):
    """Who can sit at a game: several seats for people and the computer levels that play from
    a seat's view, or one player at a solitaire (whose computer levels play the deal)."""

    TABLE = "table"
    SOLO = "solo"


@dataclass(frozen=True)
class GameDef:
    """One game of the catalogue: what New Game offers, what the rules read, what Help shows."""

    id: str
    name: str
    family: str                      # "block", "scoring", "blind"
    description: str
    players: tuple[int, ...]
    default_players: int
    base: Mapping[str, Any]
    hand_size: HandSizes
    options: tuple[OptionSpec, ...] = ()
    sets: tuple[int, ...] = (6,)
    default_set: int = 6
    partnership_counts: tuple[int, ...] = ()   # player counts where partnership is possible
    partnership_default: bool = False
    teams_only: bool = False                   # always two teams (the option cannot be off)
    rules_text: str = ""
    #: the GameState class that plays it: None for the shared line-game hand (or, with manual
    #: Muggins, its declaring hand; see ``match.hand_class_for``)
    state_class: type[GameState] | None = None
    max_players: Mapping[int, int] = field(default_factory=dict)  # per set size, if it differs
    table: Table = Table.LINE_OF_PLAY
    seating: Seating = Seating.TABLE

    @property
    def is_solitaire(self) -> bool:
        return self.seating is Seating.SOLO

    def option(self, key: str) -> OptionSpec:
        for opt in self.all_options():
            if opt.key == key:
                return opt
        known = ", ".join(o.key for o in self.all_options())
        raise InvalidOptionError(f"{self.id} has no option {shown(key)} (options: {known})")

    def all_options(self) -> tuple[OptionSpec, ...]:
        extra: tuple[OptionSpec, ...] = ()
        label = QT_TRANSLATE_NOOP("options", "Partners sit opposite (4 players)")
        if self.teams_only:
            # Kept as an option so setups that say "partnership": true stay valid.
            extra = (OptionSpec("partnership", label, True, help=QT_TRANSLATE_NOOP(
                "options", "Always on in this game: two teams of two, partners opposite each "
                "other."),),)
        elif self.partnership_counts:
            extra = (OptionSpec("partnership", label, self.partnership_default,
                                help=QT_TRANSLATE_NOOP("options", "Play in two teams of two, "
                                                       "partners opposite each other.")),)
        return extra + self.options

    def defaults_following(self, key: str, value: Any) -> dict[str, Any]:
        """The options whose defaults depend on option ``key``, with their defaults once it is
        ``value`` (a form resets them when the choice changes: pub style → target 61)."""
        spec = self.option(key)
        keys = {k for implied in spec.defaults_by_choice.values() for k in implied}
        chosen = spec.implied_defaults(value)
        return {k: plain_value(chosen.get(k, self.option(k).default)) for k in sorted(keys)}

    def settable_options(self) -> tuple[OptionSpec, ...]:
        """The options a player can change: all but the partnership of a teams-only game
        (which stays an option only so that setups saying it is on remain valid)."""
        return tuple(o for o in self.all_options()
                     if not (self.teams_only and o.key == "partnership"))

    def allowed_players(self, set_n: int) -> tuple[int, ...]:
        top = self.max_players.get(set_n)
        if top is None:
            return self.players
        return tuple(range(min(self.players), top + 1))

    def defaults(self) -> dict[str, Any]:
        return {o.key: plain_value(o.default) for o in self.all_options()}

    def configure(
        self,
        players: int | None = None,
        set_n: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Settings:
        set_n = self.default_set if set_n is None else set_n
        if set_n not in self.sets:
            sets = ", ".join(f"double-{n}" for n in self.sets)
            raise InvalidOptionError(f"{self.id} is played with {sets}, not double-{set_n}")
        players = self.default_players if players is None else players
        allowed = self.allowed_players(set_n)
        if players not in allowed:
            raise InvalidOptionError(
                f"{self.id} is for {_counts(allowed)} "
                f"{'player' if tuple(allowed) == (1,) else 'players'}, not {players}")
        values = {o.key: o.default for o in self.all_options()}
        given = {key: self.option(key).parse(raw) for key, raw in (options or {}).items()}
        for key, value in given.items():
            for other, default in self.option(key).implied_defaults(value).items():
                values[other] = self.option(other).parse(default)
        values.update(given)
        if self.teams_only and not values["partnership"]:
            raise InvalidOptionError(
                f"{self.id} is always played in two teams of two: partnership cannot be off")
        fields: dict[str, Any] = dict(self.base)
        fields["players"], fields["set_n"] = players, set_n
        fields["hand_size"] = self.hand_size(players, set_n)
        partnership = bool(values.pop("partnership", False)) and players in self.partnership_counts
        fields["partnership"] = partnership
        for opt in self.all_options():
            if opt.key not in values:
                continue
            value = values[opt.key]
            if opt.apply is not None:
                opt.apply(fields, value)
            elif opt.key in SETTING_NAMES:
                fields[opt.key] = value
            else:
                fields.setdefault("extra", {})[opt.key] = value
        settings = Settings(game_id=self.id, **fields)
        dealt = players * settings.hand_size
        if dealt > set_count(set_n):
            raise InvalidOptionError(
                f"{players} players with {settings.hand_size} tiles each need more than the "
                f"{set_count(set_n)} tiles of a double-{set_n} set")
        if settings.hand_size < 1:
            raise InvalidOptionError("each player needs at least one tile")
        return settings


def _counts(allowed: tuple[int, ...]) -> str:
    if len(allowed) == 1:
        return str(allowed[0])
    if list(allowed) == list(range(allowed[0], allowed[-1] + 1)):
        return f"{allowed[0]} to {allowed[-1]}"
    return ", ".join(map(str, allowed[:-1])) + f" or {allowed[-1]}"


GAMES: dict[str, GameDef] = {}

#: The catalogue's index: each game id, in RULES.md order, with the module that registers it
#: (under ``rules/``).  ``find_game`` loads the module of the game asked for, ``all_games``
#: every module: the first window needs one game, not two dozen (start-up time).  A new game is
#: its module plus its line here; tests/rules checks the two agree.
CATALOGUE: dict[str, str] = {
    **dict.fromkeys(("blind", "blind-boxed"), "games.blind"),
    **dict.fromkeys(("block-and-draw", "block", "draw", "cross", "double-nine-cross", "domino",
                     "star", "lucky-draw", "partnership"), "games.block_draw"),
    **dict.fromkeys(("all-fives", "muggins", "fives-and-threes", "five-up", "all-sevens",
                     "bergen"), "games.scoring"),
    **dict.fromkeys(("mexican-train", "chicken-foot"), "games.trains"),
    "bingo": "solitaires.bingo",
    "patience": "solitaires.patience",
    "fives-the-limit": "solitaires.fives_the_limit",
    "five-columns": "solitaires.five_columns",
    "twelve-to-go": "solitaires.twelve_to_go",
    "knock-out": "solitaires.knock_out",
    "matching": "solitaires.matching",
}


def register(game: GameDef) -> GameDef:
    if game.id in GAMES:
        raise ValueError(f"game id {game.id} registered twice")
    for n in game.sets:
        if n not in SET_SIZES:
            raise ValueError(f"{game.id}: no double-{n} set")
    GAMES[game.id] = game
    return game


def find_game(game_id: str) -> GameDef:
    if game_id not in GAMES:
        _load(CATALOGUE.get(game_id))
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise InvalidOptionError(f"unknown game {shown(game_id)} (games: {known})") from None


def all_games() -> list[GameDef]:
    _load()
    order = {game_id: i for i, game_id in enumerate(CATALOGUE)}
    return sorted(GAMES.values(), key=lambda game: order.get(game.id, len(order)))


def is_solitaire(game_id: str | None) -> bool:
    """True for the id of a solitaire; False for any other game and for an unknown id."""
    if not game_id:
        return False
    try:
        return find_game(game_id).is_solitaire
    except InvalidOptionError:
        return False


def configure(game_id: str, players: int | None = None, set_n: int | None = None,
              options: Mapping[str, Any] | None = None) -> Settings:
    return find_game(game_id).configure(players, set_n, options)


def _load(module: str | None = None) -> None:
    """Import (so register) the games of ``module``, or of every module of the catalogue."""
    import importlib

    for name in [module] if module else dict.fromkeys(CATALOGUE.values()):
        importlib.import_module(f"{__package__}.{name}")
