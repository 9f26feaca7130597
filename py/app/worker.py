"""The solver worker (Pyodide): runs every search, in slices, for the page.

Exports plain-data functions; the page drives them (see puzzles.jobs). The interpreter usually
starts from the build's snapshot (static/solver-pyodide.mjs), with the imports below already
done and ``random`` reseeded; ``about()`` says how it started.
"""

import importlib.util
import json
import os
import random
import sys

import js  # Pyodide's bridge to the worker's JavaScript globals

SCRIPT_STARTED_MS = js.performance.now()  # when PyScript ran this script (the worker's clock)
if hasattr(js, "solverArrived"):  # the page stops waiting for this file (static/solver-progress.mjs)
    js.solverArrived("py/app/worker.py")


def fetch_site_file(relative):
    """The bytes of the site's file at ``relative`` (from the site's root), fetched
    synchronously (allowed in a worker); OSError when it cannot be had. The data files'
    loader (puzzles.data_files) calls it for a file the worker does not hold yet."""
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


class SiteModules:
    """Imports the package's modules from the site, each when first imported (issue 25): the
    worker starts with none of the package's files (fetching all ~90 of them held a start
    from the snapshot, where the solvers are imported already, by a third). Consulted after
    the usual finders (a module whose file is there is imported as always): fetches
    ``py/<module>.py`` (or the package's ``__init__.py``) synchronously, writes it where
    the package lives, and imports it from there."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] != "puzzles":
            return None
        relative = name.replace(".", "/")
        for file, package in ((relative + ".py", False), (relative + "/__init__.py", True)):
            try:
                source = fetch_site_file("py/" + file)
            except OSError:
                continue
            where = os.path.join(os.getcwd(), file)  # the package's place (PyScript's files went there)
            os.makedirs(os.path.dirname(where), exist_ok=True)
            with open(where, "wb") as written:
                written.write(source)
            locations = [os.path.dirname(where)] if package else None
            return importlib.util.spec_from_file_location(name, where, submodule_search_locations=locations)
        return None


sys.meta_path.append(SiteModules())

from puzzles import data_files, registry  # noqa: E402  (from the snapshot, or fetched as above)
from puzzles.jobs import JobRunner  # noqa: E402


class Download:
    """A data file downloading in the background (static/solver-progress.mjs's download), as
    puzzles.data_files.waiting reads it: the search goes on answering the page meanwhile."""

    def __init__(self, relative):
        self.state = js.solverDownload(relative)

    done = property(lambda self: bool(self.state.done))
    error = property(lambda self: str(self.state.error or ""))
    received = property(lambda self: int(self.state.received))
    total = property(lambda self: int(self.state.total))

    def data(self):
        return self.state.bytes.to_bytes()


data_files.set_fetch(fetch_site_file)
if hasattr(js, "solverDownload"):
    data_files.set_download(Download)
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
    start = getattr(js, "solverStart", None)
    start = json.loads(js.JSON.stringify(start)) if start is not None else None
    if start is not None and "steps" in start:
        start["steps"]["script started"] = round(SCRIPT_STARTED_MS)
        start["steps"]["script done"] = round(SCRIPT_DONE_MS)
        start["time_origin"] = js.performance.timeOrigin  # the worker's clock's zero (epoch ms)
    return json.dumps({"start": start, "random": random.getrandbits(64)})


__export__ = ["ready", "start", "step", "cancel", "about"]
SCRIPT_DONE_MS = js.performance.now()
