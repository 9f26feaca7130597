"""Hoppers by iterative deepening with the corner lower bound (下限値枝刈り法による高速化).

Source: M. Hiroi's Prolog primer, "パズルに挑戦!": step 2, plus a lower bound. A corner peg
(Hoppers: holes 0, 2, 10, 12) is never jumped over, so each needs a move of its own: moves made
+ corner pegs over the limit cuts the line. But a corner peg may be in the middle of a free
chain (12 -> 2 -> 0 -> 6 in the page's solution), so while a peg of the corners' group (group
0, the holes a corner peg can reach: ``board.classes``) is jumping, the page takes the bound
as 0. Positions searched count every jump tried, as in steps 1 and 2.
Published: 7 moves; about 3.5 s on a Pentium 166 MHz (from 12 s).
"""

from puzzles.peg.lab.deepening import search
from puzzles.words import mark


def solve(position, progress):
    finish, corners, group = position.finish, position.board.corners, position.board.classes
    corner_groups = set(group[corner] for corner in corners)

    def lower_bound(pegs, last):
        if last >= 0 and group[last] in corner_groups:
            return 0  # a peg of group 0 is jumping: the page counts nothing
        low = sum(1 for corner in corners if pegs >> corner & 1)
        if finish is None or finish in corners:
            low -= 1  # the last peg may stay on a corner
        return low

    cut = mark("corner pegs to move: {value}, moves left: {bound}")
    return search(position, progress, 1, lower_bound, cut, tries="pegs")
