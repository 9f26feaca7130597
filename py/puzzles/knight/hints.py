"""Knight's tour hints (seeds 001 and 002): every legal next cell, and whether a tour goes on from it.

Warnsdorff's pick first, with the cells left to visit after each move when a tour is known to
go on from there (one was found); ``dead`` the moves proven to leave none. Each move gets a
short tour search of its own (puzzles.knight.tour); without a start, symmetric cells share
one, Posa's rotations of a tour found decide more starts, and a closed tour of the board
answers for every cell. CPython/Pyodide only.
"""

from typing import Generator

from puzzles.knight.refusals import impossible
from puzzles.knight.rules import Board, Position
from puzzles.knight.tour import OutOfBudget, TourSearch, find_tour
from puzzles.words import message

HINT_CELLS = 36            # boards up to this many free cells: a move's search may run to a proof
HINT_NODES = 20_000        # tour-search nodes to judge one move on those boards
HINT_MOVE_NODES = 3        # bigger boards: nodes per cell left to judge one move (Warnsdorff's
HINT_MOVE_LEAST = 1000     # tour takes one a cell), at least this many
HINT_PICK_NODES = 200_000  # no start on a closed tour's board: nodes for one tour
HINT_START_NODES = 60_000  # no start on an open tour's board: nodes for tours from its cells


def warnsdorff_order(position: Position, moves: list[int]) -> list[int]:
    """``moves`` in Warnsdorff's order: fewest onward moves from the cell first (free cells
    a knight's move from it), ties to the cell farther from the centre."""
    board = position.board
    far = TourSearch(board, position.closed).far

    def onward(cell: int) -> int:
        return sum(1 for c in board.neighbours[cell] if not position.is_visited(c))

    return sorted(moves, key=lambda cell: (onward(cell), -far[cell], cell))


def _judge(position: Position, counter: list[int],
           nodes: int) -> Generator[dict, None, bool | None]:
    """Can a tour extend ``position``'s path? True, False (proven) or None (not known after
    ``nodes`` more nodes of tour search)."""
    if impossible(position):
        return False
    if position.is_complete():
        return True
    try:
        tour = yield from find_tour(position, counter, counter[0] + nodes)
    except OutOfBudget:
        return None
    return tour is not None


def symmetries(board: Board) -> list[list[int]]:
    """The board's symmetries as cell maps (``image[cell]``): the reflections and rotations
    of its rectangle (of a square, eight) that map its free cells onto free cells. A
    knight's move stays a knight's move under each, so a tour from a cell is a tour from its
    image."""
    rows, cols = board.rows, board.cols
    maps = [lambda r, c: (r, c), lambda r, c: (r, cols - 1 - c), lambda r, c: (rows - 1 - r, c),
            lambda r, c: (rows - 1 - r, cols - 1 - c)]
    if rows == cols:
        maps += [lambda r, c: (c, r), lambda r, c: (c, rows - 1 - r), lambda r, c: (cols - 1 - c, r),
                 lambda r, c: (cols - 1 - c, rows - 1 - r)]
    result = []
    for image_of in maps:
        image = []
        for cell in range(board.size):
            r, c = image_of(*divmod(cell, cols))
            image.append(r * cols + c)
        if all(board.is_free[image[cell]] for cell in board.free):
            result.append(image)
    return result


def rotated_starts(board: Board, tour: list[int]) -> set[int]:
    """The start cells of open tours made from ``tour`` by Posa's rotations: when a path's
    first cell is a knight's move from its cell i, reversing the part before i gives another
    path through every cell, starting at the cell before i. Either end may start a tour (it
    is walked both ways). Each new start's path is rotated in turn, once: a few list
    operations per path, no search (a 50 x 50 tour's rotations take a fraction of a second)."""
    neighbours = board.neighbours
    starts = {tour[0], tour[-1]}
    queue = [list(tour), list(reversed(tour))]
    while queue:
        path = queue.pop()
        place = {cell: index for index, cell in enumerate(path)}
        for cell in neighbours[path[0]]:
            index = place.get(cell, 0)
            if index >= 2 and path[index - 1] not in starts:
                starts.add(path[index - 1])
                queue.append(path[index - 1::-1] + path[index:])
    return starts


