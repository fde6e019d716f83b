"""A score's working in the player's language: the status line and the hand summary share it.

The engine explains each score in plain English ("blocked: fewest pips (8)", "tie: the side
that blocked loses; 12 - 5 = 7", "double-header: 3 = 3"), for logs and tests.  The interface
says those things itself, translated (the summary's headline names the blocked hand, say), so
it keeps only the arithmetic, and words the few named scores (Bergen's headers) here, and
the names of those who share a result ("Ann, Bob and Cy").
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from dominoes_qt.app.i18n import labelled

from ..rules.i18n import QT_TRANSLATE_NOOP  # the name lupdate looks for; returns str

#: Bergen's named scores (``ScoreEvent.reason == "bergen"``), by the engine's name.
HEADERS = {
    "double-header": QT_TRANSLATE_NOOP("scores", "double-header"),
    "triple-header": QT_TRANSLATE_NOOP("scores", "triple-header"),
}


def score_working(detail: str, reason: str = "") -> str:
    """The arithmetic of a score ("8→10 = 10"), or "" when the engine gave only words."""
    if reason == "bergen":
        name, _, numbers = detail.partition(": ")
        if name in HEADERS:
            header = QCoreApplication.translate("scores", HEADERS[name])
            return labelled(header, numbers) if numbers else header
    tail = detail.rsplit("; ", 1)[-1].strip()
    return "" if any(ch.isalpha() for ch in tail) else tail


def names_and(names: Sequence[str]) -> str:
    """"Ann", "Ann and Bob", "Ann, Bob and Cy": several players named in one phrase."""
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("scores", "%1 and %2").replace(
        "%1", ", ".join(names[:-1])).replace("%2", names[-1])
