"""Peg solitaire by iterative deepening with the corner-peg lower bound (the page's step 1).

Source: M. Hiroi's Common Lisp primer, "ペグ・ソリテア" (peg solitaire), on the 21-hole triangle
(変形三角盤), the compensating problem 6 -> 6. The search is plain iterative deepening
(puzzles.peg.lab.deepening); this step adds the lower bound (下限値枝刈り法): a corner peg is
never jumped over, so it must make a move of its own; with more corner pegs than moves left,
give up this line.
Published: 12 moves, 96 solutions after 14 -> 6; 8.54 s in SBCL 2.1.11 (Core i5-6200U).
This program stops at the first solution of the shortest length.
"""

from puzzles.peg.lab.deepening import search
from puzzles.words import mark

CUT = mark("corner pegs to move: {value}, moves left: {bound}")


def solve(position, progress):
    board = position.board
    corners = board.corners
    corner_mask = sum(1 << hole for hole in corners)
    # The last peg may stand on a corner and never move: one corner peg may need no move.
    final_on_corner = 1 if position.finish is None or position.finish in corners else 0

    def corner_bound(pegs, last):
        count = bin(pegs & corner_mask).count("1")
        if last >= 0 and last in corners:
            count -= 1  # the peg that just landed there may go on jumping for free
        return count - final_on_corner

    def prune(pegs, last, moves_left):
        """The bound when it cuts the line (more than the moves left), else None."""
        if corner_bound(pegs, last) > moves_left:
            return corner_bound(pegs, last)  # not enough moves left for the corner pegs
        return None

    first = max(0, corner_bound(position.pegs, position.last))
    return search(position, progress, first, reason=CUT, prune=prune)
