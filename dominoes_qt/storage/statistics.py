"""The player's statistics per game id, kept as JSON in the user data folder.

Counts are written atomically right after each result, so a crash loses nothing that was
counted.  Results may carry a ``key`` (say the match seed and hand number): a key seen before is
not counted again, so replaying a hand after an undo, or resuming an autosave of a finished
hand, cannot count one result twice.  Qt-free.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import paths
from .files import (
    STATISTICS_FILE,
    PathLike,
    SaveFileError,
    SetAsideCallback,
    atomic_write_json,
    keep_aside,
    locked,
    not_an_object,
    read_json_file,
)

if TYPE_CHECKING:
    from .record import GameRecord

log = logging.getLogger(__name__)

STATISTICS_VERSION = 1
#: How many result keys are remembered against double counting.
MAX_KEYS = 500
#: How many hands' accuracy figures (the coach's) are kept per game, the oldest dropped first.
MAX_ACCURACY = 200


@dataclass
class GameStats:
    """The numbers for one game id; the player's own results only."""

    hands_played: int = 0
    hands_won: int = 0
    matches_played: int = 0
    matches_won: int = 0
    best_score: int | None = None    # the player's best final match score
    total_score: int = 0             # sum of final match scores, for the average
    current_streak: int = 0          # matches won in a row, up to the last one
    best_streak: int = 0
    undo_uses: int = 0               # undos over all recorded matches
    matches_with_undo: int = 0
    #: matches played with the tile tracker shown (assisted)
    assisted_matches: int = 0
    #: the coach's accuracy of the player per hand graded (percent), oldest first
    accuracy: list[float] = dataclasses.field(default_factory=list)

    def recent_accuracy(self, last: int = 20) -> float | None:
        """The mean accuracy of the last ``last`` hands graded, or None."""
        recent = self.accuracy[-last:]
        return sum(recent) / len(recent) if recent else None

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.matches_played if self.matches_played else None

    @property
    def hands_lost(self) -> int:
        return self.hands_played - self.hands_won

    @property
    def matches_lost(self) -> int:
        return self.matches_played - self.matches_won

    def to_json(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> GameStats:
        """Stats from JSON; a bad number is reset to its default with a warning."""
        stats = cls()
        if not isinstance(data, Mapping):
            log.warning("statistics: a game entry is not an object; starting it afresh")
            return stats
        for f in dataclasses.fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.name == "accuracy":
                if isinstance(value, list) and all(
                        isinstance(x, int | float) and not isinstance(x, bool)
                        and 0 <= x <= 100 for x in value):
                    stats.accuracy = [float(x) for x in value][-MAX_ACCURACY:]
                else:
                    log.warning("statistics: invalid accuracy list; starting it afresh")
                continue
            ok = isinstance(value, int) and not isinstance(value, bool)
            if f.name not in ("best_score", "total_score"):   # match scores may be negative
                ok = ok and value >= 0
            elif value is None and f.name == "best_score":
                ok = True
            if ok:
                setattr(stats, f.name, value)
            else:
                log.warning("statistics: invalid %s %r; using %r",
                            f.name, value, getattr(stats, f.name))
        stats.hands_won = min(stats.hands_won, stats.hands_played)
        stats.matches_won = min(stats.matches_won, stats.matches_played)
        stats.best_streak = max(stats.best_streak, stats.current_streak)
        return stats


class Statistics:
    """All games' statistics, bound to a file; every ``record_*`` and ``reset`` saves at once.

    A failed save is logged, never raised: statistics must not interrupt a game.
    """

    def __init__(self, path: PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else paths.statistics_path()
        self.games: dict[str, GameStats] = {}
        self._keys: list[str] = []
        #: Why the last save failed (None: it worked), for the caller to tell the player.
        self.error: OSError | None = None
        #: Changes since the last save, made again on the file as it is then (another copy of
        #: the game may have counted its own results since): results add up, none is lost.
        self._changes: list[Callable[[Statistics], object]] = []
        #: The file's content as last read or written (if it cannot be read again at a save).
        self._synced: dict[str, Any] = {}

    # -- reading ---------------------------------------------------------------------------

    @classmethod
    def load(
        cls, path: PathLike | None = None, *, on_damaged: SetAsideCallback | None = None
    ) -> Statistics:
        """Statistics from the file; empty when there is none.

        A file that exists but cannot be used (damaged, or not readable) is moved aside so the
        next start is clean, and ``on_damaged`` is told (the error, and where the file was
        kept: None if it could not be moved).
        """
        stats = cls(path)
        try:
            data = read_json_file(stats.path, STATISTICS_FILE)
            if not isinstance(data, Mapping) or not isinstance(data.get("games", {}), Mapping):
                shape = data.get("games") if isinstance(data, Mapping) else data
                raise SaveFileError(stats.path, SaveFileError.FOREIGN,
                                    not_an_object(shape, STATISTICS_FILE))
        except SaveFileError as exc:
            if exc.kind != SaveFileError.MISSING:
                kept = keep_aside(stats.path, exc)
                if on_damaged is not None:
                    on_damaged(exc, kept)
            return stats
        stats._read(data)
        stats._synced = stats.to_json()
        return stats

    def _read(self, data: Any) -> None:
        if not isinstance(data, Mapping) or not isinstance(data.get("games", {}), Mapping):
            log.warning("statistics: %s is not a statistics file; starting afresh", self.path)
            return
        self.games = {str(k): GameStats.from_json(v) for k, v in data.get("games", {}).items()}
        keys = data.get("keys", [])
        if isinstance(keys, list):
            self._keys = [k for k in keys if isinstance(k, str)][-MAX_KEYS:]

    def game(self, game_id: str) -> GameStats:
        """The stats of one game (all zero if it was never played)."""
        return self.games.get(game_id) or GameStats()

    def game_ids(self) -> list[str]:
        """Games with anything recorded, in a stable order."""
        return sorted(self.games)

    def to_json(self) -> dict[str, Any]:
        return {
            "version": STATISTICS_VERSION,
            "games": {k: v.to_json() for k, v in sorted(self.games.items())},
            "keys": list(self._keys),
        }

    # -- recording -------------------------------------------------------------------------

    def _seen(self, key: str | None) -> bool:
        """Whether ``key`` was counted before; remembers it if not."""
        if key is None:
            return False
        if key in self._keys:
            return True
        self._keys.append(key)
        del self._keys[:-MAX_KEYS]
        return False

    def _entry(self, game_id: str) -> GameStats:
        return self.games.setdefault(game_id, GameStats())

    def _change(self, change: Callable[[Statistics], bool]) -> bool:
        """Make a change here and, at the next save, on the file as it is then."""
        if not change(self):
            return False
        self._changes.append(change)
        self.save()
        return True

    def record_hand(self, game_id: str, won: bool, *, key: str | None = None) -> bool:
        """Count one finished hand; returns False (and counts nothing) for a repeated key."""
        return self._change(lambda s: s._count_hand(game_id, won, key))

    def _count_hand(self, game_id: str, won: bool, key: str | None) -> bool:
        if self._seen(None if key is None else f"hand:{game_id}:{key}"):
            return False
        entry = self._entry(game_id)
        entry.hands_played += 1
        entry.hands_won += bool(won)
        return True

    def record_match(
        self,
        game_id: str,
        won: bool,
        score: int,
        *,
        undo_uses: int = 0,
        key: str | None = None,
        assisted: bool = False,
        lowest_wins: bool = False,
    ) -> bool:
        """Count one finished match with the player's final score and how often they undid;
        ``assisted``: played with the tile tracker; ``lowest_wins``: the best score is the
        lowest (the train games).

        A win extends the winning streak; anything else (a loss or a shared result) ends it.
        Returns False (and counts nothing) for a repeated key.
        """
        return self._change(lambda s: s._count_match(game_id, won, score, undo_uses, key,
                                                     assisted, lowest_wins))

    def _count_match(self, game_id: str, won: bool, score: int, undo_uses: int,
                     key: str | None, assisted: bool, lowest_wins: bool) -> bool:
        if self._seen(None if key is None else f"match:{game_id}:{key}"):
            return False
        entry = self._entry(game_id)
        entry.matches_played += 1
        entry.total_score += score
        # the best score is the highest, or in a game the lowest total wins (the train games)
        better = min if lowest_wins else max
        entry.best_score = score if entry.best_score is None else better(entry.best_score, score)
        if won:
            entry.matches_won += 1
            entry.current_streak += 1
            entry.best_streak = max(entry.best_streak, entry.current_streak)
        else:
            entry.current_streak = 0
        if undo_uses > 0:
            entry.undo_uses += undo_uses
            entry.matches_with_undo += 1
        entry.assisted_matches += bool(assisted)
        return True

    def record_accuracy(self, game_id: str, accuracy: float, *, key: str | None = None) -> bool:
        """Keep the coach's accuracy (percent) of one hand of the player; False (nothing kept)
        for a repeated key."""
        return self._change(lambda s: s._keep_accuracy(game_id, accuracy, key))

    def _keep_accuracy(self, game_id: str, accuracy: float, key: str | None) -> bool:
        if self._seen(None if key is None else f"accuracy:{game_id}:{key}"):
            return False
        entry = self._entry(game_id)
        entry.accuracy.append(round(max(0.0, min(100.0, accuracy)), 1))
        del entry.accuracy[:-MAX_ACCURACY]
        return True

    def reset(self, game_id: str | None = None) -> None:
        """Forget one game's statistics, or every game's when ``game_id`` is None."""
        self._change(lambda s: s._forget(game_id))

    def _forget(self, game_id: str | None) -> bool:
        if game_id is None:
            self.games.clear()
            self._keys.clear()
        else:
            self.games.pop(game_id, None)
            self._keys = [k for k in self._keys if k.split(":", 2)[1:2] != [game_id]]
        return True

    def save(self) -> bool:
        """Write the file atomically; returns False (after logging) if that failed.

        The changes since the last save are made again on the file as it is now, under a lock
        (``statistics.json.lock``), so two copies of the game on one folder add up their
        results instead of the last writer's replacing the other's.  A failed save keeps the
        changes for the next one.
        """
        with locked(self.path.with_name(self.path.name + ".lock")):
            merged = Statistics(self.path)
            try:
                data = read_json_file(self.path, STATISTICS_FILE)
            except SaveFileError:   # gone or damaged since: on from what was read before
                data = self._synced
            merged._read(data if isinstance(data, Mapping) else self._synced)
            for change in self._changes:
                change(merged)
            try:
                atomic_write_json(self.path, merged.to_json())
            except OSError as exc:
                if self.error is None:
                    log.warning("statistics: cannot write %s: %s", self.path, exc)
                self.error = exc
                return False
        self.games, self._keys = merged.games, merged._keys
        self._synced = merged.to_json()
        self._changes.clear()
        self.error = None
        return True


def load_statistics(
    path: PathLike | None = None, *, on_damaged: SetAsideCallback | None = None
) -> Statistics:
    """Shorthand for :meth:`Statistics.load`."""
    return Statistics.load(path, on_damaged=on_damaged)


def player_side(record: GameRecord) -> int | None:
    """The scoring side of the person at this computer (the first human seat), or None.

    Computer-only games have no player, so they count for nobody.
    """
    from dominoes_qt.session import HUMAN

    seats = record.setup.seats
    humans = [seat for seat, spec in enumerate(seats) if spec.kind == HUMAN]
    if seats and not humans:
        return None
    return record.match.settings.side_of(humans[0] if humans else 0)


def record_results(stats: Statistics, record: GameRecord, *, undo_uses: int = 0,
                   assisted: bool = False) -> list[str]:
    """Count the record's last finished hand, and the match if it is over, for the player.

    Safe to call after every action (and again after an undo, or on a resumed game): results
    are keyed by the game's seed and hand number, so each is counted once.  Returns what was
    newly counted (``"hand"``, ``"match"``).
    """
    side = player_side(record)
    match = record.match
    if side is None or not match.results:
        return []
    game_id = record.setup.game_id
    seed = record.setup.seed if record.setup.seed is not None else match.seed
    counted = []
    hand_index = len(match.results) - 1
    result = match.results[hand_index]
    # ``winner_sides``: a shared win (Blind Dominoes) counts as won for each side sharing it
    if stats.record_hand(game_id, side in result.winner_sides, key=f"{seed}:{hand_index}"):
        counted.append("hand")
    if match.is_over and stats.record_match(
        game_id, side in match.winner_sides, match.scores[side], undo_uses=undo_uses,
        key=f"{seed}", assisted=assisted, lowest_wins=match.settings.lowest_wins,
    ):
        counted.append("match")
    return counted


#: The statistics of a game played at network tables are kept under this prefix and the
#: game's id ("online:partnership"), apart from the same game against the computer.
ONLINE_PREFIX = "online:"


def online_id(game_id: str) -> str:
    return ONLINE_PREFIX + game_id


def is_online(stats_id: str) -> bool:
    return stats_id.startswith(ONLINE_PREFIX)


def offline_id(stats_id: str) -> str:
    """The game's own id of a statistics entry (an online one without its prefix)."""
    return stats_id.removeprefix(ONLINE_PREFIX)


def record_online_results(stats: Statistics, match: Any, seat: int, *, table: str,
                          assisted: bool = False) -> list[str]:
    """Count the last finished hand of a network table's match for the person at ``seat``,
    and the match once it is over, under the game's online entry; keyed by the table's
    code, so a state seen again (a rejoin) counts nothing twice.  ``match`` is the seat's
    mirror (results, scores and winners as the server sent them)."""
    if not match.results or not 0 <= seat < match.settings.players:
        return []
    side = match.settings.side_of(seat)
    game_id = online_id(match.settings.game_id)
    counted = []
    index = len(match.results) - 1
    if stats.record_hand(game_id, side in match.results[index].winner_sides,
                         key=f"{table}:{index}"):
        counted.append("hand")
    if match.is_over and stats.record_match(
        game_id, side in match.winner_sides, match.scores[side], key=table,
        assisted=assisted, lowest_wins=match.settings.lowest_wins,
    ):
        counted.append("match")
    return counted
