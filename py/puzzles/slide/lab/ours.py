"""Sliding puzzles, ours: one breadth-first sweep from the goal for the small boards (every
arrangement's distance, kept: a solution is a walk down the layers), IDA* over additive pattern
databases for the 15-puzzle.

The site's own solver (puzzles.slide.solver, search kind "minimum"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.slide import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "minimum", progress)
    return result["solution"] if result.get("solvable") else None
