"""Each language reads as one voice: game names fit the sentences they are put in, German says
"du" throughout, Spanish "tú", and French puts a non-breaking space before : ; ? and !."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from dominoes_qt.app import i18n
from dominoes_qt.app.rules_help import game_name
from dominoes_qt.rules import all_games

from .test_ts_files import TS, forms, messages

#: The texts a game's name is put into: (context, English).
GAME_NAME_TEMPLATES = (
    ("MainWindow", "&Rules of %1"),
    ("RulesHelpDialog", "Rules of %1"),
    ("GameFilesStartUp", "You have an unfinished game of %1 (%n move(s) played). Resume it?"),
    ("GameFilesOpenSave", "Your game of %1 is not finished (%n move(s) played). Save it before "
                          "it leaves the table?"),
    ("GameFilesStartUp", "Your unfinished game of %1 was kept as %2. Open it with File ▸ Open "
                         "Recent to play on."),
    ("StatisticsDialog", "Forget all statistics of %1? This cannot be undone."),
)
#: Articles a translated game name may begin with ("Le jeu de pioche", "Das Kaufspiel").
ARTICLES = {"fr": ("Le", "La", "Les", "L’", "L'"), "de": ("Das", "Der", "Die"),
            "es": ("El", "La", "Los", "Las"), "pt_BR": ("O", "A", "Os", "As")}


@pytest.fixture(autouse=True)
def _english_afterwards(qapp):
    yield
    i18n.manager(qapp).apply("en")


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_a_game_name_with_its_article_is_never_glued_to_a_word(lang: str) -> None:
    """Not "Règles de Le jeu de pioche" nor "Regeln von Das Kaufspiel"."""
    i18n.apply_language(lang)
    names = [game_name(g) for g in all_games()]
    with_article = [n for n in names if n.split()[0] in ARTICLES[lang]
                    or n.startswith(("L’", "L'"))]
    assert with_article or lang in ("es", "pt_BR")
    for context, source in GAME_NAME_TEMPLATES:
        template = QCoreApplication.translate(context, source, None,
                                              2 if "%n" in source else -1)
        assert template != source or lang == "en", (context, source)
        for name in with_article:
            text = template.replace("%1", name)
            assert not re.search(r"[^\W\d_] " + re.escape(name), text), text


def _translations(lang: str):
    for context, source, translation, numerus in messages(TS[lang]):
        for text in forms(translation, numerus):
            yield context, source, text


def test_german_says_du_throughout() -> None:
    formal = [(s, t) for _c, s, t in _translations("de")
              if re.search(r"\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihres)\b", t)]
    assert formal == []


def test_spanish_says_tu_throughout() -> None:
    formal = [(s, t) for _c, s, t in _translations("es")
              if re.search(r"\b([Uu]sted|Su partida|la guarda|guárdela)\b", t)]
    assert formal == []


def test_french_puts_a_non_breaking_space_before_double_punctuation() -> None:
    bad = [t for _c, _s, t in _translations("fr")
           for m in re.finditer(r"(.)([:;?!])(?=\s|$|<|\))", t)
           if m.group(1) not in "\u00a0\u202f" and not t[m.start(1):].startswith("::")]
    assert bad == []


@pytest.mark.parametrize("lang", sorted(ARTICLES))
def test_the_mexican_train_has_one_name(lang: str) -> None:
    """German showed "Mexican Train · …" in the score panel and "Mexikanischer Zug" on the
    lane marker: the game and its shared train are called the same in each language."""
    names = {t.casefold() for _c, s, t in _translations(lang) if s.casefold() == "mexican train"}
    assert len(names) == 1, names


def test_french_says_a_matching_end_naturally() -> None:
    """"un bout assorti" reads oddly for an end a tile matches."""
    odd = [t for _c, _s, t in _translations("fr") if re.search(r"\bbouts? assortis?\b", t)]
    assert odd == []
