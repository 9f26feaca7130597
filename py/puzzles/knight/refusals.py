"""Knight's tour refusals (seeds 001 and 002): when a theorem or a count shows at once that
no tour can extend a position, say which.

Schwenk's theorem for closed tours on full rectangles (Schwenk 1991), the open-tour theorem
of Conrad et al. (1994), the outer lines of boards 4 cells across, colour counting, cells
that cannot be passed through any more, a cell asked for more links than it has, a board in
pieces. ``impossible`` is asked first by every search of puzzles.knight.solver.
CPython/Pyodide only.
"""

from puzzles.knight.rules import Board, Position
from puzzles.words import message


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
