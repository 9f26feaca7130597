"""Knight's tours counted by the frontier DP a cell at a time (seeds 001 and 002), for
puzzles.knight.frontier.

The same states as puzzles.knight.frontier (Knuth's SIMPATH mates packed in one int: a
field 0 when its vertex is done or the slot unused, FRESH (all ones) before its first edge, or
its mate's slot + 1; four bits a slot up to 14 slots, so that 6 x N boards' states fit in 56
bits, two of CPython's 30-bit digits, else five), but each cell's edges back to earlier vertices are decided in one step, every choice at
once, instead of one edge at a time: the intermediate states between a cell's edges are never
made, and a state is read once a cell instead of once an edge. What a step does to a state
depends only on the fields of the vertices its edges touch (and, through their mates, which
other fields change and how), so the state masked to those fields is the key of a table
built as states come: the key's list of changes, one XOR each (the cell's choices that keep
the state alive). One state's step is then one AND, one look-up and one XOR and dict update
per choice. Measured (scripts/bench.py --knight-only, CPU s, one run): 6 x 8 closed tours
6.8 s against 15.9 s an edge at a time, 6 x 10 15.4 s and 146 MB against 42.8 s and 276 MB.

Used for counts without a fixed path (no PENDING end: closed tours of a whole board, or open
tours with their ends on one colour); a state and its mirror image are folded into one after
each line as in puzzles.knight.frontier (_fold, tables of three fields). CPython/Pyodide only.
"""

from itertools import islice
from typing import Generator

from puzzles.words import message

_NARROW = 14  # slots up to which a field has 4 bits (mates 1..14, FRESH 15), beyond 5
_FOLD_FIELDS = 3  # fields per table of the fold


class CellPlan:
    """The steps of a count a cell at a time, from a puzzles.knight.frontier plan's edges:
    for each cell with edges back to earlier vertices, its edges, the slots of the vertices
    they touch, which vertices come in and which leave."""

    def __init__(self, edges: list[tuple], degree: dict[int, int], mirror: dict[int, int] | None):
        groups: list[list[tuple]] = []
        for edge in edges:  # the plan's edges come cell by cell: (earlier vertex, cell)
            if groups and groups[-1][-1][1] == edge[1]:
                groups[-1].append(edge)
            else:
                groups.append([edge])
        remaining = dict(degree)
        slot: dict[int, int] = {}
        total = len(degree)
        introduced = 0
        self.steps: list[tuple] = []
        self.mirrors: dict[int, dict[int, int]] = {}  # step: each slot's image (frontier._Plan)
        self.width = 0
        unmatched: set[frozenset] = set()
        done = 0
        for index, group in enumerate(groups):
            vertices = []
            for edge in group:
                for vertex in edge:
                    if vertex not in vertices:
                        vertices.append(vertex)
            new = [v for v in vertices if v not in slot]
            for vertex in new:
                used = set(slot.values())
                slot[vertex] = min(s for s in range(len(slot) + 1) if s not in used)
            introduced += len(new)
            self.width = max(self.width, len(slot))
            before = {v: remaining[v] for v in vertices}
            for u, v in group:
                remaining[u] -= 1
                remaining[v] -= 1
            after = {v: remaining[v] for v in vertices}
            done += len(group)
            self.steps.append((
                [(slot[u], slot[v]) for u, v in group],
                {slot[v]: (before[v], after[v]) for v in vertices},
                [slot[v] for v in new],
                introduced == total,
                done - 1))
            for vertex in vertices:
                if not remaining[vertex]:
                    del slot[vertex]
            if mirror is None:
                continue
            for u, v in group:
                edge, image = frozenset((u, v)), frozenset((mirror[u], mirror[v]))
                if edge in unmatched:
                    unmatched.remove(edge)
                elif image != edge:
                    unmatched.add(image)
            if (not unmatched and index < len(groups) - 1
                    and all(mirror[vertex] in slot for vertex in slot)):
                self.mirrors[index] = {place: slot[mirror[vertex]] for vertex, place in slot.items()}
        self.bits = 4 if self.width <= _NARROW else 5
        self.fresh = (1 << self.bits) - 1


