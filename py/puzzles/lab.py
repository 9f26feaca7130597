"""The solver lab (issue 23): each source page's search methods as short programs, run side by side.

A *lab program* is a module ``puzzles/<family>/lab_<name>.py`` written for reading: the method of
one step of a source page (seeds 000-004, M.Hiroi's pages), or one of ours. It defines
``solve(position, progress)``: ``position`` is the family's rules object, ``progress(positions=N,
depth=D)`` reports the positions searched so far in all and the depth (or iteration) now
searched; it returns a solution (a list of moves, as ``python -m puzzles solve --json`` gives
them), a count (an int), or None for "no solution".

``METHODS`` lists every program (display order: per family, the pages' methods in their order,
then ours) with its page's problem, the method it improves on, the published figure, a ``slow``
flag (minutes in Python on its page's problem) and ``explain`` (one catalogue sentence).
``QUESTIONS`` holds the questions the pages ask, each with the game id that opens it and the
answer the page states; ``answer(question)`` finds ours. ``run_source``
runs a program's text (built in, or edited by a user on the page, in the lab's own worker) on a
game id and reports plain JSON-able data: the answer, positions searched, positions per depth and
the time. A solution is checked move by move with the family's rules. CPython/Pyodide only
(never imported by the MicroPython page).
"""

import importlib.util
import time
import traceback
from typing import Callable

from puzzles import registry
from puzzles.gameid import GameIdError
from puzzles.words import mark, message, reason, say

PROGRAM_NAME = "<lab>"  # the file name of a program's code in tracebacks


# One sentence a method, for the lab's list (English; words.py has the Japanese).
EXPLANATIONS = {
    "peg-iddfs": mark(
        "Every line of 1 move, then 2, ... until one ends with one peg: no bound, so it tries "
        "everything."),
    "peg-corner": mark(
        "A corner peg is never jumped over, so it must move itself: more corner pegs than moves left "
        "ends a line."),
    "peg-groups": mark(
        "A peg never leaves its group: the finish hole's group must keep a peg, and the corner pegs need"
        " pegs to jump over."),
    "peg-table1": mark(
        "Two corner pegs that jump over the same hole cost 3 moves, or 4 when it is empty (Table 1): a "
        "tighter bound."),
    "peg-count": mark(
        "Step 3's search, which goes on to the end of the first depth with a solution and counts them "
        "all."),
    "peg-hoppers-scan": mark("At each position every jump of the table is tried, most from holes with no peg."),
    "peg-hoppers-pegs": mark("The peg to move is found first, and only its jumps are tried."),
    "peg-hoppers-bound": mark(
        "Corner pegs as a lower bound, not counted while a peg of the corners' group is in a chain."),
    "peg-sweep": mark("Our solver: a search from the start and from the goal at once, over layers of jumps."),
    "peg-prove": mark("Our proof: a branch and bound whose lower bound counts Merson regions."),
    "slide-hardest-list": mark(
        "From the goal, layer by layer; each new position looked up in a list of those seen."),
    "slide-hardest-dict": mark(
        "The same sweep with a hash table: a look-up costs the same however many positions are seen."),
    "slide-iddfs": mark("Every line of n moves, then n + 1; the piece just moved is not moved back."),
    "slide-bound": mark(
        "Each tile needs at least its distance home: a line whose moves plus the sum pass the limit is "
        "cut."),
    "slide-ours": mark(
        "Our solver: every position's distance from one sweep, kept; a solution walks down the "
        "distances."),
    "flip-bfs": mark(
        "Positions one move away, then two, ...; a dict keeps each position seen and where it came from."),
    "flip-iddfs": mark("Every line of n moves, then n + 1, with no table of positions."),
    "flip-corner": mark(
        "A black corner piece needs two moves: off the corner, then jumped over. Twice the black corners"
        " is a lower bound."),
    "flip-hardest": mark(
        "From every goal (all white, the space anywhere) layer by layer: the last layer is the hardest."),
    "flip-hardest-symmetry": mark(
        "The hardest positions, those that are turns or mirror images of each other counted once."),
    "flip-ours": mark("Our solver: one sweep from the goals gives every position's distance, kept."),
    "knight-backtrack": mark(
        "From the knight's cell try each free cell a move away, and step back when stuck; count the "
        "tours."),
    "knight-warnsdorff": mark("Go first to the cell with the fewest onward moves; step back only when stuck."),
    "knight-ours": mark("Our solver counts the tours without walking each of them."),
    "river-iddfs": mark("Every crossing plan of 9, then 11, ... crossings; no bank seen twice on a line."),
    "river-bfs": mark(
        "All banks one crossing away, then two, ...: the first plan that gets everyone over is the "
        "shortest."),
    "river-ours": mark("Our solver: breadth first over tables of the states, built once."),
    "nim-sum": mark("Exclusive-or the heaps: 0 loses for the player to move; otherwise a move makes it 0."),
    "nim-tree": mark(
        "Try every move: a position wins when some move leaves a lost one; compare with the nim-sum."),
}


