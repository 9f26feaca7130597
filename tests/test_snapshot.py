"""The solver's start-up snapshot (scripts/snapshot.py, scripts/snapshot.mjs): the build
writes it and its marker, or a marker saying why not without failing; and Pyodide's private
snapshot API behaves as static/solver-pyodide.mjs expects (restored in Node here; the page
itself is tested in tests/e2e/test_startup_page.py)."""

import gzip
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import snapshot  # noqa: E402
from pyscript_package import pyscript_package  # noqa: E402
from build import build  # noqa: E402
from puzzles import registry  # noqa: E402

PYODIDE_VERSION = json.loads((ROOT / "node_modules" / "pyodide" / "package.json").read_text())["version"]
NODE = shutil.which("node")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return build(tmp_path_factory.mktemp("snapshot") / "site")


@pytest.fixture(scope="module")
def marker(site):
    return json.loads((site / "static" / snapshot.MARKER).read_text())


def test_the_worker_config_names_the_wrapper_and_no_files(site):
    config = snapshot.worker_config((site / "index.html").read_text())
    assert config["interpreter"] == snapshot.WRAPPER
    assert (site / snapshot.WRAPPER).is_file()
    # No files: the worker fetches a module when first imported (py/app/worker.py); the
    # snapshot is made from the build's list of the package's files.
    assert "files" not in config
    assert snapshot.package_files(site)["./py/puzzles/registry.py"] == "./puzzles/registry.py"


def test_the_build_writes_the_snapshot_and_its_marker(site, marker):
    if NODE is None:
        assert marker["file"] is None and "node" in marker["reason"]
        pytest.skip("no node: the build made no snapshot, as it should")
    assert marker["pyodide"] == PYODIDE_VERSION and marker["reason"] is None
    packed = (site / "static" / marker["file"]).read_bytes()
    assert marker["file"].startswith(snapshot.PREFIX) and marker["gzip_bytes"] == len(packed)
    pages = gzip.decompress(packed)
    assert len(pages) == marker["pages_bytes"] < marker["bytes"]
    heap = snapshot.heap_of(site, marker)
    assert len(heap) == marker["bytes"] > len(packed)
    assert heap[:4] == b"\x00snp"  # Pyodide's snapshot magic number
    # The pages left out are all zeros or the runtime's own data (its wasm's data segments, in
    # place after Pyodide's header), the file's are neither (but the last, always there).
    page, zeros = marker["page"], bytes(marker["page"])
    kept = {first + index for first, count in marker["runs"] for index in range(count)}
    fresh = {first + index for first, count in marker["fresh"] for index in range(count)}
    last = (len(heap) - 1) // page
    assert last in kept and not kept & fresh
    data = snapshot.fresh_heap(heap, (site / "static" / "pyodide" / "pyodide.asm.wasm").read_bytes())
    assert len(fresh) * page > 3_000_000  # most of the runtime's data is never written
    for index in range(last):
        piece = heap[index * page:(index + 1) * page]
        if index in kept:
            assert piece != zeros and piece != data[index * page:(index + 1) * page]
        elif index in fresh:
            assert piece != zeros and piece == data[index * page:(index + 1) * page]
        else:
            assert piece == zeros
    assert marker["fresh_sum"] == snapshot.checksum(b"".join(heap[index * page:(index + 1) * page]
                                                             for index in sorted(fresh)))
    # Free memory is zeroed before the heap is saved: the file is small.
    assert marker["gzip_bytes"] < 5_000_000
    # PyScript's package is precompiled: a pyc for each of its modules, where Python looks.
    assert [re.sub(r"\.cpython-\d+\.pyc$", ".py", path.replace("/__pycache__", ""))
            for path in marker["precompiled"]] == sorted("/home/pyodide/" + name for name in pyscript_package())
    assert list((site / "static").glob(snapshot.PREFIX + "*")) == [site / "static" / marker["file"]]
    # Every solver is imported in it, and the 15-puzzle's big tables are not.
    for family in registry.families():
        assert registry.FAMILIES[family][2] in marker["modules"]
    assert "puzzles.jobs" in marker["modules"]
    assert "puzzles.slide.patterns_data" not in marker["modules"]
    assert not set(marker["lazy"]) & set(marker["modules"])
    assert marker["cwd"] == "/home/pyodide"
    # The Lab's worker restores the same snapshot (issue 38): puzzles.lab and its families'
    # lab packages are in it.
    assert {"puzzles.lab", "puzzles.lab_kit", "puzzles.lab_trace", "puzzles.data_files", "puzzles.peg.lab"} \
        <= set(marker["modules"])


