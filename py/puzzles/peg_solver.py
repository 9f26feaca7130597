"""Peg solitaire solvers (seeds 000 and 002): minimum moves, counting, any solution fast.

* ``minimum``: since every jump removes one peg, positions fall into layers by jumps played.
  A meet-in-the-middle sweep (search.layered_meet_in_middle) finds every position that lies on
  some solution; a dynamic programme over that small graph then gives the fewest moves (a
  chain of jumps by one peg is one move) and the number of minimal jump sequences, the seed's
  way of counting. Played backwards, solitaire is solitaire with pegs and holes swapped, so
  when the last peg must end in the one hole empty at the start the backward half of the
  sweep is the complement of the forward half and is not searched.
* ``any``: beams ordered by a geometric score, rescued depth first when they fail near the
  end, then the complete depth-first search (search.beams_then_depth_first); a memo of dead
  positions is folded by the board's symmetries. Past EXACT_PEGS pegs it gives up early.
* The English 33 centre start (hole 16), to finish on 16 or anywhere, is answered from the
  shipped tables of its winning positions and their moves to go (peg_table): Hint at any
  number of pegs, and minimum / Solve with the proven 18 moves from the start to the centre
  and 17 with the finish anywhere.

Both prune with facts derived from the board's geometry (peg.Board): a peg stays in its class,
so the finish hole's class must keep a peg; pegs of a class that no remaining peg can jump
over are stuck for good; a corner peg (never jumped over) must still make a jump of its own,
which removes a peg of a class next to its corner, so corner pegs can never outnumber those
("corner counting", PegProblem._resources). CPython/Pyodide only.
"""

import math
from typing import Callable, Generator, Union

from puzzles import peg_table, search
from puzzles.peg import Board, Position
from puzzles.words import message, reason

Jump = tuple[int, int, int, int, int]  # (mask of the three holes, pegs wanted, from, over, to)