def _judge_starts(position: Position, moves: list[int],
                  counter: list[int]) -> Generator[dict, None, dict[int, bool | None]]:
    """Where no knight is placed yet: from which cells a tour exists. A closed tour starts
    anywhere, so one tour (or the proof that there is none) decides every cell. For open
    tours, colour counting rules out the colour with fewer cells; a closed tour of the
    board, when one is found, is an open tour from each of its cells; else a tour from a
    cell not decided yet decides every start its rotations reach (rotated_starts) and their
    symmetric images, and a search that ends without one rules its cell and the images out;
    as many searches as HINT_START_NODES allow (on boards of up to HINT_CELLS cells, one
    for each cell still undecided)."""
    board = position.board
    known: dict[int, bool | None] = {}
    if position.closed:
        try:
            tour = yield from find_tour(position, counter, HINT_PICK_NODES)
        except OutOfBudget:
            return known  # not known
        return {cell: tour is not None for cell in moves}
    counts = [0, 0]
    for cell in board.free:
        counts[board.colour(cell)] += 1
    if counts[0] != counts[1]:  # an open tour starts and ends on the colour with more cells
        known = {c: False for c in moves if counts[board.colour(c)] < max(counts)}
    small = len(board.free) <= HINT_CELLS
    if not small and counts[0] == counts[1]:
        cycle = Position(board, True, ())
        if not impossible(cycle):
            try:
                tour = yield from find_tour(cycle, counter, counter[0] + HINT_START_NODES // 4)
            except OutOfBudget:
                tour = None
            if tour:  # cut anywhere, the cycle is an open tour from that cell
                return {cell: True for cell in moves}
    images = symmetries(board)
    for cell in moves:
        if cell in known:
            continue
        if not small and counter[0] >= HINT_START_NODES:
            break
        nodes = HINT_NODES if small else HINT_START_NODES - counter[0]
        start = position.play(cell)
        try:
            tour = None if impossible(start) else (yield from find_tour(start, counter, counter[0] + nodes))
        except OutOfBudget:
            continue
        found = {cell: tour is not None}
        if tour:
            for start in rotated_starts(board, tour):
                found[start] = True
        for image in images:
            for end, value in found.items():
                known[image[end]] = value
        yield {"positions": counter[0], "depth": 0, "phase": message("judging moves")}
    return known


def hints(position: Position) -> Generator[dict, None, dict]:
    """Every legal next cell, Warnsdorff's pick first: ``hints`` is ``[[cell, cells left to
    visit after it, or None], ...]``, with a number only for the moves after which a tour is
    known to exist (one was found); ``dead`` lists the moves after which none exists
    (proven: a quick refusal such as a cell cut off, or a search run to its end). Each move
    is judged by a tour search of its own: up to HINT_NODES nodes on boards of up to
    HINT_CELLS free cells, about three a cell left on bigger ones (Warnsdorff's order finds
    a tour in one a cell). Without a start cell, see _judge_starts."""
    board = position.board
    moves = warnsdorff_order(position, position.legal_moves())
    cells = position.cell_count()
    counter = [0]
    known: dict[int, bool | None] = {}
    reason = impossible(position)
    if reason:
        known = {cell: False for cell in moves}
    elif not position.path:
        known = yield from _judge_starts(position, moves, counter)
    else:
        left = cells - position.length - 1
        nodes = HINT_NODES if len(board.free) <= HINT_CELLS else max(HINT_MOVE_LEAST, HINT_MOVE_NODES * left)
        for cell in moves:
            known[cell] = yield from _judge(position.play(cell), counter, nodes)
            yield {"positions": counter[0], "depth": position.length, "phase": message("judging moves")}
    left = cells - position.length - 1
    result = {"hints": [[cell, left if known.get(cell) else None] for cell in moves],
              "dead": [cell for cell in moves if known.get(cell) is False],
              "positions": counter[0]}
    if moves:
        result["pick"] = moves[0]
    if reason:
        result["reason"] = reason
    elif moves and len(result["dead"]) == len(moves):
        result["reason"] = message("no tour after any move (searched every way)")
    elif moves and not any(known.values()):
        result["unknown"] = message("no tour found after any move within the search's budget")
    return result
