"""Knight's tour solvers: published results, tours checked move by move, counts and refusals vs a brute force."""

import json
import random

import pytest

from puzzles import registry, search
from puzzles.jobs import JobRunner
from puzzles.knight.solver import count_tours, frontier_count, luby, search_job, solve
from puzzles.words import say
from positions import KNIGHT_PROBLEM_A as PROBLEM_A


def parse(game_id):
    return registry.parse(game_id)[1]


def run(game_id, kind="solve"):
    return search.run(search_job(parse(game_id), kind))


def brute_force(position):
    """The number of tours extending the position's path: plain recursion over knight moves
    computed here from coordinates, without any pruning (slow, simple, independent)."""
    geometry = position.board
    rows, cols = geometry.rows, geometry.cols
    free = set(geometry.free)

    def moves(cell):
        r, c = divmod(cell, cols)
        for dr, dc in ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)):
            if 0 <= r + dr < rows and 0 <= c + dc < cols and (r + dr) * cols + c + dc in free:
                yield (r + dr) * cols + c + dc

    def tours(path, seen):
        if len(path) == len(free):
            return 1 if not position.closed or path[0] in moves(path[-1]) else 0
        return sum(tours(path + [nxt], seen | {nxt}) for nxt in moves(path[-1]) if nxt not in seen)

    if position.path:
        return tours(list(position.path), set(position.path))
    return sum(tours([cell], {cell}) for cell in free)


def check_tour(position, result):
    """The result's tour extends the path, visits every cell once by knight moves, closes
    when it must, and the solution is the rest of it."""
    tour = result["tour"]
    geometry = position.board
    assert sorted(tour) == geometry.free
    assert tuple(tour[:len(position.path)]) == position.path
    assert result["solution"] == tour[len(position.path):] and result["moves"] == len(result["solution"])
    for a, b in zip(tour, tour[1:]):
        dr, dc = abs(a // geometry.cols - b // geometry.cols), abs(a % geometry.cols - b % geometry.cols)
        assert {dr, dc} == {1, 2}
    if position.closed:
        assert tour[0] in geometry.neighbours[tour[-1]]
    final = position
    for cell in result["solution"]:
        final = final.play(cell)
    assert final.is_won()


# --- published results (PUZZLES.md, seeds 001 and 002) --------------------------------------
def test_problem_a_has_4_closed_tours_from_its_cell():
    result = run(PROBLEM_A, "count")
    assert result["count"] == 4 and result["solvable"]
    solved = run(PROBLEM_A)
    check_tour(parse(PROBLEM_A), solved)


@pytest.mark.parametrize("board", ["3x4", "4x3"])
def test_3x4_has_2_open_tours_from_a_corner_and_no_closed_tour(board):
    assert run("knight/%s?start=0" % board, "count")["count"] == 2
    result = run("knight/%s?closed=1&start=0" % board)
    assert not result["solvable"] and "Schwenk" in say(result["reason"])
    assert run("knight/%s?closed=1&start=0" % board, "count")["count"] == 0


@pytest.mark.parametrize("game_id", ["knight/3x3", "knight/4x4", "knight/4x4?closed=1"])
def test_3x3_and_4x4_have_no_tour(game_id):
    result = run(game_id)
    assert not result["solvable"] and say(result["reason"])
    assert brute_force(parse(game_id)) == 0


@pytest.mark.parametrize("game_id", ["knight/5x5", "knight/6x6?closed=1", "knight/8x8?closed=1"])
def test_5x5_has_an_open_tour_6x6_and_8x8_closed_ones(game_id):
    result = run(game_id)
    assert result["solvable"]
    check_tour(parse(game_id), result)


# --- tours found are tours --------------------------------------------------------------------
@pytest.mark.parametrize("game_id", [
    "knight/8x8?start=27", "knight/8x8?closed=1&start=27", "knight/10x10?closed=1&start=0",
    "knight/7x9?start=4", "knight/3x10?start=0", "knight/5x8?start=14", "knight/12x5?closed=1&start=7",
    "knight/50x50", "knight/50x50?closed=1&start=1275", "knight/50x37?closed=1&start=2",
    "knight/8x8?cut=27,28,35,36&closed=1&start=0", "knight/10x10?cut=0-9,44,45&start=11",
    "knight/8x8?closed=1&start=0&path=7512", PROBLEM_A + "&path=5",
])
def test_tours_found_visit_every_cell_once_by_knight_moves(game_id):
    position = parse(game_id)
    result = search.run(solve(position))
    assert result["solvable"], result
    check_tour(position, result)


def test_without_a_start_the_solution_begins_with_the_start_cell():
    position = parse("knight/7x7")
    result = search.run(solve(position))
    check_tour(position, result)
    assert result["solution"] == result["tour"] and len(result["solution"]) == 49
    assert position.board.colour(result["tour"][0]) == position.board.colour(0)  # 25 of 49


def test_every_start_of_small_boards_agrees_with_the_brute_force():
    """Solve says "no tour" (by theorem or by exhausting the search) exactly when the brute
    force finds none, from every start of every small board, open and closed."""
    for board in ("3x4", "3x5", "3x6", "3x7", "4x5", "4x5?cut=0,19", "4x4?cut=0,3,12,15"):
        for closed in ("", "closed=1&"):
            size = eval(board.split("?")[0].replace("x", "*"))
            for start in range(size):
                game_id = "knight/%s%s%sstart=%d" % (board, "&" if "?" in board else "?", closed, start)
                try:
                    position = parse(game_id)
                except Exception:
                    continue  # a cut start cell
                result = search.run(solve(position))
                assert result["solvable"] == (brute_force(position) > 0), game_id
                if result["solvable"]:
                    check_tour(position, result)


def test_random_cut_boards_agree_with_the_brute_force():
    """Refusals (forced links, pieces...) and search answers on boards with random cuts."""
    rng = random.Random(2026)
    for _ in range(60):
        rows, cols = rng.choice([(4, 5), (5, 5), (4, 6), (3, 7), (5, 4)])
        cut = sorted(rng.sample(range(rows * cols), rng.randint(2, 6)))
        free = [c for c in range(rows * cols) if c not in cut]
        game_id = "knight/%dx%d?cut=%s%s&start=%d" % (rows, cols, ",".join(map(str, cut)),
                                                    rng.choice(["", "&closed=1"]), rng.choice(free))
        position = parse(game_id)
        for _ in range(rng.choice([0, 0, 2, 5])):  # and sometimes a few random moves
            if position.legal_moves():
                position = position.play(rng.choice(position.legal_moves()))
        result = search.run(solve(position))
        assert result["solvable"] == (brute_force(position) > 0), position.game_id()
        if result["solvable"]:
            check_tour(position, result)


# --- counting -------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", [
    "knight/3x4?start=1", "knight/3x4?start=0", "knight/4x5?start=0", "knight/4x5?start=7",
    "knight/3x7?start=0", "knight/3x8?start=1&path=6", "knight/5x5?cut=6,18&start=0",
    "knight/4x4?cut=0,3,12,15&closed=1&start=5", "knight/5x6?closed=1&start=0&path=5741",
    "knight/3x10?cut=0,29&closed=1&start=1",
])
def test_counts_equal_the_brute_force(game_id):
    position = parse(game_id)
    result = search.run(count_tours(position))
    assert result["count"] == brute_force(position)
    assert result["solvable"] == (result["count"] > 0)


