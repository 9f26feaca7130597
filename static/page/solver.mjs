// The solver worker's link and the modules loaded later (static/page.js puts them on the
// bridge: page.solver, page.modules).

import { said } from "./words.mjs";

// Calls into the solver worker with a time limit: a worker that died, never started or
// stopped answering must not leave the page waiting for ever. A call answers the worker's
// reply, or the JSON {"state": "dead", "message": ...}. The limits: `start` for the worker
// to start; `call` for start(request) and cancel(), and for a step(ms), whose reply is the
// heartbeat between two slices of a search (a slice takes about 50 ms); `patient` for the
// step after the search said it fetches a data file next (progress `patient`). A worker's
// `error` event (a crash, out of memory) answers every call under way at once. Tests may
// change the limits by setting globalThis.solverTimeLimits before the page starts.
// `ping`: an idle worker asked whether it is there (alive below) answers in a few ms.
const limit = (kind) => Object.assign({ start: 45000, call: 3000, patient: 30000, ping: 1000 },
                                      globalThis.solverTimeLimits)[kind];

// `message` is a message for puzzles/words.py's say(), or an error's own (English) text.
const dead = (message) => JSON.stringify({ state: "dead", message });

// An error's text, fit for the status line: its first line, short (a Python traceback, or a
// JavaScript object, is left for the console).
const plainWhy = (error) => {
  const text = String((error && error.message) || error || "");
  console.warn("Solver:", text);
  const line = text.split("\n").map((part) => part.trim()).filter(Boolean)[0] || "";
  if (!line || line.startsWith("Traceback") || line.includes("JsProxy") || line.startsWith("[object"))
    return said("it stopped answering");
  return line.length > 120 ? line.slice(0, 117) + "…" : line;
};

// The worker's start, file by file (issue 37): static/solver-progress.mjs tells each file the
// worker asks for, and its bytes as they come, on a BroadcastChannel. A file still awaited
// while nothing arrives for STALL_MS is named (page.solver.waiting); a slow one shows its
// progress. Another tab's worker, starting at the same time, may be heard too: that only
// delays the naming. Tests may set globalThis.solverStallMs.
const STALL_MS = () => globalThis.solverStallMs || 3000;
const heard = { files: new Map(), last: 0, on: false };
const hear = () => {
  if (heard.on) return;
  heard.on = true;
  heard.last = performance.now();
  try {
    const channel = new BroadcastChannel("puzzle-workbench/solver-start");
    channel.onmessage = ({ data }) => {
      if (!data || typeof data.file !== "string") return;
      heard.files.set(data.file, data);
      heard.last = performance.now();
    };
  } catch { /* no channel: the start limit still watches */ }
};

// What a worker not heard from yet waits for: its script (PyScript fetches it here, first), or
// else its interpreter module, which speaks first (static/solver-pyodide.mjs).
const notHeardFrom = () => {
  try {
    const script = [...document.querySelectorAll('script[type="py"][worker]')].pop();
    const src = new URL(script.getAttribute("src"), location.href).href;
    if (!performance.getEntriesByName(src).length) return src.slice(new URL(".", location.href).href.length);
  } catch { /* no script yet */ }
  return "static/solver-pyodide.mjs";
};

// While the worker starts: "" (nothing to say), or a message: the file it waits for when
// nothing has arrived for STALL_MS (body[data-solver-stalled] names it), else the file coming
// in, with its progress.
const waiting = () => {
  if (running || !heard.on) return "";
  const awaited = [...heard.files.values()].filter((file) => !file.done);
  if (!heard.files.size) awaited.push({ file: notHeardFrom() });  // not a word from the worker yet
  const quiet = performance.now() - heard.last;
  if (awaited.length && quiet >= STALL_MS()) {
    document.body.dataset.solverStalled = awaited[0].file;
    return JSON.stringify(said("The solver is waiting for {file}: nothing has arrived for {seconds} s. Check the connection and reload the page; the board plays meanwhile.",
                               { file: awaited[0].file, seconds: Math.floor(quiet / 1000) }));
  }
  delete document.body.dataset.solverStalled;
  const coming = awaited.find((file) => file.total > 0 && file.received < file.total);
  if (!coming) return "";
  return JSON.stringify(said("The solver is getting ready: {file}, {received} of {total} KB…",
                             { file: coming.file.split("/").pop(), received: Math.floor(coming.received / 1024),
                               total: Math.floor(coming.total / 1024) }));
};

// The running worker's death, as a promise of a dead reply (its error event settles it).
let workerDeath = new Promise(() => {});

const withinLimit = (promise, kind) => new Promise((resolve) => {
  const ms = limit(kind);
  const timer = setTimeout(() => resolve(dead(said("it did not answer for {seconds} s", { seconds: Math.round(ms / 1000) }))), ms);
  workerDeath.then((reply) => { clearTimeout(timer); resolve(reply); });
  Promise.resolve(promise).then(
    (value) => { clearTimeout(timer); resolve(value); },
    (error) => { clearTimeout(timer); resolve(dead(plainWhy(error))); });
});

