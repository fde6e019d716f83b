"""Several server processes behind nginx (docs/deploy.md): the shipped configuration
(packaging/linux/dominoes-qt-nginx.conf) with two ``dominoes-qt-server`` processes on loopback
ports; tables made and played through it land on both, each where its code routes it, and a
dropped person comes back through the proxy.  Skipped, saying why, without nginx (.ci/run
installs Debian's package)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import socket
import ssl
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from dominoes_qt.server.client import ServerError, TableClient
from dominoes_qt.server.fair_deal import DealWitness
from dominoes_qt.server.routing import random_code, route_code, table_url, valid_code

from .helpers import GAME, OPTIONS, TWO_PEOPLE_TWO_COMPUTERS, autoplay, client

ROOT = Path(__file__).resolve().parents[2]
CONF = ROOT / "packaging" / "linux" / "dominoes-qt-nginx.conf"
NGINX = shutil.which("nginx") or next((p for p in ("/usr/sbin/nginx",) if os.access(p, os.X_OK)),
                                      None)
#: A table of one person and three computers (the computers' pace keeps the scripted people
#: within the server's rate limit).
ONE_PERSON = [{"kind": "human"}] + [{"kind": "computer", "level": "greedy"}] * 3


def test_the_path_names_the_code() -> None:
    assert route_code("/t/ABC234") == "ABC234"
    assert route_code("/t/abc234/") == "ABC234"
    assert route_code("/dominoes/t/ABC234?x=1") == "ABC234"
    assert route_code("/") is None and route_code("") is None and route_code("/t/") is None
    assert route_code("/t/AB/C") is None
    assert table_url("wss://example.org/dominoes/", "abc234") == \
        "wss://example.org/dominoes/t/ABC234"
    assert valid_code(random_code()) and not valid_code("ABC1I0")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], what: str, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise AssertionError(f"{what} stopped: status {proc.returncode}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
            return
        time.sleep(0.1)
    raise AssertionError(f"{what} did not listen on {port} within {timeout} s")


def nginx_conf(front: int, backs: list[int], tmp: Path, tls: tuple[Path, Path] | None = None,
               ) -> str:
    """The shipped site file with the test's ports (and certificate, as docs/deploy.md's TLS
    block has it), inside a minimal nginx.conf."""
    site = CONF.read_text(encoding="utf-8")
    servers = re.findall(r"^\s*server 127\.0\.0\.1:\d+;\n", site, re.M)
    assert len(servers) == 2, "the shipped file names two processes"
    site = site.replace("".join(servers), "".join(f"    server 127.0.0.1:{p};\n" for p in backs))
    assert "    listen 80;" in site
    listen = f"    listen 127.0.0.1:{front};"
    if tls is not None:
        listen = (f"    listen 127.0.0.1:{front} ssl;\n    ssl_certificate {tls[0]};\n"
                  f"    ssl_certificate_key {tls[1]};\n    ssl_protocols TLSv1.2 TLSv1.3;")
    site = site.replace("    listen 80;", listen)
    temp = "\n".join(f"    {k}_temp_path {tmp / k};" for k in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"worker_processes 1;\npid {tmp / 'nginx.pid'};\nerror_log {tmp / 'error.log'};\n"
            f"events {{ worker_connections 256; }}\n"
            f"http {{\n    access_log {tmp / 'access.log'};\n{temp}\n{site}\n}}\n")


@dataclass
class Farm:
    url: str                      # the proxy's ws:// address
    data: list[Path]              # each process's folder
    procs: list[subprocess.Popen[bytes]]
    ssl: ssl.SSLContext | None = None    # wss://: the proxy's certificate is trusted

    def holder(self, code: str) -> int:
        """Which process keeps table ``code`` (its file is in that folder, written soon after
        the table is made: waited for, up to 10 s)."""
        deadline = time.monotonic() + 10
        while True:
            found = [i for i, d in enumerate(self.data) if (d / f"{code}.table.json").exists()]
            if found or time.monotonic() > deadline:
                break
            time.sleep(0.05)
        assert len(found) == 1, f"table {code} is kept by {found}"
        return found[0]


def certificate(tmp: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 (openssl)."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is not installed: the TLS proxy test needs a certificate")
    cert, key = tmp / "cert.pem", tmp / "key.pem"
    subprocess.run([openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return cert, key


@pytest.fixture(params=["ws", "wss"])
def farm(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Farm]:
    if NGINX is None:
        pytest.skip("nginx is not installed (.ci/run installs Debian's package): the proxy "
                    "test needs it")
    tls = certificate(tmp_path) if request.param == "wss" else None
    backs = [free_port(), free_port()]
    front = free_port()
    data = [tmp_path / f"server{i}" for i in range(2)]
    procs: list[subprocess.Popen[bytes]] = []
    try:
        for port, folder in zip(backs, data, strict=True):
            procs.append(subprocess.Popen(
                [sys.executable, "-m", "dominoes_qt.server", "--port", str(port), "--data",
                 str(folder), "--pace", "0.05", "--log-level", "WARNING"],
                cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        conf = tmp_path / "nginx.conf"
        conf.write_text(nginx_conf(front, backs, tmp_path, tls), encoding="utf-8")
        check = subprocess.run([NGINX, "-t", "-c", str(conf), "-p", str(tmp_path)],
                               capture_output=True, text=True)
        assert check.returncode == 0, check.stderr
        procs.append(subprocess.Popen([NGINX, "-c", str(conf), "-p", str(tmp_path), "-g",
                                       "daemon off;"], stderr=subprocess.DEVNULL))
        for port, proc, what in zip([*backs, front], procs, ["server 1", "server 2", "nginx"],
                                    strict=True):
            wait_port(port, proc, what)
        context = None
        if tls is not None:
            context = ssl.create_default_context(cafile=str(tls[0]))
        yield Farm(f"{request.param}://127.0.0.1:{front}", data, procs, context)
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


async def _make(farm: Farm, seats: list[dict[str, str]],
                witness: DealWitness | None = None) -> tuple[str, TableClient]:
    """A table made through the proxy under a code of the client's drawing."""
    while True:
        code = random_code()
        c = await client(table_url(farm.url, code), "Ana", ssl_context=farm.ssl,
                         witness=witness)
        try:
            await c.create(GAME, options=OPTIONS, seats=seats)
        except ServerError as exc:
            await c.close()
            if exc.code == "code_taken":
                continue
            raise
        return code, c


