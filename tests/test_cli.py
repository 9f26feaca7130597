"""The command line: python -m puzzles list / solve / hardest."""

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from puzzles import registry
from positions import fewest_moves_to_win, long_search_position, replayed

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
    assert replayed(registry.parse("peg/triangle21?empty=6&finish=6")[1], result["solution"]).is_won()


def test_solve_any_is_marked_not_minimal():
    done = cli("solve", "peg/english33", "--any", "--json")
    result = json.loads(done.stdout)
    assert result["minimal"] is False and result["moves"] == len(result["solution"])


def test_solve_prove_gives_the_exact_minimum_by_the_branch_and_bound_proof():
    from puzzles import search
    from puzzles.peg.solver import minimum
    for game in ("peg/triangle21?empty=6&finish=6", "peg/hoppers13?empty=6"):
        done = cli("solve", game, "--prove", "--json")
        result = json.loads(done.stdout)
        exact = search.run(minimum(registry.parse(game)[1], count=False))
        assert result["proof"] and result["minimal"] and result["moves"] == exact["moves"]
        position = replayed(registry.parse(game)[1], result["solution"])
        assert position.is_won() and position.moves == exact["moves"]
    text = cli("solve", "slide/six", "--prove")  # another family: refused with the kinds
    assert text.returncode != 0 and "unknown search kind 'prove'" in text.stderr


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
    for bad, part in (("peg/english34", "english34"), ("peg/english33?empty=40", "no hole 40"),
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


def bfs_moves_to_goal(position, limit=12):
    """Fewest slides to the goal by plain breadth-first search (independent of the tables)."""
    return fewest_moves_to_win(position, lambda p: [p.slide(cell) for cell in p.movable()],
                               lambda p: p.tiles, limit)


def test_hints_json_has_every_move_with_the_moves_of_a_whole_solution():
    game_id = "slide/eight?tiles=123405786"
    done = cli("hints", game_id, "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    position = registry.parse(game_id)[1]
    assert answer["game"] == game_id
    assert sorted(h["move"] for h in answer["hints"]) == sorted(position.movable())
    for hint in answer["hints"]:
        assert hint["solvable"] is True
        assert hint["moves_left"] == 1 + bfs_moves_to_goal(position.slide(hint["move"]))


def test_nim_hints_say_which_moves_win_against_the_game_tree():
    def wins(heaps):  # normal play: the player to move wins
        return any(not wins(heaps[:h] + (heaps[h] - k,) + heaps[h + 1:])
                   for h in range(len(heaps)) for k in range(1, heaps[h] + 1))
    done = cli("hints", "nim?heaps=3,4,5", "--json")
    hints = json.loads(done.stdout)["hints"]
    assert len(hints) == 12
    for hint in hints:
        heap, stones = hint["move"]
        after = list((3, 4, 5))
        after[heap] -= stones
        assert hint["solvable"] is (not wins(tuple(after))) and hint["moves_left"] is None


def test_peg_hints_count_a_chain_jump_as_no_new_move_and_name_losing_jumps():
    done = cli("hints", "peg/triangle15?empty=4&pegs=111111101110111&moves=1&last=4", "--json")
    hints = {tuple(h["move"]): h for h in json.loads(done.stdout)["hints"]}
    assert hints[(2, 7)] == {"move": [2, 7], "solvable": False, "moves_left": None}
    assert hints[(9, 7)]["solvable"] is True and hints[(9, 7)]["moves_left"] == 10
    # Mid-chain (2-0 just played; the peg on 0 may go on jumping for free): that jump is no
    # new move, any other jump starts one.
    from puzzles import search
    from puzzles.peg.solver import minimum
    game_id = "peg/hoppers13?empty=6&finish=6&pegs=1001110110111&moves=3&last=0"
    position = registry.parse(game_id)[1]
    chain = json.loads(cli("hints", game_id, "--json").stdout)["hints"]
    assert {h["move"][0] == 0 for h in chain if h["solvable"]} == {True, False}
    for hint in chain:
        if hint["solvable"]:
            after = position.play(hint["move"])
            free = hint["move"][0] == position.last
            assert hint["moves_left"] == search.run(minimum(after))["moves"] + (0 if free else 1)
    text = cli("hints", "peg/french37")  # 36 pegs: past the exact search, and no table
    assert text.returncode == 0 and "not known" in text.stdout


def test_a_time_limit_stops_a_long_search_and_progress_shows_on_a_terminal():
    game_id = long_search_position()  # counting its minimal solutions takes many seconds
    reader, writer = pty.openpty()  # stderr is a terminal: progress is shown
    done = subprocess.run([sys.executable, "-m", "puzzles", "solve", game_id, "--count",
                           "--time-limit", "2.5"], cwd=PY, stdout=subprocess.PIPE, stderr=writer, timeout=120)
    os.close(writer)
    seen = b""
    while True:
        try:
            chunk = os.read(reader, 4096)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
    os.close(reader)
    text = seen.decode()
    assert done.returncode == 1 and done.stdout == b""
    assert "positions searched" in text and "stopped: the time limit of 2.5 s ran out" in text
    quiet = cli("solve", game_id, "--count", "--time-limit", "1.5")
    assert quiet.returncode == 1 and "positions searched, depth" in quiet.stderr
    assert "\r" not in quiet.stderr  # not a terminal: no progress lines


def test_a_time_limit_that_is_not_a_finite_number_above_zero_is_refused():
    # Issue 25: --time-limit nan meant no limit at all (nan compares false with everything).
    for bad in ("nan", "NaN", "inf", "-inf", "-1", "0", "ten"):
        done = cli("solve", "peg/english33", "--time-limit=" + bad)
        assert done.returncode == 2, bad
        assert done.stdout == ""
        assert "--time-limit" in done.stderr and repr(bad) in done.stderr
    assert cli("solve", "slide/six", "--time-limit", "30").returncode == 0


def test_a_seed_outside_0_to_2_30_is_refused_with_a_message():
    # Issue 37: --seed -1 ended in a ValueError traceback from deal.py, 2**30 and above were taken.
    for bad in ("-1", str(2 ** 30), str(2 ** 40), "x"):
        done = cli("deal", "nim?heaps=5,2,3", "--seed", bad, "--json")
        assert done.returncode == 2, bad
        assert done.stdout == "" and "Traceback" not in done.stderr
        assert "argument --seed" in done.stderr and bad in done.stderr
    assert "seeds are 0..2**30-1" in cli("deal", "nim?heaps=5,2,3", "--seed", "-1").stderr
    done = cli("deal", "nim?heaps=5,2,3", "--seed", str(2 ** 30 - 1), "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["seed"] == 2 ** 30 - 1
    from puzzles.deal import parse_kind
    for kind in ("deal:easy:%d" % 2 ** 30, "deal:easy:-1", "deal:easy:\u00b2"):
        try:
            parse_kind(kind)
        except ValueError as error:
            assert "0..2**30-1" in str(error)
        else:
            raise AssertionError(kind)


def test_json_means_json_or_nothing_on_stdout_even_for_help_and_usage_errors():
    # Issue 37: `lab run nope --help --time-limit 1 --json` printed usage where JSON was asked for.
    for args in (("lab", "run", "nope", "--help", "--time-limit", "1", "--json"), ("solve", "-h", "--json"),
                 ("deal", "nim", "--json", "--help"), ("--help", "--json"), ("hints", "--js", "--help")):
        done = cli(*args)
        assert done.returncode == 0 and done.stdout == "", args
        assert done.stderr.startswith("usage: "), args
    for args in (("solve", "--json"), ("deal", "nim", "--difficulty", "nope", "--json"),
                 ("lab", "run", "--json"), ("solve", "slide/six", "--json", "--time-limit", "0"),
                 ("starts", "--json", "--bogus")):
        done = cli(*args)
        assert done.returncode == 2 and done.stdout == "", args
        assert "usage: " in done.stderr and "error: " in done.stderr, args
    done = cli("lab", "run", "--help")  # without --json, help is still the answer on stdout
    assert done.returncode == 0 and done.stdout.startswith("usage: ") and done.stderr == ""
