"""The interface language: which translation to load, and switching it live.

Why one module: the command line (``LANGUAGE=es dominoes-qt``), the Preferences' Language choice
and the tests must agree on how a setting ("system", "es", "pt_BR"...) becomes translators and a
default :class:`QLocale`.  :class:`LanguageManager` installs our ``dominoes_qt_<lang>.qm`` and
Qt's own ``qtbase_<lang>.qm`` (standard dialog buttons); installing or removing a translator makes
Qt send ``QEvent.LanguageChange`` to every widget.  Widgets with a ``retranslate_ui()`` method
redo their own texts; for everything else (open dialogs, menus, labels, buttons) the manager
re-translates the static texts of the whole widget tree by finding each text's English source
in the catalogue (``translations/sources.json``, written by ``tools/update_translations.py``).

A missing ``.qm`` is not an error: that language simply shows in English.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QObject,
    QTranslator,
)

SYSTEM = "system"
ENGLISH = "en"
#: (setting, name in its own language). Names are never translated: a reader must find theirs.
LANGUAGES: tuple[tuple[str, str], ...] = (
    (ENGLISH, "English"),
    ("es", "Español"),
    ("pt_BR", "Português (Brasil)"),
    ("fr", "Français"),
    ("de", "Deutsch"),
)
CODES = tuple(code for code, _name in LANGUAGES)
TRANSLATIONS_DIR = Path(__file__).resolve().parent.parent / "translations"
CATALOGUE = TRANSLATIONS_DIR / "sources.json"


def native_name(code: str) -> str:
    """The language's name in that language ("Deutsch"); the code itself if unknown."""
    return dict(LANGUAGES).get(code, code)


def _match(tag: str) -> str | None:
    """The supported code for a locale tag like ``es_MX.UTF-8``, ``pt``, ``de-AT``; else None."""
    tag = tag.split(".", 1)[0].split("@", 1)[0].replace("-", "_").strip()
    if not tag:
        return None
    if tag in ("C", "POSIX"):
        return ENGLISH
    lang, _, country = tag.partition("_")
    lang = lang.lower()
    if lang == "pt":
        return "pt_BR"   # the only Portuguese we have (also fine for pt_PT readers)
    return lang if lang in CODES else None


def language_from_environment(environ: dict[str, str] | None = None) -> str | None:
    """The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), if any.

    LANGUAGE (a colon list, as gettext reads it) wins, so ``LANGUAGE=es dominoes-qt`` shows
    Spanish even under the C locale; then LC_ALL, LC_MESSAGES, LANG.
    """
    env = os.environ if environ is None else environ
    for part in (env.get("LANGUAGE") or "").split(":"):
        code = _match(part)
        if code:
            return code
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(name):
            return _match(env[name])
    return None


def resolve(language: str, environ: dict[str, str] | None = None) -> str:
    """The supported code a setting means: "system" is the environment's, then Qt's, else en."""
    if language and language != SYSTEM:
        return _match(language) or ENGLISH
    code = language_from_environment(environ)
    if code:
        return code
    for tag in QLocale.system().uiLanguages():
        code = _match(tag)
        if code:
            return code
    return ENGLISH


def locale_for(code: str, system: bool = False) -> QLocale:
    """The QLocale for numbers and dates in ``code``: the system's own when it speaks ``code``."""
    own = QLocale.system()
    if system and own.name().split("_")[0] == code.split("_")[0]:
        return own
    return QLocale("en_US" if code == ENGLISH else code)


def labelled(label: str, text: str) -> str:
    """"label: text", spaced before the colon as the language wants (French: a no-break
    space), for a name or a title put in front of a text built elsewhere."""
    return QCoreApplication.translate("punctuation", "%1: %2").replace(
        "%2", text).replace("%1", label)


