"""The generic engines of puzzles.search on a toy problem (no puzzle code involved).

The toy: walk from (0, 0) to (4, 3) on a grid, one step right or down at a time, avoiding
walls. Every path has 7 steps, so the graph is layered like peg solitaire's.
"""

import itertools

import pytest

from puzzles import search

WALLS = {(1, 1), (2, 1), (3, 2), (1, 3)}
GOAL = (4, 3)
LENGTH = 7


def inside(cell):
    return 0 <= cell[0] <= 4 and 0 <= cell[1] <= 3 and cell not in WALLS


def steps_from(cell):
    x, y = cell
    return [(name, nxt) for name, nxt in (("R", (x + 1, y)), ("D", (x, y + 1))) if inside(nxt)]


def forward(batch):
    return {nxt for cell in batch for _, nxt in steps_from(cell)}


def backward(batch):
    return {prev for x, y in batch for prev in ((x - 1, y), (x, y - 1)) if inside(prev)}


def all_paths():
    paths = []
    for moves in itertools.product("RD", repeat=LENGTH):
        cell, cells = (0, 0), [(0, 0)]
        for move in moves:
            cell = (cell[0] + (move == "R"), cell[1] + (move == "D"))
            cells.append(cell)
        if cell == GOAL and all(inside(c) for c in cells):
            paths.append(cells)
    return paths


def replay(steps):
    cell = (0, 0)
    for step in steps:
        cell = dict(steps_from(cell))[step]
    return cell


def test_meet_in_the_middle_keeps_exactly_the_cells_on_paths():
    layers = search.run(search.layered_meet_in_middle((0, 0), {GOAL}, LENGTH, forward, backward))
    paths = all_paths()
    assert paths, "the toy must have paths"
    assert layers == [{path[i] for path in paths} for i in range(LENGTH + 1)]


def test_meet_in_the_middle_with_no_path_gives_empty_layers():
    layers = search.run(search.layered_meet_in_middle((0, 0), {(4, 0)}, LENGTH, forward, backward))
    assert not any(layers)


def test_meet_in_the_middle_reports_progress_and_its_limit():
    progress = list(itertools.islice(
        search.layered_meet_in_middle((0, 0), {GOAL}, LENGTH, forward, backward), 3))
    assert all({"positions", "depth", "phase"} <= set(p) for p in progress)
    with pytest.raises(search.SearchTooLarge):
        search.run(search.layered_meet_in_middle((0, 0), {GOAL}, LENGTH, forward, backward, limit=1))


def test_depth_first_finds_a_path_or_proves_there_is_none():
    steps = search.run(search.depth_first_any((0, 0), steps_from, lambda c: c == GOAL))
    assert len(steps) == LENGTH and replay(steps) == GOAL
    assert search.run(search.depth_first_any((0, 0), steps_from, lambda c: c == (9, 9))) is None


@pytest.mark.parametrize("widths", [(1,), (1, 2), (50,)])
def test_beams_then_depth_first_always_finds_a_path(widths):
    # Score: prefer going right, which runs into the walls, so narrow beams need the rescue.
    steps = search.run(search.beams_then_depth_first(
        (0, 0), steps_from, lambda c: -c[0], lambda c: c == GOAL, LENGTH, widths, budget=2))
    assert replay(steps) == GOAL
    assert search.run(search.beams_then_depth_first(
        (0, 0), steps_from, lambda c: -c[0], lambda c: c == (9, 9), LENGTH, widths)) is None


# --- breadth_first_layers: the toy grid walked in all four directions ----------------------

def grid_neighbours(cell):
    x, y = cell
    return [c for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)) if inside(c)]


def plain_distances(start):
    distance = {start: 0}
    queue = [start]
    for cell in queue:
        for nxt in grid_neighbours(cell):
            if nxt not in distance:
                distance[nxt] = distance[cell] + 1
                queue.append(nxt)
    return distance


def expand_by_column(x, ys):
    """States kept in parts: the part is the column x, the key the row y."""
    found = {}
    for y in ys:
        for nx, ny in grid_neighbours((x, y)):
            found.setdefault(nx, set()).add(ny)
    return list(found.items())


@pytest.mark.parametrize("reversible", [False, True])
def test_breadth_first_layers_match_a_plain_search(reversible):
    layers = search.run(search.breadth_first_layers({0: [0]}, expand_by_column, reversible))
    got = {(x, y): d for d, layer in enumerate(layers) for x, ys in layer.items() for y in ys}
    assert got == plain_distances((0, 0))
    assert sum(len(ys) for layer in layers for ys in layer.values()) == len(got)


def test_breadth_first_layers_report_progress_and_their_limit():
    progress = list(itertools.islice(search.breadth_first_layers({0: [0]}, expand_by_column), 3))
    assert all({"positions", "depth", "phase"} <= set(p) for p in progress)
    with pytest.raises(search.SearchTooLarge):
        search.run(search.breadth_first_layers({0: [0]}, expand_by_column, limit=5))
