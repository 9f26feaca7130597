// Make the solver worker's start-up snapshot: boot Pyodide in Node with `_makeSnapshot`,
// write the worker's Python files where PyScript will write them in the browser, run the
// start-up code (the imports every search needs, PyScript's package compiled), and save the heap.
//
//     node scripts/snapshot.mjs SPEC.json
//
// SPEC.json: {"indexURL": the Pyodide folder the site serves (its pyodide.asm.wasm must be
// the one the browser gets: a snapshot only fits its own build), "files": [[source path on
// disk, path in the interpreter], ...] (the package's files, py/files.json: relative paths
// under the interpreter's current directory), "code": Python to run, "lazy": modules that must not be
// imported by it, "out": the snapshot file to write (raw; scripts/snapshot.py compresses it)}.
// Prints one line of JSON: the Pyodide version, the snapshot's size, the puzzles modules in it.
//
// Only the heap is saved, not the file system: in the browser, a module of the package that is
// not in the snapshot is fetched at its first import and written into the same current
// directory (/home/pyodide: py/app/worker.py, SiteModules), so the imported modules' __file__
// paths stay true.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

// Any error: its message alone on stderr (Node would print a line of Pyodide's minified code).
process.on("uncaughtException", (error) => {
  process.stderr.write(String((error && (error.message || error.stack)) || error) + "\n",
                       () => process.exit(1));
});

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const indexURL = spec.indexURL.endsWith("/") ? spec.indexURL : spec.indexURL + "/";
const { loadPyodide, version } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);

const output = [];
const pyodide = await loadPyodide({
  indexURL,
  _makeSnapshot: true,
  stdout: (line) => output.push(line),
  stderr: (line) => output.push(line),
});

const cwd = pyodide.FS.cwd();
for (const [source, target] of spec.files) {
  const absolute = pyodide.PATH.normalize(target.startsWith("/") ? target : cwd + "/" + target);
  pyodide.FS.mkdirTree(pyodide.PATH.dirname(absolute));
  pyodide.FS.writeFile(absolute, fs.readFileSync(source));
}

// In a namespace of its own: __main__ (where the worker's script runs) stays empty.
const namespace = pyodide.toPy({});
pyodide.runPython(spec.code, { globals: namespace });
const report = JSON.parse(pyodide.runPython(`
def report(lazy):
    import json, os, sys
    eager = [name for name in lazy if name in sys.modules]
    if eager:
        raise RuntimeError("must stay lazy, but the start-up code imported: %s" % ", ".join(eager))
    precompiled = sys.modules.get("_snapshot_pycs")
    return json.dumps({"cwd": os.getcwd(), "path": sys.path[:3],
                       "modules": sorted(name for name in sys.modules if name.split(".")[0] == "puzzles"),
                       "precompiled": sorted(precompiled.files) if precompiled else []})
report(${JSON.stringify(spec.lazy || [])})
`, { globals: namespace }));
pyodide.runPython("import gc; gc.collect()", { globals: namespace });
namespace.destroy();

// Free memory holds what was freed: garbage that compresses badly (~3 MB of the heap's ~11 MB
// in use by malloc). It is zeroed before the heap is saved: every free block is taken with
// malloc, the largest first, zeroed and given back; malloc may not grow the heap meanwhile
// (its footprint limit), so the heap keeps its size. The gzip is ~1 MB smaller.
function zeroFreeMemory(module) {
  const size = module.HEAP8.length;
  module._malloc_set_footprint_limit(module._malloc_footprint());
  const taken = [];
  for (let block = 1 << 24; block >= 16;) {
    const at = module._malloc(block);
    if (at) {
      module.HEAP8.fill(0, at, at + block);
      taken.push(at);
    } else {
      block >>>= 1;
    }
  }
  for (const at of taken) module._free(at);
  module._malloc_set_footprint_limit(-1);  // (size_t)-1: no limit, as before
  if ((module._malloc_footprint_limit() >>> 0) !== 0xffffffff) throw new Error("malloc's limit stayed");
  if (module.HEAP8.length !== size) throw new Error("the heap grew while its free memory was zeroed");
}
zeroFreeMemory(pyodide._module);

const heap = pyodide.makeMemorySnapshot();
fs.writeFileSync(spec.out, heap);
console.log(JSON.stringify({ pyodide: version, bytes: heap.length, output, ...report }));
