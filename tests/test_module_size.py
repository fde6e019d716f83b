"""Every module of ``dominoes_qt/app/`` stays small enough to read whole (issue 34: no file of
``app/`` over about 700 lines); a window that grows is split by what its parts do, as the Play
Online dialog, the New Game dialog and the game files were."""

from __future__ import annotations

from pathlib import Path

APP = Path(__file__).resolve().parent.parent / "dominoes_qt" / "app"
#: The most lines a module of app/ may have.
MOST_LINES = 700


def test_no_module_of_app_is_over_700_lines() -> None:
    modules = sorted(APP.rglob("*.py"))
    assert len(modules) > 20          # the folder was found (an empty glob passes anything)
    too_long = {str(path.relative_to(APP)): lines for path in modules
                if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert too_long == {}, f"split these by what their parts do: {too_long}"
