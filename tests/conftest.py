"""Test configuration: Qt runs offscreen, and hypothesis profiles for CI and development."""

import os

# Set before any Qt import so that tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import settings  # noqa: E402

settings.register_profile("ci", deadline=None, max_examples=50)
settings.register_profile("dev", deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")
