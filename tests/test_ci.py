"""``.ci/run`` runs the README's test command, which lints, type-checks and tests."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _getting_started_commands() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Getting started", 1)[1].split("\n### ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.DOTALL)]


def test_ci_runs_the_readme_test_command() -> None:
    commands = _getting_started_commands()
    assert len(commands) == 2, commands          # one to play, one to test
    test_command = commands[1]
    for step in ('pip install -e ".[test]"', "ruff check .", "mypy", "python3 -m pytest"):
        assert step in test_command, step
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    last = [line for line in run.splitlines() if line.strip() and not line.startswith("#")][-1]
    assert last == test_command
    assert "set -euo pipefail" in run
