"""Build hook: compile ``translations/*.ts`` into ``dominoes_qt/translations/*.qm``.

Everything else is in pyproject.toml. The compiled ``.qm`` files are build products (not in
git): ``pip install .`` and wheel builds write them into the build tree, so the package carries
them; an editable install (``pip install -e .``) writes them next to the sources. Without
``lrelease`` the build still succeeds (with a warning) and the game simply stays in English.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
TS_DIR = ROOT / "translations"


def find_lrelease() -> list[str] | None:
    """The lrelease command: PySide6's own binary first, else one on PATH."""
    try:
        import PySide6  # noqa: PLC0415 - only needed at build time

        binary = Path(PySide6.__file__).resolve().parent / "lrelease"
        if binary.exists():
            return [str(binary)]
    except ImportError:
        pass
    for name in ("pyside6-lrelease", "lrelease-qt6", "lrelease"):
        found = shutil.which(name)
        if found:
            return [found]
    return None


def compile_translations(target: Path) -> list[Path]:
    """lrelease every .ts into ``target``; return the .qm files written."""
    sources = sorted(TS_DIR.glob("dominoes_qt_*.ts"))
    if not sources:
        return []
    lrelease = find_lrelease()
    if lrelease is None:
        print("warning: lrelease not found; the game will be in English only", file=sys.stderr)
        return []
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sources:
        qm = target / ts.with_suffix(".qm").name
        subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        written.append(qm)
    return written


class BuildPyWithTranslations(build_py):
    """build_py that also compiles the translations into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            target = ROOT / "dominoes_qt" / "translations"
        else:
            target = Path(self.build_lib) / "dominoes_qt" / "translations"
        compile_translations(target)

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = super().get_outputs(include_bytecode)
        if not getattr(self, "editable_mode", False):
            target = Path(self.build_lib) / "dominoes_qt" / "translations"
            outputs += [str(target / ts.with_suffix(".qm").name)
                        for ts in sorted(TS_DIR.glob("dominoes_qt_*.ts"))]
        return outputs


setup(cmdclass={"build_py": BuildPyWithTranslations})
