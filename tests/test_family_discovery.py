"""A family is its folder (issue 33, part 1): a toy family added to the package's path is found
everywhere with no other edit, and the build's generated index says what the folders say.

How the toy family gets in: ``tests/fixtures/toyfamily/toy/`` (a tiny complete family: its
description, rules, view, solver and a Lab program) is copied into a temporary directory, which
is appended to ``puzzles.__path__``, the path the registry lists for family folders (and that
Python's import system searches for ``puzzles.toy``); ``registry.discover()`` then finds it.
The fixture undoes all of it afterwards (the path, the imported modules, a second discover()).
"""

import shutil
import sys
from pathlib import Path

import pytest

import puzzles
from puzzles import registry

ROOT = Path(__file__).resolve().parent.parent
TOY = ROOT / "tests" / "fixtures" / "toyfamily" / "toy"
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402
import offline  # noqa: E402


def forget_toy_modules() -> None:
    for name in [name for name in sys.modules if name == "puzzles.toy" or name.startswith("puzzles.toy.")]:
        del sys.modules[name]


@pytest.fixture
def toy(tmp_path):
    """The toy family, found by the registry, for the test's length."""
    shutil.copytree(TOY, tmp_path / "toy")
    before = list(puzzles.__path__)
    puzzles.__path__.append(str(tmp_path))
    try:
        registry.discover()
        yield "toy"
    finally:
        puzzles.__path__[:] = before
        forget_toy_modules()
        registry.discover()


def test_the_toy_family_is_found_in_its_folder_and_listed_last(toy):
    assert registry.families()[-1] == toy and registry.families()[:-1] == SITE_FAMILIES
    assert registry.describe(toy)["title"] == "Toy steps" == registry.rules(toy).TITLE
    assert registry.FAMILIES[toy] == ("puzzles.toy.rules", "puzzles.toy.view", "puzzles.toy.solver")
    assert registry.DEFAULT_GAME == SITE_DEFAULT  # it declares no default game
    menu = dict((family, (title, items)) for family, title, items in registry.menu())
    assert menu[toy] == ("Toy steps", [("toy/line", "A line of cells")])
    assert {"toy/line", "toy/line?cells=9"} <= set(registry.presets())
    family, position = registry.parse("toy/line?at=2")
    assert family == toy and position.game_id() == "toy/line?at=2"
    assert registry.parse(position.game_id())[1] == position
    view = registry.view(toy)
    assert 'data-cell="4"' in view.render(position, {})
    assert view.click(position, {}, 4)[0].at == 4


def test_the_session_plays_the_toy_family_through_the_view_protocol(toy):
    from puzzles.errors import IllegalMove, UnknownSearchKind
    from puzzles.session import Session
    from puzzles.view_protocol import provides
    view = registry.view(toy)
    assert provides(view, "clicks") and not provides(view, "play")  # play: the protocol's default
    s = Session()
    s.load("toy/line?cells=3")
    assert s.family == toy and not s.position.is_won()
    s.click(2)  # two cells right: home
    assert s.position.is_won() and s.game_id() == "toy/line?cells=3&at=2&start=0"
    with pytest.raises(IllegalMove):
        view.play(s.position, 1)
    with pytest.raises(UnknownSearchKind):
        registry.solver(toy).search_job(s.position, "count")


def test_the_cli_lists_and_solves_the_toy_family(toy, capsys):
    from puzzles.__main__ import main
    assert main(["list"]) == 0
    listed = capsys.readouterr().out.split()
    assert listed[-2:] == ["toy/line", "toy/line?cells=9"]
    assert main(["solve", "toy/line?cells=9"]) == 0
    assert capsys.readouterr().out.startswith("toy/line?cells=9: Solution found: 4 moves\n  1. 0 -> 2\n")


def test_the_lab_runs_the_toy_family_s_program(toy):
    from puzzles import lab
    assert registry.describe(toy)["lab"] == "puzzles.toy.lab"
    program = registry.load("puzzles.toy.lab.walk")
    text = Path(program.__file__).read_text()
    result = lab.run_source(text, "toy/line?at=1")
    assert result["answer"] == "solution" and result["solution"] == [1, 1, 1, 1]


