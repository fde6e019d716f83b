"""The Open Recent list: newest first, at most eight, no duplicates, no missing files."""

from __future__ import annotations

from pathlib import Path

from dominoes_qt.storage.recent import (
    MAX_RECENT,
    add_recent,
    clear_recent,
    recent_files,
    remove_recent,
)


def make(folder: Path, n: int) -> list[Path]:
    folder.mkdir(exist_ok=True)
    out = []
    for i in range(n):
        path = folder / f"game{i}.domino"
        path.write_text("{}")
        out.append(path)
    return out


def test_empty_at_first() -> None:
    assert recent_files() == []


def test_newest_first_without_duplicates(tmp_path: Path) -> None:
    a, b, c = make(tmp_path / "games", 3)
    add_recent(a)
    add_recent(b)
    add_recent(c)
    add_recent(a)
    assert recent_files() == [a, c, b]


def test_at_most_eight(tmp_path: Path) -> None:
    games = make(tmp_path / "games", 12)
    for g in games:
        add_recent(g)
    assert MAX_RECENT == 8
    assert recent_files() == list(reversed(games))[:8]


def test_missing_files_are_dropped(tmp_path: Path) -> None:
    a, b = make(tmp_path / "games", 2)
    add_recent(a)
    add_recent(b)
    b.unlink()
    assert recent_files() == [a]
    b.write_text("{}")  # it was dropped from the stored list too
    assert recent_files() == [a]


def test_remove_and_clear(tmp_path: Path) -> None:
    a, b = make(tmp_path / "games", 2)
    add_recent(a)
    add_recent(b)
    assert remove_recent(b) == [a]
    clear_recent()
    assert recent_files() == []


def test_relative_paths_are_stored_absolute(tmp_path: Path, monkeypatch) -> None:
    (a,) = make(tmp_path / "games", 1)
    monkeypatch.chdir(tmp_path / "games")
    add_recent("game0.domino")
    monkeypatch.chdir(tmp_path)
    assert recent_files() == [a]


def test_damaged_list_starts_afresh(user_home: Path, tmp_path: Path) -> None:
    user_home.mkdir()
    (user_home / "recent.json").write_text("not json")
    assert recent_files() == []
    (a,) = make(tmp_path / "games", 1)
    add_recent(a)
    assert recent_files() == [a]


def test_a_list_of_the_wrong_shape_is_kept_aside_before_a_new_one_is_written(
        user_home: Path, tmp_path: Path) -> None:
    """JSON that is not the list the game writes (edited by hand, another program's) is not
    overwritten: it is set aside, as a damaged file is."""
    user_home.mkdir()
    (user_home / "recent.json").write_text('{"files": "not a list"}')
    assert recent_files() == []
    (a,) = make(tmp_path / "games", 1)
    add_recent(a)
    assert recent_files() == [a]
    kept = [p for p in user_home.iterdir() if p.name != "recent.json" and "recent" in p.name]
    assert [p.read_text() for p in kept] == ['{"files": "not a list"}']
