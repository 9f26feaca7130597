"""Knight's tour solvers (seeds 001 and 002): a tour extending the current path, and counting.

* Refusals first: when a theorem says no tour can exist, the result says which at once
  (Schwenk's theorem for closed tours on full rectangles, the open-tour theorem of Conrad et
  al., the outer lines of boards 4 cells across, colour counting, cells that cannot be passed
  through any more, a cell asked for more links than it has, a board in pieces).
* ``solve``: depth-first search in Warnsdorff's order (fewest onward moves first, ties to the
  cell farther from the centre), pruned by counting each free cell's *links* (free cells
  or the knight a move away): a cell with none is lost, a cell with one can only be the
  tour's last, and only one cell can be last. For a closed tour the start counts as a link
  of its neighbours (the tour's last cell goes back to it), which also keeps them for the
  end of the tour. Below CONNECTED_LIMIT cells left, a move that cuts cells off from the
  knight is refused too. A search that has not finished within its budget starts again with the
  ties broken at random; after a few tries the search runs to the end, so "no tour" found
  that way is a proof.
* ``count``: up to ENUMERATE_LIMIT cells left, the same search over bit masks of the free
  cells, counting every tour; beyond, a frontier DP over the knight graph's edges (Knuth's
  SIMPATH, see the section's notes) counts Hamiltonian cycles, or paths, for boards of about
  40 cells and boards 6 across (a state and its mirror image kept as one). Each way round a
  closed tour counts; without a start cell, every start cell's tours are added up. The
  result also lists one tour, as ``solve`` does.
* ``hint``: every legal next cell, Warnsdorff's pick first, with the cells left to visit after
  it when a tour is known to go on from there (one was found); ``dead`` the moves proven to
  leave none. Each move gets a short tour search of its own; without a start, symmetric
  cells share one, and a closed tour of the board answers for every cell.

CPython/Pyodide only.
"""

import random
from itertools import islice
from typing import Generator

from puzzles.knight.rules import Board, Position
from puzzles.words import message

KINDS = ("solve", "minimum", "any", "count", "hint")

CONNECTED_LIMIT = 400  # cells left below which every move checks that none are cut off
CHUNK = 2048  # nodes between two progress reports
TOUR_LIMIT = 200_000  # tour-search nodes spent on a tour for a count that was refused
ENUMERATE_LIMIT = 20  # cells left up to which count enumerates tours (beyond: frontier DP)
ENUMERATE_MOST = 32   # and up to which it does when they spread too wide for the frontier


class _OutOfBudget(Exception):
    """One try of the tour search used up its nodes."""


# --- refusals ------------------------------------------------------------------------------
def schwenk_reason(rows: int, cols: int) -> str | None:
    """Why a full rows x cols board has no closed tour (Schwenk 1991), or None if it has one."""
    m, n = sorted((rows, cols))
    if m % 2 and n % 2:
        return "both sides are odd"
    if m in (1, 2, 4):
        return "a side of %d" % m
    if m == 3 and n in (4, 6, 8):
        return "3 x %d is one of the exceptions 3 x 4, 3 x 6, 3 x 8" % n
    return None


def has_open_tour(rows: int, cols: int) -> bool:
    """Does a full rows x cols board (both at least 3) have an open tour? (Conrad et al. 1994:
    every such board does except 3 x 3, 3 x 5, 3 x 6 and 4 x 4.)"""
    return tuple(sorted((rows, cols))) not in ((3, 3), (3, 5), (3, 6), (4, 4))


def on_outer_lines(board: Board, cell: int) -> bool:
    """Can ``cell`` be an end of an open tour of a full board 4 cells across?

    The outer two lines hold half the cells and a knight there only reaches the inner two,
    so a tour (a path through all cells) has at most one inner-to-inner move, and with none
    it would alternate outer and inner as well as colours, putting all outer cells on one
    colour. So it has exactly one, and both its ends are outer."""
    row, col = divmod(cell, board.cols)
    if board.rows == 4 and row in (1, 2):
        return False
    return not (board.cols == 4 and col in (1, 2))


