// The solver worker's interpreter module (worker.toml's `interpreter`): Pyodide started from
// the memory snapshot that scripts/snapshot.py makes at build time (Python initialised and the
// solvers imported), or booted normally when there is no usable snapshot.
//
// PyScript imports this module in the worker and calls `loadPyodide({stdout, stderr, indexURL,
// ...})` with `version` as its cache key, as it would Pyodide's own pyodide.mjs. Its indexURL
// is this file's folder, so it is replaced by the real runtime's folder, ./pyodide/; the other
// options are passed on.
//
// The marker (solver-snapshot.json: the Pyodide version, the snapshot's file, the heap's size
// and where the file's pages go) and then the snapshot (gzip) are fetched as soon as this
// module loads, in parallel with Pyodide's own files; the snapshot is inflated by a worker of
// its own (static/snapshot-inflate.mjs). Anything wrong (no marker or snapshot, another
// Pyodide version, a truncated or corrupt file, a failed restore) falls back to a normal
// boot: the solver is then only slower to start. How it went is in `self.solverStart` (the
// worker reports it).

import { awaiting, counted, download, tell } from "./solver-progress.mjs";

// Each file of the start is told to the page as it is asked for and as it arrives (issue 37:
// static/solver-progress.mjs), this one first: a file that stalls is named on the page.
tell(import.meta.url, { done: true });

// Pyodide's own module is imported, not statically: the downloads below start before it is here.
const pyodideModule = awaiting(new URL("./pyodide/pyodide.mjs", import.meta.url).href, import("./pyodide/pyodide.mjs"));

const INDEX_URL = new URL("./pyodide/", import.meta.url).href;
// The site's root: the worker (py/app/worker.py) fetches the solvers' data files from there when a
// search first needs them (they are not among the worker's start-up files).
self.solverSiteRoot = new URL("../", import.meta.url).href;
// A data file fetched in the background, its progress told (py/app/worker.py, puzzles.data_files).
self.solverDownload = (relative) => download(new URL(relative, self.solverSiteRoot).href);
// A file of the worker's that has arrived (py/app/worker.py says so of itself).
self.solverArrived = (relative) => tell(new URL(relative, self.solverSiteRoot).href, { done: true });
const MARKER_URL = new URL("./solver-snapshot.json", import.meta.url).href;

const started = performance.now();
// The snapshot's format and its inflater (imported here, not statically: without it, the
// worker boots normally).
const format = import("./snapshot-inflate.mjs");
format.catch(() => {});
// When each step of the start was done (ms on the worker's clock), for the benchmark: the
// marker read, the snapshot downloaded and inflated, Pyodide loaded (restored or booted).
const steps = {};
const mark = (step) => { steps[step] = Math.round(performance.now()); };

// The marker is always asked afresh (it is tiny); it names the snapshot by its content's hash,
// so a snapshot may be cached for as long as the browser likes and never goes stale.
const marker = awaiting(MARKER_URL, fetch(MARKER_URL, { cache: "no-cache" })).then(async (response) => {
  if (!response.ok) throw new Error("no snapshot (marker: HTTP " + response.status + ")");
  const found = await response.json();
  if (found && found.file === null) throw new Error("no snapshot: " + found.reason);
  mark("marker");
  const { version } = await pyodideModule;
  if (!found || found.pyodide !== version)
    throw new Error("the snapshot is for Pyodide " + (found && found.pyodide) + ", not " + version);
  if (typeof found.file !== "string") throw new Error("bad snapshot marker");
  (await format).freshSpans(found);  // throws on a marker whose pages do not fit its heap
  return found;
});

// The inflater (snapshot-inflate.mjs as a worker of its own), started at once: it reads the
// marker too and starts the snapshot's download as soon as it is up. {worker, answer (its
// message), broken (settles if it cannot run: its script failing, a policy forbidding it)},
// or null where no worker can start here; in those two cases the pages are inflated here.
const inflater = (() => {
  let worker;
  try {
    worker = new Worker(new URL("./snapshot-inflate.mjs", import.meta.url),
                        { type: "module", name: "solver-snapshot-inflater" });  // its INFLATER
  } catch {
    return null;
  }
  const answer = new Promise((resolve) => { worker.onmessage = ({ data }) => resolve(data); });
  const broken = new Promise((resolve) => worker.addEventListener("error", (event) => {
    event.preventDefault();
    resolve();
  }, { once: true }));
  Promise.race([answer, broken]).then(() => worker.terminate());
  worker.postMessage({ markerUrl: MARKER_URL, timeOrigin: performance.timeOrigin });
  return { worker, answer, broken };
})();
marker.catch(() => inflater && inflater.worker.terminate());  // no snapshot to inflate
const inflaterDownloads = [];  // its downloads, on this worker's clock
let inflatedBy = null;  // "inflater" or "solver" (this worker), for the tests

