"""One error hierarchy (puzzles.errors, issue 33): each class raised by the families in its case,
the solvers' tables of searches, the job replies naming the class, the command line reading it
by class; the command line's outputs as they were before the classes (tests/cli_outputs.json);
the same classes on the page (MicroPython)."""

import json
from pathlib import Path

import pytest

from micropython_compare import assert_same_under_micropython
from puzzles import errors, gameid, registry, search
from puzzles.__main__ import main
from puzzles.jobs import JobRunner
from puzzles.words import reason, say

HERE = Path(__file__).resolve().parent
# The outputs of `python -m puzzles` on main before this change (commit 405665d), each with
# its exit status: errors of every class, and answers of every family.
CLI_OUTPUTS = json.loads((HERE / "cli_outputs.json").read_text(encoding="utf-8"))
ANY_POSITION = {"peg": "peg/triangle15?empty=0", "slide": "slide/six", "flip": "flip/square",
                "knight": "knight/5x5?start=0", "river": "river/wolf-goat-cabbage", "nim": "nim?heaps=1,2,3"}


def position(game_id):
    return registry.parse(game_id)[1]


def reply(request):
    return JobRunner().run(json.dumps(request))


def test_every_class_is_a_value_error_kept_where_it_was_importable():
    from puzzles.jobs import SearchTooLarge as jobs_search_too_large
    for cls in errors.CLASSES:
        assert issubclass(cls, errors.PuzzleError) and issubclass(cls, ValueError)
        assert errors.by_kind(cls.kind) is cls
    assert len({cls.kind for cls in errors.CLASSES}) == len(errors.CLASSES)
    assert issubclass(errors.NothingToHint, errors.UnknownSearchKind)
    assert gameid.GameIdError is errors.GameIdError
    assert search.SearchTooLarge is jobs_search_too_large is errors.SearchTooLarge
    for family in registry.families():
        assert registry.rules(family).IllegalMove is errors.IllegalMove
    assert errors.by_kind("") is None and errors.by_kind("no such kind") is None
    assert errors.kind_of(KeyError("x")) == "" and errors.kind_of(errors.GameIdError("x")) == "game-id"


@pytest.mark.parametrize("game_id", ["peg/nonesuch", "slide/six?tiles=12", "flip/square?moves=1",
                                     "knight/4x4?start=99", "river/nonesuch", "nim?heaps=0", "nonesuch/x",
                                     "peg/english33?empty=16&empty=3", ""])
def test_a_bad_game_id_raises_game_id_error(game_id):
    with pytest.raises(errors.GameIdError):
        registry.parse(game_id)


@pytest.mark.parametrize("game_id, move, why, legal", [
    ("peg/triangle15?empty=0", [0, 3], "hole 0 has no peg", [3, 0]),
    ("slide/six", 99, "no cell 99 on this board", 3),
    ("flip/square", 5, "cell 5 is the space", 7),
    ("knight/5x5?start=0", 0, "cell 0 is already visited", 7),
    ("river/wolf-goat-cabbage", [], "the boat is empty", ["Farmer", "Goat"]),
    ("nim?heaps=1,2,3", [0, 0], "take at least one stone", [0, 1]),
])
def test_an_illegal_move_raises_illegal_move_in_every_family(game_id, move, why, legal):
    family, start = registry.parse(game_id)
    with pytest.raises(errors.IllegalMove, match=why):
        registry.view(family).play(start, move)
    assert registry.view(family).play(start, legal) != start  # a legal move is played (the test can fail)


def test_a_search_too_large_raises_search_too_large():
    from puzzles.peg.solver import search_job as peg_search
    from puzzles.slide.solver import search_job as slide_search
    with pytest.raises(errors.SearchTooLarge) as raised:  # when the search starts
        search.run(peg_search(position("peg/english33?empty=16&finish=16"), "count"))
    assert "32 pegs" in say(reason(raised.value))
    with pytest.raises(errors.SearchTooLarge, match="cannot fit"):  # at once
        slide_search(position("slide/fifteen"), "analyse")
    grow = search.breadth_first_layers({0: {0}}, lambda part, keys: [(0, {key + 1 for key in keys})], limit=10)
    with pytest.raises(errors.SearchTooLarge) as raised:
        search.run(grow)
    assert say(reason(raised.value)) == "more than 10 positions"