def _schwenk_message(rows: int, cols: int) -> dict:
    """``schwenk_reason`` as a message for the page (one whole sentence per case)."""
    m, n = sorted((rows, cols))
    if m % 2 and n % 2:
        return message("a {rows} x {cols} board has no closed tour (Schwenk's theorem: both sides are odd)",
                       rows=rows, cols=cols)
    if m in (1, 2, 4):
        return message("a {rows} x {cols} board has no closed tour (Schwenk's theorem: a side of {side})",
                       rows=rows, cols=cols, side=m)
    return message("a {rows} x {cols} board has no closed tour (Schwenk's theorem: 3 x {n} is one of "
                   "the exceptions 3 x 4, 3 x 6, 3 x 8)", rows=rows, cols=cols, n=n)


def impossible(position: Position) -> dict | None:
    """Why no tour can extend ``position``'s path, when a quick argument shows it (a
    ``words.message``, worded on the page); else None."""
    board, closed, path = position.board, position.closed, position.path
    if position.is_complete():
        if closed and not position.closes():
            return message("every cell is visited, but cell {cell} is not a knight's move from the start {start}",
                           cell=path[-1], start=path[0])
        return None
    if board.is_full():
        if closed and schwenk_reason(board.rows, board.cols):
            return _schwenk_message(board.rows, board.cols)
        if not has_open_tour(board.rows, board.cols):
            return message("a {rows} x {cols} board has no knight's tour at all (only 3 x 3, 3 x 5, 3 x 6 and "
                           "4 x 4 of the boards from 3 x 3 up have none)", rows=board.rows, cols=board.cols)
        if path and not on_outer_lines(board, path[0]):
            return message("on a board 4 cells across, a tour starts and ends on the outer lines "
                           "(they hold half the cells and only reach the inner lines), and cell {cell} "
                           "is on an inner line", cell=path[0])
    # Colour counting: every move changes colour, so a tour alternates colours.
    counts = [0, 0]
    for cell in board.free:
        counts[board.colour(cell)] += 1
    if closed and counts[0] != counts[1]:
        return message("a closed tour alternates colours, but the board has {light} light and {dark} dark cells",
                       light=counts[0], dark=counts[1])
    if abs(counts[0] - counts[1]) > 1:
        return message("a tour alternates colours, but the board has {light} light and {dark} dark cells",
                       light=counts[0], dark=counts[1])
    if path:
        # The rest of the tour alternates colours from the knight's cell on.
        left = [0, 0]
        for cell in board.free:
            if not position.is_visited(cell) or cell == path[-1]:
                left[board.colour(cell)] += 1
        mine = board.colour(path[-1])
        if left[mine] != left[1 - mine] and left[mine] != left[1 - mine] + 1:
            if len(path) == 1:
                return message("an open tour on {cells} cells must start on the colour with more cells "
                               "({more} of one colour, {fewer} of the other)",
                               cells=len(board.free), more=max(counts), fewer=min(counts))
            return message("the rest of the tour alternates colours, but the cells left have {mine} of the "
                           "knight's colour and {other} of the other", mine=left[mine], other=left[1 - mine])
    return _link_reason(position) or _forced_reason(position) or _connection_reason(position)


