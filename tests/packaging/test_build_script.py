"""packaging/build.py's own decisions, checked without building anything (fast)."""

from __future__ import annotations

import re
import subprocess
import tomllib

import pytest

from .conftest import ROOT

ISS = ROOT / "packaging" / "windows" / "dominoes-qt.iss"


# -- the maintainer ----------------------------------------------------------------------------

def test_the_maintainer_comes_from_pyproject(build_module) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (first, *_others) = project["maintainers"]
    assert build_module.maintainer() == f"{first['name']} <{first['email']}>"
    assert "MAINTAINER" not in vars(build_module)     # no second copy in the script


def test_a_maintainer_is_read_from_any_pyproject(build_module, tmp_path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "x"\nmaintainers = [{name = "Ana Díaz", '
                         'email = "ana@dominoes.example.net"}]\n', encoding="utf-8")
    assert build_module.maintainer(pyproject) == "Ana Díaz <ana@dominoes.example.net>"
    pyproject.write_text('[project]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="maintainers"):
        build_module.maintainer(pyproject)


@pytest.mark.parametrize(("address", "placeholder"), [
    ("The Dominoes Qt developers <dominoes-qt@example.org>", True),
    ("Ana <ana@example.com>", True),
    ("Ana <ana@localhost>", True),
    ("Ana <ana@games.invalid>", True),
    ("Ana Díaz <ana@diaz.es>", False),
])
def test_placeholder_addresses_are_recognised(build_module, address, placeholder) -> None:
    assert build_module.is_placeholder_address(address) is placeholder


def test_the_build_warns_while_the_maintainer_is_a_placeholder(build_module, capsys) -> None:
    assert build_module.checked_maintainer("Ana Díaz <ana@diaz.es>") == "Ana Díaz <ana@diaz.es>"
    assert "warning" not in capsys.readouterr().err
    build_module.checked_maintainer("Devs <devs@example.org>")
    err = capsys.readouterr().err
    assert "warning" in err and "placeholder" in err and "--maintainer" in err


def test_maintainer_option_overrides_and_is_checked(build_module) -> None:
    parser = build_module.build_parser()
    args = parser.parse_args(["linux", "--maintainer", "Ana Díaz <ana@diaz.es>"])
    assert args.maintainer == "Ana Díaz <ana@diaz.es>"
    assert parser.parse_args(["linux"]).maintainer is None
    with pytest.raises(SystemExit):
        build_module.checked_maintainer("just a name")


# -- dpkg-shlibdeps ----------------------------------------------------------------------------

SHLIBDEPS_STDERR = (
    "dpkg-shlibdeps: error: cannot find library libwayland-cursor.so.0 needed by "
    "debian/dominoes-qt/usr/lib/dominoes-qt/_internal/libQt6WaylandClient.so.6 (ELF format: "
    "'elf64-x86-64' abi: '0201003e00000000'; RPATH: '')\n"
    "dpkg-shlibdeps: error: cannot find library libwayland-egl.so.1 needed by "
    "debian/dominoes-qt/usr/lib/dominoes-qt/_internal/libQt6WlShellIntegration.so.6\n"
    + "".join(f"dpkg-shlibdeps: warning: binary file number {i} contains no dependency info\n"
              for i in range(80))
    + "dpkg-shlibdeps: error: cannot continue due to the errors listed above\n"
)


def test_a_failing_shlibdeps_says_what_failed_and_what_is_used(build_module, monkeypatch,
                                                                tmp_path, capsys) -> None:
    bundle = tmp_path / "root" / "usr" / "lib" / "dominoes-qt"
    bundle.mkdir(parents=True)
    (bundle / "dominoes-qt").write_bytes(b"\x7fELF" + b"\0" * 60)
    monkeypatch.setattr(build_module.shutil, "which", lambda name: f"/usr/bin/{name}")

    def failing(command, **kwargs):
        return subprocess.CompletedProcess(command, 2, "", SHLIBDEPS_STDERR)

    monkeypatch.setattr(build_module.subprocess, "run", failing)
    depends = build_module.shlib_depends(tmp_path / "root", bundle, log_dir=tmp_path,
                                         allow_fallback=True)
    assert depends == build_module.FALLBACK_DEPENDS
    out = capsys.readouterr()
    text = out.out + out.err
    # the real cause, not only the tail of the warnings
    assert "libwayland-cursor.so.0" in text and "libwayland-egl.so.1" in text
    assert "80 warnings" in text
    # what was used instead, in full, and where the whole output is
    assert build_module.FALLBACK_DEPENDS in text
    log = tmp_path / "dpkg-shlibdeps.log"
    assert log.read_text(encoding="utf-8") == SHLIBDEPS_STDERR
    assert str(log) in text


def test_a_missing_shlibdeps_says_what_is_used(build_module, monkeypatch, tmp_path,
                                                capsys) -> None:
    monkeypatch.setattr(build_module.shutil, "which", lambda name: None)
    assert build_module.shlib_depends(tmp_path, tmp_path, allow_fallback=True) == \
        build_module.FALLBACK_DEPENDS
    out = capsys.readouterr()
    assert "dpkg-dev" in out.out + out.err
    assert build_module.FALLBACK_DEPENDS in out.out + out.err


def test_the_fallback_depends_is_refused_unless_asked_for(build_module, monkeypatch,
                                                          tmp_path) -> None:
    """Issue 39.7: a .deb built without dpkg-shlibdeps' answer had Depends without version
    floors, so it installed on releases where it could not run."""
    monkeypatch.setattr(build_module.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit) as stop:
        build_module.shlib_depends(tmp_path, tmp_path)
    message = str(stop.value)
    assert "--allow-fallback-depends" in message
    assert build_module.SHLIBDEPS_PACKAGES in message
    assert build_module.build_parser().parse_args(
        ["linux", "--allow-fallback-depends"]).allow_fallback_depends


def test_the_readme_and_the_workflow_give_the_apt_line_the_build_names(build_module) -> None:
    readme = " ".join((ROOT / "packaging" / "README.md").read_text(encoding="utf-8").split())
    assert build_module.SHLIBDEPS_PACKAGES in readme.replace(" \\ ", " ")
    workflow = (ROOT / ".github" / "workflows" / "packages.yml").read_text(encoding="utf-8")
    installed = set(re.findall(r"[a-z0-9.+-]+", workflow.partition("apt-get install")[2]
                               .partition("- uses:")[0]))
    assert set(build_module.SHLIBDEPS_PACKAGES.split()) <= installed
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    words = {w.strip(";\\") for w in ci.split()}
    assert set(build_module.SHLIBDEPS_PACKAGES.split()) <= words


# -- Inno Setup --------------------------------------------------------------------------------

def _registry_entries() -> list[dict[str, str]]:
    entries, section = [], ""
    for line in ISS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[Registry]" and line and not line.startswith(";"):
            fields = dict(part.strip().split(": ", 1) for part in line.split("; ") if ": " in part)
            entries.append(fields)
    return entries


def test_every_registry_key_the_installer_writes_is_removed_on_uninstall() -> None:
    entries = _registry_entries()
    assert entries
    removed_keys = [e["Subkey"].strip('"') for e in entries
                    if "uninsdeletekey" in e.get("Flags", "")]
    for entry in entries:
        key = entry["Subkey"].strip('"')
        flags = entry.get("Flags", "")
        gone = "uninsdeletevalue" in flags or any(
            key == k or key.startswith(k + "\\") for k in removed_keys)
        assert gone, f"{key} stays behind after uninstalling"
    assert any(k.endswith(r"Applications\{#AppExeName}") for k in removed_keys)


# -- what the README promises ------------------------------------------------------------------

def test_readme_says_which_macs_the_disk_image_runs_on() -> None:
    workflow = (ROOT / ".github" / "workflows" / "packages.yml").read_text(encoding="utf-8")
    runner = re.search(r"macos:\s*\n\s*runs-on:\s*(\S+)", workflow)[1]
    spec = (ROOT / "packaging" / "dominoes-qt.spec").read_text(encoding="utf-8")
    assert "target_arch" not in spec      # the bundle is built for the runner's own processor
    assert runner in ("macos-latest", "macos-14", "macos-15")   # GitHub's Apple silicon Macs
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "Apple silicon" in readme
    assert "Apple silicon" in " ".join(
        (ROOT / "packaging" / "README.md").read_text(encoding="utf-8").split())
