"""Peg solitaire solvers: published results, replayed solutions, and an independent check."""

import functools
import json

import pytest

from positions import replayed
from puzzles import registry, search
from puzzles.jobs import JobRunner
from puzzles.peg.problem import board_symmetries
from puzzles.peg.solver import any_solution, minimum
from puzzles.peg.rules import board
from puzzles.words import say

INFINITY = float("inf")


def solve(game_id, count=True):
    return search.run(minimum(registry.parse(game_id)[1], count=count))


def replay(game_id, result):
    """Play a solution out; return the final position (every move must be legal)."""
    return replayed(registry.parse(game_id)[1], result["solution"])


def brute_force(position):
    """Fewest moves and number of minimal jump sequences, by plain memoised recursion over
    every (pegs, last landing hole) state: slow, simple, independent of the solver."""
    jumps = [(f, o, t) for f in range(position.board.size) for o, t in position.board.jumps[f]]

    @functools.lru_cache(maxsize=None)
    def best(pegs, last):
        if bin(pegs).count("1") == 1:
            ok = position.finish is None or pegs == 1 << position.finish
            return (0, 1) if ok else (INFINITY, 0)
        result = (INFINITY, 0)
        for f, o, t in jumps:
            if pegs >> f & 1 and pegs >> o & 1 and not pegs >> t & 1:
                moves, ways = best(pegs ^ (1 << f) ^ (1 << o) ^ (1 << t), t)
                moves += 0 if f == last else 1
                if moves < result[0]:
                    result = (moves, ways)
                elif moves == result[0]:
                    result = (moves, result[1] + ways)
        return result

    return best(position.pegs, position.last)


def test_triangle21_hole_6_to_6_takes_12_moves():
    result = solve("peg/triangle21?empty=6&finish=6")
    assert result["moves"] == 12
    final = replay("peg/triangle21?empty=6&finish=6", result)
    assert final.is_won() and final.has_peg(6) and final.moves == 12


def test_triangle21_has_96_minimal_solutions_after_14_to_6():
    position = registry.parse("peg/triangle21?empty=6&finish=6")[1].play([14, 6])
    result = search.run(minimum(position))
    assert (result["moves"], result["count"]) == (11, 96)  # seed 000: 12 moves in all, 96 ways
    # By the board's mirror symmetry the other first move (16->6) gives as many.
    assert solve("peg/triangle21?empty=6&finish=6")["count"] == 2 * 96


def test_hoppers_centre_to_centre_takes_7_moves():
    result = solve("peg/hoppers13?empty=6&finish=6")
    assert result["moves"] == 7
    assert replay("peg/hoppers13?empty=6&finish=6", result).is_won()


@pytest.mark.parametrize("game_id", [
    "peg/hoppers13?empty=6&finish=6", "peg/hoppers13?empty=0",
    "peg/hex12?empty=1", "peg/hex12?empty=4&finish=4", "peg/hex12?empty=0",
    "peg/triangle15?empty=0", "peg/triangle15?empty=4&finish=4", "peg/triangle15?empty=3&finish=12",
])
def test_minimum_and_count_agree_with_brute_force(game_id):
    position = registry.parse(game_id)[1]
    expected_moves, expected_count = brute_force(position)
    result = search.run(minimum(position))
    if expected_moves == INFINITY:
        assert not result["solvable"]
        return
    assert (result["moves"], result["count"]) == (expected_moves, expected_count)
    final = replay(game_id, result)
    assert final.is_won() and final.moves == result["moves"]


def test_minimum_from_a_position_in_progress_counts_a_free_chain():
    # The peg that just landed on hole 0 may go on jumping within the same move.
    game_id = "peg/hoppers13?empty=6&finish=6&pegs=1001110110111&moves=3&last=0"
    position = registry.parse(game_id)[1]
    result = search.run(minimum(position))
    assert (result["moves"], result["count"]) == brute_force(position)
    assert result["solution"][0][0] == 0  # it uses the free continuation
    final = replay(game_id, result)
    assert final.is_won() and final.moves == position.moves + result["moves"]
    without_chain = registry.parse(game_id.replace("&last=0", ""))[1]
    assert search.run(minimum(without_chain))["moves"] == brute_force(without_chain)[0] > result["moves"]


@pytest.mark.parametrize("game_id", [
    "peg/english33?empty=16&finish=16", "peg/english33", "peg/french37", "peg/triangle21",
    "peg/triangle15?empty=0&finish=12",
])
def test_any_solution_replays_to_a_win(game_id):
    result = search.run(any_solution(registry.parse(game_id)[1]))
    final = replay(game_id, result)
    assert result["solvable"] and final.is_won()
    assert final.moves - registry.parse(game_id)[1].moves == result["moves"]


