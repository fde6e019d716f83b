#!/usr/bin/env python3
"""Build the stand-alone game and its installer with one command.

    python3 packaging/build.py linux     # dist/dominoes-qt/ and dist/dominoes-qt_<v>_<arch>.deb
    python3 packaging/build.py windows   # dist/dominoes-qt/ and dist/DominoesQt-<v>-setup.exe
    python3 packaging/build.py macos     # dist/Dominoes Qt.app and dist/DominoesQt-<v>.dmg
    python3 packaging/build.py engine    # only the compiled engine, build/compiled-engine/site

Every target first runs PyInstaller on packaging/dominoes-qt.spec (one recipe for the three
systems) on the compiled rules engine (setup.py's DOMINOES_QT_COMPILE=1, built once into
build/compiled-engine and reused while its sources are unchanged; ``--pure`` bundles the
sources instead), then wraps the bundle: Debian's dpkg-deb on Linux, Inno Setup's iscc on Windows,
hdiutil on macOS. Needs PyInstaller (``python3 -m pip install -e ".[test]"`` brings it).
``--dist`` and ``--work`` move the outputs (the packaging smoke test builds into a temporary
folder); ``--no-installer`` stops after the bundle. The .deb's maintainer is the first of
``pyproject.toml``'s ``maintainers`` (``--maintainer "Name <address>"`` overrides it; the build
warns while it is a placeholder). packaging/README.md says more.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))       # the licences module, from this tree

from dominoes_qt import licences  # noqa: E402

PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "dominoes-qt.spec"
NAME = "dominoes-qt"
#: The bundle's second program: the table server (no Qt; packaging/dominoes-qt.spec).
SERVER = "dominoes-qt-server"
APP_ID = "io.github.dominoesqt.DominoesQt"
APP_NAME = "Dominoes Qt"
MIME_TYPE = "application/x-dominoes-qt"
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
DEB_PREFIX = f"usr/lib/{NAME}"
#: Mail domains that deliver nowhere (RFC 2606, RFC 6761): an address there is a placeholder.
PLACEHOLDER_DOMAINS = ("example.org", "example.com", "example.net", "example", "invalid",
                       "localhost", "test")
# Depends when dpkg-shlibdeps (package dpkg-dev) is missing: Debian 12's names for the system
# libraries the bundle links to (dpkg-shlibdeps computes the exact list when it is there).
FALLBACK_DEPENDS = (
    "libbz2-1.0, libc6, libdbus-1-3, libegl1, libffi8, libfontconfig1, libfreetype6, "
    "libgcc-s1, libgl1, libglib2.0-0, liblzma5, libssl3, libstdc++6, libwayland-client0, "
    "libwayland-cursor0, libwayland-egl1, libx11-6, libx11-xcb1, libxcb-glx0, libxcb-randr0, "
    "libxcb-render0, libxcb-shape0, libxcb-shm0, libxcb-sync1, libxcb-xfixes0, libxcb1, "
    "libxkbcommon0, libzstd1, zlib1g"
)
DESCRIPTION = """\
dominoes game: block, draw and scoring games and solitaires
 Dominoes Qt plays 26 dominoes games: the block and draw family, the scoring
 games (All Fives, Muggins, Fives and Threes, Bergen...), Blind Dominoes, the
 train games (Mexican Train, Chicken Foot) and seven solitaires, on double-six,
 double-nine and double-twelve sets, against computer opponents at five levels
 or with friends over the network, with chat. Saved games (.domino) open by
 double-click. English, Spanish, Brazilian Portuguese, French and German.
 .
 dominoes-qt-server (or dominoes-qt --server) holds tables for people who
 play over the network.
 .
 It carries its own Python and Qt 6 (PySide6), in /usr/lib/dominoes-qt."""

_STARTED = time.monotonic()


def step(message: str) -> None:
    """One line of progress, with the seconds since the build started."""
    print(f"[{time.monotonic() - _STARTED:6.1f}s] {message}", flush=True)


def run(command: list[str], **kwargs) -> subprocess.CompletedProcess:
    step("$ " + " ".join(str(part) for part in command))
    return subprocess.run([str(part) for part in command], check=True, **kwargs)


def maintainer(pyproject: Path = ROOT / "pyproject.toml") -> str:
    """The package's maintainer, "Name <address>", from the first of ``[project]
    maintainers`` in pyproject.toml (the one place it is written)."""
    project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
    people = [p for p in project.get("maintainers", []) if p.get("email")]
    if not people:
        raise SystemExit(f"{pyproject}: [project] maintainers names nobody with an email; "
                         "add one, or give --maintainer \"Name <address>\"")
    first = people[0]
    return f"{first.get('name') or first['email']} <{first['email']}>"


def is_placeholder_address(address: str) -> bool:
    """True for an address nobody reads (``example.org``, ``.invalid``, ``localhost``...)."""
    domain = address.rpartition("@")[2].strip(" >").lower()
    return any(domain == d or domain.endswith("." + d) for d in PLACEHOLDER_DOMAINS)


def checked_maintainer(address: str) -> str:
    """``address`` if it has Debian's "Name <address>" form (else the build stops), with a
    warning on stderr while it is a placeholder."""
    if re.fullmatch(r"[^<>@]+ <[^<>@\s]+@[^<>@\s]+>", address.strip()) is None:
        raise SystemExit(f"maintainer {address!r}: expected \"Name <user@domain>\"")
    if is_placeholder_address(address):
        print(f"warning: the package maintainer {address} is a placeholder: nobody reads "
              "that address. Put yours in pyproject.toml's [project] maintainers, or give "
              "--maintainer \"Name <address>\".", file=sys.stderr, flush=True)
    return address


def version() -> str:
    """The package version, read from dominoes_qt/__init__.py (no import: no Qt needed)."""
    for line in (ROOT / "dominoes_qt" / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    raise SystemExit("no __version__ in dominoes_qt/__init__.py")


# -- licences (every system) -------------------------------------------------------------------

def shipped_distributions() -> list[licences.Shipped]:
    """The third-party distributions the packages carry, each with its licence; the build
    stops, naming them, when any states no licence or carries no licence text."""
    try:
        return licences.shipped()
    except licences.MissingLicence as exc:
        raise SystemExit(f"cannot ship {', '.join(exc.names)}: no licence found in its "
                         "metadata (License-Expression, License, classifiers) or no licence "
                         "text; add the text to dominoes_qt/assets/licences/ and "
                         "licences.KNOWN_TEXTS, or leave the distribution out") from None


def python_licence() -> str:
    """The licence text of the Python the bundle carries (PSF-2.0 and its history)."""
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    base = Path(sys.base_prefix)
    for candidate in (base / "lib" / f"python{version}" / "LICENSE.txt", base / "LICENSE.txt",
                      Path(f"/usr/share/doc/python{version}/copyright")):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8", errors="replace")
    raise SystemExit(f"cannot ship Python {version}: its licence text was not found under "
                     f"{base}")


def bootloader_licence() -> str:
    """PyInstaller's licence (GPL-2.0-or-later with the exception that lets its boot loader,
    which is in every bundle, ship with any program)."""
    from importlib import metadata

    dist = metadata.distribution("pyinstaller")
    texts = licences.licence_texts(dist, licences.licence_of(dist))
    if not texts:
        raise SystemExit("cannot ship PyInstaller's boot loader: no licence text found")
    return "\n\n".join(text for _name, text in texts)


def system_library_notices(bundle: Path) -> list[tuple[str, str, str]]:
    """(package, licence, copyright text) of each Debian package whose libraries the bundle
    carries a copy of (Linux with dpkg; nothing elsewhere)."""
    if not shutil.which("dpkg"):
        return []
    out = []
    for package in sorted(bundled_packages(bundle)):
        name = package.split(":", 1)[0]
        copyright_file = Path("/usr/share/doc") / name / "copyright"
        if copyright_file.is_file():
            text = copyright_file.read_text(encoding="utf-8", errors="replace")
            out.append((f"{name} (Debian package, libraries copied into the bundle)",
                        "see its copyright file below", text))
    return out


def add_licences(bundle: Path, parts: list[licences.Shipped], top: Path | None = None) -> str:
    """Put LICENSE and THIRD-PARTY-NOTICES at the top of the bundle (``top``: a folder of its
    own, the .app's Resources) and the notices beside the game's code (Help ▸ Licences reads
    them there); returns the notices."""
    extra = [(f"Python {platform.python_version()}", "PSF-2.0", python_licence()),
             ("PyInstaller boot loader", "GPL-2.0-or-later WITH Bootloader-exception",
              bootloader_licence()),
             *system_library_notices(bundle)]
    text = licences.notices_text(parts, extra)
    code = [p.parent for p in bundle.rglob("translations/sources.json")
            if p.parent.parent.name == "dominoes_qt"]
    if not code:
        raise SystemExit(f"{bundle}: the game's code (dominoes_qt/) was not found in the bundle")
    top = bundle if top is None else top
    for folder in (top, code[0].parent):
        (folder / licences.NOTICES_NAME).write_text(text, encoding="utf-8")
        shutil.copyfile(ROOT / "LICENSE", folder / "LICENSE")
    step(f"licences: {len(parts)} distributions and {len(extra)} other parts in "
         f"{licences.NOTICES_NAME}")
    return text


# -- the compiled engine -----------------------------------------------------------------------

ENGINE_DIR = ROOT / "build" / "compiled-engine"


def engine_sources_key() -> str:
    """A hash of everything the compiled engine is built from: reuse it while this holds."""
    digest = hashlib.sha256()
    for path in [ROOT / "setup.py", ROOT / "pyproject.toml",
                 ROOT / "packaging" / "backend" / "build_backend.py",
                 *sorted((ROOT / "dominoes_qt").rglob("*.py"))]:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    digest.update(sys.version.encode())
    return digest.hexdigest()


def build_engine(out: Path = ENGINE_DIR) -> Path:
    """The package with the rules engine compiled by mypyc, in ``out/site`` (never next to
    the sources, which it would shadow); built again only when its sources changed."""
    site = out / "site"
    key = engine_sources_key()
    stamp = out / "sources.sha256"
    if stamp.is_file() and stamp.read_text().strip() == key and (site / "dominoes_qt").is_dir():
        step(f"compiled engine: {site} (up to date)")
        return site
    step("mypyc: the compiled rules engine")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    # no build isolation: the pinned mypy of the test extra ("pip install -e .[test]") builds
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
         "-w", out / "wheel", ROOT], env=dict(os.environ, DOMINOES_QT_COMPILE="1"))
    wheels = sorted((out / "wheel").glob("*.whl"))
    run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", site, *wheels])
    stamp.write_text(key + "\n")
    return site


# -- the bundle (every system) -----------------------------------------------------------------

def build_bundle(dist: Path, work: Path, engine: Path | None = None,
                 parts: list[licences.Shipped] | None = None) -> Path:
    """Run PyInstaller on the spec and add the licences; return the one-folder bundle.
    ``engine``: a folder with the compiled package, bundled instead of the sources."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit('PyInstaller is missing: python3 -m pip install -e ".[test]"') from None
    step("PyInstaller: the stand-alone bundle")
    first = [str(engine)] if engine is not None else []
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [*first, str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    env.pop("DOMINOES_QT_ENGINE_DIR", None)
    if engine is not None:
        env["DOMINOES_QT_ENGINE_DIR"] = str(engine)     # read by the spec
    run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", dist, "--workpath", work / "pyinstaller", SPEC], env=env)
    bundle = dist / NAME
    server = bundle / (SERVER + (".exe" if sys.platform == "win32" else ""))
    if not server.is_file():
        raise SystemExit(f"{server} is missing: the spec builds the server beside the game")
    add_licences(bundle, parts if parts is not None else shipped_distributions())
    size = sum(f.stat().st_size for f in bundle.rglob("*") if f.is_file() and not f.is_symlink())
    step(f"bundle: {bundle} ({size / 2**20:.0f} MiB)")
    return bundle


# -- Linux: the .deb ---------------------------------------------------------------------------

def deb_architecture() -> str:
    if shutil.which("dpkg"):
        return subprocess.run(["dpkg", "--print-architecture"], check=True, text=True,
                              capture_output=True).stdout.strip()
    machine = platform.machine()
    return {"x86_64": "amd64", "aarch64": "arm64"}.get(machine, machine)


def deb_files() -> dict[str, Path | str]:
    """Every file the .deb declares besides the bundle: path in the package -> source (or a
    symlink's target, as a string; a ``.gz`` made from a source that is not one is gzipped).
    The smoke test checks each one in the built package."""
    linux = PACKAGING / "linux"
    assets = ROOT / "dominoes_qt" / "assets"
    files: dict[str, Path | str] = {
        f"usr/bin/{NAME}": f"../lib/{NAME}/{NAME}",
        f"usr/bin/{SERVER}": f"../lib/{NAME}/{SERVER}",
        f"usr/share/man/man6/{NAME}.6.gz": linux / f"{NAME}.6",
        f"usr/share/man/man6/{SERVER}.6.gz": linux / f"{SERVER}.6",
        f"usr/share/applications/{APP_ID}.desktop": linux / f"{APP_ID}.desktop",
        f"usr/share/metainfo/{APP_ID}.metainfo.xml": linux / f"{APP_ID}.metainfo.xml",
        f"usr/share/mime/packages/{APP_ID}.xml": linux / f"{APP_ID}.xml",
        f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg": ROOT / "assets" / f"{NAME}.svg",
        f"usr/share/doc/{NAME}/copyright": linux / "copyright",
        f"usr/share/doc/{NAME}/protocol.md": ROOT / "docs" / "protocol.md",
        # several servers behind nginx (docs/deploy.md): the unit is installed disabled
        f"usr/lib/systemd/system/{SERVER}@.service": linux / f"{SERVER}@.service",
        f"usr/share/doc/{NAME}/examples/{NAME}-nginx.conf": linux / f"{NAME}-nginx.conf",
    }
    for size in ICON_SIZES:
        files[f"usr/share/icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = \
            assets / f"{NAME}-{size}.png"
    return files


#: Where the .deb has the notices beside its copyright file.
DEB_NOTICES = f"usr/share/doc/{NAME}/{licences.NOTICES_NAME}"


def deb_copyright(parts: list[licences.Shipped]) -> str:
    """The .deb's copyright file: packaging/linux/copyright with a paragraph for each
    shipped distribution (its files in the bundle, its licence as its metadata states it)
    where the template says ``@DISTRIBUTIONS@``."""
    template = (PACKAGING / "linux" / "copyright").read_text(encoding="utf-8")
    paragraphs = []
    for part in parts:
        files = []
        for name in part.top_level:
            if name.endswith(".py"):          # in the programs' archives, not a file
                continue
            files.append(f"usr/lib/{NAME}/_internal/{name}" + ("" if "." in name else "/*"))
        files = files or [f"usr/lib/{NAME}/{NAME}"]
        paragraphs.append(
            f"Files: {' '.join(files)}\nCopyright: the {part.name} authors\n"
            f"License: {part.licence}\n {part.name} {part.version}; the licence's whole text "
            f"is in /{DEB_NOTICES}.")
    if "@DISTRIBUTIONS@" not in template:
        raise SystemExit("packaging/linux/copyright has no @DISTRIBUTIONS@ line")
    return template.replace("@DISTRIBUTIONS@", "\n\n".join(paragraphs))


def elf_files(tree: Path) -> list[Path]:
    found = []
    for path in sorted(tree.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as fh:
                if fh.read(4) == b"\x7fELF":
                    found.append(path)
    return found


#: The packages a Debian or Ubuntu machine needs for dpkg-shlibdeps to compute Depends (the
#: libraries Qt's plugins link to); packaging/README.md and the workflow give the same list.
SHLIBDEPS_PACKAGES = (
    "binutils dpkg-dev libgl1 libegl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libxkbcommon0 "
    "libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 "
    "libxcb-keysyms1 libxcb-render-util0 libxcb-util1 libxcb-xkb1 libxcb-randr0 "
    "libxcb-shape0 libxcb-sync1 libxcb-xfixes0 libxcb-glx0 libwayland-client0 "
    "libwayland-cursor0 libwayland-egl1"
)


def fallback_depends(why: str, allowed: bool = False) -> str:
    """Say why the computed list is missing, and the whole list used in its place; without
    ``allowed`` (``--allow-fallback-depends``) the build stops instead: a .deb whose Depends
    has no version floors installs on releases where it cannot run."""
    if not allowed:
        raise SystemExit(
            f"{why}: the .deb's Depends cannot be computed. Install what dpkg-shlibdeps "
            f"needs:\n    apt-get install {SHLIBDEPS_PACKAGES}\nor build with "
            "--allow-fallback-depends to use Debian 12's library names without version floors")
    step(f"{why}: using Debian 12's library names instead (--allow-fallback-depends):")
    print(f"    Depends: {FALLBACK_DEPENDS}", flush=True)
    return FALLBACK_DEPENDS


def shlibdeps_report(stderr: str, log: Path | None) -> str:
    """What made dpkg-shlibdeps fail: every error line in full (the cause is there, not in
    the warnings after it), the warnings counted, and where the whole output was kept."""
    lines = stderr.splitlines()
    errors = [line for line in lines if ": error: " in line or line.startswith("error")]
    warnings = sum(": warning: " in line for line in lines)
    shown = errors or lines[-20:]
    report = ["dpkg-shlibdeps failed:", *(f"    {line}" for line in shown)]
    if warnings:
        report.append(f"    ({warnings} warnings not shown)")
    if log is not None:
        report.append(f"    (its whole output: {log})")
    return "\n".join(report)


def shlib_depends(root: Path, bundle_dir: Path, log_dir: Path | None = None,
                  allow_fallback: bool = False) -> str:
    """The Depends line for the system libraries the bundle links to (dpkg-shlibdeps).

    When that cannot be computed, the build says why (a failure's errors, its whole output
    kept in ``log_dir``) and stops, or with ``allow_fallback`` says which fixed list it uses
    instead.
    """
    if not shutil.which("dpkg-shlibdeps"):
        return fallback_depends("dpkg-shlibdeps not found (package dpkg-dev)", allow_fallback)
    step("dpkg-shlibdeps: the system libraries the bundle needs")
    root, bundle_dir = root.resolve(), bundle_dir.resolve()   # it runs in another folder
    private = sorted({str(p.parent) for p in elf_files(bundle_dir) if ".so" in p.name})
    with tempfile.TemporaryDirectory() as tmp:   # dpkg-shlibdeps wants a debian/control
        (Path(tmp) / "debian").mkdir()
        (Path(tmp) / "debian" / "control").write_text(
            f"Source: {NAME}\n\nPackage: {NAME}\nArchitecture: any\n", encoding="utf-8")
        result = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--ignore-missing-info", f"-S{root}",
             *(f"-l{d}" for d in private), *map(str, elf_files(bundle_dir))],
            cwd=tmp, text=True, capture_output=True)
    if result.returncode != 0:
        log = None
        if log_dir is not None:
            log = log_dir / "dpkg-shlibdeps.log"
            log.parent.mkdir(parents=True, exist_ok=True)
            log.write_text(result.stderr, encoding="utf-8")
        print(shlibdeps_report(result.stderr, log), file=sys.stderr, flush=True)
        return fallback_depends(f"dpkg-shlibdeps failed (exit status {result.returncode})",
                                allow_fallback)
    for line in result.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            bundled = bundled_packages(bundle_dir)
            return ", ".join(dep for dep in line.split("=", 1)[1].split(", ")
                             if dep.split()[0] not in bundled)
    return fallback_depends("dpkg-shlibdeps printed no shlibs:Depends line", allow_fallback)


def bundled_packages(bundle_dir: Path) -> set[str]:
    """The system packages whose libraries the bundle carries a copy of (no need to depend)."""
    names = {p.name for p in (bundle_dir / "_internal").glob("lib*.so*")}
    if not names:
        return set()
    result = subprocess.run(["dpkg", "-S", *(f"*/{name}" for name in sorted(names))],
                            text=True, capture_output=True)
    return {line.split(":", 1)[0] for line in result.stdout.splitlines() if ":" in line}


def build_deb(bundle: Path, dist: Path, work: Path, compression: str = "xz",
              level: int = 3, maintainer_address: str | None = None,
              allow_fallback_depends: bool = False) -> Path:
    """Lay out the package tree (bundle under /usr/lib, launcher, desktop files) and pack it."""
    if not shutil.which("dpkg-deb"):
        raise SystemExit("dpkg-deb not found: the .deb needs Debian's dpkg (apt install dpkg)")
    packager = maintainer_address or checked_maintainer(maintainer())
    ver, arch = version(), deb_architecture()
    root = work / "deb" / NAME
    step(f"the .deb tree: {root}")
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / DEB_PREFIX, symlinks=True)
    for dest, source in deb_files().items():
        target = root / dest
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(source, str):
            target.symlink_to(source)
        elif dest.endswith(".gz") and source.suffix != ".gz":   # the man pages
            with gzip.GzipFile(target, "wb", compresslevel=9, mtime=0) as fh:
                fh.write(source.read_bytes())
        else:
            shutil.copyfile(source, target)
    (root / f"usr/share/doc/{NAME}/copyright").write_text(
        deb_copyright(shipped_distributions()), encoding="utf-8")
    shutil.copyfile(bundle / licences.NOTICES_NAME, root / DEB_NOTICES)
    changelog = root / "usr" / "share" / "doc" / NAME / "changelog.gz"
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime())
    with gzip.GzipFile(changelog, "wb", mtime=0) as fh:
        fh.write(f"{NAME} ({ver}) unstable; urgency=medium\n\n"
                 f"  * Stand-alone build of Dominoes Qt {ver}.\n\n"
                 f" -- {packager}  {stamp}\n".encode())
    programs = {root / DEB_PREFIX / NAME, root / DEB_PREFIX / SERVER}
    for path in root.rglob("*"):         # predictable modes whatever the umask
        if not path.is_symlink():
            path.chmod(0o755 if path.is_dir() or path in programs else 0o644)

    depends = shlib_depends(root, root / DEB_PREFIX, log_dir=work,
                            allow_fallback=allow_fallback_depends)
    installed_kib = sum(f.stat().st_size for f in root.rglob("*")
                        if f.is_file() and not f.is_symlink()) // 1024
    control_dir = root / "DEBIAN"
    control_dir.mkdir()
    (control_dir / "control").write_text(
        f"Package: {NAME}\nVersion: {ver}\nArchitecture: {arch}\nMaintainer: {packager}\n"
        f"Installed-Size: {installed_kib}\nDepends: {depends}\n"
        "Recommends: hicolor-icon-theme, shared-mime-info, desktop-file-utils, "
        "libasound2t64 | libasound2\n"
        f"Section: games\nPriority: optional\nDescription: {DESCRIPTION}\n", encoding="utf-8")
    md5sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and control_dir not in path.parents:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # noqa: S324 - dpkg's format
            md5sums.append(f"{digest}  {path.relative_to(root)}\n")
    (control_dir / "md5sums").write_text("".join(md5sums), encoding="utf-8")
    (control_dir / "md5sums").chmod(0o644)
    (control_dir / "control").chmod(0o644)
    deb = dist / f"{NAME}_{ver}_{arch}.deb"
    step(f"dpkg-deb: {deb.name} (Depends: {depends})")
    level_option = [f"-z{level}"] if compression != "none" else []
    run(["dpkg-deb", "--root-owner-group", f"-Z{compression}", *level_option,
         "--build", root, deb], stdout=subprocess.DEVNULL)
    step(f"deb: {deb} ({deb.stat().st_size / 2**20:.1f} MiB)")
    return deb