@pytest.mark.parametrize("family", sorted(ANY_POSITION))
def test_a_kind_the_solver_does_not_offer_raises_unknown_search_kind_naming_its_kinds(family):
    solver = registry.solver(family)
    with pytest.raises(errors.UnknownSearchKind) as raised:
        solver.search_job(position(ANY_POSITION[family]), "nonsense")
    assert not isinstance(raised.value, errors.NothingToHint)
    assert str(raised.value) == "unknown search kind 'nonsense'; kinds: " + ", ".join(solver.SEARCHES)
    assert solver.KINDS == tuple(solver.SEARCHES) and "solve" in solver.KINDS and "hint" in solver.KINDS
    for kind in solver.KINDS:  # each kind offered starts a search
        assert hasattr(solver.search_job(position(ANY_POSITION[family]), kind), "__next__")


def test_sliding_puzzles_refuse_to_count_by_class():
    from puzzles.slide.solver import search_job
    with pytest.raises(errors.UnknownSearchKind, match="counting solutions is not offered"):
        search_job(position("slide/six"), "count")


def test_a_solver_without_hints_raises_nothing_to_hint():
    def solve(start):
        yield {"positions": 1}
        return {"solvable": True}
    table = {"solve": solve, "minimum": solve}
    with pytest.raises(errors.NothingToHint, match="unknown search kind 'hint'; kinds: solve, minimum"):
        search.job(table, position("nim?heaps=1,2,3"), "hint")
    with pytest.raises(errors.UnknownSearchKind) as raised:
        search.job(table, position("nim?heaps=1,2,3"), ["solve"])
    assert not isinstance(raised.value, errors.NothingToHint)
    assert search.run(search.job(table, position("nim?heaps=1,2,3"), "minimum")) == {"solvable": True}


def test_a_job_reply_names_the_error_class(monkeypatch):
    from puzzles.nim import solver as nim_solver
    bad = reply({"game": "peg/nonesuch", "kind": "solve"})
    assert (bad["state"], bad["error"]) == ("error", "game-id") and "nonesuch" in say(bad["message"])
    kind = reply({"game": "nim?heaps=1,2,3", "kind": "prove"})
    assert kind["error"] == "unknown-search-kind" and "kinds: solve" in say(kind["message"])
    large = reply({"game": "peg/english33?empty=16&finish=16", "kind": "count"})
    assert large["error"] == "search-too-large" and "too large to finish here" in say(large["message"])
    monkeypatch.delitem(nim_solver.SEARCHES, "hint")
    assert reply({"game": "nim?heaps=1,2,3", "kind": "hint"})["error"] == "nothing-to-hint"

    def broken(start):
        yield {"positions": 0}
        raise RuntimeError("a bug")
    monkeypatch.setitem(nim_solver.SEARCHES, "solve", broken)
    bug = reply({"game": "nim?heaps=1,2,3", "kind": "solve"})
    assert bug["error"] == "" and "RuntimeError('a bug')" in say(bug["message"])
    assert reply({"game": "nim?heaps=1,2,3", "kind": "count"})["state"] == "done"


def test_the_command_line_reads_no_hints_by_class_not_by_text(monkeypatch, capsys):
    from puzzles.nim import solver as nim_solver
    monkeypatch.delitem(nim_solver.SEARCHES, "hint")
    assert main(["hints", "nim?heaps=1,2,3"]) == 1
    assert capsys.readouterr().err == "error: nim puzzles have no hints\n"

    def refuse(start):  # the words "no hints" used to be told by, from another class
        raise errors.UnknownSearchKind("unknown search kind 'hint'; kinds: solve")
    monkeypatch.setitem(nim_solver.SEARCHES, "hint", refuse)
    assert main(["hints", "nim?heaps=1,2,3"]) == 1
    assert capsys.readouterr().err == "error: unknown search kind 'hint'; kinds: solve\n"


@pytest.mark.parametrize("case", CLI_OUTPUTS, ids=[" ".join(case["args"]) for case in CLI_OUTPUTS])
def test_the_command_lines_outputs_are_unchanged(case, capsys):
    status = main(case["args"])
    said = capsys.readouterr()
    assert (status, said.out, said.err) == (case["status"], case["stdout"], case["stderr"])


def test_the_classes_on_the_page_under_micropython():
    assert_same_under_micropython(HERE / "micropython" / "errors_transcript.py")


def test_reason_keeps_the_message_an_error_was_raised_with():
    error = errors.IllegalMove({"text": "cell {cell} is the space", "values": {"cell": 5}})
    assert reason(error) == {"text": "cell {cell} is the space", "values": {"cell": 5}}
    assert say(reason(error)) == "cell 5 is the space"