def _link_reason(position: Position) -> dict | None:
    """A cell the tour can no longer pass through, or too many cells that must end it."""
    board, path = position.board, position.path
    visited = set(path)
    current = path[-1] if path else None
    start = path[0] if path else None
    ends = []
    for cell in board.free:
        if cell in visited:
            continue
        links = sum(1 for c in board.neighbours[cell] if c not in visited or c == current)
        to_start = position.closed and start is not None and start in board.neighbours[cell]
        if len(board.free) == 1:
            return None
        if links == 0:
            if not path:
                return message("cell {cell} has no other free cell a knight's move away", cell=cell)
            return message("cell {cell} cannot be reached any more (no free cell or the knight a move away)",
                           cell=cell)
        if position.closed:
            if links + to_start < 2:
                return message("cell {cell} has only one free cell a knight's move away: a closed tour "
                               "cannot pass through it", cell=cell)
            if links == 1:
                ends.append(cell)  # it must be the last cell, going back to the start
        elif links == 1:
            ends.append(cell)
    allowed = 2 if not path and not position.closed else 1
    if len(ends) > allowed:
        cells = ", ".join(str(c) for c in ends)
        if allowed == 2:
            return message("cells {cells} each have only one way in or out left, but a tour has two ends",
                           cells=cells)
        return message("cells {cells} each have only one way in or out left, but a tour has one end left",
                       cells=cells)
    if ends and not position.closed:
        # A tour alternates colours, which fixes the colour of its end cells.
        if path:
            left = len(board.free) - len(path)
            colours = {board.colour(current) ^ (left % 2)}
        else:
            counts = [0, 0]
            for cell in board.free:
                counts[board.colour(cell)] += 1
            colours = {0, 1} if counts[0] == counts[1] else {0 if counts[0] > counts[1] else 1}
            if len(ends) == 2 and board.colour(ends[0]) == board.colour(ends[1]) and len(colours) == 2:
                return message("cells {one} and {other} have one free cell a knight's move away each, so the "
                               "tour ends on both, but its two ends have different colours",
                               one=ends[0], other=ends[1])
        for cell in ends:
            if board.colour(cell) not in colours:
                return message("cell {cell} has only one way in or out, so the tour must end there, but "
                               "counting colours the tour ends on the other colour", cell=cell)
    if position.closed and path and len(path) < len(board.free):
        if all(c in visited for c in board.neighbours[start]):
            return message("no free cell is left a knight's move from the start {start} to close the tour",
                           start=start)
    return None


def _forced_reason(position: Position) -> dict | None:
    """A cell needed by more cells with no link to spare than it can serve.

    In a closed tour every cell is entered once and left once: it needs two links (the
    knight's cell and the start need one each, or two when they are the same cell). A cell
    with just as many links as it needs uses them all, so each of those neighbours gives it
    one of its own; a cell asked by more cells than it needs links cannot serve them all.
    Open tours: the same, once a cell with a single link has fixed the tour's last cell."""
    board, path, closed = position.board, position.path, position.closed
    current = path[-1] if path else None
    start = path[0] if path and closed else None
    need = {}
    links = {}
    for cell in board.free:
        if not position.is_visited(cell):
            need[cell] = 2
            links[cell] = [c for c in board.neighbours[cell]
                           if not position.is_visited(c) or c == current or c == start]
    if not links:
        return None
    for cell in (current, start):
        if cell is not None:
            need[cell] = need.get(cell, 0) + 1
            links[cell] = [c for c in board.neighbours[cell] if not position.is_visited(c)]
    if not closed:
        last = [cell for cell, found in links.items() if len(found) == 1 and cell != current]
        if not path or len(last) != 1:
            return None  # the tour's last cell is not known: any cell may use one link only
        need[last[0]] = 1
    asked: dict[int, list[int]] = {}
    for cell, found in links.items():
        if len(found) == need[cell]:
            for c in found:
                asked.setdefault(c, []).append(cell)
    for cell, askers in sorted(asked.items()):
        if len(askers) > need[cell]:
            return message("cells {cells} have no link to spare and all need cell {cell}, which can link only "
                           "{links} of them", cells=", ".join(str(c) for c in sorted(askers)), cell=cell,
                           links=need[cell])
    return None


def _connection_reason(position: Position) -> dict | None:
    """The free cells (with the knight) falling apart into pieces."""
    board = position.board
    cells = [c for c in board.free if not position.is_visited(c)]
    if position.path:
        cells.append(position.path[-1])
    allowed = set(cells)
    seen = {cells[-1]}
    stack = [cells[-1]]
    while stack:
        for nxt in board.neighbours[stack.pop()]:
            if nxt in allowed and nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    if len(seen) == len(cells):
        return None
    lost = min(c for c in cells if c not in seen)
    if position.path:
        return message("cell {cell} cannot be reached from the knight's cell any more", cell=lost)
    return message("the free cells fall apart: cell {cell} cannot be reached from cell {other}",
                   cell=lost, other=cells[-1])


