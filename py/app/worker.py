"""The solver worker (Pyodide): runs every search, in slices, for the page.

Exports plain-data functions; the page drives them (see puzzles.jobs).
"""

from puzzles import registry
from puzzles.jobs import JobRunner

runner = JobRunner()
# Import every solver now, while the page is still being read, not on the first Solve.
for family in registry.families():
    registry.solver(family)


def ready():
    return "ready"


def start(request_json):
    return runner.start(request_json)


def step(budget_ms):
    return runner.step(float(budget_ms))


def cancel():
    return runner.cancel()


__export__ = ["ready", "start", "step", "cancel"]
