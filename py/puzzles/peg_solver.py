"""Peg solitaire solvers (seeds 000 and 002): minimum moves, counting, any solution fast.

* ``minimum``: since every jump removes one peg, positions fall into layers by jumps played.
  A meet-in-the-middle sweep (search.layered_meet_in_middle) finds every position that lies on
  some solution; a dynamic programme over that small graph then gives the fewest moves (a
  chain of jumps by one peg is one move) and the number of minimal jump sequences, the seed's
  way of counting.
* ``any``: depth first with a memo of dead positions, folded by the board's symmetries.

Both prune with facts derived from the board's geometry (peg.Board): a peg stays in its class,
so the finish hole's class must keep a peg; pegs of a class that no remaining peg can jump
over are stuck for good; a corner peg (never jumped over) must make a move of its own, so the
corner pegs bound the moves still needed. CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.peg import Board, Position

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
        self.jumps_from = [[j for j in self.jumps if j[2] == h] for h in range(board.size)]
        classes = max(board.classes) + 1
        self.class_masks = [sum(1 << h for h in range(board.size) if board.classes[h] == c)
                            for c in range(classes)]
        # The classes whose pegs can ever jump over a peg of class c, as one hole mask: while
        # none of their pegs is left, the pegs of class c stay on the board for good.
        self.removers = [0] * classes
        for mask, _, frm, over, _ in self.jumps:
            self.removers[board.classes[over]] |= self.class_masks[board.classes[frm]]
        self.finish_class = (self.class_masks[board.classes[self.finish]]
                             if self.finish is not None else 0)
        self.start_class_counts = [bin(position.pegs & m).count("1") for m in self.class_masks]
        self.neighbour_pairs = sorted({(1 << frm) | (1 << over) for _, _, frm, over, _ in self.jumps})
        self.corner_mask = sum(1 << h for h in board.corners if h != self.finish)
        self.symmetries = [p for p in board_symmetries(board)
                           if self.finish is None or p[self.finish] == self.finish]

    # --- pruning -------------------------------------------------------------------------
    def dead(self, pegs: int) -> bool:
        """True when no jump sequence can leave a single peg (on the finish hole)."""
        if self.finish is not None and not pegs & self.finish_class:
            return True
        stuck = 0
        for mask, removers in zip(self.class_masks, self.removers):
            if pegs & mask and not pegs & removers:
                stuck += bin(pegs & mask).count("1")
        return stuck > 1

    def lower_bound(self, pegs: int, last: int) -> int:
        """Moves still needed: each corner peg must start a move (the moving peg may be one)."""
        corners = bin(pegs & self.corner_mask).count("1")
        if last >= 0 and (self.corner_mask >> last) & 1:
            corners -= 1
        return corners

    # --- batch expansion for the layered search ------------------------------------------
    def forward(self, batch: list[int]) -> set[int]:
        out: set[int] = set()
        for mask, want, _, _, _ in self.jumps:
            out.update([b ^ mask for b in batch if b & mask == want])
        dead = self.dead
        return {b for b in out if not dead(b)}

    def backward(self, batch: list[int]) -> set[int]:
        out: set[int] = set()
        for mask, want, frm, over, to in self.jumps:
            landed = 1 << to
            out.update([b ^ mask for b in batch if b & mask == landed])
        counts = self.start_class_counts
        masks = self.class_masks
        # A peg never changes class, so no class may hold more pegs than it did at the start.
        return {b for b in out
                if all(bin(b & m).count("1") <= c for m, c in zip(masks, counts))}

    def goals(self) -> set[int]:
        """Final one-peg positions that the start can still reach: the peg's class must be
        present and the rule-of-three signature must match."""
        holes = [self.finish] if self.finish is not None else range(self.board.size)
        signature = self.board.parity(self.position.pegs)
        return {1 << h for h in holes
                if self.position.pegs & self.class_masks[self.board.classes[h]]
                and self.board.parity(1 << h) == signature}

    def impossible(self) -> str:
        """Why no solution can exist, found without searching, or ''."""
        if not self.goals():
            where = " on hole %d" % self.finish if self.finish is not None else ""
            return ("no single peg%s can be reached: every jump keeps the pegs' counts in the "
                    "board's classes (rule of three)" % where)
        if self.dead(self.position.pegs):
            return "pegs that can never be jumped over would be left behind"
        return ""


def board_symmetries(board: Board) -> list[list[int]]:
    """Hole permutations (rotations, reflections) that map the board and its jumps onto
    themselves, found from the coordinates; the identity comes first."""
    import math
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
                key = (key[0] + 0.0, key[1] + 0.0)
                if key not in where:
                    break
                perm.append(where[key])
            else:
                if ({(perm[f], perm[o], perm[t]) for f, o, t in triples} == triples
                        and perm not in found):
                    found.append(perm)
    found.sort(key=lambda p: p != list(range(board.size)))
    return found


def moves_of(jumps: list[tuple[int, int]], last: int = -1) -> list[list[int]]:
    """Group jumps ``(from, to)`` into moves ``[from, to, to, ...]`` (chains by one peg)."""
    moves: list[list[int]] = []
    for frm, to in jumps:
        if moves and frm == moves[-1][-1] or (not moves and frm == last >= 0):
            if not moves:
                moves.append([frm])
            moves[-1].append(to)
        else:
            moves.append([frm, to])
    return moves


def minimum(position: Position, count: bool = True,
            limit: int = 2_000_000) -> Generator[dict, None, dict]:
    """Fewest moves from ``position`` to one peg (on the finish hole), with one optimal
    solution and the number of minimal jump sequences."""
    problem = PegProblem(position)
    start = position.pegs
    length = position.peg_count() - 1
    why = problem.impossible()
    if why:
        return _unsolvable(position, why)
    layers = yield from search.layered_meet_in_middle(
        start, problem.goals(), length, problem.forward, problem.backward, limit)
    if not layers[0]:
        return _unsolvable(position, "no jump sequence leaves one peg" +
                           (" on hole %d" % position.finish if position.finish is not None else ""))
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
    result = {"solvable": True, "moves": moves, "solution": moves_of(jumps, position.last),
              "jumps": len(jumps), "minimal": True,
              "positions": sum(len(layer) for layer in layers)}
    if count:
        result["count"] = ways
    return result


def any_solution(position: Position, limit: int = 5_000_000) -> Generator[dict, None, dict]:
    """Some solution, found fast by depth-first search (not necessarily the fewest moves)."""
    problem = PegProblem(position)
    why = problem.impossible()
    if why:
        return _unsolvable(position, why)
    goals = problem.goals()
    symmetries = problem.symmetries
    size = problem.board.size
    # Byte tables: the image of each 8-hole slice of the board under each symmetry.
    tables = []
    for perm in symmetries[1:]:
        slices = []
        for base in range(0, size, 8):
            row = []
            for byte in range(256):
                image = 0
                for bit in range(8):
                    if byte >> bit & 1 and base + bit < size:
                        image |= 1 << perm[base + bit]
                row.append(image)
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

    dead = problem.dead

    def successors(pegs: int) -> list:
        found = []
        for mask, want, frm, _, to in problem.jumps:
            if pegs & mask == want:
                nb = pegs ^ mask
                if not dead(nb):
                    found.append(((frm, to), nb))
        return found

    # Compact positions (few peg/hole borders) first: widening beams find most solutions
    # in a blink; the complete depth-first search is the fallback.
    borders = problem.neighbour_pairs

    def score(pegs: int) -> int:
        return sum(1 for pair in borders if (pegs & pair) and (pegs & pair) != pair)

    path = None
    length = position.peg_count() - 1
    for width in (100, 400, 1600):
        path = yield from search.beam(position.pegs, successors, score, goals.__contains__,
                                      length, width)
        if path is not None:
            break
    else:
        path = yield from search.depth_first_any(position.pegs, successors,
                                                 goals.__contains__, key, limit)
    if path is None:
        return _unsolvable(position, "no jump sequence leaves one peg" +
                           (" on hole %d" % position.finish if position.finish is not None else ""))
    solution = moves_of(path, position.last)
    moves = len(solution) - (1 if solution and solution[0][0] == position.last else 0)
    return {"solvable": True, "moves": moves, "solution": solution,
            "jumps": len(path), "minimal": False}


def _unsolvable(position: Position, why: str) -> dict:
    return {"solvable": False, "moves": None, "solution": [], "reason": why}


# Boards past this many pegs have too many positions for the exact sweep.
EXACT_PEGS = 21


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point. ``kind``: ``minimum``, ``count`` (minimum and the number of
    minimal solutions), ``any``, or ``solve`` (the minimum where the exact sweep can finish,
    otherwise any solution)."""
    if kind == "solve":
        kind = "minimum" if position.peg_count() <= EXACT_PEGS else "any"
    if kind == "any":
        return (yield from any_solution(position))
    if kind in ("minimum", "count"):
        return (yield from minimum(position, count=(kind == "count")))
    raise ValueError("unknown search kind %r" % kind)
