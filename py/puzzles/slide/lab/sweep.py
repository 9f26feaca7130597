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


_PREFIXES = {}  # a board's name -> (the game id of a fresh game there up to its tiles, a table)


def game_id(position, tiles):
    """The game id of an arrangement of the sweep (a fresh game starting there): the position's
    own game id, its first part kept once per board and the tiles spelt by a byte table (Watch
    asks it of every position swept)."""
    board = position.board
    if tiles == board.default:
        return type(position)(board, tiles).game_id()
    kept = _PREFIXES.get(board.name)
    if kept is None:
        text = type(position)(board, tiles).game_id()
        symbols = board.symbols
        table = None
        if len(symbols) <= 256 and all(ord(symbol) < 128 for symbol in symbols):
            table = bytes(ord(symbols[tile]) if tile < len(symbols) else 0 for tile in range(256))
        kept = _PREFIXES[board.name] = (text[:len(text) - len(tiles)], table)
    prefix, table = kept
    if table is None:
        symbols = board.symbols
        return prefix + "".join([symbols[tile] for tile in tiles])
    return prefix + bytes(tiles).translate(table).decode()