@pytest.mark.parametrize("game_id, keep", [("knight/6x6?closed=1&start=0", 16),
                                           ("knight/5x6?closed=1&start=2", 10),
                                           ("knight/8x8?closed=1&start=0", 44)])
def test_closed_counts_from_the_start_of_a_tour_found(game_id, keep):
    position = parse(game_id)
    for cell in search.run(solve(position))["solution"][:keep - 1]:
        position = position.play(cell)
    result = search.run(count_tours(position))
    assert result["count"] == brute_force(position) >= 1


def test_5x5_open_tours_from_a_corner():
    # 304 by the literature (1728 directed open tours on 5x5); checked here by brute force.
    position = parse("knight/5x5?start=0")
    assert search.run(count_tours(position))["count"] == brute_force(position) == 304


@pytest.mark.parametrize("game_id", ["knight/3x4", "knight/4x4?cut=0,3,12,15&closed=1",
                                     "knight/4x5?cut=0"])
def test_without_a_start_every_start_is_counted(game_id):
    position = parse(game_id)
    result = search.run(count_tours(position))
    assert result["count"] == brute_force(position) and result["starts"] == len(position.board.free)


def test_all_directed_open_tours_of_5x5():
    # The benchmark count: the sum over the 25 starts of the tours from each.
    total = run("knight/5x5", "count")["count"]
    assert total == sum(run("knight/5x5?start=%d" % cell, "count")["count"] for cell in range(25))
    assert total == 1728  # the literature's number of directed open tours on 5x5


