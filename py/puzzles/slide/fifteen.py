"""The 15-puzzle solved optimally: IDA* over additive pattern databases (slide_patterns).

IDA* (iterative-deepening A*): depth-first searches that cut a path as soon as moves made +
lower bound exceed a bound; the bound starts at the lower bound of the start and rises to the
smallest value that was cut, so the first solution found is a shortest one. The lower bound is
the larger of two sums of the pattern databases (6-6-3, or 5-5-5 when the 6-6-3 file cannot
be read): for the position, and for its mirror image in the main diagonal (as hard as the
position itself, since the goal is symmetric). A move changes one tile's cell, so only one
index changes in each sum, by a constant from a table. The bound only takes values of the
solution's parity (every move changes the parity of the space's distance from its home and of
the permutation, so all solutions of a position have one parity). A search never undoes its
previous move. It keeps its own stack (not recursion) so that it can yield progress every few
thousand positions and the page can cancel it.

The last position's IDA* is kept between jobs (kept_ida_star): the page asks for a hint in
the background as soon as a position is shown, and a Solve pressed meanwhile stops that job and
continues its search, none of its positions searched again.

Hints: the optimum d of the position first; a move then leaves d - 1 or d + 1 (parity), and
one IDA* iteration with bound d - 1 from the position after it tells which. CPython/Pyodide
only.
"""

from typing import Generator

from puzzles.slide.rules import Position
from puzzles.slide.patterns import CELLS, SIDE, mirror, neighbours
from puzzles.words import message

CHUNK = 5000  # positions searched between two progress reports
GOAL = list(range(1, CELLS)) + [0]
MIRROR_TILE = [0] + [mirror(tile - 1) + 1 for tile in range(1, CELLS)]


class Patterns:
    """A partition's databases and the per-move tables IDA* reads them with.

    Per tile: its group and the weight 16**k of its cell in the group's index (the space,
    tile 0, has none); in the mirror image, tile t is MIRROR_TILE[t] at the mirrored cell.
    ``moves[space]``: ``(cell, effects)`` for each cell a tile can slide in from, where
    ``effects[tile]`` is ``(group, change, mirror group, mirror change)``: when ``tile``
    slides, the index of ``group`` changes by ``change``, and in the mirror image the index
    of ``mirror group`` by ``mirror change`` (one look-up per move in IDA*'s inner loop).
    ``forward[space][previous]``: the same without the move back to the cell the space just
    left."""

    def __init__(self, name: str, groups: tuple, tables: list):
        self.name = name
        self.groups = groups
        self.tables = tables
        self.group_of = group_of = [0] * CELLS
        self.weight = weight = [0] * CELLS
        for g, group in enumerate(groups):
            for k, tile in enumerate(group):
                group_of[tile], weight[tile] = g, 16 ** k
        twin_group = [group_of[MIRROR_TILE[t]] for t in range(CELLS)]
        self.moves = []
        for space in range(CELLS):
            row = []
            for cell in neighbours(space):
                effects = tuple((group_of[t], (space - cell) * weight[t], twin_group[t],
                                 (mirror(space) - mirror(cell)) * weight[MIRROR_TILE[t]])
                                for t in range(CELLS))
                row.append((cell, effects))
            self.moves.append(row)
        # forward[space][came from]: the moves but the one back (CELLS: the start's).
        self.forward = [[tuple(move for move in row if move[0] != came) for came in range(CELLS + 1)]
                        for row in self.moves]

    def indices(self, tiles: tuple | list) -> tuple[list[int], list[int]]:
        """The groups' database indices for an arrangement and for its mirror image."""
        index = [0] * len(self.groups)
        mirrored = [0] * len(self.groups)
        for cell, tile in enumerate(tiles):
            if tile:
                index[self.group_of[tile]] += cell * self.weight[tile]
                twin = MIRROR_TILE[tile]
                mirrored[self.group_of[twin]] += mirror(cell) * self.weight[twin]
        return index, mirrored

    def bounds(self, tiles: tuple | list) -> tuple[int, int]:
        """The sums of the databases for an arrangement and for its mirror image."""
        index, mirrored = self.indices(tiles)
        return (sum(table[i] for table, i in zip(self.tables, index)),
                sum(table[i] for table, i in zip(self.tables, mirrored)))

    def heuristic(self, tiles: tuple | list) -> int:
        """The lower bound IDA* uses."""
        return max(self.bounds(tiles))


