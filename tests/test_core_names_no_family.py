"""The core names no family (issue 33, part 1): what a family is, its folder says
(``py/puzzles/<family>/__init__.py``'s DESCRIPTION, read by puzzles.registry).

Searched: every Python module of ``py/`` outside the family folders, the build and offline
scripts (scripts/build.py, scripts/offline.py) and the page's scripts (every ``.js`` and
``.mjs`` under ``static/``). Found there is wrong:
- a *family name literal*: a string that is a family's name (``"peg"``), begins a game id or a
  path with it (``"river/..."``, ``"nim?heaps=..."``, ``"peg/data/..."``) or names one of its
  modules (``"puzzles.knight.overlay"``, ``"puzzles/slide/..."``);
- an *if/elif over families*: ``family`` (a name, or an attribute such as ``session.family``)
  compared with a string or a list of strings.
Docstrings are documentation and are not searched (the docs are excepted, like the tests).
scripts/bench.py and scripts/screenshots.py are not searched: they measure and picture given
games of the site, by their game ids.

Two motion kinds share a family's name: ``"slide"`` (a tile slides) and ``"flip"`` (a piece
turns over) are words of puzzles.motion's vocabulary (``KINDS``), which the views write into
``data-motion`` and static/page/motion.mjs animates; they are allowed in those two files only.
"""

import ast
import re
from pathlib import Path

import pytest

from puzzles import motion, registry

ROOT = Path(__file__).resolve().parent.parent
PY = ROOT / "py"
FAMILIES = registry.families()

# Generated tables of game ids (data, not code: no choice is made on a family's name there).
GENERATED_DATA = {"py/puzzles/daily_starts.py"}  # scripts/make_daily_starts.py: the daily's starts
MOTION_KINDS = set(motion.KINDS) | {"flip-out"}
MOTION_FILES = {"py/puzzles/motion.py", "static/page/motion.mjs"}


def core_files() -> list[Path]:
    family_folders = [PY / "puzzles" / family for family in FAMILIES]
    files = [path for path in sorted(PY.rglob("*.py")) if "__pycache__" not in path.parts
             and not any(folder in path.parents for folder in family_folders)
             and path.relative_to(ROOT).as_posix() not in GENERATED_DATA]
    files += [ROOT / "scripts" / "build.py", ROOT / "scripts" / "offline.py"]
    files += sorted((ROOT / "static").rglob("*.js")) + sorted((ROOT / "static").rglob("*.mjs"))
    return files


def names_a_family(text: str) -> bool:
    for family in FAMILIES:
        if text == family or text.startswith((family + "/", family + "?")) \
                or "puzzles.%s." % family in text or "puzzles/%s/" % family in text:
            return True
    return False


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.add(id(first.value))
    return found


def is_family(node: ast.AST) -> bool:
    return (isinstance(node, ast.Name) and node.id == "family") or \
        (isinstance(node, ast.Attribute) and node.attr == "family")


def is_strings(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and bool(node.elts) and all(map(is_strings, node.elts))


def python_findings(source: str, relative: str) -> list[str]:
    tree = ast.parse(source)
    skipped = docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            if names_a_family(node.value) and not (relative in MOTION_FILES and node.value in MOTION_KINDS):
                found.append("%s:%d: family name %r" % (relative, node.lineno, node.value[:60]))
        elif isinstance(node, ast.Compare):
            sides = [node.left] + node.comparators
            if any(map(is_family, sides)) and any(map(is_strings, sides)):
                found.append("%s:%d: a family compared with a string" % (relative, node.lineno))
    return found


# A comment to the line's end, or a string (quotes, apostrophes or backquotes), whichever
# starts first: a "//" inside a string is the string's.
JS_TOKEN = re.compile(r"""//.*|(["'`])((?:\\.|(?!\1)[^\\\n])*)\1""")
JS_BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)


def script_findings(source: str, relative: str) -> list[str]:
    found = []
    source = JS_BLOCK_COMMENT.sub(lambda comment: "\n" * comment.group(0).count("\n"), source)
    for number, line in enumerate(source.splitlines(), 1):
        for match in JS_TOKEN.finditer(line):
            text = match.group(2)
            if text is not None and names_a_family(text) \
                    and not (relative in MOTION_FILES and text in MOTION_KINDS):
                found.append("%s:%d: family name %r" % (relative, number, text[:60]))
    return found


def findings(path: Path) -> list[str]:
    relative = path.relative_to(ROOT).as_posix()
    source = path.read_text(encoding="utf-8")
    return python_findings(source, relative) if path.suffix == ".py" else script_findings(source, relative)


def test_the_core_names_no_family():
    found = [line for path in core_files() for line in findings(path)]
    assert found == []


@pytest.mark.parametrize("source, expected", [
    ('GAME = "river/jealous-husbands"\n', 1),
    ('NAMES = ("flip", "knight")\n', 2),
    ('from puzzles.peg import overlay\n', 0),  # an import, not a string: test_imports' business
    ('NAME = "puzzles.peg.overlay"\n', 1),
    ('if s.family == "river" and shown:\n    pass\n', 2),  # the literal and the comparison
    ('if family in KNOWN:\n    pass\n', 0),
    ('if family == wanted:\n    pass\n', 0),
    ('"""Peg solitaire: ``peg/hex12``."""\nTEXT = "peg solitaire"\n', 0),  # a docstring; prose
    ('KIND = "slide"\n', 1),  # a motion kind outside the motion files
])
def test_the_search_finds_what_it_is_meant_to(source, expected):
    assert len(python_findings(source, "py/puzzles/example.py")) == expected


def test_the_search_reads_the_page_s_scripts():
    assert script_findings('const game = "nim?heaps=5,2,3"; // "peg"\n', "static/x.js") == \
        ["static/x.js:1: family name 'nim?heaps=5,2,3'"]
    assert script_findings('/* "peg"\n "knight" */ x = "http://a//b"; y = "flip/square"\n', "static/x.js") == \
        ["static/x.js:2: family name 'flip/square'"]
    assert script_findings('if (kind === "slide") {}\n', "static/page/motion.mjs") == []
    assert len(script_findings('if (kind === "slide") {}\n', "static/lab.js")) == 1