class PegProblem:
    """Bit-board tables for one board and finish hole."""

    def __init__(self, position: Position):
        board: Board = position.board
        self.position = position
        self.board = board
        self.finish = position.finish
        self.jumps: list[Jump] = []
        for frm in range(board.size):
            for over, to in board.jumps[frm]:
                mask = (1 << frm) | (1 << over) | (1 << to)
                self.jumps.append((mask, (1 << frm) | (1 << over), frm, over, to))
        classes = max(board.classes) + 1
        self.class_masks = [sum(1 << h for h in range(board.size) if board.classes[h] == c)
                            for c in range(classes)]
        # The classes whose pegs can ever jump over a peg of class c, as one hole mask: while
        # none of their pegs is left, the pegs of class c stay on the board for good.
        self.removers = [0] * classes
        for mask, _, frm, over, _ in self.jumps:
            self.removers[board.classes[over]] |= self.class_masks[board.classes[frm]]
        self.class_removers = list(zip(self.class_masks, self.removers))
        # The finish hole's class must keep a peg (any peg will do without a finish hole).
        self.finish_class = (self.class_masks[board.classes[self.finish]]
                             if self.finish is not None else board.full)
        self.start_class_counts = [(position.pegs & m).bit_count() for m in self.class_masks]
        self.symmetries = [p for p in board_symmetries(board)
                           if self.finish is None or p[self.finish] == self.finish]
        # For backward(): each jump with the class of its over hole and that class's count.
        self.undo = [(mask, 1 << to, self.class_masks[board.classes[over]],
                      self.start_class_counts[board.classes[over]])
                     for mask, _, frm, over, to in self.jumps]
        self.lines = self._lines()
        self.resources = self._resources(classes)
        self._score_tables: tuple | None = None  # built on first use (any_solution only)

    def _lines(self) -> list[tuple[int, int, int, int]]:
        """The jumps grouped for bit-parallel generation: ``(low, d_over, d_to, pattern)``.

        Holes are numbered row by row, so along a line of three holes ``f < o < t`` and the
        index steps ``o - f``, ``t - f`` are the same for many lines; ``low`` holds the ``f``
        of every line with the given steps, ``pattern`` the three holes of the line at f = 0.
        One shift-and-mask then finds all jumps of a group, both ways along the lines.
        """
        groups: dict[tuple[int, int], int] = {}
        for _, _, frm, over, to in self.jumps:
            if frm < to:
                assert frm < over < to
                steps = (over - frm, to - frm)
                groups[steps] = groups.get(steps, 0) | 1 << frm
        return [(low, d1, d2, 1 | 1 << d1 | 1 << d2) for (d1, d2), low in sorted(groups.items())]

    def _resources(self, classes: int) -> list[tuple[int, int, int]]:
        """Corner counting: ``(corners, food, survivor)`` tests for dead().

        A corner peg is never jumped over, so while two or more pegs remain it must still
        jump (the survivor makes the last jump), and its first jump removes a peg from one
        of the classes that jumps from its corner pass over. So for any set N of classes,
        the pegs on corners whose jumps all pass over N can never outnumber the pegs in N
        ("food"), less one when the survivor must be in N. (This rules out most diamond41
        starts that pass the rule of three, and most dead positions of triangle21.)
        """
        board = self.board
        eats = {h: {board.classes[over] for over, _ in board.jumps[h]} for h in board.corners}
        goal_classes = {board.classes[g.bit_length() - 1] for g in self.goals()}
        result = []
        for bits in range(1 << classes):
            eaten = {c for c in range(classes) if bits >> c & 1}
            corners = sum(1 << h for h, e in eats.items() if e <= eaten)
            if corners:
                food = sum(self.class_masks[c] for c in eaten)
                survivor = 1 if goal_classes and goal_classes <= eaten else 0
                result.append((corners, food, survivor))
        # Drop a test when another one with more corners, less food (and at least its
        # survivor) always fires whenever it does.
        return [r for r in set(result)
                if not any(o != r and o[0] & r[0] == r[0] and o[1] & r[1] == o[1] and o[2] >= r[2]
                           for o in result)]

    # --- pruning -------------------------------------------------------------------------
    def dead(self, pegs: int) -> bool:
        """True when no jump sequence can leave a single peg (on the finish hole)."""
        if not pegs & self.finish_class:
            return True
        stuck = 0
        for mask, removers in self.class_removers:
            if not pegs & removers:
                stuck += (pegs & mask).bit_count()
        if stuck > 1:
            return True
        return self.corners_starve(pegs)

    def corners_starve(self, pegs: int) -> bool:
        """Corner counting: more corner pegs (each must still jump) than pegs to jump over."""
        if not pegs & (pegs - 1):  # one peg left: nothing has to jump any more
            return False
        return any((pegs & corners).bit_count() + survivor > (pegs & food).bit_count()
                   for corners, food, survivor in self.resources)

    # --- single positions, for any_solution ---------------------------------------------
    def single_jumps(self, pegs: int) -> list[tuple[int, int, int]]:
        """``(from, to, next pegs)`` for every legal jump, found by the bit-parallel line
        groups (each pair of opposite directions in one pass over the board)."""
        holes = ~pegs
        found = []
        for low, d1, d2, pattern in self.lines:
            middle = pegs >> d1
            # Lines whose low end jumps up (peg, peg, hole), then those whose top jumps down.
            for ends, frm, to in ((pegs & middle & holes >> d2 & low, 0, d2),
                                  (holes & middle & pegs >> d2 & low, d2, 0)):
                while ends:
                    bit = ends & -ends
                    ends ^= bit
                    f = bit.bit_length() - 1
                    found.append((f + frm, f + to, pegs ^ pattern * bit))
        return found

    def successors(self, pegs: int) -> list[tuple[tuple[int, int], int]]:
        """``((from, to), next pegs)`` for every jump that does not lead to a dead position."""
        dead = self.dead
        return [((frm, to), after) for frm, to, after in self.single_jumps(pegs) if not dead(after)]

    def score(self, pegs: int) -> float:
        """How unpromising a position looks (lower = try first), from the board's geometry.

        Peg/hole borders (scattered pegs are hard to gather) plus a weight per peg that grows
        with its distance from the centre and is larger on corners (pegs there must still
        make a move of their own); so the outside is cleared first and the pegs stay together.
        """
        if self._score_tables is None:
            self._score_tables = self._make_score_tables()
        pairs, tables = self._score_tables
        borders = 0
        for delta, low in pairs:
            borders += ((pegs ^ pegs >> delta) & low).bit_count()
        total = SCORE_BORDER * borders
        for table in tables:
            total += table[pegs & 255]
            pegs >>= 8
        return total

    def _make_score_tables(self) -> tuple[list[tuple[int, int]], list[list[float]]]:
        board = self.board
        pairs: dict[int, int] = {}
        for _, _, frm, over, _ in self.jumps:
            a, b = min(frm, over), max(frm, over)
            pairs[b - a] = pairs.get(b - a, 0) | 1 << a
        points = [(x, y * board.y_scale) for x, y in board.coords]
        cx = sum(x for x, _ in points) / len(points)
        cy = sum(y for _, y in points) / len(points)
        unit = min(math.dist(points[frm], points[over]) for _, _, frm, over, _ in self.jumps)
        weight = [SCORE_DISTANCE * math.dist(p, (cx, cy)) / unit
                  + (SCORE_CORNER if h in board.corners else 0) for h, p in enumerate(points)]
        # Byte tables: the weight sum of each 8-hole slice of the board.
        tables = []
        for base in range(0, board.size, 8):
            tables.append([sum(weight[base + i] for i in range(8)
                               if byte >> i & 1 and base + i < board.size)
                           for byte in range(256)])
        return sorted(pairs.items()), tables

    def symmetry_key(self) -> Callable[[int], int]:
        """A function giving the smallest image of a position under the symmetries that
        keep the finish hole, so mirror images share one memo entry."""
        size = self.board.size
        # Byte tables: the image of each 8-hole slice of the board under each symmetry
        # (a byte's image is that of the byte without its lowest bit, plus that bit's hole).
        tables = []
        for perm in self.symmetries[1:]:
            slices = []
            for base in range(0, size, 8):
                row = [0] * 256
                for byte in range(1, 256):
                    bit = (byte & -byte).bit_length() - 1
                    row[byte] = row[byte & (byte - 1)] | (
                        1 << perm[base + bit] if base + bit < size else 0)
                slices.append(row)
            tables.append(slices)

        def key(pegs: int) -> int:
            smallest = pegs
            for slices in tables:
                image = 0
                rest = pegs
                for row in slices:
                    image |= row[rest & 255]
                    rest >>= 8
                if image < smallest:
                    smallest = image
            return smallest
        return key

    # --- batch expansion for the layered search ------------------------------------------
    def forward(self, batch: list[int]) -> set[int]:
        out: set[int] = set()
        for mask, want, _, _, _ in self.jumps:
            out.update([b ^ mask for b in batch if b & mask == want])
        # The cheap dead tests only (the trimming drops any other dead position anyway).
        if self.finish is not None:
            finish = self.finish_class
            out = {b for b in out if b & finish}
        starve = self.corners_starve
        return {b for b in out if not starve(b)}

    def backward(self, batch: list[int]) -> set[int]:
        out: set[int] = set()
        # A peg never changes class, so no class may hold more pegs than it did at the start:
        # undoing a jump gives back the peg of its ``over`` hole (the jumping peg only moves
        # within its class).
        for mask, landed, over_class, room in self.undo:
            out.update([b ^ mask for b in batch
                        if b & mask == landed and (b & over_class).bit_count() < room])
        # Corner counting backwards: each start peg gone from a corner has jumped off it,
        # removing a peg of the corner's food, so the food lost covers the corners emptied.
        start = self.position.pegs
        for corners, food, _ in self.resources:
            emptied, eaten = start & corners, (start & food).bit_count()
            out = {b for b in out if (emptied & ~b).bit_count() + (b & food).bit_count() <= eaten}
        return out

    def goals(self) -> set[int]:
        """Final one-peg positions that the start can still reach: the peg's class must be
        present and the rule-of-three signature must match."""
        holes = [self.finish] if self.finish is not None else range(self.board.size)
        signature = self.board.parity(self.position.pegs)
        return {1 << h for h in holes
                if self.position.pegs & self.class_masks[self.board.classes[h]]
                and self.board.parity(1 << h) == signature}

    def impossible(self) -> "dict | str":
        """Why no solution can exist (a words.message), found without searching, or ''."""
        if not self.goals():
            if self.finish is not None:
                return message("no single peg on hole {hole} can be reached: every jump keeps the "
                               "pegs' counts in the board's classes (rule of three)", hole=self.finish)
            return message("no single peg can be reached: every jump keeps the pegs' counts in "
                           "the board's classes (rule of three)")
        pegs = self.position.pegs
        if self.dead(pegs):
            if self.corners_starve(pegs):
                return message("too many pegs sit on corners (never jumped over, so each must "
                               "still jump) for the pegs they could jump over")
            return message("pegs that can never be jumped over would be left behind")
        return ""


