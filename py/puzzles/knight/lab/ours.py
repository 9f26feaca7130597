"""Knight's tour, ours: counting tours by our solver (a frontier-based count, with theorems
that refuse impossible boards at once) instead of walking every tour one by one.

The site's own solver (puzzles.knight.solver, search kind "count"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.knight import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "count", progress)
    return result.get("count")
