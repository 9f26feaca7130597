"""River crossings (seed 002's kind): a new game from the problems and their rowing rules.

A deal draws a problem, the boat's seats and who can row, and keeps a combination whose
fewest crossings (the solver's breadth-first search) lie in the band: Easy 5 to 7, Medium 8
to 12, Hard 13 or more (the jealous husbands with few rowers). CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles import registry
from puzzles.deal import band, graded_draws
from puzzles.gameid import GameIdError
from puzzles.river.rules import PROBLEM_DATA, PROBLEM_ORDER, Position

BAND = (7, 13)
SEATS = (2, 3)


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    low, high = band(difficulty, *BAND, least=5)

    def draw():
        name = PROBLEM_ORDER[rand(len(PROBLEM_ORDER))]
        people = PROBLEM_DATA[name][1]
        chosen = 1 + rand((1 << len(people)) - 1)  # a non-empty set of rowers
        rowers = [person for index, person in enumerate(people) if chosen >> index & 1]
        game_id = "river/%s?rowers=%s&seats=%d" % (name, ",".join(rowers), SEATS[rand(len(SEATS))])
        try:
            return registry.parse(game_id)[1]
        except GameIdError:
            return None

    dealt, optimum = yield from graded_draws(draw, low, high)
    return {"game": dealt.game_id(), "optimum": optimum}
