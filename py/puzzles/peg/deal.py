"""Peg solitaire (seeds 001 and 005): a new game dealt by how hard its start is.

A deal draws a start on the board (one empty hole; for Medium and Hard also a finish hole,
the kind where the last peg must end in a given hole) and asks the solver's hint search
what every first move leaves: the share of first moves that keep the win grades it, then the
fewest moves (more is harder). Of ``CANDIDATES`` winnable starts drawn, Easy (no finish hole)
takes the easiest, Medium (a finish hole) the middle one, Hard (a finish hole) the hardest.
New game keeps the board on show (issue 35): the boards whose exact search is quick are graded
so; on a large board (English 33, French 37, Diamond 41, a custom board) the exact search is
too slow to grade, so the difficulty is the kind of start (``deal_large``): Easy any empty
hole, Medium a finish on the hole left empty (the classic "complement" problem; any finish
where a board has none), Hard a finish on another hole; the solver's quick search keeps a
start only when it finds a solution.
CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import solver_result
from puzzles.errors import SearchTooLarge
from puzzles.peg.rules import Position, start_position

QUICK_BOARDS = ("triangle15", "triangle21", "hex12", "hoppers13")
QUICK_HOLES = 21  # a custom board of this many holes or fewer is graded as the quick boards are
DRAWS = 400
COMPLEMENT_DRAWS = 60
CANDIDATES = 9
PRESET_LARGE = ("english33", "french37", "diamond41")  # their starts in puzzles.peg.deal_table


def grade(result: dict) -> tuple[int, int, int | None]:
    """``(winning first moves, first moves, fewest moves)`` from a hint search's answer;
    winning None when some move is not known exactly."""
    dead = [tuple(map(tuple, [m])) for m in result.get("dead") or ()]
    winning, fewest = 0, None
    for entry in result.get("hints") or ():
        move, count = entry[0], entry[1]
        if count is None:
            if tuple(map(tuple, [move])) not in dead:
                return -1, len(result["hints"]), None  # not known exactly: no grade
            continue
        winning += 1
        count = entry[2] if len(entry) > 2 and entry[2] is not None else count + 1  # the move included
        fewest = count if fewest is None else min(fewest, count)
    return winning, len(result.get("hints") or ()), fewest


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    geometry = position.board
    if geometry.name not in QUICK_BOARDS and geometry.size > QUICK_HOLES:
        return (yield from deal_large(position, difficulty, rand))
    holes = list(range(geometry.size))
    graded = []
    for attempt in range(DRAWS):
        if attempt % 5 == 4:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        empty = holes[rand(len(holes))]
        finish = None if difficulty == "easy" else holes[rand(len(holes))]
        start = start_position(geometry, empty, finish)
        result = yield from solver_result(start, "hint")
        winning, total, fewest = grade(result)
        if winning <= 0 or not total:
            continue
        # Easier first: a larger share of winning first moves, then fewer moves.
        graded.append((-winning / total, fewest, len(graded), start, winning, total))
        if len(graded) == CANDIDATES:
            break
    if not graded:
        raise ValueError("no winnable start found in %d draws" % DRAWS)
    graded.sort(key=lambda entry: entry[:3])
    index = {"easy": 0, "medium": len(graded) // 2}.get(difficulty, len(graded) - 1)
    _, fewest, _, start, winning, total = graded[index]
    return {"game": start.game_id(), "optimum": fewest, "winning": winning, "first_moves": total}


def table_starts(name: str) -> list[tuple[int, "int | None", "int | None"]]:
    """``[(empty hole, finish hole or None, fewest moves or None), ...]`` of board ``name`` in
    puzzles.peg.deal_table (read as the script wrote it); [] for a board not in it."""
    from puzzles.peg.deal_table import STARTS

    starts = []
    for entry in STARTS.get(name, ()):
        holes, _, fewest = entry.partition(":")
        empty, _, finish = holes.partition("-")
        starts.append((int(empty), None if finish == "_" else int(finish), None if fewest == "_" else int(fewest)))
    return starts


def from_table(name: str, difficulty: str, rand: Callable[[int], int]) -> "dict | None":
    """A start of the kind ``difficulty`` asks, drawn from the starts the quick search wins on
    board ``name`` (puzzles.peg.deal_table, made by scripts/make_peg_deals.py), or None when
    the table has no such board."""
    starts = table_starts(name)
    if difficulty == "easy":
        kind = [start for start in starts if start[1] is None]
    elif difficulty == "medium":  # the complement problem; any finish on a board that has none
        kind = [start for start in starts if start[1] == start[0]] or [
            start for start in starts if start[1] is not None]
    else:
        kind = [start for start in starts if start[1] is not None and start[1] != start[0]]
    if not kind:
        return None
    empty, finish, fewest = kind[rand(len(kind))]
    return {"empty": empty, "finish": finish, "optimum": fewest}


def deal_large(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    """A start on a board too large to grade (see the module's notes): its kind is the
    difficulty, the solver's quick search checks it can be won (once, by a script, for the
    preset boards: drawn from their table at once)."""
    geometry = position.board
    if geometry.name in PRESET_LARGE:  # (a custom board has a name of its own)
        drawn = from_table(geometry.name, difficulty, rand)
        if drawn is not None:
            start = start_position(geometry, drawn["empty"], drawn["finish"])
            return {"game": start.game_id(), "optimum": drawn["optimum"]}
    holes = list(range(geometry.size))
    for attempt in range(DRAWS):
        yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        empty = holes[rand(len(holes))]
        finish = None if difficulty == "easy" else holes[rand(len(holes))]
        if difficulty == "medium" and attempt < COMPLEMENT_DRAWS:
            finish = empty  # some boards (French 37) have no complement problem: any finish after
        elif difficulty == "hard" and finish == empty:
            continue
        start = start_position(geometry, empty, finish)
        try:
            result = yield from solver_result(start, "solve")
        except SearchTooLarge:  # neither found nor ruled out by the quick search: not dealt
            continue
        if result.get("solvable"):
            optimum = result.get("moves") if result.get("minimal") else None
            return {"game": start.game_id(), "optimum": optimum}
    raise ValueError("no winnable start found in %d draws" % DRAWS)
