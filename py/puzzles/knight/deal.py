"""Knight's tour (seed 001): a new game on a random board and start, always with a tour.

A tour visits every free cell, so a board's difficulty is how many cells it has to visit,
and whether the tour must close: Easy boards have at most 30 cells, Medium 31 to 48 (a cut
cell or two on some), Hard 49 or more, or a closed tour. The start cell is drawn at random
and the solver must find a tour from it (not every start of a small board has one).
CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import solver_result
from puzzles.knight.rules import Position, parse

# (rows, cols, closed, cut cells) drawn per difficulty.
SIZES = {
    "easy": ((3, 4, False, 0), (4, 5, False, 0), (5, 5, False, 0), (5, 6, False, 0), (5, 5, False, 1)),
    "medium": ((6, 6, False, 0), (5, 7, False, 0), (6, 7, False, 0), (6, 6, False, 2), (5, 8, False, 0),
               (6, 8, False, 1)),
    "hard": ((7, 7, False, 0), (8, 8, False, 0), (7, 8, False, 0), (6, 6, True, 0), (6, 8, True, 0),
             (8, 8, True, 0)),
}
CELLS = {"easy": (12, 30), "medium": (31, 48), "hard": (36, 10 ** 9)}
DRAWS = 200


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    low, high = CELLS[difficulty]
    for attempt in range(DRAWS):
        if attempt % 5 == 4:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        rows, cols, closed, cuts = SIZES[difficulty][rand(len(SIZES[difficulty]))]
        size = rows * cols
        cut = []
        while len(cut) < cuts:
            cell = rand(size)
            if cell not in cut:
                cut.append(cell)
        free = [cell for cell in range(size) if cell not in cut]
        if not low <= len(free) <= high or (difficulty == "hard" and len(free) < 49 and not closed):
            continue
        start = free[rand(len(free))]
        keys = []
        if cut:
            keys.append("cut=" + ",".join(str(cell) for cell in sorted(cut)))
        if closed:
            keys.append("closed=1")
        keys.append("start=%d" % start)
        dealt = parse("%dx%d" % (rows, cols), dict(key.split("=") for key in keys))
        result = yield from solver_result(dealt, "solve")
        if result.get("solvable"):
            return {"game": dealt.game_id(), "optimum": result["moves"], "cells": len(free)}
    raise ValueError("no deal found in %d draws" % DRAWS)