# The edges a step may take, by the number of its edges: all of them share the step's cell,
# which takes at most two.
_SUBSETS = [[()] + [(i,) for i in range(n)] + [(i, j) for j in range(n) for i in range(j)]
            for n in range(9)]


def _choices(key: int, edges: list[tuple], counts: dict[int, tuple], new: list[int], bits: int,
             fresh_value: int) -> tuple:
    """The changes (XOR masks) a step makes to a state whose fields at the step's slots are
    those of ``key``: ``(alive, closing)``, the choices of edges that leave a state that may
    still become a tour, and those that close a cycle (a tour when nothing else is left)."""
    base: dict[int, int] = {}
    for place in counts:
        base[place] = fresh_value if place in new else key >> (bits * place) & fresh_value
    for place in list(base):  # the far ends of the paths ending at the step's slots
        value = base[place]
        if 0 < value < fresh_value and value - 1 not in base:
            base[value - 1] = place + 1
    lefts = [(place, left) for place, (_, left) in counts.items()]
    fresh = 0
    for place in new:
        fresh |= fresh_value << (bits * place)  # the state had 0 there
    alive, closing = [], []
    for chosen in _SUBSETS[len(edges)]:
        value = dict(base)
        closed = False
        for u, v in [edges[bit] for bit in chosen]:
            a, b = value[u], value[v]
            if closed or not a or not b:
                break
            if a == fresh_value and b == fresh_value:
                value[u], value[v] = v + 1, u + 1
            elif a == fresh_value or b == fresh_value:
                if a == fresh_value:
                    u, v, a, b = v, u, b, a  # u: the one-edge end
                value[u] = 0
                value[v] = a
                value[a - 1] = v + 1
            elif a == v + 1:
                value[u] = value[v] = 0
                closed = True
            else:
                value[u] = value[v] = 0
                value[a - 1] = b
                value[b - 1] = a
        else:
            for place, left in lefts:
                now = value[place]
                if (now and not left) or (now == fresh_value and left < 2):
                    break  # a vertex leaves unfinished, or can no longer be
            else:
                change = fresh
                for place, now in value.items():
                    change ^= (base[place] ^ now) << (bits * place)
                (closing if closed else alive).append(change)
    return alive, closing


def count_cells(plan: CellPlan, limit: int, chunk: int) -> Generator[dict, None, dict]:
    """Hamiltonian cycles of the plan's graph: ``{total, processed, peak}``, or with
    ``over`` set when a step leaves more than ``limit`` states.

    A step after which no vertex leaves the frontier merges few states (measured: 5 to 25 %):
    its states are not kept but go on at once through the next step (_chained)."""
    total = processed = 0
    peak = 1
    current: dict[int, int] = {0: 1}
    steps = plan.steps
    index = 0
    while index < len(steps):
        first = _Table(steps[index], plan.bits, plan.fresh)
        chained = (index + 1 < len(steps) and index not in plan.mirrors and not first.all_in
                   and all(left for _, left in steps[index][1].values()))
        if chained:
            index += 1
        second = _Table(steps[index], plan.bits, plan.fresh)
        following: dict[int, int] = {}
        size = len(current)
        items = iter(current.items())
        for begin in range(0, size, chunk):
            batch = islice(items, chunk)
            if chained:
                total += _chained(batch, first, second, following)
            else:
                total += _single(batch, second, following)
            processed += min(chunk, size - begin)
            yield {"positions": processed, "depth": second.depth, "phase": message("frontier")}
            if len(following) > limit:
                return {"over": True, "processed": processed, "peak": len(following)}
        peak = max(peak, len(following))
        current = {}
        if index in plan.mirrors:
            following = yield from _fold(following, _mirror_tables(plan.mirrors[index], plan.bits),
                                         processed, second.depth, chunk)
        current = following
        index += 1
    return {"total": total, "processed": processed, "peak": peak}


