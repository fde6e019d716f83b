"""Packaging smoke test: build the Linux bundle and .deb, start the bundle, check the package.

Slow (a PyInstaller build: a minute or two), so it runs only where asked: in CI (``CI`` set,
as ``.ci/run`` has it) or with ``DOMINOES_QT_PACKAGING=1``; ``DOMINOES_QT_PACKAGING=0`` skips
it even in CI. Every test here carries the ``packaging`` marker (``-m "not packaging"``).
"""

from __future__ import annotations

import asyncio
import gzip
import os
import re
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from .conftest import ROOT


def _wanted() -> bool:
    flag = os.environ.get("DOMINOES_QT_PACKAGING", "")
    if flag:
        return flag not in ("0", "false", "no")
    return os.environ.get("CI", "").lower() not in ("", "0", "false")


pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux bundle and .deb"),
    pytest.mark.skipif(not _wanted(), reason="slow packaging build: runs in CI, or locally "
                                             "with DOMINOES_QT_PACKAGING=1"),
]

BUILD_TIMEOUT = 900
RUN_TIMEOUT = 120
HAVE_DPKG_DEB = shutil.which("dpkg-deb") is not None


class Built:
    def __init__(self, dist: Path, work: Path, log: str) -> None:
        self.dist, self.work, self.log = dist, work, log
        self.bundle = dist / "dominoes-qt"
        debs = sorted(dist.glob("dominoes-qt_*.deb"))
        self.deb = debs[0] if debs else None


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Built:
    """Run ``packaging/build.py linux`` once, into a temporary folder."""
    base = tmp_path_factory.mktemp("packaging")
    command = [sys.executable, str(ROOT / "packaging" / "build.py"), "linux",
               "--dist", str(base / "dist"), "--work", str(base / "build"),
               "--deb-compression", "none"]
    if not HAVE_DPKG_DEB:
        command.append("--no-installer")
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                            timeout=BUILD_TIMEOUT)
    log = result.stdout + result.stderr
    assert result.returncode == 0, log[-4000:]
    return Built(base / "dist", base / "build", log)


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """An environment as bare as a desktop session's: no Python variables, offscreen Qt."""
    home.mkdir(parents=True, exist_ok=True)
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            "DOMINOES_QT_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_RUNTIME_DIR": str(home), "QT_QPA_PLATFORM": "offscreen", **extra}


def assert_screenshot_shows_a_table(path: Path) -> None:
    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a picture"
    assert image.width() >= 400 and image.height() >= 300
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}
    assert len(colours) >= 50, f"only {len(colours)} colours: a blank window?"


def run_game(program: Path, home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(program), *args], env=clean_env(home), capture_output=True,
                          text=True, timeout=RUN_TIMEOUT)