// Watch a worker's script element for its worker's error event (a crash, out of memory).
const watchWorker = (name) => {
  let died;
  workerDeath = new Promise((resolve) => { died = resolve; });
  const script = document.querySelector(`script[type="py"][worker][name="${name}"]`);
  try {
    script.xworker.addEventListener("error", (event) =>
      died(dead(said("it crashed: {why}", { why: plainWhy((event && event.message) || "error") }))));
  } catch { /* no worker object to watch: the time limits still notice */ }
};

// A solver worker's live script element, made from `from` (the page's template or a stopped
// worker's element): PyScript starts a worker for each such element added to the page.
const workerScript = (from, name) => {
  const script = document.createElement("script");
  for (const attribute of ["src", "config"]) script.setAttribute(attribute, from.getAttribute(attribute));
  script.setAttribute("type", "py");
  script.setAttribute("worker", "");
  script.setAttribute("name", name);
  return script;
};

// Modules the first board does not need (issue 25), each imported once: the Lab's side
// (lab.js: its worker, editor and link codec) and the offline copy's registration
// (offline.js). Both are imported with the solver worker's start below, once the board is
// interactive; the Lab's at once if a Lab link or the Lab asks for it first.
const importOnce = (name) => {
  let imported = null;
  return () => imported || (imported = import(new URL(name, import.meta.url).href));
};
export const modules = { lab: importOnce("../lab.js"), offline: importOnce("../offline.js") };

// The first worker starts once the board is painted (py/app/main.py calls begin() then, and
// connect() does if nothing did before): its boot (Pyodide, the snapshot) then no longer
// shares the machine's cores with the board's start (issue 25). index.html holds it as an
// inert template (type text/x-solver-worker). A search asked for meanwhile waits
// (py/app/solver_link.py). body[data-solver-start-ms]: when it was started.
let begun = false;
const begin = () => {
  if (begun) return;
  begun = true;
  const template = document.querySelector('script[type="text/x-solver-worker"][name="solver"]');
  hear();
  if (template && !document.querySelector('script[type="py"][worker][name="solver"]')) {
    document.body.dataset.solverStartMs = String(Math.round(performance.now()));
    document.body.append(workerScript(template, "solver"));
  }
  // A failure here is quiet: the Lab says it when opened; without offline.js the page
  // works, only not offline.
  for (const later of [modules.offline, modules.lab]) later().catch(() => {});
};

let running = null; // the worker connect() found ready

export const solver = {
  begin,
  // The worker `coming` resolves to (pyscript's workers[name]), once it answers ready();
  // "ready", or a dead reply. The first one ("solver") is started here (begin above).
  async connect(coming, name) {
    if ((name || "solver") === "solver") begin();
    watchWorker(name || "solver");
    const worker = await withinLimit(Promise.resolve(coming), "start");
    if (typeof worker === "string") return worker;
    const ready = await withinLimit(worker.ready(), "start");
    if (ready !== "ready") return typeof ready === "string" ? ready : dead(said("it did not start"));
    running = worker;
    delete document.body.dataset.solverStalled;
    return "ready";
  },
  // One call of the worker started by connect(): start(request), step(ms) or cancel();
  // `patient`: a slow step is expected (a data file is fetched).
  call(name, argument, patient, kind) {
    const worker = running;
    if (!worker) return Promise.resolve(dead(said("it is not running")));
    let reply;
    try {
      reply = argument === undefined ? worker[name]() : worker[name](argument);
    } catch (error) {
      return Promise.resolve(dead(plainWhy(error)));
    }
    return withinLimit(reply, kind || (patient ? "patient" : "call")).then(String);
  },
  waiting,
  // Whether the worker is there, before a search is sent to it: an idle worker answers at
  // once, so one closed while idle is found out within the `ping` limit, not the `call`
  // one (issue 25). JSON: {"state": "ready"}, or the dead reply.
  alive() {
    return this.call("ready", undefined, false, "ping")
      .then((reply) => (reply === "ready" ? JSON.stringify({ state: "ready" }) : reply));
  },
  // Start a fresh worker like the page's first one, under a new name (a stopped worker's
  // name cannot be used again), after stopping the old one.
  restart(oldName, newName) {
    const old = document.querySelector(`script[type="py"][worker][name="${oldName}"]`);
    running = null;
    try { old.xworker.terminate(); } catch { /* already gone, or never started */ }
    const from = old || document.querySelector('script[type="text/x-solver-worker"][name="solver"]');
    if (!from) return;
    heard.files.clear();
    heard.last = performance.now();
    const fresh = workerScript(from, newName);
    if (old) old.remove();
    document.body.append(fresh);
  },
};