def test_any_solution_is_never_shorter_than_the_minimum():
    game_id = "peg/triangle21?empty=6&finish=6"
    quick = search.run(any_solution(registry.parse(game_id)[1]))
    assert quick["moves"] >= solve(game_id)["moves"]


def test_french37_centre_is_impossible_by_parity():
    result = search.run(any_solution(registry.parse("peg/french37?empty=18")[1]))
    assert not result["solvable"]
    assert "rule of three" in say(result["reason"])


def test_unsolvable_finish_is_reported():
    # hex12 from hole 1 cannot end on hole 0 (different class or parity): the solver says so.
    position = registry.parse("peg/hex12?empty=1&finish=0")[1]
    expected = brute_force(position)[0]
    result = search.run(minimum(position))
    assert result["solvable"] == (expected != INFINITY)


@pytest.mark.parametrize("name, count", [("english33", 8), ("french37", 8), ("diamond41", 8),
                                         ("triangle15", 6), ("triangle21", 6), ("hex12", 6),
                                         ("hoppers13", 8)])
def test_symmetries_found_from_the_geometry(name, count):
    symmetries = board_symmetries(board(name))
    assert len(symmetries) == count
    assert symmetries[0] == list(range(board(name).size))


def test_job_runner_slices_cancels_and_reports():
    runner = JobRunner()
    reply = json.loads(runner.start(json.dumps({"game": "peg/triangle21?empty=6&finish=6", "kind": "count"})))
    assert reply["state"] == "running"
    slices = 0
    while reply["state"] == "running":
        reply = json.loads(runner.step(1))
        slices += 1
    assert slices > 3  # the search really was cut into slices
    assert reply["state"] == "done"
    assert (reply["result"]["moves"], reply["result"]["count"]) == (12, 192)
    runner.start(json.dumps({"game": "peg/triangle21?empty=6&finish=6", "kind": "minimum"}))
    assert json.loads(runner.step(1))["state"] == "running"
    assert json.loads(runner.cancel())["state"] == "cancelled"
    assert json.loads(runner.step(5))["state"] == "idle"


def test_job_runner_reports_bad_requests():
    reply = json.loads(JobRunner().start(json.dumps({"game": "peg/nowhere", "kind": "solve"})))
    assert reply["state"] == "error" and "nowhere" in reply["message"]
    reply = json.loads(JobRunner().start(json.dumps({"game": "peg/hex12", "kind": "guess"})))
    assert reply["state"] == "error" and "unknown search kind" in reply["message"]


def test_job_runner_turns_a_failing_search_into_an_error_reply():
    runner = JobRunner()
    runner.start(json.dumps({"game": "peg/hex12", "kind": "any"}))

    def broken():
        yield {"positions": 0, "depth": 0, "phase": "broken"}
        raise RuntimeError("boom")

    runner.search = broken()
    assert json.loads(runner.step(0))["state"] == "running"
    reply = json.loads(runner.step(0))
    assert reply["state"] == "error" and "boom" in say(reply["message"])
    assert json.loads(runner.step(0))["state"] == "idle"


@pytest.mark.parametrize("game_id", ["peg/hoppers13?empty=0", "peg/hex12?empty=2&finish=9",
                                     "peg/triangle15?empty=0&finish=12", "peg/triangle15?empty=4"])
def test_pruning_never_drops_a_solvable_position(game_id):
    from puzzles.peg.problem import PegProblem
    position = registry.parse(game_id)[1]
    problem = PegProblem(position)
    goals = problem.goals()

    @functools.lru_cache(maxsize=None)
    def solvable(pegs):
        if bin(pegs).count("1") == 1:
            return pegs in goals
        return any(solvable(pegs ^ mask) for mask, want, *_ in problem.jumps if pegs & mask == want)

    seen, frontier, pruned = {position.pegs}, [position.pegs], 0
    while frontier:
        pegs = frontier.pop()
        if problem.dead(pegs):
            pruned += 1
            assert not solvable(pegs)
        for mask, want, *_ in problem.jumps:
            if pegs & mask == want and pegs ^ mask not in seen:
                seen.add(pegs ^ mask)
                frontier.append(pegs ^ mask)
    assert pruned > 0  # the check really ran on pruned positions


DIAMOND = registry.parse("peg/diamond41")[1].board


