"""Sliding puzzles, ours: one breadth-first sweep from the goal for the small boards (every
arrangement's distance, kept: a solution is a walk down the layers), IDA* over additive pattern
databases for the 15-puzzle.

A thin wrapper over the site's own solver (puzzles.slide.solver, search kind "minimum"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.slide import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "minimum"), progress)
    return result["solution"] if result.get("solvable") else None
