"""Flip It by breadth-first search with a dict (seed 004, 幅優先探索による解法).

Source: M.Hiroi, seed 004 (Python 3, PyPy3 7.3.1): a piece jumps over others in a row or a
column into the space, and every piece it jumps over turns over. Goal: all 15 pieces white.
There are 16 * 2**15 = 524288 positions, so the seen positions go in a dict (辞書), each
with the position it came from; the first white board reached is the nearest.
Published: 22 moves; about 1.6 s (PyPy3).
"""


def solve(position, progress):
    jumps = position.board.jumps  # jumps[space]: (from, cells jumped over as a bit mask)
    everyone = (1 << position.board.size) - 1
    start = (position.white, position.space)
    came_from = {start: None}  # (white, space) -> (previous, cell moved)
    layer = [start]
    depth = 0
    while layer:
        progress(positions=len(came_from), depth=depth)
        following = []
        for white, space in layer:
            if white | 1 << space == everyone:  # every piece white
                moves = []
                key = (white, space)
                while came_from[key] is not None:
                    key, cell = came_from[key]
                    moves.append(cell)
                return moves[::-1]
            for frm, flips in jumps[space]:
                # The piece leaves frm for the space (keeping its colour); those jumped turn over.
                moved = white & ~(1 << frm)
                if white >> frm & 1:
                    moved |= 1 << space
                after = (moved ^ flips, frm)
                if after not in came_from:
                    came_from[after] = ((white, space), frm)
                    following.append(after)
        layer = following
        depth += 1
    return None
