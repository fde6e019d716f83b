"""Autosave: the game on the table is kept in the user data folder after every action.

So a closed window, a crash or a power cut costs at most the action being made.  The autosave
is a full record (``autosave.domino``, an ordinary save file, written atomically) plus a
journal beside it (``autosave.domino.journal``, see :mod:`.journal`) to which every later move
appends a short line, so an autosave late in a very long match costs about as much as one
early in it.  A finished match removes the autosave; at start-up :func:`pending_autosave` offers
the unfinished game back.  An autosave that cannot be used (damaged, or unreadable) is never
deleted: it is moved aside to ``autosave.corrupt-<time>.domino`` (or ``.unreadable-``), so the
next start is clean and the game can still be opened by hand or sent with a bug report.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from dominoes_qt.rules.errors import RecordError

from . import journal, paths
from .files import (
    MAX_FILE_BYTES,
    PathLike,
    SaveFileError,
    SetAsideCallback,
    append_bytes,
    atomic_write_bytes,
    keep_aside,
    read_file_bytes,
    release_lock,
    try_lock,
    utf8,
    write_error,
)
from .saves import load_record_bytes, save_record

if TYPE_CHECKING:
    from dominoes_qt.rules.match import Match

    from .record import GameRecord

log = logging.getLogger(__name__)

#: Temporary files of interrupted writes older than this are removed at start-up.
STALE_TEMP_SECONDS = 60.0
#: A journal larger than this is folded into a new full autosave (it never is in practice:
#: a 20,000-hand match journals about 7 MB).
MAX_JOURNAL_BYTES = MAX_FILE_BYTES // 2


#: Copies of the game running at once on one folder, each with an autosave of its own.
MAX_SLOTS = 16
LOCK_SUFFIX = ".lock"

#: (data folder, this process's autosave, its lock's descriptor or None): one per process.
_claimed: tuple[Path, Path, int | None] | None = None


def slot_path(n: int) -> Path:
    """Autosave ``n`` (1: ``autosave.domino``, then ``autosave-2.domino``...)."""
    base = paths.autosave_path()
    return base if n == 1 else base.with_name(f"{base.stem}-{n}{base.suffix}")


def own_autosave() -> Path:
    """This process's autosave: the first one no other running copy of the game holds.

    Two copies of the game on one folder never share an autosave (they would write over each
    other's games): each holds a lock on its own (``autosave.domino.lock``) while it runs.
    The lock is taken once per process and data folder.  A lock that cannot be used (a folder,
    a pipe, a link loop in its place) is set aside and made anew, or that slot is passed over:
    an autosave is never written unlocked while another slot can be locked.  Only where no lock
    can be taken at all (a read-only folder) is the first autosave used unlocked.
    """
    global _claimed
    home = paths.data_dir()
    if _claimed is not None and _claimed[0] == home:
        return _claimed[1]
    if _claimed is not None and _claimed[2] is not None:
        release_lock(_claimed[2])
    _claimed = (home, slot_path(1), None)
    for n in range(1, MAX_SLOTS + 1):
        file = slot_path(n)
        try:
            fd = _lock_slot(file)
        except OSError:
            continue
        if fd is not None:
            _claimed = (home, file, fd)
            break
    return _claimed[1]


def _lock_slot(file: Path) -> int | None:
    """The lock of autosave ``file`` (see :func:`try_lock`); a lock file that exists but cannot
    be used is kept aside like any damaged file and made anew.  Raises ``OSError`` when the
    lock can still not be had."""
    lock = file.with_name(file.name + LOCK_SUFFIX)
    try:
        return try_lock(lock)
    except OSError as exc:
        if not os.path.lexists(lock):
            raise                   # it could not even be made: the folder refuses
        error = SaveFileError(lock, SaveFileError.UNREADABLE, f"an unusable lock ({exc.strerror})")
        if keep_aside(lock, error) is None:
            raise
    return try_lock(lock)


def keep_left_by_others(
    *, on_corrupt: SetAsideCallback | None = None, on_dropped: SetAsideCallback | None = None,
) -> list[tuple[GameRecord, Path]]:
    """Keep the unfinished games in the autosaves of copies of the game no longer running (not
    this process's) as save files (:func:`keep_unfinished`), so that none is lost: (the game,
    its file) for each.  Each is locked while it is kept.  Raises :class:`SaveFileError`
    (kind ``write``) as :func:`keep_unfinished`, the autosave then left as it was."""
    own = own_autosave()
    kept = []
    for n in range(1, MAX_SLOTS + 1):
        file = slot_path(n)
        if file == own or not (file.exists() or journal.journal_path(file).exists()):
            continue
        try:
            fd = _lock_slot(file)
        except OSError:
            continue
        if fd is None:   # a copy of the game runs with it
            continue
        try:
            found = keep_unfinished(file, on_corrupt=on_corrupt, on_dropped=on_dropped)
        finally:
            release_lock(fd)
        if found is not None:
            kept.append(found)
    return kept


def _path(path: PathLike | None) -> Path:
    return Path(path) if path is not None else own_autosave()


def write_autosave(record: GameRecord, path: PathLike | None = None) -> Path | None:
    """Save the game in progress in full (no journal); a finished match removes the autosave.

    Returns the file written, or None when it was removed.  Raises :class:`SaveFileError`
    (kind ``write``) when the file cannot be written: the caller should tell the player once.
    """
    file = _path(path)
    if record.match.is_over:
        clear_autosave(file)
        return None
    save_record(file, record)
    with contextlib.suppress(OSError):
        journal.journal_path(file).unlink()
    return file


def write_full(path: Path, data: bytes) -> None:
    """Write the full record of the autosave (atomically); SaveFileError (kind ``write``)."""
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise write_error(path, exc) from exc


@dataclass
class AutosaveState:
    """What an autosave on disk holds, so a resumed game can go on appending to its journal."""

    token: str | None       # the full record's digest (None: no journal to append to)
    base: int               # actions in the full record
    actions: int            # actions in the full record and the journal together
    hands: int              # hands dealt
    journal_size: int       # bytes of the journal
    tail: journal.Tail | None = None    # where the journal's next line goes on


class Autosaver:
    """Keeps the autosave in step with a record; for a "something changed" signal slot.

    Connect it to signals that fire more often than actions (redraws, turn changes): it writes
    only when the record's actions or hands changed.  A new record (a new game, an opened file)
    is written in full; each later action, dealt hand and undo of the same record is appended
    to the journal.  A failed write is kept in :attr:`error` (the caller tells the player once)
    and retried, in full, on the next change.
    """

    def __init__(self, path: PathLike | None = None) -> None:
        self.path = path
        self.error: SaveFileError | None = None
        self._record: GameRecord | None = None
        self._match: Match | None = None
        self._state: AutosaveState | None = None
        self._resumed: tuple[GameRecord, AutosaveState] | None = None
        self._given: tuple[GameRecord, Match, bytes, int, int] | None = None

    @property
    def file(self) -> Path:
        return _path(self.path)

    def pending(self, *, on_corrupt: SetAsideCallback | None = None,
                on_dropped: SetAsideCallback | None = None) -> GameRecord | None:
        """:func:`pending_autosave`, remembering the autosave so that, if the game is resumed,
        its moves are appended to the same journal (no full rewrite)."""
        found = load_autosave(self.path, on_corrupt=on_corrupt, on_dropped=on_dropped)
        if found is None:
            return None
        self._resumed = found
        return found[0]

    def opened(self, record: GameRecord, raw: bytes) -> None:
        """``record`` was read from a save file whose bytes are ``raw``: if it is put on the
        table, its full autosave is a copy of those bytes (no laying out of a long match)."""
        match = record.match
        self._given = (record, match, raw, len(match.actions), len(match.deals))

    def update(self, record: GameRecord | None) -> bool:
        """Autosave ``record`` if it changed; True if the autosave was written or removed."""
        if record is None:
            return False
        match = record.match
        state = self._state
        if (record is self._record and match is self._match and state is not None
                and state.actions == len(match.actions) and state.hands == len(match.deals)):
            return False
        try:
            if match.is_over:
                self._finish(record)
                state = AutosaveState(None, 0, len(match.actions), len(match.deals), 0)
            elif not self._append(record):
                state = self._checkpoint(record)
            else:
                state = self._state
        except SaveFileError as exc:
            if self.error is None or self.error.reason != exc.reason:   # once, not every move
                log.warning("autosave failed: %s", exc)
            self.error = exc
            self._record = self._match = self._state = None
            return False
        self.error = None
        self._record, self._match, self._state = record, match, state
        return True

    def _finish(self, record: GameRecord) -> None:
        """The match is over: say so in the journal first, then remove the autosave, so a kill
        at any step leaves a finished match (removed at the next start) or the state before
        the last move, never an earlier one."""
        with contextlib.suppress(SaveFileError):
            self._append(record)
        clear_autosave(self.file)

    def forget(self) -> None:
        """Drop the autosave on purpose (the player abandoned the game for another)."""
        self._record = self._match = self._state = self._resumed = None
        clear_autosave(self.path)

    # -- writing ---------------------------------------------------------------------------

    def _checkpoint(self, record: GameRecord) -> AutosaveState:
        """Write the record in full with a fresh, empty journal."""
        file = self.file
        match = record.match
        given, self._given = self._given, None
        if given is not None and given[0] is record and given[1] is match:
            data, count, hands = given[2], given[3], given[4]   # an opened file, as it was
        else:
            data = utf8(record.dumps())
            count, hands = len(match.actions), len(match.deals)
        write_full(file, data)
        token = journal.digest(data)
        head, tail = journal.header(token, count)
        side = journal.journal_path(file)
        try:
            atomic_write_bytes(side, head)
        except OSError as exc:   # the full record is safe; the next change tries again
            raise write_error(side, exc) from exc
        self._record, self._match = record, match
        self._state = AutosaveState(token, count, count, hands, len(head), tail)
        if count < len(match.actions) and not self._append(record):   # moves since it opened
            return self._checkpoint(record)
        assert self._state is not None
        return self._state

    def _append(self, record: GameRecord) -> bool:
        """Append the changes since the last write to the journal; False when they need a
        full write instead (another record, an undo past the full record, a broken journal)."""
        resumed, self._resumed = self._resumed, None
        if resumed is not None and resumed[0] is record and resumed[1].token is not None:
            self._record, self._match, self._state = record, record.match, resumed[1]
        state = self._state
        if (record is not self._record or state is None or state.token is None
                or state.tail is None):
            return False
        match = record.match
        actions = match.actions
        count = len(actions)
        entries: list[journal.Entry] = []
        undo = match is not self._match    # an undo replayed the match
        if undo:
            old = self._match.actions if self._match is not None else []
            undone = state.actions - count
            if undone < 1 or count < state.base or (count and actions[count - 1] != old[count - 1]):
                return False
            entries.append(journal.undo_entry(undone))
        else:
            if count < state.actions or len(match.deals) < state.hands:
                return False
            entries += [journal.action_entry(h, a) for h, a in actions[state.actions:]]
        last_hand = actions[-1][0] if actions else 0
        # a hand dealt with no action in it yet (after an undo: the hand it went back into)
        if len(match.deals) - 1 > last_hand and (undo or len(match.deals) != state.hands):
            entries.append(journal.hand_entry(len(match.deals) - 1))
        data, tail = journal.lines(entries, state.tail)
        if state.journal_size + len(data) > MAX_JOURNAL_BYTES:
            return False
        if data:
            try:
                append_bytes(journal.journal_path(self.file), data)
            except OSError as exc:
                raise write_error(self.file, exc) from exc
        self._state = AutosaveState(state.token, state.base, count, len(match.deals),
                                    state.journal_size + len(data), tail)
        return True


def clear_autosave(path: PathLike | None = None) -> bool:
    """Remove the autosave (a finished or deliberately abandoned game); True if one existed.

    The full record goes first: a journal without its record is never read (a kill between
    the two leaves no game), while a record without its journal would be an earlier state.
    """
    file = _path(path)
    try:
        file.unlink()
    except FileNotFoundError:
        existed = False
    except OSError as exc:
        log.warning("autosave: cannot remove %s: %s", file, exc)
        return False
    else:
        existed = True
    with contextlib.suppress(OSError):
        journal.journal_path(file).unlink()
    return existed


def has_autosave(path: PathLike | None = None) -> bool:
    return _path(path).is_file()


def pending_autosave(
    path: PathLike | None = None, *, on_corrupt: SetAsideCallback | None = None,
    on_dropped: SetAsideCallback | None = None,
) -> GameRecord | None:
    """The unfinished game left by the last run, for the "resume your game?" offer, or None.

    An autosave that cannot be used (any fault :func:`load_record` names but a missing file)
    is moved aside with its journal, ``on_corrupt`` is called with the error and the new path
    (None if it could not be moved), and None is returned.  A journal damaged part-way gives
    the game up to its last line that checks: the journal is moved aside and ``on_dropped``
    is told (moves were left out).  An autosave of a finished match is removed.  Leftover
    temporary files of a write that was killed half-way are cleaned up.
    """
    found = load_autosave(path, on_corrupt=on_corrupt, on_dropped=on_dropped)
    return None if found is None else found[0]


def keep_unfinished(
    path: PathLike | None = None, *, on_corrupt: SetAsideCallback | None = None,
    on_dropped: SetAsideCallback | None = None,
) -> tuple[GameRecord, Path] | None:
    """Turn the unfinished game of the autosave into an ordinary save file beside it, and
    remove the autosave: (the game, the file), or None when there is no unfinished game.

    For a start that puts another game on the table without offering the autosaved one back
    (a game or file named on the command line): the new game's autosave must not replace it.
    The file is ``unfinished-<game>-<date>-<time>.domino``, which File ▸ Open reads.  A damaged
    autosave is moved aside as :func:`pending_autosave` does.  Raises :class:`SaveFileError`
    (kind ``write``) when the file cannot be written; the autosave is then left as it was.
    """
    file = _path(path)
    found = load_autosave(file, on_corrupt=on_corrupt, on_dropped=on_dropped)
    if found is None:
        return None
    record = found[0]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = f"unfinished-{record.setup.game_id}-{stamp}"
    target = file.with_name(name + file.suffix)
    counter = 1
    while target.exists() or target.is_symlink():
        counter += 1
        target = file.with_name(f"{name}-{counter}{file.suffix}")
    save_record(target, record)
    clear_autosave(file)
    return record, target


def load_autosave(
    path: PathLike | None = None, *, on_corrupt: SetAsideCallback | None = None,
    on_dropped: SetAsideCallback | None = None,
) -> tuple[GameRecord, AutosaveState] | None:
    """:func:`pending_autosave` with what is on disk (for :meth:`Autosaver.pending`)."""
    file = _path(path)
    _remove_stale_temps(file)
    try:
        record, state, dropped = _read(file)
    except SaveFileError as exc:
        if exc.kind == SaveFileError.MISSING:
            with contextlib.suppress(OSError):   # a journal left by a kill while clearing
                journal.journal_path(file).unlink()
            return None
        moved = keep_aside(file, exc)
        _move_journal(file, moved, exc)
        if on_corrupt is not None:
            on_corrupt(exc, moved)
        return None
    if dropped is not None:
        kept = keep_aside(journal.journal_path(file), dropped)
        if on_dropped is not None:
            on_dropped(dropped, kept)
    if record.match.is_over:
        clear_autosave(file)
        return None
    return record, state


def read_with_journal(file: Path, *, clean: bool = True,
                      ) -> tuple[GameRecord, AutosaveState, SaveFileError | None]:
    """A full record and the part of its journal that checks, replayed (the table server keeps
    each table this way too): the record, where its journal goes on (``token`` None: write it
    in full next), and what was left out of a journal damaged part-way (None: nothing, or a
    last line cut short).  Raises :class:`SaveFileError` for a full record that cannot be used;
    cleans up temporary files left by a write that was killed before its rename (unless
    ``clean`` is false: the table server cleans its whole folder once, not once a table)."""
    if clean:
        _remove_stale_temps(file)
    return _read(file)


def _move_journal(file: Path, moved: Path | None, error: SaveFileError) -> None:
    """Keep the journal beside the full record it belongs to (``<kept name>.journal``)."""
    side = journal.journal_path(file)
    if not (side.exists() or side.is_symlink()):
        return
    if moved is None:
        keep_aside(side, error)
        return
    target = journal.journal_path(moved)
    try:
        if target.exists():
            raise FileExistsError(str(target))
        side.rename(target)
    except OSError:
        keep_aside(side, error)


def _read(file: Path) -> tuple[GameRecord, AutosaveState, SaveFileError | None]:
    """The full record and the part of its journal that checks, replayed, with what was left
    out of the journal (None: nothing, or a last line cut short); SaveFileError for a full
    record that cannot be used."""
    raw = read_file_bytes(file)
    record = load_record_bytes(file, raw)
    token = journal.digest(raw)
    base = len(record.match.actions)
    side = journal.journal_path(file)

    def alone() -> AutosaveState:   # the full record with nothing to append to
        return AutosaveState(None, base, len(record.match.actions), len(record.match.deals), 0)

    try:
        lines = read_file_bytes(side)
    except SaveFileError as exc:
        if exc.kind == SaveFileError.MISSING:   # killed before the journal was first written
            return record, alone(), None
        raise SaveFileError(file, exc.kind, f"its journal {side.name}: {exc.detail}") from None
    try:
        found = journal.parse(lines, token, base)
        used = journal.replay(record, found.entries) if found is not None else 0
    except RecordError as exc:
        raise SaveFileError(file, SaveFileError.INVALID,
                            f"its journal {side.name} is damaged: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a damaged file must never crash the caller
        raise SaveFileError(file, SaveFileError.INVALID,
                            f"its journal {side.name} cannot be replayed ({exc})") from None
    if found is None:   # the journal of the full record before this one: all in it
        return record, alone(), None
    problem = found.problem
    if problem is None and used < len(found.entries):
        problem = f"entry {used + 1} cannot be replayed"
    if problem is not None:
        dropped = SaveFileError(
            side, SaveFileError.INVALID,
            f"its journal {side.name} is damaged ({problem}): the game resumes after "
            f"move {len(record.match.actions)}, and the moves recorded after it are lost")
        return record, alone(), dropped
    if found.torn or found.tail is None:   # a cut line, or a version 1 journal: rewrite
        return record, alone(), None
    return record, AutosaveState(token, base, len(record.match.actions),
                                 len(record.match.deals), found.size, found.tail), None


def _remove_stale_temps(file: Path) -> None:
    """Delete ``.<name>.*.tmp`` files left by a write that was killed before its rename."""
    cutoff = time.time() - STALE_TEMP_SECONDS
    with contextlib.suppress(OSError):
        for pattern in (f".{file.name}.*.tmp", f".{file.name}{journal.SUFFIX}.*.tmp"):
            for temp in file.parent.glob(pattern):
                with contextlib.suppress(OSError):
                    if temp.stat().st_mtime < cutoff:
                        temp.unlink()
