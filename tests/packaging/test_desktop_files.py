"""The desktop integration files agree with each other and with the app (cheap: no build).

One application id names the desktop entry, the icon, the AppStream component and the window's
desktop file name; one MIME type joins the entry, the shared-mime-info XML and the .domino
files the game writes.
"""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtGui import QImage

from dominoes_qt.app.desktop import APP_ID, ICON_SIZES, WINDOW_ICON_SIZES, app_icon

from .conftest import ROOT

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
MIME_XML = LINUX / f"{APP_ID}.xml"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def mime_type() -> ET.Element:
    (element,) = ET.parse(MIME_XML).getroot().findall(f"{MIME_NS}mime-type")
    return element


def test_build_script_uses_the_app_id(build_module):
    assert build_module.APP_ID == APP_ID
    assert build_module.MIME_TYPE == mime_type().get("type")
    assert build_module.ICON_SIZES == ICON_SIZES


def test_desktop_entry_opens_files_with_the_icon():
    entry = desktop_entry()
    assert entry["Exec"] == "dominoes-qt %f"
    assert entry["Icon"] == APP_ID
    assert mime_type().get("type") in entry["MimeType"].split(";")
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"


def test_mime_type_matches_saved_games(tmp_path):
    """The glob and the magic both recognise a file the game really saves."""
    from dominoes_qt.app.main import parse_args, setup_from_args
    from dominoes_qt.storage.record import GameRecord

    element = mime_type()
    assert [g.get("pattern") for g in element.findall(f"{MIME_NS}glob")] == ["*.domino"]
    match = element.find(f"{MIME_NS}magic/{MIME_NS}match")
    start, _, end = match.get("offset").partition(":")
    saved = tmp_path / "game.domino"
    GameRecord.new(setup_from_args(parse_args(["--game", "draw", "--seed", "1"]))).save(saved)
    head = saved.read_bytes()[: int(end) + len(match.get("value"))]
    assert match.get("value").encode() in head[int(start):]


def test_metainfo_names_the_desktop_entry():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("provides/mediatype").text == mime_type().get("type")
    assert root.find("provides/binary").text == "dominoes-qt"


@pytest.mark.skipif(not shutil.which("desktop-file-validate"),
                    reason="desktop-file-validate not installed (apt install desktop-file-utils)")
def test_desktop_file_validate():
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.skipif(not shutil.which("appstreamcli"),
                    reason="appstreamcli not installed (apt install appstream)")
def test_appstreamcli_validate():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_icon_pngs_have_their_size(qapp):
    for size in ICON_SIZES:
        image = QImage(str(ROOT / "dominoes_qt" / "assets" / f"dominoes-qt-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        corner, centre = image.pixelColor(0, 0), image.pixelColor(size // 2, size // 2)
        assert centre.alpha() == 255 and corner != centre   # drawn, not a flat square


def test_window_icon_has_every_size_up_to_256(qapp):
    sizes = {(s.width(), s.height()) for s in app_icon().availableSizes()}
    assert sizes == {(size, size) for size in WINDOW_ICON_SIZES}
    assert {16, 32, 48, 256} <= set(WINDOW_ICON_SIZES) and max(WINDOW_ICON_SIZES) == 256


def test_windows_ico_and_macos_icns_hold_their_sizes():
    ico = (ROOT / "packaging" / "windows" / "dominoes-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    widths = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= widths
    icns = (ROOT / "packaging" / "macos" / "dominoes-qt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, offset = set(), 8
    while offset < len(icns):
        kinds.add(icns[offset:offset + 4])
        offset += struct.unpack_from(">I", icns, offset + 4)[0]
    assert {b"icp4", b"ic07", b"ic08", b"ic09", b"ic10"} <= kinds


def test_the_game_sets_its_icon_and_desktop_file_name(qapp, tmp_path):
    from dominoes_qt.app.main import main

    assert main(["--game", "draw", "--seed", "1", "--screenshot", str(tmp_path / "s.png")]) == 0
    assert qapp.desktopFileName() == APP_ID
    assert not qapp.windowIcon().isNull()
