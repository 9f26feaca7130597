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


_PREFIXES = {}  # a board's name -> the game id of a fresh game there, up to its tiles


def game_id(position, tiles):
    """The game id of an arrangement of the sweep (a fresh game starting there): the position's
    own game id, its first part kept once per board (Watch asks it of every position swept)."""
    board = position.board
    if tiles == board.default:
        return type(position)(board, tiles).game_id()
    prefix = _PREFIXES.get(board.name)
    if prefix is None:
        text = type(position)(board, tiles).game_id()
        prefix = _PREFIXES[board.name] = text[:len(text) - len(tiles)]
    symbols = board.symbols
    return prefix + "".join([symbols[tile] for tile in tiles])
