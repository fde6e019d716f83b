"""Build the wheel (marker ``packaging``, as the bundle's smoke test): it carries the server,
its ``dominoes-qt-server`` command and the libraries it needs, and the server runs from it."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import ROOT
from .test_bundle import _wanted

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not _wanted(), reason="slow packaging build: runs in CI, or locally "
                                             "with DOMINOES_QT_PACKAGING=1"),
]

TIMEOUT = 600
LEFT_OUT = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__",
                                  ".mypy_cache", ".ruff_cache", ".pytest_cache", "*.qm")


def can_build_wheels() -> bool:
    """setuptools makes wheels itself from 70.1 on; before, with the ``wheel`` package.

    Its version is read from its metadata, never by importing it here: a setuptools that
    imports the ``packaging`` library would find this test folder (``tests/packaging``, on
    pytest's path) under that name."""
    from importlib import metadata

    major, minor = (int(part) for part in metadata.version("setuptools").split(".")[:2])
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """``pip wheel`` of a copy of the source tree (pip builds a folder in place), without
    build isolation: the installed setuptools and PySide6 (lrelease), nothing downloaded."""
    if not can_build_wheels():
        pytest.skip('no bdist_wheel: python3 -m pip install -e ".[test]" brings "wheel"')
    base = tmp_path_factory.mktemp("wheel")
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=LEFT_OUT)
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-cache-dir", "-w", str(base / "out"), str(source)],
        capture_output=True, text=True, timeout=TIMEOUT)
    assert result.returncode == 0, (result.stdout + result.stderr)[-4000:]
    (built,) = (base / "out").glob("dominoes_qt-*.whl")
    return built


def metadata(wheel: Path, name: str) -> str:
    with zipfile.ZipFile(wheel) as zf:
        (path,) = [n for n in zf.namelist() if n.endswith(f".dist-info/{name}")]
        return zf.read(path).decode("utf-8")


def test_the_wheel_has_the_server_command_and_needs_its_libraries(wheel) -> None:
    entry_points = metadata(wheel, "entry_points.txt")
    console = entry_points.split("[console_scripts]", 1)[1].split("[", 1)[0]
    assert "dominoes-qt-server = dominoes_qt.server.cli:main" in console
    gui = entry_points.split("[gui_scripts]", 1)[1].split("[", 1)[0]
    assert "dominoes-qt = dominoes_qt.app.main:main" in gui
    requires = [re.split(r"[<>=!~ ;(\[]", line.split(":", 1)[1].strip(), maxsplit=1)[0].lower()
                for line in metadata(wheel, "METADATA").splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert {"websockets", "zeroconf", "pyside6-essentials"} <= set(requires)
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    for module in ("__init__", "__main__", "cli", "server", "table", "protocol", "client"):
        assert f"dominoes_qt/server/{module}.py" in names


def test_the_server_runs_from_the_unpacked_wheel(wheel, tmp_path) -> None:
    """Only the wheel's files on the path (and the installed libraries): both commands."""
    unpacked = tmp_path / "site"
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(unpacked)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(unpacked)
    for command in (["-c", "import sys; sys.argv[0] = 'dominoes-qt-server'; "
                           "from dominoes_qt.server.cli import main; sys.exit(main())"],
                    ["-m", "dominoes_qt.server"],
                    ["-c", "import sys; sys.argv[0] = 'dominoes-qt'; "
                           "from dominoes_qt.app.main import main; sys.exit(main())",
                     "--server"]):
        result = subprocess.run([sys.executable, *command, "--help"], cwd=tmp_path, env=env,
                                capture_output=True, text=True, timeout=120)
        assert result.returncode == 0, result.stderr
        assert "--port" in result.stdout
        check = subprocess.run(
            [sys.executable, "-c", "import dominoes_qt.server.cli as m; print(m.__file__)"],
            cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
        assert Path(check.stdout.strip()).is_relative_to(unpacked)
