"""Sliding puzzles: one move from each position of a layer, for the hardest-position programs.

Source: M. Hiroi's xyzzy Lisp primer, "続・幅優先探索とスライドパズル" (breadth-first search and
sliding puzzles, continued): from the goal, the positions one move away, then two, ...
"""


def slides(board, tiles):
    """Every arrangement one slide from ``tiles`` (a tuple, 0 the space)."""
    space = tiles.index(0)
    for cell in board.neighbours[space]:
        after = list(tiles)
        after[space], after[cell] = after[cell], 0
        yield tuple(after)


def game_id(position, tiles):
    """The game id of an arrangement of the sweep (a fresh game starting there)."""
    return type(position)(position.board, tiles).game_id()
