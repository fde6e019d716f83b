"""The project is GPL-3.0-or-later, and every place a user or a packager looks says so."""

from __future__ import annotations

import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .conftest import ROOT

SPDX = "GPL-3.0-or-later"
DEBIAN_GPL3 = Path("/usr/share/common-licenses/GPL-3")


def test_license_file_is_the_whole_gpl_v3() -> None:
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.split()[:6] == ["GNU", "GENERAL", "PUBLIC", "LICENSE", "Version", "3,"]
    assert "END OF TERMS AND CONDITIONS" in text
    assert "How to Apply These Terms to Your New Programs" in text
    assert len(text.splitlines()) > 600


@pytest.mark.skipif(not DEBIAN_GPL3.is_file(), reason="no /usr/share/common-licenses/GPL-3")
def test_license_file_matches_debians_copy() -> None:
    assert (ROOT / "LICENSE").read_bytes() == DEBIAN_GPL3.read_bytes()


def test_pyproject_states_the_licence() -> None:
    """Issue 39.8: the licence as a table stops building with setuptools after 2027-02-18;
    PEP 639's SPDX expression and license-files, with a setuptools that reads them (and no
    licence classifier, which PEP 639 forbids beside the expression)."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    assert project["license"] == SPDX
    assert project["license-files"] == ["LICENSE"]
    assert not [c for c in project["classifiers"] if c.startswith("License ::")]
    (setuptools,) = [r for r in pyproject["build-system"]["requires"]
                     if r.startswith("setuptools")]
    assert setuptools == "setuptools>=77"
    assert "setuptools>=77" in project["optional-dependencies"]["test"]   # no-isolation builds
    assert "include LICENSE" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8").splitlines()


def test_appstream_metadata_states_the_licence() -> None:
    metainfo = ROOT / "packaging" / "linux" / "io.github.dominoesqt.DominoesQt.metainfo.xml"
    assert ET.parse(metainfo).getroot().findtext("project_license") == SPDX


def test_debian_copyright_file_licenses_the_game_under_gpl3_or_later(build_module) -> None:
    source = build_module.deb_files()["usr/share/doc/dominoes-qt/copyright"]
    paragraphs = source.read_text(encoding="utf-8").split("\n\n")
    (own,) = [p for p in paragraphs if p.startswith("Files: *\n")]
    assert re.search(r"^License: GPL-3\+$", own, re.MULTILINE)
    (text,) = [p for p in paragraphs if p.startswith("License: GPL-3+\n")]
    assert "either version 3 of the License, or" in text
    assert "/usr/share/common-licenses/GPL-3" in text


def test_artwork_licences_are_stated() -> None:
    readme = (ROOT / "assets" / "README.md").read_text(encoding="utf-8")
    licence = readme.partition("## Licence")[2]
    assert SPDX in licence and "icons" in licence
