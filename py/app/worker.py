"""The solver worker (Pyodide): runs every search, in slices, for the page.

Exports plain-data functions; the page drives them (see puzzles.jobs). The interpreter usually
starts from the build's snapshot (static/solver-pyodide.mjs), with the imports below already
done and ``random`` reseeded; ``about()`` says how it started.
"""

import json
import random

from puzzles import data_files, registry
from puzzles.jobs import JobRunner


def fetch_site_file(relative):
    """The bytes of the site's file at ``relative`` (from the site's root), fetched
    synchronously (allowed in a worker); OSError when it cannot be had. The data files'
    loader (puzzles.data_files) calls it for a file the worker does not hold yet."""
    import js  # Pyodide's bridge to the worker's JavaScript globals

    root = getattr(js, "solverSiteRoot", None)  # set by static/solver-pyodide.mjs
    if not root:
        raise OSError("this worker does not know the site's address, so %s cannot be fetched" % relative)
    request = js.XMLHttpRequest.new()
    request.open("GET", str(root) + relative, False)
    request.responseType = "arraybuffer"
    try:
        request.send(None)
    except Exception as error:  # a network error is raised as a JavaScript exception
        raise OSError("%s could not be fetched: %s" % (relative, error)) from None
    if request.status != 200:
        raise OSError("%s could not be fetched: HTTP %d" % (relative, request.status))
    return bytes(js.Uint8Array.new(request.response).to_py())


data_files.set_fetch(fetch_site_file)
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