def layout_tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``tr`` for plain functions (lupdate files their strings under the empty context)."""
    return QCoreApplication.translate("", text, disambiguation, n)


def _load_catalogue() -> list[tuple[str, str]]:
    try:
        data = json.loads(CATALOGUE.read_text(encoding="utf-8"))
        return [(str(context), str(source)) for context, source in data]
    except (OSError, ValueError, TypeError):
        return []


class LanguageManager(QObject):
    """Installs the translators for one language at a time; switches live."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.app = app
        self.code = ENGLISH
        self.setting = ENGLISH
        self.translators: list[QTranslator] = []
        self._last_lookup: dict[str, list[tuple[str, str]]] | None = {}
        self._catalogue: list[tuple[str, str]] | None = None

    @property
    def last_lookup(self) -> dict[str, list[tuple[str, str]]]:
        """Text as shown before the last switch -> the (context, English source)s it may be."""
        if self._last_lookup is None:     # it was English: made when first needed (start-up)
            self._last_lookup = self._reverse_lookup(translated=False)
        return self._last_lookup

    # -- loading ---------------------------------------------------------------------------

    def apply(self, language: str) -> str:
        """Switch to a setting ("system" or a code); return the code now shown.

        Applying the setting already in force does nothing (the window applies its settings
        often).  Texts on screen are re-translated at once: the static ones here, the ones
        built from values by each widget's ``retranslate_ui()`` (sent a LanguageChange).
        """
        code = resolve(language)
        if language == self.setting and code == self.code:
            return code
        self.setting = language
        old_code = self.code
        # texts as shown in the old language; untranslated English waits until needed
        self._last_lookup = self._reverse_lookup() if self.translators else None
        for translator in self.translators:
            self.app.removeTranslator(translator)
            translator.deleteLater()
        self.translators = []
        if code != ENGLISH:
            from PySide6.QtCore import QLibraryInfo  # English needs no Qt translation

            for prefix, directory in (
                ("dominoes_qt", str(TRANSLATIONS_DIR)),
                ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
            ):
                translator = QTranslator(self.app)
                if translator.load(f"{prefix}_{code}", directory) \
                        and self.app.installTranslator(translator):
                    self.translators.append(translator)
                else:
                    translator.deleteLater()
        self.code = code
        QLocale.setDefault(locale_for(code, system=language in ("", SYSTEM)))
        if old_code != code:
            self._retranslate_widgets()
        return code

    def retranslated(self, text: str, contexts: Iterable[str] = ()) -> str:
        """``text`` as shown before the last switch, in the current language (else unchanged)."""
        new = _translate_text(text, self.last_lookup, contexts)
        return text if new is None else new

    # -- live re-translation ---------------------------------------------------------------

    def catalogue(self) -> list[tuple[str, str]]:
        if self._catalogue is None:
            self._catalogue = _load_catalogue()
        return self._catalogue

    def _reverse_lookup(self, translated: bool = True) -> dict[str, list[tuple[str, str]]]:
        """Text as shown now -> the (context, English source)s it may come from
        (``translated=False``: as shown with no translator, each text its source)."""
        lookup: dict[str, list[tuple[str, str]]] = {}
        for context, source in self.catalogue():
            if "%n" in source:
                continue
            shown = QCoreApplication.translate(context, source) if translated else source
            lookup.setdefault(shown, []).append((context, source))
            lookup.setdefault(source, []).append((context, source))
        return lookup

    def _retranslate_widgets(self) -> None:
        from PySide6.QtWidgets import QApplication

        if not isinstance(self.app, QApplication):
            return
        from shiboken6 import isValid

        for window in QApplication.topLevelWidgets():
            # A window's own retranslate_ui() may rebuild widgets, and with them the popups of
            # their combos (windows of their own, listed above): skip what is gone since.
            if not isValid(window):
                continue
            retranslate_tree(window, self.last_lookup)
            # Qt posts LanguageChange only while the event loop runs: send it now, so the
            # switch is complete when apply() returns (retranslate_ui() is idempotent).
            for widget in [window, *window.findChildren(QObject)]:
                if isValid(widget) and callable(getattr(widget, "retranslate_ui", None)):
                    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


def _translate_text(text: str, lookup: dict[str, list[tuple[str, str]]],
                    contexts: Iterable[str]) -> str | None:
    """The current-language text for a text shown in the previous language, or None."""
    if not text:
        return None
    candidates = lookup.get(text)
    if not candidates:
        return None
    preferred = set(contexts)
    context, source = next((c for c in candidates if c[0] in preferred), candidates[0])
    return QCoreApplication.translate(context, source)