def test_the_lab_lists_the_toy_family_s_program(toy, monkeypatch):
    from puzzles import lab
    # puzzles.lab collects the families' methods once, at its import (perhaps before the toy
    # was added): collect again, as a fresh import would.
    methods, questions = lab._collect()
    monkeypatch.setattr(lab, "METHODS", methods)
    monkeypatch.setattr(lab, "QUESTIONS", questions)
    monkeypatch.setattr(lab, "_BY_SLUG", {entry["method"]: entry for entry in methods})
    assert [entry["family"] for entry in lab.methods(toy)] == [toy]
    result = lab.run_method("toy-walk", "toy/line?at=1")
    assert result["answer"] == "solution" and result["solution"] == [1, 1, 1, 1]


def test_the_build_ships_the_toy_family_s_page_modules(toy):
    modules = build.page_modules()
    assert {"puzzles/toy/__init__.py", "puzzles/toy/rules.py", "puzzles/toy/view.py"} <= set(modules)
    assert "puzzles/toy/solver.py" not in modules and "puzzles/toy/lab/walk.py" not in modules
    assert "'toy'" in build.family_index()
    assert "peg solitaire" in offline.description() and offline.description().endswith(
        "Nim and toy steps. Works offline.")


def test_the_site_s_families_and_their_order():
    assert registry.families() == SITE_FAMILIES and registry.DEFAULT_GAME == SITE_DEFAULT


def test_the_build_s_index_says_what_the_folders_say(monkeypatch):
    """The page and the worker read the generated module instead of the folders: the same
    families in the same order, the same descriptions, the same default game."""
    index = type(sys)(registry.INDEX_MODULE)
    exec(build.family_index(), index.__dict__)
    assert list(index.FAMILIES) == registry.families()
    assert index.DESCRIPTIONS == {family: registry.describe(family) for family in registry.families()}
    found = (registry.families(), dict(registry.DESCRIPTIONS), registry.DEFAULT_GAME)
    monkeypatch.setitem(sys.modules, registry.INDEX_MODULE, index)
    monkeypatch.setattr(puzzles, "family_index", index, raising=False)
    monkeypatch.setattr(registry, "found_in_folders", lambda: pytest.fail("the folders were listed"))
    try:
        registry.discover()
        assert (registry.families(), dict(registry.DESCRIPTIONS), registry.DEFAULT_GAME) == found
    finally:
        monkeypatch.undo()
        registry.discover()


def test_a_folder_without_a_description_is_no_family(tmp_path):
    (tmp_path / "notafamily").mkdir()
    (tmp_path / "notafamily" / "__init__.py").write_text(
        '"""Shared helpers, not a family (DESCRIPTION is not assigned here)."""\n'
        'raise AssertionError("a folder with no description is never imported")\n')
    before = list(puzzles.__path__)
    puzzles.__path__.append(str(tmp_path))
    try:
        registry.discover()
        assert registry.families() == SITE_FAMILIES
    finally:
        puzzles.__path__[:] = before
        sys.modules.pop("puzzles.notafamily", None)
        registry.discover()


# What the site has today (kept as it was by the move to descriptions): the menu's order and the
# default game.
SITE_FAMILIES = ["peg", "slide", "flip", "knight", "river", "nim"]
SITE_DEFAULT = "peg/triangle21?empty=6&finish=6"


def test_micropython_finds_the_families_in_their_folders_too(tmp_path):
    """The page's interpreter, given the page's modules as files (no generated index), lists
    the folders as CPython does: the same families, default game and daily rotation."""
    from micropython_compare import assert_same_under_micropython
    script = tmp_path / "families.py"
    script.write_text("from puzzles import daily, registry\n"
                      "print(registry.families(), registry.DEFAULT_GAME)\n"
                      "print(daily.daily_games())\n"
                      "print(sorted(registry.describe(registry.families()[0])))\n"
                      "print('END')\n")
    assert_same_under_micropython(script)