# --- the tour search -----------------------------------------------------------------------
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
        ``counter[0]`` counts nodes across tries; past ``budget`` more raises _OutOfBudget."""
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
                raise _OutOfBudget()
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
    _OutOfBudget once ``counter[0]`` passes it (the answer is not known)."""
    starts = [position.path] if position.path else [(c,) for c in choose_starts(position)]
    searcher = TourSearch(position.board, position.closed)
    unit = 100 + 2 * (position.cell_count() - len(position.path))
    attempt = 0
    while starts:
        path = starts[attempt % len(starts)]
        budget = unit * luby(attempt)
        if limit is not None:
            if counter[0] >= limit:
                raise _OutOfBudget()
            budget = min(budget, limit - counter[0])
        try:
            tour = yield from searcher.run(path, searcher.ranks(attempt), budget, counter)
        except _OutOfBudget:
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


# --- counting ------------------------------------------------------------------------------
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
        except _OutOfBudget:
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


# --- counting by frontier (SIMPATH) -----------------------------------------------------------
# Knuth's SIMPATH "mate" arrays over the knight graph's edges (Minato's frontier method). The
# cells are put in an order that keeps the frontier narrow (row by row across the short side,
# or whichever of a few orders is narrowest), and the edges are decided one at a time in that
# order: taken or left out. A cell is on the frontier from its first edge to its last; a state
# records, for each frontier slot, what its cell has so far: FRESH (no edge yet), DONE (two
# edges; also a slot not in use) or one edge and the slot of the other end of its path, its
# *mate* (PENDING: the far end of the player's path, not on the frontier yet). Five bits a
# slot, packed into one Python int; a dict maps each state to the number of ways to reach it.
# A cell leaves the frontier with two edges; a cell with no edge and one edge left to decide
# is lost at once. A cycle may close only once every cell is in and every slot is done: then
# it is a whole tour. Open tours: an extra vertex joined to every cell of the colour a tour can
# end on turns each tour into a cycle (its two edges go to the tour's ends; two extra vertices
# joined to each other, one for each colour, when a tour has one end on each). The player's
# path is one segment fixed in advance: its inner cells are used up and its two ends have one
# edge each (open tours: the extra vertex is the start's end, so the tour starts there).
# Taking a cell's edge to an extra vertex just after its edges back to earlier cells keeps
# the fewest states (deciding it when the cell leaves the frontier keeps 2 to 10 times more).
# Symmetry: when a line of cells is finished and the edges decided so far are mapped onto
# themselves by the reflection that keeps each line (no knight placed, a symmetric board),
# a state and its mirror image have as many ways to be completed: they are folded into one
# (_fold), which halves the states of every line after the first few.
FRONTIER_STATES = 3_000_000  # states after one edge above which a count is given up
FRONTIER_WIDTH = 16          # frontier cells above which a count is refused at once
FRONTIER_CHUNK = 4096        # states between two progress reports
_BITS = 5
_FIELD = 31
_FRESH = 31
_PENDING = 30
_SLOTS = 29                  # mates are slot + 1 = 1..29 (more than FRONTIER_WIDTH)