def retranslate_tree(root: QObject, lookup: dict[str, list[tuple[str, str]]]) -> None:
    """Re-translate the static texts of ``root`` and its children (see the module doc)."""
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGroupBox,
        QLabel,
        QLineEdit,
        QMenu,
        QTabWidget,
        QWidget,
    )

    def contexts_of(obj: QObject) -> list[str]:
        names = [type(obj).__name__]
        parent = obj.parent()
        while parent is not None:
            names.append(type(parent).__name__)
            parent = parent.parent()
        return names

    def redo(getter: Callable[[], str], setter: Callable[[str], None], ctx: list[str]) -> None:
        new = _translate_text(getter(), lookup, ctx)
        if new is not None and new != getter():
            setter(new)

    for obj in [root, *root.findChildren(QObject)]:
        ctx = contexts_of(obj)
        if isinstance(obj, QWidget):
            redo(obj.windowTitle, obj.setWindowTitle, ctx)
            redo(obj.toolTip, obj.setToolTip, ctx)
            redo(obj.statusTip, obj.setStatusTip, ctx)
        if isinstance(obj, QAction):
            redo(obj.text, obj.setText, ctx)
            redo(obj.toolTip, obj.setToolTip, ctx)
            redo(obj.statusTip, obj.setStatusTip, ctx)
        elif isinstance(obj, QMenu):
            redo(obj.title, obj.setTitle, ctx)
        elif isinstance(obj, (QLabel, QAbstractButton)):
            redo(obj.text, obj.setText, ctx)
        elif isinstance(obj, QGroupBox):
            redo(obj.title, obj.setTitle, ctx)
        elif isinstance(obj, QLineEdit):
            redo(obj.placeholderText, obj.setPlaceholderText, ctx)
        elif isinstance(obj, QComboBox):
            for i in range(obj.count()):
                redo(partial(obj.itemText, i), partial(obj.setItemText, i), ctx)
        elif isinstance(obj, QTabWidget):
            for i in range(obj.count()):
                redo(partial(obj.tabText, i), partial(obj.setTabText, i), ctx)


_MANAGER: LanguageManager | None = None


def manager(app: QCoreApplication | None = None) -> LanguageManager:
    """The application's language manager (created on first use)."""
    global _MANAGER
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("the language manager needs a QCoreApplication")
    if _MANAGER is None or _MANAGER.app is not app:
        _MANAGER = LanguageManager(app)
    return _MANAGER


def apply_language(language: str) -> str:
    """Switch the running application to ``language`` ("system" or a code); the code shown."""
    return manager().apply(language)


def is_language_change(event: QEvent) -> bool:
    return event.type() == QEvent.Type.LanguageChange


def refresh_status(window: Any, prompt: bool = True) -> None:
    """The main window's status line in the new language.

    The table's last message (a move, a score, the prompt) is worded again by the controller
    that said it; whose turn it is can be said again from the state; any other message is
    re-translated when it is a fixed text, and otherwise stays until the next one.
    """
    bar = window.statusBar()
    controller = getattr(window, "controller", None)
    text = bar.currentMessage()
    words = getattr(controller, "words", None)
    your_turn = words.turn_text if prompt and words is not None else None
    again = getattr(controller, "say_again", None) if prompt else None
    said = again(text) if callable(again) else None
    try:
        if said is not None:
            text = said
        elif (your_turn is not None and controller is not None and controller.awaiting_human
                and controller.hand.result is None):
            hand = controller.hand
            text = your_turn(hand.turn, hand.legal_actions())
        else:
            text = manager().retranslated(
                text, ("GameController", "StatusWords", "MainWindow", "TableScene",
                       "NetworkTable", "NetworkController", "TableEnds", "Demo"))
    except Exception:  # noqa: BLE001 - a status line must never break a language switch
        text = manager().retranslated(text)
    if text:
        bar.showMessage(text)
