"""The shape of the package's imports, read from the source with ``ast`` (nothing is imported).

The graph has one node per module of ``dominoes_qt`` (a package is its ``__init__``) and one
edge per import statement anywhere in a module: at the top, inside functions, and under
``if TYPE_CHECKING:``.  Type-only and function-local imports count like the others: a type
import still ties the two modules together (a checker or a reader must load both), and a
local import only hides a circle until someone moves it to the top.

Edges, precisely:

* ``import a.b.c`` and ``from a.b import c`` (``c`` a submodule) edge to ``a.b.c``;
  ``from a.b import name`` (``name`` not a submodule) edges to ``a.b``.
* Importing ``a.b.c`` also runs the packages ``a`` and ``a.b``, but those are not edges: a
  package's ``__init__`` is not the module asked for, and counting it would make every
  ``pkg/__init__.py`` that imports its own submodules a circle with each of them.  So
  ``pkg/__init__.py`` doing ``from .x import y`` edges to ``pkg.x``, and is a circle with
  ``pkg.x`` only when ``pkg.x`` imports ``pkg`` itself (``from . import name`` or
  ``from pkg import name``, where ``name`` is not a submodule).
* Modules loaded at run time by name (``importlib.import_module``: the computer levels that
  ``ai/__init__.py`` finds, the solitaire layouts) are not import statements and not edges.

The test fails on

(a) any circle among the modules (reported as the modules of its strongly connected
    component, one cycle through them, and every import among them),
(b) an import of ``dominoes_qt.app`` from the lower layers: ``scene``, ``rules``, ``ai`` and
    ``storage`` (the app uses them, never the other way round),
(c) an import of Qt (PySide6, shiboken6) in ``dominoes_qt.rules``, which is pure Python,
(d) an import of a ``dominoes_qt`` module that does not exist (``import`` of one, or
    ``from pkg import name`` where ``name`` is neither a submodule of our package ``pkg`` nor
    a name its ``__init__`` binds).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "dominoes_qt"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE
LOWER_LAYERS = ("scene", "rules", "ai", "storage")
UPPER = f"{PACKAGE}.app"
PURE = f"{PACKAGE}.rules"
QT_PACKAGES = ("PySide6", "shiboken6")

@dataclass(frozen=True)
class Edge:
    importer: str
    imported: str
    line: int

    def where(self) -> str:
        return f"{self.importer} (line {self.line}) imports {self.imported}"


def module_files(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Module name -> source file, for every .py file under ``root``."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        found[".".join([package, *parts])] = path
    return found


def _resolve(importer: str, is_package: bool, level: int, module: str | None) -> str:
    """The absolute name a (possibly relative) ``from`` import names."""
    if level == 0:
        return module or ""
    base = importer.split(".")
    if not is_package:
        base.pop()                    # a module's own package is level 1
    if level > 1:
        base = base[: len(base) - (level - 1)]
    return ".".join([*base, module] if module else base)


def imports_of(name: str, path: Path, files: dict[str, Path]) -> list[Edge]:
    """Every import in the module's source, as edges (targets outside the package too)."""
    is_package = path.name == "__init__.py"
    edges = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            edges += [Edge(name, alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(name, is_package, node.level, node.module)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in files or _missing_submodule(base, alias.name, files):
                    edges.append(Edge(name, sub, node.lineno))
                else:
                    edges.append(Edge(name, base, node.lineno))
    return edges


def _missing_submodule(base: str, name: str, files: dict[str, Path]) -> bool:
    """``from base import name``, where base is one of our packages that neither has a
    submodule ``name`` nor binds ``name`` in its ``__init__``: a module that does not exist.
    (Names imported from plain modules are left to mypy.)"""
    path = files.get(base)
    if path is None or path.name != "__init__.py" or name == "*":
        return False
    bound = _bound_names(path)
    return name not in bound and "__getattr__" not in bound


def _bound_names(path: Path) -> set[str]:
    """Names a module binds anywhere in its source."""
    names = {"__version__", "__path__", "__name__", "__file__", "__doc__"}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return names


def internal(name: str) -> bool:
    return name == PACKAGE or name.startswith(PACKAGE + ".")


def build_graph() -> tuple[dict[str, Path], list[Edge]]:
    files = module_files()
    edges = []
    for name, path in files.items():
        edges += imports_of(name, path, files)
    return files, edges


def _graph(nodes: Iterable[str], edges: Iterable[Edge]) -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {n: set() for n in nodes}
    for e in edges:
        if e.importer in graph and e.imported in graph:
            graph[e.importer].add(e.imported)
    return graph


def circles(nodes: Iterable[str], edges: Iterable[Edge]) -> list[frozenset[str]]:
    """The strongly connected components with more than one module (or a module importing
    itself): each module of one reaches every other by imports."""
    graph = _graph(nodes, edges)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[frozenset[str]] = []

    def connect(v: str) -> None:          # Tarjan, iteratively (no recursion limit worries)
        work = [(v, iter(sorted(graph[v])))]
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        while work:
            node, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on_stack:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.add(w)
                        if w == node:
                            break
                    if len(component) > 1 or node in graph[node]:
                        components.append(frozenset(component))

    for v in sorted(graph):
        if v not in index:
            connect(v)
    return components


def one_cycle(component: frozenset[str], graph: dict[str, set[str]]) -> list[str]:
    """A shortest cycle through the first module (sorted) of a strongly connected component."""
    start = min(component)
    inside = component
    came: dict[str, str] = {}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & inside):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(came[path[-1]])
                    return [*reversed(path)]
                if w not in came:
                    came[w] = v
                    nxt.append(w)
        frontier = nxt
    raise AssertionError(f"no cycle through {start}: not a strongly connected component")


def in_layer(module: str, layer: str) -> bool:
    return module == layer or module.startswith(layer + ".")


def problems(files: dict[str, Path], edges: list[Edge]) -> list[str]:
    """Everything wrong with the graph."""
    found: list[str] = []
    graph = _graph(files, edges)
    for key in circles(files, edges):
        inside = sorted({(e.importer, e.imported, e.line) for e in edges
                         if e.importer in key and e.imported in key})
        loop = one_cycle(key, graph)
        found.append(f"import circle among {sorted(key)}, e.g. "
                     + " -> ".join([*loop, loop[0]]) + "; its imports:\n    "
                     + "\n    ".join(f"{a} (line {n}) imports {b}" for a, b, n in inside))
    lower = [f"{PACKAGE}.{layer}" for layer in LOWER_LAYERS]
    for e in edges:
        if not internal(e.imported):
            if in_layer(e.importer, PURE) and e.imported.split(".")[0] in QT_PACKAGES:
                found.append(f"Qt in the pure rules layer: {e.where()}")
            continue
        if e.imported not in files:
            found.append(f"import of a module that does not exist: {e.where()}")
        if in_layer(e.imported, UPPER) and any(in_layer(e.importer, lo) for lo in lower):
            found.append(f"upward import from the app layer: {e.where()}")
    return found


def test_import_graph_has_no_circles_or_upward_imports() -> None:
    files, edges = build_graph()
    assert len(files) > 50 and len(edges) > 200, "the walk found too little: wrong folder?"
    found = problems(files, edges)
    assert not found, "\n".join(found)


# -- the checker itself, on small made-up packages ------------------------------------------


def _graph_of(tmp_path: Path, sources: dict[str, str]) -> tuple[dict[str, Path], list[Edge]]:
    for rel, text in sources.items():
        path = tmp_path / PACKAGE / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    files = module_files(tmp_path / PACKAGE)
    edges = []
    for name, path in files.items():
        edges += imports_of(name, path, files)
    return files, edges


def _circles_in(tmp_path: Path, sources: dict[str, str]) -> list[list[str]]:
    """Each circle as a shortest cycle through its first module, then its other modules."""
    files, edges = _graph_of(tmp_path, sources)
    graph = _graph(files, edges)
    out = []
    for component in circles(files, edges):
        loop = one_cycle(component, graph)
        out.append(loop + sorted(component - set(loop)))
    return out


def test_a_package_importing_its_submodules_is_no_circle(tmp_path: Path) -> None:
    assert _circles_in(tmp_path, {
        "__init__.py": "",
        "pkg/__init__.py": "from .x import f\nfrom . import y\n",
        "pkg/x.py": "from .y import g\n",
        "pkg/y.py": "import dominoes_qt.pkg.z\n",
        "pkg/z.py": "",
    }) == []


def test_a_submodule_importing_its_package_names_back_is_a_circle(tmp_path: Path) -> None:
    assert _circles_in(tmp_path, {
        "__init__.py": "",
        "pkg/__init__.py": "from .x import f\nCONSTANT = 1\n",
        "pkg/x.py": "from . import CONSTANT\n",
    }) == [["dominoes_qt.pkg", "dominoes_qt.pkg.x"]]


def test_type_only_and_local_imports_make_circles(tmp_path: Path) -> None:
    found = _circles_in(tmp_path, {
        "__init__.py": "",
        "a.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .b import B\n",
        "b.py": "def f():\n    from dominoes_qt.c import g\n",
        "c.py": "from . import a\n",
    })
    assert found == [["dominoes_qt.a", "dominoes_qt.b", "dominoes_qt.c"]]


def test_relative_imports_resolve_from_the_right_package(tmp_path: Path) -> None:
    files, edges = _graph_of(tmp_path, {
        "__init__.py": "",
        "ai/__init__.py": "from .base import Player\n",
        "ai/base.py": "from ..rules import tiles\nfrom ..rules.hand import HandState\n",
        "rules/__init__.py": "",
        "rules/tiles.py": "",
        "rules/hand.py": "",
    })
    got = {(e.importer, e.imported) for e in edges}
    assert got == {
        ("dominoes_qt.ai", "dominoes_qt.ai.base"),
        ("dominoes_qt.ai.base", "dominoes_qt.rules.tiles"),
        ("dominoes_qt.ai.base", "dominoes_qt.rules.hand"),
    }


def test_the_checker_reports_each_kind_of_problem(tmp_path: Path) -> None:
    files, edges = _graph_of(tmp_path, {
        "__init__.py": "",
        "app/__init__.py": "",
        "app/window.py": "",
        "scene/__init__.py": "",
        "scene/view.py": "if False:\n    from ..app.window import W\n",
        "rules/__init__.py": "",
        "rules/hand.py": "def f():\n    from PySide6.QtCore import QObject\n",
        "storage/__init__.py": "from ..app import nowhere\n",
    })
    found = problems(files, edges)
    assert sorted(found) == sorted([
        "upward import from the app layer: dominoes_qt.scene.view (line 2) imports "
        "dominoes_qt.app.window",
        "Qt in the pure rules layer: dominoes_qt.rules.hand (line 2) imports PySide6.QtCore",
        "import of a module that does not exist: dominoes_qt.storage (line 1) imports "
        "dominoes_qt.app.nowhere",
        "upward import from the app layer: dominoes_qt.storage (line 1) imports "
        "dominoes_qt.app.nowhere",
    ]), found


def test_a_circle_is_its_whole_component(tmp_path: Path) -> None:
    # a <-> b and a <-> c: one component of three modules, whose shortest cycle is a -> b
    files, edges = _graph_of(tmp_path, {
        "__init__.py": "",
        "a.py": "from . import b, c\n",
        "b.py": "from .a import x\n",
        "c.py": "from .a import y\n",
        "d.py": "from . import a\n",
    })
    assert circles(files, edges) == [frozenset({"dominoes_qt.a", "dominoes_qt.b",
                                                "dominoes_qt.c"})]
    found = problems(files, edges)
    assert len(found) == 1 and "'dominoes_qt.c'" in found[0], found
    assert "dominoes_qt.c (line 1) imports dominoes_qt.a" in found[0]
