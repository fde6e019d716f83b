"""The status line keeps the end of a long message (the prompt) in view, elided on the left."""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar

from dominoes_qt.app.status_line import StatusLine

HISTORY = " ".join(f"Player {n} plays {n}-{n + 1}." for n in range(2, 11))
PROMPT = "Your turn: drag a tile onto a matching end."


def make_line(qtbot, width: int = 600) -> StatusLine:
    line = StatusLine()
    qtbot.addWidget(line)
    line.resize(width, 24)
    line.show()
    qtbot.waitExposed(line)
    return line


def test_a_long_message_shows_its_end_and_offers_the_whole_as_tooltip(qtbot):
    line = make_line(qtbot)
    message = HISTORY + "  " + PROMPT
    line.showMessage(message)
    shown = line.shown_text()
    assert shown.startswith("…") and shown.endswith(PROMPT)      # the prompt stays in view
    assert len(shown) < len(message)
    assert line.currentMessage() == message                      # the message itself is whole
    assert line.toolTip() == message
    # it is drawn as Qt draws that shorter text: pixel for pixel
    plain = QStatusBar()
    qtbot.addWidget(plain)
    plain.resize(line.size())
    plain.show()
    qtbot.waitExposed(plain)
    plain.showMessage(shown)
    qtbot.wait(20)                                              # both laid out (size grips)
    a, b = line.grab().toImage(), plain.grab().toImage()
    assert a == b


def test_a_message_that_fits_is_left_to_qt(qtbot):
    line = make_line(qtbot)
    line.showMessage(PROMPT)
    assert line.shown_text() == PROMPT
    assert line.toolTip() == ""
    line.showMessage(HISTORY + "  " + PROMPT)
    line.resize(4000, 24)                                         # wide enough again
    assert line.shown_text() == line.currentMessage() and line.toolTip() == ""


def test_the_main_window_uses_it(qtbot):
    from dominoes_qt.app.main_window import MainWindow
    from dominoes_qt.session import GameSetup

    window = MainWindow(setup=GameSetup.default("draw", 2, seed=1), computer_delay_ms=0,
                        animation_speed=0.0)
    qtbot.addWidget(window)
    assert isinstance(window.statusBar(), StatusLine)


def test_every_message_is_announced_to_a_screen_reader(qtbot, window):
    """Each move by anyone, each draw, pass and score goes to assistive technology too (a
    QAccessibleAnnouncementEvent), a repeated message as well."""
    line = window.statusBar()
    said: list[str] = []
    line.announced.connect(said.append)
    c = window.controller
    c.play_human(c.legal_for_viewer()[0])
    qtbot.waitUntil(lambda: any("North" in text for text in said), timeout=10_000)
    window.show_status("North passes.")
    window.show_status("North passes.")
    assert said[-2:] == ["North passes.", "North passes."]
    assert line.currentMessage() == "North passes."


def test_the_game_message_comes_back_after_a_menu_status_tip(qtbot, window):
    """Choosing Preferences… from the menu left the status line blank: the menu item's status
    tip replaced the message and, when the menu closed, Qt cleared the line."""
    from PySide6.QtGui import QStatusTipEvent
    from PySide6.QtWidgets import QApplication

    line = window.statusBar()
    message = line.currentMessage()
    assert message.startswith("North plays")
    QApplication.sendEvent(window, QStatusTipEvent("Change the preferences"))
    assert line.currentMessage() == "Change the preferences"      # the tip, while hovered
    QApplication.sendEvent(window, QStatusTipEvent(""))              # the menu closes
    assert line.currentMessage() == message
    dialog = window.files.show_preferences()
    dialog.reject()
    assert line.currentMessage() == message


def test_a_permanent_label_on_the_line_never_covers_the_prompt(qtbot):
    """The network table keeps what it waits for at the right of the line: the message is
    elided before that label, so the prompt's end is not hidden under it."""
    from PySide6.QtWidgets import QLabel

    line = make_line(qtbot, width=700)
    label = QLabel("Waiting for Computer 2 (Medium) to play.")
    line.addPermanentWidget(label)
    qtbot.waitUntil(lambda: label.isVisible() and label.x() > 0)
    line.showMessage(HISTORY + "  " + PROMPT)
    shown = line.shown_text()
    assert shown.startswith("…") and shown.endswith(PROMPT)
    assert 6 + line.fontMetrics().horizontalAdvance(shown) <= label.x()
    assert line.toolTip() == line.currentMessage()
