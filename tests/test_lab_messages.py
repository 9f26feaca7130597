"""The Lab's message schemas (puzzles.lab_messages, issue 37): the worker's honest messages
pass; the hostile shapes found by the attack (no positions, a count of 10**400, 400,000 depths,
Infinity, bad types, a format-string bomb, a forged ready, an oversized text) are refused; the
worker's ``bound`` cuts what can be cut and says so."""

import copy
import functools
import json

import pytest

from puzzles import lab, lab_messages
from puzzles.lab_messages import MOST_DEPTHS, MOST_TEXT, Refused, bound, check, read
from puzzles.words import message, say

GAME = "peg/triangle15?empty=0"


@functools.lru_cache(maxsize=None)
def _solved():
    return lab.run_method("peg-corner", GAME)


def honest_done():
    result = copy.deepcopy(_solved())
    return {"kind": "done", "id": 3, "result": result, "output": "hello\n", "output_cut": 0}


def test_an_honest_run_and_the_ready_message_pass_unchanged_in_what_the_page_reads():
    said = honest_done()
    checked = read(json.dumps(said))
    assert checked["result"]["solution"] == said["result"]["solution"]
    assert checked["result"]["moves"] == said["result"]["moves"] == len(said["result"]["solution"])
    assert checked["result"]["per_depth"] == said["result"]["per_depth"]
    methods = [dict(m) for m in lab.methods()]
    ready = {"kind": "ready", "methods": methods,
             "programs": {m["method"]: lab.program_text(m["method"]) for m in methods},
             "questions": [dict(q, index=i) for i, q in enumerate(lab.QUESTIONS)]}
    text = json.dumps(ready)
    assert len(text) < MOST_TEXT / 2  # room to grow
    checked = read(text)
    assert [m["method"] for m in checked["methods"]] == [m["method"] for m in methods]
    assert checked["programs"] == ready["programs"]
    assert read(json.dumps({"kind": "progress", "id": 3, "positions": 120, "depth": 4, "seconds": 0.25}))


def test_a_watched_run_and_an_error_pass():
    result = lab.run_method("peg-corner", GAME, trace_limit=100)
    result.pop("events")
    assert check({"kind": "done", "id": 1, "result": result})["result"]["trace"] == result["trace"]
    with pytest.raises(lab.LabError) as raised:
        lab.run_source("def solve(position, progress):\n    return [[99, 98]]\n", GAME)
    said = check({"kind": "error", "id": 1, "message": raised.value.args[0], "line": None})
    assert "is illegal" in say(said["message"])
    assert check({"kind": "question", "id": 1} if False else {"kind": "done", "id": 2, "result": {
        "answer": "question", "index": 0, "value": 12, "seconds": 0.5}})["result"]["value"] == 12


def result_with(**changes):
    result = honest_done()["result"]
    result.update(changes)
    for name in [name for name, value in changes.items() if value is Ellipsis]:
        del result[name]
    return {"kind": "done", "id": 1, "result": result}


@pytest.mark.parametrize("said", [
    result_with(positions=Ellipsis) | {"result": {"answer": "count", "count": 3, "per_depth": [], "seconds": 0,
                                                  "positions": None}},
    result_with(answer="count", count=10 ** 400, solution=None, moves=None),
    result_with(answer="count", count=-1, solution=None, moves=None),
    result_with(answer="count", count=float("inf"), solution=None, moves=None),
    result_with(answer="count", count=float("nan"), solution=None, moves=None),
    result_with(answer="count", count="12", solution=None, moves=None),
    result_with(per_depth=[1] * 400000),
    result_with(per_depth=[1, -2]),
    result_with(moves=3),  # not the solution's length
    result_with(solution=[[1, 2]] * (lab_messages.MOST_MOVES + 1)),
    result_with(solution=[{"x": 1}]),
    result_with(answer="win"),
    result_with(seconds=float("inf")),
    {"kind": "progress", "id": 1, "positions": None, "depth": 1, "seconds": 0},   # Infinity, after JSON.stringify
    {"kind": "progress", "id": 1, "positions": 1, "depth": "deep", "seconds": 0},
    {"kind": "progress", "id": 1, "positions": 1, "depth": 1, "seconds": 1e300},
    {"kind": "done", "id": "1", "result": None},
    {"kind": "done", "id": 1, "result": [1, 2]},
    {"kind": "done", "id": 1, "result": {"answer": "none", "seconds": 0}, "extra": 1},
    {"kind": "error", "id": 1, "message": {"text": "{a:>999999999}", "values": {"a": 1}}},
    {"kind": "error", "id": 1, "message": {"text": "{a}" * 100, "values": {"a": "x" * 400}}},
    {"kind": "error", "id": 1, "message": {"text": "{0}", "values": {}}},
    {"kind": "error", "id": 1, "message": {"text": "{a.__class__}", "values": {"a": 1}}},
    {"kind": "error", "id": 1, "message": "x" * 100000},
    {"kind": "error", "id": 1, "message": 7},
    {"kind": "ready", "methods": [{"method": "x y", "family": "peg", "title": "t", "source": "page"}],
     "programs": {}},
    {"kind": "ready", "methods": "all", "programs": {}},
    {"kind": "launch"},
    [1, 2],
])
def test_a_hostile_message_is_refused(said):
    with pytest.raises(Refused):
        check(said)