class _Plan:
    """The edges in their order and, for each, the slots and checks of the frontier DP."""

    def __init__(self, board: Board, cells: list[int], key, extras: dict[int, set],
                 ends: tuple[int, ...], skip: set, mirror: dict[int, int] | None = None):
        ordered = sorted(cells, key=key)
        order = {cell: index for index, cell in enumerate(ordered)}
        for extra in extras:
            order[extra] = extra - len(extras)  # before every cell
        edges = []
        for cell in ordered:
            back = [c for c in board.neighbours[cell] if c in order and order[c] < order[cell]]
            back.sort(key=order.get)
            back += [extra for extra, near in extras.items() if cell in near]  # its tour end
            for other in back:
                if (min(cell, other), max(cell, other)) not in skip:
                    edges.append((other, cell))
        first: dict[int, int] = {}
        last: dict[int, int] = {}
        for index, edge in enumerate(edges):
            for cell in edge:
                first.setdefault(cell, index)
                last[cell] = index
        self.edges = edges
        self.degree = {cell: 0 for cell in order}  # edges in the graph, for refusals
        for edge in edges:
            for cell in edge:
                self.degree[cell] += 1
        self.width = 0
        self.cost = 0.0
        self.late = 0  # the step taking in the path's second end
        self.steps: list[tuple] = []
        # Steps after which the state may be folded with its mirror image: {step: slot images}.
        self.mirrors: dict[int, list[int]] = {}
        if any(not self.degree[cell] for cell in order):
            return  # a vertex without edges: no cycle (the caller refuses)
        remaining = dict(self.degree)
        slot: dict[int, int] = {}
        free = list(range(_SLOTS - 1, -1, -1))
        introduced = 0
        linked = False
        # The edges taken in whose mirror images are not in yet (none: the decided edges, so
        # the edges to come too, are symmetric).
        unmatched: set[frozenset] = set()
        joined = not ends  # the fixed segment's two ends are in (mates, no longer PENDING)
        for index, (u, v) in enumerate(edges):
            intro = 0
            link = None
            for cell in (u, v):
                if first[cell] != index:
                    continue
                slot[cell] = free.pop()
                introduced += 1
                if cell not in ends:
                    intro |= _FRESH << (_BITS * slot[cell])
                elif linked:  # the path's second end: it takes the mate of the first
                    link = (slot[cell], sorted(s for c, s in slot.items() if c != cell))
                    self.late = index
                    joined = True
                else:
                    linked = True
                    intro |= _PENDING << (_BITS * slot[cell])
            self.width = max(self.width, len(slot))
            if self.width > FRONTIER_WIDTH:
                return  # refused: no need to go on
            self.cost += 2.0 ** len(slot)
            remaining[u] -= 1
            remaining[v] -= 1
            leave = 0
            for cell in (u, v):
                if not remaining[cell]:
                    leave |= _FIELD << (_BITS * slot[cell])
            self.steps.append((_BITS * slot[u], _BITS * slot[v], slot[u] + 1, slot[v] + 1, intro,
                               link, leave, _FRESH if remaining[u] == 1 else -1,
                               _FRESH if remaining[v] == 1 else -1, introduced == len(order)))
            for cell in (u, v):
                if not remaining[cell]:
                    free.append(slot.pop(cell))
                    free.sort(reverse=True)
            if mirror is None:
                continue
            edge, image = frozenset((u, v)), frozenset((mirror[u], mirror[v]))
            if edge in unmatched:
                unmatched.remove(edge)
            elif image != edge:
                unmatched.add(image)
            if (not unmatched and joined and index < len(edges) - 1
                    and all(mirror[cell] in slot for cell in slot)):
                images = list(range(_SLOTS))
                for cell, place in slot.items():
                    images[place] = slot[mirror[cell]]
                self.mirrors[index] = images


