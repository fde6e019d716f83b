"""The licences of what the game ships: its own and every third-party distribution's.

The list is made from the installed distributions' metadata (the runtime dependencies of
``dominoes-qt``, followed to the end), never written by hand, so a dependency added or updated
is named with its real licence.  ``packaging/build.py`` writes it into every package as
``THIRD-PARTY-NOTICES`` and refuses to build when a shipped distribution has no licence;
Help ▸ Licences shows the same text: the copy shipped beside the code in a stand-alone
bundle (which has no metadata to read), or else the one made from this installation.
Qt-free, so the build script can use it without a display.
"""

from __future__ import annotations

import importlib.metadata as metadata
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

#: The distribution whose dependencies are shipped.
ROOT_DISTRIBUTION = "dominoes-qt"
#: The file written beside the code in a bundle (and read back by Help ▸ Licences).
NOTICES_NAME = "THIRD-PARTY-NOTICES"
LICENCE_TEXTS = Path(__file__).resolve().parent / "assets" / "licences"
#: Licences whose text a distribution may name without shipping it: the project's copy.
KNOWN_TEXTS = {"LGPL-3.0-only": "LGPL-3.0.txt", "LGPL-3.0-or-later": "LGPL-3.0.txt"}
#: What the metadata cannot say: code inside a distribution under a licence of its own.
EXTRA_NOTES = {
    "miniaudio": "Inside it, the miniaudio C library by David Reid: public domain (Unlicense) "
                 "or MIT No Attribution, at the user's choice.",
    "pyside6-essentials": "Qt 6 and Qt for Python, used under the GNU Lesser General Public "
                          "License version 3 (its text follows; it supplements the GNU GPL "
                          "version 3, the game's own licence). The corresponding source is at "
                          "https://download.qt.io/official_releases/QtForPython/ and "
                          "https://code.qt.io/. The ICU libraries in the wheel are under the "
                          "Unicode licence (https://www.unicode.org/copyright.html).",
}
_CLASSIFIER = "License :: "


class MissingLicence(Exception):
    """Shipped distributions for which no licence could be found (their names)."""

    def __init__(self, names: list[str]) -> None:
        self.names = names
        super().__init__("no licence found for " + ", ".join(names))


@dataclass(frozen=True)
class Shipped:
    """One third-party distribution: its name, version, licence and licence texts."""

    name: str
    version: str
    licence: str
    texts: tuple[tuple[str, str], ...]     # (file name, text)
    top_level: tuple[str, ...]             # its modules and files in site-packages

    @property
    def key(self) -> str:
        return _normal(self.name)


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_name(requirement: str) -> tuple[str, str]:
    """(name, marker) of a ``Requires-Dist`` line."""
    spec, _, marker = requirement.partition(";")
    name = re.match(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)", spec)
    return (name.group(1) if name else spec.strip()), marker.strip()


def runtime_closure(root: str = ROOT_DISTRIBUTION) -> list[metadata.Distribution]:
    """The installed distributions ``root`` needs to run (no extras), ``root`` left out."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [root]
    while todo:
        name = todo.pop()
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        key = _normal(_field(dist.metadata, "Name") or name)
        if key in seen:
            continue
        seen[key] = dist
        for requirement in dist.requires or ():
            dep, marker = _requirement_name(requirement)
            # an extra's needs are not shipped; any other marker is followed where the
            # distribution is installed (one for another system is not, and is skipped)
            if not re.search(r"\bextra\b", marker):
                todo.append(dep)
    seen.pop(_normal(root), None)
    return sorted(seen.values(), key=lambda d: _normal(_field(d.metadata, "Name")))


def _field(meta: metadata.PackageMetadata, name: str) -> str:
    """A metadata field, "" when absent (a missing key raises in newer Pythons)."""
    values = meta.get_all(name) or []
    return str(values[0]).strip() if values else ""


def licence_of(dist: metadata.Distribution) -> str:
    """The licence the distribution states: its SPDX expression, a short License field or
    its licence classifiers; "" when it states none."""
    meta = dist.metadata
    expression = _field(meta, "License-Expression")
    if expression:
        return expression
    field = _field(meta, "License")
    if field and "\n" not in field and len(field) <= 200:
        return field
    classifiers = [c[len(_CLASSIFIER):].split(" :: ")[-1]
                   for c in meta.get_all("Classifier") or () if c.startswith(_CLASSIFIER)]
    return " OR ".join(classifiers)


def licence_texts(dist: metadata.Distribution, licence: str) -> tuple[tuple[str, str], ...]:
    """The licence files the distribution carries (PEP 639 ``licenses/`` or the names its
    ``License-File`` fields give), else the project's copy of a licence it names."""
    named = {Path(n).name for n in dist.metadata.get_all("License-File") or ()}
    texts: list[tuple[str, str]] = []
    for file in dist.files or ():
        parts = Path(str(file)).parts
        if not parts or not parts[0].endswith(".dist-info"):
            continue
        if "licenses" in parts[1:-1] or (len(parts) == 2 and parts[1] in named):
            try:
                text = file.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            if text.strip():
                texts.append(("/".join(parts[1:]), text))
    if not texts:
        for spdx, file_name in KNOWN_TEXTS.items():
            if re.search(rf"(^|[ (]){re.escape(spdx)}($|[ )])", licence):
                texts.append((file_name, (LICENCE_TEXTS / file_name).read_text(encoding="utf-8")))
                break
    return tuple(texts)


