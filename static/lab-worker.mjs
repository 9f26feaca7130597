// The Lab's worker (issues 23 and 24): runs lab programs, the built-in ones and the ones a
// reader edited or opened from a link, in Pyodide, apart from the site's solver worker.
//
// static/lab.js starts it from a tiny blob module (`import "<this file>"`): a blob worker
// inherits the page's Content-Security-Policy, so even a door left open below stays shut by
// the policy (no script from another origin, no connection to another origin). The page
// ends a run by terminating this worker and starting a fresh one (Cancel, a program that
// loops or eats memory): nothing here needs to be interruptible.
//
// Start-up (issue 38): Pyodide restored from the build's start-up snapshot, the one the
// solver's worker restores (static/solver-pyodide.mjs: scripts/snapshot.py imports
// puzzles.lab into it too), or booted normally when there is no usable snapshot; the puzzle
// package's files (the build's py/sources.json: all in one, fetched as this module loads,
// beside the snapshot) written into its file system (the snapshot holds the heap, not the files: the
// programs' texts and the modules imported later are read from them); puzzles.lab imported
// (from the snapshot: already there); then the worker's global scope is SEALED (see seal()
// and docs/lab.md's "Sandbox"): no user code runs before that, restored or booted. Only then
// is "ready" posted, with the methods and their programs' texts and how Pyodide started.
//
// Protocol (every message a plain object):
//   page -> worker  {kind: "run", id, source, game}
//                   {kind: "watch", id, source, game, limit}     a run that records its trace
//                   {kind: "question", id, index}
//   worker -> page  {kind: "ready", methods, programs, questions, start}   once, after the seal
//                                                                (start: {snapshot, reason, ms, steps})
//                   {kind: "progress", id, positions, depth, seconds}   at most every 250 ms
//                   {kind: "trace", id, start, events}           watch: the events from index
//                                                                start, at most 2000, in order,
//                                                                as the run makes them: each a
//                                                                compact array (puzzles/lab_trace_rows.py:
//                                                                expand), made objects by the page
//                   {kind: "done", id, result}                   run_source's JSON (watch: with
//                                                                result.trace = {recorded, total,
//                                                                capped, visits, limit, warnings})
//                   {kind: "error", id, message, line}           LabError (message: words.message
//                                                                dict or text; line or null)
//                   {kind: "failed", reason}                     the worker could not start
// Every reply is cut to the page's limits and checked by the page's own schemas before it is
// sent (puzzles/lab_messages.py, issue 37); the page checks it again, since a program can
// subvert this worker (it reaches its globals and its Python).
// Imported, not statically: that module awaits Pyodide's own at its top level, and a module
// worker whose script is still evaluating drops the page's messages (a run asked for at once):
// the listener below must be set while this module's evaluation is synchronous.
const solverPyodide = import("./solver-pyodide.mjs");
solverPyodide.catch(() => {});  // said by start()

const SITE = new URL("../", import.meta.url).href;  // the site's root
const send = self.postMessage.bind(self);           // the only way out to the page (kept before the seal)
const receive = [];                                 // runs asked for before "ready"
// What the checks below use, kept before any program runs (a program can reach this scope's
// globals through Pyodide's `js` module and replace them; these it can not).
const parse = JSON.parse;
const clock = performance.now.bind(performance);
const { isSafeInteger, isFinite: finite } = Number;
const LAB_MOST = 300000;   // characters of one reply's JSON (the page's limit: puzzles/lab_messages.py)
const PROGRESS_EVERY = 250;  // ms between two progress reports at the least, whatever the program calls
let running = null;                                  // the Python run function, once ready

// The worker's global names that reach storage, the network, other workers or the page.
// Deleted from the global scope and from every prototype on its chain (and from navigator's).
const DOORS = [
  "fetch", "XMLHttpRequest", "WebSocket", "WebSocketStream", "EventSource", "WebTransport",
  "importScripts", "Worker", "SharedWorker", "ServiceWorker", "BroadcastChannel",
  "indexedDB", "IDBFactory", "caches", "CacheStorage", "cookieStore", "localStorage", "sessionStorage",
  "Notification", "postMessage", "webkitRequestFileSystem", "webkitRequestFileSystemSync",
  "webkitResolveLocalFileSystemURL", "webkitResolveLocalFileSystemSyncURL", "FileSystemHandle",
  "FileSystemDirectoryHandle", "FileSystemFileHandle", "FileSystemSyncAccessHandle", "StorageManager",
  "RTCPeerConnection", "RTCDataChannel", "PushManager", "BackgroundFetchManager",
];
const NAVIGATOR_DOORS = ["storage", "serviceWorker", "locks", "sendBeacon", "usb", "serial", "hid", "bluetooth",
                         "storageBuckets"];

