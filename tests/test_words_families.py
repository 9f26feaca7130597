"""Japanese for the flip, nim, river, knight and peg families, the solvers' messages and game ids.

Two checks. A scan of the code: every ``tr(...)``/``message(...)`` whose first argument is a
literal string must have a Japanese entry with the same ``{placeholders}`` (and no placeholder
called ``text``, which would collide with the function's own argument). And the boards, prompts,
options, buttons and results drawn in Japanese: no English sentence may be left in them
(game ids, numbers and the people's short names such as Ha or M1 may stay).
"""

import ast
import re
import string
from pathlib import Path

import pytest

from puzzles import chart_svg, gameid, registry, words
from puzzles.flip import rules as flip
from puzzles.flip import view as flip_svg
from puzzles.knight import rules as knight
from puzzles.nim import rules as nim
from puzzles.nim import view as nim_svg
from puzzles.peg import rules as peg
from puzzles.peg import view as peg_svg
from puzzles.river import rules as river
from puzzles.river import view as river_svg
from puzzles.gameid import GameIdError

PACKAGE = Path(__file__).resolve().parent.parent / "py" / "puzzles"
FILES = ("flip/rules.py", "flip/view.py", "flip/solver.py", "nim/rules.py", "nim/view.py",
         "nim/solver.py", "river/rules.py", "river/view.py", "knight/rules.py", "knight/refusals.py",
         "knight/tour.py", "knight/counting.py", "knight/frontier.py", "knight/hints.py",
         "slide/solver.py", "slide/patterns.py", "slide/fifteen.py", "chart_svg.py", "marks.py",
         "gameid.py", "cursor.py", "keyed.py", "peg/rules.py", "peg/view.py")
WORDING = ("tr", "message")


