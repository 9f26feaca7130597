// The page's MicroPython with its modules precompiled (scripts/build.py, issue 25): PyScript
// loads this module as the page's interpreter. It fetches the page's .mpy modules as one
// read-only file system image, py/page-modules.romfs.gz (MicroPython's ROMFS format, gzipped),
// as soon as it is evaluated, and hands it to MicroPython, which mounts it at /rom and imports
// the modules from it in place: no file is written, and an import finds its module at the first
// place it looks, since /rom is put first on sys.path. The image holds PyScript's own package
// too, precompiled from the texts PyScript writes (scripts/build.py): `import pyscript` takes
// it from /rom. The working folder stays "/", where PyScript writes its files.

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

export async function loadMicroPython(options) {
  const { bytes, error } = await image;
  if (error) throw error;
  // PyScript names the wasm after this module; MicroPython's own is beside micropython.mjs.
  const runtime = await loadRuntime({ ...options, romfs: bytes, url: here("./micropython/micropython.wasm") });
  // MicroPython moves into /rom when it mounts an image: back to "/". Where imports look, in
  // order: the image, the runtime's frozen modules (asyncio), then "/" for files PyScript
  // writes. Not /lib: nothing is installed there. Each place on the browser's file system costs
  // a failed lookup (a JavaScript error with its stack) for every import of a built-in module
  // that a file may replace (json, re, random...: looked for again at every import): ~100 of
  // them at each start with the default path.
  runtime.runPython("import os, sys\nos.chdir('/')\nsys.path[:] = ['/rom', '.frozen', '']\ndel os, sys");
  return runtime;
}
