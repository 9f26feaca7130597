// The solver's start-up snapshot (scripts/snapshot.py): its file holds the heap's pages that
// are not all zeros, gzip; the marker gives the heap's size, the page size and where the pages
// go (`runs`: [[first page, pages], ...]; the last page, maybe short, is always there).
//
// static/solver-pyodide.mjs starts this module as a worker of its own, named INFLATER, as soon
// as it loads: the marker's and the snapshot's downloads and the inflating (a tenth of a
// second of CPU or more) then run beside Pyodide's start on the solver worker's thread, and
// the pages come back in one transferred buffer. Where that worker cannot start, the solver
// worker calls inflatePages itself.

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
  const response = await fetch(url);
  if (!response.ok) throw new Error("no snapshot (HTTP " + response.status + ")");
  // gzip's own checks (CRC and length) catch a corrupt or truncated file.
  const reader = response.body.pipeThrough(new DecompressionStream("gzip")).getReader();
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

// The pages put where they go: the part of the snapshot from byte `from` to byte `to`, into
// `target` at offset 0; where the file has no page, `target` is left as it is (a fresh array:
// zeros) or, with `zeros`, zeroed.
export function placePages(pages, marker, target, from = 0, to = marker.bytes, zeros = false) {
  let at = 0;
  let done = from;  // what of [from, to) is written
  for (const [start, length] of pageSpans(marker)) {
    const first = Math.max(start, from);
    const end = Math.min(start + length, to);
    if (first < end) {
      if (zeros && done < first) target.fill(0, done - from, first - from);
      target.set(pages.subarray(at + first - start, at + end - start), first - from);
      done = end;
    }
    at += length;
  }
  if (zeros && done < to) target.fill(0, done - from, to - from);
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
