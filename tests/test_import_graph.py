"""Issue 28 item 2: no import circle in engine/ and web/.

The graph is read from the source with :mod:`ast`, without importing anything: every
``import`` and ``from … import`` statement at any level (module top, inside functions and
classes, under ``if``/``try``) is an edge from the module that holds it to the project module
it names; relative imports are resolved against the importing module's package.  The engine's
modules are named as packages (``engine.nippon.rules``); web/'s modules are top-level modules
in the page (web/main.py puts them on ``sys.path``), so ``import ui`` in web/ means web/ui.py.
``from pkg import name`` is an edge to the module ``pkg.name`` when there is one, else to
``pkg``.  Two kinds of import are not edges: those under ``if TYPE_CHECKING:``, which never
run (a type named for the type checker only, as engine/registry.py names ``Game``), and
``importlib.import_module`` calls (the game registry, ``Game._module``), which are not
statements and name a module chosen at run time.

A circle is a strongly connected component of more than one module (or a module importing
itself); for each one the test prints one closed path through it.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def project_modules() -> dict[str, Path]:
    """Module name → file, for every module of engine/ (package names) and web/ (top-level
    names, as the page imports them)."""
    modules: dict[str, Path] = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    for path in sorted((ROOT / "web").glob("*.py")):
        modules[path.stem] = path
    return modules


def _is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def _type_checking_only(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` (or ``typing.TYPE_CHECKING``): a block that never runs."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _run_time_nodes(tree: ast.AST):
    """Every node of ``tree`` (like :func:`ast.walk`) but those inside the body of an
    ``if TYPE_CHECKING:`` (its ``else:`` runs, and is walked)."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if _type_checking_only(node):
            assert isinstance(node, ast.If)
            todo.extend([node.test, *node.orelse])
        else:
            todo.extend(ast.iter_child_nodes(node))


def imports_of(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The project modules that module ``name`` (file ``path``) imports, at any level."""
    package = name if _is_package(path) else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _run_time_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in modules:
                    found.add(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".") if package else []
                base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            for alias in node.names:
                sub = f"{target}.{alias.name}" if target else alias.name
                if sub in modules:
                    found.add(sub)
                elif target in modules:
                    found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    """Every project module → the project modules it imports."""
    modules = project_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of ``graph`` that hold a circle (Tarjan's
    algorithm, iterative): more than one module, or one that imports itself."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.add(member)
                        if member == node:
                            break
                    if len(component) > 1 or node in graph[node]:
                        found.append(frozenset(component))
    return found


def closed_path(graph: dict[str, set[str]], component: frozenset[str]) -> list[str]:
    """One circle through ``component``: a shortest path (breadth first, inside the component)
    from its first module back to itself, e.g. ``[a, b, a]``."""
    start = min(component)
    previous: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & component):
                if child == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(previous[path[-1]])
                    return [*reversed(path), start]
                if child not in previous:
                    previous[child] = node
                    following.append(child)
        frontier = following
    return [start]


def describe(graph: dict[str, set[str]], component: frozenset[str]) -> str:
    return (f"{len(component)} modules: {' -> '.join(closed_path(graph, component))}"
            f"  (all: {', '.join(sorted(component))})")


def test_no_import_circle():
    graph = import_graph()
    found = cycles(graph)
    assert not found, "import circles:\n" + "\n".join(describe(graph, c) for c in found)


def test_the_scan_sees_relative_function_level_and_web_imports(tmp_path):
    """The scanner itself: a relative import two levels up inside a function, ``from . import
    sub`` naming a module, and web/'s top-level names all become edges; an import for the
    type checker only does not."""
    modules = {"engine": tmp_path / "engine/__init__.py", "engine.core": tmp_path / "c.py",
               "engine.g": tmp_path / "engine/g/__init__.py", "engine.g.rules": tmp_path / "r.py",
               "ui": tmp_path / "ui.py"}
    source = tmp_path / "r.py"
    source.write_text("def f():\n    from ..core import X\n    from . import rules\n"
                      "import ui, json\nif TYPE_CHECKING:\n    from engine import g\n")
    assert imports_of("engine.g.rules", source, modules) == {"engine.core", "engine.g.rules",
                                                             "ui"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [
        frozenset({"a", "b", "c"})]
    assert closed_path({"a": {"b"}, "b": {"c"}, "c": {"a"}}, frozenset("abc")) == [
        "a", "b", "c", "a"]
