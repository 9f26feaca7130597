"""Sliding-puzzle solvers (seeds 001 and 003): shortest solutions, hints, hardest positions.

* ``six``, ``pipes``, ``eight``: one breadth-first sweep from the goal (search.
  breadth_first_layers) gives the distance of every reachable arrangement (5040, 90720 and
  181440 of them). The layers are kept at module level, so afterwards a shortest solution is
  a walk down the layers and a hint a look-up. ``analyse`` reports the sweep: the histogram of
  distances and the hardest positions (seed 003's question for the six puzzle).
* ``fifteen``: IDA* (iterative-deepening A*) over additive pattern databases, see
  slide_fifteen and slide_patterns; too large for hints or a full sweep.

States are packed ints: the tile on cell c in bits 4(c+1)..4(c+1)+3 and the space's cell in
the low 4 bits, so a move is two xors taken from a per-space table. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.slide import Board, Position

KINDS = ("solve", "minimum", "hint", "analyse")
HARDEST_LISTED = 50


def pack(tiles: tuple) -> int:
    state = tiles.index(0)
    for cell, tile in enumerate(tiles):
        state |= tile << 4 * (cell + 1)
    return state


def unpack(state: int, size: int) -> tuple:
    return tuple((state >> 4 * (cell + 1)) & 15 for cell in range(size))


def move_table(board: Board) -> list[list[tuple[int, int, int, int]]]:
    """``table[space]`` = ``(cell, shift, mask, flip)`` per tile that can slide: the tile's
    value is ``state >> shift & 15``; ``state ^ value * mask ^ flip`` is the state after it
    slides (its bits move from ``cell`` to the space, and the space's cell changes)."""
    table = []
    for space in range(board.size):
        row = []
        for cell in board.neighbours[space]:
            mask = (1 << 4 * (cell + 1)) | (1 << 4 * (space + 1))
            row.append((cell, 4 * (cell + 1), mask, space ^ cell))
        table.append(row)
    return table


class Tables:
    """The breadth-first layers of one board, from the goal, and walks over them."""

    def __init__(self, board: Board, layers: list[set]):
        self.board = board
        self.layers = layers
        self.moves = move_table(board)

    def distance(self, state: int) -> int | None:
        for d, layer in enumerate(self.layers):
            if state in layer:
                return d
        return None

    def successors(self, state: int) -> list[tuple[int, int]]:
        """``(cell, next state)`` for every tile that can slide, by cell."""
        return [(cell, state ^ ((state >> shift) & 15) * mask ^ flip)
                for cell, shift, mask, flip in self.moves[state & 15]]

    def solution(self, state: int) -> list[int] | None:
        """A shortest solution (cells), lowest cell first where several are shortest."""
        d = self.distance(state)
        if d is None:
            return None
        path = []
        while d:
            d -= 1
            cell, state = next((c, s) for c, s in self.successors(state) if s in self.layers[d])
            path.append(cell)
        return path


_tables: dict[str, Tables] = {}


def tables(board: Board) -> Generator[dict, None, Tables]:
    """The board's layers, swept once per worker and kept."""
    if board.name not in _tables:
        moves = move_table(board)

        slides = [[(shift, mask, flip) for _, shift, mask, flip in row] for row in moves]

        def expand(batch: list[int]) -> set[int]:
            return {s ^ ((s >> shift) & 15) * mask ^ flip
                    for s in batch for shift, mask, flip in slides[s & 15]}

        sweep = search.breadth_first_layers([pack(board.goal)], expand, reversible=True)
        layers = yield from _phase(sweep, "building tables")
        _tables[board.name] = Tables(board, layers)
    return _tables[board.name]


def _phase(job: Generator, phase: str) -> Generator[dict, None, object]:
    """Run ``job``, renaming its progress phase."""
    while True:
        try:
            progress = next(job)
        except StopIteration as stop:
            return stop.value
        progress["phase"] = phase
        yield progress


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """A search of ``kind`` from ``position``; ValueError at once for a kind not offered."""
    if kind == "count":
        raise ValueError("counting solutions is not offered for sliding puzzles")
    if kind not in KINDS:
        raise ValueError("unknown search kind %r; kinds: %s" % (kind, ", ".join(KINDS)))
    if position.board.name == "fifteen":
        from puzzles import slide_fifteen
        if kind == "analyse":
            raise ValueError("a full sweep of the 15-puzzle (10 trillion states) cannot fit")
        if kind == "hint":
            raise ValueError("hints need a table of all positions, which the 15-puzzle is too "
                             "large for: use Solve")
        return slide_fifteen.solve_job(position)
    if kind == "analyse":
        return _analyse(position.board)
    if kind == "hint":
        return _hint(position)
    return _solve(position)


def _solve(position: Position) -> Generator[dict, None, dict]:
    table = yield from tables(position.board)
    solution = table.solution(pack(position.tiles))
    if solution is None:  # parse refuses these already
        return {"solvable": False, "reason": "the goal cannot be reached from here"}
    return {"solvable": True, "moves": len(solution), "solution": solution, "minimal": True}


def _hint(position: Position) -> Generator[dict, None, dict]:
    table = yield from tables(position.board)
    hints = [[cell, table.distance(state)] for cell, state in table.successors(pack(position.tiles))]
    return {"hints": hints, "moves_left": table.distance(pack(position.tiles))}


def _analyse(board: Board) -> Generator[dict, None, dict]:
    table = yield from tables(board)
    layers = table.layers
    hardest = sorted(unpack(s, board.size) for s in layers[-1])
    return {"analysis": True, "states": sum(len(layer) for layer in layers),
            "distance": len(layers) - 1, "count": len(layers[-1]),
            "histogram": [len(layer) for layer in layers],
            "positions": [Position(board, tiles).game_id() for tiles in hardest[:HARDEST_LISTED]]}
