"""The solver worker (Pyodide): runs every search, in slices, for the page.

Exports plain-data functions; the page drives them (see puzzles.jobs).
"""

from puzzles.jobs import JobRunner

runner = JobRunner()


def ready():
    return "ready"


def start(request_json):
    return runner.start(request_json)


def step(budget_ms):
    return runner.step(float(budget_ms))


def cancel():
    return runner.cancel()


__export__ = ["ready", "start", "step", "cancel"]
