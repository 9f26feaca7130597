"""Knight's tours counted by the frontier DP (puzzles.knight.frontier.frontier_count): equal to the brute
force on small boards with random cuts, open and closed, with and without a path; the
literature's counts; refusals; progress; a cell at a time (puzzles.knight.cells) against an edge at
a time."""

import random

import pytest

from puzzles import registry, search
from puzzles.knight import cells as knight_cells
from puzzles.knight import frontier as knight_frontier
from puzzles.knight.solver import (FRONTIER_CHUNK, count_tours, enumerate_tours, frontier_count,
                                   frontier_plan, solve)
from puzzles.words import say
from test_knight_solver import brute_force, check_tour


def parse(game_id):
    return registry.parse(game_id)[1]


def frontier(position, limit=None):
    job = frontier_count(position) if limit is None else frontier_count(position, limit)
    return search.run(job)


def random_position(rng, max_free):
    """A random small board with a few cuts, open or closed, with no start, a start or a few
    moves (random ones, or the first moves of a tour when there is one)."""
    while True:
        rows, cols = rng.choice([(3, 4), (4, 3), (4, 4), (3, 5), (4, 5), (5, 4), (3, 6), (5, 5), (3, 7)])
        size = rows * cols
        cut = sorted(rng.sample(range(size), rng.choice([0, 0, 1, 2, 2, 3, 4])))
        free = [c for c in range(size) if c not in cut]
        if 3 <= len(free) <= max_free:
            break
    keys = ["cut=" + ",".join(map(str, cut))] if cut else []
    if rng.random() < 0.4:
        keys.append("closed=1")
    position = parse("knight/%dx%d" % (rows, cols) + ("?" + "&".join(keys) if keys else ""))
    if rng.random() < 0.75:
        position = position.play(rng.choice(free))
        moves = rng.choice([0, 1, 2, 4])
        found = search.run(solve(position))
        if found["solvable"] and rng.random() < 0.6:
            for cell in found["solution"][:moves]:
                position = position.play(cell)
        else:
            for _ in range(moves):
                if position.legal_moves():
                    position = position.play(rng.choice(position.legal_moves()))
    return position


def test_random_cut_boards_agree_with_the_brute_force():
    rng = random.Random(13)
    tours = 0
    for _ in range(150):
        position = random_position(rng, 20)
        result = frontier(position)
        assert result["count"] == brute_force(position), position.game_id()
        assert result["solvable"] == (result["count"] > 0)
        tours += result["count"] > 0
    assert tours > 20  # enough of them have tours


@pytest.mark.parametrize("game_id", [
    "knight/4x5", "knight/4x5?closed=1", "knight/3x4", "knight/3x4?start=0", "knight/4x4?cut=0,3,12,15&closed=1",
    "knight/4x4?cut=0,3,12,15&closed=1&start=1", "knight/4x4?cut=0,3,12,15&closed=1&start=1&path=5",
    "knight/3x7?start=0", "knight/3x8?start=1&path=6", "knight/5x4?cut=0&start=7&path=2",
    "knight/4x5?cut=0,19&closed=1&start=1&path=7", "knight/3x3?cut=4", "knight/3x3?cut=4&closed=1",
    "knight/3x3?cut=4&closed=1&start=0&path=5", "knight/3x3?cut=4&start=0&path=541",
    "knight/3x3?cut=4&closed=1&start=0&path=541723", "knight/3x3?cut=4&start=0&path=5417236",
])
def test_chosen_boards_agree_with_the_brute_force(game_id):
    position = parse(game_id)
    assert frontier(position)["count"] == brute_force(position)


@pytest.mark.parametrize("game_id", [
    "knight/5x6?start=0", "knight/5x6?closed=1&start=0&path=57", "knight/4x7?start=3",
    "knight/4x7?cut=0,27&start=1&path=7", "knight/5x5?cut=12", "knight/6x5?cut=0,1&closed=1&start=9",
])
def test_medium_boards_agree_with_the_enumeration(game_id):
    position = parse(game_id)
    assert frontier(position)["count"] == search.run(enumerate_tours(position))["count"]


