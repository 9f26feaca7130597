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

from typing import Generator, Union

from puzzles import search
from puzzles.peg import table as peg_table
from puzzles.peg.problem import PegProblem, moves_of
from puzzles.peg.proof import prove_minimum
from puzzles.peg.rules import Position
from puzzles.words import message, reason

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


# Prove (peg_proof) gives up past this many positions: several minutes in the browser.
PROVE_LIMIT = 1_500_000


def _from_tables(position: Position) -> Generator[dict, None, tuple["dict | None", dict]]:
    """``(the minimum from the English 33 tables, or None, a note)``: the note says why the
    answer will be the quick search's when the tables serve the game but cannot be read."""
    table = yield from centre_start_table(position)
    if table is not None:
        return table_minimum(position, table), {}
    if peg_table.centre_start(position.board.name, position.empty, position.finish):
        return None, {"note": message("The English 33 tables could not be read, so the quick "
                                      "search answered.")}
    return None, {}


def _solve(position: Position) -> Generator[dict, None, dict]:
    """The minimum where the tables or the exact sweep serve, otherwise any solution, marked
    not minimal."""
    result, note = yield from _from_tables(position)
    if result is not None:
        return result
    if position.peg_count() <= EXACT_PEGS:
        try:
            return (yield from minimum(position, count=False, limit=SOLVE_LIMIT))
        except search.SearchTooLarge:
            pass
    result = yield from any_solution(position)
    result.update(note)
    return result


def _minimum(position: Position) -> Generator[dict, None, dict]:
    result, _ = yield from _from_tables(position)
    if result is not None:
        return result
    return (yield from minimum(position, count=False))


# The searches this solver offers, by kind: ``solve`` (the minimum where the exact sweep fits,
# otherwise any solution, marked not minimal), ``minimum``, ``count`` (minimum and the number
# of minimal solutions), ``any``, ``hint``, ``prove`` (the minimum by the branch-and-bound
# proof of peg_proof, which reads no stored moves to go).
SEARCHES = {
    "solve": _solve,
    "minimum": _minimum,
    "count": minimum,
    "any": any_solution,
    "hint": hints,
    "prove": prove,
}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point (see SEARCHES); UnknownSearchKind at once for another kind."""
    return search.job(SEARCHES, position, kind)
