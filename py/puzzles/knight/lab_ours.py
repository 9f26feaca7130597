"""Knight's tour, ours: counting tours by our solver (a frontier-based count, with theorems
that refuse impossible boards at once) instead of walking every tour one by one.

A thin wrapper over the site's own solver (puzzles.knight.solver, search kind "count"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.knight import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "count"), progress)
    return result.get("count")
