"""Knight's tour (seed 001): a new game on the board on show, its start dealt by difficulty.

New game keeps the board (its size, cut cells and whether the tour must close; issue 35), so
the difficulty is the start cell's. Warnsdorff's rule (1823) steers a tour toward the cells
with the fewest onward moves, so a tour from a corner-like cell is the easiest to find by
hand and one from the middle of the board the hardest: Easy draws a start among the free
cells with the fewest knight moves, Hard among those with the most, Medium between. The
solver must find a tour from it (not every start of a small board has one); a board without
any tour deals none and says so. CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import solver_result
from puzzles.knight.rules import Position

DRAWS = 40


def start_classes(position: Position) -> dict[str, list[int]]:
    """The free cells of the board on show by difficulty: Easy the third with the fewest
    knight moves, Hard the third with the most, Medium the rest (each in cell order)."""
    board = position.board
    cells = sorted(board.free, key=lambda cell: (len(board.neighbours[cell]), cell))
    third = max(1, len(cells) // 3)
    easy, hard = sorted(cells[:third]), sorted(cells[-third:])
    medium = sorted(cells[third:-third]) or sorted(cells)
    return {"easy": easy, "medium": medium, "hard": hard}


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    board = position.board
    wanted = start_classes(position)[difficulty]
    tried = []
    for attempt in range(DRAWS):
        if attempt % 5 == 4:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        left = [cell for cell in wanted if cell not in tried] or [cell for cell in board.free if cell not in tried]
        if not left:
            break
        start = left[rand(len(left))]
        tried.append(start)
        dealt = Position(board, position.closed, [start])
        result = yield from solver_result(dealt, "solve")
        if result.get("solvable"):
            return {"game": dealt.game_id(), "optimum": result["moves"], "cells": len(board.free)}
    raise ValueError("no tour found on this board from %d starts" % len(tried))
