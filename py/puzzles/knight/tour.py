"""Knight's tour search (seeds 001 and 002): a tour extending the current path (``solve``).

Depth-first search in Warnsdorff's order (fewest onward moves first, ties to the cell farther
from the centre), pruned by counting each free cell's *links* (free cells or the knight a move
away): a cell with none is lost, a cell with one can only be the tour's last, and only one
cell can be last. For a closed tour the start counts as a link of its neighbours (the tour's
last cell goes back to it), which also keeps them for the end of the tour. Below
CONNECTED_LIMIT cells left, a move that cuts cells off from the knight is refused too. A
search that has not finished within its budget starts again with the ties broken at random
(Luby's schedule of budgets); after a few tries the search runs to the end, so "no tour"
found that way is a proof. CPython/Pyodide only.
"""

import random
from typing import Generator

from puzzles.knight.refusals import impossible
from puzzles.knight.rules import Board, Position
from puzzles.words import message

CONNECTED_LIMIT = 400  # cells left below which every move checks that none are cut off
CHUNK = 2048  # nodes between two progress reports


class OutOfBudget(Exception):
    """One try of the tour search used up its nodes."""


class TourSearch:
    """Depth-first search for tours on ``board`` (see the module's notes)."""

    def __init__(self, board: Board, closed: bool):
        self.board = board
        self.closed = closed
        self.cells = len(board.free)
        rows, cols = board.rows, board.cols
        # Squared distance from the centre, doubled to stay whole: ties go to the far cell.
        self.far = [(2 * (c // cols) - rows + 1) ** 2 + (2 * (c % cols) - cols + 1) ** 2
                    for c in range(board.size)]

    def ranks(self, attempt: int) -> list[int]:
        """Tie-break ranks (lower first): far from the centre first; later tries at random."""
        if attempt == 0:
            return [-f for f in self.far]
        rng = random.Random(attempt)
        return [-f * 64 + rng.randrange(64 * 4 * attempt) for f in self.far]

    def run(self, prefix: tuple[int, ...], rank: list[int], budget: int,
            counter: list[int]) -> Generator[dict, None, list[int] | None]:
        """One depth-first search for a tour beginning with ``prefix``; returns the whole tour
        or None when there is none.
        ``counter[0]`` counts nodes across tries; past ``budget`` more raises OutOfBudget."""
        board, closed = self.board, self.closed
        neighbours = board.neighbours
        path = list(prefix)
        visited = bytearray(board.size)
        for cell in path:
            visited[cell] = 1
        degree = [0] * board.size  # unvisited neighbours of each cell
        for cell in board.free:
            degree[cell] = sum(1 for c in neighbours[cell] if not visited[c])
        start = path[0]
        to_start = bytearray(board.size)  # closed tours: the neighbours of the start
        if closed:
            for cell in neighbours[start]:
                to_start[cell] = 1
        left = self.cells - len(path)
        if left == 0:
            return path
        # Cells that can only be the tour's last (one link left), counted for pruning.
        ends = 0
        current = path[-1]
        for cell in board.free:
            if not visited[cell]:
                links = degree[cell] + (current in neighbours[cell])
                if links == 1 and (not closed or to_start[cell]):
                    ends += 1
        stop = counter[0] + budget
        base = len(path)
        choices = [self._order(current, visited, degree, to_start, rank)]
        added_ends: list[int] = []
        while choices:
            options = choices[-1]
            if not options:
                choices.pop()
                if len(path) == base:
                    return None
                cell = path.pop()  # take back the last move
                visited[cell] = 0
                for c in neighbours[cell]:
                    degree[c] += 1
                ends -= added_ends.pop()
                left += 1
                continue
            nxt = options.pop()
            counter[0] += 1
            if counter[0] % CHUNK == 0:
                yield {"positions": counter[0], "depth": len(path), "phase": message("tour search")}
            if counter[0] > stop:
                raise OutOfBudget()
            current = path[-1]
            if left == 1:
                if not closed or to_start[nxt]:
                    path.append(nxt)
                    return path
                continue
            if degree[nxt] == 0:
                continue  # a dead end before the last cell
            # The knight leaves ``current``: its free neighbours lose that link.
            new_ends = 0
            dead = False
            for c in neighbours[current]:
                if visited[c] or c == nxt:
                    continue
                links = degree[c]  # ``nxt`` still counts: the knight will stand there
                if links == 0 or (links == 1 and closed and not to_start[c]):
                    dead = True
                    break
                if links == 1:
                    new_ends += 1
            if dead or ends + new_ends > 1:
                continue
            visited[nxt] = 1
            for c in neighbours[nxt]:
                degree[c] -= 1
            if ((closed and to_start[nxt] and degree[start] == 0)  # the start's last neighbour
                    or (left <= CONNECTED_LIMIT and not self._connected(nxt, visited, left - 1))):
                visited[nxt] = 0
                for c in neighbours[nxt]:
                    degree[c] += 1
                continue
            path.append(nxt)
            ends += new_ends
            added_ends.append(new_ends)
            left -= 1
            choices.append(self._order(nxt, visited, degree, to_start, rank))
        return None

    def _connected(self, cell: int, visited: bytearray, left: int) -> bool:
        """Can the knight on ``cell`` still reach all ``left`` unvisited cells?"""
        neighbours = self.board.neighbours
        seen = {cell}
        stack = [cell]
        while stack:
            for c in neighbours[stack.pop()]:
                if not visited[c] and c not in seen:
                    seen.add(c)
                    stack.append(c)
        return len(seen) == left + 1

    def _order(self, cell: int, visited: bytearray, degree: list[int], to_start: bytearray,
               rank: list[int]) -> list[int]:
        """The unvisited neighbours of ``cell``, best last (they are popped)."""
        options = [c for c in self.board.neighbours[cell] if not visited[c]]
        options.sort(key=lambda c: ((degree[c] + to_start[c]) << 24) + rank[c], reverse=True)
        return options


def choose_starts(position: Position) -> list[int]:
    """Start cells to try when none is chosen: a cell with one neighbour must be an end;
    an open tour on an odd number of cells starts on the colour with more cells."""
    board = position.board
    counts = [0, 0]
    for cell in board.free:
        counts[board.colour(cell)] += 1
    cells = list(board.free)
    if not position.closed and counts[0] != counts[1]:
        major = 0 if counts[0] > counts[1] else 1
        cells = [c for c in cells if board.colour(c) == major]
    cells.sort(key=lambda c: (len(board.neighbours[c]), c))
    return cells


def luby(index: int) -> int:
    """The Luby sequence 1 1 2 1 1 2 4 1 1 2 ...: restart budgets that waste at most a
    logarithmic factor whatever the (unknown) length of the search that succeeds."""
    size = 1
    while size < index + 1:
        size = 2 * size + 1
    while size > 1:
        if index + 1 == size:
            return (size + 1) // 2
        size //= 2
        if index >= size:
            index -= size
    return 1


def find_tour(position: Position, counter: list[int],
              limit: int | None = None) -> Generator[dict, None, list[int] | None]:
    """A whole tour extending the position's path, or None when the search proves there is
    none. Searches in Warnsdorff's order get stuck in heavy tails, so they are restarted with
    random tie-breaks on the Luby schedule of budgets; a search that ends within its budget
    without a tour proves that there is none (from its start cell). With a ``limit``, raises
    OutOfBudget once ``counter[0]`` passes it (the answer is not known)."""
    starts = [position.path] if position.path else [(c,) for c in choose_starts(position)]
    searcher = TourSearch(position.board, position.closed)
    unit = 100 + 2 * (position.cell_count() - len(position.path))
    attempt = 0
    while starts:
        path = starts[attempt % len(starts)]
        budget = unit * luby(attempt)
        if limit is not None:
            if counter[0] >= limit:
                raise OutOfBudget()
            budget = min(budget, limit - counter[0])
        try:
            tour = yield from searcher.run(path, searcher.ranks(attempt), budget, counter)
        except OutOfBudget:
            attempt += 1
            continue
        if tour is not None:
            return tour
        starts.remove(path)  # no tour from this start
    return None


def solve(position: Position) -> Generator[dict, None, dict]:
    """A tour extending the position's path; ``solution`` lists the cells still to visit
    (from the start cell when none is chosen yet), ``tour`` the whole tour."""
    reason = impossible(position)
    if reason:
        return {"solvable": False, "reason": reason}
    counter = [0]
    tour = yield from find_tour(position, counter)
    if tour is None:
        if position.path:
            reason = (message("no closed tour from cell {cell} (searched every way)", cell=position.path[-1])
                      if position.closed else
                      message("no open tour from cell {cell} (searched every way)", cell=position.path[-1]))
        else:
            reason = (message("no closed tour on this board (searched every way)") if position.closed
                      else message("no open tour on this board (searched every way)"))
        return {"solvable": False, "positions": counter[0], "reason": reason}
    solution = tour[len(position.path):]
    return {"solvable": True, "moves": len(solution), "solution": solution, "tour": tour,
            "closed": position.closed, "positions": counter[0]}