def test_published_counts():
    # 5x5: 1728 directed open tours (OEIS A165134), 304 from a corner; 5x8: 44,202 closed
    # tours (OEIS A193054 lists closed tours by size); 3x10: 16.
    result = frontier(parse("knight/5x5"))
    assert result["count"] == 1728 and result["paths"] == 864 and result["starts"] == 25
    assert frontier(parse("knight/5x5?start=0"))["count"] == 304
    result = frontier(parse("knight/5x8?closed=1"))
    assert result["cycles"] == 44202 and result["count"] == 44202 * 2 * 40
    assert frontier(parse("knight/3x10?closed=1"))["cycles"] == 16


def test_6x6_closed_tours():
    # 9,862 closed tours up to direction (OEIS A001230); count_tours counts each way round
    # from every start: 2 x 36 x 9862.
    result = search.run(count_tours(parse("knight/6x6?closed=1")))
    assert result["cycles"] == 9862 and result["count"] == 2 * 36 * 9862
    assert result["method"] == "frontier" and result["peak"] < 200_000
    check_tour(parse("knight/6x6?closed=1"), result)  # and one of them
    assert frontier(parse("knight/6x6?closed=1&start=0"))["count"] == 2 * 9862


def test_count_uses_the_frontier_beyond_the_enumeration_and_lists_a_tour():
    position = parse("knight/6x5?closed=1&start=0")  # 29 cells left
    result = search.run(count_tours(position))
    assert result["method"] == "frontier" and result["count"] > 0
    check_tour(position, result)
    small = parse("knight/4x5?start=0")  # 19 cells left: enumerated
    result = search.run(count_tours(small))
    assert "method" not in result and result["count"] == brute_force(small)
    check_tour(small, result)
    assert "solution" not in search.run(count_tours(parse("knight/4x4")))  # no tour to list


def test_refusals_say_why():
    wide = frontier(parse("knight/8x8?closed=1&start=0"))
    assert wide["count"] is None and "frontier" in say(wide["reason"]) and "solvable" not in wide
    result = frontier(parse("knight/6x6?closed=1"), limit=5000)
    assert result["count"] is None and "more than 5000 frontier states" in say(result["reason"])
    assert "solvable" not in result
    # Refused by count_tours too, with a tour listed all the same.
    position = parse("knight/8x8?closed=1&start=0")
    result = search.run(count_tours(position))
    assert result["count"] is None and "frontier" in say(result["reason"])
    check_tour(position, result)
    lost = frontier(parse("knight/5x5?closed=1&cut=7,20,24"))  # cell 0 keeps one neighbour
    assert lost["count"] == 0 and not lost["solvable"]


def test_the_narrowest_order_is_chosen():
    assert frontier_plan(parse("knight/6x6?closed=1")).width == 14
    assert frontier_plan(parse("knight/10x4?closed=1")).width == frontier_plan(parse("knight/4x10?closed=1")).width


def test_progress_comes_often_and_counts_states():
    job = frontier_count(parse("knight/5x6?closed=1"))
    reports = []
    while True:
        try:
            reports.append(next(job))
        except StopIteration as stop:
            result = stop.value
            break
    assert all(say(report["phase"]) == "frontier" for report in reports)
    steps = [b["positions"] - a["positions"] for a, b in zip(reports, reports[1:])]
    assert max(steps) <= FRONTIER_CHUNK and reports[-1]["positions"] == result["positions"]
    assert [r["depth"] for r in reports] == sorted(r["depth"] for r in reports)
    assert reports[-1]["depth"] == result["edges"] - 1


def test_a_few_cells_too_wide_for_the_frontier_are_enumerated(monkeypatch):
    position = parse("knight/8x8?closed=1&start=0")
    for cell in search.run(solve(position))["solution"][:38]:
        position = position.play(cell)  # 26 cells left
    expected = frontier(position)["count"]
    monkeypatch.setattr(knight_frontier, "FRONTIER_WIDTH", 6)
    assert frontier(position)["refused"] == "width"
    result = search.run(count_tours(position))
    assert result["count"] == expected > 0 and "method" not in result
    check_tour(position, result)
    wide = search.run(count_tours(parse("knight/6x6?closed=1")))  # 36 cells: too many to enumerate
    assert wide["count"] is None and wide["refused"] == "width"


