"""Peg solitaire, ours: Prove, a branch and bound with Merson regions.

A depth-first search for the fewest moves that cuts a line as soon as a lower bound (Merson's
regions: parts of the board each needing a move of their own to be cleared) says it cannot
beat the best found; no stored tables.

A thin wrapper over the site's own solver (puzzles.peg.solver, search kind "prove"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.peg import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "prove"), progress)
    return result["solution"] if result.get("solvable") else None
