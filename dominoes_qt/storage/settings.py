"""The player's settings, in one typed place: :class:`AppSettings`, stored as JSON.

The file lives in the user config folder (see :mod:`dominoes_qt.storage.paths`) and is written
atomically.  A hand-edited or damaged file never stops the game from starting: each unknown or
invalid value falls back to its default with a logged warning, and the rest are kept.  Qt-free,
so it can be read before the QApplication exists (for the language, say).
"""

from __future__ import annotations

import dataclasses
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dominoes_qt.rules.catalogue import find_game, plain_value
from dominoes_qt.rules.errors import RulesError
from dominoes_qt.session import DEFAULT_LEVEL

from . import paths
from .files import (
    SETTINGS_FILE,
    PathLike,
    SaveFileError,
    SetAsideCallback,
    atomic_write_json,
    keep_aside,
    not_an_object,
    read_json_file,
)

log = logging.getLogger(__name__)

SETTINGS_VERSION = 1

#: Tile theme ids of :data:`dominoes_qt.scene.theme.THEMES`, repeated here because importing the
#: scene package loads Qt; a test checks that the two lists agree.
TILE_STYLES: tuple[str, ...] = ("coloured", "classic", "numerals", "ebony", "high-contrast")
#: Table ids of :data:`dominoes_qt.scene.theme.TABLES` and "auto" (the system's light or dark
#: colour scheme decides), likewise checked against the scene's list by a test.
TABLE_STYLES: tuple[str, ...] = ("auto", "green", "blue", "dark")

#: Computer speed id -> pause in milliseconds before a computer player moves (the main window's
#: Computer Speed menu offers the same ids).
COMPUTER_SPEEDS: dict[str, int] = {"instant": 0, "fast": 250, "normal": 600, "slow": 1400}

#: Animation speed ids of :data:`dominoes_qt.scene.animations.SPEEDS` other than "off" (which is
#: ``animations=False`` here); repeated because the scene imports Qt, checked by a test.
ANIMATION_SPEEDS: tuple[str, ...] = ("fast", "normal", "slow")

#: Computer levels known without importing the AI package (it may add more).
#: The live coach (docs/coach.md): off, a grade of your moves after each hand, or after each move.
COACH_MODES: tuple[str, ...] = ("off", "hand", "move")
BASIC_LEVELS: tuple[str, ...] = ("random", "greedy")
#: The levels the AI package registers today (a test checks): settings naming one of them load
#: without importing the AI, which the first window does not need (start-up time).
STANDARD_LEVELS: tuple[str, ...] = ("random", "greedy", "easy", "medium", "hard", "sampled-ab")

SYSTEM_LANGUAGE = "system"
_LOCALE_RE = re.compile(r"^[a-z]{2,3}(?:[_-][A-Za-z0-9]{2,8})*$")
MAX_NAME_LENGTH = 40


def _default_game_id() -> str:
    return "draw"


@dataclass
class AppSettings:
    """Every user preference; defaults are what a first-time player gets."""

    player_name: str = ""            # empty: the interface shows "You"
    game_id: str = field(default_factory=_default_game_id)
    players: int = 0                 # 0: the game's own default player count
    game_options: dict[str, Any] = field(default_factory=dict)  # JSON-plain option values
    computer_level: str = DEFAULT_LEVEL
    #: The seats of the last game started (SeatSpec JSON: kind, level, name), so hot-seat
    #: players and per-seat levels come back; empty: you against ``computer_level``.
    seats: list[dict[str, str]] = field(default_factory=list)
    computer_speed: str = "normal"
    animations: bool = True
    animation_speed: str = "normal"
    auto_draw: bool = True
    undo_allowed: bool = True
    tile_style: str = "coloured"
    table_style: str = "auto"
    #: the table's sounds: off (remembered), and their volume in percent
    sound_muted: bool = False
    sound_volume: int = 70
    language: str = SYSTEM_LANGUAGE
    coach: str = "off"               # COACH_MODES
    #: the tile tracker beside the table; a game played with it counts as assisted
    tile_tracker: bool = False

    @property
    def computer_delay_ms(self) -> int:
        """The pause before a computer move, from :attr:`computer_speed`."""
        return COMPUTER_SPEEDS.get(self.computer_speed, COMPUTER_SPEEDS["normal"])

    @property
    def animation_key(self) -> str:
        """The scene's animation speed id: "off" when animations are off."""
        return self.animation_speed if self.animations else "off"

    def copy(self) -> AppSettings:
        return dataclasses.replace(self, game_options=dict(self.game_options),
                                   seats=[dict(seat) for seat in self.seats])

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["version"] = SETTINGS_VERSION
        return data

    @classmethod
    def from_json(cls, data: Any) -> AppSettings:
        """Settings from JSON data, keeping every valid value and defaulting (with a warning)
        every unknown or invalid one."""
        settings = cls()
        if not isinstance(data, Mapping):
            log.warning("settings: expected a JSON object, got %s; using defaults",
                        type(data).__name__)
            return settings
        names = {f.name for f in dataclasses.fields(cls)}
        for key in data:
            if key not in names and key != "version":
                log.warning("settings: ignoring unknown setting %r", key)
        for name in names - {"game_options", "seats"}:
            if name in data:
                value = _check(name, data[name])
                if value is not _INVALID:
                    setattr(settings, name, value)
                else:
                    log.warning("settings: invalid %s %r; using the default %r",
                                name, data[name], getattr(settings, name))
        if settings.game_id != data.get("game_id", settings.game_id):
            # The player count and options were chosen for a game that is gone.
            settings.players = 0
            return settings
        settings.players = _check_players(settings.game_id, settings.players)
        settings.game_options = _check_options(settings.game_id, data.get("game_options", {}))
        settings.seats = _check_seats(settings, data.get("seats", []))
        return settings

    def validated(self) -> AppSettings:
        """A copy with every invalid value replaced by its default (as when loading)."""
        return AppSettings.from_json(self.to_json())


