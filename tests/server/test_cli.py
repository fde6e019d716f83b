"""The server's command line: usage, the listening line, and one line (never a traceback) when
it cannot start. Also ``dominoes-qt --server``, which runs it without loading Qt."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from dominoes_qt.server import cli

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60
#: Run in a child Python: PySide6 cannot be imported there (an import of it fails).
NO_QT = "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None; "


def entry_point(group: str, name: str) -> str:
    """pyproject.toml's ``module:function`` for a command: the one its installed script runs."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return project[group][name]


def script(group: str, name: str, prelude: str = "") -> list[str]:
    """A child Python that does what the installed ``name`` script does (argv[0] included)."""
    module, function = entry_point(group, name).split(":")
    return [sys.executable, "-c",
            f"{prelude}import sys; sys.argv[0] = {name!r}; from {module} import {function}; "
            f"sys.exit({function}())"]


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    return env


def start(command: list[str]) -> tuple[subprocess.Popen[str], str]:
    """Start a server that listens on a free port; return it and its ws:// address."""
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=child_env())
    assert proc.stdout is not None
    line = proc.stdout.readline()
    if "listening on" not in line:
        proc.kill()
        _out, err = proc.communicate(timeout=TIMEOUT)
        raise AssertionError(f"no listening line: {line!r} {err[-2000:]}")
    assert line.startswith("dominoes-qt-server listening on ws://127.0.0.1:"), line
    return proc, line.split()[-1]


def stop(proc: subprocess.Popen[str]) -> tuple[int, str]:
    proc.send_signal(signal.SIGTERM)
    _out, err = proc.communicate(timeout=TIMEOUT)
    return proc.returncode, err


def test_the_console_script_is_the_server_cli() -> None:
    assert entry_point("scripts", "dominoes-qt-server") == "dominoes_qt.server.cli:main"
    assert entry_point("gui-scripts", "dominoes-qt") == "dominoes_qt.app.main:main"