def _method(family: str, method: str, title: str, source: str, problem: str, improves: "str | None",
            module: str, published: "dict | None" = None, slow: bool = False) -> dict:
    return {"family": family, "method": method, "title": title, "source": source, "problem": problem,
            "improves": improves, "module": module, "published": published, "slow": slow,
            "explain": EXPLANATIONS[method]}


def _published(seconds: "float | None", machine: str, positions: "int | None" = None) -> dict:
    return {"seconds": seconds, "machine": machine, "positions": positions}


SBCL = "SBCL 2.1.11, Core i5-6200U 2.30GHz"
PENTIUM = "Pentium 166 MHz"
PYPY = "PyPy3 7.3.1"
PROLOG = "Prolog, Pentium 166 MHz"
TRIANGLE21 = "peg/triangle21?empty=6&finish=6"
HOPPERS13 = "peg/hoppers13?empty=6&finish=6"
AFTER_14_6 = "peg/triangle21?empty=6&finish=6&pegs=111111111011110111111&moves=1&last=6"  # seed 000's first move
SIX = "slide/six"
FLIP = "flip/square"
PROBLEM_A = "knight/4x4?cut=0,3,12,15&closed=1&start=1"
HUSBANDS = "river/jealous-husbands"
NIM = "nim?heaps=5,2,3"

