"""Flip It's breadth-first sweep from every goal, shared by the hardest-position programs.

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square), 最長手数の
局面: start from every goal (all white, the space on any of the 16 cells) and make the positions
one move away, then two, ...: a move played backwards is a move (the same piece jumps back over
the same pieces), so the last layer holds the hardest positions. Each position made is a visit
(named by its game id while the trace is recorded), each layer a ``layer``.
"""


def last_layer(position, progress):
    """The positions ``(white, space)`` of the last layer of the sweep from the goals."""
    board = position.board
    jumps = board.jumps
    everyone = (1 << board.size) - 1
    layer = [(everyone & ~(1 << space), space) for space in range(board.size)]
    seen = set(layer)
    depth = 0
    visit = progress.visit
    progress.layer(0, len(layer))
    for white, space in layer:
        progress.visit(0, key=game_id(position, white, space) if progress.watching else None)
    while True:
        following = []
        for white, space in layer:
            for frm, flips in jumps[space]:
                moved = white & ~(1 << frm) | (white >> frm & 1) << space
                after = (moved ^ flips, frm)
                if after not in seen:
                    seen.add(after)
                    following.append(after)
                    visit(depth + 1, None, None, game_id(position, *after) if progress.watching else None)
        if not following:
            return layer
        layer = following
        depth += 1
        progress.layer(depth, len(layer))


def game_id(position, white, space):
    """The game id of a position of the sweep (a fresh game starting there)."""
    return type(position)(position.board, white, space, space, 0, white).game_id()