@pytest.mark.parametrize("command", [
    script("scripts", "dominoes-qt-server") + ["--help"],
    [sys.executable, "-m", "dominoes_qt.server", "--help"],
])
def test_help_prints_usage_and_every_option(command) -> None:
    result = subprocess.run(command, capture_output=True, text=True, timeout=TIMEOUT,
                            env=child_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: dominoes-qt-server")
    for option in ("--host", "--port", "--data", "--certfile", "--keyfile", "--grace",
                   "--pace", "--stand-in", "--log-level", "--keep-waiting", "--keep-match",
                   "--max-tables", "--tables-per-address", "--list-tables", "--version"):
        assert option in result.stdout


@pytest.mark.parametrize("command", [
    script("scripts", "dominoes-qt-server"), [sys.executable, "-m", "dominoes_qt.server"],
])
def test_version_prints_the_version_and_exits_0(command) -> None:
    from dominoes_qt import __version__

    result = subprocess.run([*command, "--version"], capture_output=True, text=True,
                            timeout=TIMEOUT, env=child_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"dominoes-qt-server {__version__}\n"


def test_listens_and_a_second_server_on_the_busy_port_says_so_in_one_line(tmp_path) -> None:
    proc, url = start(script("scripts", "dominoes-qt-server") + ["--port", "0"])
    try:
        port = url.rsplit(":", 1)[1]
        busy = subprocess.run([sys.executable, "-m", "dominoes_qt.server", "--port", port,
                               "--data", str(tmp_path / "tables")],
                              capture_output=True, text=True, timeout=TIMEOUT, env=child_env())
    finally:
        status, err = stop(proc)
    assert busy.returncode == 1
    assert busy.stdout == ""
    assert busy.stderr.splitlines() == [
        f"dominoes-qt-server: error: cannot listen on 127.0.0.1:{port}: "
        f"{os.strerror(errno.EADDRINUSE)}"]
    assert status == 0, err           # SIGTERM: a clean stop
    assert "Traceback" not in err


@pytest.mark.parametrize(("argv", "words"), [
    (["--certfile", "{missing}", "--keyfile", "{missing}"], "cannot load the certificate"),
    (["--certfile", "{junk}", "--keyfile", "{junk}"], "not a PEM certificate and key"),
    (["--data", "{junk}"], "cannot use the data folder"),
    (["--host", "203.0.113.7"], "cannot listen on 203.0.113.7:0"),   # not this machine's
])
def test_what_cannot_start_is_one_line_and_status_1(argv, words, tmp_path, capsys) -> None:
    junk = tmp_path / "junk.pem"
    junk.write_text("not a certificate\n", encoding="utf-8")
    names = {"missing": tmp_path / "missing.pem", "junk": junk}
    argv = [arg.format(**names) for arg in argv]
    assert cli.main(["--port", "0", *argv]) == 1
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("dominoes-qt-server: error: "), err
    assert words in lines[0]


@pytest.mark.parametrize("argv", [
    ["--stand-in", "grandmaster"], ["--log-level", "chatty"], ["--port", "70000"],
    ["--certfile", "x.pem"], ["--grace", "-1"], ["--keep-match", "-1"], ["--max-tables", "0"],
])
def test_usage_errors_are_status_2(argv, capsys) -> None:
    assert cli.main(argv) == 2
    assert "error:" in capsys.readouterr().err


# -- dominoes-qt --server: the bundles' one program ---------------------------------------------

def test_dominoes_qt_server_help_runs_the_server_cli_and_loads_no_qt() -> None:
    check = ("import sys; sys.argv[0] = 'dominoes-qt'; from dominoes_qt.app.main import main; "
             "status = main(['--server', '--help']); "
             "qt = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))); "
             "print('QT', qt); sys.exit(status)")
    result = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True,
                            timeout=TIMEOUT, env=child_env())
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: dominoes-qt --server [-h] [--host HOST]")
    assert "QT []" in result.stdout


@pytest.mark.parametrize("command", [
    script("gui-scripts", "dominoes-qt", prelude=NO_QT),      # the installed dominoes-qt
    [sys.executable, "-c", NO_QT + "import runpy; sys.argv[0] = 'dominoes-qt'; "
     "runpy.run_module('dominoes_qt', run_name='__main__')"],  # python -m dominoes_qt
    [sys.executable, "-c", NO_QT + f"import runpy; sys.argv[0] = 'dominoes-qt'; "
     f"runpy.run_path({str(ROOT / 'packaging' / 'launcher.py')!r}, run_name='__main__')"],
], ids=["script", "module", "bundle-launcher"])
def test_dominoes_qt_server_serves_without_qt(command) -> None:
    """Qt cannot even be imported in these children: the server runs all the same."""
    proc, _url = start([*command, "--server", "--port", "0", "--pace", "0"])
    status, err = stop(proc)
    assert status == 0, err


def test_server_after_game_options_is_refused(capsys) -> None:
    from dominoes_qt.app.main import main

    assert main(["--game", "draw", "--server", "--port", "0"]) == 2
    assert "--server comes first" in capsys.readouterr().err


@pytest.mark.parametrize("flag", [[], ["--list-tables"]], ids=["private", "listing"])
def test_the_server_lists_tables_only_with_list_tables(flag) -> None:
    import asyncio

    from dominoes_qt.server.client import TableClient

    async def made_and_listed(url: str) -> tuple[str, list]:
        host = TableClient(url, reconnect=False)
        await host.connect()
        await host.wait_for("welcome")
        joined = await host.create("draw", seats=[{"kind": "human"}, {"kind": "human"}],
                                   listed=True)
        other = TableClient(url, reconnect=False)
        await other.connect()
        await other.wait_for("welcome")
        await other.send("list")
        tables = (await other.wait_for("tables"))["tables"]
        for c in (host, other):
            await c.close()
        return joined["table"], tables

    proc, url = start(script("scripts", "dominoes-qt-server") + ["--port", "0", *flag])
    try:
        code, tables = asyncio.run(made_and_listed(url))
    finally:
        status, err = stop(proc)
    assert status == 0, err
    assert [t["table"] for t in tables] == ([code] if flag else [])
