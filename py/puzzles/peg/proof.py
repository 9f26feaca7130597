"""Peg solitaire: a proof of the fewest moves by branch and bound (issue 11).

The English 33 centre game (seed 000's 18 moves) is proven in the browser itself: a depth-first
search over whole moves (a chain of jumps by one peg is one move), bounded by the number of
moves still allowed, refutes every shorter solution and finds one of the minimum length.

* The lower bound comes from the board's shape (John Beasley, "The Ins and Outs of Peg
  Solitaire", ch. 5; Merson's regions). A *region* is a set R of holes such that every line
  of three holes whose middle hole is in R has an end hole in R. While R is full, no jump can
  land in R (no hole free there) and no jump from outside R can pass over a hole of R (its far
  end would be in R, full); so only a jump *starting* in R can change R. A hole that is the
  middle of no line (a corner) is a region by itself. region_candidates() lists every
  minimal region of a few holes (a small search over the shape); in each position the bound
  counts the full corners plus the most pairwise disjoint full regions (a table made once
  per board: any set of disjoint regions gives a bound, so the best one is taken).
* Admissibility (bound() never exceeds the true moves to go; the tests check it against
  exact searches): let R be a region full in the position that is not full at the end. The
  first jump that changes R starts on a hole of R, so the peg making it stands in R. Within
  a move, that peg reached its hole either at the start of the move or by an earlier jump of
  the same move, which landed in R and so changed R first: a contradiction. So the move's
  starting hole lies in R. The regions are disjoint and a move starts on one hole, so the
  full regions need as many different moves. Exceptions: the region of one hole holding the
  last peg at the end is full then and needs no move (only the finish hole's, or, without a
  finish hole, any one region of a single hole); and the peg that just landed on ``last`` may
  go on jumping for free, which may serve the region holding ``last``. Two or more pegs
  with no free chain also need at least one move.
* One move more (with a finish hole, no free chain): the last move ends on the finish hole,
  and a peg never leaves its class (peg.Board.classes), so that move starts on a hole of the
  finish's class. If none of the full regions counted holds such a hole, the last move is
  none of their moves: one more. The bound takes the better of the two counts. (English 33
  centre game: 8 corners and 4 regions of three holes are full at the start, none in the
  centre's class: at least 13 moves.)
* Pruning: a transposition table keyed by the canonical form under the board's symmetries
  (those that keep the finish hole) holds the largest number of moves already refuted from
  each position; an optional membership oracle ``member(pegs)`` (the English 33 tables'
  ``in``, for the centre game or the finish anywhere: winning positions only, not their stored moves to go, so the proof stays
  independent of them) drops positions off the winning set; without it the board's class,
  stuck-peg and corner-counting tests (peg_solver.PegProblem.dead) drop what they can.
* The search deepens the allowance one move at a time from the bound at the start (IDA*),
  keeping the table of refutations; the first allowance with a solution is the minimum.

CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles import search
from puzzles.peg.rules import Board, Position
from puzzles.peg.problem import PegProblem, moves_of, symmetry_key
from puzzles.words import message

# Regions are looked for among sets of at most this many holes.
REGION_SIZE = 6
# The packing search gives up (keeping its best packing so far) past this many steps.
PACKING_STEPS = 200_000

_regions: dict[tuple[str, int, int], list[list[int]]] = {}


def region_candidates(board: Board, most: int = REGION_SIZE) -> set[frozenset[int]]:
    """Every minimal region of at most ``most`` holes: grown from each hole by adding, for
    a line whose middle is in the set but neither end, one end or the other (a branch)."""
    lines = [(o, f, t) for f in range(board.size) for o, t in board.jumps[f] if f < t]
    found: set[frozenset[int]] = set()
    seen: set[frozenset[int]] = set()
    stack = [frozenset([h]) for h in range(board.size)]
    while stack:
        holes = stack.pop()
        if holes in seen:
            continue
        seen.add(holes)
        if any(holes > region for region in found):
            continue
        open_line = next(((f, t) for o, f, t in lines if o in holes and f not in holes and t not in holes),
                         None)
        if open_line is None:
            # Keep only minimal regions (drop any that contains a smaller one found).
            for region in [r for r in found if r > holes]:
                found.discard(region)
            found.add(holes)
        elif len(holes) < most:
            stack.extend(holes | {end} for end in open_line)
    return found


def packings(board: Board, avoid: int = 0, most: int = 12) -> list[list[int]]:
    """The largest packings of the board with disjoint regions that miss the holes of
    ``avoid``: up to ``most`` of them, each a list of hole masks (Bound starts from one when
    a board has more regions than its table holds). Cached per board, ``avoid`` and ``most``.

    An exact search over the holes in order: the lowest hole not yet decided either starts
    a region (one whose lowest hole it is, smallest regions first) or is left out; it keeps
    the first ``most`` packings found with the most regions, those covering the fewest
    holes first. (Exact up to PACKING_STEPS steps, then the best found so far.)"""
    cache_key = (board.name, avoid, most)
    if cache_key in _regions:
        return _regions[cache_key]
    candidates = sorted((r for r in region_candidates(board) if not any(avoid >> h & 1 for h in r)),
                        key=lambda r: (len(r), sorted(r)))
    by_low: list[list[int]] = [[] for _ in range(board.size)]
    for region in candidates:
        by_low[min(region)].append(sum(1 << h for h in region))
    smallest = min((len(r) for r in candidates), default=1)
    best: list[list[list[int]]] = []
    top = [0]
    steps = [0]

    def pack(hole: int, used: int, chosen: list[int]) -> None:
        steps[0] += 1
        if steps[0] > PACKING_STEPS:
            return
        while hole < board.size and used >> hole & 1:
            hole += 1
        free = sum(1 for h in range(hole, board.size) if not used >> h & 1)
        if len(chosen) + free // smallest < top[0]:
            return
        if hole == board.size:
            if len(chosen) > top[0]:
                top[0] = len(chosen)
                best.clear()
            if len(best) < most:
                best.append(list(chosen))
            return
        for mask in by_low[hole]:
            if not mask & used:
                chosen.append(mask)
                pack(hole + 1, used | mask, chosen)
                chosen.pop()
        pack(hole + 1, used | 1 << hole, chosen)

    pack(0, 0, [])
    best.sort(key=lambda packing: sum(m.bit_count() for m in packing))
    _regions[cache_key] = best or [[]]
    return _regions[cache_key]


def regions(board: Board, avoid: int = 0) -> list[int]:
    """One best packing of the board into disjoint regions missing ``avoid`` (hole masks)."""
    return packings(board, avoid, 1)[0]


# Boards are looked at in slices of this many holes (tables of 2**SLICE entries).
SLICE = 11
# The bound's table covers at most this many regions of two holes or more (2**16 entries).
TABLE_REGIONS = 16


class Bound:
    """The lower bound on the moves to go, for one board and finish hole (see the module's
    docstring for the proof): the full corners (regions of one hole) plus the most disjoint
    full regions of two holes or more, less the last peg's own region of one hole and the
    free chain's. Any packing of disjoint regions gives a bound; this takes the best packing
    of the regions full in each position, from a table made once: ``most[S]`` is the size
    of the largest set of pairwise disjoint regions among those of the bit set S."""

    def __init__(self, board: Board, finish: "int | None"):
        found = region_candidates(board)
        self.singles = sum(1 << min(r) for r in found if len(r) == 1)
        larger = sorted((r for r in found if len(r) > 1), key=lambda r: (len(r), sorted(r)))
        if len(larger) > TABLE_REGIONS:
            # Too many for the table: those of a best packing first, then the smallest.
            chosen = [m for m in regions(board) if m & (m - 1)][:TABLE_REGIONS]
            for r in larger:
                m = sum(1 << h for h in r)
                if len(chosen) < TABLE_REGIONS and m not in chosen:
                    chosen.append(m)
        else:
            chosen = [sum(1 << h for h in r) for r in larger]
        self.larger = chosen
        # The holes that may hold the last peg, among the corners (full then, no move).
        self.final = self.singles if finish is None else self.singles & (1 << finish)
        # The last move ends on the finish hole, so it starts on a hole of the finish's
        # class (a peg stays in its class). Regions with no hole of that class cannot be
        # served by it: with only such regions counted, the last move is one more.
        self.last_class = 0 if finish is None else sum(
            1 << h for h in range(board.size) if board.classes[h] == board.classes[finish])
        self.away = sum(1 << i for i, m in enumerate(chosen) if not m & self.last_class)
        self.singles_away = self.singles & ~self.last_class
        overlaps = [sum(1 << j for j, b in enumerate(chosen) if a & b) for a in chosen]
        most = bytearray(1 << len(chosen))
        for subset in range(1, len(most)):
            low = (subset & -subset).bit_length() - 1
            without = most[subset & (subset - 1)]
            taken = 1 + most[subset & ~overlaps[low]]
            most[subset] = taken if taken > without else without
        self.most = most
        # Slice tables: for each SLICE-bit slice of the board and each value of it, the bit
        # set of the regions whose holes in that slice all hold pegs; the full regions are
        # then the AND over the slices.
        self.slices = []
        for base in range(0, board.size, SLICE):
            part = ((1 << SLICE) - 1) << base
            row = []
            for value in range(1 << SLICE):
                pegs = value << base
                row.append(sum(1 << i for i, m in enumerate(chosen) if pegs & m & part == m & part))
            self.slices.append(row)
        self.full_regions = self._full_regions()

    def _full_regions(self) -> Callable[[int], int]:
        """``full(pegs)``: the bit set of the regions (self.larger) that hold a peg on every
        hole, by one table look-up per slice."""
        mask = (1 << SLICE) - 1
        if len(self.slices) == 3:
            t0, t1, t2 = self.slices
            return lambda pegs: t0[pegs & mask] & t1[pegs >> SLICE & mask] & t2[pegs >> 2 * SLICE]
        slices = self.slices

        def full(pegs: int) -> int:
            bits = -1
            for row in slices:
                bits &= row[pegs & mask]
                pegs >>= SLICE
            return bits
        return full

    def between_moves(self) -> Callable[[int], int]:
        """``bound(pegs)`` with no free chain (the search's case) as one function with its
        tables at hand: the same value as ``self(pegs)``, computed faster."""
        if len(self.slices) != 3:
            return self
        t0, t1, t2 = self.slices
        mask = (1 << SLICE) - 1
        most, singles, final = self.most, self.singles, self.final
        away, singles_away, last_class = self.away, self.singles_away, self.last_class

        def bound(pegs: int) -> int:
            if not pegs & (pegs - 1):
                return 0
            full = t0[pegs & mask] & t1[pegs >> SLICE & mask] & t2[pegs >> 2 * SLICE]
            count = (pegs & singles).bit_count() + most[full] - (1 if pegs & final else 0)
            if last_class:
                apart = (pegs & singles_away).bit_count() + most[full & away] + 1
                if apart > count:
                    return apart
            return count if count > 1 else 1
        return bound

    def __call__(self, pegs: int, last: int = -1) -> int:
        if not pegs & (pegs - 1):
            return 0
        full = self.full_regions(pegs)
        count = (pegs & self.singles).bit_count() + self.most[full]
        if pegs & self.final:
            count -= 1  # the last peg's own region (one of them: one peg is left)
        if last < 0:
            if self.last_class:
                apart = (pegs & self.singles_away).bit_count() + self.most[full & self.away] + 1
                if apart > count:
                    count = apart
            return count if count > 1 else 1
        # The free chain of the peg on ``last`` may serve a full region holding it.
        if (pegs & self.singles) >> last & 1 or any(full >> i & 1 and m >> last & 1
                                                  for i, m in enumerate(self.larger)):
            count -= 1
        # A free chain saves one move at most: a solution from here, its chain paid for, is
        # one from the same pegs with no free chain.
        count = max(count, self(pegs) - 1)
        return count if count > 0 else 0


_bounds: dict[tuple[str, "int | None"], Bound] = {}


def bound_for(board: Board, finish: "int | None") -> Bound:
    """The Bound of a board and finish hole, made once (its tables take a moment)."""
    if (board.name, finish) not in _bounds:
        if len(_bounds) > 16:  # drawn boards come and go: keep the cache small
            _bounds.clear()
        _bounds[board.name, finish] = Bound(board, finish)
    return _bounds[board.name, finish]


def bound(position: Position) -> int:
    """The lower bound at ``position`` (moves to go)."""
    return bound_for(position.board, position.finish)(position.pegs, position.last)


# The phase while a round looks for a solution of {moves} moves (fewer are ruled out).
PROVING = "proving the fewest moves: looking for {moves} moves, fewer ruled out"
# A refutation that holds for any number of moves (a position that cannot be won).
LOST = 1 << 30


def prove_minimum(position: Position, member: "Callable[[int], bool] | None" = None,
                  limit: int = 50_000_000) -> Generator[dict, None, dict]:
    """The fewest moves from ``position`` to one peg (on the finish hole), proven by a
    branch-and-bound search; a search-style generator (progress dicts, then the result
    ``{"solvable", "moves", "solution", "minimal", "positions", "bound", "stored"}``,
    ``bound`` being the lower bound at the start, ``stored`` the positions kept in the
    transposition table). Raises search.SearchTooLarge past ``limit`` positions.

    ``member(pegs)``, if given, must be True for every position reachable from ``position``
    that can still be won (e.g. the English 33 centre table's ``in``, for positions the
    centre start reaches); others it may reject, and they are pruned. It must answer alike
    for mirror images (under the symmetries that keep the finish hole). An oracle that
    rejects ``position`` itself is not used."""
    problem = PegProblem(position)
    why = problem.impossible()
    if why:
        return {"solvable": False, "moves": None, "solution": [], "reason": why,
                "minimal": True, "positions": 0, "bound": None, "stored": 0}
    if member is not None and not member(position.pegs):
        # The oracle knows nothing of this position (the centre table holds only positions
        # the centre start reaches): search without it rather than trust it.
        member = None
    board = position.board
    finish = position.finish
    bound_of = bound_for(board, finish)
    estimate = bound_of.between_moves()
    key = symmetry_key(problem.symmetries, board.size, SLICE)
    dead = problem.dead
    single_jumps = problem.single_jumps
    jumps = [[((1 << f) | (1 << o) | (1 << t), (1 << f) | (1 << o), t) for o, t in board.jumps[f]]
             for f in range(board.size)]
    can_chain = [bool(row) for row in jumps]
    goal = None if finish is None else 1 << finish
    refuted: dict[int, int] = {}  # canonical pegs -> most moves known not to suffice
    nodes = [0]

    def lost(pegs: int) -> bool:
        return dead(pegs) or (member is not None and not member(pegs))

    def extend(found: dict[int, list[int]], chains: list[tuple[int, list[int]]]) -> None:
        """Add to ``found`` every longer chain of the pegs that have just landed: ``chains``
        lists ``(pegs, holes visited)``. The same pegs may come from chains that end on
        different holes, and each of those goes on from its own hole."""
        went_on = set()
        while chains:
            pegs, path = chains.pop()
            at = path[-1]
            for mask, want, to in jumps[at]:
                if pegs & mask == want:
                    after = pegs ^ mask
                    if (after, to) not in went_on:
                        went_on.add((after, to))
                        longer = path + [to]
                        if after not in found:
                            found[after] = longer
                        chains.append((after, longer))

    def moves(pegs: int) -> dict[int, list[int]]:
        """Every position one move away: ``{pegs after: holes visited}``. The single jumps
        come from peg_solver's bit-parallel line groups; each is then chained further."""
        found: dict[int, list[int]] = {}
        landed = []
        # Single jumps never give the same pegs twice (a line's two directions need a peg
        # and a hole swapped).
        for frm, to, after in single_jumps(pegs):
            found[after] = path = [frm, to]
            if can_chain[to]:
                landed.append((after, path))
        extend(found, landed)
        return found

    def dfs(pegs: int, allowed: int) -> Generator[dict, None, "list[list[int]] | None"]:
        """A solution of at most ``allowed`` moves from ``pegs`` (reached between two moves,
        bound and table already checked), or None; refuted positions go into the table."""
        nodes[0] += 1
        if nodes[0] % PROGRESS == 0:
            if nodes[0] > limit:
                raise search.SearchTooLarge(message("more than {limit} positions", limit=limit))
            if len(refuted) > REFUTED_CAP:
                refuted.clear()  # only pruning is lost: memory stays bounded (a phone's worker)
            yield {"positions": nodes[0], "depth": allowed_now[0],
                   "phase": message(PROVING, moves=allowed_now[0])}
        left = allowed - 1
        children = []
        for after, path in moves(pegs).items():
            if not after & (after - 1):
                if goal is None or after == goal:
                    return [path]
                continue
            value = estimate(after)
            if value > left:
                continue
            canonical = key(after)
            known = refuted.get(canonical, -1)
            if known >= left:
                continue
            if known < 0 and lost(after):
                refuted[canonical] = LOST
                continue
            children.append((value, after, canonical, path))
        # The lowest bound first: finds the solution sooner in the last round.
        children.sort(key=lambda child: child[0])
        for _, after, canonical, path in children:
            if refuted.get(canonical, -1) >= left:
                continue  # a mirror image of a child refuted meanwhile
            rest = yield from dfs(after, left)
            if rest is not None:
                return [path] + rest
        refuted[key(pegs)] = allowed
        return None

    def root(allowed: int) -> Generator[dict, None, "list[list[int]] | None"]:
        pegs, last = position.pegs, position.last
        if not pegs & (pegs - 1):
            return [] if goal is None or pegs == goal else None
        if last >= 0 and pegs >> last & 1:
            # The peg that just landed may go on jumping: its chains cost no move.
            found: dict[int, list[int]] = {}
            extend(found, [(pegs, [last])])
            for after, path in sorted(found.items(), key=lambda item: estimate(item[0])):
                if not after & (after - 1):
                    if goal is None or after == goal:
                        return [path]
                    continue
                if estimate(after) <= allowed and not lost(after) \
                        and refuted.get(key(after), -1) < allowed:
                    rest = yield from dfs(after, allowed)
                    if rest is not None:
                        return [path] + rest
        if allowed <= 0 or refuted.get(key(pegs), -1) >= allowed:
            return None
        return (yield from dfs(pegs, allowed))

    start_bound = bound_of(position.pegs, position.last)
    allowed_now = [start_bound]
    most = position.peg_count() - 1  # one jump at least per move
    for allowed in range(start_bound, most + 1):
        allowed_now[0] = allowed
        yield {"positions": nodes[0], "depth": allowed, "phase": message(PROVING, moves=allowed)}
        solution = yield from root(allowed)
        if solution is not None:
            return {"solvable": True, "moves": allowed, "solution": join_chain(solution),
                    "minimal": True, "positions": nodes[0], "bound": start_bound,
                    "stored": len(refuted)}
    return {"solvable": False, "moves": None, "solution": [], "minimal": True,
            "positions": nodes[0], "bound": start_bound, "stored": len(refuted),
            "reason": message("no jump sequence leaves one peg") if finish is None
            else message("no jump sequence leaves one peg on hole {hole}", hole=finish)}


def join_chain(solution: list[list[int]]) -> list[list[int]]:
    """The moves as lists ``[from, to, ...]``, with each chain as one list (peg_solver's form)."""
    jumps = [(a, b) for move in solution for a, b in zip(move, move[1:])]
    return moves_of(jumps)


# Yield progress every this many positions searched.
PROGRESS = 2048
# The refutation table is emptied past this many entries (about 2.75 per position searched;
# a few hundred MB in the browser's worker at most).
REFUTED_CAP = 4_000_000
