"""Nim solver (seed 002): the best move for the player to move.

Nim needs no search: the nim-sum theory (see puzzles.nim) says at once whether the player to
move wins and with which move; the tests check it against a full game-tree search. The result
is ``{"solvable": True, "solution": [[heap, stones]], "winner": "mover"}`` when the player to
move wins, ``"solution": [], "winner": "opponent"`` when every move loses against perfect
play; ``over`` is True when no stone is left. ``count`` also counts the winning moves (every
move that leaves a lost position for the opponent). ``hint`` lists every legal move:
``{"hints": [[move, None], ...], "winning": [moves that win]}`` (how many moves a game lasts
depends on the opponent, so no number). CPython/Pyodide only.
"""

from typing import Generator

from puzzles import search
from puzzles.nim import rules as nim
from puzzles.nim.rules import Position
from puzzles.words import message


def winning_moves(position: Position) -> list[list[int]]:
    """Every move after which the opponent, to move, has no winning move."""
    result = []
    for heap, size in enumerate(position.heaps):
        for stones in range(1, size + 1):
            after = position.take(heap, stones)
            lost = nim.winning_move(after.heaps, position.misere) is None
            # An empty board: in normal play the mover just won; in misère play just lost.
            if after.is_over():
                lost = not position.misere
            if lost:
                result.append([heap, stones])
    return result


def best_move(position: Position, count: bool = False) -> Generator[dict, None, dict]:
    heaps = position.heaps
    yield {"positions": 1, "depth": 0, "phase": message("nim-sum")}
    move = nim.winning_move(heaps, position.misere)
    over = position.is_over()
    if over:
        # Normal play: the opponent took the last stone; misère: the opponent had to.
        winner = "mover" if position.misere else "opponent"
    else:
        winner = "mover" if move else "opponent"
    solution = [move] if move else []
    result = {"solvable": True, "solution": solution, "moves": len(solution), "minimal": True,
              "winner": winner, "nim_sum": nim.nim_sum(heaps), "over": over}
    if count:
        result["count"] = len(winning_moves(position)) if not over else 0
    return result


def hints(position: Position) -> Generator[dict, None, dict]:
    yield {"positions": 1, "depth": 0, "phase": message("nim-sum")}
    moves = [[heap, stones] for heap, size in enumerate(position.heaps) for stones in range(1, size + 1)]
    return {"hints": [[move, None] for move in moves], "winning": winning_moves(position)}


# The searches this solver offers, by kind: ``solve`` or ``minimum`` (the same: the best
# move), ``count`` (also how many moves win), ``hint`` (every move, and which win).
SEARCHES = {
    "solve": best_move,
    "minimum": best_move,
    "count": lambda position: best_move(position, count=True),
    "hint": hints,
}
KINDS = tuple(SEARCHES)


def search_job(position: Position, kind: str) -> Generator[dict, None, dict]:
    """The worker's entry point (see SEARCHES); UnknownSearchKind at once for another kind."""
    return search.job(SEARCHES, position, kind)