function shut(target, name) {
  for (let object = target; object; object = Object.getPrototypeOf(object)) {
    const found = Object.getOwnPropertyDescriptor(object, name);
    if (!found) continue;
    if (!found.configurable || !Reflect.deleteProperty(object, name)) {
      // Not deletable: hide it behind an own, read-only undefined where that is allowed.
      try {
        Object.defineProperty(object, name, { value: undefined, writable: false, configurable: false });
      } catch { /* left as it is: the Content-Security-Policy still holds */ }
    }
  }
}

// Shut the doors: afterwards `js.fetch`, `js.caches`, `js.indexedDB`, ... are simply missing
// for Python (Pyodide's `js` module is this global scope), and so is `postMessage` (only the
// `send` kept above answers the page, with the protocol's messages).
function seal() {
  for (const name of DOORS) shut(self, name);
  if (self.navigator) for (const name of NAVIGATOR_DOORS) shut(self.navigator, name);
  // A message the page did not send is ignored (the only listener is ours, set before the seal).
  self.onmessage = null;
}

// The Python side: runs a program with puzzles.lab.run_source and answers as plain JSON.
const GLUE = `
import json, time
from puzzles import data_files, lab, lab_trace

def _site_file(relative):
    # Only the solvers' data files, and only from this site (the seal leaves no fetch to
    # user code; this one reads py/puzzles/**/*.bin, nothing else).
    import re
    if not re.fullmatch(r"py/puzzles/[a-z0-9_]+/data/[a-z0-9_.-]+\\.bin", relative):
        raise OSError("not a data file: %s" % relative)
    return bytes(_read_site_file(relative).to_py())

data_files.set_fetch(_site_file)

def _lab_ready():
    return json.dumps(lab.listing())

def _lab_question(run_id, index):
    # A question from the source (lab.QUESTIONS), answered by our solver (lab.answer).
    started = time.monotonic()
    try:
        value = lab.answer(lab.QUESTIONS[int(index)])
    except Exception as error:
        return json.dumps({"kind": "error", "id": run_id, "line": None, "message": str(error)[:300]})
    return json.dumps({"kind": "done", "id": run_id,
                       "result": {"answer": "question", "index": int(index), "value": value,
                                  "seconds": time.monotonic() - started}})

WATCH_LIMIT = 50000       # events kept by default (the page may ask for fewer, or up to MOST_EVENTS)
MOST_EVENTS = 200000
STOP_AFTER = 1000         # a watched program is stopped past this many times its limit of events


def _lab_run(run_id, source, game, limit=None):
    last = [0.0]
    started = time.monotonic()

    def progress(positions=0, depth=0, **more):
        now = time.monotonic()
        if now - last[0] >= 0.25:
            last[0] = now
            _report(json.dumps({"id": run_id, "positions": positions, "depth": depth,
                                "seconds": now - started}))

    watched = {}
    if limit is not None:
        try:
            limit = int(limit)
        except (TypeError, ValueError):
            limit = WATCH_LIMIT
        limit = max(0, min(limit, MOST_EVENTS))

        def sink(start, rows):
            # the rows in Python's marshal format (lab_trace.wire; unmarshal below reads them:
            # a quarter of the JSON's cost), arrays for the page (lab_trace_rows.expand_rows: their items)
            _trace(lab_trace.wire(run_id, start, rows))

        watched = {"trace_limit": limit, "sink": sink, "stop_after": STOP_AFTER * max(limit, WATCH_LIMIT),
                   "events": False}  # the events: sent in batches already
    try:
        result = lab.run_source(source, game, progress, **watched)
    except MemoryError:
        return json.dumps({"kind": "error", "id": run_id, "line": None,
                           "message": {"text": "The program ran out of memory.", "values": {}}})
    except Exception as error:  # lab.LabError (args[0]: a words.message), a bad game id, ...
        said = error.args[0] if error.args and isinstance(error.args[0], dict) else str(error)
        reply = {"kind": "error", "id": run_id, "message": said, "line": getattr(error, "line", None)}
        if getattr(error, "trace", None) is not None:
            reply["trace"] = error.trace
        return json.dumps(reply)
    return json.dumps({"kind": "done", "id": run_id, "result": result})


# The program's print output, for the Lab's console (issue 34; docs/lab.md):
# sys.stdout and sys.stderr during a run, the first OUTPUT_MOST
# characters kept and the lines past them counted; "done" and "error" carry "output" and
# "output_cut".
OUTPUT_MOST = 20000


class _Output:
    def __init__(self):
        self.parts, self.size, self.cut = [], 0, 0

    def write(self, text):
        text = str(text)
        kept = text[:max(0, OUTPUT_MOST - self.size)]
        if kept:
            self.parts.append(kept)
            self.size += len(kept)
        self.cut += text[len(kept):].count("\\n")
        return len(text)

    def flush(self):
        pass


_lab_run_quiet = _lab_run


def _lab_run(run_id, source, game, limit=None):
    import sys
    output = _Output()
    saved = sys.stdout, sys.stderr
    sys.stdout = sys.stderr = output
    try:
        reply = json.loads(_lab_run_quiet(run_id, source, game, limit))
    except Exception as error:  # an answer JSON can not carry (an int of 5,000 digits, ...)
        reply = {"kind": "error", "id": run_id, "line": None,
                 "message": message("the program's answer can not be shown: {why}", why=str(error)[:200])}
    finally:
        sys.stdout, sys.stderr = saved
    reply["output"] = "".join(output.parts)
    reply["output_cut"] = output.cut
    return _reply_text(reply)


# Issue 37: every reply cut to the page's limits and checked by the page's own schemas
# (puzzles.lab_messages) before it is sent; what can not be cut becomes an error in words.
from puzzles import lab_messages
from puzzles.words import message


def _reply_text(reply):
    try:
        return json.dumps(lab_messages.bound(reply), allow_nan=False)
    except Exception as error:
        return json.dumps({"kind": "error", "id": reply.get("id"), "line": None,
                           "message": message("the program's answer can not be shown: {why}",
                                              why=str(error)[:200])})


_lab_question_plain = _lab_question


def _lab_question(run_id, index):
    return _reply_text(json.loads(_lab_question_plain(run_id, index)))
`;

