"""The storage package is one layer: its modules import each other in one direction only, it
imports nothing above it (app, scene, Qt), and nothing it imports imports it back."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "dominoes_qt"
STORAGE = PACKAGE / "storage"
FORBIDDEN = ("dominoes_qt.app", "dominoes_qt.scene", "PySide6", "shiboken6")


def imported(path: Path, package: str) -> set[str]:
    """Every module ``path`` imports, anywhere in it (functions and TYPE_CHECKING included)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                module = f"{base}.{node.module}" if node.module else base
                # ``from . import paths`` names a module
                names.update(f"{module}.{alias.name}" for alias in node.names)
                names.add(module)
            else:
                assert node.module is not None
                names.add(node.module)
                names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def storage_graph() -> dict[str, set[str]]:
    modules = {f"dominoes_qt.storage.{p.stem}": p for p in STORAGE.glob("*.py")
               if p.stem != "__init__"}
    return {name: {m for m in imported(path, "dominoes_qt.storage") if m in modules}
            for name, path in modules.items()}


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle in ``graph`` as a list of its modules, or None."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)) is not None:
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)) is not None:
            return found
    return None


def test_storage_modules_import_each_other_in_one_direction() -> None:
    graph = storage_graph()
    assert "dominoes_qt.storage.record" in graph and "dominoes_qt.storage.files" in graph
    assert cycle(graph) is None, " -> ".join(cycle(graph) or [])
    assert graph["dominoes_qt.storage.files"] == set()   # the bottom: the reader and writer


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle({"a": {"b"}, "b": set()}) is None


def test_storage_imports_nothing_above_it() -> None:
    for path in STORAGE.glob("*.py"):
        bad = [m for m in imported(path, "dominoes_qt.storage") if m.startswith(FORBIDDEN)]
        assert not bad, f"{path.name} imports {bad}"


def test_what_storage_imports_does_not_import_storage() -> None:
    """storage uses the rules and the game setup (session.py); they must not use storage."""
    outside = [PACKAGE / "session.py", *(PACKAGE / "rules").rglob("*.py")]
    for path in outside:
        package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
        bad = [m for m in imported(path, package) if m.startswith("dominoes_qt.storage")]
        assert not bad, f"{path} imports {bad}"


def test_no_record_modules_left_at_the_top_level() -> None:
    for name in ("record", "migrations", "record_json", "json_layout"):
        assert not (PACKAGE / f"{name}.py").exists(), name


def test_every_storage_module_loads_without_qt() -> None:
    names = sorted(f"dominoes_qt.storage.{p.stem}" for p in STORAGE.glob("*.py"))
    code = ("import sys, importlib\n"
            f"for name in {names!r}:\n"
            "    importlib.import_module(name)\n"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6',"
            " 'dominoes_qt.app', 'dominoes_qt.scene'))]\n"
            "assert not bad, bad\n")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=PACKAGE.parent)
