"""Hostile user files: numbers too long to read, link loops, FIFOs, devices, huge files.

Every user file (a save, the autosave, settings, statistics, recent files) goes through the one
reader in ``storage/files.py``; whatever is in the way, the app gets a :class:`SaveFileError`
(or its documented fallback), never another exception and never a wait.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dominoes_qt.rules.errors import RecordError
from dominoes_qt.storage import files, paths
from dominoes_qt.storage.autosave import Autosaver, pending_autosave, write_autosave
from dominoes_qt.storage.files import SaveFileError, read_json_file
from dominoes_qt.storage.recent import add_recent, recent_files
from dominoes_qt.storage.record import GameRecord
from dominoes_qt.storage.saves import load_record
from dominoes_qt.storage.settings import AppSettings, load_settings, save_settings
from dominoes_qt.storage.statistics import Statistics, load_statistics

from .helpers import mid_hand

POSIX = pytest.mark.skipif(os.name != "posix", reason="POSIX links, FIFOs and devices")

#: An integer Python refuses to convert (its limit is 4,300 digits).
LONG_NUMBER = "1" * 5000


def _huge_int_record() -> bytes:
    data = json.loads(mid_hand("draw").dumps())
    return json.dumps(data).replace('"seed": ', f'"seed": {LONG_NUMBER}0', 1).encode()


# -- item 1: a number too long to read --------------------------------------------------------


@pytest.mark.parametrize("content", [
    _huge_int_record(),
    f"[{LONG_NUMBER}]".encode(),
    b'{"format": "dominoes-qt-game", "format_version": NaN}',
    b"[Infinity]",
], ids=["record", "list", "NaN", "Infinity"])
def test_a_save_with_an_unreadable_number_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "game.domino"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        load_record(path)
    assert info.value.kind == SaveFileError.NOT_JSON
    assert "game.domino" in str(info.value) and len(str(info.value)) < 200
    assert path.read_bytes() == content  # left untouched


def test_the_record_reader_refuses_it_too() -> None:
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(_huge_int_record())
    with pytest.raises(RecordError, match="not valid JSON"):
        GameRecord.loads(b"[NaN]")


@pytest.mark.parametrize("where", ["seat kind", "option", "game"])
def test_a_huge_word_in_a_save_is_quoted_short(tmp_path: Path, where: str) -> None:
    """The message quotes what the file holds where a word belongs, cut short: a dialog is
    no place for the kilobytes a damaged (or hostile) file put there."""
    data = json.loads(mid_hand("draw").dumps())
    huge = "1" * 5000
    if where == "seat kind":
        data["setup"]["seats"][1]["kind"] = huge
    elif where == "option":
        data["setup"]["options"] = {huge: True}
    else:
        data["setup"]["game"] = huge
    path = _write(tmp_path / "game.domino", json.dumps(data).encode())
    with pytest.raises(SaveFileError) as info:
        load_record(path)
    error = info.value
    assert error.kind == SaveFileError.INVALID
    assert len(str(error)) < 600 and len(error.reason) < 600 and "…" in error.detail
    assert "1111" in error.detail           # still says what it found


def test_the_reader_cuts_any_long_message_short() -> None:
    """Whatever made the message, the one reader never shows a player more than a few lines."""
    error = SaveFileError("game.domino", SaveFileError.INVALID, "x" * 9000, reason="y" * 9000)
    limit = SaveFileError.DETAIL_LIMIT
    assert len(error.detail) == len(error.reason) == limit
    assert error.detail.endswith("…") and str(error).startswith("game.domino: xxx")
    short = SaveFileError("game.domino", SaveFileError.INVALID, "the file is empty")
    assert short.detail == short.reason == "the file is empty"


def _write(path: Path, content: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    return path


def test_settings_with_a_long_number_are_set_aside(user_home: Path) -> None:
    content = f'{{"players": {LONG_NUMBER}}}'.encode()
    _write(paths.settings_path(), content)
    told: list[tuple[SaveFileError, Path | None]] = []
    assert load_settings(on_damaged=lambda e, p: told.append((e, p))) == AppSettings()
    kept = list(user_home.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert not paths.settings_path().exists()       # so the next start is clean
    assert told == [(told[0][0], kept[0])] and told[0][0].kind == SaveFileError.NOT_JSON
    assert load_settings() == AppSettings()


def test_statistics_with_a_long_number_are_set_aside(user_home: Path) -> None:
    content = f'{{"games": {{"draw": {{"hands_played": {LONG_NUMBER}}}}}}}'.encode()
    _write(paths.statistics_path(), content)
    told: list[Any] = []
    stats = load_statistics(on_damaged=lambda e, p: told.append(p))
    assert stats.game_ids() == []
    kept = list(user_home.glob("statistics.corrupt-*.json"))
    assert told == kept and kept[0].read_bytes() == content
    stats.record_hand("draw", True)
    assert load_statistics().game("draw").hands_played == 1


def test_an_autosave_with_a_long_number_is_set_aside(user_home: Path) -> None:
    _write(paths.autosave_path(), _huge_int_record())
    told: list[Any] = []
    assert pending_autosave(on_corrupt=lambda e, p: told.append(p)) is None
    kept = list(user_home.glob("autosave.corrupt-*.domino"))
    assert told == kept and not paths.autosave_path().exists()


def test_recent_files_with_a_long_number_start_afresh(user_home: Path, tmp_path: Path) -> None:
    store = _write(user_home / "recent.json", f'{{"files": [{LONG_NUMBER}]}}'.encode())
    assert recent_files() == []
    assert not store.exists()          # kept aside, not overwritten
    game = tmp_path / "g.domino"
    game.write_text("{}")
    assert add_recent(game) == [game]


# -- item 2: link loops and FIFOs ---------------------------------------------------------------


def _loop(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    other = path.with_name(path.name + ".other")
    path.symlink_to(other)
    other.symlink_to(path)
    return path


@POSIX
def test_writing_through_a_link_loop_is_an_os_error(user_home: Path) -> None:
    loop = _loop(paths.settings_path())
    with pytest.raises(OSError):   # not RuntimeError: every caller handles OSError
        save_settings(AppSettings())
    with pytest.raises(OSError):
        files.atomic_write_json(loop, {})
    stats = Statistics(user_home / "stats-loop.json")
    _loop(stats.path)
    assert stats.save() is False and stats.error is not None


@POSIX
def test_an_autosave_at_a_link_loop_is_reported_not_raised(user_home: Path) -> None:
    _loop(paths.autosave_path())
    saver = Autosaver()
    assert saver.update(mid_hand("draw")) is False
    assert saver.error is not None and saver.error.kind == SaveFileError.WRITE
    assert "leads back to itself" in str(saver.error)
    with pytest.raises(SaveFileError):
        write_autosave(mid_hand("draw"))


@POSIX
def test_reading_a_link_loop_is_unreadable(user_home: Path) -> None:
    loop = _loop(user_home / "loop.domino")
    with pytest.raises(SaveFileError) as info:
        load_record(loop)
    assert info.value.kind == SaveFileError.UNREADABLE
    _loop(paths.settings_path())
    told: list[Any] = []
    assert load_settings(on_damaged=lambda e, p: told.append((e.kind, p))) == AppSettings()
    assert told and told[0][0] == SaveFileError.UNREADABLE   # set aside: the next start is clean
    assert not paths.settings_path().is_symlink()
    save_settings(AppSettings(player_name="Ann"))
    assert load_settings().player_name == "Ann"


def _within(seconds: float, work: Callable[[], Any], unblock: Path | None = None) -> Any:
    """Run ``work`` in a thread; fail (instead of hanging the test run) if it waits longer."""
    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        if unblock is not None:   # give the stuck open() a writer, so the thread can end
            fd = os.open(unblock, os.O_WRONLY | os.O_NONBLOCK)
            os.close(fd)
        pytest.fail(f"still waiting after {seconds} s")
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def _fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


@POSIX
@pytest.mark.parametrize("reader", ["load_record", "read_json_file", "GameRecord.load"])
def test_a_fifo_is_refused_at_once(tmp_path: Path, reader: str) -> None:
    fifo = _fifo(tmp_path / "pipe.domino")
    work = {"load_record": lambda: load_record(fifo),
            "read_json_file": lambda: read_json_file(fifo),
            "GameRecord.load": lambda: GameRecord.load(fifo)}[reader]
    expected = RecordError if reader == "GameRecord.load" else SaveFileError
    with pytest.raises(expected, match="not an ordinary file"):
        _within(5, work, unblock=fifo)


@POSIX
def test_fifos_in_place_of_user_files_do_not_hang_the_start(user_home: Path) -> None:
    for path in (paths.settings_path(), paths.statistics_path(), paths.recent_path(),
                 paths.autosave_path()):
        _fifo(path)
    assert _within(5, load_settings, unblock=paths.settings_path()) == AppSettings()
    assert _within(5, load_statistics, unblock=paths.statistics_path()).game_ids() == []
    assert _within(5, recent_files, unblock=paths.recent_path()) == []
    assert _within(5, pending_autosave, unblock=paths.autosave_path()) is None
    # Each was set aside: the next start reads nothing odd, and saving works.
    assert sorted(p.name.split(".")[1].split("-")[0] for p in user_home.iterdir()
                  if p.suffix != ".lock") == ["unreadable"] * 4   # locks: one per running copy
    save_settings(AppSettings(player_name="Bo"))
    assert load_settings().player_name == "Bo"


# -- item 4: GameRecord.load shares the reader's limits --------------------------------------


def test_record_load_has_the_readers_size_limit(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.domino"
    path.write_text(mid_hand("draw").dumps(), "utf-8")
    assert GameRecord.load(path).setup.game_id == "draw"
    monkeypatch.setattr(files, "MAX_FILE_BYTES", path.stat().st_size - 1)
    with pytest.raises(RecordError, match="far too large"):
        GameRecord.load(path)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_record_load_refuses_a_device() -> None:
    with pytest.raises(RecordError, match="not an ordinary file"):
        _within(5, lambda: GameRecord.load("/dev/zero"))
    with pytest.raises(SaveFileError, match="not an ordinary file"):
        load_record("/dev/zero")


def test_record_load_raises_only_record_errors(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="does not exist"):
        GameRecord.load(tmp_path / "missing.domino")
    with pytest.raises(RecordError, match="folder"):
        GameRecord.load(tmp_path)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX permissions")
def test_a_folder_in_place_of_the_settings_is_set_aside(user_home: Path) -> None:
    paths.settings_path().mkdir(parents=True)
    told: list[Any] = []
    assert load_settings(on_damaged=lambda e, p: told.append(p)) == AppSettings()
    assert told[0] is not None and told[0].is_dir()
    save_settings(AppSettings(player_name="Cy"))
    assert load_settings().player_name == "Cy"


def test_peeking_at_the_settings_leaves_a_damaged_file_for_the_window(user_home: Path) -> None:
    """``main`` reads the language before the window exists; the window then sets a damaged
    file aside and tells the player, which it could not if the file were gone already."""
    from dominoes_qt.storage.settings import peek_settings

    _write(paths.settings_path(), f'{{"language": "fr", "players": {LONG_NUMBER}}}'.encode())
    assert peek_settings() == AppSettings()
    assert paths.settings_path().exists()
    save_settings(AppSettings(language="de"))
    assert peek_settings().language == "de"
