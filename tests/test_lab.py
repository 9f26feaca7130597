"""The solver lab (issue 23): its contract (puzzles.lab), and each method against our solver.

Every method runs on a problem where it answers within seconds (its page's own problem when
that is quick in Python; a smaller one of the same family when the page's would take minutes,
as ``slow`` says) and must give our solver's answer: the same fewest moves, the same count.
"""

import functools

import pytest

from puzzles import lab, registry, search
from puzzles.nim.solver import winning_moves
from puzzles.words import say

# Positions a few moves into the page's own problem, where the slow early steps of a page
# answer within a second or two (on the page's problem itself they take minutes in Python).
TRIANGLE21_LATE = "peg/triangle21?empty=6&finish=6&pegs=000111001110110111111&moves=6&last=4"
FLIP_LATE = "flip/square?colours=.bwbwwwwbwbbbbbb&moves=8"


@functools.lru_cache(maxsize=None)
def ours(game_id, kind="minimum"):
    """Our solver's result for ``game_id`` (the site's search, run to its end)."""
    family, position = registry.parse(game_id)
    return search.run(registry.solver(family).search_job(position, kind))


@functools.lru_cache(maxsize=None)
def run(slug, game_id):
    return lab.run_method(slug, game_id)


def problem_for(entry):
    """The problem a method is tested on: its page's own, or a later position of it when the
    page's problem takes minutes in Python."""
    slow_here = {"peg-iddfs", "peg-corner", "peg-groups", "peg-table1", "peg-count", "flip-iddfs", "flip-corner"}
    if entry["method"] in slow_here:
        return TRIANGLE21_LATE if entry["family"] == "peg" else FLIP_LATE
    return entry["problem"]


@pytest.mark.parametrize("entry", lab.METHODS, ids=[entry["method"] for entry in lab.METHODS])
def test_every_method_gives_our_solvers_answer(entry):
    game_id = problem_for(entry)
    result = run(entry["method"], game_id)
    assert result["positions"] == sum(result["per_depth"])
    if entry["family"] == "nim":
        mine = ours(game_id, "count")
        assert result["answer"] == "solution" and result["solution"][0] in winning_moves(registry.parse(game_id)[1])
        assert mine["winner"] == "mover"
    elif entry["method"] == "flip-hardest-symmetry":
        # Up to the square's 8 turns and mirrors: at most the count of all, at least an eighth.
        every = ours(game_id, "analyse")["count"]
        assert result["answer"] == "count" and every / 8 <= result["count"] <= every
    elif entry["method"].endswith(("hardest-list", "hardest-dict", "hardest")):
        mine = ours(game_id, "analyse")
        assert result["answer"] == "count"
        assert result["count"] == mine["count"]
        assert len(result["per_depth"]) == mine["distance"] + 1  # one layer a move, the goal's first
    elif entry["method"] in ("knight-backtrack", "knight-ours", "peg-count"):
        assert result["answer"] == "count" and result["count"] == ours(game_id, "count")["count"]
    else:
        # A solution, played out by run_source with the rules, of our solver's length.
        assert result["answer"] == "solution"
        assert result["moves"] == ours(game_id)["moves"]


@pytest.mark.parametrize("entry", [e for e in lab.METHODS if e["improves"]],
                         ids=[e["method"] for e in lab.METHODS if e["improves"]])
def test_each_improvement_searches_fewer_positions(entry):
    game_id = problem_for(entry)
    assert run(entry["method"], game_id)["positions"] < run(entry["improves"], game_id)["positions"]


def test_every_method_is_listed_with_a_readable_program():
    slugs = [entry["method"] for entry in lab.METHODS]
    assert len(slugs) == len(set(slugs))
    for entry in lab.METHODS:
        assert entry["family"] in registry.families()
        assert entry["source"] in ("page", "ours")
        assert entry["improves"] is None or entry["improves"] in slugs
        registry.parse(entry["problem"])
        text = lab.program_text(entry["method"])
        assert "def solve(position, progress)" in text
        assert text.startswith('"""')


def test_unknown_method_is_refused_with_a_clear_message():
    with pytest.raises(ValueError) as caught:
        lab.method("no-such-method")
    assert "unknown lab method no-such-method" in say(caught.value.args[0])


@pytest.mark.parametrize("game_id", ["peg/hoppers13?empty=6&finish=6", "peg/hex12?empty=1"])
def test_corner_bound_deepening_finds_the_solvers_minimum(game_id):
    result = lab.run_method("peg-corner", game_id)
    assert result["answer"] == "solution"
    assert result["moves"] == ours(game_id)["moves"]
    assert result["positions"] == sum(result["per_depth"]) > 0


def test_a_program_with_a_syntax_error_names_its_line():
    with pytest.raises(lab.LabError) as caught:
        lab.run_source("def solve(position, progress):\n    return (\n", "peg/hex12?empty=1")
    assert caught.value.line == 2 or caught.value.line == 3
    assert "syntax error" in str(caught.value)


def test_an_exception_in_a_program_names_its_line():
    source = "def solve(position, progress):\n    progress(positions=1, depth=0)\n    return 1 // 0\n"
    with pytest.raises(lab.LabError) as caught:
        lab.run_source(source, "peg/hex12?empty=1")
    assert caught.value.line == 3
    assert "ZeroDivisionError" in str(caught.value)