def test_a_text_over_the_limit_is_refused_unparsed_and_so_is_junk():
    with pytest.raises(Refused, match="too long"):
        read(" " * (MOST_TEXT + 1))
    with pytest.raises(Refused, match="not JSON"):
        read("{kind: done")
    with pytest.raises(Refused, match="not JSON"):
        read("[" * 100000 + "]" * 100000)


def test_the_worker_cuts_long_texts_and_depths_and_says_so():
    said = honest_done()
    said["result"]["per_depth"] = [1] * 400000
    said["output"] = "y" * 50000
    bounded = bound(said)
    assert check(bounded) and bounded["result"]["per_depth_cut"] == 400000 - MOST_DEPTHS
    assert len(bounded["result"]["per_depth"]) == MOST_DEPTHS and "characters cut" in bounded["output"]
    error = bound({"kind": "error", "id": 1, "line": 3,
                   "message": message("the program stopped with an error on line {line}: {error}", line=3,
                                      error="ValueError: " + "z" * 10 ** 6)})
    assert check(error) and "characters cut" in say(error["message"])
    bomb = bound({"kind": "error", "id": 1, "line": None, "message": {"text": "{a:>999999999}" * 1000,
                                                                      "values": {"a": 1}}})
    assert check(bomb) and isinstance(bomb["message"], str) and len(bomb["message"]) <= lab_messages.MOST_WORDS


def test_an_answer_the_page_can_not_show_becomes_an_error_in_words():
    said = bound({"kind": "done", "id": 4, "result": {"answer": "count", "count": 10 ** 400, "moves": None,
                                                       "solution": None, "positions": 1, "per_depth": [],
                                                       "seconds": 0.1}, "output": "", "output_cut": 0})
    assert said["kind"] == "error" and said["id"] == 4 and check(said)
    assert say(said["message"]).startswith("the program's answer can not be shown: count")


def test_the_session_plays_a_lab_solution_only_once_the_rules_took_every_move():
    from puzzles.session import Session

    s = Session()
    s.load(GAME)
    solution = copy.deepcopy(_solved()["solution"])
    with pytest.raises(ValueError) as raised:
        s.lab_solution(GAME, solution[:1] + [[99, 98]] + solution[1:], "forged")
    assert say(raised.value.args[0]).startswith("move 2 of the solution, [99, 98], is illegal")
    with pytest.raises(ValueError) as raised:
        s.lab_solution(GAME, solution[:-1], "short")
    assert say(raised.value.args[0]) == "the solution's %d moves do not reach the goal" % (len(solution) - 1)
    for junk in ([None], [[1, 2, 3, 4, 5, 6, 7]], [["a", {}]], "12"):
        with pytest.raises(ValueError):
            s.lab_solution(GAME, junk, "junk")
    assert s.playback.solution is None  # nothing refused reached the board
    assert s.lab_solution(GAME, solution, "found") and len(s.playback.solution) == len(solution)


def test_the_builds_listing_and_a_ready_without_it_are_read():
    # issue 38: static/lab.js tells the build's py/lab.json as a "listing" while the worker
    # starts; the worker's "ready" then comes without it, with how it started
    from puzzles import lab
    listing = lab.listing()
    told = lab_messages.read(json.dumps(dict(listing, kind="listing")))
    assert told["kind"] == "listing" and [m["method"] for m in told["methods"]] == [m["method"] for m in listing["methods"]]
    ready = lab_messages.read(json.dumps({"kind": "ready", "start": {"snapshot": True, "ms": 12}}))
    assert ready == {"kind": "ready"}
    with pytest.raises(lab_messages.Refused):
        lab_messages.read(json.dumps({"kind": "listing", "methods": "all"}))


def test_the_listing_may_leave_its_programs_to_be_asked_for_one_by_one():
    # issue 38: static/lab.js keeps the listing's programs and tells the methods and questions;
    # the page asks for each program as it needs it, checked as a worker's would be
    from puzzles import lab
    listing = lab.listing()
    head = {key: value for key, value in listing.items() if key != "programs"}
    told = lab_messages.read(json.dumps(dict(head, kind="listing")))
    assert told["programs"] is None and len(told["methods"]) == len(listing["methods"])
    assert len(told["questions"]) == len(listing["questions"])
    slug = listing["methods"][0]["method"]
    assert lab_messages.program(listing["programs"][slug]) == listing["programs"][slug]
    for bad in (None, 3, "x" * (lab_messages.MOST_PROGRAM + 1)):
        with pytest.raises(lab_messages.Refused):
            lab_messages.program(bad)
    # A worker's "ready" with methods always brings their programs.
    with pytest.raises(lab_messages.Refused):
        lab_messages.read(json.dumps(dict(head, kind="ready")))