def _frontier_problem(position: Position) -> tuple[list[int], dict[int, set], tuple, set, int]:
    """The graph to count Hamiltonian cycles in: ``(cells, extra vertices and the cells each
    is joined to, the fixed segment's two ends, edges left out, tours per cycle)``.

    Open tours alternate colours, so their ends' colours are known: from a start, the last
    cell's colour follows from the number of cells; without one, both ends are on the colour
    with more cells, or (as many of each) one end each: then two extra vertices, one joined
    to each colour, are joined to each other by a fixed edge."""
    board, closed, path = position.board, position.closed, position.path
    left = [c for c in board.free if not position.is_visited(c)]
    if not path:  # every start: each cycle is 2 tours from each of its cells, a path 2 tours
        if closed:
            return left, {}, (), set(), 2 * len(left)
        colours = [[c for c in left if board.colour(c) == colour] for colour in (0, 1)]
        if len(colours[0]) == len(colours[1]):
            return left, {-1: set(colours[0]), -2: set(colours[1])}, (-2, -1), set(), 2
        major = 0 if len(colours[0]) > len(colours[1]) else 1
        return left, {-1: set(colours[major])}, (), set(), 2
    start, current = path[0], path[-1]
    if closed:
        if len(path) == 1:
            return left + [start], {}, (), set(), 2  # either way round from the start
        skip = {(min(start, current), max(start, current))} if len(path) == 2 else set()
        return left + [start, current], {}, (start, current), skip, 1
    last = board.colour(current) ^ (len(left) & 1)  # the colour of the tour's last cell
    ends = {c for c in left if board.colour(c) == last}
    return left + [current], {-1: ends}, (-1, current), set(), 1


