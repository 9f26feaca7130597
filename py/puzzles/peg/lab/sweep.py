"""Peg solitaire, ours: the two-ended sweep (a meet in the middle over the layers of jumps).

Every jump removes a peg, so positions fall into layers by jumps played; the sweep finds every
position on some solution, from the start and from the goal at once, then a dynamic programme
over that small graph gives the fewest moves (a chain of jumps by one peg is one move).

The site's own solver (puzzles.peg.solver, search kind "minimum"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.peg import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "minimum", progress)
    return result["solution"] if result.get("solvable") else None
