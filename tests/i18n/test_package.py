"""The built package carries the compiled translations (setup.py compiles them at build time)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from dominoes_qt.app import i18n

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = tuple(code for code in i18n.CODES if code != i18n.ENGLISH)


def test_built_package_contains_every_languages_qm_file(tmp_path: Path) -> None:
    """Build from a copy of the sources (never in the shared tree) and list the package."""
    pytest.importorskip("setuptools")
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "MANIFEST.in"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / "translations", src / "translations")
    shutil.copytree(ROOT / "dominoes_qt", src / "dominoes_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.qm"))   # none pre-built
    build = tmp_path / "build"
    # build_py is the step pip runs for `pip install .` and wheels (the same hook); running it
    # directly needs no network and no `wheel` package.
    result = subprocess.run(
        [sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(build)],
        cwd=src, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    package = build / "dominoes_qt" / "translations"
    for lang in LANGUAGES:
        qm = package / f"dominoes_qt_{lang}.qm"
        assert qm.is_file(), sorted(p.name for p in package.iterdir())
        assert qm.read_bytes()[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")  # magic
    assert (package / "sources.json").is_file()   # package-data: the live-switch catalogue
