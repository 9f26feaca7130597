"""River crossing, ours: breadth-first search over tables of the states (far bank, boat) built
once per problem, people of a kind alike folded into one.

A thin wrapper over the site's own solver (puzzles.river.solver, search kind "minimum"): the
program the Solve button runs, for comparing with the pages' methods. Read that module for
how it works; the progress it reports is the solver's own (positions, depth or phase).
"""

from puzzles.river import solver
from puzzles.lab import follow


def solve(position, progress):
    result = follow(solver.search_job(position, "minimum"), progress)
    return result["solution"] if result.get("solvable") else None
