"""Peg solitaire: the all-starts table of a board (issue 23, "Questions from the source").

For every start hole (the one hole empty at the start) and every finish hole (where the last
peg ends), the fewest moves, or None when no jumps lead there; and with the finish anywhere.
Seed 001 asks it of the 12-hole board: the fewest moves from any start, and the fewest for a
compensating solution (start hole = finish hole). One forward sweep per start hole answers
every finish at once: positions fall into layers by jumps played (each jump removes a peg), and
a state is (pegs, the hole the last jump landed on), since a jump from there continues the
same move for free. CPython/Pyodide only.
"""

from typing import Callable

from puzzles.peg.rules import Board, start_pegs

MOST_HOLES = 21  # the bound: boards up to 21 holes (triangle21 takes a while)


def fewest_moves_from(board: Board, empty: int, progress: "Callable | None" = None) -> dict:
    """``{finish hole: fewest moves}`` for the game started with ``empty`` emptied (holes no
    solution ends on are missing). ``progress(positions=, depth=)`` is called after each layer
    and every 4096 positions within one; an exception it raises stops the sweep (a time limit)."""
    layer = {(start_pegs(board, [empty]), -1): 0}
    jumps = [(frm, over, to) for frm in range(board.size) for over, to in board.jumps[frm]]
    depth = 0
    while True:
        following: dict = {}
        for index, ((pegs, last), moves) in enumerate(layer.items()):
            if progress is not None and index & 4095 == 4095:  # often enough for a time limit to stop it
                progress(positions=len(following), depth=depth)
            for frm, over, to in jumps:
                if pegs >> frm & 1 and pegs >> over & 1 and not pegs >> to & 1:
                    key = (pegs ^ (1 << frm | 1 << over | 1 << to), to)
                    cost = moves + (0 if frm == last else 1)
                    if following.get(key, 1 << 30) > cost:
                        following[key] = cost
        if not following:
            break
        layer = following
        depth += 1
        if progress is not None:
            progress(positions=len(layer), depth=depth)
    result: dict = {}
    for (pegs, _), moves in layer.items():
        if pegs & (pegs - 1) == 0:  # one peg left
            finish = pegs.bit_length() - 1
            result[finish] = min(moves, result.get(finish, 1 << 30))
    return result


def all_starts(board: Board, progress: "Callable | None" = None) -> list:
    """Rows ``{"empty", "finish", "moves"}``: for each start hole, first the finish anywhere
    (``finish`` None), then each hole; ``moves`` None where impossible."""
    rows = []
    for empty in range(board.size):
        best = fewest_moves_from(board, empty, progress)
        rows.append({"empty": empty, "finish": None, "moves": min(best.values()) if best else None})
        for finish in range(board.size):
            rows.append({"empty": empty, "finish": finish, "moves": best.get(finish)})
    return rows
