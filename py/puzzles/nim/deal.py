"""Nim (seed 002): a new game whose heaps are dealt by how many winning moves the player has.

The player moves first from a position they can win; the solver counts the moves that keep
the win. Easy: three heaps of up to 7 stones, normal play, at least two winning moves;
Medium: three or four heaps of up to 9, misère or not, exactly one winning move; Hard: five
heaps of up to 15, misère or not, exactly one. Nim has no moves to count against a best, so
the deal's optimum is None. CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import solver_result
from puzzles.nim.rules import Position, parse

# (heap counts, most stones, misère possible, fewest and most winning moves)
SHAPES = {"easy": ((3,), 7, False, 2, 99), "medium": ((3, 4), 9, True, 1, 1), "hard": ((5,), 15, True, 1, 1)}
DRAWS = 2000


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    counts, most, misere_possible, fewest, highest = SHAPES[difficulty]
    for attempt in range(DRAWS):
        if attempt % 50 == 49:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        count = counts[rand(len(counts))]
        heaps = [1 + rand(most) for _ in range(count)]
        misere = misere_possible and rand(2) == 1
        params = {"heaps": ",".join(str(heap) for heap in heaps)}
        if misere:
            params["misere"] = "1"
        dealt = parse("", params)
        result = yield from solver_result(dealt, "count")
        if result.get("winner") == "mover" and fewest <= (result.get("count") or 0) <= highest:
            return {"game": dealt.game_id(), "optimum": None, "winning_moves": result["count"]}
    raise ValueError("no deal found in %d draws" % DRAWS)