def test_tables_through_nginx_land_on_both_processes_and_play(farm: Farm) -> None:
    async def main() -> None:
        holders: dict[str, int] = {}
        witnesses = [DealWitness(), DealWitness()]
        people, solo = TWO_PEOPLE_TWO_COMPUTERS, ONE_PERSON
        made = []
        while len(set(holders.values())) < 2 or len(holders) < 4:   # both processes used
            assert len(holders) < 40, f"40 codes all went to one process: {holders}"
            code, host = await _make(farm, people if not made else solo,
                                     witnesses[0] if not made else None)
            holders[code] = farm.holder(code)
            made.append((code, host))
        # a second person joins the first table by its code: the proxy sends them to its
        # process; the plain address still answers (any process)
        code0, ana = made[0]
        bea = await client(table_url(farm.url, code0), "Bea", ssl_context=farm.ssl,
                           witness=witnesses[1])
        await bea.join(code0)
        plain = await client(farm.url, ssl_context=farm.ssl)
        await plain.send("ping", id=7)
        assert (await plain.wait_for("pong"))["id"] == 7
        await plain.close()
        # the same code again is refused where it lives
        again = await client(table_url(farm.url, code0), ssl_context=farm.ssl)
        await again.send("create", game=GAME)
        assert (await again.wait_for("error"))["code"] == "code_taken"
        await again.close()
        for c in [ana, bea] + [c for _, c in made[1:3]]:
            await c.send("ready", ready=True)
        # Ana's connection drops mid-match: she comes back through the proxy, to her table
        await ana.wait_for("state", timeout=20)
        assert ana.ws is not None
        await ana.ws.close()
        finals = await asyncio.gather(autoplay(ana), autoplay(bea, pick=-1),
                                      *(autoplay(c) for _, c in made[1:3]))
        assert ana.reconnects == 1
        assert all(f["match_over"] for f in finals)
        assert finals[0]["scores"] == finals[1]["scores"]
        for w in witnesses:      # the deals check through the proxy too, across the rejoin
            assert w.verdicts and all(v.ok for v in w.verdicts.values()), w.verdicts
        for _, c in made:
            await c.close()
        await bea.close()

    asyncio.run(main())


def test_the_deb_ships_the_unit_disabled_and_the_nginx_example() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    files = build.deb_files()
    unit = files["usr/lib/systemd/system/dominoes-qt-server@.service"]
    assert files["usr/share/doc/dominoes-qt/examples/dominoes-qt-nginx.conf"] == CONF
    text = unit.read_text(encoding="utf-8")
    assert "ExecStart=/usr/bin/dominoes-qt-server --host 127.0.0.1 --port %i --data " \
           "/var/lib/dominoes-qt-server/%i" in text
    assert "StateDirectory=dominoes-qt-server/%i" in text
    # installed disabled: no maintainer script enables or starts it
    source = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert "postinst" not in source and "systemctl" not in source


def test_deploy_md_shows_the_tested_files() -> None:
    doc = (ROOT / "docs" / "deploy.md").read_text(encoding="utf-8")
    assert CONF.read_text(encoding="utf-8").rstrip() in doc
    unit = ROOT / "packaging" / "linux" / "dominoes-qt-server@.service"
    assert unit.read_text(encoding="utf-8").rstrip() in doc


def test_the_game_takes_a_farm_address_as_a_single_servers() -> None:
    """``wss://host/t/``: the game appends the table's code (a new one when it hosts)."""
    from dominoes_qt.server.routing import connect_url

    assert connect_url("ws://host:8765", "ABC234") == "ws://host:8765"
    assert connect_url("wss://host/t/ABC234", "ABC234") == "wss://host/t/ABC234"
    assert connect_url("wss://host/t/", "abcd-efgh") == "wss://host/t/ABCDEFGH"
    assert connect_url("wss://host/play/t", "ABC234") == "wss://host/play/t/ABC234"
    made = connect_url("wss://host/t/", creating=True)
    assert made.startswith("wss://host/t/") and valid_code(route_code(made[10:]) or "")
