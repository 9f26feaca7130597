"""The solvers' generated data files (the English 33 peg tables in ``peg/data/``, the
15-puzzle's pattern databases in ``slide/data/``), read at their first use.

A data file is named by its path inside the package (``"peg/data/english33.bin"``). CPython
reads it from there. The browser's solver worker (Pyodide) is not given the data files at
start-up, so that the solver is ready without waiting for megabytes that most searches never
use: the worker hands this module a fetch function (``set_fetch``), and the first search that
needs a file fetches it from the site, synchronously (allowed in a worker, and the search is
already running there), and keeps it in the worker's file system. Where the worker can fetch
in the background (``set_download``, issue 37), the search runner (puzzles.jobs) asks
``waiting(name)`` first: the file then comes while the worker goes on answering the page,
which shows its progress, and a download that fails or stalls makes ``read_bytes`` raise
OSError at once (the solvers answer without the file, and say so). The service worker still
precaches every file of the site in the background after the first visit (so this works
offline too); what is spared is the wait before the solver starts. This module imports no
browser module: the fetching is the worker's (py/app/worker.py). CPython/Pyodide only.
"""

from pathlib import Path
from typing import Any, Callable, Optional

PACKAGE = Path(__file__).parent
SITE_FOLDER = "py/puzzles/"  # where the build puts the package, from the site's root

# fetch(path from the site's root) -> bytes, raising OSError; None where files are on disk.
_fetch: Optional[Callable[[str], bytes]] = None


def set_fetch(fetch: Optional[Callable[[str], bytes]]) -> None:
    """Where files missing on disk come from: ``fetch(path from the site's root)`` returns
    the bytes or raises OSError (the browser's worker sets one; None: disk only)."""
    global _fetch
    _fetch = fetch


# download(path from the site's root) -> an object with ``done``, ``error`` (why it failed, or
# ""), ``received`` and ``total`` (bytes; total 0 when not known) and ``data()`` (the bytes,
# once done without error); None where nothing is fetched in the background.
_download: Optional[Callable[[str], Any]] = None
_downloads: dict = {}  # name -> its download under way
_failed: dict = {}  # name -> why its last download failed (said once, by read_bytes)


def set_download(download: Optional[Callable[[str], Any]]) -> None:
    """How a data file is fetched in the background (the browser's worker sets one)."""
    global _download
    _download = download


def waiting(name: str) -> Optional[dict]:
    """None once data file ``name`` can be read at once (on disk, no background download here,
    or its download failed: ``read_bytes`` then says why); else how far its download is,
    ``{"file", "received", "total"}`` (in KB, total 0 when not known), the download started at
    the first call."""
    if _download is None or name in _failed or path(name).exists():
        return None
    handle = _downloads.get(name)
    if handle is None:
        handle = _downloads[name] = _download(SITE_FOLDER + name)
    if not handle.done:
        return {"file": Path(name).name, "received": int(handle.received) // 1024, "total": int(handle.total) // 1024}
    del _downloads[name]
    if handle.error:
        _failed[name] = str(handle.error)
    else:
        _keep(name, handle.data())
    return None


def _keep(name: str, data: bytes) -> None:
    try:
        file = path(name)
        file.parent.mkdir(parents=True, exist_ok=True)
        file.write_bytes(data)  # the next search reads it from here
    except OSError:
        pass


def path(name: str) -> Path:
    """Where data file ``name`` (a path inside the package) lies on disk."""
    return PACKAGE / name


def read_bytes(name: str) -> bytes:
    """The bytes of data file ``name``; OSError when it is missing here and cannot be
    fetched."""
    file = path(name)
    if name in _failed:  # its download failed or stalled: not asked again in this search
        raise OSError("%s could not be fetched: %s" % (file.name, _failed.pop(name)))
    if file.exists() or _fetch is None:
        return file.read_bytes()
    data = _fetch(SITE_FOLDER + name)
    _keep(name, data)
    return data
