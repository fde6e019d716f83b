"""Marks engine strings for translation without importing Qt.

``pyside6-lupdate`` recognises ``QT_TRANSLATE_NOOP(context, text)``; the GUI translates the marked
text with ``QCoreApplication.translate(context, text)`` when it shows it.
"""

CONTEXT = "rules"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text
