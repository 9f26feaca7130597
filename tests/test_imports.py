"""The import graph of py/ (issue 20): no circles, and no browser module in the package.

Every import counts, at the top of a module or inside a function: a circle hidden in a
function still ties two modules together. The registry names family modules as strings and
loads them itself; those names are not imports and are not followed here.
"""

import ast
from pathlib import Path

PY = Path(__file__).resolve().parent.parent / "py"
BROWSER_MODULES = {"js", "pyscript", "pyodide"}


def module_name(path: Path) -> str:
    """``py/puzzles/peg/rules.py`` -> ``puzzles.peg.rules``; the page's modules (py/app) are
    imported by their bare names (they land beside main.py)."""
    parts = path.relative_to(PY).with_suffix("").parts
    if parts[0] == "app":
        parts = parts[1:]
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PY.rglob("*.py")) if "__pycache__" not in path.parts}


def imported_names(path: Path) -> set[str]:
    """Every module name an import statement of ``path`` names, with ``from a import b`` giving
    both ``a`` and ``a.b`` (``b`` may be a submodule or a name in ``a``)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(node.module + "." + alias.name for alias in node.names)
    return names


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules of py/ it imports (packages' own ``__init__`` left out: they import
    nothing here, and every import of a submodule runs them)."""
    known = modules()
    packages = {name for name, path in known.items() if path.name == "__init__.py"}
    return {name: {target for target in imported_names(path) if target in known and target not in packages
                   and target != name}
            for name, path in known.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_circle_finder_finds_a_circle_hidden_among_others():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"d"}}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_imports_inside_functions_and_submodules():
    graph = import_graph()
    assert "puzzles.peg.rules" in graph["puzzles.peg.view"]
    assert "puzzles.peg.problem" in graph["puzzles.peg.table"]  # imported inside a function
    assert "solver_link" in graph["main"]


def test_no_module_of_py_imports_itself_back():
    assert circles(import_graph()) == []


def test_the_puzzle_package_imports_no_browser_module():
    offenders = sorted("%s: %s" % (name, ", ".join(sorted(found)))
                       for name, path in modules().items() if name.startswith("puzzles")
                       for found in [{n.split(".")[0] for n in imported_names(path)} & BROWSER_MODULES] if found)
    assert offenders == []


def test_every_family_has_its_folder_and_no_family_module_is_left_at_the_top():
    from puzzles import registry
    top = {path.stem for path in (PY / "puzzles").glob("*.py")}
    for family, (rules, view, solver) in registry.FAMILIES.items():
        assert (rules, view, solver) == tuple("puzzles.%s.%s" % (family, role) for role in ("rules", "view", "solver"))
        assert (PY / "puzzles" / family / "__init__.py").exists()
        assert not {name for name in top if name == family or name.startswith(family + "_")}