def test_the_build_ships_the_labs_listing_and_the_package_in_one_file(site):
    """py/lab.json: what the Lab shows before its worker is ready (puzzles.lab.listing);
    py/sources.json: the package's files (py/files.json's list) in one, for the Lab's worker."""
    from puzzles import lab
    assert json.loads((site / "py" / "lab.json").read_text()) == json.loads(json.dumps(lab.listing()))
    sources = json.loads((site / "py" / "sources.json").read_text())
    assert sorted(sources) == json.loads((site / "py" / "files.json").read_text())
    assert all(sources[name] == (site / "py" / name).read_text() for name in sources)


def fake_site(tmp_path, page):
    (tmp_path / "static").mkdir()
    (tmp_path / "index.html").write_text(page)
    (tmp_path / "static" / (snapshot.PREFIX + "old.bin.gz")).write_bytes(b"stale")
    return tmp_path


def test_without_node_the_build_goes_on_and_says_why(tmp_path, site, monkeypatch, capsys):
    out = fake_site(tmp_path, (site / "index.html").read_text())
    monkeypatch.setattr(snapshot.shutil, "which", lambda name: None)
    marker = snapshot.build_step(out)
    assert marker["file"] is None and "node is not installed" in marker["reason"]
    assert json.loads((out / "static" / snapshot.MARKER).read_text()) == marker
    assert not list((out / "static").glob(snapshot.PREFIX + "*"))  # no stale snapshot left
    assert "warning: no solver snapshot" in capsys.readouterr().err


def test_a_page_without_the_wrapper_gets_no_snapshot(tmp_path):
    out = fake_site(tmp_path, '<script type="py" worker name="solver" config="{&quot;interpreter&quot;:'
                              '&quot;./static/pyodide/pyodide.mjs&quot;}"></script>')
    marker = snapshot.build_step(out)
    assert marker["file"] is None and "pyodide.mjs" in marker["reason"]


