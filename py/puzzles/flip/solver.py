"""Flip It solvers (seed 004): one breadth-first sweep of the whole puzzle answers everything.

Every move can be undone by moving the same piece back (it jumps over the same cells and flips
them back), so a position's distance to the goal equals its distance from the goal positions
(all 15 pieces white, the space on any of the 16 cells). One sweep outwards from those 16 goals
gives every position's distance. It is made once per variant and kept; then

* ``solve`` / ``minimum``: walk down: from each position play a move that lowers the distance
  by one (a shortest solution);
* ``hint``: each legal move with the number of moves to the goal when it is played;
* ``analyse``: the sweep's summary: states, the largest distance, the hardest positions and
  the histogram of distances.

The trick that makes the sweep fast (about 25 ms natively for all 524288 states): a position
is (white mask, space), and all positions with the space on the same cell have the same moves.
So each layer of the sweep is kept as 16 *sets of white masks*, each set one Python int of
2**16 bits (bit w set = mask w is in the set). A move from ``frm`` into ``space`` changes every
mask of the group the same way: XOR with the cells jumped over, which on the set is a fixed
permutation of bit positions (swap halves of blocks, one bit of the flip mask at a time); then
a white mover's bit goes from ``frm`` to ``space``, a plain shift of the set's white-mover
part. Deduplication is ``& ~seen``. So one move of a whole group is a dozen big-int operations
instead of 32768 Python steps. The layers (16 ints each) are the distance table: a position's
distance is the layer whose set holds it. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.flip.rules import SIZE, Board, Position, board as board_named, dealt_position
from puzzles.words import message
HARDEST_LISTED = 50  # list the hardest positions as game ids when there are at most this many

# A set of white masks (0 .. 2**16 - 1) is one int of 2**16 bits: bit w set = mask w is in it.
MASKS = 1 << SIZE
EVERY = (1 << MASKS) - 1


def _low_half(k: int) -> int:
    """The set of masks whose bit k is clear: 2**k ones, 2**k zeros, ... (doubled up)."""
    pattern, width = (1 << (1 << k)) - 1, 2 << k
    while width < MASKS:
        pattern |= pattern << width
        width *= 2
    return pattern


LOW_HALF = [_low_half(k) for k in range(SIZE)]


def xor_all(group: int, flips: int) -> int:
    """The set ``{w ^ flips for w in group}``: for each bit k of ``flips``, swap the halves
    of every block of 2**(k+1) masks."""
    for k in range(SIZE):
        if (flips >> k) & 1:
            low, step = LOW_HALF[k], 1 << k
            group = ((group & low) << step) | ((group >> step) & low)
    return group


class Sweep:
    """The finished sweep of one variant: the positions at each distance from the goal."""

    def __init__(self, board: Board, layers: list[list[int]]):
        self.board = board
        self.layers = layers  # layers[d][space]: set of white masks d moves from the goal
        self.histogram = [sum(group.bit_count() for group in layer) for layer in layers]

    def moves_to_goal(self, white: int, space: int) -> int:
        for depth, layer in enumerate(self.layers):
            if (layer[space] >> white) & 1:
                return depth
        raise ValueError("not a position of this puzzle: white=%d space=%d" % (white, space))

    def hardest(self) -> list[tuple[int, int]]:
        """``(white, space)`` of every position farthest from the goal."""
        result = []
        for space, group in enumerate(self.layers[-1]):
            while group:
                lowest = group & -group
                result.append((lowest.bit_length() - 1, space))
                group ^= lowest
        return sorted(result)


_tables: dict[str, Sweep] = {}


def sweep(board: Board) -> Generator[dict, None, Sweep]:
    """Breadth-first from the 16 goal positions over the whole puzzle (yields between groups);
    returns the Sweep. Cached: a second call for a variant returns at once."""
    if board.name in _tables:
        return _tables[board.name]
    # For each space, its moves as (cells flipped, mask set of "piece on from is white",
    # and the shift of a mask's index when a white piece moves from its cell onto the space).
    moves = [[(frm, flips, EVERY ^ LOW_HALF[frm], (1 << space) - (1 << frm))
              for frm, flips in board.jumps[space]]
             for space in range(SIZE)]
    all_white = MASKS - 1
    layer = [1 << (all_white & ~(1 << space)) for space in range(SIZE)]
    seen = list(layer)
    layers = [layer]
    states = SIZE
    while True:
        following = [0] * SIZE
        for space, group in enumerate(layer):
            if not group:
                continue
            for frm, flips, white_there, shift in moves[space]:
                # The jumped pieces flip; then a white mover leaves bit frm for bit space (the
                # space's bit is clear in every mask, so that is a shift of the set).
                flipped = xor_all(group, flips)
                movers = flipped & white_there
                shifted = movers << shift if shift > 0 else movers >> -shift
                reached = ((flipped ^ movers) | shifted) & ~seen[frm]
                if reached:
                    seen[frm] |= reached
                    following[frm] |= reached
            yield {"phase": message("sweep"), "depth": len(layers), "positions": states}
        count = sum(group.bit_count() for group in following)
        if not count:
            break
        states += count
        layers.append(following)
        layer = following
    result = Sweep(board, layers)
    _tables[board.name] = result
    return result


def solution(table: Sweep, position: Position) -> list[int]:
    """A shortest solution: from each position, a move that gets one closer to the goal."""
    moves = []
    here = table.moves_to_goal(position.white, position.space)
    while here:
        for frm in position.movable():
            after = position.play(frm)
            if table.moves_to_goal(after.white, after.space) == here - 1:
                moves.append(frm)
                position, here = after, here - 1
                break
        else:  # cannot happen: a position at distance d has a neighbour at d - 1
            raise AssertionError("the sweep has no way down from " + position.game_id())
    return moves


def hints(table: Sweep, position: Position) -> list[list[int]]:
    """``[[move, moves to the goal if it is played], ...]`` for every legal move."""
    result = []
    for frm in position.movable():
        after = position.play(frm)
        result.append([frm, table.moves_to_goal(after.white, after.space)])
    return result


def _game_id(board: Board, white: int, space: int) -> str:
    """The shortest game id: an all-black position is a start of its own (``space=``)."""
    return dealt_position(board, white, space).game_id()  # a new game: Restart comes back to it


def _solve(position: Position) -> Generator[dict, None, dict]:
    table = yield from sweep(board_named(position.board.name))
    moves = solution(table, position)
    return {"solvable": True, "moves": len(moves), "solution": moves, "minimal": True}


def _hint(position: Position) -> Generator[dict, None, dict]:
    table = yield from sweep(board_named(position.board.name))
    return {"hints": hints(table, position)}


def _analyse(position: Position) -> Generator[dict, None, dict]:
    table = yield from sweep(board_named(position.board.name))
    count = table.histogram[-1]
    listed = table.hardest() if count <= HARDEST_LISTED else []
    return {"analysis": True, "states": sum(table.histogram),
            "distance": len(table.histogram) - 1, "count": count,
            "histogram": list(table.histogram),
            "positions": [_game_id(position.board, white, space)
                          for white, space in listed]}


# The searches this solver offers, by kind: ``solve`` (or ``minimum``): a shortest solution;
# ``hint``: every legal move with the moves left after it; ``analyse``: the whole puzzle's
# distances.
SEARCHES = {"solve": _solve, "minimum": _solve, "hint": _hint, "analyse": _analyse}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point (see SEARCHES); UnknownSearchKind at once for another kind."""
    return search.job(SEARCHES, position, kind)
