"""Flip It by iterative deepening with the corner lower bound (下限値枝刈り法).

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square): the
iterative deepening of the page's step 2 (puzzles.flip.lab.deepening), plus a lower bound. A
piece on a corner is never jumped over, so a black corner piece must first move off the corner
and then be jumped over: two moves at least for each (コーナーの黒駒 x 2). With the moves made
plus this bound over the limit, the line is cut; the limit starts at the bound.
Published: 22 moves; about 4.6 s (PyPy3, from 48 s).
"""

from puzzles.flip.lab.deepening import search
from puzzles.words import mark


def solve(position, progress):
    size, side = position.board.size, position.board.side
    corners = (0, side - 1, size - side, size - 1)

    def black_corners(white, space):
        return sum(2 for corner in corners if corner != space and not white >> corner & 1)

    return search(position, progress, black_corners, mark("black corners need {value} moves, {bound} moves left"))
