"""The solver lab (issue 23): its contract (puzzles.lab), and each method against our solver.

Every method runs on a problem where it answers within seconds (its page's own problem when
that is quick in Python; a smaller one of the same family when the page's would take minutes,
as ``slow`` says) and must give our solver's answer: the same fewest moves, the same count.
"""

import pytest

from puzzles import lab, registry, search
from puzzles.words import say


def ours(game_id, kind="minimum"):
    """Our solver's result for ``game_id`` (the site's search, run to its end)."""
    family, position = registry.parse(game_id)
    return search.run(registry.solver(family).search_job(position, kind))


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


@pytest.mark.parametrize("game_id", ["peg/hoppers13?empty=6&finish=6", "peg/hex12?empty=1",
                                     "peg/triangle15?empty=0"])
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
