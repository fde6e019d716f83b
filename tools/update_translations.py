#!/usr/bin/env python3
"""Update the translation sources (``translations/*.ts``) from the code, and optionally compile.

Run from anywhere::

    python3 tools/update_translations.py            # lupdate every .ts (keeps translations)
    python3 tools/update_translations.py --release  # also lrelease into dominoes_qt/translations
    python3 tools/update_translations.py --check    # report unfinished/obsolete counts, exit 1 if any
    python3 tools/update_translations.py --add it   # start translations/dominoes_qt_it.ts
    python3 tools/update_translations.py --list     # print the unfinished entries as JSON
    python3 tools/update_translations.py --fill new.json   # apply translations from JSON
    python3 tools/update_translations.py --carry    # strings that moved context keep their text
    python3 tools/update_translations.py --fill-from DIR  # after a merge: take the finished
                                                          # entries of DIR's .ts files too

``--list`` prints ``{"es": {"Context": {"English source": ""}}, ...}`` for everything
unfinished; fill in the texts (a list of forms for ``%n`` plurals, e.g. ``["%n ficha",
"%n fichas"]``) and give the file to ``--fill``, which writes them into the .ts files and marks
them finished (placeholders are checked; a mismatch is refused and reported).

Why one script: the file list, the languages and the flags (``-no-obsolete``, relative
locations) must be the same for everyone, or the .ts files churn with every run.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "dominoes_qt"
TS_DIR = ROOT / "translations"
QM_DIR = PACKAGE / "translations"
LANGUAGES = ("es", "pt_BR", "fr", "de")


def tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``), next to this Python first."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: pip install PySide6-Essentials")
    return found


def sources() -> list[Path]:
    """Every Python file of the package (widgets use tr(); the rules layer QT_TRANSLATE_NOOP)."""
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def ts_files() -> list[Path]:
    return sorted(TS_DIR.glob("dominoes_qt_*.ts"))


def lupdate(targets: list[Path], *, silent: bool = False) -> None:
    """Merge the current source strings into ``targets`` (created if missing), no obsolete kept."""
    files = [str(p.relative_to(ROOT)) for p in sources()]
    cmd = [tool("pyside6-lupdate"), *files, "-locations", "relative", "-no-obsolete",
           "-ts", *(str(t) for t in targets)]
    if silent:
        cmd.insert(1, "-silent")
    subprocess.run(cmd, check=True, cwd=ROOT)


def write_catalogue(ts: Path) -> None:
    """``dominoes_qt/translations/sources.json``: every (context, English source) of ``ts``.

    The running game needs it to re-translate texts already on screen when the language
    changes (dominoes_qt/app/i18n.py); it is small, text, and shipped with the package.
    """
    root = ET.parse(ts).getroot()
    pairs = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            pairs.append([name, message.findtext("source") or ""])
    QM_DIR.mkdir(parents=True, exist_ok=True)
    text = "[\n" + ",\n".join(json.dumps(p, ensure_ascii=False) for p in pairs) + "\n]\n"
    (QM_DIR / "sources.json").write_text(text, encoding="utf-8")


def lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def counts(ts: Path) -> dict[str, int]:
    """Messages, unfinished and obsolete/vanished entries of one .ts file."""
    root = ET.parse(ts).getroot()
    result = {"messages": 0, "unfinished": 0, "obsolete": 0}
    for message in root.iter("message"):
        result["messages"] += 1
        kind = message.find("translation").get("type")
        if kind == "unfinished":
            result["unfinished"] += 1
        elif kind in ("obsolete", "vanished"):
            result["obsolete"] += 1
    return result


PLACEHOLDER = re.compile(r"%L?\d+|%n|\{[A-Za-z_][A-Za-z0-9_]*\}")


def unfinished(ts: Path) -> dict[str, dict[str, object]]:
    """{context: {source: "" or ["", ""] for plurals}} of the unfinished entries of ``ts``."""
    out: dict[str, dict[str, object]] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation.get("type") == "unfinished":
                forms = translation.findall("numerusform")
                out.setdefault(name, {})[message.findtext("source") or ""] = \
                    [""] * len(forms) if message.get("numerus") == "yes" else ""
    return out


def finished(ts: Path) -> dict[str, object]:
    """{source: text or forms} of the finished entries of ``ts``, whatever their context."""
    out: dict[str, object] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation.get("type") in ("unfinished", "obsolete", "vanished"):
            continue
        forms = [f.text or "" for f in translation.findall("numerusform")]
        out.setdefault(message.findtext("source") or "", forms or (translation.text or ""))
    return out


def finished_entries(ts: Path) -> dict[tuple[str, str], object]:
    """{(context, source): text or forms} of the finished entries of ``ts``."""
    out: dict[tuple[str, str], object] = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            out[(name, message.findtext("source") or "")] = forms or (translation.text or "")
    return out


def from_other(ts: Path, others: list[Path]) -> dict[str, dict[str, object]]:
    """The unfinished entries of ``ts`` that one of ``others`` (the same language's file on
    another branch) has translated: a merge that took one side's .ts keeps the other's work."""
    known: dict[tuple[str, str], object] = {}
    for other in others:
        for key, text in finished_entries(other).items():
            known.setdefault(key, text)
    return {context: {source: known[(context, source)] for source in sources
                      if (context, source) in known}
            for context, sources in unfinished(ts).items()}


def carried(ts: Path, before: dict[str, object]) -> dict[str, dict[str, object]]:
    """The unfinished entries of ``ts`` whose English had a translation ``before`` (under
    another context: code moved from one class or module to another)."""
    return {context: {source: before[source] for source in sources if source in before}
            for context, sources in unfinished(ts).items()}


def fill(ts: Path, texts: dict[str, dict[str, object]]) -> tuple[int, list[str]]:
    """Write ``texts`` ({context: {source: text or forms}}) into ``ts``; (count, problems)."""
    tree = ET.parse(ts)
    done, problems = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            text = texts.get(name, {}).get(source)
            if not text:
                continue
            forms = text if isinstance(text, list) else [text]
            translation = message.find("translation")
            want = sorted(set(PLACEHOLDER.findall(source)))
            bad = [f for f in forms if sorted(set(PLACEHOLDER.findall(f)) | (
                {"%n"} if message.get("numerus") == "yes" else set())) != want]
            numerus = translation.findall("numerusform")
            if bad or not all(forms) or (numerus and len(numerus) != len(forms)) or (
                    not numerus and len(forms) != 1):
                problems.append(f"{ts.name}: {name}: {source!r} -> {forms!r}")
                continue
            if numerus:
                for element, form in zip(numerus, forms, strict=True):
                    element.text = form
            else:
                translation.text = forms[0]
            translation.attrib.pop("type", None)
            done += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return done, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="also compile .qm files")
    parser.add_argument("--check", action="store_true",
                        help="only count unfinished/obsolete entries (exit 1 if any)")
    parser.add_argument("--add", metavar="LANG", help="create the .ts of a new language")
    parser.add_argument("--list", action="store_true",
                        help="print the unfinished entries of every .ts as JSON and stop")
    parser.add_argument("--fill", metavar="FILE.json",
                        help="apply translations {lang: {context: {source: text}}} first")
    parser.add_argument("--fill-from", metavar="DIR", action="append", default=[],
                        help="fill unfinished entries from the finished ones of DIR's "
                        "dominoes_qt_<lang>.ts (repeatable; after a merge took one side)")
    parser.add_argument("--carry", action="store_true",
                        help="give strings that moved to another context the translation "
                        "they had under the old one")
    args = parser.parse_args(argv)
    before = {ts: finished(ts) for ts in ts_files()} if args.carry else {}
    if args.list:
        listing = {ts.stem.removeprefix("dominoes_qt_"): unfinished(ts) for ts in ts_files()}
        print(json.dumps(listing, ensure_ascii=False, indent=1))
        return 0
    if args.fill:
        data = json.loads(Path(args.fill).read_text(encoding="utf-8"))
        for lang, texts in data.items():
            done, problems = fill(TS_DIR / f"dominoes_qt_{lang}.ts", texts)
            print(f"{lang}: {done} filled")
            for problem in problems:
                print("  refused (placeholders/forms):", problem)
    if args.add:
        lupdate([TS_DIR / f"dominoes_qt_{args.add}.ts"])
        # lupdate writes no language attribute for a new file; set it so plurals are right.
        path = TS_DIR / f"dominoes_qt_{args.add}.ts"
        text = path.read_text(encoding="utf-8")
        if 'language="' not in text:
            text = text.replace("<TS version=\"2.1\">",
                                f"<TS version=\"2.1\" language=\"{args.add}\">", 1)
            path.write_text(text, encoding="utf-8")
            lupdate([path], silent=True)   # again, now with the language's plural forms
    targets = ts_files()
    if not args.check:
        lupdate(targets)
        for ts in targets:
            others = [Path(d) / ts.name for d in args.fill_from if (Path(d) / ts.name).exists()]
            if others:
                done, problems = fill(ts, from_other(ts, others))
                print(f"{ts.name}: {done} filled from {', '.join(map(str, others))}")
                for problem in problems:
                    print("  refused (placeholders/forms):", problem)
        for ts, texts in before.items():
            done, problems = fill(ts, carried(ts, texts))
            print(f"{ts.name}: {done} carried over from another context")
            for problem in problems:
                print("  refused (placeholders/forms):", problem)
        if targets:
            write_catalogue(targets[0])
    bad = 0
    for ts in targets:
        c = counts(ts)
        bad += c["unfinished"] + c["obsolete"]
        print(f"{ts.name}: {c['messages']} messages, {c['unfinished']} unfinished, "
              f"{c['obsolete']} obsolete")
        if args.release:
            lrelease(ts, QM_DIR / ts.with_suffix(".qm").name)
    return 1 if args.check and bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
