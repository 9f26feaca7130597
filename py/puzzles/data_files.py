"""The solvers' generated data files (the English 33 peg tables in ``peg/data/``, the
15-puzzle's pattern databases in ``slide/data/``), read at their first use.

A data file is named by its path inside the package (``"peg/data/english33.bin"``). CPython
reads it from there. The browser's solver worker (Pyodide) is not given the data files at
start-up, so that the solver is ready without waiting for megabytes that most searches never
use: the worker hands this module a fetch function (``set_fetch``), and the first search that
needs a file fetches it from the site, synchronously (allowed in a worker, and the search is
already running there), and keeps it in the worker's file system. The service worker still
precaches every file of the site in the background after the first visit (so this works
offline too); what is spared is the wait before the solver starts. This module imports no
browser module: the fetching is the worker's (py/app/worker.py). CPython/Pyodide only.
"""

from pathlib import Path
from typing import Callable, Optional

PACKAGE = Path(__file__).parent
SITE_FOLDER = "py/puzzles/"  # where the build puts the package, from the site's root

# fetch(path from the site's root) -> bytes, raising OSError; None where files are on disk.
_fetch: Optional[Callable[[str], bytes]] = None


def set_fetch(fetch: Optional[Callable[[str], bytes]]) -> None:
    """Where files missing on disk come from: ``fetch(path from the site's root)`` returns
    the bytes or raises OSError (the browser's worker sets one; None: disk only)."""
    global _fetch
    _fetch = fetch


def path(name: str) -> Path:
    """Where data file ``name`` (a path inside the package) lies on disk."""
    return PACKAGE / name


def read_bytes(name: str) -> bytes:
    """The bytes of data file ``name``; OSError when it is missing here and cannot be
    fetched."""
    file = path(name)
    if file.exists() or _fetch is None:
        return file.read_bytes()
    data = _fetch(SITE_FOLDER + name)
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(data)  # the next search reads it from here
    except OSError:
        pass
    return data