// The snapshot's pages, from the inflater, or inflated here if it cannot start; a fault in the
// snapshot itself rejects (the worker then boots normally).
async function inflated(url, found) {
  const { inflatePages } = await format;
  const here = () => { inflatedBy = "solver"; return inflatePages(url, found); };
  if (!inflater) return here();
  const fromInflater = inflater.answer.then((data) => {
    if (data.error) throw new Error(data.error);
    if (data.file !== found.file) throw new Error("the snapshot changed while it was loading");
    inflaterDownloads.push(...data.resources);
    inflatedBy = "inflater";
    return data.pages;
  });
  return Promise.race([fromInflater, inflater.broken.then(here)]);
}

// The heap's array has the size the marker gives (`heap`, known early: Pyodide sizes its
// memory by it and builds its module meanwhile, see startFromSnapshot); `snapshot` settles
// once the pages are here and the header is in that array (the only part of it written).
const heap = marker.then((found) => new Uint8Array(found.bytes));
heap.catch(() => {});
const snapshot = marker.then(async (found) => {
  const [bytes, pages] = await Promise.all([heap, inflated(new URL(found.file, MARKER_URL).href, found)]);
  // Pyodide's header comes first (its magic number, then where the memory starts in the
  // snapshot): it alone goes into `heap`, the memory's pages go straight into the module's
  // memory (startFromSnapshot).
  const start = pages.length >= 8 ? new DataView(pages.buffer, pages.byteOffset, 8).getUint32(4, true) : 0;
  const { pageSpans, placePages } = await format;
  if (pageSpans(found)[0][0] !== 0 || !(start >= 8 && start % 4 === 0 && start < found.bytes))
    throw new Error("the snapshot does not start with Pyodide's header");
  placePages(pages, found, bytes, 0, start);
  mark("snapshot inflated");
  return { pages, found, start };
});
snapshot.catch(() => {});  // handled in loadPyodide; no "unhandled rejection" meanwhile

function downloads() {
  try {
    return performance.getEntriesByType("resource").map((entry) => [
      entry.name.split("?")[0].split("/").pop(), Math.round(entry.startTime), Math.round(entry.responseEnd),
      entry.transferSize]).concat(inflaterDownloads);
  } catch {
    return [];
  }
}

function report(fromSnapshot, reason) {
  self.solverStart = {
    snapshot: fromSnapshot,
    reason: reason,
    inflatedBy: inflatedBy,
    ms: Math.round(performance.now() - started),
    pyodide: version,
    steps: { "module loaded": Math.round(started), ...steps, "interpreter loaded": Math.round(performance.now()) },
    // The worker's own downloads so far: [file, start, end (ms, worker's clock), bytes over
    // the network (0: from the browser's cache)], for the benchmark and the tests.
    resources: downloads(),
  };
}

// A restored heap holds the build's random state and duplicates sys.path's "" (loadPyodide
// adds it again): reseed from the browser's entropy and tidy the path. PyScript's package,
// compiled by the build (scripts/snapshot.py): its pycs go where `import pyscript` finds
// them beside the sources that PyScript writes next (checked against their hash).
const AFTER_RESTORE = `
def _after_restore():
    import os, random, sys
    random.seed()
    while sys.path[:2] == ["", ""]:
        del sys.path[0]
    pycs = sys.modules.pop("_snapshot_pycs", None)
    for path, data in (pycs.files.items() if pycs else ()):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as file:
            file.write(data)
_after_restore()
del _after_restore
`;

// The runtime's wasm, fetched and compiled (streaming) as this module loads, in parallel with
// the snapshot's download and inflation: Pyodide itself compiles it only once the snapshot is
// there (a few hundred ms in a row). While loading, Pyodide's own request for it is answered
// with this compiled module (useEarlyDownloads). Missing or failing (404, 500) is known as soon
// as its headers come, instead of when a start limit runs out.
const WASM_URL = new URL("./pyodide.asm.wasm", INDEX_URL).href;
// Its bytes are counted as they come (the page shows the progress of a slow one), and a body that
// stops coming fails the start in words.
const wasmThere = awaiting(WASM_URL, fetch(WASM_URL)).then((response) => {
  if (!response.ok) throw new Error("pyodide.asm.wasm: HTTP " + response.status);
  return counted(WASM_URL, response);
}, () => null);  // no answer: Pyodide's own request will tell
wasmThere.catch(() => {});
const wasmModule = wasmThere.then((response) => {
  if (!response) return null;
  mark("wasm fetch answered");
  return WebAssembly.compileStreaming(response).then((module) => { mark("wasm compiled"); return module; });
});
wasmModule.catch(() => {});

