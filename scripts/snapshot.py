"""The solver worker's start-up snapshot, made at build time (scripts/build.py calls
``build_step(out)`` once the site is in ``out``). The Lab's worker (static/lab-worker.mjs)
restores the same one (issue 38): puzzles.lab is imported into it too.

Pyodide boots in Node (scripts/snapshot.mjs), gets the package's Python files (the build's
list, ``py/files.json``: the worker's config lists none), imports what every search needs,
compiles PyScript's own package (which the worker writes and imports at every start), and its
heap is saved. The worker's interpreter module (static/solver-pyodide.mjs) restores it
instead of booting Python and importing the solvers again. Written into ``out/static``:

- ``solver-snapshot-<hash>.bin.gz``: the heap's pages that are neither all zeros nor what the
  runtime's wasm itself puts there, joined, gzip (the browser inflates them with
  DecompressionStream, on a thread of their own: static/snapshot-inflate.mjs); named by its
  content, so it can be cached without going stale;
- ``solver-snapshot.json``: the marker the worker reads first: the Pyodide version the
  snapshot belongs to, the file, the heap's size, where the file's pages go in it and where
  the pages left to the runtime are, with their checksum (or ``file`` null and the
  ``reason``).

Without Node, or if anything fails, the build goes on with a warning and a marker saying why:
the worker then boots Pyodide normally. The gzip is ~4.2 MB: a 31 MB heap, mostly Pyodide's
own start-up (the solvers add ~0.02 MB). Left out of the file: the pages of zeros (the stack,
memory never used, and malloc's free memory, zeroed before the heap is saved:
scripts/snapshot.mjs) and the runtime's data pages that were never written (~3.4 MB). The
rest (~10.7 MB) inflates in well under a tenth of a second, overlapped with the download and
with Pyodide's own start.

    python3 scripts/snapshot.py [SITE]     # (re)make the snapshot of a built site; the
                                           # offline step (service worker) must run after it
"""

import array
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
# The Lab's worker (static/lab-worker.mjs) starts from the same snapshot (one download, one
# cache entry for both workers): puzzles.lab, with every family's lab package (their METHODS;
# the programs themselves are read as text, and run from it), and what its glue imports, are
# imported too (~0.1 MB more gzip; issue 38).
LAB_NEEDS = "from puzzles import data_files, lab"
START_UP = """
import %s
from puzzles import jobs, registry
for family in registry.families():
    registry.solver(family)
%s
""" % (", ".join(PYSCRIPT_NEEDS), LAB_NEEDS)
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
# A worker file this big is data, to be imported only by the search that needs it: the
# start-up code must not import it (the snapshot would grow by the module and by the garbage
# its compilation leaves in the heap). A guard: no module is that big today (the tables are
# binary files, fetched at their first use: puzzles/data_files.py).
BIG_FILE = 200_000
# The heap is stored in pages of this size. Left out of the file: a page of zeros (over half of
# the heap: the stack, memory never used), which the browser zeroes in the memory; and a page
# that holds just what the runtime's wasm itself puts there (its data, ~3.4 MB of constants),
# which the browser leaves as the fresh runtime has it, once it has checked that it does
# (`fresh_sum`).
PAGE = 4096


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


def _leb128(data: bytes, at: int, signed: bool = False) -> tuple[int, int]:
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, at


def runtime_memory(wasm: bytes) -> bytes:
    """The memory a fresh instance of ``wasm`` starts with, up to its last byte of data: its
    active data segments in place. Empty if a segment is placed by anything but a constant, or
    passive (placed by code): then no page is left to the runtime."""
    if wasm[:4] != b"\0asm":
        raise ValueError("not a wasm module")
    memory = bytearray()
    at = 8
    while at < len(wasm):
        section = wasm[at]
        size, at = _leb128(wasm, at + 1)
        end = at + size
        if section == 11:  # data
            count, at = _leb128(wasm, at)
            for _ in range(count):
                flags, at = _leb128(wasm, at)
                if flags == 2:  # active, with its memory's index
                    index, at = _leb128(wasm, at)
                    if index != 0:
                        return b""
                elif flags != 0:  # passive
                    return b""
                if wasm[at] != 0x41:  # i32.const OFFSET, end
                    return b""
                offset, at = _leb128(wasm, at + 1, signed=True)
                if wasm[at] != 0x0B or offset < 0:
                    return b""
                length, at = _leb128(wasm, at + 1)
                if len(memory) < offset + length:
                    memory.extend(bytes(offset + length - len(memory)))
                memory[offset:offset + length] = wasm[at:at + length]
                at += length
        at = end
    return bytes(memory)


