"""Choosing the interface language: the environment, the setting, and a missing .qm."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from dominoes_qt.app import i18n


@pytest.mark.parametrize(("env", "code"), [
    ({"LANGUAGE": "es"}, "es"),
    ({"LANGUAGE": "es", "LANG": "C"}, "es"),            # `LANGUAGE=es dominoes-qt` in a bare shell
    ({"LANGUAGE": "it:fr_CA", "LANG": "de_DE.UTF-8"}, "fr"),   # first supported entry
    ({"LANG": "pt_BR.UTF-8"}, "pt_BR"),
    ({"LANG": "pt_PT.UTF-8"}, "pt_BR"),
    ({"LC_ALL": "de_AT.UTF-8", "LANG": "es_ES.UTF-8"}, "de"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "ja_JP.UTF-8"}, None),
    ({}, None),
])
def test_language_from_environment(env: dict[str, str], code: str | None) -> None:
    assert i18n.language_from_environment(env) == code


def test_setting_wins_over_the_environment() -> None:
    assert i18n.resolve("de", {"LANGUAGE": "es"}) == "de"
    assert i18n.resolve("system", {"LANGUAGE": "es"}) == "es"
    assert i18n.resolve("pt_BR", {}) == "pt_BR"


def test_native_names() -> None:
    assert [name for _c, name in i18n.LANGUAGES] == [
        "English", "Español", "Português (Brasil)", "Français", "Deutsch"]


def test_switching_translates_and_sets_the_locale(qapp) -> None:
    manager = i18n.manager(qapp)
    try:
        assert manager.apply("es") == "es"
        assert QCoreApplication.translate("WindowMenus", "&File") == "&Archivo"
        assert QCoreApplication.translate("TableScene", "%n tile(s)", "", 1) == "1 ficha"
        assert QCoreApplication.translate("TableScene", "%n tile(s)", "", 3) == "3 fichas"
        assert QLocale().toString(1234.5, "f", 1) == "1234,5"
        assert manager.apply("de") == "de"
        assert QCoreApplication.translate("WindowMenus", "&File") == "&Datei"
        assert QLocale().decimalPoint() == ","
    finally:
        manager.apply("en")
    assert QCoreApplication.translate("WindowMenus", "&File") == "&File"
    assert QLocale().decimalPoint() == "."


def test_a_missing_qm_leaves_english_without_error(qapp, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(i18n, "TRANSLATIONS_DIR", tmp_path)   # no .qm files at all
    manager = i18n.manager(qapp)
    try:
        assert manager.apply("fr") == "fr"
        assert QCoreApplication.translate("WindowMenus", "&File") == "&File"
    finally:
        manager.apply("en")


def test_leaving_english_reads_the_catalogue_only_when_texts_need_it(qapp, monkeypatch) -> None:
    manager = i18n.LanguageManager(qapp)          # fresh: English, nothing translated yet
    try:
        with monkeypatch.context() as m:          # start-up: no window to re-translate yet
            m.setattr(manager, "_retranslate_widgets", lambda: None)
            manager.apply("es")
        assert manager._catalogue is None
        assert manager.retranslated("&File", ["WindowMenus"]) == "&Archivo"   # read now
        assert manager._catalogue is not None
        manager.apply("de")                       # from Spanish: texts as shown in Spanish
        assert manager.retranslated("&Archivo", ["WindowMenus"]) == "&Datei"
    finally:
        manager.apply("en")
        manager.deleteLater()
