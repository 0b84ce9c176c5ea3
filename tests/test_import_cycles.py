"""The modules of tournament/ import each other without a circle.

The graph is read from the source (every ``import`` and ``from ... import``, also those inside a
function, since a late import hides a circle rather than removing it). The circles the house
still has are listed by name below: the test fails on any other circle, and on a listed one
that is gone (strike it from the list), so the list only ever shrinks.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import tournament

ROOT = Path(tournament.__file__).parent

KNOWN_CIRCLES: frozenset[frozenset[str]] = frozenset()
"""Circles not yet taken apart, each by its modules' names below ``tournament.``."""


def module_files(root: Path = ROOT) -> dict[str, Path]:
    """Every module of the package by its dotted name below ``tournament.`` (a package by its
    own name), migrations aside."""
    modules: dict[str, Path] = {}
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        if "migrations" in parts:
            continue
        if parts[-1] == "__init__":
            parts = parts[:-1]
        modules[".".join(parts)] = path
    return modules


def _imported(tree: ast.AST, package: str) -> Iterator[tuple[str, ...]]:
    """What each import of a module names: the dotted names it may mean, the most precise
    first (``from a import b`` may import the module ``a.b``, or the name ``b`` of ``a``)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from ((alias.name,) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = ["tournament", *package.split(".")] if package else ["tournament"]
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            yield from ((f"{base}.{alias.name}", base) for alias in node.names)


def import_graph(root: Path = ROOT) -> dict[str, set[str]]:
    """Which modules of the package each module imports (by name below ``tournament.``)."""
    modules = module_files(root)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for names in _imported(ast.parse(path.read_text(encoding="utf-8")), package):
            target = _resolve(names, modules)
            if target is not None and target != name:
                graph[name].add(target)
    return graph


def _resolve(names: tuple[str, ...], modules: dict[str, Path]) -> str | None:
    """The module of the package an import means, or None for one from outside."""
    for target in names:
        if target.startswith("tournament.") and target.removeprefix("tournament.") in modules:
            return target.removeprefix("tournament.")
    local = names[-1].removeprefix("tournament.") if names[-1].startswith("tournament.") else ""
    while local and local not in modules:
        local = local.rpartition(".")[0]
    return local or None


def circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """The strongly connected parts of more than one module (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: set[frozenset[str]] = set()
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, targets = work[-1]
            target = next(targets, None)
            if target is not None:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                elif target in on_stack:
                    low[node] = min(low[node], index[target])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                part = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part.add(member)
                    if member == node:
                        break
                if len(part) > 1:
                    found.add(frozenset(part))
    return found


def test_the_graph_is_read_from_every_module() -> None:
    graph = import_graph()
    assert "rules.tiles" in graph and "services.phone" in graph
    assert "rules.tiles" in graph["rules.melds"]
    assert "exports.games.stein" in graph["exports.games"]
    # A late import inside a function counts: it hides a circle, it does not remove one.
    assert "services.game_results" in graph["services.rounds"]


def test_circles_are_found() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
    assert circles(graph) == {frozenset("abc"), frozenset("de")}
    assert circles({"a": {"b"}, "b": set()}) == set()


def test_no_new_import_circle() -> None:
    found = circles(import_graph())
    new = [sorted(circle) for circle in found - KNOWN_CIRCLES]
    assert new == [], f"import circles among tournament's modules: {new}"


def test_the_known_circles_are_still_there() -> None:
    """A circle taken apart is struck from KNOWN_CIRCLES, so none comes back unnoticed."""
    gone = [sorted(circle) for circle in KNOWN_CIRCLES - circles(import_graph())]
    assert gone == [], f"no longer circles, strike them from KNOWN_CIRCLES: {gone}"