# -- Windows: Inno Setup -----------------------------------------------------------------------

def build_windows_installer(bundle: Path, dist: Path) -> Path:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    default = Path(os.environ.get("ProgramFiles(x86)", r"C:\Program Files (x86)"),
                   "Inno Setup 6", "ISCC.exe")
    if iscc is None and default.exists():
        iscc = str(default)
    if iscc is None:
        raise SystemExit("Inno Setup's ISCC.exe not found: choco install innosetup")
    ver = version()
    run([iscc, f"/DAppVersion={ver}", f"/DBundleDir={bundle}", f"/O{dist}",
         PACKAGING / "windows" / f"{NAME}.iss"])
    setup = dist / f"DominoesQt-{ver}-setup.exe"
    step(f"installer: {setup}")
    return setup


# -- macOS: .app and .dmg ----------------------------------------------------------------------

def build_dmg(dist: Path, work: Path) -> Path:
    app = dist / f"{APP_NAME}.app"
    if not app.is_dir():
        raise SystemExit(f"{app} is missing: PyInstaller makes it on macOS only")
    staging = work / "dmg"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir(parents=True)
    run(["ditto", app, staging / app.name])                 # keeps symlinks and signatures
    (staging / "Applications").symlink_to("/Applications")   # drag-to-install
    dmg = dist / f"DominoesQt-{version()}.dmg"
    run(["hdiutil", "create", "-volname", APP_NAME, "-srcfolder", staging, "-fs", "HFS+",
         "-format", "UDZO", "-ov", dmg])
    step(f"disk image: {dmg}")
    return dmg


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("target", choices=("linux", "windows", "macos", "engine"))
    parser.add_argument("--pure", action="store_true",
                        help="bundle the pure-Python engine (default: the compiled one)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the bundle and the installer go (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's and the packaging's work folder (default build/)")
    parser.add_argument("--deb-compression", choices=("xz", "gzip", "none"), default="xz",
                        help="dpkg-deb's compression (default xz; the smoke test uses none, "
                             "the fastest)")
    parser.add_argument("--deb-level", type=int, choices=range(10), default=3, metavar="0-9",
                        help="compression level (default 3: xz 3 takes half the time of xz 6 "
                             "for a .deb 10%% larger)")
    parser.add_argument("--allow-fallback-depends", action="store_true",
                        help="when dpkg-shlibdeps cannot compute the .deb's Depends, use "
                             "Debian 12's library names without version floors instead of "
                             "stopping")
    parser.add_argument("--no-installer", action="store_true",
                        help="build the bundle only (no .deb, setup.exe or .dmg)")
    parser.add_argument("--maintainer", metavar='"NAME <ADDRESS>"',
                        help="the .deb's maintainer (default: the first of pyproject.toml's "
                             "maintainers)")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.target == "engine":
        print(build_engine())
        return 0
    system = {"linux": "linux", "windows": "win32", "macos": "darwin"}[args.target]
    if not sys.platform.startswith(system):
        parser.error(f"{args.target} packages are built on {args.target} (this is {sys.platform})")
    dist, work = args.dist.resolve(), args.work.resolve()
    dist.mkdir(parents=True, exist_ok=True)
    if args.target == "linux" and not args.no_installer:   # before the long part
        args.maintainer = checked_maintainer(args.maintainer or maintainer())
    parts = shipped_distributions()     # before the long part: a missing licence stops it
    bundle = build_bundle(dist, work, None if args.pure else build_engine(), parts)
    if not args.no_installer:
        if args.target == "linux":
            build_deb(bundle, dist, work, args.deb_compression, args.deb_level,
                      args.maintainer, args.allow_fallback_depends)
        elif args.target == "windows":
            build_windows_installer(bundle, dist)
        else:
            app = dist / f"{APP_NAME}.app"
            if app.is_dir():
                add_licences(app, parts, app / "Contents" / "Resources")
            build_dmg(dist, work)
    step("done")
    return 0


if __name__ == "__main__":
    sys.exit(main())