// Both functions below are reachable from Python (a program may find them), so each checks
// its own input: the site's data files only; a progress message of numbers only.
const DATA_FILE = /^py\/puzzles\/[a-z0-9_]+\/data\/[a-z0-9_.-]+\.bin$/;

function readSiteFile(relative) {
  relative = String(relative);
  if (!DATA_FILE.test(relative) || relative.includes("..")) throw new Error("not a data file: " + relative);
  const request = new XMLHttpRequestKept();
  request.open("GET", SITE + relative, false);
  request.responseType = "arraybuffer";
  request.send(null);
  if (request.status !== 200) throw new Error(relative + ": HTTP " + request.status);
  return new Uint8Array(request.response);
}
const XMLHttpRequestKept = self.XMLHttpRequest;  // kept for readSiteFile only
const TRACE_BATCH = 2000;  // events in one "trace" message at the most

// A batch's events, their items one after another (puzzles/lab_trace_rows.py: rows_of), as the rows
// the page reads: WIDTHS[kind] items each; kind 5 a visit by key, 6 a visit whose move is a
// pair (its two numbers inline). Null when the items do not split so (or make too many rows).
const WIDTHS = [5, 7, 3, 4, 4, 6, 6];

function rowsOf(flat) {
  if (!Array.isArray(flat)) return null;
  const rows = [];
  for (let at = 0; at < flat.length;) {
    const kind = flat[at];
    const width = Number.isInteger(kind) ? WIDTHS[kind] : undefined;
    if (width === undefined || at + width > flat.length || rows.length >= TRACE_BATCH) return null;
    const row = flat.slice(at, at + width);
    at += width;
    if (kind === 5) row[0] = 0;
    else if (kind === 6) row.splice(0, 4, 0, row[1], [row[2], row[3]]);
    rows.push(row);
  }
  return rows;
}

// A trace batch as bytes (Python's marshal format, version 2: puzzles/lab_trace.py's wire),
// made JavaScript values. What it uses is kept here, before any program runs (see above).
const Bytes = Uint8Array;
const View = DataView;
const utf8 = new TextDecoder("utf-8");
const MOST_ITEMS = 8 * LAB_MOST;  // values in one batch at the most (as many as a JSON text's characters)

