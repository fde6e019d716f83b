"""The translation sources are complete, current and well-formed.

These tests fail when someone adds a ``tr()`` string and nobody translated it: run
``python3 tools/update_translations.py`` and translate the new entries (translations/README.md).
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMenu, QMenuBar

from dominoes_qt.app import i18n
from tests.gui.gui_helpers import DRAW_HANDS, make_window, setup_with

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import update_translations as ut  # noqa: E402

#: every language the game offers but English (a new language is its line in i18n.LANGUAGES)
LANGUAGES = tuple(code for code in i18n.CODES if code != i18n.ENGLISH)
TS = {lang: ROOT / "translations" / f"dominoes_qt_{lang}.ts" for lang in LANGUAGES}
#: Qt placeholders (%1, %L1, %n), str.format fields ({tile}) and printf-ish %s/%d.
PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_][A-Za-z0-9_]*\}|%[sd]")


def messages(path: Path):
    """(context, source, translation element, numerus) of every message of a .ts file."""
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            yield (name, message.findtext("source") or "", message.find("translation"),
                   message.get("numerus") == "yes")


def forms(translation: ET.Element, numerus: bool) -> list[str]:
    if numerus:
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_unfinished_or_obsolete_entries(lang: str) -> None:
    bad = [(ctx, src, tr.get("type")) for ctx, src, tr, _n in messages(TS[lang])
           if tr.get("type") in ("unfinished", "obsolete", "vanished")]
    assert not bad, f"{len(bad)} entries of {TS[lang].name} need a translator: {bad[:5]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_translation_is_non_empty(lang: str) -> None:
    empty = [(ctx, src) for ctx, src, tr, numerus in messages(TS[lang])
             if not all(f.strip() for f in forms(tr, numerus))]
    assert not empty, empty[:5]


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> set[tuple[str, str]]:
    """What pyside6-lupdate extracts from the sources right now."""
    try:
        lupdate = ut.tool("pyside6-lupdate")
    except SystemExit:
        pytest.skip("pyside6-lupdate is not installed")
    out = tmp_path_factory.mktemp("lupdate") / "current.ts"
    files = [str(p) for p in ut.sources()]
    subprocess.run([lupdate, "-silent", *files, "-ts", str(out)], check=True, cwd=ROOT)
    return {(ctx, src) for ctx, src, _tr, _n in messages(out)}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ts_covers_every_string_lupdate_extracts(lang: str, extracted) -> None:
    have = {(ctx, src) for ctx, src, tr, _n in messages(TS[lang])
            if tr.get("type") not in ("unfinished", "obsolete", "vanished")}
    missing = sorted(extracted - have)
    assert not missing, (
        f"{len(missing)} strings have no {lang} translation; run "
        f"`python3 tools/update_translations.py` and translate them: {missing[:5]}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_placeholders_are_kept(lang: str) -> None:
    broken = []
    for ctx, src, tr, numerus in messages(TS[lang]):
        want = sorted(set(PLACEHOLDER.findall(src)))
        for form in forms(tr, numerus):
            got = sorted(set(PLACEHOLDER.findall(form)))
            # A singular plural form may spell the number out ("one tile") and drop %n.
            if got != want and not (numerus and sorted(set(got) | {"%n"}) == want):
                broken.append((ctx, src, form))
    assert not broken, broken[:5]


# Forms per language as Qt counts them (translations/dominoes_qt_<lang>.ts, numerusform).
PLURAL_FORMS = {"es": 2, "pt_BR": 2, "fr": 2, "de": 2}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_entries_are_complete(lang: str) -> None:
    assert lang in PLURAL_FORMS, f"say how many plural forms {lang} has in PLURAL_FORMS"
    plurals = [(ctx, src, tr) for ctx, src, tr, numerus in messages(TS[lang]) if numerus]
    assert plurals, "the sources have %n strings; they should be numerus entries"
    for ctx, src, tr in plurals:
        texts = forms(tr, True)
        assert len(texts) == PLURAL_FORMS[lang], (ctx, src, texts)
        assert all(t.strip() for t in texts), (ctx, src, texts)
        assert "%n" in texts[-1], (ctx, src, texts)   # the "many" form shows the number


@pytest.mark.parametrize("lang", LANGUAGES)
def test_accelerators_are_kept(lang: str) -> None:
    """A source with a single & keeps exactly one (not "&&"), so keyboard users keep it."""
    lost = []
    for ctx, src, tr, numerus in messages(TS[lang]):
        if src.count("&") == 1 and re.search(r"&\w", src) and " & " not in src:
            for form in forms(tr, numerus):
                if len(re.findall(r"&(?!&)\w", form)) != 1:
                    lost.append((ctx, src, form))
    assert not lost, lost[:5]


def accelerator(text: str) -> str | None:
    """The key Qt underlines in a menu text: the character after a single "&" ("&&" is "&")."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].casefold()
            i += 1
        i += 1
    return None


