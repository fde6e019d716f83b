"""Fuzzing the app's own reader (``storage/files.py``) and every loader built on it.

Damaged copies of real files (cut, spliced, with long numbers, NaN, deep nesting, bad UTF-8)
and random bytes go through the same calls the app makes at start-up and on File ▸ Open.  The
only outcomes allowed are a loaded value or the documented error (:class:`SaveFileError`);
loaders that must never fail (settings, statistics, recent files, the autosave) fall back.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dominoes_qt.storage import paths
from dominoes_qt.storage.autosave import pending_autosave
from dominoes_qt.storage.files import SaveFileError, read_json_file
from dominoes_qt.storage.held_seats import HeldSeat, held_seats, hold_seat
from dominoes_qt.storage.recent import recent_files
from dominoes_qt.storage.saves import load_record
from dominoes_qt.storage.settings import AppSettings, load_settings
from dominoes_qt.storage.statistics import Statistics, load_statistics

from .helpers import mid_hand

RECORD = mid_hand("all-fives", moves=4).dumps().encode()
SETTINGS = json.dumps(AppSettings(player_name="Ann", game_id="muggins").to_json()).encode()
STATS = json.dumps({"version": 1, "games": {"draw": {"hands_played": 3, "hands_won": 1}},
                    "keys": ["hand:draw:1:0"]}).encode()
RECENT = b'{"version": 1, "files": ["/tmp/a.domino"]}'
HELD = json.dumps({"version": 1, "seats": [
    {"url": "ws://127.0.0.1:8765", "table": "ABC234", "seat": 1, "token": "t" * 32,
     "game": "mexican-train", "when": 1700000000.5}]}).encode()

#: Pieces a damaged or hostile file is made of.
NASTY = [b"1" * 4400, b"-" + b"9" * 5000, b"NaN", b"-Infinity", b"1e999", b"[" * 5000,
         b"{" * 3000, b"\xff\xfe", b"\xc3", b"\x00", b'"\\ud800"', b"\xef\xbb\xbf", b"null",
         b"true", b"[]", b"{}", b'"', b",", b"}", b"]", b"0.5", b"-0", b'"6-6"', b"\n"]


@st.composite
def damaged(draw: st.DrawFn, original: bytes) -> bytes:
    """``original`` with a few cuts, splices and nasty pieces."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(data)))
        kind = draw(st.sampled_from(["cut", "insert", "replace", "truncate"]))
        piece = draw(st.one_of(st.sampled_from(NASTY), st.binary(max_size=8)))
        if kind == "cut":
            del data[at:at + draw(st.integers(1, 40))]
        elif kind == "insert":
            data[at:at] = piece
        elif kind == "replace":
            data[at:at + len(piece)] = piece
        else:
            del data[at:]
    return bytes(data)


def files_of(original: bytes) -> st.SearchStrategy[bytes]:
    return st.one_of(damaged(original), st.binary(max_size=64),
                     st.sampled_from(NASTY).map(lambda b: b * 2))


FUZZ = settings(max_examples=150, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def _write(path: Path, content: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    for old in path.parent.iterdir():     # what the last example set aside
        if old != path and old.is_file():
            old.unlink()
    path.write_bytes(content)
    return path


@FUZZ
@given(content=files_of(RECORD))
def test_opening_a_damaged_save_gives_a_record_or_a_save_file_error(
        tmp_path: Path, content: bytes) -> None:
    path = _write(tmp_path / "fuzz" / "game.domino", content)
    try:
        read_json_file(path)
        load_record(path)
    except SaveFileError as exc:
        assert exc.kind in SaveFileError.__dict__.values()
        assert "\n" not in exc.detail and len(exc.detail) < 2000
    assert path.read_bytes() == content  # a refused file is left as it was


@FUZZ
@given(content=files_of(RECORD))
def test_a_damaged_autosave_never_stops_the_start(user_home: Path, content: bytes) -> None:
    _write(paths.autosave_path(), content)
    told: list[object] = []
    record = pending_autosave(on_corrupt=lambda e, p: told.append(p))
    assert (record is None) or not told
    if told:   # set aside, never lost
        assert told[0] is not None and Path(str(told[0])).read_bytes() == content


@FUZZ
@given(content=files_of(SETTINGS))
def test_damaged_settings_fall_back(user_home: Path, content: bytes) -> None:
    _write(paths.settings_path(), content)
    assert isinstance(load_settings(), AppSettings)


@FUZZ
@given(content=files_of(STATS))
def test_damaged_statistics_fall_back(user_home: Path, content: bytes) -> None:
    _write(paths.statistics_path(), content)
    stats = load_statistics()
    assert isinstance(stats, Statistics)
    stats.record_hand("draw", True)   # and counting goes on
    assert load_statistics().game("draw").hands_played >= 1


@FUZZ
@given(content=files_of(RECENT))
def test_damaged_recent_files_fall_back(user_home: Path, content: bytes) -> None:
    _write(paths.recent_path(), content)
    assert isinstance(recent_files(), list)


@FUZZ
@given(content=files_of(HELD))
def test_damaged_held_seats_fall_back(user_home: Path, content: bytes) -> None:
    _write(paths.held_seats_path(), content)
    seats = held_seats()
    assert isinstance(seats, list) and all(isinstance(s, HeldSeat) for s in seats)
    seat = HeldSeat("ws://h:1", "XYZ789", 0, "token")
    assert hold_seat(seat) and seat in held_seats()     # and holding goes on
