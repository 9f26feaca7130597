"""The solver worker's start-up snapshot, made at build time (scripts/build.py calls
``build_step(out)`` once the site is in ``out``).

Pyodide boots in Node (scripts/snapshot.mjs), gets the worker's Python files exactly as the
worker config inlined in ``out/index.html`` lists them, imports what every search needs,
compiles PyScript's own package (which the worker writes and imports at every start), and its
heap is saved. The worker's interpreter module (static/solver-pyodide.mjs) restores it
instead of booting Python and importing the solvers again. Written into ``out/static``:

- ``solver-snapshot-<hash>.bin.gz``: the heap's pages that are not all zeros, joined, gzip
  (the browser inflates them with DecompressionStream, on a thread of their own:
  static/snapshot-inflate.mjs); named by its content, so it can be cached without going stale;
- ``solver-snapshot.json``: the marker the worker reads first: the Pyodide version the
  snapshot belongs to, the file, the heap's size and where the file's pages go in it (or
  ``file`` null and the ``reason``).

Without Node, or if anything fails, the build goes on with a warning and a marker saying why:
the worker then boots Pyodide normally. The gzip is ~6.5 MB: a 31 MB heap, mostly Pyodide's
own start-up (the solvers add ~0.02 MB), of which about half is free memory, all zeros, left
out of the file; the rest (~17 MB) inflates in about a tenth of a second, overlapped with the
download and with Pyodide's own start.

    python3 scripts/snapshot.py [SITE]     # (re)make the snapshot of a built site; the
                                           # offline step (service worker) must run after it
"""

import gzip
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from pyscript_package import pyscript_package

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "scripts" / "snapshot.mjs"
WRAPPER = "./static/solver-pyodide.mjs"   # the worker's interpreter (worker.toml)
SOLVER_TEMPLATE = "text/x-solver-worker"  # the solver worker's script type in index.html
MARKER = "solver-snapshot.json"           # in out/static, beside the wrapper
PREFIX = "solver-snapshot-"
NODE_TIMEOUT_S = 600

# What the worker imports at start (py/app/worker.py), done before the heap is saved: the job
# runner and every family's solver (with its rules module and the generic searches). Modules
# a solver imports only when a search needs them (the 15-puzzle's IDA* and its tables) stay
# out. PyScript's own `pyscript` package, imported in the worker at every start, needs the
# page's JavaScript modules and cannot be in the snapshot; the standard modules it imports can:
# `html` (with `html.entities`, a big table compiled at each import) took ~130 of the ~220 ms
# that importing `pyscript` costs after a restore, for ~0.1 MB more gzip (0.4 MB inflated).
PYSCRIPT_NEEDS = ("asyncio", "base64", "collections", "functools", "html", "inspect", "io", "json")
START_UP = """
import %s
from puzzles import jobs, registry
for family in registry.families():
    registry.solver(family)
""" % ", ".join(PYSCRIPT_NEEDS)
# PyScript's package, compiled here: PyScript writes its sources into the worker's file system
# and imports it at every start, after the restore, which compiled them each time (~40 ms of
# the worker's start). Their pycs (checked against the sources' hash, so a changed source is
# compiled as before) are kept in the heap; the worker writes them beside the sources
# (static/solver-pyodide.mjs, AFTER_RESTORE).
PRECOMPILE = """
def _precompile(sources):
    import importlib.util, os, py_compile, sys, types
    kept = types.ModuleType("_snapshot_pycs")
    kept.files = {}  # {pyc's path: its bytes}
    scratch = "/tmp/precompile"
    os.makedirs(scratch, exist_ok=True)
    for name, text in sources.items():
        source, pyc = scratch + "/source.py", scratch + "/source.pyc"
        with open(source, "w", encoding="utf-8") as file:  # as PyScript writes it
            file.write(text)
        where = os.path.join(os.getcwd(), name)
        py_compile.compile(source, cfile=pyc, dfile=where, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
        with open(pyc, "rb") as file:
            kept.files[importlib.util.cache_from_source(where)] = file.read()
    sys.modules[kept.__name__] = kept
_precompile(%r)
del _precompile
"""
# A worker file this big is data, imported only by the search that needs it (the 15-puzzle's
# pattern tables): the start-up code must not import it (the snapshot would grow by the
# module and by the garbage its compilation leaves in the heap).
BIG_FILE = 200_000
# The heap is stored in pages of this size; a page of zeros (about half of them: Pyodide's
# free memory) is left out of the file, and the browser zeroes its place in the memory.
PAGE = 65536


def worker_config(page: str) -> dict:
    """The config inlined in the solver worker's script tag of the built page."""
    for tag in re.findall(r"<script\b[^>]*>", page):
        attributes = dict((name, html.unescape(value)) for name, value in
                          re.findall(r'([\w-]+)="([^"]*)"', tag))
        # type "py": a worker started with the page; the page's template (index.html) waits
        # for the board, then static/page.js starts it with the same attributes.
        if (attributes.get("type") in ("py", SOLVER_TEMPLATE) and attributes.get("name") == "solver"
                and "config" in attributes):
            return json.loads(attributes["config"])
    raise ValueError("no solver worker with an inline config in index.html")


