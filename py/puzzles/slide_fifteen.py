"""The 15-puzzle solved optimally: IDA* over additive pattern databases (slide_patterns).

IDA* (iterative-deepening A*): depth-first searches that cut a path as soon as moves made +
lower bound exceed a bound; the bound starts at the lower bound of the start and rises to the
smallest value that was cut, so the first solution found is a shortest one. The lower bound is
the sum of the three 5-tile pattern databases; a move changes one tile's cell, so only its
group's index changes, by a constant from a table. The bound only takes values of the
solution's parity (every move changes the parity of the space's distance from its home and of
the permutation, so the length of any solution has one parity). A search never undoes its
previous move. It keeps its own stack (not recursion) so that it can yield progress every few
thousand positions and the page can cancel it. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import slide_patterns
from puzzles.slide import Position
from puzzles.slide_patterns import CELLS, GROUP_A, GROUP_B, GROUP_C, SIDE, mirror

CHUNK = 5000  # positions searched between two progress reports
GOAL = list(range(1, CELLS)) + [0]

# Per tile: its group (0 = C, 1 = A, 2 = B, read in A's database at mirrored cells) and the
# weight 16**k of its cell in the group's index. The space (tile 0) has no group.
GROUP_OF = [0] * CELLS
WEIGHT = [0] * CELLS
for _k, _tile in enumerate(GROUP_C):
    GROUP_OF[_tile], WEIGHT[_tile] = 0, 16 ** _k
for _k, _tile in enumerate(GROUP_A):
    GROUP_OF[_tile], WEIGHT[_tile] = 1, 16 ** _k
    _twin = mirror(_tile - 1) + 1  # the B tile whose home mirrors this one's
    GROUP_OF[_twin], WEIGHT[_twin] = 2, 16 ** _k
MIRRORED = [False, False, True]


def _moves() -> list[list[tuple[int, list[int]]]]:
    """Per space cell: ``(cell, change)`` for each tile that can slide in from ``cell``;
    ``change[tile]`` is how the index of that tile's group changes when it does."""
    result = []
    for space in range(CELLS):
        r, c = divmod(space, SIDE)
        row = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            if 0 <= r + dr < SIDE and 0 <= c + dc < SIDE:
                cell = space + dr * SIDE + dc
                change = [0] * CELLS
                for tile in range(1, CELLS):
                    if MIRRORED[GROUP_OF[tile]]:
                        change[tile] = (mirror(space) - mirror(cell)) * WEIGHT[tile]
                    else:
                        change[tile] = (space - cell) * WEIGHT[tile]
                row.append((cell, change))
        result.append(row)
    return result


MOVES = _moves()


def indices(tiles: tuple | list) -> list[int]:
    """The three groups' database indices for an arrangement."""
    index = [0, 0, 0]
    for cell, tile in enumerate(tiles):
        if tile:
            group = GROUP_OF[tile]
            index[group] += (mirror(cell) if MIRRORED[group] else cell) * WEIGHT[tile]
    return index


def heuristic(tiles: tuple | list) -> int:
    """The lower bound: the sum of the three databases."""
    c, a = slide_patterns.databases()
    tables = (c, a, a)
    return sum(tables[g][i] for g, i in enumerate(indices(tiles)))


def solve_job(position: Position) -> Generator[dict, None, dict]:
    yield {"positions": 0, "depth": 0, "phase": "building tables"}
    slide_patterns.databases()
    solution = yield from ida_star(position.tiles)
    return {"solvable": True, "moves": len(solution), "solution": solution, "minimal": True}


def ida_star(start: tuple) -> Generator[dict, None, list[int]]:
    """A shortest solution (cells the tiles come from) of a solvable arrangement."""
    if list(start) == GOAL:
        return []
    c, a = slide_patterns.databases()
    tables = (c, a, a)
    space0 = start.index(0)
    parity = (CELLS - 1 - space0) // SIDE + (CELLS - 1 - space0) % SIDE  # space's way home
    h0 = heuristic(start)
    bound = h0 + (h0 - parity) % 2
    searched = 0
    while True:
        yield {"positions": searched, "depth": bound, "phase": "IDA* bound %d" % bound}
        tiles = list(start)
        index = indices(start)
        # The path as parallel stacks: space cell, lower bound, next move to try.
        spaces = [space0]
        bounds = [h0]
        tried = [0]
        depth = 0
        next_bound = 1000
        since = 0
        while True:
            space = spaces[depth]
            options = MOVES[space]
            i = tried[depth]
            if i == len(options):  # every move from here tried: take back the last one
                if depth == 0:
                    break
                spaces.pop()
                bounds.pop()
                tried.pop()
                depth -= 1
                back = spaces[depth]
                tile = tiles[back]
                tiles[space] = tile
                tiles[back] = 0
                index[GROUP_OF[tile]] -= MOVES[back][tried[depth] - 1][1][tile]
                continue
            tried[depth] = i + 1
            cell, change = options[i]
            if depth and cell == spaces[depth - 1]:
                continue  # would undo the previous move
            tile = tiles[cell]
            group = GROUP_OF[tile]
            table = tables[group]
            old = index[group]
            new = old + change[tile]
            h = bounds[depth] - table[old] + table[new]
            since += 1
            cost = depth + 1 + h
            if cost > bound:
                if cost < next_bound:
                    next_bound = cost
                continue
            tiles[space] = tile
            tiles[cell] = 0
            index[group] = new
            depth += 1
            if h == 0 and tiles == GOAL:
                return spaces[1:] + [cell]
            spaces.append(cell)
            bounds.append(h)
            tried.append(0)
            if since >= CHUNK:
                searched += since
                since = 0
                yield {"positions": searched, "depth": bound, "phase": "IDA* bound %d" % bound}
        searched += since
        bound = next_bound + (next_bound - parity) % 2