# any_solution's score (PegProblem.score): the cost of one peg/hole border, of a peg on a
# corner, and of a peg per hole of distance from the centre. Narrow beams are sensitive to
# the balance: these values solve every diamond41 start with width ~100 (see any_solution).
SCORE_BORDER = 1.0
SCORE_CORNER = 4.0
SCORE_DISTANCE = 1.5


def board_symmetries(board: Board) -> list[list[int]]:
    """Hole permutations (rotations, reflections) that map the board and its jumps onto
    themselves, found from the coordinates; the identity comes first."""
    points = [(x, y * board.y_scale) for x, y in board.coords]
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    where = {(round(x - cx, 3), round(y - cy, 3)): h for h, (x, y) in enumerate(points)}
    triples = {(f, o, t) for f in range(board.size) for o, t in board.jumps[f]}
    found: list[list[int]] = []
    for step in range(12):
        angle = step * math.pi / 6
        c, s = math.cos(angle), math.sin(angle)
        for flip in (1, -1):
            perm = []
            for x, y in points:
                dx, dy = x - cx, (y - cy) * flip
                key = (round(c * dx - s * dy, 3), round(s * dx + c * dy, 3))
                if key not in where:
                    break
                perm.append(where[key])
            else:
                if ({(perm[f], perm[o], perm[t]) for f, o, t in triples} == triples
                        and perm not in found):
                    found.append(perm)
    found.sort(key=lambda p: p != list(range(board.size)))
    return found