def package_files(out: Path) -> dict:
    """The package's files as a files table (``{"./py/puzzles/x.py": "./puzzles/x.py"}``): the
    build's list, py/files.json. The worker's config lists none (py/app/worker.py fetches a
    module when it is first imported), so the snapshot is made from this list."""
    return {"./py/%s" % module: "./%s" % module for module in json.loads((out / "py" / "files.json").read_text())}


def lazy_modules(out: Path, files: dict) -> list[str]:
    """The modules of the worker's big files (``files`` as in its config)."""
    return sorted(target[2:-3].replace("/", ".") for source, target in files.items()
                  if target.startswith("./") and target.endswith(".py")
                  and (out / source).stat().st_size >= BIG_FILE)


def sparse(heap: bytes, page: int = PAGE) -> tuple[bytes, list]:
    """The heap's pages that are not all zeros, joined, and where they go: ``[[first page,
    pages], ...]``. The last page is always kept, so the pages end where the heap ends."""
    zeros = bytes(page)
    last = (len(heap) - 1) // page
    runs: list = []
    for index in range(last + 1):
        if index == last or heap[index * page:(index + 1) * page] != zeros:
            if runs and sum(runs[-1]) == index:
                runs[-1][1] += 1
            else:
                runs.append([index, 1])
    return b"".join(heap[first * page:(first + count) * page] for first, count in runs), runs


def dense(pages: bytes, size: int, runs: list, page: int = PAGE) -> bytes:
    """The heap again from ``sparse``'s pages (the worker does this in the browser)."""
    heap = bytearray(size)
    at = 0
    for first, count in runs:
        piece = pages[at:at + count * page]
        heap[first * page:first * page + len(piece)] = piece
        at += len(piece)
    if at != len(pages) or len(heap) != size:
        raise ValueError("the pages do not fit a heap of %d bytes" % size)
    return bytes(heap)


def heap_of(site: Path, marker: dict) -> bytes:
    """The heap a built site's snapshot file holds (for the tests)."""
    return dense(gzip.decompress((site / "static" / marker["file"]).read_bytes()), marker["bytes"],
                 marker["runs"], marker["page"])


def make(out: Path) -> dict:
    """Make the snapshot of the site in ``out``; returns the marker (raises on failure)."""
    config = worker_config((out / "index.html").read_text())
    if config.get("interpreter") != WRAPPER:
        raise ValueError("the worker's interpreter is %r, not %s" % (config.get("interpreter"), WRAPPER))
    for key in ("packages", "fetch", "js_modules"):
        if config.get(key):  # what these bring is not in the snapshot's Python
            raise ValueError("the worker config has %r: not supported by the snapshot" % key)
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("node is not installed")
    table = config.get("files") or package_files(out)
    files = [[str(out / source), target] for source, target in sorted(table.items())]
    for source, _ in files:
        if not Path(source).is_file():
            raise FileNotFoundError(source)
    lazy = lazy_modules(out, table)
    with tempfile.TemporaryDirectory() as temp:
        code = START_UP + PRECOMPILE % pyscript_package()
        spec = {"indexURL": str(out / "static" / "pyodide"), "files": files, "code": code,
                "lazy": lazy, "out": str(Path(temp) / "snapshot.bin")}
        (Path(temp) / "spec.json").write_text(json.dumps(spec))
        done = subprocess.run([node, str(SCRIPT), str(Path(temp) / "spec.json")], capture_output=True,
                              text=True, timeout=NODE_TIMEOUT_S)
        if done.returncode != 0:
            raise RuntimeError("node failed:\n" + (done.stderr or done.stdout).strip()[-3000:])
        report = json.loads(done.stdout.strip().splitlines()[-1])
        heap = Path(spec["out"]).read_bytes()
    pages, runs = sparse(heap)
    if dense(pages, len(heap), runs) != heap:
        raise AssertionError("the heap's pages do not give the heap back")
    packed = gzip.compress(pages, compresslevel=6, mtime=0)
    name = "%s%s.bin.gz" % (PREFIX, hashlib.sha256(packed).hexdigest()[:16])
    (out / "static" / name).write_bytes(packed)
    return {"pyodide": report["pyodide"], "file": name, "bytes": len(heap), "page": PAGE, "runs": runs,
            "pages_bytes": len(pages), "gzip_bytes": len(packed), "cwd": report["cwd"],
            "modules": report["modules"], "precompiled": report["precompiled"], "lazy": lazy, "reason": None}


def build_step(out: Path) -> dict:
    """Write the snapshot and its marker into ``out/static``; never fails the build."""
    static = out / "static"
    for old in static.glob(PREFIX + "*"):
        old.unlink()
    try:
        marker = make(out)
        print("solver snapshot: %s, %.1f MB (%.1f MB inflated, a heap of %.1f MB), Pyodide %s" % (
            marker["file"], marker["gzip_bytes"] / 1e6, marker["pages_bytes"] / 1e6, marker["bytes"] / 1e6,
            marker["pyodide"]))
    except Exception as error:  # noqa: BLE001 - any failure only costs start-up time
        reason = "%s: %s" % (type(error).__name__, error)
        print("warning: no solver snapshot (the worker will boot Pyodide normally): " + reason,
              file=sys.stderr)
        marker = {"pyodide": None, "file": None, "bytes": 0, "reason": reason.splitlines()[0]}
    (static / MARKER).write_text(json.dumps(marker, indent=1) + "\n")
    return marker


if __name__ == "__main__":
    site = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "site"
    build_step(site)
