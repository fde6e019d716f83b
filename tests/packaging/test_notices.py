"""Issue 39.6: the licences of what the packages ship are made from the installed
distributions' metadata, every package carries them, and a distribution without a licence
stops the build (fast: nothing is built)."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

import pytest

from dominoes_qt import licences

from .conftest import ROOT

#: What the game needs to run (pyproject's dependencies and theirs), by normalised name.
RUNTIME = {"pyside6-essentials", "shiboken6", "platformdirs", "websockets", "zeroconf",
           "ifaddr", "miniaudio", "cffi"}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_every_shipped_distribution_is_named_with_its_licence_and_text() -> None:
    parts = licences.shipped()
    names = {p.key for p in parts}
    assert RUNTIME <= names
    assert "dominoes-qt" not in names and "pytest" not in names and "mypy" not in names
    by_name = {p.key: p for p in parts}
    assert by_name["zeroconf"].licence == "LGPL-2.1-or-later"
    assert by_name["websockets"].licence == "BSD-3-Clause"
    assert "LGPL-3.0-only" in by_name["pyside6-essentials"].licence
    for part in parts:
        assert part.licence and part.texts and all(text.strip() for _n, text in part.texts)
    text = licences.notices_text(parts)
    for part in parts:
        assert f"{part.name} {part.version}: {part.licence}" in text
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text       # Qt's, from the project's copy


def _fake_distribution(tmp_path: Path, **fields: str) -> metadata.Distribution:
    info = tmp_path / "nolicence-1.0.dist-info"
    info.mkdir()
    lines = ["Metadata-Version: 2.1", "Name: nolicence", "Version: 1.0",
             *(f"{k}: {v}" for k, v in fields.items())]
    (info / "METADATA").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (info / "RECORD").write_text("nolicence-1.0.dist-info/METADATA,,\n", encoding="utf-8")
    return metadata.PathDistribution(info)


def test_a_distribution_without_a_licence_stops_the_build(build_module, tmp_path,
                                                          monkeypatch) -> None:
    fake = _fake_distribution(tmp_path)
    real = licences.runtime_closure()
    monkeypatch.setattr(licences, "runtime_closure", lambda root="": [*real, fake])
    with pytest.raises(licences.MissingLicence) as missing:
        licences.shipped()
    assert missing.value.names == ["nolicence"]
    with pytest.raises(SystemExit, match="nolicence"):
        build_module.shipped_distributions()


def test_a_licence_named_without_its_text_stops_the_build(tmp_path, monkeypatch) -> None:
    fake = _fake_distribution(tmp_path, **{"License-Expression": "Apache-2.0"})
    monkeypatch.setattr(licences, "runtime_closure", lambda root="": [fake])
    with pytest.raises(licences.MissingLicence):
        licences.shipped()


def test_the_deb_copyright_names_every_distribution_with_its_own_licence(build_module) -> None:
    parts = licences.shipped()
    text = build_module.deb_copyright(parts)
    assert "@DISTRIBUTIONS@" not in text
    paragraphs = text.split("\n\n")
    for part in parts:
        (own,) = [p for p in paragraphs if f"\n {part.name} {part.version};" in p]
        assert re.search(rf"^License: {re.escape(part.licence)}$", own, re.MULTILINE)
        assert "GPL-3+" not in own
    # the game's own paragraph comes first, so every later one overrides it for its files
    files = [p for p in paragraphs if p.startswith("Files: ")]
    assert files[0].startswith("Files: *\n") and "License: GPL-3+" in files[0]


def test_the_windows_installer_shows_the_licence() -> None:
    iss = (ROOT / "packaging" / "windows" / "dominoes-qt.iss").read_text(encoding="utf-8")
    assert re.search(r"^LicenseFile=\{#BundleDir\}\\LICENSE$", iss, re.MULTILINE)


def test_help_licences_shows_the_notices(qtbot) -> None:
    from dominoes_qt.app.licences_dialog import LicencesDialog

    dialog = LicencesDialog()
    qtbot.addWidget(dialog)
    shown = dialog.text()
    assert "GNU GENERAL PUBLIC LICENSE" in shown                # the game's own
    assert "websockets" in shown and "BSD-3-Clause" in shown     # and every part's