RESTORE = r"""
import fs from "node:fs";
import { pathToFileURL } from "node:url";
process.on("uncaughtException", (error) => {  // its message, not a line of minified code
  process.stdout.write(JSON.stringify({ error: String(error && error.message || error) }) + "\n",
                       () => process.exit(1));
});
const [indexURL, snapshotFile, filesJson, wrapperFile, lazyJson, pyscriptFile] = process.argv.slice(2);
const lazy = JSON.parse(lazyJson);
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const wrapper = fs.readFileSync(wrapperFile, "utf8");
// (the built wrapper is minified: "const AFTER_RESTORE=`...`", its template literal whole)
const afterRestore = wrapper.match(/const AFTER_RESTORE\s*=\s*`([^`]*)`/)[1];
const result = {};
try {
  await loadPyodide({ indexURL, _loadSnapshot: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]) });
} catch (error) { result.garbage = String(error.message); }
const bytes = new Uint8Array(fs.readFileSync(snapshotFile));
const draw = "import random; random.getrandbits(64).to_bytes(8).hex()";
const pyodide = await loadPyodide({ indexURL, _loadSnapshot: bytes });
const other = await loadPyodide({ indexURL, _loadSnapshot: bytes.slice() });
result.sameDraws = pyodide.runPython(draw) === other.runPython(draw);
result.pathBefore = pyodide.runPython("import sys; sys.path[:2]").toJs();
pyodide.runPython(afterRestore);
other.runPython(afterRestore);
result.drawsAfterReseed = [pyodide.runPython(draw), other.runPython(draw)];
result.pathAfter = pyodide.runPython("import sys; sys.path[:2]").toJs();
result.imported = pyodide.runPython("import sys; 'puzzles.peg.solver' in sys.modules");
// As PyScript does after loadPyodide: the files again, under the current directory.
for (const [source, target] of JSON.parse(filesJson)) {
  const path = pyodide.FS.cwd() + "/" + target;
  pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  pyodide.FS.writeFile(path, fs.readFileSync(source));
}
result.check = JSON.parse(pyodide.runPython(`
import importlib, json, os, sys
from puzzles.jobs import JobRunner
lazy = ${JSON.stringify(lazy)}
lazy_before = [name for name in lazy if name in sys.modules]
for name in lazy:
    importlib.import_module(name)
reply = JobRunner().run(json.dumps({"game": "peg/hoppers13?empty=6&finish=6", "kind": "minimum"}))
json.dumps({"lazy_before": lazy_before, "lazy_after": all(name in sys.modules for name in lazy),
            "moves": reply["result"]["moves"], "cwd": os.getcwd()})
`));
// As PyScript does next: its package's sources written under the current directory, where
// `import pyscript` must take the pycs the wrapper's code wrote, compiling nothing; a source
// that differs from the build's (the last one here) is compiled.
pyodide.globals.set("pyscript_json", fs.readFileSync(pyscriptFile, "utf8"));
result.pyscript = JSON.parse(pyodide.runPython(`
import builtins, importlib.machinery, json, os
from pathlib import Path
sources = json.loads(pyscript_json)
changed = sorted(sources)[-1]
sources[changed] += "\\n# changed\\n"
compiled, compile = [], builtins.compile
builtins.compile = lambda source, filename, *rest, **options: (
    compiled.append(os.path.relpath(filename)), compile(source, filename, *rest, **options))[1]
try:
    for name, text in sources.items():
        Path(name).parent.mkdir(parents=True, exist_ok=True)
        Path(name).write_text(text, encoding="utf-8")
        loader = importlib.machinery.SourceFileLoader(name[:-3].replace("/", "."), os.path.abspath(name))
        loader.get_code(loader.name)
finally:
    builtins.compile = compile
json.dumps({"compiled": compiled, "changed": changed, "loaded": len(sources)})
`));
console.log(JSON.stringify(result));
"""


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_pyodide_restores_the_snapshot_and_imports_lazily_after(site, marker, tmp_path):
    """Pins the private API: ``_loadSnapshot`` takes the raw bytes, refuses garbage with an
    error (so the wrapper can boot normally instead); a restored heap has the solvers imported,
    needs the wrapper's reseeding, finds a lazy module in files written after the restore, and
    has PyScript's package precompiled for the wrapper to write."""
    heap = tmp_path / "heap.bin"
    heap.write_bytes(snapshot.heap_of(site, marker))
    files = [[str(site / source), target] for source, target in snapshot.package_files(site).items()]
    # No module is big enough to be kept out by size today (marker["lazy"] is empty): the
    # pattern tables' loader, which no start-up code imports, stands for one.
    lazy = sorted(set(marker["lazy"]) | {"puzzles.slide.patterns_data"})
    script = tmp_path / "restore.mjs"
    script.write_text(RESTORE)
    package = tmp_path / "pyscript.json"
    package.write_text(json.dumps(pyscript_package()))
    done = subprocess.run([NODE, str(script), str(site / "static" / "pyodide") + "/", str(heap),
                           json.dumps(files), str(site / snapshot.WRAPPER), json.dumps(lazy),
                           str(package)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert "magic number" in result["garbage"]
    # Every restore has the same random state until the wrapper's code reseeds it; it also
    # drops the second "" that loadPyodide puts in front of sys.path.
    assert result["sameDraws"] is True
    first, second = result["drawsAfterReseed"]
    assert first != second
    assert result["pathBefore"] == ["", ""] and result["pathAfter"][0] == "" and result["pathAfter"][1] != ""
    assert result["imported"] is True
    assert result["check"] == {"lazy_before": [], "lazy_after": True, "moves": 7, "cwd": "/home/pyodide"}
    # PyScript's package imports without compiling: but for the source changed on purpose.
    assert result["pyscript"]["loaded"] == len(pyscript_package()) > 5
    assert result["pyscript"]["compiled"] == [result["pyscript"]["changed"]]


def test_a_big_module_is_kept_out_of_the_snapshot(tmp_path):
    """The guard for data written as a Python module: a file of BIG_FILE bytes or more is
    listed as lazy (the start-up code must not import it), a smaller one is not."""
    (tmp_path / "py" / "puzzles").mkdir(parents=True)
    (tmp_path / "py" / "puzzles" / "big.py").write_text("TABLE = %r\n" % ("x" * snapshot.BIG_FILE))
    (tmp_path / "py" / "puzzles" / "small.py").write_text("X = 1\n")
    files = {"./py/puzzles/big.py": "./puzzles/big.py", "./py/puzzles/small.py": "./puzzles/small.py"}
    assert snapshot.lazy_modules(tmp_path, files) == ["puzzles.big"]


def test_a_heap_is_stored_without_its_pages_of_zeros_and_comes_back_whole():
    page = snapshot.PAGE
    heap = bytearray(5 * page + 100)  # pages 0-4 and a short last page, 5
    heap[10], heap[3 * page + 7], heap[4 * page] = 1, 2, 3
    pages, runs, same = snapshot.sparse(bytes(heap))
    assert runs == [[0, 1], [3, 3]] and same == []  # page 5, all zeros, is kept: the last
    assert pages == heap[:page] + heap[3 * page:]
    assert snapshot.dense(pages, len(heap), runs) == heap
    assert snapshot.sparse(bytes(2 * page)) == (bytes(page), [[1, 1]], [])
    with pytest.raises(ValueError):
        snapshot.dense(pages + b"\0", len(heap), runs)


def test_the_pages_the_runtime_holds_itself_are_left_out_and_come_back_whole():
    page = snapshot.PAGE
    fresh = bytearray(Random(1).randbytes(4 * page))  # what the runtime puts in pages 0-3
    heap = bytearray(fresh) + bytearray(2 * page + 9)
    heap[page + 5] ^= 1  # page 1 written since
    heap[2 * page:3 * page] = bytes(page)  # page 2 zeroed
    heap[4 * page + 1] = 7  # page 4 past the runtime's data
    pages, runs, same = snapshot.sparse(bytes(heap), page, bytes(fresh))
    assert runs == [[1, 1], [4, 1], [6, 1]] and same == [[0, 1], [3, 1]]
    assert snapshot.dense(pages, len(heap), runs, page, same, bytes(fresh)) == heap


def test_the_runtime_s_memory_is_its_wasm_s_data_segments_in_place():
    def leb(value):
        out = bytearray()
        while True:
            byte, value = value & 0x7F, value >> 7
            if value == 0 and not byte & 0x40:
                return bytes(out + bytes([byte]))
            out.append(byte | 0x80)

    def segment(offset, data, flags=0):
        return leb(flags) + b"\x41" + leb(offset) + b"\x0b" + leb(len(data)) + data

    def module(*segments):
        body = leb(len(segments)) + b"".join(segments)
        return b"\0asm\1\0\0\0" + b"\x01\x01\x00" + b"\x0b" + leb(len(body)) + body

    assert snapshot.runtime_memory(module(segment(8, b"ab"), segment(100, b"xyz"), segment(9, b"B"))) == \
        bytes(8) + b"aB" + bytes(90) + b"xyz"
    assert snapshot.runtime_memory(module(segment(0, b"a"), b"\x01" + leb(1) + b"z")) == b""  # passive
    with pytest.raises(ValueError):
        snapshot.runtime_memory(b"\0elf")
    heap = b"\0snp" + (16).to_bytes(4, "little") + bytes(8) + b"memory"
    assert snapshot.fresh_heap(heap, module(segment(2, b"hi"))) == bytes(16) + b"\0\0hi"
    with pytest.raises(ValueError):
        snapshot.fresh_heap(b"nope" + heap[4:], module())


def test_the_checksum_of_the_runtime_s_pages_is_fnv_1a_over_words():
    assert snapshot.checksum(b"") == 0x811C9DC5
    assert snapshot.checksum(b"\x01\0\0\0") == ((0x811C9DC5 ^ 1) * 0x01000193) & 0xFFFFFFFF
    assert snapshot.checksum(b"\1\0\0\0\2\0\0\0") != snapshot.checksum(b"\2\0\0\0\1\0\0\0")


PLACE = r"""
import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [module, pagesFile, freshFile, markerJson, start] = process.argv.slice(2);
const { freshSpans, freshSum, pageSpans, placePages } = await import(pathToFileURL(module).href);
const marker = JSON.parse(markerJson);
const pages = new Uint8Array(fs.readFileSync(pagesFile));
const fresh = new Uint8Array(fs.readFileSync(freshFile));
const whole = placePages(pages, marker, new Uint8Array(marker.bytes));
// As the worker restores: the header into a fresh array, the rest into the runtime's memory,
// which is not blank (here all 7s) but where it holds its own data, the gaps zeroed.
const from = Number(start);
const memory = new Uint8Array(marker.bytes - from).fill(7);
for (const [first, length] of freshSpans(marker)) memory.set(fresh.subarray(first, first + length), first - from);
const sum = freshSum(memory, marker, from);
placePages(pages, marker, memory, from, marker.bytes, true);
const bad = [{ ...marker, runs: [] }, { ...marker, runs: [[1, 1], [0, 1]] },
             { ...marker, runs: marker.runs.slice(0, -1) }, { ...marker, bytes: -1 }, { ...marker, page: 0 },
             { ...marker, fresh: [[0, 1]] }, { ...marker, fresh: [[7, 1], [3, 1]] },
             { ...marker, fresh: [[12, 1]] }, { ...marker, fresh: [[3, 0]] }, { ...marker, fresh: 3 }]
  .map((other) => { try { freshSpans(other); return "accepted"; } catch (error) { return "refused"; } });
console.log(JSON.stringify({ whole: Buffer.from(whole).toString("hex"), memory: Buffer.from(memory).toString("hex"),
                             sum, bad }));
"""


@pytest.mark.skipif(NODE is None, reason="needs node")
def test_the_browser_puts_the_pages_where_the_build_took_them(tmp_path):
    """static/snapshot-inflate.mjs's placePages and freshSum against snapshot.dense and
    checksum: a heap with pages of zeros and pages as the runtime has them here and there (the
    sizes small, the layout the build's), whole and into the runtime's memory."""
    random = Random(25)
    page = 16
    heap = bytearray(random.randbytes(page * 12 + 5))
    fresh = bytearray(random.randbytes(page * 10))  # the runtime's own data, pages 0-9
    for index in (1, 2, 5, 8, 9, 10, 12):  # pages of zeros; 12 is the short last one, kept
        heap[index * page:(index + 1) * page] = bytes(len(heap[index * page:(index + 1) * page]))
    for index in (3, 4, 7):  # pages as the runtime has them
        heap[index * page:(index + 1) * page] = fresh[index * page:(index + 1) * page]
    pages, runs, same = snapshot.sparse(bytes(heap), page, bytes(fresh))
    assert same == [[3, 2], [7, 1]]
    assert snapshot.dense(pages, len(heap), runs, page, same, bytes(fresh)) == heap
    marker = {"bytes": len(heap), "page": page, "runs": runs, "fresh": same}
    (tmp_path / "pages.bin").write_bytes(pages)
    (tmp_path / "fresh.bin").write_bytes(fresh)
    script = tmp_path / "place.mjs"
    script.write_text(PLACE)
    start = 20
    done = subprocess.run([NODE, str(script), str(ROOT / "static" / "snapshot-inflate.mjs"), str(tmp_path / "pages.bin"),
                           str(tmp_path / "fresh.bin"), json.dumps(marker), str(start)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout)
    # Into a blank array, the runtime's pages stay blank: only the header is put so.
    assert bytes.fromhex(result["whole"]) == snapshot.dense(pages, len(heap), runs, page)
    assert bytes.fromhex(result["memory"]) == heap[start:]
    assert result["sum"] == snapshot.checksum(heap[3 * page:5 * page] + heap[7 * page:8 * page])
    assert result["bad"] == ["refused"] * 10