def test_counting_is_refused_past_the_frontier_and_lists_a_tour_all_the_same():
    for game_id in ("knight/8x8", "knight/8x8?start=0", "knight/50x50?closed=1"):
        result = run(game_id, "count")
        assert result["count"] is None and "frontier" in say(result["reason"]) and "solvable" not in result
        check_tour(parse(game_id), result)
    assert "Schwenk" in say(run("knight/3x4?closed=1", "count")["reason"])  # a theorem before the start


def test_counts_list_one_tour():
    for game_id in ("knight/5x5?start=0", PROBLEM_A, "knight/4x5", "knight/6x5?closed=1&start=0"):
        result = run(game_id, "count")
        assert result["count"] > 0
        check_tour(parse(game_id), result)
    assert "solution" not in run("knight/5x5?start=1", "count")


# --- hints -------------------------------------------------------------------------------------
def onward(position, cell):
    return sum(1 for c in position.board.neighbours[cell] if not position.is_visited(c))


@pytest.mark.parametrize("game_id", [
    "knight/5x5?start=0", "knight/5x5?start=0&path=57", "knight/5x5?start=12", "knight/4x5",
    "knight/4x5?closed=1&cut=0,19", "knight/3x7?start=10", "knight/5x5?closed=1&cut=12&start=0&path=5",
    "knight/5x5", "knight/5x6?closed=1&start=0&path=5",
])
def test_hints_on_small_boards_judge_every_move_as_the_brute_force_does(game_id):
    position = parse(game_id)
    result = run(game_id, "hint")
    moves = [cell for cell, _ in result["hints"]]
    assert sorted(moves) == sorted(position.legal_moves())
    assert moves[0] == result["pick"] == min(moves, key=lambda c: onward(position, c))
    left = position.cell_count() - position.length - 1
    for cell, number in result["hints"]:
        after = position.play(cell)  # the brute force, or the frontier DP past 20 cells
        tours = brute_force(after) if left <= 20 else search.run(frontier_count(after))["count"]
        assert number == (left if tours else None), (game_id, cell)
        assert (cell in result["dead"]) == (tours == 0), (game_id, cell)


def test_hints_on_big_boards_name_a_move_that_keeps_a_tour():
    for game_id in ("knight/8x8?start=27", "knight/50x50?closed=1&start=0", "knight/12x12?start=5&path=7"):
        position = parse(game_id)
        result = run(game_id, "hint")
        known = [cell for cell, number in result["hints"] if number is not None]
        assert known and all(number in (None, position.cell_count() - position.length - 1)
                             for _, number in result["hints"])
        after = position.play(known[0])
        check_tour(after, search.run(solve(after)))
    # Without a start: a closed tour can start anywhere; an open one at either end.
    result = run("knight/8x8?closed=1", "hint")
    assert len(result["hints"]) == 64 and all(number == 63 for _, number in result["hints"])
    result = run("knight/9x9", "hint")
    assert len(result["dead"]) == 40  # the 40 cells of the minority colour
    assert sum(number is not None for _, number in result["hints"]) >= 1


def test_hints_decide_almost_every_next_cell_on_the_8x8_board():
    """Issue 21: the 8 x 8 board's hints were "?" on 62 of 64 cells before the first move
    and on 6 of 7 after two. Each cell said to keep a tour is checked by solving from it."""
    two_moves = parse("knight/8x8?start=27")
    for _ in range(2):
        two_moves = two_moves.play(two_moves.legal_moves()[-1])
    for game_id in ("knight/8x8", "knight/8x8?start=0&path=5", two_moves.game_id(),
                    "knight/9x9", "knight/8x8?cut=0,7"):
        position = parse(game_id)
        result = run(game_id, "hint")
        numbers = dict((cell, number) for cell, number in result["hints"])
        assert sorted(numbers) == sorted(position.legal_moves())
        undecided = [cell for cell, number in numbers.items() if number is None and cell not in result["dead"]]
        assert len(undecided) <= 2, (game_id, undecided)
        left = position.cell_count() - position.length - 1
        for cell, number in numbers.items():
            if number is not None:
                assert number == left
                check_tour(position.play(cell), search.run(solve(position.play(cell))))
    # No start: 64 decided, one tour search (and a closed tour found is a tour from any cell).
    result = run("knight/8x8", "hint")
    assert all(number == 63 for _, number in result["hints"]) and len(result["hints"]) == 64