def frontier_plan(position: Position) -> _Plan:
    """The narrowest of a few cell orders (rows or columns, either way); of those about as
    narrow, the one that takes the knight's cell in last (measured: fewer states)."""
    cells, extras, ends, skip, _ = _frontier_problem(position)
    board = position.board
    rows, cols = board.rows, board.cols
    # Each order goes line by line (a row, or a column) and comes with the reflection that
    # maps each line onto itself (a row's ends swap, or a column's): see _mirror_map.
    across, down = _line_rank(cols), _line_rank(rows)  # the order of a row's cells, a column's
    orders = ((lambda c: (c // cols, across[c % cols]), lambda r, c: (r, cols - 1 - c)),
              (lambda c: (c % cols, down[c // cols]), lambda r, c: (rows - 1 - r, c)),
              (lambda c: (-(c // cols), across[cols - 1 - c % cols]), lambda r, c: (r, cols - 1 - c)),
              (lambda c: (-(c % cols), down[c // cols]), lambda r, c: (rows - 1 - r, c)))
    plans = [_Plan(board, cells, key, extras, ends, skip,
                   None if position.path else _mirror_map(board, cells, extras, ends, reflect))
             for key, reflect in orders]
    width = min(plan.width for plan in plans)
    narrow = [plan for plan in plans if plan.width == width]
    cost = min(plan.cost for plan in narrow)
    return max((plan for plan in narrow if plan.cost <= 1.1 * cost), key=lambda plan: plan.late)


# The order of a line's cells (by their place in the line), for lines of these lengths: a
# knight's move from a cell reaches the cells 1 and 2 places along in the next lines, and
# taking them in this order keeps fewer states (measured on 6 x 6: a third fewer than 0..5).
# Other lengths go in order.
_LINE_ORDERS = {6: (0, 4, 2, 1, 5, 3)}


def _line_rank(length: int) -> list[int]:
    """Each place's rank in its line's order."""
    rank = list(range(length))
    for index, place in enumerate(_LINE_ORDERS.get(length, ())):
        rank[place] = index
    return rank


def _mirror_map(board: Board, cells: list[int], extras: dict[int, set], ends: tuple,
                reflect) -> dict[int, int] | None:
    """The reflection ``reflect`` as a map of the graph's vertices (cells, and each extra
    vertex to the one joined to the images of its cells), or None when it does not map the
    graph onto itself (cut cells that are not symmetric)."""
    mirror = {}
    for cell in cells:
        row, col = reflect(*divmod(cell, board.cols))
        mirror[cell] = row * board.cols + col
    if set(mirror.values()) != set(cells):
        return None
    for extra, near in extras.items():
        image = {mirror[cell] for cell in near}
        match = [other for other, others in extras.items() if others == image]
        if not match:
            return None
        mirror[extra] = match[0]
    if {mirror[end] for end in ends} != set(ends):
        return None
    return mirror


def frontier_count(position: Position,
                   limit: int = FRONTIER_STATES) -> Generator[dict, None, dict]:
    """The number of tours extending the position's path (the same convention as
    count_tours), by the frontier DP. A count needing more than ``limit`` states after one
    edge, or a frontier wider than FRONTIER_WIDTH, is refused (``count`` None, a ``reason``)."""
    board, closed = position.board, position.closed
    cells, extras, ends, skip, per_cycle = _frontier_problem(position)
    result = {"closed": closed, "method": "frontier"}
    if not position.path:
        result["starts"] = len(board.free)
    if len(cells) + len(extras) < 3:  # too small for a cycle: one cell, or two
        tours = sum(1 for _ in _tiny_tours(position))
        result.update(solvable=tours > 0, count=tours, positions=0)
        return result
    plan = frontier_plan(position)
    need = {cell: 1 if cell in ends else 2 for cell in plan.degree}
    short = [c for c in plan.degree if plan.degree[c] < need[c]]
    if short:
        result.update(solvable=False, count=0, positions=0,
                      reason=message("a cell has too few free cells a knight's move away"))
        return result
    if plan.width > FRONTIER_WIDTH:
        result.update(count=None, width=plan.width, refused="width", reason=message(
            "counting tours over {cells} cells would keep {width} of them on the frontier at once, and "
            "{most} is the most that fits here (boards of about 40 cells, 6 or 7 across)",
            cells=len(cells), width=plan.width, most=FRONTIER_WIDTH))
        return result
    total = 0
    processed = 0
    peak = 1
    current: dict[int, int] = {0: 1}
    fresh, pending, field = _FRESH, _PENDING, _FIELD
    at = [_BITS * max(mate - 1, 0) for mate in range(_PENDING)]  # a mate's field
    for depth, step in enumerate(plan.steps):
        shu, shv, cu, cv, intro, link, leave, thin_u, thin_v, all_in = step
        if link is not None:  # the path's second end comes in: it and the first are mates
            here, slots = link
            linked = {}
            items = iter(current.items())
            for begin in range(0, len(current), FRONTIER_CHUNK):
                for state, ways in islice(items, FRONTIER_CHUNK):
                    state |= intro
                    for s in slots:
                        if state >> (_BITS * s) & _FIELD == _PENDING:
                            state ^= (((_PENDING ^ (here + 1)) << (_BITS * s))
                                      | ((s + 1) << (_BITS * here)))
                            linked[state] = ways
                            break
                yield {"positions": processed, "depth": depth, "phase": message("frontier")}
            current = linked
            intro = 0
        # The changes taking the edge makes, by case (see below), worked out once.
        pair = ((fresh ^ cv) << shu) ^ ((fresh ^ cu) << shv)
        both = (1 << shu) | (1 << shv)
        fresh_u, fresh_v = fresh << shu, fresh << shv
        remate = [(cu ^ cv) << shift for shift in at] + [0]  # the far end's new mate (none: 0)
        following: dict[int, int] = {}
        get = following.get
        items = iter(current.items())
        size = len(current)
        for begin in range(0, size, FRONTIER_CHUNK):
            for state, ways in islice(items, FRONTIER_CHUNK):
                state |= intro
                a = state >> shu & field
                b = state >> shv & field
                # Leave the edge out.
                if not state & leave and a != thin_u and b != thin_v:
                    following[state] = get(state, 0) + ways
                if not a or not b:
                    continue  # an end has two edges already
                # Take it.
                if a == fresh:
                    if b == fresh:  # a new path u-v
                        state ^= pair
                    else:  # v's path grows to u: u ends it, v is done
                        state ^= fresh_u ^ b * both ^ remate[b]
                elif b == fresh:  # u's path grows to v
                    state ^= fresh_v ^ a * both ^ remate[a]
                elif a == cv:  # u and v end the same path: it closes
                    if all_in and not state ^ (a << shu) ^ (b << shv):
                        total += ways
                    continue
                else:  # two paths join
                    state ^= (a << shu) ^ (b << shv)
                    if a != pending:
                        state ^= (cu ^ b) << at[a]
                    if b != pending:
                        state ^= (cv ^ a) << at[b]
                if not state & leave:
                    following[state] = get(state, 0) + ways
            processed += min(FRONTIER_CHUNK, size - begin)
            yield {"positions": processed, "depth": depth, "phase": message("frontier")}
            if len(following) > limit:
                break
        peak = max(peak, len(following))
        if depth in plan.mirrors and len(following) <= limit:
            current = {}  # freed before the folded states are made (memory)
            following = yield from _fold(following, plan.mirrors[depth], processed, depth)
        if len(following) > limit:
            result.update(count=None, positions=processed, peak=peak, width=plan.width,
                          refused="states", reason=message(
                              "counting tours over {cells} cells needs more than {limit} frontier states "
                              "({width} cells on the frontier at once); boards of about 40 cells fit",
                              cells=len(cells), limit=limit, width=plan.width))
            return result
        current = following
    count = total * per_cycle
    result.update(solvable=count > 0, count=count, positions=processed, peak=peak,
                  width=plan.width, edges=len(plan.steps))
    if per_cycle != 1:
        result["cycles" if closed else "paths"] = total
    return result


# A state and its mirror image (see _Plan.mirrors) have as many ways to be completed, so the
# two are kept as one: the smaller int, with the ways of both. The image is made by table
# look-ups, one table for each two fields (10 bits): each gives its two fields' values, mates
# renamed, at their mirrored places.
_FOLD_TABLES = (FRONTIER_WIDTH + 1) // 2


def _mirror_tables(images: list[int]) -> list[list[int]]:
    renamed = list(range(_FIELD + 1))  # a field's value in the image
    for mate in range(1, _PENDING):
        renamed[mate] = images[mate - 1] + 1
    tables = []
    for first in range(0, 2 * _FOLD_TABLES, 2):
        table = []
        for pair in range(1 << (2 * _BITS)):
            low, high = pair & _FIELD, pair >> _BITS
            table.append((renamed[low] << (_BITS * images[first]))
                         | (renamed[high] << (_BITS * images[first + 1])))
        tables.append(table)
    return tables


def _fold(states: dict[int, int], images: list[int], processed: int,
          depth: int) -> Generator[dict, None, dict[int, int]]:
    """``states`` with each state and its mirror image kept as one."""
    t0, t1, t2, t3, t4, t5, t6, t7 = _mirror_tables(images)
    folded: dict[int, int] = {}
    get = folded.get
    items = iter(states.items())
    for _ in range(0, len(states), FRONTIER_CHUNK):
        for state, ways in islice(items, FRONTIER_CHUNK):
            image = (t0[state & 1023] | t1[state >> 10 & 1023] | t2[state >> 20 & 1023]
                     | t3[state >> 30 & 1023] | t4[state >> 40 & 1023] | t5[state >> 50 & 1023]
                     | t6[state >> 60 & 1023] | t7[state >> 70 & 1023])
            if image < state:
                state = image
            folded[state] = get(state, 0) + ways
        yield {"positions": processed, "depth": depth, "phase": message("frontier")}
    return folded


def _tiny_tours(position: Position):
    """The tours of a position with at most two cells to go (brute force)."""
    def extend(pos):
        if pos.is_complete():
            if pos.is_won():
                yield pos
            return
        for cell in pos.legal_moves():
            yield from extend(pos.play(cell))
    yield from extend(position)


# --- hints ----------------------------------------------------------------------------------
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
    except _OutOfBudget:
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
        except _OutOfBudget:
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
            except _OutOfBudget:
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
        except _OutOfBudget:
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


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point. ``kind``: ``solve`` (also ``minimum``, ``any``: every tour
    is as long as another), ``count`` or ``hint``. A bad kind raises ValueError at once."""
    if kind not in KINDS:
        raise ValueError("unknown search kind %r; kinds: %s" % (kind, ", ".join(KINDS)))
    if kind == "count":
        return count_tours(position)
    if kind == "hint":
        return hints(position)
    return solve(position)
