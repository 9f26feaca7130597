"""Flip It by iterative deepening (反復深化による解法).

Source: M. Hiroi's "Puzzle DE Programming", "フリップ・イット・スクエア" (Flip It square):
depth-first search of every line of ``limit`` moves, then one more (puzzles.flip.lab.deepening);
no table of positions (a plain depth-first search could run in circles: the page keeps a
history for it, and then the first solution is not the shortest). A piece that just moved is
not sent straight back (that would undo the move).
Published: 22 moves; about 48 s (PyPy3); natively in CPython 10-30 s (41 million positions),
in the browser longer: Cancel stops it.
"""

from puzzles.flip.lab.deepening import search


def solve(position, progress):
    return search(position, progress)
