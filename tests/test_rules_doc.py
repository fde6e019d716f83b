"""docs/rules.md is generated from the catalogue, stays in step with it, and shows names, not ids."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

from dominoes_qt.rules import all_games, names
from dominoes_qt.rules.catalogue import plain_value

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "rules.md"


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_rules_doc", ROOT / "tools" / "gen_rules_doc.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def choice_ids() -> set[str]:
    """Stable option values that are ids rather than words ("until-playable", "hand-point")."""
    game_ids = {g.id for g in all_games()}
    ids = set()
    for game in all_games():
        for spec in game.all_options():
            for choice in spec.choices:
                value = plain_value(choice)
                if isinstance(value, str) and re.search(r"[-_]", value) and value not in game_ids:
                    ids.add(value)
    return ids


def test_docs_rules_md_is_up_to_date() -> None:
    generated = load_generator().render()
    assert DOC.read_text(encoding="utf-8") == generated, (
        "docs/rules.md is stale: run python3 tools/gen_rules_doc.py")


def test_every_game_has_a_section_with_its_id_and_options() -> None:
    text = DOC.read_text(encoding="utf-8")
    for game in all_games():
        section = text.split(f"\n### {game.name}\n", 1)
        assert len(section) == 2, game.id
        body = section[1].split("\n### ", 1)[0]
        assert f"| Id | `{game.id}` |" in body
        assert game.description in body
        for spec in game.settable_options():
            assert f"| {spec.label} |" in body, (game.id, spec.key)
            for choice in spec.choices:
                assert names.choice_label(spec.key, choice) in body, (game.id, spec.key, choice)


def test_every_option_choice_has_a_name() -> None:
    missing = [(g.id, spec.key, plain_value(c))
               for g in all_games() for spec in g.all_options() for c in spec.choices
               if isinstance(plain_value(c), str) and not names.has_choice_label(spec.key, c)]
    assert not missing, f"add these to CHOICES in dominoes_qt/rules/names.py: {missing}"


@pytest.mark.parametrize("value", sorted(choice_ids()))
def test_no_internal_option_id_is_shown_to_players(value: str) -> None:
    text = DOC.read_text(encoding="utf-8")
    assert not re.search(rf"(?<![\w`-]){re.escape(value)}(?![\w-])", text), value
    for game in all_games():
        for spec in game.all_options():
            assert value not in spec.help, (game.id, spec.key)
            assert value not in spec.label, (game.id, spec.key)


def test_choice_names_fall_back_to_words_not_ids() -> None:
    assert names.choice_label("draw", "until-playable") == "Draw until a tile fits"
    assert names.choice_label("nonexistent", "some-thing") == "Some thing"
    assert names.choice_label("x", True) == "Yes"
