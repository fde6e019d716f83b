"""Save files: atomic writes, save and resume mid-hand, and every kind of bad file refused."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from dominoes_qt.rules import play
from dominoes_qt.storage import files
from dominoes_qt.storage import record as record_module
from dominoes_qt.storage.files import (
    SaveFileError,
    atomic_write_bytes,
    atomic_write_json,
    move_aside,
)
from dominoes_qt.storage.record import FORMAT_VERSION, GameRecord
from dominoes_qt.storage.record_json import encode_action
from dominoes_qt.storage.saves import load_record, save_record

from .helpers import GAMES, mid_hand, state
from .helpers import play as play_moves


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


# -- atomic writes ---------------------------------------------------------------------------


def test_atomic_write_creates_folders_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b" / "file.json"
    atomic_write_bytes(target, b"one")
    assert target.read_bytes() == b"one"
    atomic_write_json(target, {"x": "é"})
    assert json.loads(target.read_text("utf-8")) == {"x": "é"}
    assert leftovers(target.parent) == []


def test_atomic_write_keeps_old_file_when_replace_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.domino"
    target.write_bytes(b"old")

    def broken_replace(src: str, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(files.os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path) == []


def test_atomic_write_keeps_old_file_when_write_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.domino"
    target.write_bytes(b"old")

    def broken_fsync(fd: int) -> None:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(files.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        atomic_write_bytes(target, b"new")
    assert target.read_bytes() == b"old"
    assert leftovers(tmp_path) == []


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_atomic_write_keeps_the_file_mode(tmp_path: Path) -> None:
    target = tmp_path / "game.domino"
    target.write_bytes(b"old")
    target.chmod(0o640)
    atomic_write_bytes(target, b"new")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh.domino"
    atomic_write_bytes(fresh, b"x")
    assert stat.S_IMODE(fresh.stat().st_mode) == files._NEW_FILE_MODE


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_atomic_write_through_a_symlink_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "real.domino"
    real.write_bytes(b"old")
    link = tmp_path / "link.domino"
    link.symlink_to(real)
    atomic_write_bytes(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


def test_move_aside_names_and_never_overwrites(tmp_path: Path) -> None:
    first = tmp_path / "autosave.domino"
    first.write_bytes(b"1")
    moved1 = move_aside(first)
    first.write_bytes(b"2")
    moved2 = move_aside(first)
    assert not first.exists()
    assert moved1 != moved2
    for moved in (moved1, moved2):
        assert moved.name.startswith("autosave.corrupt-")
        assert moved.suffix == ".domino"
    assert {moved1.read_bytes(), moved2.read_bytes()} == {b"1", b"2"}


# -- save and resume -------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", GAMES)
def test_save_and_resume_mid_hand(tmp_path: Path, game_id: str) -> None:
    record = mid_hand(game_id, moves=4)
    path = tmp_path / f"{game_id}.domino"
    save_record(path, record)
    loaded = load_record(path)
    assert state(loaded) == state(record)
    # The resumed game goes on exactly as the original would, across later hands too.
    play_moves(record, 60, seed=5)
    play_moves(loaded, 60, seed=5)
    assert state(loaded) == state(record)


def test_save_and_resume_keeps_seats_levels_options_and_scores(tmp_path: Path) -> None:
    from dominoes_qt.session import COMPUTER, HUMAN, GameSetup, SeatSpec

    seats = (SeatSpec(HUMAN, name="Zoë"), SeatSpec(COMPUTER, "random", "Ann"),
             SeatSpec(COMPUTER, "greedy", "Bob"))
    setup = GameSetup("all-fives", 3, 6, options={"target": 150, "spinners": "first"},
                      seats=seats, seed=42)
    record = play_moves(GameRecord.new(setup), 40, seed=2)  # a few hands, mid-way through one
    path = tmp_path / "three.domino"
    save_record(path, record)
    loaded = load_record(path)
    assert loaded.setup == record.setup
    assert loaded.setup.seats == seats
    assert dict(loaded.setup.options) == {"target": 150, "spinners": "first"}
    assert loaded.match.hand.turn == record.match.hand.turn
    assert loaded.match.scores == record.match.scores
    assert loaded.hand_scores == record.hand_scores
    assert state(loaded) == state(record)


def test_save_after_undo_saves_the_undone_state(tmp_path: Path) -> None:
    record = mid_hand("draw", moves=6)
    record.undo(2)
    save_record(tmp_path / "g.domino", record)
    assert state(load_record(tmp_path / "g.domino")) == state(record)


def test_save_failure_is_a_save_file_error_and_keeps_the_old_file(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(SaveFileError) as info:
        save_record(blocker / "game.domino", mid_hand("draw"))
    assert info.value.kind == SaveFileError.WRITE
    assert "could not be saved" in str(info.value)
    assert blocker.read_text() == "x"


def test_older_format_loads_through_a_migration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = mid_hand("all-fives")
    old = record.to_json()
    old["format_version"] = FORMAT_VERSION - 1
    old["table"] = old.pop("setup")  # pretend the previous format called it "table"

    def upgrade(doc: dict) -> dict:
        doc = dict(doc)
        doc["setup"] = doc.pop("table")
        return doc

    monkeypatch.setitem(record_module.MIGRATIONS, FORMAT_VERSION - 1, upgrade)
    path = tmp_path / "old.domino"
    path.write_text(json.dumps(old), "utf-8")
    assert state(load_record(path)) == state(record)


# -- bad files ---------------------------------------------------------------------------------


def _good_text() -> str:
    return mid_hand("all-fives", moves=5).dumps()


def _tampered_action() -> str:
    data = json.loads(_good_text())
    # The same tile played twice: the second time it is not in the player's hand any more.
    actions = data["hands"][0]["actions"]
    first = actions[0]
    actions.append(first)
    return json.dumps(data)


def _illegal_tile() -> str:
    data = json.loads(_good_text())
    record = GameRecord.from_json(data)
    hand = record.match.hand
    other = (hand.turn + 1) % hand.players
    tile = hand.hand_of(other)[0]  # a tile the player to move does not hold
    data["hands"][0]["actions"].append(encode_action(play(tile, 0)))
    return json.dumps(data)


def _edited_score() -> str:
    data = json.loads(_good_text())
    data["scores"] = [s + 5 for s in data["scores"]]
    return json.dumps(data)


def _future() -> str:
    data = json.loads(_good_text())
    data["format_version"] = FORMAT_VERSION + 1
    return json.dumps(data)


BAD_FILES: dict[str, tuple[bytes | None, str, str]] = {
    # name: (content (None: no file), expected kind, words the message must contain)
    "missing": (None, SaveFileError.MISSING, "does not exist"),
    "empty": (b"", SaveFileError.EMPTY, "empty"),
    "blank": (b"  \n\t\n", SaveFileError.EMPTY, "empty"),
    "binary": (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", SaveFileError.BINARY, "binary"),
    "latin-1": ('{"name": "café"}'.encode("latin-1"), SaveFileError.BINARY, "not UTF-8"),
    "not json": (b"Dominoes are fun!\n", SaveFileError.NOT_JSON, "not valid JSON"),
    "json with trailing junk": (b'{"a": 1} trailing', SaveFileError.NOT_JSON, "not valid JSON"),
    "foreign object": (b'{"name": "Alice", "age": 30}', SaveFileError.FOREIGN,
                       "not a Dominoes Qt game record"),
    "foreign list": (b"[1, 2, 3]", SaveFileError.FOREIGN, "not a game record"),
    "foreign format": (b'{"format": "chess-pgn", "format_version": 1}', SaveFileError.FOREIGN,
                       "chess-pgn"),
}

GENERATED: dict[str, tuple[object, str, str]] = {
    "truncated": (lambda: _good_text()[: len(_good_text()) // 2], SaveFileError.TRUNCATED,
                  "cut off"),
    "truncated at the end": (lambda: _good_text().rstrip()[:-1], SaveFileError.TRUNCATED,
                             "cut off"),
    "future version": (_future, SaveFileError.FUTURE, "newer version"),
    "tile played twice": (_tampered_action, SaveFileError.INVALID, "illegal"),
    "tile from another hand": (_illegal_tile, SaveFileError.INVALID, "illegal"),
    "edited score": (_edited_score, SaveFileError.INVALID, "edited"),
}


def _check_refused(path: Path, kind: str, words: str) -> None:
    before = path.read_bytes() if path.exists() else None
    mtime = path.stat().st_mtime_ns if path.exists() else None
    siblings = sorted(p.name for p in path.parent.iterdir())
    with pytest.raises(SaveFileError) as info:
        load_record(path)
    error = info.value
    assert error.kind == kind, str(error)
    assert words.lower() in str(error).lower(), str(error)
    assert path.name in str(error)  # the message names the file
    # The file on disk is left untouched, and nothing appears beside it.
    assert (path.read_bytes() if path.exists() else None) == before
    assert (path.stat().st_mtime_ns if path.exists() else None) == mtime
    assert sorted(p.name for p in path.parent.iterdir()) == siblings


@pytest.mark.parametrize("name", BAD_FILES)
def test_bad_file_is_refused_with_its_message(tmp_path: Path, name: str) -> None:
    content, kind, words = BAD_FILES[name]
    path = tmp_path / "bad.domino"
    if content is not None:
        path.write_bytes(content)
    _check_refused(path, kind, words)


@pytest.mark.parametrize("name", GENERATED)
def test_damaged_record_is_refused_with_its_message(tmp_path: Path, name: str) -> None:
    make, kind, words = GENERATED[name]
    path = tmp_path / "bad.domino"
    path.write_text(make(), "utf-8")  # type: ignore[operator]
    _check_refused(path, kind, words)


def test_cut_inside_a_multibyte_character_is_truncated(tmp_path: Path) -> None:
    raw = '{"format": "dominoes-qt-game", "name": "Zoë'.encode()
    path = tmp_path / "cut.domino"
    path.write_bytes(raw[:-1])  # half of the ë
    _check_refused(path, SaveFileError.TRUNCATED, "cut off")


def test_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "folder.domino"
    folder.mkdir()
    with pytest.raises(SaveFileError) as info:
        load_record(folder)
    assert info.value.kind == SaveFileError.UNREADABLE
    assert "folder" in str(info.value)


def test_huge_file_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "huge.domino"
    path.write_bytes(b" " * 2000)
    _check_refused(path, SaveFileError.TOO_LARGE, "too large")


def test_utf8_bom_is_accepted(tmp_path: Path) -> None:
    record = mid_hand("draw")
    path = tmp_path / "bom.domino"
    path.write_bytes(b"\xef\xbb\xbf" + record.dumps().encode())
    assert state(load_record(path)) == state(record)


def test_the_package_names_load_their_module_when_first_used():
    import subprocess
    import sys

    import dominoes_qt.storage as storage

    assert sorted(storage.__all__) == sorted(storage._MODULE_OF)
    for name in storage.__all__:
        assert getattr(storage, name) is getattr(
            __import__(f"dominoes_qt.storage.{storage._MODULE_OF[name]}", fromlist=[name]), name)
    code = ("import sys, dominoes_qt.storage.autosave, dominoes_qt.storage.settings\n"
            "print('dominoes_qt.storage.statistics' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"     # the first window does without the statistics



@pytest.mark.parametrize(("name", "reason"), [
    ("ENOSPC", "the disk is full"),
    ("EROFS", "the disk is read-only"),
    ("ELOOP", "the file is a link that leads back to itself"),
])
def test_a_write_error_gives_its_reason_apart_from_the_sentence(name: str, reason: str) -> None:
    import errno

    number = getattr(errno, name)
    error = files.write_error("autosave.domino", OSError(number, os.strerror(number)))
    assert error.kind == files.SaveFileError.WRITE
    assert error.reason == reason                  # for "Your game cannot be saved: <reason>"
    assert error.detail == f"the game could not be saved ({reason})"