class _Table:
    """One step's changes by key (the state masked to the fields the step reads), made as
    the keys come."""

    def __init__(self, step: tuple, bits: int, fresh: int):
        self.edges, self.counts, self.new, self.all_in, self.depth = step
        self.bits, self.fresh = bits, fresh
        self.mask = 0
        for place in self.counts:
            if place not in self.new:
                self.mask |= fresh << (bits * place)
        self.table: dict[int, tuple] = {}

    def make(self, key: int) -> tuple:
        found = self.table[key] = _choices(key, self.edges, self.counts, self.new, self.bits, self.fresh)
        return found


def _single(batch, step: _Table, following: dict[int, int]) -> int:
    """The states of ``batch`` through ``step`` into ``following``; the tours closed."""
    total = 0
    get, known, make, mask, all_in = following.get, step.table.get, step.make, step.mask, step.all_in
    for state, ways in batch:
        found = known(state & mask)
        if found is None:
            found = make(state & mask)
        alive, closing = found
        for change in alive:
            state_after = state ^ change
            following[state_after] = get(state_after, 0) + ways
        if all_in and state in closing:
            total += ways  # closing: state ^ change == 0, every field done
    return total


def _chained(batch, first: _Table, second: _Table, following: dict[int, int]) -> int:
    """The states of ``batch`` through two steps into ``following`` (the first closes no
    tour: not every vertex is in); the tours closed. The inner loop is _single's, written out
    here: a call for each state in the middle would cost more than the chaining saves."""
    total = 0
    get, all_in = following.get, second.all_in
    known, make, mask = first.table.get, first.make, first.mask
    known2, make2, mask2 = second.table.get, second.make, second.mask
    for state, ways in batch:
        found = known(state & mask)
        if found is None:
            found = make(state & mask)
        for change in found[0]:
            middle = state ^ change
            found2 = known2(middle & mask2)
            if found2 is None:
                found2 = make2(middle & mask2)
            alive, closing = found2
            for change2 in alive:
                state_after = middle ^ change2
                following[state_after] = get(state_after, 0) + ways
            if all_in and middle in closing:
                total += ways
    return total


# A state and its mirror image (see CellPlan.mirrors) have as many ways to be completed, so the
# two are kept as one: the smaller int, with the ways of both. The image is made by table
# look-ups, one table for each three fields: each gives its fields' values, mates renamed,
# at their mirrored places.


def _mirror_tables(images: dict[int, int], bits: int) -> list[tuple[int, list[int]]]:
    """``(shift, table)`` for each three fields up to the last slot in use."""
    field = (1 << bits) - 1
    renamed = list(range(field + 1))  # a field's value in the image
    for place, image in images.items():
        renamed[place + 1] = image + 1
    # Each field's values at its image's place, then the three fields' sums, in index order.
    places = [[renamed[value] << (bits * images.get(place, place)) if value else 0
               for value in range(field + 1)] for place in range(max(images, default=0) + _FOLD_FIELDS)]
    tables = []
    for first in range(0, max(images, default=0) + 1, _FOLD_FIELDS):
        low, middle, high = places[first:first + _FOLD_FIELDS]
        tables.append((bits * first, [c | b | a for c in high for b in middle for a in low]))
    return tables


def _fold(states: dict[int, int], tables: list, processed: int, depth: int,
          chunk: int) -> Generator[dict, None, dict[int, int]]:
    """``states`` with each state and its mirror image kept as one."""
    folded: dict[int, int] = {}
    get = folded.get
    items = iter(states.items())
    mask = len(tables[0][1]) - 1
    five = len(tables) == 5
    if five:  # 13 to 15 slots, 6 x N boards: unrolled
        (s0, t0), (s1, t1), (s2, t2), (s3, t3), (s4, t4) = tables
    for _ in range(0, len(states), chunk):
        for state, ways in islice(items, chunk):
            if five:
                image = (t0[state >> s0 & mask] | t1[state >> s1 & mask] | t2[state >> s2 & mask]
                         | t3[state >> s3 & mask] | t4[state >> s4 & mask])
            else:
                image = 0
                for shift, table in tables:
                    image |= table[state >> shift & mask]
            if image < state:
                state = image
            folded[state] = get(state, 0) + ways
        yield {"positions": processed, "depth": depth, "phase": message("frontier")}
    return folded
