// The page's MicroPython with its modules precompiled (scripts/build.py, issue 25): PyScript
// loads this module as the page's interpreter. It fetches the page's .mpy modules as one
// read-only file system image, py/page-modules.romfs.gz (MicroPython's ROMFS format, gzipped),
// as soon as it is evaluated (static/page.js evaluates it once the page is parsed), and hands
// it to MicroPython, which mounts it at /rom and imports the modules from it in place: no
// file is written, and an import finds its module at the first place it looks, since /rom is put first on sys.path. The image holds PyScript's own package
// too, precompiled from the texts PyScript writes (scripts/build.py): `import pyscript` takes
// it from /rom, and PyScript's start no longer writes those texts (withoutHeldWrites). The
// working folder stays "/", where PyScript writes its other files.

import { loadMicroPython as loadRuntime } from "./micropython/micropython.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const IMAGE = here("../py/page-modules.romfs.gz");

const fetchImage = async () => {
  const response = await fetch(IMAGE);
  if (!response.ok) throw new Error(`[${response.status}] Unable to fetch ${IMAGE}`);
  const inflated = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
};
// Started now, beside the runtime's own download; a failure is reported when the interpreter
// asks for it (not as an unhandled rejection before then).
const image = fetchImage().then((bytes) => ({ bytes }), (error) => ({ error }));

// The built-in modules the page's modules (and PyScript's) import, kept in sys.modules.
const KEPT_BUILTINS = ["errno", "json", "random", "re", "struct"];

// A task's end (issue 38): the start's steps each a task of their own, so that a phone's main
// thread is not held for the whole start at once (Lighthouse's Total Blocking Time).
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function loadMicroPython(options) {
  const { bytes, error } = await image;
  if (error) throw error;
  // PyScript names the wasm after this module; MicroPython's own is beside micropython.mjs.
  const runtime = await loadRuntime({ ...options, romfs: bytes, url: here("./micropython/micropython.wasm") });
  await nextTask();  // the runtime made; PyScript's own start next
  // MicroPython moves into /rom when it mounts an image: back to "/". Where imports look, in
  // order: the image, the runtime's frozen modules (asyncio), then "/" for files PyScript
  // writes. Not /lib: nothing is installed there. Each place on the browser's file system costs
  // a failed lookup (a JavaScript error with its stack) for every import of a built-in module
  // that a file may replace (json, re, random...: looked for again at every import): ~100 of
  // them at each start with the default path.
  // A built-in module that a file may replace is not kept in sys.modules, so each import of
  // it looks on the file system again (json: 8 imports at start, 3 failed lookups each):
  // the ones the page's modules use are imported here from the image's path alone and kept
  // in sys.modules, where every later import finds them at once.
  // The image's modules of PyScript's own package (`held`) are read at the same time.
  runtime.runPython(`import os, sys
os.chdir('/')
sys.path[:] = ['/rom', '.frozen']
_name = None
for _name in ${JSON.stringify(KEPT_BUILTINS)}:
    try:
        sys.modules[_name] = __import__(_name)
    except ImportError:
        pass
sys.path.append('')
try:
    _held = ' '.join('pyscript/' + name[:-4] for name in os.listdir('/rom/pyscript') if name.endswith('.mpy'))
except OSError:
    _held = ''
del os, sys, _name`);
  const held = new Set(String(runtime.globals.get("_held") || "").split(" ").filter(Boolean));
  runtime.globals.delete("_held");
  for (const name of ["runPython", "runPythonAsync"]) {
    const run = runtime[name].bind(runtime);
    runtime[name] = (code, ...rest) => run(typeof code === "string" ? withoutHeldWrites(code, held) : code, ...rest);
  }
  // The page's script (py/app/main.py, run async) in a task after PyScript's start.
  const runAsync = runtime.runPythonAsync;
  runtime.runPythonAsync = async (...args) => {
    await nextTask();
    return runAsync(...args);
  };
  return runtime;
}

// PyScript starts the page's MicroPython with a script that writes its own package's sources
// into the working folder (a line '_path = _Path("./pyscript/NAME.py")', then one
// '_path.write_text(TEXT, ...)', a file at a time), then imports the package. The image holds
// that package precompiled, and first on sys.path: the sources would never be read. Compiling
// that script (33 KB of text) and writing its 14 files were ~20 ms of the board's start (main
// thread, traced). The writes of the files the image holds are left out; the rest of the
// script runs as it is.
export function withoutHeldWrites(code, held) {
  if (!code.includes('\n_path = _Path("./pyscript/')) return code;
  const lines = code.split("\n");
  const kept = [];
  for (let index = 0; index < lines.length; index++) {
    const file = /^_path = _Path\("\.\/([\w\/]+)\.py"\)$/.exec(lines[index]);
    if (file && held.has(file[1]) && (lines[index + 1] || "").startsWith("_path.write_text(")) {
      index++;  // and its write_text
      continue;
    }
    kept.push(lines[index]);
  }
  return kept.join("\n");
}
