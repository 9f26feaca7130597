// The page's start (issues 25, 37): page.afterPaint, and the start's watch. index.html loads
// this module first, on its own, before static/page.js and PyScript: a file of the start that
// fails, or stalls (asked for, and no byte of anything for a few seconds), is then said in
// words in seconds, naming the file, even when it is static/page.js itself or PyScript's
// core.js (a module script waits for the ones before it: a stalled page.js holds core.js, and
// DOMContentLoaded, back for ever).

import { said, word, wordsReady } from "./words.mjs";

// Resolves once the page has painted a frame after now (the board, on the first call: the
// page's panels are set up after it, py/app/main.py); at most 100 ms later, as a hidden tab
// paints no frame.
export const afterPaint = () => new Promise((resolve) => {
  const after = () => setTimeout(resolve, 0);
  requestAnimationFrame(after);
  setTimeout(resolve, 100);
});

// Resolves in a task of its own (issue 38): py/app/main.py's start awaits it between its
// slices. MicroPython's `await asyncio.sleep(0)` resumes in the same task (a microtask), so
// the browser could neither paint nor answer a tap between slices: the whole start was one
// long task. scheduler.yield() where there is one (its continuation runs before other
// queued tasks), else a MessageChannel's message (a task, without setTimeout's 4 ms clamp).
export const nextTask = () => {
  if (globalThis.scheduler && typeof globalThis.scheduler.yield === "function") return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(0);
  });
};

// Tests may shorten the limits: globalThis.pageStartLimitMs (the whole start, 60 s) and
// globalThis.pageStallMs (no file arriving while one is awaited, 3 s).
const startLimit = () => globalThis.pageStartLimitMs || 60000;
const stallLimit = () => globalThis.pageStallMs || 3000;

const started = () => Boolean(document.body && document.body.dataset.ready);

// The board's loading line: `text()` worded (again once the Japanese words are here).
const sayOnBoard = (text) => {
  const board = document.getElementById("board");
  if (!board) return;
  const line = document.createElement("p");
  line.className = "loading failed";
  line.textContent = text();
  board.replaceChildren(line);
  wordsReady().then(() => { if (line.isConnected) line.textContent = text(); });
};

// `why`: a message, an error's own text, or [message, what it names].
const whyText = (why) => (typeof why === "string" ? why
  : Array.isArray(why) ? `${word(why[0])}: ${why[1]}` : word(why));

const startFailed = (why) => {
  if (started()) return;
  document.body.dataset.ready = "failed";
  // The lines board-shape.js wrote in the first paint (the game's first status line, "Asking
  // the solver…"): no game is played, nothing will ask the solver.
  for (const name of ["status", "verdict"]) {
    const line = document.getElementById(name);
    if (line) line.textContent = "";
  }
  sayOnBoard(() => word(said("The board could not start ({why}). Check the connection and reload the page.",
                             { why: whyText(why) })));
};

// A file's name as the site names it (static/page.js), from its address.
const siteName = (url) => {
  try {
    const path = new URL(url, location.href).pathname;
    const base = new URL(".", location.href).pathname;
    return path.startsWith(base) ? path.slice(base.length) : path;
  } catch {
    return String(url);
  }
};

// The files the start asks for: the page's scripts and preloads (the built page preloads every
// file of the board's start: PyScript's modules, MicroPython and its wasm, the modules' image).
const awaited = () => [...document.querySelectorAll(
  'script[src], link[rel="modulepreload"][href], link[rel="preload"][href]')]
  .filter((element) => element.tagName === "LINK" || !element.type || element.type === "module")  // not Python's
  .map((element) => new URL(element.getAttribute("src") || element.getAttribute("href"), location.href).href);

// Every half second until the board is up: when some files are still awaited and nothing at
// all has arrived for stallLimit() (arrivals: the resource timing entries, one per file once
// its last byte came), the first of them is named, with the time, for as long as it lasts;
// the start goes on if it comes, and the board replaces the line when it is drawn. (A file
// that answers an error is said at once: its element's error event, below.)
const watchFiles = () => {
  const arrived = new Set();
  let lastArrival = performance.now();
  let named = "";
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) arrived.add(entry.name);
      lastArrival = performance.now();
    }).observe({ type: "resource", buffered: true });
  } catch { /* no resource timing here: only the start's limit watches */ }
  const tick = () => {
    if (started()) return;
    const waiting = awaited().filter((url) => !arrived.has(url));
    const quiet = performance.now() - lastArrival;
    if (waiting.length && quiet >= stallLimit()) {
      named = siteName(waiting[0]);
      document.body.dataset.startStalled = named;
      const values = { file: named, seconds: Math.floor(quiet / 1000) };
      sayOnBoard(() => word(said("The board is waiting for {file}: nothing has arrived for {seconds} s. Check the connection and reload the page.", values)));
    } else if (named && !waiting.length) {
      named = "";
      delete document.body.dataset.startStalled;
    }
    setTimeout(tick, 500);
  };
  setTimeout(tick, 500);
};

let watching = false;

// Set up the watch (at once, as this module is evaluated; page.js's call finds it done).
export const watchStart = () => {
  if (watching) return;
  watching = true;
  addEventListener("error", (event) => {
    // A script or a preload of the start that could not be had (404, refused, cut): its
    // element's error event, seen on its way down (it does not bubble).
    const element = event.target;
    if (element && element !== window && (element.tagName === "SCRIPT" || element.tagName === "LINK")) {
      const rel = element.tagName === "LINK" ? element.rel : "";
      if (rel && rel !== "modulepreload" && rel !== "preload") return;  // a style sheet: the board plays on
      if (element.tagName === "SCRIPT" && element.type && element.type !== "module") return;  // Python's: PyScript says
      const file = siteName(element.src || element.href);
      startFailed(rel ? said("{file} could not be loaded", { file }) : [said("a script failed"), file]);
      return;
    }
    if (element === window || !element || !element.tagName) startFailed(event.message || said("a script failed"));
  }, true);
  addEventListener("unhandledrejection", (event) => startFailed(String((event.reason && event.reason.message) || event.reason)));
  // Not from DOMContentLoaded: it waits for every module script, and a stalled one never ends.
  const ms = startLimit();
  setTimeout(() => startFailed(said("it did not start within {seconds} s", { seconds: Math.round(ms / 1000) })), ms);
  watchFiles();
};

watchStart();