# In display order: per family, the source pages' methods in their order, then ours. ``slow``:
# the method takes minutes in Python on its page's problem (the lab says so; Cancel stops it).
METHODS = (
    _method("peg", "peg-iddfs", mark("Plain iterative deepening"), "page", TRIANGLE21, None,
            "puzzles.peg.lab_iddfs", None, slow=True),
    _method("peg", "peg-corner", mark("Iterative deepening with the corner-peg lower bound"), "page",
            TRIANGLE21, "peg-iddfs", "puzzles.peg.lab_corner", _published(8.54, SBCL)),
    _method("peg", "peg-groups", mark("Iterative deepening with the corner bound and the peg groups"), "page",
            TRIANGLE21, "peg-corner", "puzzles.peg.lab_groups", _published(2.88, SBCL)),
    _method("peg", "peg-table1", mark("Iterative deepening with the peg-group bound of Table 1"), "page",
            TRIANGLE21, "peg-groups", "puzzles.peg.lab_table1", _published(0.86, SBCL)),
    _method("peg", "peg-count", mark("Counting every shortest solution, as the page does"), "page", AFTER_14_6,
            None, "puzzles.peg.lab_count", _published(0.86, SBCL)),
    _method("peg", "peg-hoppers-scan", mark("Iterative deepening trying every jump of the table"), "page",
            HOPPERS13, None, "puzzles.peg.lab_hoppers_scan", _published(27, PROLOG)),
    _method("peg", "peg-hoppers-pegs", mark("Iterative deepening, the peg to move found first"), "page",
            HOPPERS13, "peg-hoppers-scan", "puzzles.peg.lab_hoppers_pegs", _published(12, PROLOG)),
    _method("peg", "peg-hoppers-bound", mark("Iterative deepening with the corner bound, paused in a chain"),
            "page", HOPPERS13, "peg-hoppers-pegs", "puzzles.peg.lab_hoppers_bound", _published(3.5, PROLOG)),
    _method("peg", "peg-sweep", mark("Our two-ended sweep"), "ours", TRIANGLE21, None, "puzzles.peg.lab_sweep"),
    _method("peg", "peg-prove", mark("Our proof: branch and bound with Merson regions"), "ours", TRIANGLE21,
            None, "puzzles.peg.lab_prove"),
    _method("slide", "slide-hardest-list", mark("Hardest positions from the goal, seen positions in a list"),
            "page", SIX, None, "puzzles.slide.lab_hardest_list", _published(53, PENTIUM)),
    _method("slide", "slide-hardest-dict", mark("Hardest positions from the goal, seen positions in a hash table"),
            "page", SIX, "slide-hardest-list", "puzzles.slide.lab_hardest_dict", _published(6.2, PENTIUM)),
    _method("slide", "slide-iddfs", mark("Iterative deepening, never moving the same piece twice"), "page", SIX,
            None, "puzzles.slide.lab_iddfs", _published(900, PENTIUM)),
    _method("slide", "slide-bound", mark("Iterative deepening with the distance lower bound"), "page", SIX,
            "slide-iddfs", "puzzles.slide.lab_bound", _published(0.83, PENTIUM)),
    _method("slide", "slide-ours", mark("Our breadth-first tables and IDA*"), "ours", SIX, None,
            "puzzles.slide.lab_ours"),
    _method("flip", "flip-bfs", mark("Breadth-first search with a dict"), "page", FLIP, None,
            "puzzles.flip.lab_bfs", _published(1.6, PYPY)),
    _method("flip", "flip-iddfs", mark("Iterative deepening"), "page", FLIP, None, "puzzles.flip.lab_iddfs",
            _published(48, PYPY)),
    _method("flip", "flip-corner", mark("Iterative deepening with the corner lower bound"), "page", FLIP,
            "flip-iddfs", "puzzles.flip.lab_corner", _published(4.6, PYPY)),
    _method("flip", "flip-hardest", mark("Hardest positions from the goal"), "page", FLIP, None,
            "puzzles.flip.lab_hardest", _published(2.4, PYPY)),
    _method("flip", "flip-hardest-symmetry", mark("Hardest positions up to the board's symmetries"), "page", FLIP,
            None, "puzzles.flip.lab_hardest_symmetry"),
    _method("flip", "flip-ours", mark("Our breadth-first sweep from the goals"), "ours", FLIP, None,
            "puzzles.flip.lab_ours"),
    _method("knight", "knight-backtrack", mark("Depth-first backtracking, counting every tour"), "page",
            PROBLEM_A, None, "puzzles.knight.lab_backtrack"),
    _method("knight", "knight-warnsdorff", mark("Warnsdorff's rule"), "ours", "knight/8x8", None,
            "puzzles.knight.lab_warnsdorff"),
    _method("knight", "knight-ours", mark("Our tour counting"), "ours", PROBLEM_A, None, "puzzles.knight.lab_ours"),
    _method("river", "river-iddfs", mark("Iterative deepening from the page's start depth"), "page", HUSBANDS,
            None, "puzzles.river.lab_iddfs"),
    _method("river", "river-bfs", mark("Breadth-first search"), "page", HUSBANDS, None, "puzzles.river.lab_bfs"),
    _method("river", "river-ours", mark("Our breadth-first search over state tables"), "ours", HUSBANDS, None,
            "puzzles.river.lab_ours"),
    _method("nim", "nim-sum", mark("The nim-sum rule"), "page", NIM, None, "puzzles.nim.lab_nimsum"),
    _method("nim", "nim-tree", mark("A plain game-tree search"), "page", NIM, None, "puzzles.nim.lab_tree"),
)

