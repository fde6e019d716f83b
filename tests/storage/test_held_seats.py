"""The seats held at network tables (storage/held_seats.py): kept in the data folder, one per
table, newest first, removed on leaving; a damaged file is set aside and the list is empty."""

from __future__ import annotations

import json
from pathlib import Path

from dominoes_qt.storage import paths
from dominoes_qt.storage.held_seats import MAX_HELD, HeldSeat, drop_seat, held_seats, hold_seat


def _seat(table: str = "ABC234", when: float = 100.0, **kw) -> HeldSeat:
    fields = dict(url="ws://127.0.0.1:8765", table=table, seat=1, token="t" * 32,
                  game="mexican-train", when=when)
    fields.update(kw)
    return HeldSeat(**fields)


def test_a_seat_is_kept_in_the_data_folder_and_dropped_on_leaving(user_home: Path) -> None:
    assert held_seats() == []
    assert hold_seat(_seat())
    file = paths.held_seats_path()
    assert file.parent == paths.data_dir() and file.is_file()
    assert held_seats() == [_seat()]
    hold_seat(_seat("XYZ789", when=200.0))
    hold_seat(_seat(when=300.0, token="u" * 32))    # the same seat: replaced
    hold_seat(_seat(when=50.0, seat=2))                # another seat of the table (two people
    assert [(s.table, s.seat, s.token[0]) for s in held_seats()] == [     # on one computer)
        ("ABC234", 1, "u"), ("XYZ789", 1, "t"), ("ABC234", 2, "t")]
    drop_seat("ws://127.0.0.1:8765", "ABC234", 1)
    assert [(s.table, s.seat) for s in held_seats()] == [("XYZ789", 1), ("ABC234", 2)]
    drop_seat("ws://127.0.0.1:8765", "ABC234", 2)
    drop_seat("ws://elsewhere:1", "XYZ789", 1)                  # another server's: kept
    assert len(held_seats()) == 1
    drop_seat("ws://127.0.0.1:8765", "XYZ789", 1)
    assert held_seats() == [] and not file.exists()


def test_only_the_newest_seats_are_kept(user_home: Path) -> None:
    for i in range(MAX_HELD + 3):
        hold_seat(_seat(f"T{i:05d}", when=float(i)))
    seats = held_seats()
    assert len(seats) == MAX_HELD and seats[0].table == f"T{MAX_HELD + 2:05d}"


def test_entries_that_are_not_whole_are_left_out(user_home: Path) -> None:
    good = {"url": "ws://h:1", "table": "ABC234", "seat": 0, "token": "x", "game": "draw",
            "when": 5}
    bad = [{"url": "ws://h:1"}, dict(good, seat=True), dict(good, seat=-1),
           dict(good, token=""), dict(good, table=7), "seat", None, dict(good, url="u" * 301)]
    paths.held_seats_path().parent.mkdir(parents=True, exist_ok=True)
    paths.held_seats_path().write_text(json.dumps({"version": 1, "seats": bad + [
        dict(good, when="soon", table="DEF567"), good]}))
    assert [s.table for s in held_seats()] == ["ABC234", "DEF567"]


def test_a_damaged_file_is_set_aside_and_the_list_starts_empty(user_home: Path) -> None:
    file = paths.held_seats_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_bytes(b'{"version": 1, "seats": [')
    assert held_seats() == []
    aside = [p for p in file.parent.iterdir() if p != file]
    assert aside and aside[0].read_bytes() == b'{"version": 1, "seats": ['
    assert hold_seat(_seat()) and held_seats() == [_seat()]


def test_a_file_of_the_wrong_shape_is_kept_aside_before_a_seat_is_written(
        user_home: Path) -> None:
    file = paths.held_seats_path()
    file.parent.mkdir(parents=True, exist_ok=True)
    file.write_text('{"seats": {"ABC234": 1}}')
    assert held_seats() == []
    assert hold_seat(_seat())
    assert held_seats() == [_seat()]
    kept = [p for p in file.parent.iterdir() if p != file and file.stem in p.name]
    assert [p.read_text() for p in kept] == ['{"seats": {"ABC234": 1}}']


def _write_entries(count: int) -> None:
    entries = [{"url": "ws://h:1", "table": f"T{i % 997:05d}", "seat": i % 4, "token": "x",
                "game": "draw", "when": i} for i in range(count)]
    paths.held_seats_path().parent.mkdir(parents=True, exist_ok=True)
    paths.held_seats_path().write_text(json.dumps({"version": 1, "seats": entries}))


def test_reading_a_long_list_is_linear(user_home: Path, monkeypatch) -> None:
    """Issue 39.4: the list was de-duplicated pairwise before its cap (20,000 entries took
    41 s of CPU on the GUI thread): the number of keys looked at grows with the entries."""
    looked = 0
    key = HeldSeat.key.fget

    def counting(self: HeldSeat):
        nonlocal looked
        looked += 1
        return key(self)

    monkeypatch.setattr(HeldSeat, "key", property(counting))
    _write_entries(400)
    seats = held_seats()
    assert len(seats) == MAX_HELD and seats[0].when == 399.0
    assert looked <= 4 * 400


def test_a_file_far_over_the_cap_is_set_aside(user_home: Path) -> None:
    _write_entries(20_000)
    assert held_seats() == []
    folder = paths.held_seats_path().parent
    assert not paths.held_seats_path().exists()
    assert [p for p in folder.iterdir() if ".corrupt-" in p.name or ".unreadable-" in p.name]
