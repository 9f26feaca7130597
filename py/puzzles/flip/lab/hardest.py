"""Flip It: the hardest positions, by breadth-first search from the goal (最長手数の局面).

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square): start
from every goal (all white, the space on any of the 16 cells) and make the positions one move
away, then two, ... (the sweep: puzzles.flip.lab.sweep): a move played backwards is a move, so
the last layer holds the hardest positions.
Published: 22 moves, 4 positions (1 up to the board's symmetries); 524288 positions in all;
about 2.4 s (PyPy3). Returns the count.
"""

from puzzles.flip.lab.sweep import last_layer


def solve(position, progress):
    return len(last_layer(position, progress))