# Questions from the source (issue 23, point 5): each the question in words, the game id that
# opens it, how it is answered (a method's slug, or a search kind of our solver: "minimum",
# "count", "analyse"; "starts" and "starts-compensating": the all-starts table's least value,
# over all pairs or over start hole = finish hole), what the answer is ("moves", "count",
# "distance") and the answer the page states (None where the page leaves it to the reader:
# the README and docs/lab.md give ours).
QUESTIONS = (
    {"seed": 0, "question": mark("The 21-hole triangle, hole 6 empty at the start and the last peg on hole 6: the "
                                 "fewest moves?"),
     "game": TRIANGLE21, "kind": "minimum", "value": "moves", "answer": 12},
    {"seed": 0, "question": mark("The same problem after the first move 14 to 6: how many shortest solutions?"),
     "game": AFTER_14_6, "kind": "count",
     "value": "count", "answer": 96},
    {"seed": 1, "question": mark("The 12-hole board: the fewest moves to one peg, from the best start hole?"),
     "game": "peg/hex12", "kind": "starts", "value": "moves", "answer": None},
    {"seed": 1, "question": mark("The 12-hole board: the fewest moves of a compensating solution (the last peg on "
                                 "the start hole)?"),
     "game": "peg/hex12", "kind": "starts-compensating", "value": "moves", "answer": None},
    {"seed": 1, "question": mark("Problem A: the closed knight's tours of the 4x4 board without its corners, from "
                                 "one cell?"),
     "game": PROBLEM_A, "kind": "count", "value": "count", "answer": 4},
    {"seed": 1, "question": mark("Three jealous husbands and their wives, a boat for two: the fewest crossings?"),
     "game": HUSBANDS, "kind": "minimum", "value": "moves", "answer": 11},
    {"seed": 1, "question": mark("The same when only the husbands and one wife can row?"),
     "game": "river/jealous-husbands?rowers=Ha,Hb,Hc,Wa", "kind": "minimum", "value": "moves", "answer": None},
    {"seed": 1, "question": mark("The pipe-piece sliding puzzle: the fewest moves from START to GOAL?"),
     "game": "slide/pipes", "kind": "minimum", "value": "moves", "answer": None},
    {"seed": 2, "question": mark("Hoppers, hole 6 empty at the start and the last peg on hole 6: the fewest moves?"),
     "game": HOPPERS13, "kind": "minimum", "value": "moves", "answer": 7},
    {"seed": 2, "question": mark("The knight's open tours of a 3x4 board from a corner?"),
     "game": "knight/3x4?start=0", "kind": "count", "value": "count", "answer": 2},
    {"seed": 3, "question": mark("The six puzzle: how many positions need the most moves?"),
     "game": SIX, "kind": "analyse", "value": "count", "answer": 24},
    {"seed": 3, "question": mark("The six puzzle: the most moves any position needs?"),
     "game": SIX, "kind": "analyse", "value": "distance", "answer": 15},
    {"seed": 4, "question": mark("Flip It: the fewest moves from the page's start?"),
     "game": FLIP, "kind": "minimum", "value": "moves", "answer": 22},
    {"seed": 4, "question": mark("Flip It: how many positions need the most moves?"),
     "game": FLIP, "kind": "analyse", "value": "count", "answer": 4},
    {"seed": 4, "question": mark("Flip It: how many hardest positions, up to the board's turns and mirrors?"),
     "game": FLIP, "kind": "flip-hardest-symmetry", "value": "count", "answer": 1},
    {"seed": 4, "question": mark("Flip It with diagonal jumps: the most moves any position needs?"),
     "game": "flip/square-diagonal", "kind": "analyse", "value": "distance", "answer": 18},
    {"seed": 4, "question": mark("Flip It with diagonal jumps: how many positions need the most moves?"),
     "game": "flip/square-diagonal", "kind": "analyse", "value": "count", "answer": 20},
    {"seed": 4, "question": mark("Flip It with diagonal jumps: how many hardest positions, up to the board's turns "
                                 "and mirrors?"),
     "game": "flip/square-diagonal", "kind": "flip-hardest-symmetry", "value": "count", "answer": 4},
    {"seed": 2, "question": mark("Has the 4x4 board an open knight's tour?"),
     "game": "knight/4x4", "kind": "minimum", "value": "solvable", "answer": False},
    {"seed": 2, "question": mark("Has the 3x3 board an open knight's tour?"),
     "game": "knight/3x3", "kind": "minimum", "value": "solvable", "answer": False},
    {"seed": 2, "question": mark("Has the 6x6 board a closed knight's tour?"),
     "game": "knight/6x6?closed=1", "kind": "minimum", "value": "solvable", "answer": True},
)

