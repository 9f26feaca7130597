// The solver worker's interpreter module (worker.toml's `interpreter`): Pyodide started from
// the memory snapshot that scripts/snapshot.py makes at build time (Python initialised and the
// solvers imported), or booted normally when there is no usable snapshot.
//
// PyScript imports this module in the worker and calls `loadPyodide({stdout, stderr, indexURL,
// ...})` with `version` as its cache key, as it would Pyodide's own pyodide.mjs. Its indexURL
// is this file's folder, so it is replaced by the real runtime's folder, ./pyodide/; the other
// options are passed on.
//
// The marker (solver-snapshot.json: the Pyodide version, the snapshot's file and size) and
// then the snapshot (gzip) are fetched as soon as this module loads, in parallel with
// Pyodide's own files. Anything wrong (no marker or snapshot, another Pyodide version, a
// truncated or corrupt file, a failed restore) falls back to a normal boot: the solver is
// then only slower to start. How it went is in `self.solverStart` (the worker reports it).
import { loadPyodide as loadRealPyodide, version } from "./pyodide/pyodide.mjs";

export { version };

const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
// The site's root: the worker (py/app/worker.py) fetches the solvers' data files from there when a
// search first needs them (they are not among the worker's start-up files).
self.solverSiteRoot = new URL("../", import.meta.url).href;
const MARKER_URL = new URL("./solver-snapshot.json", import.meta.url).href;

const started = performance.now();
// When each step of the start was done (ms on the worker's clock), for the benchmark: the
// marker read, the snapshot downloaded and inflated, Pyodide loaded (restored or booted).
const steps = {};
const mark = (step) => { steps[step] = Math.round(performance.now()); };

// The marker is always asked afresh (it is tiny); it names the snapshot by its content's hash,
// so a snapshot may be cached for as long as the browser likes and never goes stale.
const marker = fetch(MARKER_URL, { cache: "no-cache" }).then(async (response) => {
  if (!response.ok) throw new Error("no snapshot (marker: HTTP " + response.status + ")");
  const found = await response.json();
  if (found && found.file === null) throw new Error("no snapshot: " + found.reason);
  mark("marker");
  if (!found || found.pyodide !== version)
    throw new Error("the snapshot is for Pyodide " + (found && found.pyodide) + ", not " + version);
  if (typeof found.file !== "string" || !(found.bytes > 0)) throw new Error("bad snapshot marker");
  return found;
});

// The heap's bytes go straight into an array of the size the marker gives (`heap`, known
// early: Pyodide sizes its memory by it and builds its module meanwhile, see startFromSnapshot);
// `snapshot` settles once they are all there and checked.
const heap = marker.then((found) => new Uint8Array(found.bytes));
heap.catch(() => {});
const snapshot = marker.then(async (found) => {
  const bytes = await heap;
  const response = await fetch(new URL(found.file, MARKER_URL));
  if (!response.ok) throw new Error("no snapshot (HTTP " + response.status + ")");
  // gzip's own checks (CRC and length) catch a corrupt or truncated file.
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
  let length = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (length + part.value.length > bytes.length)
        throw new Error("the snapshot is longer than its marker says (" + found.bytes + " bytes)");
      bytes.set(part.value, length);
      length += part.value.length;
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw new Error("the snapshot is corrupt or cut short (" + ((error && error.message) || error) + ")");
  }
  mark("snapshot inflated");
  if (length !== found.bytes)
    throw new Error("the snapshot has " + length + " bytes, its marker says " + found.bytes);
  return bytes;
});
snapshot.catch(() => {});  // handled in loadPyodide; no "unhandled rejection" meanwhile

function downloads() {
  try {
    return performance.getEntriesByType("resource").map((entry) => [
      entry.name.split("?")[0].split("/").pop(), Math.round(entry.startTime), Math.round(entry.responseEnd),
      entry.transferSize]);
  } catch {
    return [];
  }
}

function report(fromSnapshot, reason) {
  self.solverStart = {
    snapshot: fromSnapshot,
    reason: reason,
    ms: Math.round(performance.now() - started),
    pyodide: version,
    steps: { "module loaded": Math.round(started), ...steps, "interpreter loaded": Math.round(performance.now()) },
    // The worker's own downloads so far: [file, start, end (ms, worker's clock), bytes over
    // the network (0: from the browser's cache)], for the benchmark and the tests.
    resources: downloads(),
  };
}

// A restored heap holds the build's random state and duplicates sys.path's "" (loadPyodide
// adds it again): reseed from the browser's entropy and tidy the path.
const AFTER_RESTORE = `
def _after_restore():
    import random, sys
    random.seed()
    while sys.path[:2] == ["", ""]:
        del sys.path[0]
_after_restore()
del _after_restore
`;

