"""Issue 39.12: the sdist is the whole source tree (MANIFEST.in), so the tests run from it."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from .conftest import ROOT

#: Tracked files an sdist does not need.
NOT_SHIPPED = {".gitignore"}


def _tracked() -> set[str]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: nothing to compare the sdist with")
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                            check=True).stdout.decode().split("\0")
    return {name for name in listed if name and (ROOT / name).is_file()} - NOT_SHIPPED


def test_the_sdist_holds_every_tracked_file_and_its_tests_run(tmp_path: Path) -> None:
    tracked = _tracked()
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis",
        ".benchmarks", "*.qm", ".venv", "venv"))
    built = subprocess.run([sys.executable, "setup.py", "-q", "sdist", "-d", str(tmp_path)],
                           cwd=source, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    (archive,) = tmp_path.glob("dominoes_qt-*.tar.gz")
    with tarfile.open(archive) as tar:
        top = tar.getnames()[0].split("/")[0]
        names = {n.split("/", 1)[1] for n in tar.getnames() if "/" in n}
        tar.extractall(tmp_path / "unpacked", filter="data")
    assert not tracked - names, sorted(tracked - names)[:20]
    unpacked = tmp_path / "unpacked" / top
    ran = subprocess.run([sys.executable, "-m", "pytest", "-o", "addopts=", "-p", "no:cacheprovider",
                          "tests/rules/test_trains.py", "-k", "tv_t1"],
                         cwd=unpacked, capture_output=True, text=True, timeout=300)
    assert ran.returncode == 0, ran.stdout[-3000:]
    assert " passed" in ran.stdout
