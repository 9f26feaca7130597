"""Peg solitaire's bit boards (seeds 000 and 002): one board's jump tables as bit masks
(PegProblem), the facts that prune a search (dead positions, corner counting), the beam
search's score, the board's symmetries and the grouping of jumps into moves.

Shared by the searches (solver), the proof (proof) and the English 33 tables (table), which
import it and never each other in a circle. CPython/Pyodide only.
"""

import math
from typing import Callable

from puzzles.peg.rules import Board, Position
from puzzles.words import message

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
        keep the finish hole, so mirror images share one memo entry (byte tables)."""
        return symmetry_key(self.symmetries, self.board.size, 8)

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


def symmetry_key(symmetries: list[list[int]], size: int, bits: int) -> Callable[[int], int]:
    """The smallest image of a position under ``symmetries`` (the identity first), by one
    table look-up per ``bits``-hole slice of the board and per symmetry: the searches' memo
    key (byte slices) and the proof's (wider ones)."""
    mask = (1 << bits) - 1
    # The image of each slice value under each symmetry: that of the value without its
    # lowest bit, plus that bit's hole.
    tables = []
    for perm in symmetries[1:]:
        rows = []
        for base in range(0, size, bits):
            row = [0] * (1 << bits)
            for value in range(1, 1 << bits):
                bit = (value & -value).bit_length() - 1
                row[value] = row[value & (value - 1)] | (1 << perm[base + bit] if base + bit < size else 0)
            rows.append(row)
        tables.append(rows)
    if all(len(rows) == 3 for rows in tables):
        triples = [tuple(rows) for rows in tables]

        def key3(pegs: int) -> int:
            low, middle, high = pegs & mask, pegs >> bits & mask, pegs >> 2 * bits
            smallest = pegs
            for t0, t1, t2 in triples:
                image = t0[low] | t1[middle] | t2[high]
                if image < smallest:
                    smallest = image
            return smallest
        return key3

    def key(pegs: int) -> int:
        smallest = pegs
        for rows in tables:
            image = 0
            rest = pegs
            for row in rows:
                image |= row[rest & mask]
                rest >>= bits
            if image < smallest:
                smallest = image
        return smallest
    return key


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