def test_diamond41_every_start_is_solved_or_proved_impossible():
    solved = []
    for hole in range(DIAMOND.size):
        game_id = "peg/diamond41?empty=%d" % hole
        result = search.run(any_solution(registry.parse(game_id)[1]))
        if result["solvable"]:
            assert replay(game_id, result).is_won()
            solved.append(hole)
        else:
            assert result["reason"]
    assert 20 not in solved  # the centre: rule of three
    assert len(solved) >= 12 and registry.parse("peg/diamond41")[1].empty in solved


def test_corner_counting_explains_impossible_starts():
    result = search.run(any_solution(registry.parse("peg/diamond41?empty=12")[1]))
    assert not result["solvable"] and "corners" in say(result["reason"])


def test_solve_kind_is_exact_where_it_fits_and_quick_elsewhere():
    from puzzles.peg.solver import search_job
    small = search.run(search_job(registry.parse("peg/triangle21?empty=6&finish=6")[1], "solve"))
    assert small["minimal"] and small["moves"] == 12
    big = search.run(search_job(registry.parse("peg/french37?empty=2")[1], "solve"))
    assert not big["minimal"]
    assert replay("peg/french37?empty=2", big).is_won()


def test_exact_search_on_a_full_big_board_is_refused_at_once():
    reply = JobRunner().run(json.dumps({"game": "peg/english33?empty=16&finish=16", "kind": "count"}))
    assert reply["state"] == "error"
    said = say(reply["message"])  # the worker sends a message, worded on the page
    assert "too large" in said and "32 pegs" in said


@pytest.mark.parametrize("game_id", [
    "peg/hoppers13?empty=6&finish=6", "peg/hoppers13?empty=0", "peg/hex12?empty=4&finish=4",
    "peg/hex12?empty=1", "peg/triangle15?empty=0", "peg/triangle15?empty=3&finish=3",
    "peg/triangle15?empty=3&finish=12", "peg/triangle21?empty=6&finish=6",
])
def test_the_solution_graph_is_exactly_the_positions_on_solutions(game_id):
    """Every pruning rule, both sweep directions and the mirror shortcut together keep exactly
    the positions that lie on some solution (brute force: reachable and able to finish)."""
    position = registry.parse(game_id)[1]
    jumps = [((1 << f) | (1 << o) | (1 << t), (1 << f) | (1 << o))
             for f in range(position.board.size) for o, t in position.board.jumps[f]]
    goal_ok = (lambda pegs: pegs == 1 << position.finish) if position.finish is not None else (lambda pegs: True)

    @functools.lru_cache(maxsize=None)
    def finishes(pegs):
        if pegs & (pegs - 1) == 0:
            return goal_ok(pegs)
        return any(finishes(pegs ^ mask) for mask, want in jumps if pegs & mask == want)

    on_paths, frontier = set(), {position.pegs}
    while frontier:
        on_paths |= {pegs for pegs in frontier if finishes(pegs)}
        frontier = {pegs ^ mask for pegs in frontier if finishes(pegs)
                    for mask, want in jumps if pegs & mask == want}
    result = search.run(minimum(position))
    assert result.get("positions", 0) == len(on_paths)
    assert result["solvable"] == bool(on_paths)


@pytest.mark.parametrize("game_id", ["peg/hoppers13?empty=6&finish=6", "peg/triangle15?empty=4",
                                     "peg/hex12?empty=1", "peg/triangle15?empty=0&finish=12"])
def test_hints_judge_every_jump_as_the_brute_force_does(game_id):
    from puzzles.peg.solver import hints
    position = registry.parse(game_id)[1]
    # Walk a few moves in, so hints are asked of positions in progress and mid-chain too.
    for _ in range(3):
        result = search.run(hints(position))
        legal = sorted([f, t] for f in position.movable_pegs() for _, _, t in position.legal_jumps(f))
        assert sorted(entry[0] for entry in result["hints"]) == legal
        for (frm, to), left, whole in result["hints"]:
            after = position.play([frm, to])
            expected = brute_force(after)[0]
            if expected == INFINITY:
                assert left is None and whole is None and [frm, to] in result["dead"]
            else:
                assert left == expected
                assert whole == expected + (0 if frm == position.last else 1)
        winning = [entry for entry in result["hints"] if entry[1] is not None]
        if not winning:
            break
        position = position.play(min(winning, key=lambda entry: entry[2])[0])


def test_hints_past_the_exact_search_say_so():
    from puzzles.peg.solver import hints
    result = search.run(hints(registry.parse("peg/english33?empty=0")[1]))
    assert "32 pegs" in say(result["unknown"]) and all(entry[1] is None for entry in result["hints"])
