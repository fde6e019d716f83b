"""Marks engine strings for translation without importing Qt.

``pyside6-lupdate`` recognises ``QT_TRANSLATE_NOOP(context, text)``; the GUI translates the marked
text with ``QCoreApplication.translate(context, text)`` when it shows it.
"""

from __future__ import annotations

from collections.abc import Callable

CONTEXT = "rules"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


class Message(str):
    """English text that keeps its template and values, so the GUI can show it translated.

    The engine explains refusals with these (they are plain ``str`` for everyone else); the GUI
    calls :func:`translated` with ``QCoreApplication.translate`` to show them in the player's
    language.  Templates use ``str.format`` fields, e.g. ``"{tile} does not match {end}."``.
    """

    template: str
    values: dict[str, str]

    def __new__(cls, template: str, **values: object) -> Message:
        strings = {k: str(v) for k, v in values.items()}
        obj = super().__new__(cls, template.format(**strings) if strings else template)
        obj.template = template
        obj.values = strings
        return obj


def translated(text: str, translate: Callable[[str, str], str]) -> str:
    """``text`` in the player's language if it is a :class:`Message` with a translation."""
    if not isinstance(text, Message):
        return text
    template = translate(CONTEXT, text.template)
    try:
        return template.format(**text.values)
    except (KeyError, IndexError, ValueError):
        return str(text)   # a broken translation must never hide the reason