def shipped(root: str = ROOT_DISTRIBUTION) -> list[Shipped]:
    """Every third-party distribution shipped with the game, with its licence.  Raises
    :class:`MissingLicence` naming every one that states no licence or carries no text."""
    out, missing = [], []
    for dist in runtime_closure(root):
        name = _field(dist.metadata, "Name") or "?"
        licence = licence_of(dist)
        texts = licence_texts(dist, licence)
        if not licence or not texts:
            missing.append(name)
            continue
        top = sorted({Path(str(f)).parts[0] for f in dist.files or ()
                      if not str(f).startswith("..")
                      and not Path(str(f)).parts[0].endswith((".dist-info", ".data"))
                      and Path(str(f)).parts[0] != "__pycache__"})
        out.append(Shipped(name, dist.version, licence, texts, tuple(top)))
    if missing:
        raise MissingLicence(missing)
    return out


def notices_text(parts: list[Shipped], extra: Sequence[tuple[str, str, str]] = ()) -> str:
    """The ``THIRD-PARTY-NOTICES`` text: a list first, then each part's notes and licence
    texts.  ``extra``: (name, licence, text) of parts that are no distribution (the Python
    interpreter, PyInstaller's boot loader), added by the build."""
    lines = ["Third-party software shipped with Dominoes Qt",
             "=" * 46, "",
             "Dominoes Qt itself is free software under the GNU General Public License, "
             "version 3 or later (the file LICENSE). It is shipped with the following "
             "software, each part under its own licence:", ""]
    for p in parts:
        lines.append(f"  {p.name} {p.version}: {p.licence}")
    for name, licence, _text in extra:
        lines.append(f"  {name}: {licence}")
    for p in parts:
        lines += ["", "", "-" * 78, f"{p.name} {p.version}", f"Licence: {p.licence}"]
        note = EXTRA_NOTES.get(p.key)
        if note:
            lines += ["", note]
        for file_name, text in p.texts:
            lines += ["", f"--- {file_name} ---", "", text.rstrip()]
    for name, licence, text in extra:
        lines += ["", "", "-" * 78, name, f"Licence: {licence}", "", text.rstrip()]
    return "\n".join(lines) + "\n"


def shipped_notices_path() -> Path:
    """Where a bundle carries the notices made when it was built."""
    return Path(__file__).resolve().parent / NOTICES_NAME


def notices() -> str:
    """The notices for Help ▸ Licences: the bundle's own copy, else made from this
    installation's metadata (a distribution without licence is named as such)."""
    try:
        return shipped_notices_path().read_text(encoding="utf-8")
    except OSError:
        pass
    try:
        return notices_text(shipped())
    except MissingLicence as exc:
        return f"{exc}\n"




def own_licence() -> str:
    """The game's own licence text (GPL-3.0-or-later): beside the code in a bundle, in the
    installed distribution's metadata, or the source tree's LICENSE."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "LICENSE", here.parent / "LICENSE"):
        try:
            return candidate.read_text(encoding="utf-8")
        except OSError:
            continue
    try:
        dist = metadata.distribution(ROOT_DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return ""
    return "\n\n".join(text for _name, text in licence_texts(dist, licence_of(dist)))


__all__ = ["MissingLicence", "Shipped", "notices", "notices_text", "own_licence", "runtime_closure",
           "shipped", "shipped_notices_path"]