def test_deep_positions_of_big_boards_agree_with_the_enumeration():
    for game_id, keep in (("knight/8x8?closed=1&start=0", 38), ("knight/8x8?start=3", 40)):
        position = parse(game_id)
        for cell in search.run(solve(position))["solution"][:keep]:
            position = position.play(cell)  # 25 or 26 cells left
        assert frontier(position)["count"] == search.run(enumerate_tours(position))["count"] > 0


@pytest.mark.parametrize("game_id", [
    "knight/3x4", "knight/4x3", "knight/4x5?closed=1", "knight/4x4?cut=0,3,12,15&closed=1",
    "knight/3x6", "knight/4x4?cut=5,6", "knight/3x5?cut=7", "knight/5x4?cut=0,3",
])
def test_boards_folded_with_their_mirror_agree_with_the_brute_force(game_id):
    # Without a path, a board symmetric under the reflection that keeps each line (a row or
    # a column of the plan's order) is counted with each state folded with its mirror image.
    position = parse(game_id)
    assert frontier_plan(position).mirrors
    assert frontier(position)["count"] == brute_force(position)


@pytest.mark.parametrize("game_id", ["knight/5x6?closed=1", "knight/6x5", "knight/5x5", "knight/3x10?closed=1",
                                     "knight/6x5?cut=0,4,25,29"])
def test_folding_keeps_the_count_with_fewer_states(game_id, monkeypatch):
    position = parse(game_id)
    folded = frontier(position)
    monkeypatch.setattr(knight_frontier, "_mirror_map", lambda *args: None)
    assert not frontier_plan(position).mirrors
    plain = frontier(position)
    assert folded["count"] == plain["count"] > 0
    assert folded["positions"] < 0.8 * plain["positions"]


@pytest.mark.parametrize("game_id", ["knight/5x6?cut=0", "knight/5x6?start=3", "knight/5x6?closed=1&cut=1,28"])
def test_boards_without_the_symmetry_are_not_folded(game_id):
    assert not frontier_plan(parse(game_id)).mirrors


@pytest.mark.parametrize("game_id", [
    "knight/5x6?closed=1", "knight/5x5", "knight/3x10?closed=1", "knight/5x5?cut=7", "knight/4x6?closed=1",
    "knight/6x6?closed=1&cut=0,5,30,35", "knight/5x6?closed=1&start=7", "knight/3x7", "knight/4x5?cut=0",
])
def test_a_cell_at_a_time_agrees_with_an_edge_at_a_time(game_id):
    # Without a fixed path the count takes each cell's edges in one step (puzzles.knight.cells);
    # the edge-at-a-time DP, checked against the brute force above, gives the same counts.
    position = parse(game_id)
    by_cell = frontier(position)
    by_edge = search.run(frontier_count(position, by_cell=False))
    assert by_cell["count"] == by_edge["count"] and by_cell["positions"] < by_edge["positions"]


@pytest.mark.parametrize("game_id", ["knight/5x6?closed=1", "knight/3x10?closed=1", "knight/5x5"])
def test_five_bit_fields_count_as_four_bit_ones(game_id, monkeypatch):
    # Up to 14 slots a field has 4 bits; wider frontiers take 5: forced here on narrow ones.
    position = parse(game_id)
    narrow = frontier(position)
    monkeypatch.setattr(knight_cells, "_NARROW", 0)
    assert frontier(position)["count"] == narrow["count"] > 0


def test_closed_tours_from_one_cell_agree_with_the_enumeration():
    # A start and no move yet: no fixed path, so counted a cell at a time (2 x 16 and 2 x 8).
    for game_id in ("knight/3x10?closed=1&start=0", "knight/5x6?closed=1&start=0"):
        position = parse(game_id)
        assert frontier(position)["count"] == search.run(enumerate_tours(position))["count"] > 0
