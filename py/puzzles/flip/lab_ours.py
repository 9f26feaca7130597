"""Flip It, ours: one breadth-first sweep from the 16 goal positions (every move can be undone),
kept; a shortest solution is then a walk down the distances.

A thin wrapper over the site's own solver (puzzles.flip.solver, search kind "minimum"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.flip import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "minimum"), progress)
    return result["solution"] if result.get("solvable") else None