def patterns(names: tuple | None = None) -> Generator[dict, None, Patterns]:
    """The best databases whose file can be read (slide_patterns_data.load), inflated at the
    first call (with progress) and kept."""
    from puzzles.slide import patterns as slide_patterns
    from puzzles.slide import patterns_data as slide_patterns_data
    names = names or slide_patterns.PREFERRED
    key = tuple(names)
    if key not in _patterns:
        try:
            name, tables = yield from slide_patterns_data.load(names)
        except ValueError:  # no file can be read: the search goes on, slower, without them
            _patterns[key] = manhattan_patterns()
        else:
            _patterns[key] = Patterns(name, slide_patterns.PARTITIONS[name], tables)
    return _patterns[key]


MANHATTAN = "manhattan"


def manhattan_patterns() -> Patterns:
    """The sum of the tiles' Manhattan distances as one-tile "databases" (a tile's table is
    its distance home from each cell): an admissible bound made in no time, so IDA* stays
    optimal, only slower, when no pattern database file can be read."""
    def distance(tile: int, cell: int) -> int:
        home = tile - 1
        return abs(cell // SIDE - home // SIDE) + abs(cell % SIDE - home % SIDE)
    groups = tuple((tile,) for tile in range(1, CELLS))
    tables = [bytes(distance(tile, cell) for cell in range(CELLS)) for tile in range(1, CELLS)]
    return Patterns(MANHATTAN, groups, tables)


def without_tables_note(databases: Patterns) -> dict:
    """The result's ``note`` when no database could be read (the page shows it), else {}."""
    if databases.name != MANHATTAN:
        return {}
    return {"note": message("The 15-puzzle's tables could not be read, so a slower search "
                            "without them found this.")}


_patterns: dict[tuple, Patterns] = {}


def loaded_patterns(names: tuple | None = None) -> Patterns:
    """``patterns()`` run to its end (tests, scripts)."""
    from puzzles.search import run
    return run(patterns(names))


def heuristic(tiles: tuple | list) -> int:
    """The lower bound IDA* uses, with the best databases."""
    return loaded_patterns().heuristic(tiles)


def bounds(tiles: tuple | list) -> tuple[int, int]:
    return loaded_patterns().bounds(tiles)


def solve_job(position: Position) -> Generator[dict, None, dict]:
    yield {"positions": 0, "depth": 0, "phase": message("loading tables")}
    databases = yield from patterns()
    counter = [0]
    solution = yield from kept_ida_star(position.tiles, databases, counter)
    return dict({"solvable": True, "moves": len(solution), "solution": solution, "minimal": True,
                 "positions": counter[0], "databases": databases.name}, **without_tables_note(databases))


def hint_job(position: Position) -> Generator[dict, None, dict]:
    """Each movable tile's moves left after it slides (the optimum from there), and the
    optimum here; ``solve`` is the result solve_job gives (the optimal solution found on the
    way), so Solve answers at once after a hint or the verdict."""
    yield {"positions": 0, "depth": 0, "phase": message("loading tables")}
    databases = yield from patterns()
    counter = [0]
    best = yield from kept_ida_star(position.tiles, databases, counter)
    solved = dict({"solvable": True, "moves": len(best), "solution": list(best), "minimal": True,
                   "positions": counter[0], "databases": databases.name}, **without_tables_note(databases))
    hints = []
    for cell in position.movable():
        after = position.slide(cell).tiles
        if best and cell == best[0]:
            left = len(best) - 1
        elif not best:
            left = 1  # every move leaves the goal, and one move back comes home
        else:
            found, _ = yield from iteration(after, len(best) - 1, databases, counter)
            left = len(best) - 1 if found is not None else len(best) + 1
        hints.append([cell, left])
    return dict({"hints": hints, "moves_left": len(best), "positions": counter[0],
                 "databases": databases.name, "solve": solved}, **without_tables_note(databases))


# The last position's IDA*, kept between jobs: the page's background verdict (hint_job) starts
# it as soon as a position is shown, and Solve pressed meanwhile stops that job; Solve then
# continues the same search where it was (no position searched twice), and a finished one
# answers at once. {"key": (tiles, partition), "job": the search, "counter": [positions],
# "solution": its answer once found}.
_kept: dict = {}


def kept_ida_star(start: tuple | list, databases: Patterns,
                  counter: list) -> Generator[dict, None, list[int]]:
    """``ida_star(start)``, continued where an earlier job on the same position left it (a
    job stopped midway closes this generator, never the search it drives). The positions
    the search took in all are added to ``counter[0]``."""
    key = (tuple(start), databases.name)
    if _kept.get("key") != key:
        _kept.clear()
        searched = [0]
        _kept.update(key=key, job=ida_star(key[0], databases, searched), counter=searched, solution=None)
    kept = _kept
    while kept["solution"] is None:
        try:
            progress = next(kept["job"])
        except StopIteration as stop:
            kept["solution"] = stop.value
        except BaseException:
            _kept.clear()  # a search that failed is not continued
            raise
        else:
            yield progress
    counter[0] += kept["counter"][0]
    return list(kept["solution"])


def ida_star(start: tuple, databases: Patterns | None = None,
             counter: list | None = None) -> Generator[dict, None, list[int]]:
    """A shortest solution (cells the tiles come from) of a solvable arrangement. The
    positions searched are added to ``counter[0]``."""
    if databases is None:
        databases = yield from patterns()
    if counter is None:
        counter = [0]
    if list(start) == GOAL:
        return []
    space0 = start.index(0)
    parity = (CELLS - 1 - space0) // SIDE + (CELLS - 1 - space0) % SIDE  # space's way home
    h0 = databases.heuristic(start)
    bound = h0 + (h0 - parity) % 2
    while True:
        solution, next_bound = yield from iteration(start, bound, databases, counter)
        if solution is not None:
            return solution
        bound = next_bound + (next_bound - parity) % 2


def iteration(start: tuple, bound: int, databases: Patterns,
              counter: list) -> Generator[dict, None, tuple[list[int] | None, int]]:
    """One depth-first search with ``bound``: ``(a solution of at most bound moves, None if
    there is none; the smallest cost cut)``. The positions searched are added to
    ``counter[0]``."""
    tables = databases.tables
    forward = databases.forward
    tiles = list(start)
    if tiles == GOAL:
        return [], bound
    index, mirrored = databases.indices(start)
    sum0, mirror_sum0 = databases.bounds(start)
    if max(sum0, mirror_sum0) > bound:
        return None, max(sum0, mirror_sum0)
    yield {"positions": counter[0], "depth": bound, "phase": message("IDA* bound {bound}", bound=bound)}
    # The path, one entry per depth: the space's cell, both sums, the moves from there (the
    # list and an iterator over it, resumed on the way back) and the database entries the
    # move down from there changed (group, its old index, mirror group, its old index).
    # ``limit``: the largest sum a child may have (bound - its depth); ``excess``: by how much
    # the cheapest cut exceeded the bound. ``here`` and ``mirror_here``, ``options`` and
    # ``moves``: the sums and the moves at this depth.
    size = bound + 2
    spaces = [start.index(0)] + [-1] * size
    sums = [sum0] + [0] * size
    mirror_sums = [mirror_sum0] + [0] * size
    stack: list = [None] * (size + 1)
    pending: list = [None] * (size + 1)
    changed: list = [None] * (size + 1)
    depth = 0
    since = 0
    space = spaces[0]
    options = stack[0] = forward[space][CELLS]
    moves = iter(options)
    here, mirror_here = sum0, mirror_sum0
    limit = bound - 1
    excess = 1000
    while True:
        for cell, effects in moves:
            tile = tiles[cell]
            group, change, twin_group, mirror_change = effects[tile]
            table = tables[group]
            old = index[group]
            total = here - table[old] + table[old + change]
            if total > limit:
                if total - limit < excess:
                    excess = total - limit
                continue
            table = tables[twin_group]
            old_twin = mirrored[twin_group]
            mirror_total = mirror_here - table[old_twin] + table[old_twin + mirror_change]
            if mirror_total > limit:
                if mirror_total - limit < excess:
                    excess = mirror_total - limit
                continue
            break
        else:  # every move from here tried: take back the last one
            since += len(options)  # positions are counted as the moves tried from each
            if depth == 0:
                break
            depth -= 1
            limit += 1
            back = spaces[depth]
            tiles[space] = tiles[back]
            tiles[back] = 0
            group, old, twin_group, old_twin = changed[depth]
            index[group] = old
            mirrored[twin_group] = old_twin
            options = stack[depth]
            moves = pending[depth]
            here = sums[depth]
            mirror_here = mirror_sums[depth]
            space = back
            continue
        tiles[space] = tile
        tiles[cell] = 0
        index[group] = old + change
        mirrored[twin_group] = old_twin + mirror_change
        changed[depth] = (group, old, twin_group, old_twin)
        pending[depth] = moves
        depth += 1
        spaces[depth] = cell
        if total == 0 and tiles == GOAL:
            # The moves tried at each depth of the path: up to the one it took, included.
            counter[0] += since + sum([move[0] for move in stack[d]].index(spaces[d + 1]) + 1
                                      for d in range(depth))
            return spaces[1:depth + 1], bound
        sums[depth] = here = total
        mirror_sums[depth] = mirror_here = mirror_total
        options = stack[depth] = forward[cell][space]
        moves = iter(options)
        space = cell
        limit -= 1
        if since >= CHUNK:
            counter[0] += since
            since = 0
            yield {"positions": counter[0], "depth": bound, "phase": message("IDA* bound {bound}", bound=bound)}
    counter[0] += since
    return None, bound + excess