@pytest.mark.parametrize("game_id", ["knight/5x5", "knight/3x7", "knight/4x5", "knight/4x7", "knight/4x5?cut=0"])
def test_rotated_tours_start_only_where_a_tour_starts(game_id):
    """Posa's rotations of one open tour give starts of other tours: each is checked by the
    brute force (boards where some cells start no tour: colours, a board 4 across, 3 x 7)."""
    from puzzles.knight.solver import find_tour, rotated_starts
    position = parse(game_id)
    first = search.run(find_tour(position, [0]))
    starts = rotated_starts(position.board, first)
    assert {first[0], first[-1]} <= starts
    tours = {}  # from each cell: the brute force, or the frontier DP past 20 cells
    for cell in position.board.free:
        after = position.play(cell)
        tours[cell] = brute_force(after) if len(position.board.free) <= 21 else search.run(frontier_count(after))["count"]
    assert starts <= {cell for cell, count in tours.items() if count}
    result = run(game_id, "hint")  # and the hints agree on every cell
    for cell, number in result["hints"]:
        assert (number is not None) == (tours[cell] > 0) and (cell in result["dead"]) == (tours[cell] == 0), cell


def test_symmetric_cells_share_a_judgement():
    from puzzles.knight.solver import symmetries
    assert len(symmetries(parse("knight/8x8").board)) == 8
    assert len(symmetries(parse("knight/5x7").board)) == 4
    assert len(symmetries(parse("knight/8x8?cut=0").board)) == 2  # the diagonal through cell 0
    image = symmetries(parse("knight/3x4").board)[1]
    assert image[0] == 3 and image[4] == 7


def test_hints_when_no_tour_is_left():
    result = run("knight/8x8?start=10&path=727", "hint")  # cell 0 cut off
    assert result["dead"] == [cell for cell, _ in result["hints"]] and "cannot be reached" in say(result["reason"])
    assert all(number is None for _, number in result["hints"])
    reply = JobRunner().run(json.dumps({"game": "knight/5x5?start=0", "kind": "hint"}))
    assert reply["state"] == "done" and reply["result"]["pick"] == 7


# --- refusals ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id, words", [
    ("knight/4x8?closed=1&start=0", "Schwenk"),
    ("knight/3x8?closed=1", "Schwenk"),
    ("knight/7x9?closed=1", "Schwenk"),
    ("knight/3x6?start=0", "no knight's tour at all"),
    ("knight/5x5?closed=1&cut=7,20,24", "cell 0 has only one free cell"),
    ("knight/5x5?start=1", "must start on the colour"),
    ("knight/6x6?cut=0,7", "16 light and 18 dark"),
    ("knight/4x7?start=8", "outer lines"),
    ("knight/3x3?cut=8", "cell 4 has no other free cell"),
    ("knight/8x8?cut=24-39", "fall apart"),
    ("knight/8x8?start=10&path=727", "cell 0 cannot be reached"),
    ("knight/8x8?start=13&path=2723", "cells 0, 7 each have only one way in or out"),
    ("knight/5x12?cut=8,12,23,27&closed=1", "cells 0, 2, 48 have no link to spare and all need cell 25"),
    ("knight/8x14?cut=16,18,21,28,39,46,56,66,79", "cell 0 has only one way in or out, so the tour must end"),
])
def test_theorem_refusals_say_why(game_id, words):
    result = run(game_id)
    assert result["solvable"] is False and words in say(result["reason"]), say(result["reason"])


def test_refusals_are_sound_on_small_boards():
    # Every refusal above that fits a brute force really has no tour.
    for game_id in ("knight/3x6?start=0", "knight/5x5?start=1", "knight/4x5?start=6",
                    "knight/3x3?cut=8", "knight/4x6?start=7", "knight/5x5?closed=1&cut=7,20,24&start=1",
                    "knight/4x5?cut=2,8&closed=1&start=0"):
        assert not run(game_id)["solvable"] and brute_force(parse(game_id)) == 0


# --- the engine ---------------------------------------------------------------------------------
def test_luby_sequence():
    assert [luby(i) for i in range(15)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_searches_yield_progress_and_the_worker_runs_them():
    steps = 0
    job = search_job(parse("knight/50x50?closed=1&start=0"), "solve")
    for progress in job:
        assert progress["positions"] > 0
        steps += 1
    assert steps > 0  # yields during a 50x50 search, so the page can cancel it
    reply = JobRunner().run(json.dumps({"game": PROBLEM_A, "kind": "count"}))
    assert reply["state"] == "done" and reply["result"]["count"] == 4
    with pytest.raises(ValueError):
        search_job(parse(PROBLEM_A), "analyse")
