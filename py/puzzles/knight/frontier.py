"""Knight's tours counted by the frontier DP (seeds 001 and 002), for puzzles.knight.counting.

Knuth's SIMPATH "mate" arrays over the knight graph's edges (Minato's frontier method). The
cells are put in an order that keeps the frontier narrow (row by row across the short side,
or whichever of a few orders is narrowest), and the edges are decided one at a time in that
order: taken or left out. A cell is on the frontier from its first edge to its last; a state
records, for each frontier slot, what its cell has so far: FRESH (no edge yet), DONE (two
edges; also a slot not in use) or one edge and the slot of the other end of its path, its
*mate* (PENDING: the far end of the player's path, not on the frontier yet). Five bits a
slot, packed into one Python int; a dict maps each state to the number of ways to reach it.
A cell leaves the frontier with two edges; a cell with no edge and one edge left to decide
is lost at once. A cycle may close only once every cell is in and every slot is done: then
it is a whole tour. Open tours: an extra vertex joined to every cell of the colour a tour can
end on turns each tour into a cycle (its two edges go to the tour's ends; two extra vertices
joined to each other, one for each colour, when a tour has one end on each). The player's
path is one segment fixed in advance: its inner cells are used up and its two ends have one
edge each (open tours: the extra vertex is the start's end, so the tour starts there).
Taking a cell's edge to an extra vertex just after its edges back to earlier cells keeps
the fewest states (deciding it when the cell leaves the frontier keeps 2 to 10 times more).
Symmetry: when a line of cells is finished and the edges decided so far are mapped onto
themselves by the reflection that keeps each line (no knight placed, a symmetric board),
a state and its mirror image have as many ways to be completed: they are folded into one
(_fold), which halves the states of every line after the first few.

Without a fixed path (no PENDING end) the count goes a cell at a time instead: every edge of
a cell back to earlier vertices in one step, by table look-ups (puzzles.knight.cells, the
cells' lines in the order _CELL_LINE_ORDERS); the edge-at-a-time DP here counts along a
played path (and on request: ``by_cell=False``).

Counts Hamiltonian cycles, or paths, for boards of about 40 cells and boards 6 across (a
state and its mirror image kept as one); puzzles.knight.counting calls it past the cells it
enumerates. CPython/Pyodide only.
"""

from itertools import islice
from typing import Generator

from puzzles.knight.cells import CellPlan, count_cells
from puzzles.knight.rules import Board, Position
from puzzles.words import message

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
        self.mirror = mirror
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


def frontier_plan(position: Position, line_orders: dict | None = None) -> _Plan:
    """The narrowest of a few cell orders (rows or columns, either way); of those about as
    narrow, the one that takes the knight's cell in last (measured: fewer states). The cells
    of a line go in the order ``line_orders`` gives for its length (_LINE_ORDERS)."""
    cells, extras, ends, skip, _ = _frontier_problem(position)
    board = position.board
    rows, cols = board.rows, board.cols
    # Each order goes line by line (a row, or a column) and comes with the reflection that
    # maps each line onto itself (a row's ends swap, or a column's): see _mirror_map.
    line_orders = _LINE_ORDERS if line_orders is None else line_orders
    across, down = _line_rank(cols, line_orders), _line_rank(rows, line_orders)  # a row's, a column's
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
# Other lengths go in order. A cell at a time (puzzles.knight.cells), 1, 4, 0, 2, 5, 3 keeps
# fewer (measured on 6 x 8 and 6 x 10 closed tours: 30 % fewer states, 8 to 15 % less time).
_LINE_ORDERS = {6: (0, 4, 2, 1, 5, 3)}
_CELL_LINE_ORDERS = {6: (1, 4, 0, 2, 5, 3)}


def _line_rank(length: int, line_orders: dict) -> list[int]:
    """Each place's rank in its line's order."""
    rank = list(range(length))
    for index, place in enumerate(line_orders.get(length, ())):
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


def frontier_count(position: Position, limit: int = FRONTIER_STATES,
                   by_cell: bool = True) -> Generator[dict, None, dict]:
    """The number of tours extending the position's path (the same convention as
    count_tours), by the frontier DP. A count needing more than ``limit`` states after one
    step, or a frontier wider than FRONTIER_WIDTH, is refused (``count`` None, a ``reason``).
    Without a fixed path (and unless ``by_cell`` is False) each cell's edges are decided in
    one step (puzzles.knight.cells), else one edge at a time."""
    board, closed = position.board, position.closed
    cells, extras, ends, skip, per_cycle = _frontier_problem(position)
    result = {"closed": closed, "method": "frontier"}
    if not position.path:
        result["starts"] = len(board.free)
    if len(cells) + len(extras) < 3:  # too small for a cycle: one cell, or two
        tours = sum(1 for _ in _tiny_tours(position))
        result.update(solvable=tours > 0, count=tours, positions=0)
        return result
    by_cell = by_cell and not ends  # no fixed path: a cell's edges at once (puzzles.knight.cells)
    plan = frontier_plan(position, _CELL_LINE_ORDERS if by_cell else _LINE_ORDERS)
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
    if by_cell:
        counted = yield from count_cells(CellPlan(plan.edges, plan.degree, plan.mirror), limit,
                                         FRONTIER_CHUNK)
        if counted.get("over"):
            return _refused(result, len(cells), limit, plan.width, counted["processed"], counted["peak"])
        return _counted(result, counted["total"], per_cycle, counted["processed"], counted["peak"],
                        plan.width, len(plan.steps))
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
            return _refused(result, len(cells), limit, plan.width, processed, peak)
        current = following
    return _counted(result, total, per_cycle, processed, peak, plan.width, len(plan.steps))


def _refused(result: dict, cells: int, limit: int, width: int, processed: int, peak: int) -> dict:
    """``result`` refused: more than ``limit`` states after one step."""
    result.update(count=None, positions=processed, peak=peak, width=width, refused="states",
                  reason=message("counting tours over {cells} cells needs more than {limit} frontier states "
                                 "({width} cells on the frontier at once); boards of about 40 cells fit",
                                 cells=cells, limit=limit, width=width))
    return result


def _counted(result: dict, total: int, per_cycle: int, processed: int, peak: int, width: int,
             edges: int) -> dict:
    """``result`` with ``total`` cycles of the graph counted."""
    count = total * per_cycle
    result.update(solvable=count > 0, count=count, positions=processed, peak=peak, width=width,
                  edges=edges)
    if per_cycle != 1:
        result["cycles" if result["closed"] else "paths"] = total
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