def test_bundle_starts_and_draws_the_table(built, tmp_path, qapp):
    shot = tmp_path / "out.png"
    result = run_game(built.bundle / "dominoes-qt", tmp_path / "home",
                      "--game", "draw", "--seed", "1", "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert_screenshot_shows_a_table(shot)


def test_bundle_carries_every_licence(built):
    """Issue 39.6: the bundle (and so setup.exe, the .dmg and the .tar.gz) carries the game's
    licence and every shipped distribution's, where Help ▸ Licences finds them too."""
    from dominoes_qt import licences

    notices = (built.bundle / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8")
    for part in licences.shipped():
        assert f"{part.name} {part.version}: {part.licence}" in notices
    assert "PSF-2.0" in notices and "Bootloader-exception" in notices
    assert (built.bundle / "LICENSE").read_text(encoding="utf-8").startswith(
        (ROOT / "LICENSE").read_text(encoding="utf-8")[:200])
    code = built.bundle / "_internal" / "dominoes_qt"
    assert (code / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8") == notices
    assert (code / "LICENSE").is_file()


def test_bundle_carries_translations_and_icons(built):
    internal = built.bundle / "_internal"
    for code in ("es", "pt_BR", "fr", "de"):
        assert (internal / "dominoes_qt" / "translations" / f"dominoes_qt_{code}.qm").is_file()
        assert (internal / "PySide6" / "Qt" / "translations" / f"qtbase_{code}.qm").is_file()
    assert (internal / "dominoes_qt" / "translations" / "sources.json").is_file()
    assert (internal / "dominoes_qt" / "assets" / "dominoes-qt-256.png").is_file()
    for name in ("tile", "draw", "pass", "score", "won", "lost"):     # the sounds
        assert (internal / "dominoes_qt" / "assets" / "sounds" / f"{name}.wav").is_file()
    assert list(internal.glob("_miniaudio*")), "no audio library: a silent bundle"
    assert list(internal.glob("_cffi_backend*")), "miniaudio cannot load without CFFI"
    assert not (internal / "numpy").exists()
    assert list(internal.glob("libpython3*.so*")), "no Python library: not stand-alone"
    dangling = [p for p in built.bundle.rglob("*") if p.is_symlink() and not p.exists()]
    assert not dangling
    # Qt's catalogues for languages the game does not ship are left out.
    assert not (internal / "PySide6" / "Qt" / "translations" / "qtbase_ja.qm").exists()


@pytest.mark.skipif(not HAVE_DPKG_DEB, reason="dpkg-deb not installed: no .deb was built")
def test_deb_installs_every_declared_file(built, build_module, tmp_path, qapp):
    """Unpack the .deb into a scratch root; every declared file is there and the launcher on
    PATH opens a saved game, as a double-click on it does (``Exec=dominoes-qt %f``)."""
    assert built.deb is not None, built.log[-2000:]
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(built.deb), str(root)], check=True)
    fields = subprocess.run(["dpkg-deb", "-f", str(built.deb), "Package", "Depends"],
                            check=True, capture_output=True, text=True).stdout
    assert "Package: dominoes-qt" in fields and "libc6" in fields
    # computed by dpkg-shlibdeps, with version floors (issue 39.7), never the fixed list
    assert re.search(r"libc6 \(>= \d", fields), fields
    notices = (root / "usr" / "share" / "doc" / "dominoes-qt" / "THIRD-PARTY-NOTICES")
    assert notices.read_text(encoding="utf-8") == \
        (built.bundle / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8")
    copyright_text = (root / "usr" / "share" / "doc" / "dominoes-qt" / "copyright").read_text(
        encoding="utf-8")
    assert "@DISTRIBUTIONS@" not in copyright_text and "License: BSD-3-Clause" in copyright_text

    for dest in build_module.deb_files():
        assert (root / dest).exists(), f"{dest} declared but not in the package"
    launcher = root / "usr" / "bin" / "dominoes-qt"
    assert launcher.is_symlink() and launcher.resolve().is_relative_to(root.resolve())
    prefix = root / build_module.DEB_PREFIX
    bundled = {p.relative_to(built.bundle) for p in built.bundle.rglob("*")}
    packaged = {p.relative_to(prefix) for p in prefix.rglob("*")}
    assert bundled == packaged
    assert os.access(prefix / "dominoes-qt", os.X_OK)

    from dominoes_qt.app.main import parse_args, setup_from_args
    from dominoes_qt.storage.record import GameRecord

    saved = tmp_path / "My game.domino"
    setup = setup_from_args(parse_args(["--game", "all-fives", "--seed", "3"]))
    GameRecord.new(setup).save(saved)
    shot = tmp_path / "opened.png"
    result = run_game(launcher, tmp_path / "home", str(saved), "--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    assert_screenshot_shows_a_table(shot)


# -- the table server ----------------------------------------------------------------------------

def start_server(command: list[str], home: Path) -> tuple[subprocess.Popen, str]:
    """Start a packaged server on a free port; return it and its ws:// address."""
    proc = subprocess.Popen([*command, "--port", "0", "--pace", "0"], env=clean_env(home),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    if "listening on ws://" not in line:
        proc.kill()
        raise AssertionError(f"no listening line: {line!r} {proc.communicate()[1][-3000:]}")
    return proc, line.split()[-1]


def stop_server(proc: subprocess.Popen) -> tuple[int, str]:
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=RUN_TIMEOUT)
    return proc.returncode, err


def loaded_libraries(pid: int) -> str:
    return Path(f"/proc/{pid}/maps").read_text(encoding="utf-8")


def play_a_match(url: str) -> dict:
    """Two people and two computers play a short match through the server at ``url``."""
    from server.helpers import autoplay, seated_pair  # tests/server, as pytest imports it

    async def main() -> dict:
        ana, bea, _code = await seated_pair(url)
        final, _ = await asyncio.gather(autoplay(ana), autoplay(bea, pick=1))
        await ana.close()
        await bea.close()
        return final

    return asyncio.run(main())


@pytest.mark.parametrize("program", [["dominoes-qt-server"], ["dominoes-qt", "--server"]])
def test_bundle_serves_a_whole_match_without_qt(built, tmp_path, program):
    """The bundle's server (also reached as ``dominoes-qt --server``) has every module a match
    needs, the computers' levels included, and no Qt library in its memory."""
    command = [str(built.bundle / program[0]), *program[1:]]
    proc, url = start_server(command, tmp_path / "home")
    try:
        maps = loaded_libraries(proc.pid)
        final = play_a_match(url)
    finally:
        status, err = stop_server(proc)
    assert "libQt6" not in maps and "libpyside6" not in maps
    assert "libpython3" in maps
    assert final["match_over"]
    assert status == 0, err
    assert "Traceback" not in err


def test_bundle_server_help_and_a_busy_port(built, tmp_path):
    server = built.bundle / "dominoes-qt-server"
    assert os.access(server, os.X_OK)
    for command in ([server, "--help"], [built.bundle / "dominoes-qt", "--server", "--help"]):
        result = subprocess.run(command, env=clean_env(tmp_path / "home"), capture_output=True,
                                text=True, timeout=RUN_TIMEOUT)
        assert result.returncode == 0, result.stderr
        assert result.stdout.startswith("usage: dominoes-qt-server"), result.stdout
    proc, url = start_server([str(server)], tmp_path / "home")
    try:
        busy = subprocess.run([server, "--port", url.rsplit(":", 1)[1]],
                              env=clean_env(tmp_path / "home"), capture_output=True, text=True,
                              timeout=RUN_TIMEOUT)
    finally:
        stop_server(proc)
    assert busy.returncode == 1
    assert len(busy.stderr.splitlines()) == 1, busy.stderr
    assert "cannot listen on" in busy.stderr


@pytest.mark.skipif(not HAVE_DPKG_DEB, reason="dpkg-deb not installed: no .deb was built")
def test_deb_carries_the_server_its_man_pages_and_what_it_needs(built, tmp_path):
    root = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(built.deb), str(root)], check=True)
    depends = subprocess.run(["dpkg-deb", "-f", str(built.deb), "Depends"], check=True,
                             capture_output=True, text=True).stdout
    assert "libssl3" in depends          # wss:// (the bundle's _ssl links the system's OpenSSL)
    server = root / "usr" / "bin" / "dominoes-qt-server"
    assert server.is_symlink() and os.access(server.resolve(), os.X_OK)
    result = subprocess.run([server, "--help"], env=clean_env(tmp_path / "home"),
                            capture_output=True, text=True, timeout=RUN_TIMEOUT)
    assert result.returncode == 0 and "--port" in result.stdout, result.stderr
    for name in ("dominoes-qt", "dominoes-qt-server"):
        page = root / "usr" / "share" / "man" / "man6" / f"{name}.6.gz"
        text = gzip.decompress(page.read_bytes()).decode("utf-8")
        assert text.startswith(f".TH {name.upper()} 6")


HAVE_DPKG = shutil.which("dpkg") is not None


@pytest.mark.skipif(not (HAVE_DPKG_DEB and HAVE_DPKG), reason="needs dpkg")
def test_deb_installs_runs_the_server_and_uninstalls_clean(built, tmp_path):
    """dpkg installs the package into a scratch root (its own database there, the system's
    untouched), the server on its PATH starts, and removing the package leaves only dpkg's
    database behind."""
    root = tmp_path / "root"
    admin = root / "var" / "lib" / "dpkg"
    for folder in ("info", "updates"):
        (admin / folder).mkdir(parents=True)
    (admin / "status").touch()
    dpkg = ["dpkg", f"--root={root}", "--force-not-root"]
    # no system libraries in the scratch root: their packages are the real system's
    subprocess.run([*dpkg, "--force-depends", "-i", str(built.deb)], check=True,
                   capture_output=True, timeout=RUN_TIMEOUT)
    proc, url = start_server([str(root / "usr" / "bin" / "dominoes-qt-server")],
                             tmp_path / "home")
    status, err = stop_server(proc)
    assert url.startswith("ws://127.0.0.1:") and status == 0, err
    subprocess.run([*dpkg, "-r", "dominoes-qt"], check=True, capture_output=True,
                   timeout=RUN_TIMEOUT)
    left = sorted(str(p.relative_to(root)) for p in root.rglob("*")
                  if not p.is_relative_to(admin) and p not in admin.parents)
    assert left == [], left