@pytest.mark.parametrize("call", ["progress.iteration(1e308)", "progress.layer(10 ** 12)",
                                  "progress(positions=1, depth=10 ** 9)"])
@pytest.mark.parametrize("watched", [False, True])
def test_an_absurd_depth_stops_the_program_in_words(call, watched):
    # A bound of 1e308 grew the per-depth list until the worker ran out of memory.
    source = "def solve(position, progress):\n    progress.visit(0)\n    %s\n    return None\n" % call
    more = {"trace_limit": 100, "sink": lambda start, rows: None} if watched else {}
    with pytest.raises(lab.LabError) as caught:
        lab.run_source(source, "peg/hex12?empty=1", **more)
    assert caught.value.line == 3
    assert "a depth or bound of" in str(caught.value) and "up to 1000000" in str(caught.value).replace(",", "")


def test_an_illegal_solution_is_refused_naming_the_move():
    source = "def solve(position, progress):\n    return [[6, 1], [6, 1]]\n"
    with pytest.raises(lab.LabError) as caught:
        lab.run_source(source, "peg/hex12?empty=1")
    assert "move 2 of the solution, [6, 1], is illegal" in str(caught.value)


def test_a_count_and_none_are_answers_too():
    counted = lab.run_source("def solve(position, progress):\n    progress(positions=5, depth=2)\n"
                             "    return 42\n", "peg/hex12?empty=1")
    assert (counted["answer"], counted["count"], counted["per_depth"]) == ("count", 42, [0, 0, 5])
    nothing = lab.run_source("def solve(position, progress):\n    return None\n", "peg/hex12?empty=1")
    assert nothing["answer"] == "none" and nothing["solution"] is None


def test_the_time_limit_stops_a_program_that_reports():
    source = ("def solve(position, progress):\n    n = 0\n    while True:\n"
              "        n += 1\n        progress(positions=n, depth=0)\n")
    with pytest.raises(lab.LabError) as caught:
        lab.run_source(source, "peg/hex12?empty=1", time_limit=0.2)
    assert "time limit" in str(caught.value)


@pytest.mark.parametrize("game_id", ["river/missionaries", "river/wolf-goat-cabbage",
                                     "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa"])
@pytest.mark.parametrize("slug", ["river-iddfs", "river-bfs"])
def test_the_river_pages_methods_solve_the_other_problems_too(slug, game_id):
    assert run(slug, game_id)["moves"] == ours(game_id)["moves"]


@pytest.mark.parametrize("game_id", ["nim?heaps=1,2,3", "nim?misere=1&heaps=5,2,3", "nim?heaps=4,4,1,7",
                                     "nim?misere=1&heaps=1,1,3"])
def test_the_nim_sum_and_the_game_tree_agree(game_id):
    position = registry.parse(game_id)[1]
    winning = winning_moves(position)
    for slug in ("nim-sum", "nim-tree"):
        result = run(slug, game_id)
        if winning:
            assert result["solution"][0] in winning
        else:
            assert result["answer"] == "none"


@pytest.mark.parametrize("game_id", ["knight/3x4", "knight/5x5?start=0", "knight/10x10?start=0"])
def test_warnsdorff_walks_a_tour(game_id):
    result = run("knight-warnsdorff", game_id)  # run_source plays it out and checks the goal
    assert result["answer"] == "solution"


@pytest.mark.parametrize("game_id", ["peg/hoppers13?empty=6&finish=6", "peg/hex12?empty=1"])
def test_the_pages_count_of_shortest_solutions_is_ours(game_id):
    assert run("peg-count", game_id)["count"] == ours(game_id, "count")["count"]


def test_backtracking_counts_the_tours_our_solver_counts():
    assert run("knight-backtrack", "knight/3x4")["count"] == ours("knight/3x4", "count")["count"]


def test_run_source_runs_an_edited_program():
    text = lab.program_text("slide-bound").replace("limit = low  # the page starts here", "limit = 0  # edited")
    result = lab.run_source(text, "slide/six")
    assert result["moves"] == ours("slide/six")["moves"]
    assert result["per_depth"][0] > 0  # the edited program starts at depth 0


@pytest.mark.parametrize("slug,game_id", [("slide-bound", "slide/pipes"), ("slide-iddfs", "slide/eight?tiles=123456708"),
                                          ("flip-bfs", "flip/square-diagonal"), ("peg-table1", "peg/hex12?empty=3")])
def test_the_pages_methods_on_other_boards(slug, game_id):
    assert run(slug, game_id)["moves"] == ours(game_id)["moves"]


def test_the_callers_progress_may_stop_a_run_with_its_own_exception():
    class Cancelled(Exception):
        pass

    def progress(positions, depth, seconds):
        if positions > 1000:
            raise Cancelled()

    source = ("def solve(position, progress):\n    n = 0\n    while True:\n        n += 1\n"
              "        try:\n            progress(positions=n, depth=0)\n        except Exception:\n"
              "            pass  # a program that swallows errors still stops\n")
    with pytest.raises(Cancelled):
        lab.run_source(source, "peg/hex12?empty=1", progress=progress)
