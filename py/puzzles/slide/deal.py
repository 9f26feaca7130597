"""Sliding puzzles (seeds 001 and 003): a new game dealt by its fewest moves.

The small boards (six, pipes, eight): the solver's sweep knows every arrangement's distance,
so a deal draws arrangements (uniformly, or by a random walk from the goal for Easy, where
uniform draws are rarely that close) until one lies in the band. The 15-puzzle is too large
for a sweep, so its bands are guaranteed by bounds: a walk of n slides from the goal is at
most n from it (Easy: 30 slides, then IDA* gives the exact optimum; Medium: 49 slides and
the pattern databases' lower bound at least 31), and Hard keeps a uniform draw whose pattern
database bound is at least 50 (the optimum is never below IDA*'s lower bound).
CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles.deal import band, graded_draws, solver_result
from puzzles.slide.rules import Position, shuffled

# (Easy at most, Hard at least) fewest moves; the longest are 15 (six), 30 (pipes), 31 (eight).
BANDS = {"six": (6, 12), "pipes": (13, 22), "eight": (14, 23), "fifteen": (30, 50)}
DRAWS = 2000


def walk(position: Position, length: int, rand: Callable[[int], int]) -> Position:
    """The goal after ``length`` random slides, never straight back."""
    geometry = position.board
    tiles = list(geometry.goal)
    space = tiles.index(0)
    previous = -1
    for _ in range(length):
        choices = [cell for cell in geometry.neighbours[space] if cell != previous]
        cell = choices[rand(len(choices))]
        tiles[space], tiles[cell] = tiles[cell], 0
        previous, space = space, cell
    return Position(geometry, tuple(tiles))


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    geometry = position.board
    easy_most, hard_least = BANDS[geometry.name]
    if geometry.name == "fifteen":
        return (yield from _deal_fifteen(position, difficulty, rand, easy_most, hard_least))
    low, high = band(difficulty, easy_most, hard_least)

    def draw():
        if difficulty == "easy":
            return walk(position, low + rand(high - low + 1), rand)
        return shuffled(position, rand)

    dealt, optimum = yield from graded_draws(draw, low, high)
    return {"game": dealt.game_id(), "optimum": optimum}


def _deal_fifteen(position, difficulty, rand, easy_most, hard_least):
    from puzzles.slide import fifteen
    databases = yield from fifteen.patterns()
    for attempt in range(DRAWS):
        if attempt % 20 == 19:
            yield {"positions": attempt, "depth": 0, "phase": "dealing a new game"}
        if difficulty == "easy":
            dealt = walk(position, easy_most, rand)
            result = yield from solver_result(dealt)
            if result["moves"] >= 3:
                return {"game": dealt.game_id(), "optimum": result["moves"]}
        elif difficulty == "medium":
            dealt = walk(position, hard_least - 1, rand)
            least = databases.heuristic(dealt.tiles)
            if least > easy_most:
                return {"game": dealt.game_id(), "optimum": None, "least": least, "most": hard_least - 1}
        else:
            dealt = shuffled(position, rand)
            least = databases.heuristic(dealt.tiles)
            if least >= hard_least:
                return {"game": dealt.game_id(), "optimum": None, "least": least}
    raise ValueError("no deal found in %d draws" % DRAWS)
