"""One JSON parser and one atomic writer for every user file.

Every file the game reads (a save, the autosave and its journal, settings, statistics, recent
files) is parsed by :func:`dominoes_qt.storage.files.parse_json`, and nothing parses JSON any
other way; every file written (File ▸ Save, the autosave, the arena's ``--save-dir``) goes
through :func:`dominoes_qt.storage.files.atomic_write_bytes`, which flushes it to disk.
"""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
import traceback
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import dominoes_qt.storage
from dominoes_qt import arena, solitaire_arena
from dominoes_qt.rules.errors import RecordError
from dominoes_qt.storage import files, paths
from dominoes_qt.storage.autosave import Autosaver, pending_autosave
from dominoes_qt.storage.files import FILE_SUFFIX, SaveFileError
from dominoes_qt.storage.journal import journal_path
from dominoes_qt.storage.recent import recent_files
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record, save_record
from dominoes_qt.storage.settings import AppSettings, load_settings
from dominoes_qt.storage.statistics import load_statistics

from .helpers import mid_hand


@dataclass
class Parsing:
    """What went through the one parser (``"ok"`` or the error's kind), and what did not."""

    calls: list[str] = field(default_factory=list)
    stray: list[str] = field(default_factory=list)   # where JSON was parsed another way
    depth: int = 0


def storage_modules() -> Iterator[Any]:
    package = dominoes_qt.storage
    yield package
    for info in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        yield importlib.import_module(info.name)


@pytest.fixture
def parsing(monkeypatch: pytest.MonkeyPatch) -> Parsing:
    seen = Parsing()
    real_parse = files.parse_json
    real_loads = json.loads

    def spy(raw: bytes | str, path: Any = "", what: str = files.SAVED_GAME) -> Any:
        seen.depth += 1
        try:
            value = real_parse(raw, path, what)
        except SaveFileError as exc:
            seen.calls.append(exc.kind)
            raise
        finally:
            seen.depth -= 1
        seen.calls.append("ok")
        return value

    def loads(*args: Any, **kwargs: Any) -> Any:
        if not seen.depth:
            caller = traceback.extract_stack(limit=2)[0]
            seen.stray.append(f"{caller.filename}:{caller.lineno}")
        return real_loads(*args, **kwargs)

    patched = 0
    for module in storage_modules():
        if getattr(module, "parse_json", None) is real_parse:
            monkeypatch.setattr(module, "parse_json", spy)
            patched += 1
    assert patched >= 3   # files (read_json_file), record, saves, journal
    monkeypatch.setattr(json, "loads", loads)
    return seen


def test_a_corrupt_save_goes_through_the_one_parser(parsing: Parsing, tmp_path: Path) -> None:
    path = tmp_path / f"bad{FILE_SUFFIX}"
    path.write_bytes(b'{"format": "dominoes-qt-game", "hands": [1, 2,, 3]}')
    with pytest.raises(SaveFileError, match="not valid JSON"):
        load_record(path)
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.load(path)
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(path.read_bytes())
    assert parsing.calls == [SaveFileError.NOT_JSON] * 3 and not parsing.stray


def test_a_good_save_goes_through_it_too(parsing: Parsing, tmp_path: Path) -> None:
    record = mid_hand("draw")
    path = tmp_path / f"good{FILE_SUFFIX}"
    save_record(path, record)
    assert load_record(path).actions == record.actions
    assert GameRecord.loads(record.dumps()).actions == record.actions
    assert parsing.calls == ["ok", "ok"] and not parsing.stray


@pytest.mark.parametrize("which", ["settings", "statistics", "recent"])
def test_corrupt_user_files_go_through_the_one_parser(parsing: Parsing, which: str) -> None:
    path = {"settings": paths.settings_path, "statistics": paths.statistics_path,
            "recent": paths.recent_path}[which]()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"version": 1, "games": NaN}')
    told: list[SaveFileError] = []
    if which == "settings":
        assert load_settings(on_damaged=lambda e, p: told.append(e)) == AppSettings()
    elif which == "statistics":
        assert load_statistics(on_damaged=lambda e, p: told.append(e)).games == {}
    else:
        assert recent_files() == []
    assert parsing.calls == [SaveFileError.NOT_JSON] and not parsing.stray
    assert not path.exists()   # set aside
    if told:
        assert "NaN is not a JSON number" in str(told[0])


