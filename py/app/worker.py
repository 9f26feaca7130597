"""The solver worker (Pyodide): runs every search, in slices, for the page.

Exports plain-data functions; the page drives them (see puzzles.jobs). The interpreter usually
starts from the build's snapshot (static/solver-pyodide.mjs), with the imports below already
done and ``random`` reseeded; ``about()`` says how it started.
"""

import json
import random

from puzzles import registry
from puzzles.jobs import JobRunner

runner = JobRunner()
# Import every solver now, while the page is still being read, not on the first Solve (from
# a snapshot they are imported already: scripts/snapshot.py).
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


def about():
    """How this worker started, as JSON: ``start`` is what the interpreter module reported
    (``snapshot``: restored from the build's snapshot or not, and the ``reason`` why not;
    ``ms``: the interpreter's load time), ``random`` a fresh draw of the worker's ``random``
    (two visits must differ: a snapshot restores the same state every time)."""
    import js

    start = getattr(js, "solverStart", None)
    start = json.loads(js.JSON.stringify(start)) if start is not None else None
    return json.dumps({"start": start, "random": random.getrandbits(64)})


__export__ = ["ready", "start", "step", "cancel", "about"]
