"""Issue 39.9: what the packages and the README say of the game matches the game: the number
of games from the catalogue, network play and its chat declared."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from dominoes_qt.rules import all_games

from .conftest import ROOT

METAINFO = ROOT / "packaging" / "linux" / "io.github.dominoesqt.DominoesQt.metainfo.xml"


def _texts(build_module) -> dict[str, str]:
    return {
        "README.md": (ROOT / "README.md").read_text(encoding="utf-8"),
        "metainfo": METAINFO.read_text(encoding="utf-8"),
        ".deb description": build_module.DESCRIPTION,
        "man page": (ROOT / "packaging" / "linux" / "dominoes-qt.6").read_text(encoding="utf-8"),
    }


def test_every_text_counts_the_games_the_game_has(build_module) -> None:
    count = len(all_games())
    for where, text in _texts(build_module).items():
        text = " ".join(text.split()).replace("*", "")
        said = {int(n) for n in re.findall(r"\b(\d+) (?:dominoes )?games\b", text)}
        assert said == {count}, f"{where} says {said} games; the game has {count}"
        assert "Mexican Train" in text or "train games" in text, where


def test_the_metainfo_declares_the_chat_and_tells_of_network_play() -> None:
    root = ET.parse(METAINFO).getroot()
    rating = root.find("content_rating")
    assert rating is not None and rating.get("type") == "oars-1.1"
    attributes = {a.get("id"): a.text for a in rating.findall("content_attribute")}
    assert attributes.get("social-chat") == "intense"      # free text, not moderated
    description = " ".join(ET.tostring(root.find("description"), encoding="unicode").split())
    assert "network" in description and "chat" in description


def _long_options() -> set[str]:
    from dominoes_qt.server.cli import build_parser

    return {option for action in build_parser()._actions for option in action.option_strings
            if option.startswith("--") and option not in ("--help", "--version")}


def test_the_readme_and_the_man_page_name_every_server_option() -> None:
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    synopsis = readme.partition("`dominoes-qt-server [")[2].partition("`")[0]
    man = (ROOT / "packaging" / "linux" / "dominoes-qt-server.6").read_text(encoding="utf-8")
    man = man.replace("\\-", "-")
    for option in _long_options():
        assert f"[{option}" in synopsis or f"{option} " in synopsis, option
        assert option in man, option


def test_the_server_help_points_to_what_the_packages_install(build_module) -> None:
    from dominoes_qt.server.cli import build_parser

    text = " ".join(build_parser().format_help().split())
    assert "man dominoes-qt-server" in text
    assert "/usr/share/doc/dominoes-qt/protocol.md" in text
    assert build_module.deb_files()["usr/share/doc/dominoes-qt/protocol.md"].is_file()