def _autosave_with_journal() -> tuple[GameRecord, Path]:
    record = mid_hand("draw", moves=2)
    saver = Autosaver()
    assert saver.update(record)
    for _ in range(2):
        record.apply(record.match.hand.legal_actions()[0])
        assert saver.update(record)
    side = journal_path(paths.autosave_path())
    assert len(side.read_bytes().splitlines()) == 3    # a header and two moves
    return record, side


def test_a_journal_goes_through_the_one_parser(parsing: Parsing) -> None:
    record, _ = _autosave_with_journal()
    parsing.calls.clear()
    resumed = pending_autosave()
    assert resumed is not None and resumed.actions == record.actions
    assert parsing.calls == ["ok"] * 4 and not parsing.stray   # the record, then 3 lines


def test_a_corrupt_journal_goes_through_the_one_parser(parsing: Parsing) -> None:
    import zlib

    record, side = _autosave_with_journal()
    last = side.read_bytes().splitlines()[-1]
    text = b"[3,0,NaN]"     # a line whose check holds, but whose JSON does not
    crc = zlib.crc32(text, int(last.rsplit(b" ", 1)[1], 16))
    with side.open("ab") as handle:
        handle.write(text + b" %08x\n" % crc)
    parsing.calls.clear()
    told: list[SaveFileError] = []
    resumed = pending_autosave(on_corrupt=lambda e, p: pytest.fail(str(e)),
                               on_dropped=lambda e, p: told.append(e))
    assert resumed is not None and resumed.actions == record.actions   # up to the bad line
    assert parsing.calls == ["ok"] * 4 + [SaveFileError.NOT_JSON] and not parsing.stray
    assert told and "line 4" in str(told[0])


# -- the one writer ------------------------------------------------------------------------------


@pytest.fixture
def synced(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The files flushed to disk with ``os.fsync`` (by name; folders end in ``/``)."""
    names: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        target = os.readlink(f"/proc/self/fd/{fd}")
        names.append(target + "/" if os.path.isdir(target) else Path(target).name)
        real(fd)

    if not Path("/proc/self/fd").is_dir():
        pytest.skip("needs /proc to name the file flushed")
    monkeypatch.setattr(os, "fsync", fsync)
    return names


def _check_atomic_saves(synced: list[str], folder: Path, count: int) -> None:
    saved = sorted(folder.iterdir())
    assert len(saved) == count and all(p.suffix == FILE_SUFFIX for p in saved)
    temps = [name for name in synced if name.endswith(".tmp")]   # written, flushed, renamed
    assert sorted(t.split(".")[1] for t in temps) == sorted(p.stem for p in saved)
    assert synced.count(str(folder) + "/") == count    # and the rename flushed
    for path in saved:
        assert GameRecord.load(path).match.actions


def test_the_arena_save_dir_uses_the_atomic_writer(synced: list[str], tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert arena.main(["--game", "draw", "--hands", "3", "--seed", "2", "--json",
                       "--save-dir", str(out)]) == 0
    _check_atomic_saves(synced, out, 3)


def test_the_solitaire_arena_save_dir_uses_the_atomic_writer(synced: list[str],
                                                             tmp_path: Path) -> None:
    solitaire_arena.run("bingo", {}, "solver", 2, 0, tmp_path)
    _check_atomic_saves(synced, tmp_path, 2)


def test_file_save_uses_the_atomic_writer(synced: list[str], tmp_path: Path) -> None:
    save_record(tmp_path / f"game{FILE_SUFFIX}", mid_hand("draw"))
    _check_atomic_saves(synced, tmp_path, 1)
