"""Every package carries the table server, and says how to start it (no build: fast).

The slow half, in test_bundle.py (marker ``packaging``), builds the bundle and the .deb and
runs the server from them; test_wheel.py builds the wheel."""

from __future__ import annotations

import re
import tomllib

import pytest

from dominoes_qt.app.main import build_parser as game_parser
from dominoes_qt.server.cli import build_parser as server_parser

from .conftest import ROOT

SPEC = (ROOT / "packaging" / "dominoes-qt.spec").read_text(encoding="utf-8")
ISS = (ROOT / "packaging" / "windows" / "dominoes-qt.iss").read_text(encoding="utf-8")


def options(parser) -> set[str]:
    return {flag for action in parser._actions for flag in action.option_strings
            if flag.startswith("--")}


def test_the_wheel_declares_the_server_command_and_its_libraries() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["scripts"]["dominoes-qt-server"] == "dominoes_qt.server.cli:main"
    names = {re.split(r"[<>=!~ ;\[]", dep, maxsplit=1)[0].lower()
             for dep in project["dependencies"]}
    assert {"websockets", "zeroconf"} <= names
    assert (ROOT / "dominoes_qt" / "server" / "__main__.py").is_file()   # python -m


def test_the_spec_builds_a_server_program_without_qt() -> None:
    assert 'name="dominoes-qt-server"' in SPEC and 'name="dominoes-qt"' in SPEC
    server_exe = SPEC.split("server_exe = EXE(", 1)[1].split("\n)", 1)[0]
    assert "console=True" in server_exe                      # its lines show on Windows
    server_analysis = SPEC.split("server_a = Analysis(", 1)[1].split("\n)", 1)[0]
    assert "server_launcher.py" in server_analysis
    assert '"PySide6"' in server_analysis.split("excludes=", 1)[1]
    # websockets and zeroconf by name in both programs; ssl (wss://) not excluded
    assert 'collect_submodules("websockets")' in SPEC and 'collect_submodules("zeroconf")' in SPEC
    assert SPEC.count("*NETWORK_IMPORTS") == 2
    assert '"ssl"' not in SPEC and '"_ssl"' not in SPEC
    collect = SPEC.split("coll = COLLECT(", 1)[1].split("\n)", 1)[0]
    assert collect.index("exe,") < collect.index("server_exe,")   # the .app runs the game
    assert "server_a.binaries" in collect and "server_a.datas" in collect
    launcher = (ROOT / "packaging" / "server_launcher.py").read_text(encoding="utf-8")
    assert "from dominoes_qt.server.cli import main" in launcher


def test_the_windows_installer_installs_the_server_with_a_start_menu_entry() -> None:
    assert re.search(r'^Source: "\{#BundleDir\}\\\*";.*recursesubdirs', ISS, re.MULTILINE)
    assert '#define ServerExeName "dominoes-qt-server.exe"' in ISS
    icons = ISS.split("[Icons]", 1)[1].split("\n[", 1)[0]
    assert re.search(r'Filename: "\{app\}\\\{#ServerExeName\}"', icons)


def test_the_deb_declares_the_server_and_the_man_pages(build_module) -> None:
    files = build_module.deb_files()
    assert files["usr/bin/dominoes-qt-server"] == "../lib/dominoes-qt/dominoes-qt-server"
    for name in ("dominoes-qt", "dominoes-qt-server"):
        assert files[f"usr/share/man/man6/{name}.6.gz"].is_file()
    assert "libssl3" in build_module.FALLBACK_DEPENDS


@pytest.mark.parametrize(("page", "parser"), [
    ("dominoes-qt-server.6", server_parser()), ("dominoes-qt.6", game_parser()),
])
def test_each_man_page_documents_every_option(page, parser) -> None:
    text = (ROOT / "packaging" / "linux" / page).read_text(encoding="utf-8")
    documented = set(re.findall(r"\\-\\-[a-z\\-]+", text))
    documented = {flag.replace("\\", "") for flag in documented}
    assert options(parser) <= documented, options(parser) - documented
    assert "\\-\\-server" in text          # both say how the other program starts it


def test_readmes_say_how_to_start_the_server_from_each_package() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    packaging = " ".join((ROOT / "packaging" / "README.md").read_text(encoding="utf-8").split())
    for text in (readme, packaging):
        assert "dominoes-qt-server" in text and "dominoes-qt --server" in text
        assert "python -m dominoes_qt.server" in text or "python3 -m dominoes_qt.server" in text
        assert "dominoes-qt-server.exe" in text                           # Windows
        assert "Contents/MacOS/dominoes-qt-server" in text                # macOS
        assert "/usr/bin/dominoes-qt-server" in text or "man dominoes-qt-server" in text  # .deb
