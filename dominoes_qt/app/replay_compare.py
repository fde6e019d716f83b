"""Replay this deal: the comparison a replayed deal's summary shows, and its memory, so a
replay resumed after the game was closed still gets it (docs/coach.md).

The figures are margins (``ai/duplicate.py``: your side's points in the hand minus the
others' average), rounded to a tenth as the review shows points, and the line says which way
is better: more in most games, fewer where the lowest total wins (the train games).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from dominoes_qt.rules.settings import Settings

_GROUP = "replay"


def _points(value: float) -> str:
    """A margin as shown: signed, to a tenth, no trailing ".0" ("+53", "-15.7", "0")."""
    value = round(value, 1)
    if value == 0:
        return "0"
    return f"{value:+.1f}".removesuffix(".0")


def comparison_text(settings: Settings, before: float, now: float,
                    hard: float | None) -> str:
    """The first time against this time (and ``hard`` in your seat, once known)."""
    lowest = settings.lowest_wins
    if lowest:
        text = QCoreApplication.translate(
            "ReplayCompare", "This deal, your side's points minus the others' (fewer is "
            "better): the first time %1, this time %2.")
    else:
        text = QCoreApplication.translate(
            "ReplayCompare", "This deal, your side's points minus the others' (more is "
            "better): the first time %1, this time %2.")
    text = text.replace("%1", _points(before)).replace("%2", _points(now))
    gain = round(now - before, 1)
    if lowest:
        gain = -gain
    if gain > 0:
        text += " " + QCoreApplication.translate(
            "ReplayCompare", "%1 points better than the first time.").replace(
            "%1", _points(gain).lstrip("+"))
    elif gain < 0:
        text += " " + QCoreApplication.translate(
            "ReplayCompare", "%1 points worse than the first time.").replace(
            "%1", _points(-gain).lstrip("+"))
    else:
        text += " " + QCoreApplication.translate("ReplayCompare", "The same as the first time.")
    if hard is not None:
        text += " " + QCoreApplication.translate("ReplayCompare", "Hard in your seat: %1.").replace(
            "%1", _points(hard))
    return text


def _key(record: Any) -> str:
    data = json.dumps(record.setup.to_json(), sort_keys=True)
    return hashlib.sha1(data.encode()).hexdigest()


def remember(store: QSettings, record: Any, replay: dict[str, Any]) -> None:
    """Keep ``replay`` (seat, first-time margin, hard's) for the replayed game ``record``."""
    store.setValue(f"{_GROUP}/key", _key(record))
    store.setValue(f"{_GROUP}/data", json.dumps(
        {"seat": replay["seat"], "before": replay["before"], "hard": replay["hard"]}))
    store.sync()


def recall(store: QSettings, record: Any) -> dict[str, Any] | None:
    """What :func:`remember` kept for ``record`` (a resumed replay), None for another game
    or anything unreadable."""
    if record is None or store.value(f"{_GROUP}/key") != _key(record):
        return None
    try:
        data = json.loads(str(store.value(f"{_GROUP}/data", "")))
        seat, before, hard = int(data["seat"]), float(data["before"]), data.get("hard")
        hard = None if hard is None else float(hard)
    except (ValueError, TypeError, KeyError):
        return None
    if not 0 <= seat < record.setup.players:
        return None
    return {"record": record, "seat": seat, "before": before, "hard": hard}
