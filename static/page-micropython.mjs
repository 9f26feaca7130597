// The page's MicroPython with its modules precompiled (scripts/build.py, issue 25): PyScript
// loads this module as the page's interpreter. It loads MicroPython (static/micropython/) and
// writes the page's .mpy modules into its file system from one archive, py/page-modules.tar.gz,
// fetched as soon as this module is evaluated, so that the download runs beside the runtime's
// and the unpacking is the browser's (DecompressionStream) and a few copies, not MicroPython's
// tarfile. The archive is a plain ustar tar, gzipped: `tar tzf` lists it.

import { loadMicroPython as loadRuntime } from "./micropython/micropython.mjs";

const here = (path) => new URL(path, import.meta.url).href;
const ARCHIVE = here("../py/page-modules.tar.gz");

const fetchArchive = async () => {
  const response = await fetch(ARCHIVE);
  if (!response.ok) throw new Error(`[${response.status}] Unable to fetch ${ARCHIVE}`);
  return new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
};
// Started now; a failure is reported when the interpreter asks for it (not as an unhandled
// rejection before then).
const archive = fetchArchive().then((bytes) => ({ bytes }), (error) => ({ error }));

const utf8 = new TextDecoder();
// A NUL-ended text field of a tar header.
const field = (bytes, start, length) => {
  const end = bytes.subarray(start, start + length).indexOf(0);
  return utf8.decode(bytes.subarray(start, end < 0 ? start + length : start + end));
};

// Write every file of a ustar archive under the runtime's working folder (directories are
// listed before their files, as the build packs them).
export function unpack(FS, buffer) {
  const bytes = new Uint8Array(buffer);
  let at = 0;
  while (at + 512 <= bytes.length && bytes[at] !== 0) {
    const prefix = field(bytes, at + 345, 155);
    const path = ((prefix ? prefix + "/" : "") + field(bytes, at + 0, 100)).replace(/^\.\/|\/$/g, "");
    const size = parseInt(field(bytes, at + 124, 12).trim() || "0", 8);
    const type = bytes[at + 156];  // "0" (or NUL) a file, "5" a directory
    if (!path || path.split("/").includes("..") || !(size >= 0)) throw new Error(`a bad archive entry: ${path}`);
    if (type === 0x35) {
      if (!FS.analyzePath(path).exists) FS.mkdir(path);
    } else if (type === 0x30 || type === 0) {
      FS.writeFile(path, bytes.subarray(at + 512, at + 512 + size));
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

export async function loadMicroPython(options) {
  // PyScript names the wasm after this module; MicroPython's own is beside micropython.mjs.
  const runtime = await loadRuntime({ ...options, url: here("./micropython/micropython.wasm") });
  const { bytes, error } = await archive;
  if (error) throw error;
  unpack(runtime.FS, bytes);
  return runtime;
}
