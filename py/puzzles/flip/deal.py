"""Flip It (seed 004): a new game dealt by its distance to the goal.

Every one of the board's 524,288 positions is a start (a colouring of the 15 pieces and the
space's cell); the solver's sweep knows each one's fewest moves, so a deal draws positions
at random until one lies in the difficulty's band. CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import band, graded_draws
from puzzles.flip.rules import FULL, SIZE, Position, dealt_position

# (Easy at most, Hard at least) fewest moves, per board; the longest are 22 and 18.
BANDS = {"square": (10, 16), "square-diagonal": (8, 13)}


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    geometry = position.board
    low, high = band(difficulty, *BANDS[geometry.name])

    def draw():
        space = rand(SIZE)
        white = rand(1 << SIZE) & FULL & ~(1 << space)
        return dealt_position(geometry, white, space)

    dealt, optimum = yield from graded_draws(draw, low, high)
    return {"game": dealt.game_id(), "optimum": optimum}
