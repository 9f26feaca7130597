"""The solvers' generated data files (the English 33 peg tables, the 15-puzzle's pattern
databases), read at their first use.

They sit beside this module. CPython reads them from there. The browser's solver worker
(Pyodide) is not given them at start-up, so that the solver is ready without waiting for
megabytes that most searches never use: the first search that needs a file fetches it from
the site, synchronously (allowed in a worker, and the search is already running there), and
keeps it in the worker's file system. The service worker still precaches every file of the
site in the background after the first visit (so this works offline too); what is spared
is the wait before the solver starts. CPython/Pyodide only.
"""

import sys
from pathlib import Path

FOLDER = Path(__file__).parent
SITE_FOLDER = "py/puzzles/"  # where the build puts the package, from the site's root


def read_bytes(name: str) -> bytes:
    """The bytes of data file ``name``; OSError when it is missing here and, in the browser,
    cannot be fetched."""
    path = FOLDER / name
    if path.exists() or sys.platform != "emscripten":
        return path.read_bytes()
    data = _fetch(SITE_FOLDER + name)
    try:
        path.write_bytes(data)  # the next worker call reads it from here
    except OSError:
        pass
    return data


def _fetch(relative: str) -> bytes:
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
