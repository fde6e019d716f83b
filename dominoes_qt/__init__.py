"""Dominoes Qt: a desktop dominoes game on PySide6 / Qt 6.

The package is layered: ``dominoes_qt.rules`` is pure Python (no Qt) and holds every
game's rules; ``dominoes_qt.scene`` draws the table with Qt Graphics View; and
``dominoes_qt.app`` holds the main window and the entry point.
"""

__version__ = "0.1.0"
