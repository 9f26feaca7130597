"""The catalogues (py/puzzles/words_ja.py, each family's help_ja.py, issue 33): no key twice.

A dict literal that repeats a key keeps the last value and drops the first without a word,
so one English text could silently lose the translation written for it. The source is read
with ``ast`` (the dict itself cannot tell). Every dict literal in py/ is checked, the
catalogues first among them.
"""

import ast
from pathlib import Path

PY = Path(__file__).resolve().parent.parent / "py"


def repeated_keys(source: str) -> list[tuple[int, object]]:
    """``(line, key)`` of each constant key a dict literal of ``source`` holds a second time."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Dict):
            seen = set()
            for key in node.keys:
                if isinstance(key, ast.Constant):
                    if key.value in seen:
                        found.append((key.lineno, key.value))
                    seen.add(key.value)
    return found


def catalogue_files() -> list[Path]:
    return sorted(path for path in PY.rglob("*_ja.py"))


def test_the_catalogues_are_found():
    names = [path.relative_to(PY).as_posix() for path in catalogue_files()]
    assert "puzzles/words_ja.py" in names
    assert len(names) >= 2, names  # words_ja and the help's catalogues


def test_no_dict_literal_in_py_repeats_a_key():
    repeated = {path.relative_to(PY).as_posix(): keys
                for path in sorted(PY.rglob("*.py")) if "__pycache__" not in path.parts
                for keys in [repeated_keys(path.read_text(encoding="utf-8"))] if keys}
    assert repeated == {}


def test_a_repeated_key_is_found():
    source = 'JA = {\n    "cell": "マス",\n    "Moves": "手数",\n    "cell": "セル",\n}\n'
    assert repeated_keys(source) == [(4, "cell")]
    assert repeated_keys('JA = {"a": 1, "b": {"a": 2}}') == []
