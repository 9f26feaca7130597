// The solver's start-up snapshot (scripts/snapshot.py): its file holds the heap's pages that
// are neither all zeros nor what the runtime's wasm itself puts there (its data), gzip; the
// marker gives the heap's size, the page size, where the file's pages go (`runs`: [[first
// page, pages], ...]; the last page, maybe short, is always there) and where the pages left to
// the runtime are (`fresh`, alike, with `fresh_sum`, their checksum: see freshSum).
//
// static/solver-pyodide.mjs starts this module as a worker of its own, named INFLATER, as soon
// as it loads: the marker's and the snapshot's downloads and the inflating (a tenth of a
// second of CPU or more) then run beside Pyodide's start on the solver worker's thread, and
// the pages come back in one transferred buffer. Where that worker cannot start, the solver
// worker calls inflatePages itself.

import { counted, fetchWithin } from "./solver-progress.mjs";

export const INFLATER = "solver-snapshot-inflater";

// [[offset in the heap, length], ...] of the file's pages, in order; throws on a marker whose
// runs are not pages of its heap, in order, ending with its last page.
export function pageSpans(marker) {
  const { bytes, page, runs } = marker;
  const count = (value) => Number.isSafeInteger(value) && value >= 0;
  if (!count(bytes) || !count(page) || page === 0 || !Array.isArray(runs) || runs.length === 0)
    throw new Error("bad snapshot marker (size, page or runs)");
  const spans = [];
  let next = 0;
  for (const run of runs) {
    const [first, pages] = Array.isArray(run) ? run : [];
    if (!count(first) || !count(pages) || pages === 0 || first < next || first * page >= bytes)
      throw new Error("bad snapshot marker: the run " + JSON.stringify(run) + " is not a run of its heap's pages");
    const start = first * page;
    spans.push([start, Math.min(pages * page, bytes - start)]);
    next = first + pages;
  }
  if (next * page < bytes) throw new Error("bad snapshot marker: its runs end before its heap");
  return spans;
}

// The file at `url`, inflated: its pages, joined, exactly as long as the marker's runs say.
export async function inflatePages(url, marker) {
  const spans = pageSpans(marker);
  const pages = new Uint8Array(spans.reduce((total, [, length]) => total + length, 0));
  // Told to the page as it comes (static/solver-progress.mjs); bytes that stop coming fail it
  // (the worker then boots without it).
  const response = await fetchWithin(url);
  if (!response.ok) throw new Error("no snapshot (HTTP " + response.status + ")");
  // gzip's own checks (CRC and length) catch a corrupt or truncated file.
  const reader = counted(url, response).body.pipeThrough(new DecompressionStream("gzip")).getReader();
  let length = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (length + part.value.length > pages.length)
        throw new Error("longer than its marker says (" + marker.bytes + " bytes of heap)");
      pages.set(part.value, length);
      length += part.value.length;
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    throw new Error("the snapshot is corrupt or cut short (" + ((error && error.message) || error) + ")");
  }
  if (length !== pages.length)
    throw new Error("the snapshot has " + length + " bytes of pages, its marker says " + pages.length);
  return pages;
}

// [[offset in the heap, length], ...] of the pages that the file leaves to the runtime, in
// order: whole pages of the heap, none of them the file's; throws on a marker where they are not.
export function freshSpans(marker) {
  const { bytes, page, fresh = [] } = marker;
  const files = pageSpans(marker);
  if (!Array.isArray(fresh)) throw new Error("bad snapshot marker (fresh)");
  const spans = [];
  let next = 0;
  let file = 0;
  for (const run of fresh) {
    const [first, pages] = Array.isArray(run) ? run : [];
    const start = first * page;
    const end = start + pages * page;
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(pages) || pages <= 0 || first < next || end > bytes)
      throw new Error("bad snapshot marker: the run " + JSON.stringify(run) + " is not a run of its heap's pages");
    while (file < files.length && files[file][0] + files[file][1] <= start) file += 1;
    if (file < files.length && files[file][0] < end)
      throw new Error("bad snapshot marker: the run " + JSON.stringify(run) + " is also in its file");
    spans.push([start, end - start]);
    next = first + pages;
  }
  return spans;
}

// The checksum of the pages left to the runtime, as `memory` (the heap from byte `from`) holds
// them: FNV-1a over 32-bit words, as scripts/snapshot.py computes it when it leaves them out.
export function freshSum(memory, marker, from = 0) {
  let sum = 0x811c9dc5;
  for (const [start, length] of freshSpans(marker)) {
    const words = new Uint32Array(memory.buffer, memory.byteOffset + start - from, length / 4);
    for (let index = 0; index < words.length; index++) sum = Math.imul(sum ^ words[index], 0x01000193);
  }
  return sum >>> 0;
}

// The pages put where they go: the part of the snapshot from byte `from` to byte `to`, into
// `target` at offset 0; where the file has no page, `target` is left as it is (a fresh array:
// zeros) or, with `zeros`, zeroed, but for the pages left to the runtime (`target` is then the
// runtime's memory).
export function placePages(pages, marker, target, from = 0, to = marker.bytes, zeros = false) {
  const kept = zeros ? freshSpans(marker) : [];
  let next = 0;  // the next of `kept`
  const zero = (start, end) => {  // [start, end) of the heap, but for the kept pages
    for (; next < kept.length && kept[next][0] < end; next++) {
      const [first, length] = kept[next];
      if (start < first) target.fill(0, start - from, first - from);
      start = Math.max(start, first + length);
    }
    if (start < end) target.fill(0, start - from, end - from);
  };
  let at = 0;
  let done = from;  // what of [from, to) is written
  for (const [start, length] of pageSpans(marker)) {
    const first = Math.max(start, from);
    const end = Math.min(start + length, to);
    if (first < end) {
      if (zeros && done < first) zero(done, first);
      target.set(pages.subarray(at + first - start, at + end - start), first - from);
      done = end;
    }
    at += length;
  }
  if (zeros && done < to) zero(done, to);
  return target;
}

// As the inflater worker: one message {markerUrl, timeOrigin (the asker's clock's zero)}; it
// reads the marker, then the snapshot; one answer, {file, pages} (transferred) with its
// downloads as [file, start, end, bytes] on the asker's clock, or {error}.
if (typeof WorkerGlobalScope !== "undefined" && self.name === INFLATER) {
  self.onmessage = async ({ data: { markerUrl, timeOrigin } }) => {
    try {
      const response = await fetch(markerUrl, { cache: "no-cache" });
      if (!response.ok) throw new Error("no snapshot (marker: HTTP " + response.status + ")");
      const marker = await response.json();
      if (!marker || typeof marker.file !== "string") throw new Error("no snapshot: " + (marker && marker.reason));
      const url = new URL(marker.file, markerUrl).href;
      const pages = await inflatePages(url, marker);
      const shift = performance.timeOrigin - timeOrigin;
      const resources = [markerUrl, url].flatMap((name) => performance.getEntriesByName(name)).map((entry) => [
        entry.name.split("/").pop(), Math.round(entry.startTime + shift), Math.round(entry.responseEnd + shift),
        entry.transferSize]);
      self.postMessage({ file: marker.file, pages, resources }, [pages.buffer]);
    } catch (error) {
      self.postMessage({ error: String((error && error.message) || error) });
    }
  };
}
