"""Engine refusals are plain strings that the GUI can still show translated."""

from __future__ import annotations

from dominoes_qt.rules import play
from dominoes_qt.rules.i18n import CONTEXT, Message, translated

from .helpers import hand_with, socket_showing


def test_refusal_keeps_template_and_values() -> None:
    h = hand_with("draw", [["6-6", "6-4", "1-2", "0-0", "3-3", "2-2", "1-1"],
                           ["2-5", "6-1", "0-1", "0-2", "0-3", "0-4", "0-5"]])
    h.apply(h.legal_actions()[0])
    reason = h.why_illegal(play("2-5", socket_showing(h.layout, 6), 2))
    assert reason == "2-5 does not match 6."
    assert isinstance(reason, Message)
    assert (reason.template, reason.values) == ("{tile} does not match {end}.",
                                                {"tile": "2-5", "end": "6"})


def test_translated_uses_the_catalogue_and_survives_bad_translations() -> None:
    msg = Message("{tile} does not match {end}.", tile="2-5", end=6)
    german = {"{tile} does not match {end}.": "{tile} passt nicht an {end}."}

    def translate(context: str, text: str) -> str:
        assert context == CONTEXT
        return german.get(text, text)

    assert translated(msg, translate) == "2-5 passt nicht an 6."
    assert translated("plain text", translate) == "plain text"
    assert translated(msg, lambda c, t: "{missing} field") == "2-5 does not match 6."
