"""Nim (seed 002): a new game whose heaps are dealt by how many winning moves the player has.

The player moves first from a position they can win; the solver counts the moves that keep
the win. Easy: three heaps of up to 7 stones, at least two winning moves; Medium: three or
four heaps of up to 9, exactly one winning move; Hard: five heaps of up to 15, exactly one.
The rules stay those of the game on show (issue 35): misère stays misère, normal play stays
normal, and so does the computer opponent (or two players); the difficulty deals the heaps
only, the player to move first. Nim has no moves to count against a best, so the deal's optimum is None.
CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import solver_result
from puzzles.nim.rules import Position, parse

# (heap counts, most stones, fewest and most winning moves)
SHAPES = {"easy": ((3,), 7, 2, 99), "medium": ((3, 4), 9, 1, 1), "hard": ((5,), 15, 1, 1)}
DRAWS = 2000


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    counts, most, fewest, highest = SHAPES[difficulty]
    rules = {}  # the game on show's rules and players, kept (its game id's keys)
    if position.misere:
        rules["misere"] = "1"
    if not position.computer:
        rules["computer"] = "0"
    for attempt in range(DRAWS):
        if attempt % 50 == 49:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        count = counts[rand(len(counts))]
        heaps = [1 + rand(most) for _ in range(count)]
        params = dict(rules)
        params["heaps"] = ",".join(str(heap) for heap in heaps)
        dealt = parse("", params)
        result = yield from solver_result(dealt, "count")
        if result.get("winner") == "mover" and fewest <= (result.get("count") or 0) <= highest:
            return {"game": dealt.game_id(), "optimum": None, "winning_moves": result["count"]}
    raise ValueError("no deal found in %d draws" % DRAWS)
