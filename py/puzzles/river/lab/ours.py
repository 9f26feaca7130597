"""River crossing, ours: breadth-first search over tables of the states (far bank, boat) built
once per problem, people of a kind alike folded into one.

The site's own solver (puzzles.river.solver, search kind "minimum"), as the Solve button runs it;
its progress is the solver's own.
"""

from puzzles.river import solver
from puzzles.lab_kit import run_solver


def solve(position, progress):
    result = run_solver(solver, position, "minimum", progress)
    return result["solution"] if result.get("solvable") else None