_BY_SLUG = {entry["method"]: entry for entry in METHODS}


def answer(question: dict) -> "int | None":
    """Our answer to one of QUESTIONS, found by running our solver (or the all-starts table, or
    the lab method the question names)."""
    family, position = registry.parse(question["game"])
    if question["kind"] in _BY_SLUG:
        return run_method(question["kind"], question["game"])[question["value"]]
    if question["kind"].startswith("starts"):
        from puzzles.peg.starts import all_starts
        rows = all_starts(position.board)
        if question["kind"] == "starts-compensating":
            rows = [row for row in rows if row["finish"] == row["empty"]]
        values = [row["moves"] for row in rows if row["moves"] is not None]
        return min(values) if values else None
    search = registry.solver(family).search_job(position, question["kind"])
    while True:
        try:
            next(search)
        except StopIteration as stop:
            return bool(stop.value.get("solvable")) if question["value"] == "solvable" \
                else stop.value.get(question["value"])


def methods(family: "str | None" = None) -> list:
    """The methods of ``family`` (all when None), in display order."""
    return [dict(entry) for entry in METHODS if family is None or entry["family"] == family]


def method(slug: str) -> dict:
    """The method called ``slug``; ValueError, naming the known ones, for any other name."""
    if slug not in _BY_SLUG:
        raise ValueError(message("unknown lab method {method}; methods: {methods}", method=str(slug)[:40],
                                 methods=", ".join(_BY_SLUG)))
    return dict(_BY_SLUG[slug])


def program_text(slug: str) -> str:
    """The source text of a method's program (read from the package's file)."""
    name = method(slug)["module"]
    spec = importlib.util.find_spec(name)
    # The loader's own reading works from files and from an archive alike (the worker's).
    text = spec.loader.get_source(name) if spec is not None and spec.loader is not None else None
    if text is None:
        raise ValueError(message("no program text for lab method {method}", method=slug))
    return text


class LabError(Exception):
    """A program that cannot run or answers wrongly: ``args[0]`` is a words.message (worded on
    the page), ``line`` the line of the program's text it concerns (or None)."""

    def __init__(self, said: dict, line: "int | None" = None) -> None:
        super().__init__(said)
        self.line = line

    def __str__(self) -> str:
        return say(self.args[0])


class _Stopped(BaseException):
    """Raised from progress when the time limit runs out (a BaseException: a program's own
    ``except Exception`` does not swallow it)."""


class _Relayed(BaseException):
    """What the caller's progress raised (to stop the run), carried through the program."""

    def __init__(self, error: BaseException) -> None:
        super().__init__(error)
        self.error = error


def _program_line(error: BaseException) -> "int | None":
    """The line of the program's text where ``error`` was raised (the innermost such frame)."""
    line = None
    for frame in traceback.extract_tb(error.__traceback__):
        if frame.filename == PROGRAM_NAME:
            line = frame.lineno
    return line


def _compile(source: str) -> Callable:
    try:
        code = compile(source, PROGRAM_NAME, "exec")
    except SyntaxError as error:
        raise LabError(message("the program has a syntax error on line {line}: {error}", line=error.lineno,
                               error=error.msg), error.lineno) from None
    namespace = {"__name__": "__lab__"}
    try:
        exec(code, namespace)
    except Exception as error:  # the program's own top-level code failed
        line = _program_line(error)
        raise LabError(message("the program stopped with an error on line {line}: {error}", line=line,
                               error=_error_text(error)), line) from None
    solve = namespace.get("solve")
    if not callable(solve):
        raise LabError(message("the program has no function solve(position, progress)"))
    return solve


def _error_text(error: BaseException) -> str:
    said = reason(error)
    text = say(said) if isinstance(said, dict) else str(said)
    return "%s: %s" % (type(error).__name__, text) if text else type(error).__name__


