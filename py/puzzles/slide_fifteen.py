"""The 15-puzzle solved optimally: IDA* over additive pattern databases (slide_patterns).

IDA* (iterative-deepening A*): depth-first searches that cut a path as soon as moves made +
lower bound exceed a bound; the bound starts at the lower bound of the start and rises to the
smallest value that was cut, so the first solution found is a shortest one. The lower bound is
the larger of two sums of the three 5-tile pattern databases: for the position, and for its
mirror image in the main diagonal (as hard as the position itself, since the goal is
symmetric). A move changes one tile's cell, so only one index changes in each sum, by a
constant from a table. The bound only takes values of the solution's parity (every move
changes the parity of the space's distance from its home and of the permutation, so all
solutions of a position have one parity). A search never undoes its previous move. It keeps
its own stack (not recursion) so that it can yield progress every few thousand positions and
the page can cancel it. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import slide_patterns
from puzzles.slide import Position
from puzzles.slide_patterns import CELLS, GROUPS, SIDE, mirror

CHUNK = 5000  # positions searched between two progress reports
GOAL = list(range(1, CELLS)) + [0]

# Per tile: its group and the weight 16**k of its cell in the group's index (the space,
# tile 0, has none); in the mirror image, tile t is MIRROR_TILE[t] at the mirrored cell.
GROUP_OF = [0] * CELLS
WEIGHT = [0] * CELLS
for _g, _group in enumerate(GROUPS):
    for _k, _tile in enumerate(_group):
        GROUP_OF[_tile], WEIGHT[_tile] = _g, 16 ** _k
MIRROR_TILE = [0] + [mirror(tile - 1) + 1 for tile in range(1, CELLS)]


def _moves() -> list[list[tuple]]:
    """Per space cell: ``(cell, change, mirror group, mirror change)`` for each tile that can
    slide in from ``cell``. When ``tile`` does, the index of its group (GROUP_OF[tile])
    changes by ``change[tile]``, and in the mirror image the index of group
    ``mirror group[tile]`` changes by ``mirror change[tile]``."""
    result = []
    for space in range(CELLS):
        r, c = divmod(space, SIDE)
        row = []
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            if 0 <= r + dr < SIDE and 0 <= c + dc < SIDE:
                cell = space + dr * SIDE + dc
                change = [(space - cell) * WEIGHT[t] for t in range(CELLS)]
                mirror_group = [GROUP_OF[MIRROR_TILE[t]] for t in range(CELLS)]
                mirror_change = [(mirror(space) - mirror(cell)) * WEIGHT[MIRROR_TILE[t]]
                                 for t in range(CELLS)]
                row.append((cell, change, mirror_group, mirror_change))
        result.append(row)
    return result


MOVES = _moves()


def indices(tiles: tuple | list) -> tuple[list[int], list[int]]:
    """The groups' database indices for an arrangement and for its mirror image."""
    index = [0] * len(GROUPS)
    mirrored = [0] * len(GROUPS)
    for cell, tile in enumerate(tiles):
        if tile:
            index[GROUP_OF[tile]] += cell * WEIGHT[tile]
            twin = MIRROR_TILE[tile]
            mirrored[GROUP_OF[twin]] += mirror(cell) * WEIGHT[twin]
    return index, mirrored


def bounds(tiles: tuple | list) -> tuple[int, int]:
    """The sums of the databases for an arrangement and for its mirror image."""
    tables = slide_patterns.databases()
    index, mirrored = indices(tiles)
    return (sum(table[i] for table, i in zip(tables, index)),
            sum(table[i] for table, i in zip(tables, mirrored)))


def heuristic(tiles: tuple | list) -> int:
    """The lower bound IDA* uses."""
    return max(bounds(tiles))


def solve_job(position: Position) -> Generator[dict, None, dict]:
    yield {"positions": 0, "depth": 0, "phase": "loading tables"}
    slide_patterns.databases()
    solution = yield from ida_star(position.tiles)
    return {"solvable": True, "moves": len(solution), "solution": solution, "minimal": True}


def ida_star(start: tuple) -> Generator[dict, None, list[int]]:
    """A shortest solution (cells the tiles come from) of a solvable arrangement."""
    if list(start) == GOAL:
        return []
    tables = slide_patterns.databases()
    space0 = start.index(0)
    parity = (CELLS - 1 - space0) // SIDE + (CELLS - 1 - space0) % SIDE  # space's way home
    sum0, mirror_sum0 = bounds(start)
    h0 = max(sum0, mirror_sum0)
    bound = h0 + (h0 - parity) % 2
    searched = 0
    while True:
        yield {"positions": searched, "depth": bound, "phase": "IDA* bound %d" % bound}
        tiles = list(start)
        index, mirrored = indices(start)
        # The path as parallel stacks: space cell, both sums, next move to try.
        spaces = [space0]
        sums = [sum0]
        mirror_sums = [mirror_sum0]
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
                sums.pop()
                mirror_sums.pop()
                tried.pop()
                depth -= 1
                back = spaces[depth]
                tile = tiles[back]
                tiles[space] = tile
                tiles[back] = 0
                _, change, mirror_group, mirror_change = MOVES[back][tried[depth] - 1]
                index[GROUP_OF[tile]] -= change[tile]
                mirrored[mirror_group[tile]] -= mirror_change[tile]
                continue
            tried[depth] = i + 1
            cell, change, mirror_group, mirror_change = options[i]
            if depth and cell == spaces[depth - 1]:
                continue  # would undo the previous move
            tile = tiles[cell]
            since += 1
            group = GROUP_OF[tile]
            table = tables[group]
            old = index[group]
            new = old + change[tile]
            total = sums[depth] - table[old] + table[new]
            cost = depth + 1 + total
            if cost > bound:
                if cost < next_bound:
                    next_bound = cost
                continue
            twin_group = mirror_group[tile]
            table = tables[twin_group]
            old_twin = mirrored[twin_group]
            new_twin = old_twin + mirror_change[tile]
            mirror_total = mirror_sums[depth] - table[old_twin] + table[new_twin]
            cost = depth + 1 + mirror_total
            if cost > bound:
                if cost < next_bound:
                    next_bound = cost
                continue
            tiles[space] = tile
            tiles[cell] = 0
            index[group] = new
            mirrored[twin_group] = new_twin
            depth += 1
            if total == 0 and tiles == GOAL:
                return spaces[1:] + [cell]
            spaces.append(cell)
            sums.append(total)
            mirror_sums.append(mirror_total)
            tried.append(0)
            if since >= CHUNK:
                searched += since
                since = 0
                yield {"positions": searched, "depth": bound, "phase": "IDA* bound %d" % bound}
        searched += since
        bound = next_bound + (next_bound - parity) % 2
