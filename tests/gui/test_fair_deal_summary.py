"""The hand summary at a network table says whether the deal checked (docs/protocol.md,
"Provably fair deals"): "Deal verified" for an honest server, a warning for one that deals
otherwise than its committed seed says."""

from __future__ import annotations

from typing import Any

import pytest

from dominoes_qt.server import fair_deal
from dominoes_qt.server.fair_deal import Shuffle

from .net_helpers import running_server
from .test_network_table import WAIT, close_windows, play_on, seated

__all__ = ["close_windows"]     # the fixture that closes the windows a test opened


def first_summary(qtbot, server) -> str:
    ana, bea = seated(qtbot, server)
    assert ana.controller.deal_witness.parts, "a part was sent for the first deal"
    play_on(qtbot, [ana, bea], dragged=[0], until=lambda: ana.summary_dialog is not None)
    dialog = ana.summary_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.note_label.isVisible, timeout=WAIT)
    return dialog.note_label.text()


def test_an_honest_deal_is_verified_in_the_hand_summary(qtbot):
    with running_server(grace=30.0) as server:
        text = first_summary(qtbot, server)
    assert text.startswith("Deal verified")


def test_a_deal_not_from_the_committed_seed_is_a_warning(qtbot,
                                                         monkeypatch: pytest.MonkeyPatch):
    def crooked(self: Shuffle, settings: Any, first_seat: int = 0) -> Any:
        return fair_deal.deal_for(settings, bytes(32), self.index, first_seat)

    monkeypatch.setattr(Shuffle, "deal", crooked)
    with running_server(grace=30.0) as server:
        text = first_summary(qtbot, server)
    assert text.startswith("Warning") and "do not follow" in text