def run_source(source: str, game_id: str, progress: "Callable | None" = None,
               time_limit: "float | None" = None) -> dict:
    """Run a program's text on the position ``game_id`` names; see the module's docstring.

    ``progress(positions=, depth=, seconds=)`` (optional) hears every report of the program.
    ``positions`` is the last count the program reported (each built-in program reports once
    more before it returns); ``per_depth[d]`` the positions searched while the depth was ``d``.
    Raises LabError (a bad program, an illegal solution, the time limit) or GameIdError."""
    family, position = registry.parse(game_id)
    solve = _compile(source)
    per_depth: list = []
    state = {"positions": 0, "depth": None}
    started = time.monotonic()

    def report(positions: int = 0, depth: int = 0, **_ignored) -> None:
        positions, depth = int(positions), max(0, int(depth))
        # What was searched since the last report was searched at the depth reported then.
        at = depth if state["depth"] is None else state["depth"]
        while len(per_depth) <= max(at, depth):
            per_depth.append(0)
        per_depth[at] += max(0, positions - state["positions"])
        state["positions"], state["depth"] = max(positions, state["positions"]), depth
        elapsed = time.monotonic() - started
        if progress is not None:
            try:
                progress(positions=state["positions"], depth=depth, seconds=elapsed)
            except BaseException as error:  # the caller stops the run: its exception, unchanged
                raise _Relayed(error) from None
        if time_limit is not None and elapsed > time_limit:
            raise _Stopped()

    try:
        answer = solve(position, report)
    except _Relayed as relayed:
        raise relayed.error from None
    except _Stopped:
        raise LabError(message("stopped: the time limit of {seconds} s ran out ({positions} positions searched)",
                               seconds=time_limit, positions=state["positions"])) from None
    except Exception as error:
        line = _program_line(error)
        raise LabError(message("the program stopped with an error on line {line}: {error}", line=line,
                               error=_error_text(error)), line) from None
    seconds = time.monotonic() - started
    result = {"answer": "none", "moves": None, "solution": None, "count": None,
              "positions": state["positions"], "per_depth": per_depth, "seconds": round(seconds, 4)}
    if answer is None:
        return result
    if isinstance(answer, bool) or not isinstance(answer, (int, list, tuple)):
        raise LabError(message("the program returned {value}, not a list of moves, a count or None",
                               value=repr(answer)[:60]))
    if isinstance(answer, int):
        result.update(answer="count", count=answer)
        return result
    solution = [_plain(move) for move in answer]
    check_solution(family, position, solution)
    result.update(answer="solution", moves=len(solution), solution=solution)
    return result


def _plain(move):
    """A move as JSON data (tuples become lists)."""
    return [_plain(part) for part in move] if isinstance(move, (list, tuple)) else move


# Families whose solutions end at the goal (Nim's "solution" is the one winning move to play now).
GOAL_FAMILIES = ("peg", "slide", "flip", "knight", "river")


def check_solution(family: str, position, solution: list) -> None:
    """Play ``solution`` from ``position`` with the family's rules; LabError names the first
    illegal move (its number from 1 and its text), or says the goal is not reached."""
    view = registry.view(family)
    for number, move in enumerate(solution, 1):
        try:
            position = view.play(position, move)
        except (ValueError, TypeError, IndexError, KeyError) as error:
            raise LabError(message("move {number} of the solution, {move}, is illegal: {why}", number=number,
                                   move=repr(move)[:60], why=reason(error))) from None
    if family in GOAL_FAMILIES and not position.is_won():
        raise LabError(message("the solution's {moves} moves do not reach the goal", moves=len(solution)))


def follow(search, progress: Callable) -> dict:
    """Drive one of the site's search generators to its end, handing its progress to a lab
    program's ``progress``; its result dict (for the "ours" programs)."""
    reported, depth = 0, 0
    while True:
        try:
            step = next(search)
        except StopIteration as stop:
            result = stop.value
            progress(positions=max(reported, result.get("positions", 0) or 0), depth=depth)
            return result
        reported, depth = step.get("positions", 0), step.get("depth", 0)
        progress(positions=reported, depth=depth)


def run_method(slug: str, game_id: str, progress: "Callable | None" = None,
               time_limit: "float | None" = None) -> dict:
    """Run a built-in method's program (its text, as the page shows it) on ``game_id``."""
    return run_source(program_text(slug), game_id, progress, time_limit)


__all__ = ["METHODS", "LabError", "GameIdError", "check_solution", "follow", "method", "methods",
           "program_text", "run_method", "run_source"]