// The bytes of `sent` (a Python bytes object's proxy, or a Uint8Array); null when it is neither
// (a text: JSON), undefined when they are too many.
function bytesOf(sent) {
  try {
    if (sent instanceof Bytes) return sent.length > 8 * LAB_MOST ? undefined : sent;
    if (sent && typeof sent === "object" && sent.type === "bytes" && typeof sent.toJs === "function") {
      if (!(sent.length <= 8 * LAB_MOST)) return undefined;
      const copy = sent.toJs();
      return copy instanceof Bytes ? copy : undefined;
    }
  } catch {
    return undefined;
  }
  return null;
}

// Python's marshal (version 2) of tuples and lists (arrays), dicts (objects), texts, ints,
// floats, None, True and False, read from `bytes`; undefined when the bytes are not exactly
// that (untrusted: a program can send any bytes; every length is checked against what is
// left, nesting is at most 8 deep, no reference).
function unmarshal(bytes) {
  const view = new View(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length;
  let at = 0;
  let items = 0;
  const fail = () => { throw new RangeError("not a trace batch"); };
  const int32 = () => {
    if (at + 4 > end) fail();
    const x = view.getInt32(at, true);
    at += 4;
    return x;
  };
  const read = (depth) => {
    if (at >= end || depth > 8 || ++items > MOST_ITEMS) fail();
    switch (bytes[at++]) {
      case 0x4e: return null;   // N
      case 0x54: return true;   // T
      case 0x46: return false;  // F
      case 0x69: return int32();  // i
      case 0x6c: {  // l: a long int, in 15-bit digits (a big number: the page's checks refuse it)
        const count = int32();
        const size = Math.abs(count);
        if (size > 64 || at + 2 * size > end) fail();
        let x = 0;
        for (let i = size - 1; i >= 0; i--) x = x * 32768 + view.getUint16(at + 2 * i, true);
        at += 2 * size;
        return count < 0 ? -x : x;
      }
      case 0x67: {  // g: a float
        if (at + 8 > end) fail();
        const x = view.getFloat64(at, true);
        at += 8;
        return x;
      }
      case 0x75: {  // u: a text, in UTF-8
        const size = int32();
        if (size < 0 || at + size > end) fail();
        const text = utf8.decode(bytes.subarray(at, at + size));
        at += size;
        return text;
      }
      case 0x28: case 0x5b: {  // ( a tuple, [ a list
        const size = int32();
        if (size < 0 || size > end - at) fail();
        const out = new Array(size);
        for (let i = 0; i < size; i++) out[i] = read(depth + 1);
        return out;
      }
      case 0x7b: {  // { a dict: key, value, ... then 0
        const out = {};
        for (;;) {
          if (at < end && bytes[at] === 0x30) {
            at++;
            return out;
          }
          const key = read(depth + 1);
          if (typeof key !== "string" || key === "__proto__") fail();
          out[key] = read(depth + 1);
        }
      }
      default: return fail();
    }
  };
  try {
    const value = read(0);
    return at === end ? value : undefined;
  } catch {
    return undefined;
  }
}

// When each step of the start was done, in ms since the epoch (the page's bench and tests put
// them on the page's clock): this module loaded, Pyodide loaded, the files written, the glue run.
const steps = {};
const mark = (step) => { steps[step] = Math.round(performance.timeOrigin + performance.now()); };
mark("module loaded");

// The package's files, asked for as this module loads (while Pyodide loads): [[path, text], ...].
// One file, the build's py/sources.json ({path: text}, the files py/files.json lists).
const packageFiles = fetch(SITE + "py/sources.json").then(async (response) => {
  if (!response.ok) throw new Error("py/sources.json: HTTP " + response.status);
  return Object.entries(await response.json());
});
packageFiles.then(() => mark("files fetched"), () => {});  // a failure is said by start()
// The methods, programs and questions as the build listed them (py/lab.json, puzzles.lab.listing):
// said in "ready" (made by Python only if this file cannot be read).
const listing = fetch(SITE + "py/lab.json").then((response) => (response.ok ? response.json() : null), () => null);

async function start() {
  const { loadPyodide } = await solverPyodide;
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  // How it started (static/solver-pyodide.mjs's report), for the page's tests and the bench.
  const { snapshot = false, reason = null, ms = null } = self.solverStart || {};
  mark("pyodide loaded");
  const files = await packageFiles;
  const home = "/home/pyodide/";
  const folders = new Set();
  const bytes = new TextEncoder();
  for (const [name, text] of files) {
    const folder = (home + name).replace(/\/[^/]*$/, "");
    if (!folders.has(folder)) pyodide.FS.mkdirTree(folder);
    folders.add(folder);
    pyodide.FS.writeFile(home + name, bytes.encode(text), { canOwn: true });
  }
  mark("files written");
  pyodide.globals.set("_read_site_file", readSiteFile);
  let reported = -Infinity;
  pyodide.globals.set("_report", (text) => {
    // A program can call this itself, as often as it likes, with anything: at most one report
    // every PROGRESS_EVERY ms is sent, of whole numbers in range (another is dropped).
    const now = clock();
    if (now - reported < PROGRESS_EVERY) return;
    text = String(text);
    if (text.length > 1000) return;
    const said = parse(text);
    const whole = (x) => Math.floor(Number(x));
    const report = { kind: "progress", id: whole(said.id), positions: whole(said.positions),
                     depth: whole(said.depth), seconds: Number(said.seconds) };
    if (![report.id, report.positions, report.depth].every((x) => isSafeInteger(x) && x >= 0)) return;
    if (report.depth > 1e6 || !(finite(report.seconds) && report.seconds >= 0 && report.seconds <= 1e7)) return;
    reported = now;
    send(report);
  });
  pyodide.globals.set("_trace", (sent) => {
    // A batch of the trace: the Python side checked each event; here only the frame is checked.
    // Python's marshal bytes (lab_trace.wire: [id, start, items]: rowsOf), or a JSON text ({id, start,
    // events}; a program may send either). One larger than the page reads (lab.js: 8 * LAB_MOST)
    // is refused here, before it is copied to the page's thread (a forged batch of millions of
    // items: seconds of the page's main thread to copy, then refused there anyway).
    let said = null;
    const bytes = bytesOf(sent);
    if (bytes === undefined) {
      send({ kind: "refused", id: null });
      return;
    }
    if (bytes) {
      const batch = unmarshal(bytes);
      if (Array.isArray(batch) && batch.length === 3) said = { id: batch[0], start: batch[1], events: rowsOf(batch[2]) };
    } else {
      const text = String(sent);
      if (text.length > 8 * LAB_MOST) {
        send({ kind: "refused", id: null });
        return;
      }
      said = parse(text);
    }
    if (!said || !Array.isArray(said.events) || said.events.length > TRACE_BATCH) return;
    send({ kind: "trace", id: Number(said.id) || 0, start: Math.max(0, Number(said.start) || 0), events: said.events });
  });
  pyodide.runPython(GLUE);
  mark("glue imported");
  const ready = (await listing) || JSON.parse(pyodide.globals.get("_lab_ready")());
  mark("listing made");
  const run = pyodide.globals.get("_lab_run");
  const question = pyodide.globals.get("_lab_question");
  seal();
  running = (message) => checked(message.id, String(message.kind === "question" ? question(message.id, Number(message.index) || 0)
    : message.kind === "watch" ? run(message.id, String(message.source), String(message.game),
                                     Number.isFinite(Number(message.limit)) ? Number(message.limit) : 50000)
    : run(message.id, String(message.source), String(message.game))));
  send({ kind: "ready", ...ready, start: { snapshot, reason, ms, steps } });
  while (receive.length) answer(receive.shift());
}

// The reply to run `id`, from the Python side's JSON `text`: a program may have replaced what
// writes it, so its size is checked before it is parsed, and its kind and id after.
const CANNOT_SHOW = { text: "The program sent something the Lab can not show.", values: {} };

function checked(id, text) {
  if (text.length > LAB_MOST) {
    return { kind: "error", id, line: null, message: {
      text: "the program's answer is too large to send ({size} characters; at most {limit})",
      values: { size: text.length, limit: LAB_MOST } } };
  }
  let reply = null;
  try {
    reply = parse(text);
  } catch { /* not JSON: said below */ }
  if (!reply || typeof reply !== "object" || !["done", "error"].includes(reply.kind) || reply.id !== id) {
    return { kind: "error", id, line: null, message: CANNOT_SHOW };
  }
  return reply;
}

function answer(message) {
  if (!message || !["run", "watch", "question"].includes(message.kind)) return;
  if (!running) {
    receive.push(message);
    return;
  }
  let reply;
  try {
    reply = running(message);
  } catch (error) {  // Pyodide itself failed (a fatal error): the page starts a fresh worker
    reply = { kind: "error", id: message.id, line: null, fatal: true,
              message: String((error && error.message) || error).split("\n").slice(-2).join(" ").slice(0, 1000) };
  }
  send(reply);
}

self.onmessage = null;
self.addEventListener("message", (event) => answer(event.data));
start().catch((error) => send({ kind: "failed", reason: String((error && error.message) || error).slice(0, 1000) }));