// The runtime's wasm, fetched and compiled (streaming) as this module loads, in parallel with
// the snapshot's download and inflation: Pyodide itself compiles it only once the snapshot is
// there (a few hundred ms in a row). While loading, Pyodide's own request for it is answered
// with this compiled module (useCompiledWasm). Missing or failing (404, 500) is known as soon
// as its headers come, instead of when a start limit runs out.
const WASM_URL = new URL("./pyodide.asm.wasm", INDEX_URL).href;
const wasmThere = fetch(WASM_URL).then((response) => {
  if (!response.ok) throw new Error("pyodide.asm.wasm: HTTP " + response.status);
  return response;
}, () => null);  // no answer: Pyodide's own request will tell
wasmThere.catch(() => {});
const wasmModule = wasmThere.then((response) => {
  if (!response) return null;
  mark("wasm fetch answered");
  return WebAssembly.compileStreaming(response).then((module) => { mark("wasm compiled"); return module; });
});
wasmModule.catch(() => {});

// Pyodide fetches pyodide.asm.wasm (a plain fetch of its URL) and hands the response to
// WebAssembly.instantiateStreaming. While `load` runs, that fetch gets a stand-in response and
// the instantiation uses the module compiled above; anything else passes through untouched.
async function useCompiledWasm(load) {
  const standIns = new WeakSet();
  const { fetch: realFetch } = self;
  const { instantiateStreaming } = WebAssembly;
  self.fetch = function (resource, ...rest) {
    if (String(resource && resource.url || resource) !== WASM_URL) return realFetch.call(this, resource, ...rest);
    const standIn = new Response(null, { headers: { "Content-Type": "application/wasm" } });
    standIns.add(standIn);
    return Promise.resolve(standIn);
  };
  WebAssembly.instantiateStreaming = async (source, imports) => {
    const response = await source;
    if (!standIns.has(response)) return instantiateStreaming(response, imports);
    const module = await wasmModule;  // a compile error is thrown here: Pyodide warns it
    if (!module) return instantiateStreaming(realFetch(WASM_URL), imports);  // ours got no answer
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  };
  try {
    return await load();
  } finally {
    self.fetch = realFetch;
    WebAssembly.instantiateStreaming = instantiateStreaming;
  }
}

// A wasm that cannot be compiled (cut short, damaged) is only warned about on the console by
// pyodide.mjs (its instantiateWasm catches the error), and the load then never ends: while
// loading, that warning rejects the load instead.
const CANNOT_COMPILE = /wasm instantiation failed|CompileError|LinkError/;

export async function loadPyodide(options = {}) {
  await wasmThere;  // a missing runtime rejects here: PyScript tells the page, which says so
  let fail;
  const failed = new Promise((_, reject) => { fail = reject; });
  failed.catch(() => {});
  wasmModule.catch(() => fail(new Error("pyodide.asm.wasm could not be compiled (damaged or cut short)")));
  const warn = console.warn;
  console.warn = (...args) => {
    if (args.some((arg) => CANNOT_COMPILE.test(String(arg))))
      fail(new Error("pyodide.asm.wasm could not be compiled (damaged or cut short)"));
    return warn.apply(console, args);
  };
  try {
    return await Promise.race([useCompiledWasm(() => loadFromSnapshotOrBoot(options, failed)), failed]);
  } finally {
    console.warn = warn;
  }
}

// Pyodide waits for `_loadSnapshot` before it builds its module (the runtime's JavaScript
// set up around the instantiated wasm: ~200 ms), only to size the memory by it, and restores it
// once the module is built. Handed the empty array of the right size, it builds the module
// while the snapshot still downloads and inflates; the module (createPyodideModule, as
// Pyodide's own loadWasmScript would import it) is handed back once the bytes are all in.
function startFromSnapshot(settings) {
  const createPyodideModule = async (emscriptenSettings) => {
    const { default: createModule } = await import(INDEX_URL + "pyodide.asm.mjs");
    const module = await createModule(emscriptenSettings);
    mark("module built");
    await snapshot;
    return module;
  };
  return loadRealPyodide({ ...settings, _loadSnapshot: heap, createPyodideModule });
}

async function loadFromSnapshotOrBoot(options, failed) {
  const settings = { ...options, indexURL: INDEX_URL };
  let reason;
  try {
    // Not waiting for the marker: Pyodide starts fetching its other files meanwhile.
    const pyodide = await Promise.race([startFromSnapshot(settings), failed]);
    pyodide.runPython(AFTER_RESTORE);
    report(true, null);
    return pyodide;
  } catch (error) {
    reason = String((error && error.message) || error).split("\n")[0];
    console.warn("Solver: starting without the snapshot: " + reason);
  }
  const pyodide = await loadRealPyodide(settings);
  report(false, reason);
  return pyodide;
}