def moves_of(jumps: list[tuple[int, int]]) -> list[list[int]]:
    """Group jumps ``(from, to)`` into moves ``[from, to, to, ...]`` (chains by one peg).

    A first jump that continues the position's last move still makes an entry of its own."""
    moves: list[list[int]] = []
    for frm, to in jumps:
        if moves and frm == moves[-1][-1]:
            moves[-1].append(to)
        else:
            moves.append([frm, to])
    return moves


def _sweep(position: Position, limit: int) -> Generator[dict, None, tuple]:
    """The exact search's common part: the positions on a solution path, layer by layer (a
    meet in the middle), and ``value(pegs, last)`` -> ``(fewest moves, minimal jump
    sequences)`` from each of them, where ``last`` is the hole a free chain may continue
    from. Returns ``(problem, layers, value)``, or ``(None, reason, None)`` when the
    position cannot be won."""
    problem = PegProblem(position)
    start = position.pegs
    length = position.peg_count() - 1
    why = problem.impossible()
    if why:
        return None, why, None
    if position.peg_count() > EXACT_PEGS:
        raise search.SearchTooLarge(message(
            "an exact search with {pegs} pegs on the board; it needs {most} or fewer, so play a "
            "few moves first, or ask for any solution", pegs=position.peg_count(), most=EXACT_PEGS))
    goals = problem.goals()
    # Played backwards, solitaire is solitaire on the complement board (pegs <-> holes). So
    # when the start lacks one peg, on the hole where the last peg must end, the sweep back
    # from the goal is the complement of the sweep forward and need not be done.
    full = problem.board.full
    mirror = (lambda pegs: full ^ pegs) if goals == {full ^ start} else None
    layers = yield from search.layered_meet_in_middle(
        start, goals, length, problem.forward, problem.backward, limit, mirror)
    if not layers[0]:
        return None, _no_sequence(position), None
    # best[b] = (moves, count) with no free jump; free[b][h] = the same when the peg on h
    # may continue its chain for free (it landed there on the previous jump).
    best: dict[int, tuple[int, int]] = {b: (0, 1) for b in layers[length]}
    free: dict[int, dict[int, tuple[int, int]]] = {b: {} for b in layers[length]}

    def value(b: int, last: int) -> tuple[int, int]:
        return free[b].get(last, best[b])

    def better(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
        if a[0] != b[0]:
            return a if a[0] < b[0] else b
        return (a[0], a[1] + b[1])

    done = 0
    for i in range(length - 1, -1, -1):
        following = layers[i + 1]
        for b in layers[i]:
            paid = (1 << 30, 0)
            chains: dict[int, tuple[int, int]] = {}
            for mask, want, frm, _, to in problem.jumps:
                if b & mask == want:
                    nb = b ^ mask
                    if nb in following:
                        moves, ways = value(nb, to)
                        paid = better(paid, (moves + 1, ways))
                        chains[frm] = better(chains.get(frm, (1 << 30, 0)), (moves, ways))
            best[b] = paid
            free[b] = {h: better(v, paid) for h, v in chains.items() if v[0] <= paid[0]}
            done += 1
            if done % search.CHUNK == 0:
                yield {"positions": done, "depth": length - i, "phase": "counting"}
    return problem, layers, value


def minimum(position: Position, count: bool = True,
            limit: int = 2_000_000) -> Generator[dict, None, dict]:
    """Fewest moves from ``position`` to one peg (on the finish hole), with one optimal
    solution and the number of minimal jump sequences."""
    problem, layers, value = yield from _sweep(position, limit)
    if problem is None:
        return _unsolvable(layers)
    start, length = position.pegs, position.peg_count() - 1
    moves, ways = value(start, position.last)
    # Walk one optimal path.
    jumps: list[tuple[int, int]] = []
    b, last, left = start, position.last, moves
    for i in range(length):
        for mask, want, frm, _, to in problem.jumps:
            if b & mask == want and b ^ mask in layers[i + 1]:
                cost = 0 if frm == last else 1
                if value(b ^ mask, to)[0] + cost == left:
                    jumps.append((frm, to))
                    b, last, left = b ^ mask, to, left - cost
                    break
    result = {"solvable": True, "moves": moves, "solution": moves_of(jumps),
              "jumps": len(jumps), "minimal": True,
              "positions": sum(len(layer) for layer in layers)}
    if count:
        result["count"] = ways
    return result


def hints(position: Position, limit: int = 0) -> Generator[dict, None, dict]:
    """Every legal jump, judged by the exact search: ``hints`` is ``[[[from, to], moves left
    after it or None, moves of a whole solution starting with it or None], ...]``; ``dead``
    lists the jumps after which the position cannot be won (proven: no solution passes
    there). A chain jump by the peg that just moved costs no move. Past the exact search's
    reach every number is None and ``unknown`` says why."""
    legal = [[frm, to] for frm in position.movable_pegs() for _, _, to in position.legal_jumps(frm)]
    table = yield from centre_start_table(position)
    if table is not None:
        judged = table_hints(position, table, legal)
        if judged is not None:
            return judged
    try:
        problem, layers, value = yield from _sweep(position, limit or SOLVE_LIMIT)
    except search.SearchTooLarge as error:
        return (yield from _quick_hints(position, legal, reason(error)))
    if problem is None:
        return {"hints": [[move, None, None] for move in legal], "dead": legal, "reason": layers}
    entries, dead = [], []
    for frm, to in legal:
        after = position.play([frm, to]).pegs
        if after in layers[1]:
            left = value(after, to)[0]
            entries.append([[frm, to], left, left + (0 if frm == position.last else 1)])
        else:
            entries.append([[frm, to], None, None])
            dead.append([frm, to])
    return {"hints": entries, "dead": dead, "positions": sum(len(layer) for layer in layers)}


def _quick_hints(position: Position, legal: list, why: dict) -> Generator[dict, None, dict]:
    """hints() past the exact search's reach: no jump's value is known, but a quick search
    still tells a lot. A solution it finds proves the position can be won (``winnable``) and
    gives a jump that keeps the win (``example``); a complete search that finds none proves
    it lost. Within HINT_QUICK_LIMIT dead positions, else nothing more is said."""
    unknown = {"hints": [[move, None, None] for move in legal], "unknown": why}
    try:
        found = yield from any_solution(position, limit=HINT_QUICK_LIMIT)
    except search.SearchTooLarge:
        return unknown
    if not found["solvable"]:
        return {"hints": unknown["hints"], "dead": legal, "reason": found["reason"]}
    first = found["solution"][0]
    unknown.update(winnable=True, example=first[:2])
    return unknown


# Hint past the exact search's reach: the quick search's dead positions at most (a second or
# two natively when it fails; a solvable position is usually solved in a tenth of that).
HINT_QUICK_LIMIT = 20_000


# --- the English 33 centre game's tables (peg_table) ------------------------------------
Table = Union[peg_table.WinningSet, peg_table.EitherFinish]


def centre_start_table(position: Position) -> Generator[dict, None, "Table | None"]:
    """The shipped table when ``position`` belongs to the English 33 centre start (start hole
    16, finish on 16 or anywhere), read at the first call; else None (also when a file
    cannot be read)."""
    if not peg_table.centre_start(position.board.name, position.empty, position.finish):
        return None
    return (yield from peg_table.load_for(position.finish))


def from_centre_start(position: Position) -> bool:
    """Whether the centre game's start reaches ``position`` (which has more than EXACT_PEGS
    pegs). Played backwards on the complements, that is: can the complement (a dozen pegs at
    most) be cleared to one peg on the centre? A small depth-first search."""
    reverse = Position(position.board, position.board.full ^ position.pegs, peg_table.CENTRE,
                       peg_table.CENTRE)
    problem = PegProblem(reverse)
    goal = 1 << peg_table.CENTRE
    seen: set[int] = set()
    stack = [reverse.pegs]
    while stack:
        pegs = stack.pop()
        if pegs == goal:
            return True
        for _, after in problem.successors(pegs):
            if after not in seen:
                seen.add(after)
                stack.append(after)
    return False


def table_verdict(position: Position, table: "Table") -> "int | None | str":
    """The fewest moves to go from ``position`` by the table (None: it cannot be won), or
    ``"unknown"`` where the exact search is to decide: a position the table does not hold
    that the centre start does not reach (the table holds only positions it reaches), or
    may not reach (EXACT_PEGS pegs or fewer: not worth asking)."""
    value = table.value(position.pegs, position.last)
    if value is not None:
        return value
    if position.peg_count() <= EXACT_PEGS:
        return "unknown"
    return None if from_centre_start(position) else "unknown"


def table_hints(position: Position, table: "Table", legal: list) -> "dict | None":
    """hints() from the table, or None when the exact search must decide instead."""
    if table_verdict(position, table) == "unknown":
        return None
    entries, dead = [], []
    for frm, to in legal:
        left = table.after_landing(position.play([frm, to]).pegs, to)
        if left is None:
            entries.append([[frm, to], None, None])
            dead.append([frm, to])
        else:
            entries.append([[frm, to], left, left + (0 if frm == position.last else 1)])
    return {"hints": entries, "dead": dead, "positions": len(table)}


def table_minimum(position: Position, table: "Table") -> "dict | None":
    """minimum() from the table (None where it cannot tell): an optimal solution walked
    move by move along the table's moves to go, proven minimal since the table holds every
    position's fewest moves (scripts/make_peg_table.py)."""
    value = table_verdict(position, table)
    if value == "unknown":
        return None
    if value is None:
        return _unsolvable(message("{why} (the English 33 table)", why=_no_sequence(position)))
    solution: list[list[int]] = []
    here = position
    while here.peg_count() > 1:
        move = table.best_move(here.pegs, here.last)
        if solution and move[0] == here.last:
            solution[-1].extend(move[1:])
        else:
            solution.append(move)
        here = here.play(move)
    assert here.is_won() and here.moves - position.moves == value, \
        "the walk must take the table's moves"
    jumps = sum(len(move) - 1 for move in solution)
    return {"solvable": True, "moves": value, "solution": solution, "jumps": jumps,
            "minimal": True, "positions": len(table)}


def prove(position: Position) -> Generator[dict, None, dict]:
    """Prove: peg_proof's search, pruned by the English 33 centre table's membership (only
    which positions can be won, never their stored moves to go) where the table serves the
    game; the result is marked ``proof``."""
    from puzzles.peg_proof import prove_minimum  # it imports this module
    table = yield from centre_start_table(position)
    member = table.__contains__ if table is not None else None
    result = yield from prove_minimum(position, member, limit=PROVE_LIMIT)
    result["proof"] = True
    return result


def any_solution(position: Position, limit: int = 5_000_000) -> Generator[dict, None, dict]:
    """Some solution, found fast (not necessarily the fewest moves): beams of growing width
    ordered by PegProblem.score, each rescued depth first near its end; then, if they all
    fail, the complete depth-first search."""
    problem = PegProblem(position)
    why = problem.impossible()
    if why:
        return _unsolvable(why)
    goals = problem.goals()
    # Up to EXACT_PEGS pegs one beam, then the whole depth-first search (a blink there).
    big = position.peg_count() > EXACT_PEGS
    widths = ANY_WIDTHS if big else ANY_WIDTHS[:1]
    if big:  # said at once: no proof can come out of this search
        yield {"positions": 0, "depth": 0, "phase": QUICK_ONLY}
    try:
        path = yield from search.beams_then_depth_first(
            position.pegs, problem.successors, problem.score, goals.__contains__,
            position.peg_count() - 1, widths, problem.symmetry_key(), ANY_RESCUE,
            min(limit, ANY_BIG_LIMIT) if big else limit)
    except search.SearchTooLarge:
        if not big:
            raise
        # Past the exact search's reach a depth-first search that the beams could not lead
        # to a solution runs for many minutes before it gives up: give up early instead.
        raise search.SearchTooLarge(message(
            "no solution found by the quick search, and none ruled out: with {pegs} pegs the "
            "exact search is out of reach (it needs {most} or fewer), so whether this position "
            "can be won is not proven", pegs=position.peg_count(), most=EXACT_PEGS)) from None
    if path is None:
        return _unsolvable(_no_sequence(position))
    solution = moves_of(path)
    moves = len(solution) - (1 if solution and solution[0][0] == position.last else 0)
    return {"solvable": True, "moves": moves, "solution": solution,
            "jumps": len(path), "minimal": False}


# any_solution's beam widths, and the positions each beam's depth-first rescue may visit.
ANY_WIDTHS = (100, 300, 900)
ANY_RESCUE = 3000
# Past EXACT_PEGS pegs the depth-first search after the beams stops at this many dead
# positions (seconds): the beams solve every solvable start tried well before it.
ANY_BIG_LIMIT = 50_000
QUICK_ONLY = "quick search only: the exact search needs 21 pegs or fewer"


def _unsolvable(why: dict) -> dict:
    return {"solvable": False, "moves": None, "solution": [], "reason": why}


def _no_sequence(position: Position) -> dict:
    if position.finish is not None:
        return message("no jump sequence leaves one peg on hole {hole}", hole=position.finish)
    return message("no jump sequence leaves one peg")


# Past this many pegs the exact sweep has too many positions; Solve goes straight to a quick
# solution. Below it, Solve tries the exact sweep with SOLVE_LIMIT positions per layer.
EXACT_PEGS = 21
SOLVE_LIMIT = 300_000


KINDS = ("solve", "minimum", "count", "any", "hint", "prove")
# Prove (peg_proof) gives up past this many positions: several minutes in the browser.
PROVE_LIMIT = 1_500_000


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point. ``kind``: ``minimum``, ``count`` (minimum and the number of
    minimal solutions), ``any``, or ``solve`` (the minimum where the exact sweep fits,
    otherwise any solution, marked not minimal), ``prove`` (the minimum by the branch-and-bound
    proof of peg_proof, which reads no stored moves to go). A bad kind raises ValueError at
    once."""
    if kind not in KINDS:
        raise ValueError("unknown search kind %r; kinds: %s" % (kind, ", ".join(KINDS)))
    return _search(position, kind)


def _search(position: Position, kind: str) -> Generator[dict, None, dict]:
    if kind in ("solve", "minimum"):
        table = yield from centre_start_table(position)
        if table is not None:
            result = table_minimum(position, table)
            if result is not None:
                return result
    if kind == "solve":
        if position.peg_count() <= EXACT_PEGS:
            try:
                return (yield from minimum(position, count=False, limit=SOLVE_LIMIT))
            except search.SearchTooLarge:
                pass
        result = yield from any_solution(position)
        return result
    if kind == "any":
        return (yield from any_solution(position))
    if kind == "hint":
        return (yield from hints(position))
    if kind == "prove":
        return (yield from prove(position))
    return (yield from minimum(position, count=(kind == "count")))
