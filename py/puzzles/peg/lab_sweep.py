"""Peg solitaire, ours: the two-ended sweep (a meet in the middle over the layers of jumps).

Every jump removes a peg, so positions fall into layers by jumps played; the sweep finds every
position on some solution, from the start and from the goal at once, then a dynamic programme
over that small graph gives the fewest moves (a chain of jumps by one peg is one move).

A thin wrapper over the site's own solver (puzzles.peg.solver, search kind "minimum"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.peg import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "minimum"), progress)
    return result["solution"] if result.get("solvable") else None
