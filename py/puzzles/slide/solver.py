"""Sliding-puzzle solvers (seeds 001 and 003): shortest solutions, hints, hardest positions.

* ``six``, ``pipes``, ``eight``: one breadth-first sweep from the goal (search.
  breadth_first_layers) gives the distance of every reachable arrangement (5040, 90720 and
  181440 of them). The layers are kept at module level, so afterwards a shortest solution is
  a walk down the layers and a hint a look-up. ``analyse`` reports the sweep: the histogram of
  distances and the hardest positions (seed 003's question for the six puzzle).
* ``fifteen``: IDA* (iterative-deepening A*) over additive pattern databases, see
  slide_fifteen and slide_patterns; a hint solves the position and then each position a
  move leads to (one IDA* iteration each); too large for a full sweep. Its results also
  give the ``positions`` searched.

A state is the space's cell and a key: tile t - 1 in three bits per cell (pack). The sweep
keeps the keys of each space cell apart, so a whole batch moves by one xor from a per-space
table and the keys stay below 2**30 (single-word ints, which Pyodide handles twice as fast).
CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.errors import SearchTooLarge, UnknownSearchKind
from puzzles.slide.rules import Board, Position
from puzzles.words import message

HARDEST_LISTED = 50


def pack(tiles: tuple) -> tuple[int, int]:
    """``(space cell, key)``: the key holds tile t - 1 in bits 3c..3c+2 of cell c (the space's
    cell holds 0), so eight tiles fit in 27 bits, one machine word even in Pyodide."""
    key = 0
    for cell, tile in enumerate(tiles):
        if tile:
            key |= (tile - 1) << 3 * cell
    return tiles.index(0), key


def unpack(space: int, key: int, size: int) -> tuple:
    return tuple(0 if cell == space else ((key >> 3 * cell) & 7) + 1 for cell in range(size))


def move_table(board: Board) -> list[list[tuple[int, int, int]]]:
    """``table[space]`` = ``(cell, shift, mask)`` per tile that can slide: its bits are
    ``key >> shift & 7``, and ``key ^ bits * mask`` is the key after it slides (the bits move
    from ``cell`` to the space's cell; ``cell`` becomes the space)."""
    assert max(board.goal) <= 8, "three bits per tile"
    return [[(cell, 3 * cell, (1 << 3 * cell) | (1 << 3 * space)) for cell in board.neighbours[space]]
            for space in range(board.size)]


class Tables:
    """The breadth-first layers of one board, from the goal, and walks over them."""

    def __init__(self, board: Board, layers: list[dict]):
        self.board = board
        self.layers = layers
        self.moves = move_table(board)

    def distance(self, space: int, key: int) -> int | None:
        for d, layer in enumerate(self.layers):
            if key in layer.get(space, ()):
                return d
        return None

    def successors(self, space: int, key: int) -> list[tuple[int, int]]:
        """``(cell, key after)`` for every tile that can slide, by cell (cell = new space)."""
        return [(cell, key ^ ((key >> shift) & 7) * mask) for cell, shift, mask in self.moves[space]]

    def solution(self, space: int, key: int) -> list[int] | None:
        """A shortest solution (cells), lowest cell first where several are shortest."""
        d = self.distance(space, key)
        if d is None:
            return None
        path = []
        while d:
            d -= 1
            space, key = next((c, k) for c, k in self.successors(space, key)
                              if k in self.layers[d].get(c, ()))
            path.append(space)
        return path


_tables: dict[str, Tables] = {}


def tables(board: Board) -> Generator[dict, None, Tables]:
    """The board's layers, swept once per worker and kept."""
    if board.name not in _tables:
        moves = move_table(board)

        def expand(space: int, batch: list[int]) -> list[tuple[int, set[int]]]:
            return [(cell, {k ^ ((k >> shift) & 7) * mask for k in batch})
                    for cell, shift, mask in moves[space]]

        space, key = pack(board.goal)
        sweep = search.breadth_first_layers({space: [key]}, expand, reversible=True)
        layers = yield from _phase(sweep, message("building tables"))
        _tables[board.name] = Tables(board, layers)
    return _tables[board.name]


def _phase(job: Generator, phase: dict) -> Generator[dict, None, object]:
    """Run ``job``, renaming its progress phase."""
    while True:
        try:
            progress = next(job)
        except StopIteration as stop:
            return stop.value
        progress["phase"] = phase
        yield progress


def _solve(position: Position) -> Generator[dict, None, dict]:
    table = yield from tables(position.board)
    solution = table.solution(*pack(position.tiles))
    if solution is None:  # parse refuses these already
        return {"solvable": False, "reason": message("the goal cannot be reached from here")}
    return {"solvable": True, "moves": len(solution), "solution": solution, "minimal": True}


def _hint(position: Position) -> Generator[dict, None, dict]:
    table = yield from tables(position.board)
    space, key = pack(position.tiles)
    hints = [[cell, table.distance(cell, after)] for cell, after in table.successors(space, key)]
    return {"hints": hints, "moves_left": table.distance(space, key)}


def _analyse(board: Board) -> Generator[dict, None, dict]:
    table = yield from tables(board)
    layers = table.layers
    sizes = [sum(len(keys) for keys in layer.values()) for layer in layers]
    hardest = sorted(unpack(space, key, board.size)
                     for space, keys in layers[-1].items() for key in keys)
    return {"analysis": True, "states": sum(sizes), "distance": len(layers) - 1,
            "count": sizes[-1], "histogram": sizes,
            "positions": [Position(board, tiles).game_id() for tiles in hardest[:HARDEST_LISTED]]}


def _fifteen():
    from puzzles.slide import fifteen as slide_fifteen
    return slide_fifteen


def _solve_job(position: Position) -> Generator[dict, None, dict]:
    if position.board.name == "fifteen":
        return _fifteen().solve_job(position)
    return _solve(position)


def _hint_job(position: Position) -> Generator[dict, None, dict]:
    if position.board.name == "fifteen":
        return _fifteen().hint_job(position)
    return _hint(position)


def _analyse_job(position: Position) -> Generator[dict, None, dict]:
    if position.board.name == "fifteen":
        raise SearchTooLarge("a full sweep of the 15-puzzle (10 trillion states) cannot fit")
    return _analyse(position.board)


# The searches this solver offers, by kind: a shortest solution, every move's moves left,
# the sweep's summary (hardest positions); the 15-puzzle by IDA*, and no sweep of it.
SEARCHES = {"solve": _solve_job, "minimum": _solve_job, "hint": _hint_job, "analyse": _analyse_job}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """A search of ``kind`` from ``position`` (see SEARCHES); UnknownSearchKind at once for a
    kind not offered, SearchTooLarge at once for a sweep that cannot fit."""
    if kind == "count":
        raise UnknownSearchKind("counting solutions is not offered for sliding puzzles")
    return search.job(SEARCHES, position, kind)
