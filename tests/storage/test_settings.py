"""Settings: defaults, round trip, survival across a restart, and bad values falling back."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from dominoes_qt.storage import paths
from dominoes_qt.storage.settings import (
    ANIMATION_SPEEDS,
    COMPUTER_SPEEDS,
    TILE_STYLES,
    AppSettings,
    load_settings,
    save_settings,
)


def test_defaults_without_a_file(user_home: Path) -> None:
    settings = load_settings()
    assert settings == AppSettings()
    assert settings.tile_style == "coloured"
    assert settings.language == "system"
    assert settings.animations and settings.undo_allowed and settings.auto_draw
    assert settings.animation_key == "normal"
    assert not user_home.exists()  # reading creates nothing


def test_round_trip_in_the_config_folder(user_home: Path) -> None:
    settings = AppSettings(
        player_name="Zoë", game_id="all-fives", players=3,
        game_options={"target": 150, "spinners": "first"}, computer_level="random",
        computer_speed="fast", animations=False, animation_speed="slow", auto_draw=False,
        undo_allowed=False, tile_style="numerals", language="fr_CA",
    )
    path = save_settings(settings)
    assert path == user_home / "settings.json" == paths.settings_path()
    assert load_settings() == settings
    assert load_settings().computer_delay_ms == COMPUTER_SPEEDS["fast"]
    assert load_settings().animation_key == "off"
    assert [p.name for p in user_home.iterdir()] == ["settings.json"]  # no temporary files


def test_settings_survive_a_restart(user_home: Path) -> None:
    """Saved by one process, read by the next (the environment carries DOMINOES_QT_HOME)."""
    code = (
        "from dominoes_qt.storage.settings import AppSettings, save_settings\n"
        "save_settings(AppSettings(player_name='Ann', tile_style='classic', auto_draw=False,"
        " game_id='muggins', game_options={'target': 200}))\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
    loaded = load_settings()
    assert (loaded.player_name, loaded.tile_style, loaded.auto_draw) == ("Ann", "classic", False)
    assert (loaded.game_id, loaded.game_options) == ("muggins", {"target": 200})
    check = (
        "from dominoes_qt.storage.settings import load_settings\n"
        "s = load_settings()\n"
        "assert (s.player_name, s.game_id) == ('Ann', 'muggins'), s\n"
    )
    subprocess.run([sys.executable, "-c", check], check=True)


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("player_name", 42),
        ("player_name", "bad\x07name"),
        ("game_id", "no-such-game"),
        ("players", -1),
        ("players", "three"),
        ("players", True),
        ("computer_level", "grandmaster"),
        ("computer_speed", "ludicrous"),
        ("animations", "yes"),
        ("animation_speed", "warp"),
        ("auto_draw", 1),
        ("undo_allowed", None),
        ("tile_style", "neon"),
        ("language", "not a locale!"),
        ("language", 7),
    ],
)
def test_invalid_value_falls_back_with_a_warning(
    user_home: Path, caplog: pytest.LogCaptureFixture, key: str, value: object
) -> None:
    good = AppSettings(player_name="Kim", auto_draw=False, tile_style="classic")
    data = good.to_json()
    data[key] = value
    user_home.mkdir()
    (user_home / "settings.json").write_text(json.dumps(data), "utf-8")
    with caplog.at_level(logging.WARNING):
        loaded = load_settings()
    assert getattr(loaded, key) == getattr(AppSettings(), key)
    # Every other value is kept.
    for name in ("player_name", "auto_draw", "tile_style"):
        if name != key:
            assert getattr(loaded, name) == getattr(good, name)
    assert key in caplog.text


def test_unknown_keys_are_ignored_with_a_warning(
    user_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    user_home.mkdir()
    (user_home / "settings.json").write_text('{"volume": 11, "auto_draw": false}', "utf-8")
    with caplog.at_level(logging.WARNING):
        loaded = load_settings()
    assert loaded.auto_draw is False
    assert "volume" in caplog.text


def test_game_options_are_checked_against_the_game(caplog: pytest.LogCaptureFixture) -> None:
    data = AppSettings(game_id="all-fives").to_json()
    data["game_options"] = {"target": "250", "spinners": "first", "colour": "red",
                            "muggins_manual": "maybe"}
    data["players"] = 9  # All Fives is for 2 to 4
    with caplog.at_level(logging.WARNING):
        loaded = AppSettings.from_json(data)
    assert loaded.game_options == {"target": 250, "spinners": "first"}
    assert loaded.players == 0
    assert "colour" in caplog.text and "muggins_manual" in caplog.text


def test_options_of_an_unknown_game_are_dropped() -> None:
    loaded = AppSettings.from_json({"game_id": "gone", "game_options": {"target": 50}})
    assert loaded.game_id == AppSettings().game_id
    assert loaded.game_options == {}  # chosen for a game that is gone


@pytest.mark.parametrize("content", [b"", b"{not json", b"\x00\x00", b"[1, 2]", b'"text"'])
def test_damaged_file_gives_defaults(user_home: Path, content: bytes) -> None:
    user_home.mkdir()
    (user_home / "settings.json").write_bytes(content)
    assert load_settings() == AppSettings()
    save_settings(AppSettings(player_name="New"))
    assert load_settings().player_name == "New"


def test_unparseable_file_is_kept_aside(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / "settings.json").write_bytes(b'{"player_name": "Kim",')
    load_settings()
    kept = list(user_home.glob("settings.corrupt-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"player_name": "Kim",'


def test_seats_of_the_last_game() -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "computer", "level": "random", "name": ""}]
    loaded = AppSettings.from_json({"game_id": "draw", "players": 2, "seats": seats})
    assert loaded.seats == seats
    # One seat per player, each a real seat; anything else is dropped.
    assert AppSettings.from_json({"game_id": "draw", "players": 3, "seats": seats}).seats == []
    assert AppSettings.from_json({"game_id": "draw", "seats": [{"kind": "robot"}] * 2}).seats == []
    assert AppSettings.from_json({"game_id": "draw", "seats": "all"}).seats == []
    copy = loaded.copy()
    copy.seats[0]["name"] = "Bo"
    assert loaded.seats[0]["name"] == "Ann"


def test_player_name_is_tidied() -> None:
    assert AppSettings.from_json({"player_name": "  Ann   Lee \t"}).player_name == "Ann Lee"
    assert len(AppSettings.from_json({"player_name": "x" * 500}).player_name) == 40


def test_copy_and_validated_are_independent() -> None:
    settings = AppSettings(game_id="all-fives", game_options={"target": 150})
    copy = settings.copy()
    copy.game_options["target"] = 200
    assert settings.game_options == {"target": 150}
    bad = AppSettings(tile_style="neon")
    assert bad.validated().tile_style == "coloured"


def test_tile_styles_match_the_scene_themes() -> None:
    from dominoes_qt.scene.theme import DEFAULT_THEME_ID, THEMES

    assert set(TILE_STYLES) == set(THEMES)
    assert AppSettings().tile_style == DEFAULT_THEME_ID


def test_speeds_match_the_scene_and_the_controller() -> None:
    from dominoes_qt.app.controller import DEFAULT_COMPUTER_DELAY_MS
    from dominoes_qt.scene.animations import SPEEDS

    assert set(SPEEDS) == {"off", *ANIMATION_SPEEDS}
    assert AppSettings().computer_delay_ms == DEFAULT_COMPUTER_DELAY_MS


def test_known_levels_include_the_ai_registry() -> None:
    from dominoes_qt.ai import LEVELS
    from dominoes_qt.storage.settings import known_levels

    assert set(LEVELS) <= set(known_levels())
    assert AppSettings().computer_level in known_levels()


def test_standard_levels_are_the_ai_registry() -> None:
    """Settings check levels against this list without importing the AI (start-up time)."""
    from dominoes_qt.ai import LEVELS
    from dominoes_qt.storage.settings import STANDARD_LEVELS

    assert set(STANDARD_LEVELS) == set(LEVELS)


# -- folders -----------------------------------------------------------------------------------


def test_home_variable_redirects_every_folder(user_home: Path) -> None:
    assert paths.data_dir() == paths.config_dir() == user_home
    for path in (paths.autosave_path(), paths.settings_path(), paths.statistics_path(),
                 paths.recent_path()):
        assert path.parent == user_home
    assert len({paths.autosave_path(), paths.settings_path(), paths.statistics_path(),
                paths.recent_path()}) == 4


def test_platformdirs_without_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.HOME_ENV)
    assert paths.data_dir() == Path(platformdirs.user_data_dir(paths.APP_NAME, paths.APP_AUTHOR))
    assert paths.config_dir() == Path(
        platformdirs.user_config_dir(paths.APP_NAME, paths.APP_AUTHOR))
    monkeypatch.setenv(paths.HOME_ENV, "   ")
    assert paths.home_override() is None


def test_storage_imports_no_qt() -> None:
    code = (
        "import sys, dominoes_qt.storage\n"
        "from dominoes_qt.storage import settings, statistics, recent, autosave, files\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
