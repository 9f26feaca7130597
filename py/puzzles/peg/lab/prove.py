"""Peg solitaire, ours: Prove, a branch and bound with Merson regions.

A depth-first search for the fewest moves that cuts a line as soon as a lower bound (Merson's
regions: parts of the board each needing a move of their own to be cleared) says it cannot
beat the best found; no stored tables.

The site's own solver (puzzles.peg.solver, search kind "prove"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.peg import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "prove", progress)
    return result["solution"] if result.get("solvable") else None
