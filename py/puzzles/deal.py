"""New game with a difficulty (issue 22): a deal in every family, graded by the solvers.

A deal is a search like any other (run by the page's worker, or the CLI): it draws
candidate positions with a seeded ``random.Random`` and keeps one whose optimum, as the
family's own solver computes it, falls in the difficulty's band. The answer is a normal
game id (``dealt``), so a dealt game is shared by its link like any other.

Each family deals in its own folder: ``puzzles/<family>/deal.py`` with
``deal(position, difficulty, rand)``, a generator that yields progress and returns
``{"game": <game id>, "optimum": <fewest moves or None>, ...}`` (``position``: the game
on show, whose board the deal keeps where the family has boards).

The same seed gives the same deal on every CPython (Mersenne Twister with an int seed;
candidates are drawn from sorted lists only), so the daily puzzle (puzzles.daily) is the
same in every browser and on the command line. CPython/Pyodide only.
"""

import random
from typing import Callable, Generator

from puzzles import registry
from puzzles.daily import DEAL_PREFIX as PREFIX, DIFFICULTIES, SEED_RANGE, deal_kind
from puzzles.words import message

__all__ = ("DIFFICULTIES", "PREFIX", "SEED_RANGE", "deal_kind", "deal_job", "run_deal")


def parse_kind(kind: str) -> tuple[str, int]:
    """``(difficulty, seed)`` of a deal's search kind; ValueError when it is not one (the
    seed is a whole number 0..2**30-1)."""
    parts = kind.split(":")
    if (len(parts) != 3 or parts[0] + ":" != PREFIX or parts[1] not in DIFFICULTIES
            or not (parts[2].isascii() and parts[2].isdigit()) or int(parts[2]) >= SEED_RANGE):
        raise ValueError("a deal's kind is deal:<easy|medium|hard>:<seed 0..2**30-1>, not %r" % kind[:60])
    return parts[1], int(parts[2])


def family_dealer(family: str):
    name = "puzzles.%s.deal" % family
    module = __import__(name)
    for part in name.split(".")[1:]:
        module = getattr(module, part)
    return module


def deal_job(game_id: str, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point for a deal: a game of the family (and board) of ``game_id``."""
    difficulty, seed = parse_kind(kind)
    family, position = registry.parse(game_id)
    dealer = family_dealer(family)
    return _deal(dealer, position, difficulty, random.Random(seed).randrange)


def _deal(dealer, position, difficulty: str, rand: Callable[[int], int]) -> Generator[dict, None, dict]:
    yield {"positions": 0, "depth": 0, "phase": message("dealing a new game")}
    result = yield from dealer.deal(position, difficulty, rand)
    result = dict(result)
    result["dealt"] = result.pop("game")
    result["difficulty"] = difficulty
    return result


def run_deal(game_id: str, difficulty: str, seed: int) -> dict:
    """A deal run to its end (CLI, tests)."""
    from puzzles.search import run
    return run(deal_job(game_id, deal_kind(difficulty, seed)))


def solver_result(position, kind: str = "minimum") -> Generator[dict, None, dict]:
    """The family's own search of ``kind`` on ``position`` (its progress passed on)."""
    family = position.game_id().partition("/")[0].partition("?")[0]
    result = yield from registry.solver(family).search_job(position, kind)
    return result


def choose(rand: Callable[[int], int], items):
    """One of ``items`` (a list or tuple, never a set: a set's order differs between runs)."""
    return items[rand(len(items))]


def band(difficulty: str, easy_most: int, hard_least: int, least: int = 3) -> tuple[int, int]:
    """The optimum's range for a difficulty: Easy ``least`` up to ``easy_most``, Hard from
    ``hard_least``, Medium between."""
    if difficulty == "easy":
        return least, easy_most
    if difficulty == "hard":
        return hard_least, 10 ** 9
    return easy_most + 1, hard_least - 1


def graded_draws(draw: Callable[[], object], low: int, high: int, limit: int = 5000
                 ) -> Generator[dict, None, tuple]:
    """Draw candidates (``draw()`` -> position or None) until the solver's optimum of one
    lies in ``low..high``: ``(position, optimum)``. ValueError after ``limit`` draws."""
    for attempt in range(limit):
        position = draw()
        if position is None:
            continue
        result = yield from solver_result(position)
        moves = result.get("moves")
        if result.get("solvable") and moves is not None and low <= moves <= high:
            return position, moves
        if attempt % 20 == 19:
            yield {"positions": attempt + 1, "depth": 0, "phase": message("dealing a new game")}
    raise ValueError("no deal found in %d draws" % limit)