_INVALID = object()


def _check(name: str, value: Any) -> Any:
    """The value if valid for setting ``name``, else ``_INVALID``."""
    if name in ("animations", "auto_draw", "undo_allowed", "sound_muted", "tile_tracker"):
        return value if isinstance(value, bool) else _INVALID
    if name == "sound_volume":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
        return value if ok else _INVALID
    if name == "players":
        ok = isinstance(value, int) and not isinstance(value, bool) and value >= 0
        return value if ok else _INVALID
    if not isinstance(value, str):
        return _INVALID
    if name == "player_name":
        value = " ".join(value.split())
        return value[:MAX_NAME_LENGTH] if value.isprintable() else _INVALID
    if name == "game_id":
        try:
            find_game(value)
        except RulesError:
            return _INVALID
        return value
    if name == "computer_level":
        return value if is_known_level(value) else _INVALID
    if name == "computer_speed":
        return value if value in COMPUTER_SPEEDS else _INVALID
    if name == "animation_speed":
        return value if value in ANIMATION_SPEEDS else _INVALID
    if name == "tile_style":
        return value if value in TILE_STYLES else _INVALID
    if name == "table_style":
        return value if value in TABLE_STYLES else _INVALID
    if name == "coach":
        return value if value in COACH_MODES else _INVALID
    if name == "language":
        return value if value == SYSTEM_LANGUAGE or _LOCALE_RE.match(value) else _INVALID
    return _INVALID


def _check_players(game_id: str, players: int) -> int:
    if players == 0:
        return 0
    game = find_game(game_id)
    if players in game.allowed_players(game.default_set):
        return players
    log.warning("settings: %s is not for %d players; using its default", game_id, players)
    return 0


def _check_options(game_id: str, options: Any) -> dict[str, Any]:
    """Only options the game offers, each parsed by the game's own option spec."""
    if not isinstance(options, Mapping):
        log.warning("settings: game_options must be an object; using the game's defaults")
        return {}
    game = find_game(game_id)
    valid: dict[str, Any] = {}
    for key, raw in options.items():
        try:
            valid[str(key)] = plain_value(game.option(str(key)).parse(raw))
        except RulesError as exc:
            log.warning("settings: dropping option %r=%r for %s (%s)", key, raw, game_id, exc)
    return valid


def _check_seats(settings: AppSettings, seats: Any) -> list[dict[str, str]]:
    """Seats that still make sense: valid SeatSpec data, one per player of the game."""
    from dominoes_qt.session import SeatSpec

    if not isinstance(seats, list):
        log.warning("settings: seats must be a list; dropping them")
        return []
    try:
        specs = [SeatSpec.from_json(seat) for seat in seats]
    except RulesError as exc:
        log.warning("settings: dropping the seats (%s)", exc)
        return []
    if not specs:
        return []
    players = settings.players or find_game(settings.game_id).default_players
    if len(specs) != players:
        log.warning("settings: %d seats for %d players; dropping them", len(specs), players)
        return []
    return [spec.to_json() for spec in specs]


def is_known_level(level: str) -> bool:
    """True for a level that exists; the AI package is asked only about unusual ones."""
    return level in STANDARD_LEVELS or level in known_levels()


def known_levels() -> tuple[str, ...]:
    """Ids of the computer levels that exist (the AI package's registry when it loads)."""
    try:
        from dominoes_qt.ai import LEVELS
    except Exception:  # settings must load even if the AI package is broken
        return BASIC_LEVELS
    return tuple(LEVELS) or BASIC_LEVELS


def load_settings(
    path: PathLike | None = None, *, on_damaged: SetAsideCallback | None = None
) -> AppSettings:
    """The saved settings, or the defaults when there is no usable settings file.

    Never raises for a bad file: a file that exists but cannot be used (damaged, or not
    readable) is moved aside so the next start is clean, ``on_damaged`` is told (with the
    error and where the file was kept, None if it could not be moved), and defaults are used.
    """
    file = Path(path) if path is not None else paths.settings_path()
    try:
        data = read_json_file(file, SETTINGS_FILE)
        if not isinstance(data, Mapping):   # a list, a string: not ours, never overwritten
            raise SaveFileError(file, SaveFileError.FOREIGN, not_an_object(data, SETTINGS_FILE))
    except SaveFileError as exc:
        if exc.kind != SaveFileError.MISSING:
            kept = keep_aside(file, exc)
            if on_damaged is not None:
                on_damaged(exc, kept)
        return AppSettings()
    return AppSettings.from_json(data)


def peek_settings(path: PathLike | None = None) -> AppSettings:
    """The saved settings, or the defaults, without touching the file (not even a damaged
    one): for the language, read before the window exists; the window's own
    :func:`load_settings` then sets a damaged file aside and tells the player."""
    file = Path(path) if path is not None else paths.settings_path()
    try:
        return AppSettings.from_json(read_json_file(file, SETTINGS_FILE))
    except SaveFileError:
        return AppSettings()


def save_settings(settings: AppSettings, path: PathLike | None = None) -> Path:
    """Write the settings atomically; returns the file.  Raises ``OSError`` if it cannot."""
    file = Path(path) if path is not None else paths.settings_path()
    atomic_write_json(file, settings.to_json())
    return file