def fresh_heap(heap: bytes, wasm: bytes) -> bytes:
    """What a heap saved from ``wasm``'s runtime holds where the runtime has not written: the
    runtime's initial memory, after Pyodide's header (its magic number, then where the memory
    starts: ``heap`` needs only that much)."""
    start = int.from_bytes(heap[4:8], "little")
    if heap[:4] != b"\0snp" or not 8 <= start or start % 4:
        raise ValueError("not a Pyodide snapshot")
    memory = runtime_memory(wasm)
    return bytes(start) + memory if memory else b""


def sparse(heap: bytes, page: int = PAGE, fresh: bytes = b"") -> tuple[bytes, list, list]:
    """The heap's pages that are neither all zeros nor as in ``fresh`` (the runtime's own, see
    fresh_heap), joined; where they go: ``[[first page, pages], ...]``; and where the pages as in
    ``fresh`` are, alike. The last page is always kept, so the pages end where the heap ends."""
    zeros = bytes(page)
    last = (len(heap) - 1) // page
    runs: list = []
    same: list = []

    def add(to, index):
        if to and sum(to[-1]) == index:
            to[-1][1] += 1
        else:
            to.append([index, 1])

    for index in range(last + 1):
        piece = heap[index * page:(index + 1) * page]
        if index == last or (piece != zeros and piece != fresh[index * page:(index + 1) * page]):
            add(runs, index)
        elif piece != zeros:
            add(same, index)
    return b"".join(heap[first * page:(first + count) * page] for first, count in runs), runs, same


def dense(pages: bytes, size: int, runs: list, page: int = PAGE, same: list = (), fresh: bytes = b"") -> bytes:
    """The heap again from ``sparse``'s pages (the worker does this in the browser)."""
    heap = bytearray(size)
    at = 0
    for first, count in runs:
        piece = pages[at:at + count * page]
        heap[first * page:first * page + len(piece)] = piece
        at += len(piece)
    for first, count in same:
        heap[first * page:(first + count) * page] = fresh[first * page:(first + count) * page]
    if at != len(pages) or len(heap) != size:
        raise ValueError("the pages do not fit a heap of %d bytes" % size)
    return bytes(heap)


def checksum(data: bytes) -> int:
    """FNV-1a over little-endian 32-bit words (static/snapshot-inflate.mjs's freshSum)."""
    words = array.array("I")
    words.frombytes(data)
    if sys.byteorder == "big":
        words.byteswap()
    value = 0x811C9DC5
    for word in words:
        value = ((value ^ word) * 0x01000193) & 0xFFFFFFFF
    return value


def heap_of(site: Path, marker: dict) -> bytes:
    """The heap a built site's snapshot file holds (for the tests)."""
    pages = gzip.decompress((site / "static" / marker["file"]).read_bytes())
    same = marker.get("fresh", [])
    fresh = fresh_heap(pages, (site / "static" / "pyodide" / "pyodide.asm.wasm").read_bytes()) if same else b""
    return dense(pages, marker["bytes"], marker["runs"], marker["page"], same, fresh)


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
    fresh = fresh_heap(heap, (out / "static" / "pyodide" / "pyodide.asm.wasm").read_bytes())
    pages, runs, same = sparse(heap, PAGE, fresh)
    if dense(pages, len(heap), runs, PAGE, same, fresh) != heap:
        raise AssertionError("the heap's pages do not give the heap back")
    fresh_sum = checksum(b"".join(heap[first * PAGE:(first + count) * PAGE] for first, count in same))
    packed = gzip.compress(pages, compresslevel=6, mtime=0)
    name = "%s%s.bin.gz" % (PREFIX, hashlib.sha256(packed).hexdigest()[:16])
    (out / "static" / name).write_bytes(packed)
    return {"pyodide": report["pyodide"], "file": name, "bytes": len(heap), "page": PAGE, "runs": runs,
            "fresh": same, "fresh_sum": fresh_sum,
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
