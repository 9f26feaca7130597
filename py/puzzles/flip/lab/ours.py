"""Flip It, ours: one breadth-first sweep from the 16 goal positions (every move can be undone),
kept; a shortest solution is then a walk down the distances.

The site's own solver (puzzles.flip.solver, search kind "minimum"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.flip import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "minimum", progress)
    return result["solution"] if result.get("solvable") else None