// Pyodide's other start-up files, asked for as this module loads too (Pyodide itself asks once
// PyScript has opened its storage, some tens of ms later): its standard library and package
// index (each answered once from here, see useEarlyDownloads), and its runtime's JavaScript.
const EARLY = new Map(["python_stdlib.zip", "pyodide-lock.json"].map((name) => {
  const url = new URL(name, INDEX_URL).href;
  const response = awaiting(url, fetch(url));
  response.catch(() => {});
  return [url, response];
}));
const runtimeScript = awaiting(INDEX_URL + "pyodide.asm.mjs", import(INDEX_URL + "pyodide.asm.mjs"));
runtimeScript.catch(() => {});

// Pyodide fetches pyodide.asm.wasm (a plain fetch of its URL) and hands the response to
// WebAssembly.instantiateStreaming. While `load` runs, that fetch gets a stand-in response and
// the instantiation uses the module compiled above; the first fetch of an EARLY file gets the
// response asked for above; anything else passes through untouched.
async function useEarlyDownloads(load) {
  const standIns = new WeakSet();
  const { fetch: realFetch } = self;
  const { instantiateStreaming } = WebAssembly;
  self.fetch = function (resource, ...rest) {
    const url = String(resource && resource.url || resource);
    if (EARLY.has(url)) {
      const early = EARLY.get(url);
      EARLY.delete(url);
      return early;
    }
    if (url !== WASM_URL) return realFetch.call(this, resource, ...rest);
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
  const stalled = (error) => /nothing has arrived/.test(String(error && error.message));
  wasmModule.catch((error) => fail(new Error(stalled(error) ? "pyodide.asm.wasm: " + error.message
    : "pyodide.asm.wasm could not be compiled (damaged or cut short)")));
  const warn = console.warn;
  console.warn = (...args) => {
    if (args.some((arg) => CANNOT_COMPILE.test(String(arg))))
      fail(new Error("pyodide.asm.wasm could not be compiled (damaged or cut short)"));
    return warn.apply(console, args);
  };
  try {
    return await Promise.race([useEarlyDownloads(() => loadFromSnapshotOrBoot(options, failed)), failed]);
  } finally {
    console.warn = warn;
  }
}

// Pyodide waits for `_loadSnapshot` before it builds its module (the runtime's JavaScript
// set up around the instantiated wasm: ~150 ms), only to size the memory by it, and restores it
// once the module is built. Handed an empty array of the right size, it builds the module
// while the snapshot still downloads and inflates; the module (createPyodideModule, as
// Pyodide's own loadWasmScript would import it) is handed back once the pages are in. Its
// restore (API.restoreSnapshot) would copy the whole array into the memory: it is handed the
// header alone (it checks the magic number and the build, and reads the header's JSON), and
// the pages go straight into the memory, the rest zeroed: of the 31.5 MB array, only the
// header is written, and nothing is copied from it but the header.
function startFromSnapshot(settings) {
  const createPyodideModule = async (emscriptenSettings) => {
    const { default: createModule } = await runtimeScript;
    const module = await createModule(emscriptenSettings);
    mark("module built");
    const { pages, found, start } = await snapshot;
    const { placePages, freshSum } = await format;
    const { API } = module;
    const restore = API && API.restoreSnapshot;
    if (typeof restore !== "function") throw new Error("this Pyodide has no restoreSnapshot");
    API.restoreSnapshot = (array) => {
      API.restoreSnapshot = restore;
      // The pages the file leaves to the runtime must hold what they held in the build.
      if (found.fresh && freshSum(module.HEAP8, found, start) !== found.fresh_sum)
        throw new Error("the runtime's memory is not the snapshot's (its data pages differ)");
      const header = restore(array.subarray(0, start));
      placePages(pages, found, module.HEAP8, start, found.bytes, true);
      return header;
    };
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

// The module's evaluation ends here, once Pyodide's module is in (PyScript then reads `version`
// and calls loadPyodide); everything above has started meanwhile.
const { loadPyodide: loadRealPyodide, version } = await pyodideModule;
export { version };
