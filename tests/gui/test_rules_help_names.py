"""Help → Rules shows the same option and choice names as docs/rules.md, never internal ids."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import re  # noqa: E402

import pytest  # noqa: E402

from dominoes_qt.app.rules_help import RulesHelpDialog  # noqa: E402
from dominoes_qt.rules import all_games, names  # noqa: E402
from tests.test_rules_doc import choice_ids  # noqa: E402

IDS = sorted(choice_ids())


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.id)
def test_rules_help_names_match_the_docs(qtbot, game) -> None:
    dialog = RulesHelpDialog(None, game.id)
    qtbot.addWidget(dialog)
    text = dialog.plain_text()
    assert game.name in text
    for spec in game.settable_options():
        assert spec.label in text, spec.key
        assert names.choice_label(spec.key, spec.default) in text, spec.key
    for value in IDS:
        assert not re.search(rf"(?<![\w-]){re.escape(value)}(?![\w-])", text), value
