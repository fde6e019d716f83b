"""The rules layer (dominoes_qt/rules/) must never import Qt.

Each rules module is imported in a fresh interpreter, which must end with no PySide6 or
shiboken6 module loaded; and the source text must not import them either.
"""

import importlib
import importlib.util
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

RULES = "dominoes_qt.rules"
REPO_ROOT = Path(__file__).resolve().parent.parent
CHECK = (
    "import sys, importlib; importlib.import_module(NAME); "
    "bad=[m for m in sys.modules if m.split('.')[0] in ('PySide6','shiboken6')]; "
    "sys.exit(1 if bad else 0)"
)
QT_IMPORT = re.compile(r"^\s*(from|import)\s+(PySide6|shiboken6)\b", re.MULTILINE)


def _rules_package():
    if importlib.util.find_spec(RULES) is None:
        pytest.skip(f"{RULES} does not exist yet")
    return importlib.import_module(RULES)


def _rules_module_names() -> list[str]:
    package = _rules_package()
    names = [RULES]
    for info in pkgutil.walk_packages(package.__path__, prefix=RULES + ".", onerror=_raise):
        names.append(info.name)
    return names


def _raise(name: str) -> None:
    raise ImportError(f"cannot import {name} while walking {RULES}")


def test_rules_modules_load_no_qt():
    failures = []
    for name in _rules_module_names():
        result = subprocess.run(
            [sys.executable, "-c", CHECK.replace("NAME", repr(name))],
            cwd=REPO_ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
        if result.returncode != 0:
            failures.append(f"{name}: exit {result.returncode}\n{result.stderr.strip()}")
    assert not failures, "rules modules that load Qt or fail to import:\n" + "\n".join(failures)


def test_rules_sources_do_not_import_qt():
    package = _rules_package()
    offenders = [
        str(path)
        for directory in package.__path__
        for path in sorted(Path(directory).rglob("*.py"))
        if QT_IMPORT.search(path.read_text(encoding="utf-8"))
    ]
    assert not offenders, f"rules modules importing Qt: {offenders}"