def menus_of(menu_bar: QMenuBar) -> list[QMenuBar | QMenu]:
    """The menu bar and every menu and submenu under it, as the window has them."""
    found: list[QMenuBar | QMenu] = [menu_bar]
    for widget in found:
        found += [a.menu() for a in widget.actions() if isinstance(a.menu(), QMenu)]
    return found


@pytest.fixture
def english_afterwards(qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("DOMINOES_QT_HOME", str(tmp_path))
    yield
    i18n.manager(qapp).apply("en")


@pytest.mark.parametrize("lang", ("en", *LANGUAGES))
def test_accelerators_are_unique_per_menu(lang: str, qtbot, english_afterwards) -> None:
    """In each language no two items of one menu of the main window (nor two menus of the menu
    bar) share an accelerator key: the menus are read from the running window."""
    window = make_window(qtbot, setup_with("draw", DRAW_HANDS))
    i18n.apply_language(lang)
    menus = menus_of(window.menuBar())
    expected = {"menu_file": window.menu_file, "menu_recent": window.files.menu_recent,
                "menu_game": window.menu_game, "menu_computer_speed": window.menu_computer_speed,
                "menu_view": window.menu_view, "menu_animation": window.menu_animation,
                "menu_help": window.menu_help}
    missing = [name for name, menu in expected.items() if not any(m is menu for m in menus)]
    assert not missing, f"menus not found under the menu bar: {missing}"
    for menu in menus:
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        assert texts, f"{lang}: an empty menu {menu.objectName() or menu}"
        keys = [k for k in map(accelerator, texts) if k is not None]
        title = menu.title() if isinstance(menu, QMenu) else "the menu bar"
        shared = sorted({k for k in keys if keys.count(k) > 1})
        assert not shared, (lang, title, shared, texts)


def test_fill_refuses_a_translation_that_loses_a_placeholder(tmp_path: Path) -> None:
    """tools/update_translations.py --fill, the bulk path for new strings."""
    ts = tmp_path / "dominoes_qt_es.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="es">\n'
        "<context><name>MainWindow</name>"
        '<message><source>%1 went out.</source><translation type="unfinished"/></message>'
        '<message numerus="yes"><source>%n tile(s)</source><translation type="unfinished">'
        "<numerusform/><numerusform/></translation></message></context></TS>\n",
        encoding="utf-8")
    assert ut.unfinished(ts) == {"MainWindow": {"%1 went out.": "", "%n tile(s)": ["", ""]}}
    done, problems = ut.fill(ts, {"MainWindow": {"%1 went out.": "Dominó.",
                                                  "%n tile(s)": ["%n ficha", "%n fichas"]}})
    assert (done, len(problems)) == (1, 1)
    done, problems = ut.fill(ts, {"MainWindow": {"%1 went out.": "%1 dominó."}})
    assert (done, problems) == (1, [])
    assert ut.unfinished(ts) == {}


@pytest.mark.parametrize("lang", ("en", *LANGUAGES))
def test_accelerators_are_unique_in_the_new_game_dialog(lang: str, qtbot,
                                                        english_afterwards) -> None:
    """Alt plus a letter reaches one field of the New Game dialog, in every language (the
    labels of its fields and its buttons, as the dialog shows them)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from dominoes_qt.app.new_game_dialog import NewGameDialog

    i18n.apply_language(lang)
    dialog = NewGameDialog(None, None)
    qtbot.addWidget(dialog)
    dialog.show()
    texts = [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.isVisible() and w.buddy()]
    keys = [k for k in map(accelerator, texts) if k is not None]
    shared = sorted({k for k in keys if keys.count(k) > 1})
    assert not shared, (lang, shared, [t for t in texts if accelerator(t) in shared])
