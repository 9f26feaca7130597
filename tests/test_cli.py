"""The command line: python -m puzzles list / solve / hardest."""

import json
import subprocess
import sys
from pathlib import Path

from puzzles import registry

PY = Path(__file__).resolve().parent.parent / "py"


def cli(*args):
    return subprocess.run([sys.executable, "-m", "puzzles", *args], cwd=PY,
                          capture_output=True, text=True, timeout=120)


def test_list_prints_every_preset():
    done = cli("list")
    assert done.returncode == 0
    assert done.stdout.split() == registry.presets()
    assert "peg/triangle21?empty=6&finish=6" in done.stdout.split()


def test_solve_json_with_count():
    done = cli("solve", "peg/triangle21?empty=6&finish=6", "--count", "--json")
    assert done.returncode == 0
    result = json.loads(done.stdout)
    assert (result["moves"], result["count"]) == (12, 192)
    assert all(isinstance(move, list) and len(move) >= 2 for move in result["solution"])
    position = registry.parse("peg/triangle21?empty=6&finish=6")[1]
    for move in result["solution"]:
        position = position.play(move)
    assert position.is_won()


def test_solve_any_is_marked_not_minimal():
    done = cli("solve", "peg/english33", "--any", "--json")
    result = json.loads(done.stdout)
    assert result["minimal"] is False and result["moves"] == len(result["solution"])


def test_solve_text_output():
    done = cli("solve", "peg/hoppers13?empty=6&finish=6")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "peg/hoppers13?empty=6&finish=6: Solution found: 7 moves (shortest)."
    assert len(done.stdout.splitlines()) == 8


def test_sliding_moves_are_written_as_tiles_and_arrows():
    done = cli("solve", "slide/eight?tiles=123456708")
    assert done.stdout.splitlines()[1:] == ["  1. 8 \u2190"]


def test_output_cut_short_by_a_pipe_ends_quietly():
    # The reader (like `| head -1`) goes away after one line of a 2500-cell tour.
    done = subprocess.run(
        "%s -m puzzles solve 'knight/50x50?start=0' | head -1" % sys.executable, shell=True,
        cwd=PY, capture_output=True, text=True, timeout=120)
    assert done.stdout.startswith("knight/50x50?start=0: Tour found")
    assert done.stderr == ""


def test_bad_game_id_exits_2_with_one_line_naming_the_bad_part():
    for bad, part in (("peg/english34", "english34"), ("peg/english33?empty=40", "empty=40"),
                      ("knight", "family/variant")):
        done = cli("solve", bad)
        assert done.returncode == 2
        assert done.stdout == ""
        assert len(done.stderr.strip().splitlines()) == 1
        assert part in done.stderr


def test_impossible_problem_is_reported():
    done = cli("solve", "peg/french37?empty=18", "--json")
    assert done.returncode == 1
    assert json.loads(done.stdout)["solvable"] is False


def test_hardest_refuses_a_puzzle_without_a_sweep():
    done = cli("hardest", "peg/hoppers13", "--json")
    assert done.returncode == 1
    assert "analyse" in done.stderr and done.stdout == ""
