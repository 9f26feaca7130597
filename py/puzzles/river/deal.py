"""River crossings (seed 002's kind): a new game of the problem on show, its rowing rules dealt.

New game keeps the problem (Missionaries stay Missionaries; issue 35): a deal draws who can
row and the boat's seats, the combinations whose fewest crossings (the solver's breadth-first
search) are known to be winnable. Their distinct optima are split in three: Easy takes a
number of crossings among the fewest, Hard among the most, Medium between, then one
combination of it (the jealous husbands with few rowers are the hardest).
CPython/Pyodide only.
"""

from typing import Callable, Generator

from puzzles import registry
from puzzles.deal import solver_result
from puzzles.gameid import GameIdError
from puzzles.river.rules import PROBLEM_DATA, Position

SEATS = (2, 3)


def combinations(name: str) -> list[str]:
    """Every game id of the problem ``name`` with a non-empty set of rowers and a boat of
    each size in ``SEATS``, in a fixed order."""
    people = PROBLEM_DATA[name][1]
    ids = []
    for chosen in range(1, 1 << len(people)):
        rowers = [person for index, person in enumerate(people) if chosen >> index & 1]
        for seats in SEATS:
            ids.append("river/%s?rowers=%s&seats=%d" % (name, ",".join(rowers), seats))
    return ids


def deal(position: Position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    graded, seen = [], set()
    for index, game_id in enumerate(combinations(position.problem.name)):
        if index % 20 == 19:
            yield {"positions": index + 1, "depth": 0, "phase": "dealing a new game"}
        try:
            candidate = registry.parse(game_id)[1]
        except GameIdError:
            continue
        if candidate.game_id() in seen:  # alike people: another set of rowers names the same game
            continue
        seen.add(candidate.game_id())
        result = yield from solver_result(candidate)
        if result.get("solvable") and result.get("moves") is not None:
            graded.append((result["moves"], candidate))
    if not graded:
        raise ValueError("no winnable rowing rules for this problem")
    optima = sorted(set(moves for moves, _ in graded))
    third = max(1, len(optima) // 3)
    wanted = {"easy": optima[:third], "hard": optima[-third:]}.get(difficulty, optima[third:-third] or optima)
    optimum = wanted[rand(len(wanted))]  # each number of crossings as likely, then one game of it
    choices = [candidate for moves, candidate in graded if moves == optimum]
    dealt = choices[rand(len(choices))]
    return {"game": dealt.game_id(), "optimum": optimum}
