"""Knight's tours counted (seeds 001 and 002): ``count``, every tour extending the current path.

Up to ENUMERATE_LIMIT cells left, the tour search's pruning over bit masks of the free cells,
counting every tour; beyond, the frontier DP (puzzles.knight.frontier). Each way round a
closed tour counts; without a start cell, every start cell's tours are added up. The result
also lists one tour, as ``solve`` does. CPython/Pyodide only.
"""

from typing import Generator

from puzzles.knight.frontier import frontier_count
from puzzles.knight.refusals import impossible
from puzzles.knight.rules import Position
from puzzles.knight.tour import CHUNK, OutOfBudget, find_tour
from puzzles.words import message

TOUR_LIMIT = 200_000  # tour-search nodes spent on a tour for a count that was refused
ENUMERATE_LIMIT = 20  # cells left up to which count enumerates tours (beyond: frontier DP)
ENUMERATE_MOST = 32   # and up to which it does when they spread too wide for the frontier


def count_tours(position: Position) -> Generator[dict, None, dict]:
    """The number of tours extending the position's path: each tour from the start cell
    (both ways round a closed tour), or without a start the sum over every start cell.
    Up to ENUMERATE_LIMIT cells left they are enumerated one by one; beyond, the frontier
    DP counts them (or refuses, saying why: ``count`` None). The result also holds one tour
    (``solution``, ``tour``, ``moves`` as ``solve`` gives them) when there is one."""
    result = yield from _count(position)
    if result.get("count") != 0 and not position.is_complete():
        # Counted: a tour exists and the search finds one fast. Refused: it may not exist,
        # so the search gets a budget.
        limit = None if result.get("count") else TOUR_LIMIT
        try:
            tour = yield from find_tour(position, [0], limit)
        except OutOfBudget:
            tour = None
        if tour is not None:
            result["tour"] = tour
            result["solution"] = tour[position.length:]
            result["moves"] = len(result["solution"])
    return result


def _count(position: Position) -> Generator[dict, None, dict]:
    reason = impossible(position)
    if reason:
        return {"solvable": False, "count": 0, "reason": reason, "closed": position.closed}
    if position.is_complete():
        return {"solvable": True, "count": 1, "closed": position.closed}
    left = position.cell_count() - position.length
    if left > ENUMERATE_LIMIT:
        result = yield from frontier_count(position)
        if result.get("refused") != "width" or left > ENUMERATE_MOST:
            return result
        # A few cells spread too wide for the frontier: enumerate them after all.
    result = yield from enumerate_tours(position)
    if "starts" in result:  # the different tours, as the frontier DP also says
        if position.closed:
            result["cycles"] = result["count"] // (2 * result["starts"])
        else:
            result["paths"] = result["count"] // 2
    return result


def enumerate_tours(position: Position) -> Generator[dict, None, dict]:
    """The number of tours extending the position's path (as count_tours counts them), by
    depth-first search over bit masks of the cells left, pruned as in solve: one by one."""
    reason = impossible(position)
    if reason:
        return {"solvable": False, "count": 0, "reason": reason, "closed": position.closed}
    board, closed, path = position.board, position.closed, position.path
    if position.is_complete():
        return {"solvable": True, "count": 1, "closed": closed}
    if not path:
        # No start cell: every tour of the board, from each start in turn.
        total = nodes = 0
        for cell in board.free:
            result = yield from enumerate_tours(position.play(cell))
            total += result.get("count") or 0
            nodes += result.get("positions", 0)
        return {"solvable": total > 0, "count": total, "closed": closed, "positions": nodes,
                "starts": len(board.free)}
    left_cells = [c for c in board.free if not position.is_visited(c)]
    bit = {cell: 1 << index for index, cell in enumerate(left_cells)}
    # Masks over the cells left: their neighbours among them; the start's neighbours.
    near = {cell: sum(bit.get(c, 0) for c in board.neighbours[cell]) for cell in left_cells + [path[-1]]}
    masks = [near[cell] for cell in left_cells]
    current = near[path[-1]]
    to_start = sum(bit.get(c, 0) for c in board.neighbours[path[0]]) if closed else 0
    full = (1 << len(left_cells)) - 1
    ends = 0
    for index, mask in enumerate(masks):
        links = (mask & full).bit_count() + (current >> index & 1)
        if links == 1 and (not closed or to_start >> index & 1):
            ends += 1
    count = nodes = 0
    # One frame per cell on the path: (its neighbour mask, the cells left, options, ends).
    stack = [(current, full, current & full, ends)]
    while stack:
        here, free, options, ends = stack[-1]
        if not options:
            stack.pop()
            continue
        low = options & -options
        stack[-1] = (here, free, options ^ low, ends)
        nodes += 1
        if nodes % CHUNK == 0:
            yield {"positions": nodes, "depth": len(path) + len(stack) - 1, "phase": message("counting tours")}
        rest = free ^ low
        if not rest:
            if not closed or to_start & low:
                count += 1
            continue
        nxt = masks[low.bit_length() - 1]
        if not nxt & rest:
            continue  # a dead end before the last cell
        # The knight leaves ``here``: its free neighbours lose that link (``low`` counts still).
        losers = here & rest
        new_ends = 0
        while losers:
            cell = losers & -losers
            losers ^= cell
            links = (masks[cell.bit_length() - 1] & free).bit_count()
            if links == 0 or (links == 1 and closed and not to_start & cell):
                break
            if links == 1:
                new_ends += 1
        else:
            if ends + new_ends <= 1 and not (closed and to_start & low and not to_start & rest):
                stack.append((nxt, rest, nxt & rest, ends + new_ends))
    return {"solvable": count > 0, "count": count, "closed": closed, "positions": nodes}
