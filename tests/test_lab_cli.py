"""The lab on the command line (issue 23, point 6), the peg all-starts table, and the questions
from the source, each answered by running our solver and checked against what the page says."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles import lab, registry, search
from puzzles.peg.rules import board
from puzzles.peg.starts import all_starts

PY = Path(__file__).resolve().parents[1] / "py"


def cli(*args):
    return subprocess.run([sys.executable, "-m", "puzzles", *args], cwd=PY, capture_output=True, text=True,
                          timeout=120)


def solve(game_id):
    family, position = registry.parse(game_id)
    return search.run(registry.solver(family).search_job(position, "minimum"))


def test_lab_list_json_lists_every_method_with_the_issues_keys():
    listed = json.loads(cli("lab", "list", "--json").stdout)
    assert [entry["method"] for entry in listed] == [entry["method"] for entry in lab.METHODS]
    for entry in listed:
        assert set(entry) == {"family", "method", "title", "source", "problem", "improves"}
    peg = json.loads(cli("lab", "list", "peg", "--json").stdout)
    assert peg and {entry["family"] for entry in peg} == {"peg"}
    assert [entry["source"] for entry in peg].index("ours") > 0  # the page's methods first
    bad = cli("lab", "list", "chess")
    assert bad.returncode == 2 and "unknown family chess" in bad.stderr


def test_lab_run_json_reports_the_answer_positions_per_depth_and_time():
    done = cli("lab", "run", "slide-bound", "slide/six", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["moves"] == len(result["solution"]) == solve("slide/six")["moves"]
    assert result["positions"] == sum(result["per_depth"]) > 0
    assert result["seconds"] >= 0


def test_lab_run_refuses_bad_input_and_stops_at_the_time_limit():
    assert cli("lab", "run", "no-such", "slide/six").returncode == 2
    bad = cli("lab", "run", "slide-bound", "slide/nine")
    assert bad.returncode == 2 and "bad game id" in bad.stderr
    stopped = cli("lab", "run", "peg-iddfs", "peg/triangle21?empty=6&finish=6", "--time-limit", "0.5")
    assert stopped.returncode == 1 and "time limit" in stopped.stderr


@pytest.mark.parametrize("name", ["hex12", "hoppers13", "triangle15"])
def test_starts_agrees_with_solve_on_every_pair(name):
    rows = all_starts(board(name))
    assert len(rows) == board(name).size * (board(name).size + 1)
    for row in rows:
        game_id = "peg/%s?empty=%d" % (name, row["empty"])
        if row["finish"] is not None:
            game_id += "&finish=%d" % row["finish"]
        result = solve(game_id)
        assert (result["moves"] if result.get("solvable") else None) == row["moves"], game_id


def test_starts_on_the_command_line():
    listed = json.loads(cli("starts", "peg/hex12", "--json").stdout)
    assert listed == all_starts(board("hex12"))
    assert set(listed[0]) == {"empty", "finish", "moves"}
    assert cli("starts", "english33").returncode == 1  # more than 21 holes: refused, saying why
    assert cli("starts", "slide/six").returncode == 2


def test_starts_stops_at_its_time_limit_with_a_message():
    # Issue 37: on peg/triangle21 `starts` ran past 90 s and had no --time-limit.
    import time
    started = time.monotonic()
    done = cli("starts", "peg/triangle21", "--time-limit", "1", "--json")
    assert time.monotonic() - started < 30  # a loaded machine starts Python slowly; the sweep takes minutes
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr.startswith("stopped: the time limit of 1 s ran out (")
    assert len(done.stderr.strip().splitlines()) == 1
    listed = json.loads(cli("starts", "hex12", "--time-limit", "100", "--json").stdout)
    assert listed == all_starts(board("hex12"))
    refused = cli("starts", "hex12", "--time-limit", "nan", "--json")
    assert refused.returncode == 2 and refused.stdout == "" and "--time-limit" in refused.stderr


def test_seed_001s_two_questions_on_the_12_hole_board():
    # Answered by Solve on every start (and start = finish), independently of the table.
    anywhere = [solve("peg/hex12?empty=%d" % hole) for hole in range(12)]
    same = [solve("peg/hex12?empty=%d&finish=%d" % (hole, hole)) for hole in range(12)]
    fewest = min(r["moves"] for r in anywhere if r.get("solvable"))
    compensating = min(r["moves"] for r in same if r.get("solvable"))
    questions = {q["kind"]: q for q in lab.QUESTIONS if q["game"] == "peg/hex12"}
    assert lab.answer(questions["starts"]) == fewest
    assert lab.answer(questions["starts-compensating"]) == compensating


@pytest.mark.parametrize("question", lab.QUESTIONS, ids=[q["game"] + " " + q["kind"] + " " + q["value"]
                                                         for q in lab.QUESTIONS])
def test_every_question_from_the_source_is_answered_as_the_page_says(question):
    registry.parse(question["game"])
    found = lab.answer(question)
    assert found is not None
    if question["answer"] is not None:
        assert found == question["answer"]


def test_what_a_program_prints_goes_to_stderr_under_json(tmp_path):
    # Issue 37: with --json stdout holds the JSON only, whatever the program prints.
    program = tmp_path / "chatty.py"
    program.write_text('print("hello from the program")\n\n\ndef solve(puzzle, report):\n'
                       '    print("in solve")\n    return None\n')
    done = cli("lab", "trace", "--source", str(program), "slide/six", "--json")
    assert done.returncode == 0 and json.loads(done.stdout) == []
    assert "hello from the program" in done.stderr and "in solve" in done.stderr
    text = cli("lab", "trace", "--source", str(program), "slide/six")  # without --json: as before
    assert text.stdout.startswith("hello from the program\nin solve\n")
