"""Flip It solvers (seed 004): the published results, and the sweep against a plain BFS."""

import json
import random

import pytest

from puzzles.flip import rules as flip
from puzzles.flip import solver as flip_solver
from puzzles.gameid import split_game_id
from puzzles.jobs import JobRunner
from puzzles.search import run
from puzzles.words import say


def parse(game_id):
    _, variant, params = split_game_id(game_id)
    return flip.parse(variant, params)


def from_seed(board_text, variant):
    colours = board_text.replace("B", "b").replace("W", "w").replace("S", ".")
    return parse("flip/%s?colours=%s" % (variant, colours))


def search(position, kind):
    return run(flip_solver.search_job(position, kind))


def replay(position, moves):
    for move in moves:
        position = position.play(move)
    return position


# Seed 004: the hardest positions of square-diagonal (18 moves), as printed there.
SEED_HARDEST_DIAGONAL = """
BBBBBBWBBSBBBBBB BBBBBBSBBBBBBBBB BBBBBSWBBWWBBBBB BBBBBWBBBBSBBBBB BBBBBSBBBWBBBBBB
BBBBBWSBBBBBBBBB BBBBBBSBBWBBBBBB BBBBBWBBBSBBBBBB BBBBBBBBBSBBBBBB BBBBBSWBBBBBBBBB
BBBBBBBBBBSBBBBB BBBBBWWBBSWBBBBB BBBBBWSBBWWBBBBB BBBBBSBBBBBBBBBB BBBBBBWBBBSBBBBB
BBBBBBBBBSWBBBBB BBBBBBSBBBWBBBBB BBBBBBBBBWSBBBBB BBBBBSBBBBWBBBBB BBBBBWWBBWSBBBBB
""".split()


def test_square_published_results():
    result = search(flip.new_game("square"), "analyse")
    assert result["analysis"] is True
    assert result["states"] == 524288 == 16 * 2 ** 15
    assert result["distance"] == 22 and result["count"] == 4
    assert sum(result["histogram"]) == 524288 and len(result["histogram"]) == 23
    assert result["histogram"][0] == 16 and result["histogram"][-1] == 4
    # The four hardest: all black, the space on one of the four centre cells.
    assert sorted(result["positions"]) == ["flip/square", "flip/square?space=10",
                                           "flip/square?space=6", "flip/square?space=9"]
    solved = search(flip.new_game("square"), "solve")
    assert solved["solvable"] and solved["minimal"] and solved["moves"] == 22
    assert replay(flip.new_game("square"), solved["solution"]).is_won()


def test_square_diagonal_published_results():
    result = search(flip.new_game("square-diagonal"), "analyse")
    assert result["states"] == 524288
    assert result["distance"] == 18 and result["count"] == 20
    listed = {parse(game_id).colour_text() for game_id in result["positions"]}
    assert listed == {from_seed(text, "square-diagonal").colour_text() for text in SEED_HARDEST_DIAGONAL}
    solved = search(flip.new_game("square-diagonal"), "minimum")
    assert solved["moves"] == 18 and solved["minimal"]
    assert replay(flip.new_game("square-diagonal"), solved["solution"]).is_won()


def plain_bfs_histogram(diagonal):
    """An independent breadth-first search from the 16 goals, one state at a time, with moves
    found by walking the grid (not the rules module's tables). Returns the layer sizes."""
    directions = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    if diagonal:
        directions += [(1, 1), (1, -1), (-1, 1), (-1, -1)]
    neighbours = []  # neighbours[space]: (from, flipped mask, from bit | space bit)
    for space in range(16):
        row, col = divmod(space, 4)
        found = []
        for dr, dc in directions:
            between = []
            r, c = row + dr, col + dc
            while 0 <= r < 4 and 0 <= c < 4:
                if between:
                    found.append((r * 4 + c, sum(1 << b for b in between), 1 << (r * 4 + c) | 1 << space))
                between.append(r * 4 + c)
                r, c = r + dr, c + dc
        neighbours.append(found)
    seen = bytearray(1 << 20)
    layer = []
    for space in range(16):
        white = 0xFFFF & ~(1 << space)
        seen[white << 4 | space] = 1
        layer.append((white, space))
    sizes = []
    while layer:
        sizes.append(len(layer))
        following = []
        for white, space in layer:
            for frm, flipped, both in neighbours[space]:
                after = white ^ flipped
                if (white >> frm) & 1:
                    after ^= both
                key = after << 4 | frm
                if not seen[key]:
                    seen[key] = 1
                    following.append((after, frm))
        layer = following
    return sizes


