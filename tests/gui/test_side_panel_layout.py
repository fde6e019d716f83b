"""The network table's side panel keeps its width while the server is gone: the countdown
line and Retry Now wrap inside it instead of widening the dock (the table beside it would
jump, and jump again as the line's words change)."""

from __future__ import annotations

from dominoes_qt.app.online.side_panel import SidePanel


class _Net:
    """What the panel needs of a network table to be built."""

    def retry(self) -> None:
        pass


def test_the_server_gone_line_wraps_inside_the_panel_without_widening_it(qtbot) -> None:
    panel = SidePanel(_Net())
    qtbot.addWidget(panel)
    panel.people_label.setText("● Hana (you)<br>connected<br>● Ravi<br>connected")
    panel.assists_label.setText("Assists (hints, coach, tile tracker): not allowed at this table.")
    panel.resize(278, 700)
    panel.show()
    qtbot.waitExposed(panel)
    wide = panel.sizeHint().width()
    for text in ("No connection to the server. Your seat is kept for 23:59:57; reconnecting…",
                 "The server is gone. Your seat is kept for 23:58:38; the next try in 7 s."):
        panel.gone_label.setText(text)
        panel.gone_box.show()
        qtbot.wait(10)
        assert panel.sizeHint().width() == wide, text
        label = panel.gone_label
        assert label.width() > 0 and label.heightForWidth(label.width()) <= label.height()