def _calls(path):
    """``(line, function, first argument or None when not a literal, keyword names)``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if name not in WORDING or not node.args:
            continue
        first = node.args[0]
        literal = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
        yield node.lineno, name, literal, [k.arg for k in node.keywords if k.arg]


def _placeholders(text):
    return sorted({field for _, field, _, _ in string.Formatter().parse(text) if field})


def test_every_literal_string_has_japanese_with_the_same_placeholders():
    found = 0
    problems = []
    for name in FILES:
        for line, function, literal, keywords in _calls(PACKAGE / name):
            where = "%s:%d" % (name, line)
            if "text" in keywords:
                problems.append("%s: placeholder 'text' collides with %s's argument" % (where, function))
            if literal is None:
                continue
            found += 1
            if literal not in words.JA:
                problems.append("%s: no Japanese for %r" % (where, literal))
            elif _placeholders(literal) != _placeholders(words.JA[literal]):
                problems.append("%s: placeholders differ in %r" % (where, literal))
            elif set(_placeholders(literal)) - set(keywords) and keywords:
                problems.append("%s: %r is not given %s" % (where, literal, set(_placeholders(literal)) - set(keywords)))
    assert found > 200  # the scan sees the calls (it would pass vacuously otherwise)
    assert not problems, "\n".join(problems)


def test_constants_worded_at_display_have_japanese():
    """English module constants the page words with tr when it shows them (the scan cannot
    see them): titles, menu entries, option choices, the state graph's legend lines (sent
    by the worker as English keys) and the fixed refusals a solver raises."""
    keys = [flip.TITLE, nim.TITLE, river.TITLE, knight.TITLE, peg.TITLE, river_svg.MOVE_NAME]
    keys += [title for title, _ in flip.BOARD_DATA.values()]
    keys += [data[0] for data in peg.BOARD_DATA.values()]
    keys += [data[0] for data in river.PROBLEM_DATA.values()]
    keys += [label for _, label in nim.VARIANTS + knight.VARIANTS if not re.fullmatch(r"[\d x]+", label)]
    keys += [label for choices in river_svg.ROWER_CHOICES.values() for _, label in choices]
    keys += [label for _, label in river_svg.ALIKE_CHOICES]
    for game in ("river/jealous-husbands", "river/missionaries", "river/missionaries?rowers=M1,C1",
                 "river/missionaries?alike=0", "river/wolf-goat-cabbage"):
        keys += registry.parse(game)[1].problem.legend()
    keys += ["counting solutions is not offered for sliding puzzles",
             "a full sweep of the 15-puzzle (10 trillion states) cannot fit"]
    missing = [key for key in keys if key not in words.JA]
    assert len(keys) > 30 and not missing, missing


def test_the_scan_catches_a_missing_entry(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('from puzzles.words import tr\nx = tr("No such sentence {n}", n=1)\n')
    [(line, function, literal, keywords)] = list(_calls(sample))
    assert literal not in words.JA and _placeholders(literal) == ["n"] and keywords == ["n"]


# --- what the families show, in Japanese ---------------------------------------------------

# Words that may stay: people's short names, the marks of the nim-sum in binary, and the
# published name of the Hoppers board (the help keeps it too).
ALLOWED = {"Hoppers", "Ha", "Hb", "Hc", "Wa", "Wb", "Wc", "M1", "M2", "M3", "C1", "C2", "C3"}
ENGLISH_WORD = re.compile(r"[A-Za-z][a-z]{2,}")


@pytest.fixture
def japanese():
    words.set_language("ja")
    yield
    words.set_language("en")


def _visible(svg):
    """The text a person sees or hears in an SVG: text nodes, titles and aria-labels."""
    texts = re.findall(r">([^<>]+)<", svg) + re.findall(r'aria-label="([^"]*)"', svg)
    return [t for t in texts if t.strip()]


def _english(texts):
    left = []
    for text in texts:
        text = re.sub(r"#[^\s\"]*", "", text)  # links to game ids
        for word in ENGLISH_WORD.findall(text):
            if word not in ALLOWED:
                left.append((word, text))
    return left


def _view_texts(view, position, ui=None):
    texts = [view.prompt(position), position.status_text()]
    texts += _visible(view.render(position, ui or {}))
    texts += [label for label, _ in view.counters(position)]
    for option in view.options(position):
        texts.append(option["label"])
        texts += [label for _, label in option["choices"]]
    texts += [action["label"] for action in view.actions(position)]
    for move in view.moves(position)[:6]:
        texts.append(view.describe_move(position, move))
    return texts


def test_the_check_finds_english_when_the_page_is_english():
    for view, game in ((flip_svg, "flip/square"), (nim_svg, "nim?heaps=5,2,3"), (river_svg, "river/missionaries")):
        assert len(_english(_view_texts(view, registry.parse(game)[1]))) > 10


def _titles(module):
    return [words.tr(module.TITLE)] + [label for _, label in module.variants()]


def _result_texts(view, results):
    """What the view writes of each search result (its status line)."""
    return [view.result_text(result) for result in results]


def test_flip_in_japanese(japanese):
    texts = _titles(flip)
    for game in ("flip/square", "flip/square-diagonal", "flip/square?colours=wwwwwww.wwwwwwww&moves=9"):
        position = registry.parse(game)[1]
        texts += _view_texts(flip_svg, position, {"cursor": 5, "hints": [[0, 3]]})
        texts.append(flip_svg.click(position, {}, position.space)[2])
        texts.append(flip_svg.click(position, {}, 0 if 0 not in position.movable() else 15)[2])
    position = registry.parse("flip/square")[1]
    dealt = iter(range(1000))
    texts.append(flip_svg.act(position, {}, "shuffle", lambda n: next(dealt) % n)[2])
    texts += _result_texts(flip_svg, [
        {"solvable": True, "moves": 22, "minimal": True}, {"solvable": True, "moves": 0},
        {"analysis": True, "states": 9, "distance": 3, "count": 2},
        {"solvable": False, "reason": words.message("the goal cannot be reached from here")}])
    assert texts and not _english(texts)


def test_nim_in_japanese(japanese):
    texts = _titles(nim)
    for game in ("nim?heaps=5,2,3", "nim?misere=1&heaps=1,1,0&start=1,1,3&moves=1",
                 "nim?heaps=0,0,0&start=5,2,3&moves=3", "nim?heaps=3,1&computer=0",
                 "nim?heaps=4,4&first=computer"):
        position = registry.parse(game)[1]
        texts += _view_texts(nim_svg, position, {"cursor": 0, "binary": True, "hint": [0]})
        for action in ("hint", "new"):
            texts.append(nim_svg.act(position, {}, action, lambda n: 0)[2])
        texts.append(nim_svg.click(position, {}, 299)[2])
    texts += _result_texts(nim_svg, [
        {"solution": [[0, 2]], "count": 1}, {"solution": [[1, 1]], "count": 3},
        {"solution": [], "over": True}, {"solution": []}])
    assert texts and not _english(texts)


def test_river_in_japanese(japanese):
    texts = _titles(river)
    for game in ("river/jealous-husbands", "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa",
                 "river/missionaries", "river/missionaries?rowers=M1,C1&far=M1,C1&boat=far&crossings=1",
                 "river/missionaries?alike=0", "river/wolf-goat-cabbage",
                 "river/wolf-goat-cabbage?far=Farmer,Goat&boat=far&crossings=1"):
        position = registry.parse(game)[1]
        texts += _view_texts(river_svg, position, {"cursor": 0, "boat": [position.problem.people[0]]})
        texts += [words.say(line) for line in position.problem.legend()]
        for cell in range(len(position.problem.people) + 1):
            texts.append(river_svg.click(position, {}, cell)[2])
            texts.append(river_svg.click(position, {"boat": list(position.problem.people[:2])}, cell)[2])
    texts += _result_texts(river_svg, [
        {"solvable": True, "moves": 11, "count": 2, "alike": True}, {"solvable": True, "moves": 0},
        {"solvable": False},
        {"solvable": True, "moves": 11, "analysis": True, "states": 30, "crossings": 40}])
    graph = {"nodes": [{"label": "ABC*|", "layer": 0, "game": "river/jealous-husbands"}],
             "edges": [], "path": [0], "legend": registry.parse("river/missionaries")[1].problem.legend()}
    texts += _visible(river_svg.render_analysis({"graph": graph}))
    assert texts and not _english(texts)


def test_knight_rules_and_chart_in_japanese(japanese):
    texts = _titles(knight)
    for game in ("knight/3x4?start=0", "knight/5x5?start=0", "knight/4x4?closed=1&start=0"):
        texts.append(registry.parse(game)[1].status_text())
    texts += _visible(chart_svg.histogram([1, 4, 2]))
    assert texts and not _english(texts)


def test_peg_in_japanese(japanese):
    texts = _titles(peg)
    for game in ("peg/english33", "peg/hoppers13?empty=6&finish=6", "peg/triangle21?empty=6&finish=6",
                 "peg/custom?rows=ooooo,ooooo,ooooo&empty=2,3", "peg/custom",
                 "peg/hoppers13?empty=6&finish=6&pegs=1000001000000&moves=5",
                 "peg/hoppers13?empty=6&finish=0&pegs=0000001000000&moves=6&last=6",
                 "peg/hoppers13?empty=6&finish=6&pegs=0000001000000&moves=6&last=6"):
        position = registry.parse(game)[1]
        movable = position.movable_pegs()
        picked = view_ui = {"cursor": 3, "hints": [[[movable[0], 0], 3]]} if movable else {"cursor": 0}
        texts += _view_texts(peg_svg, position, view_ui)
        for hole in range(position.board.size):
            position_after, picked_ui, said = peg_svg.click(position, {}, hole)
            texts.append(said)
            if picked_ui.get("targets"):
                texts += _visible(peg_svg.render(position, picked_ui))
                texts.append(peg_svg.click(position, picked_ui, hole)[2])
                texts.append(peg_svg.click(position, picked_ui, (hole + 1) % position.board.size)[2])
        for action in ("numbers", "edit"):
            _, ui, said = peg_svg.act(position, {}, action, lambda n: 0)
            texts.append(said)
            texts += _visible(peg_svg.render(position, ui))
            texts.append(peg_svg.act(position, ui, action, lambda n: 0)[2])
    texts += _result_texts(peg_svg, [
        {"solvable": True, "moves": 12, "minimal": True, "count": 96},
        {"solvable": True, "moves": 7, "minimal": True},
        {"solvable": True, "moves": 18, "minimal": False},
        {"solvable": False, "reason": "pegs that can never be jumped over would be left behind"},
        {"solvable": False}])
    for move in ([0, 9], [6, 3], [2]):
        try:
            registry.parse("peg/english33")[1].play(move)
        except ValueError as error:
            texts.append(str(error))
    assert texts and not _english(texts)


ID_WORDS = set(flip.KEYS + nim.KEYS + river.KEYS + knight.KEYS + flip.BOARD_ORDER + peg.CUSTOM_KEYS + ("key", "value", "person",
               "computer", "near", "far", "nim", "rows", "cols"))
for _name in river.PROBLEM_ORDER + flip.BOARD_ORDER:
    ID_WORDS.update(_name.split("-"))
for _name in peg.BOARD_ORDER + peg.GRID_NAMES:  # english33, square4...: the letters are the id's
    ID_WORDS.add(_name.rstrip("0123456789"))


@pytest.mark.parametrize("bad", [
    "", "Flip/square", "flip/Square", "flip/square?=1", "flip/square?space", "flip/square?space=x",
    "flip/square?space=99", "flip/round", "flip/square?size=3", "flip/square?colours=bbb",
    "flip/square?space=1&deal=" + "b" * 15 + ".", "flip/square?moves=1",
    "nim/x", "nim?heaps=a", "nim?start=1", "nim?heaps=1&start=1,2", "nim?heaps=3&start=2",
    "nim?heaps=0", "nim?heaps=1&start=2&moves=5", "nim?first=nobody", "nim?first=computer&computer=0",
    "river/ferry", "river/wolf-goat-cabbage?alike=1", "river/missionaries?rowers=X",
    "river/missionaries?rowers=M1,M1", "river/missionaries?boat=up", "river/missionaries?crossings=2&boat=far",
    "river/missionaries?far=M1", "river/missionaries?far=C1,C2,C3,M1&crossings=1&boat=far",
    "river/missionaries?rowers=C1,C2,C3&far=C1,C2,C3&crossings=2",
    "knight/8", "knight/2x8", "knight/5x5?cut=a", "knight/5x5?cut=3-1", "knight/5x5?cut=99",
    "knight/5x5?cut=1,1", "knight/1x3?cut=0-2", "knight/5x5?path=0", "knight/5x5?start=1&cut=1",
    "knight/5x5?start=0&path=9", "knight/5x5?start=0&path=00000000",
    "peg/round", "peg/english33?size=3", "peg/english33?empty=1,1", "peg/hex12?empty=0,1,2,3,4,5,6,7,8,9,10",
    "peg/english33?moves=1", "peg/english33?pegs=01", "peg/english33?pegs=" + "0" * 33,
    "peg/english33?pegs=" + "1" * 33, "peg/english33?empty=1,2&pegs=" + "1" * 16 + "0" + "1" * 16,
    "peg/english33?pegs=" + "1" * 16 + "0" + "1" * 15 + "0&moves=0",
    "peg/english33?pegs=" + "1" * 16 + "0" + "1" * 16 + "&moves=1",
    "peg/english33?pegs=" + "1" * 15 + "00" + "1" * 16 + "&last=15&moves=1",
    "peg/english33?pegs=" + "1" * 16 + "0" + "1" * 16 + "&last=3",
    "peg/custom?grid=hex", "peg/custom?rows=ox", "peg/custom?rows=ooo,oo", "peg/custom?rows=...",
    "peg/custom?rows=" + "o" * 16, "peg/custom?rows=" + ",".join(["o" * 9] * 8),
    "peg/custom?rows=ooo,...,..o",
])
def test_game_id_errors_in_japanese_and_english(bad, japanese):
    with pytest.raises(GameIdError) as error:
        registry.parse(bad)
    # What the player typed (quoted) and the game id's own words (keys, values, boards) stay.
    said = re.sub(r"'[^']*'", "", str(error.value))
    left = [word for word, _ in _english([said]) if word.lower() not in ID_WORDS]
    assert not left, str(error.value)
    words.set_language("en")
    with pytest.raises(GameIdError) as english:
        registry.parse(bad)
    assert str(english.value) != str(error.value) and ENGLISH_WORD.search(str(english.value))