def test_square_histogram_equals_a_plain_bfs():
    result = search(flip.new_game("square"), "analyse")
    assert result["histogram"] == plain_bfs_histogram(diagonal=False)


def test_square_diagonal_histogram_equals_a_plain_bfs():
    result = search(flip.new_game("square-diagonal"), "analyse")
    assert result["histogram"] == plain_bfs_histogram(diagonal=True)


def random_position(variant, rng):
    space = rng.randrange(16)
    white = rng.getrandbits(16) & ~(1 << space)
    return flip.Position(flip.board(variant), white, space, 5)


@pytest.mark.parametrize("variant", flip.BOARD_ORDER)
def test_distances_are_consistent_along_every_edge_of_a_sample(variant):
    table = run(flip_solver.sweep(flip.board(variant)))
    rng = random.Random(4)
    for _ in range(3000):
        position = random_position(variant, rng)
        here = table.moves_to_goal(position.white, position.space)
        assert (here == 0) == position.is_won()
        around = [table.moves_to_goal(after.white, after.space)
                  for after in (position.play(frm) for frm in position.movable())]
        assert all(abs(there - here) <= 1 for there in around)
        assert here == 0 or here - 1 in around


@pytest.mark.parametrize("variant", flip.BOARD_ORDER)
def test_solutions_and_hints_from_random_positions(variant):
    rng = random.Random(11)
    for _ in range(40):
        position = random_position(variant, rng)
        solved = search(position, "solve")
        assert replay(position, solved["solution"]).is_won()
        hints = search(position, "hint")["hints"]
        assert [move for move, _ in hints] == position.movable()
        for move, left in hints:
            assert left == search(position.play(move), "solve")["moves"]  # moves left after it
        # The solution's first move is one of the best hints.
        if solved["moves"]:
            assert dict(hints)[solved["solution"][0]] + 1 == solved["moves"]
            assert dict(hints)[solved["solution"][0]] == min(left for _, left in hints)


def test_a_solved_position_needs_no_moves():
    position = parse("flip/square?colours=wwwwwwwwwwwwwww.&moves=30")
    assert search(position, "solve") == {"solvable": True, "moves": 0, "solution": [], "minimal": True}


def test_the_sweep_reports_progress_and_is_built_once():
    flip_solver._tables.pop("square", None)
    job = flip_solver.search_job(flip.new_game("square"), "analyse")
    progress = []
    try:
        while True:
            progress.append(next(job))
    except StopIteration:
        pass
    assert len(progress) > 22 and all(say(step["phase"]) == "sweep" for step in progress)
    assert [step["positions"] for step in progress] == sorted(step["positions"] for step in progress)
    assert progress[-1]["depth"] == 23
    # Built: another search yields nothing and answers at once.
    again = flip_solver.search_job(flip.new_game("square"), "hint")
    with pytest.raises(StopIteration):
        next(again)


def test_bad_kinds_fail_at_once():
    with pytest.raises(ValueError, match="unknown search kind 'count'"):
        flip_solver.search_job(flip.new_game("square"), "count")


def test_the_worker_runs_the_searches_by_game_id():
    reply = JobRunner().run(json.dumps({"game": "flip/square?space=0", "kind": "minimum"}))
    assert reply["state"] == "done"
    result = reply["result"]
    assert result["moves"] == len(result["solution"])
    assert replay(parse("flip/square?space=0"), result["solution"]).is_won()
    reply = JobRunner().run(json.dumps({"game": "flip/square-diagonal", "kind": "analyse"}))
    assert reply["result"]["distance"] == 18


def test_xor_all_moves_every_mask_of_a_set_at_once():
    rng = random.Random(3)
    masks = {rng.getrandbits(16) for _ in range(500)}
    group = sum(1 << w for w in masks)
    for flips in (0, 1, 0x8000, 0x0660, rng.getrandbits(16)):
        assert flip_solver.xor_all(group, flips) == sum(1 << (w ^ flips) for w in masks)
    for k in range(16):
        low = flip_solver.LOW_HALF[k]
        assert low.bit_count() == 1 << 15 and low < 1 << (1 << 16)
        assert all((low >> w) & 1 != (w >> k) & 1 for w in range(0, 1 << 16, 7))
