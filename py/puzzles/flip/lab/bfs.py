"""Flip It by breadth-first search with a dict (幅優先探索による解法).

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square), in
Python 3 (PyPy3 7.3.1): a piece jumps over others in a row or a column into the space, and every
piece it jumps over turns over. Goal: all 15 pieces white. There are 16 * 2**15 = 524288
positions, so the seen positions go in a dict (辞書), each with the position it came from; the
first white board reached is the nearest.
Published: 22 moves; about 1.6 s (PyPy3).
"""

from puzzles.flip.lab.sweep import game_id
from puzzles.lab_kit import path_back


def solve(position, progress):
    jumps = position.board.jumps  # jumps[space]: (from, cells jumped over as a bit mask)
    everyone = (1 << position.board.size) - 1
    start = (position.white, position.space)
    came_from = {start: None}  # (white, space) -> (previous, cell moved)
    layer, depth = [start], 0
    visit = progress.visit
    progress.layer(0, 1)
    visit(0)
    while layer:
        following = []
        for white, space in layer:
            if white | 1 << space == everyone:  # every piece white
                moves = path_back(came_from, (white, space))  # the cells moved, read back from the goal
                progress.found(moves)
                return moves
            for frm, flips in jumps[space]:
                # The piece leaves frm for the space (keeping its colour); those jumped turn over.
                moved = white & ~(1 << frm) | (white >> frm & 1) << space
                after = (moved ^ flips, frm)
                if after not in came_from:
                    came_from[after] = ((white, space), frm)
                    following.append(after)
                    visit(depth + 1, frm, None, game_id(position, *after) if progress.watching else None)
        layer = following
        depth += 1
        progress.layer(depth, len(layer))
    return None
