"""The tile tracker (Preferences ▸ Coach, off by default): a line under the table saying which
numbers each other player cannot hold, deduced from passes and draws, and how many tiles of
each number you have not seen (:mod:`dominoes_qt.ai.tracker`, from your view only), in the
line games and the train games alike.  A game played with it shown is counted as assisted in
the statistics (``GameFiles.assisted``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget

from dominoes_qt.rules.hand import HandState


class TileTracker(QLabel):
    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tileTracker")
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setContentsMargins(8, 2, 8, 2)
        self.controller = controller
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def set_controller(self, controller: Any) -> None:
        """Follow another table's controller (the window went to a network table or back)."""
        if controller is self.controller:
            return
        self.controller.state_changed.disconnect(self.refresh)
        self.controller = controller
        controller.state_changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        from dominoes_qt.ai.tracker import track, track_trains
        from dominoes_qt.rules.games.trains import TrainRound

        c = self.controller
        hand = c.hand if c.record is not None else None
        if (not isinstance(hand, HandState | TrainRound) or not hand.owner_sees_hand
                or hand.result is not None or not c.is_human(c.viewer)):
            self.setText("")
            return
        view = hand.view(c.viewer)
        info = track_trains(view) if isinstance(hand, TrainRound) else track(view)
        parts = []
        for seat, numbers in info.cannot_hold.items():
            held = ", ".join(str(n) for n in numbers) if numbers else "–"
            parts.append(self.tr("%1: %2").replace("%1", c.seat_name(seat)).replace("%2", held))
        unseen = "  ".join(f"{n}×{k}" for n, k in info.unseen.items())
        self.setText(self.tr("Cannot hold: %1.  Unseen: %2").replace(
            "%1", "; ".join(parts)).replace("%2", unseen))

    def retranslate_ui(self) -> None:
        self.refresh()
