"""The page's own modules (py/app/): main.py and the page modules it imports, each shipped
beside it by the build (scripts/build.py PAGE_APP_MODULES), none importing main.py back."""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP = ROOT / "py" / "app"
sys.path.insert(0, str(ROOT / "scripts"))

from build import PAGE_APP_MODULES  # noqa: E402


def app_imports(path):
    """The py/app modules a file imports (by file name)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return {name + ".py" for name in names if (APP / (name + ".py")).exists()}


def test_the_build_ships_every_page_module_main_imports_and_no_other():
    shipped, todo = set(), ["main.py"]
    while todo:
        for name in app_imports(APP / todo.pop()) - shipped:
            shipped.add(name)
            todo.append(name)
    assert "main.py" not in shipped  # no page module imports main: no circles
    assert shipped == set(PAGE_APP_MODULES)


def test_every_page_module_says_what_it_does():
    for name in PAGE_APP_MODULES + ("main.py",):
        assert ast.get_docstring(ast.parse((APP / name).read_text())), name
