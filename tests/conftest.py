"""Test configuration: Qt runs offscreen, user folders are temporary, and hypothesis profiles
for CI and development."""

import os
import tempfile

# Set before any Qt import so that tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Tests read English texts: a developer's LANGUAGE=de must not translate the game under test
# (the Preferences' default language is "System"; tests/i18n switch languages explicitly).
os.environ["LANGUAGE"] = "en"
# The game stays silent in tests (app/sound.py; tests/gui/test_sound.py hears it on purpose).
os.environ["DOMINOES_QT_SILENT"] = "1"

# Tests never touch the real user's settings, saves or statistics: every user folder
# (platformdirs through DOMINOES_QT_HOME, QSettings through XDG_CONFIG_HOME) goes to a
# throwaway directory for the whole run.  Tests that need their own folder override these.
_HOME = tempfile.mkdtemp(prefix="dominoes-qt-tests-")
os.environ["DOMINOES_QT_HOME"] = os.path.join(_HOME, "home")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")

from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, max_examples=50)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
